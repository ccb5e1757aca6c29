/**
 * Values of Bases' expression language and what a formula does with them, with no note read:
 * their kinds ({@link Value}), truth, equality (`==`, links by the note they name), order for a
 * sort, text, and the operators (`+ - * / % < <= > >=`). Lists and texts a formula builds are
 * bounded ({@link MAX_TEXT}, {@link MAX_ITEMS}, {@link MAX_NESTING}); an operation on values of
 * the wrong kind gives null, as an error cell in Obsidian shows nothing.
 */
import type { QueryNote } from './dataview-query.ts';
import type { Properties } from './property-links.ts';
import type { Literal } from './bases-expression.ts';
import type { Regex } from './safe-regex.ts';

/**
 * A link (Obsidian's `Link`): to a note (`note`: its index, or `null` when it names none: a file,
 * or a note not written), with its target as written (`Luke`, `Units/Vader#Cost`, without `[[ ]]`
 * or alias) and its display text (`[[Luke|the boss]]`, `link("Luke", "Boss")`). `from`: the note
 * whose property or embed wrote it, whose own link it is drawn as.
 */
export interface LinkValue {
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

/** Text a formula may build, at most (characters): past it the value is null. */
export const MAX_TEXT = 100_000;
/** Items of a list a formula may build, at most: the items of the lists in it counted too. */
export const MAX_ITEMS = 10_000;
/** Lists in lists a formula may build, at most this deep (a list of lists is 2). */
const MAX_NESTING = 32;

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
export function bounded(list: Value[]): Value {
  const { size, depth } = measure(list);
  return size > MAX_ITEMS || depth > MAX_NESTING ? null : list;
}

export const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** A property's text that is one wikilink, `[[target]]` or `[[target|display]]` (spaces around allowed). */
export const WIKILINK = /^\s*\[\[([^[\]|]+)(?:\|([^[\]]*))?\]\]\s*$/;

/** Whether `value` is truthy, as JavaScript (and Obsidian) reads it; an empty list is false. */
export function truthy(value: Value): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value !== null && typeof value === 'object') return true;
  return Boolean(value);
}

/** The note a path or name (`Folder/Note`, `Note.md`, `[[Note]]`, any case) names: exact path first, else a unique name. */
export function noteNamed(notes: readonly QueryNote[], written: string): number | null {
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
export function equal(a: Value, b: Value): boolean {
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

export const text = (s: string): Value => (s.length > MAX_TEXT ? null : s);

/** The items' texts joined by `separator`, stopped once past {@link MAX_TEXT} characters. */
export function joined(list: readonly Value[], separator: string): string {
  let out = '';
  for (const [i, item] of list.entries()) {
    out += (i > 0 ? separator : '') + valueText(item);
    if (out.length > MAX_TEXT) break;
  }
  return out;
}
export const num = (v: Value): number | null =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;

export function binary(op: string, a: Value, b: Value): Value {
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

/** Orders two values for a sort: numbers as numbers, text with numbers as numbers, no value last. */
export function compareValues(a: Value, b: Value): number {
  const empty = (v: Value): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0);
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(valueText(a), valueText(b));
}
