/**
 * The words of the Chronicle X reasons (reasons.ts): a message template per code (see
 * core/message.ts), with a title where it is not the code in words. Bound to the catalogue by
 * index.ts; the widget gets the same templates from `/check/chronicle-x/rules.json`.
 */
import { reasonTexts } from '../core/index.ts';
import type * as R from './reasons.ts';

export const texts = reasonTexts<typeof R>()({
  NotActivated: {
    title: 'No activation in progress',
    message: 'No model is being activated, so nobody can take {a:action} action; activate a model first.',
  },
  ActionsUsedUp: {
    title: 'Both actions used',
    message: '{model} has already used both actions of this activation ({did}); it takes no more until it is activated again next round.',
  },
  ActionsLeft: '{model} has used {used} of its 2 actions in this activation.',
  SameActionTwice:
    '{model} already took {a:action} action in this activation; its two actions must be different, so the other one has to be another action.',
  ActivationInProgress: '{active} is being activated; {model} can be activated only once that activation ends.',
  AlreadyActivated:
    '{model} has already been activated this round; each Hero and Alien Unit is activated at most once per round, so it can be activated again next round.',
  InterruptionCounts: {
    title: 'Interruption was its activation',
    message:
      "{model} was activated out of turn by the Overmind's Interruption this round, and that counts as its activation for the round; it can be activated again next round.",
  },
  NotThisPhase: {
    title: "Not this side's phase",
    message: [
      'kind',
      {
        hero: "{model} is a Hero and it is the Overmind's phase; Heroes activate in the Hero phase.",
        other: [
          'phase',
          {
            hero: "{model} is the Overmind's ({kind}) and it is the Hero phase; the Overmind activates its units in its own phase, or one during the Hero phase with its Interruption.",
            other:
              "{model} is the Overmind's ({kind}) and it is the Overmind's phase; the Overmind activates its units in its own phase, or one during the Hero phase with its Interruption.",
          },
        ],
      },
    ],
  },
  InterruptionUsed: {
    title: 'Interruption already used',
    message:
      "The Overmind already used its Interruption this Hero phase (on {used}), so it cannot activate {model} out of turn; it can activate {model} in the Overmind's phase.",
  },
  InterruptionMisused: { title: 'Interruption not possible', message: "The Overmind's Interruption cannot activate {model}: {why}." },
  InterruptionAvailable: {
    title: 'Interruption',
    message: 'The Overmind has not used its Interruption this Hero phase: its one out-of-turn activation of the phase is not spent yet.',
  },
  NotAnActivation: '{model} made {what} this round, which does not count as an activation.',
  OverwatchDiscarded: {
    title: 'Overwatch token discarded',
    message: 'When {model} is activated, its unused {mode} Overwatch token is discarded.',
  },
  MoveRange: {
    title: 'Within Movement',
    message: [
      'made',
      {
        false: [
          'to',
          {
            null: "{model}'s Movement is {steps:square/squares}: {reachable:square is/squares are} within that distance.",
            other: "{to} is {need:step/steps} away, within {model}'s Movement of {steps:square/squares}.",
          },
        ],
        other: [
          'to',
          {
            null: '{model} can Move up to {steps:square/squares}: {reachable:square is/squares are} within reach.',
            other: '{model} can Move up to {steps:square/squares} and reaches {to} in {need:step/steps}.',
          },
        ],
      },
    ],
  },
  MoveTooFar: {
    title: 'Beyond Movement',
    message:
      '{model} can Move up to {steps:square/squares} but {to} is {need:square/squares} away along open squares; a Move can end only on a square at most {steps:square/squares} away.',
  },
  SprintRange: {
    title: 'Within half Movement',
    message: [
      'to',
      {
        null: "A Sprint covers half of {model}'s Movement {movement}, rounded down: {steps:square/squares}; {reachable:square is/squares are} within reach.",
        other:
          "A Sprint covers half of {model}'s Movement {movement}, rounded down: {steps:square/squares}; {to} is {need:square/squares} away.",
      },
    ],
  },
  SprintTooFar: {
    title: 'Beyond half Movement',
    message:
      "A Sprint covers half of {model}'s Movement {movement}, rounded down: {steps:square/squares}, but {to} is {need:square/squares} away; a Sprint can end only on a square at most {steps:square/squares} away.",
  },
  NoOpenPath: {
    title: 'No open path',
    message:
      'No path of any length takes {model} to {to}: blocked squares, walls, models or blip tokens close every way there, and a move cannot pass them; it can move only to a square an open way leads to.',
  },
  NoSquareReachable: {
    title: 'Nowhere to go',
    message:
      'Every square around {model} is blocked, occupied or behind a wall, so it cannot go anywhere; it may take an action other than a Move or Sprint.',
  },
  MoveNoDistance: {
    title: 'Movement 0',
    message: '{model} has a Movement value of 0, so a Move takes it nowhere; it may take an action other than a Move or Sprint.',
  },
  SprintNoDistance: {
    title: 'Half of Movement is 0',
    message:
      "A Sprint covers half of {model}'s Movement {movement}, rounded down: 0 squares, so it takes it nowhere; it may take an action other than a Sprint.",
  },
  DestinationClosed: { title: 'Square not open', message: '{model} cannot end on {to}: {why}; a move ends on an open square.' },
  DiagonalPastObstacle: {
    title: 'Diagonal past an obstacle',
    message:
      '{model} could reach {to} only by stepping diagonally from {from} to {via} past {past}; a diagonal step needs both squares it passes between open and no wall at that corner, so it must go round orthogonally, and no such path fits its movement.',
  },
  SprintAfterMove: {
    title: 'Sprint is not Move',
    message: '{model} already took a Move action, but Sprint is a different action, so that Move does not rule out a Sprint.',
  },
  TargetNotEnemy: { title: 'Not an enemy', message: '{target} is on the same side as {model}; attacks target enemy models.' },
  NoMeleeValue: {
    title: 'No Melee value',
    message:
      '{model} has no Melee value, so it cannot make a Melee Attack; it may attack in another way its values allow, or take another action.',
  },
  MeleeNotAdjacent: {
    title: 'Target not adjacent',
    message:
      '{target} is {distance:square/squares} from {model}; a Melee Attack needs an adjacent target, so {model} would have to move next to it first.',
  },
  NoAdjacentEnemy:
    'No enemy is adjacent to {model}; a Melee Attack needs an adjacent target, so {model} would have to move next to one first.',
  MeleeAcrossWall: {
    title: 'A wall between them',
    message: [
      'count',
      {
        1: "{target}'s square touches {model}'s, but {walls} separates them; squares a wall separates are not adjacent, so no Melee Attack.",
        other:
          "{target}'s square touches {model}'s, but {walls} close the corner between them; squares walls separate are not adjacent, so no Melee Attack.",
      },
    ],
  },
  MeleeAdjacent: {
    title: 'Adjacent target',
    message: [
      'made',
      {
        false: '{targets} adjacent to {model}, whose Melee value is {dice:combat die/combat dice}.',
        other: '{targets} adjacent to {model}; it rolls {dice:combat die/combat dice} (its Melee value).',
      },
    ],
  },
  NoShootValue: {
    title: 'No ranged value',
    message:
      '{model} has no short- or long-range combat value, so it cannot make a Shoot Attack; it may attack in another way its values allow, or take another action.',
  },
  ShootTargetAdjacent: {
    title: 'Target adjacent',
    message: '{target} is adjacent to {model}; a Shoot Attack needs a target that is not adjacent (make a Melee Attack instead).',
  },
  NoLineOfSight:
    '{model} on {from} cannot see {target} on {to}: {blocker} is in the way; it would have to move to a square from which it sees {target}.',
  LineOfSightClear: {
    title: 'Line of sight',
    message: 'The line from the centre of {from} to the centre of {to} is clear, so {model} can see {target}.',
  },
  OutOfRange:
    '{target} is {distance:square/squares} from {model}, beyond its longest range of {longest}; {model} would have to come within {longest:square/squares} of it first.',
  RangeValue: {
    title: 'Range',
    message: [
      'made',
      {
        false:
          "{target} is {distance:square/squares} from {model}, within {band} range ({limit}), where {model}'s {band}-range value is {dice:combat die/combat dice}.",
        other:
          '{target} is {distance:square/squares} from {model}, within {band} range ({limit}): it rolls {dice:combat die/combat dice} (its {band}-range value).',
      },
    ],
  },
  NoShootTarget: {
    title: 'No target to shoot',
    message:
      'No enemy is a possible Shoot Attack target for {model}: each is adjacent, out of sight or out of range; an adjacent one can be attacked in melee, the others only from another square.',
  },
  NoPsychicAbility:
    '{model} has no psychic ability, so it cannot make a Psychic Attack; it may attack in another way its values allow, or take another action.',
  PsychicOutOfReach: {
    title: 'Beyond psychic reach',
    message:
      '{target} is {distance:square/squares} from {model}, beyond the {reach}-square reach of its psychic ability; {model} would have to come within {reach:square/squares} of it first.',
  },
  NoPsychicTarget: {
    title: 'No target in reach',
    message:
      "No enemy is within the {reach}-square reach of {model}'s psychic ability; {model} would have to come within {reach:square/squares} of one first.",
  },
  PsychicInReach: {
    title: 'In psychic reach',
    message: [
      'made',
      {
        false: "{targets} within the {reach}-square reach of {model}'s psychic ability, whose value is {dice:combat die/combat dice}.",
        other: "{targets} within the {reach}-square reach of {model}'s psychic ability; it rolls {dice:combat die/combat dice}.",
      },
    ],
  },
  PsychicIgnoresLineOfSight: {
    title: 'No line of sight needed',
    message: 'A Psychic Attack needs no line of sight, so walls and models between {model} and its target do not matter.',
  },
  NothingToInteract: {
    title: 'Nothing to interact with',
    message:
      'Nothing on or next to {at} offers an Interact action, and Interact has no effect of its own, so {model} has nothing to interact with; it would have to stand on or next to a feature that offers one.',
  },
  InteractFeature: { title: 'Something to interact with', message: 'The feature on {feature} offers an Interact action to {model}.' },
  FeatureAcrossWall: {
    title: 'A wall before the feature',
    message: [
      'count',
      {
        1: "The feature on {feature} touches {model}'s square, but {walls} separates them; squares a wall separates are not adjacent, so {model} cannot reach it.",
        other:
          "The feature on {feature} touches {model}'s square, but {walls} close the corner between them; squares walls separate are not adjacent, so {model} cannot reach it.",
      },
    ],
  },
  OverwatchNeedsShoot: {
    title: 'Cannot shoot',
    message: '{model} has no short- or long-range value; Overwatch readies a Shoot Attack, so it cannot take Overwatch.',
  },
  FullOverwatchNeedsBoth: {
    title: 'Full Overwatch takes both actions',
    message:
      'Full-power Overwatch takes both actions, and {model} has already used {used}; it may take the weaker Overwatch as its second action instead.',
  },
  FullOverwatchBoth: { title: 'Full Overwatch', message: "Full-power Overwatch uses both of {model}'s actions (red token)." },
  WeakOverwatchNotSecond: {
    title: 'Weak Overwatch only second',
    message: [
      'used',
      {
        0: 'The weaker Overwatch can only be the second action, and {model} has taken none yet: it may take another action first, or the full-power Overwatch, which takes both.',
        1: 'The weaker Overwatch can only be the second action, and {model} has taken {used} action.',
        other: 'The weaker Overwatch can only be the second action, and {model} has taken {used} actions, so it has none left.',
      },
    ],
  },
  WeakOverwatchSecond: {
    title: 'Weak Overwatch',
    message:
      '{model} has taken one action, so this would be its second, and the weaker Overwatch (blue token, one die fewer) may be a second action.',
  },
  NotABlip: {
    title: 'Not a blip token',
    message: '{model} is {a:kind}, not a face-down Blip Token; only Blip Tokens can take Flip Blip Token.',
  },
  BlipHasOnlyMovement: {
    title: 'Blip token has only Movement',
    message: '{model} is a face-down Blip Token with no value but Movement; it must be flipped (revealed) before it can take {action}.',
  },
  AttackedBlipFlips: {
    title: 'Attacked blip flips',
    message:
      "{target} is a face-down Blip Token: being attacked needs values it does not show (to defend, to take damage), so it is flipped, and {model}'s attack is made against the revealed unit.",
  },
  FlipThenBehaviour: {
    title: 'Flip, then behaviour',
    message:
      'Flipping reveals the unit under {model}; it may then take its Alien Behaviour Action, which is neither one of its two actions nor an activation.',
  },
  MutationCardsShort: {
    title: 'Not enough Mutation cards',
    message:
      "The Interruption costs 2 Mutation cards and the Overmind holds {have}, so it cannot activate {model} out of turn; it can activate {model} in the Overmind's phase, when its hand is refilled.",
  },
  MutationCardsPaid: 'The Overmind discards 2 of its {have} Mutation cards to activate {model} out of turn.',
  InterruptionNotBeforeHero: {
    title: 'Not before a Hero activates',
    message:
      'The Interruption comes just before a Hero activates, and {why}, so {model} cannot be activated out of turn now; it can be activated {instead}.',
  },
  InterruptionBeforeHero:
    'No model is being activated and {heroes} still to activate this round, so the Interruption comes just before a Hero activates.',
  PathStepIllegal: {
    title: 'Step not possible',
    message:
      'Step {step} of the path, {from} to {to}, is not a legal step for {model} (one square, not blocked or occupied, no wall, no cut corner).',
  },
  PathCutsCorner: {
    title: 'Diagonal step past a closed corner',
    message:
      'Step {step} of the path, {from} to {to}, is a diagonal step past {past}; a diagonal step needs both squares it passes between open and no wall at that corner, so {model} must go round orthogonally.',
  },
  PathTooLong: {
    title: 'Path too long',
    message:
      'The path is {steps:step/steps} and {model} moves at most {movement:square/squares}; a path for it has at most {movement:step/steps}.',
  },
  SprintPathTooLong: {
    title: 'Path too long for a Sprint',
    message:
      '{model} has taken its Move, so this path is its Sprint, which covers half of its Movement {movement}, rounded down: {sprint:square/squares}; the path is {steps:step/steps}, and a path for it has at most {sprint:step/steps}.',
  },
  OverwatchFires: {
    title: 'Overwatch fires',
    message: "{model} steps into {at} (step {step}), a square {by}'s shoot attack reaches: {by}'s Overwatch fires with {dice:die/dice}.",
  },
  OverwatchWeakDie: "{by}'s Overwatch token is the blue (weak) one: one die fewer, {dice:die/dice}.",
  NoFreeAttackWithoutMelee: {
    title: 'No Melee value, no free attack',
    message:
      '{model} leaves the square next to {by} (step {step}, to {at}), but {by} has no Melee value, which a free attack rolls, so it makes none.',
  },
  OverwatchNoDice: {
    title: 'Overwatch has no die',
    message:
      "{model} steps into {at} (step {step}), a square {by}'s shoot attack reaches, but {by}'s Overwatch token is the blue (weak) one and its shoot value there is a single die: it would roll 0 dice, so it does not fire and {by} keeps its token.",
  },
  OverwatchTokenRemoved: "{by}'s Overwatch token is removed once it has fired; it fires only once.",
  MoveGoesOn: [
    'revealed',
    {
      true: 'The move stops at {at} while the attack resolves; if the revealed unit survives, what is left of the move is its own, by its own Movement value.',
      other: [
        'left',
        {
          0: 'The move stops at {at} while the attack resolves; {model} had no steps left.',
          1: 'The move stops at {at} while the attack resolves; if {model} survives it may go on with its {left} unused step.',
          other: 'The move stops at {at} while the attack resolves; if {model} survives it may go on with its {left} unused steps.',
        },
      ],
    },
  ],
  AttackedMoverFlips: {
    title: 'Attacked blip flips',
    message:
      "{model} is a face-down Blip Token, and {by}'s attack on it needs values the token does not show (to defend, to take damage): the blip is flipped on {at} (step {step}), the revealed unit takes its place, and the attack is made against that unit.",
  },
  FreeAttackOnLeaving: {
    title: 'Free attack',
    message:
      '{model} leaves the square next to {by} (step {step}, to {at}): {by} makes a free attack with {dice:die/dice}, interrupting the move.',
  },
  FreeAttackAndOverwatch: {
    title: 'Free attack and Overwatch',
    message:
      "{by} makes both attacks at {at} (step {step}): first its free attack, as {model} leaves it, then, if {model} survives, its Overwatch shot, as {model} steps into its shoot reach; the free attack does not use up {by}'s Overwatch token.",
  },
  BlipFlipsForFreeAttack: {
    title: 'Blip flips to strike',
    message:
      '{blip} is a face-down Blip Token, and its free attack needs its Melee value, a value other than Movement: the blip is flipped, and the revealed unit makes the free attack on {model}.',
  },
  HeroSeesBlip: {
    title: 'Blip seen and flipped',
    message:
      "{model} comes to see the face-down blip {blip} from {at} (step {step}): the blip is flipped and the revealed unit takes its place, without stopping {model}'s move. From the next step the revealed unit is an enemy with its own values: stepping away from it draws its free attack; it fires no Overwatch, which a face-down blip cannot have taken.",
  },
  BlipFlipsInSight: [
    'left',
    {
      0: '{model} comes into the line of sight of {by} at {at} (step {step}): the blip is flipped there and the revealed unit takes its place.',
      1: "{model} comes into the line of sight of {by} at {at} (step {step}): the blip is flipped there and the revealed unit takes its place; the 1 step left is the revealed unit's, by its own Movement.",
      other:
        "{model} comes into the line of sight of {by} at {at} (step {step}): the blip is flipped there and the revealed unit takes its place; the {left} steps left are the revealed unit's, by its own Movement.",
    },
  ],
  PathClear: [
    'watchers',
    {
      0: 'No enemy is on Overwatch and no enemy makes a free attack: {model} makes its {steps:step/steps} uninterrupted.',
      other: 'No Overwatch fires and no enemy makes a free attack: {model} makes its {steps:step/steps} uninterrupted.',
    },
  ],
  StillTargetNotShot: {
    title: 'Not moving',
    message: '{model} does not move, and Overwatch fires only at a model that moves into reach; it is not shot.',
  },
  PsychicNoDefence: {
    title: 'No defence dice',
    message: 'A psychic attack is not defended with dice unless the Heroes built the Meditation Room, and it is not built.',
  },
  MeditationRoomDefence: {
    title: 'Meditation Room',
    message: 'The Heroes built the Meditation Room, so a psychic attack is defended with dice as usual.',
  },
  MeditationRoomHeroesOnly: {
    title: 'Meditation Room protects Heroes',
    message:
      "The Heroes built the Meditation Room, but it lets only the Heroes defend against psychic attacks: the Overmind's model rolls no defence dice.",
  },
  NormalDefence: 'Against {a:attack} attack the defender rolls its combat dice, at most 5; each SHIELD cancels a hit that is not critical.',
  DefenceDiceRolled: {
    title: 'Defence dice',
    message: [
      'have',
      {
        0: 'The defender has no combat dice to roll in defence.',
        other: 'The defender has {have:combat die/combat dice} and rolls {dice:die/dice} in defence (never more than {max}).',
      },
    ],
  },
});
