/** Coordinate: issued an order, the unit may issue one order to a listed allied unit within 1 (legion-coordinate); applied by `issueOrder` (events.ts). */
import type { KeywordRule } from './types.ts';

export const coordinate: KeywordRule = {
  keyword: 'coordinate',
  rules: ['legion-coordinate'],
};
