/**
 * AI: X: a unit on the battlefield (not one still to deploy) with no faceup order token and no
 * allied commander within 3 must make one of X as its first action (one that uses an action; free
 * actions do not count) (legion-ai).
 */
import { catalogue, kindOf } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const AiFirstAction = catalogue.reason<{ actions: string }>('AiFirstAction', 'legion-ai', true);
export const AiListed = catalogue.reason<{ actions: string }>('AiListed', 'legion-ai', false);
export const AiLifted = catalogue.reason('AiLifted', 'legion-ai', false);

export const ai: KeywordRule = {
  keyword: 'ai',
  rules: ['legion-ai'],
  check(s, a, log, k, out) {
    if (a.free || a.notAction || log.first || s.undeployed) return;
    const list = k.actions ?? [];
    const actions = list.length ? list.join(' or ') : 'a listed action';
    if (s.faceup || s.commander !== undefined) return void out.push(AiLifted());
    const kind = kindOf(a);
    out.push(kind && list.includes(kind) ? AiListed({ actions }) : AiFirstAction({ actions }));
  },
};
