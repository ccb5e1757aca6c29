/**
 * Spur: while moving, the unit may take 1 suppression token for +1 speed (legion-spur). Any move
 * but a withdraw (fixed at speed 1): in its own activation, or a free move outside it (a standby
 * token's, or one Guidance or Independent gives). A unit that never gains suppression (courage
 * "-") cannot pay for it.
 */
import type { Reason } from '../../core/index.ts';
import { catalogue, kindOf } from '../kernel.ts';
import type { Action, UnitState } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const SpurSpeed = catalogue.reason('SpurSpeed', 'legion-spur', false);

/** Pushes Spur's offer for the move `a` (legion-spur). */
function offer(s: UnitState, a: Action, out: Reason[]): void {
  if (kindOf(a) === 'move' && !a.withdraw && s.courage !== 'none') out.push(SpurSpeed());
}

export const spur: KeywordRule = {
  keyword: 'spur',
  rules: ['legion-spur'],
  check: (s, a, _log, _k, out) => offer(s, a, out),
  moved: (s, a, _k, out) => offer(s, a, out),
};
