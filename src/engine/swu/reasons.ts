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

export const KeywordIgnored = r<{ card: string; keyword: string; effect: string; duration: string }>(
  'KeywordIgnored',
  'swu-ignore-keyword',
  Y,
);

export const EventAbilityNotInPlay = r<{ ability: string }>('EventAbilityNotInPlay', 'swu-event-resolves-when-played', Y);

/** An event ability put in a resolution order: it resolves as its card is played and is never ordered among triggers. */
export const EventNotQueued = r<{ trigger: string; card: string }>('EventNotQueued', 'swu-event-resolves-when-played', Y);

export const TriggeredNotUsed = r<{ ability: string; condition: string }>('TriggeredNotUsed', 'swu-triggered-condition', Y);

export const AbilityTriggered = r<{ card: string; condition: string; trigger: string }>('AbilityTriggered', 'swu-triggered-condition', N);

// ── Trigger resolution (Trigger Resolution.md, Nested Abilities.md) ─────────────────────────────

export const TriggerNotResolved = r<{ trigger: string }>('TriggerNotResolved', 'swu-trigger-next-opportunity', Y);

export const TriggerResolvedTwice = r<{ trigger: string; times: number }>('TriggerResolvedTwice', 'swu-trigger-next-opportunity', Y);

export const TriggerNotPending = r<{ trigger: string; pending: string }>('TriggerNotPending', 'swu-trigger-next-opportunity', Y);

export const TriggersResolveNow = r<{ count: number }>('TriggersResolveNow', 'swu-trigger-next-opportunity', N);

export const OwnOrderChosen = r<{ player: string; triggers: string }>('OwnOrderChosen', 'swu-trigger-own-order', N);

export const FirstPlayerChosen = r<{ active: string; first: string; second: string; layer: string }>(
  'FirstPlayerChosen',
  'swu-trigger-active-player-chooses',
  N,
);

export const PlayersInterleaved = r<{ player: string; trigger: string; other: string; layer: string }>(
  'PlayersInterleaved',
  'swu-trigger-active-player-chooses',
  Y,
);

export const NestedResolvedFirst = r<{ parent: string; nested: string }>('NestedResolvedFirst', 'swu-nested-resolve-first', N);

export const NestedInterrupted = r<{ parent: string; nested: string; intruder: string }>(
  'NestedInterrupted',
  'swu-nested-resolve-first',
  Y,
);

export const NestedBeforeParent = r<{ parent: string; nested: string }>('NestedBeforeParent', 'swu-nested-resolve-first', Y);

// ── Effects (Lasting / Delayed / Replacement Effects.md) ────────────────────────────────────────

export const LastingEffectEnded = r<{ effect: string; duration: string; at: string }>(
  'LastingEffectEnded',
  'swu-lasting-effect-duration',
  N,
);

export const DelayedEffectFired = r<{ effect: string; at: string; controller: string }>(
  'DelayedEffectFired',
  'swu-delayed-effect-fires',
  N,
);

export const ReplacementApplied = r<{ effect: string; event: string; instead: string }>('ReplacementApplied', 'swu-replacement-instead', N);

export const ReplacementNotQueued = r<{ effect: string }>('ReplacementNotQueued', 'swu-replacement-not-queued', Y);

export const ReplacementChoiceRequired = r<{ chooser: string; event: string; options: string }>(
  'ReplacementChoiceRequired',
  'swu-replacement-controller-chooses',
  Y,
);

export const ReplacementChosen = r<{ chooser: string; effect: string; event: string }>(
  'ReplacementChosen',
  'swu-replacement-controller-chooses',
  N,
);

export const ReplacementNotApplicable = r<{ effect: string; event: string; options: string }>(
  'ReplacementNotApplicable',
  'swu-replacement-controller-chooses',
  Y,
);

// ── Turn actions (Player Actions.md, Take the Initiative.md, Passing.md) ───────────────────────────

export const TurnActionTaken = r<{ player: string; action: string }>('TurnActionTaken', 'swu-one-action-per-turn', Y);

export const IsTheTurnAction = r<{ player: string; action: string }>('IsTheTurnAction', 'swu-one-action-per-turn', N);

export const ChangesNothing = r<{ action: string; why: string }>('ChangesNothing', 'swu-action-must-change-state', Y);

export const ChangesState = r<{ action: string; how: string }>('ChangesState', 'swu-action-must-change-state', N);

export const DirectedByAbility = r<{ action: string }>('DirectedByAbility', 'swu-ability-directed-not-action', N);

/** A card the other player controls was played, as an action, on the active player's turn. */
export const PlayedOutOfTurn = r<{ card: string; controller: string; active: string }>('PlayedOutOfTurn', 'swu-one-action-per-turn', Y);

export const TriggerIsNoAction = r<void>('TriggerIsNoAction', 'swu-trigger-not-action', N);

/** A turn action asked about while triggered abilities wait: they resolve first, at the next opportunity. */
export const TriggersWaiting = r<{ player: string; count: number; triggers: string }>('TriggersWaiting', 'swu-trigger-next-opportunity', Y);

/** Resolving a trigger asked about with no triggered ability pending: nothing to resolve. */
export const NothingToResolve = r<void>('NothingToResolve', 'swu-trigger-next-opportunity', Y);

export const InitiativeAlreadyTaken = r<{ holder: string }>('InitiativeAlreadyTaken', 'swu-initiative-once-per-round', Y);

/**
 * Nobody took the initiative this round (`swu-initiative-once-per-round`): it is there to take, said
 * of the round, not of the player, whom other gates (an action already taken, triggers waiting) may refuse.
 */
export const InitiativeAvailable = r<{ player: string; endsPhase: boolean }>('InitiativeAvailable', 'swu-initiative-once-per-round', N);

/** What taking the initiative does next: its taker passes for the rest of the phase; right after the opponent's pass, the phase ends. */
export const InitiativeThenPasses = r<{ player: string; endsPhase: boolean }>('InitiativeThenPasses', 'swu-initiative-auto-pass', N);

export const AutoPassing = r<{ player: string; action: string }>('AutoPassing', 'swu-initiative-auto-pass', Y);

export const PassAlwaysLegal = r<{ player: string }>('PassAlwaysLegal', 'swu-pass-always-legal', N);

export const PassesEndPhase = r<{ player: string; holder: string; auto: boolean }>('PassesEndPhase', 'swu-two-passes-end-phase', N);

/**
 * The action phase ended with two passes in a row (a `pass` in `happens` right after the
 * opponent's, see `phaseEnded` of state.ts): no turn follows, so `action` (a turn's action, or a
 * turn starting) is not possible; only waiting abilities, the end of the phase and the regroup
 * phase come next.
 */
export const PhaseEndedByPasses = r<{ action: string }>('PhaseEndedByPasses', 'swu-two-passes-end-phase', Y);

/**
 * The action phase has ended without two passes in a row told in `happens` (its `end-of-phase`
 * reached, see `actionPhaseOver` of state.ts): no turn follows until the next action phase, so
 * `action` (a turn's action, or a turn starting) is not possible; waiting abilities still resolve.
 */
export const ActionPhaseEnded = r<{ action: string }>('ActionPhaseEnded', 'swu-no-turn-after-action-phase', Y);

/**
 * A play or an attack an ability would direct (`byAbility`) once the action phase is over
 * (`how`: in words, how it ended), while no triggered ability waits to resolve: no turn follows,
 * so no action ability or event is resolving either, and nothing is left that could direct it.
 */
export const NoAbilityToDirect = r<{ action: string; how: string }>('NoAbilityToDirect', 'swu-directed-needs-waiting-ability', Y);

// ── Attacks (Attacks.md, Arenas.md, Sentinel.md, Saboteur.md, Ambush.md, Hidden.md) ───────────────

export const NotAUnit = r<{ card: string }>('NotAUnit', 'swu-attacker-ready-exhausts', Y);

export const NotYourUnit = r<{ card: string; controller: string; player: string }>('NotYourUnit', 'swu-attacker-ready-exhausts', Y);

export const AttackerExhausted = r<{ card: string }>('AttackerExhausted', 'swu-attacker-ready-exhausts', Y);

/**
 * The attacker is ready. `begins`: the attack is allowed, and the attacker exhausts as it begins;
 * `false`: the attack is refused, so it does not begin and the attacker stays ready.
 */
export const AttackerExhaustsNow = r<{ card: string; begins: boolean }>('AttackerExhaustsNow', 'swu-attacker-ready-exhausts', N);

/**
 * Another attack is in progress (begun in `happens`, not yet at `end-of-attack`): units attack one at
 * a time. Its words say the attack has not ended, not that its attacker is attacking: the attacker
 * may have left play meanwhile, on which the rules facts say nothing more.
 */
export const AttackInProgress = r<{ card: string; attacking: string }>('AttackInProgress', 'swu-attacker-ready-exhausts', Y);

export const EnteredExhausted = r<{ card: string }>('EnteredExhausted', 'swu-enters-play-exhausted', Y);

export const LeaderDeploysReady = r<{ card: string }>('LeaderDeploysReady', 'swu-leader-deploys-ready', N);

/** A non-leader unit that entered play (`now` or earlier this `phase`) and is ready: something readied it. */
export const ReadiedAfterEntering = r<{ card: string; when: 'now' | 'phase' }>('ReadiedAfterEntering', 'swu-enters-play-exhausted', N);

export const AmbushAttack = r<{ card: string }>('AmbushAttack', 'swu-ambush-attack', N);

export const AmbushNeedsUnit = r<{ card: string; why: string }>('AmbushNeedsUnit', 'swu-ambush-attack', Y);

/** An exhausted Ambush unit whose moment of entering play has passed (it entered earlier, or made its Ambush attack). */
export const AmbushPassed = r<{ card: string }>('AmbushPassed', 'swu-ambush-attack', Y);

export const TargetNotEnemy = r<{ card: string; target: string }>('TargetNotEnemy', 'swu-attack-target', Y);

export const OtherArena = r<{ card: string; target: string; arena: string; targetArena: string }>('OtherArena', 'swu-arena-same', Y);

export const OtherArenaAllowed = r<{ card: string; target: string; arena: string; targetArena: string }>(
  'OtherArenaAllowed',
  'swu-arena-same',
  N,
);

export const TargetLegal = r<{ card: string; target: string }>('TargetLegal', 'swu-attack-target', N);

export const NoLegalTarget = r<{ card: string; arena: string }>('NoLegalTarget', 'swu-attack-target', Y);

/** Enemy Sentinel units (`count` of them, named in `sentinels`) in the attacker's `arena` bar the chosen target. */
export const SentinelMustBeTarget = r<{ card: string; target: string; sentinels: string; arena: string; count: number }>(
  'SentinelMustBeTarget',
  'swu-sentinel-must-target',
  Y,
);

export const SaboteurIgnoresSentinel = r<{ card: string; sentinels: string }>(
  'SaboteurIgnoresSentinel',
  'swu-saboteur-ignores-sentinel',
  N,
);

export const HiddenTarget = r<{ target: string }>('HiddenTarget', 'swu-hidden', Y);

/**
 * The target has Hidden and entered play this phase, but also Sentinel, which wins. `saboteur`: the
 * attacker has Saboteur, which it need not use, and does not use against this target.
 */
export const SentinelOverridesHidden = r<{ target: string; card: string; saboteur: boolean }>('SentinelOverridesHidden', 'swu-hidden', N);

/** A lasting effect in force says the unit can't be attacked, and it has no Sentinel to override it. */
export const CantBeAttacked = r<{ target: string; effects: string }>('CantBeAttacked', 'swu-sentinel-overrides-cant-be-attacked', Y);

/** A lasting effect says the unit can't be attacked, but it has Sentinel, which overrides that effect. */
export const SentinelOverridesCantBeAttacked = r<{ target: string; effects: string }>(
  'SentinelOverridesCantBeAttacked',
  'swu-sentinel-overrides-cant-be-attacked',
  N,
);

/** An ability grants an attack (not a "may" one) and some unit can make it: the player may not decline it. */
export const GrantedAttackMustBeMade = r<{ player: string; units: string }>(
  'GrantedAttackMustBeMade',
  'swu-granted-attack-must-be-made',
  Y,
);

/** An ability grants an attack, but no unit it allows can attack now: the attack is not made. */
export const GrantedAttackImpossible = r<{ player: string; why: string }>('GrantedAttackImpossible', 'swu-granted-attack-must-be-made', N);

/** The ability grants the attack with "may": its controller chooses whether to make it. */
export const GrantedAttackOptional = r<{ player: string }>('GrantedAttackOptional', 'swu-optional-may', N);

export const CombatDamage = r<{
  card: string;
  target: string;
  power: number;
  back: number;
  dealt: number;
  backDealt: number;
  prevented: boolean;
}>('CombatDamage', 'swu-combat-damage', N);

export const RaidPower = r<{ card: string; raid: number; power: number }>('RaidPower', 'swu-raid', N);

export const GritPower = r<{ card: string; damage: number; power: number }>('GritPower', 'swu-grit', N);

export const RestoreHeals = r<{ card: string; restore: number; healed: number; player: string; damage: number }>(
  'RestoreHeals',
  'swu-restore',
  N,
);

export const BaseDealsNone = r<{ card: string; power: number; player: string }>('BaseDealsNone', 'swu-combat-damage', N);

export const SaboteurShields = r<{ card: string; target: string; shields: number }>('SaboteurShields', 'swu-saboteur-defeats-shields', N);

export const OverwhelmExcess = r<{ card: string; target: string; excess: number; dealt: number; remaining: number; player: string }>(
  'OverwhelmExcess',
  'swu-shield-overwhelm',
  N,
);

export const OverwhelmBlocked = r<{ card: string; target: string; by: string; count: number }>(
  'OverwhelmBlocked',
  'swu-shield-overwhelm',
  N,
);

// ── Damage and Shield tokens (Damage.md, Shield Tokens.md) ───────────────────────────────────────

export const DamageDealt = r<{ card: string; amount: number; damage: number; hp: number }>('DamageDealt', 'swu-defeat-at-hp', N);

export const UnitDefeated = r<{ card: string; damage: number; hp: number }>('UnitDefeated', 'swu-defeat-at-hp', N);

export const UnitSurvives = r<{ card: string; damage: number; hp: number }>('UnitSurvives', 'swu-defeat-at-hp', Y);

/** Damage reached the unit's HP, but a replacement effect changed its defeat: it stays in play. */
export const DefeatReplaced = r<{ card: string; effect: string; damage: number; hp: number }>(
  'DefeatReplaced',
  'swu-replacement-instead',
  Y,
);

/**
 * Damage reached the unit's HP before its last instance and a replacement effect changed its
 * defeat: what the effect leaves (free text) decides the later instances, which this question
 * cannot work out, so it is not answered; the reason says what to ask instead.
 */
export const DefeatReplacedUndecided = r<{ card: string; effect: string; damage: number; hp: number; later: number; rest: string }>(
  'DefeatReplacedUndecided',
  'swu-replacement-instead',
  Y,
);

export const BaseDestroyed = r<{ player: string; damage: number; hp: number }>('BaseDestroyed', 'swu-base-defeat', N);

export const BaseHolds = r<{ player: string; damage: number; hp: number }>('BaseHolds', 'swu-base-defeat', Y);

export const BaseStands = r<{ player: string; damage: number; hp: number }>('BaseStands', 'swu-base-defeat', N);

export const NoBaseDestroyed = r('NoBaseDestroyed', 'swu-base-defeat', Y);

export const BasesDestroyedDraw = r('BasesDestroyedDraw', 'swu-base-defeat', N);

export const BaseDestroyedAtOnce = r<{ player: string; damage: number; hp: number }>('BaseDestroyedAtOnce', 'swu-base-defeat', N);

/** One ability's damage to several units: dealt to all of them at the same time (the `damage` event of `happens`). */
export const SimultaneousDamage = r<{ cards: string; amount: string }>('SimultaneousDamage', 'swu-damage-sequential', N);

/** Several units defeated by the same damage at once. */
export const DefeatedAtOnce = r<{ cards: string; players: number }>('DefeatedAtOnce', 'swu-damage-sequential', N);

/** A unit the damage of an event leaves below its HP: it stays in play (not a refusal, unlike `UnitSurvives`). */
export const UnitStaysInPlay = r<{ card: string; damage: number; hp: number }>('UnitStaysInPlay', 'swu-defeat-at-hp', N);

export const SequentialInstances = r<{ card: string; count: number }>('SequentialInstances', 'swu-damage-sequential', N);

export const ShieldPrevents = r<{ card: string; amount: number; left: number }>('ShieldPrevents', 'swu-shield-prevents', N);

/**
 * Several instances of damage to a unit with Shields: each uses one Shield at most. `used` counts the
 * instances that did use one, `which` names them (e.g. `2 (3 damage)`, `1 (2 damage) and 3 (1 damage)`).
 */
export const OneShieldPerInstance = r<{ card: string; instances: number; shields: number; used: number; which: string }>(
  'OneShieldPerInstance',
  'swu-shield-one-per-instance',
  N,
);

export const DamagePrevented = r<{ card: string; effect: string; amount: number }>('DamagePrevented', 'swu-replacement-instead', N);

export const ReplacementsInOrder = r<{ card: string; order: string }>('ReplacementsInOrder', 'swu-replacements-one-at-a-time', N);
export const ReplacementsAnyOrder = r<{ card: string; options: string; prevented: number; dealt: number }>(
  'ReplacementsAnyOrder',
  'swu-replacements-one-at-a-time',
  N,
);

export const DamageReplacementOrderNeeded = r<{ card: string; options: string }>(
  'DamageReplacementOrderNeeded',
  'swu-replacements-one-at-a-time',
  Y,
);

export const Unpreventable = r<{ card: string; shields: number }>('Unpreventable', 'swu-unpreventable', N);

// ── Costs (Costs.md, Aspect Penalty.md) ──────────────────────────────────────────────────────────

export const UnknownHandCard = r<{ card: string; known: string }>('UnknownHandCard', 'swu-pay-cost', Y);

export const ModifiedCost = r<{ card: string; printed: number; up: number; down: number; cost: number }>(
  'ModifiedCost',
  'swu-cost-modified',
  N,
);

export const AspectPenalty = r<{ card: string; missing: string; penalty: number }>('AspectPenalty', 'swu-aspect-penalty', N);

export const AspectsProvided = r<{ card: string }>('AspectsProvided', 'swu-aspect-penalty', N);

/** A neutral card: it has no aspect icons, so whatever the leader and base provide, it pays no penalty. */
export const NoAspectIcons = r<{ card: string }>('NoAspectIcons', 'swu-aspect-penalty', N);

export const PenaltyIgnored = r<{ card: string; penalty: number }>('PenaltyIgnored', 'swu-ignore-aspect-penalty', N);

export const PlayedForFree = r<{ card: string }>('PlayedForFree', 'swu-for-free', N);

export const CostCovered = r<{ player: string; cost: number; have: number; left: number }>('CostCovered', 'swu-pay-cost', N);

export const CostNotCovered = r<{ player: string; cost: number; have: number }>('CostNotCovered', 'swu-pay-cost', Y);

/** An ability reads a card's printed cost; `paid` is what its player would pay to play it (hand cards; `null` otherwise). */
export const PrintedCostRead = r<{ card: string; printed: number; paid: number | null; modified: boolean }>(
  'PrintedCostRead',
  'swu-ability-reads-printed-cost',
  N,
);

export const TokenCostsZero = r<{ card: string }>('TokenCostsZero', 'swu-ability-reads-printed-cost', N);

/** The cost an ability reads is within the bound it asks for (`bound`: e.g. "3 or less"). */
export const CostWithinBound = r<{ card: string; cost: number; bound: string }>('CostWithinBound', 'swu-ability-reads-printed-cost', N);

export const CostOutsideBound = r<{ card: string; cost: number; bound: string }>('CostOutsideBound', 'swu-ability-reads-printed-cost', Y);

// ── Triggered abilities by condition (When Played.md, On Attack.md, When Defeated.md, …) ─────────

export const NotInPlay = r<{ card: string; condition: string }>('NotInPlay', 'swu-trigger-in-play', Y);

export const ResolvesAfterLeaving = r<{ trigger: string; card: string }>('ResolvesAfterLeaving', 'swu-trigger-in-play', N);

export const WhenPlayedTriggered = r<{ card: string; trigger: string }>('WhenPlayedTriggered', 'swu-when-played', N);

export const SharedWhenPlayedWindow = r<{ card: string; triggers: string; player: string }>(
  'SharedWhenPlayedWindow',
  'swu-when-played-window',
  N,
);

/** Ambush or Shielded of a card entering play: a trigger of its When Played window, though not a When Played ability. */
export const KeywordInWhenPlayedWindow = r<{ card: string; keyword: string; trigger: string; player: string }>(
  'KeywordInWhenPlayedWindow',
  'swu-when-played-window',
  N,
);

// ── Deploying a leader (Deploying a Leader.md) ───────────────────────────────────────────────────

/** A leader unit deployed (`happens: [{ deploy: … }]`): deployed, not played, entering play ready, its cost not paid in resources. */
export const LeaderDeployed = r<{ card: string }>('LeaderDeployed', 'swu-leader-deployed-not-played', N);

/** A leader unit written as played (`happens: [{ play: … }]`): a leader is deployed, never played. */
export const LeaderNotPlayed = r<{ card: string }>('LeaderNotPlayed', 'swu-leader-deployed-not-played', Y);

/** A card deployed that is not a leader unit: only a leader deploys. */
export const NotALeader = r<{ card: string }>('NotALeader', 'swu-leader-deployed-not-played', Y);

/** A When Played ability of a leader unit that deployed: it does not trigger, as the leader was not played. */
export const WhenPlayedNotOnDeploy = r<{ card: string; ability: string }>('WhenPlayedNotOnDeploy', 'swu-leader-deployed-not-played', N);

export const WhenDeployedTriggered = r<{ card: string; trigger: string }>('WhenDeployedTriggered', 'swu-when-deployed-window', N);

/** Ambush or Shielded of a leader unit that deployed: a trigger of its When Deployed window. */
export const KeywordOnDeploy = r<{ card: string; keyword: string; trigger: string; player: string }>(
  'KeywordOnDeploy',
  'swu-when-deployed-window',
  N,
);

export const SharedWhenDeployedWindow = r<{ card: string; triggers: string; player: string }>(
  'SharedWhenDeployedWindow',
  'swu-when-deployed-window',
  N,
);

export const OnAttackTriggered = r<{ card: string; condition: string; trigger: string }>('OnAttackTriggered', 'swu-on-attack', N);

export const SlashConditions = r<{ card: string; condition: string; happened: string }>('SlashConditions', 'swu-slash-conditions', N);

export const WhenDefeatedTriggered = r<{ card: string; trigger: string; controller: string }>(
  'WhenDefeatedTriggered',
  'swu-when-defeated',
  N,
);

export const LastKnownUsed = r<{ card: string; facts: string }>('LastKnownUsed', 'swu-last-known-information', N);

export const OptionalChoice = r<{ player: string; trigger: string }>('OptionalChoice', 'swu-optional-may', N);

/**
 * Asked whether an ability of a card that left play earlier (a defeat in `happens`) can be used
 * or is active, or how damage would change it: it is no longer in play, its abilities are inactive,
 * and what still needs it reads its last known information.
 */
export const LeftPlay = r<{ card: string; left: string; facts: string }>('LeftPlay', 'swu-last-known-information', Y);

/** Asked about the When Defeated ability of a defeated card: it triggered, and reads its last known information. */
export const WhenDefeatedReadsLastKnown = r<{ card: string; ability: string; facts: string }>(
  'WhenDefeatedReadsLastKnown',
  'swu-last-known-information',
  Y,
);

// ── Bounty (Bounty.md) ─────────────────────────────────────────────────────────────────────────

export const BountyCollectable = r<{ card: string; trigger: string; collector: string }>('BountyCollectable', 'swu-bounty', N);

// ── The regroup phase (Regroup Phase.md) ──────────────────────────────────────────────────────

/**
 * The regroup phase ran (`swu-regroup`): `readied` names the cards in play it readied; resources are
 * a count of ready ones, as they stand after it, which the words say, so none is said to be readied.
 */
export const RegroupReadies = r<{ readied: string; initiative: string }>('RegroupReadies', 'swu-regroup', N);
/** The abilities still waiting when both players have passed resolve before the action phase ends. */
export const WaitingResolveBeforeEnd = r<{ count: number; waiting: string }>('WaitingResolveBeforeEnd', 'swu-two-passes-end-phase', N);

/** The whole catalogue, keyed by code. */
export const reasons: ReasonCatalogue = catalogue.reasons;
