/**
 * Movement on the grid: adjacency, single steps with the diagonal rule, and the squares a model
 * can reach with a Move or a Sprint.
 *
 * Rules implemented: `cx-diagonal-move` (a diagonal step needs both squares it passes between
 * open, and no wall around that corner), `cx-move-blocked` (no entering blocked or occupied
 * squares, no crossing walls), `cx-move-distance` and `cx-sprint-distance` (how far).
 */
import { BLOCKED, OCCUPIED, WALL_EAST, WALL_SOUTH, indexOf, isOnBoard, squareAt, type Board } from './board.ts';
import { distance, type Square } from './squares.ts';

/** `true` when the squares touch along an edge or at a corner (one square apart, diagonals included). */
export function isAdjacent(a: Square, b: Square): boolean {
  return distance(a, b) === 1;
}

const CLOSED = BLOCKED | OCCUPIED;

/**
 * The step rule on square indices, shared by {@link canStep} and the searches (so they cannot
 * disagree). `(fx, fy)` must be on the board; `dx`, `dy` in -1..1, not both 0.
 */
function stepAllowed(board: Board, fx: number, fy: number, dx: number, dy: number, relaxed: boolean): boolean {
  const w = board.width;
  const tx = fx + dx;
  const ty = fy + dy;
  if (tx < 0 || ty < 0 || tx >= w || ty >= board.height) return false;
  const c = board.cells;
  const f = fy * w + fx;
  const t = ty * w + tx;
  if (c[t]! & CLOSED) return false;
  if (dy === 0) return (c[dx > 0 ? f : t]! & WALL_EAST) === 0;
  if (dx === 0) return (c[dy > 0 ? f : t]! & WALL_SOUTH) === 0;
  if (relaxed) return true;
  const a = fy * w + tx; // beside the corner, in the same row as `from`
  const b = ty * w + fx; // beside the corner, in the same column as `from`
  if ((c[a]! | c[b]!) & CLOSED) return false;
  return (
    (c[dx > 0 ? f : a]! & WALL_EAST) === 0 && (c[dx > 0 ? b : t]! & WALL_EAST) === 0 &&
    (c[dy > 0 ? f : b]! & WALL_SOUTH) === 0 && (c[dy > 0 ? a : t]! & WALL_SOUTH) === 0
  );
}

/**
 * Whether a model on `from` can take one step to the neighbouring square `to` (rules
 * `cx-move-blocked`, `cx-diagonal-move`): `to` must be on the board, not blocked and not
 * holding a model or blip; an orthogonal step may not cross a wall; a diagonal step needs both
 * squares it passes between to be open (`isOpen` in board.ts) and no wall on any of the four edges
 * meeting at the corner it passes. `false` when the squares are not neighbours.
 */
export function canStep(board: Board, from: Square, to: Square): boolean {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (Math.max(Math.abs(dx), Math.abs(dy)) !== 1 || !isOnBoard(board, from)) return false;
  return stepAllowed(board, from.x, from.y, dx, dy, false);
}

const DX = [1, -1, 0, 0, 1, 1, -1, -1] as const;
const DY = [0, 0, 1, -1, 1, -1, 1, -1] as const;

/**
 * Steps needed to reach every square within `steps` of `from` (breadth-first; each step, diagonal
 * or not, counts one square). Returns an `Int16Array` by square index: the number of steps, or -1
 * when not reachable within `steps`. `from` itself is 0. With `relaxed`, diagonal steps ignore
 * the diagonal rule (used to explain why a square is out of reach). With `stopAt` (a square
 * index), the search ends as soon as that square is reached, leaving farther squares at -1.
 */
export function stepsTo(board: Board, from: Square, steps: number, relaxed = false, stopAt = -1): Int16Array {
  const w = board.width;
  const n = w * board.height;
  const dist = new Int16Array(n).fill(-1);
  if (!isOnBoard(board, from)) return dist;
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const start = indexOf(board, from);
  dist[start] = 0;
  queue[tail++] = start;
  while (head < tail) {
    const i = queue[head++]!;
    const d = dist[i]!;
    if (d >= steps) continue;
    const x = i % w;
    const y = (i - x) / w;
    for (let k = 0; k < 8; k++) {
      const dx = DX[k]!;
      const dy = DY[k]!;
      const t = i + dy * w + dx;
      if (x + dx < 0 || x + dx >= w || t < 0 || t >= n || dist[t] !== -1) continue;
      if (!stepAllowed(board, x, y, dx, dy, relaxed)) continue;
      dist[t] = d + 1;
      if (t === stopAt) return dist;
      queue[tail++] = t;
    }
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
