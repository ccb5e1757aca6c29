/**
 * Answers a {@link Scenario}: applies what `happens`, then asks the question.
 */
import { verdictOf } from '../core/index.ts';
import type { Reason, Verdict } from '../core/index.ts';
import { canUse, isActive } from './abilities.ts';
import { happen } from './effects.ts';
import { isLegalOrder } from './order.ts';
import type { Scenario } from './scenario.ts';

/** The game's display name. */
export const name = 'Star Wars: Unlimited';

/**
 * The verdict for a scenario: the reasons from each event in `happens` (in order), then the
 * question's reasons. Refused when any of them refuses (e.g. a replacement pick is missing).
 */
export function answer(scenario: Scenario): Verdict {
  let state = scenario.state;
  const reasons: Reason[] = [];
  for (const event of scenario.happens) {
    const out = happen(state, event);
    state = out.state;
    reasons.push(...out.reasons);
  }
  const q = scenario.ask;
  const verdict =
    q.kind === 'use' ? canUse(state, q.card, q.ability) : q.kind === 'active' ? isActive(state, q.card, q.ability) : isLegalOrder(state, q.order);
  return verdictOf([...reasons, ...verdict.reasons]);
}
