/**
 * "Is this resolution order legal?" — checks a complete order of trigger ids against the pending
 * triggers without enumerating the legal orders (linear-ish in the number of triggers).
 */
import { verdictOf } from '../core/index.ts';
import type { Reason, Verdict } from '../core/index.ts';
import type { PendingTrigger, SwuState } from './state.ts';
import { allTriggers, splitLayer } from './resolution.ts';
import { triggerId } from './triggers.ts';
import {
  FirstPlayerChosen,
  NestedBeforeParent,
  NestedInterrupted,
  NestedResolvedFirst,
  OwnOrderChosen,
  PlayersInterleaved,
  EventNotQueued,
  ReplacementNotQueued,
  TriggerNotPending,
  TriggerNotResolved,
  TriggerResolvedTwice,
  TriggersResolveNow,
} from './reasons.ts';

/**
 * The name of the card whose event ability `id` names (`card/ability`, as a triggered ability's
 * trigger is named), if one does: an event ability resolves when its card is played and never
 * waits to be ordered (`swu-event-resolves-when-played`).
 */
function eventAbilityCard(state: SwuState, id: string): string | undefined {
  return state.cards.find((c) => c.abilities.some((a) => a.kind === 'event' && triggerId(c.id, a.id) === id))?.name;
}

const label = (t: PendingTrigger) => t.label ?? t.id;
const layerName = (parent: PendingTrigger | null) => (parent ? `in the layer triggered by "${label(parent)}"` : 'in the top layer');

/**
 * Checks that `order` (trigger ids, first resolved first) is a legal complete resolution of
 * `state.pending`. Every failing rule is reported, in this order:
 * 1. each pending trigger exactly once, nothing else (`swu-trigger-next-opportunity`); a
 *    replacement effect's id gets `ReplacementNotQueued` (`swu-replacement-not-queued`), an event
 *    ability's (`card/ability`) `EventNotQueued` (`swu-event-resolves-when-played`);
 * 2. nested triggers right after the trigger that caused them, before its layer continues
 *    (`swu-nested-resolve-first`, 7.6.11);
 * 3. within each layer, one player's triggers all before the other's (`swu-trigger-active-player-chooses`, 7.6.10).
 * An allowed verdict cites the triggers resolving (7.6.8), each player's own order (7.6.9), the
 * active player's choice of who goes first (7.6.10) and the nested layers (7.6.11).
 */
export function isLegalOrder(state: SwuState, order: readonly string[]): Verdict {
  const triggers = allTriggers(state.pending);
  const byId = new Map(triggers.map((t) => [t.id, t]));
  const parentOf = new Map<string, PendingTrigger | null>();
  const markParents = (layer: readonly PendingTrigger[], parent: PendingTrigger | null) => {
    for (const t of layer) {
      parentOf.set(t.id, parent);
      markParents(t.triggers, t);
    }
  };
  markParents(state.pending, null);

  const reasons: Reason[] = [];
  // 1. Membership.
  const pos = new Map<string, number>();
  const times = new Map<string, number>();
  const pendingList = triggers.map((t) => t.id).join(', ') || 'none';
  order.forEach((id, i) => {
    times.set(id, (times.get(id) ?? 0) + 1);
    if (!pos.has(id)) pos.set(id, i);
  });
  for (const [id, n] of times) {
    if (!byId.has(id)) {
      const replacement = state.effects.find((e) => e.id === id && e.kind === 'replacement');
      const event = eventAbilityCard(state, id);
      reasons.push(
        replacement
          ? ReplacementNotQueued({ effect: id })
          : event
            ? EventNotQueued({ trigger: id, card: event })
            : TriggerNotPending({ trigger: id, pending: pendingList }),
      );
    } else if (n > 1) {
      reasons.push(TriggerResolvedTwice({ trigger: label(byId.get(id)!), times: n }));
    }
  }
  for (const t of triggers) if (!pos.has(t.id)) reasons.push(TriggerNotResolved({ trigger: label(t) }));
  // A trigger resolving now (an Ambush whose attack has begun) is in no order: it stands before it.
  const resolving = [...parentOf.keys()].filter((id) => !byId.has(id));
  for (const id of resolving) pos.set(id, -1);

  // 2. Nesting (7.6.11): everything between a parent and its nested trigger descends from the parent.
  const descends = (id: string, ancestor: PendingTrigger): boolean => {
    for (let p = parentOf.get(id); p; p = parentOf.get(p.id)) if (p === ancestor) return true;
    return false;
  };
  const reported = new Set<string>();
  for (const t of triggers) {
    const parent = parentOf.get(t.id);
    const at = pos.get(t.id);
    if (!parent || at === undefined) continue;
    const parentAt = pos.get(parent.id);
    if (parentAt === undefined) continue;
    if (at < parentAt) {
      reasons.push(NestedBeforeParent({ parent: label(parent), nested: label(t) }));
      continue;
    }
    for (let i = parentAt + 1; i < at; i++) {
      const between = order[i]!;
      if (between === parent.id || descends(between, parent) || !byId.has(between)) continue;
      const key = `${parent.id}\u0000${between}`;
      if (!reported.has(key)) {
        reported.add(key);
        reasons.push(NestedInterrupted({ parent: label(parent), nested: label(t), intruder: label(byId.get(between)!) }));
      }
      break;
    }
  }

  // 3. Players not interleaved within a layer (7.6.10).
  const layers: [readonly PendingTrigger[], PendingTrigger | null][] = [
    [state.pending, null],
    ...allTriggersWithResolving(state.pending).map((t) => [t.triggers, t] as [readonly PendingTrigger[], PendingTrigger]),
  ];
  for (const [layer, parent] of layers) {
    const placed = layer.filter((t) => pos.has(t.id)).sort((a, b) => pos.get(a.id)! - pos.get(b.id)!);
    const done = new Set<string>();
    for (let i = 0; i < placed.length; i++) {
      const cur = placed[i]!;
      const prev = placed[i - 1];
      if (prev && prev.controller !== cur.controller) {
        if (done.has(cur.controller)) {
          reasons.push(
            PlayersInterleaved({ player: cur.controller, trigger: label(cur), other: prev.controller, layer: layerName(parent) }),
          );
          break;
        }
        done.add(prev.controller);
      }
    }
  }

  if (reasons.length > 0) return verdictOf(reasons);

  // Allowed: the rules that decided it.
  reasons.push(TriggersResolveNow({ count: triggers.length }));
  for (const [layer, parent] of layers) {
    if (layer.length === 0) continue;
    const groups = splitLayer(layer, state.activePlayer, state);
    const placed = [...layer].sort((a, b) => pos.get(a.id)! - pos.get(b.id)!);
    if (groups.length === 2 && !layer.some((t) => t.resolving)) {
      const first = placed[0]!.controller;
      const second = groups.find(([p]) => p !== first)![0];
      reasons.push(FirstPlayerChosen({ active: state.activePlayer, first, second, layer: layerName(parent) }));
    }
    for (const [player] of groups) {
      const mine = placed.filter((t) => t.controller === player && !t.resolving);
      if (mine.length > 1) reasons.push(OwnOrderChosen({ player, triggers: mine.map(label).join(' → ') }));
    }
    if (parent) reasons.push(NestedResolvedFirst({ parent: label(parent), nested: layer.map((t) => `"${label(t)}"`).join(', ') }));
  }
  return verdictOf(reasons);
}

/** Every trigger of the tree, depth first, those resolving now included. */
function allTriggersWithResolving(layer: readonly PendingTrigger[]): PendingTrigger[] {
  return layer.flatMap((t) => [t, ...allTriggersWithResolving(t.triggers)]);
}

/** A layer being resolved: its triggers, those already resolved, and the player resolving now. */
interface Frame {
  readonly layer: readonly PendingTrigger[];
  readonly done: Set<string>;
  player: string | null;
}

/**
 * The first legal complete order of `state.pending` that starts with `prefix` (trigger ids, first
 * resolved first), or `null` when no legal order starts so (an id twice, an id not pending, a
 * nested trigger out of its place, players interleaved). Rules: `swu-trigger-own-order`,
 * `swu-trigger-active-player-chooses`, `swu-nested-resolve-first`.
 *
 * Tests the prefix directly, without listing orders: the triggers resolve as a stack of layers
 * (a trigger's nested layer on top of its own until it is done); each id of `prefix` must be an
 * unresolved trigger of the top layer, of the player resolving that layer unless that player has
 * none left. The rest is completed the way `forEachLegalOrder` lists orders first: the active
 * player first in a new layer, each player's triggers in their listed order.
 * O(n × largest layer) time for n pending triggers; no recursion, so any depth is fine.
 */
export function completeOrder(state: SwuState, prefix: readonly string[]): string[] | null {
  const frames: Frame[] = state.pending.length ? [{ layer: state.pending, done: new Set(), player: null }] : [];
  // A trigger resolving now is in no order; its own layer comes first.
  const resolvingNow = state.pending.find((t) => t.resolving);
  if (resolvingNow) {
    frames[0]!.player = resolvingNow.controller;
    frames[0]!.done.add(resolvingNow.id);
    if (resolvingNow.triggers.length) frames.push({ layer: resolvingNow.triggers, done: new Set(), player: null });
  }
  const out: string[] = [];
  const top = (): Frame | undefined => {
    while (frames.length && frames[frames.length - 1]!.done.size === frames[frames.length - 1]!.layer.length) frames.pop();
    return frames[frames.length - 1];
  };
  const left = (f: Frame, player: string | null) => f.layer.find((t) => !f.done.has(t.id) && (player === null || t.controller === player));
  const resolve = (f: Frame, t: PendingTrigger) => {
    f.player = t.controller;
    f.done.add(t.id);
    out.push(t.id);
    if (t.triggers.length) frames.push({ layer: t.triggers, done: new Set(), player: null });
  };
  for (const id of prefix) {
    const f = top();
    const t = f?.layer.find((x) => x.id === id && !f.done.has(id));
    if (!f || !t) return null;
    if (f.player !== null && t.controller !== f.player && left(f, f.player)) return null;
    resolve(f, t);
  }
  for (let f = top(); f; f = top()) {
    const t = (f.player !== null ? left(f, f.player) : undefined) ?? left(f, state.activePlayer) ?? left(f, null)!;
    resolve(f, t);
  }
  return out;
}
