/**
 * Ready X: after the unit makes a standby action (one that uses an action, or a free one), it
 * gains X aim tokens; gaining them is no aim action (legion-ready). A standby token an effect
 * gives is no standby action, so it gives none: Fire Support's token, when the unit is issued an
 * order (the `onOrder` hook says so), or one written `{ gained: standby }` in the log. Only a
 * standby action the unit may make gives them (the `made` hook, asked once nothing refused it).
 */
import type { Reason } from '../../core/index.ts';
import { catalogue, grantsNoAction, keywordOf, kindOf } from '../kernel.ts';
import type { Action } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const ReadyAim = catalogue.reason<{ x: number }>('ReadyAim', 'legion-ready', false);
export const ReadyNotFromToken = catalogue.reason('ReadyNotFromToken', 'legion-ready', false);

/** Pushes the aim tokens the standby action `a` gives the unit with Ready `x`. */
function gain(a: Action, x: number | undefined, out: Reason[]): void {
  if (kindOf(a) === 'standby') out.push(ReadyAim({ x: x ?? 1 }));
}

export const ready: KeywordRule = {
  keyword: 'ready',
  rules: ['legion-ready'],
  grant: grantsNoAction('Ready', 'aim tokens after a standby action, not an aim action'),
  made: (_s, a, k, out) => gain(a, k.x, out),
  onOrder(s, _k, out) {
    if (keywordOf(s, 'fire-support') && s.type !== 'repulsor-vehicle') out.push(ReadyNotFromToken());
    return s;
  },
};
