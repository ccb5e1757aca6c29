/**
 * Star Wars: Unlimited — abilities, effects and trigger order. Public API.
 *
 * Questions: {@link canUse} ("can I use this ability now?"), {@link isActive} ("is this ability
 * active?"), {@link resolutionPlan} (who chooses what; the legal complete orders) and
 * {@link isLegalOrder} ("is this resolution order legal?"). Effects over time: {@link happen}.
 * Every reason cites a block id in `content/swu/`.
 */
import type { GameEngine } from '../core/index.ts';
import { answer } from './answer.ts';
import { reasons } from './reasons.ts';
import { parseScenario } from './scenario.ts';
import type { Scenario } from './scenario.ts';

export { canUse, isActive } from './abilities.ts';
export { isLegalOrder } from './order.ts';
export { resolutionPlan, legalOrders, forEachLegalOrder, countOrders, allTriggers, MAX_LISTED_ORDERS } from './resolution.ts';
export type { Decision, ResolutionPlan } from './resolution.ts';
export { happen, reachTiming, defeat, triggerId } from './effects.ts';
export type { GameEvent, Happened } from './effects.ts';
export { parseScenario } from './scenario.ts';
export type { Scenario, Question } from './scenario.ts';
export { answer } from './answer.ts';
export { reasons } from './reasons.ts';
export * from './state.ts';

/** The SWU engine behind `check` blocks, widgets and shareable links (format: see `scenario.ts`). */
export const engine: GameEngine<Scenario> = {
  id: 'swu',
  name: 'Star Wars: Unlimited',
  reasons,
  parseScenario,
  answer,
};
