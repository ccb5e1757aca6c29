/**
 * Invariants of trigger resolution over random trees of pending triggers (fast-check).
 * Trees are kept small (≤ 7 triggers) so that full enumeration stays cheap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { allTriggers, isLegalOrder, legalOrders, resolutionPlan } from '../../../src/engine/swu/index.ts';
import type { PendingTrigger, SwuState } from '../../../src/engine/swu/index.ts';
import { state } from './builders.ts';

/**
 * A random tree of 1–7 triggers: node i has a controller and a parent among nodes 0…i-1 (or none,
 * making it a top-layer trigger), so every shape of nesting, up to 7 layers deep, can occur.
 */
const node = fc.record({ c: fc.constantFrom('A', 'B'), parent: fc.option(fc.nat({ max: 6 }), { nil: null }) });
function build(nodes: { c: string; parent: number | null }[]): PendingTrigger[] {
  const kids: PendingTrigger[][] = nodes.map(() => []);
  const roots: PendingTrigger[] = [];
  const made: PendingTrigger[] = nodes.map((n, i) => ({ id: `t${i}`, controller: n.c, triggers: kids[i]! }));
  nodes.forEach((n, i) => {
    // a parent nests the node under an earlier node (p mod i); none, or the first node, is top layer
    if (i > 0 && n.parent !== null) kids[n.parent % i]!.push(made[i]!);
    else roots.push(made[i]!);
  });
  return roots;
}
const size = (ts: readonly PendingTrigger[]) => allTriggers(ts).length;

const scene: fc.Arbitrary<SwuState> = fc
  .record({ nodes: fc.array(node, { minLength: 1, maxLength: 7 }), active: fc.constantFrom('A', 'B') })
  .map(({ nodes, active }) => state({ activePlayer: active, pending: build(nodes) }));

/** Every id under (not including) a trigger. */
const descendants = (t: PendingTrigger) => allTriggers(t.triggers).map((d) => d.id);

describe('trigger resolution properties', () => {
  it('every legal order contains each pending trigger exactly once', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const ids = allTriggers(s.pending)
          .map((t) => t.id)
          .sort();
        for (const o of legalOrders(s)) expect([...o].sort()).toEqual(ids);
      }),
      { numRuns: 150 },
    );
  });

  it('nested triggers come as one contiguous block right after their parent', () => {
    fc.assert(
      fc.property(scene, (s) => {
        for (const o of legalOrders(s)) {
          for (const t of allTriggers(s.pending)) {
            const d = descendants(t);
            const at = o.indexOf(t.id);
            expect(o.slice(at + 1, at + 1 + d.length).sort()).toEqual([...d].sort());
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('the orders listed are distinct, as many as counted, and each passes isLegalOrder', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const plan = resolutionPlan(s, 100_000);
        expect(plan.orders.length).toBe(plan.count);
        expect(new Set(plan.orders.map((o) => o.join(','))).size).toBe(plan.count);
        for (const o of plan.orders) expect(isLegalOrder(s, o)).toBeAllowed();
      }),
      { numRuns: 150 },
    );
  });

  it('isLegalOrder accepts exactly the enumerated orders among random permutations', () => {
    fc.assert(
      fc.property(
        scene.chain((s) =>
          fc.tuple(
            fc.constant(s),
            fc.shuffledSubarray(
              allTriggers(s.pending).map((t) => t.id),
              { minLength: size(s.pending), maxLength: size(s.pending) },
            ),
          ),
        ),
        ([s, perm]) => {
          const legal = new Set([...legalOrders(s)].map((o) => o.join(',')));
          expect(isLegalOrder(s, perm).allowed).toBe(legal.has(perm.join(',')));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('within every layer, one player’s triggers all come before the other’s', () => {
    fc.assert(
      fc.property(scene, (s) => {
        const layers = [s.pending, ...allTriggers(s.pending).map((t) => t.triggers)];
        for (const o of legalOrders(s)) {
          for (const layer of layers) {
            const seq = [...layer].sort((a, b) => o.indexOf(a.id) - o.indexOf(b.id)).map((t) => t.controller);
            const switches = seq.filter((c, i) => i > 0 && c !== seq[i - 1]).length;
            expect(switches).toBeLessThanOrEqual(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
