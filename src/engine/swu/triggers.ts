/**
 * Which triggered abilities a game event triggers, by their bold condition (rules
 * `swu-trigger-in-play`, `swu-when-played`, `swu-when-played-window`, `swu-leader-deployed-not-played`,
 * `swu-when-deployed-window`, `swu-on-attack`,
 * `swu-slash-conditions`, `swu-when-defeated`, `swu-last-known-information`,
 * `swu-optional-may`, `swu-bounty`).
 *
 * A condition with a slash ("When Played/On Attack") names several conditions and triggers on
 * each. The card must be in play when its condition happens; once triggered, the ability resolves
 * even if the card has left play.
 */
import type { Reason } from '../core/index.ts';
import {
  AbilityTriggered,
  BountyCollectable,
  KeywordInWhenPlayedWindow,
  KeywordOnDeploy,
  LastKnownUsed,
  NotInPlay,
  OnAttackTriggered,
  OptionalChoice,
  ResolvesAfterLeaving,
  SharedWhenDeployedWindow,
  SharedWhenPlayedWindow,
  SlashConditions,
  WhenDefeatedTriggered,
  WhenDeployedTriggered,
  WhenPlayedNotOnDeploy,
  WhenPlayedTriggered,
} from './reasons.ts';
import { sameKeyword } from './abilities.ts';
import { hasKeyword, powerNow } from './keywords.ts';
import { findCard, lastKnownFacts, opponentOf, type Card, type LastKnown, type PendingTrigger, type SwuState } from './state.ts';

/** Id given to the pending trigger of a card's triggered ability: `card/ability`. */
export const triggerId = (card: string, ability: string): string => `${card}/${ability}`;

/** The conditions a printed condition names, lower case: `When Played/On Attack` → `when played`, `on attack`. */
export function conditionsOf(printed: string): string[] {
  return printed
    .split('/')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
}

type Condition = 'when played' | 'when deployed' | 'on attack' | 'on defense' | 'when defeated';

/** The triggers of `card`'s abilities with `condition`, and their reasons. */
function fire(card: Card, condition: Condition, extra: Partial<PendingTrigger> = {}): { triggers: PendingTrigger[]; reasons: Reason[] } {
  const triggers: PendingTrigger[] = [];
  const reasons: Reason[] = [];
  const firing = card.abilities.filter((a) => a.kind === 'triggered' && conditionsOf(a.condition).includes(condition));
  for (const a of firing) {
    if (a.kind !== 'triggered') continue;
    const conds = conditionsOf(a.condition);
    const id = triggerId(card.id, a.id);
    // Two abilities of one card with the same printed condition are told apart by their ids.
    const twin = firing.some((b) => b !== a && b.kind === 'triggered' && b.condition === a.condition);
    triggers.push({
      id,
      controller: card.controller,
      card: card.id,
      label: twin ? `${card.name}: ${a.condition} (${a.id})` : `${card.name}: ${a.condition}`,
      triggers: [],
      ...(a.optional ? { optional: true } : {}),
      ...extra,
    });
    reasons.push(AbilityTriggered({ card: card.name, condition: a.condition, trigger: id }));
    if (conds.length > 1) reasons.push(SlashConditions({ card: card.name, condition: a.condition, happened: condition }));
    if (condition === 'when played') reasons.push(WhenPlayedTriggered({ card: card.name, trigger: id }));
    else if (condition === 'when deployed') reasons.push(WhenDeployedTriggered({ card: card.name, trigger: id }));
    else if (condition === 'when defeated')
      reasons.push(WhenDefeatedTriggered({ card: card.name, trigger: id, controller: card.controller }));
    else reasons.push(OnAttackTriggered({ card: card.name, condition, trigger: id }));
    if (a.optional) reasons.push(OptionalChoice({ player: card.controller, trigger: id }));
  }
  return { triggers, reasons };
}

/** What an event triggered: the state with the new pending triggers, and the reasons. */
export interface Triggered {
  readonly state: SwuState;
  readonly reasons: readonly Reason[];
}

/**
 * `triggers` with ids unique among `pending`: the same ability triggered again while its first
 * trigger still waits (a "When Played/On Attack" on play and then on attack) gets `card/ability#2`, `#3`, ….
 */
function uniqueIds(pending: readonly PendingTrigger[], triggers: readonly PendingTrigger[]): PendingTrigger[] {
  const taken = new Set<string>();
  const walk = (ts: readonly PendingTrigger[]) => {
    for (const t of ts) {
      taken.add(t.id);
      walk(t.triggers);
    }
  };
  walk(pending);
  return triggers.map((t) => {
    let id = t.id;
    for (let n = 2; taken.has(id); n++) id = `${t.id}#${n}`;
    taken.add(id);
    return id === t.id ? t : { ...t, id };
  });
}

/** The state with `triggers` added to the top layer of pending triggers (ids made unique). */
const withTriggers = (state: SwuState, triggers: readonly PendingTrigger[]): SwuState =>
  triggers.length ? { ...state, pending: [...state.pending, ...uniqueIds(state.pending, triggers)] } : state;

const add = withTriggers;

/**
 * The state with `triggers` added where they wait: in the layer of the Ambush resolving now, while
 * its attack is in progress (the first pending trigger is `resolving` and `state.attacking` is its
 * card's attack), since abilities triggered while an ability resolves resolve fully before the
 * earlier layer continues (`swu-nested-resolve-first`), and the Ambush attack, its combat damage
 * included, is part of resolving the Ambush; else in the top layer ({@link withTriggers}). Ids are
 * made unique across the whole tree.
 */
export function withTriggersNow(state: SwuState, triggers: readonly PendingTrigger[]): SwuState {
  const [first, ...rest] = state.pending;
  if (!triggers.length || !first?.resolving || state.attacking === undefined || state.attacking.attacker !== first.card)
    return withTriggers(state, triggers);
  return { ...state, pending: [{ ...first, triggers: [...first.triggers, ...uniqueIds(state.pending, triggers)] }, ...rest] };
}

/**
 * `cardId` has entered play with its cost paid: its When Played abilities trigger, in one window
 * with its Ambush and Shielded keywords (each a trigger `card/ambush`, `card/shielded`, which
 * act like When Played but are not When Played abilities, `swu-when-played-window`: each says so
 * with `KeywordInWhenPlayedWindow`, alone in the window or not), all ordered by its controller.
 * Ambush is optional, as a keyword defined with "may" (`swu-optional-may`): its controller
 * chooses, as it resolves, whether the unit attacks; Shielded is not.
 */
export function played(state: SwuState, cardId: string): Triggered {
  return entered(state, cardId, 'played');
}

/**
 * The leader unit `cardId` has deployed (`beginDeploy` of turn.ts): it was deployed, not played
 * (`swu-leader-deployed-not-played`), so its When Played abilities do not trigger (each says so
 * with `WhenPlayedNotOnDeploy`, unless its condition also names When Deployed); its When Deployed
 * abilities trigger, in one window with its Ambush and Shielded keywords, which trigger as the unit
 * enters play whether it was played or deployed, all ordered by its controller
 * (`swu-when-deployed-window`). Ambush is optional, as for {@link played}.
 */
export function deployed(state: SwuState, cardId: string): Triggered {
  return entered(state, cardId, 'deployed');
}

/** {@link played} and {@link deployed}: the window a unit opens as it enters play, by `how` it entered. */
function entered(state: SwuState, cardId: string, how: 'played' | 'deployed'): Triggered {
  const deploy = how === 'deployed';
  const card = findCard(state, cardId);
  if (!card) return { state, reasons: [NotInPlay({ card: cardId, condition: deploy ? 'When Deployed' : 'When Played' })] };
  const out = fire(card, deploy ? 'when deployed' : 'when played');
  const triggers = [...out.triggers];
  const reasons = [...out.reasons];
  if (deploy)
    for (const a of card.abilities)
      if (
        a.kind === 'triggered' &&
        conditionsOf(a.condition).includes('when played') &&
        !conditionsOf(a.condition).includes('when deployed')
      )
        reasons.push(WhenPlayedNotOnDeploy({ card: card.name, ability: a.id }));
  for (const kw of ['Ambush', 'Shielded'] as const) {
    if (!hasKeyword(state, card, kw)) continue;
    const id = triggerId(card.id, kw.toLowerCase());
    triggers.push({
      id,
      controller: card.controller,
      card: card.id,
      label: `${card.name}: ${kw}`,
      triggers: [],
      ...(kw === 'Ambush' ? { optional: true } : {}),
    });
    const facts = { card: card.name, keyword: kw, trigger: id, player: card.controller };
    reasons.push(deploy ? KeywordOnDeploy(facts) : KeywordInWhenPlayedWindow(facts));
    // Ambush says the unit "may" attack: a keyword defined with "may" is optional (swu-optional-may).
    if (kw === 'Ambush') reasons.push(OptionalChoice({ player: card.controller, trigger: id }));
  }
  if (triggers.length > 1) {
    const facts = { card: card.name, triggers: triggers.map((t) => t.id).join(', '), player: card.controller };
    reasons.push(deploy ? SharedWhenDeployedWindow(facts) : SharedWhenPlayedWindow(facts));
  }
  return { state: add(state, triggers), reasons };
}

/**
 * `attackerId` attacks `defenderId` (a unit, or none for a base): On Attack of the attacker, On
 * Defense of the defender, added where triggers wait now ({@link withTriggersNow}: in an Ambush
 * attack, the Ambush's own layer).
 */
export function attacked(state: SwuState, attackerId: string, defenderId?: string): Triggered {
  const a = findCard(state, attackerId);
  if (!a) return { state, reasons: [NotInPlay({ card: attackerId, condition: 'On Attack' })] };
  const onAttack = fire(a, 'on attack');
  const d = defenderId === undefined ? undefined : findCard(state, defenderId);
  if (defenderId !== undefined && !d) return { state, reasons: [NotInPlay({ card: defenderId, condition: 'On Defense' })] };
  const onDefense = d ? fire(d, 'on defense') : { triggers: [], reasons: [] };
  return {
    state: withTriggersNow(state, [...onAttack.triggers, ...onDefense.triggers]),
    reasons: [...onAttack.reasons, ...onDefense.reasons],
  };
}

/**
 * The last known information of `card` leaving play (`swu-last-known-information`): a snapshot of
 * it just before it left, its attributes with their modifiers. Given `state` (the game just before
 * it left), a unit's power is its power then, with Grit and, while it attacks, Raid (see `powerNow`
 * of keywords.ts); without it, the printed power.
 */
export function lastKnownOf(card: Card, left: string, state?: SwuState): LastKnown {
  const unit = card.unit && state ? { ...card.unit, power: powerNow(state, card) } : card.unit;
  return { controller: card.controller, exhausted: card.exhausted, left, ...(unit ? { unit } : {}) };
}

/**
 * The Bounty triggers of `card`, defeated (`swu-bounty`): each Bounty keyword it has in effect
 * (not ignored) triggers for its opponent, who may collect it (an optional trigger,
 * `swu-optional-may`), with the card's last known information; several on one card are labelled
 * with their ids. Capture is not modelled, so a defeat is the only event that triggers a Bounty here.
 */
function bountyTriggers(state: SwuState, card: Card, lastKnown: LastKnown): { triggers: PendingTrigger[]; reasons: Reason[] } {
  const triggers: PendingTrigger[] = [];
  const reasons: Reason[] = [];
  if (!hasKeyword(state, card, 'Bounty')) return { triggers, reasons };
  const collector = opponentOf(state, card.controller);
  const bounties = card.abilities.filter((a) => a.kind === 'keyword' && sameKeyword(a.keyword, 'Bounty'));
  for (const a of bounties) {
    if (a.kind !== 'keyword') continue;
    const id = triggerId(card.id, a.id);
    triggers.push({
      id,
      controller: collector,
      card: card.id,
      // Two Bounties of one card are told apart by their ids, as twin triggered abilities are (see `fire`).
      label: bounties.length > 1 ? `${card.name}: ${a.keyword} (${a.id})` : `${card.name}: ${a.keyword}`,
      triggers: [],
      optional: true,
      lastKnown,
    });
    reasons.push(BountyCollectable({ card: card.name, trigger: id, collector }));
    reasons.push(OptionalChoice({ player: collector, trigger: id }));
  }
  return { triggers, reasons };
}

/**
 * `card` (still in `state`) is defeated and leaves play: its When Defeated abilities trigger for
 * the player who controlled it, and its Bounty for that player's opponent (see
 * {@link bountyTriggers}), each carrying the card's last known information. Returns the triggers
 * and reasons; the caller removes the card.
 */
export function defeatedTriggers(card: Card, state: SwuState): { triggers: PendingTrigger[]; reasons: Reason[] } {
  const lastKnown = lastKnownOf(card, 'defeated', state);
  const out = fire(card, 'when defeated', { lastKnown });
  const bounty = bountyTriggers(state, card, lastKnown);
  out.triggers.push(...bounty.triggers);
  out.reasons.push(...bounty.reasons);
  if (out.triggers.length) out.reasons.push(LastKnownUsed({ card: card.name, facts: lastKnownFacts(lastKnown) }));
  return out;
}

/**
 * For each pending trigger of a card no longer in play: it still resolves. A trigger resolving now
 * (an Ambush whose attack has begun) is not waiting, so it gets none; what it triggered does.
 */
export function leftPlayReasons(state: SwuState): Reason[] {
  const out: Reason[] = [];
  const walk = (ts: readonly PendingTrigger[]) => {
    for (const t of ts) {
      if (!t.resolving && t.card !== undefined && !findCard(state, t.card))
        out.push(ResolvesAfterLeaving({ trigger: t.label ?? t.id, card: t.card }));
      walk(t.triggers);
    }
  };
  walk(state.pending);
  return out;
}
