/**
 * Courage, suppression and panic: whether a unit is suppressed or panicked with a given number of
 * suppression tokens, and why (`status`).
 *
 * Rules: legion-suppressed (suppression ≥ own courage), legion-panicked (suppression ≥ 2 × courage),
 * legion-commander-courage (the panic check may use a friendly commander's courage within 3),
 * legion-commander-courage-none, legion-courage-none, legion-droid-courage,
 * legion-vehicle-no-courage, legion-panic-remove-at-end, legion-vehicle-damage-token,
 * legion-damaged-roll.
 */
import type { Reason } from '../core/index.ts';
import * as R from './reasons.ts';
import { isVehicle, type UnitState } from './state.ts';

/** Suppressed / panicked for one suppression count, without building messages (the fast path). */
export interface Morale {
  readonly suppressed: boolean;
  readonly panicked: boolean;
  /** Courage the panic check used (`null` when it never applies), and whose it was. */
  readonly panicCourage: number | null;
  readonly by: 'own' | 'commander';
}

const CALM: Morale = { suppressed: false, panicked: false, panicCourage: null, by: 'own' };

/**
 * The unit's morale with `suppression` tokens (defaults to its current count). The panic check
 * uses the commander's courage when it is higher (the player chooses; the higher never hurts).
 */
export function moraleOf(s: UnitState, suppression: number = s.suppression): Morale {
  const c = s.courage;
  if (c === 'none' || isVehicle(s.type)) return CALM;
  const suppressed = s.type !== 'droid-trooper' && suppression >= c;
  const cmd = s.commander;
  if (cmd === 'none') return { suppressed, panicked: false, panicCourage: null, by: 'commander' };
  const useCmd = cmd !== undefined && cmd > c;
  const pc = useCmd ? cmd : c;
  return { suppressed, panicked: suppression >= 2 * pc, panicCourage: pc, by: useCmd ? 'commander' : 'own' };
}

/** Suppression tokens when the Perform Actions step began (the start and rally steps: now). */
export function suppressionAtStart(s: UnitState): number {
  return s.step === 'rally' || s.step === 'start' ? s.suppression : (s.suppressionAtStart ?? s.suppression);
}

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
  if (isVehicle(s.type)) return [R.VehicleNoSuppression({ type: s.type.replace('-', ' ') })];
  if (c === 'none') return [R.CourageNone()];
  if (s.type === 'droid-trooper') out.push(R.DroidNotSuppressed());
  else out.push((suppression >= c ? R.Suppressed : R.NotSuppressed)({ suppression, courage: c }));
  const m = moraleOf(s, suppression);
  if (s.commander === 'none') out.push(R.CommanderCourageNone());
  else {
    if (m.by === 'commander') out.push(R.CommanderCourage({ commander: m.panicCourage ?? 0, own: c }));
    out.push(
      (m.panicked ? R.Panicked : R.NotPanicked)({
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
 * (legion-panic-remove-at-end). Damaged vehicles also get their damage token and roll reasons.
 */
export function status(s: UnitState): Status {
  const m = moraleOf(s);
  const reasons = moraleReasons(s, s.suppression);
  let removesAtEnd = 0;
  const atStart = moraleOf(s, suppressionAtStart(s));
  if (s.step !== 'rally' && s.step !== 'start' && atStart.panicked && typeof s.courage === 'number') {
    removesAtEnd = Math.min(s.courage, s.suppression);
    reasons.push(R.PanicRemovesAtEnd({ courage: s.courage }));
  }
  if (s.standby) reasons.push(R.StandbyHeld());
  if (s.damaged) {
    reasons.push(R.VehicleDamaged());
    if (s.damageRoll) reasons.push(R.DamageRoll({ face: s.damageRoll }));
  }
  const panicCourage = s.commander === 'none' && typeof s.courage === 'number' ? 'none' : m.panicCourage;
  return { suppressed: m.suppressed, panicked: m.panicked, panicCourage, removesAtEnd, reasons };
}
