/**
 * remark plugin: Dataview's inline fields, shown as the Dataview plugin shows them in Obsidian's
 * reading view, and read as the note's data ({@link readInlineFields}).
 *
 * - `[key:: value]` anywhere in a line of text is shown without its brackets and `::`:
 *   `<span class="dataview inline-field">` holding `<span class="dataview inline-field-key">key</span>`
 *   and `<span class="dataview inline-field-value">value</span>`; `(key:: value)` shows only its
 *   value, in `<span class="dataview inline-field-standalone-value">`.
 * - A whole line `Key:: Value` (in a paragraph or a list item; `**Key**:: Value` too) is a field
 *   of the note's data, and is shown as written: Dataview restyles only bracketed fields in
 *   reading view.
 *
 * As Dataview reads them (its `extractFullLineField` and `extractInlineFields`): a bracketed key
 * holds no bracket or parenthesis, and its value runs to the bracket that closes the opening one
 * (nested pairs and `\`-escapes skipped); a whole-line key is the text before the line's first
 * `::`, and holds only letters, digits, spaces, `_`, `-`, `/` and emoji once the marks around it
 * (`**`, `_`, `~`, `` ` ``) are set aside. Markdown and links in a value stay what they are (a
 * link in a value is a link of the note), on the page and in the note's data, which holds the
 * value as written (read again from the note's line, as Dataview reads it). Code, math, headings
 * and raw HTML are never read.
 * Linear in the note's text: the search for a closing bracket has a budget of a few times the
 * line's length, past which the rest of the line is left as text.
 */
import type { Data, Nodes, Paragraph, Parent, PhrasingContent, Root, TableCell, Text } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { SKIP, walk } from '../walk.ts';
import { plainText } from '../plain-text.ts';

/** What a whole-line key may hold (Dataview's `FULL_LINE_KEY_PART`). */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the zero-width joiner and variation selector are allowed one by one, as in emoji keys.
const LINE_KEY = /^[\p{L}\p{N}_\s/\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f-]+$/u;
/** A character a whole-line key starts at (Dataview sets aside what comes before). */
const WORD = /[\p{L}\p{N}_]/u;
/** What may stand before `::` in a whole-line key: text and the marks that wrap it. */
const KEY_NODES = new Set(['text', 'strong', 'emphasis', 'delete', 'inlineCode']);

const CLOSE: Record<string, string> = { '[': ']', '(': ')' };

/** A bracketed field of the tree (`[key:: value]`, `(key:: value)`): `data.hName` makes it a `<span>`. */
interface InlineFieldNode extends Parent {
  type: 'inlineField';
  /** The key as written between the bracket and `::`, trimmed. */
  key: string;
  /** `[`: key and value shown; `(`: only the value. */
  form: '[' | '(';
  /** The value was one quoted text (`"…"`), shown without its quotes; the note's data keeps them. */
  quoted?: true;
  /** The value as written in the note (Markdown kept, trimmed), when its line could be read: what the note's data holds. */
  written?: string;
  children: InlineFieldPart[];
  data: Data & { hName: 'span'; hProperties: { className: string[] } };
}

/** The key's or the value's `<span>` inside an {@link InlineFieldNode}. */
interface InlineFieldPart extends Parent {
  type: 'inlineFieldPart';
  part: 'key' | 'value';
  children: PhrasingContent[];
  data: Data & { hName: 'span'; hProperties: { className: string[] } };
}

declare module 'mdast' {
  interface Data {
    /**
     * On a paragraph holding `::`: each of its lines ({@link linesOf}) as written in the note, `null`
     * where it could not be read; what a whole-line field's value is read from.
     */
    writtenLines?: Array<string | null>;
  }
  interface PhrasingContentMap {
    inlineField: InlineFieldNode;
    inlineFieldPart: InlineFieldPart;
  }
  interface RootContentMap {
    inlineField: InlineFieldNode;
    inlineFieldPart: InlineFieldPart;
  }
}

/** A piece of a line: a whole node, or a slice `[from, to)` of a text node. */
interface Piece {
  node: PhrasingContent;
  from: number;
  to: number;
}

const textOf = (p: Piece): string | null => (p.node.type === 'text' ? p.node.value.slice(p.from, p.to) : null);

/** `p` as a node: the node itself, or a new text node for a slice of one. */
function nodeOf(p: Piece): PhrasingContent {
  if (p.node.type !== 'text' || (p.from === 0 && p.to === p.node.value.length)) return p.node;
  return { type: 'text', value: p.node.value.slice(p.from, p.to) };
}

function part(kind: InlineFieldPart['part'], className: string, children: PhrasingContent[]): InlineFieldPart {
  return { type: 'inlineFieldPart', part: kind, children, data: { hName: 'span', hProperties: { className: ['dataview', className] } } };
}

/** What a value's text may be made of for Dataview to read it as one quoted text: marks without attributes. */
const QUOTABLE = new Set(['text', 'strong', 'emphasis', 'delete', 'inlineCode', 'highlight']);

/**
 * `value` without the quotes around it when Dataview reads it as one quoted text (its
 * `parseInlineValue`, run on the value as the page shows it): `"…"` with no other quote or backslash in it,
 * and nothing that the page shows with attributes (a link, a tag, an image: their `href="…"` holds
 * quotes). Dataview shows such a value as the text inside the quotes (`(note:: "a b")` shows `a b`);
 * any other value is shown as written. `null` when the value is no quoted text.
 */
function unquoted(value: PhrasingContent[]): PhrasingContent[] | null {
  const first = value[0];
  const last = value[value.length - 1];
  if (first?.type !== 'text' || last?.type !== 'text' || !first.value.startsWith('"') || !last.value.endsWith('"')) return null;
  if (first === last && first.value.length < 2) return null;
  let quotes = 0;
  let plain = true;
  for (const node of value)
    walk(node as Nodes, null, (inner) => {
      if (!QUOTABLE.has(inner.type)) plain = false;
      else if ('value' in inner && typeof inner.value === 'string') {
        if (inner.value.includes('\\')) plain = false;
        quotes += inner.value.split('"').length - 1;
      }
      return plain ? undefined : SKIP;
    });
  if (!plain || quotes !== 2) return null;
  const out = value.slice();
  out[0] = { type: 'text', value: first.value.slice(1) };
  const end = out[out.length - 1] as Text;
  out[out.length - 1] = { type: 'text', value: end.value.slice(0, -1) };
  return out.filter((n) => !(n.type === 'text' && n.value === ''));
}

function field(key: string, form: InlineFieldNode['form'], written: PhrasingContent[]): InlineFieldNode {
  const bare = unquoted(written);
  const value = bare ?? written;
  const children =
    form === '('
      ? [part('value', 'inline-field-standalone-value', value)]
      : [part('key', 'inline-field-key', [{ type: 'text', value: key }]), part('value', 'inline-field-value', value)];
  const node: InlineFieldNode = {
    type: 'inlineField',
    key,
    form,
    children,
    data: { hName: 'span', hProperties: { className: ['dataview', 'inline-field'] } },
  };
  if (bare) node.quoted = true;
  return node;
}

/** `pieces` as nodes, the first text trimmed at its start and the last at its end. */
function trimmed(pieces: Piece[]): PhrasingContent[] {
  const nodes = pieces.map(nodeOf).filter((n) => !(n.type === 'text' && n.value === ''));
  const first = nodes[0];
  if (first?.type === 'text') nodes[0] = { type: 'text', value: first.value.trimStart() };
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') nodes[nodes.length - 1] = { type: 'text', value: (last as Text).value.trimEnd() };
  return nodes.filter((n) => !(n.type === 'text' && n.value === ''));
}

/** `key` without the marks around it (`**Key**` → `Key`), as Dataview reads a whole-line key; `null` when no key is left. */
function lineKey(key: string): string | null {
  let start = 0;
  while (start < key.length && !WORD.test(key[start]!)) start++;
  let end = key.length;
  while (end > start && '_*~`'.includes(key[end - 1]!)) end--;
  const out = key.slice(start, end).trim();
  return out !== '' && LINE_KEY.test(out) ? out : null;
}

/** The line as one whole-line field (`Key:: Value`): its key and its value's pieces, or `null`. */
function lineField(line: Piece[]): { key: string; value: Piece[] } | null {
  let key = '';
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!;
    const text = textOf(p);
    const at = text === null ? -1 : text.indexOf('::');
    if (at === -1) {
      // `::` inside a node before it (a link, code) is the line's first: no field.
      if (!KEY_NODES.has(p.node.type)) return null;
      const inner = text ?? plainText(p.node as Nodes);
      if (text === null && inner.includes('::')) return null;
      key += inner;
      continue;
    }
    const name = lineKey(key + text!.slice(0, at));
    if (name === null) return null;
    return { key: name, value: [{ node: p.node, from: p.from + at + 2, to: p.to }, ...line.slice(i + 1)] };
  }
  return null;
}

/** A search for closing brackets, with what it may still scan. */
interface Budget {
  left: number;
}

/** Where the bracket `open` closes, from piece `i` at offset `at` on: text pieces only, nesting and `\` escapes kept. */
function closeOf(line: Piece[], i: number, at: number, open: string, budget: Budget): { piece: number; at: number } | null {
  const close = CLOSE[open]!;
  let depth = 0;
  let escaped = false;
  for (let k = i; k < line.length; k++) {
    const p = line[k]!;
    if (p.node.type !== 'text') continue;
    const value = p.node.value;
    for (let c = k === i ? at : p.from; c < p.to; c++) {
      if (--budget.left < 0) return null;
      const ch = value[c];
      if (ch === '\\') {
        escaped = !escaped;
        continue;
      }
      if (escaped) {
        escaped = false;
        continue;
      }
      if (ch === open) depth++;
      else if (ch === close && depth-- === 0) return { piece: k, at: c };
    }
  }
  return null;
}

/**
 * The line with its bracketed fields made nodes, or `null` when it has none. Each character of a
 * text piece is read once; an opening bracket is tried when a `::` follows it with no bracket
 * between (the key holds none), and the search for its closing bracket draws on `budget`.
 */
function bracketedFields(line: Piece[], budget: Budget): PhrasingContent[] | null {
  const out: PhrasingContent[] = [];
  let found = false;
  let i = 0;
  let from = line[0]?.from ?? 0;
  while (i < line.length) {
    const p = line[i]!;
    if (p.node.type !== 'text') {
      out.push(p.node);
      from = line[++i]?.from ?? 0;
      continue;
    }
    const value = p.node.value;
    let opened = -1;
    let made = false;
    for (let c = from; c < p.to && budget.left > 0; c++) {
      const ch = value[c]!;
      if (ch === '[' || ch === '(') opened = c;
      else if (ch === ']' || ch === ')') opened = -1;
      else if (ch === ':' && value[c + 1] === ':' && opened !== -1) {
        const key = value.slice(opened + 1, c).trim();
        const closing = key === '' ? null : closeOf(line, i, c + 2, value[opened]!, budget);
        if (closing === null) {
          opened = -1;
          c++;
          continue;
        }
        found = true;
        made = true;
        if (opened > from) out.push(nodeOf({ node: p.node, from, to: opened }));
        const valuePieces: Piece[] =
          closing.piece === i
            ? [{ node: p.node, from: c + 2, to: closing.at }]
            : [
                { node: p.node, from: c + 2, to: p.to },
                ...line.slice(i + 1, closing.piece),
                { node: line[closing.piece]!.node, from: line[closing.piece]!.from, to: closing.at },
              ];
        out.push(field(key, value[opened] === '[' ? '[' : '(', trimmed(valuePieces)));
        i = closing.piece;
        from = closing.at + 1;
        break;
      }
    }
    if (made) continue;
    if (p.to > from) out.push(nodeOf({ node: p.node, from, to: p.to }));
    from = line[++i]?.from ?? 0;
  }
  return found ? out : null;
}

/** A line of a phrasing parent: its pieces, and what ends it (a line break of a text node, a hard break, or nothing at the end). */
interface Line {
  pieces: Piece[];
  end: PhrasingContent | null;
}

/** The lines of a phrasing parent's children: text nodes split at their line breaks, and at hard breaks (`break` nodes). */
function linesOf(children: PhrasingContent[]): Line[] {
  const lines: Line[] = [{ pieces: [], end: null }];
  const newLine = (end: PhrasingContent): void => {
    lines[lines.length - 1]!.end = end;
    lines.push({ pieces: [], end: null });
  };
  for (const node of children) {
    if (node.type === 'break') {
      newLine(node);
      continue;
    }
    if (node.type !== 'text' || !node.value.includes('\n')) {
      lines[lines.length - 1]!.pieces.push({ node, from: 0, to: node.type === 'text' ? node.value.length : 0 });
      continue;
    }
    let start = 0;
    for (let nl = node.value.indexOf('\n'); nl !== -1; nl = node.value.indexOf('\n', start)) {
      lines[lines.length - 1]!.pieces.push({ node, from: start, to: nl });
      newLine({ type: 'text', value: '\n' });
      start = nl + 1;
    }
    lines[lines.length - 1]!.pieces.push({ node, from: start, to: node.value.length });
  }
  return lines;
}

/** A line of the parsed text by its 1-based number; `undefined` past the end. */
type SourceLine = (line: number) => string | undefined;

/** The line of the parsed text a line's pieces stand on, as written; `null` when no piece says where it is. */
function writtenLine(pieces: readonly Piece[], source: SourceLine): string | null {
  for (const p of pieces) {
    const start = p.node.position?.start.line;
    if (start === undefined) continue;
    let line = start;
    // A text node spanning lines: the line breaks before the piece (an escape or entity never holds one).
    if (p.node.type === 'text')
      for (let nl = p.node.value.indexOf('\n'); nl !== -1 && nl < p.from; nl = p.node.value.indexOf('\n', nl + 1)) line++;
    return source(line) ?? null;
  }
  return null;
}

/**
 * Gives each of `fields` (a line's bracketed fields, in order) its value as written, read as
 * Dataview reads a line ({@link bracketedFields} over the line's own text, escapes and Markdown
 * as written): the fields the written line holds, matched in order by key; a field without a
 * match keeps the value as the page shows it.
 */
function giveWritten(fields: readonly InlineFieldNode[], line: string | null): void {
  if (line === null || fields.length === 0) return;
  const read = bracketedFields([{ node: { type: 'text', value: line }, from: 0, to: line.length }], { left: 4 * line.length + 64 });
  const written = (read ?? []).filter((n): n is InlineFieldNode => n.type === 'inlineField');
  let at = 0;
  for (const node of fields) {
    while (at < written.length && written[at]!.key !== node.key) at++;
    const match = written[at++];
    if (match === undefined) return;
    node.written = inlineFieldValue(match);
  }
}

/** Makes the bracketed fields among a phrasing parent's children nodes, in place (untouched when it has none). */
function readParent(parent: PhrasingParent, source: SourceLine): void {
  const lines = linesOf(parent.children);
  let changed = false;
  if (parent.type === 'paragraph') (parent.data ??= {}).writtenLines = lines.map(({ pieces }) => writtenLine(pieces, source));
  const rebuilt = lines.map(({ pieces }, n) => {
    const length = pieces.reduce((sum, p) => sum + (p.to - p.from), 0);
    const fields = bracketedFields(pieces, { left: 4 * length + 64 });
    if (fields) {
      changed = true;
      const made = fields.filter((node): node is InlineFieldNode => node.type === 'inlineField');
      giveWritten(made, parent.data?.writtenLines?.[n] ?? writtenLine(pieces, source));
    }
    return fields;
  });
  if (!changed) return;
  const children: PhrasingContent[] = [];
  rebuilt.forEach((nodes, n) => {
    const line = lines[n]!;
    // One by one: a line of 150,000 fields is more arguments than a call may take.
    for (const node of nodes ?? line.pieces.map(nodeOf)) children.push(node);
    if (line.end) children.push(line.end);
  });
  parent.children = children.filter((c) => !(c.type === 'text' && c.value === ''));
}

/** The parents whose text may hold a bracketed field: a paragraph, a table cell, and the marks inside them. */
const PHRASING_PARENTS = new Set(['paragraph', 'tableCell', 'strong', 'emphasis', 'delete', 'highlight']);
type PhrasingParent = Paragraph | TableCell | Extract<PhrasingContent, { children: PhrasingContent[] }>;

/** Whether `parent` has a text child holding `::` (no field without one). */
const mayHoldField = (parent: PhrasingParent): boolean => parent.children.some((c) => c.type === 'text' && c.value.includes('::'));

export default function remarkInlineFields() {
  return (tree: Root, file: VFile): void => {
    let lines: string[] | undefined;
    const source: SourceLine = (line) => {
      lines ??= String(file.value).split(/\r?\n/);
      return lines[line - 1];
    };
    walk(tree, null, (node) => {
      // Headings keep their text (their ids are read from it); a field's value holds no other field.
      if (node.type === 'heading' || node.type === 'inlineField') return SKIP;
      if (PHRASING_PARENTS.has(node.type) && mayHoldField(node as PhrasingParent)) readParent(node as PhrasingParent, source);
      return undefined;
    });
  };
}

/** One inline field as the note's data: its key and its value as text. */
export interface InlineField {
  key: string;
  value: string;
}

/**
 * The note's inline fields in their order, as Dataview reads them into the note's data: each
 * field's key and its value as written in the note (Markdown and links kept; where the line as
 * written cannot be read, a wikilink written `[[target|alias]]` and other Markdown by its text). Whole-line fields (`Key:: Value`, the first of a paragraph's lines or one after a line
 * break) and bracketed ones (`[key:: value]`, `(key:: value)`, nodes of the tree since
 * {@link remarkInlineFields}). Linear in the tree.
 */
export function readInlineFields(tree: Root): InlineField[] {
  const fields: InlineField[] = [];
  const bracketed = (node: PhrasingContent): void =>
    walk(node, null, (inner) => {
      if (inner.type !== 'inlineField') return undefined;
      fields.push({ key: inner.key, value: inlineFieldValue(inner) });
      return SKIP;
    });
  walk(tree, null, (node) => {
    if (node.type === 'heading') return SKIP;
    if (node.type !== 'paragraph' && node.type !== 'tableCell') return undefined;
    const wholeLines = node.type === 'paragraph' && mayHoldField(node);
    for (const [k, line] of linesOf(node.children).entries()) {
      const whole = wholeLines ? lineField(line.pieces) : null;
      if (whole) fields.push({ key: whole.key, value: wholeValue(whole, node.data?.writtenLines?.[k] ?? null) });
      for (const p of line.pieces) bracketed(p.node);
    }
    return SKIP;
  });
  return fields;
}

/**
 * A whole-line field's value as the note's data reads it: as Dataview reads the line, what follows
 * its first `::`, as written (Markdown kept), trimmed, without a backslash breaking the line; the
 * value as the page shows it when the line as written is not known or does not hold the key
 * before its first `::`.
 */
function wholeValue(whole: { key: string; value: Piece[] }, line: string | null): string {
  const colons = line?.indexOf('::') ?? -1;
  if (line === null || colons === -1 || !line.slice(0, colons).includes(whole.key)) return fieldText(whole.value.map(nodeOf));
  const value = line.slice(colons + 2).trim();
  // A backslash closing the line is a hard break (an odd number of them: the last is no escaped one).
  return /(?:^|[^\\])(?:\\\\)*\\$/.test(value) ? value.slice(0, -1).trimEnd() : value;
}

/**
 * A bracketed field's value as the note's data reads it (a page's fields and a task's alike): its
 * text as written (Markdown kept, as Dataview reads it), with the quotes the page does not show
 * ({@link unquoted}); as the page shows it where the line as written could not be read.
 */
export function inlineFieldValue(field: InlineFieldNode): string {
  if (field.written !== undefined) return field.written;
  const value = field.children.find((c) => c.part === 'value');
  const text = fieldText(value?.children ?? []);
  return field.quoted ? `"${text}"` : text;
}

/** Nodes of a value as text: a wikilink as written, other nodes by their text. */
function fieldText(nodes: PhrasingContent[]): string {
  return nodes
    .map((node) =>
      node.type === 'wikiLink' ? `[[${node.value}${node.data?.alias ? `|${node.data.alias}` : ''}]]` : plainText(node as Nodes),
    )
    .join('')
    .trim();
}
