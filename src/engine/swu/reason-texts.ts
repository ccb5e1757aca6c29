/**
 * The words of the Star Wars: Unlimited reasons (reasons.ts): a message template per code (see
 * core/message.ts), with a title where it is not the code in words. Bound to the catalogue by
 * index.ts; the widget gets the same templates from `/check/swu/rules.json`.
 */
import { reasonTexts } from '../core/index.ts';
import type * as R from './reasons.ts';

export const texts = reasonTexts<typeof R>()({
  UnknownAbility: { title: 'No such ability', message: 'Card "{card}" has no ability "{ability}" in play (known: {known}).' },
  WrongAbilityKind: { title: 'Wrong kind of ability', message: '"{ability}" is {a:kind} ability; {asked}.' },
  NotYourTurn: "Using an action ability is a player's action for the turn, and it is {active}'s turn, not {player}'s.",
  ActionAlreadyTaken: '{player} already took their action this turn; using an action ability would be a second one.',
  ActionAbilityIsTurnAction: { title: 'Uses the turn’s action', message: "It is {player}'s turn and they have not acted yet; using this ability is their action for the turn." },
  ExhaustCostUnpayable: { title: 'Already exhausted', message: '{card} is exhausted, so it cannot pay an [Exhaust] cost.' },
  ResourcesShort: { title: 'Cost not payable', message: 'The cost needs {need:ready resource/ready resources}; {player} has {have}.' },
  CostPayable: 'The cost ({cost}) can be paid in full.',
  EpicActionUsed: { title: 'Epic Action used', message: '"{ability}" is an Epic Action and was already used this game; it can be used once per game.' },
  EpicActionAvailable: { title: 'Epic Action unused', message: '"{ability}" is an Epic Action not yet used this game.' },
  ConstantAbilityActive: ['exhausted', {
    true: '{card} is exhausted, but a constant ability stays in effect while its card is in play.',
    other: '{card} is in play, so its constant ability is in effect.',
  }],
  KeywordActive: '{card} is in play and nothing makes it ignore {keyword}, so {keyword} is active.',
  KeywordIgnored: 'Effect "{effect}" makes {card} ignore {keyword} {duration}; the keyword is inactive until then.',
  EventAbilityNotInPlay: { title: 'Event ability', message: '"{ability}" is an event ability: it resolves once, when its event is played, and is neither used as an action nor in effect afterwards.' },
  TriggeredNotUsed: { title: 'Triggered ability', message: '"{ability}" is a triggered ability: it resolves when "{condition}" happens, not when a player chooses to use it.' },
  AbilityTriggered: '{card}\'s "{condition}" condition happened, so "{trigger}" is now waiting to resolve.',
  TriggerNotResolved: { title: 'Trigger left out', message: '"{trigger}" is pending and must resolve at the next opportunity, but the order leaves it out.' },
  TriggerResolvedTwice: { title: 'Trigger repeated', message: '"{trigger}" triggered once but appears {times:time/times} in the order.' },
  TriggerNotPending: { title: 'Not a pending trigger', message: '"{trigger}" is not a pending triggered ability (pending: {pending}).' },
  TriggersResolveNow: {
    title: 'Triggers resolve',
    message: ['count', {
      1: '{count} triggered ability resolves at the next opportunity, each exactly once.',
      other: '{count} triggered abilities resolve at the next opportunity, each exactly once.',
    }],
  },
  OwnOrderChosen: { title: 'Player orders their own', message: '{player} chose the order of their own simultaneous triggers: {triggers}.' },
  FirstPlayerChosen: { title: 'Active player picks who goes first', message: 'Both players have triggers {layer}; {active}, the active player, chose who resolves first: {first} resolves all of theirs, then {second}.' },
  PlayersInterleaved: '{player}\'s "{trigger}" resolves after {other} started resolving {layer}; the chosen player resolves all of theirs before the other player starts.',
  NestedResolvedFirst: { title: 'Nested triggers first', message: '"{parent}" triggered {nested} while resolving; they resolve fully before the earlier layer continues.' },
  NestedInterrupted: { title: 'Earlier layer continued too soon', message: '"{nested}" triggered while "{parent}" resolved, so it must resolve before "{intruder}" (an earlier layer) continues.' },
  NestedBeforeParent: { title: 'Nested before its cause', message: '"{nested}" is triggered by resolving "{parent}", so it cannot resolve before "{parent}".' },
  LastingEffectEnded: 'Lasting effect "{effect}" lasted {duration} and ended at the {at}.',
  DelayedEffectFired: 'Delayed effect "{effect}" reached its timing point ({at}) and now waits to resolve as {controller}\'s triggered ability.',
  ReplacementApplied: { title: 'Event replaced', message: 'Replacement effect "{effect}" changed "{event}" as it happened: instead, {instead}.' },
  ReplacementNotQueued: { title: 'Replacement effects are not ordered', message: '"{effect}" is a replacement effect: it applies as its event happens and never waits among triggered abilities to be ordered.' },
  ReplacementChoiceRequired: { title: 'Pick a replacement', message: 'Several replacement effects would change "{event}" ({options}); {chooser} must pick the one that applies (add \`choose\`).' },
  ReplacementChosen: { title: 'Replacement picked', message: '{chooser} picked "{effect}" among the replacement effects that would change "{event}".' },
  ReplacementNotApplicable: { title: 'Replacement does not apply', message: '"{effect}" does not change "{event}"; the choice must be among: {options}.' },
});
