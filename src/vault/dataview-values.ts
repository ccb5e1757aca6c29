/**
 * Dataview's values as the site reads them (properties and inline fields: `PropertyValue`, a link
 * a `[[Note]]` text, a date an ISO date text): their truth, their order and equality as Dataview's
 * `compareValue` gives them, `contains` and `link`. What queries (`dataview-query.ts`) and
 * Dataview's functions (`dataview-functions.ts`) both read. Pure.
 */
import { MAX_DEPTH } from './dataview-parse.ts';
import type { Properties, PropertyValue } from './property-links.ts';

/** Texts' {@link linkKey}s lately read: a query compares the same links again on each row. */
const linkKeys = new Map<string, string | null>();
/** Texts {@link linkKeys} holds at most; then it starts again. */
const LINK_KEYS_HELD = 100_000;

/** The note a text value links to (`[[Note]]`, `[[folder/Note#h|x]]` → `note`; an embed `![[Note]]` too), lower-cased; else `null`. */
function linkKey(value: PropertyValue | undefined): string | null {
  if (typeof value !== 'string') return null;
  if (!value.startsWith('[[') && !value.startsWith('![[')) return null;
  let key = linkKeys.get(value);
  if (key === undefined) {
    const match = /^!?\[\[([^\]|#]+)/.exec(value);
    key = match ? match[1]!.trim().toLowerCase().replace(/\.md$/, '').split('/').pop()! : null;
    if (linkKeys.size >= LINK_KEYS_HELD) linkKeys.clear();
    linkKeys.set(value, key);
  }
  return key;
}

/**
 * Texts in order as `localeCompare(…, 'en')` orders them, with one collator made once: a sort of
 * 100,000 rows compares texts millions of times, and `localeCompare` with a locale finds its
 * collator again on each call.
 */
const TEXT_ORDER = new Intl.Collator('en').compare;

/** The heading or block a `[[Note#part|x]]` text names in its note (`part`, trimmed), `""` for none. */
function linkPart(value: string): string {
  if (!value.includes('#')) return '';
  const match = /^!?\[\[[^\]|#]*#([^\]|]*)/.exec(value);
  return match ? match[1]!.trim() : '';
}

/** Dataview's equality: {@link compareValues} gives 0 (links by the note and the heading or block they name, tags ignoring case, lists item by item). */
export function same(a: PropertyValue | undefined, b: PropertyValue | undefined): boolean {
  return compareValues(a, b) === 0;
}

/** Dataview's truth of a value: no value, `false`, `0`, `""` and `[]` are false. */
export function truthy(value: PropertyValue | undefined): boolean {
  if (value === undefined || value === null || value === false || value === 0 || value === '') return false;
  return !(Array.isArray(value) && value.length === 0);
}

/**
 * A date or date and time as a property holds it: the text written (`2023-09-02`,
 * `2023-09-02T21:05`, which Dataview reads as dates), or a YAML timestamp (`property-links.ts`:
 * ISO 8601, UTC). Groups: year, month, day, and hours and minutes when given.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date text as Dataview writes a date by default (its `defaultDateFormat` `MMMM dd, yyyy`, and
 * `h:mm a - MMMM dd, yyyy` with a time): `September 02, 2023`, `9:05 pm - September 02, 2023`;
 * `null` when `text` is no date ({@link ISO_DATE}, or a month or time out of range). The time is
 * shown as written, the same on every build machine.
 */
export function dateText(text: string): string | null {
  const iso = ISO_DATE.exec(text);
  if (!iso) return null;
  const [, year, month, day, hours = '00', minutes = '00'] = iso;
  const name = MONTHS[Number(month) - 1];
  if (name === undefined || Number(day) < 1 || Number(day) > 31 || Number(hours) > 23 || Number(minutes) > 59) return null;
  const date = `${name} ${day}, ${year}`;
  if (hours === '00' && minutes === '00') return date;
  const h = Number(hours);
  return `${h % 12 === 0 ? 12 : h % 12}:${minutes} ${h < 12 ? 'am' : 'pm'} - ${date}`;
}

/**
 * A value as text, as Dataview's `Values.toString` writes it (what `string()` gives and what a text
 * joined with `+` takes): no value `-` (Dataview's `\-`, shown so), a date by {@link dateText}, a
 * list its items joined by `, ` (a list inside a list in brackets), a mapping `{ key: value, … }`,
 * a link as written. Stops a little past `max` characters, so that no list builds a text longer
 * than its reader keeps.
 */
export function stringText(value: PropertyValue | undefined, max: number, nested = false, depth = 0): string {
  if (value === undefined || value === null) return '-';
  if (typeof value === 'string') return dateText(value) ?? value;
  if (typeof value !== 'object') return String(value);
  if (depth > MAX_DEPTH) return '';
  let out = '';
  const entries: Array<[string | null, PropertyValue | undefined]> = Array.isArray(value)
    ? value.map((v): [null, PropertyValue] => [null, v])
    : Object.keys(value).map((k): [string, PropertyValue | undefined] => [k, (value as Properties)[k]]);
  for (const [i, [key, v]] of entries.entries()) {
    out += `${i > 0 ? ', ' : ''}${key === null ? '' : `${key}: `}${stringText(v, max, true, depth + 1)}`;
    if (out.length > max) break;
  }
  return Array.isArray(value) ? (nested ? `[${out}]` : out) : `{ ${out} }`;
}

/** A date text's time in ms, a date or time without a zone read as UTC (the same on every build machine). */
function dateTime(text: string): number {
  const iso = text.replace(' ', 'T');
  return Date.parse(/T/.test(iso) && !/(?:Z|[+-]\d{2}:\d{2})$/.test(iso) ? `${iso}Z` : iso);
}

/** A value's type as Dataview's comparison names it (a `[[link]]` text is a link, an ISO date text a date). */
export function typeName(value: PropertyValue): string {
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
 * note they name then the heading or block (`[[Note#Part]]`) in it, `false` before `true`, lists item by item then by length, mappings by their
 * sorted keys then values. Equality (`=`, a group's key) is this order's 0: one answer for both.
 */
export function compareValues(a: PropertyValue | undefined, b: PropertyValue | undefined, depth = 0): number {
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
      return Number.isNaN(order) ? TEXT_ORDER(x as string, y as string) : order;
    }
    case 'link': {
      // Links name notes: equal when they name the same one, whatever their alias or path, and the
      // same heading or block in it (none for both, as Dataview's order takes a link's subpath after its note).
      const [kx, ky] = [linkKey(x)!, linkKey(y)!];
      const [px, py] = [linkPart(x as string), linkPart(y as string)];
      return (kx === ky ? 0 : TEXT_ORDER(kx, ky)) || (px === py ? 0 : TEXT_ORDER(px, py));
    }
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
        return TEXT_ORDER((x as string).toLowerCase(), (y as string).toLowerCase());
      return TEXT_ORDER(x as string, y as string);
  }
}

/**
 * Dataview's `contains(haystack, needle)` (`icontains` when `ignoreCase`): a list when one of its
 * items contains the needle (Dataview looks into each item as into the list, so
 * `contains(tags, "player")` holds for a tag `player-character`), a text when the needle is part
 * of it, a mapping when it has the needle as a key; any other pair (a link and a link, a number)
 * is compared with `=`.
 */
export function containsValue(haystack: PropertyValue, needle: PropertyValue, ignoreCase: boolean, depth: number): boolean {
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
 * Dataview's `embed(link, embed)`: the link as an embed (`[[map.png]]` → `![[map.png]]`), or, with
 * `embed` false, as a link again; no value for no link (Dataview's error for any other value).
 */
export function embedOf(link: PropertyValue | undefined, embed: PropertyValue | undefined): PropertyValue {
  if (typeof link !== 'string' || linkKey(link) === null) return null;
  const bare = link.startsWith('!') ? link.slice(1) : link;
  return embed === false ? bare : `!${bare}`;
}

/**
 * Dataview's `meta(link)`: the link's own parts, `{display, embed, path, subpath, type}`: `display`
 * its shown text (none when it has none), `embed` whether it is written `![[…]]`, `path` the path
 * (with `.md`) of the note it names as `resolve` finds it, else its target as written, `subpath` the
 * heading it names or its block id without `^` (none when it names neither), `type` `"file"`,
 * `"header"` or `"block"`. No value for a value that is no link (Dataview's error).
 */
export function linkMeta(value: PropertyValue | undefined, resolve: (target: string) => string | undefined): PropertyValue {
  if (typeof value !== 'string' || linkKey(value) === null) return null;
  const match = /^(!?)\[\[([^\]|#]*)(?:#([^\]|]*))?(?:\|([^\]]*))?\]\]$/.exec(value);
  if (!match) return null;
  const [, bang, written, part, display] = match;
  const target = written!.trim();
  const sub = part?.trim() ?? '';
  const block = sub.startsWith('^');
  return {
    display: display === undefined || display.trim() === '' ? null : display.trim(),
    embed: bang === '!',
    path: (target === '' ? undefined : resolve(target)) ?? target,
    subpath: sub === '' ? null : block ? sub.slice(1) : sub,
    type: sub === '' ? 'file' : block ? 'block' : 'header',
  };
}

/**
 * Dataview's `link(path, display)`: a link to the note at `path` (a text, or a link, kept as it
 * is), showing `display` when given; no value for no path.
 */
export function linkOf(path: PropertyValue | undefined, display: PropertyValue | undefined): PropertyValue {
  if (typeof path !== 'string' || path.trim() === '') return null;
  if (linkKey(path) !== null) return path;
  const target = path.replace(/[[\]|]/g, '');
  const shown = typeof display === 'string' ? display.replace(/[[\]|]/g, '') : '';
  return shown === '' ? `[[${target}]]` : `[[${target}|${shown}]]`;
}
