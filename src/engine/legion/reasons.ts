/**
 * The Star Wars: Legion reason catalogue: every reason the engine can give, each naming the block
 * id (in `content/legion/`) of the rule it applies. Codes are permanent; never rename one.
 *
 * Codes and rules only: `r(code, rule, refuses)`. The words (message templates; each title is the
 * code in words, "NoActionsLeft" → "No actions left") are in reason-texts.ts, bound by index.ts, so
 * the browser fetches them as data (see `reasonCatalogue` in core/reason.ts).
 */
import { reasonCatalogue, type ReasonMaker } from '../core/index.ts';

type Kind = { kind: string };
type Counts = { total: number; used: number };
type Morale = { suppression: number; courage: number };
/** The facts of a panic refusal: suppression, the courage the panic check used, and whose (`its`, `the commander's`). */
export type Panic = Morale & { by: string };

/** Every entry, keyed by code (`catalogue.reasons`); its words are bound by index.ts. */
export const catalogue = reasonCatalogue();

const r = <P = void>(code: string, rule: string, refuses: boolean): ReasonMaker<P> => catalogue.reason<P>(code, rule, refuses);
const Y = true;
const N = false;

// ── Steps and panic ─────────────────────────────────────────────────────────────────────────────
export const NotPerformActionsStep = r<{ step: string }>('NotPerformActionsStep', 'legion-activation-steps', Y);
export const FreeCardOutsideOwnStep = r<{ step: string }>('FreeCardOutsideOwnStep', 'legion-free-card-own-step', Y);
export const UnitIsPanicked = r<Panic>('UnitIsPanicked', 'legion-panicked-no-actions', Y);
export const ActivatedThisRound = r<{ activations: number; allowed: number }>('ActivatedThisRound', 'legion-one-activation', Y);

// ── Counting actions ────────────────────────────────────────────────────────────────────────────
export const NoActionsLeft = r<Counts>('NoActionsLeft', 'legion-two-actions', Y);
export const ActionUsed = r<Counts & { cost: number; left: number }>('ActionUsed', 'legion-two-actions', N);
export const SuppressedOneFewer = r<Morale>('SuppressedOneFewer', 'legion-suppressed-one-fewer', Y);
export const SuppressedActionLost = r<Morale>('SuppressedActionLost', 'legion-suppressed-one-fewer', N);
export const DamagedOneFewer = r('DamagedOneFewer', 'legion-damaged-roll', Y);
export const DamagedActionLost = r('DamagedActionLost', 'legion-damaged-roll', N);
export const CountFixedAtStart = r<{ atStart: number; now: number }>('CountFixedAtStart', 'legion-action-count-fixed', N);

// ── Free actions ────────────────────────────────────────────────────────────────────────────────
export const FreeActionCounts = r<Kind>('FreeActionCounts', 'legion-free-typed', N);
export const FreeUntyped = r<Kind>('FreeUntyped', 'legion-free-untyped', N);
export const FreeWhileSuppressed = r('FreeWhileSuppressed', 'legion-free-while-suppressed', N);
export const FreeWhileDamaged = r('FreeWhileDamaged', 'legion-free-while-damaged', N);

// ── Same action, attacks (card actions: cards.ts) ───────────────────────────────────────────────
export const SameActionTwice = r<Kind>('SameActionTwice', 'legion-same-action-once', Y);
export const MoveMayRepeat = r<{ moves: number }>('MoveMayRepeat', 'legion-move-repeatable', N);
export const OneAttackAction = r<{ earlier: string }>('OneAttackAction', 'legion-one-attack-action', Y);
export const AttackNotAnAction = r('AttackNotAnAction', 'legion-attack-not-action', N);
export const EarlierAttackNotAction = r('EarlierAttackNotAction', 'legion-attack-not-action', N);
export const GainedTokenNotAction = r<Kind>('GainedTokenNotAction', 'legion-gained-token-not-action', N);

// ── Standby, recover ────────────────────────────────────────────────────────────────────────────
export const StandbyUnitType = r<{ type: string }>('StandbyUnitType', 'legion-standby-unit-types', Y);
export const StandbyWithAttack = r<{ earlier: string }>('StandbyWithAttack', 'legion-standby-no-attack', Y);
export const StandbyTokenRemoved = r('StandbyTokenRemoved', 'legion-standby-token-removed', N);
export const RecoverRemovesSuppression = r<{ suppression: number }>('RecoverRemovesSuppression', 'legion-recover', N);
export const RecoverNoRefund = r('RecoverNoRefund', 'legion-recover-no-refund', N);
export const RecoveredNoRefund = r('RecoveredNoRefund', 'legion-recover-no-refund', Y);

// ── Status: courage, suppression, panic, damage ─────────────────────────────────────────────────
export const DroidNotSuppressed = r('DroidNotSuppressed', 'legion-droid-courage', N);
export const CommanderCourage = r<{ commander: number; own: number }>('CommanderCourage', 'legion-commander-courage', N);
export const CommanderCourageNone = r('CommanderCourageNone', 'legion-commander-courage-none', N);
export const IonOneFewer = r('IonOneFewer', 'legion-ion', Y);
export const IonActionLost = r('IonActionLost', 'legion-ion', N);
