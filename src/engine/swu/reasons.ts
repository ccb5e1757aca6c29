/**
 * The Star Wars: Unlimited reason catalogue. Each reason names the block id (in `content/swu/`)
 * of the rule statement it applies. Codes are permanent.
 *
 * Codes and rules only: `r(code, rule, refuses)`. The words (titles, message templates) are in
 * reason-texts.ts, bound by index.ts, so the browser fetches them as data (see `reasonCatalogue`
 * in core/reason.ts).
 */
import { reasonCatalogue, type ReasonCatalogue, type ReasonMaker } from '../core/index.ts';

/** Every entry, keyed by code (`catalogue.reasons`); its words are bound by index.ts. */
export const catalogue = reasonCatalogue();

const r = <P = void>(code: string, rule: string, refuses: boolean): ReasonMaker<P> => catalogue.reason<P>(code, rule, refuses);
const Y = true;
const N = false;

// ── Abilities (content/swu/Abilities.md) ────────────────────────────────────────────────────────

/** Asked about a card or ability the state does not have. */
export const UnknownAbility = r<{ card: string; ability: string; known: string }>('UnknownAbility', 'swu-ability-types', Y);

/** canUse on an ability that is not an action ability, or isActive on one that is never "active". */
export const WrongAbilityKind = r<{ ability: string; kind: string; asked: string }>('WrongAbilityKind', 'swu-ability-types', Y);

// ── Action abilities (Action Abilities.md, Epic Actions.md) ─────────────────────────────────────

export const NotYourTurn = r<{ player: string; active: string }>('NotYourTurn', 'swu-action-ability-is-turn-action', Y);

export const ActionAlreadyTaken = r<{ player: string }>('ActionAlreadyTaken', 'swu-action-ability-is-turn-action', Y);

export const ActionAbilityIsTurnAction = r<{ player: string }>('ActionAbilityIsTurnAction', 'swu-action-ability-is-turn-action', N);

export const ExhaustCostUnpayable = r<{ card: string }>('ExhaustCostUnpayable', 'swu-exhaust-cost', Y);

export const ResourcesShort = r<{ player: string; need: number; have: number }>('ResourcesShort', 'swu-action-ability-cost', Y);

export const CostPayable = r<{ cost: string }>('CostPayable', 'swu-action-ability-cost', N);

export const EpicActionUsed = r<{ ability: string }>('EpicActionUsed', 'swu-epic-action-once', Y);

export const EpicActionAvailable = r<{ ability: string }>('EpicActionAvailable', 'swu-epic-action-once', N);

// ── Constant, keyword, event, triggered ─────────────────────────────────────────────────────────

export const ConstantAbilityActive = r<{ card: string; exhausted: boolean }>('ConstantAbilityActive', 'swu-constant-active-in-play', N);

export const KeywordActive = r<{ card: string; keyword: string }>('KeywordActive', 'swu-keyword-active', N);

export const KeywordIgnored = r<{ card: string; keyword: string; effect: string; duration: string }>('KeywordIgnored', 'swu-ignore-keyword', Y);

export const EventAbilityNotInPlay = r<{ ability: string }>('EventAbilityNotInPlay', 'swu-event-resolves-when-played', Y);

export const TriggeredNotUsed = r<{ ability: string; condition: string }>('TriggeredNotUsed', 'swu-triggered-condition', Y);

export const AbilityTriggered = r<{ card: string; condition: string; trigger: string }>('AbilityTriggered', 'swu-triggered-condition', N);

// ── Trigger resolution (Trigger Resolution.md, Nested Abilities.md) ─────────────────────────────

export const TriggerNotResolved = r<{ trigger: string }>('TriggerNotResolved', 'swu-trigger-next-opportunity', Y);

export const TriggerResolvedTwice = r<{ trigger: string; times: number }>('TriggerResolvedTwice', 'swu-trigger-next-opportunity', Y);

export const TriggerNotPending = r<{ trigger: string; pending: string }>('TriggerNotPending', 'swu-trigger-next-opportunity', Y);

export const TriggersResolveNow = r<{ count: number }>('TriggersResolveNow', 'swu-trigger-next-opportunity', N);

export const OwnOrderChosen = r<{ player: string; triggers: string }>('OwnOrderChosen', 'swu-trigger-own-order', N);

export const FirstPlayerChosen = r<{ active: string; first: string; second: string; layer: string }>('FirstPlayerChosen', 'swu-trigger-active-player-chooses', N);

export const PlayersInterleaved = r<{ player: string; trigger: string; other: string; layer: string }>('PlayersInterleaved', 'swu-trigger-active-player-chooses', Y);

export const NestedResolvedFirst = r<{ parent: string; nested: string }>('NestedResolvedFirst', 'swu-nested-resolve-first', N);

export const NestedInterrupted = r<{ parent: string; nested: string; intruder: string }>('NestedInterrupted', 'swu-nested-resolve-first', Y);

export const NestedBeforeParent = r<{ parent: string; nested: string }>('NestedBeforeParent', 'swu-nested-resolve-first', Y);

// ── Effects (Lasting / Delayed / Replacement Effects.md) ────────────────────────────────────────

export const LastingEffectEnded = r<{ effect: string; duration: string; at: string }>('LastingEffectEnded', 'swu-lasting-effect-duration', N);

export const DelayedEffectFired = r<{ effect: string; at: string; controller: string }>('DelayedEffectFired', 'swu-delayed-effect-fires', N);

export const ReplacementApplied = r<{ effect: string; event: string; instead: string }>('ReplacementApplied', 'swu-replacement-instead', N);

export const ReplacementNotQueued = r<{ effect: string }>('ReplacementNotQueued', 'swu-replacement-not-queued', Y);

export const ReplacementChoiceRequired = r<{ chooser: string; event: string; options: string }>('ReplacementChoiceRequired', 'swu-replacement-controller-chooses', Y);

export const ReplacementChosen = r<{ chooser: string; effect: string; event: string }>('ReplacementChosen', 'swu-replacement-controller-chooses', N);

export const ReplacementNotApplicable = r<{ effect: string; event: string; options: string }>('ReplacementNotApplicable', 'swu-replacement-controller-chooses', Y);

/** The whole catalogue, keyed by code. */
export const reasons: ReasonCatalogue = catalogue.reasons;
