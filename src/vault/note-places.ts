/**
 * Places in a note as written. The parse reads a note's text without its `%%` comments
 * (`plugins/obsidian-comments.ts`), so its nodes' places are first in that text; here they are
 * moved to where they are in the note, so that every diagnostic points at the right line and
 * column. And a raw HTML node's value is not a slice of the note: an HTML block in a quote,
 * callout or list item holds its lines without their `>` markers or indentation, and a comment
 * cut out of it is not in it. For such a node the parse records where each piece of its value
 * starts in the note ({@link recordHtmlPlaces}), and {@link placeInValue} reads a place from it.
 */
import type { Html, Nodes, Root } from 'mdast';
import { location } from 'vfile-location';
import type { CommentFreeText } from './plugins/obsidian-comments.ts';
import type { SyntaxProblem } from './syntax-tree.ts';

/** A place in a note: 1-based line and column, and the offset. */
type Point = NonNullable<Nodes['position']>['start'];

/** The comments cut out of a note, as a map from the parsed text's places to the note's. */
export interface CommentShift {
  /**
   * The note's place of character `offset` of the text without comments. A place right where a
   * comment was cut is after it when `starting` (something starts there), before it otherwise.
   */
  place(offset: number, starting: boolean): Point;
  /** The offsets in the text without comments, in order, where comments were cut in `[from, to)`. */
  cutsWithin(from: number, to: number): number[];
}

/** The {@link CommentShift} of `free`, cut from `source`. O(length) to build; O(log) a place. */
export function commentShift(free: CommentFreeText, source: string): CommentShift {
  const note = location(source);
  // `shift[k]`: the characters the first k cuts took.
  const shift = [0];
  for (const cut of free.cuts) shift.push(shift[shift.length - 1]! + cut.length);
  /** How many cuts are at `offset` or before it (`atOrBefore`), or before it only. */
  const cutsUpTo = (offset: number, atOrBefore: boolean): number => {
    let [lo, hi] = [0, free.cuts.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const at = free.cuts[mid]!.at;
      if (at < offset || (atOrBefore && at === offset)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return {
    place: (offset, starting) => note.toPoint(Math.min(offset + shift[cutsUpTo(offset, starting)]!, source.length))!,
    cutsWithin: (from, to) => free.cuts.slice(cutsUpTo(from, false), cutsUpTo(to, false)).map((cut) => cut.at),
  };
}

/**
 * Moves the places of `tree` and `problems`, read from `text` (the note without its comments), to
 * where they are in the note, as `shift` maps them: every line and column after a comment counts
 * the comment's characters and lines again. A node's start is after a comment cut right there, its
 * end before it. The HTML places {@link recordHtmlPlaces} made are in the note already. In place;
 * O(nodes × log(lines + comments)); lines and columns as vfile-location counts them.
 */
export function placeInNote(tree: Root, problems: SyntaxProblem[], text: string, shift: CommentShift): void {
  const parsed = location(text);
  const lastLine = parsed.toPoint(text.length)!.line;
  const place = (line: number, column: number, starting: boolean): Point => {
    const lineStart = parsed.toOffset({ line: Math.min(Math.max(line, 1), lastLine), column: 1 }) ?? 0;
    return shift.place(lineStart + Math.max(column, 1) - 1, starting);
  };
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const at = node.position;
    // New points: plugins may share one position object between nodes.
    if (at) node.position = { start: place(at.start.line, at.start.column, true), end: place(at.end.line, at.end.column, false) };
    if ('children' in node) for (const child of node.children) stack.push(child as Nodes);
  }
  for (const problem of problems) {
    const moved = place(problem.line, problem.column, true);
    problem.line = moved.line;
    problem.column = moved.column;
  }
}

/** Line endings, as micromark and editors count them. */
const LINE_ENDING = /\r\n|\r|\n/g;

/**
 * Records on each raw HTML node of `tree` whose value is not one slice of the note (it spans
 * lines, or a comment was cut out of it) where each piece of its value starts in the note:
 * `data.valuePlaces`, `[index in the value, line, column]` in order of index, the first at index 0.
 * `text` is the text the tree was parsed from, `shift` the comments cut from the note to make it
 * (`null`: none; the tree's places are the note's). Call it before {@link placeInNote}. A line of
 * the value is the end of its line of `text` (its container markers are before it), after any
 * spaces the parse gave for a tab the container took part of. O(HTML
 * characters and comments) plus O(length) once when any node needs it.
 */
export function recordHtmlPlaces(tree: Root, text: string, shift: CommentShift | null): void {
  // Raw HTML starts with `<`: a note without one has none, and its tree is not walked.
  if (!text.includes('<')) return;
  let lines: ReturnType<typeof location> | undefined;
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('children' in node) for (const child of node.children) stack.push(child as Nodes);
    if (node.type !== 'html' || node.position?.start.offset === undefined || node.position.end.offset === undefined) continue;
    const start = node.position.start;
    const cuts = shift?.cutsWithin(start.offset! + 1, node.position.end.offset! + 1) ?? [];
    if (cuts.length === 0 && !/[\r\n]/.test(node.value)) continue;
    lines ??= location(text);
    /** `[index in the value, offset in text]`, in order. */
    const pieces: Array<[number, number]> = [[0, start.offset!]];
    let line = start.line;
    for (const ending of node.value.matchAll(/\r\n|\r|\n/g)) {
      const index = ending.index + ending[0].length;
      const lineStart = lines.toOffset({ line: ++line, column: 1 });
      if (lineStart === undefined) break;
      LINE_ENDING.lastIndex = lineStart;
      const lineEnd = LINE_ENDING.exec(text)?.index ?? text.length;
      LINE_ENDING.lastIndex = index;
      const valueLineEnd = LINE_ENDING.exec(node.value)?.index ?? node.value.length;
      const markers = lineEnd - lineStart - (valueLineEnd - index);
      pieces.push([index, lineStart + Math.max(markers, 0)]);
      // Longer than its line: a tab partly taken by the container, the rest given as spaces. The
      // value after those spaces is the end of the line.
      if (markers < 0) pieces.push([index - markers, lineStart]);
    }
    // The cuts between the pieces, in one pass: both are in order of offset.
    const places: Array<[number, number, number]> = [];
    const add = (index: number, offset: number) => {
      const point = shift ? shift.place(offset, true) : lines!.toPoint(offset);
      if (point) places.push([index, point.line, point.column]);
    };
    let c = 0;
    for (let k = 0; k < pieces.length; k++) {
      const [index, offset] = pieces[k]!;
      add(index, offset);
      const next = pieces[k + 1];
      for (; c < cuts.length && (next === undefined || cuts[c]! < next[1]); c++) {
        // A cut in the line's markers, before its piece of the value, moves nothing in it.
        const inValue = index + cuts[c]! - offset;
        if (cuts[c]! > offset && inValue <= (next?.[0] ?? node.value.length)) add(inValue, cuts[c]!);
      }
    }
    node.data = { ...node.data, valuePlaces: places };
  }
}

/** The line and column in the note of character `index` of raw HTML `node`'s value. */
export function placeInValue(node: Html, index: number): { line: number; column: number } {
  const places = node.data?.valuePlaces;
  const start = node.position?.start ?? { line: 1, column: 1 };
  if (!places || places.length === 0) return { line: start.line, column: start.column + index };
  let k = places.length - 1;
  while (k > 0 && places[k]![0] > index) k--;
  const [from, line, column] = places[k]!;
  return { line, column: column + index - from };
}
