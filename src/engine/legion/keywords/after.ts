/**
 * When an "after …" ability may be used: immediately after the thing it follows has resolved, so
 * that thing must be the unit's last action of the activation (legion-relentless, legion-steady,
 * legion-charge, legion-gunslinger). Tokens gained from an effect in between are no action and do
 * not close the window (Tactical's aim token after the same move); any action in between does.
 * This vault's reading of the rulebook's timing of "after", which the keywords' own texts do not
 * repeat.
 */
import { isGainedToken } from '../kernel.ts';
import type { Action, UnitState } from '../state.ts';

/** The unit's last action this activation (gained tokens skipped; an attack that is not an action counts), or `undefined`. */
export function lastAction(s: UnitState): Action | undefined {
  for (let i = s.did.length; i-- > 0; ) {
    const d = s.did[i]!;
    if (!isGainedToken(d)) return d;
  }
  return undefined;
}
