/**
 * Reads a shareable check link (format: url-codec.ts) back into a scenario's input. Pure: no DOM,
 * no Node built-ins. Loaded by the widget only when it reads a link.
 */
import { parseFlow } from './flow-parse.ts';
import { BLOCK_ONLY, LINK_VERSION, RESERVED } from './url-codec.ts';

/** What a link says: the scenario input, or every problem found, in plain words. */
export type DecodedQuery =
  | { ok: true; input: Record<string, unknown>; version: number }
  | { ok: false; errors: string[]; version: number | null };

/**
 * Reads a query string (with or without `?`) made by `encodeCheckQuery` or by hand.
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
      return {
        ok: false,
        version,
        errors: [
          `This link uses format v=${version}, newer than this site understands (up to v=${LINK_VERSION}). Ask for a link made by this site, or edit the situation below.`,
        ],
      };
    }
  }
  // No prototype: parameters named `toString`, `constructor` … are the link's own keys only.
  const input = Object.create(null) as Record<string, unknown>;
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
