/**
 * Scout X: an undeployed unit, at the start of its Perform Actions step, may deploy with a free
 * move action at speed X; several Scout keywords (a card's and an upgrade's) add up, to at most 3
 * (legion-scout).
 */
import { catalogue, KeywordMissing, OnlyFreeKind } from '../kernel.ts';
import { scoutSpeed } from './scout-speed.ts';
import type { KeywordRule } from './types.ts';

export const ScoutUndeployedOnly = catalogue.reason('ScoutUndeployedOnly', 'legion-scout', true);
export const ScoutAtStart = catalogue.reason('ScoutAtStart', 'legion-scout', true);
export const ScoutMove = catalogue.reason<{ x: number }>('ScoutMove', 'legion-scout', false);

export const scout: KeywordRule = {
  keyword: 'scout',
  rules: ['legion-scout', 'legion-keyword-needed'],
  grant(s, a, log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Scout' }));
    if (a.action !== 'move' || !a.free) return void out.push(OnlyFreeKind({ keyword: 'Scout', kind: 'move' }));
    if (!s.undeployed) out.push(ScoutUndeployedOnly());
    if (log.made) out.push(ScoutAtStart());
    out.push(ScoutMove({ x: scoutSpeed(s) }));
  },
  candidates: () => [{ action: 'move', free: true, grantedBy: 'scout' }],
};
