/**
 * Where `astro build` hands each rendered HTML page while it writes the site: the search
 * integration (`search-and-offline.ts`) sets a feed when the build starts, and the middleware
 * (`src/middleware.ts`) passes every page to it. The two are different module instances in one
 * process (the config's and the bundled pages'), so the feed lives on `globalThis` under a
 * registered symbol. No pagefind import here: the pages' bundle stays free of it.
 */

/** What takes the pages as they are rendered. */
export interface PageFeed {
  /**
   * Takes one rendered page: `url` is its site URL (`/legion/free-actions/`), `html` the whole
   * document. The render of the next page waits for the returned promise.
   */
  add(url: string, html: string): Promise<void>;
}

const KEY = Symbol.for('rulegraph.page-feed');

/** The feed of this `astro build`, or `undefined` (`astro dev`, or a build without search). */
export function pageFeed(): PageFeed | undefined {
  return (globalThis as { [KEY]?: PageFeed })[KEY];
}

/** Sets the feed {@link pageFeed} returns, or clears it with `undefined`. */
export function setPageFeed(feed: PageFeed | undefined): void {
  const global = globalThis as { [KEY]?: PageFeed };
  if (feed) global[KEY] = feed;
  else delete global[KEY];
}
