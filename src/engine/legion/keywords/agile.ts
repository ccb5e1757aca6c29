/** Agile X: after a standard move made as an action or free action, gain X dodge tokens (legion-agile). */
import { catalogue } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const AgileDodge = catalogue.reason<{ x: number }>('AgileDodge', 'legion-agile', false);

export const agile: KeywordRule = {
  keyword: 'agile',
  rules: ['legion-agile'],
  check(_s, a, _log, k, out) {
    if (a.action === 'move' && !a.withdraw) out.push(AgileDodge({ x: k.x ?? 1 }));
  },
};
