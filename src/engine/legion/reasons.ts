/**
 * The Star Wars: Legion reason catalogue: every reason the engine can give, each naming the block
 * id (in `content/legion/`) of the rule it applies. Codes are permanent; never rename one.
 *
 * Codes and rules only: `r(code, rule, refuses)`. The words (message templates; each title is the
 * code in words, "NoActionsLeft" → "No actions left") are in reason-texts.ts, bound by index.ts, so
 * the browser fetches them as data (see `reasonCatalogue` in core/reason.ts).
 */
import { reasonCatalogue, type ReasonMaker } from '../core/index.ts';

type Kind = { kind: string };
type Counts = { total: number; used: number };
type Morale = { suppression: number; courage: number };
type Panic = Morale & { by: string };

/** Every entry, keyed by code (`catalogue.reasons`); its words are bound by index.ts. */
export const catalogue = reasonCatalogue();

const r = <P = void>(code: string, rule: string, refuses: boolean): ReasonMaker<P> => catalogue.reason<P>(code, rule, refuses);
const Y = true;
const N = false;

// ── Steps and panic ─────────────────────────────────────────────────────────────────────────────
export const NotPerformActionsStep = r<{ step: string }>('NotPerformActionsStep', 'legion-activation-steps', Y);
export const FreeCardOutsideOwnStep = r<{ step: string }>('FreeCardOutsideOwnStep', 'legion-free-card-own-step', Y);
export const UnitIsPanicked = r<Panic>('UnitIsPanicked', 'legion-panicked-no-actions', Y);

// ── Counting actions ────────────────────────────────────────────────────────────────────────────
export const NoActionsLeft = r<Counts>('NoActionsLeft', 'legion-two-actions', Y);
export const ActionUsed = r<Counts & { cost: number; left: number }>('ActionUsed', 'legion-two-actions', N);
export const SuppressedOneFewer = r<Morale>('SuppressedOneFewer', 'legion-suppressed-one-fewer', Y);
export const DamagedOneFewer = r('DamagedOneFewer', 'legion-damaged-roll', Y);
export const TwoIconsNeedBoth = r<{ left: number }>('TwoIconsNeedBoth', 'legion-card-action-two-icons', Y);
export const TwoIconsUseBoth = r('TwoIconsUseBoth', 'legion-card-action-two-icons', N);
export const CountFixedAtStart = r<{ atStart: number; now: number }>('CountFixedAtStart', 'legion-action-count-fixed', N);

// ── Free actions ────────────────────────────────────────────────────────────────────────────────
export const FreeActionCounts = r<Kind>('FreeActionCounts', 'legion-free-typed', N);
export const FreeUntyped = r<Kind>('FreeUntyped', 'legion-free-untyped', N);
export const FreeCardNotCounted = r<{ card: string }>('FreeCardNotCounted', 'legion-free-card-not-counted', N);
export const FreeWhileSuppressed = r('FreeWhileSuppressed', 'legion-free-while-suppressed', N);
export const FreeWhileDamaged = r('FreeWhileDamaged', 'legion-free-while-damaged', N);

// ── Same action, attacks, card actions ──────────────────────────────────────────────────────────
export const SameActionTwice = r<Kind>('SameActionTwice', 'legion-same-action-once', Y);
export const MoveMayRepeat = r<{ moves: number }>('MoveMayRepeat', 'legion-move-repeatable', N);
export const OneAttackAction = r<{ earlier: string }>('OneAttackAction', 'legion-one-attack-action', Y);
export const AttackNotAnAction = r('AttackNotAnAction', 'legion-attack-not-action', N);
export const EarlierAttackNotAction = r('EarlierAttackNotAction', 'legion-attack-not-action', N);
export const CardActionRepeated = r<{ card: string }>('CardActionRepeated', 'legion-card-actions-distinct', Y);
export const DifferentCardAction = r<{ card: string }>('DifferentCardAction', 'legion-card-actions-distinct', N);
export const FreeCardActionRepeated = r<{ card: string }>('FreeCardActionRepeated', 'legion-free-card-once', Y);
export const FreeCardRepeatsAction = r<Kind>('FreeCardRepeatsAction', 'legion-free-card-no-repeat', Y);
export const CardActionAlsoNamed = r<Kind>('CardActionAlsoNamed', 'legion-card-action-named-type', N);
export const GainedTokenNotAction = r<Kind>('GainedTokenNotAction', 'legion-gained-token-not-action', N);

// ── Standby, recover ────────────────────────────────────────────────────────────────────────────
export const StandbyUnitType = r<{ type: string }>('StandbyUnitType', 'legion-standby-unit-types', Y);
export const StandbyWithAttack = r<{ earlier: string }>('StandbyWithAttack', 'legion-standby-no-attack', Y);
export const StandbyTokenRemoved = r('StandbyTokenRemoved', 'legion-standby-token-removed', N);
export const RecoverRemovesSuppression = r<{ suppression: number }>('RecoverRemovesSuppression', 'legion-recover', N);
export const RecoverNoRefund = r('RecoverNoRefund', 'legion-recover-no-refund', N);

// ── Keywords ────────────────────────────────────────────────────────────────────────────────────
export const RelentlessMissing = r('RelentlessMissing', 'legion-relentless', Y);
export const RelentlessOnlyFreeAttack = r('RelentlessOnlyFreeAttack', 'legion-relentless', Y);
export const RelentlessNeedsMove = r('RelentlessNeedsMove', 'legion-relentless', Y);
export const RelentlessFreeAttack = r('RelentlessFreeAttack', 'legion-relentless', N);
export const GunslingerMissing = r('GunslingerMissing', 'legion-gunslinger', Y);
export const GunslingerOnlyExtraAttack = r('GunslingerOnlyExtraAttack', 'legion-gunslinger', Y);
export const GunslingerNeedsAttackAction = r('GunslingerNeedsAttackAction', 'legion-gunslinger', Y);
export const GunslingerUsed = r('GunslingerUsed', 'legion-gunslinger', Y);
export const GunslingerExtraAttack = r('GunslingerExtraAttack', 'legion-gunslinger', N);

// ── Another unit's activation, standby ──────────────────────────────────────────────────────────
export const NotOwnActivation = r<{ turn: string }>('NotOwnActivation', 'legion-other-activation', Y);
export const GuidanceAction = r<Kind>('GuidanceAction', 'legion-other-activation', N);
export const GuidanceNoAttack = r('GuidanceNoAttack', 'legion-other-activation', Y);
export const StandbyNoToken = r('StandbyNoToken', 'legion-standby-spend', Y);
export const StandbyOnlyMoveOrAttack = r('StandbyOnlyMoveOrAttack', 'legion-standby-spend', Y);
export const StandbySpent = r<Kind>('StandbySpent', 'legion-standby-spend', N);
export const StandbyOwnActivation = r('StandbyOwnActivation', 'legion-standby-trigger', Y);
export const StandbyFriendlyTurn = r('StandbyFriendlyTurn', 'legion-standby-trigger', Y);
export const StandbyNoTrigger = r('StandbyNoTrigger', 'legion-standby-trigger', Y);
export const StandbyOutOfReach = r<{ what: string }>('StandbyOutOfReach', 'legion-standby-trigger', Y);
export const StandbyOwnSide = r('StandbyOwnSide', 'legion-standby-trigger', Y);
export const StandbyTriggered = r<{ did: string }>('StandbyTriggered', 'legion-standby-trigger', N);
export const StandbyOnlyTrigger = r('StandbyOnlyTrigger', 'legion-standby-defender', Y);
export const StandbyPanicked = r<Panic>('StandbyPanicked', 'legion-standby-panicked', Y);
export const StandbyHeld = r('StandbyHeld', 'legion-standby-end-phase', N);

// ── Attacks, engagement, withdraw ───────────────────────────────────────────────────────────────
export const EngagedNoRanged = r('EngagedNoRanged', 'legion-engaged', Y);
export const EngagedNoMove = r('EngagedNoMove', 'legion-engaged', Y);
export const EngagedMelee = r('EngagedMelee', 'legion-engaged', N);
export const DefenderOutOfRange = r('DefenderOutOfRange', 'legion-attack-declare', Y);
export const DefenderNoLos = r('DefenderNoLos', 'legion-attack-declare', Y);
export const DefenderInMelee = r('DefenderInMelee', 'legion-no-ranged-into-melee', Y);
export const AttackPools = r<{ defenders: number }>('AttackPools', 'legion-attack-pools', N);
export const WithdrawNotEngaged = r('WithdrawNotEngaged', 'legion-withdraw', Y);
export const WithdrawMove = r('WithdrawMove', 'legion-withdraw', N);
export const WithdrewNoMore = r<Kind>('WithdrewNoMore', 'legion-withdraw', Y);

// ── Keywords ────────────────────────────────────────────────────────────────────────────────────
export const KeywordMissing = r<{ keyword: string }>('KeywordMissing', 'legion-keyword-needed', Y);
export const ChargeNeedsMove = r('ChargeNeedsMove', 'legion-charge', Y);
export const ChargeMeleeOnly = r('ChargeMeleeOnly', 'legion-charge', Y);
export const ChargeFreeAttack = r('ChargeFreeAttack', 'legion-charge', N);
export const SteadyNeedsMove = r('SteadyNeedsMove', 'legion-steady', Y);
export const SteadyRangedOnly = r('SteadyRangedOnly', 'legion-steady', Y);
export const SteadyFreeAttack = r('SteadyFreeAttack', 'legion-steady', N);
export const OnlyFreeKind = r<{ keyword: string; kind: string }>('OnlyFreeKind', 'legion-keyword-needed', Y);
export const JuyoExtraAction = r<{ wounds: number }>('JuyoExtraAction', 'legion-juyo-mastery', N);
export const JuyoTwoMoves = r('JuyoTwoMoves', 'legion-juyo-mastery', Y);
export const PloddingOneMove = r('PloddingOneMove', 'legion-plodding', Y);
export const AiFirstAction = r<{ actions: string }>('AiFirstAction', 'legion-ai', Y);
export const AiListed = r<{ actions: string }>('AiListed', 'legion-ai', N);
export const AiLifted = r('AiLifted', 'legion-ai', N);
export const TacticalAim = r<{ x: number }>('TacticalAim', 'legion-tactical', N);
export const AgileDodge = r<{ x: number }>('AgileDodge', 'legion-agile', N);
export const JumpMove = r<{ x: number }>('JumpMove', 'legion-jump', N);
export const ScoutUndeployedOnly = r('ScoutUndeployedOnly', 'legion-scout', Y);
export const ScoutAtStart = r('ScoutAtStart', 'legion-scout', Y);
export const ScoutMove = r<{ x: number }>('ScoutMove', 'legion-scout', N);
export const SpurSpeed = r('SpurSpeed', 'legion-spur', N);
export const DauntlessNeedsSuppressed = r('DauntlessNeedsSuppressed', 'legion-dauntless', Y);
export const DauntlessAtStart = r('DauntlessAtStart', 'legion-dauntless', Y);
export const DauntlessMove = r('DauntlessMove', 'legion-dauntless', N);
export const DauntlessIgnoresCompel = r('DauntlessIgnoresCompel', 'legion-dauntless', Y);
export const CompelNone = r('CompelNone', 'legion-compel', Y);
export const CompelNeedsSuppressed = r('CompelNeedsSuppressed', 'legion-compel', Y);
export const CompelAtStart = r('CompelAtStart', 'legion-compel', Y);
export const CompelMove = r('CompelMove', 'legion-compel', N);

// ── Status: courage, suppression, panic, damage ─────────────────────────────────────────────────
export const CourageNone = r('CourageNone', 'legion-courage-none', N);
export const VehicleNoSuppression = r<{ type: string }>('VehicleNoSuppression', 'legion-vehicle-no-courage', N);
export const DroidNotSuppressed = r('DroidNotSuppressed', 'legion-droid-courage', N);
export const Suppressed = r<Morale>('Suppressed', 'legion-suppressed', N);
export const NotSuppressed = r<Morale>('NotSuppressed', 'legion-suppressed', N);
export const Panicked = r<Panic>('Panicked', 'legion-panicked', N);
export const NotPanicked = r<Panic>('NotPanicked', 'legion-panicked', N);
export const CommanderCourage = r<{ commander: number; own: number }>('CommanderCourage', 'legion-commander-courage', N);
export const CommanderCourageNone = r('CommanderCourageNone', 'legion-commander-courage-none', N);
export const PanicRemovesAtEnd = r<{ courage: number }>('PanicRemovesAtEnd', 'legion-panic-remove-at-end', N);
export const VehicleDamaged = r('VehicleDamaged', 'legion-vehicle-damage-token', N);
export const DamageRoll = r<{ face: string }>('DamageRoll', 'legion-damaged-roll', N);
export const RallyRoll = r<{ dice: number }>('RallyRoll', 'legion-rally', N);
export const RallyRolled = r<{ removed: number; left: number; dice: number }>('RallyRolled', 'legion-rally', N);
export const IndomitableRedDice = r('IndomitableRedDice', 'legion-indomitable', N);
export const NoSuppressionGained = r('NoSuppressionGained', 'legion-courage-none', N);
export const SuppressionGained = r<{ n: number; now: number }>('SuppressionGained', 'legion-suppression-gain', N);
export const VehicleDamageGained = r<{ wounds: number; resilience: number }>('VehicleDamageGained', 'legion-vehicle-damage-token', N);
export const VehicleDamageOnce = r('VehicleDamageOnce', 'legion-vehicle-damage-token', N);
export const RepairRemoves = r<{ removed: number; x: number }>('RepairRemoves', 'legion-repair', N);
export const SameNameOtherCard = r<{ card: string }>('SameNameOtherCard', 'legion-card-action-source', N);
export const FireSupportStandby = r('FireSupportStandby', 'legion-fire-support', N);
export const DisciplinedRemoves = r<{ removed: number; x: number }>('DisciplinedRemoves', 'legion-disciplined', N);
export const CoordinateOrder = r('CoordinateOrder', 'legion-coordinate', N);
export const GuardianOutOfReach = r<{ what: string }>('GuardianOutOfReach', 'legion-guardian', Y);
export const GuardianRangedOnly = r('GuardianRangedOnly', 'legion-guardian', Y);
export const GuardianDefenderHasIt = r('GuardianDefenderHasIt', 'legion-guardian', Y);
export const GuardianSuppressed = r<Morale>('GuardianSuppressed', 'legion-guardian', Y);
export const GuardianCancels = r<{ x: number }>('GuardianCancels', 'legion-guardian', N);
export const IonOneFewer = r<{ ion: number }>('IonOneFewer', 'legion-ion', Y);
export const CardExhausted = r<{ card: string }>('CardExhausted', 'legion-exhaust', Y);
export const CardExhausts = r<{ card: string }>('CardExhausts', 'legion-exhaust', N);
export const StandbyLostToSuppression = r('StandbyLostToSuppression', 'legion-standby-token-removed', N);

// ── Contesting ──────────────────────────────────────────────────────────────────────────────────
export const ContestOutOfRange = r('ContestOutOfRange', 'legion-contest-range', Y);
export const ContestInRange = r('ContestInRange', 'legion-contest-range', N);
export const PanickedCannotContest = r<Panic>('PanickedCannotContest', 'legion-panicked-no-contest', Y);
