/**
 * An embedded search (a ```` ```query ```` block) run over the vault: which notes a query read by
 * `parseSearch` (`search-parse.ts`, which owns the syntax) finds, and which of their lines match.
 *
 * Owns the notes as searches see them ({@link SearchNote}, {@link prepareNotes}, which lower-cases
 * their text once for every query of a build) and the evaluation of a query over them:
 * `runSearch` gives the matching notes in Obsidian's default order (file path, A to Z, numbers as
 * numbers), `matchingLines` the lines of a note to show, `searchCost` what a query costs to run.
 * Pure: the caller hands in the notes' text.
 */
import type { Properties, PropertyValue } from './property-links.ts';
import type { Regex } from './safe-regex.ts';
import type { SearchNode, SearchQuery } from './search-parse.ts';

/** A note as a search sees it. */
export interface SearchNote {
  /** Vault path with `.md`: `legion/Melee.md`. */
  path: string;
  /** The file's text, as Obsidian searches it (frontmatter included). */
  text: string;
  /** Tags without `#`, lower-cased (nested ones as written: `asset/companion`). */
  tags: readonly string[];
  properties: Properties;
}

/** A piece of text searched: a note's whole text, a line, a section, or a property's value. */
interface Hay {
  text: string;
  lower: string;
  /** Its lines (a line: itself). */
  lines: () => readonly Hay[];
}

/** A note prepared once per build: its text and path lower-cased, its lines and sections made when first asked. */
interface PreparedNote {
  note: SearchNote;
  path: string;
  lowerPath: string;
  name: string;
  lowerName: string;
  whole: Hay;
  sections: () => readonly Hay[];
}

/** The notes a build's searches run over, in Obsidian's default order, and the size of their text. */
export interface SearchCorpus {
  notes: readonly PreparedNote[];
  /** Indices into `notes`, by path as Obsidian's "File name (A to Z)" orders them. */
  order: readonly number[];
  /** Characters of text in all (what one term of a query reads). */
  chars: number;
  /** Lines of text in all (what a pattern, a `line:` and a `section:` walk one by one). */
  lines: number;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function hay(text: string, lower: string, lines: () => readonly Hay[]): Hay {
  return { text, lower, lines };
}

function lineHay(text: string, lower: string): Hay {
  const h: Hay = { text, lower, lines: () => [h] };
  return h;
}

/** `text` cut into lines (`lower` the same lines lower-cased; lower-casing keeps a line's breaks). */
function splitLines(text: string, lower: string): Hay[] {
  const a = text.split('\n');
  const b = lower.split('\n');
  // Lower-casing may change a string's length but never its line breaks.
  return a.map((line, i) => lineHay(line, b[i] ?? line.toLowerCase()));
}

/** A line opening a section: an ATX heading (`## Moves`). */
const HEADING = /^ {0,3}#{1,6}(?:\s|$)/;

/** Each note's text lower-cased once; lines and sections when a query first reads them. */
export function prepareNotes(notes: readonly SearchNote[]): SearchCorpus {
  let chars = 0;
  let lineCount = 0;
  const prepared = notes.map((note): PreparedNote => {
    const lower = note.text.toLowerCase();
    chars += note.text.length + note.path.length;
    // The note's lines, and its path: a pattern runs once over each.
    lineCount += 2;
    for (let at = note.text.indexOf('\n'); at !== -1; at = note.text.indexOf('\n', at + 1)) lineCount++;
    let lines: Hay[] | undefined;
    let sections: Hay[] | undefined;
    const name = note.path.slice(note.path.lastIndexOf('/') + 1);
    const whole = hay(note.text, lower, () => (lines ??= splitLines(note.text, lower)));
    return {
      note,
      path: note.path,
      lowerPath: note.path.toLowerCase(),
      name,
      lowerName: name.toLowerCase(),
      whole,
      sections: () => {
        if (sections) return sections;
        sections = [];
        let start = 0;
        const all = whole.lines();
        for (let i = 1; i <= all.length; i++) {
          if (i < all.length && !HEADING.test(all[i]!.text)) continue;
          const part = all.slice(start, i);
          sections.push(hay(part.map((l) => l.text).join('\n'), part.map((l) => l.lower).join('\n'), () => part));
          start = i;
        }
        return sections;
      },
    };
  });
  const order = prepared.map((_, i) => i);
  order.sort((x, y) => {
    const a = prepared[x]!.path;
    const b = prepared[y]!.path;
    return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  });
  return { notes: prepared, order, chars, lines: lineCount };
}

// ---------------------------------------------------------------------------------------------
// Running a query.

/** Whether `regex` matches somewhere in `s`. */
const regexTest = (regex: Regex, s: string): boolean => regex.test(s);

/**
 * What running `query` over `corpus` costs, in characters read by a word looked up (`weight` a
 * character of the vault's text, `lineWeight` a line), for a page's budget.
 */
export function searchCost(query: SearchQuery, corpus: SearchCorpus): number {
  return query.weight * Math.max(1, corpus.chars) + query.lineWeight * corpus.lines;
}

function textHas(node: Extract<SearchNode, { kind: 'term' }>, text: string, lower: string, lines: () => readonly Hay[]): boolean {
  if (node.regex !== null) return lines().some((line) => regexTest(node.regex!, line.text));
  return node.caseSensitive ? text.includes(node.text) : lower.includes(node.lower);
}

function nameHas(node: Extract<SearchNode, { kind: 'term' }>, text: string, lower: string): boolean {
  if (node.regex !== null) return regexTest(node.regex, text);
  return node.caseSensitive ? text.includes(node.text) : lower.includes(node.lower);
}

/** Values of a property as text: a list's items, each scalar as written. */
function valueTexts(value: PropertyValue | undefined): string[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item) => valueTexts(item));
  if (typeof value === 'object') return Object.keys(value).flatMap((key) => valueTexts(value[key]));
  return [String(value)];
}

function evaluate(node: SearchNode, note: PreparedNote, h: Hay): boolean {
  switch (node.kind) {
    case 'term':
      switch (node.field) {
        case 'file':
          return nameHas(node, note.name, note.lowerName);
        case 'path':
          return nameHas(node, note.path, note.lowerPath);
        case 'content':
          return textHas(node, h.text, h.lower, h.lines);
        default:
          return textHas(node, h.text, h.lower, h.lines) || nameHas(node, note.path, note.lowerPath);
      }
    case 'tag':
      // The note's tags (as Obsidian's `tag:`, not the text of code blocks); within a line or section, its text.
      if (h === note.whole) return note.note.tags.some((t) => t === node.tag || t.startsWith(`${node.tag}/`));
      return h.lower.includes(`#${node.tag}`);
    case 'property': {
      const props = note.note.properties;
      const keys = Object.keys(props).filter((key) => key.toLowerCase() === node.name);
      if (node.value === null) return keys.length > 0;
      const value = node.value;
      return keys.some((key) =>
        valueTexts(props[key]).some((v) => {
          const lower = v.toLowerCase();
          return evaluate(value, note, lineHay(v, lower));
        }),
      );
    }
    case 'scope':
      return (node.scope === 'line' ? h.lines() : h === note.whole ? note.sections() : [h]).some((part) =>
        evaluate(node.inner, note, part),
      );
    case 'not':
      return !evaluate(node.inner, note, h);
    case 'and':
      return node.items.every((item) => evaluate(item, note, h));
    case 'or':
      return node.items.some((item) => evaluate(item, note, h));
  }
}

/** The notes `query` finds (indices into `corpus.notes`), in Obsidian's default order. */
export function runSearch(query: SearchQuery, corpus: SearchCorpus): number[] {
  return corpus.order.filter((i) => evaluate(query.root, corpus.notes[i]!, corpus.notes[i]!.whole));
}

/**
 * The lines of note `index` a found note shows: those where a term, tag or `line:` part of the
 * query that is not negated matches (a term in the text only, not in the path), at most `max`,
 * in order, each trimmed; and how many there are in all (counting stops at `max + 1`).
 */
export function matchingLines(query: SearchQuery, corpus: SearchCorpus, index: number, max: number): { lines: string[]; more: boolean } {
  const note = corpus.notes[index]!;
  const lines: string[] = [];
  if (query.shown.length === 0) return { lines, more: false };
  for (const line of note.whole.lines()) {
    if (line.text.trim() === '') continue;
    const hit = query.shown.some((part) =>
      part.kind === 'term' ? textHas(part, line.text, line.lower, line.lines) : evaluate(part, note, line),
    );
    if (!hit) continue;
    if (lines.length === max) return { lines, more: true };
    lines.push(line.text.trim());
  }
  return { lines, more: false };
}
