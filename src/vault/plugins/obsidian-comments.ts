/**
 * Obsidian comments: `%%hidden%%` inline, or `%%` … `%%` over several lines. Obsidian shows none of
 * it in reading view, and a link inside a comment is no link (no backlink, no graph edge). The
 * comment is taken out of the note's text before parsing, so the page, search text, summaries,
 * previews and the graph all see the note without it.
 *
 * As in Obsidian: `%%` inside a code span or a fenced code block, or in the frontmatter, opens no
 * comment, nor does `\%%` (escaped, it is text); a comment left open runs to the end of the note.
 * A comment is taken out whole, its line endings too: `text %%hidden\nstill hidden%% more` is one
 * line, `text  more`, as Obsidian shows it (no line break, and a paragraph, list item or quote the
 * comment crosses stays one). Where each comment was cut is kept ({@link CommentFreeText}), so that
 * the parse can give its nodes their places in the note as written (`parse.ts`): diagnostics point
 * at the right line and column.
 */

const FENCE = /^ {0,3}(?:>[ \t]?)*[ \t]*(`{3,}|~{3,})/;

/** Index just past a leading YAML frontmatter block (`---` … `---`), or 0. */
function frontmatterEnd(text: string): number {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return 0;
  const close = /^(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/m;
  close.lastIndex = 0;
  const rest = text.slice(open[0].length);
  const match = close.exec(rest);
  return match ? open[0].length + match.index + match[0].length : 0;
}

/** A note's text without its comments, and where they were cut. */
export interface CommentFreeText {
  /** The text without its comments. */
  text: string;
  /**
   * The comments cut, in order: `at`, the index in {@link text} where one was cut (the character
   * after it, or the end), and `length`, the characters of the note it took (its `%%` included).
   */
  cuts: Array<{ at: number; length: number }>;
}

/**
 * `text` without its `%%` comments (see module doc), and where each was cut. No cuts, and `text`
 * itself, when it holds no `%%`. Linear in the text's length.
 */
export function withoutComments(text: string): CommentFreeText {
  if (!text.includes('%%')) return { text, cuts: [] };
  const start = frontmatterEnd(text);
  let out = text.slice(0, start);
  const cuts: CommentFreeText['cuts'] = [];
  let fence: string | null = null;
  /** Where the open comment starts in `text`, or -1 outside a comment. */
  let opened = -1;
  let at = start;
  while (at < text.length) {
    const lineStart = at;
    const eol = text.indexOf('\n', at);
    const end = eol === -1 ? text.length : eol + 1;
    const line = text.slice(at, end);
    at = end;
    if (opened === -1) {
      const opener = FENCE.exec(line);
      if (fence !== null) {
        if (
          opener &&
          opener[1]![0] === fence[0] &&
          opener[1]!.length >= fence.length &&
          line
            .trim()
            .replace(/^(?:>[ \t]?)*/, '')
            .trim() === opener[1]
        )
          fence = null;
        out += line;
        continue;
      }
      if (opener) {
        fence = opener[1]!;
        out += line;
        continue;
      }
    }
    // Outside code blocks: hide comments, skipping code spans. A backtick run length once found
    // unclosed on this line stays unclosed further on (linear time on any input).
    const unclosed = new Set<number>();
    let i = 0;
    while (i < line.length) {
      if (opened !== -1) {
        const close = line.indexOf('%%', i);
        if (close === -1) {
          i = line.length;
        } else {
          i = close + 2;
          cuts.push({ at: out.length, length: lineStart + i - opened });
          opened = -1;
        }
        continue;
      }
      const ch = line[i];
      if (ch === '`') {
        let run = 1;
        while (line[i + run] === '`') run++;
        const ticks = '`'.repeat(run);
        let close = unclosed.has(run) ? -1 : line.indexOf(ticks, i + run);
        while (close !== -1 && line[close + run] === '`') {
          let skip = close;
          while (line[skip] === '`') skip++;
          close = line.indexOf(ticks, skip);
        }
        if (close === -1) unclosed.add(run);
        const stop = close === -1 ? i + run : close + run;
        out += line.slice(i, stop);
        i = stop;
        continue;
      }
      if (ch === '\\') {
        // A backslash escapes the character after it: `\%%` is text (Markdown shows `%%`), no comment.
        out += line.slice(i, i + 2);
        i += 2;
        continue;
      }
      if (ch === '%' && line[i + 1] === '%') {
        opened = lineStart + i;
        i += 2;
        continue;
      }
      out += ch;
      i++;
    }
  }
  // Left open: it runs to the end of the note.
  if (opened !== -1) cuts.push({ at: out.length, length: text.length - opened });
  return { text: out, cuts };
}
