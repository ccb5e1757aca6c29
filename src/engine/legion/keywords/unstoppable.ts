/**
 * Unstoppable: the unit may activate while it holds at most one facedown order token, and it adds
 * an order token of its rank to the pool while it is undefeated, so it activates twice a round
 * (legion-unstoppable; the base rule of one activation a round: legion-one-activation).
 */
import { catalogue, grantsNoAction } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const UnstoppableActivation = catalogue.reason('UnstoppableActivation', 'legion-unstoppable', false);

export const unstoppable: KeywordRule = {
  keyword: 'unstoppable',
  rules: ['legion-unstoppable'],
  grant: grantsNoAction('Unstoppable', 'a second activation, with its own actions'),
  activations: () => 2,
  check(s, _a, _log, _k, out) {
    if (s.activations === 1) out.push(UnstoppableActivation());
  },
};
