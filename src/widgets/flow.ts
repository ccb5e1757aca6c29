/**
 * A compact, URL-friendly flow syntax for plain data: a subset of YAML's flow style without the
 * spaces, so a shareable link reads like the `check` block it came from:
 * `{type:trooper,courage:1}`, `[move,{action:attack,free:true}]`, `attack`.
 *
 * - mapping `{key:value,…}`, list `[value,…]`;
 * - plain scalars: `true`, `false`, `null`, numbers (`-2`, `1.5`), otherwise text up to one of
 *   `,:{}[]`; text that would read as something else (or contains those characters, quotes, spaces,
 *   `%` or control characters, or ends with one of `.;!?)>`) is written in double quotes with JSON
 *   escapes: `"Play: When Played"`, `"Done."`, `"50%"`. So a plain text never holds a `%`: one that
 *   does in a link read back (`%22Take+Cover%22`) shows the link was escaped twice (read-link.ts).
 *
 * This module writes it; flow-parse.ts reads it (a separate module, so that a page which only
 * writes links leaves the reader out). Pure: no DOM, no Node built-ins (runs in the widget and at
 * build time).
 */

/** A value this syntax can carry: JSON data with finite numbers. */
export type FlowValue = null | boolean | number | string | FlowValue[] | { [key: string]: FlowValue };

const SPECIAL = /[,:{}[\]"'\s\\%]/;
/**
 * A last character that a sentence or a wrapper may add after a pasted link (`.`, `)`, `>` …);
 * text ending with one is quoted, so that a link never ends with it and a reader can drop it.
 */
const SENTENCE_END = /[.;!?)>]$/;
/** A number as flow syntax writes it (read as a number, not text). */
export const NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?$/;

function plainOk(text: string): boolean {
  if (text === '' || SPECIAL.test(text) || SENTENCE_END.test(text) || NUMBER.test(text)) return false;
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
