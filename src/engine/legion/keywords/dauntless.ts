/**
 * Dauntless: suppressed but not panicked after rallying, at the start of its Perform Actions step
 * the unit may gain 1 suppression for a free move action; a Dauntless unit ignores Compel
 * (legion-dauntless).
 */
import { catalogue, KeywordMissing, moraleOf, OnlyFreeKind, suppressionAtStart } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const DauntlessNeedsSuppressed = catalogue.reason('DauntlessNeedsSuppressed', 'legion-dauntless', true);
export const DauntlessAtStart = catalogue.reason('DauntlessAtStart', 'legion-dauntless', true);
export const DauntlessMove = catalogue.reason('DauntlessMove', 'legion-dauntless', false);

export const dauntless: KeywordRule = {
  keyword: 'dauntless',
  rules: ['legion-dauntless', 'legion-keyword-needed'],
  grant(s, a, log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Dauntless' }));
    if (a.action !== 'move' || !a.free) return void out.push(OnlyFreeKind({ keyword: 'Dauntless', kind: 'move' }));
    const m = moraleOf(s, suppressionAtStart(s));
    if (!m.suppressed || m.panicked) out.push(DauntlessNeedsSuppressed());
    if (log.made) out.push(DauntlessAtStart());
    out.push(DauntlessMove());
  },
  candidates: () => [{ action: 'move', free: true, grantedBy: 'dauntless' }],
};
