/**
 * Astro integration: once `astro build` has written the pages, Pagefind indexes them and the
 * service worker is written (`finish-site.ts`: pages → search index → service worker). Does
 * nothing in `astro dev`.
 *
 *   import searchAndOffline from './src/integrations/search-and-offline.ts';
 *   export default defineConfig({ integrations: [searchAndOffline()] });
 *
 * With `finishAfterExit: file` (`npm run build` passes env `RULEGRAPH_FINISH_AFTER_EXIT`), the hook
 * only writes what that step needs to `file`, and `scripts/build.sh` runs it once Astro has exited.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { finishSite, type SiteFinish, writeSiteFinish } from './finish-site.ts';

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
   * Pages a search shard holds, about (default 16,000: one shard up to that). Shards are indexed one
   * after the other and reused by a later build while their pages and the site's words are
   * unchanged; each knows every word of the site (its vocabulary page). See `search-index.ts`.
   */
  searchPagesPerShard?: number;
  /**
   * A file to write the finishing step's record to (`finish-site.ts`) instead of running it, for a
   * process that runs it after Astro has exited (`scripts/build.sh`). Default: run it in the hook.
   */
  finishAfterExit?: string;
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
        const finish: SiteFinish = {
          outDir: fileURLToPath(dir),
          base,
          ...(searchCacheDir ? { searchCacheDir } : {}),
          ...(options.serviceWorker === false ? { serviceWorker: false } : {}),
          ...(options.precacheBudgetBytes ? { precacheBudgetBytes: options.precacheBudgetBytes } : {}),
          ...(options.searchPagesPerShard ? { searchPagesPerShard: options.searchPagesPerShard } : {}),
        };
        if (options.finishAfterExit) {
          writeSiteFinish(options.finishAfterExit, finish);
          logger.info('The search index and the service worker are written once Astro has exited.');
          return;
        }
        await finishSite(finish, logger);
      },
    },
  };
}
