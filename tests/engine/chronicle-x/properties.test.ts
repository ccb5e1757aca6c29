import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLOCKED,
  HAZARD,
  OCCUPIED,
  WALL_EAST,
  WALL_SOUTH,
  canStep,
  createBoard,
  engine,
  formatSquare,
  hasLineOfSight,
  isOpen,
  isWallBetween,
  parseSquare,
  reachableSquares,
  sprintDistance,
  type Board,
  type Square,
} from '../../../src/engine/chronicle-x/index.ts';

/** A random board: each square open, blocked, a hazard or occupied, with random walls on its east and south edges. */
const boardArb = (maxSide: number) =>
  fc.record({ w: fc.integer({ min: 1, max: maxSide }), h: fc.integer({ min: 1, max: maxSide }) }).chain(({ w, h }) =>
    fc
      .array(
        fc
          .record({
            terrain: fc.constantFrom(0, 0, 0, BLOCKED, HAZARD, OCCUPIED),
            east: fc.constantFrom(0, 0, 0, WALL_EAST),
            south: fc.constantFrom(0, 0, 0, WALL_SOUTH),
          })
          .map(({ terrain, east, south }) => terrain | east | south),
        { minLength: w * h, maxLength: w * h },
      )
      .map((flags): Board => ({ ...createBoard(w, h), cells: Uint8Array.from(flags) })),
  );

const squareOn = (b: Board) => fc.record({ x: fc.integer({ min: 0, max: b.width - 1 }), y: fc.integer({ min: 0, max: b.height - 1 }) });
const withSquares = (maxSide: number, n: number) =>
  boardArb(maxSide).chain((b) => fc.tuple(fc.constant(b), fc.array(squareOn(b), { minLength: n, maxLength: n })));

describe('line of sight properties', () => {
  it('on an empty board every square sees every other, both ways', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (w, h, ax, ay, bx, by) => {
          const board = createBoard(w, h);
          const a = { x: ax % w, y: ay % h };
          const b = { x: bx % w, y: by % h };
          return hasLineOfSight(board, a, b) && hasLineOfSight(board, b, a);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is symmetric on any board (walls, blocked squares, models)', () => {
    fc.assert(
      fc.property(withSquares(12, 2), ([board, [a, b]]) => {
        expect(hasLineOfSight(board, a!, b!), `${formatSquare(a!)} / ${formatSquare(b!)}`).toBe(hasLineOfSight(board, b!, a!));
      }),
      { numRuns: 1000 },
    );
  });

  it('hazards never change line of sight', () => {
    fc.assert(
      fc.property(withSquares(12, 2), ([board, [a, b]]) => {
        const noHazards = { ...board, cells: board.cells.map((c) => c & ~HAZARD) };
        expect(hasLineOfSight(noHazards, a!, b!)).toBe(hasLineOfSight(board, a!, b!));
      }),
      { numRuns: 500 },
    );
  });
});

describe('movement properties', () => {
  const DIAGONALS = [
    [1, 1],
    [1, -1],
    [-1, 1],
    [-1, -1],
  ] as const;

  it('a diagonal step is legal exactly when the target and both squares passed between are open and no wall meets the corner', () => {
    fc.assert(
      fc.property(withSquares(10, 1), fc.constantFrom(...DIAGONALS), ([board, [from]], [dx, dy]) => {
        const to: Square = { x: from!.x + dx, y: from!.y + dy };
        const sideA = { x: to.x, y: from!.y };
        const sideB = { x: from!.x, y: to.y };
        const open = isOpen(board, to) && isOpen(board, sideA) && isOpen(board, sideB);
        const walled =
          isWallBetween(board, from!, sideA) ||
          isWallBetween(board, sideA, to) ||
          isWallBetween(board, from!, sideB) ||
          isWallBetween(board, sideB, to);
        if (canStep(board, from!, to)) expect(isOpen(board, sideA) && isOpen(board, sideB)).toBe(true);
        expect(canStep(board, from!, to)).toBe(open && !walled);
      }),
      { numRuns: 2000 },
    );
  });

  it('squares reachable with a Sprint are a subset of those reachable with a Move', () => {
    fc.assert(
      fc.property(withSquares(12, 1), fc.integer({ min: 0, max: 9 }), ([board, [from]], movement) => {
        const move = new Set(reachableSquares(board, from!, movement).map(formatSquare));
        const sprint = reachableSquares(board, from!, sprintDistance(movement)).map(formatSquare);
        expect(sprint.filter((s) => !move.has(s))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('every reachable square is open and each step is taken with canStep (no teleporting)', () => {
    fc.assert(
      fc.property(withSquares(10, 1), fc.integer({ min: 1, max: 6 }), ([board, [from]], steps) => {
        const one = new Set(reachableSquares(board, from!, 1).map(formatSquare));
        for (let dy = -1; dy <= 1; dy++)
          for (let dx = -1; dx <= 1; dx++) {
            if (!dx && !dy) continue;
            const t = { x: from!.x + dx, y: from!.y + dy };
            expect(one.has(formatSquare(t))).toBe(canStep(board, from!, t));
          }
        for (const s of reachableSquares(board, from!, steps)) expect(isOpen(board, s)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('square notation', () => {
  it('formatSquare and parseSquare are inverses', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (x, y) => {
        expect(parseSquare(formatSquare({ x, y }))).toEqual({ x, y });
        expect(parseSquare(formatSquare({ x, y }).toUpperCase())).toEqual({ x, y });
      }),
    );
  });

  it('parseSquare accepts only letters then a row number from 1', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const s = parseSquare(text);
        if (s) expect(text.trim()).toMatch(/^[a-z]+[1-9][0-9]*$/i);
        else expect(text.trim()).not.toMatch(/^[a-z]{1,4}[1-9][0-9]{0,5}$/i);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('scenario input', () => {
  it('parseScenario never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const out = engine.parseScenario(input);
        if (!out.ok) expect(out.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.record(
          { board: fc.string(), ask: fc.oneof(fc.string(), fc.anything()), did: fc.anything(), models: fc.anything() },
          { requiredKeys: [] },
        ),
        (input) => {
          const out = engine.parseScenario(input);
          if (out.ok) engine.answer(out.value);
        },
      ),
      { numRuns: 500 },
    );
  });
});
