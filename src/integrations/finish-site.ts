/**
 * The last step of a build, once Astro has written every page into the output folder: Pagefind
 * indexes the pages (`search-index.ts`, kept in the cache folder for the next build), and the
 * service worker is written (`service-worker.ts`), listing the pages while Pagefind runs and the
 * search bundle once it is written (pages → search index → service worker).
 *
 * One implementation, two callers: the `searchAndOffline()` integration runs it in Astro's
 * `astro:build:done` hook (`astro build`), and `npm run build` (`scripts/build.sh`) runs it after
 * the Astro process has exited, from the {@link SiteFinish} the integration wrote, so that
 * Pagefind does not run beside a process holding the memory of the whole build.
 */
import { readFileSync, writeFileSync } from 'node:fs';

// Pagefind, workbox-build and esbuild are imported when the pages are written, not when the config
// is loaded: `astro build` and `astro dev` start without them (workbox-build alone takes about a
// second to import).
const searchIndexModule = () => import('./search-index.ts');
const serviceWorkerModule = () => import('./service-worker.ts');

/** What the search index and the service worker need of a build. JSON-serialisable. */
export interface SiteFinish {
  /** The output folder Astro wrote, absolute. */
  outDir: string;
  /** The site's base path (Astro's `base`, e.g. `/` or `/rules/`). */
  base: string;
  /** Where search shards are kept between builds (in Astro's cache folder), absolute. */
  searchCacheDir?: string;
  /** Write `sw.js` (default `true`). */
  serviceWorker?: boolean;
  /** Bytes the first visit may precache (default 15 MiB; `offline-plan.ts`). */
  precacheBudgetBytes?: number;
  /** Pages a search shard holds, about (default 16,000; `search-index.ts`). */
  searchPagesPerShard?: number;
}

/** Where the finishing step reports: Astro's integration logger has this shape. */
export interface FinishLogger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Indexes `finish.outDir` with Pagefind, then writes its service worker; reports what it did
 * (pages indexed, files precached, the precache budget) through `logger`. Rejects when Pagefind
 * or workbox-build fails.
 */
export async function finishSite(finish: SiteFinish, logger: FinishLogger): Promise<void> {
  const [{ buildSearchIndex }, { buildServiceWorker }] = await Promise.all([searchIndexModule(), serviceWorkerModule()]);
  const started = performance.now();
  let indexed = started;
  const search = buildSearchIndex(finish.outDir, {
    ...(finish.searchCacheDir ? { cacheDir: finish.searchCacheDir } : {}),
    ...(finish.searchPagesPerShard ? { pagesPerShard: finish.searchPagesPerShard } : {}),
  }).then((result) => {
    indexed = performance.now();
    const reused = result.reusedShards === 0 ? '' : `, ${result.reusedShards} of them unchanged and reused from the last build`;
    logger.info(
      `Pagefind indexed ${result.pageCount} pages in ${Math.round(indexed - started)} ms ` +
        `(${result.shards} ${result.shards === 1 ? 'shard' : 'shards'}${reused}).`,
    );
    return result;
  });
  if (finish.serviceWorker === false) {
    await search;
    return;
  }
  // The worker lists the site's files while Pagefind runs, and the search bundle after it.
  const [, sw] = await Promise.all([search, buildServiceWorker(finish.outDir, finish.base, search, finish.precacheBudgetBytes)]);
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
}

/** Writes `finish` to `file` (JSON), for {@link readSiteFinish} in another process. */
export function writeSiteFinish(file: string, finish: SiteFinish): void {
  writeFileSync(file, `${JSON.stringify(finish)}\n`);
}

/**
 * Reads what {@link writeSiteFinish} wrote to `file`; `null` when there is no such file (the
 * build failed before its pages were written). Throws an Error naming the file when it is not
 * such a record.
 */
export function readSiteFinish(file: string): SiteFinish | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const value = JSON.parse(text) as Partial<SiteFinish> | null;
  if (typeof value?.outDir !== 'string' || typeof value.base !== 'string') {
    throw new Error(`${file}: not a record of a finished Astro build (it needs "outDir" and "base").`);
  }
  return value as SiteFinish;
}
