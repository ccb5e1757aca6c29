/** Fire Support: issued an order, the unit gains a standby token (legion-fire-support); applied by `issueOrder` (events.ts). */
import type { KeywordRule } from './types.ts';

export const fireSupport: KeywordRule = {
  keyword: 'fire-support',
  rules: ['legion-fire-support'],
};
