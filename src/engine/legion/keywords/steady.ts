/** Steady: after a move action, a free attack action, ranged weapons only (legion-steady). */
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const steady: KeywordRule = {
  keyword: 'steady',
  rules: ['legion-steady', 'legion-keyword-needed'],
  grant(_s, a, log, k, out) {
    if (!k) out.push(R.KeywordMissing({ keyword: 'Steady' }));
    if (a.action !== 'attack' || !a.free || a.notAction) return void out.push(R.OnlyFreeKind({ keyword: 'Steady', kind: 'attack' }));
    if (a.weapon === 'melee') out.push(R.SteadyRangedOnly());
    out.push(log.moves ? R.SteadyFreeAttack() : R.SteadyNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' }],
};
