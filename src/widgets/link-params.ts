/**
 * What a shared check link carries besides its situation. Links get decorated on the way: social
 * sites, mail tools and ad networks append tracking parameters (`fbclid`, `gclid`, `utm_source`,
 * …). Those are dropped without a word; any other parameter the game does not know is set aside
 * and named, so the rest of the situation is still read. Pure: no DOM, no Node built-ins.
 */

/** Exact names of well-known tracking parameters (lower case). */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mkt_tok',
  'ref',
  'ref_src',
  'ref_url',
  'referrer',
  'source',
  'si',
  's_cid',
  'srsltid',
  'epik',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'oly_anon_id',
  'oly_enc_id',
  'rb_clickid',
  'vero_id',
  'wickedid',
  'cmpid',
  'spm',
]);

/** Prefixes of tracking parameter families (`utm_source`, `mc_eid`, `pk_campaign`, …). */
const TRACKING_PREFIXES = ['utm_', 'mc_', 'pk_', 'mtm_', 'hsa_', 'matomo_', 'piwik_', 'stm_', 'ga_'];

/** True when `name` is a well-known tracking parameter (case-insensitive). */
export function isTrackingParam(name: string): boolean {
  const n = name.toLowerCase();
  return TRACKING.has(n) || TRACKING_PREFIXES.some((p) => n.startsWith(p));
}

/** A link's query split: what the game reads, and what was set aside. */
export interface SplitQuery {
  /** The query (without `?`) holding only the version and the game's fields. */
  query: string;
  /** Unknown parameters that are not tracking ones, in link order (each named once). */
  unknown: string[];
  /** Tracking parameters dropped, in link order. */
  dropped: string[];
}

/**
 * What a sentence or a wrapper adds after a pasted link, raw or as a browser escapes it: `.`, `,`,
 * `;`, `:`, `!`, `?`, `'`, `)`, `>`. A link this site writes never ends with one (its last value
 * ends with `}`, `]`, a closing `"` written `%22`, or a plain word that does not end so: flow.ts).
 */
const ADDED_AT_END: ReadonlySet<string> = new Set(['.', ',', ';', ':', '!', '?', "'", ')', '>']);

/** The character a `%XX` escape stands for, or `''` when `escape` is not one. */
function unescaped(escape: string): string {
  if (!/^%[0-9A-Fa-f]{2}$/.test(escape)) return '';
  try {
    return decodeURIComponent(escape);
  } catch {
    return ''; // a lone byte of a multi-byte character
  }
}

/**
 * A shared link's query as this site wrote it, undoing what pasting and sharing do to it: the
 * leading `?` goes, `&amp;` (a link copied out of HTML, as mail clients and some chat apps do) is
 * read as `&`, zero-width spaces, word joiners and byte-order marks ({@link INVISIBLE}) go, and
 * sentence punctuation or a closing `)` or `>` added after the link is dropped.
 * A query escaped as a whole (`v%3D1%26ask%3Dmove`: no `=` of its own, as when a link passes
 * through another site's redirect and is escaped once more) is unescaped, up to
 * {@link MAX_WHOLE_UNESCAPES} times; a link this site writes always has a plain `=` (`v=1`), so
 * it is never touched. Everything else (percent escapes in either case, `+` or `%20` for a space,
 * the order of the parameters) is left for `URLSearchParams`, which reads them all. Input: a query
 * string, with or without `?` (not a whole URL: a `#fragment` is never part of `location.search`).
 * Never throws.
 */
export function normaliseLinkQuery(query: string): string {
  let raw = query.startsWith('?') ? query.slice(1) : query;
  for (let n = 0; n < MAX_WHOLE_UNESCAPES && !raw.includes('=') && /%3D/i.test(raw); n++) {
    try {
      raw = decodeURIComponent(raw);
    } catch {
      break; // a broken escape: left for URLSearchParams, which keeps it as written
    }
    if (raw.startsWith('?')) raw = raw.slice(1); // the `?` was escaped with the rest
  }
  raw = raw.replace(/&amp;/gi, '&').replace(INVISIBLE, '');
  // From the end, one character or escape at a time (linear, whatever the link holds).
  let end = raw.length;
  for (;;) {
    if (end > 0 && ADDED_AT_END.has(raw[end - 1]!)) end--;
    else if (end >= 3 && ADDED_AT_END.has(unescaped(raw.slice(end - 3, end)))) end -= 3;
    else break;
  }
  return raw.slice(0, end);
}

/**
 * The query (read as {@link normaliseLinkQuery} reads it) without the double quote, raw or
 * escaped, that a sentence put after it (`"…&ask=attack".`, a link quoted in a message), and what
 * the sentence put before that quote; or `null` when it does not end with a quote. A link this site
 * writes may end with a quote (its question a quoted text), so this is another reading, tried only
 * when the link as written cannot be read (read-link.ts).
 */
export function endQuoteDropped(query: string): string | null {
  const raw = normaliseLinkQuery(query);
  const quote = raw.endsWith('"') ? 1 : /%22$/i.test(raw) ? 3 : 0;
  return quote ? normaliseLinkQuery(raw.slice(0, -quote)) : null;
}

/**
 * Zero-width space, word joiner and byte-order mark, as typed or percent-escaped: chat apps and
 * mail tools put them into long links to let them wrap, and no link this site writes holds one.
 */
const INVISIBLE = /\u200B|\u2060|\uFEFF|%E2%80%8B|%E2%81%A0|%EF%BB%BF/gi;

/** How many times a query escaped as a whole is unescaped (a link passed through a redirect or two). */
const MAX_WHOLE_UNESCAPES = 3;

/**
 * The query with one layer of escaping undone when it shows one too many (`%2522` for `%22`, what
 * a link escaped again by a chat app, a mail tool or a web form looks like), or `null` when it
 * shows none. A `%2B` not itself escaped again is read as the `+` (a space) that layer escaped: the
 * link's own `%2B` (a `+` in a text) is `%252B` by then. A link this site writes has `%25` only for
 * a `%` in a quoted text, so this is a second reading, tried only when the link as written cannot
 * be read or reads with escapes left in its texts (read-link.ts).
 */
export function escapedTwice(query: string): string | null {
  if (!/%25[0-9A-Fa-f]{2}/.test(query)) return null;
  return query.replace(/%25(?=[0-9A-Fa-f]{2})|%2B/gi, (m) => (m === '%25' ? '%' : '+'));
}

/**
 * Splits a query string (with or without `?`, read as {@link normaliseLinkQuery} reads it): `v`
 * and the names in `fields` are kept; a name that differs from one of them only in letter case (a
 * link lower-cased on the way: `leaderinrange`) is kept under the field's own name; tracking
 * parameters go to `dropped`; every other parameter to `unknown`. Linear in the query's length.
 */
export function splitLinkParams(query: string, fields: readonly string[]): SplitQuery {
  const known = new Set(['v', ...fields]);
  // Lower-cased name → field, for names no two fields share in lower case.
  const byLower = new Map<string, string | null>();
  for (const f of known) byLower.set(f.toLowerCase(), byLower.has(f.toLowerCase()) ? null : f);
  const kept: string[] = [];
  const unknown = new Set<string>();
  const dropped: string[] = [];
  for (const part of normaliseLinkQuery(query).split('&')) {
    if (part === '') continue;
    // The parameter's name as `URLSearchParams` reads it (a broken escape is kept as written).
    const name = [...new URLSearchParams(part).keys()][0] ?? '';
    const field = known.has(name) ? name : byLower.get(name.toLowerCase());
    if (field === name) kept.push(part);
    else if (field) kept.push(`${field}${part.includes('=') ? part.slice(part.indexOf('=')) : ''}`);
    else if (isTrackingParam(name)) dropped.push(name);
    else unknown.add(name);
  }
  return { query: kept.join('&'), unknown: [...unknown], dropped };
}

/** At most this many unknown parameters are named in {@link unknownNotice}, each cut to {@link NAME_CHARS} characters. */
const MAX_NAMED = 5;
const NAME_CHARS = 40;

/**
 * The notice a link's unknown parameters (`SplitQuery.unknown`) get, in words, or `null` when
 * there are none: `This link also had a parameter the checker does not use (“colour”); …`. Names
 * the first five, each cut to 40 characters, and counts the rest, so the notice stays short
 * whatever the link holds.
 */
export function unknownNotice(unknown: readonly string[]): string | null {
  if (!unknown.length) return null;
  const one = unknown.length === 1;
  const named = unknown.slice(0, MAX_NAMED).map((n) => `“${n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS)}…` : n}”`);
  const more = unknown.length > MAX_NAMED ? ` and ${unknown.length - MAX_NAMED} more` : '';
  return `This link also had ${one ? 'a parameter' : 'parameters'} the checker does not use (${named.join(', ')}${more}); ${one ? 'it was' : 'they were'} left out and the rest of the situation is shown.`;
}

/**
 * The address a link meant when its `?` was escaped on the way (`/check/legion/%3Fv=1&ask=…`, a
 * path this site does not have): the path up to the escaped `?`, then the query it started (joined
 * with a query the address already has), or `null` when the path holds no escaped `?`. Used by the
 * "page not found" page, which a link so mangled reaches. `pathname` as `location.pathname` gives
 * it (percent-escaped), `search` as `location.search` (`''` or starting with `?`).
 */
export function queryEscapedInPath(pathname: string, search: string): string | null {
  const at = pathname.search(/%3F/i);
  if (at < 0) return null;
  const query = pathname.slice(at + 3);
  const rest = search.startsWith('?') ? search.slice(1) : search;
  return `${pathname.slice(0, at)}?${[query, rest].filter((q) => q !== '').join('&')}`;
}
