/**
 * Writes `dist/sw.js` with workbox-build: a service worker that precaches every page, asset, the
 * Pagefind bundle and the island scripts of a built site, so that after one visit every note opens,
 * search answers and the widgets work without a network. Run it after Pagefind (it must see the
 * search bundle). The worker waits for the page to ask (`postMessage({ type: 'SKIP_WAITING' })`)
 * before taking over, so the page can say "an update is ready" (see `offline-status.ts`).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { generateSW } from 'workbox-build';

/** Every file type a page of the site needs, including Pagefind's bundle. */
export const PRECACHE_PATTERNS = [
  '**/*.{html,css,js,mjs,json,txt,xml,webmanifest}',
  '**/*.{svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2}',
  'pagefind/**/*',
];

/** Files whose names carry a content hash: precached without a revision (smaller manifest). */
const HASHED = /(^|\/)_astro\/|\.pf_(fragment|index|filter|meta)$/;

export interface ServiceWorkerResult {
  /** Absolute path of the written worker. */
  swPath: string;
  /** Number of precached files and their total bytes. */
  count: number;
  size: number;
  warnings: string[];
}

/**
 * Generates `outDir/sw.js` precaching {@link PRECACHE_PATTERNS}. `base` is the site URL prefix
 * (`/` by default); every precache URL is served under it. Throws workbox-build's error (naming
 * the bad option) when generation fails.
 */
export async function buildServiceWorker(outDir: string, base = '/'): Promise<ServiceWorkerResult> {
  const swPath = path.join(outDir, 'sw.js');
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const has404 = existsSync(path.join(outDir, '404.html'));
  const { count, size, warnings } = await generateSW({
    globDirectory: outDir,
    globPatterns: PRECACHE_PATTERNS,
    // Pagefind also writes its prebuilt UIs, a worker and a no-language WebAssembly build; the site's
    // search box uses none of them (own UI, `noWorker`, `forceLanguage: 'en'`).
    globIgnores: ['sw.js', 'sw.js.map', 'workbox-*.js', 'pagefind/pagefind-*ui.*', 'pagefind/pagefind-highlight.js', 'pagefind/pagefind-worker.js', 'pagefind/wasm.unknown.pagefind'],
    swDest: swPath,
    modifyURLPrefix: prefix === '/' ? undefined : { '': prefix },
    dontCacheBustURLsMatching: HASHED,
    // Search bundles and big graphs can exceed workbox's 2 MB default; offline needs them all.
    maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
    // `/legion/free-actions/` is served from the precached `legion/free-actions/index.html`.
    directoryIndex: 'index.html',
    // `/search/?q=…` is the precached search page whatever the query.
    ignoreURLParametersMatching: [/.*/],
    navigateFallback: has404 ? `${prefix}404.html` : undefined,
    navigateFallbackDenylist: [/\/pagefind\//],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: false,
    inlineWorkboxRuntime: true,
    sourcemap: false,
    mode: 'production',
  });
  return { swPath, count, size, warnings };
}
