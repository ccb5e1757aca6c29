/**
 * Movement on the grid: adjacency, single steps with the diagonal rule, and the squares a model
 * can reach with a Move or a Sprint.
 *
 * Rules implemented: `cx-diagonal-move` (a diagonal step needs both squares it passes between
 * open, and no wall around that corner), `cx-move-blocked` (no entering blocked or occupied
 * squares, no crossing walls), `cx-move-distance` and `cx-sprint-distance` (how far).
 */
import { indexOf, isOnBoard, isOpen, isWallBetween, squareAt, type Board } from './board.ts';
import { distance, type Square } from './squares.ts';

/** `true` when the squares touch along an edge or at a corner (one square apart, diagonals included). */
export function isAdjacent(a: Square, b: Square): boolean {
  return distance(a, b) === 1;
}

/**
 * Whether a model on `from` can take one step to the neighbouring square `to` (rules
 * `cx-move-blocked`, `cx-diagonal-move`): `to` must be on the board, not blocked and not
 * holding a model or blip; an orthogonal step may not cross a wall; a diagonal step needs both
 * squares it passes between to be open ({@link isOpen}) and no wall on any of the four edges
 * meeting at the corner it passes. `false` when the squares are not neighbours.
 */
export function canStep(board: Board, from: Square, to: Square): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !isOnBoard(board, from) || !isOpen(board, to)) return false;
  if (dx === 0 || dy === 0) return !isWallBetween(board, from, to);
  const sideA = { x: to.x, y: from.y };
  const sideB = { x: from.x, y: to.y };
  return (
    isOpen(board, sideA) && isOpen(board, sideB) &&
    !isWallBetween(board, from, sideA) && !isWallBetween(board, sideA, to) &&
    !isWallBetween(board, from, sideB) && !isWallBetween(board, sideB, to)
  );
}

/** A step a relaxed search may take: like {@link canStep} but ignoring the diagonal rule. */
function canStepIgnoringDiagonalRule(board: Board, from: Square, to: Square): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !isOpen(board, to)) return false;
  return dx === 0 || dy === 0 ? !isWallBetween(board, from, to) : true;
}

const NEIGHBOURS: readonly (readonly [number, number])[] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

/**
 * Steps needed to reach every square within `steps` of `from` (breadth-first; each step, diagonal
 * or not, counts one square). Returns an `Int16Array` by square index: the number of steps, or -1
 * when not reachable within `steps`. `from` itself is 0.
 */
export function stepsTo(board: Board, from: Square, steps: number, relaxed = false): Int16Array {
  const dist = new Int16Array(board.width * board.height).fill(-1);
  if (!isOnBoard(board, from)) return dist;
  const step = relaxed ? canStepIgnoringDiagonalRule : canStep;
  dist[indexOf(board, from)] = 0;
  let frontier: Square[] = [from];
  for (let d = 1; d <= steps && frontier.length; d++) {
    const next: Square[] = [];
    for (const s of frontier) {
      for (const [dx, dy] of NEIGHBOURS) {
        const t = { x: s.x + dx, y: s.y + dy };
        if (!isOnBoard(board, t) || dist[indexOf(board, t)] !== -1) continue;
        if (!step(board, s, t)) continue;
        dist[indexOf(board, t)] = d;
        next.push(t);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * The squares a model on `from` can end on after moving up to `steps` squares (rule
 * `cx-move-distance`; pass half the Movement value, rounded down, for a Sprint:
 * `cx-sprint-distance`). Excludes `from`; in reading order (row by row).
 */
export function reachableSquares(board: Board, from: Square, steps: number): Square[] {
  const dist = stepsTo(board, from, steps);
  const out: Square[] = [];
  for (let i = 0; i < dist.length; i++) if (dist[i]! > 0) out.push(squareAt(board, i));
  return out;
}

/** Squares a Sprint covers: half the Movement value, rounded down (`cx-sprint-distance`). */
export function sprintDistance(movement: number): number {
  return Math.floor(movement / 2);
}
