/**
 * What happens to a model moving along a path: Overwatch shots and free attacks that interrupt
 * the move (rules `cx-overwatch-fires`, `cx-overwatch-stops-move`, `cx-overwatch-once`,
 * `cx-overwatch-weak-dice`, `cx-overwatch-still-target`, `cx-free-attack-leaving`).
 *
 * A path is the squares the mover enters, one step each, in order. Before each step, every enemy
 * next to the square being left and not next to the square entered gets a free attack (its melee
 * value; one with no Melee value makes none, this vault's reading; each leaving is a trigger of
 * its own, so an enemy left twice strikes twice); then every enemy holding an unused Overwatch token whose shoot attack reaches the
 * square entered (in range, not adjacent, in line of sight) fires, the token removed; the model
 * being activated holds only a token it took in this activation (`overwatchTokenOf`). Either
 * stops the move at that square; the attack resolves; the mover (assumed to survive) may go on
 * with its unused steps. Line of sight is drawn on the board with the mover taken off its
 * starting square. Face-down blips have no values but Movement, so they hold no Overwatch token;
 * a Hero leaving the square next to one still gives it its free attack, which needs its Melee
 * value, so the blip is flipped and the revealed unit makes it (`cx-blip-values`: a blip flips
 * when a value other than Movement is needed). A moving blip is shot at like any enemy model
 * (this vault's reading), and a Hero it steps away from makes its free attack on it; the first
 * such attack flips it (`cx-blip-values`: a blip flips when it takes damage, and defending needs
 * values it does not show), the attack is made against the revealed unit, and the path is judged
 * no further, as after a flip on coming into sight. A blip flipped earlier in the current
 * activation is the revealed unit, and counts as one here. A moving face-down blip flips on the
 * step that brings it into the line of sight of a Hero that did not see it where the move started
 * (`cx-blip-values`), even when another Hero saw it there: the revealed unit replaces it there,
 * and the path is judged no further (the rest of the move is the revealed unit's, whose values a
 * blip does not show).
 *
 * The other way round, a moving Hero that comes to see a face-down blip flips it on that step
 * (`cx-blip-values`): the flip does not interrupt the Hero's move. From the next step on the
 * revealed unit is an enemy with its own values, so stepping away from it draws its free attack;
 * it fires no Overwatch, since a face-down blip cannot have taken the Overwatch action. As for a
 * moving blip, one the Hero already sees where its move starts is not "coming into" its sight.
 * Only the moving Hero's own sight is traced: another Hero's sight that the mover stops blocking
 * is not.
 *
 * One step can draw two attacks from the same enemy: a free attack for leaving it and, if the
 * step also takes the mover into its Overwatch reach, its Overwatch shot. The rules name no
 * exception, so this vault's reading (`cx-free-attack-and-overwatch`) is that both happen, the
 * free attack first (the mover leaves before it arrives), then the shot if the mover survives;
 * the free attack does not spend the Overwatch token.
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { canPerform, cornerWords, isFaceDownBlip } from './actions.ts';
import { overwatchDiscarded } from './activation.ts';
import { OCCUPIED, type Board } from './board.ts';
import { hasLineOfSight } from './line-of-sight.ts';
import { canStep, isAdjacentOnBoard, sprintDistance, stepsBetween } from './movement.ts';
import { range } from './range.ts';
import * as R from './reasons.ts';
import { distance, formatSquare, type Square } from './squares.ts';
import { areEnemies, overwatchTokenOf, type GameState, type Model } from './state.ts';

/** One attack that interrupts a move. */
export interface MoveInterruption {
  /**
   * `overwatch`: a shot on Overwatch; `free-attack`: the free attack for leaving an adjacent enemy;
   * `flip`: a moving blip comes into a Hero's line of sight and is flipped (no attack, `dice` 0).
   */
  readonly kind: 'overwatch' | 'free-attack' | 'flip';
  /** Id of the attacking model (for a flip: the Hero that sees the blip). */
  readonly by: string;
  /** Steps taken when it happens (1 = after the first step of the path). */
  readonly step: number;
  /** The square the mover stands on when attacked (where the move stops). */
  readonly at: Square;
  /** Combat dice rolled: the shoot value of the range band (blue token: one fewer, never below 0), or the melee value. */
  readonly dice: number;
  /** `true` when the blue (weak) token took one die off. */
  readonly weakened: boolean;
  /** Steps of the path asked after this one. What the mover may go on with is the rest of its
   * Move or Sprint, which may be more (`pathVerdict` says it). */
  readonly stepsLeft: number;
  /**
   * `true` on a free attack by a face-down blip: the attack needs its Melee value, so the blip is
   * flipped and the revealed unit makes it (`cx-blip-values`). Absent otherwise.
   */
  readonly blipFlips?: true;
  /**
   * `true` on the first attack on a moving face-down blip: being attacked needs values the token
   * does not show (to defend, to take damage), so it is flipped there and the attack is made
   * against the revealed unit (`cx-blip-values`); the path is judged no further, the rest of the
   * move being the revealed unit's. Absent otherwise.
   */
  readonly moverFlips?: true;
}

/** The outcome of a path: every interruption in order, or the first step that cannot be taken. */
export type PathOutcome =
  | {
      readonly ok: true;
      readonly interruptions: readonly MoveInterruption[];
      /**
       * Weak (blue) Overwatch tokens the mover stepped into reach of with no die to roll: each
       * watcher's first such step (before it fired, if it fired later). It does not fire there
       * and keeps its token (`cx-overwatch-weak-dice`, this vault's reading). Absent when none.
       */
      readonly noDice?: readonly { readonly by: string; readonly step: number; readonly at: Square }[];
      /**
       * Enemies the mover leaves (steps from the square next to them to one that is not) with no
       * Melee value: the free attack rolls the Melee value, so they make none (`cx-free-attack-leaving`,
       * this vault's reading). Each leaving, in step order. Absent when none.
       */
      readonly noFreeAttack?: readonly { readonly by: string; readonly step: number; readonly at: Square }[];
      /**
       * Face-down blips a moving Hero comes to see, each flipped on that step (`cx-blip-values`):
       * `blip` its id, `at` the square the Hero stands on. Absent when none (and for a mover
       * that is not a Hero).
       */
      readonly revealed?: readonly { readonly blip: string; readonly step: number; readonly at: Square }[];
    }
  | {
      readonly ok: false;
      readonly step: number;
      readonly from: Square;
      readonly to: Square;
      /**
       * `true` when the step is a diagonal one that only the diagonal rule forbids (`cx-diagonal-move`:
       * a square it passes between is closed, or a wall meets that corner); `false` for any other
       * illegal step (not one square, off the board, into a closed square).
       */
      readonly cornerCut: boolean;
    };

/** Takes the blip `id` out of `blips`, if there. */
function removeBlip(blips: Model[], id: string): void {
  const k = blips.findIndex((b) => b.id === id);
  if (k >= 0) blips.splice(k, 1);
}

/**
 * The cells {@link withoutMover} last made, written over by the next call. A new array buffer for
 * each path cost more than the rest of a short path's work together; this one is safe to reuse
 * because `movePath` never calls itself and the board it makes never leaves it.
 */
let scratchCells = new Uint8Array(0);

/**
 * The board with `model`'s square emptied (the mover is where the path says, not where it started).
 * Valid until the next call: its cells are {@link scratchCells}.
 */
function withoutMover(board: Board, at: Square): Board {
  if (scratchCells.length !== board.cells.length) scratchCells = new Uint8Array(board.cells.length);
  const cells = scratchCells;
  cells.set(board.cells);
  cells[at.y * board.width + at.x]! &= ~OCCUPIED;
  return { ...board, cells };
}

/**
 * The shoot dice an Overwatch token of `model` would roll at a target on `to` — `dice` 0 when a
 * weak (blue) token takes the one die of a shoot value of 1 — or `null` when it holds no token or
 * its shoot attack does not reach `to` (adjacent, out of range, out of line of sight).
 */
function overwatchReach(board: Board, model: Model, to: Square): { dice: number; weakened: boolean } | null {
  if (!model.overwatch || distance(model.at, to) === 0 || isAdjacentOnBoard(board, model.at, to)) return null;
  const r = range(model, { at: to });
  if (r.dice === null || !hasLineOfSight(board, model.at, to)) return null;
  const weakened = model.overwatch === 'weak';
  return { dice: Math.max(0, r.dice - (weakened ? 1 : 0)), weakened };
}

/**
 * The shoot dice an Overwatch token of `model` rolls at a target on `to`, or `null` when its shoot
 * attack does not reach, or when a weak (blue) token leaves no die to roll (a shoot value of 1):
 * then it does not fire, and the token stays (`cx-overwatch-weak-dice`, this vault's reading).
 */
export function overwatchDice(board: Board, model: Model, to: Square): { dice: number; weakened: boolean } | null {
  const shot = overwatchReach(board, model, to);
  return shot && shot.dice > 0 ? shot : null;
}

/**
 * The attacks that interrupt `moverId` moving along `path` (squares entered in order). Each
 * Overwatch token fires at most once; a path of no steps is never shot at. Returns the first
 * illegal step instead when a step is not one square, leaves the board, enters a blocked or
 * occupied square, crosses a wall or cuts a blocked corner (`canStep`; `cornerCut` says it was the
 * corner, rule `cx-diagonal-move`). Throws `RangeError` for
 * an unknown model id.
 */
export function movePath(state: GameState, moverId: string, path: readonly Square[]): PathOutcome {
  const mover = state.models[moverId];
  if (!mover) throw new RangeError(`No model with id "${moverId}"; known: ${Object.keys(state.models).join(', ') || 'none'}.`);
  const board = withoutMover(state.board, mover.at);
  const enemies: Model[] = [];
  for (const id in state.models) {
    const m = state.models[id]!;
    // The token each enemy holds now: the model being activated has only the one it took in this activation.
    if (m.id !== moverId && !isFaceDownBlip(state, m) && areEnemies(m, mover))
      enemies.push({ ...m, overwatch: overwatchTokenOf(state, m) });
  }
  const fired = new Set<string>();
  const out: MoveInterruption[] = [];
  const noDice: { by: string; step: number; at: Square }[] = [];
  // Made on the first enemy left with no Melee value: most paths leave none.
  let noFreeAttack: { by: string; step: number; at: Square }[] | undefined;
  // Enemies that make a free attack when left, face-down blips among them: the free attack needs
  // a value other than Movement, so the blip is flipped to make it (cx-blip-values).
  const leftBehind = enemies.slice();
  // A moving Hero flips each face-down blip it comes to see; one in its sight at the start is
  // not coming into it.
  const unseen: Model[] = [];
  const faceDown = new Set<string>();
  const revealed: { blip: string; step: number; at: Square }[] = [];
  if (mover.kind === 'hero')
    for (const id in state.models) {
      const m = state.models[id]!;
      if (!isFaceDownBlip(state, m)) continue;
      faceDown.add(m.id);
      leftBehind.push(m);
      if (!hasLineOfSight(board, mover.at, m.at)) unseen.push(m);
    }
  // A face-down blip is watched for each Hero that would see it and does not see it where the
  // move starts: it flips on the step that brings it into that Hero's line of sight, whether or
  // not another Hero already saw it (cx-blip-values: it enters a Hero's line of sight). One
  // flipped earlier in this activation is the revealed unit, with nothing left to flip.
  const heroes: Model[] = [];
  if (isFaceDownBlip(state, mover))
    for (const id in state.models) {
      const h = state.models[id]!;
      if (h.kind === 'hero' && !hasLineOfSight(board, h.at, mover.at)) heroes.push(h);
    }
  const seenBy = (at: Square): Model | undefined => heroes.find((h) => hasLineOfSight(board, h.at, at));
  // A moving face-down blip flips at the first attack on it (cx-blip-values): the attacks of that
  // step are made against the revealed unit, and the path is judged no further.
  const moverFaceDown = isFaceDownBlip(state, mover);
  let flipped = false;
  const flipsMover = (): { moverFlips?: true } => {
    if (!moverFaceDown || flipped) return {};
    flipped = true;
    return { moverFlips: true };
  };
  let from = mover.at;
  for (let i = 0; i < path.length; i++) {
    const to = path[i]!;
    if (!canStep(board, from, to))
      return {
        ok: false,
        step: i + 1,
        from,
        to,
        cornerCut: from.x !== to.x && from.y !== to.y && stepsBetween(board, from, to, 1, true) === 1,
      };
    const stepsLeft = path.length - i - 1;
    const seer = heroes.length > 0 && !flipped ? seenBy(to) : undefined;
    if (seer) {
      flipped = true;
      out.push({ kind: 'flip', by: seer.id, step: i + 1, at: to, dice: 0, weakened: false, stepsLeft });
    }
    for (const e of leftBehind) {
      if (!isAdjacentOnBoard(board, e.at, from) || isAdjacentOnBoard(board, e.at, to)) continue;
      // No Melee value, nothing to strike with: no free attack, and a face-down blip stays face down.
      if (e.melee <= 0) (noFreeAttack ??= []).push({ by: e.id, step: i + 1, at: to });
      else {
        // A face-down blip flips to make it: the free attack needs its Melee value (cx-blip-values).
        const flips = faceDown.delete(e.id);
        if (flips) removeBlip(unseen, e.id);
        out.push({
          kind: 'free-attack',
          by: e.id,
          step: i + 1,
          at: to,
          dice: e.melee,
          weakened: false,
          stepsLeft,
          ...(flips ? { blipFlips: true } : {}),
          ...flipsMover(),
        });
      }
    }
    for (const e of enemies) {
      if (fired.has(e.id)) continue;
      const shot = overwatchReach(board, e, to);
      if (!shot) continue;
      if (shot.dice === 0) {
        if (!noDice.some((n) => n.by === e.id)) noDice.push({ by: e.id, step: i + 1, at: to });
        continue;
      }
      fired.add(e.id);
      out.push({ kind: 'overwatch', by: e.id, step: i + 1, at: to, dice: shot.dice, weakened: shot.weakened, stepsLeft, ...flipsMover() });
    }
    // Flipped on this step, by sight or by an attack: the rest of the move is the revealed unit's.
    if (flipped) break;
    for (let k = 0; k < unseen.length; k++) {
      const b = unseen[k]!;
      if (!hasLineOfSight(board, to, b.at)) continue;
      revealed.push({ blip: b.id, step: i + 1, at: to });
      faceDown.delete(b.id);
      unseen.splice(k--, 1);
    }
    from = to;
  }
  return {
    ok: true,
    interruptions: out,
    ...(noDice.length ? { noDice } : {}),
    ...(noFreeAttack ? { noFreeAttack } : {}),
    ...(revealed.length ? { revealed } : {}),
  };
}

/**
 * "Can `moverId` walk this path without being interrupted?" as a verdict: refused by each
 * Overwatch shot (`cx-overwatch-fires`) and free attack (`cx-free-attack-leaving`) on the way,
 * and by a blip's flip on coming into a Hero's line of sight (`cx-blip-values`),
 * with where the move stops and what is left of it (the squares of its Move or Sprint not yet
 * used, which may be more than the steps left on the path asked); refused by the first illegal step
 * (`cx-move-blocked`; a diagonal step past a closed corner: `cx-diagonal-move`, naming what closes
 * it) or a path longer than the Movement value (`cx-move-distance`); a path it
 * cannot walk reports only why (never a granted move or the attacks on the way). When the mover
 * is the model being activated, the path is its next movement action (this vault's reading of a
 * path asked mid-activation): a Sprint once it has taken a Move, so at most half its Movement
 * (`cx-sprint-distance`), a Move otherwise; with no such action left it is refused for that
 * alone (`canPerform`'s refusals: `cx-two-actions`, `cx-different-actions`, …). Any other
 * model's path is a hypothetical Move of its whole Movement value. An empty
 * path is a model that does not move: never shot (`cx-overwatch-still-target`). A weak (blue)
 * token whose shot would roll no die does not fire and keeps its token: an explaining reason
 * says so (`cx-overwatch-weak-dice`); so does one for an enemy left with no Melee value, which
 * makes no free attack (`cx-free-attack-leaving`). A face-down blip a moving Hero comes to see is flipped,
 * without stopping the move (`cx-blip-values`, explaining, in step order with the attacks), and
 * one it leaves behind is flipped to make its free attack (`cx-blip-values`, explaining); a
 * moving face-down blip is flipped by the first attack on it, which is made against the revealed
 * unit (`cx-blip-values`, explaining), and what is left of the move is the revealed unit's, by its
 * own Movement (the answer names no count of steps from then on); an
 * enemy whose free attack and Overwatch shot both fall on one step is said to make both, the
 * free attack first (`cx-free-attack-and-overwatch`, explaining). An enemy being activated
 * fires only with a token taken in this activation: one it showed from earlier was discarded when
 * it was activated, as an explaining reason says (`cx-discard-overwatch`).
 */
export function pathVerdict(state: GameState, moverId: string, path: readonly Square[]): Verdict {
  const mover = state.models[moverId];
  if (!mover) throw new RangeError(`No model with id "${moverId}"; known: ${Object.keys(state.models).join(', ') || 'none'}.`);
  const model = mover.id;
  if (path.length === 0) return verdictOf([R.StillTargetNotShot({ model })]);
  // The model being activated walks the path as its next movement action: a Sprint once it has
  // taken a Move, a Move otherwise. Without that action left (cx-two-actions,
  // cx-different-actions) it does not walk at all, and that alone is the answer.
  const activation = state.activation;
  const own = activation !== null && activation.model === moverId;
  const sprint = own && activation.did.some((a) => a.action === 'move');
  if (own) {
    const refused = canPerform(state, { action: sprint ? 'sprint' : 'move' }).reasons.filter((r) => r.refuses);
    if (refused.length) return verdictOf(refused);
  }
  const reasons: Reason[] = [];
  // A Sprint covers half the Movement value (cx-sprint-distance), a Move all of it.
  if (sprint && path.length > sprintDistance(mover.move))
    reasons.push(R.SprintPathTooLong({ model, steps: path.length, movement: mover.move, sprint: sprintDistance(mover.move) }));
  else if (path.length > mover.move) reasons.push(R.PathTooLong({ model, steps: path.length, movement: mover.move }));
  const out = movePath(state, moverId, path);
  if (!out.ok) {
    const step = { model, step: out.step, from: formatSquare(out.from), to: formatSquare(out.to) };
    // A diagonal step only the diagonal rule forbids is named as such, with what closes the corner.
    const past = out.cornerCut ? cornerWords(state, withoutMover(state.board, mover.at), out.from, out.to) : null;
    reasons.push(past === null ? R.PathStepIllegal(step) : R.PathCutsCorner({ ...step, past }));
  }
  // A path the model cannot walk is refused for that alone: what would interrupt it is not asked.
  if (!out.ok || reasons.length) return verdictOf(reasons);
  // What a surviving mover may go on with is the rest of its Move or Sprint, not only the rest of
  // the path asked (cx-overwatch-stops-move, cx-free-attack-leaving: "its unused steps").
  const budget = sprint ? sprintDistance(mover.move) : mover.move;
  // An enemy being activated lost the token it had from earlier (cx-discard-overwatch): say why it stays quiet.
  const active = activation === null ? undefined : state.models[activation.model];
  const discarded = active && !overwatchTokenOf(state, active) && areEnemies(active, mover) ? overwatchDiscarded(active) : null;
  if (discarded) reasons.push(discarded);
  // Blips a moving Hero flips, in step order with the attacks: after those of their own step
  // (the Hero is attacked as it enters the square it then sees them from).
  const revealed = out.revealed ?? [];
  let shown = 0;
  const flipsUpTo = (step: number) => {
    for (; shown < revealed.length && revealed[shown]!.step <= step; shown++) {
      const f = revealed[shown]!;
      reasons.push(R.HeroSeesBlip({ model, blip: f.blip, at: formatSquare(f.at), step: f.step }));
    }
  };
  // Once a moving blip is flipped (in sight or attacked), the rest of the move is the revealed unit's.
  let moverRevealed = false;
  for (const i of out.interruptions) {
    flipsUpTo(i.step - 1);
    const at = formatSquare(i.at);
    if (i.kind === 'flip') {
      reasons.push(R.BlipFlipsInSight({ model, by: i.by, at, step: i.step, left: i.stepsLeft }));
      moverRevealed = true;
      continue;
    }
    if (i.kind === 'free-attack') {
      reasons.push(R.FreeAttackOnLeaving({ model, by: i.by, at, step: i.step, dice: i.dice }));
      if (i.blipFlips) reasons.push(R.BlipFlipsForFreeAttack({ model, blip: i.by }));
    } else {
      reasons.push(R.OverwatchFires({ model, by: i.by, at, step: i.step, dice: i.dice }));
      if (i.weakened) reasons.push(R.OverwatchWeakDie({ by: i.by, dice: i.dice }));
      reasons.push(R.OverwatchTokenRemoved({ by: i.by }));
      if (out.interruptions.some((f) => f.kind === 'free-attack' && f.by === i.by && f.step === i.step))
        reasons.push(R.FreeAttackAndOverwatch({ model, by: i.by, at, step: i.step }));
    }
    if (i.moverFlips) {
      reasons.push(R.AttackedMoverFlips({ model, by: i.by, at, step: i.step }));
      moverRevealed = true;
    }
    reasons.push(R.MoveGoesOn({ model, at, left: Math.max(0, budget - i.step), revealed: moverRevealed }));
  }
  flipsUpTo(Number.POSITIVE_INFINITY);
  // A blue token with no die to roll stays quiet; say so, so that the silence is explained.
  for (const n of out.noDice ?? []) reasons.push(R.OverwatchNoDice({ model, by: n.by, at: formatSquare(n.at), step: n.step }));
  // An enemy left behind with no Melee value makes no free attack; say so, as for the quiet token.
  for (const n of out.noFreeAttack ?? [])
    reasons.push(R.NoFreeAttackWithoutMelee({ model, by: n.by, at: formatSquare(n.at), step: n.step }));
  if (out.interruptions.length === 0) {
    let watchers = 0;
    for (const id in state.models) if (overwatchTokenOf(state, state.models[id]!) && areEnemies(state.models[id]!, mover)) watchers++;
    reasons.push(R.PathClear({ model, steps: path.length, watchers }));
  }
  return verdictOf(reasons);
}
