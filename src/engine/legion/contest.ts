/**
 * Contesting objective tokens: `canContest` (legion-contest-range, legion-panicked-no-contest,
 * legion-commander-courage, legion-commander-courage-none).
 */
import { catalogue, panicReasons } from './kernel.ts';
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import type { UnitState } from './state.ts';

export const ContestInRange = catalogue.reason('ContestInRange', 'legion-contest-range', false);
export const ContestOutOfRange = catalogue.reason('ContestOutOfRange', 'legion-contest-range', true);
export const PanickedCannotContest = catalogue.reason<{ suppression: number; courage: number; by: string }>(
  'PanickedCannotContest',
  'legion-panicked-no-contest',
  true,
);

/**
 * Does the unit contest an objective token now? It needs its unit leader within 1/2 of the token
 * (`leaderInRange`) and must not be panicked (with its current suppression). Reports both checks,
 * and the friendly commander whose courage kept it from panic, when one did (panicReasons).
 */
export function canContest(s: UnitState, leaderInRange: boolean): Verdict {
  const out: Reason[] = [leaderInRange ? ContestInRange() : ContestOutOfRange()];
  panicReasons(s, s.suppression, PanickedCannotContest, out);
  return verdictOf(out);
}
