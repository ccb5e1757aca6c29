/**
 * Answers a Legion {@link Scenario} (and names the game): what the widget needs to show a
 * situation, apart from the scenario validator (engine.ts joins them).
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canContest } from './contest.ts';
import { canGuard } from './keywords/guardian.ts';
import { gainSuppression, gainWounds, issueOrder, rallyRoll, repair, type Event } from './events.ts';
import type { Scenario } from './scenario.ts';

/** The game's display name. */
export const name = 'Star Wars: Legion';

/**
 * Answers a validated scenario: `canContest` for `ask: contest`, `canGuard` for `ask: guardian`,
 * else `canPerform`; a rally roll
 * (`rolled`), an order issued (`orderIssued`), Repair (`repaired`), wounds (`wounded`) and gained suppression (`gains`) are applied
 * first, in that order, their reasons leading.
 */
export function answer(s: Scenario): Verdict {
  let state = s.state;
  const before: Reason[] = [];
  if (s.rolled) {
    const e = rallyRoll(state, s.rolled);
    state = e.state;
    before.push(...e.reasons);
  }
  const apply = (e: Event): void => {
    state = e.state;
    before.push(...e.reasons);
  };
  if (s.orderIssued) apply(issueOrder(state));
  if (s.repaired) apply(repair(state, s.repaired));
  if (s.wounded) apply(gainWounds(state, s.wounded));
  if (s.gains) apply(gainSuppression(state, s.gains));
  const v =
    s.ask === 'contest'
      ? canContest(state, s.leaderInRange)
      : s.ask === 'guardian'
        ? canGuard(state, s.guard ?? {})
        : canPerform(state, s.ask);
  return before.length ? verdictOf([...before, ...v.reasons]) : v;
}
