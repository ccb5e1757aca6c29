/**
 * AI: X: a unit on the battlefield (not one still to deploy) with no faceup order token and no
 * allied commander within 3 must make one of X as its first action (one that uses an action; free
 * actions do not count); when none of X is possible it acts freely (legion-ai). "Possible" is
 * what the engine can judge from the state: a listed action it refuses by another rule (a second
 * attack, a second move with Plodding, a standby for a repulsor vehicle) is not possible; what it
 * cannot see (no target in range) is the player's word.
 */
import { canPerform, catalogue, grantsNoAction, kindOf } from '../kernel.ts';
import type { NamedKind, UnitState } from '../state.ts';
import type { KeywordRule } from './types.ts';

export const AiFirstAction = catalogue.reason<{ actions: string }>('AiFirstAction', 'legion-ai', true);
export const AiListed = catalogue.reason<{ actions: string }>('AiListed', 'legion-ai', false);
export const AiLifted = catalogue.reason('AiLifted', 'legion-ai', false);
export const AiNonePossible = catalogue.reason<{ actions: string }>('AiNonePossible', 'legion-ai', false);

/** The unit without its AI keyword: what its other rules allow. */
function withoutAi(s: UnitState): UnitState {
  return { ...s, keywords: s.keywords?.filter((e) => (typeof e === 'string' ? e : e.keyword) !== 'ai') };
}

/** Whether the unit could make one of `listed` now, AI aside (its other rules all apply; a move may be a withdraw). */
function anyPossible(s: UnitState, listed: readonly NamedKind[]): boolean {
  return listed.some(
    (action) => canPerform(s, { action }).allowed || (action === 'move' && canPerform(s, { action, withdraw: true }).allowed),
  );
}

export const ai: KeywordRule = {
  keyword: 'ai',
  rules: ['legion-ai'],
  grant: grantsNoAction('AI', 'a rule for its first action'),
  check(s, a, log, k, out) {
    if (a.free || a.notAction || log.first || s.undeployed) return;
    const list = k.actions ?? [];
    const actions = list.length ? list.join(' or ') : 'a listed action';
    if (s.faceup || s.commander !== undefined) return void out.push(AiLifted());
    const kind = kindOf(a);
    if (kind && list.includes(kind)) return void out.push(AiListed({ actions }));
    // Free only when the action asked is otherwise allowed and no listed one is: a unit that can
    // make no action at all (panicked, outside its step) is refused by those rules, and by AI.
    const without = withoutAi(s);
    if (list.length > 0 && !anyPossible(without, list) && canPerform(without, a).allowed) out.push(AiNonePossible({ actions }));
    else out.push(AiFirstAction({ actions }));
  },
};
