/**
 * Spur: while moving, the unit may take 1 suppression token for +1 speed, to at most speed 3
 * (legion-spur). Any move but a withdraw (fixed at speed 1): in its own activation, or a free move
 * outside it (a standby token's, or one Guidance or Independent gives). A unit that never gains
 * suppression (courage "-") cannot pay for it. The engine knows a move's speed only for a Scout
 * move (Scout X, stacked to at most 3): one at speed 3 gets no offer, as Spur cannot take it past
 * 3. Any other move's speed (the unit card's, difficult terrain) is not part of the unit's state, so
 * the offer's words state the cap.
 */
import type { Reason } from '../../core/index.ts';
import { catalogue, grantsNoAction, kindOf } from '../kernel.ts';
import type { Action, UnitState } from '../state.ts';
import { scoutSpeed } from './scout-speed.ts';
import type { KeywordRule } from './types.ts';

export const SpurSpeed = catalogue.reason('SpurSpeed', 'legion-spur', false);

/** Pushes Spur's offer for the move `a` (legion-spur). */
function offer(s: UnitState, a: Action, out: Reason[]): void {
  const atMax = a.grantedBy === 'scout' && scoutSpeed(s) >= 3;
  if (kindOf(a) === 'move' && !a.withdraw && s.courage !== 'none' && !atMax) out.push(SpurSpeed());
}

export const spur: KeywordRule = {
  keyword: 'spur',
  rules: ['legion-spur'],
  grant: grantsNoAction('Spur', 'speed on a move it makes, not a move'),
  moved: (s, a, _k, out) => offer(s, a, out),
};
