/** Relentless: after a move action in its activation, the unit may make a free attack action (legion-relentless). */
import { catalogue } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const RelentlessMissing = catalogue.reason('RelentlessMissing', 'legion-relentless', true);
export const RelentlessOnlyFreeAttack = catalogue.reason('RelentlessOnlyFreeAttack', 'legion-relentless', true);
export const RelentlessNeedsMove = catalogue.reason('RelentlessNeedsMove', 'legion-relentless', true);
export const RelentlessFreeAttack = catalogue.reason('RelentlessFreeAttack', 'legion-relentless', false);

export const relentless: KeywordRule = {
  keyword: 'relentless',
  rules: ['legion-relentless'],
  grant(_s, a, log, k, out) {
    if (!k) out.push(RelentlessMissing());
    if (a.action !== 'attack' || !a.free || a.notAction) out.push(RelentlessOnlyFreeAttack());
    else out.push(log.moves ? RelentlessFreeAttack() : RelentlessNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'relentless' }],
};
