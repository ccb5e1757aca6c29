/** Spur: while moving, the unit may take 1 suppression token for +1 speed (legion-spur). */
import { catalogue, kindOf } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const SpurSpeed = catalogue.reason('SpurSpeed', 'legion-spur', false);

export const spur: KeywordRule = {
  keyword: 'spur',
  rules: ['legion-spur'],
  check(s, a, _log, _k, out) {
    if (kindOf(a) === 'move' && !a.withdraw && s.courage !== 'none') out.push(SpurSpeed());
  },
};
