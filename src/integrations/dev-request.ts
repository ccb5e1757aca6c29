/**
 * What a request to `astro dev` asks for, for integrations' middleware. Astro's dev server takes
 * the site's base off a request's URL before integrations' middleware sees it (`/rules/vendor/…`
 * arrives as `/vendor/…`), but not always; both forms are read alike here.
 */

/**
 * The path of the request URL `url` (as `req.url` gives it: path and query) relative to the site's
 * root, without the `base` (ending in `/`) or a leading `/`: `/rules/graph.json` and `/graph.json`
 * are both `graph.json` under base `/rules/`. Percent escapes are kept as sent.
 */
export function sitePath(url: string | undefined, base: string): string {
  const pathname = new URL(url ?? '/', 'http://localhost').pathname;
  return pathname.startsWith(base) ? pathname.slice(base.length) : pathname.slice(1);
}
