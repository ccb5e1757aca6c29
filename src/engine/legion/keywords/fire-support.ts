/** Fire Support: issued an order, the unit gains a standby token, never a repulsor vehicle; not a standby action (legion-fire-support). */
import { catalogue, grantsNoAction } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const FireSupportStandby = catalogue.reason('FireSupportStandby', 'legion-fire-support', false);

export const fireSupport: KeywordRule = {
  keyword: 'fire-support',
  rules: ['legion-fire-support'],
  grant: grantsNoAction('Fire Support', 'a standby token when issued an order, not a standby action'),
  onOrder(s, _k, out) {
    if (s.type === 'repulsor-vehicle') return s;
    out.push(FireSupportStandby());
    return { ...s, standby: true };
  },
};
