/**
 * Dataview's inline queries on the note itself: `` `=this.source` `` in a note's text shows
 * the note's own property `source` (or its inline field `source:: …`: `dataview-query.ts`
 * `noteData`), as the Dataview plugin shows it in Obsidian. Rules vaults use
 * them to lay a card or spell out from its properties (`# `=this.name``, `**Range** `=this.range``),
 * so without them a page would show its own query code, and a note opening with
 * `# `=this.name`` would be titled "=this.name".
 *
 * Read here: a query that names a property of the note (`=this.key`, `=this.key.sub`, spaces around
 * allowed), and a Dataview expression over the note's own fields (`= this.power * 2`,
 * `= choice(length(this.damage) = 0, "-", this.damage + " + " + this.power)`): read by the
 * parser of ```` ```dataview ```` blocks (`dataview-parse.ts` `parseExpression`) and run by their
 * evaluator with `this` the note's data (`dataview-query.ts` `selfValue`), so it takes the same
 * operators and functions (none of which reads the time or the vault). An expression stays code
 * when it reads anything but `this.key…` (a bare field, `row.…`, `this.file.…`, `[[]]`), reads no
 * field at all (`= 1 + 1`), calls a function tables do not take (`=date(today)`), or gets an
 * error from Dataview in its place (an operator Dataview has none for: `= this.missing * 2`; the
 * plugin then shows "Dataview (for inline query …)" and the error). Each distinct expression
 * is run once; past {@link MAX_EXPRESSION_STEPS} steps a note, the rest stay code.
 * `=this.file.name`, `=this.file.folder`, `=this.file.path` and `=this.file.link` are filled in
 * where the page is made ({@link fileField}, `render.ts`: the parse does not depend on the note's
 * path); any other query (`$=`…) stays code, as it shows in Obsidian without Dataview. When every value of a note is plain text, each takes
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
import { dataAt, noteData, noteName, selfValue } from './dataview-query.ts';
import { dateText } from './dataview-values.ts';
import { type Expr, exprParts, exprSize, FIELD_NAME, parseExpression } from './dataview-parse.ts';
import { readInlineFields } from './plugins/remark-inline-fields.ts';
import type { Properties, PropertyValue } from './property-links.ts';

const QUERY = new RegExp(String.raw`^=\s*this\.(${FIELD_NAME}(?:\.${FIELD_NAME})*)\s*$`, 'u');
/**
 * Characters of values written into one note at most (each query may repeat the whole frontmatter):
 * past it, a query stays code.
 */
const MAX_VALUE_LENGTH = 1_000_000;
/** Steps (`exprSize`) of the distinct `=…` expressions of one note evaluated at most: past them, an expression stays code. */
const MAX_EXPRESSION_STEPS = 50_000;

interface Query {
  node: InlineCode;
  start: number;
  end: number;
  path: string[];
  /** An expression query's expression (`= this.cost / 2`), else `null` (`path` is the property's). */
  expr: Expr | null;
  inTable: boolean;
}

/**
 * Whether every field `expr` reads is a property of the note itself (`this.key…`, not
 * `this.file.…`) or an item a lambda of it is given (`(m) => m.power`), and it reads at least one
 * of the note's.
 */
function readsOwnFields(expr: Expr): boolean {
  const parts = exprParts(expr);
  // A lambda's names (`(m) => m.power`) are its items, no field of a row.
  const names = new Set(parts.flatMap((e) => (e.kind === 'lambda' ? e.params : [])));
  const fields = parts.filter((e) => e.kind === 'field');
  const own = fields.filter((e) => e.self);
  return own.length > 0 && fields.every((e) => (e.self ? e.path[0]!.toLowerCase() !== 'file' : names.has(e.path[0]!)));
}

/**
 * The expression of an inline query `=…` (`code`, the code span's text) that reads the note's own
 * fields alone ({@link readsOwnFields}); `null` for any other text.
 */
function ownExpression(code: string): Expr | null {
  if (!/^\s*=/.test(code) || !code.includes('this.')) return null;
  const expr = parseExpression(code.slice(code.indexOf('=') + 1));
  return expr !== null && readsOwnFields(expr) ? expr : null;
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

/** The `=this.…` code spans and `=…` expressions over the note's own fields of `tree`, in order, with their offsets in the parsed text. */
function queries(tree: Root): Query[] {
  const found: Query[] = [];
  // A note may repeat one expression thousands of times: each distinct text is read once.
  const expressions = new Map<string, Expr | null>();
  const stack: Array<{ node: RootContent; inTable: boolean }> = tree.children.map((node) => ({ node, inTable: false })).reverse();
  while (stack.length > 0) {
    const { node, inTable } = stack.pop()!;
    if (node.type === 'inlineCode') {
      const match = QUERY.exec(node.value);
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      if (match) found.push({ node, start, end, path: match[1]!.split('.'), expr: null, inTable });
      else {
        let expr = expressions.get(node.value);
        if (expr === undefined) expressions.set(node.value, (expr = ownExpression(node.value)));
        if (expr !== null) found.push({ node, start, end, path: [], expr, inTable });
      }
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
 * Fills the `=this.…` queries of `tree` (parsed from `text`) that name a property of the note, and
 * its `=…` expressions over its own fields (see module doc; one that stays code keeps its span). When
 * every value is plain text, each query's code span becomes that text in place (its position
 * kept) and `null` is returned: the tree stands. Otherwise gives `text` with the values written in
 * place of the queries, to be parsed again (Markdown and links in a value then read as Dataview
 * renders them). `null` too when the note holds no such query.
 */
export function withInlineQueries(tree: Root, text: string): string | null {
  const found = queries(tree).filter((q) => q.expr !== null || q.path[0] !== 'file');
  if (found.length === 0) return null;
  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  // The note's data as Dataview's `this` gives it: its properties and its inline fields.
  const properties = noteData(readFrontmatter(yaml, '').properties, readInlineFields(tree));
  // A note may query one property thousands of times: each distinct path (or expression) is read,
  // and each distinct value tested and written, once. `null`: the expression stays code (Dataview
  // shows an error in its place, or it is past the note's steps).
  const byPath = new Map<string, string | null>();
  let steps = MAX_EXPRESSION_STEPS;
  const values = found.map((query) => {
    const key = query.expr === null ? `.${query.path.join('.')}` : `=${query.node.value}`;
    let value = byPath.get(key);
    if (value !== undefined) return value;
    if (query.expr === null) value = valueText(dataAt(properties, query.path));
    else {
      steps -= exprSize(query.expr);
      const result = steps < 0 ? null : selfValue(query.expr, properties);
      value = result === null ? null : valueText(result.value);
    }
    byPath.set(key, value);
    return value;
  });
  let budget = MAX_VALUE_LENGTH;
  if (![...new Set(byPath.values())].some((value) => value !== null && MARKUP.test(value))) {
    const plain = new Map<string, string>();
    found.forEach((query, i) => {
      const value = values[i];
      if (value === null || value === undefined) return;
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
    const value = values[i];
    let shown = text.slice(query.start, query.end);
    if (value !== null && value !== undefined) {
      const forms = writtenForms.get(value) ?? [];
      writtenForms.set(value, forms);
      const form = (query.inTable ? 2 : 0) + (startsLine ? 1 : 0);
      const written = (forms[form] ??= inlineText(value, query.inTable, startsLine));
      if (written.length <= budget) shown = written;
    }
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
