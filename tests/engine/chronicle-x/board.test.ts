import { describe, expect, it } from 'vitest';
import {
  WALL_EAST,
  WALL_SOUTH,
  asciiMap,
  boardFromSpec,
  createBoard,
  boardToSpec,
  canStep,
  formatAsciiMap,
  formatSquare,
  hasLineOfSight,
  isAdjacent,
  parseSquare,
  range,
  reachableSquares,
  readAsciiMap,
  sprintDistance,
  type Board,
  type Square,
} from '../../../src/engine/chronicle-x/index.ts';

const sq = (s: string): Square => parseSquare(s)!;
const sees = (b: Board, a: string, c: string) => hasLineOfSight(b, sq(a), sq(c));
const names = (squares: readonly Square[]) => squares.map(formatSquare).sort();

describe('square notation', () => {
  it('names squares like spreadsheet cells, a1 top left', () => {
    expect(parseSquare('c4')).toEqual({ x: 2, y: 3 });
    expect(parseSquare('AA10')).toEqual({ x: 26, y: 9 });
    expect(formatSquare({ x: 26, y: 9 })).toBe('aa10');
    expect(formatSquare({ x: 51, y: 0 })).toBe('az1');
    expect(parseSquare('a0')).toBeNull();
    expect(parseSquare('4c')).toBeNull();
  });
});

describe('ASCII maps', () => {
  it('reads terrain, walls and models', () => {
    const { board, marks } = asciiMap(`
      . . # .
      .|H . .
      -+
      ~ . X *`);
    expect([board.width, board.height]).toEqual([4, 3]);
    expect(marks).toEqual({ H: sq('b2'), X: sq('c3') });
    expect(boardToSpec(board)).toEqual({ size: '4x3', blocked: ['c1'], hazards: ['a3'], features: ['d3'], walls: ['a2-b2', 'a2-a3'] });
  });

  it('round-trips through the spec form and back to a drawing', () => {
    const text = `. . # .\n.|. . .\n-\n~ . . *`;
    const { board } = asciiMap(text);
    const again = boardFromSpec(boardToSpec(board));
    expect('board' in again && formatAsciiMap(again.board)).toBe(text);
  });

  it('leaves out wall flags on the outer edge, which separate nothing', () => {
    const board = createBoard(2, 2);
    board.cells[1] = WALL_EAST; // b1's east edge is the board's edge
    board.cells[3] = WALL_SOUTH; // so is b2's south edge
    board.cells[0] = WALL_SOUTH;
    expect(boardToSpec(board)).toEqual({ size: '2x2', walls: ['a1-a2'] });
  });

  it('reports every problem with its line and column', () => {
    const out = readAsciiMap(`
      . . ?
      . .
      . x .|`);
    expect('errors' in out && out.errors).toEqual([
      'Map line 1, column 5: `?` is not a square; use `.` open, `#` blocked, `~` hazard, `*` feature or a letter/digit for a model.',
      'Map line 2, column 1: this row has 2 squares but the first row has 3; every square row needs the same number.',
      'Map line 3, column 6: a wall `|` needs a square on both sides.',
    ]);
    expect(readAsciiMap('-\n. .')).toEqual({
      errors: ['Map line 1, column 1: a wall row must sit between two square rows (and only one between them).'],
    });
    expect(readAsciiMap('A . A')).toEqual({
      errors: ['Map line 1, column 5: model `A` is drawn twice; each model letter may appear once.'],
    });
  });

  it('rejects bad specs with the field named', () => {
    expect(boardFromSpec({ size: '3x3', walls: ['a1-c1'], hazards: ['z9'] })).toEqual({
      errors: [
        '`board.hazards[0]` must be a square on the 3x3 board, like `a1`; got `z9`.',
        '`board.walls[0]` must name two orthogonally adjacent squares on the board joined by `-`, like `b2-b3`; got `a1-c1`.',
      ],
    });
    expect(boardFromSpec({ size: '0x3' })).toHaveProperty('errors');
  });
});

describe('isAdjacent', () => {
  it('counts the eight touching squares, diagonals included', () => {
    expect(isAdjacent(sq('b2'), sq('c3'))).toBe(true);
    expect(isAdjacent(sq('b2'), sq('b1'))).toBe(true);
    expect(isAdjacent(sq('b2'), sq('d2'))).toBe(false);
    expect(isAdjacent(sq('b2'), sq('b2'))).toBe(false);
  });
});

describe('canStep and the diagonal rule', () => {
  it('steps diagonally only when both squares passed between are open', () => {
    const { board } = asciiMap(`
      . # .
      . . .
      . . .`);
    expect(canStep(board, sq('a1'), sq('b2'))).toBe(false); // past the blocked b1
    expect(canStep(board, sq('a2'), sq('b1'))).toBe(false); // into it
    expect(canStep(board, sq('a2'), sq('b3'))).toBe(true);
    expect(canStep(board, sq('c1'), sq('b2'))).toBe(false); // past b1 from the other side
    expect(canStep(board, sq('a1'), sq('a2'))).toBe(true);
  });

  it('a wall along either side of the corner closes the diagonal; orthogonal steps cannot cross it', () => {
    const { board } = asciiMap(`
      . .|.
      . . .
        -
      . . .`);
    expect(canStep(board, sq('b1'), sq('c1'))).toBe(false);
    expect(canStep(board, sq('b1'), sq('c2'))).toBe(false); // wall b1|c1 touches the corner
    expect(canStep(board, sq('c2'), sq('b1'))).toBe(false);
    expect(canStep(board, sq('b2'), sq('b3'))).toBe(false);
    expect(canStep(board, sq('a2'), sq('b3'))).toBe(false); // wall under b2 touches the corner
    expect(canStep(board, sq('c2'), sq('b3'))).toBe(false);
    expect(canStep(board, sq('a1'), sq('b2'))).toBe(true);
  });

  it('models are obstacles for the diagonal rule and cannot be stepped onto', () => {
    const { board } = asciiMap(`
      . X
      . .`);
    expect(canStep(board, sq('a1'), sq('b2'))).toBe(false);
    expect(canStep(board, sq('a1'), sq('b1'))).toBe(false);
    expect(canStep(board, sq('a2'), sq('b2'))).toBe(true);
  });

  it('hazards do not stop a step', () => {
    const { board } = asciiMap('. ~ .');
    expect(canStep(board, sq('a1'), sq('b1'))).toBe(true);
  });
});

describe('reachable squares', () => {
  it('Move reaches round corners; Sprint reaches half as far', () => {
    const { board, marks } = asciiMap(`
      . . . . .
      . # # # .
      . # A . .
      . # . . .`);
    const a = marks.A!;
    expect(names(reachableSquares(board, a, sprintDistance(3)))).toEqual(['c4', 'd3', 'd4']);
    // d3 → e2 would pass the blocked d2, so e2 takes three steps (d3, e3, e2) and e1 four.
    expect(names(reachableSquares(board, a, 3))).toEqual(['c4', 'd3', 'd4', 'e2', 'e3', 'e4']);
    expect(names(reachableSquares(board, a, 4))).toEqual(['c4', 'd3', 'd4', 'e1', 'e2', 'e3', 'e4']);
  });

  it('walls make the way round longer', () => {
    const { board } = asciiMap(`
      A|. .
      . . .`);
    expect(names(reachableSquares(board, sq('a1'), 1))).toEqual(['a2']);
    expect(names(reachableSquares(board, sq('a1'), 2))).toEqual(['a2', 'b2']);
    expect(names(reachableSquares(board, sq('a1'), 3))).toEqual(['a2', 'b1', 'b2', 'c1', 'c2']);
  });
});

describe('hasLineOfSight', () => {
  it('is blocked by walls, blocked squares, models and blips; not by hazards', () => {
    const { board } = asciiMap(`
      . . . . . .
      . . . . . .
      . . ~ ~ . .
      . . . . . .
      . . # . . .
      . . . . . .
      . . C . . .
      . . . . . .
      . .|. . . .`);
    expect(sees(board, 'a3', 'f3')).toBe(true); // hazards
    expect(sees(board, 'a5', 'f5')).toBe(false); // blocked square
    expect(sees(board, 'a7', 'f7')).toBe(false); // model C
    expect(sees(board, 'a9', 'f9')).toBe(false); // wall
    expect(sees(board, 'a1', 'f1')).toBe(true);
  });

  it('the end squares never block, and a square sees itself', () => {
    const { board } = asciiMap('H . X');
    expect(sees(board, 'a1', 'c1')).toBe(true);
    expect(sees(board, 'a1', 'a1')).toBe(true);
  });

  it('a line grazing a corner is blocked only when both sides are closed', () => {
    const one = asciiMap(`
      . # .
      . . .
      . . .`).board;
    expect(sees(one, 'a1', 'c3')).toBe(true);
    const both = asciiMap(`
      . # .
      # . .
      . . .`).board;
    expect(sees(both, 'a1', 'b2')).toBe(false);
    expect(sees(both, 'a1', 'c3')).toBe(false);
    const walls = asciiMap(`
      .|. .
      -
      . . .`).board;
    expect(sees(walls, 'a1', 'b2')).toBe(false);
    expect(sees(walls, 'b2', 'a1')).toBe(false);
    const oneWall = asciiMap(`
      .|. .
      . . .`).board;
    expect(sees(oneWall, 'a1', 'b2')).toBe(true);
  });

  it('follows the supercover line: a shallow line is blocked by a square it clips', () => {
    const { board } = asciiMap(`
      . . . . .
      . . . # .`);
    // a1 centre (0.5,0.5) to e2 centre (4.5,1.5) crosses row 2 at x = 2.5, so it passes c2, d2 (blocked).
    expect(sees(board, 'a1', 'e2')).toBe(false);
    expect(sees(board, 'a1', 'e1')).toBe(true);
  });
});

describe('range', () => {
  const shooter = { at: sq('a1'), short: { dice: 3, range: 3 }, long: { dice: 1, range: 6 } };
  it('short within short range, long within long range, else out; diagonals count one', () => {
    expect(range(shooter, { at: sq('d4') })).toEqual({ band: 'short', distance: 3, dice: 3, limit: 3 });
    expect(range(shooter, { at: sq('e2') })).toEqual({ band: 'long', distance: 4, dice: 1, limit: 6 });
    expect(range(shooter, { at: sq('h1') })).toEqual({ band: 'out', distance: 7, dice: null, limit: 6 });
    expect(range({ at: sq('a1'), short: null, long: null }, { at: sq('b1') })).toEqual({ band: 'out', distance: 1, dice: null, limit: 0 });
  });
});
