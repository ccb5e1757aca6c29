/**
 * The Star Wars: Legion reason catalogue: every reason the engine can give, each naming the block
 * id (in `content/legion/`) of the rule it applies. Codes are permanent; never rename one.
 *
 * Written compactly because it ships to the browser: `r(code, rule, refuses, message)`, and each
 * title is the code in words ("NoActionsLeft" → "No actions left").
 */
import { defineReason, type ReasonDef, type ReasonMaker } from '../core/index.ts';

type Kind = { kind: string };
type Counts = { total: number; used: number };
type Morale = { suppression: number; courage: number };
type Panic = Morale & { by: string };

/** Every entry, in the order defined (see `reasons` in index.ts for the catalogue keyed by code). */
export const catalogue: ReasonDef<never>[] = [];

/** Builds one catalogue entry and records it; the title is the code split into words. */
function r<P = void>(code: string, rule: string, refuses: boolean, message: (facts: P) => string): ReasonMaker<P> {
  const title = code.replace(/\B([A-Z])/g, ' $1').toLowerCase().replace(/^./, (c) => c.toUpperCase());
  const made = defineReason<P>({ code, rule, title, refuses, message });
  catalogue.push(made as unknown as ReasonDef<never>);
  return made;
}
const Y = true;
const N = false;

// ── Steps and panic ─────────────────────────────────────────────────────────────────────────────
export const NotPerformActionsStep = r<{ step: string }>('NotPerformActionsStep', 'legion-activation-steps', Y,
  ({ step }) => `Actions are made only in the Perform Actions step, not the ${step} step.`);
export const FreeCardOutsideOwnStep = r<{ step: string }>('FreeCardOutsideOwnStep', 'legion-free-card-own-step', Y,
  ({ step }) => `Free card actions only in the unit's own Perform Actions step, not its ${step} step.`);
export const UnitIsPanicked = r<Panic>('UnitIsPanicked', 'legion-panicked-no-actions', Y,
  ({ suppression, courage, by }) => `Panicked when Perform Actions began (${suppression} ≥ 2 × ${by} courage ${courage}): no actions, free or not.`);

// ── Counting actions ────────────────────────────────────────────────────────────────────────────
export const NoActionsLeft = r<Counts>('NoActionsLeft', 'legion-two-actions', Y,
  ({ total, used }) => `No action left: ${used} of ${total} used.`);
export const ActionUsed = r<Counts & { cost: number }>('ActionUsed', 'legion-two-actions', N,
  ({ total, used, cost }) => `Uses ${cost} of ${total} actions; ${total - used - cost} left after.`);
export const SuppressedOneFewer = r<Morale>('SuppressedOneFewer', 'legion-suppressed-one-fewer', Y,
  ({ suppression, courage }) => `Suppressed when Perform Actions began (${suppression} ≥ courage ${courage}): one action fewer.`);
export const DamagedOneFewer = r('DamagedOneFewer', 'legion-damaged-roll', Y,
  () => 'Damage die blank: one action fewer.');
export const TwoIconsNeedBoth = r<{ left: number }>('TwoIconsNeedBoth', 'legion-card-action-two-icons', Y,
  ({ left }) => `A two-icon card action needs 2 actions; ${left} left.`);
export const TwoIconsUseBoth = r('TwoIconsUseBoth', 'legion-card-action-two-icons', N,
  () => 'A two-icon card action uses both actions.');
export const CountFixedAtStart = r<{ atStart: number; now: number }>('CountFixedAtStart', 'legion-action-count-fixed', N,
  ({ atStart, now }) => `Actions were counted at ${atStart} suppression when Perform Actions began, not ${now} now.`);

// ── Free actions ────────────────────────────────────────────────────────────────────────────────
export const FreeActionCounts = r<Kind>('FreeActionCounts', 'legion-free-typed', N,
  ({ kind }) => `A free ${kind} uses no action but is a ${kind} action.`);
export const FreeUntyped = r<Kind>('FreeUntyped', 'legion-free-untyped', N,
  ({ kind }) => `An untyped free action may be any action; this one is a ${kind}.`);
export const FreeCardNotCounted = r<{ card: string }>('FreeCardNotCounted', 'legion-free-card-not-counted', N,
  ({ card }) => `Free card action ${card}: uses no action.`);
export const FreeWhileSuppressed = r('FreeWhileSuppressed', 'legion-free-while-suppressed', N,
  () => 'Suppression does not limit free actions.');
export const FreeWhileDamaged = r('FreeWhileDamaged', 'legion-free-while-damaged', N,
  () => 'Vehicle damage does not limit free actions.');

// ── Same action, attacks, card actions ──────────────────────────────────────────────────────────
export const SameActionTwice = r<Kind>('SameActionTwice', 'legion-same-action-once', Y,
  ({ kind }) => `Already made a ${kind} action; only move repeats.`);
export const MoveMayRepeat = r<{ moves: number }>('MoveMayRepeat', 'legion-move-repeatable', N,
  ({ moves }) => `Move may repeat (${moves} so far).`);
export const OneAttackAction = r<{ earlier: string }>('OneAttackAction', 'legion-one-attack-action', Y,
  ({ earlier }) => `One attack action per activation, free or not; made: ${earlier}.`);
export const AttackNotAnAction = r('AttackNotAnAction', 'legion-attack-not-action', N,
  () => 'Not an action: uses no action, is not the attack action, triggers no after-action ability.');
export const EarlierAttackNotAction = r('EarlierAttackNotAction', 'legion-attack-not-action', N,
  () => 'The earlier attack was not an action; the attack action is still open.');
export const CardActionRepeated = r<{ card: string }>('CardActionRepeated', 'legion-card-actions-distinct', Y,
  ({ card }) => `Card action ${card} already made.`);
export const DifferentCardAction = r<{ card: string }>('DifferentCardAction', 'legion-card-actions-distinct', N,
  ({ card }) => `${card} is a different card action.`);
export const FreeCardActionRepeated = r<{ card: string }>('FreeCardActionRepeated', 'legion-free-card-once', Y,
  ({ card }) => `Free card action ${card} already made.`);
export const FreeCardRepeatsAction = r<Kind>('FreeCardRepeatsAction', 'legion-free-card-no-repeat', Y,
  ({ kind }) => `This free card action is a ${kind}, already made.`);
export const CardActionAlsoNamed = r<Kind>('CardActionAlsoNamed', 'legion-card-action-named-type', N,
  ({ kind }) => `This card action is also a ${kind} action.`);
export const GainedTokenNotAction = r<Kind>('GainedTokenNotAction', 'legion-gained-token-not-action', N,
  ({ kind }) => `The gained ${kind} token was not a ${kind} action.`);

// ── Standby, recover ────────────────────────────────────────────────────────────────────────────
export const StandbyUnitType = r<{ type: string }>('StandbyUnitType', 'legion-standby-unit-types', Y,
  ({ type }) => `Only troopers and ground vehicles go on standby, not a ${type}.`);
export const StandbyWithAttack = r<{ earlier: string }>('StandbyWithAttack', 'legion-standby-no-attack', Y,
  ({ earlier }) => `Made a ${earlier} action: never attack and standby in one activation.`);
export const StandbyTokenRemoved = r('StandbyTokenRemoved', 'legion-standby-token-removed', N,
  () => 'Acting removes its standby token.');
export const RecoverRemovesSuppression = r<{ suppression: number }>('RecoverRemovesSuppression', 'legion-recover', N,
  ({ suppression }) => `Removes any of its ${suppression} suppression; readies upgrades.`);
export const RecoverNoRefund = r('RecoverNoRefund', 'legion-recover-no-refund', N,
  () => 'Recovering returns no action lost to suppression.');

// ── Keywords ────────────────────────────────────────────────────────────────────────────────────
export const RelentlessMissing = r('RelentlessMissing', 'legion-relentless', Y,
  () => 'No Relentless keyword.');
export const RelentlessOnlyFreeAttack = r('RelentlessOnlyFreeAttack', 'legion-relentless', Y,
  () => 'Relentless grants only a free attack action.');
export const RelentlessNeedsMove = r('RelentlessNeedsMove', 'legion-relentless', Y,
  () => 'Relentless needs an earlier move action.');
export const RelentlessFreeAttack = r('RelentlessFreeAttack', 'legion-relentless', N,
  () => 'After its move action, Relentless grants a free attack action.');
export const GunslingerMissing = r('GunslingerMissing', 'legion-gunslinger', Y,
  () => 'No Gunslinger keyword.');
export const GunslingerOnlyExtraAttack = r('GunslingerOnlyExtraAttack', 'legion-gunslinger', Y,
  () => 'Gunslinger (older wording) grants only an attack that is not an action.');
export const GunslingerNeedsAttackAction = r('GunslingerNeedsAttackAction', 'legion-gunslinger', Y,
  () => 'Gunslinger needs an earlier attack action.');
export const GunslingerUsed = r('GunslingerUsed', 'legion-gunslinger', Y,
  () => 'Gunslinger attack already made.');
export const GunslingerExtraAttack = r('GunslingerExtraAttack', 'legion-gunslinger', N,
  () => 'After its attack action, Gunslinger (older wording) grants one more ranged attack.');

// ── Status: courage, suppression, panic, damage ─────────────────────────────────────────────────
export const CourageNone = r('CourageNone', 'legion-courage-none', N,
  () => 'Courage "-": never suppressed or panicked.');
export const VehicleNoSuppression = r<{ type: string }>('VehicleNoSuppression', 'legion-vehicle-no-courage', N,
  ({ type }) => `A ${type} has no courage and ignores suppression.`);
export const DroidNotSuppressed = r('DroidNotSuppressed', 'legion-droid-courage', N,
  () => 'Droid troopers are never suppressed, but can panic.');
export const Suppressed = r<Morale>('Suppressed', 'legion-suppressed', N,
  ({ suppression, courage }) => `Suppressed: ${suppression} suppression ≥ courage ${courage}.`);
export const NotSuppressed = r<Morale>('NotSuppressed', 'legion-suppressed', N,
  ({ suppression, courage }) => `Not suppressed: ${suppression} suppression < courage ${courage}.`);
export const Panicked = r<Panic>('Panicked', 'legion-panicked', N,
  ({ suppression, courage, by }) => `Panicked: ${suppression} suppression ≥ 2 × ${by} courage ${courage}.`);
export const NotPanicked = r<Panic>('NotPanicked', 'legion-panicked', N,
  ({ suppression, courage, by }) => `Not panicked: ${suppression} suppression < 2 × ${by} courage ${courage}.`);
export const CommanderCourage = r<{ commander: number; own: number }>('CommanderCourage', 'legion-commander-courage', N,
  ({ commander, own }) => `Panic check uses a commander's courage ${commander} (within 3), not its own ${own}.`);
export const CommanderCourageNone = r('CommanderCourageNone', 'legion-commander-courage-none', N,
  () => 'A commander with courage "-" is within 3: no panic.');
export const PanicRemovesAtEnd = r<{ courage: number }>('PanicRemovesAtEnd', 'legion-panic-remove-at-end', N,
  ({ courage }) => `Panicked: removes ${courage} suppression (its courage) at the end.`);
export const VehicleDamaged = r('VehicleDamaged', 'legion-vehicle-damage-token', N,
  () => 'Vehicle damage token: rolls a white die each activation.');
export const DamageRoll = r<{ face: string }>('DamageRoll', 'legion-damaged-roll', N,
  ({ face }) => `Damage die: ${face}, ${face === 'blank' ? 'one action fewer' : 'no action lost'}.`);
export const RallyRoll = r<{ dice: number }>('RallyRoll', 'legion-rally', N,
  ({ dice }) => `Rally: ${dice} white dice; each block or surge (1 in 3) removes a token.`);

// ── Contesting ──────────────────────────────────────────────────────────────────────────────────
export const ContestOutOfRange = r('ContestOutOfRange', 'legion-contest-range', Y,
  () => 'Unit leader not within 1/2 of the objective.');
export const ContestInRange = r('ContestInRange', 'legion-contest-range', N,
  () => 'Unit leader within 1/2 of the objective.');
export const PanickedCannotContest = r<Panic>('PanickedCannotContest', 'legion-panicked-no-contest', Y,
  ({ suppression, courage, by }) => `Panicked (${suppression} ≥ 2 × ${by} courage ${courage}): cannot contest.`);
