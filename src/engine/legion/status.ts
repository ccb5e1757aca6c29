/**
 * Why a unit is suppressed or panicked, in reasons: `status` and `moraleReasons` (shared with the
 * rally odds). Rules: legion-suppressed, legion-panicked, legion-commander-courage,
 * legion-commander-courage-none, legion-courage-none, legion-droid-courage, legion-vehicle-no-courage,
 * legion-panic-remove-at-end, legion-standby-end-phase, legion-vehicle-damage-token, legion-damaged-roll.
 */
import type { Reason } from '../core/index.ts';
import { moraleOf } from './morale.ts';
import { PanicRemovesAtEnd, panicRemovalAtEnd, standbyHeld, VehicleNoSuppression } from './events.ts';
import { VehicleDamaged } from './rally.ts';
import * as R from './reasons.ts';
import { isVehicle, type UnitState } from './state.ts';

export const CourageNone = R.catalogue.reason('CourageNone', 'legion-courage-none', false);
export const DamageRoll = R.catalogue.reason<{ face: string }>('DamageRoll', 'legion-damaged-roll', false);
export const NotPanicked = R.catalogue.reason<{ suppression: number; courage: number; by: string }>(
  'NotPanicked',
  'legion-panicked',
  false,
);
export const NotSuppressed = R.catalogue.reason<{ suppression: number; courage: number }>('NotSuppressed', 'legion-suppressed', false);
export const Panicked = R.catalogue.reason<{ suppression: number; courage: number; by: string }>('Panicked', 'legion-panicked', false);
export const StandbyHeld = R.catalogue.reason('StandbyHeld', 'legion-standby-end-phase', false);
export const Suppressed = R.catalogue.reason<{ suppression: number; courage: number }>('Suppressed', 'legion-suppressed', false);

/** What {@link status} reports. */
export interface Status {
  readonly suppressed: boolean;
  readonly panicked: boolean;
  /** Courage used for the panic check: a number, `'none'` (never panics), or `null` (no check). */
  readonly panicCourage: number | 'none' | null;
  /** Suppression tokens the unit removes at the end of this activation because of panic (0 if none). */
  readonly removesAtEnd: number;
  /** Every rule that decided the above, in order: courage, suppressed, commander, panicked, damage. */
  readonly reasons: readonly Reason[];
}

/** The reasons explaining a morale for `suppression` tokens (shared by status, rally odds, contest). */
export function moraleReasons(s: UnitState, suppression: number): Reason[] {
  const out: Reason[] = [];
  const c = s.courage;
  if (isVehicle(s.type)) return [VehicleNoSuppression({ type: s.type.replace('-', ' ') })];
  if (c === 'none') return [CourageNone()];
  if (s.type === 'droid-trooper') out.push(R.DroidNotSuppressed());
  else out.push((suppression >= c ? Suppressed : NotSuppressed)({ suppression, courage: c }));
  const m = moraleOf(s, suppression);
  if (s.commander === 'none') out.push(R.CommanderCourageNone());
  else {
    if (m.by === 'commander') out.push(R.CommanderCourage({ commander: m.panicCourage ?? 0, own: c }));
    out.push(
      (m.panicked ? Panicked : NotPanicked)({
        suppression,
        courage: m.panicCourage ?? c,
        by: m.by === 'commander' ? "the commander's" : 'its',
      }),
    );
  }
  return out;
}

/**
 * Whether the unit is suppressed or panicked now (current suppression), and why. When it began
 * Perform Actions panicked and has made nothing, `removesAtEnd` is its own courage
 * (legion-panic-remove-at-end). A standby token it still holds is reported (legion-standby-end-phase):
 * one held as the activation began no longer once `did` holds an action or attack
 * (legion-standby-token-removed: `standbyHeld` of events.ts). Damaged vehicles also get their damage
 * token and roll reasons.
 */
export function status(s: UnitState): Status {
  const m = moraleOf(s);
  const reasons = moraleReasons(s, s.suppression);
  const removal = panicRemovalAtEnd(s);
  if (removal !== null) reasons.push(PanicRemovesAtEnd({ courage: s.courage as number }));
  if (standbyHeld(s)) reasons.push(StandbyHeld());
  if (s.damaged) {
    reasons.push(VehicleDamaged());
    if (s.damageRoll) reasons.push(DamageRoll({ face: s.damageRoll }));
  }
  const panicCourage = s.commander === 'none' && typeof s.courage === 'number' ? 'none' : m.panicCourage;
  return { suppressed: m.suppressed, panicked: m.panicked, panicCourage, removesAtEnd: removal ?? 0, reasons };
}
