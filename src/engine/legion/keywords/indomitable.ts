/** Indomitable: the unit rallies with red defense dice instead of white (legion-indomitable); read by events.ts and rally.ts. */
import type { KeywordRule } from './types.ts';

export const indomitable: KeywordRule = {
  keyword: 'indomitable',
  rules: ['legion-indomitable'],
};
