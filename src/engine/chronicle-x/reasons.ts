/**
 * The Chronicle X reason catalogue: every rule the engine applies, each citing the block id of
 * its rule statement in `content/chronicle-x/`. Codes are permanent.
 */
import { defineReason, type ReasonCatalogue } from '../core/index.ts';

type Who = { model: string };
type WhoAction = Who & { action: string };

// Activation and round -------------------------------------------------------------------------

export const NotActivated = defineReason<{ action: string }>({
  code: 'NotActivated', rule: 'cx-actions-in-activation', title: 'No activation in progress', refuses: true,
  message: ({ action }) => `No model is being activated, so nobody can take a ${action} action; activate a model first.`,
});
export const ActionsUsedUp = defineReason<Who & { did: string }>({
  code: 'ActionsUsedUp', rule: 'cx-two-actions', title: 'Both actions used', refuses: true,
  message: ({ model, did }) => `${model} has already used both actions of this activation (${did}).`,
});
export const ActionsLeft = defineReason<Who & { used: number }>({
  code: 'ActionsLeft', rule: 'cx-two-actions', title: 'Actions left', refuses: false,
  message: ({ model, used }) => `${model} has used ${used} of its 2 actions in this activation.`,
});
export const SameActionTwice = defineReason<WhoAction>({
  code: 'SameActionTwice', rule: 'cx-different-actions', title: 'Same action twice', refuses: true,
  message: ({ model, action }) => `${model} already took a ${action} action in this activation; its two actions must be different.`,
});
export const AlreadyActivated = defineReason<Who>({
  code: 'AlreadyActivated', rule: 'cx-once-per-round', title: 'Already activated', refuses: true,
  message: ({ model }) => `${model} has already been activated this round; each Hero and Alien Unit is activated at most once per round.`,
});
export const InterruptionCounts = defineReason<Who>({
  code: 'InterruptionCounts', rule: 'cx-interruption-counts', title: 'Interruption was its activation', refuses: true,
  message: ({ model }) => `${model} was activated out of turn by the Overmind's Interruption this round, and that counts as its activation for the round.`,
});
export const NotThisPhase = defineReason<Who & { kind: string; phase: string }>({
  code: 'NotThisPhase', rule: 'cx-phase-sides', title: "Not this side's phase", refuses: true,
  message: ({ model, kind, phase }) => kind === 'hero'
    ? `${model} is a Hero and it is the Overmind's phase; Heroes activate in the Hero phase.`
    : `${model} is the Overmind's (${kind}) and it is the ${phase === 'hero' ? 'Hero' : "Overmind's"} phase; the Overmind activates its units in its own phase, or one during the Hero phase with its Interruption.`,
});
export const InterruptionUsed = defineReason<Who & { used: string }>({
  code: 'InterruptionUsed', rule: 'cx-interruption-once', title: 'Interruption already used', refuses: true,
  message: ({ model, used }) => `The Overmind already used its Interruption this Hero phase (on ${used}), so it cannot activate ${model} out of turn.`,
});
export const InterruptionMisused = defineReason<Who & { why: string }>({
  code: 'InterruptionMisused', rule: 'cx-interruption-once', title: 'Interruption not possible', refuses: true,
  message: ({ model, why }) => `The Overmind's Interruption cannot activate ${model}: ${why}.`,
});
export const InterruptionAvailable = defineReason<Who>({
  code: 'InterruptionAvailable', rule: 'cx-interruption-once', title: 'Interruption', refuses: false,
  message: ({ model }) => `The Overmind has not used its Interruption this Hero phase, so it may activate ${model} out of turn (once per Hero phase).`,
});
export const NotAnActivation = defineReason<Who & { what: string }>({
  code: 'NotAnActivation', rule: 'cx-not-activations', title: 'Not an activation', refuses: false,
  message: ({ model, what }) => `${model} made ${what} this round, which does not count as an activation.`,
});
export const OverwatchDiscarded = defineReason<Who & { mode: string }>({
  code: 'OverwatchDiscarded', rule: 'cx-discard-overwatch', title: 'Overwatch token discarded', refuses: false,
  message: ({ model, mode }) => `When ${model} is activated, its unused ${mode} Overwatch token is discarded.`,
});

// Move and Sprint ----------------------------------------------------------------------------

export const MoveRange = defineReason<Who & { steps: number; reachable: number; to: string | null; need: number }>({
  code: 'MoveRange', rule: 'cx-move-distance', title: 'Within Movement', refuses: false,
  message: ({ model, steps, reachable, to, need }) => to
    ? `${model} can Move up to ${steps} squares and reaches ${to} in ${need}.`
    : `${model} can Move up to ${steps} squares: ${reachable} squares are within reach.`,
});
export const MoveTooFar = defineReason<Who & { steps: number; to: string; need: number | null }>({
  code: 'MoveTooFar', rule: 'cx-move-distance', title: 'Beyond Movement', refuses: true,
  message: ({ model, steps, to, need }) => need === null
    ? `${model} can Move up to ${steps} squares and there is no open path to ${to}.`
    : `${model} can Move up to ${steps} squares but ${to} is ${need} squares away along open squares.`,
});
export const SprintRange = defineReason<Who & { steps: number; movement: number; reachable: number; to: string | null; need: number }>({
  code: 'SprintRange', rule: 'cx-sprint-distance', title: 'Within half Movement', refuses: false,
  message: ({ model, steps, movement, reachable, to, need }) => to
    ? `A Sprint covers half of ${model}'s Movement ${movement}, rounded down: ${steps} squares; ${to} is ${need} away.`
    : `A Sprint covers half of ${model}'s Movement ${movement}, rounded down: ${steps} squares; ${reachable} squares are within reach.`,
});
export const SprintTooFar = defineReason<Who & { steps: number; movement: number; to: string; need: number | null }>({
  code: 'SprintTooFar', rule: 'cx-sprint-distance', title: 'Beyond half Movement', refuses: true,
  message: ({ model, steps, movement, to, need }) => need === null
    ? `A Sprint covers half of ${model}'s Movement ${movement}, rounded down: ${steps} squares, and there is no open path to ${to}.`
    : `A Sprint covers half of ${model}'s Movement ${movement}, rounded down: ${steps} squares, but ${to} is ${need} squares away.`,
});
export const NoSquareReachable = defineReason<Who & { steps: number }>({
  code: 'NoSquareReachable', rule: 'cx-move-blocked', title: 'Nowhere to go', refuses: true,
  message: ({ model, steps }) => steps === 0
    ? `${model} would cover 0 squares, so it cannot go anywhere.`
    : `Every square around ${model} is blocked, occupied or behind a wall, so it cannot go anywhere.`,
});
export const DestinationClosed = defineReason<Who & { to: string; why: string }>({
  code: 'DestinationClosed', rule: 'cx-move-blocked', title: 'Square not open', refuses: true,
  message: ({ model, to, why }) => `${model} cannot end on ${to}: ${why}.`,
});
export const DiagonalPastObstacle = defineReason<Who & { to: string }>({
  code: 'DiagonalPastObstacle', rule: 'cx-diagonal-move', title: 'Diagonal past an obstacle', refuses: true,
  message: ({ model, to }) => `${model} could reach ${to} only by stepping diagonally past a wall, blocked square or model; a diagonal step needs both squares it passes between open, so it must go round orthogonally, and no such path fits its movement.`,
});
export const SprintAfterMove = defineReason<Who>({
  code: 'SprintAfterMove', rule: 'cx-sprint-differs', title: 'Sprint is not Move', refuses: false,
  message: ({ model }) => `${model} already took a Move action, but Sprint is a different action, so it may still Sprint.`,
});

// Attacks -----------------------------------------------------------------------------------

export const TargetNotEnemy = defineReason<Who & { target: string }>({
  code: 'TargetNotEnemy', rule: 'cx-attack-enemy', title: 'Not an enemy', refuses: true,
  message: ({ model, target }) => `${target} is on the same side as ${model}; attacks target enemy models.`,
});
export const NoMeleeValue = defineReason<Who>({
  code: 'NoMeleeValue', rule: 'cx-melee-value', title: 'No Melee value', refuses: true,
  message: ({ model }) => `${model} has no Melee value, so it cannot make a Melee Attack.`,
});
export const MeleeNotAdjacent = defineReason<Who & { target: string; distance: number }>({
  code: 'MeleeNotAdjacent', rule: 'cx-melee-adjacent', title: 'Target not adjacent', refuses: true,
  message: ({ model, target, distance }) => `${target} is ${distance} squares from ${model}; a Melee Attack needs an adjacent target.`,
});
export const NoAdjacentEnemy = defineReason<Who>({
  code: 'NoAdjacentEnemy', rule: 'cx-melee-adjacent', title: 'No adjacent enemy', refuses: true,
  message: ({ model }) => `No enemy is adjacent to ${model}; a Melee Attack needs an adjacent target.`,
});
export const MeleeAdjacent = defineReason<Who & { targets: string; dice: number }>({
  code: 'MeleeAdjacent', rule: 'cx-melee-adjacent', title: 'Adjacent target', refuses: false,
  message: ({ model, targets, dice }) => `${targets} adjacent to ${model}; it rolls ${dice} combat dice (its Melee value).`,
});
export const NoShootValue = defineReason<Who>({
  code: 'NoShootValue', rule: 'cx-shoot-range', title: 'No ranged value', refuses: true,
  message: ({ model }) => `${model} has no short- or long-range combat value, so it cannot make a Shoot Attack.`,
});
export const ShootTargetAdjacent = defineReason<Who & { target: string }>({
  code: 'ShootTargetAdjacent', rule: 'cx-shoot-target', title: 'Target adjacent', refuses: true,
  message: ({ model, target }) => `${target} is adjacent to ${model}; a Shoot Attack needs a target that is not adjacent (make a Melee Attack instead).`,
});
export const NoLineOfSight = defineReason<Who & { target: string; from: string; to: string }>({
  code: 'NoLineOfSight', rule: 'cx-los-blockers', title: 'No line of sight', refuses: true,
  message: ({ model, target, from, to }) => `${model} on ${from} cannot see ${target} on ${to}: a wall, a blocked square, or a model or blip token is in the way.`,
});
export const LineOfSightClear = defineReason<Who & { target: string; from: string; to: string }>({
  code: 'LineOfSightClear', rule: 'cx-los-method', title: 'Line of sight', refuses: false,
  message: ({ model, target, from, to }) => `The line from the centre of ${from} to the centre of ${to} is clear, so ${model} can see ${target}.`,
});
export const OutOfRange = defineReason<Who & { target: string; distance: number; longest: number }>({
  code: 'OutOfRange', rule: 'cx-shoot-range', title: 'Out of range', refuses: true,
  message: ({ model, target, distance, longest }) => `${target} is ${distance} squares from ${model}, beyond its longest range of ${longest}.`,
});
export const RangeValue = defineReason<Who & { target: string; distance: number; band: string; limit: number; dice: number }>({
  code: 'RangeValue', rule: 'cx-shoot-range', title: 'Range', refuses: false,
  message: ({ model, target, distance, band, limit, dice }) => `${target} is ${distance} squares from ${model}, within ${band} range (${limit}): it rolls ${dice} combat dice (its ${band}-range value).`,
});
export const NoShootTarget = defineReason<Who>({
  code: 'NoShootTarget', rule: 'cx-shoot-target', title: 'No target to shoot', refuses: true,
  message: ({ model }) => `No enemy is a possible Shoot Attack target for ${model}: each is adjacent, out of sight or out of range.`,
});
export const NoPsychicAbility = defineReason<Who>({
  code: 'NoPsychicAbility', rule: 'cx-psychic-ability', title: 'No psychic ability', refuses: true,
  message: ({ model }) => `${model} has no psychic ability, so it cannot make a Psychic Attack.`,
});
export const PsychicOutOfReach = defineReason<Who & { target: string; distance: number; reach: number }>({
  code: 'PsychicOutOfReach', rule: 'cx-psychic-reach', title: 'Beyond psychic reach', refuses: true,
  message: ({ model, target, distance, reach }) => `${target} is ${distance} squares from ${model}, beyond the ${reach}-square reach of its psychic ability.`,
});
export const NoPsychicTarget = defineReason<Who & { reach: number }>({
  code: 'NoPsychicTarget', rule: 'cx-psychic-reach', title: 'No target in reach', refuses: true,
  message: ({ model, reach }) => `No enemy is within the ${reach}-square reach of ${model}'s psychic ability.`,
});
export const PsychicInReach = defineReason<Who & { targets: string; reach: number; dice: number }>({
  code: 'PsychicInReach', rule: 'cx-psychic-reach', title: 'In psychic reach', refuses: false,
  message: ({ model, targets, reach, dice }) => `${targets} within the ${reach}-square reach of ${model}'s psychic ability; it rolls ${dice} combat dice.`,
});
export const PsychicIgnoresLineOfSight = defineReason<Who>({
  code: 'PsychicIgnoresLineOfSight', rule: 'cx-psychic-no-los', title: 'No line of sight needed', refuses: false,
  message: ({ model }) => `A Psychic Attack needs no line of sight, so walls and models between ${model} and its target do not matter.`,
});

// Interact, Overwatch, Blip tokens ---------------------------------------------------------

export const NothingToInteract = defineReason<Who & { at: string }>({
  code: 'NothingToInteract', rule: 'cx-interact-feature', title: 'Nothing to interact with', refuses: true,
  message: ({ model, at }) => `Nothing on or next to ${at} offers an Interact action, and Interact has no effect of its own, so ${model} has nothing to interact with.`,
});
export const InteractFeature = defineReason<Who & { feature: string }>({
  code: 'InteractFeature', rule: 'cx-interact-feature', title: 'Something to interact with', refuses: false,
  message: ({ model, feature }) => `The feature on ${feature} offers an Interact action to ${model}.`,
});
export const OverwatchNeedsShoot = defineReason<Who>({
  code: 'OverwatchNeedsShoot', rule: 'cx-overwatch-shooter', title: 'Cannot shoot', refuses: true,
  message: ({ model }) => `${model} has no short- or long-range value; Overwatch readies a Shoot Attack, so it cannot take Overwatch.`,
});
export const FullOverwatchNeedsBoth = defineReason<Who & { used: number }>({
  code: 'FullOverwatchNeedsBoth', rule: 'cx-overwatch-full', title: 'Full Overwatch takes both actions', refuses: true,
  message: ({ model, used }) => `Full-power Overwatch takes both actions, and ${model} has already used ${used}; it may take the weaker Overwatch as its second action instead.`,
});
export const FullOverwatchBoth = defineReason<Who>({
  code: 'FullOverwatchBoth', rule: 'cx-overwatch-full', title: 'Full Overwatch', refuses: false,
  message: ({ model }) => `Full-power Overwatch uses both of ${model}'s actions (red token).`,
});
export const WeakOverwatchNotSecond = defineReason<Who & { used: number }>({
  code: 'WeakOverwatchNotSecond', rule: 'cx-overwatch-weak', title: 'Weak Overwatch only second', refuses: true,
  message: ({ model, used }) => `The weaker Overwatch can only be the second action, and ${model} has taken ${used} action${used === 1 ? '' : 's'}.`,
});
export const WeakOverwatchSecond = defineReason<Who>({
  code: 'WeakOverwatchSecond', rule: 'cx-overwatch-weak', title: 'Weak Overwatch', refuses: false,
  message: ({ model }) => `As its second action ${model} may take the weaker Overwatch (blue token, one die fewer).`,
});
export const NotABlip = defineReason<Who & { kind: string }>({
  code: 'NotABlip', rule: 'cx-flip-blip-only', title: 'Not a blip token', refuses: true,
  message: ({ model, kind }) => `${model} is ${kind}, not a face-down Blip Token; only Blip Tokens can take Flip Blip Token.`,
});
export const BlipHasOnlyMovement = defineReason<WhoAction>({
  code: 'BlipHasOnlyMovement', rule: 'cx-blip-values', title: 'Blip token has only Movement', refuses: true,
  message: ({ model, action }) => `${model} is a face-down Blip Token with no value but Movement; it must be flipped (revealed) before it can take ${action}.`,
});
export const FlipThenBehaviour = defineReason<Who>({
  code: 'FlipThenBehaviour', rule: 'cx-behaviour-after-flip', title: 'Flip, then behaviour', refuses: false,
  message: ({ model }) => `Flipping reveals the unit under ${model}; it may then take its Alien Behaviour Action, which is neither one of its two actions nor an activation.`,
});

/** The whole catalogue, keyed by code. */
export const reasons: ReasonCatalogue = {
  NotActivated, ActionsUsedUp, ActionsLeft, SameActionTwice, AlreadyActivated, InterruptionCounts, NotThisPhase,
  InterruptionUsed, InterruptionMisused, InterruptionAvailable, NotAnActivation, OverwatchDiscarded,
  MoveRange, MoveTooFar, SprintRange, SprintTooFar, NoSquareReachable, DestinationClosed, DiagonalPastObstacle, SprintAfterMove,
  TargetNotEnemy, NoMeleeValue, MeleeNotAdjacent, NoAdjacentEnemy, MeleeAdjacent, NoShootValue, ShootTargetAdjacent,
  NoLineOfSight, LineOfSightClear, OutOfRange, RangeValue, NoShootTarget, NoPsychicAbility, PsychicOutOfReach,
  NoPsychicTarget, PsychicInReach, PsychicIgnoresLineOfSight, NothingToInteract, InteractFeature, OverwatchNeedsShoot,
  FullOverwatchNeedsBoth, FullOverwatchBoth, WeakOverwatchNotSecond, WeakOverwatchSecond, NotABlip, BlipHasOnlyMovement,
  FlipThenBehaviour,
} as unknown as ReasonCatalogue;
