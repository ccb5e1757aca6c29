/**
 * Dauntless: suppressed but not panicked after rallying, at the start of its Perform Actions step
 * the unit may gain 1 suppression for a free move action; a Dauntless unit ignores Compel
 * (legion-dauntless).
 */
import { moraleOf, suppressionAtStart } from '../morale.ts';
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const dauntless: KeywordRule = {
  keyword: 'dauntless',
  rules: ['legion-dauntless', 'legion-keyword-needed'],
  grant(s, a, log, k, out) {
    if (!k) out.push(R.KeywordMissing({ keyword: 'Dauntless' }));
    if (a.action !== 'move' || !a.free) return void out.push(R.OnlyFreeKind({ keyword: 'Dauntless', kind: 'move' }));
    const m = moraleOf(s, suppressionAtStart(s));
    if (!m.suppressed || m.panicked) out.push(R.DauntlessNeedsSuppressed());
    if (log.made) out.push(R.DauntlessAtStart());
    out.push(R.DauntlessMove());
  },
  candidates: () => [{ action: 'move', free: true, grantedBy: 'dauntless' }],
};
