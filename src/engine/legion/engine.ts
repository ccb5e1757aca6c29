/**
 * The Legion engine object behind `check` blocks, shareable links and widgets, without the
 * reasons' words: browser code (the widget) imports it from here and binds the words it fetches;
 * Node code imports it from index.ts, which binds reason-texts.ts.
 */
import type { GameEngine, Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canContest } from './contest.ts';
import { catalogue } from './reasons.ts';
import { parseScenario, type Scenario } from './scenario.ts';

/** Answers a scenario: `canContest` for `ask: contest`, else `canPerform`. */
function answer(s: Scenario): Verdict {
  return s.ask === 'contest' ? canContest(s.state, s.leaderInRange) : canPerform(s.state, s.ask);
}

/** The Legion engine (its reasons' words bound by index.ts in Node, by the widget in the browser). */
export const engine: GameEngine<Scenario> = { id: 'legion', name: 'Star Wars: Legion', reasons: catalogue.reasons, parseScenario, answer };
