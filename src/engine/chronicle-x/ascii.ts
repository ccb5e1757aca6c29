/**
 * The drawn board: a small ASCII map for tests, `check` blocks, the board editor and URLs.
 *
 * ```text
 * . . # .      square rows: one character per square, squares separated by one character
 * .|A . .      `|` between two squares = a wall between them (a space = no wall)
 * -   + +      wall rows (optional, between square rows): `-` under a square = a wall along its
 * ~ b . *      south edge; `+` and `-` between the squares are decoration and ignored
 * ```
 *
 * Square characters: `.` open, `#` blocked, `~` hazard, `*` interactive feature, and a letter or
 * digit for a model or blip token with that one-character id, on an open square. Row 1 is the top
 * line, column `a` the leftmost square. Leading and trailing blank lines and the common
 * indentation of the square rows are removed, so the map can be indented in source code.
 */
import { emptyRecord } from '../core/index.ts';
import { BLOCKED, FEATURE, HAZARD, WALL_EAST, WALL_SOUTH, createBoard, indexOf, MAX_SIDE, withModels, type Board } from './board.ts';
import type { Square } from './squares.ts';

/** A parsed map: the board (with marked models placed) and where each model letter stands. */
export interface AsciiMap {
  readonly board: Board;
  /** One-character model ids drawn on the map → their squares. */
  readonly marks: Readonly<Record<string, Square>>;
}

const TERRAIN: Readonly<Record<string, number>> = { '.': 0, '#': BLOCKED, '~': HAZARD, '*': FEATURE };
const isMark = (ch: string): boolean => /^[A-Za-z0-9]$/.test(ch);
const isSquareChar = (ch: string): boolean => ch in TERRAIN || isMark(ch);

/**
 * Reads an ASCII map. Never throws: returns the map, or every problem found as a sentence naming
 * the line and column of the map text (1-based, after removing leading blank lines) and the fix.
 */
export function readAsciiMap(text: string): AsciiMap | { errors: string[] } {
  let lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  while (lines.length && lines[0] === '') lines.shift();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  const squareLines = lines.filter((l) => isSquareChar(l.trimStart()[0] ?? ' '));
  if (!squareLines.length)
    return {
      errors: [
        'The map has no square rows: draw one character per square (`.` open, `#` blocked, `~` hazard, `*` feature, a letter for a model).',
      ],
    };
  const indent = Math.min(...squareLines.map((l) => l.length - l.trimStart().length));
  lines = lines.map((l) => l.slice(Math.min(indent, l.length - l.trimStart().length)));

  const errors: string[] = [];
  const at = (line: number, col: number): string => `Map line ${line + 1}, column ${col + 1}`;
  const width = Math.ceil(squareLines[0]!.trim().length / 2);
  const height = squareLines.length;
  if (width > MAX_SIDE || height > MAX_SIDE)
    return { errors: [`The map is ${width}x${height} squares; at most ${MAX_SIDE} on each side.`] };

  const board = createBoard(width, height);
  const cells = board.cells;
  const marks = emptyRecord<Square>();
  let y = -1;
  let lastWasWallRow = true; // a wall row may not come first
  lines.forEach((line, li) => {
    const squareRow = isSquareChar(line[0] ?? ' ');
    if (squareRow) {
      y += 1;
      lastWasWallRow = false;
      const count = Math.ceil(line.length / 2);
      if (count !== width)
        errors.push(`${at(li, 0)}: this row has ${count} squares but the first row has ${width}; every square row needs the same number.`);
      for (let c = 0; c < line.length; c++) {
        const ch = line[c]!;
        const x = c >> 1;
        if (x >= width) break;
        if (c % 2 === 1) {
          if (ch === '|') {
            if (x + 1 >= width) errors.push(`${at(li, c)}: a wall \`|\` needs a square on both sides.`);
            else cells[indexOf(board, { x, y })]! |= WALL_EAST;
          } else if (ch !== ' ') errors.push(`${at(li, c)}: between squares put a space or \`|\` (a wall), not \`${ch}\`.`);
          continue;
        }
        if (ch in TERRAIN) cells[indexOf(board, { x, y })]! |= TERRAIN[ch]!;
        else if (isMark(ch)) {
          if (marks[ch]) errors.push(`${at(li, c)}: model \`${ch}\` is drawn twice; each model letter may appear once.`);
          else marks[ch] = { x, y };
        } else
          errors.push(
            `${at(li, c)}: \`${ch}\` is not a square; use \`.\` open, \`#\` blocked, \`~\` hazard, \`*\` feature or a letter/digit for a model.`,
          );
      }
    } else {
      if (lastWasWallRow) {
        errors.push(`${at(li, 0)}: a wall row must sit between two square rows (and only one between them).`);
        return;
      }
      lastWasWallRow = true;
      for (let c = 0; c < line.length; c++) {
        const ch = line[c]!;
        if (c % 2 === 1) {
          if (ch !== ' ' && ch !== '+' && ch !== '-')
            errors.push(`${at(li, c)}: a wall row holds only \`-\`, \`+\` and spaces, not \`${ch}\`.`);
          continue;
        }
        if (ch === '-') {
          if (c >> 1 < width) cells[indexOf(board, { x: c >> 1, y })]! |= WALL_SOUTH;
        } else if (ch !== ' ') errors.push(`${at(li, c)}: under a square put \`-\` (a wall) or a space, not \`${ch}\`.`);
      }
    }
  });
  if (lastWasWallRow) {
    errors.push(
      `Map line ${lines.length}: a wall row must sit between two square rows; remove the last line or add a square row below it.`,
    );
  }
  if (errors.length) return { errors };
  try {
    return { board: withModels(board, marks), marks };
  } catch (e) {
    return { errors: [(e as Error).message] };
  }
}

/** Reads an ASCII map and throws an `Error` listing every problem (for tests and fixtures). */
export function asciiMap(text: string): AsciiMap {
  const out = readAsciiMap(text);
  if ('errors' in out) throw new Error(out.errors.join('\n'));
  return out;
}

/**
 * Draws a board as an ASCII map. A model id longer than one character is drawn as `@`; a square
 * holding a model shows the model, not its terrain (use {@link boardToSpec} for a lossless form).
 */
export function formatAsciiMap(board: Board): string {
  const out: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let row = '';
    let walls = '';
    for (let x = 0; x < board.width; x++) {
      const i = indexOf(board, { x, y });
      const f = board.cells[i]!;
      const who = board.occupants.get(i);
      row += who !== undefined ? (who.length === 1 ? who : '@') : f & BLOCKED ? '#' : f & FEATURE ? '*' : f & HAZARD ? '~' : '.';
      walls += f & WALL_SOUTH ? '-' : ' ';
      if (x < board.width - 1) {
        row += f & WALL_EAST ? '|' : ' ';
        walls += ' ';
      }
    }
    out.push(row);
    if (y < board.height - 1 && walls.trim()) out.push(walls.replace(/\s+$/, ''));
  }
  return out.join('\n');
}
