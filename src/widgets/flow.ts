/**
 * A compact, URL-friendly flow syntax for plain data: a subset of YAML's flow style without the
 * spaces, so a shareable link reads like the `check` block it came from:
 * `{type:trooper,courage:1}`, `[move,{action:attack,free:true}]`, `attack`.
 *
 * - mapping `{key:value,…}`, list `[value,…]`;
 * - plain scalars: `true`, `false`, `null`, numbers (`-2`, `1.5`), otherwise text up to one of
 *   `,:{}[]`; text that would read as something else (or contains those characters, quotes, spaces
 *   or control characters) is written in double quotes with JSON escapes: `"Play: When Played"`.
 *
 * Pure: no DOM, no Node built-ins (runs in the widget and at build time).
 */

/** A value this syntax can carry: JSON data with finite numbers. */
export type FlowValue = null | boolean | number | string | FlowValue[] | { [key: string]: FlowValue };

const SPECIAL = /[,:{}[\]"'\s\\]/;
const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

function plainOk(text: string): boolean {
  if (text === '' || SPECIAL.test(text) || NUMBER.test(text)) return false;
  if (text === 'true' || text === 'false' || text === 'null') return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f]/.test(text);
}

/**
 * Writes a value in flow syntax. Throws `TypeError` for values JSON cannot carry (`undefined`
 * inside lists, functions, non-finite numbers); `undefined` properties of mappings are left out.
 */
export function stringifyFlow(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return String(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError(`Cannot write the number ${value} in a link.`);
      return Object.is(value, -0) ? '0' : String(value);
    case 'string':
      return plainOk(value) ? value : JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) return `[${value.map(stringifyFlow).join(',')}]`;
      const parts: string[] = [];
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
        if (v === undefined) continue;
        parts.push(`${stringifyFlow(k)}:${stringifyFlow(v)}`);
      }
      return `{${parts.join(',')}}`;
    }
    default:
      throw new TypeError(`Cannot write a ${typeof value} in a link.`);
  }
}

/** Result of {@link parseFlow}: the value, or a sentence saying where and what is wrong. */
export type FlowParsed = { ok: true; value: FlowValue } | { ok: false; error: string };

/** Deepest nesting accepted (a link is small; this stops pathological input). */
const MAX_DEPTH = 40;

/** Reads flow syntax. Never throws. Spaces around tokens are allowed (and ignored). */
export function parseFlow(text: string): FlowParsed {
  let i = 0;
  const fail = (what: string): never => {
    throw new FlowError(`${what} at character ${i + 1}`);
  };
  const skip = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const scalar = (): FlowValue => {
    skip();
    if (text[i] === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) fail('a quoted text is not closed with "');
      const raw = text.slice(i, j + 1);
      i = j + 1;
      try {
        return JSON.parse(raw) as string;
      } catch {
        return fail(`the quoted text ${raw} has a bad escape`);
      }
    }
    const start = i;
    while (i < text.length && !',:{}[]'.includes(text[i]!)) i++;
    const word = text.slice(start, i).trim();
    if (word === '') fail('a value is missing');
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    if (NUMBER.test(word)) return Number(word);
    return word;
  };
  const value = (depth: number): FlowValue => {
    if (depth > MAX_DEPTH) fail(`the data nests more than ${MAX_DEPTH} levels deep`);
    skip();
    const c = text[i];
    if (c === '[') {
      i++;
      const list: FlowValue[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return list;
      }
      for (;;) {
        list.push(value(depth + 1));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return list;
        } else fail('expected `,` or `]`');
      }
    }
    if (c === '{') {
      i++;
      const map: Record<string, FlowValue> = {};
      skip();
      if (text[i] === '}') {
        i++;
        return map;
      }
      for (;;) {
        const key = scalar();
        if (typeof key !== 'string' && typeof key !== 'number') fail('a key must be a name');
        skip();
        if (text[i] !== ':') fail(`expected \`:\` after the key \`${String(key)}\``);
        i++;
        const k = String(key);
        if (Object.prototype.hasOwnProperty.call(map, k)) fail(`the key \`${k}\` appears twice`);
        Object.defineProperty(map, k, { value: value(depth + 1), enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return map;
        } else fail('expected `,` or `}`');
      }
    }
    return scalar();
  };
  try {
    const v = value(0);
    skip();
    if (i < text.length) fail(`unexpected \`${text[i]}\``);
    return { ok: true, value: v };
  } catch (e) {
    if (e instanceof FlowError) return { ok: false, error: e.message };
    throw e;
  }
}

class FlowError extends Error {}
