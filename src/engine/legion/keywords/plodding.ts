/** Plodding: one move action per activation, free ones included (legion-plodding). */
import { catalogue, grantsNoAction, kindOf } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const PloddingOneMove = catalogue.reason('PloddingOneMove', 'legion-plodding', true);

export const plodding: KeywordRule = {
  keyword: 'plodding',
  rules: ['legion-plodding'],
  grant: grantsNoAction('Plodding', 'a limit of one move action'),
  check(_s, a, log, _k, out) {
    if (kindOf(a) === 'move' && log.moves >= 1) out.push(PloddingOneMove());
  },
};
