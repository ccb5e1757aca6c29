/**
 * Tactical X: after a standard move made as an action or free action, gain X aim tokens
 * (legion-tactical). A withdraw is a move action at speed 1, so it counts; so does a free move
 * outside the unit's own activation (a standby token's, or one Guidance or Independent gives),
 * which is a free move action too (this vault's reading: the keyword names no activation). A card
 * action that is a move action counts as well: a Jump is a move made as normal, ignoring some
 * terrain (legion-jump), so it is a standard move. Only a move the unit may make gives them: a refused
 * move gives no aim tokens (the `moved` hook, asked once nothing refused it).
 */
import type { Reason } from '../../core/index.ts';
import { catalogue, grantsNoAction, kindOf } from '../kernel.ts';
import type { Action } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const TacticalAim = catalogue.reason<{ x: number }>('TacticalAim', 'legion-tactical', false);

/** Pushes the aim tokens the move `a` gives the unit with Tactical `x`. */
function gain(a: Action, x: number | undefined, out: Reason[]): void {
  if (kindOf(a) === 'move') out.push(TacticalAim({ x: x ?? 1 }));
}

export const tactical: KeywordRule = {
  keyword: 'tactical',
  rules: ['legion-tactical'],
  grant: grantsNoAction('Tactical', 'aim tokens after a move, not an aim action'),
  moved: (_s, a, k, out) => gain(a, k.x, out),
};
