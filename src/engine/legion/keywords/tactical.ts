/** Tactical X: after a standard move made as an action or free action, gain X aim tokens (legion-tactical). */
import { catalogue } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const TacticalAim = catalogue.reason<{ x: number }>('TacticalAim', 'legion-tactical', false);

export const tactical: KeywordRule = {
  keyword: 'tactical',
  rules: ['legion-tactical'],
  check(_s, a, _log, k, out) {
    if (a.action === 'move' && !a.withdraw) out.push(TacticalAim({ x: k.x ?? 1 }));
  },
};
