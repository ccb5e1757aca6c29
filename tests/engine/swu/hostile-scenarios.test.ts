/** Hostile and mistaken SWU scenarios: refused at once, one short problem each, never an exception. */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/engine/swu/index.ts';
import { MAX_LIST, MAX_NAME } from '../../../src/engine/swu/scenario-problems.ts';

const errors = (input: unknown): string[] => {
  const p = engine.parseScenario(input);
  return p.ok ? [] : p.errors;
};
const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const long = (field: string, length: number) =>
  `\`${field}\` lists ${length} entries; at most ${MAX_LIST} are read: shorten the list to what the situation needs.`;
const unit = { id: 'x', unit: { arena: 'ground', hp: 3 } };

describe('swu parseScenario on hostile input', () => {
  it('lists of 100,000 entries are one problem each', () => {
    expect(errors({ cards: [unit], effects: many(100_000, (i) => ({ id: `e${i}`, lasting: 'this-phase' })), ask: { order: [] } })).toEqual([
      long('effects', 100_000),
    ]);
    expect(errors({ cards: [unit], happens: many(10_000, () => 'regroup'), ask: { order: [] } })).toEqual([long('happens', 10_000)]);
    expect(errors({ hand: many(100_000, (i) => ({ id: `h${i}`, cost: 1 })), ask: { cost: 'h1' } })[0]).toBe(long('hand', 100_000));
  });

  it('1,000 pending triggers or an order of 1,000 ids is one problem', () => {
    expect(errors({ pending: many(1000, () => ({})), ask: { order: [] } })).toEqual([
      '1000 pending triggers are more than the 32 this site works out; a real turn has far fewer. Keep the triggers that matter to the question.',
    ]);
    expect(errors({ ask: { order: many(1000, (i) => `p${i}`) } })).toEqual([long('ask.order', 1000)]);
    const effects = many(100, (i) => ({ id: `e${i}`, replacement: 'damage', card: 'x', prevent: 1 }));
    expect(errors({ cards: [unit], effects, ask: { damage: { card: 'x', amount: 1, order: many(1000, (i) => `e${i}`) } } })).toEqual([
      long('ask.damage.order', 1000),
    ]);
  });

  it('100,000 instances of damage are one problem, not one per instance', () => {
    expect(errors({ cards: [unit], ask: { damage: { card: 'x', amount: many(100_000, () => 'NaN') } } })).toEqual([
      '`ask.damage.amount` lists more than 100 instances of damage; that is not a real game situation.',
    ]);
  });

  it('a very long id is refused naming its length and the limit', () => {
    expect(errors({ cards: [{ id: 'x'.repeat(1_000_000), unit: { arena: 'ground' } }], ask: { order: [] } })).toEqual([
      `\`cards[0].id\` is 1000000 characters long; at most ${MAX_NAME} are read: give a shorter one.`,
    ]);
  });

  it('a trigger that contains itself stops at the nesting limit, with a message', () => {
    const loop: Record<string, unknown> = { id: 'a', controller: 'A' };
    loop.triggers = [loop];
    const [problem] = errors({ pending: [loop], ask: { order: ['a'] } });
    expect(problem).toBeDefined();
    expect(problem!.length).toBeLessThan(1000);
  });
});
