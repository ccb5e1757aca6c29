/** Hostile and mistaken Chronicle X scenarios: refused at once, one short problem each, never an exception. */
import { describe, expect, it } from 'vitest';
import { engine, MAX_MODELS } from '../../../src/engine/chronicle-x/index.ts';

const errors = (input: unknown): string[] => {
  const p = engine.parseScenario(input);
  return p.ok ? [] : p.errors;
};
const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));
const long = (field: string, length: number, max: number) =>
  `\`${field}\` lists ${length} entries; at most ${max} are read: shorten the list to what the situation needs.`;

describe('chronicle-x parseScenario on hostile input', () => {
  it('a did of 10,000 steps is one problem, not one per step', () => {
    expect(errors({ model: { at: 'a1' }, did: many(10_000, () => ({ action: 'move', to: 'a2' })), ask: 'move' })).toEqual([
      long('did', 10_000, 20),
    ]);
  });

  it('round lists of 100,000 ids are one problem each, at most MAX_MODELS read', () => {
    const ids = many(100_000, () => 'A');
    expect(errors({ model: { at: 'a1' }, activated: ids, overwatchAttacks: ids, ask: 'move' })).toEqual([
      long('activated', 100_000, MAX_MODELS),
      long('overwatchAttacks', 100_000, MAX_MODELS),
    ]);
  });

  it('terrain lists longer than any 100x100 board needs are refused at once', () => {
    expect(errors({ board: { walls: many(100_000, () => 'a1-a2') }, model: { at: 'a1' }, ask: 'move' })).toEqual([
      long('board.walls', 100_000, 20_000),
    ]);
  });

  it('a board of a million squares, drawn or sized, is refused naming the limit', () => {
    expect(errors({ board: { size: '1000x1000' }, model: { at: 'a1' }, ask: 'move' })[0]).toContain('each side 1 to 100');
    const drawn = `${'. '.repeat(1000).trim()}\n`.repeat(1000);
    expect(errors({ board: drawn, model: { at: 'a1' }, ask: 'move' })[0]).toContain('at most 100 on each side');
  });

  it('a very long model id is refused, its name cut short in the message', () => {
    expect(errors({ models: { ['A'.repeat(100_000)]: { at: 'a1' } }, ask: 'move' })).toEqual([
      `\`models.${'A'.repeat(32)}…\`: a model id is at most 32 characters; give a shorter one.`,
    ]);
  });

  it('odd ids (__proto__, emoji) and huge values are named; quoted values are cut short', () => {
    const odd = errors({ models: JSON.parse('{"__proto__": { "at": "a1" }, "🦄": { "at": "b1" }}'), active: '__proto__', ask: 'move' });
    expect(odd).toContain('`models.__proto__`: a model id is letters, digits, `_` or `-`, starting with a letter or digit.');
    expect(odd).toContain('`models.🦄`: a model id is letters, digits, `_` or `-`, starting with a letter or digit.');
    const [size] = errors({ board: { size: 'x'.repeat(1_000_000) }, ask: 'move' });
    expect(size).toMatch(/got `x{80}…`\.$/);
  });
});
