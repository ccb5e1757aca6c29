/** Plodding: one move action per activation, free ones included (legion-plodding). */
import { kindOf } from '../state.ts';
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const plodding: KeywordRule = {
  keyword: 'plodding',
  rules: ['legion-plodding'],
  check(_s, a, log, _k, out) {
    if (kindOf(a) === 'move' && log.moves >= 1) out.push(R.PloddingOneMove());
  },
};
