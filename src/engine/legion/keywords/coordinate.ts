/** Coordinate: issued an order, the unit may issue one order to a listed allied unit within 1 (legion-coordinate). */
import { catalogue, grantsNoAction } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const CoordinateOrder = catalogue.reason('CoordinateOrder', 'legion-coordinate', false);

export const coordinate: KeywordRule = {
  keyword: 'coordinate',
  rules: ['legion-coordinate'],
  grant: grantsNoAction('Coordinate', 'an order to issue, not an action'),
  onOrder(s, _k, out) {
    out.push(CoordinateOrder());
    return s;
  },
};
