/**
 * The always-loaded part of the Legion engine, as one module: what the parts a page loads on
 * demand (each keyword in keywords/ and its loaders.ts, round.ts, events.ts, rally.ts, contest.ts, exhaust.ts, cards.ts)
 * import from the engine. They
 * import it from here only, so that a page's on-demand chunks share a single chunk of the engine
 * with the page's own script instead of several small ones. The reasons of legion-keyword-needed
 * (keywords/needed.ts) are re-exported here too but are no part of that chunk: only on-demand
 * modules use them.
 */
export { actionCount, canPerform, actionGains, panicReasons, settle } from './actions.ts';
export { grantingRule, isKeyword, KEYWORD_RULES, registerKeywords, ruleOf } from './keywords/registry.ts';
export { moraleOf, suppressionAtStart } from './morale.ts';
export * from './reasons.ts';
export { grantsNoAction, KeywordMissing, OnlyFreeKind } from './keywords/needed.ts';
export { isGainedToken, isVehicle, keywordOf, kindOf } from './state.ts';
