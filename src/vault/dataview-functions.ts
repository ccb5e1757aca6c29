/**
 * Dataview's functions a query's condition or column may call on the site (the names
 * `dataview-parse.ts` reads, with their arity), run as the Dataview plugin runs them, over values
 * as `dataview-values.ts` reads them. Text: `lower`, `upper`, `replace` (every occurrence),
 * `regextest` (a match anywhere), `regexmatch` (the whole text), `regexreplace` (every match, `$1`
 * naming a group), `split` (at a pattern's matches), `substring`, `truncate` (with `...` or the
 * suffix given), `padleft`, `padright`, `containsword` (a whole word, ignoring case), `startswith`,
 * `endswith`. Numbers: `round` (to `digits` places), `trunc`, `floor`, `ceil`, `number` (the first
 * number in a text), `sum`, `product`, `average`, `min`, `max` (of the arguments, or of one list).
 * Lists: `length`, `list`, `join` (with ", " or the separator given), `nonnull`, `reverse`, `sort`,
 * `reduce` (by an operator: `reduce(costs, "+")`; with a lambda, as `filter`, `map`, `minby`,
 * `maxby` and `any`, `all`, `none`, `sort` given one: `dataview-query.ts`),
 * `unique`, `flat`, `slice`, `all`, `any`, `none`, `contains`, `icontains`, `econtains` (an item
 * or a text part, exactly), `array` (as `list`). Mappings: `object` (keys and values in turn),
 * `extract` (the keys given). Any value: `default` (a value for none), `ldefault` (the same, not
 * item by item), `choice`, `string`, `typeof`, `elink` (a link to a web address),
 * `link`, `embed` (a link drawn as an embed: an image the site publishes shows). As in Dataview, `lower`, `upper`, `round`, `trunc`, `floor`, `ceil`, `replace`,
 * `regexreplace` and `default` apply to each item of a list.
 *
 * Patterns are RE2's (`safe-regex.ts`): linear in the text, no back-references or look-around; one
 * it cannot compile gives no value. Bounded: text built is at most {@link MAX_TEXT} characters and
 * a list {@link MAX_ITEMS} items, past which the value is none. Pure.
 */
import type { PropertyValue } from './property-links.ts';
import { compareValues, containsValue, embedOf, linkOf, same, stringText, truthy, typeName } from './dataview-values.ts';
import { compilePattern, type Regex } from './safe-regex.ts';

/** Text a function may build, at most (characters). */
const MAX_TEXT = 100_000;
/** Items of a list a function may build, at most. */
const MAX_ITEMS = 10_000;

type Value = PropertyValue | undefined;

/** Patterns compiled lately, by text (`null`: RE2 cannot run it). */
const patterns = new Map<string, Regex | null>();

function pattern(source: Value): Regex | null {
  if (typeof source !== 'string') return null;
  let regex = patterns.get(source);
  if (regex === undefined) {
    try {
      regex = compilePattern(source);
    } catch {
      regex = null;
    }
    if (patterns.size >= 256) patterns.delete(patterns.keys().next().value!);
    patterns.set(source, regex);
  }
  return regex;
}

const text = (s: string): Value => (s.length > MAX_TEXT ? null : s);
const items = (list: PropertyValue[]): Value => (list.length > MAX_ITEMS ? null : list);
const numbers = (v: Value): number[] => (Array.isArray(v) ? v : [v]).filter((n): n is number => typeof n === 'number');

/** A value as text, as Dataview's `string()` writes it (`dataview-values.ts`, {@link stringText}). */
const valueText = (value: Value): string => stringText(value, MAX_TEXT);

/** `f` applied to `value`, or to each item when `value` is a list (Dataview's vectorised functions). */
function each(value: Value, f: (v: Value) => Value): Value {
  return Array.isArray(value) ? value.map((v) => f(v) ?? null) : f(value);
}

const onText = (f: (s: string) => Value) => (v: Value) => (typeof v === 'string' ? f(v) : v);
const onNumber = (f: (n: number) => number) => (v: Value) => (typeof v === 'number' ? f(v) : v);

/** `list` flattened `depth` levels. */
function flat(list: readonly PropertyValue[], depth: number): PropertyValue[] {
  const out: PropertyValue[] = [];
  for (const v of list) {
    if (Array.isArray(v) && depth > 0) out.push(...flat(v, depth - 1));
    else out.push(v);
    if (out.length > MAX_ITEMS) break;
  }
  return out;
}

/**
 * `list` without repeats, as Dataview's `unique` (items equal by {@link compareValues}' 0, as `=`
 * compares): the first of each kept, in the list's order. Sorted once (n log n), not each pair compared.
 */
function unique(list: readonly PropertyValue[]): PropertyValue[] {
  const order = list.map((_, i) => i).sort((x, y) => compareValues(list[x], list[y]) || x - y);
  const kept = new Array<boolean>(list.length).fill(false);
  for (const [k, i] of order.entries()) if (k === 0 || compareValues(list[order[k - 1]!], list[i]) !== 0) kept[i] = true;
  return list.filter((_, i) => kept[i]);
}

/** Dataview's `extract(object, key, …)`: a mapping of the keys given, each with its value in `object` (none: no value). */
function extract(object: Value, keys: readonly Value[]): Value {
  if (object === null || object === undefined || typeof object !== 'object' || Array.isArray(object)) return null;
  const out: Record<string, PropertyValue> = Object.create(null);
  for (const key of keys) {
    if (typeof key !== 'string') return null;
    out[key] = Object.hasOwn(object, key) ? (object[key] ?? null) : null;
  }
  return out;
}

function pad(s: Value, length: Value, fill: Value, left: boolean): Value {
  if (typeof length !== 'number') return s ?? null;
  const str = valueText(s);
  const n = Math.trunc(length);
  if (n > MAX_TEXT) return null;
  const padding = typeof fill === 'string' && fill !== '' ? fill : ' ';
  return left ? str.padStart(n, padding) : str.padEnd(n, padding);
}

/**
 * Dataview's function `name` (lower case, one of those `dataview-parse.ts` reads) over the values
 * of its arguments; no value (`null`) where Dataview gives none or an error.
 */
export function callFunction(name: string, args: readonly Value[]): Value {
  const [a, b, c] = args;
  switch (name) {
    case 'length':
      return Array.isArray(a) ? a.length : typeof a === 'string' ? a.length : 0;
    case 'link':
      return linkOf(a, b);
    case 'embed':
      return embedOf(a, b);
    case 'contains':
    case 'icontains':
      return a === undefined || a === null || b === undefined ? false : containsValue(a, b, name === 'icontains', 0);
    case 'econtains':
      if (Array.isArray(a)) return a.some((v) => same(v, b));
      return typeof a === 'string' && typeof b === 'string' ? a.includes(b) : same(a, b);
    case 'containsword': {
      if (typeof a !== 'string' || typeof b !== 'string') return false;
      const word = b.toLowerCase();
      return a
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .includes(word);
    }
    case 'startswith':
      return typeof a === 'string' && typeof b === 'string' && a.startsWith(b);
    case 'endswith':
      return typeof a === 'string' && typeof b === 'string' && a.endsWith(b);
    case 'lower':
      return each(
        a,
        onText((s) => s.toLowerCase()),
      );
    case 'upper':
      return each(
        a,
        onText((s) => s.toUpperCase()),
      );
    case 'round': {
      const digits = typeof b === 'number' ? Math.min(100, Math.max(0, Math.trunc(b))) : 0;
      return each(
        a,
        onNumber((n) => {
          const f = 10 ** digits;
          const r = Math.round(n * f) / f;
          return Number.isFinite(r) ? r : n;
        }),
      );
    }
    case 'trunc':
      return each(a, onNumber(Math.trunc));
    case 'floor':
      return each(a, onNumber(Math.floor));
    case 'ceil':
      return each(a, onNumber(Math.ceil));
    case 'default':
      return each(a, (v) => (v === undefined || v === null ? (b ?? null) : v));
    case 'choice':
      return truthy(a) ? (b ?? null) : (c ?? null);
    case 'join':
      return Array.isArray(a) ? text(a.map((v) => valueText(v)).join(typeof b === 'string' ? b : ', ')) : valueText(a);
    case 'sum':
    case 'product':
    case 'average': {
      const ns = numbers(a);
      if (ns.length === 0) return null;
      if (name === 'product') return ns.reduce((x, y) => x * y, 1);
      const sum = ns.reduce((x, y) => x + y, 0);
      return name === 'sum' ? sum : sum / ns.length;
    }
    case 'min':
    case 'max': {
      const all = args.length === 1 && Array.isArray(a) ? a : args;
      const present = all.filter((v): v is PropertyValue => v !== undefined && v !== null);
      if (present.length === 0) return null;
      return present.reduce((x, y) => ((name === 'min' ? compareValues(y, x) < 0 : compareValues(y, x) > 0) ? y : x));
    }
    case 'number': {
      if (typeof a === 'number') return a;
      if (typeof a !== 'string') return null;
      const m = /-?\d+(?:\.\d+)?/.exec(a);
      return m ? Number(m[0]) : null;
    }
    case 'string':
      return valueText(a);
    case 'typeof':
      return a === undefined ? 'null' : typeName(a);
    case 'list':
    case 'array':
      return args.map((v) => v ?? null);
    case 'object': {
      // `object("name", "Pip", "hp", 12)`: keys (texts) and values in turn; any other key is Dataview's error.
      if (args.length % 2 !== 0) return null;
      const out: Record<string, PropertyValue> = Object.create(null);
      for (let i = 0; i < args.length; i += 2) {
        const key = args[i];
        if (typeof key !== 'string') return null;
        out[key] = args[i + 1] ?? null;
      }
      return out;
    }
    case 'extract':
      return each(a, (object) => extract(object, args.slice(1)));
    case 'ldefault':
      return a === undefined || a === null ? (b ?? null) : a;
    case 'elink':
      // A link to a web address, as Markdown draws one: `[shown](url)`; no address, no value.
      if (typeof a !== 'string' || a.trim() === '') return null;
      return `[${typeof b === 'string' && b !== '' ? b.replace(/[[\]]/g, '') : a.replace(/[[\]]/g, '')}](${a.replace(/[\s()]/g, encodeURIComponent)})`;
    case 'nonnull':
      return Array.isArray(a) ? a.filter((v) => v !== null) : a === null || a === undefined ? [] : [a];
    case 'reverse':
      return Array.isArray(a) ? [...a].reverse() : typeof a === 'string' ? [...a].reverse().join('') : (a ?? null);
    case 'sort':
      return Array.isArray(a) ? [...a].sort((x, y) => compareValues(x, y)) : (a ?? null);
    case 'unique':
      return Array.isArray(a) ? unique(a) : (a ?? null);
    case 'flat':
      return Array.isArray(a) ? items(flat(a, typeof b === 'number' ? Math.min(20, Math.max(0, Math.trunc(b))) : 1)) : (a ?? null);
    case 'slice': {
      if (!Array.isArray(a)) return a ?? null;
      const start = typeof b === 'number' ? Math.trunc(b) : 0;
      return a.slice(start, typeof c === 'number' ? Math.trunc(c) : undefined);
    }
    case 'reduce': {
      // `reduce(list, "+")`: the items folded by an operator, from the first (`&`, `|`: and, or).
      if (!Array.isArray(a) || a.length === 0 || typeof b !== 'string') return null;
      if (b === '&' || b === '|') return b === '&' ? a.every(truthy) : a.some(truthy);
      if (b !== '+' && b !== '-' && b !== '*' && b !== '/') return null;
      let acc: Value = a[0];
      for (const item of a.slice(1)) {
        const next = arithmetic(b, acc, item);
        if (next === NO_OPERATOR) return null;
        acc = next;
      }
      return acc ?? null;
    }
    case 'all':
      return Array.isArray(a) ? a.every(truthy) : truthy(a);
    case 'any':
      return Array.isArray(a) ? a.some(truthy) : truthy(a);
    case 'none':
      return Array.isArray(a) ? !a.some(truthy) : !truthy(a);
    case 'regextest':
    case 'regexmatch': {
      const regex = pattern(a);
      if (regex === null || typeof b !== 'string') return false;
      return name === 'regextest' ? regex.test(b) : regex.testExact(b);
    }
    case 'regexreplace': {
      const regex = pattern(b);
      if (regex === null || typeof c !== 'string') return null;
      return each(
        a,
        onText((s) => {
          try {
            return text(regex.matcher(s).replaceAll(c));
          } catch {
            return null;
          }
        }),
      );
    }
    case 'replace':
      if (typeof b !== 'string' || typeof c !== 'string') return a ?? null;
      return each(
        a,
        onText((s) => text(b === '' ? s : s.split(b).join(c))),
      );
    case 'split': {
      const regex = pattern(b);
      if (regex === null || typeof a !== 'string') return null;
      const parts = regex.split(a, -1);
      const limit = typeof c === 'number' ? Math.max(0, Math.trunc(c)) : MAX_ITEMS;
      return parts.slice(0, Math.min(limit, MAX_ITEMS));
    }
    case 'substring': {
      if (typeof a !== 'string') return a ?? null;
      const start = typeof b === 'number' ? Math.trunc(b) : 0;
      return a.substring(start, typeof c === 'number' ? Math.trunc(c) : undefined);
    }
    case 'truncate': {
      if (typeof a !== 'string' || typeof b !== 'number') return a ?? null;
      const suffix = typeof c === 'string' ? c : '...';
      const n = Math.max(0, Math.trunc(b));
      return a.length <= n ? a : a.slice(0, Math.max(0, n - suffix.length)) + suffix;
    }
    case 'padleft':
    case 'padright':
      return pad(a, b, c, name === 'padleft');
    default:
      return null;
  }
}

/** What {@link arithmetic} gives for a pair of values Dataview has no operator for (an error in Dataview). */
export const NO_OPERATOR: unique symbol = Symbol('no operator');

/**
 * Dataview's arithmetic (its binary operators): numbers add, subtract, multiply, divide and take a
 * remainder; a text and any other value add as text (`"Level " + level`), the other value written
 * as `string()` writes it (no value `-`, as Dataview writes null); lists add as one list; a text
 * times a number repeats it. Two missing values, a date and no value, a division by 0 give no
 * value; any other pair (`null * 2`, `true + 1`) gives {@link NO_OPERATOR}: Dataview has no
 * operator for it and gives an error (a query's cell shows no value).
 */
export function arithmetic(op: '+' | '-' | '*' | '/' | '%', a: Value, b: Value): Value | typeof NO_OPERATOR {
  const missing = (v: Value): boolean => v === undefined || v === null;
  if (missing(a) && missing(b)) return null;
  if (typeof a === 'number' && typeof b === 'number') {
    const r = op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : op === '/' ? a / b : a % b;
    return Number.isFinite(r) ? r : null;
  }
  if (op === '+' && Array.isArray(a) && Array.isArray(b)) return items([...a, ...b]);
  if (op === '+' && (missing(a) || missing(b)) && typeName(a ?? b ?? null) === 'date') return null;
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) return text(valueText(a) + valueText(b));
  // A date minus no value is no value; any other operator on one missing value has none in Dataview.
  if (missing(a) || missing(b)) return op === '-' && typeName(a ?? b ?? null) === 'date' ? null : NO_OPERATOR;
  if (op === '*' && typeof a === 'string' && typeof b === 'number')
    return b < 0 || a.length * b > MAX_TEXT ? null : a.repeat(Math.trunc(b));
  return NO_OPERATOR;
}
