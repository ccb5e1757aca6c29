/**
 * Dataview's list and table queries (```` ```dataview ```` blocks), the part of them a static site
 * can answer the same way the plugin does in Obsidian: which notes, in which order, with which of
 * their properties.
 *
 *     LIST [WITHOUT ID] [field]            TABLE [WITHOUT ID] field [AS "Name"], …
 *     FROM #tag | "folder" | [[Note]] | outgoing([[Note]])   (with and, or, -, parentheses)
 *     SORT field [ASC|DESC], …
 *     LIMIT n
 *
 * A field is a property of the note (`level`, `stats.range`; names compared ignoring case) or one
 * of `file.name`, `file.link`, `file.path`, `file.folder`, `file.tags`. `#tag` also takes the
 * tag's nested tags (`#asset` finds `#asset/companion`); `"folder"` a folder and all below it, or
 * one note by its path; `[[Note]]` the notes linking to Note (`[[#]]`: to the note holding the
 * query); `outgoing([[Note]])` the notes Note links to. Without `SORT`, notes come in path order.
 *
 * Anything else (`WHERE`, `FLATTEN`, `GROUP BY`, `TASK`, `CALENDAR`, expressions, DataviewJS) is
 * not read: {@link parseQuery} gives `null`, and the block stays code, as Obsidian shows it without
 * the plugin. Pure: no vault access; the caller hands in the notes (`QueryNote`).
 */
import type { Properties, PropertyValue } from './property-links.ts';

/** A note as a query sees it. */
export interface QueryNote {
  /** Vault path with `.md`: `Assets/Cave Lion.md`. */
  path: string;
  /** Tags without `#`, lower-cased (nested ones as written: `asset/companion`). */
  tags: readonly string[];
  properties: Properties;
  /** Indices (in the list given to {@link runQuery}) of the notes it links to or embeds. */
  links: readonly number[];
}

type Source =
  | { kind: 'tag'; tag: string }
  | { kind: 'folder'; path: string }
  | { kind: 'linksTo'; note: string | null }
  | { kind: 'outgoing'; note: string | null }
  | { kind: 'not'; source: Source }
  | { kind: 'and' | 'or'; left: Source; right: Source };

interface Column {
  field: string[];
  /** The header: `AS "…"`, else the field as written. */
  name: string;
}

export interface Query {
  type: 'list' | 'table';
  withoutId: boolean;
  /** LIST: at most one (the value shown after each note); TABLE: the columns. */
  columns: Column[];
  from: Source | null;
  sort: Array<{ field: string[]; descending: boolean }>;
  limit: number | null;
}

type Token = { kind: 'word' | 'tag' | 'string' | 'link' | 'punct' | 'number'; text: string };

/** Queries longer than this are not read (the block stays code). */
const MAX_QUERY_LENGTH = 10_000;
/** Parentheses and negations nested at most (the parser and `matches` recurse once per level). */
const MAX_DEPTH = 32;
const FIELD = /^[A-Za-z_][\w-]*(?:\.[A-Za-z_][\w-]*)*$/;

function tokenize(source: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s+|(\[\[[^\]\n]*\]\])|("(?:[^"\\\n]|\\.)*")|(#[^\s,()#"]+)|(\d+)|([A-Za-z_][\w.-]*)|([,()!-])|(\/\/[^\n]*)|(.)/gy;
  for (let match = pattern.exec(source); match !== null && match.index < source.length; match = pattern.exec(source)) {
    const [, link, string, tag, number, word, punct, , other] = match;
    if (other !== undefined) return null;
    if (link !== undefined) tokens.push({ kind: 'link', text: link.slice(2, -2) });
    else if (string !== undefined) tokens.push({ kind: 'string', text: string.slice(1, -1).replace(/\\(.)/g, '$1') });
    else if (tag !== undefined) tokens.push({ kind: 'tag', text: tag.slice(1) });
    else if (number !== undefined) tokens.push({ kind: 'number', text: number });
    else if (word !== undefined) tokens.push({ kind: 'word', text: word });
    else if (punct !== undefined) tokens.push({ kind: 'punct', text: punct });
    if (pattern.lastIndex === match.index) return null;
  }
  return tokens;
}

const CLAUSES = new Set(['from', 'where', 'sort', 'limit', 'flatten', 'group']);

/** The note a link in a source names (`[[Note|text]]` → `Note`; `[[#]]` or `[[]]` → `null`, the querying note). */
function linkTarget(text: string): string | null {
  const target = text.split('|')[0]!.split('#')[0]!.trim();
  return target === '' ? null : target;
}

/**
 * Reads a ```` ```dataview ```` block's text; `null` when it is not a query this module answers
 * (see module doc) or is malformed.
 */
export function parseQuery(text: string): Query | null {
  if (text.length > MAX_QUERY_LENGTH) return null;
  const tokens = tokenize(text);
  if (tokens === null || tokens.length === 0) return null;
  let at = 0;
  const peek = (): Token | undefined => tokens[at];
  const isWord = (word: string): boolean => peek()?.kind === 'word' && peek()!.text.toLowerCase() === word;
  const atClause = (): boolean => peek() === undefined || (peek()!.kind === 'word' && CLAUSES.has(peek()!.text.toLowerCase()));

  const kind = peek()?.text.toLowerCase();
  if (peek()?.kind !== 'word' || (kind !== 'list' && kind !== 'table')) return null;
  at++;
  const query: Query = { type: kind, withoutId: false, columns: [], from: null, sort: [], limit: null };
  if (isWord('without') && tokens[at + 1]?.kind === 'word' && tokens[at + 1]!.text.toLowerCase() === 'id') {
    query.withoutId = true;
    at += 2;
  }
  while (!atClause()) {
    const field = peek()!;
    if (field.kind !== 'word' || !FIELD.test(field.text)) return null;
    at++;
    let name = field.text;
    if (isWord('as')) {
      at++;
      const alias = peek();
      if (alias?.kind !== 'string' && alias?.kind !== 'word') return null;
      name = alias.text;
      at++;
    }
    query.columns.push({ field: field.text.split('.'), name });
    if (peek()?.kind === 'punct' && peek()!.text === ',') at++;
    else if (!atClause()) return null;
  }
  if (query.type === 'list' && query.columns.length > 1) return null;

  /** `a or b or …`, each an `and` chain (and binds tighter, as in Dataview). */
  const source = (): Source | null => {
    let left = andChain();
    while (left !== null && isWord('or')) {
      at++;
      const right = andChain();
      if (right === null) return null;
      left = { kind: 'or', left, right };
    }
    return left;
  };
  const andChain = (): Source | null => {
    let left = term();
    while (left !== null && isWord('and')) {
      at++;
      const right = term();
      if (right === null) return null;
      left = { kind: 'and', left, right };
    }
    return left;
  };
  let depth = 0;
  const term = (): Source | null => {
    const token = peek();
    if (token === undefined || depth >= MAX_DEPTH) return null;
    at++;
    depth++;
    try {
      return termAfter(token);
    } finally {
      depth--;
    }
  };
  const termAfter = (token: Token): Source | null => {
    if (token.kind === 'punct' && (token.text === '-' || token.text === '!')) {
      const inner = term();
      return inner === null ? null : { kind: 'not', source: inner };
    }
    if (token.kind === 'punct' && token.text === '(') {
      const inner = source();
      if (inner === null || peek()?.text !== ')') return null;
      at++;
      return inner;
    }
    if (token.kind === 'tag') return { kind: 'tag', tag: token.text.toLowerCase() };
    if (token.kind === 'string') return { kind: 'folder', path: token.text.replace(/^\/+|\/+$/g, '') };
    if (token.kind === 'link') return { kind: 'linksTo', note: linkTarget(token.text) };
    if (token.kind === 'word' && token.text.toLowerCase() === 'outgoing' && peek()?.text === '(') {
      at++;
      const link = peek();
      if (link?.kind !== 'link' || tokens[at + 1]?.text !== ')') return null;
      at += 2;
      return { kind: 'outgoing', note: linkTarget(link.text) };
    }
    return null;
  };

  const seen = new Set<string>();
  while (peek() !== undefined) {
    const clause = peek()!.text.toLowerCase();
    if (peek()!.kind !== 'word' || seen.has(clause)) return null;
    seen.add(clause);
    at++;
    if (clause === 'from') {
      query.from = source();
      if (query.from === null) return null;
    } else if (clause === 'sort') {
      do {
        if (peek()?.text === ',') at++;
        const field = peek();
        if (field?.kind !== 'word' || !FIELD.test(field.text)) return null;
        at++;
        let descending = false;
        if (isWord('asc') || isWord('ascending')) at++;
        else if (isWord('desc') || isWord('descending')) {
          descending = true;
          at++;
        }
        query.sort.push({ field: field.text.split('.'), descending });
      } while (peek()?.text === ',');
    } else if (clause === 'limit') {
      const n = peek();
      if (n?.kind !== 'number') return null;
      query.limit = Number(n.text);
      at++;
    } else return null; // WHERE, FLATTEN, GROUP BY: not answered here.
  }
  return query;
}

/** Note index by the name a link gives (`Note`, `folder/Note`, with or without `.md`, ignoring case); `null` when none or several. */
function findNote(notes: readonly QueryNote[], name: string): number | null {
  const wanted = name.toLowerCase().replace(/\.md$/, '');
  const exact = notes.findIndex((n) => n.path.toLowerCase().replace(/\.md$/, '') === wanted);
  if (exact !== -1) return exact;
  const byName = notes.flatMap((n, i) => (n.path.toLowerCase().replace(/\.md$/, '').split('/').pop() === wanted ? [i] : []));
  return byName.length === 1 ? byName[0]! : null;
}

/** A property's value by field path, names compared ignoring case; `undefined` when absent. */
function property(record: Properties, path: readonly string[]): PropertyValue | undefined {
  let value: PropertyValue | undefined = record;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const object: Properties = value;
    if (Object.hasOwn(object, key)) value = object[key];
    else {
      const lower = key.toLowerCase();
      const found = Object.keys(object).filter((k) => k.toLowerCase() === lower);
      value = found.length === 1 ? object[found[0]!] : undefined;
    }
  }
  return value;
}

/** A field's value for a note: `file.…` as Dataview names them, else a property. `file.link` is the note's path. */
export function fieldValue(note: QueryNote, field: readonly string[]): PropertyValue | undefined {
  if (field[0] === 'file' && field.length === 2) {
    const path = note.path;
    const slash = path.lastIndexOf('/');
    switch (field[1]) {
      case 'name':
        return path.slice(slash + 1).replace(/\.md$/, '');
      case 'path':
      case 'link':
        return path;
      case 'folder':
        return slash === -1 ? '' : path.slice(0, slash);
      case 'tags':
        return note.tags.map((t) => `#${t}`);
    }
  }
  return property(note.properties, field);
}

function matches(source: Source, notes: readonly QueryNote[], index: number, self: number): boolean {
  const note = notes[index]!;
  switch (source.kind) {
    case 'tag':
      return note.tags.some((t) => t === source.tag || t.startsWith(`${source.tag}/`));
    case 'folder': {
      const path = note.path.toLowerCase();
      const folder = source.path.toLowerCase();
      return folder === '' || path.startsWith(`${folder}/`) || path === folder || path === `${folder}.md`;
    }
    case 'linksTo': {
      const target = source.note === null ? self : findNote(notes, source.note);
      return target !== null && note.links.includes(target);
    }
    case 'outgoing': {
      const from = source.note === null ? self : findNote(notes, source.note);
      return from !== null && notes[from]!.links.includes(index);
    }
    case 'not':
      return !matches(source.source, notes, index, self);
    case 'and':
      return matches(source.left, notes, index, self) && matches(source.right, notes, index, self);
    case 'or':
      return matches(source.left, notes, index, self) || matches(source.right, notes, index, self);
  }
}

/** Dataview's order of two values: no value after any value, numbers by size, the rest as text (numbers in text by size). */
function compareValues(a: PropertyValue | undefined, b: PropertyValue | undefined): number {
  const noA = a === undefined || a === null;
  const noB = b === undefined || b === null;
  if (noA || noB) return noA === noB ? 0 : noA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/**
 * The notes (indices into `notes`) a query lists, in its order: those its `FROM` takes (all when
 * none), sorted, at most `LIMIT`. `self`: the note holding the query (`[[#]]`).
 */
export function runQuery(query: Query, notes: readonly QueryNote[], self: number): number[] {
  const rows: number[] = [];
  for (let i = 0; i < notes.length; i++) if (query.from === null || matches(query.from, notes, i, self)) rows.push(i);
  rows.sort((x, y) => (notes[x]!.path < notes[y]!.path ? -1 : notes[x]!.path > notes[y]!.path ? 1 : 0));
  if (query.sort.length > 0)
    rows.sort((x, y) => {
      for (const key of query.sort) {
        const order = compareValues(fieldValue(notes[x]!, key.field), fieldValue(notes[y]!, key.field));
        if (order !== 0) return key.descending ? -order : order;
      }
      return 0;
    });
  return query.limit === null ? rows : rows.slice(0, query.limit);
}
