/**
 * "Can I use this ability now?" and "Is this ability active?" for cards in play.
 */
import { verdictOf } from '../core/index.ts';
import type { Reason, Verdict } from '../core/index.ts';
import type { Ability, ActionAbility, Card, LeftPlay, SwuState } from './state.ts';
import { actionPhaseOver, findCard, lastKnownFacts, leftCard, turnOf, waitingNow } from './state.ts';
import {
  ActionAbilityIsTurnAction,
  ActionPhaseEnded,
  ActionAlreadyTaken,
  AutoPassing,
  ConstantAbilityActive,
  CostPayable,
  EpicActionAvailable,
  EpicActionUsed,
  EventAbilityNotInPlay,
  ExhaustCostUnpayable,
  KeywordActive,
  KeywordIgnored,
  LeftPlay as LeftPlayReason,
  NotYourTurn,
  PhaseEndedByPasses,
  ResourcesShort,
  TriggeredNotUsed,
  TriggersWaiting,
  UnknownAbility,
  WhenDefeatedReadsLastKnown,
  WrongAbilityKind,
} from './reasons.ts';

type Lookup = { ok: true; card: Card; ability: Ability } | { ok: false; reason: Reason };

function lookup(state: SwuState, cardId: string, abilityId: string): Lookup {
  const card = findCard(state, cardId);
  if (!card) {
    const gone = leftCard(state, cardId);
    if (gone) return leftPlay(gone, abilityId);
    const known = state.cards.map((c) => c.id).join(', ') || 'no cards';
    return { ok: false, reason: UnknownAbility({ card: cardId, ability: abilityId, known: `cards ${known}` }) };
  }
  const ability = card.abilities.find((a) => a.id === abilityId);
  if (!ability) {
    const known = card.abilities.map((a) => a.id).join(', ') || 'none';
    return { ok: false, reason: UnknownAbility({ card: card.name, ability: abilityId, known }) };
  }
  return { ok: true, card, ability };
}

/**
 * An ability of a card that left play (`swu-last-known-information`): its abilities are inactive,
 * so none can be used or is in effect; a When Defeated ability of a defeated card triggered as it
 * left and reads its last known information. An id the card never had is still `UnknownAbility`.
 */
function leftPlay({ card, lastKnown }: LeftPlay, abilityId: string): Lookup {
  const ability = card.abilities.find((a) => a.id === abilityId);
  if (!ability) {
    const known = card.abilities.map((a) => a.id).join(', ') || 'none';
    return { ok: false, reason: UnknownAbility({ card: card.name, ability: abilityId, known }) };
  }
  if (
    lastKnown.left === 'defeated' &&
    ability.kind === 'triggered' &&
    ability.condition.split('/').some((c) => c.trim().toLowerCase() === 'when defeated')
  )
    return { ok: false, reason: WhenDefeatedReadsLastKnown({ card: card.name, ability: ability.id, facts: lastKnownFacts(lastKnown) }) };
  return { ok: false, reason: leftPlayOf({ card, lastKnown }) };
}

/** The `LeftPlay` reason for a card that left play, with its last known information (`swu-last-known-information`). */
function leftPlayOf({ card, lastKnown }: LeftPlay): Reason {
  return LeftPlayReason({ card: card.name, left: lastKnown.left, facts: lastKnownFacts(lastKnown) });
}

/**
 * Triggered abilities waiting to resolve come first (`swu-trigger-next-opportunity`): they resolve
 * at the next opportunity, so while any is pending, `player` takes no action of the turn (playing a
 * card, attacking, using an action ability, taking the initiative). One reason naming them, or none
 * when nothing waits. Passing is left to its own rules (`swu-pass-always-legal`,
 * `swu-two-passes-end-phase`, which ends the phase once waiting abilities resolve), and a play or an
 * attack an ability directs is part of resolving that ability, so the callers ask this only for an
 * action of the turn.
 */
export function triggersWaiting(state: SwuState, player: string): Reason[] {
  const waiting = waitingNow(state);
  if (waiting.length === 0) return [];
  const triggers = waiting.map((t) => t.label ?? t.id).join(', ');
  return [TriggersWaiting({ player, count: waiting.length, triggers })];
}

/**
 * Why `action` (in words, lower case: "attacking with a unit", "starting B's turn") cannot happen
 * because the action phase is over (`actionPhaseOver` of state.ts): no turn follows until the next
 * action phase. `PhaseEndedByPasses` after two passes in a row (`swu-two-passes-end-phase`),
 * `ActionPhaseEnded` once its end was reached otherwise (`swu-no-turn-after-action-phase`);
 * `undefined` while the phase goes on. Waiting triggered abilities, and a play or an attack one of
 * them directs, are not turn actions, so the callers do not ask this for them.
 */
export function phaseOverReason(state: SwuState, action: string): Reason | undefined {
  const over = actionPhaseOver(state);
  if (over === 'passes') return PhaseEndedByPasses({ action });
  return over === 'ended' ? ActionPhaseEnded({ action }) : undefined;
}

/**
 * Why `cardId` is no longer there to ask about, when it left play earlier (a defeat in `happens`):
 * it is out of play, known only by its last known information (`swu-last-known-information`).
 * `undefined` when it is in play or never was. The one reason every question about such a card
 * (an attack by it or on it, damage to it) gives.
 */
export function leftPlayReason(state: SwuState, cardId: string): Reason | undefined {
  if (findCard(state, cardId)) return undefined;
  const gone = leftCard(state, cardId);
  return gone && leftPlayOf(gone);
}

function describeCost(a: ActionAbility): string {
  const parts: string[] = [];
  if (a.cost.exhaust) parts.push('exhaust this card');
  if (a.cost.resources > 0) parts.push(`${a.cost.resources} resource(s)`);
  return parts.join(' + ') || 'no cost';
}

/**
 * Can the controller of `cardId` use its action ability `abilityId` now?
 *
 * Gates, in this order, every failing one reported:
 * 1. the action phase is not over — `swu-two-passes-end-phase`, `swu-no-turn-after-action-phase`
 *    ({@link phaseOverReason}: no turn follows, whoever controls the card);
 *    it is the controller's turn and they have not taken their action yet — `swu-action-ability-is-turn-action`;
 *    a player who took the initiative passes for the rest of the phase — `swu-initiative-auto-pass`;
 *    no triggered ability is waiting to resolve — `swu-trigger-next-opportunity` ({@link triggersWaiting});
 * 2. an `[Exhaust]` cost needs a ready card — `swu-exhaust-cost`;
 * 3. the resource cost is covered by the controller's ready resources — `swu-action-ability-cost`;
 * 4. an Epic Action is unused this game — `swu-epic-action-once`.
 * A missing card/ability refuses with `UnknownAbility`; a non-action ability refuses with
 * `WrongAbilityKind` (`swu-ability-types`), `EventAbilityNotInPlay` or `TriggeredNotUsed`. A card
 * that left play (defeated in `happens`) refuses with `LeftPlay`, or, asked about its When Defeated
 * ability, `WhenDefeatedReadsLastKnown` (both `swu-last-known-information`).
 *
 * @returns a Verdict; allowed verdicts carry the reasons that allowed it (turn, cost, epic).
 */
export function canUse(state: SwuState, cardId: string, abilityId: string): Verdict {
  const found = lookup(state, cardId, abilityId);
  if (!found.ok) return verdictOf([found.reason]);
  const { card, ability } = found;
  if (ability.kind === 'event') return verdictOf([EventAbilityNotInPlay({ ability: ability.id })]);
  if (ability.kind === 'triggered') return verdictOf([TriggeredNotUsed({ ability: ability.id, condition: ability.condition })]);
  if (ability.kind !== 'action') {
    return verdictOf([WrongAbilityKind({ ability: ability.id, kind: ability.kind, asked: 'only action abilities are used by a player' })]);
  }
  const reasons: Reason[] = [];
  const player = card.controller;
  const turn = turnOf(state);
  const over = phaseOverReason(state, 'using an action ability');
  if (over) reasons.push(over);
  else if (state.activePlayer !== player) reasons.push(NotYourTurn({ player, active: state.activePlayer }));
  else if (state.actionTaken) reasons.push(ActionAlreadyTaken({ player }));
  else if (turn.initiativeTaken && turn.initiative === player) reasons.push(AutoPassing({ player, action: 'using an action ability' }));
  else reasons.push(ActionAbilityIsTurnAction({ player }));
  if (!over) reasons.push(...triggersWaiting(state, player));

  let payable = true;
  if (ability.cost.exhaust && card.exhausted) {
    reasons.push(ExhaustCostUnpayable({ card: card.name }));
    payable = false;
  }
  const have = state.resources[player] ?? 0;
  if (ability.cost.resources > have) {
    reasons.push(ResourcesShort({ player, need: ability.cost.resources, have }));
    payable = false;
  }
  if (payable) reasons.push(CostPayable({ cost: describeCost(ability) }));

  if (ability.epic) reasons.push(ability.used ? EpicActionUsed({ ability: ability.id }) : EpicActionAvailable({ ability: ability.id }));
  return verdictOf(reasons);
}

/**
 * Is this constant or keyword ability in effect right now?
 *
 * - constant: yes while the card is in play, exhausted or not — `swu-constant-active-in-play`;
 * - keyword: yes unless a lasting effect in force makes the card ignore it — `swu-keyword-active`,
 *   `swu-ignore-keyword` (one `KeywordIgnored` per such effect);
 * - event, triggered and action abilities are refused (`EventAbilityNotInPlay`, `WrongAbilityKind`);
 * - any ability of a card that left play is refused as for {@link canUse}: `LeftPlay`, or
 *   `WhenDefeatedReadsLastKnown` for its When Defeated ability (`swu-last-known-information`).
 */
export function isActive(state: SwuState, cardId: string, abilityId: string): Verdict {
  const found = lookup(state, cardId, abilityId);
  if (!found.ok) return verdictOf([found.reason]);
  const { card, ability } = found;
  switch (ability.kind) {
    case 'constant':
      return verdictOf([ConstantAbilityActive({ card: card.name, exhausted: card.exhausted })]);
    case 'keyword': {
      const ignoring = state.effects.filter(
        (e) => e.kind === 'lasting' && e.ignore && e.ignore.card === card.id && sameKeyword(e.ignore.keyword, ability.keyword),
      );
      if (ignoring.length === 0) return verdictOf([KeywordActive({ card: card.name, keyword: ability.keyword })]);
      return verdictOf(
        ignoring.map((e) =>
          KeywordIgnored({
            card: card.name,
            keyword: ability.keyword,
            effect: e.id,
            duration: e.kind === 'lasting' && e.duration === 'this-attack' ? 'for this attack' : 'for this phase',
          }),
        ),
      );
    }
    case 'event':
      return verdictOf([EventAbilityNotInPlay({ ability: ability.id })]);
    case 'triggered':
      return verdictOf([
        WrongAbilityKind({
          ability: ability.id,
          kind: 'triggered',
          asked: `it is not "in effect"; it resolves when "${ability.condition}" happens`,
        }),
      ]);
    case 'action':
      return verdictOf([WrongAbilityKind({ ability: ability.id, kind: 'action', asked: 'ask whether it can be used instead' })]);
  }
}

/** Keywords compare by their first word, case-insensitively (`Raid 2` is the keyword `Raid`). */
export function sameKeyword(a: string, b: string): boolean {
  const head = (s: string) => s.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return head(a) === head(b);
}
