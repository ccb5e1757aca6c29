/**
 * The Chronicle X reason catalogue: every rule the engine applies, each citing the block id of
 * its rule statement in `content/chronicle-x/`. Codes are permanent.
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

type Who = { model: string };
type WhoAction = Who & { action: string };
/** `made: false` in a refused answer: what the action would do is said as a fact, not as happening. */
type Made = { made?: false | undefined };

// Activation and round -------------------------------------------------------------------------

export const NotActivated = r<{ action: string }>('NotActivated', 'cx-actions-in-activation', Y);
export const ActionsUsedUp = r<Who & { did: string }>('ActionsUsedUp', 'cx-two-actions', Y);
export const ActionsLeft = r<Who & { used: number }>('ActionsLeft', 'cx-two-actions', N);
export const SameActionTwice = r<WhoAction>('SameActionTwice', 'cx-different-actions', Y);
export const AlreadyActivated = r<Who>('AlreadyActivated', 'cx-once-per-round', Y);
export const ActivationInProgress = r<Who & { active: string }>('ActivationInProgress', 'cx-one-at-a-time', Y);
export const InterruptionCounts = r<Who>('InterruptionCounts', 'cx-interruption-counts', Y);
export const NotThisPhase = r<Who & { kind: string; phase: string }>('NotThisPhase', 'cx-phase-sides', Y);
export const InterruptionUsed = r<Who & { used: string }>('InterruptionUsed', 'cx-interruption-once', Y);
export const InterruptionMisused = r<Who & { why: string }>('InterruptionMisused', 'cx-interruption-once', Y);
export const InterruptionAvailable = r<Who>('InterruptionAvailable', 'cx-interruption-once', N);
export const NotAnActivation = r<Who & { what: string }>('NotAnActivation', 'cx-not-activations', N);
export const OverwatchDiscarded = r<Who & { mode: string }>('OverwatchDiscarded', 'cx-discard-overwatch', N);

// Move and Sprint ----------------------------------------------------------------------------

export const MoveRange = r<Who & Made & { steps: number; reachable: number; to: string | null; need: number }>(
  'MoveRange',
  'cx-move-distance',
  N,
);
export const MoveTooFar = r<Who & { steps: number; to: string; need: number }>('MoveTooFar', 'cx-move-distance', Y);
export const SprintRange = r<Who & { steps: number; movement: number; reachable: number; to: string | null; need: number }>(
  'SprintRange',
  'cx-sprint-distance',
  N,
);
export const SprintTooFar = r<Who & { steps: number; movement: number; to: string; need: number }>('SprintTooFar', 'cx-sprint-distance', Y);
export const NoSquareReachable = r<Who & { steps: number }>('NoSquareReachable', 'cx-move-blocked', Y);
/** No open way to the square at any length: closed squares and walls decide it, not the distance (`cx-move-blocked`). */
export const NoOpenPath = r<Who & { to: string }>('NoOpenPath', 'cx-move-blocked', Y);
export const MoveNoDistance = r<Who>('MoveNoDistance', 'cx-move-distance', Y);
export const SprintNoDistance = r<Who & { movement: number }>('SprintNoDistance', 'cx-sprint-distance', Y);
export const DestinationClosed = r<Who & { to: string; why: string }>('DestinationClosed', 'cx-move-blocked', Y);
export const DiagonalPastObstacle = r<Who & { to: string; from: string; via: string; past: string }>(
  'DiagonalPastObstacle',
  'cx-diagonal-move',
  Y,
);
export const SprintAfterMove = r<Who>('SprintAfterMove', 'cx-sprint-differs', N);

// Attacks -----------------------------------------------------------------------------------

export const TargetNotEnemy = r<Who & { target: string }>('TargetNotEnemy', 'cx-attack-enemy', Y);
export const NoMeleeValue = r<Who>('NoMeleeValue', 'cx-melee-value', Y);
export const MeleeNotAdjacent = r<Who & { target: string; distance: number }>('MeleeNotAdjacent', 'cx-melee-adjacent', Y);
export const NoAdjacentEnemy = r<Who>('NoAdjacentEnemy', 'cx-melee-adjacent', Y);
export const MeleeAdjacent = r<Who & Made & { targets: string; dice: number }>('MeleeAdjacent', 'cx-melee-adjacent', N);
export const MeleeAcrossWall = r<Who & { target: string; walls: string; count: number }>('MeleeAcrossWall', 'cx-wall-not-adjacent', Y);
export const NoShootValue = r<Who>('NoShootValue', 'cx-shoot-range', Y);
export const ShootTargetAdjacent = r<Who & { target: string }>('ShootTargetAdjacent', 'cx-shoot-target', Y);
export const NoLineOfSight = r<Who & { target: string; from: string; to: string; blocker: string }>('NoLineOfSight', 'cx-los-blockers', Y);
export const LineOfSightClear = r<Who & { target: string; from: string; to: string }>('LineOfSightClear', 'cx-los-method', N);
export const OutOfRange = r<Who & { target: string; distance: number; longest: number }>('OutOfRange', 'cx-shoot-range', Y);
export const RangeValue = r<Who & Made & { target: string; distance: number; band: string; limit: number; dice: number }>(
  'RangeValue',
  'cx-shoot-range',
  N,
);
export const NoShootTarget = r<Who>('NoShootTarget', 'cx-shoot-target', Y);
export const NoPsychicAbility = r<Who>('NoPsychicAbility', 'cx-psychic-ability', Y);
export const PsychicOutOfReach = r<Who & { target: string; distance: number; reach: number }>('PsychicOutOfReach', 'cx-psychic-reach', Y);
export const NoPsychicTarget = r<Who & { reach: number }>('NoPsychicTarget', 'cx-psychic-reach', Y);
export const PsychicInReach = r<Who & Made & { targets: string; reach: number; dice: number }>('PsychicInReach', 'cx-psychic-reach', N);
export const PsychicIgnoresLineOfSight = r<Who>('PsychicIgnoresLineOfSight', 'cx-psychic-no-los', N);

// Interact, Overwatch, Blip tokens ---------------------------------------------------------

export const NothingToInteract = r<Who & { at: string }>('NothingToInteract', 'cx-interact-feature', Y);
export const InteractFeature = r<Who & { feature: string }>('InteractFeature', 'cx-interact-feature', N);
export const FeatureAcrossWall = r<Who & { feature: string; walls: string; count: number }>('FeatureAcrossWall', 'cx-wall-not-adjacent', Y);
export const OverwatchNeedsShoot = r<Who>('OverwatchNeedsShoot', 'cx-overwatch-shooter', Y);
export const FullOverwatchNeedsBoth = r<Who & { used: number }>('FullOverwatchNeedsBoth', 'cx-overwatch-full', Y);
export const FullOverwatchBoth = r<Who>('FullOverwatchBoth', 'cx-overwatch-full', N);
export const WeakOverwatchNotSecond = r<Who & { used: number }>('WeakOverwatchNotSecond', 'cx-overwatch-weak', Y);
export const WeakOverwatchSecond = r<Who>('WeakOverwatchSecond', 'cx-overwatch-weak', N);
export const NotABlip = r<Who & { kind: string }>('NotABlip', 'cx-flip-blip-only', Y);
export const BlipHasOnlyMovement = r<WhoAction>('BlipHasOnlyMovement', 'cx-blip-values', Y);
export const AttackedBlipFlips = r<Who & { target: string }>('AttackedBlipFlips', 'cx-blip-values', N);
export const FlipThenBehaviour = r<Who>('FlipThenBehaviour', 'cx-behaviour-after-flip', N);

// Interruption cost and timing ------------------------------------------------------------------

export const MutationCardsShort = r<Who & { have: number }>('MutationCardsShort', 'cx-interruption-cost', Y);
export const MutationCardsPaid = r<Who & { have: number }>('MutationCardsPaid', 'cx-interruption-cost', N);
export const InterruptionNotBeforeHero = r<Who & { why: string; instead: string }>(
  'InterruptionNotBeforeHero',
  'cx-interruption-before-hero',
  Y,
);
export const InterruptionBeforeHero = r<Who & { heroes: string }>('InterruptionBeforeHero', 'cx-interruption-before-hero', N);

// Overwatch firing and free attacks on a move -------------------------------------------------

export const PathStepIllegal = r<Who & { step: number; from: string; to: string }>('PathStepIllegal', 'cx-move-blocked', Y);
export const PathCutsCorner = r<Who & { step: number; from: string; to: string; past: string }>('PathCutsCorner', 'cx-diagonal-move', Y);
export const PathTooLong = r<Who & { steps: number; movement: number }>('PathTooLong', 'cx-move-distance', Y);
export const SprintPathTooLong = r<Who & { steps: number; movement: number; sprint: number }>('SprintPathTooLong', 'cx-sprint-distance', Y);
export const OverwatchFires = r<Who & { by: string; at: string; step: number; dice: number }>('OverwatchFires', 'cx-overwatch-fires', Y);
export const OverwatchWeakDie = r<{ by: string; dice: number }>('OverwatchWeakDie', 'cx-overwatch-weak-dice', N);
export const OverwatchNoDice = r<Who & { by: string; at: string; step: number }>('OverwatchNoDice', 'cx-overwatch-weak-dice', N);
/** An enemy the mover leaves that has no Melee value: the free attack rolls it, so there is none (this vault's reading). */
export const NoFreeAttackWithoutMelee = r<Who & { by: string; at: string; step: number }>(
  'NoFreeAttackWithoutMelee',
  'cx-free-attack-leaving',
  N,
);
export const OverwatchTokenRemoved = r<{ by: string }>('OverwatchTokenRemoved', 'cx-overwatch-once', N);
/** `revealed`: the mover was a face-down blip flipped on the way; the rest of the move is the revealed unit's. */
export const MoveGoesOn = r<Who & { at: string; left: number; revealed: boolean }>('MoveGoesOn', 'cx-overwatch-stops-move', N);
export const FreeAttackOnLeaving = r<Who & { by: string; at: string; step: number; dice: number }>(
  'FreeAttackOnLeaving',
  'cx-free-attack-leaving',
  Y,
);
export const FreeAttackAndOverwatch = r<Who & { by: string; at: string; step: number }>(
  'FreeAttackAndOverwatch',
  'cx-free-attack-and-overwatch',
  N,
);
/** A face-down blip left behind by a moving Hero is flipped to make its free attack (`cx-blip-values`). */
export const BlipFlipsForFreeAttack = r<Who & { blip: string }>('BlipFlipsForFreeAttack', 'cx-blip-values', N);
/** A moving face-down blip is flipped by the first attack on it, made against the revealed unit (`cx-blip-values`). */
export const AttackedMoverFlips = r<Who & { by: string; at: string; step: number }>('AttackedMoverFlips', 'cx-blip-values', N);
export const HeroSeesBlip = r<Who & { blip: string; at: string; step: number }>('HeroSeesBlip', 'cx-blip-values', N);
export const BlipFlipsInSight = r<Who & { by: string; at: string; step: number; left: number }>('BlipFlipsInSight', 'cx-blip-values', Y);
export const PathClear = r<Who & { steps: number; watchers: number }>('PathClear', 'cx-overwatch-fires', N);
export const StillTargetNotShot = r<Who>('StillTargetNotShot', 'cx-overwatch-still-target', N);

// Defence against psychic attacks --------------------------------------------------------------

export const PsychicNoDefence = r<void>('PsychicNoDefence', 'cx-psychic-no-defence', Y);
export const MeditationRoomDefence = r<void>('MeditationRoomDefence', 'cx-meditation-room', N);
export const MeditationRoomHeroesOnly = r<void>('MeditationRoomHeroesOnly', 'cx-meditation-room', Y);
export const NormalDefence = r<{ attack: string }>('NormalDefence', 'cx-defence-dice', N);
export const DefenceDiceRolled = r<{ have: number; dice: number; max: number }>('DefenceDiceRolled', 'cx-defence-dice', N);

/** The whole catalogue, keyed by code. */
export const reasons: ReasonCatalogue = catalogue.reasons;
