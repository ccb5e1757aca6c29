/**
 * Shareable check links: a scenario's input (the plain data of a `check` block, without `game`
 * and `expect`) ↔ the query string of `/check/{game}/`.
 *
 * Format, version 1: `v=1` first, then one parameter per top-level field of the input, in the
 * game's field order; a text or number is written as is, a list or mapping in the compact flow
 * syntax of `flow.ts`. Example (Legion):
 * `?v=1&unit={type:trooper,courage:1,suppression:0}&did=[move,{action:attack,free:true}]&ask=attack`.
 * Spaces become `+`; only `%`, `&`, `#`, `+`, `=`, quotes, `<`, `>` and non-ASCII are %-escaped.
 *
 * A later format bumps `v`; {@link decodeCheckQuery} keeps reading every earlier version, so old
 * links keep working. Pure: no DOM, no Node built-ins.
 */
import { parseFlow, stringifyFlow } from './flow.ts';

/** The current link format version. */
export const LINK_VERSION = 1;

/** Parameters that belong to the link, not to the scenario. */
const RESERVED = new Set(['v']);

/** Keys of the block that are not part of the scenario (never put in a link). */
const BLOCK_ONLY = new Set(['game', 'expect']);

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

/** What a link says: the scenario input, or every problem found, in plain words. */
export type DecodedQuery =
  | { ok: true; input: Record<string, unknown>; version: number }
  | { ok: false; errors: string[]; version: number | null };

/**
 * Reads a query string (with or without `?`) made by {@link encodeCheckQuery} or by hand.
 * A missing `v` is read as version 1. Never throws; problems name the parameter.
 * An empty query is `ok` with an empty input (the caller shows its default situation).
 */
export function decodeCheckQuery(query: string): DecodedQuery {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const errors: string[] = [];
  const vs = params.getAll('v');
  let version = LINK_VERSION;
  if (vs.length > 1) errors.push('The link gives the version `v` more than once; keep one `v=1`.');
  if (vs.length >= 1) {
    const v = vs[0]!.trim();
    if (!/^[1-9][0-9]*$/.test(v)) {
      return { ok: false, version: null, errors: [`The link's version \`v=${vs[0]}\` is not a version number; this site reads v=1.`] };
    }
    version = Number(v);
    if (version > LINK_VERSION) {
      return { ok: false, version, errors: [`This link uses format v=${version}, newer than this site understands (up to v=${LINK_VERSION}). Ask for a link made by this site, or edit the situation below.`] };
    }
  }
  const input: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (seen.has(key)) {
      errors.push(`The parameter \`${key}\` appears more than once; keep one.`);
      continue;
    }
    seen.add(key);
    if (BLOCK_ONLY.has(key)) continue;
    const parsed = parseFlow(raw);
    if (!parsed.ok) {
      errors.push(`The parameter \`${key}\` cannot be read: ${parsed.error} of \`${raw.length > 80 ? `${raw.slice(0, 80)}…` : raw}\`.`);
      continue;
    }
    Object.defineProperty(input, key, { value: parsed.value, enumerable: true, writable: true, configurable: true });
  }
  return errors.length ? { ok: false, errors, version } : { ok: true, input, version };
}
