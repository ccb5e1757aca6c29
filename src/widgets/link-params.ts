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
 * Splits a query string (with or without `?`): `v` and the names in `fields` are kept as written;
 * tracking parameters go to `dropped`; every other parameter to `unknown`.
 */
export function splitLinkParams(query: string, fields: readonly string[]): SplitQuery {
  const known = new Set(['v', ...fields]);
  const raw = query.startsWith('?') ? query.slice(1) : query;
  const kept: string[] = [];
  const unknown: string[] = [];
  const dropped: string[] = [];
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    let name: string;
    try {
      name = decodeURIComponent((eq < 0 ? part : part.slice(0, eq)).replace(/\+/g, ' '));
    } catch {
      name = eq < 0 ? part : part.slice(0, eq);
    }
    if (known.has(name)) kept.push(part);
    else if (isTrackingParam(name)) dropped.push(name);
    else if (!unknown.includes(name)) unknown.push(name);
  }
  return { query: kept.join('&'), unknown, dropped };
}
