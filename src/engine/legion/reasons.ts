/**
 * The Star Wars: Legion reason catalogue: every reason the engine can give, each naming the block
 * id (in `content/legion/`) of the rule it applies. Codes are permanent; never rename one.
 */
import { defineReason } from '../core/index.ts';

type Kind = { kind: string };
type Counts = { total: number; used: number };
type Morale = { suppression: number; courage: number };

const r = defineReason;

// ── Steps and panic ─────────────────────────────────────────────────────────────────────────────
export const NotPerformActionsStep = r<{ step: string }>({
  code: 'NotPerformActionsStep', rule: 'legion-activation-steps', title: 'Not the Perform Actions step', refuses: true,
  message: ({ step }) => `The unit is in its ${step} step; actions are made only in its Perform Actions step.`,
});
export const FreeCardOutsideOwnStep = r<{ step: string }>({
  code: 'FreeCardOutsideOwnStep', rule: 'legion-free-card-own-step', title: 'Free card action outside Perform Actions', refuses: true,
  message: ({ step }) => `A free card action is made only in the unit's own Perform Actions step, not in its ${step} step.`,
});
export const UnitIsPanicked = r<Morale & { by: string }>({
  code: 'UnitIsPanicked', rule: 'legion-panicked-no-actions', title: 'Panicked', refuses: true,
  message: ({ suppression, courage, by }) =>
    `The unit began Perform Actions panicked (${suppression} suppression ≥ 2 × ${by} courage ${courage}), so it makes no actions or free actions.`,
});

// ── Counting actions ────────────────────────────────────────────────────────────────────────────
export const NoActionsLeft = r<Counts>({
  code: 'NoActionsLeft', rule: 'legion-two-actions', title: 'No actions left', refuses: true,
  message: ({ total, used }) => `The unit had ${total} action${total === 1 ? '' : 's'} this activation and has used ${used}.`,
});
export const ActionUsed = r<Counts & { cost: number }>({
  code: 'ActionUsed', rule: 'legion-two-actions', title: 'Uses an action', refuses: false,
  message: ({ total, used, cost }) => `This uses ${cost === 2 ? 'both' : 'one'} of the unit's actions: ${used} of ${total} used so far, ${total - used - cost} left after.`,
});
export const SuppressedOneFewer = r<Morale>({
  code: 'SuppressedOneFewer', rule: 'legion-suppressed-one-fewer', title: 'One fewer action (suppressed)', refuses: true,
  message: ({ suppression, courage }) => `It began Perform Actions suppressed (${suppression} suppression ≥ courage ${courage}), so it has one action fewer.`,
});
export const DamagedOneFewer = r({
  code: 'DamagedOneFewer', rule: 'legion-damaged-roll', title: 'One fewer action (damaged)', refuses: true,
  message: () => 'The damaged vehicle rolled a blank on its damage die this activation, so it has one action fewer.',
});
export const TwoIconsNeedBoth = r<{ left: number }>({
  code: 'TwoIconsNeedBoth', rule: 'legion-card-action-two-icons', title: 'Two-icon card action needs both actions', refuses: true,
  message: ({ left }) => `This card action costs two action icons, and the unit has ${left} action${left === 1 ? '' : 's'} left.`,
});
export const TwoIconsUseBoth = r({
  code: 'TwoIconsUseBoth', rule: 'legion-card-action-two-icons', title: 'Two-icon card action', refuses: false,
  message: () => 'This card action costs two action icons, so it uses both of the unit\'s actions.',
});
export const CountFixedAtStart = r<{ atStart: number; now: number }>({
  code: 'CountFixedAtStart', rule: 'legion-action-count-fixed', title: 'Action count fixed at the start', refuses: false,
  message: ({ atStart, now }) => `The action count was fixed with the ${atStart} suppression the unit had when Perform Actions began; its ${now} now do not change it.`,
});

// ── Free actions ────────────────────────────────────────────────────────────────────────────────
export const FreeActionCounts = r<Kind>({
  code: 'FreeActionCounts', rule: 'legion-free-typed', title: 'A free action is still that action', refuses: false,
  message: ({ kind }) => `A free ${kind} action uses none of the unit's actions, but it is a ${kind} action for every other rule.`,
});
export const FreeUntyped = r<Kind>({
  code: 'FreeUntyped', rule: 'legion-free-untyped', title: 'Free action of no named type', refuses: false,
  message: ({ kind }) => `A free action of no named type may be any action the unit could make; made as a ${kind}, it counts as one.`,
});
export const FreeCardNotCounted = r<{ card: string }>({
  code: 'FreeCardNotCounted', rule: 'legion-free-card-not-counted', title: 'Free card action', refuses: false,
  message: ({ card }) => `The free card action ${card} uses none of the unit's actions.`,
});
export const FreeWhileSuppressed = r({
  code: 'FreeWhileSuppressed', rule: 'legion-free-while-suppressed', title: 'Free actions while suppressed', refuses: false,
  message: () => 'Losing an action to suppression does not limit free actions.',
});
export const FreeWhileDamaged = r({
  code: 'FreeWhileDamaged', rule: 'legion-free-while-damaged', title: 'Free actions while damaged', refuses: false,
  message: () => 'Losing an action to vehicle damage does not limit free actions.',
});

// ── Same action, attacks, card actions ──────────────────────────────────────────────────────────
export const SameActionTwice = r<Kind>({
  code: 'SameActionTwice', rule: 'legion-same-action-once', title: 'Same action twice', refuses: true,
  message: ({ kind }) => `The unit already made a ${kind} action this activation; only move may be repeated.`,
});
export const MoveMayRepeat = r<{ moves: number }>({
  code: 'MoveMayRepeat', rule: 'legion-move-repeatable', title: 'Move may repeat', refuses: false,
  message: ({ moves }) => `Move is the one action a unit may repeat; it already moved ${moves} time${moves === 1 ? '' : 's'}.`,
});
export const OneAttackAction = r<{ earlier: string }>({
  code: 'OneAttackAction', rule: 'legion-one-attack-action', title: 'One attack action', refuses: true,
  message: ({ earlier }) => `The unit already made an attack action this activation (${earlier}); only one is allowed, free or not.`,
});
export const AttackNotAnAction = r({
  code: 'AttackNotAnAction', rule: 'legion-attack-not-action', title: 'An attack that is not an action', refuses: false,
  message: () => 'This attack is not an action: it uses no action, is not the unit\'s attack action, and triggers nothing that follows an action.',
});
export const EarlierAttackNotAction = r({
  code: 'EarlierAttackNotAction', rule: 'legion-attack-not-action', title: 'Earlier attack was not an action', refuses: false,
  message: () => 'The unit\'s earlier attack was not an action, so it does not use up the attack action.',
});
export const CardActionRepeated = r<{ card: string }>({
  code: 'CardActionRepeated', rule: 'legion-card-actions-distinct', title: 'Same card action twice', refuses: true,
  message: ({ card }) => `The unit already made the card action ${card} this activation.`,
});
export const DifferentCardAction = r<{ card: string }>({
  code: 'DifferentCardAction', rule: 'legion-card-actions-distinct', title: 'A different card action', refuses: false,
  message: ({ card }) => `${card} is a different card action from the ones made so far.`,
});
export const FreeCardActionRepeated = r<{ card: string }>({
  code: 'FreeCardActionRepeated', rule: 'legion-free-card-once', title: 'Same free card action twice', refuses: true,
  message: ({ card }) => `The unit already made the free card action ${card} this activation.`,
});
export const FreeCardRepeatsAction = r<Kind>({
  code: 'FreeCardRepeatsAction', rule: 'legion-free-card-no-repeat', title: 'Free card action repeats an action', refuses: true,
  message: ({ kind }) => `This free card action is a ${kind} action, and a free card action never lets a unit repeat a ${kind} action.`,
});
export const CardActionAlsoNamed = r<Kind>({
  code: 'CardActionAlsoNamed', rule: 'legion-card-action-named-type', title: 'Card action of a named type', refuses: false,
  message: ({ kind }) => `This card action is also a ${kind} action, so the ${kind} limits apply to it too.`,
});
export const GainedTokenNotAction = r<Kind>({
  code: 'GainedTokenNotAction', rule: 'legion-gained-token-not-action', title: 'A gained token is not an action', refuses: false,
  message: ({ kind }) => `The ${kind} token the unit gained from an effect was not a ${kind} action, so it does not block one.`,
});

// ── Standby, recover ────────────────────────────────────────────────────────────────────────────
export const StandbyUnitType = r<{ type: string }>({
  code: 'StandbyUnitType', rule: 'legion-standby-unit-types', title: 'Standby: troopers and ground vehicles', refuses: true,
  message: ({ type }) => `Only troopers and ground vehicles make standby actions; this unit is a ${type}.`,
});
export const StandbyWithAttack = r<{ earlier: string }>({
  code: 'StandbyWithAttack', rule: 'legion-standby-no-attack', title: 'Standby and attack', refuses: true,
  message: ({ earlier }) => `The unit already made a ${earlier} action; no unit makes both an attack action and a standby action in one activation.`,
});
export const StandbyTokenRemoved = r({
  code: 'StandbyTokenRemoved', rule: 'legion-standby-token-removed', title: 'Standby token removed', refuses: false,
  message: () => 'The unit has a standby token from its standby action; making another action removes it.',
});
export const RecoverRemovesSuppression = r<{ suppression: number }>({
  code: 'RecoverRemovesSuppression', rule: 'legion-recover', title: 'Recover', refuses: false,
  message: ({ suppression }) => `Recover removes any number of the unit's ${suppression} suppression tokens and readies its exhausted upgrade cards.`,
});
export const RecoverNoRefund = r({
  code: 'RecoverNoRefund', rule: 'legion-recover-no-refund', title: 'Recover gives no action back', refuses: false,
  message: () => 'Recovering does not give back the action the unit lost to suppression when Perform Actions began.',
});

// ── Keywords ────────────────────────────────────────────────────────────────────────────────────
export const RelentlessMissing = r({
  code: 'RelentlessMissing', rule: 'legion-relentless', title: 'No Relentless', refuses: true,
  message: () => 'The unit does not have the Relentless keyword.',
});
export const RelentlessOnlyFreeAttack = r({
  code: 'RelentlessOnlyFreeAttack', rule: 'legion-relentless', title: 'Relentless grants a free attack', refuses: true,
  message: () => 'Relentless grants a free attack action, nothing else.',
});
export const RelentlessNeedsMove = r({
  code: 'RelentlessNeedsMove', rule: 'legion-relentless', title: 'Relentless needs a move first', refuses: true,
  message: () => 'Relentless grants its free attack only after the unit makes a move action this activation, and it has not.',
});
export const RelentlessFreeAttack = r({
  code: 'RelentlessFreeAttack', rule: 'legion-relentless', title: 'Relentless', refuses: false,
  message: () => 'The unit made a move action, so Relentless lets it make a free attack action.',
});
export const GunslingerMissing = r({
  code: 'GunslingerMissing', rule: 'legion-gunslinger', title: 'No Gunslinger', refuses: true,
  message: () => 'The unit does not have the Gunslinger keyword.',
});
export const GunslingerOnlyExtraAttack = r({
  code: 'GunslingerOnlyExtraAttack', rule: 'legion-gunslinger', title: 'Gunslinger grants an attack that is not an action', refuses: true,
  message: () => 'Gunslinger (older wording) grants an extra ranged attack that is not an action, nothing else.',
});
export const GunslingerNeedsAttackAction = r({
  code: 'GunslingerNeedsAttackAction', rule: 'legion-gunslinger', title: 'Gunslinger needs an attack action', refuses: true,
  message: () => 'Gunslinger grants its extra attack after an attack action, and the unit has made none this activation.',
});
export const GunslingerUsed = r({
  code: 'GunslingerUsed', rule: 'legion-gunslinger', title: 'Gunslinger already used', refuses: true,
  message: () => 'The unit already made its Gunslinger attack after its one attack action.',
});
export const GunslingerExtraAttack = r({
  code: 'GunslingerExtraAttack', rule: 'legion-gunslinger', title: 'Gunslinger', refuses: false,
  message: () => 'After its attack action, Gunslinger (older wording) lets the unit make one more ranged attack.',
});

// ── Status: courage, suppression, panic, damage ─────────────────────────────────────────────────
export const CourageNone = r({
  code: 'CourageNone', rule: 'legion-courage-none', title: 'Courage "-"', refuses: false,
  message: () => 'The unit\'s courage is "-": it never gains suppression and is never suppressed or panicked.',
});
export const VehicleNoSuppression = r<{ type: string }>({
  code: 'VehicleNoSuppression', rule: 'legion-vehicle-no-courage', title: 'Vehicles ignore suppression', refuses: false,
  message: ({ type }) => `A ${type} has no courage and does not suffer suppression.`,
});
export const DroidNotSuppressed = r({
  code: 'DroidNotSuppressed', rule: 'legion-droid-courage', title: 'Droid troopers are never suppressed', refuses: false,
  message: () => 'A droid trooper is never suppressed, though it can still panic.',
});
export const Suppressed = r<Morale>({
  code: 'Suppressed', rule: 'legion-suppressed', title: 'Suppressed', refuses: false,
  message: ({ suppression, courage }) => `Suppressed: ${suppression} suppression ≥ courage ${courage}.`,
});
export const NotSuppressed = r<Morale>({
  code: 'NotSuppressed', rule: 'legion-suppressed', title: 'Not suppressed', refuses: false,
  message: ({ suppression, courage }) => `Not suppressed: ${suppression} suppression < courage ${courage}.`,
});
export const Panicked = r<Morale & { by: string }>({
  code: 'Panicked', rule: 'legion-panicked', title: 'Panicked', refuses: false,
  message: ({ suppression, courage, by }) => `Panicked: ${suppression} suppression ≥ 2 × ${by} courage ${courage}.`,
});
export const NotPanicked = r<Morale & { by: string }>({
  code: 'NotPanicked', rule: 'legion-panicked', title: 'Not panicked', refuses: false,
  message: ({ suppression, courage, by }) => `Not panicked: ${suppression} suppression < 2 × ${by} courage ${courage}.`,
});
export const CommanderCourage = r<{ commander: number; own: number }>({
  code: 'CommanderCourage', rule: 'legion-commander-courage', title: 'Commander\'s courage', refuses: false,
  message: ({ commander, own }) => `For the panic check the unit uses the courage ${commander} of a friendly commander within 3 instead of its own ${own}; the suppressed check keeps its own.`,
});
export const CommanderCourageNone = r({
  code: 'CommanderCourageNone', rule: 'legion-commander-courage-none', title: 'Commander with courage "-"', refuses: false,
  message: () => 'A friendly commander with courage "-" is within 3, so the unit never panics.',
});
export const PanicRemovesAtEnd = r<{ courage: number }>({
  code: 'PanicRemovesAtEnd', rule: 'legion-panic-remove-at-end', title: 'Panic: tokens removed at the end', refuses: false,
  message: ({ courage }) => `Having made nothing because of panic, the unit removes ${courage} suppression token${courage === 1 ? '' : 's'} (its courage) at the end of its activation.`,
});
export const VehicleDamaged = r({
  code: 'VehicleDamaged', rule: 'legion-vehicle-damage-token', title: 'Damaged vehicle', refuses: false,
  message: () => 'The vehicle has its vehicle damage token: it rolls a white die each activation.',
});
export const DamageRoll = r<{ face: string }>({
  code: 'DamageRoll', rule: 'legion-damaged-roll', title: 'Damage roll', refuses: false,
  message: ({ face }) => `Its damage die this activation shows ${face}${face === 'blank' ? ': one action fewer' : ': no action lost'}.`,
});
export const RallyRoll = r<{ dice: number }>({
  code: 'RallyRoll', rule: 'legion-rally', title: 'Rally', refuses: false,
  message: ({ dice }) => `Rally: ${dice} white ${dice === 1 ? 'die' : 'dice'}, one per suppression token; each block or surge (1 in 3) removes a token.`,
});

// ── Contesting ──────────────────────────────────────────────────────────────────────────────────
export const ContestOutOfRange = r({
  code: 'ContestOutOfRange', rule: 'legion-contest-range', title: 'Leader out of range', refuses: true,
  message: () => 'The unit leader is not within 1/2 of the objective token.',
});
export const ContestInRange = r({
  code: 'ContestInRange', rule: 'legion-contest-range', title: 'Leader in range', refuses: false,
  message: () => 'The unit leader is within 1/2 of the objective token.',
});
export const PanickedCannotContest = r<Morale & { by: string }>({
  code: 'PanickedCannotContest', rule: 'legion-panicked-no-contest', title: 'Panicked units do not contest', refuses: true,
  message: ({ suppression, courage, by }) => `The unit is panicked (${suppression} suppression ≥ 2 × ${by} courage ${courage}) and cannot contest objectives.`,
});
