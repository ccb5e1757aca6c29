/**
 * The square grid: terrain (blocked squares, hazards, interactive features), walls along the
 * edges between squares, and which squares hold a model or blip token.
 *
 * A {@link Board} is compact and fast to query: one byte of flags per square in a `Uint8Array`,
 * indexed `y * width + x`. Its serialisable form is {@link BoardSpec} (see {@link boardToSpec}),
 * and `ascii.ts` reads and writes the drawn form used by tests, `check` blocks and the editor.
 */
import type { ProblemOf } from '../core/index.ts';
import type { ScenarioMessages } from './scenario-messages.ts';
import { formatSquare, parseSquare, type Square } from './squares.ts';

/** The square cannot be entered and blocks line of sight (a pillar, rubble, a closed bulkhead). */
export const BLOCKED = 1;
/** A hazard: it may be entered and does not block line of sight. */
export const HAZARD = 2;
/** Something in the environment an Interact action can use (a terminal, a door control). */
export const FEATURE = 4;
/** A wall along the east edge of the square (between it and the square to its right). */
export const WALL_EAST = 8;
/** A wall along the south edge of the square (between it and the square below it). */
export const WALL_SOUTH = 16;
/** A model or blip token stands on the square. */
export const OCCUPIED = 32;

/** The grid. Treat as immutable: helpers return new boards. */
export interface Board {
  readonly width: number;
  readonly height: number;
  /** Flags per square (`BLOCKED | HAZARD | …`), index `y * width + x`. */
  readonly cells: Uint8Array;
  /** Id of the model or blip on each occupied square, by square index. */
  readonly occupants: ReadonlyMap<number, string>;
}

/**
 * The serialisable board: JSON- and URL-friendly, squares in notation (`c4`).
 * `walls` lists edges as two orthogonally adjacent squares joined by `-` (`b2-b3`, `c1-d1`).
 * Lists may be omitted when empty. Models are not part of it: each model has its own square.
 */
export interface BoardSpec {
  /** `WxH` in squares, e.g. `12x8`; each between 1 and 100. */
  size: string;
  blocked?: string[];
  hazards?: string[];
  features?: string[];
  walls?: string[];
}

/** Largest width or height accepted from untrusted input. */
export const MAX_SIDE = 100;

/** A new open board (no walls, no terrain, no models). Throws `RangeError` outside 1..100. */
export function createBoard(width: number, height: number): Board {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new RangeError(`A board is 1 to ${MAX_SIDE} squares on each side; got ${width}x${height}.`);
  }
  return { width, height, cells: new Uint8Array(width * height), occupants: new Map() };
}

/** `true` when the square lies on the board. */
export function isOnBoard(board: Board, s: Square): boolean {
  return s.x >= 0 && s.y >= 0 && s.x < board.width && s.y < board.height;
}

/** Index of an on-board square in `cells`. */
export function indexOf(board: Board, s: Square): number {
  return s.y * board.width + s.x;
}

/** The square at an index of `cells`. */
export function squareAt(board: Board, index: number): Square {
  return { x: index % board.width, y: Math.floor(index / board.width) };
}

/** Flags of a square; off-board squares read as `BLOCKED`. */
export function flagsAt(board: Board, s: Square): number {
  return isOnBoard(board, s) ? board.cells[indexOf(board, s)]! : BLOCKED;
}

/**
 * `true` when a model could stand on the square: on the board, not blocked, and not holding a
 * model or blip. (Used for the diagonal rule: both squares a diagonal step passes between must be
 * open.)
 */
export function isOpen(board: Board, s: Square): boolean {
  return (flagsAt(board, s) & (BLOCKED | OCCUPIED)) === 0;
}

/**
 * `true` when a wall runs along the edge between two orthogonally adjacent squares.
 * Squares that are not orthogonal neighbours never have a wall between them (`false`).
 */
export function isWallBetween(board: Board, a: Square, b: Square): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  if (Math.abs(dx) + Math.abs(dy) !== 1) return false;
  if (!isOnBoard(board, a) || !isOnBoard(board, b)) return false;
  if (dx === 1) return (flagsAt(board, a) & WALL_EAST) !== 0;
  if (dx === -1) return (flagsAt(board, b) & WALL_EAST) !== 0;
  if (dy === 1) return (flagsAt(board, a) & WALL_SOUTH) !== 0;
  return (flagsAt(board, b) & WALL_SOUTH) !== 0;
}

/** A copy of the board with `flag` set on the squares given. Throws `RangeError` for off-board squares. */
export function withFlag(board: Board, squares: readonly Square[], flag: number): Board {
  const cells = board.cells.slice();
  for (const s of squares) {
    if (!isOnBoard(board, s)) throw new RangeError(`Square ${formatSquare(s)} is off the ${board.width}x${board.height} board.`);
    cells[indexOf(board, s)]! |= flag;
  }
  return { ...board, cells };
}

/**
 * A copy of the board with a wall between each pair of orthogonally adjacent squares.
 * Throws `RangeError` when a pair is off the board or not orthogonally adjacent.
 */
export function withWalls(board: Board, walls: readonly (readonly [Square, Square])[]): Board {
  const cells = board.cells.slice();
  for (const [a, b] of walls) {
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (Math.abs(dx) + Math.abs(dy) !== 1 || !isOnBoard(board, a) || !isOnBoard(board, b)) {
      throw new RangeError(
        `A wall runs between two orthogonally adjacent squares on the board; ${formatSquare(a)}-${formatSquare(b)} is not such a pair.`,
      );
    }
    const west = dx === 0 ? (dy > 0 ? a : b) : dx > 0 ? a : b;
    cells[indexOf(board, west)]! |= dx === 0 ? WALL_SOUTH : WALL_EAST;
  }
  return { ...board, cells };
}

/**
 * A copy of the board with models placed (`id` → square), replacing any earlier placement.
 * Throws `RangeError` when a square is off the board, blocked, or already holds another model.
 */
export function withModels(board: Board, placement: Readonly<Record<string, Square>>): Board {
  const cells = board.cells.slice();
  for (let i = 0; i < cells.length; i++) cells[i]! &= ~OCCUPIED;
  const occupants = new Map<number, string>();
  for (const [id, s] of Object.entries(placement)) {
    if (!isOnBoard(board, s)) throw new RangeError(`Model ${id} is at ${formatSquare(s)}, off the ${board.width}x${board.height} board.`);
    const i = indexOf(board, s);
    if (cells[i]! & BLOCKED) throw new RangeError(`Model ${id} is at ${formatSquare(s)}, a blocked square.`);
    const other = occupants.get(i);
    if (other !== undefined) throw new RangeError(`Models ${other} and ${id} are both at ${formatSquare(s)}.`);
    occupants.set(i, id);
    cells[i]! |= OCCUPIED;
  }
  return { ...board, cells, occupants };
}

/**
 * The serialisable form of a board's terrain and walls (models are left out). Wall flags on the
 * board's outer edge have no neighbour to separate and are left out too.
 */
export function boardToSpec(board: Board): BoardSpec {
  const spec: BoardSpec = { size: `${board.width}x${board.height}` };
  const lists: Record<'blocked' | 'hazards' | 'features' | 'walls', string[]> = { blocked: [], hazards: [], features: [], walls: [] };
  for (let i = 0; i < board.cells.length; i++) {
    const f = board.cells[i]!;
    const s = squareAt(board, i);
    const name = formatSquare(s);
    if (f & BLOCKED) lists.blocked.push(name);
    if (f & HAZARD) lists.hazards.push(name);
    if (f & FEATURE) lists.features.push(name);
    if (f & WALL_EAST && s.x + 1 < board.width) lists.walls.push(`${name}-${formatSquare({ x: s.x + 1, y: s.y })}`);
    if (f & WALL_SOUTH && s.y + 1 < board.height) lists.walls.push(`${name}-${formatSquare({ x: s.x, y: s.y + 1 })}`);
  }
  for (const key of ['blocked', 'hazards', 'features', 'walls'] as const) if (lists[key].length) spec[key] = lists[key];
  return spec;
}

/**
 * Builds a board from its spec. Never throws: returns the board or every problem found (as data:
 * keys of scenario-messages.ts; `boardFromSpec` of scenario-read.ts gives them in words), each
 * naming the field (`board.walls[2]`) and what is allowed.
 */
export function checkBoardSpec(spec: BoardSpec, field = 'board'): { board: Board } | { problems: ProblemOf<ScenarioMessages>[] } {
  const problems: ProblemOf<ScenarioMessages>[] = [];
  const m = /^([1-9][0-9]*)x([1-9][0-9]*)$/.exec(typeof spec.size === 'string' ? spec.size.trim() : '');
  const w = m ? Number(m[1]) : 0;
  const h = m ? Number(m[2]) : 0;
  if (!m || w > MAX_SIDE || h > MAX_SIDE) return { problems: [['boardSize', field, MAX_SIDE, spec.size]] };
  let board = createBoard(w, h);
  const squaresOf = (key: 'blocked' | 'hazards' | 'features'): Square[] => {
    const out: Square[] = [];
    (spec[key] ?? []).forEach((text, i) => {
      const s = typeof text === 'string' ? parseSquare(text) : null;
      if (!s || !isOnBoard(board, s)) problems.push(['boardSquare', `${field}.${key}[${i}]`, w, h, text]);
      else out.push(s);
    });
    return out;
  };
  board = withFlag(board, squaresOf('blocked'), BLOCKED);
  board = withFlag(board, squaresOf('hazards'), HAZARD);
  board = withFlag(board, squaresOf('features'), FEATURE);
  const walls: [Square, Square][] = [];
  (spec.walls ?? []).forEach((text, i) => {
    const parts = typeof text === 'string' ? text.split('-') : [];
    const a = parts.length === 2 ? parseSquare(parts[0]!) : null;
    const b = parts.length === 2 ? parseSquare(parts[1]!) : null;
    if (!a || !b || !isOnBoard(board, a) || !isOnBoard(board, b) || Math.abs(a.x - b.x) + Math.abs(a.y - b.y) !== 1) {
      problems.push(['boardWall', `${field}.walls[${i}]`, text]);
    } else walls.push([a, b]);
  });
  board = withWalls(board, walls);
  return problems.length ? { problems } : { board };
}
