/**
 * Answers a Legion {@link Scenario} (and names the game): what the widget needs to show a
 * situation, apart from the scenario validator (engine.ts joins them).
 */
import type { Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canContest } from './contest.ts';
import type { Scenario } from './scenario.ts';

/** The game's display name. */
export const name = 'Star Wars: Legion';

/** Answers a validated scenario: `canContest` for `ask: contest`, else `canPerform`. */
export function answer(s: Scenario): Verdict {
  return s.ask === 'contest' ? canContest(s.state, s.leaderInRange) : canPerform(s.state, s.ask);
}
