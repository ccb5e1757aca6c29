/**
 * Benchmark of the SWU engine: `resolutionPlan` on 8 pending triggers with nesting (several tree
 * shapes), `isLegalOrder`, `canUse`, the turn, attack, damage and cost questions, and the
 * trigger-order widget's work for one render (each next trigger's prefix completed by
 * `completeOrder` and answered by `isLegalOrder`) with 8 and with `MAX_PENDING_TRIGGERS` triggers.
 * Prints numbers and, where there is a target, met / missed; asserts nothing. Targets: a plan for
 * 8 triggers (who chooses what, and how many legal orders) in at most 20 µs; one widget render in
 * at most 100 ms. Listing the orders themselves grows with their number (up to 5,040 here) and is
 * timed apart.
 * Run: npx node scripts/bench/swu.ts
 */
import {
  allTriggers,
  canAttack,
  canPay,
  canTakeAction,
  canUse,
  completeOrder,
  countOrders,
  dealDamage,
  isLegalOrder,
  resolutionPlan,
  MAX_LISTED_ORDERS,
  MAX_PENDING_TRIGGERS,
} from '../../src/engine/swu/index.ts';
import type { PendingTrigger, SwuState } from '../../src/engine/swu/index.ts';

const t = (id: string, controller: string, triggers: PendingTrigger[] = []): PendingTrigger => ({ id, controller, triggers });
const base = (pending: PendingTrigger[]): SwuState => ({
  players: ['A', 'B'],
  activePlayer: 'A',
  actionTaken: false,
  resources: { A: 2 },
  effects: [],
  pending,
  cards: [
    {
      id: 'x',
      name: 'x',
      controller: 'A',
      exhausted: false,
      abilities: [{ kind: 'action', id: 'go', cost: { exhaust: true, resources: 1 }, epic: false, used: false }],
    },
  ],
});

/** Four shapes of 8 triggers, each with nesting. */
const shapes: [string, SwuState][] = [
  [
    'both sides, 4 top each nesting 1',
    base([t('a1', 'A', [t('n1', 'B')]), t('a2', 'A', [t('n2', 'B')]), t('b1', 'B', [t('n3', 'A')]), t('b2', 'B', [t('n4', 'A')])]),
  ],
  [
    'three layers deep, both sides',
    base([t('p', 'A', [t('d', 'B', [t('r1', 'A'), t('r2', 'A')]), t('s', 'A')]), t('q', 'B'), t('o', 'A'), t('b', 'B')]),
  ],
  [
    'one player, 6 top + 2 nested',
    base([t('a1', 'A', [t('n1', 'A', [t('n2', 'B')])]), t('a2', 'A'), t('a3', 'A'), t('a4', 'A'), t('a5', 'A'), t('a6', 'A')]),
  ],
  ['one player, 7 top + 1 nested', base([t('a1', 'A', [t('n1', 'B')]), ...['a2', 'a3', 'a4', 'a5', 'a6', 'a7'].map((id) => t(id, 'A'))])],
];

function measure(label: string, fn: () => unknown, targetMicros?: number): void {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (now - start < 1000) {
    for (let i = 0; i < 20; i++) fn();
    n += 20;
    now = performance.now();
  }
  const secs = (now - start) / 1000;
  const each = (secs / n) * 1e6;
  const verdict = targetMicros === undefined ? '' : `   target ≤ ${targetMicros} µs: ${each <= targetMicros ? 'met' : 'missed'}`;
  console.log(`${label.padEnd(62)} ${(n / secs).toFixed(0).padStart(9)} /s   ${each.toFixed(1).padStart(9)} µs each${verdict}`);
}

console.log(`resolutionPlan, 8 triggers with nesting (listing capped at ${MAX_LISTED_ORDERS} orders)`);
for (const [name, s] of shapes) {
  const count = countOrders(s.pending, s);
  measure(`  ${name} (${count} legal orders)`, () => resolutionPlan(s));
}
console.log('resolutionPlan, full enumeration (no cap)');
for (const [name, s] of shapes) measure(`  ${name}`, () => resolutionPlan(s, Number.POSITIVE_INFINITY));
console.log('resolutionPlan, the plan: decisions and count (limit 0)');
for (const [name, s] of shapes) measure(`  ${name}`, () => resolutionPlan(s, 0), 20);

let k = 0;
const mix = shapes.map(([, s]) => s);
measure('mix of the 4 shapes, resolutionPlan default cap', () => resolutionPlan(mix[k++ % mix.length]!));

const orders = shapes.map(([, s]) => [s, resolutionPlan(s, 1).orders[0]!] as const);
measure('isLegalOrder on a legal order (mix of the 4 shapes)', () => {
  const [s, o] = orders[k++ % orders.length]!;
  return isLegalOrder(s, o);
});
measure('isLegalOrder on a reversed (illegal) order', () => {
  const [s, o] = orders[k++ % orders.length]!;
  return isLegalOrder(s, [...o].reverse());
});
measure('canUse (exhaust + resource action)', () => canUse(mix[0]!, 'x', 'go'));

/**
 * The trigger-order widget's engine work for one render with nothing resolved yet: for each
 * trigger that could resolve next, the first legal order starting with it (`completeOrder`) and
 * the engine's answer for that order. Worst of 20 renders, against the 100 ms a main-thread task
 * may take.
 */
const BUDGET_MS = 100;
function widgetRender(label: string, s: SwuState): void {
  const render = () => {
    for (const t of allTriggers(s.pending)) {
      const full = completeOrder(s, [t.id]);
      if (full) isLegalOrder(s, full);
    }
  };
  render();
  let worst = 0;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    render();
    worst = Math.max(worst, performance.now() - start);
  }
  console.log(
    `${label.padEnd(62)} ${worst.toFixed(2).padStart(9)} ms worst of 20   ${worst <= BUDGET_MS ? 'met' : 'MISSED'} (≤ ${BUDGET_MS} ms)`,
  );
}
const flat = (n: number, split: boolean) => base(Array.from({ length: n }, (_, i) => t(`t${i}`, split && i % 2 ? 'B' : 'A')));
const nestedCap = base(
  Array.from({ length: MAX_PENDING_TRIGGERS / 2 }, (_, i) => t(`p${i}`, i % 2 ? 'B' : 'A', [t(`n${i}`, i % 2 ? 'A' : 'B')])),
);
console.log(`trigger-order widget, one render (prefix test per next trigger; cap ${MAX_PENDING_TRIGGERS} pending triggers)`);
widgetRender('  8 triggers of one player', flat(8, false));
widgetRender('  8 triggers, both players', flat(8, true));
widgetRender(`  ${MAX_PENDING_TRIGGERS} triggers of one player (the cap)`, flat(MAX_PENDING_TRIGGERS, false));
widgetRender(`  ${MAX_PENDING_TRIGGERS} triggers, both players, each nesting one (the cap)`, nestedCap);
// The turn, attack, damage and cost questions on a board of 6 units.
const unit = (id: string, controller: string, kw: string[] = [], shields = 0) => ({
  id,
  name: id,
  controller,
  exhausted: false,
  abilities: kw.map((k) => ({ kind: 'keyword' as const, id: k.toLowerCase(), keyword: k })),
  unit: { arena: 'ground' as const, power: 3, hp: 5, damage: 1, shields, leader: false, entered: null },
});
const table: SwuState = {
  ...base([]),
  resources: { A: 4 },
  aspects: { A: ['vigilance', 'heroism'] },
  cards: [
    unit('a1', 'A'),
    unit('a2', 'A', ['Saboteur']),
    unit('a3', 'A', ['Overwhelm']),
    unit('b1', 'B', ['Sentinel'], 1),
    unit('b2', 'B'),
    unit('b3', 'B', [], 2),
  ],
  hand: [{ id: 'h', name: 'h', owner: 'A', cost: 3, aspects: ['aggression'], increase: 0, decrease: 1, ignorePenalty: false, free: false }],
};
measure('canTakeAction attack (every unit tried)', () => canTakeAction(table, { act: 'attack' }));
measure('canAttack with a target (Sentinel, Saboteur)', () => canAttack(table, 'a2', 'b3'));
measure('dealDamage, 3 instances on a shielded unit', () => dealDamage({ damage: 0, hp: 5, shields: 2 }, [2, 2, 2]));
measure('canPay (aspect penalty, decrease)', () => canPay(table, 'h'));
