/**
 * Bases' functions (`if`, `min`, `list`, `link`, `file`…) and the methods of each kind of value
 * (a link's, a file's `hasTag`/`inFolder`/`hasLink`, a list's `contains`/`filter`/`map`/`reduce`,
 * a text's `replace`/`split`…, a number's `round`…), as Obsidian's Functions page gives them.
 * Arguments are run through the scope's `evaluate`, only when the function reads them.
 */
import type { Expr } from './bases-expression.ts';
import { noteName } from './dataview-query.ts';
import { folderOf, fromProperty, type Row, type Scope, spend } from './bases-fields.ts';
import {
  bounded,
  compareValues,
  equal,
  isKind,
  joined,
  type LinkValue,
  MAX_ITEMS,
  MAX_TEXT,
  noteNamed,
  num,
  text,
  truthy,
  type Value,
  valueText,
  WIKILINK,
} from './bases-values.ts';

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
    return scope.evaluate({ ...row, locals }, body);
  };
  if (name === 'reduce') {
    let acc = args.length > 1 ? scope.evaluate(row, args[1]!) : null;
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
export function call(scope: Scope, row: Row, name: string, object: Value | undefined, args: readonly Expr[]): Value {
  const arg = (i: number): Value => (i < args.length ? scope.evaluate(row, args[i]!) : null);
  const all = (): Value[] => args.map((a) => scope.evaluate(row, a));
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
