/** Tactical X: after a standard move made as an action or free action, gain X aim tokens (legion-tactical). */
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const tactical: KeywordRule = {
  keyword: 'tactical',
  rules: ['legion-tactical'],
  check(_s, a, _log, k, out) {
    if (a.action === 'move' && !a.withdraw) out.push(R.TacticalAim({ x: k.x ?? 1 }));
  },
};
