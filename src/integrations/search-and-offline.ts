/**
 * Astro integration: after `astro build` has written every page, runs Pagefind over `dist/` and
 * then workbox-build, in that order (pages → search index → service worker, so that the worker
 * precaches the index). Does nothing in `astro dev`.
 *
 *   import searchAndOffline from './src/integrations/search-and-offline.ts';
 *   export default defineConfig({ integrations: [searchAndOffline()] });
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { buildSearchIndex } from './search-index.ts';
import { buildServiceWorker } from './service-worker.ts';

export interface SearchAndOfflineOptions {
  /** Write `sw.js` (default `true`). Turn off to build a site without offline support. */
  serviceWorker?: boolean;
}

/** The integration. Fails the build (throws) when Pagefind or workbox-build fails. */
export default function searchAndOffline(options: SearchAndOfflineOptions = {}): AstroIntegration {
  let base = '/';
  return {
    name: 'rulegraph:search-and-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        let started = performance.now();
        const search = await buildSearchIndex(outDir);
        logger.info(`Pagefind indexed ${search.pageCount} pages in ${Math.round(performance.now() - started)} ms.`);
        if (options.serviceWorker === false) return;
        started = performance.now();
        const sw = await buildServiceWorker(outDir, base);
        for (const warning of sw.warnings) logger.warn(warning);
        logger.info(
          `Service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KiB) ` +
            `in ${Math.round(performance.now() - started)} ms.`,
        );
      },
    },
  };
}
