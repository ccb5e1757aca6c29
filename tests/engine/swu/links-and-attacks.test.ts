/**
 * What a player notices about SWU links and attacks: a shared link asks the same question (every
 * field of every `ask` shape survives the link, `byAbility` and `choose` included); an attack in
 * `happens` leaves the attacker exhausted, the turn's action used (unless an ability directed it)
 * and a Saboteur's target without Shields; a card played in `happens` uses the turn's action too;
 * combat damage that reaches a unit's HP defeats it, and `choose` picks among the replacement
 * effects on that defeat; and an Overwhelm answer keeps a card id's case.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parse, throughLink, answer, codes, words } from './scenarios.ts';
import { engine, type Question } from '../../../src/engine/swu/index.ts';
import { SWU_FIELDS, swuInput } from '../../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../../src/widgets/url-decode.ts';

const table = {
  acted: true,
  cards: [
    { id: 'a', unit: { arena: 'ground', power: 2, hp: 4 }, abilities: [{ id: 'strike', action: { exhaust: true } }] },
    { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3, shields: 1 } },
  ],
  effects: [
    { id: 'r1', replacement: 'defeat', card: 'e', controller: 'B', instead: 'return it to hand' },
    { id: 'r2', replacement: 'defeat', card: 'e', controller: 'B', instead: 'heal all damage from it' },
    { id: 'p1', replacement: 'damage', card: 'e', controller: 'B', prevent: 1 },
    { id: 'ra', replacement: 'defeat', card: 'a', controller: 'A', instead: 'return it to hand' },
  ],
  pending: [{ id: 't1', controller: 'A' }],
  hand: [{ id: 'h', cost: 1 }],
};

/**
 * One question of each shape with every field the parser reads set. `Required<…>` makes the
 * compiler refuse this table once a field is added to a `Question` shape and not set here, so
 * the round trip below covers it too. (`damage` has `card` or `base`: one entry each; `choose`
 * picks a unit's defeat replacement, so the base entry goes without it; it is one effect id or a
 * list of them, one entry each.)
 */
type Full<K extends Question['kind'], Omitted extends string = never> = Required<Omit<Extract<Question, { kind: K }>, Omitted>>;
const everyShape: {
  use: Full<'use'>;
  active: Full<'active'>;
  order: Full<'order'>;
  act: Full<'act'>;
  attack: Full<'attack'>;
  attackPicks: Full<'attack'>;
  damageCard: Full<'damage', 'base'>;
  damagePicks: Full<'damage', 'base'>;
  damageBase: Full<'damage', 'card' | 'choose'>;
  cost: Full<'cost'>;
} = {
  use: { kind: 'use', card: 'a', ability: 'strike' },
  active: { kind: 'active', card: 'a', ability: 'strike' },
  order: { kind: 'order', order: ['t1'] },
  act: { kind: 'act', act: 'attack', card: 'a', ability: 'strike', byAbility: true, otherArena: true },
  attack: { kind: 'attack', attacker: 'a', target: 'e', byAbility: true, otherArena: true, choose: 'r2' },
  attackPicks: { kind: 'attack', attacker: 'a', target: 'e', byAbility: true, otherArena: true, choose: ['r2', 'ra'] },
  damageCard: { kind: 'damage', card: 'e', amounts: [3, 1], unpreventable: true, order: ['p1', 'shield'], choose: 'r2' },
  damagePicks: { kind: 'damage', card: 'e', amounts: [3], unpreventable: false, order: ['shield'], choose: ['r1'] },
  damageBase: { kind: 'damage', base: 'B', amounts: [3], unpreventable: true, order: ['shield'] },
  cost: { kind: 'cost', card: 'h' },
};

describe('a shared link asks the same question', () => {
  it('keeps an attack an ability directs: yes, not "you already acted"', () => {
    const input = {
      acted: true,
      cards: [
        { id: 'a', controller: 'A', unit: { arena: 'ground', power: 2, hp: 4 } },
        { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } },
      ],
      ask: { attack: { attacker: 'a', target: 'e', byAbility: true } },
    };
    const direct = answer(input);
    expect(direct).toBeAllowed();
    expect(codes(direct)).toContain('DirectedByAbility');
    const linked = engine.answer(throughLink(input));
    expect(linked).toBeAllowed();
    expect(codes(linked)).toContain('DirectedByAbility');
    expect(codes(linked)).not.toContain('TurnActionTaken');
  });

  it('keeps the defeat replacement picked with `choose`', () => {
    const input = { ...table, ask: { damage: { card: 'e', amount: [3], choose: 'r2' } } };
    expect(throughLink(input).ask).toEqual(parse(input).ask);
    expect(throughLink(input).ask).toMatchObject({ choose: 'r2' });
  });

  it('keeps every field of every `ask` shape', () => {
    for (const [shape, q] of Object.entries(everyShape)) {
      // The scenario with this question, as a validated scenario would hold it.
      const s = { ...parse({ ...table, ask: { cost: 'h' } }), ask: q as Question };
      const url = new URL(`https://example.org/check/swu/?${encodeCheckQuery(swuInput(s), SWU_FIELDS)}`);
      const decoded = decodeCheckQuery(url.search);
      if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
      const back = engine.parseScenario(decoded.input);
      expect(back.ok ? back.value.ask : back.errors, shape).toEqual(q);
    }
  });

  it('keeps an attack in `happens` that an ability directed', () => {
    const input = {
      cards: table.cards,
      happens: [{ attack: { attacker: 'a', defender: 'e', byAbility: true } }],
      ask: { order: [] },
    };
    expect(throughLink(input).happens).toEqual([{ kind: 'attack', attacker: 'a', defender: 'e', byAbility: true }]);
  });

  it('keeps an attack in `happens` into the other arena that an ability allowed', () => {
    const input = {
      cards: table.cards,
      happens: [{ attack: { attacker: 'a', defender: 'e', otherArena: true } }],
      ask: { order: [] },
    };
    expect(throughLink(input).happens).toEqual([{ kind: 'attack', attacker: 'a', defender: 'e', otherArena: true }]);
  });

  it('keeps a play in `happens` that an ability directed', () => {
    const input = { cards: table.cards, happens: [{ play: 'a', byAbility: true }, { play: 'a' }], ask: { order: [] } };
    expect(throughLink(input).happens).toEqual([
      { kind: 'play', card: 'a', byAbility: true },
      { kind: 'play', card: 'a' },
    ]);
  });
});

describe('a card played in `happens` is the turn’s action, as an attack is', () => {
  const cards = [
    { id: 'x', unit: { arena: 'space', power: 2, hp: 3, entered: 'now' }, abilities: [{ id: 'wp', when: 'When Played' }] },
    { id: 'w', unit: { arena: 'ground', power: 3, hp: 5 }, abilities: [{ id: 'strike', action: {} }] },
    { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } },
  ];
  const hand = [{ id: 'h', cost: 1 }];
  const played = { cards, hand, resources: { A: 3 }, happens: [{ play: 'x' }] };

  it('leaves no action for another play, an attack or an action ability in the same turn', () => {
    const again = answer({ ...played, ask: { act: 'play', card: 'h' } });
    expect(again).toBeRefusedBy('swu-one-action-per-turn');
    expect(codes(again)).toEqual(expect.arrayContaining(['IsTheTurnAction', 'WhenPlayedTriggered', 'TurnActionTaken']));
    expect(words(again)).toContain('A already took their action this turn; playing a card would be a second one.');
    expect(answer({ ...played, ask: { attack: { attacker: 'w', target: 'e' } } })).toBeRefusedBy('swu-one-action-per-turn');
    expect(answer({ ...played, ask: { act: 'attack', card: 'w' } })).toBeRefusedBy('swu-one-action-per-turn');
    expect(answer({ ...played, ask: { use: { card: 'w', ability: 'strike' } } })).toBeRefusedBy('swu-action-ability-is-turn-action');
  });

  it('ends the player’s turn (passing would be a second action too); the opponent acts on their own turn', () => {
    expect(answer({ ...played, ask: { act: 'pass' } })).toBeRefusedBy('swu-one-action-per-turn');
    const next = answer({ ...played, happens: [...played.happens, { 'start-of-turn': 'B' }], ask: { act: 'pass' } });
    expect(next).toBeAllowed();
    expect(words(next)).toContain("It is B's turn and they have not acted yet");
  });

  it('leaves the turn’s action unused when an ability directed the play, as `act: play` with `byAbility` does', () => {
    const plain = [{ ...cards[0], abilities: [] }, ...cards.slice(1)];
    const v = answer({ ...played, cards: plain, happens: [{ play: 'x', byAbility: true }], ask: { act: 'play', card: 'h' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
    expect(codes(v)).not.toContain('TurnActionTaken');
    // Its When Played ability, once triggered, resolves before the player's action: that alone waits.
    const waiting = answer({ ...played, happens: [{ play: 'x', byAbility: true }], ask: { act: 'play', card: 'h' } });
    expect(waiting).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(waiting)).not.toContain('TurnActionTaken');
  });

  it('still lets the card just played attack with Ambush: part of entering play, not a second action', () => {
    const raider = { id: 'r', unit: { arena: 'ground', power: 3, hp: 3, entered: 'now' }, abilities: [{ keyword: 'Ambush' }] };
    const v = answer({ cards: [raider, cards[2]], happens: [{ play: 'r' }], ask: { attack: { attacker: 'r', target: 'e' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
  });

  it('is refused when the play could not have happened: the action already taken, or the opponent’s card', () => {
    const late = answer({ ...played, acted: true, ask: { act: 'pass' } });
    expect(late).toBeRefusedBy('swu-one-action-per-turn');
    expect(codes(late)).toContain('TurnActionTaken');
    const theirs = { id: 'y', controller: 'B', unit: { arena: 'ground', power: 1, hp: 1, entered: 'now' } };
    const v = answer({ cards: [...cards, theirs], happens: [{ play: 'y' }], ask: { act: 'pass' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(words(v)).toContain("y is B's card, but it is A's turn");
    expect(answer({ cards: [...cards, theirs], happens: [{ play: 'y', byAbility: true }], ask: { act: 'pass' } })).toBeAllowed();
  });
});

describe('an attack that happened changes the game as an attack does', () => {
  const cards = [
    { id: 'a', unit: { arena: 'ground', power: 3, hp: 5 }, abilities: [{ keyword: 'Saboteur' }] },
    { id: 'd', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3, shields: 2 } },
    { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } },
  ];

  it('leaves the attacker exhausted and the turn’s action used', () => {
    const v = answer({ cards, happens: [{ attack: { attacker: 'a', defender: 'd' } }], ask: { attack: { attacker: 'a', target: 'e' } } });
    expect(v.allowed).toBe(false);
    expect(codes(v)).toEqual(expect.arrayContaining(['AttackerExhausted', 'TurnActionTaken']));
  });

  it('leaves the turn’s action unused when an ability directed it (the attacker still exhausted)', () => {
    const happens = [{ attack: { attacker: 'a', defender: 'd', byAbility: true } }];
    const act = answer({ cards, happens, ask: { act: 'pass' } });
    expect(act).toBeAllowed();
    expect(codes(act)).toContain('IsTheTurnAction');
    expect(codes(answer({ cards, happens, ask: { attack: { attacker: 'a', target: 'e' } } }))).toContain('AttackerExhausted');
  });

  it('lets Saboteur defeat the defender’s Shields: later damage is not prevented', () => {
    const v = answer({ cards, happens: [{ attack: { attacker: 'a', defender: 'd' } }], ask: { damage: { card: 'd', amount: [3] } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('SaboteurShields');
    expect(codes(v)).not.toContain('ShieldPrevents');
    expect(codes(v)).toContain('UnitDefeated');
  });

  it('is refused when the attack could not have happened', () => {
    const v = answer({ acted: true, cards, happens: [{ attack: { attacker: 'a', defender: 'd' } }], ask: { act: 'pass' } });
    expect(v.allowed).toBe(false);
    expect(codes(v)).toContain('TurnActionTaken');
  });
});

describe('combat damage in words', () => {
  it('keeps the case of a card id in the Overwhelm answer', () => {
    const v = answer({
      cards: [
        { id: 'a', unit: { arena: 'ground', power: 3, hp: 5 }, abilities: [{ keyword: 'Overwhelm' }] },
        { id: 'd', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3, shields: 1 } },
      ],
      ask: { attack: { attacker: 'a', target: 'd' } },
    });
    expect(words(v)).toContain('The Shield on d prevents the combat damage to d;');
    expect(words(v)).not.toContain("D's Shield");
  });

  const duel = (effects: unknown[] = []) =>
    answer({
      cards: [
        { id: 'a', unit: { arena: 'ground', power: 1, hp: 2 }, abilities: [{ id: 'wd', when: 'When Defeated', text: 'Draw a card.' }] },
        { id: 'd', controller: 'B', unit: { arena: 'ground', power: 3, hp: 4 } },
      ],
      effects,
      ask: { attack: { attacker: 'a', target: 'd' } },
    });

  it('says the attacker is defeated when the damage back reaches its HP, and its When Defeated triggers', () => {
    const v = duel();
    expect(v).toBeAllowed();
    expect(words(v)).toContain('a has 3 damage and 2 HP: damage at least equal to HP defeats it at once.');
    expect(codes(v)).toContain('WhenDefeatedTriggered');
  });

  it('applies a replacement effect on the attacker’s defeat', () => {
    const v = duel([{ id: 'escape', replacement: 'defeat', card: 'a', instead: 'return it to its owner’s hand' }]);
    expect(codes(v)).toContain('ReplacementApplied');
    expect(codes(v)).not.toContain('WhenDefeatedTriggered');
  });
});

describe('several replacement effects on a defeat in combat', () => {
  const cards = [
    { id: 'a', unit: { arena: 'ground', power: 3, hp: 2 } },
    { id: 'e', controller: 'B', unit: { arena: 'ground', power: 2, hp: 3 }, abilities: [{ id: 'wd', when: 'When Defeated' }] },
  ];
  const effects = [
    { id: 'r1', replacement: 'defeat', card: 'e', controller: 'B', instead: 'return it to hand' },
    { id: 'r2', replacement: 'defeat', card: 'e', controller: 'B', instead: 'heal all damage from it' },
  ];
  const attack = (more: Record<string, unknown> = {}, eff: unknown[] = effects) =>
    answer({ cards, effects: eff, ask: { attack: { attacker: 'a', target: 'e', ...more } } });

  it('waits for the defender’s controller to pick one, as `ask.damage` does', () => {
    const v = attack();
    expect(v).toBeRefusedBy('swu-replacement-controller-chooses');
    expect(words(v)).toContain('Several replacement effects would change "e is defeated" (r1, r2); B must pick the one that applies');
    expect(codes(v)).not.toContain('ReplacementApplied');
  });

  it('applies the one picked with `choose`: the defender stays, its When Defeated does not trigger', () => {
    const v = attack({ choose: 'r2' });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(expect.arrayContaining(['ReplacementChosen', 'ReplacementApplied']));
    expect(words(v)).toContain('B picked "r2" among the replacement effects that would change "e is defeated".');
    expect(words(v)).toContain('instead, heal all damage from it');
    expect(codes(v)).not.toContain('WhenDefeatedTriggered');
  });

  it('picks for the unit the chosen effect is on; the other side is defeated as usual', () => {
    const onAttacker = [
      { id: 'r3', replacement: 'defeat', card: 'a', controller: 'A', instead: 'return it to hand' },
      { id: 'r4', replacement: 'defeat', card: 'a', controller: 'A', instead: 'heal all damage from it' },
    ];
    const v = attack({ choose: 'r4' }, onAttacker);
    expect(v).toBeAllowed();
    expect(words(v)).toContain('A picked "r4" among the replacement effects that would change "a is defeated".');
    expect(codes(v)).toContain('WhenDefeatedTriggered');
  });

  it('takes a list of picks, one for each unit the combat damage defeats', () => {
    const both = [
      ...effects,
      { id: 'r3', replacement: 'defeat', card: 'a', controller: 'A', instead: 'return it to hand' },
      { id: 'r4', replacement: 'defeat', card: 'a', controller: 'A', instead: 'heal all damage from it' },
    ];
    expect(attack({ choose: 'r2' }, both)).toBeRefusedBy('swu-replacement-controller-chooses');
    const v = attack({ choose: ['r4', 'r2'] }, both);
    expect(v).toBeAllowed();
    expect(words(v)).toContain('B picked "r2" among the replacement effects that would change "e is defeated".');
    expect(words(v)).toContain('A picked "r4" among the replacement effects that would change "a is defeated".');
    expect(codes(v)).not.toContain('WhenDefeatedTriggered');
    expect(codes(v)).not.toContain('ReplacementChoiceRequired');
    // A list of one is the single id.
    expect(codes(attack({ choose: ['r2'] }))).toEqual(codes(attack({ choose: 'r2' })));
    const input = { cards, effects: both, ask: { attack: { attacker: 'a', target: 'e', choose: ['r4', 'r2'] } } };
    expect(throughLink(input).ask).toEqual(parse(input).ask);
    expect(throughLink(input).ask).toMatchObject({ choose: ['r4', 'r2'] });
  });

  it('refuses two picks for one unit, or a pick that is not an effect id, in plain words', () => {
    const errors = (choose: unknown, kind: 'attack' | 'damage' = 'attack') => {
      const ask = kind === 'attack' ? { attack: { attacker: 'a', target: 'e', choose } } : { damage: { card: 'e', amount: 3, choose } };
      const r = engine.parseScenario({ cards, effects, ask });
      return r.ok ? [] : r.errors;
    };
    expect(errors(['r1', 'r2'])).toEqual([
      '`ask.attack.choose` picks "r1" and "r2" for the defeat of e: its controller applies one replacement effect to that defeat, so pick at most one per unit.',
    ]);
    expect(errors(['r1', 'r2'], 'damage')).toEqual([
      '`ask.damage.choose` picks "r1" and "r2" for the defeat of e: its controller applies one replacement effect to that defeat, so pick at most one per unit.',
    ]);
    expect(errors(['r1', 'nope'])).toEqual([
      '`ask.attack.choose` names "nope", which is not a replacement effect on the defeat of a or e (r1, r2).',
    ]);
    for (const bad of [[], [3], { r1: true }])
      expect(errors(bad)).toEqual([
        '`ask.attack.choose` must be a replacement effect id, or a list of them (at most one per unit), e.g. r1 or [r1, r3].',
      ]);
  });

  it('refuses a `choose` that names no replacement effect on either unit’s defeat', () => {
    const r = engine.parseScenario({ cards, effects, ask: { attack: { attacker: 'a', target: 'e', choose: 'nope' } } });
    expect(r.ok ? [] : r.errors).toEqual([
      '`ask.attack.choose` names "nope", which is not a replacement effect on the defeat of a or e (r1, r2).',
    ]);
  });
});
