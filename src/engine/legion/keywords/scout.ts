/** Scout X: an undeployed unit, at the start of its Perform Actions step, may deploy with a free move action at speed X (legion-scout). */
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const scout: KeywordRule = {
  keyword: 'scout',
  rules: ['legion-scout', 'legion-keyword-needed'],
  grant(s, a, log, k, out) {
    if (!k) out.push(R.KeywordMissing({ keyword: 'Scout' }));
    if (a.action !== 'move' || !a.free) return void out.push(R.OnlyFreeKind({ keyword: 'Scout', kind: 'move' }));
    if (!s.undeployed) out.push(R.ScoutUndeployedOnly());
    if (log.made) out.push(R.ScoutAtStart());
    out.push(R.ScoutMove({ x: Math.min(3, k?.x ?? 1) }));
  },
  candidates: () => [{ action: 'move', free: true, grantedBy: 'scout' }],
};
