/**
 * The words of the Legion reasons (reasons.ts and each keyword's file): one message template per code (see
 * core/message.ts); each title is the code in words. Bound to the catalogue by index.ts; the
 * widget gets the same templates from `/check/legion/rules.json`.
 */
import { reasonTexts } from '../core/index.ts';
import type * as Attacks from './attacks.ts';
import type * as Cards from './cards.ts';
import type * as Contest from './contest.ts';
import type * as Events from './events.ts';
import type * as Exhaust from './exhaust.ts';
import type * as Rally from './rally.ts';
import type * as R from './reasons.ts';
import type * as Round from './round.ts';
import type * as Status from './status.ts';
import type * as Agile from './keywords/agile.ts';
import type * as Ai from './keywords/ai.ts';
import type * as Charge from './keywords/charge.ts';
import type * as Compel from './keywords/compel.ts';
import type * as Coordinate from './keywords/coordinate.ts';
import type * as Dauntless from './keywords/dauntless.ts';
import type * as Disciplined from './keywords/disciplined.ts';
import type * as FireSupport from './keywords/fire-support.ts';
import type * as Guardian from './keywords/guardian.ts';
import type * as Gunslinger from './keywords/gunslinger.ts';
import type * as Independent from './keywords/independent.ts';
import type * as Jump from './keywords/jump.ts';
import type * as Needed from './keywords/needed.ts';
import type * as JuyoMastery from './keywords/juyo-mastery.ts';
import type * as MasterOfTheForce from './keywords/master-of-the-force.ts';
import type * as Plodding from './keywords/plodding.ts';
import type * as Ready from './keywords/ready.ts';
import type * as Relentless from './keywords/relentless.ts';
import type * as Scout from './keywords/scout.ts';
import type * as Spur from './keywords/spur.ts';
import type * as Steady from './keywords/steady.ts';
import type * as Tactical from './keywords/tactical.ts';
import type * as Unstoppable from './keywords/unstoppable.ts';

/** Every maker: the core's (reasons.ts), each part's (attacks, cards, round, events, rally, contest, exhaust, status) and each keyword's (keywords/, with the shared needed.ts). */
type Makers = typeof R &
  typeof Attacks &
  typeof Cards &
  typeof Contest &
  typeof Events &
  typeof Exhaust &
  typeof Rally &
  typeof Round &
  typeof Status &
  typeof Agile &
  typeof Ai &
  typeof Charge &
  typeof Compel &
  typeof Coordinate &
  typeof Dauntless &
  typeof Disciplined &
  typeof FireSupport &
  typeof Guardian &
  typeof Gunslinger &
  typeof Independent &
  typeof Jump &
  typeof JuyoMastery &
  typeof MasterOfTheForce &
  typeof Needed &
  typeof Plodding &
  typeof Ready &
  typeof Relentless &
  typeof Scout &
  typeof Spur &
  typeof Steady &
  typeof Tactical &
  typeof Unstoppable;

export const texts = reasonTexts<Makers>()({
  NotPerformActionsStep: 'Actions are made only in the Perform Actions step, not the {step} step.',
  FreeCardOutsideOwnStep: "Free card actions only in the unit's own Perform Actions step, not {step}.",
  ActivatedThisRound: 'Already activated {activations:time/times} this round; {allowed:activation/activations} a round at most.',
  ActivationEnded: 'The activation ended; asked at its activation in the next round.',
  EndPhaseRemoves:
    'End Phase: its aim, dodge and standby tokens are removed, then {removed:suppression token/suppression tokens} (one a unit).',
  NextRallyUnknown:
    'Its next rally ({dice:die/dice}) is not rolled yet: this answer counts every die a blank; each block or surge ({odds}) removes one more token.',
  UnitIsPanicked: 'Panicked when Perform Actions began ({suppression} ≥ 2 × {by} courage {courage}): no actions, free or not.',
  NoActionsLeft: 'No action left: {used} of {total} used.',
  ActionUsed: 'Uses {cost} of {total:action/actions}; {left} left after.',
  SuppressedOneFewer: 'Suppressed when Perform Actions began ({suppression} ≥ courage {courage}): one action fewer.',
  SuppressedActionLost: 'Suppressed when Perform Actions began ({suppression} ≥ courage {courage}): one action fewer this activation.',
  DamagedOneFewer: 'Damage die blank: one action fewer.',
  DamagedActionLost: 'Damage die blank: one action fewer this activation.',
  TwoIconsNeedBoth: 'A two-icon card action needs 2 actions; {left} left.',
  TwoIconsUseBoth: 'A two-icon card action uses both actions.',
  CountFixedAtStart: 'Actions were counted at {atStart} suppression when Perform Actions began, not {now} now.',
  FreeActionCounts: 'A free {kind} uses no action but is {a:kind} action.',
  FreeUntyped: 'An untyped free action may be any action; this one is {a:kind}.',
  FreeCardNotCounted: 'Free card action {card}: uses no action.',
  FreeWhileSuppressed: 'Suppression does not limit free actions.',
  FreeWhileDamaged: 'Vehicle damage does not limit free actions.',
  SameActionTwice: 'Already made {a:kind} action; only move repeats.',
  MoveMayRepeat: 'Move may repeat ({moves} so far).',
  OneAttackAction: 'One attack action per activation, free or not; made: {earlier}.',
  AttackNotAnAction: 'Not an action: uses no action, is not the attack action, triggers no after-action ability.',
  EarlierAttackNotAction: 'The earlier attack was not an action; the attack action is still open.',
  CardActionRepeated: 'Card action {card} already made.',
  DifferentCardAction: '{card} is a different card action.',
  FreeCardActionRepeated: 'Free card action {card} already made.',
  FreeCardRepeatsAction: 'This free card action is {a:kind}, already made.',
  CardActionAlsoNamed: 'This card action is also {a:kind} action.',
  GainedTokenNotAction: 'The gained {kind} token was not {a:kind} action.',
  StandbyUnitType: 'Only troopers and ground vehicles go on standby, not {a:type}.',
  StandbyWithAttack: 'Made {a:earlier} action: never attack and standby in one activation.',
  StandbyTokenRemoved: 'Acting removes its standby token.',
  RecoverRemovesSuppression: [
    'suppression',
    {
      0: 'No suppression to remove; readies its exhausted upgrade cards.',
      other: 'Removes any of its {suppression} suppression; readies its exhausted upgrade cards.',
    },
  ],
  RecoverNoRefund: 'Recovering returns no action lost to suppression.',
  RecoveredNoRefund: 'Recovering returns no action lost to suppression: still one action fewer.',
  RelentlessMissing: 'No Relentless keyword.',
  RelentlessOnlyFreeAttack: 'Relentless grants only a free attack action.',
  RelentlessNeedsMove: 'Relentless only right after a move action: a move must be its last action.',
  RelentlessFreeAttack: 'After its move action, Relentless grants a free attack action.',
  GunslingerMissing: 'No Gunslinger keyword.',
  GunslingerOnlyExtraAttack: 'Gunslinger (older wording) grants only an attack that is not an action.',
  GunslingerNeedsAttackAction: 'Gunslinger only right after an attack action: an attack action must be its last action.',
  GunslingerUsed: 'Gunslinger attack already made.',
  GunslingerRangedOnly: 'The Gunslinger attack (older wording) is a ranged attack: no melee weapon.',
  GunslingerExtraAttack: 'After its attack action, Gunslinger (older wording) grants one more ranged attack.',
  GunslingerExtraDefender: 'Gunslinger adds one more defender inside this attack (a ranged weapon already used): not an extra attack.',
  GunslingerSameDefender: 'The extra defender must be a unit not yet declared a defender of this attack.',
  GunslingerDefenderIneligible: 'The extra defender must be {what}, like any defender.',
  GunslingerRangedPool: "Gunslinger's extra pool is a ranged weapon already used; this attack is melee.",
  NoActivationYet: 'No unit is active at the start of the Activation Phase; a unit acts only where a rule lets it (Independent).',
  UnstoppableActivation: 'Unstoppable: its second activation this round.',
  MasterOfTheForceReadies: 'Master of the Force {x}: at the end of its activation it readies exhausted Force upgrades: {cards}.',
  IndependentFree: 'Independent: makes {a:kind} action as a free action at the start of the Activation Phase.',
  IndependentPhaseStart: 'Independent applies only at the start of the Activation Phase, before any unit activates.',
  IndependentHasOrder: 'Independent only for a unit without an order token.',
  NotOwnActivation: "In {turn} unit's activation a unit acts only where a rule lets it (standby, defending, Guardian, Guidance).",
  GuidanceAction: "Guidance hands it a free {kind} action in another unit's activation.",
  GuidanceNoAttack: 'Guidance hands over only a free action that is not an attack.',
  StandbyNoToken: 'No standby token to spend.',
  StandbyOnlyMoveOrAttack: 'A standby token gives only a free move or a free attack.',
  StandbySpent: 'Spends its standby token for a free {kind} action.',
  StandbyOwnActivation: 'A standby token is never spent in its own activation.',
  StandbyFriendlyTurn: 'Only an enemy unit sets off a standby token, not a friendly one.',
  StandbyNoTrigger: 'The enemy unit has not attacked, moved or acted yet.',
  StandbyOutOfReach: 'The enemy unit is not {what} of the standby unit.',
  StandbyOwnSide: "An effect of the standby unit's own side made the enemy act: no trigger.",
  StandbyTriggered: "The enemy's {did} within 2 and in line of sight sets off the standby token.",
  StandbyOnlyTrigger: 'A standby attack may target only the enemy unit that set it off.',
  StandbyPanicked: 'Panicked ({suppression} ≥ 2 × {by} courage {courage}): spends no standby token.',
  StandbyHeld: 'Keeps its standby token until it acts, gains suppression, or the End Phase.',
  EngagedNoRanged: 'Engaged: melee attacks only, no ranged weapon.',
  EngagedNoMove: 'Engaged: no move but a withdraw.',
  EngagedMelee: 'Engaged: it may attack with melee weapons only.',
  DefenderOutOfRange: "The defender is out of the weapon's range: no attack.",
  DefenderNoLos: "No mini of the defender in the unit leader's line of sight: no attack.",
  DefenderOutOfMelee: 'A melee weapon reaches only a defender in base contact, and this one is not in melee with the attacker.',
  DefenderInMelee: 'No ranged weapon against a unit in melee.',
  DefenderEngaged: 'The defender is engaged, though not with the attacker: no ranged weapon may target it.',
  DefenderMeleeElsewhere:
    'The defender is in melee with other units, not with the attacker, and is not engaged: a ranged weapon may target it.',
  AttackPools: '{defenders:defender/defenders}, one pool each: still one attack.',
  PoolMixed: 'Pool {pool} holds melee and ranged weapons: a pool is all melee or all ranged.',
  PoolSplit: '{name} is in two pools: weapons of the same name share one pool.',
  PoolTakesType: '{name} has both icons: it joined its pool as {a:as} weapon, and is that for this attack.',
  PoolsOneType: '{pools:pool/pools}, each of weapons of one type; no weapon name is split between pools.',
  NoMeleeWeapon: 'Its unit leader has no melee weapon: no move into base contact with an enemy.',
  AttackerUndeployed:
    'Not on the battlefield yet: no unit leader to measure range and line of sight from, so no attack until a move deploys it.',
  WithdrawNotEngaged: 'Only an engaged unit withdraws.',
  WithdrawMove: 'Withdraw: a move action at speed 1 out of melee.',
  WithdrewNoMore: 'Withdrew this activation: no {kind} after it.',
  CreatureAttacksAndWithdraws: 'A creature trooper may attack and withdraw in the same activation.',
  GuidanceFriendlyOnly: "Guidance hands over an action in an allied unit's activation, not {turn}.",
  PanickedHandedAction:
    'Panicked ({suppression} suppression ≥ 2 × {by} courage {courage}): makes no actions or free actions, so none handed to it either.',
  WithdrawAfter: 'Made {a:kind} this activation: no withdraw in it.',
  WithdrewOutOfMelee: 'Its withdraw took it out of melee: it is no longer engaged.',
  WithdrewNoMelee: 'A unit that withdraws makes no move into melee in that activation, the withdraw included.',
  KeywordMissing: 'No {keyword} keyword.',
  ChargeNeedsMove: 'Charge only right after a move action that started a melee: that move must be its last action.',
  ChargeMeleeOnly: 'The Charge attack uses melee weapons only.',
  ChargeOneDefender: 'The Charge attack is against the unit its move reached, and that unit only: no other defender.',
  ChargeFreeAttack: 'After its move into melee, Charge grants a free attack action (melee).',
  SteadyNeedsMove: 'Steady only right after a move action: a move must be its last action.',
  SteadyRangedOnly: 'The Steady attack uses ranged weapons only.',
  SteadyFreeAttack: 'After its move action, Steady grants a free attack action (ranged).',
  OnlyFreeKind: '{keyword} grants only a free {kind} action.',
  GrantsNoAction: '{keyword} grants no free action and no attack: it gives {gives}.',
  JuyoExtraAction: 'Juyo Mastery with {wounds:wound token/wound tokens}: one extra action.',
  JuyoTwoMoves: 'Juyo Mastery: at most 2 move actions, free ones included.',
  PloddingOneMove: 'Plodding: one move action per activation.',
  AiFirstAction: 'AI: its first action must be {actions}.',
  AiNonePossible: 'AI: none of {actions} is possible now, so it acts freely.',
  AiListed: 'AI: a first action of {actions} is allowed.',
  AiLifted: 'A faceup order token or an allied commander within 3: AI does not apply.',
  TacticalAim: 'Tactical {x}: gains {x} aim after this move (no aim action).',
  AgileDodge: 'Agile {x}: gains {x} dodge after this move (no dodge action).',
  ReadyAim: 'Ready {x}: gains {x} aim after this standby action (no aim action).',
  ReadyNotFromToken: 'Ready: the standby token Fire Support gives is no standby action, so it gains no aim.',
  JumpMove: 'Jump {x}: a move action ignoring terrain of height {x} or less.',
  ScoutUndeployedOnly: 'Scout deploys only an undeployed unit.',
  ScoutAtStart: 'Scout moves only at the start of the Perform Actions step.',
  ScoutMove: 'Scout {x}: deploys with a free move action at speed {x}.',
  SpurSpeed: 'Spur: may take 1 suppression for +1 speed on this move, to at most speed 3.',
  DauntlessNeedsSuppressed: 'Dauntless needs the unit suppressed and not panicked.',
  DauntlessAtStart: 'Dauntless moves only at the start of the Perform Actions step.',
  DauntlessMove: 'Dauntless: gains 1 suppression for a free move action.',
  DauntlessIgnoresCompel: 'A Dauntless unit ignores Compel.',
  CompelNone: 'No allied unit with Compel within 2.',
  CompelNeedsSuppressed: 'Compel needs the unit suppressed and not panicked.',
  CompelAtStart: 'Compel moves it only at the start of the Perform Actions step.',
  CompelMove: 'Compel: gains 1 suppression for a free move action.',
  CourageNone: 'Courage "-": never suppressed or panicked.',
  VehicleNoSuppression: '{A:type} has no courage and ignores suppression.',
  DroidNotSuppressed: 'Droid troopers are never suppressed, but can panic.',
  Suppressed: 'Suppressed: {suppression} suppression ≥ courage {courage}.',
  NotSuppressed: 'Not suppressed: {suppression} suppression < courage {courage}.',
  Panicked: 'Panicked: {suppression} suppression ≥ 2 × {by} courage {courage}.',
  NotPanicked: 'Not panicked: {suppression} suppression < 2 × {by} courage {courage}.',
  CommanderCourage: "Panic check uses a commander's courage {commander} (within 3), not its own {own}.",
  CommanderCourageNone: 'A commander with courage "-" is within 3: no panic.',
  PanicRemovesAtEnd: 'Panicked: removes {courage} suppression (its courage) at the end.',
  VehicleDamaged: 'Vehicle damage token: rolls a white die each activation.',
  DamageRoll: ['face', { blank: 'Damage die: blank, one action fewer.', other: 'Damage die: {face}, no action lost.' }],
  RallyRoll: 'Rally: {dice:die/dice}; each block or surge ({odds}) removes a token.',
  IonRollPending: 'Ion: {ion} white dice not rolled yet; a blank on any of them costs one action.',
  RallyRolled: 'Rallied: {removed} of {dice} dice showed a block or surge; {left} suppression left.',
  IndomitableRedDice: 'Indomitable: rallies with red dice; a block or surge (4 faces of 6) removes a token.',
  NoSuppressionGained: 'Courage "-": gains no suppression.',
  SuppressionGained: 'Gains {n} suppression: {now} now.',
  AttackSuppresses: 'A ranged attack that rolled a hit or critical and did not defeat it: 1 suppression for the defender.',
  AttackNoSuppression: 'No suppression from this attack: {why}.',
  SuppressiveToken: 'Suppressive weapon in the pool: 1 more suppression for the defender, hit or not.',
  SuppressiveDefeated: 'Suppressive gives no token to a defender the attack defeated.',
  VehicleDamageGained: 'Wounds {wounds} reach resilience {resilience}: gains the vehicle damage token.',
  VehicleDamageOnce: 'A vehicle damage token comes once per game: no new one.',
  RepairRemoves: 'Repair {x}: removes {removed} token(s), the damage token first.',
  TreatRemoves: 'Treat {x}: removes {removed:wound token/wound tokens}.',
  RepairNoRefund: 'Its {die} showed a blank this activation: the action it cost stays lost after Repair removes the token.',
  SameNameOtherCard: '{card} from another card is another card action.',
  FireSupportStandby: 'Fire Support: issued an order, it gains a standby token (not a standby action).',
  DisciplinedRemoves: 'Disciplined {x}: issued an order, it removes {removed} suppression.',
  CoordinateOrder: 'Coordinate: issued an order, it may issue one order to a listed allied unit within 1.',
  GuardianOutOfReach: 'The defending ally is not {what} of the Guardian unit.',
  GuardianRangedOnly: 'Guardian covers only a ranged attack.',
  GuardianTroopersOnly: 'Guardian covers only an allied trooper unit, not a vehicle.',
  GuardianDefenderHasIt: 'A defender with Guardian of its own gets no Guardian help.',
  GuardianSuppressed: 'Guardian not while its suppression {suppression} ≥ courage {courage}.',
  GuardianCancels: 'Guardian {x}: cancels up to {x:hit/hits}, rolling a defense die for each (blank: 1 wound on it).',
  IonOneFewer: 'An ion die showed a blank this activation: one action fewer.',
  IonActionLost: 'An ion die showed a blank this activation: one action fewer.',
  IonRemovedAtEnd: 'Its {ion:ion token goes/ion tokens go} at the end of its activation.',
  OrderTokenFacedown: 'Its order token is turned facedown as its activation ends.',
  CardsStaySpent: 'Used up this activation, and still so in the next round unless readied: {cards}.',
  RecoverReadied: 'Its recover action readied the upgrade cards exhausted before it.',
  ScoutDeployed: 'Its Scout move deployed it: it is on the battlefield from now on.',
  DamageDieNotRolled:
    'Its damage die of this activation is not rolled here (it is rolled at each activation): this answer counts no blank; on a blank (2 in 3) it has one action fewer.',
  IonDiceNotRolled:
    'Its ion dice of this activation ({dice:die/dice}, one per ion token) are not rolled here: this answer counts no blank; if any shows a blank it has one action fewer.',
  CardExhausted: '{card} is exhausted: ready it first (Recover).',
  CardExhausts: '{card} exhausts after this; not again until readied.',
  CardExpended: '{card} is expended: gone for the rest of the game.',
  CardExpends: '{card} is expended after this: gone for the rest of the game.',
  CapacityFull: '{card} already holds {capacity} wounds, its capacity: it cannot be used.',
  CapacityWound: '{card} takes 1 wound for this use: {held} of its capacity of {capacity}.',
  RepairTarget: 'Repair mends droid troopers and vehicles: {a:type} is a unit it may target.',
  RepairWrongTarget: 'Repair mends only droid troopers and vehicles, not {a:type}: an organic trooper is healed by Treat.',
  RepairTargetOut: "Repair's target must be {need} of the unit.",
  TreatTarget: 'Treat heals organic troopers: {a:type} is a unit it may target.',
  TreatWrongTarget: 'Treat heals only organic troopers, not {a:type}: droids and vehicles are mended by Repair.',
  TreatTargetOut: "Treat's target must be {need} of the unit.",
  StandbyLostToSuppression: 'Gaining suppression removes its standby token.',
  ContestOutOfRange: 'Unit leader not within 1/2 of the objective.',
  ContestInRange: 'Unit leader within 1/2 of the objective.',
  PanickedCannotContest: 'Panicked ({suppression} ≥ 2 × {by} courage {courage}): cannot contest.',
});
