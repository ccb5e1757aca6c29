/**
 * The Star Wars: Unlimited reason catalogue. Each reason names the block id (in `content/swu/`)
 * of the rule statement it applies. Codes are permanent.
 */
import { defineReason } from '../core/index.ts';
import type { ReasonCatalogue } from '../core/index.ts';

// ── Abilities (content/swu/Abilities.md) ────────────────────────────────────────────────────────

/** Asked about a card or ability the state does not have. */
export const UnknownAbility = defineReason<{ card: string; ability: string; known: string }>({
  code: 'UnknownAbility', rule: 'swu-ability-types', title: 'No such ability', refuses: true,
  message: ({ card, ability, known }) => `Card "${card}" has no ability "${ability}" in play (known: ${known}).`,
});

/** canUse on an ability that is not an action ability, or isActive on one that is never "active". */
export const WrongAbilityKind = defineReason<{ ability: string; kind: string; asked: string }>({
  code: 'WrongAbilityKind', rule: 'swu-ability-types', title: 'Wrong kind of ability', refuses: true,
  message: ({ ability, kind, asked }) => `"${ability}" is a ${kind} ability; ${asked}.`,
});

// ── Action abilities (Action Abilities.md, Epic Actions.md) ─────────────────────────────────────

export const NotYourTurn = defineReason<{ player: string; active: string }>({
  code: 'NotYourTurn', rule: 'swu-action-ability-is-turn-action', title: 'Not your turn', refuses: true,
  message: ({ player, active }) =>
    `Using an action ability is a player's action for the turn, and it is ${active}'s turn, not ${player}'s.`,
});

export const ActionAlreadyTaken = defineReason<{ player: string }>({
  code: 'ActionAlreadyTaken', rule: 'swu-action-ability-is-turn-action', title: 'Action already taken', refuses: true,
  message: ({ player }) => `${player} already took their action this turn; using an action ability would be a second one.`,
});

export const ActionAbilityIsTurnAction = defineReason<{ player: string }>({
  code: 'ActionAbilityIsTurnAction', rule: 'swu-action-ability-is-turn-action', title: 'Uses the turn’s action', refuses: false,
  message: ({ player }) => `It is ${player}'s turn and they have not acted yet; using this ability is their action for the turn.`,
});

export const ExhaustCostUnpayable = defineReason<{ card: string }>({
  code: 'ExhaustCostUnpayable', rule: 'swu-exhaust-cost', title: 'Already exhausted', refuses: true,
  message: ({ card }) => `${card} is exhausted, so it cannot pay an [Exhaust] cost.`,
});

export const ResourcesShort = defineReason<{ player: string; need: number; have: number }>({
  code: 'ResourcesShort', rule: 'swu-action-ability-cost', title: 'Cost not payable', refuses: true,
  message: ({ player, need, have }) => `The cost needs ${need} ready resource(s); ${player} has ${have}.`,
});

export const CostPayable = defineReason<{ cost: string }>({
  code: 'CostPayable', rule: 'swu-action-ability-cost', title: 'Cost payable', refuses: false,
  message: ({ cost }) => `The cost (${cost}) can be paid in full.`,
});

export const EpicActionUsed = defineReason<{ ability: string }>({
  code: 'EpicActionUsed', rule: 'swu-epic-action-once', title: 'Epic Action used', refuses: true,
  message: ({ ability }) => `"${ability}" is an Epic Action and was already used this game; it can be used once per game.`,
});

export const EpicActionAvailable = defineReason<{ ability: string }>({
  code: 'EpicActionAvailable', rule: 'swu-epic-action-once', title: 'Epic Action unused', refuses: false,
  message: ({ ability }) => `"${ability}" is an Epic Action not yet used this game.`,
});

// ── Constant, keyword, event, triggered ─────────────────────────────────────────────────────────

export const ConstantAbilityActive = defineReason<{ card: string; exhausted: boolean }>({
  code: 'ConstantAbilityActive', rule: 'swu-constant-active-in-play', title: 'Constant ability active', refuses: false,
  message: ({ card, exhausted }) =>
    exhausted
      ? `${card} is exhausted, but a constant ability stays in effect while its card is in play.`
      : `${card} is in play, so its constant ability is in effect.`,
});

export const KeywordActive = defineReason<{ card: string; keyword: string }>({
  code: 'KeywordActive', rule: 'swu-keyword-active', title: 'Keyword active', refuses: false,
  message: ({ card, keyword }) => `${card} is in play and nothing makes it ignore ${keyword}, so ${keyword} is active.`,
});

export const KeywordIgnored = defineReason<{ card: string; keyword: string; effect: string; duration: string }>({
  code: 'KeywordIgnored', rule: 'swu-ignore-keyword', title: 'Keyword ignored', refuses: true,
  message: ({ card, keyword, effect, duration }) =>
    `Effect "${effect}" makes ${card} ignore ${keyword} ${duration}; the keyword is inactive until then.`,
});

export const EventAbilityNotInPlay = defineReason<{ ability: string }>({
  code: 'EventAbilityNotInPlay', rule: 'swu-event-resolves-when-played', title: 'Event ability', refuses: true,
  message: ({ ability }) =>
    `"${ability}" is an event ability: it resolves once, when its event is played, and is neither used as an action nor in effect afterwards.`,
});

export const TriggeredNotUsed = defineReason<{ ability: string; condition: string }>({
  code: 'TriggeredNotUsed', rule: 'swu-triggered-condition', title: 'Triggered ability', refuses: true,
  message: ({ ability, condition }) =>
    `"${ability}" is a triggered ability: it resolves when "${condition}" happens, not when a player chooses to use it.`,
});

export const AbilityTriggered = defineReason<{ card: string; condition: string; trigger: string }>({
  code: 'AbilityTriggered', rule: 'swu-triggered-condition', title: 'Ability triggered', refuses: false,
  message: ({ card, condition, trigger }) => `${card}'s "${condition}" condition happened, so "${trigger}" is now waiting to resolve.`,
});

// ── Trigger resolution (Trigger Resolution.md, Nested Abilities.md) ─────────────────────────────

export const TriggerNotResolved = defineReason<{ trigger: string }>({
  code: 'TriggerNotResolved', rule: 'swu-trigger-next-opportunity', title: 'Trigger left out', refuses: true,
  message: ({ trigger }) => `"${trigger}" is pending and must resolve at the next opportunity, but the order leaves it out.`,
});

export const TriggerResolvedTwice = defineReason<{ trigger: string; times: number }>({
  code: 'TriggerResolvedTwice', rule: 'swu-trigger-next-opportunity', title: 'Trigger repeated', refuses: true,
  message: ({ trigger, times }) => `"${trigger}" triggered once but appears ${times} times in the order.`,
});

export const TriggerNotPending = defineReason<{ trigger: string; pending: string }>({
  code: 'TriggerNotPending', rule: 'swu-trigger-next-opportunity', title: 'Not a pending trigger', refuses: true,
  message: ({ trigger, pending }) => `"${trigger}" is not a pending triggered ability (pending: ${pending}).`,
});

export const TriggersResolveNow = defineReason<{ count: number }>({
  code: 'TriggersResolveNow', rule: 'swu-trigger-next-opportunity', title: 'Triggers resolve', refuses: false,
  message: ({ count }) => `${count} triggered abilit${count === 1 ? 'y resolves' : 'ies resolve'} at the next opportunity, each exactly once.`,
});

export const OwnOrderChosen = defineReason<{ player: string; triggers: string }>({
  code: 'OwnOrderChosen', rule: 'swu-trigger-own-order', title: 'Player orders their own', refuses: false,
  message: ({ player, triggers }) => `${player} chose the order of their own simultaneous triggers: ${triggers}.`,
});

export const FirstPlayerChosen = defineReason<{ active: string; first: string; second: string; layer: string }>({
  code: 'FirstPlayerChosen', rule: 'swu-trigger-active-player-chooses', title: 'Active player picks who goes first', refuses: false,
  message: ({ active, first, second, layer }) =>
    `Both players have triggers ${layer}; ${active} (the active player) chose ${first} to resolve all of theirs first, then ${second}.`,
});

export const PlayersInterleaved = defineReason<{ player: string; trigger: string; other: string; layer: string }>({
  code: 'PlayersInterleaved', rule: 'swu-trigger-active-player-chooses', title: 'Players interleaved', refuses: true,
  message: ({ player, trigger, other, layer }) =>
    `${player}'s "${trigger}" resolves after ${other} started resolving ${layer}; the chosen player resolves all of theirs before the other player starts.`,
});

export const NestedResolvedFirst = defineReason<{ parent: string; nested: string }>({
  code: 'NestedResolvedFirst', rule: 'swu-nested-resolve-first', title: 'Nested triggers first', refuses: false,
  message: ({ parent, nested }) => `"${parent}" triggered ${nested} while resolving; they resolve fully before the earlier layer continues.`,
});

export const NestedInterrupted = defineReason<{ parent: string; nested: string; intruder: string }>({
  code: 'NestedInterrupted', rule: 'swu-nested-resolve-first', title: 'Earlier layer continued too soon', refuses: true,
  message: ({ parent, nested, intruder }) =>
    `"${nested}" triggered while "${parent}" resolved, so it must resolve before "${intruder}" (an earlier layer) continues.`,
});

export const NestedBeforeParent = defineReason<{ parent: string; nested: string }>({
  code: 'NestedBeforeParent', rule: 'swu-nested-resolve-first', title: 'Nested before its cause', refuses: true,
  message: ({ parent, nested }) => `"${nested}" is triggered by resolving "${parent}", so it cannot resolve before "${parent}".`,
});

// ── Effects (Lasting / Delayed / Replacement Effects.md) ────────────────────────────────────────

export const LastingEffectEnded = defineReason<{ effect: string; duration: string; at: string }>({
  code: 'LastingEffectEnded', rule: 'swu-lasting-effect-duration', title: 'Lasting effect ended', refuses: false,
  message: ({ effect, duration, at }) => `Lasting effect "${effect}" lasted ${duration} and ended at the ${at}.`,
});

export const DelayedEffectFired = defineReason<{ effect: string; at: string; controller: string }>({
  code: 'DelayedEffectFired', rule: 'swu-delayed-effect-fires', title: 'Delayed effect fired', refuses: false,
  message: ({ effect, at, controller }) =>
    `Delayed effect "${effect}" reached its timing point (${at}) and now waits to resolve as ${controller}'s triggered ability.`,
});

export const ReplacementApplied = defineReason<{ effect: string; event: string; instead: string }>({
  code: 'ReplacementApplied', rule: 'swu-replacement-instead', title: 'Event replaced', refuses: false,
  message: ({ effect, event, instead }) => `Replacement effect "${effect}" changed "${event}" as it happened: instead, ${instead}.`,
});

export const ReplacementNotQueued = defineReason<{ effect: string }>({
  code: 'ReplacementNotQueued', rule: 'swu-replacement-not-queued', title: 'Replacement effects are not ordered', refuses: true,
  message: ({ effect }) => `"${effect}" is a replacement effect: it applies as its event happens and never waits among triggered abilities to be ordered.`,
});

export const ReplacementChoiceRequired = defineReason<{ chooser: string; event: string; options: string }>({
  code: 'ReplacementChoiceRequired', rule: 'swu-replacement-controller-chooses', title: 'Pick a replacement', refuses: true,
  message: ({ chooser, event, options }) => `Several replacement effects would change "${event}" (${options}); ${chooser} must pick the one that applies (add \`choose\`).`,
});

export const ReplacementChosen = defineReason<{ chooser: string; effect: string; event: string }>({
  code: 'ReplacementChosen', rule: 'swu-replacement-controller-chooses', title: 'Replacement picked', refuses: false,
  message: ({ chooser, effect, event }) => `${chooser} picked "${effect}" among the replacement effects that would change "${event}".`,
});

export const ReplacementNotApplicable = defineReason<{ effect: string; event: string; options: string }>({
  code: 'ReplacementNotApplicable', rule: 'swu-replacement-controller-chooses', title: 'Replacement does not apply', refuses: true,
  message: ({ effect, event, options }) => `"${effect}" does not change "${event}"; the choice must be among: ${options}.`,
});

/** The whole catalogue, keyed by code. */
export const reasons: ReasonCatalogue = {
  UnknownAbility, WrongAbilityKind,
  NotYourTurn, ActionAlreadyTaken, ActionAbilityIsTurnAction, ExhaustCostUnpayable, ResourcesShort, CostPayable,
  EpicActionUsed, EpicActionAvailable,
  ConstantAbilityActive, KeywordActive, KeywordIgnored, EventAbilityNotInPlay, TriggeredNotUsed, AbilityTriggered,
  TriggerNotResolved, TriggerResolvedTwice, TriggerNotPending, TriggersResolveNow, OwnOrderChosen, FirstPlayerChosen,
  PlayersInterleaved, NestedResolvedFirst, NestedInterrupted, NestedBeforeParent,
  LastingEffectEnded, DelayedEffectFired, ReplacementApplied, ReplacementNotQueued, ReplacementChoiceRequired,
  ReplacementChosen, ReplacementNotApplicable,
};
