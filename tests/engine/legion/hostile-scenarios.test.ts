/** Hostile and mistaken Legion scenarios: refused at once, one short problem each, never an exception. */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/engine/legion/index.ts';
import { MAX_LIST } from '../../../src/engine/legion/scenario.ts';

const errors = (input: unknown): string[] => {
  const p = engine.parseScenario(input);
  return p.ok ? [] : p.errors;
};
const many = <T>(n: number, f: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => f(i));

describe('legion parseScenario on hostile input', () => {
  it('a list of 100,000 entries is one problem naming the list and the limit', () => {
    for (const [input, field] of [
      [{ did: many(100_000, () => 'move'), ask: 'move' }, 'did'],
      [{ did: many(10_000, () => ({ gained: 'aim' })), ask: 'move' }, 'did'],
      [{ unit: { keywords: many(100_000, () => 'relentless') }, ask: 'move' }, 'unit.keywords'],
      [{ unit: { exhausted: many(100_000, (i) => `card ${i}`) }, ask: 'move' }, 'unit.exhausted'],
      [{ rolled: many(100_000, () => 'block'), step: 'rally', unit: { suppression: 2 }, ask: 'move' }, 'rolled'],
    ] as const) {
      const top = input as unknown as Record<string, unknown> & { unit?: Record<string, unknown> };
      const length = top[field] ?? top.unit?.[field.slice(5)];
      expect(errors(input)).toEqual([
        `\`${field}\` lists ${(length as unknown[]).length} entries; at most ${MAX_LIST} are read: shorten the list to what the situation needs.`,
      ]);
    }
  });

  it('a huge value is quoted cut short, so the message stays readable', () => {
    const [problem] = errors({ ask: 'x'.repeat(1_000_000) });
    expect(problem).toMatch(/^`ask` must be one of .* \(got "x{79}…\)\.$/);
    expect(errors({ unit: many(100_000, () => 'move'), ask: 'move' })[0]!.length).toBeLessThan(200);
  });

  it('a value nested 100,000 deep, or one that contains itself, is named without an exception', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(errors({ ask: deep })).toEqual([
      '`ask` must be an action name (e.g. move or free attack) or a mapping (e.g. { action: attack, free: true }) (got a list that contains itself or nests too deeply).',
    ]);
    const loop: unknown[] = ['move'];
    loop.push(loop);
    expect(errors({ ask: loop })[0]).toContain('(got a list that contains itself or nests too deeply)');
  });

  it('huge, negative and NaN-like numbers are refused naming the field and the range', () => {
    expect(errors({ unit: { suppression: 1e300 }, ask: 'move' })).toEqual([
      '`unit.suppression` must be a whole number from 0 to 30 (got 1e+300).',
    ]);
    expect(errors({ unit: { suppression: -1 }, ask: 'move' })).toEqual([
      '`unit.suppression` must be a whole number from 0 to 30 (got -1).',
    ]);
    expect(errors({ unit: { courage: 'NaN' }, ask: 'move' })).toEqual(['`unit.courage` must be a whole number ≥ 1, or none (got "NaN").']);
  });
});
