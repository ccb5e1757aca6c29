/**
 * Obsidian comments: `%%hidden%%` inline, or `%%` … `%%` over several lines. Obsidian shows none of
 * it in reading view, and a link inside a comment is no link (no backlink, no graph edge). The
 * comment is taken out of the note's text before parsing, so the page, search text, summaries,
 * previews and the graph all see the note without it.
 *
 * As in Obsidian: `%%` inside a code span or a fenced code block, or in the frontmatter, opens no
 * comment, nor does `\%%` (escaped, it is text); a comment left open runs to the end of the note.
 * Line endings inside a comment are kept, so every line after it keeps its line number
 * (diagnostics still point at the right line).
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

/** A line's quote markers: the `>` of its leading `> > ` (indent and spaces between allowed). */
const QUOTE_PREFIX = /^[ \t]*(?:>[ \t]?)*/;

/** How many `>` open `line` (its quote depth). */
function quoteMarkers(line: string): number {
  let depth = 0;
  for (const ch of QUOTE_PREFIX.exec(line)![0]) if (ch === '>') depth++;
  return depth;
}

/** The start of `line` through its `depth`-th leading `>` (and the space after it); less when it has fewer. */
function quotePrefix(line: string, depth: number): string {
  const prefix = QUOTE_PREFIX.exec(line)![0];
  let seen = 0;
  for (let i = 0; i < prefix.length; i++) {
    if (prefix[i] !== '>') continue;
    if (++seen === depth) return prefix.slice(0, prefix[i + 1] === ' ' || prefix[i + 1] === '\t' ? i + 2 : i + 1);
  }
  return seen === 0 ? '' : prefix.replace(/[ \t]+$/, '');
}

/**
 * `text` without its `%%` comments (see module doc). Returns `text` itself when it holds no `%%`.
 * Linear in the text's length.
 */
export function hideComments(text: string): string {
  if (!text.includes('%%')) return text;
  const start = frontmatterEnd(text);
  let out = text.slice(0, start);
  let fence: string | null = null;
  let inComment = false;
  /** The `>` markers before the text of the line where the open comment started. */
  let quoteDepth = 0;
  let at = start;
  while (at < text.length) {
    const eol = text.indexOf('\n', at);
    const end = eol === -1 ? text.length : eol + 1;
    const line = text.slice(at, end);
    at = end;
    if (!inComment) {
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
    // A comment inside a quote or callout: its lines keep their `>` markers (as many as the line
    // that opened it had), so the quote goes on after it, as Obsidian shows it.
    if (inComment && quoteDepth > 0) {
      const kept = quotePrefix(line, quoteDepth);
      out += kept;
      i = kept.length;
    }
    while (i < line.length) {
      if (inComment) {
        const close = line.indexOf('%%', i);
        if (close === -1) {
          if (line.endsWith('\r\n')) out += '\r\n';
          else if (line.endsWith('\n')) out += '\n';
          i = line.length;
        } else {
          inComment = false;
          i = close + 2;
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
        inComment = true;
        quoteDepth = quoteMarkers(line);
        i += 2;
        continue;
      }
      out += ch;
      i++;
    }
  }
  return out;
}
