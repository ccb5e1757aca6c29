/**
 * The resolution plan of pending triggered abilities: who chooses what, how many complete orders
 * are legal, and (a bounded number of) the orders themselves.
 *
 * A "layer" is a set of triggers that became pending at the same time: the top layer is
 * `state.pending`; the triggers a trigger causes while it resolves form the next layer.
 * Within a layer (7.6.9, 7.6.10) the active player picks which player resolves first if both have
 * triggers, then each player resolves all of theirs in an order they choose. Each trigger's own
 * layer resolves fully right after it, before its layer continues (7.6.11). A trigger marked
 * `resolving` (an Ambush whose attack has begun) is in no order: its controller's triggers of its
 * layer come first, it first among them, so its own layer resolves before anything else.
 * Rules implemented: `swu-trigger-own-order`, `swu-trigger-active-player-chooses`,
 * `swu-nested-resolve-first` (and `swu-trigger-next-opportunity`: every pending trigger once).
 */
import type { PendingTrigger, PlayerId, SwuState } from './state.ts';
import { opponentOf } from './state.ts';
import { FirstPlayerChosen, OptionalChoice, OwnOrderChosen } from './reasons.ts';

/** Default cap on the orders {@link resolutionPlan} lists; the count is computed separately, exactly up to 2^53. */
export const MAX_LISTED_ORDERS = 1000;

/** A choice a player makes while the triggers resolve. `layer` is the parent trigger id, or `null` for the top layer. */
export type Decision =
  | {
      readonly kind: 'first-player';
      readonly chooser: PlayerId;
      readonly layer: string | null;
      readonly between: readonly [PlayerId, PlayerId];
      /** Block id of the rule that gives this choice: `swu-trigger-active-player-chooses` (7.6.10). */
      readonly rule: string;
    }
  | {
      readonly kind: 'order';
      readonly chooser: PlayerId;
      readonly layer: string | null;
      readonly triggers: readonly string[];
      /** Block id of the rule that gives this choice: `swu-trigger-own-order` (7.6.9). */
      readonly rule: string;
    }
  | {
      /** A "you may" trigger: when it resolves, its controller uses it or declines it (it resolves either way, once). */
      readonly kind: 'optional';
      readonly chooser: PlayerId;
      readonly layer: string | null;
      readonly trigger: string;
      /** Block id of the rule that gives this choice: `swu-optional-may`. */
      readonly rule: string;
    };

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

/** The trigger of a layer that is resolving now (first in the layer, in no order), if any. */
const resolvingIn = (layer: readonly PendingTrigger[]): PendingTrigger | undefined => layer.find((t) => t.resolving);

/**
 * Number of legal complete orders of a layer: (2 if both players have triggers and none is
 * resolving, else 1) × a! × b! (the resolving trigger fixed first) × the product of each trigger's
 * nested count. Linear in the number of triggers.
 */
export function countOrders(layer: readonly PendingTrigger[], state: SwuState): number {
  const groups = splitLayer(layer, state.activePlayer, state);
  const pinned = resolvingIn(layer);
  let n = groups.length === 2 && !pinned ? 2 : 1;
  for (const [p, mine] of groups) n *= factorial(pinned?.controller === p ? mine.length - 1 : mine.length);
  for (const t of layer) n *= countOrders(t.triggers, state);
  return n;
}

/**
 * Calls `visit` with every legal complete order of `state.pending`, in a fixed order (active
 * player's triggers first, then the other player first; permutations in listed order), until
 * `visit` returns `false`. Backtracking over one shared buffer: O(triggers) work per order and no
 * list of all orders is ever built, so it streams however many orders there are.
 *
 * @param visit receives a buffer that is reused: copy it (`[...order]`) to keep it.
 * @returns the number of orders visited.
 */
export function forEachLegalOrder(state: SwuState, visit: (order: readonly string[]) => boolean | void): number {
  const buf: string[] = [];
  let visited = 0;
  // Each layer's possible "who goes first" splits, computed once per layer.
  const splits = new Map<readonly PendingTrigger[], PendingTrigger[][][]>();
  const playerOrdersOf = (ts: readonly PendingTrigger[]): PendingTrigger[][][] => {
    let out = splits.get(ts);
    if (!out) {
      const groups = splitLayer(ts, state.activePlayer, state);
      out =
        groups.length === 2
          ? [
              [groups[0]![1], groups[1]![1]],
              [groups[1]![1], groups[0]![1]],
            ]
          : [groups.map((g) => g[1])];
      const pinned = resolvingIn(ts);
      if (pinned) out = out.filter(([first = []]) => first.includes(pinned));
      splits.set(ts, out);
    }
    return out;
  };
  const layer = (ts: readonly PendingTrigger[], k: () => boolean): boolean => {
    if (ts.length === 0) return k();
    const playerOrders = playerOrdersOf(ts);
    for (const [first = [], second = []] of playerOrders) {
      const seq: PendingTrigger[] = [];
      // A resolving trigger is first: its controller is resolving this layer already.
      const usedFirst = first.map((t) => t.resolving === true);
      const usedSecond = second.map(() => false);
      for (const t of first) if (t.resolving) seq.push(t);
      // Permute `first` then `second` into `seq`, then resolve `seq` in order.
      const perm = (group: readonly PendingTrigger[], used: boolean[], then: () => boolean): boolean => {
        if (seq.length === (group === first ? first.length : first.length + second.length)) return then();
        for (let i = 0; i < group.length; i++) {
          if (used[i]) continue;
          used[i] = true;
          seq.push(group[i]!);
          const go = perm(group, used, then);
          seq.pop();
          used[i] = false;
          if (!go) return false;
        }
        return true;
      };
      const run = (i: number): boolean => {
        const t = seq[i];
        if (!t) return k();
        if (!t.resolving) buf.push(t.id);
        const go = layer(t.triggers, () => run(i + 1));
        if (!t.resolving) buf.pop();
        return go;
      };
      if (!perm(first, usedFirst, () => perm(second, usedSecond, () => run(0)))) return false;
    }
    return true;
  };
  layer(state.pending, () => {
    visited++;
    return visit(buf) !== false;
  });
  return visited;
}

/**
 * The first `limit` legal complete orders of `state.pending` (all of them by default: mind
 * {@link countOrders} first; 8 triggers of one player already give 40 320).
 */
export function legalOrders(state: SwuState, limit = Number.POSITIVE_INFINITY): string[][] {
  const out: string[][] = [];
  if (limit <= 0) return out;
  forEachLegalOrder(state, (o) => {
    out.push([...o]);
    return out.length < limit;
  });
  return out;
}

function collectDecisions(layer: readonly PendingTrigger[], parent: string | null, state: SwuState, out: Decision[]): void {
  const groups = splitLayer(layer, state.activePlayer, state);
  const pinned = resolvingIn(layer);
  if (groups.length === 2 && !pinned) {
    out.push({
      kind: 'first-player',
      chooser: state.activePlayer,
      layer: parent,
      between: [groups[0]![0], groups[1]![0]],
      rule: FirstPlayerChosen.rule,
    });
  }
  for (const [player, all] of groups) {
    const mine = all.filter((t) => !t.resolving);
    if (mine.length > 1)
      out.push({ kind: 'order', chooser: player, layer: parent, triggers: mine.map((t) => t.id), rule: OwnOrderChosen.rule });
  }
  for (const t of layer)
    if (t.optional && !t.resolving)
      out.push({ kind: 'optional', chooser: t.controller, layer: parent, trigger: t.id, rule: OptionalChoice.rule });
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
  const orders = legalOrders(state, limit);
  return { decisions, count, countIsExact: Number.isSafeInteger(count), orders, truncated: count > orders.length };
}

/**
 * Every pending trigger of the tree, depth first (parent before its nested triggers); a trigger
 * that is resolving now (`resolving`) is not pending, what it triggered is.
 */
export function allTriggers(layer: readonly PendingTrigger[]): PendingTrigger[] {
  const out: PendingTrigger[] = [];
  const walk = (ts: readonly PendingTrigger[]) => {
    for (const t of ts) {
      if (!t.resolving) out.push(t);
      walk(t.triggers);
    }
  };
  walk(layer);
  return out;
}
