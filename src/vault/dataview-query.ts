/**
 * Dataview's list and table queries (```` ```dataview ```` blocks), the part of them a static site
 * can answer the same way the plugin does in Obsidian: which notes, in which order, with which of
 * their properties.
 *
 *     LIST [WITHOUT ID] [field]            TABLE [WITHOUT ID] field [AS "Name"], …
 *     FROM #tag | "folder" | [[Note]] | outgoing([[Note]])   (with and, or, -, parentheses)
 *     WHERE condition                      (WHERE, SORT and LIMIT: each as often as wanted,
 *     SORT key [ASC|DESC], …                run in the order written, as Dataview runs them;
 *                                          a key is a field or an expression)
 *     LIMIT n
 *     GROUP BY field [AS name]             (last; columns then read `key` and `rows.field`)
 *
 * A field is a property of the note (`level`, `stats.range`; names compared ignoring case) or one
 * of `file.name`, `file.link`, `file.path`, `file.folder`, `file.ext`, `file.tags` (each tag and
 * the tags it is nested in, as Dataview gives them), `file.etags` (the tags as written),
 * `file.aliases`, `file.day` (a date in the file name, else the `date` field), `file.outlinks`
 * and `file.inlinks` (the notes it links to or embeds, and those linking to or embedding it). `#tag` also takes the tag's nested tags (`#asset` finds
 * `#asset/companion`); `"folder"` a folder and all below it, or, when no folder has that name,
 * one note by its path; `[[Note]]` the notes linking to Note (`[[#]]`: to the note holding the
 * query); `outgoing([[Note]])` the notes Note links to. Before any `SORT`, notes come in path order; a `SORT` is stable.
 *
 * A condition compares fields, `this.field` (the note holding the query) and literals (`"text"`,
 * numbers, `true`, `false`, `null`, `[[Note]]`, `[[]]` the note holding the query, `#tag`) with `=`, `!=`, `<`, `>`, `<=`, `>=`,
 * joined by `and`/`&`, `or`/`|`, `!` and parentheses, computes with `+ - * / %` (`dataview-functions.ts`'s
 * `arithmetic`) and may call Dataview's functions (`dataview-functions.ts`); a column or a sort key may be such an expression too
 * (`TABLE WITHOUT ID link(file.name) AS "Place"`, `SORT length(file.tags) DESC`). As in Dataview: links are equal when they name the same
 * note, tags ignoring case; no value, `false`, `0`, `""` and `[]` are false; values are ordered
 * as Dataview orders them ({@link compareValues}: no value below any value, text as text).
 *
 * Anything else (`FLATTEN`, a clause after `GROUP BY`, `TASK`, `CALENDAR`, other functions, lambdas, dates,
 * DataviewJS) is not read: {@link parseQuery} gives `null`, and the block stays code, as Obsidian
 * shows it without the plugin. Pure: no vault access; the caller hands in the notes (`QueryNote`).
 * The syntax is read in `dataview-parse.ts`; this file runs a query over the notes.
 */
import type { Properties, PropertyValue } from './property-links.ts';
import type { InlineField } from './plugins/remark-inline-fields.ts';
import { type Column, type Expr, type Query, type SortKey, type Source } from './dataview-parse.ts';
import { arithmetic, callFunction } from './dataview-functions.ts';
import { compareValues, linkKey, same, truthy } from './dataview-values.ts';

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
  /** `file.outlinks` and `file.inlinks`: the notes it links to or embeds, and those linking to or embedding it, as links (`[[path]]`); none when not given. */
  outlinks?: readonly string[];
  inlinks?: readonly string[];
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
      case 'ext':
        return path.includes('.', slash + 1) ? path.slice(path.lastIndexOf('.') + 1) : '';
      case 'etags':
        return note.tags.map((tag) => `#${tag}`);
      case 'outlinks':
        return [...(note.outlinks ?? [])];
      case 'inlinks':
        return [...(note.inlinks ?? [])];
      case 'aliases': {
        const aliases = propertyAt(note.properties, ['aliases']);
        return aliases === undefined || aliases === null ? [] : Array.isArray(aliases) ? aliases : [aliases];
      }
      case 'day': {
        // As Dataview's: a date in the file name (`2024-05-01`, `20240501`), else the note's `date` field.
        const named = /(\d{4})-?(\d{2})-?(\d{2})/.exec(noteName(path));
        if (named) return `${named[1]}-${named[2]}-${named[3]}`;
        const date = propertyAt(note.properties, ['date']);
        return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : undefined;
      }
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
    case 'arith':
      return arithmetic(expr.op, evaluate(expr.left, note, self), evaluate(expr.right, note, self));
    case 'neg': {
      const value = evaluate(expr.expr, note, self);
      return typeof value === 'number' ? -value : null;
    }
    case 'call':
      return callFunction(
        expr.name,
        expr.args.map((arg) => evaluate(arg, note, self)),
      );
  }
}

/** The value of a column for a note: its field's, or its expression's. `self`: the note holding the query. */
export function columnValue(column: Column, note: QueryNote, self: QueryNote | undefined): PropertyValue | undefined {
  return column.expr === null ? fieldValue(note, column.field) : evaluate(column.expr, note, self);
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
  /** A sort key's value for note `i`: its field's, or its expression's. */
  const sortValue = (key: SortKey, i: number): PropertyValue | undefined =>
    key.expr === null ? fieldValue(notes[i]!, key.field) : evaluate(key.expr, notes[i]!, notes[self]);
  for (const step of query.steps) {
    if (step.kind === 'where') rows = rows.filter((i) => truthy(evaluate(step.expr, notes[i]!, notes[self])));
    else if (step.kind === 'limit') rows = rows.slice(0, step.n);
    else {
      const values = new Map(rows.map((i) => [i, step.keys.map((key) => sortValue(key, i))]));
      rows.sort((x, y) => {
        for (const [k, key] of step.keys.entries()) {
          const order = compareValues(values.get(x)![k], values.get(y)![k]);
          if (order !== 0) return key.descending ? -order : order;
        }
        return 0;
      });
    }
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
