/**
 * Line of sight on the square grid (rules `cx-los-blockers`, `cx-los-method`).
 *
 * Method: a straight segment from the centre of one square to the centre of the other, walked
 * square by square with the supercover traversal (every square whose interior the segment
 * crosses, found with exact integer arithmetic, as in Amanatides & Woo's grid walk). The line is
 * blocked when it crosses a wall, or enters a blocked square or a square holding a model or blip
 * token other than the two ends. Hazards never block. When the segment passes exactly through
 * the corner where four squares meet, it is blocked only if neither way round the corner is
 * clear (a way is clear when its side square is neither blocked nor occupied and no wall lies
 * on its two edges). Walking the same segment in either direction visits the same squares and
 * edges, so line of sight is symmetric.
 */
import { BLOCKED, OCCUPIED, WALL_EAST, WALL_SOUTH, type Board } from './board.ts';
import type { Square } from './squares.ts';

const STOPS = BLOCKED | OCCUPIED;

/**
 * What stops a line of sight first, walking from `from` to `to`: a wall (the two squares it lies
 * between), a blocked square, a square holding a model or blip token, or a corner where neither
 * way round is clear (`at` is the corner's square on the line's side of `from`, `via` the two side
 * squares). `off-board` when an end lies off the board.
 */
export type Blocker =
  | { readonly kind: 'wall'; readonly between: readonly [Square, Square] }
  | { readonly kind: 'blocked' | 'occupied'; readonly at: Square }
  | { readonly kind: 'corner'; readonly at: Square; readonly via: readonly [Square, Square] }
  | { readonly kind: 'off-board' };

/**
 * `true` when the centre of `from` can see the centre of `to`. The models on the two end squares
 * never block; squares off the board give `false`. A square always sees itself.
 */
export function hasLineOfSight(board: Board, from: Square, to: Square): boolean {
  return lineOfSightBlocker(board, from, to) === null;
}

/**
 * The first {@link Blocker} on the line from the centre of `from` to the centre of `to` (the
 * method of the module comment), or `null` when the line is clear.
 */
export function lineOfSightBlocker(board: Board, from: Square, to: Square): Blocker | null {
  const w = board.width;
  const h = board.height;
  if (from.x < 0 || from.y < 0 || from.x >= w || from.y >= h || to.x < 0 || to.y < 0 || to.x >= w || to.y >= h)
    return { kind: 'off-board' };
  const cells = board.cells;
  const sx = Math.sign(to.x - from.x);
  const sy = Math.sign(to.y - from.y);
  const adx = Math.abs(to.x - from.x);
  const ady = Math.abs(to.y - from.y);
  let x = from.x;
  let y = from.y;
  let ix = 0;
  let iy = 0;
  // Wall on the edge crossed when leaving (x, y) horizontally by sx / vertically by sy.
  const wallX = (cx: number, cy: number): boolean => (cells[cy * w + (sx > 0 ? cx : cx - 1)]! & WALL_EAST) !== 0;
  const wallY = (cx: number, cy: number): boolean => (cells[(sy > 0 ? cy : cy - 1) * w + cx]! & WALL_SOUTH) !== 0;
  while (ix < adx || iy < ady) {
    // Compare where the next vertical and horizontal grid lines are crossed: (2ix+1)/2adx vs (2iy+1)/2ady.
    const cmp = ix >= adx ? 1 : iy >= ady ? -1 : (2 * ix + 1) * ady - (2 * iy + 1) * adx;
    if (cmp < 0) {
      if (wallX(x, y))
        return {
          kind: 'wall',
          between: [
            { x, y },
            { x: x + sx, y },
          ],
        };
      x += sx;
      ix++;
    } else if (cmp > 0) {
      if (wallY(x, y))
        return {
          kind: 'wall',
          between: [
            { x, y },
            { x, y: y + sy },
          ],
        };
      y += sy;
      iy++;
    } else {
      // Exactly through a corner: clear if either way round is clear.
      const viaX = (cells[y * w + x + sx]! & STOPS) === 0 && !wallX(x, y) && !wallY(x + sx, y);
      const viaY = (cells[(y + sy) * w + x]! & STOPS) === 0 && !wallY(x, y) && !wallX(x, y + sy);
      if (!viaX && !viaY)
        return {
          kind: 'corner',
          at: { x, y },
          via: [
            { x: x + sx, y },
            { x, y: y + sy },
          ],
        };
      x += sx;
      y += sy;
      ix++;
      iy++;
    }
    if (ix < adx || iy < ady) {
      const flags = cells[y * w + x]!;
      if ((flags & BLOCKED) !== 0) return { kind: 'blocked', at: { x, y } };
      if ((flags & OCCUPIED) !== 0) return { kind: 'occupied', at: { x, y } };
    }
  }
  return null;
}
