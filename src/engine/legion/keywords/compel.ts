/**
 * Compel (on another allied unit within 2, `compel: true` on the state): a suppressed, not
 * panicked trooper may, at the start of its Perform Actions step, gain 1 suppression for a free
 * move action; Dauntless units ignore it (legion-compel, legion-dauntless).
 */
import { moraleOf, suppressionAtStart } from '../morale.ts';
import * as R from '../reasons.ts';
import { keywordOf } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const compel: KeywordRule = {
  keyword: 'compel',
  rules: ['legion-compel', 'legion-dauntless'],
  grant(s, a, log, _k, out) {
    if (a.action !== 'move' || !a.free) return void out.push(R.OnlyFreeKind({ keyword: 'Compel', kind: 'move' }));
    if (!s.compel) out.push(R.CompelNone());
    if (keywordOf(s, 'dauntless')) out.push(R.DauntlessIgnoresCompel());
    const m = moraleOf(s, suppressionAtStart(s));
    if (!m.suppressed || m.panicked) out.push(R.CompelNeedsSuppressed());
    if (log.made) out.push(R.CompelAtStart());
    out.push(R.CompelMove());
  },
};
