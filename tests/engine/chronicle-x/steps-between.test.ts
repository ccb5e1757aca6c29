/**
 * The point-to-point step count (A*) used to answer "can it move there?" agrees with the
 * breadth-first search of every square, on random boards with walls, blocked squares and models.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED,
  OCCUPIED,
  WALL_EAST,
  WALL_SOUTH,
  createBoard,
  stepsBetween,
  stepsFrom,
  stepsTo,
} from '../../../src/engine/chronicle-x/index.ts';

describe('stepsBetween', () => {
  it('equals the breadth-first step count, with and without the diagonal rule, within any limit', () => {
    const flags = fc.constantFrom(0, 0, 0, BLOCKED, OCCUPIED, WALL_EAST, WALL_SOUTH, WALL_EAST | WALL_SOUTH);
    const arb = fc.record({
      w: fc.integer({ min: 1, max: 9 }),
      h: fc.integer({ min: 1, max: 9 }),
      cells: fc.array(flags, { minLength: 81, maxLength: 81 }),
      a: fc.nat(),
      b: fc.nat(),
      limit: fc.integer({ min: 0, max: 90 }),
      relaxed: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ w, h, cells, a, b, limit, relaxed }) => {
        const board = createBoard(w, h);
        for (let i = 0; i < w * h; i++) board.cells[i] = cells[i]!;
        const from = { x: a % w, y: Math.floor(a / w) % h };
        const to = { x: b % w, y: Math.floor(b / w) % h };
        board.cells[from.y * w + from.x]! &= ~BLOCKED; // the mover may stand there (OCCUPIED)
        const bfs = stepsTo(board, from, limit, relaxed)[to.y * w + to.x]!;
        expect(stepsBetween(board, from, to, limit, relaxed)).toBe(bfs);
        const all = stepsTo(board, from, w * h)[to.y * w + to.x]!;
        expect(stepsFrom(board, from, to)).toBe(all); // first question: A*
        expect(stepsFrom(board, from, to)).toBe(all); // then the kept distance field
      }),
      { numRuns: 2000 },
    );
  });
});
