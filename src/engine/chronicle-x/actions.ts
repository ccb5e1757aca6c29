/**
 * What the model being activated may do now: `canPerform` for each action and `legalActions`.
 * One gate per rule, run in a fixed order; every failing rule is reported.
 */
import { runGates, verdictOf, type Gate, type Reason, type Verdict } from '../core/index.ts';
import { BLOCKED, FEATURE, OCCUPIED, flagsAt, indexOf, isOnBoard, type Board } from './board.ts';
import { lineOfSightBlocker, type Blocker } from './line-of-sight.ts';
import {
  canStep,
  canStepOutAndBack,
  isAdjacent,
  isAdjacentOnBoard,
  sprintDistance,
  stepsBetween,
  stepsFrom,
  stepsTo,
  wallsBetween,
} from './movement.ts';
import { range } from './range.ts';
import * as R from './reasons.ts';
import { distance, formatSquare, sameSquare, type Square } from './squares.ts';
import { actionsUsed, areEnemies, hasValueFor, type Action, type ActionKind, type GameState, type Model } from './state.ts';

interface Ask {
  readonly model: Model;
  readonly action: Action;
  /** `true` while the model is still a face-down Blip Token (not flipped earlier this activation). */
  readonly faceDown: boolean;
  /**
   * `false` when the answer refuses the action: the reasons that say what the action would do
   * (how far a Move reaches, the dice an attack rolls) then say it as a fact about the model,
   * not as something that happens. Absent while the answer is not yet known.
   */
  readonly made?: false;
}

const describeDid = (did: readonly Action[]): string =>
  did.map((a) => (a.action === 'overwatch' ? `${a.mode} Overwatch` : a.action)).join(', ');

const NEEDS_VALUES: ReadonlySet<ActionKind> = new Set(['melee', 'shoot', 'psychic', 'overwatch', 'interact']);

const blipGate: Gate<GameState, Ask> = (_s, { model, action, faceDown }) => {
  if (action.action === 'flip') {
    if (faceDown) return null;
    const kind = model.kind === 'hero' ? 'Hero' : model.kind === 'alien' ? 'Alien Unit' : 'Blip Token already flipped this activation';
    return R.NotABlip({ model: model.id, kind });
  }
  return faceDown && NEEDS_VALUES.has(action.action) ? R.BlipHasOnlyMovement({ model: model.id, action: action.action }) : null;
};

const countGate: Gate<GameState, Ask> = (s, { model }) => {
  const did = s.activation!.did;
  const used = actionsUsed(did);
  return used >= 2 ? R.ActionsUsedUp({ model: model.id, did: describeDid(did) }) : R.ActionsLeft({ model: model.id, used });
};

const differentGate: Gate<GameState, Ask> = (s, { model, action }) => {
  const did = s.activation!.did;
  const out: Reason[] = [];
  if (did.some((a) => a.action === action.action)) out.push(R.SameActionTwice({ model: model.id, action: action.action }));
  else if (action.action === 'sprint' && did.some((a) => a.action === 'move')) out.push(R.SprintAfterMove({ model: model.id }));
  return out;
};

function moveGate(s: GameState, { model, action, made }: Ask): Reason[] {
  if (action.action !== 'move' && action.action !== 'sprint') return [];
  const sprint = action.action === 'sprint';
  const steps = sprint ? sprintDistance(model.move) : model.move;
  const board = s.board;
  const to = action.to;
  if (!hasValueFor(model, action.action))
    return [sprint ? R.SprintNoDistance({ model: model.id, movement: model.move }) : R.MoveNoDistance({ model: model.id })];
  if (!to) {
    const dist = stepsTo(board, model.at, steps);
    let reachable = 0;
    for (const d of dist) if (d > 0) reachable++;
    if (!reachable) return [R.NoSquareReachable({ model: model.id, steps })];
    return [
      sprint
        ? R.SprintRange({ model: model.id, steps, movement: model.move, reachable, to: null, need: 0 })
        : R.MoveRange({ model: model.id, steps, reachable, to: null, need: 0, made }),
    ];
  }
  const name = formatSquare(to);
  if (!isOnBoard(board, to))
    return [R.DestinationClosed({ model: model.id, to: name, why: `it is off the ${board.width}x${board.height} board` })];
  if (sameSquare(to, model.at)) {
    // Ending where it stands: out to a neighbouring square and back, two squares (this vault's
    // reading, as for the moves in `did`): too far for a move of 1, impossible when boxed in.
    const back = canStepOutAndBack(board, to, steps);
    if (back)
      return [
        sprint
          ? R.SprintRange({ model: model.id, steps, movement: model.move, reachable: 0, to: name, need: 2 })
          : R.MoveRange({ model: model.id, steps, reachable: 0, to: name, need: 2, made }),
      ];
    // Boxed in, no square to step out to: the board closes it (cx-move-blocked), whatever the distance.
    if (steps >= 2) return [R.NoOpenPath({ model: model.id, to: name })];
    const facts = { model: model.id, steps, to: name, need: 2 };
    return [sprint ? R.SprintTooFar({ ...facts, movement: model.move }) : R.MoveTooFar(facts)];
  }
  const f = flagsAt(board, to);
  if (f & BLOCKED) return [R.DestinationClosed({ model: model.id, to: name, why: 'it is a blocked square' })];
  if (f & OCCUPIED)
    return [R.DestinationClosed({ model: model.id, to: name, why: `${board.occupants.get(indexOf(board, to))} stands there` })];
  const within = stepsBetween(board, model.at, to, steps);
  const need = within > 0 ? within : -1;
  if (need > 0) {
    return [
      sprint
        ? R.SprintRange({ model: model.id, steps, movement: model.move, reachable: 0, to: name, need })
        : R.MoveRange({ model: model.id, steps, reachable: 0, to: name, need, made }),
    ];
  }
  if (stepsBetween(board, model.at, to, steps, true) > 0) {
    // Only to name the closed corner: the step counts of the whole move, corners allowed.
    const relaxed = stepsTo(board, model.at, steps, true, indexOf(board, to));
    return [R.DiagonalPastObstacle({ model: model.id, to: name, ...closedCorner(s, relaxed, to) })];
  }
  const anyway = stepsFrom(board, model.at, to);
  // Unreachable at any length: what closes the way decides it (cx-move-blocked), not the Movement value.
  if (anyway <= 0) return [R.NoOpenPath({ model: model.id, to: name })];
  const facts = { model: model.id, steps, to: name, need: anyway };
  return [sprint ? R.SprintTooFar({ ...facts, movement: model.move }) : R.MoveTooFar(facts)];
}

function enemiesOf(s: GameState, model: Model): Model[] {
  return Object.values(s.models).filter((m) => areEnemies(model, m));
}

function targetOf(s: GameState, action: Action): Model | null {
  if (!('target' in action) || action.target === undefined) return null;
  const t = s.models[action.target];
  if (!t) throw new RangeError(`No model with id "${action.target}" to target; known: ${Object.keys(s.models).join(', ')}.`);
  return t;
}

/** Walls in words: "the wall between a1 and b1", or two joined by "and". */
const wallWords = (walls: readonly (readonly [Square, Square])[]): string =>
  walls.map(([a, b]) => `the wall between ${formatSquare(a)} and ${formatSquare(b)}`).join(' and ');

const list = (ms: readonly Model[]): string => (ms.length === 1 ? `${ms[0]!.id} is` : `${ms.map((m) => m.id).join(', ')} are`);

/**
 * A face-down blip that is attacked is flipped, and the attack is made against the revealed unit:
 * defending and taking damage need values other than Movement (`cx-blip-values`). The rules do
 * not forbid attacking a blip, so the attack stays allowed. One explaining reason per face-down
 * blip among `targets` (enemies the attack can be made against).
 */
function attackedBlipsFlip(s: GameState, model: Model, targets: readonly Model[]): Reason[] {
  return targets.filter((t) => isFaceDownBlip(s, t)).map((t) => R.AttackedBlipFlips({ model: model.id, target: t.id }));
}

function meleeGate(s: GameState, { model, action, made }: Ask): Reason[] {
  if (action.action !== 'melee') return [];
  if (!hasValueFor(model, 'melee')) return [R.NoMeleeValue({ model: model.id })];
  const target = targetOf(s, action);
  if (target) {
    const out: Reason[] = [];
    if (!areEnemies(model, target)) out.push(R.TargetNotEnemy({ model: model.id, target: target.id }));
    const walls = wallsBetween(s.board, model.at, target.at);
    if (!isAdjacent(model.at, target.at))
      out.push(R.MeleeNotAdjacent({ model: model.id, target: target.id, distance: distance(model.at, target.at) }));
    else if (walls.length)
      out.push(R.MeleeAcrossWall({ model: model.id, target: target.id, walls: wallWords(walls), count: walls.length }));
    else out.push(R.MeleeAdjacent({ model: model.id, targets: list([target]), dice: model.melee, made }));
    return out.some((r) => r.refuses) ? out : [...out, ...attackedBlipsFlip(s, model, [target])];
  }
  const enemies = enemiesOf(s, model);
  const adjacent = enemies.filter((m) => isAdjacentOnBoard(s.board, model.at, m.at));
  if (adjacent.length)
    return [
      R.MeleeAdjacent({ model: model.id, targets: list(adjacent), dice: model.melee, made }),
      ...attackedBlipsFlip(s, model, adjacent),
    ];
  // No enemy adjacent: an enemy whose square touches but is walled off is named with its wall too.
  const walled = enemies.flatMap((m) => {
    const walls = isAdjacent(model.at, m.at) ? wallsBetween(s.board, model.at, m.at) : [];
    return walls.length ? [R.MeleeAcrossWall({ model: model.id, target: m.id, walls: wallWords(walls), count: walls.length })] : [];
  });
  return [R.NoAdjacentEnemy({ model: model.id }), ...walled];
}

/**
 * The first closed corner on a shortest path to `to` that cuts corners (`relaxed`: steps by square
 * index, diagonals allowed past anything), in words: the diagonal step (`from`, `via`) and what
 * closes it ("the blocked square b1", "model B on b1", "a wall"). Rule `cx-diagonal-move`.
 */
function closedCorner(s: GameState, relaxed: Int16Array, to: Square): { from: string; via: string; past: string } {
  const board = s.board;
  const w = board.width;
  const at = (q: Square) => relaxed[q.y * w + q.x]!;
  // Walk back from `to` to the start along decreasing step counts, keeping legal orthogonal steps.
  const path: Square[] = [to];
  let here = to;
  while (at(here) > 0) {
    let prev: Square | null = null;
    for (const [dx, dy] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const) {
      const p = { x: here.x + dx, y: here.y + dy };
      if (!isOnBoard(board, p) || at(p) !== at(here) - 1) continue;
      if ((dx === 0 || dy === 0) && !canStep(board, p, here)) continue;
      prev = p;
      break;
    }
    if (!prev) break;
    path.unshift(prev);
    here = prev;
  }
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    if (a.x === b.x || a.y === b.y || canStep(board, a, b)) continue;
    return { from: formatSquare(a), via: formatSquare(b), past: cornerWords(s, board, a, b) };
  }
  return { from: formatSquare(path[0]!), via: formatSquare(to), past: 'a closed corner' };
}

/**
 * What closes the corner of the diagonal step from `a` to `b` on `board` (rule `cx-diagonal-move`),
 * in words: each side square that is closed ("the blocked square b1", "model G on b1", joined by
 * "and"), or "a wall at the corner of a1 and b2" when only walls close it. `board` may differ
 * from `s.board` (a path is judged with the mover taken off its starting square); models are named
 * from `s.models`.
 */
export function cornerWords(s: GameState, board: Board, a: Square, b: Square): string {
  const named = [
    { x: b.x, y: a.y },
    { x: a.x, y: b.y },
  ]
    .map((q) => {
      const f = flagsAt(board, q);
      if (f & BLOCKED) return `the blocked square ${formatSquare(q)}`;
      if (f & OCCUPIED) {
        const m = Object.values(s.models).find((x) => sameSquare(x.at, q));
        return m ? `model ${m.id} on ${formatSquare(q)}` : `a model on ${formatSquare(q)}`;
      }
      return null;
    })
    .filter((x): x is string => x !== null);
  return named.length ? named.join(' and ') : `a wall at the corner of ${formatSquare(a)} and ${formatSquare(b)}`;
}

/** What stops a line of sight, in words that name the square, wall or model: "the wall between b1 and b2". */
function blockerWords(s: GameState, b: Blocker): string {
  const sq = formatSquare;
  const on = (at: Square) => {
    const m = Object.values(s.models).find((x) => x.at.x === at.x && x.at.y === at.y);
    return m ? `${m.kind === 'blip' ? 'the blip token' : 'model'} ${m.id} on ${sq(at)}` : `a model on ${sq(at)}`;
  };
  switch (b.kind) {
    case 'wall':
      return `the wall between ${sq(b.between[0])} and ${sq(b.between[1])}`;
    case 'blocked':
      return `the blocked square ${sq(b.at)}`;
    case 'occupied':
      return on(b.at);
    case 'corner':
      return `the corner between ${sq(b.via[0])} and ${sq(b.via[1])}, closed on both sides,`;
    case 'off-board':
      return 'the edge of the board';
  }
}

function shootAt(s: GameState, model: Model, target: Model, made?: false): Reason[] {
  const out: Reason[] = [];
  if (!areEnemies(model, target)) out.push(R.TargetNotEnemy({ model: model.id, target: target.id }));
  if (isAdjacentOnBoard(s.board, model.at, target.at)) out.push(R.ShootTargetAdjacent({ model: model.id, target: target.id }));
  const where = { model: model.id, target: target.id, from: formatSquare(model.at), to: formatSquare(target.at) };
  const blocker = lineOfSightBlocker(s.board, model.at, target.at);
  out.push(blocker === null ? R.LineOfSightClear(where) : R.NoLineOfSight({ ...where, blocker: blockerWords(s, blocker) }));
  const r = range(model, target);
  if (r.band === 'out') out.push(R.OutOfRange({ model: model.id, target: target.id, distance: r.distance, longest: r.limit }));
  else
    out.push(R.RangeValue({ model: model.id, target: target.id, distance: r.distance, band: r.band, limit: r.limit, dice: r.dice!, made }));
  return out.some((x) => x.refuses) ? out : [...out, ...attackedBlipsFlip(s, model, [target])];
}

function shootGate(s: GameState, { model, action, made }: Ask): Reason[] {
  if (action.action !== 'shoot') return [];
  if (!hasValueFor(model, 'shoot')) return [R.NoShootValue({ model: model.id })];
  const target = targetOf(s, action);
  if (target) return shootAt(s, model, target, made);
  const ok = enemiesOf(s, model)
    .map((m) => shootAt(s, model, m, made))
    .filter((rs) => !rs.some((r) => r.refuses));
  return ok.length ? ok.flat() : [R.NoShootTarget({ model: model.id })];
}

function psychicGate(s: GameState, { model, action, made }: Ask): Reason[] {
  if (action.action !== 'psychic') return [];
  const psy = model.psychic;
  // A psychic ability of 0 dice is none, as a Melee value of 0 is (cx-melee-value).
  if (!psy || !hasValueFor(model, 'psychic')) return [R.NoPsychicAbility({ model: model.id })];
  const target = targetOf(s, action);
  const out: Reason[] = [];
  if (target) {
    if (!areEnemies(model, target)) out.push(R.TargetNotEnemy({ model: model.id, target: target.id }));
    const d = distance(model.at, target.at);
    out.push(
      d <= psy.range
        ? R.PsychicInReach({ model: model.id, targets: list([target]), reach: psy.range, dice: psy.dice, made })
        : R.PsychicOutOfReach({ model: model.id, target: target.id, distance: d, reach: psy.range }),
    );
    if (!out.some((r) => r.refuses)) out.push(...attackedBlipsFlip(s, model, [target]));
  } else {
    const inReach = enemiesOf(s, model).filter((m) => distance(model.at, m.at) <= psy.range);
    out.push(
      inReach.length
        ? R.PsychicInReach({ model: model.id, targets: list(inReach), reach: psy.range, dice: psy.dice, made })
        : R.NoPsychicTarget({ model: model.id, reach: psy.range }),
      ...attackedBlipsFlip(s, model, inReach),
    );
  }
  out.push(R.PsychicIgnoresLineOfSight({ model: model.id }));
  return out;
}

/**
 * Feature squares on or adjacent to a square (where an Interact action can do something, rule
 * `cx-interact-feature`). Adjacent is the adjacency of attacks (`isAdjacentOnBoard`): a feature
 * that a wall separates from the square is not next to it (`cx-wall-not-adjacent`, this vault's
 * reading, as a terminal behind a wall cannot be reached). With `walledOff`, the other way round:
 * the features whose square touches this one but is walled off.
 */
export function featuresNear(state: GameState, at: Square, walledOff = false): Square[] {
  const out: Square[] = [];
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const sq = { x: at.x + dx, y: at.y + dy };
      if (!isOnBoard(state.board, sq) || !(flagsAt(state.board, sq) & FEATURE)) continue;
      const near = (dx === 0 && dy === 0) || isAdjacentOnBoard(state.board, at, sq);
      if (near !== walledOff) out.push(sq);
    }
  }
  return out;
}

function interactGate(s: GameState, { model, action }: Ask): Reason[] {
  if (action.action !== 'interact') return [];
  const near = featuresNear(s, model.at);
  if (near.length) return [R.InteractFeature({ model: model.id, feature: near.map(formatSquare).join(', ') })];
  // Nothing in reach: a feature just behind a wall is named with its wall.
  const walled = featuresNear(s, model.at, true).map((f) => {
    const walls = wallsBetween(s.board, model.at, f);
    return R.FeatureAcrossWall({ model: model.id, feature: formatSquare(f), walls: wallWords(walls), count: walls.length });
  });
  return [R.NothingToInteract({ model: model.id, at: formatSquare(model.at) }), ...walled];
}

function overwatchGate(s: GameState, { model, action }: Ask): Reason[] {
  if (action.action !== 'overwatch') return [];
  const out: Reason[] = [];
  if (!hasValueFor(model, 'overwatch')) out.push(R.OverwatchNeedsShoot({ model: model.id }));
  const used = actionsUsed(s.activation!.did);
  if (action.mode === 'full')
    out.push(used > 0 ? R.FullOverwatchNeedsBoth({ model: model.id, used }) : R.FullOverwatchBoth({ model: model.id }));
  else out.push(used !== 1 ? R.WeakOverwatchNotSecond({ model: model.id, used }) : R.WeakOverwatchSecond({ model: model.id }));
  return out;
}

const flipGate: Gate<GameState, Ask> = (_s, { model, action, faceDown }) =>
  action.action === 'flip' && faceDown ? R.FlipThenBehaviour({ model: model.id }) : null;

/**
 * What an action brings about, said only when the action is allowed: an attacked blip flipped
 * (`cx-blip-values`), a flipped blip's unit revealed for its Alien Behaviour Action
 * (`cx-behaviour-after-flip`).
 */
const CONSEQUENCES: ReadonlySet<string> = new Set(['AttackedBlipFlips', 'FlipThenBehaviour']);

/**
 * Reasons that say what the action would do (how far the Move reaches, the dice the attack
 * rolls). In a refused answer they are said again with `made: false`, as facts about the model
 * and not as something that happens.
 */
const WOULD: ReadonlySet<string> = new Set(['MoveRange', 'MeleeAdjacent', 'RangeValue', 'PsychicInReach']);

/** Gates in check order. The action-specific ones are skipped for a face-down blip asked for a value it lacks. */
const COMMON: Gate<GameState, Ask>[] = [blipGate, countGate, differentGate];
const SPECIFIC: Gate<GameState, Ask>[] = [moveGate, meleeGate, shootGate, psychicGate, interactGate, overwatchGate, flipGate];

/** `true` while the model is a Blip Token that has not been flipped in the current activation. */
export function isFaceDownBlip(state: GameState, model: Model): boolean {
  if (model.kind !== 'blip') return false;
  const a = state.activation;
  return !(a && a.model === model.id && a.did.some((d) => d.action === 'flip'));
}

/**
 * Can the model being activated take this action now? Checks, in order: blip tokens (only
 * Movement while face down; only they flip), two actions per activation, two different actions
 * (Sprint differs from Move), then the action's own rules: Move/Sprint distance and the diagonal
 * rule (with `to`; a `to` where the model stands is out to a neighbour and back, two squares, this
 * vault's reading; a `to` no path of any length reaches is refused by `cx-move-blocked`, not by the
 * distance), Melee adjacency, Shoot non-adjacency + line of sight + range band, Psychic
 * reach without line of sight (a psychic value of 0 dice is no ability), Interact needing a
 * feature on or adjacent to the model's square (not behind a wall), Overwatch full (both actions) or weak
 * (second action only), Flip (then the Alien Behaviour Action). Without `to`/`target` it asks
 * whether the action is possible at all (some square, some enemy). An attack that can be made on
 * a face-down blip says that the blip is flipped and the revealed unit is attacked (`cx-blip-values`).
 * A refused answer says nothing of what the action would bring about (a blip flipped, a unit
 * revealed): only an allowed one does; what the action would do (the dice an attack rolls, the
 * steps a Move takes) it says as facts about the model (`made: false`), not as happening.
 *
 * Refuses with `NotActivated` when no activation is in progress. Throws `RangeError` when
 * `target` names no model.
 */
export function canPerform(state: GameState, action: Action): Verdict {
  const activation = state.activation;
  if (!activation) return verdictOf([R.NotActivated({ action: action.action })]);
  const model = state.models[activation.model];
  if (!model) throw new RangeError(`The activation names model "${activation.model}", which is not on the board.`);
  const ask: Ask = { model, action, faceDown: isFaceDownBlip(state, model) };
  const common = runGates(COMMON, state, ask);
  if (common.reasons.some((r) => r.code === 'BlipHasOnlyMovement')) return common;
  let specific = runGates(SPECIFIC, state, ask).reasons;
  if (!common.reasons.some((r) => r.refuses) && !specific.some((r) => r.refuses)) return verdictOf([...common.reasons, ...specific]);
  // A refused action brings nothing about: no blip is flipped by it, no unit revealed, no die
  // rolled, no square reached; what it would do is said as facts about the model.
  if (specific.some((r) => WOULD.has(r.code))) specific = runGates(SPECIFIC, state, { ...ask, made: false }).reasons;
  return verdictOf([...common.reasons, ...specific].filter((r) => !CONSEQUENCES.has(r.code)));
}

/**
 * Every action the model being activated may take now, each as a concrete action: Move and
 * Sprint without a destination (see {@link reachableWith}), one attack per allowed target,
 * Overwatch per allowed mode. Empty between activations.
 */
export function legalActions(state: GameState): Action[] {
  const a = state.activation;
  if (!a) return [];
  const model = state.models[a.model];
  if (!model) return [];
  const enemies = enemiesOf(state, model).map((m) => m.id);
  const candidates: Action[] = [
    { action: 'move' },
    { action: 'sprint' },
    ...enemies.map((target) => ({ action: 'melee' as const, target })),
    ...enemies.map((target) => ({ action: 'shoot' as const, target })),
    ...enemies.map((target) => ({ action: 'psychic' as const, target })),
    { action: 'interact' },
    { action: 'overwatch', mode: 'full' },
    { action: 'overwatch', mode: 'weak' },
    { action: 'flip' },
  ];
  return candidates.filter((c) => canPerform(state, c).allowed);
}

/**
 * The squares a model could end on with a Move (up to its Movement value) or a Sprint (half,
 * rounded down), ignoring whether it may take that action now (ask {@link canPerform} for that).
 * In reading order. Throws `RangeError` for an unknown model id.
 */
export function reachableWith(state: GameState, modelId: string, kind: 'move' | 'sprint'): Square[] {
  const model = state.models[modelId];
  if (!model) throw new RangeError(`No model with id "${modelId}".`);
  const steps = kind === 'sprint' ? sprintDistance(model.move) : model.move;
  const dist = stepsTo(state.board, model.at, steps);
  const out: Square[] = [];
  for (let i = 0; i < dist.length; i++) if (dist[i]! > 0) out.push({ x: i % state.board.width, y: Math.floor(i / state.board.width) });
  return out;
}
