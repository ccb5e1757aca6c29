/**
 * The service worker itself (runs in the browser, not in Node): bundled by esbuild into
 * `dist/sw.js` by `service-worker.ts`, which puts the precache manifest in front of it as
 * `self.__WB_MANIFEST` (workbox's injectManifest convention) and defines `__NAVIGATE_FALLBACK__`,
 * `__OFFLINE_PAGE__` and `__OFFLINE_PACKS__`.
 *
 * What it does, with workbox's runtime modules:
 * - precaches every entry of the manifest (the whole site when it fits the precache budget, else
 *   the shell and the most linked notes: see `offline-plan.ts`) and serves them cache first;
 *   `/legion/free-actions/` is served from `legion/free-actions/index.html`, and any query string
 *   (`/search/?q=…`, `/check/legion/?v=1&…`) is ignored when matching;
 * - serves what a reader saved from `/offline/` (caches `rg-pack-{id}`) cache first too, and keeps
 *   every other page and search fragment it fetches (cache `rg-visited`, the 500 most recent), so
 *   a page once opened opens offline;
 * - offline, a navigation to a page that is not kept gets the 404 page when the site is kept whole,
 *   and otherwise the site's offline page, which says the page is not saved and offers the packs;
 * - removes the precaches of older workbox versions;
 * - waits to take over until a page posts `{ type: 'SKIP_WAITING' }` (see
 *   `src/components/islands/offline-status.ts`, which offers "Reload" when an update is ready),
 *   then claims the open pages.
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSearchFile } from '../components/search-shards.ts';

/** The worker's global scope, as much of it as this file uses. */
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: { origin: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

/** URL of the page served for unknown navigations (`{base}404.html`), or `null` without one. */
declare const __NAVIGATE_FALLBACK__: string | null;
/** URL of the offline page (`{base}offline/index.html`), or `null` without one. */
declare const __OFFLINE_PAGE__: string | null;
/** URL of the offline packs' listing (`{base}offline-packs.json`). */
declare const __OFFLINE_PACKS__: string;
/** URL path of the search index's folder (`{base}pagefind/`): not pages. */
declare const __SEARCH_FOLDER__: string;

/** Cache of the pages and search fragments a reader opened; the prefix of the saved packs' caches. */
const VISITED = 'rg-visited';
const PACK_PREFIX = 'rg-pack-';
const visitedExpiration = new CacheExpiration(VISITED, { maxEntries: 500 });

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });

/** The URL with its query and fragment dropped: what the packs and the visited cache are keyed by. */
const keyOf = (url: URL): string => `${url.origin}${url.pathname}`;

/** A kept response for `url` from a saved pack or the visited cache, or `undefined`. */
async function kept(url: URL): Promise<Response | undefined> {
  const key = keyOf(url);
  for (const name of await caches.keys()) {
    if (name !== VISITED && !name.startsWith(PACK_PREFIX)) continue;
    const hit = await (await caches.open(name)).match(key);
    if (hit) return hit;
  }
  return undefined;
}

/** Whether the site is kept whole by the precache (else it has offline packs to save). */
async function keptWhole(): Promise<boolean> {
  const listing = await matchPrecache(__OFFLINE_PACKS__);
  if (!listing) return true;
  return ((await listing.json()) as { whole: boolean }).whole;
}

/** Fetches and keeps a page or search fragment in the visited cache; `undefined` when offline. */
async function fetchAndKeep(request: Request, url: URL): Promise<Response | undefined> {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const cache = await caches.open(VISITED);
      await cache.put(keyOf(url), response.clone());
      await visitedExpiration.updateTimestamp(keyOf(url));
      void visitedExpiration.expireEntries();
    }
    return response;
  } catch {
    return undefined;
  }
}

// Pages: precached ones are answered above; here the rest, kept, fetched, or an offline answer.
registerRoute(
  new NavigationRoute(
    async (options) => {
      const { request, url } = options;
      const response = (await kept(url)) ?? (await fetchAndKeep(request, url));
      if (response) return response;
      if (__OFFLINE_PAGE__ !== null && !(await keptWhole())) {
        const page = await matchPrecache(__OFFLINE_PAGE__);
        if (page) return page;
      }
      if (__NAVIGATE_FALLBACK__ !== null) return createHandlerBoundToURL(__NAVIGATE_FALLBACK__)(options);
      return Response.error();
    },
    // The search index's files are not pages; a note in a folder named pagefind deeper down is.
    { denylist: [new RegExp(`^${__SEARCH_FOLDER__.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)] },
  ),
);

// Search fragments of notes that are not precached: kept as they are fetched, served when saved.
registerRoute(
  ({ url }) => url.origin === self.location.origin && isSearchFile(url.pathname, 'fragment'),
  async ({ request, url }) => (await kept(url)) ?? (await fetchAndKeep(request, url)) ?? Response.error(),
);

// Vault assets (images, PDFs …) of saved packs.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.includes('/assets/'),
  async ({ request, url }) => (await kept(url)) ?? (await fetch(request).catch(() => Response.error())),
);
