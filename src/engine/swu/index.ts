/**
 * Star Wars: Unlimited — abilities, effects and trigger order. Public API.
 *
 * Questions: {@link canUse} ("can I use this ability now?"), {@link isActive} ("is this ability
 * active?"), {@link resolutionPlan} (who chooses what; the legal complete orders),
 * {@link isLegalOrder} ("is this resolution order legal?"), {@link canTakeAction} (the turn's
 * action), {@link canAttack} / {@link canAttackNow} (with the turn) / {@link attackOutcome}, {@link dealDamage} (Shields) and
 * {@link canPay} / {@link modifiedCost}, {@link canDeclineAttack} (an attack an ability grants) and
 * {@link costForAbility} (the cost an ability reads). Effects over time: {@link happen} (a defeat, with its Bounty, one
 * ability's damage to several units at once ({@link damageAtOnce}), and the regroup phase among them).
 * Every reason cites a block id in `content/swu/`. Importing this module binds the reasons' words
 * (reason-texts.ts) to the catalogue.
 */
import { engineInWords, type GameEngine, type Parsed } from '../core/index.ts';
import { checkingEngine } from './engine.ts';
import { texts } from './reason-texts.ts';
import { catalogue } from './reasons.ts';
import type { Scenario } from './scenario.ts';
import { scenarioMessages } from './scenario-messages.ts';

catalogue.bind(texts);

export { canUse, isActive } from './abilities.ts';
export { completeOrder, isLegalOrder } from './order.ts';
export { resolutionPlan, legalOrders, forEachLegalOrder, countOrders, allTriggers, MAX_LISTED_ORDERS } from './resolution.ts';
export type { Decision, ResolutionPlan } from './resolution.ts';
export { happen, reachTiming, regroup, triggerId } from './effects.ts';
export type { GameEvent } from './effects.ts';
export { defeat } from './defeat.ts';
export type { Happened, Defeat } from './defeat.ts';
export { damageAtOnce } from './unit-damage.ts';
export type { DamageEvent, DamageSpec } from './unit-damage.ts';
export { canTakeAction, canAttackNow, turnActions, TURN_ACTIONS } from './turn.ts';
export type { ActQuestion, ActAnswer, ActKind, TurnActionKind } from './turn.ts';
export { canAttack, canDeclineAttack, legalTargets, attackOutcome, BASE } from './attack.ts';
export type { AttackOutcome, GrantedAttack } from './attack.ts';
export { dealDamage } from './damage.ts';
export type { DamageOutcome, Damageable, InstanceOutcome } from './damage.ts';
export { canPay, costForAbility, modifiedCost, missingAspects, PENALTY_PER_ICON } from './cost.ts';
export type { CostBound, CostBreakdown } from './cost.ts';
export { hasKeyword } from './keywords.ts';
export { played, attacked, defeatedTriggers, lastKnownOf, leftPlayReasons, conditionsOf } from './triggers.ts';
export type { Triggered } from './triggers.ts';
export { checkScenario } from './scenario.ts';
export type { Scenario } from './scenario.ts';
export { ASK_KINDS } from './scenario-ask.ts';
export type { Question, Choose } from './scenario-ask.ts';
export { MAX_PENDING_TRIGGERS } from './scenario-events.ts';
export { scenarioMessages } from './scenario-messages.ts';
export { answer } from './answer.ts';
export { checkingEngine } from './engine.ts';
export { reasons } from './reasons.ts';
export * from './state.ts';

/** The SWU engine behind `check` blocks, the checker and tests: problems and reasons in words. */
export const engine: GameEngine<Scenario> = engineInWords(checkingEngine, scenarioMessages);

/**
 * Validates untrusted data into a {@link Scenario} (format: scenario.ts). Never throws; each
 * problem is a sentence naming the field and the allowed values.
 */
export const parseScenario: (input: unknown) => Parsed<Scenario> = engine.parseScenario;
