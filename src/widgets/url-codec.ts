/**
 * Shareable check links: a scenario's input (the plain data of a `check` block, without `game`
 * and `expect`) ↔ the query string of `/check/{game}/`.
 *
 * Format, version 1: `v=1` first, then one parameter per top-level field of the input, in the
 * game's field order (the question, `ask`, last: a link cut off at a parameter boundary lacks it);
 * a text or number is written as is, a list or mapping in the compact flow syntax of `flow.ts`,
 * which never ends a link with `.`, `)`, `>` or other punctuation a sentence may add after it
 * (the reader drops those: link-params.ts). Example (Legion):
 * `?v=1&unit={type:trooper,courage:1,suppression:0}&did=[move,{action:attack,free:true}]&ask=attack`.
 * Spaces become `+`; only `%`, `&`, `#`, `+`, `=`, quotes, `<`, `>` and non-ASCII are %-escaped.
 *
 * A later format bumps `v`; `decodeCheckQuery` (url-decode.ts, a separate module so that a page
 * which only writes links leaves the reader out) keeps reading every earlier version, so old links
 * keep working. Pure: no DOM, no Node built-ins.
 */
import { stringifyFlow } from './flow.ts';

/** The current link format version. */
export const LINK_VERSION = 1;

/** Parameters that belong to the link, not to the scenario. */
export const RESERVED: ReadonlySet<string> = new Set(['v']);

/** Keys of the block that are not part of the scenario (never put in a link). */
export const BLOCK_ONLY: ReadonlySet<string> = new Set(['game', 'expect']);

function escapeValue(text: string): string {
  let out = '';
  for (const ch of text) {
    if (ch === ' ') out += '+';
    else if (/[A-Za-z0-9\-._~!$()*,;:@/?{}[\]|^]/.test(ch)) out += ch;
    else out += encodeURIComponent(ch).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  }
  return out;
}

/**
 * The query string (without `?`) for a scenario input. `order` lists the fields in the order to
 * write them; other fields follow in their own order. `game` and `expect` are left out, as are
 * `undefined` fields.
 */
export function encodeCheckQuery(input: Readonly<Record<string, unknown>>, order: readonly string[] = []): string {
  const keys = [...order.filter((k) => k in input), ...Object.keys(input).filter((k) => !order.includes(k))];
  const parts = [`v=${LINK_VERSION}`];
  for (const key of keys) {
    const value = input[key];
    if (value === undefined || BLOCK_ONLY.has(key) || RESERVED.has(key)) continue;
    parts.push(`${escapeValue(key)}=${escapeValue(stringifyFlow(value))}`);
  }
  return parts.join('&');
}
