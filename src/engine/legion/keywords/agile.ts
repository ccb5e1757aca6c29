/**
 * Agile X: after a standard move made as an action or free action, gain X dodge tokens
 * (legion-agile). As for Tactical (tactical.ts): a withdraw counts, and so does a free move outside
 * the unit's own activation (a standby token's, Guidance's, Independent's), and so does a card
 * action that is a move action (Jump: legion-jump). Only a move the unit may make gives them (the
 * `moved` hook, asked once nothing refused it).
 */
import type { Reason } from '../../core/index.ts';
import { catalogue, grantsNoAction, kindOf } from '../kernel.ts';
import type { Action } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const AgileDodge = catalogue.reason<{ x: number }>('AgileDodge', 'legion-agile', false);

/** Pushes the dodge tokens the move `a` gives the unit with Agile `x`. */
function gain(a: Action, x: number | undefined, out: Reason[]): void {
  if (kindOf(a) === 'move') out.push(AgileDodge({ x: x ?? 1 }));
}

export const agile: KeywordRule = {
  keyword: 'agile',
  rules: ['legion-agile'],
  grant: grantsNoAction('Agile', 'dodge tokens after a move, not a dodge action'),
  moved: (_s, a, k, out) => gain(a, k.x, out),
};
