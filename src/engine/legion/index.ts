/**
 * Star Wars: Legion rules engine: "can this unit do X now?" for one unit's activation, citing the
 * block ids of `content/legion/` it applied.
 *
 * Questions: {@link canPerform} (also in another unit's activation and for a standby token),
 * {@link legalActions}, {@link actionsRemaining}, {@link status}, {@link rallyOdds}, {@link canContest};
 * events: {@link rallyRoll}, {@link gainSuppression}, {@link attackSuppression}, {@link endActivation} and {@link endPhase}; `engine` answers `check` block scenarios (format in
 * scenario.ts). Importing this module loads every keyword rule (keywords/index.ts) and binds the
 * reasons' words (reason-texts.ts) to the catalogue; a page loads less (browser.ts). Pure: imports
 * only `src/engine/core`.
 */
import { engineInWords, type GameEngine, type Parsed, type ReasonCatalogue } from '../core/index.ts';
import { checkingEngine } from './engine.ts';
import * as attacks from './attacks.ts';
import * as cards from './cards.ts';
import * as contest from './contest.ts';
import * as events from './events.ts';
import * as exhaust from './exhaust.ts';
import './keywords/index.ts';
import { registerParts } from './parts.ts';
import * as round from './round.ts';
import * as rally from './rally.ts';
import { texts } from './reason-texts.ts';
import { catalogue } from './reasons.ts';
import type { Scenario } from './scenario.ts';
import { scenarioMessages } from './scenario-messages.ts';

catalogue.bind(texts);
registerParts({ attacks, round, events, rally, contest, exhaust, cards });

export { actionCount, actionsRemaining, actionsUsed, activationsAllowed, canPerform, legalActions, perform } from './actions.ts';
export { answer } from './answer.ts';
export { canContest } from './contest.ts';
export { checkingEngine } from './engine.ts';
export {
  attackSuppression,
  endActivation,
  endPhase,
  gainSuppression,
  gainWounds,
  issueOrder,
  rallyRoll,
  repair,
  untilRally,
  type Event,
  type ResolvedAttack,
} from './events.ts';
export { ALL_KEYWORD_RULES, KEYWORD_RULES, type KeywordRule } from './keywords/index.ts';
export { loadKeywords } from './keywords/loaders.ts';
export { NotLoaded, part } from './parts.ts';
export { canGuard, type Guard } from './keywords/guardian.ts';
export { moraleOf, type Morale } from './morale.ts';
export { moraleReasons, status, type Status } from './status.ts';
export { ralliesRed, rallyOdds, type Fraction, type RallyCase, type RallyOdds, type RallyOutcome } from './rally.ts';
export { nameKey, sameName } from './names.ts';
export { checkScenario, type Scenario } from './scenario.ts';
export { scenarioMessages } from './scenario-messages.ts';
export * from './state.ts';

/** Every reason the Legion engine gives, keyed by its permanent code (with its words: reason-texts.ts). */
export const reasons: ReasonCatalogue = catalogue.reasons;

/** The Legion engine for `check` blocks, the checker and tests: problems and reasons in words. */
export const engine: GameEngine<Scenario> = engineInWords(checkingEngine, scenarioMessages);

/**
 * Validates `input` (plain data) into a {@link Scenario}, filling the defaults of the format in
 * scenario.ts. Returns every problem found, each a sentence naming its field.
 */
export const parseScenario: (input: unknown) => Parsed<Scenario> = engine.parseScenario;
