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
 * read as `&`, and sentence punctuation or a closing `)` or `>` added after the link is dropped.
 * Everything else (percent escapes in either case, `+` or `%20` for a space, the order of the
 * parameters) is left for `URLSearchParams`, which reads them all. Input: a query string, with or
 * without `?` (not a whole URL: a `#fragment` is never part of `location.search`). Never throws.
 */
export function normaliseLinkQuery(query: string): string {
  const raw = (query.startsWith('?') ? query.slice(1) : query).replace(/&amp;/gi, '&');
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
 * Splits a query string (with or without `?`, read as {@link normaliseLinkQuery} reads it): `v`
 * and the names in `fields` are kept as written; tracking parameters go to `dropped`; every other
 * parameter to `unknown`.
 */
export function splitLinkParams(query: string, fields: readonly string[]): SplitQuery {
  const known = new Set(['v', ...fields]);
  const kept: string[] = [];
  const unknown: string[] = [];
  const dropped: string[] = [];
  for (const part of normaliseLinkQuery(query).split('&')) {
    if (part === '') continue;
    // The parameter's name as `URLSearchParams` reads it (a broken escape is kept as written).
    const name = [...new URLSearchParams(part).keys()][0] ?? '';
    if (known.has(name)) kept.push(part);
    else if (isTrackingParam(name)) dropped.push(name);
    else if (!unknown.includes(name)) unknown.push(name);
  }
  return { query: kept.join('&'), unknown, dropped };
}
