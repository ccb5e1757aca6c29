/**
 * The reasons of legion-keyword-needed, shared by the keyword rules (keywords/) and attacks.ts
 * (an extra defender without Gunslinger). Kept out of reasons.ts so that a page loads them with the
 * first keyword rule or attack check it needs, not with the engine's core (browser.ts).
 */
import { catalogue } from '../reasons.ts';

export const KeywordMissing = catalogue.reason<{ keyword: string }>('KeywordMissing', 'legion-keyword-needed', true);
export const OnlyFreeKind = catalogue.reason<{ keyword: string; kind: string }>('OnlyFreeKind', 'legion-keyword-needed', true);
