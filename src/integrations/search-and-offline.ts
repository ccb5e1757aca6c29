/**
 * Astro integration: once `astro build` has written the pages, Pagefind indexes them
 * (`search-index.ts`, kept in Astro's cache folder for the next build) and the service worker is written, which lists the pages meanwhile and
 * precaches the search bundle once it is written (pages → search index → service worker). Does
 * nothing in `astro dev`.
 *
 *   import searchAndOffline from './src/integrations/search-and-offline.ts';
 *   export default defineConfig({ integrations: [searchAndOffline()] });
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

// Pagefind, workbox-build and esbuild are imported when the pages are written, not when the config
// is loaded: `astro build` and `astro dev` start without them (workbox-build alone takes about a
// second to import).
const searchIndexModule = () => import('./search-index.ts');
const serviceWorkerModule = () => import('./service-worker.ts');

export interface SearchAndOfflineOptions {
  /** Write `sw.js` (default `true`). Turn off to build a site without offline support. */
  serviceWorker?: boolean;
  /**
   * Bytes the first visit may precache (default 15 MiB, `DEFAULT_PRECACHE_BUDGET_BYTES`): a larger
   * site precaches its shell and its most linked notes, and offers the rest as offline packs
   * (`/offline/`). See `offline-plan.ts`.
   */
  precacheBudgetBytes?: number;
  /**
   * Pages a search shard holds, about (default: one shard). Shards are indexed one after the other
   * and reused by a later build while their pages are unchanged; a word missing from a shard brings
   * Pagefind's prefix matches from it. See `search-index.ts`.
   */
  searchPagesPerShard?: number;
}

/** The integration. Fails the build (throws) when Pagefind or workbox-build fails. */
export default function searchAndOffline(options: SearchAndOfflineOptions = {}): AstroIntegration {
  let base = '/';
  /** Where the search shards are kept between builds (in Astro's cache folder). */
  let searchCacheDir: string | undefined;
  return {
    name: 'rulegraph:search-and-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
        searchCacheDir = fileURLToPath(new URL('search-shards/', config.cacheDir));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const [{ buildSearchIndex }, { buildServiceWorker }] = await Promise.all([searchIndexModule(), serviceWorkerModule()]);
        const started = performance.now();
        let indexed = started;
        const search = buildSearchIndex(outDir, {
          ...(searchCacheDir ? { cacheDir: searchCacheDir } : {}),
          ...(options.searchPagesPerShard ? { pagesPerShard: options.searchPagesPerShard } : {}),
        }).then((result) => {
          indexed = performance.now();
          const reused = result.reusedShards === 0 ? '' : `, ${result.reusedShards} of them unchanged and reused from the last build`;
          logger.info(
            `Pagefind indexed ${result.pageCount} pages in ${Math.round(indexed - started)} ms ` +
              `(${result.shards} ${result.shards === 1 ? 'shard' : 'shards'}${reused}).`,
          );
          return result;
        });
        if (options.serviceWorker === false) {
          await search;
          return;
        }
        // The worker lists the site's files while Pagefind runs, and the search bundle after it.
        const [, sw] = await Promise.all([search, buildServiceWorker(outDir, base, search, options.precacheBudgetBytes)]);
        for (const warning of sw.warnings) logger.warn(warning);
        // The time the worker adds after the index (its listing of the pages ran alongside Pagefind).
        logger.info(
          `Service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KiB) ` +
            `in ${Math.round(performance.now() - indexed)} ms after the search index.`,
        );
        const { plan } = sw;
        logger.info(
          plan.whole
            ? `The whole site (${(plan.siteBytes / 2 ** 20).toFixed(1)} MiB) fits the precache budget of ${(plan.budgetBytes / 2 ** 20).toFixed(1)} MiB.`
            : `The site (${(plan.siteBytes / 2 ** 20).toFixed(1)} MiB) is over the precache budget of ${(plan.budgetBytes / 2 ** 20).toFixed(1)} MiB: ` +
                `the first visit keeps the shell and ${plan.precachedNotes} notes (${(plan.precachedBytes / 2 ** 20).toFixed(1)} MiB); the rest is in offline packs (/offline/).`,
        );
      },
    },
  };
}
