/**
 * Contesting objective tokens: `canContest` (legion-contest-range, legion-panicked-no-contest).
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { moraleOf } from './morale.ts';
import * as R from './reasons.ts';
import type { UnitState } from './state.ts';

/**
 * Does the unit contest an objective token now? It needs its unit leader within 1/2 of the token
 * (`leaderInRange`) and must not be panicked (with its current suppression). Reports both checks.
 */
export function canContest(s: UnitState, leaderInRange: boolean): Verdict {
  const out: Reason[] = [leaderInRange ? R.ContestInRange() : R.ContestOutOfRange()];
  const m = moraleOf(s);
  if (m.panicked) {
    out.push(
      R.PanickedCannotContest({
        suppression: s.suppression,
        courage: m.panicCourage ?? 0,
        by: m.by === 'commander' ? "the commander's" : 'its',
      }),
    );
  }
  return verdictOf(out);
}
