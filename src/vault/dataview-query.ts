/**
 * Dataview's list and table queries (```` ```dataview ```` blocks), the part of them a static site
 * can answer the same way the plugin does in Obsidian: which notes, in which order, with which of
 * their properties.
 *
 *     LIST [WITHOUT ID] [field]            TABLE [WITHOUT ID] field [AS "Name"], …
 *     FROM #tag | "folder" | [[Note]] | outgoing([[Note]])   (with and, or, -, parentheses)
 *     WHERE condition                      (WHERE, SORT and LIMIT: each as often as wanted,
 *     SORT field [ASC|DESC], …              run in the order written, as Dataview runs them)
 *     LIMIT n
 *     GROUP BY field [AS name]             (last; columns then read `key` and `rows.field`)
 *
 * A field is a property of the note (`level`, `stats.range`; names compared ignoring case) or one
 * of `file.name`, `file.link`, `file.path`, `file.folder`, `file.tags` (each tag and the tags it
 * is nested in, as Dataview gives them). `#tag` also takes the tag's nested tags (`#asset` finds
 * `#asset/companion`); `"folder"` a folder and all below it, or, when no folder has that name,
 * one note by its path; `[[Note]]` the notes linking to Note (`[[#]]`: to the note holding the
 * query); `outgoing([[Note]])` the notes Note links to. Before any `SORT`, notes come in path order; a `SORT` is stable.
 *
 * A condition compares fields, `this.field` (the note holding the query) and literals (`"text"`,
 * numbers, `true`, `false`, `null`, `[[Note]]`, `[[]]` the note holding the query, `#tag`) with `=`, `!=`, `<`, `>`, `<=`, `>=`,
 * joined by `and`/`&`, `or`/`|`, `!` and parentheses, and may call `contains`, `icontains`,
 * `startswith`, `endswith`, `length` and `link`; a column may be such an expression too
 * (`TABLE WITHOUT ID link(file.name) AS "Place"`). As in Dataview: links are equal when they name the same
 * note, tags ignoring case; no value, `false`, `0`, `""` and `[]` are false; values are ordered
 * as Dataview orders them ({@link compareValues}: no value below any value, text as text).
 *
 * Anything else (`FLATTEN`, a clause after `GROUP BY`, `TASK`, `CALENDAR`, other functions, arithmetic, dates,
 * DataviewJS) is not read: {@link parseQuery} gives `null`, and the block stays code, as Obsidian
 * shows it without the plugin. Pure: no vault access; the caller hands in the notes (`QueryNote`).
 * The syntax is read in `dataview-parse.ts`; this file runs a query over the notes.
 */
import type { Properties, PropertyValue } from './property-links.ts';
import type { InlineField } from './plugins/remark-inline-fields.ts';
import { type Column, type Expr, MAX_DEPTH, type Query, type Source } from './dataview-parse.ts';

/** An inline field's value as Dataview reads it: nothing `null`, a number, `true`/`false`, else the text (a link `[[Note]]` stays text, as in properties). */
function inlineValue(text: string): PropertyValue {
  if (text === '') return null;
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

/**
 * A key as Dataview also offers it to queries (its `canonicalizeVarName`): lower case, each space
 * a `-`, only letters, digits, `_`, `-` and emoji kept (`Attack Range` → `attack-range`, `**Bold Key**` → `bold-key`).
 */
function canonicalKey(key: string): string {
  let out = '';
  for (const ch of key) {
    if (/\s/.test(ch)) out += '-';
    else if (/[\p{L}\p{N}_\p{Extended_Pictographic}-]/u.test(ch)) out += ch.toLowerCase();
  }
  return out;
}

/**
 * A note's data as Dataview gives it to queries: its properties, then its inline fields
 * (`plugins/remark-inline-fields.ts`), each also under its {@link canonicalKey} when that differs.
 * A key given more than once (in either, names compared ignoring case) holds the list of every
 * value, in order. Prototype-free.
 */
export function noteData(properties: Properties, fields: readonly InlineField[]): Properties {
  const data: Properties = Object.create(null);
  const keys = new Map<string, string>();
  // Keys whose value is already the list of what was given more than once.
  const merged = new Set<string>();
  const put = (key: string, value: PropertyValue): void => {
    const known = keys.get(key.toLowerCase());
    if (known === undefined) {
      keys.set(key.toLowerCase(), key);
      data[key] = value;
      return;
    }
    const before = data[known] ?? null;
    data[known] = merged.has(known) ? [...(before as PropertyValue[]), value] : [before, value];
    merged.add(known);
  };
  const entries: Array<[string, PropertyValue]> = [
    ...Object.keys(properties).map((key): [string, PropertyValue] => [key, properties[key] ?? null]),
    ...fields.map((f): [string, PropertyValue] => [f.key, inlineValue(f.value)]),
  ];
  for (const [key, value] of entries) put(key, value);
  // The canonical names come after: `Attack Range` and `attack-range` given both are one list.
  for (const [key, value] of entries) {
    const canonical = canonicalKey(key);
    if (canonical !== '' && canonical !== key.toLowerCase()) put(canonical, value);
  }
  return data;
}

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

/** Note index by the name a link gives (`Note`, `folder/Note`, with or without `.md`, ignoring case); `null` when none or several. */
function findNote(notes: readonly QueryNote[], name: string): number | null {
  const wanted = name.toLowerCase().replace(/\.md$/, '');
  const exact = notes.findIndex((n) => n.path.toLowerCase().replace(/\.md$/, '') === wanted);
  if (exact !== -1) return exact;
  const byName = notes.flatMap((n, i) => (n.path.toLowerCase().replace(/\.md$/, '').split('/').pop() === wanted ? [i] : []));
  return byName.length === 1 ? byName[0]! : null;
}

/** A note's file name without `.md` (`Assets/Cave Lion.md` → `Cave Lion`): Dataview's `file.name`. */
export function noteName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/, '');
}

/**
 * A property's value by field path (`stats.range`); `undefined` when absent. Names are matched as
 * Dataview matches them: as written, and a note's own field also by its lower-case name (Dataview
 * gives each field under that name too), so `level` finds `Level` but `AC` finds no `ac`, and a
 * key inside a value (`stats.Range`) only as written.
 */
export function propertyAt(record: Properties, path: readonly string[]): PropertyValue | undefined {
  let value: PropertyValue | undefined = record;
  for (const [depth, key] of path.entries()) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const object: Properties = value;
    if (Object.hasOwn(object, key)) value = object[key];
    else if (depth > 0 || key !== key.toLowerCase()) return undefined;
    else {
      const found = Object.keys(object).filter((k) => k.toLowerCase() === key);
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
        return noteName(path);
      case 'path':
        return path;
      case 'link':
        return `[[${path.replace(/\.md$/, '')}]]`;
      case 'folder':
        return slash === -1 ? '' : path.slice(0, slash);
      case 'tags': {
        // As Dataview's `file.tags`: each tag and the tags it is nested in (`#a/b` gives `#a` too).
        const all = new Set<string>();
        for (const tag of note.tags) {
          const parts = tag.split('/');
          for (let i = 1; i <= parts.length; i++) all.add(`#${parts.slice(0, i).join('/')}`);
        }
        return [...all];
      }
    }
  }
  return propertyAt(note.properties, field);
}

/**
 * What a query's `FROM` reads of the vault, each part made once a run: the note a link names
 * (`findNote` reads every note), whether a folder has that name, and each note's links as a set.
 * Without it, `FROM [[A]] or [[B]] or …` read the whole vault for each source of each note.
 */
class SourceScope {
  private readonly found = new Map<string, number | null>();
  private readonly folders = new Map<string, boolean>();
  private readonly linkSets: Array<Set<number> | undefined> = [];

  readonly notes: readonly QueryNote[];
  readonly self: number;

  constructor(notes: readonly QueryNote[], self: number) {
    this.notes = notes;
    this.self = self;
  }

  /** The note a link names ({@link findNote}); the note holding the query for `null`. */
  note(name: string | null): number | null {
    if (name === null) return this.self;
    let index = this.found.get(name);
    if (index === undefined) this.found.set(name, (index = findNote(this.notes, name)));
    return index;
  }

  /** Whether some note is in the folder `folder` (lower case). */
  folderExists(folder: string): boolean {
    let exists = this.folders.get(folder);
    if (exists === undefined)
      this.folders.set(folder, (exists = this.notes.some((other) => other.path.toLowerCase().startsWith(`${folder}/`))));
    return exists;
  }

  /** Whether note `from` links to note `to`. */
  links(from: number, to: number): boolean {
    let set = this.linkSets[from];
    if (set === undefined) set = this.linkSets[from] = new Set(this.notes[from]!.links);
    return set.has(to);
  }
}

function matches(source: Source, scope: SourceScope, index: number): boolean {
  const note = scope.notes[index]!;
  switch (source.kind) {
    case 'tag':
      return note.tags.some((t) => t === source.tag || t.startsWith(`${source.tag}/`));
    case 'folder': {
      const path = note.path.toLowerCase();
      const folder = source.path.toLowerCase();
      if (folder === '' || path.startsWith(`${folder}/`)) return true;
      if (path !== folder && path !== `${folder}.md`) return false;
      // A note by its path only when no folder has that name: Dataview takes the folder then
      // (`"Moves"` beside a folder note `Moves.md` is the folder's notes, not the folder note).
      return !scope.folderExists(folder);
    }
    case 'linksTo': {
      const target = scope.note(source.note);
      return target !== null && scope.links(index, target);
    }
    case 'outgoing': {
      const from = scope.note(source.note);
      return from !== null && scope.links(from, index);
    }
    case 'not':
      return !matches(source.source, scope, index);
    case 'and':
      return matches(source.left, scope, index) && matches(source.right, scope, index);
    case 'or':
      return matches(source.left, scope, index) || matches(source.right, scope, index);
  }
}

/** The note a text value links to (`[[Note]]`, `[[folder/Note#h|x]]` → `note`), lower-cased; else `null`. */
function linkKey(value: PropertyValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  const match = /^\[\[([^\]|#]+)/.exec(value);
  return match ? match[1]!.trim().toLowerCase().replace(/\.md$/, '').split('/').pop()! : null;
}

/** Dataview's equality: {@link compareValues} gives 0 (links by the note they name, tags ignoring case, lists item by item). */
function same(a: PropertyValue | undefined, b: PropertyValue | undefined): boolean {
  return compareValues(a, b) === 0;
}

/** Dataview's truth of a value: no value, `false`, `0`, `""` and `[]` are false. */
function truthy(value: PropertyValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

function evaluate(expr: Expr, note: QueryNote, self: QueryNote | undefined): PropertyValue | undefined {
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'field':
      return expr.self ? (self === undefined ? undefined : fieldValue(self, expr.path)) : fieldValue(note, expr.path);
    case 'not':
      return !truthy(evaluate(expr.expr, note, self));
    case 'and':
      return truthy(evaluate(expr.left, note, self)) && truthy(evaluate(expr.right, note, self));
    case 'or':
      return truthy(evaluate(expr.left, note, self)) || truthy(evaluate(expr.right, note, self));
    case 'compare': {
      const left = evaluate(expr.left, note, self);
      const right = evaluate(expr.right, note, self);
      if (expr.op === '=') return same(left, right);
      if (expr.op === '!=') return !same(left, right);
      // No value is below any value (Dataview compares every pair so): `level < 5` holds without a level.
      const order = compareValues(left, right);
      return expr.op === '<' ? order < 0 : expr.op === '>' ? order > 0 : expr.op === '<=' ? order <= 0 : order >= 0;
    }
    case 'call': {
      const [first, second] = expr.args.map((arg) => evaluate(arg, note, self));
      if (expr.name === 'length') return Array.isArray(first) ? first.length : typeof first === 'string' ? first.length : 0;
      if (expr.name === 'link') return linkOf(first, second);
      if (first === undefined || first === null || second === undefined) return false;
      if (expr.name === 'contains' || expr.name === 'icontains') return containsValue(first, second, expr.name === 'icontains', 0);
      if (typeof first !== 'string' || typeof second !== 'string') return false;
      return expr.name === 'startswith' ? first.startsWith(second) : first.endsWith(second);
    }
  }
}

/**
 * Dataview's `contains(haystack, needle)` (`icontains` when `ignoreCase`): a list when one of its
 * items contains the needle (Dataview looks into each item as into the list, so
 * `contains(tags, "player")` holds for a tag `player-character`), a text when the needle is part
 * of it, a mapping when it has the needle as a key; any other pair (a link and a link, a number)
 * is compared with `=`.
 */
function containsValue(haystack: PropertyValue, needle: PropertyValue, ignoreCase: boolean, depth: number): boolean {
  // Tags (`file.tags`) compare ignoring case, as in `=`: the vault's tags are kept in lower case.
  const tags = typeof haystack === 'string' && typeof needle === 'string' && haystack.startsWith('#') && needle.startsWith('#');
  const fold = (v: PropertyValue): PropertyValue => ((ignoreCase || tags) && typeof v === 'string' ? v.toLowerCase() : v);
  if (Array.isArray(haystack)) return depth < MAX_DEPTH && haystack.some((item) => containsValue(item, needle, ignoreCase, depth + 1));
  if (haystack !== null && typeof haystack === 'object') return typeof needle === 'string' && Object.hasOwn(haystack, needle);
  if (typeName(haystack) === 'string' && typeof needle === 'string' && typeName(needle) === 'string')
    return (fold(haystack) as string).includes(fold(needle) as string);
  return same(fold(haystack), fold(needle));
}

/**
 * Dataview's `link(path, display)`: a link to the note at `path` (a text, or a link, kept as it
 * is), showing `display` when given; no value for no path.
 */
function linkOf(path: PropertyValue | undefined, display: PropertyValue | undefined): PropertyValue {
  if (typeof path !== 'string' || path.trim() === '') return null;
  if (linkKey(path) !== null) return path;
  const target = path.replace(/[[\]|]/g, '');
  const shown = typeof display === 'string' ? display.replace(/[[\]|]/g, '') : '';
  return shown === '' ? `[[${target}]]` : `[[${target}|${shown}]]`;
}

/** The value of a column for a note: its field's, or its expression's. `self`: the note holding the query. */
export function columnValue(column: Column, note: QueryNote, self: QueryNote | undefined): PropertyValue | undefined {
  return column.expr === null ? fieldValue(note, column.field) : evaluate(column.expr, note, self);
}

/** A date or date and time as a property holds it (`2023-09-02`, `2023-09-02T21:05`, a YAML timestamp): Dataview reads it as a date. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** A date text's time in ms, a date or time without a zone read as UTC (the same on every build machine). */
function dateTime(text: string): number {
  const iso = text.replace(' ', 'T');
  return Date.parse(/T/.test(iso) && !/(?:Z|[+-]\d{2}:\d{2})$/.test(iso) ? `${iso}Z` : iso);
}

/** A value's type as Dataview's comparison names it (a `[[link]]` text is a link, an ISO date text a date). */
function typeName(value: PropertyValue): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return linkKey(value) !== null ? 'link' : ISO_DATE.test(value) ? 'date' : 'string';
  return typeof value;
}

/**
 * Dataview's order of two values (its `compareValue`, which every comparison and sort uses): no
 * value below any value; values of two types by the types' names (`array` < `boolean` < `date` <
 * `link` < `number` < `object` < `string`); numbers by size, dates in time (without a zone: UTC),
 * texts as text (`Session 10` before `Session 2`, as in Dataview), tags ignoring case, links by the
 * note they name, `false` before `true`, lists item by item then by length, mappings by their
 * sorted keys then values. Equality (`=`, a group's key) is this order's 0: one answer for both.
 */
function compareValues(a: PropertyValue | undefined, b: PropertyValue | undefined, depth = 0): number {
  const x = a ?? null;
  const y = b ?? null;
  if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
  const tx = typeName(x);
  const ty = typeName(y);
  if (tx !== ty) return tx < ty ? -1 : 1;
  if (x === y || depth > 20) return 0;
  switch (tx) {
    case 'number':
      return (x as number) < (y as number) ? -1 : 1;
    case 'boolean':
      return x ? 1 : -1;
    case 'date': {
      // A date text that is no real date (month 13) orders as text.
      const order = Math.sign(dateTime(x as string) - dateTime(y as string));
      return Number.isNaN(order) ? (x as string).localeCompare(y as string, 'en') : order;
    }
    case 'link':
      // Links name notes: equal when they name the same one, whatever their alias or path.
      return linkKey(x)!.localeCompare(linkKey(y)!, 'en');
    case 'array': {
      const [p, q] = [x as PropertyValue[], y as PropertyValue[]];
      for (let i = 0; i < Math.min(p.length, q.length); i++) {
        const order = compareValues(p[i], q[i], depth + 1);
        if (order !== 0) return order;
      }
      return p.length - q.length;
    }
    case 'object': {
      const [p, q] = [x as Properties, y as Properties];
      const keys = Object.keys(p).sort();
      const order = compareValues(keys, Object.keys(q).sort(), depth + 1);
      if (order !== 0) return order;
      for (const key of keys) {
        const inner = compareValues(p[key], q[key], depth + 1);
        if (inner !== 0) return inner;
      }
      return 0;
    }
    default:
      // Tags compare ignoring case, as Obsidian treats them.
      if ((x as string).startsWith('#') && (y as string).startsWith('#'))
        return (x as string).toLowerCase().localeCompare((y as string).toLowerCase(), 'en');
      return (x as string).localeCompare(y as string, 'en');
  }
}

/**
 * The notes (indices into `notes`) a query lists, in its order: those its `FROM` takes (all when
 * none), in path order, then through its steps in the order written. `self`: the note holding the
 * query (`[[#]]`).
 */
export function runQuery(query: Query, notes: readonly QueryNote[], self: number): number[] {
  let rows: number[] = [];
  const scope = new SourceScope(notes, self);
  for (let i = 0; i < notes.length; i++) if (query.from === null || matches(query.from, scope, i)) rows.push(i);
  rows.sort((x, y) => (notes[x]!.path < notes[y]!.path ? -1 : notes[x]!.path > notes[y]!.path ? 1 : 0));
  for (const step of query.steps) {
    if (step.kind === 'where') rows = rows.filter((i) => truthy(evaluate(step.expr, notes[i]!, notes[self])));
    else if (step.kind === 'limit') rows = rows.slice(0, step.n);
    else
      rows.sort((x, y) => {
        for (const key of step.keys) {
          const order = compareValues(fieldValue(notes[x]!, key.field), fieldValue(notes[y]!, key.field));
          if (order !== 0) return key.descending ? -order : order;
        }
        return 0;
      });
  }
  return rows;
}

/** A group of a query's notes: its key (no value: `undefined`), and its notes in the query's order. */
export interface QueryGroup {
  key: PropertyValue | undefined;
  rows: number[];
}

/**
 * `rows` (indices into `notes`, in the query's order) in groups by `field`, as Dataview groups
 * them: the groups in the order of their keys (as {@link runQuery} sorts values), each holding its
 * notes in the order they came. Notes whose keys sort as equal share a group.
 */
export function groupRows(field: readonly string[], notes: readonly QueryNote[], rows: readonly number[]): QueryGroup[] {
  const keyed = rows.map((row) => ({ row, key: fieldValue(notes[row]!, field) }));
  // Array.prototype.sort is stable: within a key, the notes keep their order.
  keyed.sort((a, b) => compareValues(a.key, b.key));
  const groups: QueryGroup[] = [];
  for (const { row, key } of keyed) {
    const last = groups.at(-1);
    if (last && compareValues(last.key, key) === 0) last.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}
