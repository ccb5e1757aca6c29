/**
 * The words of the Star Wars: Unlimited reasons (reasons.ts): a message template per code (see
 * core/message.ts), with a title where it is not the code in words. Bound to the catalogue by
 * index.ts; the widget gets the same templates from `/check/swu/rules.json`.
 */
import { reasonTexts } from '../core/index.ts';
import type * as R from './reasons.ts';

export const texts = reasonTexts<typeof R>()({
  UnknownAbility: { title: 'No such ability', message: 'Card "{card}" has no ability "{ability}" in play (known: {known}).' },
  WrongAbilityKind: { title: 'Wrong kind of ability', message: '"{ability}" is {a:kind} ability; {asked}.' },
  NotYourTurn: "Using an action ability is a player's action for the turn, and it is {active}'s turn, not {player}'s.",
  ActionAlreadyTaken: '{player} already took their action this turn; using an action ability would be a second one.',
  ActionAbilityIsTurnAction: {
    title: 'Uses the turn’s action',
    message: "It is {player}'s turn and they have not acted yet; using this ability is their action for the turn.",
  },
  ExhaustCostUnpayable: { title: 'Already exhausted', message: '{card} is exhausted, so it cannot pay an [Exhaust] cost.' },
  ResourcesShort: { title: 'Cost not payable', message: 'The cost needs {need:ready resource/ready resources}; {player} has {have}.' },
  CostPayable: 'The cost ({cost}) can be paid in full.',
  EpicActionUsed: {
    title: 'Epic Action used',
    message: '"{ability}" is an Epic Action and was already used this game; it can be used once per game.',
  },
  EpicActionAvailable: { title: 'Epic Action unused', message: '"{ability}" is an Epic Action not yet used this game.' },
  ConstantAbilityActive: [
    'exhausted',
    {
      true: '{card} is exhausted, but a constant ability stays in effect while its card is in play.',
      other: '{card} is in play, so its constant ability is in effect.',
    },
  ],
  KeywordActive: '{card} is in play and nothing makes it ignore {keyword}, so {keyword} is active.',
  KeywordIgnored: 'Effect "{effect}" makes {card} ignore {keyword} {duration}; the keyword is inactive until then.',
  EventAbilityNotInPlay: {
    title: 'Event ability',
    message:
      '"{ability}" is an event ability: it resolves once, when its event is played, and is neither used as an action nor in effect afterwards.',
  },
  EventNotQueued: {
    title: 'Event abilities are not ordered',
    message:
      '"{trigger}" is the event ability of {card}: it resolves when {card} is played, and never waits among triggered abilities to be ordered; only the abilities it triggers do.',
  },
  TriggeredNotUsed: {
    title: 'Triggered ability',
    message: '"{ability}" is a triggered ability: it resolves when "{condition}" happens, not when a player chooses to use it.',
  },
  AbilityTriggered: '{card}\'s "{condition}" condition happened, so "{trigger}" is now waiting to resolve.',
  TriggerNotResolved: {
    title: 'Trigger left out',
    message: '"{trigger}" is pending and must resolve at the next opportunity, but the order leaves it out.',
  },
  TriggerResolvedTwice: { title: 'Trigger repeated', message: '"{trigger}" triggered once but appears {times:time/times} in the order.' },
  TriggerNotPending: { title: 'Not a pending trigger', message: '"{trigger}" is not a pending triggered ability (pending: {pending}).' },
  TriggersResolveNow: {
    title: 'Triggers resolve',
    message: [
      'count',
      {
        1: '{count} triggered ability resolves at the next opportunity, each exactly once.',
        other: '{count} triggered abilities resolve at the next opportunity, each exactly once.',
      },
    ],
  },
  OwnOrderChosen: { title: 'Player orders their own', message: '{player} chose the order of their own simultaneous triggers: {triggers}.' },
  FirstPlayerChosen: {
    title: 'Active player picks who goes first',
    message:
      'Both players have triggers {layer}; {active}, the active player, chose who resolves first: {first} resolves all of theirs, then {second}.',
  },
  PlayersInterleaved:
    '{player}\'s "{trigger}" resolves after {other} started resolving {layer}; the chosen player resolves all of theirs before the other player starts.',
  NestedResolvedFirst: {
    title: 'Nested triggers first',
    message: '"{parent}" triggered {nested} while resolving; they resolve fully before the earlier layer continues.',
  },
  NestedInterrupted: {
    title: 'Earlier layer continued too soon',
    message: '"{nested}" triggered while "{parent}" resolved, so it must resolve before "{intruder}" (an earlier layer) continues.',
  },
  NestedBeforeParent: {
    title: 'Nested before its cause',
    message: '"{nested}" is triggered by resolving "{parent}", so it cannot resolve before "{parent}".',
  },
  LastingEffectEnded: 'Lasting effect "{effect}" lasted {duration} and ended at the {at}.',
  DelayedEffectFired:
    'Delayed effect "{effect}" reached its timing point ({at}) and now waits to resolve as {controller}\'s triggered ability.',
  ReplacementApplied: {
    title: 'Event replaced',
    message: 'Replacement effect "{effect}" changed "{event}" as it happened: instead, {instead}.',
  },
  ReplacementNotQueued: {
    title: 'Replacement effects are not ordered',
    message: '"{effect}" is a replacement effect: it applies as its event happens and never waits among triggered abilities to be ordered.',
  },
  ReplacementChoiceRequired: {
    title: 'Pick a replacement',
    message: 'Several replacement effects would change "{event}" ({options}); {chooser} must pick the one that applies (add `choose`).',
  },
  ReplacementChosen: {
    title: 'Replacement picked',
    message: '{chooser} picked "{effect}" among the replacement effects that would change "{event}".',
  },
  ReplacementNotApplicable: {
    title: 'Replacement does not apply',
    message: '"{effect}" does not change "{event}"; the choice must be among: {options}.',
  },
  TurnActionTaken: {
    title: 'Action already taken',
    message: '{player} already took their action this turn; {action} would be a second one.',
  },
  IsTheTurnAction: {
    title: 'The turn’s action',
    message: "It is {player}'s turn and they have not acted yet; {action} is their one action for this turn.",
  },
  ChangesNothing: {
    title: 'Changes nothing',
    message: '{action} would not change the game: {why}. An action other than passing must change the game state.',
  },
  ChangesState: '{action} changes the game: {how}.',
  DirectedByAbility: {
    title: 'Directed by an ability',
    message: '{action} because an ability says so is part of resolving that ability, not an extra action for the turn.',
  },
  PlayedOutOfTurn: {
    title: 'Not their turn',
    message:
      "{card} is {controller}'s card, but it is {active}'s turn: a player plays a card as their action only on their own turn (if an ability made {controller} play it, add `byAbility: true`).",
  },
  TriggersWaiting: {
    title: 'Triggers resolve first',
    message:
      '{count:triggered ability is/triggered abilities are} waiting to resolve ({triggers}); they resolve at the next opportunity, so {player} takes no action before they have resolved.',
  },
  NothingToResolve: {
    title: 'Nothing to resolve',
    message: 'No triggered ability is waiting to resolve (none is pending), so there is nothing to resolve now.',
  },
  TriggerIsNoAction: {
    title: 'Not an action',
    message: 'Resolving a triggered ability is not an action: it uses no turn, and it may happen in either player’s turn.',
  },
  InitiativeAlreadyTaken: {
    title: 'Initiative taken',
    message: '{holder} already took the initiative this round; only one player may take it per round.',
  },
  InitiativeAvailable: 'Nobody has taken the initiative this round, so it is still there to take (one player per round).',
  InitiativeThenPasses: {
    title: 'Then passing for the phase',
    message: [
      'endsPhase',
      {
        true: '{player} takes it right after the opponent’s pass, so taking it ends the action phase.',
        other: 'Once {player} takes the initiative, they pass automatically on each of their turns for the rest of the phase.',
      },
    ],
  },
  AutoPassing: {
    title: 'Passing for the phase',
    message: '{player} took the initiative this round and passes automatically for the rest of the phase, so {action} is not open to them.',
  },
  PassAlwaysLegal: 'Passing is always a legal action for {player}.',
  PassesEndPhase: {
    title: 'Two passes end the phase',
    message: [
      'auto',
      {
        true: '{holder} took the initiative and passes on each of their turns, so {player} passing now makes two passes in a row: the action phase ends once waiting abilities resolve.',
        other: 'The opponent passed on the previous action; {player} passing now ends the action phase once waiting abilities resolve.',
      },
    ],
  },
  PhaseEndedByPasses: {
    title: 'The action phase is over',
    message:
      'Both players passed in a row, so the action phase ends once waiting abilities resolve and no turn follows: {action} is not possible; the regroup phase comes next.',
  },
  ActionPhaseEnded: {
    title: 'The action phase is over',
    message:
      'The action phase has ended, so no turn follows until the next action phase, after the regroup phase: {action} is not possible now. Triggered abilities still waiting resolve first.',
  },
  NoAbilityToDirect: {
    title: 'No ability left to direct it',
    message:
      '{how}, and no triggered ability waits to resolve: no ability is left that could say so, so {action} because an ability says so is not possible now.',
  },
  NotAUnit: { title: 'Not a unit', message: '{card} is not a unit in play, so it cannot attack.' },
  NotYourUnit: { title: 'Not your unit', message: '{card} is controlled by {controller}; {player} attacks only with units they control.' },
  AttackerExhausted: { title: 'Exhausted', message: '{card} is exhausted; only a ready unit may attack.' },
  AttackerExhaustsNow: [
    'begins',
    {
      true: '{card} is ready; it exhausts as the attack begins.',
      other: '{card} is ready, but this attack cannot be made, so it does not begin and {card} stays ready.',
    },
  ],
  EnteredExhausted: {
    title: 'Entered play exhausted',
    message:
      '{card} entered play this turn and units enter play exhausted; without Ambush or an effect that readies it, it cannot attack yet.',
  },
  AttackInProgress: {
    title: 'An attack is in progress',
    message:
      'The attack by {attacking} has not ended yet, and units attack one at a time: {card} may begin an attack only once that attack has ended.',
  },
  LeaderDeploysReady: 'A deployed leader unit enters play ready, so {card} need not be readied before it can attack.',
  ReadiedAfterEntering: {
    title: 'Readied since it entered play',
    message: [
      'when',
      {
        now: '{card} entered play exhausted just now, as units other than leaders do; it is ready, so an effect has readied it since.',
        other:
          '{card} entered play exhausted earlier this phase, as units other than leaders do; it is ready, so an effect has readied it since.',
      },
    ],
  },
  AmbushAttack: {
    title: 'Ambush',
    message: '{card} has Ambush and just entered play: it may attack an enemy unit, even while exhausted, as part of entering play.',
  },
  AmbushPassed: {
    title: 'Ambush is spent',
    message:
      '{card} has Ambush, but Ambush gives one attack, as the unit enters play; that attack was made or its moment has passed, so Ambush no longer lets {card} attack while exhausted.',
  },
  AmbushNeedsUnit: { title: 'Ambush attacks a unit', message: '{card} may attack with Ambush only an enemy unit, never a base: {why}.' },
  TargetNotEnemy: { title: 'Not an enemy', message: '{target} is not an enemy unit or base, so {card} cannot attack it.' },
  OtherArena: {
    title: 'Other arena',
    message: '{card} is {a:arena} unit and {target} is in the {targetArena} arena; a unit attacks only in its own arena.',
  },
  OtherArenaAllowed: {
    title: 'Other arena, by an ability',
    message:
      '{card} is {a:arena} unit and {target} is in the {targetArena} arena; an ability lets {card} attack there, and {card} stays in its own arena.',
  },
  TargetLegal: '{target} is a legal target for {card}.',
  NoLegalTarget: { title: 'No target', message: '{card} has no enemy unit in the {arena} arena and no enemy base it may attack.' },
  SentinelMustBeTarget: {
    title: 'Sentinel',
    message: [
      'count',
      {
        1: '{sentinels} has Sentinel and is in the {arena} arena with {card}, so while it is there every attack by {card} must target it: {card} cannot attack {target}.',
        other:
          '{sentinels} have Sentinel and are in the {arena} arena with {card}, so while they are there every attack by {card} must target one of them: {card} cannot attack {target}.',
      },
    ],
  },
  SaboteurIgnoresSentinel: { title: 'Saboteur', message: '{card} has Saboteur, so it may ignore Sentinel ({sentinels}).' },
  HiddenTarget: { title: 'Hidden', message: '{target} has Hidden and entered play this phase, so it cannot be attacked.' },
  SentinelOverridesHidden: [
    'saboteur',
    {
      true: "{target} has Sentinel as well as Hidden; Sentinel wins, so it can be attacked. {card}'s Saboteur only lets it ignore Sentinel if it chooses to; attacking {target}, it does not, so Sentinel still lifts Hidden.",
      other: '{target} has Sentinel as well as Hidden; Sentinel wins, so it can be attacked.',
    },
  ],
  CantBeAttacked: {
    title: "Can't be attacked",
    message: 'A lasting effect in force ({effects}) says {target} cannot be attacked, and {target} has no Sentinel to override it.',
  },
  SentinelOverridesCantBeAttacked: {
    title: 'Sentinel overrides',
    message:
      'A lasting effect ({effects}) says {target} cannot be attacked, but {target} has Sentinel, which overrides that: it can be attacked.',
  },
  GrantedAttackMustBeMade: {
    title: 'The attack must be made',
    message:
      'The ability grants {player} an attack without saying "may", and an attack is possible ({units}), so {player} must make it and cannot decline.',
  },
  GrantedAttackImpossible: {
    title: 'No attack possible',
    message: 'No attack is possible ({why}), so the attack the ability grants is not made: {player} has nothing to decline.',
  },
  GrantedAttackOptional: {
    title: 'A "may" attack',
    message: 'The ability says {player} "may" attack: {player} chooses whether to make the attack, so {player} may decline it.',
  },
  CombatDamage: [
    'prevented',
    {
      true: 'Combat: at the same time {card} deals its {power} power to {target} and {target} its {back} power to {card}; after prevention {card} deals {dealt} damage to {target} and {target} deals {backDealt} damage to {card}.',
      other: 'Combat: {card} deals {power} damage to {target} and {target} deals {back} damage to {card}, at the same time.',
    },
  ],
  BaseDealsNone: 'Attacking a base: {card} deals {power} damage to {player}’s base, which deals none back.',
  RaidPower: {
    title: 'Raid',
    message: "{card}'s Raid {raid}: +{raid} power while it attacks, so its power is {power} for this attack.",
  },
  GritPower: {
    title: 'Grit',
    message: '{card} has Grit and {damage} damage on it before the combat damage: its power counts {power}.',
  },
  RestoreHeals: [
    'healed',
    {
      0: "{card}'s Restore {restore}: as it attacks, {player}'s base is healed, but that base has no damage to heal.",
      other:
        "{card}'s Restore {restore}: as it attacks, whatever it attacks, {healed} damage is healed from {player}'s base, which has {damage} damage now.",
    },
  ],
  SaboteurShields: [
    'shields',
    {
      1: "{card}'s Saboteur defeats {target}'s {shields} Shield token as the attack begins.",
      other: "{card}'s Saboteur defeats {target}'s {shields} Shield tokens as the attack begins.",
    },
  ],
  OverwhelmExcess: [
    'excess',
    {
      0: "{card}'s Overwhelm: the {dealt} damage dealt to {target} does not go beyond its remaining {remaining} HP, so none goes to {player}'s base.",
      other:
        "{card}'s Overwhelm: of the {dealt} damage dealt to {target}, the {excess} beyond its remaining {remaining} HP is dealt to {player}'s base.",
    },
  ],
  OverwhelmBlocked: {
    title: 'No Overwhelm through prevented damage',
    message: [
      'count',
      {
        1: "{by} prevents the combat damage to {target}; prevented damage is not dealt, so {card}'s Overwhelm has no excess to deal.",
        other: "{by} prevent the combat damage to {target}; prevented damage is not dealt, so {card}'s Overwhelm has no excess to deal.",
      },
    ],
  },
  DamageDealt: '{card} takes {amount} damage: {damage} damage against {hp} HP.',
  UnitDefeated: { title: 'Defeated', message: '{card} has {damage} damage and {hp} HP: damage at least equal to HP defeats it at once.' },
  UnitSurvives: { title: 'Not defeated', message: '{card} has {damage} damage and {hp} HP, so it is not defeated.' },
  DefeatReplaced: {
    title: 'Defeat replaced',
    message:
      '{card} would be defeated with {damage} damage and {hp} HP, but replacement effect "{effect}" changed that defeat, so {card} is not defeated.',
  },
  DefeatReplacedUndecided: {
    title: 'Not decided here',
    message: [
      'later',
      {
        1: '{card} would be defeated with {damage} damage and {hp} HP, and replacement effect "{effect}" changes that defeat; whether the later instance of damage ({rest}) defeats {card} depends on what the effect leaves, which this question cannot work out. To decide it, give {card} the damage the effect leaves and ask about that instance alone (`amount: {rest}`).',
        other:
          '{card} would be defeated with {damage} damage and {hp} HP, and replacement effect "{effect}" changes that defeat; whether the {later} later instances of damage ({rest}) defeat {card} depends on what the effect leaves, which this question cannot work out. To decide it, give {card} the damage the effect leaves and ask about those instances alone (`amount: [{rest}]`).',
      },
    ],
  },
  BaseDestroyed: {
    title: 'Base destroyed',
    message:
      "{player}'s base has {damage} damage and {hp} HP: it is destroyed and {player} loses the game (had both bases been destroyed at once, it would be a draw).",
  },
  BaseHolds: { title: 'Base holds', message: "{player}'s base has {damage} damage and {hp} HP; it is not destroyed." },
  BaseStands: {
    title: 'Base holds',
    message: "{player}'s base has {damage} damage and {hp} HP; it is not destroyed, so {player} does not lose.",
  },
  NoBaseDestroyed: { title: 'Game goes on', message: 'Neither base is destroyed: the game goes on.' },
  BaseDestroyedAtOnce: { title: 'Base destroyed', message: "{player}'s base has {damage} damage and {hp} HP: it is destroyed." },
  BasesDestroyedDraw: { title: 'Draw', message: 'Both bases are destroyed at the same moment: the game is a draw.' },
  SimultaneousDamage: {
    title: 'At the same time',
    message:
      'One ability deals {amount} damage to each of {cards} at the same time: each unit takes it on its own, and every unit it defeats is defeated at once.',
  },
  DefeatedAtOnce: {
    title: 'Defeated together',
    message: [
      'players',
      {
        0: '{cards} are defeated at the same time by the same damage; their defeat triggers no ability.',
        1: '{cards} are defeated at the same time by the same damage, so the abilities their defeat triggers wait together; they are all one player’s, who orders them.',
        other:
          '{cards} are defeated at the same time by the same damage, so the abilities their defeat triggers wait together: each player orders their own, and the active player chooses which player resolves first.',
      },
    ],
  },
  UnitStaysInPlay: '{card} has {damage} damage and {hp} HP: it is not defeated and stays in play.',
  SequentialInstances: '{count} instances of damage to {card} are dealt one after another, each on its own.',
  ShieldPrevents: { title: 'Shield', message: 'A Shield token on {card} prevents {amount} damage and is defeated ({left} left).' },
  OneShieldPerInstance: [
    'used',
    {
      0: '{instances:instance/instances} of damage to {card}, {shields:Shield token/Shield tokens}: each instance can use one Shield at most, and none had damage left for a Shield to prevent, so no Shield is defeated.',
      1: '{instances:instance/instances} of damage to {card}, {shields:Shield token/Shield tokens}: each instance can use one Shield at most; only instance {which} used one, so 1 Shield is defeated.',
      other:
        '{instances:instance/instances} of damage to {card}, {shields:Shield token/Shield tokens}: each instance can use one Shield at most; instances {which} used one each, so {used} Shields are defeated.',
    },
  ],
  Unpreventable: {
    title: 'Unpreventable',
    message: 'The damage cannot be prevented: the Shield tokens on {card} ({shields}) stay and the damage is dealt.',
  },
  UnknownHandCard: { title: 'No such card in hand', message: 'There is no card "{card}" in hand (known: {known}).' },
  ModifiedCost: 'Modified cost of {card}: printed {printed}, +{up} in increases, −{down} in decreases, never below 0: {cost}.',
  AspectPenalty: {
    title: 'Aspect penalty',
    message: "{card}'s aspect icons not provided by the leader and base ({missing}) add {penalty} to its cost.",
  },
  AspectsProvided: 'The leader and base provide every aspect icon of {card}, so there is no aspect penalty.',
  NoAspectIcons: '{card} has no aspect icons (a neutral card), so it pays no aspect penalty, whatever the leader and base provide.',
  PenaltyIgnored: {
    title: 'Aspect penalty ignored',
    message: 'An effect ignores the aspect penalty of {card}: the {penalty} it would add is not paid; its aspects stay.',
  },
  PlayedForFree: {
    title: 'For free',
    message: '{card} is played for free: no resources are paid, whatever would increase or decrease its cost.',
  },
  CostCovered:
    '{player} has {have:ready resource/ready resources} for a cost of {cost}: they can pay it now by exhausting {cost:resource/resources}, no more: {left:resource stays/resources stay} ready.',
  CostNotCovered: {
    title: 'Cannot pay',
    message: '{player} has {have:ready resource/ready resources} for a cost of {cost}: they cannot pay it, so they cannot play it.',
  },
  PrintedCostRead: [
    'modified',
    {
      true: "An ability that checks {card}'s cost reads its printed cost, {printed}; what its player would pay to play it ({paid}) does not count.",
      other: "An ability that checks {card}'s cost reads its printed cost, {printed}.",
    },
  ],
  TokenCostsZero: {
    title: 'Token',
    message: '{card} is a token: it has no printed cost, and an ability that checks its cost reads 0.',
  },
  CostWithinBound: "{card}'s cost for the ability is {cost}, which is {bound}: the ability counts it.",
  CostOutsideBound: {
    title: 'Cost out of range',
    message: "{card}'s cost for the ability is {cost}, which is not {bound}: the ability does not count it.",
  },
  NotInPlay: {
    title: 'Not in play',
    message: '{card} is not in play, so its "{condition}" ability cannot trigger: a card must be in play when the condition happens.',
  },
  ResolvesAfterLeaving: '"{trigger}" triggered while {card} was in play; it still resolves now that the card has left play.',
  WhenPlayedTriggered: { title: 'When Played', message: '{card} is in play with its cost paid, so "{trigger}" triggers.' },
  SharedWhenPlayedWindow: {
    title: 'One window',
    message: '{card} entered play: {triggers} wait in the same window, and {player} orders them.',
  },
  KeywordInWhenPlayedWindow: {
    title: 'Like When Played',
    message:
      '{card} entered play: its {keyword} keyword triggers as "{trigger}" in its When Played window, which {player} orders; it acts like a When Played ability but is not one.',
  },
  LeaderDeployed: {
    title: 'Deployed, not played',
    message:
      '{card} is a leader: it was deployed, not played. It entered play ready, its cost was not paid in resources as a played card’s is, and its When Played abilities do not trigger; those that trigger on a deploy or as a unit enters play do.',
  },
  LeaderNotPlayed: {
    title: 'Leaders are deployed',
    message:
      '{card} is a leader unit: a leader is never played, it deploys (with an action ability of its leader side), so it was not played and nothing of a play happens (write it as `deploy`).',
  },
  NotALeader: { title: 'Not a leader', message: '{card} is not a leader unit: only a leader deploys; other units are played.' },
  WhenPlayedNotOnDeploy: {
    title: 'No When Played',
    message: '{card} was deployed, not played, so its "{ability}" When Played ability does not trigger.',
  },
  WhenDeployedTriggered: { title: 'When Deployed', message: '{card} deployed, so "{trigger}" triggers.' },
  KeywordOnDeploy: {
    title: 'On deploying',
    message:
      '{card} deployed: its {keyword} keyword triggers as "{trigger}", as it does when a unit enters play, in the window of its When Deployed abilities, which {player} orders.',
  },
  SharedWhenDeployedWindow: {
    title: 'One window',
    message: '{card} deployed: {triggers} wait in the same window, and {player} orders them.',
  },
  OnAttackTriggered: '{card}\'s "{condition}" triggers as "{trigger}", before combat damage; the damage it deals is not combat damage.',
  SlashConditions: {
    title: 'Either condition',
    message: '{card}\'s "{condition}" names more than one condition: it triggers on each of them, and now on "{happened}".',
  },
  WhenDefeatedTriggered: {
    title: 'When Defeated',
    message:
      '{card} was defeated: "{trigger}" triggers for {controller}, its controller when it was defeated, and resolves with the card in the discard pile.',
  },
  LastKnownUsed: { title: 'Last known information', message: 'The ability reads {card} as it last was in play: {facts}.' },
  OptionalChoice: {
    title: 'Optional',
    message: '"{trigger}" is a "you may" ability: {player} chooses, when it resolves, whether to use it.',
  },
  LeftPlay: {
    title: 'No longer in play',
    message:
      '{card} left play earlier ({left}): it is no longer in play, and none of its abilities can be used or is active. What still needs it reads its last known information: {facts}.',
  },
  WhenDefeatedReadsLastKnown: {
    title: 'Last known information',
    message:
      '{card} was defeated: "{ability}" is not used or in effect now; it triggered when {card} was defeated and reads its last known information: {facts}.',
  },
  BountyCollectable: {
    title: 'Bounty',
    message: '{card} was defeated with a Bounty: "{trigger}" triggers for {collector}, its opponent, who may collect it or decline it.',
  },
  RegroupReadies: {
    title: 'Regroup phase',
    message:
      'In the regroup phase each player draws 2 cards, then may resource 1 card, {initiative} first; then every card in play is readied, units and resources alike ({readied}); the next action phase starts with {initiative}, who holds the initiative. Ready resources are counted as given, as they stand after the regroup phase.',
  },
  WaitingResolveBeforeEnd: {
    title: 'Waiting abilities first',
    message: [
      'count',
      {
        1: 'The action phase ends only once the abilities waiting to resolve have resolved: 1 triggered ability ({waiting}) resolves before the regroup phase.',
        other:
          'The action phase ends only once the abilities waiting to resolve have resolved: {count} triggered abilities ({waiting}) resolve before the regroup phase.',
      },
    ],
  },
  DamagePrevented: 'Replacement effect "{effect}" prevents {amount} of the damage to {card} as it would be dealt.',
  ReplacementsInOrder: { title: 'One at a time', message: "{card}'s controller applied the replacements one at a time: {order}." },
  ReplacementsAnyOrder: {
    title: 'In any order',
    message:
      "Several replacement effects would change the damage to {card} ({options}); its controller applies them one at a time in the order they choose. In any order, {prevented} of the damage is prevented and {dealt} dealt; which of them is used up (a Shield is defeated only if it applies) is the controller's choice.",
  },
  DamageReplacementOrderNeeded: {
    title: 'Order the replacements',
    message:
      'Several replacement effects would change damage to {card} ({options}); its controller applies them one at a time in the order they choose (add `order`).',
  },
});
