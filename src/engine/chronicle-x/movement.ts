/**
 * Movement on the grid: adjacency, single steps with the diagonal rule, and the squares a model
 * can reach with a Move or a Sprint.
 *
 * Rules implemented: `cx-diagonal-move` (a diagonal step needs both squares it passes between
 * open, and no wall around that corner), `cx-move-blocked` (no entering blocked or occupied
 * squares, no crossing walls), `cx-move-distance` and `cx-sprint-distance` (how far).
 */
import { BLOCKED, OCCUPIED, WALL_EAST, WALL_SOUTH, indexOf, isOnBoard, isWallBetween, squareAt, type Board } from './board.ts';
import { distance, type Square } from './squares.ts';

/** `true` when the squares touch along an edge or at a corner (one square apart, diagonals included). */
export function isAdjacent(a: Square, b: Square): boolean {
  return distance(a, b) === 1;
}

/**
 * The walls that separate two touching squares (rule `cx-wall-not-adjacent`, this vault's reading):
 * for an orthogonal pair, the wall on their shared edge; for a diagonal pair, one wall on each way
 * round the corner (through either side square), when both ways are walled, as by a straight wall
 * or a walled corner. Empty when no wall separates them, or when they do not touch. Blocked squares
 * and models beside the corner never separate them: only walls do. Each wall is the pair of
 * squares it lies between.
 */
export function wallsBetween(board: Board, a: Square, b: Square): [Square, Square][] {
  if (!isAdjacent(a, b) || !isOnBoard(board, a) || !isOnBoard(board, b)) return [];
  if (a.x === b.x || a.y === b.y) return isWallBetween(board, a, b) ? [[a, b]] : [];
  const ways: [Square, Square][] = [];
  for (const side of [
    { x: b.x, y: a.y },
    { x: a.x, y: b.y },
  ]) {
    if (isWallBetween(board, a, side)) ways.push([a, side]);
    else if (isWallBetween(board, side, b)) ways.push([side, b]);
    else return [];
  }
  return ways;
}

/**
 * `true` when two squares are adjacent for an attack: they touch ({@link isAdjacent}) and no wall
 * separates them ({@link wallsBetween}). The one adjacency of Melee Attacks (`cx-melee-adjacent`),
 * free attacks on leaving an enemy (`cx-free-attack-leaving`) and the "not adjacent" of Shoot
 * Attacks and Overwatch (`cx-shoot-target`), rule `cx-wall-not-adjacent`.
 */
export function isAdjacentOnBoard(board: Board, a: Square, b: Square): boolean {
  if (!isAdjacent(a, b)) return false;
  // No wall flag on the board: nothing separates them (the common case, without building lists).
  const w = board.width;
  const c = board.cells;
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const i = y * w + x;
  const walls = WALL_EAST | WALL_SOUTH;
  const near = (c[i]! | (x + 1 < w ? c[i + 1]! : 0) | (y + 1 < board.height ? c[i + w]! : 0)) & walls;
  return near === 0 || wallsBetween(board, a, b).length === 0;
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
    (c[dx > 0 ? f : a]! & WALL_EAST) === 0 &&
    (c[dx > 0 ? b : t]! & WALL_EAST) === 0 &&
    (c[dy > 0 ? f : b]! & WALL_SOUTH) === 0 &&
    (c[dy > 0 ? a : t]! & WALL_SOUTH) === 0
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

/** Most distance fields kept per board (one per starting square asked about). */
const FIELDS_PER_BOARD = 64;
/** Per board: starting square → its distance field, or `null` once asked about a single time. */
const fieldsOf = new WeakMap<Board, Map<number, Int16Array | null>>();

/**
 * Fewest steps from `from` to `to` with no limit (-1 when unreachable), as {@link stepsBetween}.
 * The first question about a starting square on a board is answered by A*; from the second on,
 * the steps to every square are worked out once (breadth-first) and kept with the board (boards
 * are immutable), for the last {@link FIELDS_PER_BOARD} starting squares, so that asking about
 * many destinations of one model searches the board once.
 */
export function stepsFrom(board: Board, from: Square, to: Square): number {
  let fields = fieldsOf.get(board);
  if (!fields) fieldsOf.set(board, (fields = new Map()));
  const key = from.y * board.width + from.x;
  const field = fields.get(key);
  if (field) return field[to.y * board.width + to.x]!;
  if (field === undefined) {
    if (fields.size >= FIELDS_PER_BOARD) fields.delete(fields.keys().next().value!);
    fields.set(key, null);
    return stepsBetween(board, from, to, board.width * board.height);
  }
  const made = stepsTo(board, from, board.width * board.height);
  fields.set(key, made);
  return made[to.y * board.width + to.x]!;
}

// Scratch for stepsBetween, reused across calls (the engine is single-threaded): the best known
// steps to each square, valid only where `stamp` equals the current search's generation.
let scratchG = new Int16Array(0);
let scratchStamp = new Uint32Array(0);
let generation = 0;

/**
 * Fewest steps from `from` to `to` (each step diagonal or not counts one), or -1 when `to` cannot
 * be reached within `limit` steps. Same step rule as {@link stepsTo} (with `relaxed` likewise),
 * found with A* (the Chebyshev distance never overestimates, so the answer is exact) and a bucket
 * queue; it looks at the squares near the straight way only, not the whole board.
 */
export function stepsBetween(board: Board, from: Square, to: Square, limit: number, relaxed = false): number {
  const w = board.width;
  const n = w * board.height;
  if (!isOnBoard(board, from) || !isOnBoard(board, to)) return -1;
  const h0 = distance(from, to);
  if (h0 > limit) return -1;
  if (h0 === 0) return 0;
  if (scratchG.length < n) {
    scratchG = new Int16Array(n);
    scratchStamp = new Uint32Array(n);
    generation = 0;
  }
  if (++generation === 0xffffffff) {
    scratchStamp.fill(0);
    generation = 1;
  }
  const g = scratchG;
  const stamp = scratchStamp;
  const gen = generation;
  const tx = to.x;
  const ty = to.y;
  const target = ty * w + tx;
  const start = from.y * w + from.x;
  // buckets[f] holds squares whose f = steps + Chebyshev distance to `to` is f.
  const buckets: number[][] = [];
  stamp[start] = gen;
  g[start] = 0;
  buckets[h0] = [start];
  for (let f = h0; f <= limit; f++) {
    const bucket = buckets[f];
    if (!bucket) continue;
    // Last in, first out within a bucket: among squares of equal f, the deepest (nearest the
    // target) goes first, so ties do not spread the search over the whole plateau.
    while (bucket.length > 0) {
      const i = bucket.pop()!;
      const x = i % w;
      const y = (i - x) / w;
      const d = g[i]!;
      if (d + Math.max(Math.abs(tx - x), Math.abs(ty - y)) !== f) continue; // stale entry
      if (i === target) return d;
      for (let dir = 0; dir < 8; dir++) {
        const dx = DX[dir]!;
        const dy = DY[dir]!;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || nx >= w || ny < 0 || ny >= board.height) continue;
        const t = ny * w + nx;
        if (stamp[t] === gen && g[t]! <= d + 1) continue;
        if (!stepAllowed(board, x, y, dx, dy, relaxed)) continue;
        const nf = d + 1 + Math.max(Math.abs(tx - nx), Math.abs(ty - ny));
        if (nf > limit) continue;
        stamp[t] = gen;
        g[t] = d + 1;
        (buckets[nf] ??= []).push(t);
      }
    }
  }
  return -1;
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

/**
 * Whether a model on `at` with `steps` squares of movement can end a Move or Sprint where it
 * started, by stepping out to a neighbouring square and back (two steps; rule `cx-move-distance`,
 * this vault's reading that a move may end on its own square). The model's own square counts as
 * free for the step back, whether or not the board marks it occupied.
 */
export function canStepOutAndBack(board: Board, at: Square, steps: number): boolean {
  if (steps < 2 || !isOnBoard(board, at)) return false;
  const cells = board.cells.slice();
  cells[indexOf(board, at)]! &= ~OCCUPIED;
  const free: Board = { ...board, cells };
  for (let k = 0; k < 8; k++) {
    const next = { x: at.x + DX[k]!, y: at.y + DY[k]! };
    if (canStep(free, at, next) && canStep(free, next, at)) return true;
  }
  return false;
}

/** Squares a Sprint covers: half the Movement value, rounded down (`cx-sprint-distance`). */
export function sprintDistance(movement: number): number {
  return Math.floor(movement / 2);
}
