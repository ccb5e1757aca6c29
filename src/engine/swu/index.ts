/**
 * Star Wars: Unlimited — abilities, effects and trigger order. Public API.
 *
 * Questions: {@link canUse} ("can I use this ability now?"), {@link isActive} ("is this ability
 * active?"), {@link resolutionPlan} (who chooses what; the legal complete orders) and
 * {@link isLegalOrder} ("is this resolution order legal?"). Effects over time: {@link happen}.
 * Every reason cites a block id in `content/swu/`. Importing this module binds the reasons' words
 * (reason-texts.ts) to the catalogue.
 */
import { texts } from './reason-texts.ts';
import { catalogue } from './reasons.ts';

catalogue.bind(texts);

export { canUse, isActive } from './abilities.ts';
export { isLegalOrder } from './order.ts';
export { resolutionPlan, legalOrders, forEachLegalOrder, countOrders, allTriggers, MAX_LISTED_ORDERS } from './resolution.ts';
export type { Decision, ResolutionPlan } from './resolution.ts';
export { happen, reachTiming, defeat, triggerId } from './effects.ts';
export type { GameEvent, Happened } from './effects.ts';
export { parseScenario } from './scenario.ts';
export type { Scenario, Question } from './scenario.ts';
export { answer } from './answer.ts';
export { engine } from './engine.ts';
export { reasons } from './reasons.ts';
export * from './state.ts';
