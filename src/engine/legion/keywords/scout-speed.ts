/**
 * The speed of a Scout move, which Scout (legion-scout) and Spur (legion-spur) both need: its own
 * module, so that a page loading one of those keywords does not load the other.
 */
import type { UnitState } from '../state.ts';

/**
 * The speed of the unit's Scout move: every Scout entry counts (a card's and an upgrade's; a bare
 * `scout` is Scout 1), from 1 to at most 3 (legion-scout).
 */
export function scoutSpeed(s: UnitState): number {
  let x = 0;
  for (const e of s.keywords ?? []) {
    if (e === 'scout') x += 1;
    else if (typeof e === 'object' && e.keyword === 'scout') x += e.x ?? 1;
  }
  return Math.min(3, Math.max(1, x));
}
