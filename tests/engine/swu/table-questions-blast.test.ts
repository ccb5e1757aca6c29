/**
 * Table questions about one ability damaging several units at once (the `damage` event of
 * `happens`): which units it defeats, whose When Defeated abilities then wait together, and in
 * which orders they may resolve.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';
import { engine } from '../../../src/engine/swu/index.ts';

/** A ground unit of `controller` with `hp` and a When Defeated ability `wd`. */
const withWhenDefeated = (id: string, controller: string, stats: object = {}) =>
  unit(id, controller, stats, [], { abilities: [{ id: 'wd', when: 'When Defeated', text: 'Deal 1 damage to a unit.' }] });

/** A active; A's `a1` (2 HP) and B's `b1` (2 HP) and `b2` (1 HP), each with When Defeated. */
const table = [withWhenDefeated('a1', 'A', { hp: 2 }), withWhenDefeated('b1', 'B', { hp: 2 }), withWhenDefeated('b2', 'B', { hp: 1 })];
const blast = { damage: { cards: ['a1', 'b1', 'b2'], amount: 2 } };

describe('one blast defeats units on both sides', () => {
  it('defeats every unit it takes to its HP at once, and their When Defeated abilities wait together', () => {
    const v = answer({ cards: table, happens: [blast], ask: { order: ['a1/wd', 'b2/wd', 'b1/wd'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-damage-sequential');
    expect(v).toCite('swu-when-defeated');
    expect(codes(v).filter((c) => c === 'UnitDefeated')).toHaveLength(3);
    expect(codes(v)).toContain('DefeatedAtOnce');
    // Every unit has its damage before the first defeat is told.
    expect(codes(v).lastIndexOf('DamageDealt')).toBeLessThan(codes(v).indexOf('UnitDefeated'));
    expect(words(v)).toContain('a1, b1, b2 are defeated at the same time');
  });

  it('the active player may let the other player go first, and each orders their own', () => {
    const v = answer({ cards: table, happens: [blast], ask: { order: ['b1/wd', 'b2/wd', 'a1/wd'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
    expect(v).toCite('swu-trigger-own-order');
    expect(codes(v)).toContain('FirstPlayerChosen');
    expect(codes(v)).toContain('OwnOrderChosen');
  });

  it("slipping A's ability between B's is not a legal order", () => {
    const v = answer({ cards: table, happens: [blast], ask: { order: ['b1/wd', 'a1/wd', 'b2/wd'] } });
    expect(v).toBeRefusedBy('swu-trigger-active-player-chooses');
    expect(codes(v)).toContain('PlayersInterleaved');
  });

  it('leaving one of them out is not legal either: all of them triggered', () => {
    const v = answer({ cards: table, happens: [blast], ask: { order: ['a1/wd', 'b1/wd'] } });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(v)).toContain('TriggerNotResolved');
  });

  it('gives each unit the damage the one-unit question gives it', () => {
    const events = answer({ cards: table, happens: [blast], ask: { order: ['a1/wd', 'b1/wd', 'b2/wd'] } });
    for (const id of ['a1', 'b1', 'b2']) {
      const alone = answer({ cards: table, ask: { damage: { card: id, amount: 2 } } });
      expect(alone).toBeAllowed();
      const dealt = alone.reasons.find((r) => r.code === 'DamageDealt')!;
      expect(events.reasons).toContainEqual(dealt);
    }
  });
});

describe('a Shield on one of the units', () => {
  const shielded = [withWhenDefeated('a1', 'A', { hp: 2 }), withWhenDefeated('b1', 'B', { hp: 2, shields: 1 })];
  const both = { damage: { cards: ['a1', 'b1'], amount: 2 } };

  it('prevents the damage to that unit only: only the other is defeated, and only its ability waits', () => {
    const v = answer({ cards: shielded, happens: [both], ask: { order: ['a1/wd'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-prevents');
    expect(codes(v).filter((c) => c === 'UnitDefeated')).toHaveLength(1);
    expect(codes(v)).not.toContain('DefeatedAtOnce');
    expect(words(v)).toContain('A Shield token on b1 prevents 2 damage and is defeated (0 left).');
    expect(answer({ cards: shielded, happens: [both], ask: { order: ['a1/wd', 'b1/wd'] } })).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('the Shield is used up: the same damage again defeats the unit', () => {
    const v = answer({ cards: shielded, happens: [both], ask: { damage: { card: 'b1', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-defeat-at-hp');
    // The one Shield prevented the blast; nothing prevents the second damage.
    expect(codes(v).filter((c) => c === 'ShieldPrevents')).toHaveLength(1);
    expect(words(v)).toContain('b1 has 2 damage and 2 HP: damage at least equal to HP defeats it at once.');
  });

  it('unpreventable damage ignores the Shield: both are defeated', () => {
    const v = answer({
      cards: shielded,
      happens: [{ damage: { ...both.damage, unpreventable: true } }],
      ask: { order: ['b1/wd', 'a1/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-unpreventable');
    expect(codes(v)).toContain('DefeatedAtOnce');
  });
});

describe('a unit with enough HP', () => {
  const sturdy = [withWhenDefeated('a1', 'A', { hp: 2 }), withWhenDefeated('b1', 'B', { hp: 5 })];
  const both = { damage: { cards: ['a1', 'b1'], amount: 2 } };

  it('survives and stays in play with the damage; its ability does not trigger', () => {
    const v = answer({ cards: sturdy, happens: [both], ask: { order: ['a1/wd'] } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('UnitStaysInPlay');
    expect(words(v)).toContain('b1 has 2 damage and 5 HP: it is not defeated and stays in play.');
    expect(answer({ cards: sturdy, happens: [both], ask: { order: ['a1/wd', 'b1/wd'] } })).not.toBeAllowed();
  });

  it('keeps that damage for what comes next', () => {
    expect(answer({ cards: sturdy, happens: [both], ask: { damage: { card: 'b1', amount: 3 } } })).toBeAllowed();
    expect(answer({ cards: sturdy, happens: [both], ask: { damage: { card: 'b1', amount: 2 } } })).toBeRefusedBy('swu-defeat-at-hp');
  });
});

describe('what the event shares with the one-unit question', () => {
  it('a defeat replacement picked with `choose` keeps its unit in play; the other is defeated', () => {
    const cards = [withWhenDefeated('a1', 'A', { hp: 2 }), withWhenDefeated('b1', 'B', { hp: 2 })];
    const effects = [{ id: 'r1', replacement: 'defeat', card: 'b1', instead: 'return it to its owner’s hand' }];
    const v = answer({
      cards,
      effects,
      happens: [{ damage: { cards: ['a1', 'b1'], amount: 2, choose: 'r1' } }],
      ask: { order: ['a1/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-replacement-instead');
  });

  it('several damage replacements on one unit and no `order`: the answer says to add it', () => {
    const cards = [withWhenDefeated('a1', 'A', { hp: 2 }), withWhenDefeated('b1', 'B', { hp: 2, shields: 1 })];
    const effects = [{ id: 'p1', replacement: 'damage', card: 'b1', prevent: 1 }];
    const happens = [{ damage: { cards: ['a1', 'b1'], amount: 2 } }];
    expect(answer({ cards, effects, happens, ask: { order: ['a1/wd'] } })).toBeRefusedBy('swu-replacements-one-at-a-time');
    const ordered = [{ damage: { cards: ['a1', 'b1'], amount: 2, order: ['p1', 'shield'] } }];
    expect(answer({ cards, effects, happens: ordered, ask: { order: ['a1/wd'] } })).toBeAllowed();
  });

  it('a unit defeated earlier is no longer there to be damaged', () => {
    const v = answer({ cards: table, happens: [{ defeat: 'b2' }, blast], ask: { order: ['b2/wd', 'a1/wd', 'b1/wd'] } });
    expect(v).toBeRefusedBy('swu-last-known-information');
  });
});

describe('bad input names the field', () => {
  const problems = (happens: unknown[]) => {
    const r = engine.parseScenario({ cards: table, happens, ask: { order: [] } });
    return r.ok ? [] : r.errors;
  };

  it('refuses an empty or missing list of units, a unit twice and a card that is not a unit', () => {
    expect(problems([{ damage: { cards: [], amount: 2 } }]).join(' ')).toContain(
      '`happens[0].damage` must be { cards: [<unit id>, …], amount: 2 }',
    );
    expect(problems([{ damage: { amount: 2 } }]).join(' ')).toContain('`happens[0].damage` must be');
    expect(problems([{ damage: { cards: ['a1', 'a1'], amount: 2 } }]).join(' ')).toContain('`happens[0].damage.cards` names "a1" twice');
    expect(problems([{ damage: { cards: ['a1', 'nobody'], amount: 2 } }]).join(' ')).toContain(
      '`happens[0].damage.cards` names "nobody", which is not a unit in `cards`',
    );
  });

  it('reads amount, order and choose as `ask.damage` does, naming the event’s fields', () => {
    expect(problems([{ damage: { cards: ['a1'], amount: -1 } }]).join(' ')).toContain(
      '`happens[0].damage.amount` must be a whole number ≥ 0.',
    );
    expect(problems([{ damage: { cards: ['a1'], amount: 1, order: ['x'] } }]).join(' ')).toContain(
      '`happens[0].damage.order` names "x", which is neither `shield` nor a damage replacement effect',
    );
    expect(problems([{ damage: { cards: ['a1'], amount: 1, choose: 'x' } }]).join(' ')).toContain('`happens[0].damage.choose` names "x"');
    expect(problems([{ damage: { cards: ['a1'], amount: 1, extra: true } }]).join(' ')).toContain(
      '`happens[0].damage.extra` is not a known field',
    );
  });
});

describe('through a shareable link', () => {
  it('the event comes back the same, and so does the answer', () => {
    const effects = [{ id: 'r1', replacement: 'defeat', card: 'b1', instead: 'heal it' }];
    for (const damage of [
      blast.damage,
      { cards: ['a1', 'b1'], amount: [1, 1], unpreventable: true },
      { cards: ['b1'], amount: 2, choose: 'r1' },
      { cards: ['a1', 'b1'], amount: 2, choose: ['r1'], order: ['shield'] },
    ]) {
      const input = { cards: table, effects, happens: [{ damage }], ask: { order: ['a1/wd', 'b1/wd', 'b2/wd'] } };
      expect(throughLink(input)).toEqual(parse(input));
      expect(engine.answer(throughLink(input))).toEqual(answer(input));
    }
  });
});
