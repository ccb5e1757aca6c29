/**
 * A base's view run over the vault's notes (`bases-parse.ts` reads it): which notes it shows
 * ({@link runView}: filtered by the base's and the view's filters, sorted, limited), and the value
 * of each property it shows ({@link propertyValue}). Obsidian's base lists every file of the vault;
 * the site lists its notes. Pure: the caller hands in the notes (the same list Dataview queries see,
 * `QueryNote`, with the frontmatter as properties).
 *
 * Values are those of Bases' language: null, booleans, numbers, text, lists, a link (a property's
 * text that is one `[[wikilink]]` is one, as in Obsidian), the note's file (`file`), a mapping, a
 * pattern (`/…/`, `safe-regex.ts`). Every expression node run
 * counts a step; a run has twice its {@link viewCost} (a list's `filter`, `map` and `reduce` run
 * their expression per item), and past it gives no view. Text built by formulas is bounded ({@link MAX_TEXT}), and so are lists
 * ({@link MAX_ITEMS} values in all, {@link MAX_NESTING} deep); an
 * operation on values of the wrong kind gives null, as an error cell in Obsidian shows nothing.
 */
import type { QueryNote } from './dataview-query.ts';
import { noteName } from './dataview-query.ts';
import type { Properties, PropertyValue } from './property-links.ts';
import { type Expr, type Literal, MAX_DEPTH } from './bases-expression.ts';
import type { Regex } from './safe-regex.ts';
import { type Base, type Filter, formulaName, type SortKey, type View } from './bases-parse.ts';

/**
 * A link (Obsidian's `Link`): to a note (`note`: its index, or `null` when it names none: a file,
 * or a note not written), with its target as written (`Luke`, `Units/Vader#Cost`, without `[[ ]]`
 * or alias) and its display text (`[[Luke|the boss]]`, `link("Luke", "Boss")`). `from`: the note
 * whose property or embed wrote it, whose own link it is drawn as.
 */
interface LinkValue {
  kind: 'link';
  note: number | null;
  target: string;
  display?: string;
  from?: number;
}
/** A value of Bases' expression language. */
export type Value =
  | Literal
  | Value[]
  | LinkValue
  | { kind: 'file'; note: number }
  | { kind: 'object'; value: Properties; owner: number | null }
  | { kind: 'regexp'; regex: Regex; global: boolean };

/**
 * A note as a base reads it: Dataview's `QueryNote` (`links`: the notes it links to or embeds,
 * frontmatter included, which `file.hasLink` and `file.backlinks` read, as Obsidian's backlinks
 * pane counts embeds), and what only bases read.
 */
export interface BaseNote extends QueryNote {
  /** The notes linking to or embedding it, itself left out, in note order (`file.backlinks`; default: none). */
  backlinks?: readonly number[];
  /** The notes its links name, not its embeds (`file.links`; default: `links`). */
  linked?: readonly number[];
  /** Its embeds in order (`file.embeds`): the note embedded (`null`: a file, or nothing) and the target as written. */
  embeds?: readonly { note: number | null; target: string }[];
  /** Its file's size in bytes, as read (`file.size`; default: none, null). */
  size?: number;
}

/** Text a formula may build, at most (characters): past it the value is null. */
const MAX_TEXT = 100_000;
/** Items of a list a formula may build, at most: the items of the lists in it counted too. */
const MAX_ITEMS = 10_000;
/** Lists in lists a formula may build, at most this deep (a list of lists is 2). */
const MAX_NESTING = 32;
/** What a base with a list's `filter`, `map` or `reduce` may cost on top of its expressions' size (steps). */
const LAMBDA_STEPS = 5_000_000;

/** Thrown when a run takes more steps than it was given ({@link runView}). */
class StepsExceeded extends Error {}

/** Lists measured ({@link measure}): a list a formula built is never changed, and may be an item of many. */
const measured = new WeakMap<readonly Value[], { size: number; depth: number }>();

/**
 * A list's items in all (those of the lists in it counted, each time it holds them) and how deep
 * lists nest in it (1: no list in it); `Infinity` deep past {@link MAX_NESTING}. Each list is
 * measured once, so a list built of lists already measured costs its own length.
 */
function measure(list: readonly Value[], depth = 1): { size: number; depth: number } {
  const known = measured.get(list);
  if (known) return known;
  if (depth > MAX_NESTING) return { size: list.length, depth: Infinity };
  let size = list.length;
  let deepest = 1;
  for (const item of list)
    if (Array.isArray(item)) {
      const inner = measure(item, depth + 1);
      size += inner.size;
      deepest = Math.max(deepest, inner.depth + 1);
    }
  const result = { size, depth: deepest };
  if (deepest !== Infinity) measured.set(list, result);
  return result;
}

/**
 * A list a formula builds (`[a, b]`, `list()`, `+`, `map`), or null when it holds more than
 * {@link MAX_ITEMS} items in all or nests lists more than {@link MAX_NESTING} deep: `reduce([acc, acc])`
 * doubling a list, or `reduce([acc])` nesting it once an item, would otherwise build a value no
 * text, comparison or page could hold.
 */
function bounded(list: Value[]): Value {
  const { size, depth } = measure(list);
  return size > MAX_ITEMS || depth > MAX_NESTING ? null : list;
}

/** Spends `n` of the run's steps (work a function does besides running expressions); throws {@link StepsExceeded} past them. */
function spend(scope: Scope, n: number): void {
  scope.steps.left -= n;
  if (scope.steps.left < 0) throw new StepsExceeded();
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A note's values, computed once a run: its formulas. */
interface Row {
  note: number;
  formulas: Map<string, Value>;
  /** Formulas being computed (a cycle gives null; `parseBase` refuses cycles before). */
  computing: Set<string>;
  /** Inside a list's `filter`, `map` or `reduce`: `value`, `index` (and `acc`). */
  locals?: ReadonlyMap<string, Value>;
}

/** What a run reads: the notes, the base, the note showing it (`this`; `null`: none), and the steps it has left. */
interface Scope {
  notes: readonly BaseNote[];
  /** The note a property's `[[target]]` of note `owner` names, as the vault resolved it (`undefined`: not known; then {@link noteNamed}). */
  resolve?: ((owner: number, target: string) => number | null | undefined) | undefined;
  base: Base;
  self: number | null;
  steps: { left: number };
  /** Properties' lists as read (by the frontmatter's list), made when first read: a list read again is not converted again. */
  lists?: WeakMap<readonly PropertyValue[], Value>;
}

/** A property's text that is one wikilink, `[[target]]` or `[[target|display]]` (spaces around allowed). */
const WIKILINK = /^\s*\[\[([^[\]|]+)(?:\|([^[\]]*))?\]\]\s*$/;

/**
 * A property's value of note `owner` (`null`: not known, a mapping's) as Bases reads it: a text
 * that is one wikilink (`"[[Luke]]"`, `"[[Luke|the boss]]"`) a Link to the note it names (as
 * the vault resolved it from `owner`), as Obsidian reads wikilinks in frontmatter; lists item by item.
 */
function fromProperty(scope: Scope, owner: number | null, value: PropertyValue | undefined): Value {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) {
    // Read once a run: a long list read for each item of a `map` (one step each) costs its length once.
    const known = (scope.lists ??= new WeakMap()).get(value);
    if (known !== undefined) return known;
    const list = value.map((v) => fromProperty(scope, owner, v));
    scope.lists.set(value, list);
    return list;
  }
  if (typeof value === 'object') return { kind: 'object', value: value as Properties, owner };
  if (typeof value === 'string') {
    const m = WIKILINK.exec(value);
    if (m) {
      const target = m[1]!.trim();
      const resolved = owner !== null && scope.resolve ? scope.resolve(owner, target) : undefined;
      const note = resolved === undefined ? noteNamed(scope.notes, target) : resolved;
      const link: LinkValue = { kind: 'link', note, target };
      if (m[2] !== undefined && m[2].trim() !== '') link.display = m[2].trim();
      if (owner !== null) link.from = owner;
      return link;
    }
  }
  return value;
}

/** A property of note `i` by name (as written, else ignoring case, as Obsidian's property names are). */
function noteProperty(scope: Scope, i: number, name: string): Value {
  const props = scope.notes[i]!.properties;
  if (Object.hasOwn(props, name)) return fromProperty(scope, i, props[name]);
  const lower = name.toLowerCase();
  for (const key of Object.keys(props)) if (key.toLowerCase() === lower) return fromProperty(scope, i, props[key]);
  return null;
}

const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
const fileName = (path: string): string => path.slice(path.lastIndexOf('/') + 1);
const extOf = (path: string): string => (fileName(path).includes('.') ? fileName(path).slice(fileName(path).lastIndexOf('.') + 1) : '');

/** A `file` field of note `i`. */
function fileField(scope: Scope, i: number, name: string): Value {
  const note = scope.notes[i]!;
  switch (name) {
    case 'name':
      return fileName(note.path);
    case 'basename':
      return noteName(note.path);
    case 'path':
      return note.path;
    case 'folder':
      return folderOf(note.path);
    case 'ext':
      return extOf(note.path);
    case 'tags':
      return note.tags.map((t) => `#${t}`);
    case 'links':
      return [...new Set(note.linked ?? note.links)].map(
        (n): LinkValue => ({ kind: 'link', note: n, target: noteName(scope.notes[n]!.path) }),
      );
    case 'embeds':
      return (note.embeds ?? []).map((e): LinkValue => ({ kind: 'link', note: e.note, target: e.target, from: i }));
    case 'size':
      return note.size ?? null;
    case 'backlinks':
      return (note.backlinks ?? []).map((n): LinkValue => ({ kind: 'link', note: n, target: noteName(scope.notes[n]!.path) }));
    case 'properties':
      return { kind: 'object', value: note.properties, owner: i };
    default:
      return null;
  }
}

/** Whether `value` is truthy, as JavaScript (and Obsidian) reads it; an empty list is false. */
function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return true;
  return Boolean(value);
}

/** The note a path or name (`Folder/Note`, `Note.md`, `[[Note]]`, any case) names: exact path first, else a unique name. */
function noteNamed(notes: readonly QueryNote[], written: string): number | null {
  const wanted = written
    .trim()
    .replace(/^\[\[|\]\]$/g, '')
    .replace(/[|#].*$/, '')
    .replace(/\.md$/i, '')
    .toLowerCase();
  if (wanted === '') return null;
  const { byPath, byName } = namesOf(notes);
  const named = byName.get(wanted);
  return byPath.get(wanted) ?? (named === undefined || named < 0 ? null : named);
}

/** The notes of each list by path (lower case, without `.md`; the first note of a path) and by name (`-1`: several). */
const nameIndexes = new WeakMap<readonly QueryNote[], { byPath: Map<string, number>; byName: Map<string, number> }>();

/** The index of `notes` by path and by name, made once for each list of notes: `file("x")` in a filter then costs no more than the filter. */
function namesOf(notes: readonly QueryNote[]): { byPath: Map<string, number>; byName: Map<string, number> } {
  let index = nameIndexes.get(notes);
  if (index) return index;
  index = { byPath: new Map(), byName: new Map() };
  for (const [i, n] of notes.entries()) {
    const id = n.path.replace(/\.md$/i, '').toLowerCase();
    if (!index.byPath.has(id)) index.byPath.set(id, i);
    const name = id.slice(id.lastIndexOf('/') + 1);
    index.byName.set(name, index.byName.has(name) ? -1 : i);
  }
  nameIndexes.set(notes, index);
  return index;
}

/** A link's target as a text names it: without `[[ ]]`, alias, `.md`, in lower case. */
const targetName = (s: string): string =>
  s
    .trim()
    .replace(/^\[\[|\]\]$/g, '')
    .replace(/\|.*$/, '')
    .replace(/\.md$/i, '')
    .trim()
    .toLowerCase();

/**
 * Two values equal as Bases compares them: links and files by the note (two links to no note by
 * their text, as Obsidian's "Files and links" says), a link and a text when the text names its
 * target as written (`"Luke"`, `"[[Luke]]"`, any case), lists item by item, text and numbers as values.
 */
function equal(a: Value, b: Value): boolean {
  const noteOf = (v: Value): number | null | undefined =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && (v.kind === 'link' || v.kind === 'file') ? v.note : undefined;
  const na = noteOf(a);
  const nb = noteOf(b);
  if (na !== undefined || nb !== undefined) {
    if (isKind(a, 'link') && isKind(b, 'link') && na === null && nb === null) return a.target === b.target;
    if (na !== undefined && nb !== undefined) return na !== null && na === nb;
    const link = isKind(a, 'link') ? a : isKind(b, 'link') ? b : null;
    const other = link === a ? b : a;
    return link !== null && typeof other === 'string' && targetName(other) !== '' && targetName(other) === targetName(link.target);
  }
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => equal(x, b[i]!));
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  // eslint-disable-next-line eqeqeq -- Obsidian compares `price == "3"` as JavaScript's loose equality does for text and numbers.
  if ((typeof a === 'number' && typeof b === 'string') || (typeof a === 'string' && typeof b === 'number'))
    return Number(a) === Number(b) && String(a).trim() !== '' && String(b).trim() !== '';
  return a === b;
}

/**
 * Text of a value, as a formula joining it sees it. A list's text is cut a little past
 * {@link MAX_TEXT} characters (text a formula builds past it is null anyway), so that a list of
 * long texts never builds a text longer than JavaScript holds.
 */
export function valueText(value: Value): string {
  if (value === null) return '';
  if (Array.isArray(value)) return joined(value, ', ');
  if (typeof value === 'object') {
    if (value.kind === 'link') return value.target;
    if (value.kind === 'file') return '';
    if (value.kind === 'regexp') return `/${value.regex.pattern()}/`;
    return JSON.stringify(value.value);
  }
  return String(value);
}

const text = (s: string): Value => (s.length > MAX_TEXT ? null : s);

/** The items' texts joined by `separator`, stopped once past {@link MAX_TEXT} characters. */
function joined(list: readonly Value[], separator: string): string {
  let out = '';
  for (const [i, item] of list.entries()) {
    out += (i > 0 ? separator : '') + valueText(item);
    if (out.length > MAX_TEXT) break;
  }
  return out;
}
export const num = (v: Value): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;

function binary(op: string, a: Value, b: Value): Value {
  switch (op) {
    case '==':
      return equal(a, b);
    case '!=':
      return !equal(a, b);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (a === null || b === null) return false;
      const c =
        typeof a === 'number' && typeof b === 'number'
          ? a - b
          : typeof a === 'string' && typeof b === 'string'
            ? collator.compare(a, b)
            : null;
      if (c === null || Number.isNaN(c)) return false;
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    case '+':
      if (typeof a === 'number' && typeof b === 'number') return a + b;
      if (Array.isArray(a) && Array.isArray(b)) return a.length + b.length > MAX_ITEMS ? null : bounded([...a, ...b]);
      if (typeof a === 'string' || typeof b === 'string') return text(valueText(a) + valueText(b));
      return null;
    default: {
      const x = num(a);
      const y = num(b);
      if (x === null || y === null) return null;
      const r = op === '-' ? x - y : op === '*' ? x * y : op === '/' ? x / y : x % y;
      return Number.isFinite(r) ? r : null;
    }
  }
}

/** Whether `v` is a value of kind `kind` (a link, a file, a mapping, a pattern). */
export function isKind<K extends 'link' | 'file' | 'object' | 'regexp'>(v: Value | undefined, kind: K): v is Extract<Value, { kind: K }> {
  return v !== null && v !== undefined && typeof v === 'object' && !Array.isArray(v) && v.kind === kind;
}

/**
 * `text.replace(pattern, replacement)` as Obsidian's Functions page gives it: every occurrence of
 * a text pattern, a `/…/` pattern's first match (every match with `g`, `$1` naming a group); null
 * past {@link MAX_TEXT} or for a replacement RE2 cannot read.
 */
function replace(text: string, pattern: Value, replacement: string): Value {
  if (isKind(pattern, 'regexp')) {
    try {
      const matcher = pattern.regex.matcher(text);
      const out = pattern.global ? matcher.replaceAll(replacement) : matcher.replaceFirst(replacement);
      return out.length > MAX_TEXT ? null : out;
    } catch {
      return null;
    }
  }
  const find = valueText(pattern);
  if (find === '') return text;
  const out = text.split(find).join(replacement);
  return out.length > MAX_TEXT ? null : out;
}

/**
 * A list's `filter(test)`, `map(expression)` or `reduce(expression, initial)`: the expression run
 * for each item with `value` the item and `index` its place (from 0), and for `reduce` `acc` the
 * value so far (`initial` at first). Bounded by the run's steps and by {@link MAX_ITEMS}.
 */
function eachItem(scope: Scope, row: Row, name: 'filter' | 'map' | 'reduce', list: readonly Value[], args: readonly Expr[]): Value {
  const body = args[0];
  if (body === undefined) return null;
  const run = (item: Value, index: number, acc?: Value): Value => {
    const locals = new Map<string, Value>([
      ['value', item],
      ['index', index],
    ]);
    if (acc !== undefined) locals.set('acc', acc);
    return evaluate(scope, { ...row, locals }, body);
  };
  if (name === 'reduce') {
    let acc = args.length > 1 ? evaluate(scope, row, args[1]!) : null;
    for (const [i, item] of list.entries()) acc = run(item, i, acc);
    return acc;
  }
  if (name === 'filter') return list.filter((item, i) => truthy(run(item, i)));
  const out = list.map((item, i) => run(item, i));
  return out.length > MAX_ITEMS ? null : bounded(out);
}

/** A key two values share when one item of a list of such values equals another (`equal` is `===` for them); `undefined` for other values. */
function plainKey(v: Value): string | undefined {
  if (typeof v === 'string') return `s${v}`;
  if (typeof v === 'number') return Number.isNaN(v) ? undefined : `n${v}`;
  if (typeof v === 'boolean' || v === null) return `b${v}`;
  return undefined;
}

/**
 * A list's `unique()`: each item that equals no item before it (`equal`). A list of texts alone,
 * numbers alone or booleans alone is read once through a set; any other list compares each item
 * with those before it, one step of the run a comparison ({@link spend}), so that a long mixed
 * list costs a run its steps, not minutes.
 */
function unique(scope: Scope, list: readonly Value[]): Value[] {
  const kinds = new Set(list.map((v) => typeof v));
  if (kinds.size === 1 && !kinds.has('object') && list.every((v) => plainKey(v) !== undefined)) {
    const seen = new Set<string>();
    return list.filter((v) => {
      const key = plainKey(v)!;
      return !seen.has(key) && seen.add(key) !== undefined;
    });
  }
  return list.filter((v, i) => {
    const first = list.findIndex((w) => equal(v, w));
    spend(scope, first < 0 ? list.length : first);
    return first === i;
  });
}

/** Runs `name(args)` on `object` (a method), or a global function when `object` is `undefined`. */
function call(scope: Scope, row: Row, name: string, object: Value | undefined, args: readonly Expr[]): Value {
  const arg = (i: number): Value => (i < args.length ? evaluate(scope, row, args[i]!) : null);
  const all = (): Value[] => args.map((a) => evaluate(scope, row, a));
  if (object === undefined) {
    switch (name) {
      case 'if':
        return truthy(arg(0)) ? arg(1) : arg(2);
      case 'min':
      case 'max': {
        const ns = all()
          .map(num)
          .filter((n): n is number => n !== null);
        return ns.length === 0 ? null : name === 'min' ? Math.min(...ns) : Math.max(...ns);
      }
      case 'number': {
        const v = arg(0);
        return typeof v === 'boolean' ? Number(v) : num(v);
      }
      case 'list': {
        const v = arg(0);
        return Array.isArray(v) ? v : bounded([v]);
      }
      case 'link': {
        const v = arg(0);
        const display = args.length > 1 ? valueText(arg(1)) : '';
        let link: LinkValue;
        if (isKind(v, 'file')) link = { kind: 'link', note: v.note, target: noteName(scope.notes[v.note]!.path) };
        else if (isKind(v, 'link')) link = { ...v };
        else {
          const m = WIKILINK.exec(valueText(v));
          const target = m ? m[1]!.trim() : valueText(v);
          link = { kind: 'link', note: noteNamed(scope.notes, target), target };
          if (m?.[2]?.trim()) link.display = m[2].trim();
        }
        if (display !== '') link.display = display;
        return link;
      }
      case 'file': {
        const v = arg(0);
        const note = isKind(v, 'file') || isKind(v, 'link') ? v.note : noteNamed(scope.notes, valueText(v));
        return note === null ? null : { kind: 'file', note };
      }
      default:
        return null;
    }
  }
  if (isKind(object, 'link')) {
    switch (name) {
      case 'asFile':
        return object.note === null ? null : { kind: 'file', note: object.note };
      case 'linksTo': {
        // Whether the note linked to links to the file (Obsidian's Functions: `link.linksTo(file)`).
        const v = arg(0);
        const note = isKind(v, 'file') || isKind(v, 'link') ? v.note : noteNamed(scope.notes, valueText(v));
        return note !== null && object.note !== null && scope.notes[object.note]!.links.includes(note);
      }
      case 'isEmpty':
        return false;
      case 'isTruthy':
        return true;
      case 'toString':
        return object.target;
    }
    // Obsidian's Link is a kind of String (`LinkValue extends StringValue`): text functions read its target as written.
    return call(scope, row, name, object.target, args);
  }
  if (isKind(object, 'regexp')) return name === 'matches' ? object.regex.test(valueText(arg(0))) : null;
  if (isKind(object, 'object')) {
    switch (name) {
      case 'keys':
        return Object.keys(object.value).slice(0, MAX_ITEMS);
      case 'values':
        return Object.values(object.value)
          .slice(0, MAX_ITEMS)
          .map((v) => fromProperty(scope, object.owner, v));
      case 'isEmpty':
        return Object.keys(object.value).length === 0;
    }
  }
  // The file's own functions.
  if (object !== null && typeof object === 'object' && !Array.isArray(object) && object.kind === 'file') {
    const note = scope.notes[object.note]!;
    switch (name) {
      case 'hasTag':
        return all().some((v) => {
          const tag = valueText(v).replace(/^#/, '').toLowerCase();
          return tag !== '' && note.tags.some((t) => t === tag || t.startsWith(`${tag}/`));
        });
      case 'inFolder': {
        const folder = valueText(arg(0)).replace(/^\/+|\/+$/g, '');
        const own = folderOf(note.path);
        return folder === '' || own === folder || own.startsWith(`${folder}/`);
      }
      case 'hasLink': {
        const v = arg(0);
        const target =
          v !== null && typeof v === 'object' && !Array.isArray(v) && (v.kind === 'file' || v.kind === 'link')
            ? v.note
            : noteNamed(scope.notes, valueText(v));
        return target !== null && note.links.includes(target);
      }
      case 'hasProperty': {
        const key = valueText(arg(0));
        return Object.keys(note.properties).some((k) => k === key);
      }
      case 'asLink': {
        const link: LinkValue = { kind: 'link', note: object.note, target: noteName(note.path) };
        const display = args.length > 0 ? valueText(arg(0)) : '';
        if (display !== '') link.display = display;
        return link;
      }
      default:
        return null;
    }
  }
  switch (name) {
    case 'isEmpty':
      return object === null || object === '' || (Array.isArray(object) && object.length === 0);
    case 'slice':
      if (typeof object === 'string' || Array.isArray(object)) {
        const start = num(arg(0)) ?? 0;
        const end = args.length > 1 ? num(arg(1)) : null;
        return object.slice(Math.trunc(start), end === null ? undefined : Math.trunc(end));
      }
      return null;
    case 'isTruthy':
      return truthy(object);
    case 'toString':
      return text(valueText(object));
  }
  if (Array.isArray(object)) {
    switch (name) {
      case 'contains':
        return object.some((v) => equal(v, arg(0)));
      case 'containsAll':
        return all().every((x) => object.some((v) => equal(v, x)));
      case 'containsAny':
        return all().some((x) => object.some((v) => equal(v, x)));
      case 'join':
        return text(joined(object, args.length ? valueText(arg(0)) : ','));
      case 'reverse':
        return [...object].reverse();
      case 'unique':
        return unique(scope, object);
      case 'sort':
        return [...object].sort(compareValues);
      case 'flat': {
        const out = object.flatMap((v) => (Array.isArray(v) ? v : [v]));
        return out.length > MAX_ITEMS ? null : out;
      }
      case 'filter':
      case 'map':
      case 'reduce':
        return eachItem(scope, row, name, object, args);
      default:
        return null;
    }
  }
  if (typeof object === 'string') {
    switch (name) {
      case 'contains':
        return object.includes(valueText(arg(0)));
      case 'containsAll':
        return all().every((v) => object.includes(valueText(v)));
      case 'containsAny':
        return all().some((v) => object.includes(valueText(v)));
      case 'startsWith':
        return object.startsWith(valueText(arg(0)));
      case 'endsWith':
        return object.endsWith(valueText(arg(0)));
      case 'lower':
        return object.toLowerCase();
      case 'upper':
        return object.toUpperCase();
      case 'title':
        return object.replace(/(^|\s)(\p{L})/gu, (_, s: string, l: string) => s + l.toUpperCase());
      case 'trim':
        return object.trim();
      case 'reverse':
        return [...object].reverse().join('');
      case 'repeat': {
        const n = Math.trunc(num(arg(0)) ?? 0);
        // `1e999` reads as Infinity: no text repeats it, not even the empty one.
        return !Number.isFinite(n) || n < 0 || object.length * n > MAX_TEXT ? null : object.repeat(n);
      }
      case 'replace':
        return replace(object, arg(0), valueText(arg(1)));
      case 'split': {
        const sep = arg(0);
        const limit = args.length > 1 ? Math.max(0, Math.trunc(num(arg(1)) ?? 0)) : MAX_ITEMS;
        const parts = isKind(sep, 'regexp') ? sep.regex.split(object, -1) : object.split(valueText(sep));
        return parts.slice(0, Math.min(limit, MAX_ITEMS));
      }
      default:
        return null;
    }
  }
  if (typeof object === 'number') {
    const digits = (): number => {
      const d = num(arg(0)) ?? 0;
      return Math.min(100, Math.max(0, Math.trunc(d)));
    };
    switch (name) {
      case 'abs':
        return Math.abs(object);
      case 'ceil':
        return Math.ceil(object);
      case 'floor':
        return Math.floor(object);
      case 'round': {
        const f = 10 ** digits();
        const r = Math.round(object * f) / f;
        return Number.isFinite(r) ? r : object;
      }
      case 'toFixed':
        return object.toFixed(digits());
      default:
        return null;
    }
  }
  return null;
}

/**
 * A member of a value: `file.x`, `note.x`, `formula.x`, `this.file`, `this.note`, `this.x` (a
 * property of the note showing the base), a file's field, `list.length`, `text.length`, a
 * mapping's key.
 */
function member(scope: Scope, row: Row, object: Expr, name: string): Value {
  if (object.k === 'name') {
    if (object.name === 'file') return fileField(scope, row.note, name);
    if (object.name === 'note') return noteProperty(scope, row.note, name);
    if (object.name === 'formula') return formula(scope, row, name);
  }
  if (object.k === 'this') {
    if (scope.self === null) return null;
    if (name === 'file') return { kind: 'file', note: scope.self };
    // Formulas are computed for the notes a view lists, not for the note showing it.
    if (name === 'formula') return null;
    const note = scope.notes[scope.self]!;
    return name === 'note' ? { kind: 'object', value: note.properties, owner: scope.self } : noteProperty(scope, scope.self, name);
  }
  return field(scope, evaluate(scope, row, object), name);
}

function field(scope: Scope, value: Value, name: string): Value {
  if (name === 'length' && (typeof value === 'string' || Array.isArray(value))) return value.length;
  if (name === 'length' && isKind(value, 'link')) return value.target.length;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'file')
    return fileField(scope, value.note, name);
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'object') {
    return Object.hasOwn(value.value, name) ? fromProperty(scope, value.owner, value.value[name]) : null;
  }
  return null;
}

function formula(scope: Scope, row: Row, name: string): Value {
  const known = row.formulas.get(name);
  if (known !== undefined) return known;
  const expr = scope.base.formulas.get(name);
  // A formula named by a computed key (`formula["f" + n]`) escapes `parseBase`'s check of formulas
  // using each other: past MAX_DEPTH formulas computing at once, as past a cycle, the value is null.
  if (!expr || row.computing.has(name) || row.computing.size > MAX_DEPTH) return null;
  row.computing.add(name);
  // A formula is the note's, whatever list item an expression using it is at.
  const value = evaluate(scope, { note: row.note, formulas: row.formulas, computing: row.computing }, expr);
  row.computing.delete(name);
  row.formulas.set(name, value);
  return value;
}

/** The value of `expr` for the row's note. */
function evaluate(scope: Scope, row: Row, expr: Expr): Value {
  if (--scope.steps.left < 0) throw new StepsExceeded();
  switch (expr.k) {
    case 'lit':
      return expr.value;
    case 'regex':
      return { kind: 'regexp', regex: expr.regex, global: expr.global };
    case 'name':
      if (row.locals?.has(expr.name)) return row.locals.get(expr.name)!;
      return expr.name === 'file' ? { kind: 'file', note: row.note } : noteProperty(scope, row.note, expr.name);
    case 'this':
      return scope.self === null ? null : { kind: 'file', note: scope.self };
    case 'member':
      return member(scope, row, expr.object, expr.name);
    case 'index': {
      const index = evaluate(scope, row, expr.index);
      if (
        expr.object.k === 'this' ||
        (expr.object.k === 'name' && (expr.object.name === 'note' || expr.object.name === 'formula' || expr.object.name === 'file'))
      )
        return member(scope, row, expr.object, valueText(index));
      const object = evaluate(scope, row, expr.object);
      if (Array.isArray(object) && typeof index === 'number') return object.at(Math.trunc(index)) ?? null;
      return field(scope, object, valueText(index));
    }
    case 'call':
      return call(scope, row, expr.name, undefined, expr.args);
    case 'method':
      return call(scope, row, expr.name, evaluate(scope, row, expr.object), expr.args);
    case 'list':
      return bounded(expr.items.map((item) => evaluate(scope, row, item)));
    case 'not':
      return !truthy(evaluate(scope, row, expr.operand));
    case 'neg': {
      const n = num(evaluate(scope, row, expr.operand));
      return n === null ? null : -n;
    }
    case 'binary':
      if (expr.op === '&&') return truthy(evaluate(scope, row, expr.left)) && truthy(evaluate(scope, row, expr.right));
      if (expr.op === '||') return truthy(evaluate(scope, row, expr.left)) || truthy(evaluate(scope, row, expr.right));
      return binary(expr.op, evaluate(scope, row, expr.left), evaluate(scope, row, expr.right));
  }
}

function passes(scope: Scope, row: Row, filter: Filter | null): boolean {
  if (filter === null) return true;
  switch (filter.k) {
    case 'expr':
      return truthy(evaluate(scope, row, filter.expr));
    case 'and':
      return filter.items.every((f) => passes(scope, row, f));
    case 'or':
      return filter.items.some((f) => passes(scope, row, f));
    case 'not':
      return !filter.items.some((f) => passes(scope, row, f));
  }
}

/** The value a view shows for a property (`file.name`, `note.x`, `x`, `formula.x`) of a note of a run. */
export function propertyValue(run: ViewRun, index: number, property: string): Value {
  const row = run.rows.get(index) ?? { note: index, formulas: new Map(), computing: new Set() };
  const name = formulaName(property);
  if (name !== null) {
    // Past the run's steps a formula is null, as an error cell shows nothing; `runView` then shows no view.
    try {
      return formula(run.scope, row, name);
    } catch (error) {
      if (error instanceof StepsExceeded) return null;
      throw error;
    }
  }
  if (property.startsWith('file.')) return fileField(run.scope, index, property.slice(5));
  return noteProperty(run.scope, index, property.startsWith('note.') ? property.slice(5) : property);
}

/** Orders two values for a sort: numbers as numbers, text with numbers as numbers, no value last. */
function compareValues(a: Value, b: Value): number {
  const empty = (v: Value): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(valueText(a), valueText(b));
}

/** A view run: the notes it shows (indices into the notes, in its order), and what computing their values needs. */
export interface ViewRun {
  /** Notes shown, in the view's order, after `limit`. */
  notes: number[];
  scope: Scope;
  rows: Map<number, Row>;
  /** Steps the run took (set by {@link runView}). */
  steps: number;
}

/**
 * What running `view` of `base` over `notes` notes costs, in steps (an expression's node run for
 * one note): each note runs the base's expressions; a list's `filter`, `map` or `reduce` may run
 * many times over, so a base using one costs {@link LAMBDA_STEPS} more.
 */
export function viewCost(base: Base, notes: number): number {
  return (base.weight + 1) * Math.max(1, notes) + (base.lambdas ? LAMBDA_STEPS : 0);
}

/** What {@link runView} is told besides the base, the view and the notes. */
export interface RunOptions {
  /** Whether note `i` has a page: only those are listed (default: all). */
  published?: (index: number) => boolean;
  /** The note showing the base, which `this` names (an index into the notes; default `null`: none, and `this` is null). */
  self?: number | null;
  /** How many of the notes listed are drawn: their shown properties are computed in the run (default 2,000). */
  drawn?: number;
  /** Steps the run may take at most, below twice its {@link viewCost} (default: no lower bound). */
  maxSteps?: number;
  /** The note a `[[target]]` in a property of note `owner` names, as the vault resolved it (`null`: none; `undefined`, or no function: by path, else a unique name). */
  resolve?: (owner: number, target: string) => number | null | undefined;
}

/**
 * The notes `view` of `base` shows among `notes` (those `options.published` says have a page): the
 * base's filters and the view's (both must hold), ordered by the view's `sort` keys (then by path,
 * as Obsidian's default order; numbers as numbers), grouped keys first when `groupBy` is given, at
 * most `limit`; the properties the view shows computed for the first `options.drawn` of them, so
 * that drawing them runs nothing more. `null` when that takes more than twice
 * {@link viewCost} steps (a `map` over long lists), or more than `options.maxSteps`: the view is
 * then not shown.
 */
export function runView(base: Base, view: View, notes: readonly BaseNote[], options: RunOptions = {}): ViewRun | null {
  const allowed = Math.min(2 * viewCost(base, notes.length) + 10_000, options.maxSteps ?? Number.POSITIVE_INFINITY);
  const steps = { left: allowed };
  try {
    const scope: Scope = { notes, base, self: options.self ?? null, steps, resolve: options.resolve };
    const run = listed(base, view, scope, options.published ?? (() => true));
    const shown = [...view.order, ...view.summaries.keys()];
    for (const i of run.notes.slice(0, options.drawn ?? 2_000)) for (const p of shown) propertyValue(run, i, p);
    run.steps = allowed - steps.left;
    return steps.left < 0 ? null : run;
  } catch (error) {
    if (error instanceof StepsExceeded) return null;
    throw error;
  }
}

function listed(base: Base, view: View, scope: Scope, published: (index: number) => boolean): ViewRun {
  const { notes } = scope;
  const rows = new Map<number, Row>();
  const shown: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    if (!published(i)) continue;
    const row: Row = { note: i, formulas: new Map(), computing: new Set() };
    if (!passes(scope, row, base.filters) || !passes(scope, row, view.filters)) continue;
    rows.set(i, row);
    shown.push(i);
  }
  const run: ViewRun = { notes: shown, scope, rows, steps: 0 };
  const keys: SortKey[] = [...(view.groupBy ? [view.groupBy] : []), ...view.sort];
  const values = new Map(shown.map((i) => [i, keys.map((k) => propertyValue(run, i, k.property))]));
  shown.sort((x, y) => {
    const vx = values.get(x)!;
    const vy = values.get(y)!;
    for (const [k, key] of keys.entries()) {
      const c = compareValues(vx[k]!, vy[k]!);
      if (c !== 0) return key.descending ? -c : c;
    }
    const a = notes[x]!.path;
    const b = notes[y]!.path;
    return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  });
  if (view.limit !== null && shown.length > view.limit) shown.length = view.limit;
  return run;
}
