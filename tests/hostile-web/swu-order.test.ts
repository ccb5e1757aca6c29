/**
 * Trigger order without enumeration: `completeOrder` tests a prefix directly, agrees with the
 * listed legal orders on small trees (fast-check), and answers at once for as many triggers as
 * the scenario cap allows; a situation over the cap is refused in plain words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PENDING_TRIGGERS, completeOrder, isLegalOrder, legalOrders, parseScenario } from '../../src/engine/swu/index.ts';
import type { PendingTrigger } from '../../src/engine/swu/index.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { state, trig } from '../engine/swu/builders.ts';

const node = fc.record({ c: fc.constantFrom('A', 'B'), parent: fc.option(fc.nat({ max: 6 }), { nil: null }) });
function build(nodes: { c: string; parent: number | null }[]): PendingTrigger[] {
  const kids: PendingTrigger[][] = nodes.map(() => []);
  const roots: PendingTrigger[] = [];
  const made = nodes.map((n, i): PendingTrigger => ({ id: `t${i}`, controller: n.c, triggers: kids[i]! }));
  nodes.forEach((n, i) => {
    if (i > 0 && n.parent !== null) kids[n.parent % i]!.push(made[i]!);
    else roots.push(made[i]!);
  });
  return roots;
}
const scene = fc
  .record({ nodes: fc.array(node, { minLength: 1, maxLength: 6 }), active: fc.constantFrom('A', 'B') })
  .map(({ nodes, active }) => state({ activePlayer: active, pending: build(nodes) }));

describe('completeOrder', () => {
  it('completes a prefix exactly when some legal order starts with it, with the first such order listed', () => {
    fc.assert(
      fc.property(scene, fc.array(fc.nat({ max: 6 }), { maxLength: 7 }), (s, picks) => {
        const orders = legalOrders(s);
        const prefix = picks.map((i) => `t${i}`);
        const starts = orders.filter((o) => prefix.every((id, i) => o[i] === id));
        expect(completeOrder(s, prefix)).toEqual(starts[0] ?? null);
      }),
      { numRuns: 400 },
    );
  });

  it('every completion is a legal order for the engine', () => {
    fc.assert(
      fc.property(scene, fc.array(fc.nat({ max: 6 }), { maxLength: 3 }), (s, picks) => {
        const full = completeOrder(
          s,
          picks.map((i) => `t${i}`),
        );
        if (full) expect(isLegalOrder(s, full).allowed).toBe(true);
      }),
    );
  });

  it('answers for the cap number of triggers of one player without listing their orders', () => {
    const pending = Array.from({ length: MAX_PENDING_TRIGGERS }, (_, i) => trig(`t${i}`, 'A'));
    const s = state({ pending });
    const last = `t${MAX_PENDING_TRIGGERS - 1}`;
    const full = completeOrder(s, [last])!;
    expect(full[0]).toBe(last);
    expect(full).toHaveLength(MAX_PENDING_TRIGGERS);
    expect(completeOrder(s, [last, last])).toBeNull();
    expect(completeOrder(s, ['nope'])).toBeNull();
  });

  it('refuses a player switching back inside a layer, and a nested trigger out of its place', () => {
    const s = state({ pending: [trig('a1', 'A', [trig('n1', 'B')]), trig('a2', 'A'), trig('b1', 'B')] });
    expect(completeOrder(s, ['a1', 'n1', 'b1'])).toBeNull();
    expect(completeOrder(s, ['a1', 'a2'])).toBeNull();
    expect(completeOrder(s, ['b1'])).toEqual(['b1', 'a1', 'n1', 'a2']);
  });
});

describe('the pending-trigger cap', () => {
  const link = (n: number) => `?v=1&pending=[${Array.from({ length: n }, (_, i) => `{id:t${i},controller:A}`).join(',')}]&ask={order:[]}`;
  const read = (n: number) => {
    const d = decodeCheckQuery(link(n));
    if (!d.ok) throw new Error(d.errors.join('\n'));
    return parseScenario(d.input);
  };

  it('accepts the cap and refuses one more, saying how many and what to do', () => {
    expect(read(MAX_PENDING_TRIGGERS).ok).toBe(true);
    const over = read(MAX_PENDING_TRIGGERS + 1);
    expect(over.ok).toBe(false);
    if (!over.ok)
      expect(over.errors.join(' ')).toMatch(
        new RegExp(`${MAX_PENDING_TRIGGERS + 1} pending triggers .* more than the ${MAX_PENDING_TRIGGERS}.*Keep the triggers that matter`),
      );
  });

  it('refuses 2,000 triggers with the same message instead of throwing', () => {
    const over = read(2000);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.errors.join(' ')).toContain('2000 pending triggers');
  });
});

describe('a check block over the cap', () => {
  it('is an invalid block whose failure names the file and line', async () => {
    const { runCheckBlock, describeFailure } = await import('../../src/check-blocks/run.ts');
    const { engine } = await import('../../src/engine/swu/index.ts');
    const data = {
      game: 'swu',
      pending: Array.from({ length: 65 }, (_, i) => ({ id: `t${i}`, controller: 'A' })),
      ask: { order: [] },
      expect: 'yes',
    };
    const outcome = runCheckBlock({ data, source: '', line: 12 }, { path: 'swu/Triggers.md', game: 'swu' }, (g) =>
      g === 'swu' ? engine : undefined,
    );
    expect(outcome.status).toBe('invalid');
    expect(describeFailure(outcome, 'swu/Triggers.md', 12)).toMatch(
      /^swu\/Triggers\.md:12 invalid `check` block:\n {2}- 65 pending triggers are more than the 32/,
    );
  });
});
