/**
 * The service worker itself (runs in the browser, not in Node): bundled by esbuild into
 * `dist/sw.js` by `service-worker.ts`, which puts the precache manifest in front of it as
 * `self.__WB_MANIFEST` (workbox's injectManifest convention) and defines `__NAVIGATE_FALLBACK__`.
 *
 * What it does, with workbox's runtime modules:
 * - precaches every entry of the manifest (pages, scripts, styles, images, the search bundle, the
 *   widgets' rules) and serves them cache first; `/legion/free-actions/` is served from
 *   `legion/free-actions/index.html`, and any query string (`/search/?q=…`, `/check/legion/?v=1&…`)
 *   is ignored when matching;
 * - removes the precaches of older workbox versions;
 * - serves the 404 page for a navigation to a page the site does not have, while offline too
 *   (never for the search bundle's own files);
 * - waits to take over until a page posts `{ type: 'SKIP_WAITING' }` (see
 *   `src/components/islands/offline-status.ts`, which offers "Reload" when an update is ready),
 *   then claims the open pages.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** The worker's global scope, as much of it as this file uses. */
declare const self: {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
};

/** URL of the page served for unknown navigations (`{base}404.html`), or `null` without one. */
declare const __NAVIGATE_FALLBACK__: string | null;

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data && data.type === 'SKIP_WAITING') void self.skipWaiting();
});

clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: 'index.html', ignoreURLParametersMatching: [/.*/] });
if (__NAVIGATE_FALLBACK__ !== null) {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(__NAVIGATE_FALLBACK__), { denylist: [/\/pagefind\//] }));
}
