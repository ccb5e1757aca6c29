/**
 * Dataview's inline queries on the note itself: `` `=this.source` `` in a note's text shows
 * the note's own property `source` (or its inline field `source:: …`: `dataview-query.ts`
 * `noteData`), as the Dataview plugin shows it in Obsidian. Rules vaults use
 * them to lay a card or spell out from its properties (`# `=this.name``, `**Range** `=this.range``),
 * so without them a page would show its own query code, and a note opening with
 * `# `=this.name`` would be titled "=this.name".
 *
 * Only a query that names a property of the note (`=this.key`, `=this.key.sub`, spaces around
 * allowed) is read here; `=this.file.name`, `=this.file.folder`, `=this.file.path` and
 * `=this.file.link` are filled in where the page is made ({@link fileField}, `render.ts`: the
 * parse does not depend on the note's path); any other query (`=date(today)`, `$=`…) stays code,
 * as it shows in Obsidian without Dataview. When every value of a note is plain text, each takes
 * its code span's place in the tree. When one holds Markdown, the values are written into the
 * note's text in place of the code spans and the text parsed again, so Markdown and `[[links]]`
 * read as Dataview renders them (a link so shown is a link of the note, at the query's line; line
 * endings in a value become spaces, so every line keeps its number, and the columns after a query
 * on its line move by the difference). Values are shown as Dataview's defaults show them: no value
 * `-`, a list its items joined by `, `, a date `September 02, 2023`, a date and time `9:05 pm -
 * September 02, 2023`, a mapping `key: value` pairs. At most 1 MB of values a note; past it, a
 * query stays code.
 */
import type { InlineCode, Root, RootContent, Text } from 'mdast';
import { readFrontmatter } from './frontmatter.ts';
import { noteData, noteName, propertyAt } from './dataview-query.ts';
import { dateText } from './dataview-values.ts';
import { FIELD_NAME } from './dataview-parse.ts';
import { readInlineFields } from './plugins/remark-inline-fields.ts';
import type { Properties, PropertyValue } from './property-links.ts';

const QUERY = new RegExp(String.raw`^=\s*this\.(${FIELD_NAME}(?:\.${FIELD_NAME})*)\s*$`, 'u');
/**
 * Characters of values written into one note at most (each query may repeat the whole frontmatter):
 * past it, a query stays code.
 */
const MAX_VALUE_LENGTH = 1_000_000;

interface Query {
  node: InlineCode;
  start: number;
  end: number;
  path: string[];
  inTable: boolean;
}

/** `value` as Dataview's inline rendering writes it (no value: `-`; a list: its items joined by `, `; a date: `September 02, 2023`). */
export function valueText(value: PropertyValue | undefined, depth = 0): string {
  if (value === undefined || value === null || depth > 20) return '-';
  if (Array.isArray(value)) return value.length === 0 ? '-' : value.map((item) => valueText(item, depth + 1)).join(', ');
  if (typeof value === 'object')
    return Object.keys(value)
      .map((key) => `${key}: ${valueText((value as Properties)[key], depth + 1)}`)
      .join(', ');
  if (typeof value === 'string') {
    return dateText(value) ?? value;
  }
  return String(value);
}

/**
 * `text` made safe to stand where a code span stood: on one line, with no backtick (which could
 * pair with another on the line), no `|` in a table cell, and no block syntax when it starts its
 * line (`# `, `- `, `1. `, `> `…, which Dataview's inline value never is).
 */
function inlineText(text: string, inTable: boolean, startsLine: boolean): string {
  let out = text
    .split(/\r?\n|\r/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replace(/`/g, '\\`');
  if (inTable) out = out.replace(/\|/g, '\\|');
  if (startsLine) out = out.replace(/^[#>+*=~-]/, (mark) => `\\${mark}`).replace(/^(\d{1,9})([.)])/, '$1\\$2');
  return out === '' ? '-' : out;
}

/** The `=this.…` code spans of `tree`, in order, with their offsets in the parsed text. */
function queries(tree: Root): Query[] {
  const found: Query[] = [];
  const stack: Array<{ node: RootContent; inTable: boolean }> = tree.children.map((node) => ({ node, inTable: false })).reverse();
  while (stack.length > 0) {
    const { node, inTable } = stack.pop()!;
    if (node.type === 'inlineCode') {
      const match = QUERY.exec(node.value);
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (match && start !== undefined && end !== undefined) found.push({ node, start, end, path: match[1]!.split('.'), inTable });
      continue;
    }
    if ('children' in node) {
      const inside = inTable || node.type === 'table';
      for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i] as RootContent, inTable: inside });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Characters a value needs Markdown for (emphasis, links, code, tags, HTML, math, autolinks…); a value without any is plain text. */
const MARKUP = /[\\`*_[\]<>!~=$&#^@]|:\/\/|www\./;

/**
 * Fills the `=this.…` queries of `tree` (parsed from `text`) that name a property of the note. When
 * every value is plain text, each query's code span becomes that text in place (its position
 * kept) and `null` is returned: the tree stands. Otherwise gives `text` with the values written in
 * place of the queries, to be parsed again (Markdown and links in a value then read as Dataview
 * renders them). `null` too when the note holds no such query.
 */
export function withInlineQueries(tree: Root, text: string): string | null {
  const found = queries(tree).filter((q) => q.path[0] !== 'file');
  if (found.length === 0) return null;
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  // The note's data as Dataview's `this` gives it: its properties and its inline fields.
  const properties = noteData(readFrontmatter(yaml, '').properties, readInlineFields(tree));
  // A note may query one property thousands of times: each distinct path is read, and each
  // distinct value tested and written, once.
  const byPath = new Map<string, string>();
  const values = found.map((query) => {
    const key = query.path.join('.');
    let value = byPath.get(key);
    if (value === undefined) byPath.set(key, (value = valueText(propertyAt(properties, query.path))));
    return value;
  });
  let budget = MAX_VALUE_LENGTH;
  if (![...new Set(byPath.values())].some((value) => MARKUP.test(value))) {
    const plain = new Map<string, string>();
    found.forEach((query, i) => {
      const value = values[i]!;
      let shown = plain.get(value);
      if (shown === undefined) plain.set(value, (shown = inlineText(value, false, false)));
      if (shown.length > budget) return;
      budget -= shown.length;
      const node = query.node as unknown as Text;
      node.type = 'text';
      node.value = shown;
    });
    return null;
  }
  let out = '';
  let at = 0;
  /** Per value, as written in and out of a table cell, at the start of its line or not. */
  const writtenForms = new Map<string, string[]>();
  found.forEach((query, i) => {
    if (query.start < at) return;
    // Only spaces or tabs before it on its line (walked back over them alone: linear in the note).
    let before = query.start - 1;
    while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
    const startsLine = before < 0 || text[before] === '\n' || text[before] === '\r';
    const forms = writtenForms.get(values[i]!) ?? [];
    writtenForms.set(values[i]!, forms);
    const form = (query.inTable ? 2 : 0) + (startsLine ? 1 : 0);
    const written = (forms[form] ??= inlineText(values[i]!, query.inTable, startsLine));
    const shown = written.length > budget ? text.slice(query.start, query.end) : written;
    budget -= shown.length;
    out += text.slice(at, query.start) + shown;
    at = query.end;
  });
  return out + text.slice(at);
}

const FILE_QUERY = /^=\s*this\.file\.(name|folder|path|link)\s*$/;

/**
 * The value of a `=this.file.…` query (`code`, the code span's text) for the note at `path`
 * (`Assets/Cave Lion.md`): `name` `Cave Lion`, `folder` `Assets`, `path` the path, `link` the
 * name (shown as a link to the note); `null` when `code` is no such query.
 */
export function fileField(code: string, path: string): { value: string; link: boolean } | null {
  const match = FILE_QUERY.exec(code);
  if (!match) return null;
  const slash = path.lastIndexOf('/');
  const name = noteName(path);
  switch (match[1]) {
    case 'folder':
      return { value: slash === -1 ? '/' : path.slice(0, slash), link: false };
    case 'path':
      return { value: path, link: false };
    case 'link':
      return { value: name, link: true };
    default:
      return { value: name, link: false };
  }
}

/** A `=this.file.…` query standing alone between spaces (as a code span that is only the query reads in plain text). */
const FILE_QUERIES = /(?<=^|\s)=\s*this\.file\.(?:name|folder|path|link)(?=$|\s)/g;

/**
 * `text` (a heading's plain text, its code spans' text included) with each `=this.file.…` query
 * in it replaced by its value for the note at `path` ({@link fileField}), as the heading shows it
 * on the page; for lists of headings (a table of contents), whose text the parse made without the
 * note's path.
 */
export function withFileFields(text: string, path: string): string {
  return text.includes('this.file.') ? text.replace(FILE_QUERIES, (query) => fileField(query, path)?.value ?? query) : text;
}

/** Whether a heading's text is only a `=this.file.name` query (the note is then titled by its file name). */
export function isFileNameQuery(text: string): boolean {
  return FILE_QUERY.exec(text.trim())?.[1] === 'name';
}
