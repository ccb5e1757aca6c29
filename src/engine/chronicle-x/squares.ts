/**
 * Squares of the Chronicle X grid and their compact notation.
 *
 * A square is `{ x, y }`, zero-based, `x` to the right and `y` downwards. In scenarios, URLs and
 * messages a square is written like a spreadsheet cell: column letters then the 1-based row, so
 * `a1` is the top-left square, `c4` is `{ x: 2, y: 3 }`, and column 27 is `aa`.
 */

/** A square on the grid: zero-based column `x` (left to right) and row `y` (top to bottom). */
export interface Square {
  readonly x: number;
  readonly y: number;
}

/**
 * Parses square notation (`c4`, `aa12`, case-insensitive).
 * @returns the square, or `null` when the text is not letters followed by a row number ≥ 1.
 */
export function parseSquare(text: string): Square | null {
  const t = text.trim();
  let i = 0;
  let col = 0;
  for (; i < t.length; i++) {
    const c = t.charCodeAt(i) | 32; // lower-case ASCII letters
    if (c < 97 || c > 122) break;
    col = col * 26 + (c - 96);
  }
  if (i === 0 || i === t.length || t.charCodeAt(i) === 48 || col > 1e6) return null; // no letters, no row, or row starting with 0
  let row = 0;
  for (; i < t.length; i++) {
    const d = t.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return null;
    row = row * 10 + d;
  }
  return row > 1e6 ? null : { x: col - 1, y: row - 1 };
}

/** Writes a square in notation: `{ x: 2, y: 3 }` → `c4`, `{ x: 26, y: 0 }` → `aa1`. */
export function formatSquare(square: Square): string {
  let n = square.x + 1;
  let letters = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    letters = String.fromCharCode(97 + r) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return `${letters}${square.y + 1}`;
}

/**
 * Distance in squares, counting a diagonal step as one square (the Chebyshev distance), which is
 * how the engine counts both movement and range.
 */
export function distance(a: Square, b: Square): number {
  return Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
}

/** `true` when both name the same square. */
export function sameSquare(a: Square, b: Square): boolean {
  return a.x === b.x && a.y === b.y;
}
