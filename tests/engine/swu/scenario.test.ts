import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';

const errors = (input: unknown) => {
  const r = engine.parseScenario(input);
  return r.ok ? [] : r.errors;
};

describe('parseScenario', () => {
  it('fills defaults and ignores game and expect', () => {
    const r = engine.parseScenario({
      game: 'swu',
      expect: 'yes',
      cards: [{ id: 'x', abilities: [{ keyword: 'Sentinel' }] }],
      ask: { active: { card: 'x', ability: 'sentinel' } },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toMatchObject({ players: ['A', 'B'], activePlayer: 'A', actionTaken: false });
    expect(r.value.state.cards[0]).toEqual({
      id: 'x',
      name: 'x',
      controller: 'A',
      exhausted: false,
      abilities: [{ kind: 'keyword', id: 'sentinel', keyword: 'Sentinel' }],
    });
  });

  it('refuses a unit whose damage has reached its HP (defeated at once), unless an event defeats it', () => {
    const unit = { id: 'x', unit: { arena: 'ground', power: 2, hp: 2, damage: 2 } };
    expect(
      errors({ cards: [{ id: 'y', unit: { arena: 'ground', hp: 3 } }, unit], ask: { attack: { attacker: 'x', target: 'y' } } }),
    ).toEqual([
      "`cards[1].unit.damage` must be below the unit's HP (2): a unit with that much damage is defeated at once and leaves play.",
    ]);
    expect(errors({ cards: [unit], happens: [{ defeat: 'x' }], ask: { order: [] } })).toEqual([]);
  });

  it('names the field and the allowed values for each problem, never throwing', () => {
    expect(errors(null)).toEqual(['The scenario must be a mapping with at least an `ask` field.']);
    expect(errors({})).toEqual([
      '`ask` is required and must be one of { use: { card, ability } }, { active: { card, ability } }, { order: [trigger ids] }, ' +
        '{ act: play|attack|ability|initiative|pass|trigger }, { attack: { attacker, target? } }, { damage: { card or base, amount } }, { cost: <hand card id> }, ' +
        '{ declineAttack: { attacker? or player?, may? } } or { abilityCost: { card, atMost? and/or atLeast? } }.',
    ]);
    const e = errors({
      active: 'C',
      acted: 'no',
      colour: 'red',
      cards: [
        {
          id: 'x',
          exhausted: 1,
          abilities: [
            { id: 'a', action: { exhaust: true }, constant: 'y' },
            { id: 'b', action: { resources: -1 } },
          ],
        },
      ],
      effects: [{ id: 'e', lasting: 'forever' }],
      happens: ['end-of-game'],
      pending: [{ id: 't' }],
      ask: { use: { card: 'nope', ability: 'a' } },
    });
    expect(e).toEqual(
      expect.arrayContaining([
        '`colour` is not a known field; allowed: game, expect, players, active, acted, resources, cards, pending, effects, happens, bases, aspects, hand, initiative, initiativeTaken, opponentPassed, ask.',
        '`active` must be one of the players: A, B.',
        '`acted` must be true or false.',
        '`cards[0].exhausted` must be true or false.',
        '`cards[0].abilities[0]` must have exactly one of action, epic, constant, keyword, when, event (found action, constant).',
        '`cards[0].abilities[1].action.resources` must be a whole number ≥ 0.',
        '`effects[0].lasting` must be one of: this-attack, this-phase.',
        '`happens[0]` must be end-of-attack, end-of-phase, pass, regroup, { start-of-turn: <player> }, { defeat: <card id>, choose?: <effect id> }, { play: <card id>, byAbility? }, { attack: { attacker, defender?, byAbility? } } or { damage: { cards: [<unit id>, …], amount } }.',
        '`pending[0].controller` is required: the player who controls the card the ability is on (A or B).',
        '`ask.use.card` names card "nope", which is not in `cards` (x).',
      ]),
    );
  });

  it('rejects duplicate ids across nested layers and dangling card references', () => {
    const e = errors({
      pending: [{ id: 't', controller: 'A', triggers: [{ id: 't', controller: 'B' }] }],
      effects: [{ id: 'r', replacement: 'defeat', card: 'ghost' }],
      happens: [{ defeat: 'ghost' }],
      ask: { order: ['t'] },
    });
    expect(e).toEqual([
      '`pending` has the trigger id "t" twice; ids must be unique across all layers.',
      'Effect "r" names card "ghost", which is not in `cards`.',
      '`happens[0].defeat` names card "ghost", which is not in `cards`.',
    ]);
  });

  it('answers through happens then the question, keeping the event reasons', () => {
    const r = engine.parseScenario({
      active: 'A',
      cards: [{ id: 't', controller: 'B', abilities: [{ id: 'wd', when: 'When Defeated' }] }],
      pending: [{ id: 'a1', controller: 'A' }],
      happens: [{ defeat: 't' }],
      ask: { order: ['t/wd', 'a1'] },
    });
    if (!r.ok) throw new Error(r.errors.join('\n'));
    const v = engine.answer(r.value);
    expect(v).toBeAllowed();
    expect(v.reasons.map((x) => x.code)).toEqual([
      'AbilityTriggered',
      'WhenDefeatedTriggered',
      'LastKnownUsed',
      'ResolvesAfterLeaving',
      'TriggersResolveNow',
      'FirstPlayerChosen',
    ]);
  });
});

describe('damage to each base at once', () => {
  const ask = (bases: Record<string, { hp: number; damage: number }>, amount: number) => {
    const r = engine.parseScenario({ bases, ask: { damage: { base: 'each', amount } } });
    if (!r.ok) throw new Error(r.errors.join('\n'));
    return engine.answer(r.value);
  };
  const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

  it('ends the game in a draw when both bases are destroyed, with one loser when one is, and goes on when none is', () => {
    const both = ask({ A: { hp: 25, damage: 23 }, B: { hp: 30, damage: 28 } }, 2);
    expect(both).toBeAllowed();
    expect(codes(both)).toEqual(['BaseDestroyedAtOnce', 'BaseDestroyedAtOnce', 'BasesDestroyedDraw']);
    const one = ask({ A: { hp: 25, damage: 23 }, B: { hp: 30, damage: 10 } }, 2);
    expect(codes(one)).toEqual(['BaseDestroyed', 'BaseStands']);
    expect(one.reasons[0]?.message).toContain('A loses the game');
    expect(ask({ A: { hp: 25, damage: 1 }, B: { hp: 30, damage: 1 } }, 2)).toBeRefusedBy('NoBaseDestroyed');
    expect(errors({ ask: { damage: { base: 'C', amount: 2 } } }).join(' ')).toContain('A, B, each');
    // Instances one after another, each to both bases: the first that destroys a base ends the game.
    const first = engine.parseScenario({
      bases: { A: { hp: 25, damage: 22 }, B: { hp: 30, damage: 24 } },
      ask: { damage: { base: 'each', amount: [3, 3] } },
    });
    if (!first.ok) throw new Error(first.errors.join('\n'));
    expect(codes(engine.answer(first.value))).toEqual(['BaseDestroyed', 'BaseStands']);
    // A base already destroyed is no situation the game is in.
    expect(errors({ bases: { A: { hp: 25, damage: 25 } }, ask: { damage: { base: 'A', amount: 1 } } }).join(' ')).toContain(
      'below the base',
    );
  });
});
