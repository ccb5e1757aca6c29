/**
 * Courage, suppression and panic: whether a unit is suppressed or panicked with a given number of
 * suppression tokens (why, in reasons: status.ts).
 *
 * Rules: legion-suppressed (suppression ≥ own courage), legion-panicked (suppression ≥ 2 × courage),
 * legion-commander-courage (the panic check may use a friendly commander's courage within 3),
 * legion-commander-courage-none, legion-courage-none, legion-droid-courage,
 * legion-vehicle-no-courage, legion-vehicle-damage-token, legion-damaged-roll. (The panic removal at
 * the end of an activation, legion-panic-remove-at-end, is in events.ts.)
 */
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
