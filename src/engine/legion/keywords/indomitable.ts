/** Indomitable: the unit rallies with red defense dice instead of white (legion-indomitable); read by events.ts and rally.ts. */
import { grantsNoAction } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const indomitable: KeywordRule = {
  keyword: 'indomitable',
  rules: ['legion-indomitable'],
  grant: grantsNoAction('Indomitable', 'red dice to rally with'),
};
