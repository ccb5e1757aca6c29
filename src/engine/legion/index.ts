/**
 * Star Wars: Legion rules engine: "can this unit do X now?" for one unit's activation, citing the
 * block ids of `content/legion/` it applied.
 *
 * Questions: {@link canPerform}, {@link legalActions}, {@link actionsRemaining}, {@link status},
 * {@link rallyOdds}, {@link canContest}; `engine` answers `check` block scenarios (format in
 * scenario.ts). Pure: imports only `src/engine/core`.
 */
import type { GameEngine, ReasonCatalogue, Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canContest } from './contest.ts';
import { catalogue } from './reasons.ts';
import { parseScenario, type Scenario } from './scenario.ts';

export { actionCount, actionsRemaining, actionsUsed, canPerform, legalActions, perform } from './actions.ts';
export { canContest } from './contest.ts';
export { moraleOf, status, type Morale, type Status } from './morale.ts';
export { rallyOdds, type Fraction, type RallyCase, type RallyOdds, type RallyOutcome } from './rally.ts';
export { parseScenario, type Scenario } from './scenario.ts';
export * from './state.ts';

/** Every reason the Legion engine gives, keyed by its permanent code. */
export const reasons: ReasonCatalogue = /* @__PURE__ */ Object.fromEntries(catalogue.map((d) => [d.code, d]));

/** Answers a scenario: `canContest` for `ask: contest`, else `canPerform`. */
function answer(s: Scenario): Verdict {
  return s.ask === 'contest' ? canContest(s.state, s.leaderInRange) : canPerform(s.state, s.ask);
}

/** The Legion engine for `check` blocks, shareable links and widgets. */
export const engine: GameEngine<Scenario> = { id: 'legion', name: 'Star Wars: Legion', reasons, parseScenario, answer };
