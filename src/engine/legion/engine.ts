/**
 * The Legion engine as the browser widget uses it: problems as data and the reasons' words
 * unbound; the widget binds the words it fetches and loads the problem messages only for a bad
 * input. Node code uses `engine` of index.ts, which has both in words.
 */
import type { CheckingEngine, Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canContest } from './contest.ts';
import { catalogue } from './reasons.ts';
import { checkScenario, type Scenario } from './scenario.ts';

/** Answers a scenario: `canContest` for `ask: contest`, else `canPerform`. */
function answer(s: Scenario): Verdict {
  return s.ask === 'contest' ? canContest(s.state, s.leaderInRange) : canPerform(s.state, s.ask);
}

/** The Legion checking engine (see the module comment). */
export const checkingEngine: CheckingEngine<Scenario> = { id: 'legion', name: 'Star Wars: Legion', reasons: catalogue.reasons, checkScenario, answer };
