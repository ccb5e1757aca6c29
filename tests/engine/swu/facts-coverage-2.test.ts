/**
 * Rules facts asked as a player asks them, which no question could ask before: a Sentinel an effect
 * says can't be attacked (`swu-sentinel-overrides-cant-be-attacked`), declining an attack an ability
 * grants (`swu-granted-attack-must-be-made`), and the cost an ability reads
 * (`swu-ability-reads-printed-cost`). Each test asserts the verdict, the block ids cited and the
 * words shown; the last ones check that a shared link keeps the new fields.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';

const errors = (input: unknown): string[] => {
  const r = engine.parseScenario(input);
  return r.ok ? [] : r.errors;
};

const guard = unit('guard', 'B', { hp: 4 }, ['Sentinel']);
const cover = (card: string, lasting = 'this-phase') => ({ id: 'cover', lasting, controller: 'B', cantBeAttacked: card });

describe('"Their Sentinel is under an effect saying it can\'t be attacked: may I attack it?" (swu-sentinel-overrides-cant-be-attacked)', () => {
  it('yes: Sentinel overrides the effect', () => {
    const v = answer({ cards: [unit('a', 'A'), guard], effects: [cover('guard')], ask: { attack: { attacker: 'a', target: 'guard' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-sentinel-overrides-cant-be-attacked');
    expect(codes(v)).toContain('SentinelOverridesCantBeAttacked');
    expect(words(v)).toContain('A lasting effect (cover) says guard cannot be attacked, but guard has Sentinel, which overrides that');
  });

  it('and it still must be attacked first: not their base, not another unit', () => {
    const cards = [unit('a', 'A'), guard, unit('scout', 'B')];
    const base = answer({ cards, effects: [cover('guard')], ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(base).toBeRefusedBy('swu-sentinel-must-target');
    const other = answer({ cards, effects: [cover('guard')], ask: { attack: { attacker: 'a', target: 'scout' } } });
    expect(other).toBeRefusedBy('SentinelMustBeTarget');
  });

  it('a unit without Sentinel under the effect cannot be attacked, and says why', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('scout', 'B')],
      effects: [cover('scout')],
      ask: { attack: { attacker: 'a', target: 'scout' } },
    });
    expect(v).toBeRefusedBy('CantBeAttacked');
    expect(v).toBeRefusedBy('swu-sentinel-overrides-cant-be-attacked');
    expect(words(v)).toContain(
      'A lasting effect in force (cover) says scout cannot be attacked, and scout has no Sentinel to override it.',
    );
    // The base stays a legal target.
    expect(
      answer({
        cards: [unit('a', 'A'), unit('scout', 'B')],
        effects: [cover('scout')],
        ask: { attack: { attacker: 'a', target: 'base' } },
      }),
    ).toBeAllowed();
  });

  it('once the effect ends, the unit can be attacked again', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('b', 'A'), unit('scout', 'B')],
      effects: [cover('scout', 'this-attack')],
      happens: [{ attack: { attacker: 'b', byAbility: true } }, 'end-of-attack'],
      ask: { attack: { attacker: 'a', target: 'scout' } },
    });
    expect(v).toBeAllowed();
    expect(v).not.toCite('swu-sentinel-overrides-cant-be-attacked');
  });

  it('a Sentinel that an effect makes ignore Sentinel no longer overrides it', () => {
    const v = answer({
      cards: [unit('a', 'A'), guard],
      effects: [cover('guard'), { id: 'jam', lasting: 'this-phase', ignore: { card: 'guard', keyword: 'Sentinel' } }],
      ask: { attack: { attacker: 'a', target: 'guard' } },
    });
    expect(v).toBeRefusedBy('CantBeAttacked');
  });

  it('an Ambush unit whose only enemy unit is under the effect has nothing to attack', () => {
    const v = answer({
      cards: [unit('raider', 'A', { entered: 'now' }, ['Ambush']), unit('scout', 'B')],
      effects: [cover('scout')],
      ask: { attack: { attacker: 'raider', target: 'scout' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-overrides-cant-be-attacked');
    expect(v).toBeRefusedBy('AmbushNeedsUnit');
  });
});

describe('"An ability gives me an attack: may I decline it?" (swu-granted-attack-must-be-made)', () => {
  const table = [unit('trooper', 'A'), unit('droid', 'B', { hp: 1 })];

  it('no, when a unit can attack: the answer names it and its targets', () => {
    const v = answer({ acted: true, cards: table, ask: { declineAttack: {} } });
    expect(v).toBeRefusedBy('GrantedAttackMustBeMade');
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toBe(
      'The ability grants A an attack without saying "may", and an attack is possible (trooper may attack droid or B\'s base), so A must make it and cannot decline.',
    );
  });

  it('yes, when no unit it allows can attack: no attack is made', () => {
    const exhausted = [unit('trooper', 'A', {}, [], { exhausted: true }), unit('droid', 'B', { hp: 1 })];
    const v = answer({ cards: exhausted, ask: { declineAttack: { attacker: 'trooper' } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['GrantedAttackImpossible']);
    expect(v).toCite('swu-granted-attack-must-be-made');
    expect(words(v)).toBe(
      'No attack is possible (trooper cannot attack now), so the attack the ability grants is not made: A has nothing to decline.',
    );
    expect(words(answer({ cards: [], ask: { declineAttack: {} } }))).toContain('(A has no unit in play)');
    const none = answer({
      cards: [unit('t', 'A', {}, [], { exhausted: true }), unit('w', 'A', {}, [], { exhausted: true })],
      ask: { declineAttack: {} },
    });
    expect(words(none)).toContain("No attack is possible (none of A's units (t, w) can attack now)");
  });

  it('yes, when the ability says "may" (swu-optional-may)', () => {
    const v = answer({ cards: table, ask: { declineAttack: { attacker: 'trooper', may: true } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-optional-may');
    expect(words(v)).toContain('The ability says A "may" attack');
  });

  it("B's trigger in A's turn: B must attack with B's ready unit", () => {
    const v = answer({ active: 'A', cards: table, ask: { declineAttack: { player: 'B' } } });
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toContain("droid may attack trooper or A's base");
  });

  it('an attack in progress does not excuse it: the granted attack follows once that one ends', () => {
    const v = answer({
      cards: [...table, unit('wing', 'A')],
      happens: [{ attack: { attacker: 'wing', byAbility: true } }],
      ask: { declineAttack: { attacker: 'trooper' } },
    });
    expect(v).toBeRefusedBy('GrantedAttackMustBeMade');
  });

  it("an exhausted unit that could attack only with its own Ambush doesn't make the granted attack possible", () => {
    const v = answer({ cards: [unit('raider', 'A', { entered: 'now' }, ['Ambush']), unit('droid', 'B')], ask: { declineAttack: {} } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['GrantedAttackImpossible']);
  });
});

describe('"This ability hits a unit that costs 3 or less: does this one count?" (swu-ability-reads-printed-cost)', () => {
  it('a hand card is read by its printed cost, not what its player would pay', () => {
    const v = answer({ hand: [{ id: 'cruiser', cost: 5, decrease: 3 }], ask: { abilityCost: { card: 'cruiser', atMost: 3 } } });
    expect(v).toBeRefusedBy('CostOutsideBound');
    expect(v).toBeRefusedBy('swu-ability-reads-printed-cost');
    expect(words(v)).toBe(
      "An ability that checks cruiser's cost reads its printed cost, 5; what its player would pay to play it (2) does not count. cruiser's cost for the ability is 5, which is not 3 or less: the ability does not count it.",
    );
  });

  it('a token costs 0', () => {
    const v = answer({ cards: [unit('clone', 'B', {}, [], { token: true })], ask: { abilityCost: { card: 'clone', atMost: 2 } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['TokenCostsZero', 'CostWithinBound']);
    expect(v).toCite('swu-ability-reads-printed-cost');
    expect(words(v)).toContain('clone is a token: it has no printed cost, and an ability that checks its cost reads 0.');
  });

  it('a unit in play is read by the printed cost given, against either bound', () => {
    const walker = unit('walker', 'B', {}, [], { cost: 7 });
    expect(answer({ cards: [walker], ask: { abilityCost: { card: 'walker', atLeast: 5 } } })).toBeAllowed();
    const between = answer({ cards: [walker], ask: { abilityCost: { card: 'walker', atLeast: 2, atMost: 4 } } });
    expect(between).toBeRefusedBy('CostOutsideBound');
    expect(words(between)).toContain('which is not between 2 and 4');
  });
});

describe('the new fields in scenarios: clear errors', () => {
  it('names what is missing or contradictory', () => {
    expect(errors({ cards: [unit('walker', 'B')], ask: { abilityCost: { card: 'walker', atMost: 3 } } })).toEqual([
      '`ask.abilityCost` asks about "walker", a card in play with no printed cost given: add `cost` to `cards[0]` (its printed cost), or `token: true` for a token, which costs 0.',
    ]);
    expect(errors({ cards: [unit('c', 'B', {}, [], { token: true, cost: 2 })], ask: { abilityCost: { card: 'c', atMost: 3 } } })).toEqual([
      '`cards[0]` gives both `token: true` and `cost`: a token has no printed cost (it costs 0), so drop `cost`.',
    ]);
    expect(errors({ hand: [{ id: 'x', cost: 2 }], ask: { abilityCost: { card: 'x' } } })[0]).toMatch(
      /^`ask.abilityCost` must be \{ card: <card id>, atMost: 3 \}/,
    );
    expect(errors({ cards: [unit('t', 'A')], ask: { declineAttack: { attacker: 't', player: 'A' } } })).toEqual([
      '`ask.declineAttack` gives both `attacker` and `player`: the named unit\'s controller makes its attack, so give only `attacker` (or only `player` for "attack with a unit").',
    ]);
    expect(errors({ ask: { declineAttack: { player: 'C' } } })).toEqual(['`ask.declineAttack.player` must be one of the players: A, B.']);
    expect(errors({ cards: [{ id: 'plan' }], effects: [cover('plan')], ask: { order: [] } })).toEqual([
      'Effect "cover" says "plan" can\'t be attacked, but "plan" is not a unit in `cards` (units: none; give a card a `unit`).',
    ]);
    expect(
      errors({
        cards: [guard],
        effects: [{ ...cover('guard'), ignore: { card: 'guard', keyword: 'Sentinel' } }],
        ask: { order: [] },
      }),
    ).toEqual(['`effects[0]` gives both `ignore` and `cantBeAttacked`: write each change as a lasting effect of its own.']);
  });
});

describe('a shared link keeps the new fields', () => {
  it.each([
    [
      'a "can\'t be attacked" effect',
      { cards: [unit('a', 'A'), guard], effects: [cover('guard')], ask: { attack: { attacker: 'a', target: 'guard' } } },
    ],
    [
      'a granted attack with a named unit',
      { cards: [unit('t', 'A')], ask: { declineAttack: { attacker: 't', may: true, otherArena: true } } },
    ],
    ['a granted attack for a player', { cards: [unit('t', 'B')], ask: { declineAttack: { player: 'B' } } }],
    [
      'a printed cost and a token',
      {
        cards: [unit('w', 'B', {}, [], { cost: 7 }), unit('c', 'B', {}, [], { token: true })],
        ask: { abilityCost: { card: 'w', atMost: 7, atLeast: 1 } },
      },
    ],
  ])('%s', (_, input) => {
    const back = throughLink(input);
    expect(back).toEqual(parse(input));
    expect(engine.answer(back)).toEqual(engine.answer(parse(input)));
  });
});
