/**
 * The reasons of legion-keyword-needed, shared by the keyword rules (keywords/) and attacks.ts
 * (an extra defender without Gunslinger). Kept out of reasons.ts so that a page loads them with the
 * first keyword rule or attack check it needs, not with the engine's core (browser.ts).
 */
import { catalogue } from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const KeywordMissing = catalogue.reason<{ keyword: string }>('KeywordMissing', 'legion-keyword-needed', true);
export const OnlyFreeKind = catalogue.reason<{ keyword: string; kind: string }>('OnlyFreeKind', 'legion-keyword-needed', true);
export const GrantsNoAction = catalogue.reason<{ keyword: string; gives: string }>('GrantsNoAction', 'legion-keyword-needed', true);

/**
 * The `grant` hook of a keyword that grants no action (Tactical, Agile, Fire Support, Juyo Mastery…):
 * a free action or an attack that is not an action said to come from it is refused
 * (legion-keyword-needed: a keyword grants only the action it names, and these name none). What
 * the keyword gives instead, `gives`, is no action: Tactical's aim tokens are no aim action
 * (legion-gained-token-not-action), Fire Support's standby token no standby action, Juyo Mastery's
 * extra action one of the unit's own, counted with the others. An action that is neither free nor
 * an attack that is no action is left to the other rules.
 */
export const grantsNoAction =
  (keyword: string, gives: string): NonNullable<KeywordRule['grant']> =>
  (_s, a, _log, k, out) => {
    if (!a.free && !a.notAction) return;
    if (!k) out.push(KeywordMissing({ keyword }));
    out.push(GrantsNoAction({ keyword, gives }));
  };
