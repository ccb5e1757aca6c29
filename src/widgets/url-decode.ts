/**
 * Reads a shareable check link (format: url-codec.ts) back into a scenario's input. Pure: no DOM,
 * no Node built-ins. Loaded by the widget only when it reads a link.
 */
import { parseFlow } from './flow-parse.ts';
import { normaliseLinkQuery } from './link-params.ts';
import { BLOCK_ONLY, LINK_VERSION, RESERVED } from './url-codec.ts';

/**
 * What a link says: the scenario input, or every problem found, in plain words. `stillEscaped`,
 * when present, is the first unquoted text of the link that still holds a `%` escape after the
 * link's own escapes are undone (`%22Take+Cover%22`): no link this site writes has one (flow.ts
 * quotes any text with a `%`), so the link was most likely escaped twice on its way. `cutOff`: some
 * problem says the link looks cut off (and to copy it again).
 */
export type DecodedQuery =
  | { ok: true; input: Record<string, unknown>; version: number; stillEscaped?: string }
  | { ok: false; errors: string[]; version: number | null; cutOff: boolean };

/**
 * Reads a query string (with or without `?`) made by `encodeCheckQuery` or by hand, as sharing
 * leaves it (`normaliseLinkQuery`: `&amp;`, punctuation added after the link; escapes and order
 * are `URLSearchParams`'s). A missing `v` is read as version 1; a parameter given twice with the
 * same value is read once. Never throws; problems name the parameter, and say when the link looks
 * cut off (a value left open, an empty version, no question `ask`) and to copy it again.
 * An empty query is `ok` with an empty input (the caller shows its default situation).
 */
export function decodeCheckQuery(query: string): DecodedQuery {
  const params = new URLSearchParams(normaliseLinkQuery(query));
  const errors: string[] = [];
  const vs = [...new Set(params.getAll('v'))];
  let version = LINK_VERSION;
  if (vs.length > 1)
    errors.push(`The link gives the version \`v\` more than once, with different values (${quoteAll(vs)}); keep one \`v=1\`.`);
  if (vs.length >= 1) {
    const v = vs[0]!.trim();
    if (!/^[1-9][0-9]*$/.test(v)) {
      // Every link this site makes starts `v=1`: one cut short there has an empty version.
      const cutOff = v === '';
      return {
        ok: false,
        version: null,
        errors: [`The link's version \`v=${cut(vs[0]!)}\` is not a version number; this site reads v=1.${cutOff ? ` ${CUT_OFF}` : ''}`],
        cutOff,
      };
    }
    version = Number(v);
    if (version > LINK_VERSION) {
      return {
        ok: false,
        version,
        cutOff: false,
        errors: [
          `This link uses format v=${cut(v)}, newer than this site understands (up to v=${LINK_VERSION}). Ask for a link made by this site, or edit the situation below.`,
        ],
      };
    }
  }
  // No prototype: parameters named `toString`, `constructor` … are the link's own keys only.
  const input = Object.create(null) as Record<string, unknown>;
  let stillEscaped: string | null = null;
  let cutOff = false;
  /** `text`, and that the link looks cut off when `cutShort`. */
  const saying = (text: string, cutShort: boolean): string => {
    cutOff ||= cutShort;
    return cutShort ? `${text} ${CUT_OFF}` : text;
  };
  // A link cut short inside a parameter's name or right after its `=` ends with an empty value
  // (`…&initiative` of `initiativeTaken=…`, which may then name a parameter given already).
  const [lastKey, lastRaw] = [...params].at(-1) ?? [];
  // Each parameter's values, in link order. The same parameter twice with one value (a pasted link
  // doubled) says one thing; with two values it is refused.
  const byKey = new Map<string, Set<string>>();
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    const values = byKey.get(key);
    if (values) values.add(raw);
    else byKey.set(key, new Set([raw]));
  }
  for (const [key, set] of byKey) {
    const values = [...set];
    const raw = values[0]!;
    if (values.length > 1) {
      errors.push(
        saying(
          `The parameter \`${cut(key)}\` appears more than once, with different values (${quoteAll(values)}); keep one.`,
          key === lastKey && lastRaw?.trim() === '',
        ),
      );
      continue;
    }
    if (BLOCK_ONLY.has(key)) continue;
    const parsed = parseFlow(raw);
    if (!parsed.ok) {
      // Going wrong at its very end, a value stops in the middle: the link was most likely cut off.
      errors.push(saying(`The parameter \`${cut(key)}\` cannot be read: ${parsed.error} of \`${cut(raw, 80)}\`.`, parsed.atEnd));
      continue;
    }
    Object.defineProperty(input, key, { value: parsed.value, enumerable: true, writable: true, configurable: true });
    stillEscaped ??= escapedText(raw);
  }
  // Every game's links end with the question: a link with a version or a situation and no `ask` lost its end.
  if (!errors.length && (byKey.size > 0 || vs.length > 0) && !byKey.has('ask')) {
    errors.push(saying('The link has no question (`ask`, the last part of every link this site makes).', true));
  }
  if (errors.length) return { ok: false, errors, version, cutOff };
  return stillEscaped === null ? { ok: true, input, version } : { ok: true, input, version, stillEscaped };
}

/**
 * The first unquoted text (key or value) of a flow-syntax value that holds a `%` followed by two
 * hex digits, trimmed, or `null`. Reads quotes as `parseFlow` does: a `"` opens a quoted text only
 * at the start of one. Linear in the value's length.
 */
function escapedText(raw: string): string | null {
  let start = 0;
  let blank = true; // nothing but spaces since `start`
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (',:{}[]'.includes(c)) {
      start = i + 1;
      blank = true;
      continue;
    }
    if (c === '"' && blank) {
      // A quoted text: skip to its closing quote (JSON escapes skipped).
      for (i++; i < raw.length && raw[i] !== '"'; i += raw[i] === '\\' ? 2 : 1);
    } else if (c === '%' && /^[0-9A-Fa-f]{2}$/.test(raw.slice(i + 1, i + 3))) {
      const end = raw.slice(i).search(/[,:{}[\]]/);
      return cut(raw.slice(start, end < 0 ? raw.length : i + end).trim());
    }
    if (!/\s/.test(c)) blank = false;
  }
  return null;
}

const CUT_OFF = 'The link looks cut off: copy the whole link again.';

/** At most this many of a parameter's different values are quoted in a message. */
const MAX_QUOTED = 3;

/** Values quoted for a message, each cut to 40 characters, the first three and a count of the rest: `` `move`, `attack` ``. */
function quoteAll(values: readonly string[]): string {
  const quoted = values.slice(0, MAX_QUOTED).map((v) => `\`${cut(v)}\``);
  return values.length > MAX_QUOTED ? `${quoted.join(', ')} and ${values.length - MAX_QUOTED} more` : quoted.join(', ');
}

/** `text` cut to `max` characters (`…` marks the cut), so that a message stays short whatever the link holds. */
function cut(text: string, max = 40): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
