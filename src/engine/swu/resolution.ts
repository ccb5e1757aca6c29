/**
 * The resolution plan of pending triggered abilities: who chooses what, how many complete orders
 * are legal, and (a bounded number of) the orders themselves.
 *
 * A "layer" is a set of triggers that became pending at the same time: the top layer is
 * `state.pending`; the triggers a trigger causes while it resolves form the next layer.
 * Within a layer (7.6.9, 7.6.10) the active player picks which player resolves first if both have
 * triggers, then each player resolves all of theirs in an order they choose. Each trigger's own
 * layer resolves fully right after it, before its layer continues (7.6.11).
 */
import type { PendingTrigger, PlayerId, SwuState } from './state.ts';
import { opponentOf } from './state.ts';

/** Default cap on the orders {@link resolutionPlan} lists (the count is always exact). */
export const MAX_LISTED_ORDERS = 1000;

/** A choice a player makes while the triggers resolve. `layer` is the parent trigger id, or `null` for the top layer. */
export type Decision =
  | { readonly kind: 'first-player'; readonly chooser: PlayerId; readonly layer: string | null; readonly between: readonly [PlayerId, PlayerId] }
  | { readonly kind: 'order'; readonly chooser: PlayerId; readonly layer: string | null; readonly triggers: readonly string[] };

export interface ResolutionPlan {
  /** Every choice to be made, top layer first, then each nested layer in tree order. */
  readonly decisions: readonly Decision[];
  /** Number of legal complete orders (exact while ≤ 2^53; see `countIsExact`). */
  readonly count: number;
  readonly countIsExact: boolean;
  /** The first `limit` legal complete orders, as trigger ids, in a fixed enumeration order. */
  readonly orders: readonly (readonly string[])[];
  /** `true` when `count` exceeds the orders listed. */
  readonly truncated: boolean;
}

/** Splits a layer by controller in the order "active player first", keeping their listed order. */
export function splitLayer(layer: readonly PendingTrigger[], active: PlayerId, state: SwuState): [PlayerId, PendingTrigger[]][] {
  const other = opponentOf(state, active);
  const groups: [PlayerId, PendingTrigger[]][] = [];
  for (const p of [active, other]) {
    const mine = layer.filter((t) => t.controller === p);
    if (mine.length > 0) groups.push([p, mine]);
  }
  return groups;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/**
 * Number of legal complete orders of a layer: (2 if both players have triggers, else 1) ×
 * a! × b! × the product of each trigger's nested count. Linear in the number of triggers.
 */
export function countOrders(layer: readonly PendingTrigger[], state: SwuState): number {
  const groups = splitLayer(layer, state.activePlayer, state);
  let n = groups.length === 2 ? 2 : 1;
  for (const [, mine] of groups) n *= factorial(mine.length);
  for (const t of layer) n *= countOrders(t.triggers, state);
  return n;
}

function* permutations<T>(items: readonly T[]): Generator<T[]> {
  if (items.length <= 1) {
    yield [...items];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const p of permutations(rest)) yield [items[i] as T, ...p];
  }
}

/** Every legal order of one trigger followed by its nested layer. */
function* ordersOfTrigger(t: PendingTrigger, state: SwuState): Generator<string[]> {
  for (const nested of ordersOfLayer(t.triggers, state)) yield [t.id, ...nested];
}

/** Every legal order of a sequence of triggers resolved one after another (each with its nesting). */
function* ordersOfSequence(seq: readonly PendingTrigger[], state: SwuState, from = 0): Generator<string[]> {
  const head = seq[from];
  if (!head) {
    yield [];
    return;
  }
  for (const first of ordersOfTrigger(head, state)) {
    for (const rest of ordersOfSequence(seq, state, from + 1)) yield [...first, ...rest];
  }
}

/**
 * Streams every legal complete order of a layer (lazily: take as many as you need).
 * Enumeration order: active player first, then the other player first; permutations in listed order.
 */
export function* ordersOfLayer(layer: readonly PendingTrigger[], state: SwuState): Generator<string[]> {
  const groups = splitLayer(layer, state.activePlayer, state);
  const playerOrders = groups.length === 2 ? [groups, [groups[1]!, groups[0]!]] : [groups];
  for (const gs of playerOrders) {
    const [g1, g2] = gs;
    for (const p1 of permutations(g1?.[1] ?? [])) {
      for (const p2 of permutations(g2?.[1] ?? [])) yield* ordersOfSequence([...p1, ...p2], state);
    }
  }
}

/** Streams every legal complete order of `state.pending`. */
export function legalOrders(state: SwuState): Generator<string[]> {
  return ordersOfLayer(state.pending, state);
}

function collectDecisions(layer: readonly PendingTrigger[], parent: string | null, state: SwuState, out: Decision[]): void {
  const groups = splitLayer(layer, state.activePlayer, state);
  if (groups.length === 2) {
    out.push({ kind: 'first-player', chooser: state.activePlayer, layer: parent, between: [groups[0]![0], groups[1]![0]] });
  }
  for (const [player, mine] of groups) {
    if (mine.length > 1) out.push({ kind: 'order', chooser: player, layer: parent, triggers: mine.map((t) => t.id) });
  }
  for (const t of layer) collectDecisions(t.triggers, t.id, state, out);
}

/**
 * Who chooses what, and the legal complete orders of the pending triggers.
 *
 * @param limit most orders to list (default {@link MAX_LISTED_ORDERS}); the count is computed
 *   without enumerating, so a huge layer costs O(limit × triggers) time, never O(count).
 */
export function resolutionPlan(state: SwuState, limit = MAX_LISTED_ORDERS): ResolutionPlan {
  const decisions: Decision[] = [];
  collectDecisions(state.pending, null, state, decisions);
  const count = countOrders(state.pending, state);
  const orders: string[][] = [];
  if (limit > 0) {
    for (const o of legalOrders(state)) {
      orders.push(o);
      if (orders.length >= limit) break;
    }
  }
  return { decisions, count, countIsExact: Number.isSafeInteger(count), orders, truncated: count > orders.length };
}

/** Every pending trigger of the tree, depth first (parent before its nested triggers). */
export function allTriggers(layer: readonly PendingTrigger[]): PendingTrigger[] {
  const out: PendingTrigger[] = [];
  const walk = (ts: readonly PendingTrigger[]) => {
    for (const t of ts) {
      out.push(t);
      walk(t.triggers);
    }
  };
  walk(layer);
  return out;
}
