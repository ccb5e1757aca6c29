/** Disciplined X: issued an order, the unit may remove up to X suppression tokens (legion-disciplined); applied by `issueOrder` (events.ts). */
import type { KeywordRule } from './types.ts';

export const disciplined: KeywordRule = {
  keyword: 'disciplined',
  rules: ['legion-disciplined'],
};
