/**
 * Dataview's list, table and task queries (```` ```dataview ```` blocks), the part of them a static
 * site can answer the same way the plugin does in Obsidian: which notes (or tasks), in which order,
 * with which of their properties.
 *
 *     LIST [WITHOUT ID] [field]            TABLE [WITHOUT ID] field [AS "Name"], …       TASK
 *     FROM #tag | "folder" | [[Note]] | outgoing([[Note]])   (with and, or, -, parentheses)
 *     WHERE condition                      (WHERE, SORT, LIMIT and FLATTEN: each as often as
 *     SORT key [ASC|DESC], …                wanted, run in the order written, as Dataview runs
 *     LIMIT n                               them; a key is a field or an expression)
 *     FLATTEN field [AS name]              (or FLATTEN expression AS name)
 *     GROUP BY expr [AS name]              (once; from there on the rows are the groups, with
 *                                           `key`, `rows` and the name: `length(rows)`, `rows.field`)
 *
 * A field is a property of the note (`level`, `stats.range`; names compared ignoring case) or one
 * of `file.name`, `file.link`, `file.path`, `file.folder`, `file.ext`, `file.tags` (each tag and
 * the tags it is nested in, as Dataview gives them), `file.etags` (the tags as written),
 * `file.aliases`, `file.day` (a date in the file name, else the `date` field), `file.outlinks`
 * and `file.inlinks` (the notes it links to or embeds, and those linking to or embedding it), and
 * `file.tasks` (its tasks, each a mapping of a TASK row's fields, below). `#tag` also takes the tag's nested tags (`#asset` finds
 * `#asset/companion`); `"folder"` a folder and all below it, or, when no folder has that name,
 * one note by its path; `[[Note]]` the notes linking to Note (`[[#]]`: to the note holding the
 * query); `outgoing([[Note]])` the notes Note links to. Before any `SORT`, notes come in path order; a `SORT` is stable.
 *
 * `TASK`: as Dataview's, the rows are the task list items (`- [ ]`, `- [x]`, any status `- [/]`) of
 * the notes `FROM` takes, each note's in the order written ({@link QueryTask}, read with the note's
 * other facts in `extract.ts`, so a build, a check and `--watch` read the same tasks). A task has
 * Dataview's task fields, before the note's fields of the same name (Dataview copies the page's
 * fields onto each task where the task has none): `status` (the character between the brackets, `" "`
 * for an open task), `checked` (any status but a space), `completed` (`x` or `X`), `fullyCompleted`
 * (completed, and so is every task below it), `text` (its own lines as written, without the marker
 * and checkbox, each trimmed, joined by a line break: Markdown, links, tags, inline fields and a
 * block id as the note holds them), `line` (0-based, as Dataview's), `lineCount`, `path`, `section`
 * (a link to the heading above it, else to the note), `link` (to its block id, else as `section`),
 * `tags` and `outlinks` (those in its text), `task` (`true`), `annotated`, `parent` (the 0-based
 * line of the list item holding it, else `null`), `blockId`, and the bracketed inline fields written
 * on it (`[due:: 2024-05-01]`, the task's alone, as in Dataview: no field of the note's other
 * tasks, {@link taskNoteData}); `file.…` and the note's own fields are the note's. A task's
 * `children`, `subtasks`, `visual`, `position`, `symbol` are not given: a TASK query reading them
 * stays code. Dataview's emoji dates (`🗓️2024-05-01`) are not read (dates are not answered).
 *
 * `FLATTEN`: as Dataview's, each row becomes one row per item of the value (a value that is no
 * list: one row holding it; an empty list: no row), the item under the name (`AS name`, else the
 * field as written). A name is read as a field of the row before the note's own (`FLATTEN authors`
 * then `authors` is one author); as in Dataview, a dotted name (`FLATTEN file.tags` without `AS`)
 * is reached by no field, so name it (`FLATTEN file.tags AS tag`).
 *
 * A condition compares fields, `this.field` (the note holding the query) and literals (`"text"`,
 * numbers, `true`, `false`, `null`, `[[Note]]`, `[[]]` the note holding the query, `#tag`) with `=`, `!=`, `<`, `>`, `<=`, `>=`,
 * joined by `and`/`&`, `or`/`|`, `!` and parentheses, computes with `+ - * / %` (`dataview-functions.ts`'s
 * `arithmetic`) and may call Dataview's functions (`dataview-functions.ts`); a column or a sort key may be such an expression too
 * (`TABLE WITHOUT ID link(file.name) AS "Place"`, `SORT length(file.tags) DESC`). As in Dataview: links are equal when they name the same
 * note, tags ignoring case; no value, `false`, `0`, `""` and `[]` are false; values are ordered
 * as Dataview orders them ({@link compareValues}: no value below any value, text as text).
 *
 * Bounded: a run holds at most {@link MAX_QUERY_ROWS} rows (a TASK query over more tasks, or a
 * FLATTEN making more rows, gives none: the block stays code), and the rows a FLATTEN makes are
 * paid for, one by one, from the page's budget (`dataview-render.ts`) before any work on them.
 *
 * An expression reads as Dataview's: an index `x[0]`, `x["key"]`, `x.key` ({@link indexValue}: a
 * list's `.key` is each item's, a link's the field of the note it names), `row[…]` and `this[…]`,
 * list literals. A row whose expression Dataview refuses is left out of a step, and a step it
 * refuses on every row (or a `LIMIT` that is no number) gives no answer: the block stays code.
 *
 * Lambdas (`(x) => x.level > 2`) are read where Dataview's functions take one: `filter`, `map`,
 * `any`, `all`, `none`, `sort`, `reduce`, `minby`, `maxby` ({@link callWithLambda}). `meta(link)`
 * gives a link's own parts (`meta(section).subpath`: the heading; `linkMeta` in `dataview-values.ts`),
 * its `path` that of the note it names among the notes the query reads.
 *
 * Anything else (a second `GROUP BY`, `CALENDAR`, other functions, dates,
 * DataviewJS) is not read: {@link parseQuery} gives `null`, and the block stays code, as Obsidian
 * shows it without the plugin. Pure: no vault access (each note's task rows are remembered by its
 * list of tasks); the caller hands in the notes (`QueryNote`).
 * The syntax is read in `dataview-parse.ts`; this file runs a query over the notes.
 */
import type { Properties, PropertyValue } from './property-links.ts';
import type { InlineField } from './plugins/remark-inline-fields.ts';
import {
  type Column,
  type Expr,
  exprSize,
  fieldExpr,
  FILE_FIELDS,
  MAX_DEPTH,
  type Query,
  rowCost,
  type SortKey,
  type Source,
  unescapeText,
} from './dataview-parse.ts';
import { arithmetic, callFunction, NO_OPERATOR } from './dataview-functions.ts';
import { compareValues, linkMeta, same, truthy, typeName } from './dataview-values.ts';

/**
 * One value of an inline field as Dataview's `atomInlineField` reads it: a quoted text (`"far and
 * wide"`, `\"` and `\\` escaped, any other escape kept as written) without its quotes, a number,
 * `true`/`false` (any case of the first letter), `null`; a tag, a link (`[[Note]]`, `![[Note]]`)
 * or a date (`2024-05-01`) as written (links are compared by their text here, as in properties;
 * dates are text). `undefined`: not one value (plain words), so the whole value stays text.
 */
function atomValue(text: string): PropertyValue | undefined {
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(text);
  if (quoted) return unescapeText(quoted[1]!);
  if (/^-?\d+(?:\.\d+)?$/.test(text)) return Number(text);
  if (/^(?:true|True|false|False)$/.test(text)) return text.toLowerCase() === 'true';
  if (text === 'null') return null;
  if (/^#[\p{L}\p{Emoji_Presentation}\w/-]+$/u.test(text) || /^!?\[\[[^[\]]+\]\]$/.test(text)) return text;
  if (typeName(text) === 'date') return text;
  return undefined;
}

/**
 * An inline field's value as Dataview reads it (its `parseInlineValue`): nothing is `null`; one
 * value ({@link atomValue}), or several separated by commas (`1, 2, 3`, `"a", "b"`,
 * `[[A]], [[B]]`) a list of them; else the text as written (a link `[[Note]]` stays text, as in
 * properties).
 */
function inlineValue(text: string): PropertyValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const one = atomValue(trimmed);
  if (one !== undefined) return one;
  if (!trimmed.includes(',')) return trimmed;
  // Several values, each one value, separated by commas (a comma in a quoted text is the text's).
  const items: PropertyValue[] = [];
  const item = /\s*("(?:[^"\\]|\\.)*"|[^,"]*)\s*(,|$)/y;
  for (let at = 0; ; ) {
    item.lastIndex = at;
    const m = item.exec(trimmed);
    const value = m ? atomValue(m[1]!.trim()) : undefined;
    if (value === undefined) return trimmed;
    items.push(value);
    if (m![2] === '') return items;
    at = item.lastIndex;
    // A comma last (`1, 2,`) is no list, as in Dataview.
    if (at >= trimmed.length) return trimmed;
  }
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

/**
 * A task list item of a note as a `TASK` query sees it (see module doc; read by `extract.ts` with
 * the note's other facts). Plain data: cached and passed between threads with them.
 */
export interface QueryTask {
  /** The character between the brackets: `" "` for an open task, `x`, `X`, `/`, `-` … */
  status: string;
  /** Dataview's `text` (see module doc). */
  text: string;
  /** 1-based line where it starts, and how many lines its own text takes. */
  line: number;
  lineCount: number;
  /** 1-based line of the list item holding it; `null` for an item of a list at the top. */
  parentLine: number | null;
  /** Index (among the note's tasks) of the nearest task holding it; -1 when none. */
  parentTask: number;
  /** Completed (`x`, `X`), and so is every task below it. */
  fullyCompleted: boolean;
  /** The heading above it (its text), `null` when none. */
  section: string | null;
  /** Its block id (`^id`), `null` when none. */
  blockId: string | null;
  /** The tags in its text as written (`#shopping`), and its links and embeds as written (`[[Note|shown]]`). */
  tags: string[];
  outlinks: string[];
  /** The bracketed inline fields written on it (`[due:: 2024-05-01]`), in order. */
  fields: InlineField[];
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
  /** Its task list items, in the order written ({@link QueryTask}); none when not given. */
  tasks?: readonly QueryTask[];
  /**
   * Its fields as its tasks inherit them ({@link taskNoteData}: without the inline fields written
   * on tasks, which Dataview keeps to the task); `properties` when not given.
   */
  taskProperties?: Properties;
}

/**
 * A note's fields as a TASK query's rows inherit them: as {@link noteData} gives them, without the
 * inline fields written on its tasks (Dataview reads a task's bracketed fields as the task's
 * alone: `[due:: …]` on one task is no field of the note's other tasks). `fields`: the note's
 * inline fields in order (tasks' included), `tasks` its tasks; each task field takes out one field
 * of `fields` with its key and value.
 */
export function taskNoteData(properties: Properties, fields: readonly InlineField[], tasks: readonly QueryTask[]): Properties {
  const onTasks = new Map<string, number>();
  for (const task of tasks)
    for (const f of task.fields) onTasks.set(`${f.key}\0${f.value}`, (onTasks.get(`${f.key}\0${f.value}`) ?? 0) + 1);
  const kept = fields.filter((f) => {
    const key = `${f.key}\0${f.value}`;
    const left = onTasks.get(key) ?? 0;
    if (left > 0) onTasks.set(key, left - 1);
    return left === 0;
  });
  return noteData(properties, kept);
}

/** One row of a query: a note (LIST, TABLE) or one of its tasks (TASK), with what FLATTEN gave it. */
export interface QueryRow {
  /** The note's index in the notes the query ran over, and the note. */
  index: number;
  note: QueryNote;
  /** TASK: the task's index among the note's tasks, and its fields (see module doc). */
  task?: { index: number; data: Properties };
  /** The items FLATTEN gave the row, the last given first. */
  flat?: FlatItem;
  /**
   * A row of a grouped query (after its `GROUP BY`): the group, its key, its name and its rows in
   * the query's order (`index` and `note` are its first row's).
   */
  group?: { key: PropertyValue | undefined; name: string; rows: QueryRow[] };
  /** The values of the query's columns for the row, in their order, as {@link executeQuery} read them. */
  values?: ReadonlyArray<PropertyValue | undefined>;
}

/** An item FLATTEN gave a row: its name and value, then those given before (a row shares them with the rows it was made from). */
interface FlatItem {
  name: string;
  value: PropertyValue;
  before: FlatItem | undefined;
}

/** What a field is read of: a row (or, for `this`, the note holding the query alone). */
type Subject = Pick<QueryRow, 'note' | 'task' | 'flat' | 'group'>;

/** Rows a run holds at most (see module doc): a TASK query over more tasks, or a FLATTEN making more, gives none. */
const MAX_QUERY_ROWS = 250_000;
/** Steps a row FLATTEN makes costs to make, beside the steps after it: a few objects, more than one step of an expression. */
const MADE_ROW_COST = 10;

/** Each note's tasks as rows read them, by the note's list of tasks: made once a note (its tasks live as long as a build). */
const taskRows = new WeakMap<readonly QueryTask[], { path: string; rows: Array<NonNullable<QueryRow['task']>> }>();

/** The tasks of `note` as rows read them ({@link taskData}), made once. */
function noteTasks(note: QueryNote): ReadonlyArray<NonNullable<QueryRow['task']>> {
  const tasks = note.tasks ?? [];
  const known = taskRows.get(tasks);
  if (known !== undefined && known.path === note.path) return known.rows;
  const rows = tasks.map((task, index) => ({ index, data: taskData(note, task) }));
  taskRows.set(tasks, { path: note.path, rows });
  return rows;
}

/**
 * A task's fields as a TASK query reads them (see module doc): its inline fields (as {@link noteData}
 * gives a note's), then Dataview's implicit task fields; prototype-free. `note` holds `task`.
 */
function taskData(note: QueryNote, task: QueryTask): Properties {
  const data = noteData(Object.create(null) as Properties, task.fields);
  const base = note.path.replace(/\.md$/, '');
  const section = task.section === null ? `[[${base}]]` : `[[${base}#${task.section}]]`;
  const implicit: Properties = {
    status: task.status,
    checked: task.status !== ' ',
    completed: task.status === 'x' || task.status === 'X',
    fullyCompleted: task.fullyCompleted,
    text: task.text,
    line: task.line - 1,
    lineCount: task.lineCount,
    path: note.path,
    section,
    link: task.blockId === null ? section : `[[${base}#^${task.blockId}]]`,
    tags: [...task.tags],
    outlinks: [...task.outlinks],
    task: true,
    annotated: task.fields.length > 0,
    parent: task.parentLine === null ? null : task.parentLine - 1,
    blockId: task.blockId,
  };
  // An inline field named as an implicit one (any case) gives way to it, as `propertyAt` finds names.
  for (const key of Object.keys(data)) if (Object.hasOwn(implicit, key) || Object.hasOwn(implicit, key.toLowerCase())) delete data[key];
  Object.assign(data, implicit);
  return data;
}

/** Each note list's notes by path and by file name (lower case, without `.md`; `-1`: a name several notes share), made once a list. */
const noteNames = new WeakMap<readonly QueryNote[], { byPath: Map<string, number>; byName: Map<string, number> }>();

/** Note index by the name a link gives (`Note`, `folder/Note`, with or without `.md`, ignoring case); `null` when none or several. */
function findNote(notes: readonly QueryNote[], name: string): number | null {
  let names = noteNames.get(notes);
  if (names === undefined) {
    names = { byPath: new Map(), byName: new Map() };
    for (const [i, note] of notes.entries()) {
      const path = note.path.toLowerCase().replace(/\.md$/, '');
      if (!names.byPath.has(path)) names.byPath.set(path, i);
      const own = path.slice(path.lastIndexOf('/') + 1);
      names.byName.set(own, names.byName.has(own) ? -1 : i);
    }
    noteNames.set(notes, names);
  }
  const wanted = name.toLowerCase().replace(/\.md$/, '');
  const exact = names.byPath.get(wanted);
  if (exact !== undefined) return exact;
  const byName = names.byName.get(wanted);
  return byName === undefined || byName === -1 ? null : byName;
}

/**
 * What an expression reads besides its row: the note holding the query (`this`), the note a link
 * names (for `link.field`; none given: no link is followed), and, when given, a flag set where
 * Dataview would give an error instead of a value.
 */
export interface Reading {
  self: QueryNote | undefined;
  note?: (name: string) => QueryNote | undefined;
  failed?: { error: boolean };
  /**
   * Steps left for the lists and mappings an expression makes or reads ({@link charge}: one step
   * an item or key, nested ones included), shared with the run's other work; none given: not
   * counted. Past it, evaluating throws {@link QueryStepsExceeded}.
   */
  meter?: { left: number };
}

/**
 * Thrown where a query's steps (`Reading.meter`) run out inside an expression: a list read again
 * for every row (`contains(this.file.inlinks, file.link)` in a note every note links to). The
 * query gives no answer: its block stays code.
 */
class QueryStepsExceeded extends Error {
  constructor() {
    super('A Dataview query ran past the steps its page may spend.');
  }
}

/** Takes `steps` from `meter`; throws {@link QueryStepsExceeded} once it is spent. */
function spend(meter: { left: number }, steps: number): void {
  meter.left -= steps;
  if (meter.left < 0) throw new QueryStepsExceeded();
}

/**
 * Charges `meter` for `value`'s parts: one step each item of a list and each key of a mapping,
 * nested ones included (to {@link MAX_DEPTH}); what any later reading of the value may walk. A
 * value that is no list or mapping costs nothing here (its expression's parts are paid for by
 * `rowCost`). Throws {@link QueryStepsExceeded} once the meter is spent, so the walk itself is
 * bounded by it.
 */
function charge(value: PropertyValue | undefined, meter: { left: number }, depth = 0): void {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return;
  const parts = Array.isArray(value) ? value : Object.values(value);
  spend(meter, parts.length);
  for (const part of parts) if (part !== null && typeof part === 'object') charge(part, meter, depth + 1);
}

/** A {@link Reading} over `notes`: a link's note found as `FROM [[…]]` finds it (by path, else by a file name one note has). */
export function readingOver(notes: readonly QueryNote[], self: QueryNote | undefined): Reading {
  return {
    self,
    note: (name) => {
      const index = findNote(notes, name);
      return index === null ? undefined : notes[index];
    },
  };
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
function propertyAt(record: Properties, path: readonly string[]): PropertyValue | undefined {
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

/** How many names of `field` name the value its path starts from: `file.name` two, any other one. */
function headLength(field: readonly string[]): number {
  return field[0] === 'file' && field.length >= 2 && FILE_FIELDS.has(field[1]!) ? 2 : 1;
}

/** `value`, then each name of `rest` read in it ({@link indexValue}); no value once a step gives none. */
function walk(value: PropertyValue | undefined, rest: readonly string[], reading: Reading | undefined): PropertyValue | undefined {
  for (const key of rest) {
    if (value === undefined || value === null) return undefined;
    value = indexValue(value, key, reading);
  }
  return value;
}

/**
 * A field's value for a note: `file.…` as Dataview names them, else a property of `properties`
 * (the note's own by default); each name after the first (after `file.name`'s two) read in the
 * value before it as Dataview's index reads it ({@link indexValue}: `stats.range`, `moves.name`
 * of each move, `mentor.level` of the note a link names). `file.link` is the note's path.
 */
function fieldValue(note: QueryNote, field: readonly string[], properties = note.properties, reading?: Reading): PropertyValue | undefined {
  const head = headLength(field);
  return walk(headValue(note, field.slice(0, head), properties), field.slice(head), reading);
}

/** The value of a field of one name (or `file.…`'s two) for a note ({@link fieldValue}). */
function headValue(note: QueryNote, field: readonly string[], properties: Properties): PropertyValue | undefined {
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
      case 'tasks':
        // Each task as a mapping of the fields a TASK query's row has (`file.tasks.text`,
        // `filter(file.tasks, (t) => !t.completed)`), in the order written.
        return noteTasks(note).map((task) => task.data);
      case 'aliases': {
        const aliases = propertyAt(properties, ['aliases']);
        return aliases === undefined || aliases === null ? [] : Array.isArray(aliases) ? aliases : [aliases];
      }
      case 'day': {
        // As Dataview's: a date in the file name (`2024-05-01`, `20240501`), else the note's `date` field.
        const named = /(\d{4})-?(\d{2})-?(\d{2})/.exec(noteName(path));
        if (named) return `${named[1]}-${named[2]}-${named[3]}`;
        const date = propertyAt(properties, ['date']);
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
  return propertyAt(properties, field);
}

/**
 * A field's value for a row: an item FLATTEN gave it under that name (matched as written), then,
 * for a task, the task's field ({@link taskData}; its own names, matched as {@link propertyAt}
 * matches), then the note's ({@link fieldValue}; for a task, of the note's `taskProperties`). Each
 * name after the first is read in the value before it ({@link indexValue}; a link followed when
 * `reading` finds notes).
 */
export function rowField(row: Subject, field: readonly string[], reading?: Reading): PropertyValue | undefined {
  const head = field[0];
  if (head === undefined) return undefined;
  // The last item given a name is its value (a query names a row's items at most once a FLATTEN).
  for (let item = row.flat; item !== undefined; item = item.before)
    if (item.name === head) return walk(item.value, field.slice(1), reading);
  if (row.group !== undefined) {
    // A group's fields, named as written (Dataview's group row: `key`, `rows` and the group's name).
    const group = row.group;
    if (head === 'key' || head === group.name) return walk(group.key, field.slice(1), reading);
    if (head !== 'rows') return undefined;
    if (field.length === 1) return group.rows.map(rowData);
    return group.rows.map((member) => rowField(member, field.slice(1), reading) ?? null);
  }
  if (row.task === undefined) return fieldValue(row.note, field, row.note.properties, reading);
  if (propertyAt(row.task.data, [head]) !== undefined) return walk(propertyAt(row.task.data, [head]), field.slice(1), reading);
  return fieldValue(row.note, field, row.note.taskProperties, reading);
}

/** Each note's `file.…` fields as one mapping, made once a note: a note every note links to is read once, not once a row. */
const fileMappings = new WeakMap<QueryNote, Properties>();

/** The `file.…` fields of `note` as one mapping (`[[Note]].file` → `{ name, path, link, … }`), prototype-free; never change it. */
function fileFields(note: QueryNote): Properties {
  const known = fileMappings.get(note);
  if (known !== undefined) return known;
  const out: Properties = Object.create(null);
  fileMappings.set(note, out);
  for (const key of FILE_FIELDS) {
    const value = headValue(note, ['file', key], note.properties);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * A row's fields as one mapping, as a group's `rows` holds each row in Dataview (`length(rows)`,
 * `FLATTEN rows AS r`): the note's fields (a task's own first, for a TASK query), `file` its
 * `file.…` fields, then what FLATTEN gave it. Prototype-free.
 */
function rowData(row: QueryRow): Properties {
  const data: Properties = Object.create(null);
  Object.assign(data, row.task === undefined ? row.note.properties : (row.note.taskProperties ?? row.note.properties));
  if (row.task !== undefined) Object.assign(data, row.task.data);
  data.file = fileFields(row.note);
  const items: FlatItem[] = [];
  for (let item = row.flat; item !== undefined; item = item.before) items.unshift(item);
  for (const item of items) data[item.name] = item.value;
  return data;
}

/** The note name a link value gives (`[[Folder/Note#Part|shown]]` → `Folder/Note`); `null` for no link, or one to a part of its own note. */
function linkedName(value: string): string | null {
  const match = /^!?\[\[([^\]|#]*)/.exec(value);
  const name = match?.[1]?.trim();
  return name ? name : null;
}

/**
 * `value[key]` as Dataview's index reads it (also each name of a path after the first): a list's
 * item by number (none past either end), or each item's `key` for a text key (an item that gives
 * an error is left out); a mapping's `key` as written; a text's character by number; a link's
 * note's field `key` (its own names, matched as {@link propertyAt} matches; `file` its `file.…`
 * fields), none when `reading` finds no note. A number key into a mapping or a link, a text key
 * into a text, or a key neither text nor number is an error (Dataview's): no value, and
 * `reading.failed` set. Anything else: no value.
 */
function indexValue(value: PropertyValue | undefined, key: PropertyValue | undefined, reading?: Reading, depth = 0): PropertyValue {
  const fail = (): null => {
    if (reading?.failed) reading.failed.error = true;
    return null;
  };
  if (typeof key !== 'string' && typeof key !== 'number') return fail();
  if (value === undefined || value === null || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    if (typeof key === 'number') return value[key] ?? null;
    const out: PropertyValue[] = [];
    for (const item of value) {
      const own = { error: false };
      const got = indexValue(item, key, { self: reading?.self, note: reading?.note, failed: own }, depth + 1);
      if (!own.error) out.push(got);
    }
    return out;
  }
  if (typeof value === 'object') return typeof key === 'string' ? (Object.hasOwn(value, key) ? (value[key] ?? null) : null) : fail();
  if (typeof value !== 'string') return null;
  if (typeName(value) === 'link') {
    if (typeof key !== 'string') return fail();
    const name = linkedName(value);
    const note = name === null ? undefined : reading?.note?.(name);
    if (note === undefined) return null;
    return key === 'file' ? fileFields(note) : (propertyAt(note.properties, [key]) ?? null);
  }
  if (typeof key !== 'number') return fail();
  return value[key] ?? null;
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

/**
 * `expr`'s value for `row`, read as `reading` says (`this`, links, errors: {@link Reading}); where
 * Dataview would give an error instead (an arithmetic operator on a pair it has none for, an index
 * it refuses), the value is none and `reading.failed` is set.
 */
function evaluate(expr: Expr, row: Subject, reading: Reading): PropertyValue | undefined {
  const result = evaluateNode(expr, row, reading);
  if (reading.meter !== undefined) charge(result, reading.meter);
  return result;
}

/** {@link evaluate} of one node of an expression, its parts evaluated (and charged) through {@link evaluate}. */
function evaluateNode(expr: Expr, row: Subject, reading: Reading): PropertyValue | undefined {
  const value = (inner: Expr): PropertyValue | undefined => evaluate(inner, row, reading);
  const self = reading.self;
  switch (expr.kind) {
    case 'literal':
      return expr.value;
    case 'field':
      return expr.self
        ? self === undefined
          ? undefined
          : fieldValue(self, expr.path, self.properties, reading)
        : rowField(row, expr.path, reading);
    case 'not':
      return !truthy(value(expr.expr));
    case 'and':
      return truthy(value(expr.left)) && truthy(value(expr.right));
    case 'or':
      return truthy(value(expr.left)) || truthy(value(expr.right));
    case 'compare': {
      const left = value(expr.left);
      const right = value(expr.right);
      if (expr.op === '=') return same(left, right);
      if (expr.op === '!=') return !same(left, right);
      // No value is below any value (Dataview compares every pair so): `level < 5` holds without a level.
      const order = compareValues(left, right);
      return expr.op === '<' ? order < 0 : expr.op === '>' ? order > 0 : expr.op === '<=' ? order <= 0 : order >= 0;
    }
    case 'arith': {
      const result = arithmetic(expr.op, value(expr.left), value(expr.right));
      if (result !== NO_OPERATOR) return result;
      if (reading.failed) reading.failed.error = true;
      return null;
    }
    case 'neg': {
      const inner = value(expr.expr);
      return typeof inner === 'number' ? -inner : null;
    }
    case 'lambda':
      // A lambda is a function, no value: only a function taking one reads it (Dataview's error elsewhere).
      if (reading.failed) reading.failed.error = true;
      return null;
    case 'call': {
      const lambda = expr.args[1];
      if (lambda?.kind === 'lambda' && LAMBDA_FUNCTIONS.has(expr.name))
        return callWithLambda(expr.name, value(expr.args[0]!), lambda, row, reading);
      const args = expr.args.map(value);
      // Sorting a list (`sort`, `unique`) reads each of its n items about log2(n) times.
      const first = args[0];
      if (reading.meter !== undefined && (expr.name === 'sort' || expr.name === 'unique') && Array.isArray(first))
        spend(reading.meter, first.length * Math.ceil(Math.log2(first.length + 1)));
      // `meta(link)` reads which note the link names: the notes this query reads.
      if (expr.name === 'meta') return linkMeta(first, (target) => reading.note?.(target)?.path);
      return callFunction(expr.name, args);
    }
    case 'list':
      return expr.items.map((item) => value(item) ?? null);
    case 'row':
      // Only as what an index reads: `row[…]`, `this[…]` (below).
      return null;
    case 'index': {
      const key = value(expr.index);
      if (expr.object.kind !== 'row') return indexValue(value(expr.object), key, reading);
      // `row["level"]`: the row's field of that name; `this[…]` the query's note's. A row is a
      // mapping: a key that is no text is Dataview's error.
      if (typeof key !== 'string') {
        if (reading.failed) reading.failed.error = true;
        return null;
      }
      if (!expr.object.self) return rowField(row, [key], reading) ?? null;
      return self === undefined ? null : (fieldValue(self, [key], self.properties, reading) ?? null);
    }
  }
}

/** Dataview's functions that take a lambda as their second argument. */
const LAMBDA_FUNCTIONS = new Set(['filter', 'map', 'any', 'all', 'none', 'sort', 'reduce', 'minby', 'maxby']);

/**
 * Dataview's function `name` over `list` with the lambda `fn` (`filter(moves, (m) => m.power > 40)`):
 * `filter` the items it holds for, `map` its value for each, `any`, `all`, `none` whether it holds
 * for some, every, no item, `sort` the items ordered by its value (stable), `reduce` the items
 * folded by it (`(acc, x) => acc + x`, from the first item, no value skipped, as Dataview's),
 * `minby` and `maxby` the item its value is least or most for. The lambda's names are read as
 * fields of the row before its own (as FLATTEN's items are), so `x.level` is the item's level.
 * No list (no value): no value. Each call of the lambda costs its parts from `reading.meter`.
 */
function callWithLambda(
  name: string,
  list: PropertyValue | undefined,
  fn: Extract<Expr, { kind: 'lambda' }>,
  row: Subject,
  reading: Reading,
): PropertyValue | undefined {
  if (!Array.isArray(list)) {
    // A value that is no list has no such function in Dataview: its error; no value gives no value.
    if (list !== undefined && list !== null && reading.failed) reading.failed.error = true;
    return null;
  }
  const cost = exprSize(fn.body);
  const apply = (...args: PropertyValue[]): PropertyValue | undefined => {
    if (reading.meter !== undefined) spend(reading.meter, cost);
    let flat = row.flat;
    for (const [i, param] of fn.params.entries()) flat = { name: param, value: args[i] ?? null, before: flat };
    return evaluate(fn.body, { ...row, flat }, reading);
  };
  switch (name) {
    case 'filter':
      return list.filter((item) => truthy(apply(item)));
    case 'map':
      return list.map((item) => apply(item) ?? null);
    case 'any':
      return list.some((item) => truthy(apply(item)));
    case 'all':
      return list.every((item) => truthy(apply(item)));
    case 'none':
      return !list.some((item) => truthy(apply(item)));
    case 'sort': {
      const keyed = list.map((item) => ({ item, key: apply(item) }));
      keyed.sort((x, y) => compareValues(x.key, y.key));
      return keyed.map((one) => one.item);
    }
    case 'reduce': {
      if (list.length === 0) return null;
      let acc: PropertyValue | undefined = list[0];
      for (const item of list.slice(1)) if (item !== null) acc = apply(acc ?? null, item);
      return acc ?? null;
    }
    default: {
      // minby, maxby: the item whose value is least (most); the first of equals.
      let best: { item: PropertyValue; key: PropertyValue | undefined } | null = null;
      for (const item of list) {
        const key = apply(item);
        const order = best === null ? 0 : compareValues(key, best.key);
        if (best === null || (name === 'minby' ? order < 0 : order > 0)) best = { item, key };
      }
      return best?.item ?? null;
    }
  }
}

/** Steps an inline query's expression may take (`selfValue`): its lambdas' calls over the note's lists. */
const SELF_VALUE_STEPS = 1_000_000;

/**
 * The value of `expr` (an inline query's `=…`, `inline-queries.ts`) with `this` the note whose own
 * data is `data` ({@link noteData}), as a column gives it; `expr` reads `this.…` fields of that
 * data alone (no `file.…`, no link followed). `null` where Dataview shows an error instead (an
 * arithmetic operator on a pair it has none for: `this.missing * 2`; an index it refuses), and where
 * its lambdas would take more than {@link SELF_VALUE_STEPS} steps.
 */
export function selfValue(expr: Expr, data: Properties): { value: PropertyValue | undefined } | null {
  const note: QueryNote = { path: '', tags: [], properties: data, links: [] };
  const reading: Reading = { self: note, failed: { error: false }, meter: { left: SELF_VALUE_STEPS } };
  try {
    const value = evaluate(expr, { note }, reading);
    return reading.failed!.error ? null : { value };
  } catch (error) {
    if (error instanceof QueryStepsExceeded) return null;
    throw error;
  }
}

/**
 * The value of a path of names in a note's own data (an inline query's `=this.stats.range`), read
 * as a query reads a field ({@link fieldValue}: each name after the first by {@link indexValue});
 * no link is followed.
 */
export function dataAt(data: Properties, path: readonly string[]): PropertyValue | undefined {
  return path.length === 0 ? undefined : walk(propertyAt(data, path.slice(0, 1)), path.slice(1), undefined);
}

/** The value of a column for a row: its field's, or its expression's, read as `reading` says ({@link Reading}). */
export function columnValue(column: Column, row: Subject, reading: Reading): PropertyValue | undefined {
  return evaluate(columnExpr(column), row, reading);
}

/**
 * What running a query gives: its rows, in its order; or Dataview's error, which the plugin shows
 * in place of the answer (`Every row during operation 'where' failed with an error`); or
 * `overBudget`: the run would spend more than the page may (its meter) or hold more than
 * {@link MAX_QUERY_ROWS} rows, so the site does not answer it.
 */
export type QueryRun = { rows: QueryRow[] } | { error: string } | { overBudget: true };

/** A column as the expression it reads: its expression, or its field's (`fieldExpr`; the parser keeps no column `this` alone). */
const columnExpr = (column: Column): Expr => column.expr ?? fieldExpr(column.field)!;

/**
 * Runs a query as Dataview does ({@link QueryRun}): the notes its `FROM` takes (all when none), in
 * path order (for TASK, each one's tasks in the order written), through its steps in the order
 * written, then its columns read for each row (Dataview's final extraction: a row a column gives
 * an error on is left out, and every row failing is the query's error; the values are kept in
 * `QueryRow.values`). `self`: the note holding the query (`[[#]]`). `meter`: steps left to spend
 * on the rows a FLATTEN makes, each paying what it costs through the steps after it
 * ({@link rowCost}) before it is made, and on the lists and mappings expressions read
 * (`Reading.meter`).
 */
export function executeQuery(
  query: Query,
  notes: readonly QueryNote[],
  self: number,
  meter = { left: Number.POSITIVE_INFINITY },
): QueryRun {
  const scope = new SourceScope(notes, self);
  const taken: number[] = [];
  for (let i = 0; i < notes.length; i++) if (query.from === null || matches(query.from, scope, i)) taken.push(i);
  taken.sort((x, y) => (notes[x]!.path < notes[y]!.path ? -1 : notes[x]!.path > notes[y]!.path ? 1 : 0));
  const rows: QueryRow[] = [];
  for (const index of taken) {
    const note = notes[index]!;
    if (query.type !== 'task') rows.push({ index, note });
    else if (note.tasks !== undefined && note.tasks.length > 0) {
      if (rows.length + note.tasks.length > MAX_QUERY_ROWS) return { overBudget: true };
      for (const task of noteTasks(note)) rows.push({ index, note, task });
    }
  }
  const reading: Reading = { ...readingOver(notes, notes[self]), failed: { error: false }, meter };
  try {
    return runSteps(query, rows, self, reading);
  } catch (error) {
    if (error instanceof QueryStepsExceeded) return { overBudget: true };
    throw error;
  }
}

/** The rows {@link executeQuery} gives, `null` when it gives none (Dataview's error, or past the meter). */
export function runRows(query: Query, notes: readonly QueryNote[], self: number, meter?: { left: number }): QueryRow[] | null {
  const run = executeQuery(query, notes, self, meter);
  return 'rows' in run ? run.rows : null;
}

/**
 * `rows` through `query`'s steps and its columns, as {@link executeQuery} runs them, each
 * expression read as `reading` says. Throws {@link QueryStepsExceeded} when the meter runs out.
 */
function runSteps(query: Query, given: QueryRow[], self: number, reading: Reading): QueryRun {
  let rows = given;
  const failed = reading.failed!;
  const meter = reading.meter!;
  /** Dataview's error for a step every row of which failed. */
  const everyRow = (operation: string): QueryRun => ({ error: `Every row during ${operation} failed with an error.` });
  /** `expr`'s value for `row`, or {@link FAILED} where Dataview gives an error (the row is then left out). */
  const valueOf = (expr: Expr, row: QueryRow): PropertyValue | undefined | typeof FAILED => {
    failed.error = false;
    const value = evaluate(expr, row, reading);
    return failed.error ? FAILED : value;
  };
  for (const [s, step] of query.steps.entries()) {
    const incoming = rows.length;
    let errors = 0;
    if (step.kind === 'where')
      rows = rows.filter((row) => {
        const value = valueOf(step.expr, row);
        if (value === FAILED) errors++;
        return value !== FAILED && truthy(value);
      });
    else if (step.kind === 'limit') {
      // Read once, with `this` alone (Dataview's context holds no row then); a LIMIT that is no number is Dataview's error.
      const n = valueOf(step.expr, { index: self, note: { path: '', tags: [], properties: Object.create(null), links: [] } });
      if (n === FAILED) return { error: "Failed to execute 'limit' statement." };
      if (typeof n !== 'number')
        return { error: `Failed to execute 'limit' statement: limit should be a number, but got '${typeName(n ?? null)}'.` };
      rows = rows.slice(0, n);
    } else if (step.kind === 'flatten') {
      // The rows made from a row pay, before they are made, for being made and for the steps after them.
      const cost = MADE_ROW_COST + rowCost(query, query.steps.slice(s + 1));
      const made: QueryRow[] = [];
      for (const row of rows) {
        const value = valueOf(step.expr, row);
        if (value === FAILED) {
          errors++;
          continue;
        }
        const items = Array.isArray(value) ? value : [value ?? null];
        spend(meter, cost * items.length);
        if (made.length + items.length > MAX_QUERY_ROWS) return { overBudget: true };
        for (const item of items) made.push({ ...row, flat: { name: step.name, value: item, before: row.flat } });
      }
      rows = made;
    } else if (step.kind === 'group') {
      const keyed: Array<{ row: QueryRow; key: PropertyValue | undefined }> = [];
      for (const row of rows) {
        const key = valueOf(step.expr, row);
        if (key === FAILED) errors++;
        else keyed.push({ row, key });
      }
      rows = groupKeyed(keyed).map((group) => ({
        index: group.rows[0]!.index,
        note: group.rows[0]!.note,
        group: { key: group.key, name: step.name, rows: group.rows },
      }));
    } else {
      const keys = step.keys;
      const keyed: Array<{ row: QueryRow; values: Array<PropertyValue | undefined> }> = [];
      for (const row of rows) {
        const values = keys.map((key) => valueOf(key.expr, row));
        if (values.includes(FAILED)) errors++;
        else keyed.push({ row, values: values as Array<PropertyValue | undefined> });
      }
      keyed.sort((x, y) => {
        for (let k = 0; k < keys.length; k++) {
          const order = compareValues(x.values[k], y.values[k]);
          if (order !== 0) return keys[k]!.descending ? -order : order;
        }
        return 0;
      });
      rows = keyed.map((one) => one.row);
    }
    // As Dataview's: a row whose expression gives an error is left out, and a step every row fails is the query's error.
    if (incoming > 0 && errors >= incoming) return everyRow(`operation '${step.kind}'`);
  }
  if (query.type === 'task' || query.columns.length === 0) return { rows };
  // Dataview's final extraction: each row's columns, once; a row one of them fails on is left out.
  const exprs = query.columns.map(columnExpr);
  const extracted: QueryRow[] = [];
  for (const row of rows) {
    const values = exprs.map((expr) => valueOf(expr, row));
    if (!values.includes(FAILED)) extracted.push({ ...row, values: values as Array<PropertyValue | undefined> });
  }
  if (rows.length > 0 && extracted.length === 0) return everyRow('final data extraction');
  return { rows: extracted };
}

/** What {@link runSteps} reads a value as where Dataview gives an error. */
const FAILED = Symbol('failed');

/** The notes (indices into `notes`) of the rows {@link runRows} gives, in its order (none when it gives `null`). */
export function runQuery(query: Query, notes: readonly QueryNote[], self: number): number[] {
  return (runRows(query, notes, self) ?? []).map((row) => row.index);
}

/** A group of a query's rows: its key (no value: `undefined`), and its rows in the query's order. */
interface QueryGroup<R = number> {
  key: PropertyValue | undefined;
  rows: R[];
}

/**
 * Rows with their keys, in the query's order, in groups as Dataview groups them: the groups in the
 * order of their keys (as {@link runQuery} sorts values), each holding its rows in the order they
 * came. Rows whose keys sort as equal share a group.
 */
function groupKeyed<R>(keyed: Array<{ row: R; key: PropertyValue | undefined }>): Array<QueryGroup<R>> {
  // Array.prototype.sort is stable: within a key, the rows keep their order.
  keyed.sort((a, b) => compareValues(a.key, b.key));
  const groups: Array<QueryGroup<R>> = [];
  for (const { row, key } of keyed) {
    const last = groups.at(-1);
    if (last && compareValues(last.key, key) === 0) last.rows.push(row);
    else groups.push({ key, rows: [row] });
  }
  return groups;
}
