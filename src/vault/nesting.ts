/**
 * The nesting limit: Markdown nested deeper than {@link MAX_NESTING} levels (block quotes and
 * list items opened on one line, `> > > …`, `- - - … x`, `1. 1. …`) cannot be parsed, rendered
 * or read by tree walks without exhausting the call stack of remark's libraries, and no reader
 * needs it. {@link capLineNesting} runs on the text before the parse: on a line opening more than
 * `MAX_NESTING` containers, the marker past the limit is escaped with `\`, so the rest of the
 * line is text of the innermost allowed container (nothing is lost; a backslash shifts the
 * columns after it on that line by one). Lists also nest by indentation, two columns a level at
 * least: a line indented more than {@link MAX_INDENT} columns keeps only `MAX_INDENT` (its text
 * stays, in the deepest list allowed). Besides the call stack, depth costs time: remark's list
 * preparation reads every deeper line once per enclosing list (900 levels: over a minute).
 * A run of more than `MAX_NESTING` `*` or `_` keeps {@link MAX_DELIMITER_RUN} as
 * delimiters; the rest is put in a code span (shown as written, in code font): micromark pairs
 * emphasis delimiters in time growing with the square of a run (20,000 `*`: 30 s). Likewise
 * link brackets that cannot pair on their line: micromark keeps a token (and a link start) for
 * each `[` and `]`, about 600 to 900 bytes of memory a bracket (1 MB of `![[`: 970 MB, 10 s).
 * A stretch of a line holding more than `MAX_NESTING` `[` and no `]` keeps its last
 * `MAX_DELIMITER_RUN` `[` (with what follows them) as written, the rest in a code span; a stretch
 * of more than `MAX_NESTING` `]` and no `[` keeps its first `MAX_DELIMITER_RUN`, the rest in a
 * code span ({@link capBrackets}). Nesting that builds up over several lines or inline is capped
 * on the tree by `plugins/remark-nesting-limit.ts`.
 *
 * Many lines each opening a container cost too, however shallow: micromark spends 10 to 20 KB and
 * a tokenizer on each container a line opens or continues (1 MB of `- - x` lines: over 3 minutes;
 * of `- x` lines: over 10 s; a footnote definition, `[^1]: x`, costs as much as two list items and
 * counts as two levels), and so does each block a blank line starts (1 MB of one-line
 * paragraphs: 28 s, 2.9 GB), and so does each table row and cell (1 MB of two-cell rows: 32 s,
 * 2.7 GB), and so, at about half a block's cost, does each line continuing a paragraph (140,000
 * lines `x**y**` in one paragraph: 19 s, 1.1 GB). So a note has a budget of {@link NESTING_BUDGET}
 * container levels, blocks, table rows and lines over all its lines (a row costing more by its
 * cells, see {@link CELLS_PER_BLOCK}; a line that opens and continues nothing, half a block, see
 * {@link LINES_PER_BLOCK}): from the first line once the budget is spent (or a table row that
 * would overspend it), the rest of the note is not
 * parsed but published as written, as one code block after the parsed part
 * ({@link CappedText.rest}; `parse.ts` appends it), which costs no parsing at all. The parse cost
 * of a note's containers and blocks is thus bounded by the budget.
 *
 * Inline markup costs as much, however flat: micromark spends about 38 µs and 11 KB at its peak on
 * each wikilink, emphasis or strikethrough it pairs, twice that on a Markdown link (1 MB of
 * `[a](b) `: 14 s, 1.9 GB; of `*a`: 10 s, 1.6 GB). So a note also has a budget of
 * {@link MARKUP_BUDGET} units of inline markup (see {@link markupCost}): at the construct that
 * would overspend it, even in the middle of a line, the rest of the note is published as written
 * in the same way (`markup` of {@link CappedText} says where). Stray brackets and delimiters that
 * can only close cost micromark little, and nothing here.
 *
 * Lines inside fenced code blocks are not told apart: such a line would get the backslash too, and
 * spends the budgets as any line does (micromark reads 1 MB of code lines in over 20 s); telling
 * them apart would need the whole block structure (a fence in an HTML block or a block quote that
 * a later line closes is no fence).
 * The frontmatter (YAML) is left as it is, and not counted.
 */

/** Container levels a line may open (and, times {@link TREE_DEPTH_PER_LEVEL}, the tree depth kept). */
export const MAX_NESTING = 100;

/**
 * Container levels a note may open or continue over all its lines (markers, and indentation at
 * two columns a level), plus the blocks it starts after blank lines and half a block a line continuing
 * a paragraph; past it the rest of the note is published as code (see module doc). Real rule notes
 * use under a thousand; 10,000 list items, block quote lines or paragraphs, or 20,000 lines of one
 * paragraph still fit.
 */
export const NESTING_BUDGET = 10_000;

/**
 * Units of inline markup a note may hold (see {@link markupCost}; a unit is about one wikilink's
 * parse, 38 µs and 11 KB): 30,000 wikilinks, 15,000 Markdown links or 30,000 emphasised words at
 * most (1 MB of them: about 1.2 s and 220 MB more than a note without); past it the rest of the
 * note is published as code (see module doc). The densest notes of the seed vault and `content/`
 * take 15 units a KB: 15,000 for 1 MB.
 */
export const MARKUP_BUDGET = 30_000;

/** `*` or `_` a run may have as emphasis delimiters (`***` is the most any reader writes). */
const MAX_DELIMITER_RUN = 16;

/**
 * Lines continuing a paragraph (or any line opening, continuing and starting nothing) that cost as
 * much as one block of a note's budget: micromark spends about half a block's work on a line of a
 * paragraph. A 1 MB note of prose wrapped at 80 columns, in paragraphs, spends about 9,000.
 */
const LINES_PER_BLOCK = 2;

/**
 * Table cells that cost as much as one block of a note's budget (a row costs one block more):
 * micromark tokenizes each cell on its own, at about a quarter of a list item's cost.
 */
const CELLS_PER_BLOCK = 4;

/** Columns of leading indentation a line keeps (two per list level). */
const MAX_INDENT = 2 * MAX_NESTING;

/** Tree nodes one container level may take (a list and its item). */
export const TREE_DEPTH_PER_LEVEL = 2;

/** Lines of only `-`, `*` or `_` (three or more) with spaces: thematic breaks, not lists. */
const THEMATIC_BREAK = /^[ \t]*([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

export interface CappedText {
  text: string;
  /** 1-based lines where a run of capped lines starts (a marker escaped or indentation cut), in order. */
  lines: number[];
  /** The line from which the rest is code, the note's {@link NESTING_BUDGET} spent (also in `lines`), or 0. */
  flattened: number;
  /** The note's text from line `flattened` on, not in `text` (to be shown as code); empty when none. */
  rest: string;
  /** Present when the {@link MARKUP_BUDGET} ran out (rather than the nesting budget): the 1-based
   * column of line `flattened` where `rest` starts, at the construct that overspent it. */
  markup?: { column: number };
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;

/**
 * Where the line starting at `start` (ending before `end`) opens its container number
 * `limit + 1`: the index to put `\` at, or -1 when it opens at most `limit`.
 */
function escapeAt(text: string, start: number, end: number, limit: number): number {
  let i = start;
  let markers = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    let next = -1;
    let at = i;
    if (c === 0x3e /* > */) next = i + 1;
    else if ((c === 0x2d || c === 0x2a || c === 0x2b) /* - * + */ && (i + 1 === end || isSpace(text.charCodeAt(i + 1)))) next = i + 1;
    else if (isDigit(c)) {
      let j = i;
      while (j < end && j - i < 9 && isDigit(text.charCodeAt(j))) j++;
      const p = text.charCodeAt(j);
      if ((p === 0x2e || p === 0x29) /* . ) */ && (j + 1 === end || isSpace(text.charCodeAt(j + 1)))) {
        next = j + 1;
        at = j;
      }
    }
    if (next === -1) return -1;
    markers++;
    if (markers > limit) return at;
    i = next;
  }
  return -1;
}

/**
 * The leading spaces and tabs of the line from `start` to `end`: their width in columns (a tab
 * reaching the next multiple of 4) and where they end.
 */
function leadingIndent(text: string, start: number, end: number): { width: number; at: number } {
  let width = 0;
  let at = start;
  for (; at < end; at++) {
    const c = text.charCodeAt(at);
    if (c === 0x20) width++;
    else if (c === 0x09) width += 4 - (width % 4);
    else break;
  }
  return { width, at };
}

/**
 * Container levels the line from `start` to `end` opens or continues: its leading indentation
 * (two columns a level, see {@link leadingIndent}) and the container markers after it.
 */
function levelsOf(text: string, start: number, end: number): number {
  const { width, at } = leadingIndent(text, start, end);
  let i = at;
  let markers = 0;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) i++;
    else if (c === 0x3e /* > */) {
      markers++;
      i++;
    } else if ((c === 0x2d || c === 0x2a || c === 0x2b) /* - * + */ && (i + 1 === end || isSpace(text.charCodeAt(i + 1)))) {
      markers++;
      i++;
    } else break;
  }
  if (text.charCodeAt(i) === 0x5b /* [ */ && text.charCodeAt(i + 1) === 0x5e /* ^ */ && isFootnoteDefinition(text, i, end))
    markers += FOOTNOTE_DEFINITION_LEVELS;
  return (width >> 1) + markers;
}

/**
 * Container levels a footnote definition (`[^label]: text`, itself a container) spends of a note's
 * budget: micromark spends about as much on one as on two or three list items (1 MB of one-line
 * definitions, 16,000 of them: about 5 s), so one costs {@link FOOTNOTE_DEFINITION_LEVELS} levels.
 */
const FOOTNOTE_DEFINITION_LEVELS = 2;

/** Whether the line from `at` (a `[^`) to `end` opens a footnote definition: a label of at most 999 characters, then `]:`. */
function isFootnoteDefinition(text: string, at: number, end: number): boolean {
  for (let j = at + 2; j < end && j <= at + 1001; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x5d /* ] */) return j > at + 2 && text.charCodeAt(j + 1) === 0x3a /* : */;
    if (c === 0x5b /* [ */ || c === 0x5c /* \ */) return false;
  }
  return false;
}

/**
 * Whether the line from `start` to `end` could be a GFM table's delimiter row: after container
 * markers and indentation (`>`, spaces, tabs), only `|`, `:`, `-`, spaces, tabs (and a carriage
 * return), with a `-` and a `|` or `:` (micromark-extension-gfm-table accepts no other delimiter
 * row). One pass over the characters (a regular expression for it backtracked over long runs of
 * `>` or indentation: 0.3 s on a 1 MB line).
 */
export function mayBeDelimiterRow(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x3e) break;
    i++;
  }
  let dash = false;
  let bar = false;
  for (; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x2d /* - */) dash = true;
    else if (c === 0x7c || c === 0x3a /* | : */) bar = true;
    else if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return dash && bar;
}

/** `|` in the line from `start` to `end`. */
function pipesIn(text: string, start: number, end: number): number {
  let pipes = 0;
  for (let i = start; i < end; i++) if (text.charCodeAt(i) === 0x7c) pipes++;
  return pipes;
}

/** What a table row costs of a note's budget: one, and one per {@link CELLS_PER_BLOCK} of its `|`. */
function rowCost(pipes: number): number {
  return 1 + Math.floor(pipes / CELLS_PER_BLOCK);
}

/** Whether the line from `start` to `end` holds only spaces, tabs and a carriage return. */
function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0d) return false;
  }
  return true;
}

/** Where the leading indentation of the line at `start` ends, when wider than `columns`; -1 when not. */
function indentEnd(text: string, start: number, end: number, columns: number): number {
  const { width, at } = leadingIndent(text, start, end);
  return width > columns ? at : -1;
}

/** Runs of `*` or `_` longer than {@link MAX_NESTING}. */
const RUN = new RegExp(`\\*{${MAX_NESTING + 1},}|_{${MAX_NESTING + 1},}`, 'g');

/** `text` as a code span: fenced by one backtick more than its longest run of them, padded with spaces. */
function codeSpan(text: string): string {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text.charCodeAt(i) === 0x60 ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  const fence = '`'.repeat(Math.max(2, longest + 1));
  return `${fence} ${text} ${fence}`;
}

/**
 * `line` with its long stretches of unpairable brackets in code spans (see module doc): the line
 * is cut into stretches between a `[` and a `]` (each stretch holds brackets of one kind only).
 * A stretch of more than `limit` `[` is put in a code span up to its `keep`-th last `[` (and the
 * `!` just before it, which makes it an embed); one of more than `limit` `]` from its `keep + 1`-th
 * `]` to its last. Linear in the line; the same string when no stretch is over the limit.
 */
export function capBrackets(line: string, limit = MAX_NESTING, keep = MAX_DELIMITER_RUN): string {
  const parts: string[] = [];
  let copied = 0;
  // The current stretch: its kind, and where its brackets are (only the ends are needed).
  let kind = 0;
  let positions: number[] = [];
  const close = (): void => {
    if (positions.length <= limit) return;
    let from: number;
    let to: number;
    if (kind === 0x5b) {
      from = positions[0]!;
      to = positions[positions.length - keep]!;
      if (line.charCodeAt(to - 1) === 0x21 /* ! */) to--;
    } else {
      from = positions[keep]!;
      to = positions[positions.length - 1]! + 1;
    }
    // A backslash or backtick just outside would change the span's fence: a space between.
    const before = from > 0 && (line.charCodeAt(from - 1) === 0x5c || line.charCodeAt(from - 1) === 0x60) ? ' ' : '';
    const after = line.charCodeAt(to) === 0x60 ? ' ' : '';
    parts.push(line.slice(copied, from), before, codeSpan(line.slice(from, to)), after);
    copied = to;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 0x5b && c !== 0x5d) continue;
    if (c !== kind) {
      close();
      kind = c;
      positions = [];
    }
    positions.push(i);
  }
  close();
  if (copied === 0) return line;
  parts.push(line.slice(copied));
  return parts.join('');
}

/** One line (without its line ending) capped (see module doc); the same string when nothing is over a limit. */
function capLine(line: string, limit: number): string {
  let out = line;
  const indent = indentEnd(out, 0, out.length, 2 * limit);
  if (indent !== -1) out = ' '.repeat(2 * limit) + out.slice(indent);
  if (THEMATIC_BREAK.test(out)) return out;
  const at = escapeAt(out, 0, out.length, limit);
  if (at !== -1) out = `${out.slice(0, at)}\\${out.slice(at)}`;
  // The rest of the run as one code span (one token; a backslash before each would be four).
  out = out.replace(RUN, (run) => `${run.slice(0, MAX_DELIMITER_RUN)}\`\` ${run.slice(MAX_DELIMITER_RUN)} \`\``);
  // Each bracket is a token micromark keeps (1 MB of `[`: 9 s, over 1 GB); after the runs of
  // `*` and `_`, whose code spans it may then hold.
  return capBrackets(out);
}

/** Whether the character code `c` is a space, a tab or a line ending (or the end of the line, -1 or NaN). */
const isWhite = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || !(c >= 0);

/** Whether the character code `c` is a letter or digit (ASCII, or any code past it), which makes a `_` intraword. */
const isWordChar = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c > 0x7f;

/**
 * The units of inline markup (see {@link MARKUP_BUDGET}) in the line from `start` to `end`, read
 * up to where they would exceed `left`: `at` is then the index of the construct that would
 * (a `[[` or a delimiter run starts there; for a `](`, the `[` or `![` before it), else -1. Units, after what micromark spends:
 * a wikilink or embed (`[[`) 1; a Markdown link or image (`](`) 2; a run of `*`, `_` or `~` that
 * can open emphasis or strikethrough (a character other than a space after it; for `_`, no letter
 * or digit before it) 1; an HTML tag or autolink (`<` before a letter, `/`, `!` or `?`) ½; a URL
 * (`://`) 1; a run of backticks, a `==` or a `#tag` ¼. A lone `[` (a reference, a footnote call,
 * a task's box) and a run that can only close cost nothing. Linear in the line.
 */
export function markupCost(text: string, start: number, end: number, left: number): { cost: number; at: number } {
  let cost = 0;
  // The last `[` (or the `!` of `![`): where a link that overspends starts.
  let opened = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    let unit = 0;
    let next = i;
    let at = i;
    if (c === 0x5b /* [ */) {
      opened = i > start && text.charCodeAt(i - 1) === 0x21 /* ! */ ? i - 1 : i;
      if (text.charCodeAt(i + 1) === 0x5b) {
        unit = 1;
        next = i + 1;
      }
    } else if (c === 0x5d /* ] */) {
      if (text.charCodeAt(i + 1) === 0x28 /* ( */) {
        unit = 2;
        if (opened !== -1) at = opened;
      }
    } else if (c === 0x2a || c === 0x5f || c === 0x7e /* * _ ~ */ || c === 0x60 /* ` */) {
      let j = i + 1;
      while (j < end && text.charCodeAt(j) === c) j++;
      next = j - 1;
      if (c === 0x60) unit = 0.25;
      else if (!isWhite(j < end ? text.charCodeAt(j) : -1) && !(c === 0x5f && i > start && isWordChar(text.charCodeAt(i - 1)))) unit = 1;
    } else if (c === 0x3c /* < */) {
      const d = text.charCodeAt(i + 1) | 0x20;
      if ((d >= 0x61 && d <= 0x7a) || d === 0x2f || d === 0x21 || d === 0x3f /* letter / ! ? */) unit = 0.5;
    } else if (c === 0x3a /* : */) {
      if (text.charCodeAt(i + 1) === 0x2f && text.charCodeAt(i + 2) === 0x2f) unit = 1;
    } else if (c === 0x3d /* = */) {
      if (text.charCodeAt(i + 1) === 0x3d) {
        unit = 0.25;
        next = i + 1;
      }
    } else if (c === 0x23 /* # */) {
      const d = text.charCodeAt(i + 1);
      if ((i === start || isWhite(text.charCodeAt(i - 1))) && !isWhite(i + 1 < end ? d : -1) && d !== 0x23) unit = 0.25;
    }
    if (unit > 0) {
      if (cost + unit > left) return { cost, at };
      cost += unit;
    }
    i = next;
  }
  return { cost, at: -1 };
}

/** Whether `text` from `start` to `end` is `---` and then only spaces, tabs and a carriage return (a frontmatter fence). */
function isFence(text: string, start: number, end: number): boolean {
  return text.startsWith('---', start) && isBlank(text, start + 3, end);
}

/**
 * Where the note's body starts, after its frontmatter as remark-frontmatter reads it (a line of
 * `---` first, up to the next such line): the index of its first character and its 1-based line;
 * the start of `text` when there is no frontmatter.
 */
function frontmatterEnd(text: string): { start: number; line: number } {
  let end = text.indexOf('\n');
  if (end === -1 || !isFence(text, 0, end)) return { start: 0, line: 1 };
  let line = 2;
  for (let start = end + 1; start <= text.length; start = end + 1, line++) {
    end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    if (isFence(text, start, end)) return { start: Math.min(end + 1, text.length + 1), line: line + 1 };
  }
  return { start: 0, line: 1 };
}

/**
 * `text` with container nesting capped at `limit` levels per line, and the rest of the note cut
 * off (as `rest`) from the first line once the note has spent `budget` container levels, blocks
 * and lines (see module doc; blank lines spend nothing), or from the construct that would spend
 * more than `markupBudget` units of inline markup ({@link markupCost}). Linear in the text.
 */
export function capLineNesting(text: string, limit = MAX_NESTING, budget = NESTING_BUDGET, markupBudget = MARKUP_BUDGET): CappedText {
  // Only a line longer than `limit` can be over it, and the budget needs as many characters: a cheap pre-test.
  if (text.length < Math.min(limit, budget)) return { text, lines: [], flattened: 0, rest: '' };
  // A unit of markup takes two characters at least: a shorter note cannot spend the markup budget.
  let markupLeft = text.length < 2 * markupBudget ? Number.POSITIVE_INFINITY : markupBudget;
  const lines: number[] = [];
  const parts: string[] = [];
  let copied = 0;
  // The frontmatter is YAML, not Markdown: neither capped nor counted.
  const body = frontmatterEnd(text);
  let line = body.line;
  let start = body.start;
  let last = -1;
  let spent = 0;
  let afterBlank = true;
  // In a table (from a line that may be its delimiter row to a blank line), and its header row's `|`.
  let inTable = false;
  let previousPipes = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const blank = isBlank(text, start, end);
    let levels = levelsOf(text, start, end) + (afterBlank && !blank ? 1 : 0);
    const pipes = blank ? 0 : pipesIn(text, start, end);
    if (blank) inTable = false;
    else if (inTable) levels += rowCost(pipes);
    else if (!afterBlank && pipes > 0 && mayBeDelimiterRow(text, start, end)) {
      // The header row and this one: a table.
      inTable = true;
      levels += rowCost(previousPipes) + rowCost(pipes);
    }
    // A line opening, continuing and starting nothing (a paragraph's next line, a line of code or
    // HTML) costs a share of a block: micromark spends work on every line, fenced code's too.
    if (levels === 0 && !blank) levels = 1 / LINES_PER_BLOCK;
    previousPipes = pipes;
    afterBlank = blank;
    // A table row that would overspend is cut too, so that no row takes more than the budget.
    if (levels > 0 && (spent >= budget || (inTable && spent + levels > budget))) {
      parts.push(text.slice(copied, start));
      lines.push(line);
      return { text: parts.join(''), lines, flattened: line, rest: text.slice(start) };
    }
    spent += levels;
    if (markupLeft !== Number.POSITIVE_INFINITY) {
      const { cost, at } = markupCost(text, start, end, markupLeft);
      if (at !== -1) {
        // Cut at the construct that overspends: the line up to it is parsed (capped as any line).
        const kept = text.slice(start, at);
        parts.push(text.slice(copied, start), kept.length > limit ? capLine(kept, limit) : kept);
        lines.push(line);
        return { text: parts.join(''), lines, flattened: line, rest: text.slice(at), markup: { column: at - start + 1 } };
      }
      markupLeft -= cost;
    }
    if (end - start > limit) {
      const lineEnd = text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
      const original = text.slice(start, lineEnd);
      const capped = capLine(original, limit);
      if (capped !== original) {
        parts.push(text.slice(copied, start), capped);
        copied = lineEnd;
        // A run of capped lines is reported at its first line.
        if (last !== line - 1) lines.push(line);
        last = line;
      }
    }
    start = end + 1;
    line++;
  }
  if (copied === 0) return { text, lines, flattened: 0, rest: '' };
  parts.push(text.slice(copied));
  return { text: parts.join(''), lines, flattened: 0, rest: '' };
}
