/**
 * Compel (on another allied unit within 2, `compel: true` on the state): a suppressed, not
 * panicked trooper may, at the start of its Perform Actions step, gain 1 suppression for a free
 * move action; Dauntless units ignore it (legion-compel, legion-dauntless).
 */
import { catalogue, keywordOf, moraleOf, OnlyFreeKind, suppressionAtStart } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const DauntlessIgnoresCompel = catalogue.reason('DauntlessIgnoresCompel', 'legion-dauntless', true);
export const CompelNone = catalogue.reason('CompelNone', 'legion-compel', true);
export const CompelNeedsSuppressed = catalogue.reason('CompelNeedsSuppressed', 'legion-compel', true);
export const CompelAtStart = catalogue.reason('CompelAtStart', 'legion-compel', true);
export const CompelMove = catalogue.reason('CompelMove', 'legion-compel', false);

export const compel: KeywordRule = {
  keyword: 'compel',
  rules: ['legion-compel', 'legion-dauntless'],
  grant(s, a, log, _k, out) {
    if (a.action !== 'move' || !a.free) return void out.push(OnlyFreeKind({ keyword: 'Compel', kind: 'move' }));
    if (!s.compel) out.push(CompelNone());
    if (keywordOf(s, 'dauntless')) out.push(DauntlessIgnoresCompel());
    const m = moraleOf(s, suppressionAtStart(s));
    if (!m.suppressed || m.panicked) out.push(CompelNeedsSuppressed());
    if (log.made) out.push(CompelAtStart());
    out.push(CompelMove());
  },
};
