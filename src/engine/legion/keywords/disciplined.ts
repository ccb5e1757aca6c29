/** Disciplined X: issued an order, the unit may remove up to X suppression tokens (legion-disciplined). */
import { catalogue, grantsNoAction } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const DisciplinedRemoves = catalogue.reason<{ removed: number; x: number }>('DisciplinedRemoves', 'legion-disciplined', false);

export const disciplined: KeywordRule = {
  keyword: 'disciplined',
  rules: ['legion-disciplined'],
  grant: grantsNoAction('Disciplined', 'the removal of suppression tokens when issued an order'),
  onOrder(s, k, out) {
    const x = k.x ?? 1;
    const removed = Math.min(x, s.suppression);
    out.push(DisciplinedRemoves({ removed, x }));
    return { ...s, suppression: s.suppression - removed };
  },
};
