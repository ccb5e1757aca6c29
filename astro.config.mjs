// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import emptyOutDir from './src/integrations/empty-out-dir.ts';
import graphJson from './src/integrations/graph-json.ts';
import mermaidVendor from './src/integrations/mermaid-vendor.ts';
import readVaultAhead from './src/integrations/read-vault-ahead.ts';
import releaseVault from './src/integrations/release-vault.ts';
import searchAndOffline from './src/integrations/search-and-offline.ts';

// Telemetry is turned off by ASTRO_TELEMETRY_DISABLED=1 in every npm script and in .ci/run.
// The vault is chosen by env RULEGRAPH_VAULT (read in src/loaders/read-graph.ts, default `content`);
// the output folder by `astro build --outDir <dir>` (default `dist/`).
// RULEGRAPH_CACHE_DIR gives a build its own content-layer cache, so that builds of different
// vaults (tests) never share or race on one data store; default: Astro's `node_modules/.astro`.
// A build starts reading and parsing the vault while Astro starts (src/integrations/read-vault-ahead.ts).
// The old output folder is moved aside and removed while the build runs (src/integrations/empty-out-dir.ts;
// keep emptyOutDir() first). After the pages are written: dist/graph.json is written from the vault piece by
// piece (src/integrations/graph-json.ts; keep graphJson() before releaseVault()), the vault the loaders published to the pages is dropped, mermaid's
// prebuilt files are copied to dist/vendor/mermaid/ (the diagram island imports them from there, so
// Vite never bundles mermaid), Pagefind indexes dist/, then workbox-build writes dist/sw.js, which
// lists dist/'s files: keep mermaidVendor() before searchAndOffline() (hooks run in list order).
// Incremental builds: a page made by getStaticPaths() whose cacheKey (src/components/page-paths.ts:
// a digest of everything it renders) and code are unchanged is copied from the last build, kept in
// the cache folder (`<cacheDir>/dist/`, `<cacheDir>/incremental-build.json`); other pages render.
// `npm run build` (scripts/build.sh) sets RULEGRAPH_FINISH_AFTER_EXIT: the search index and the
// service worker are then written by that script after this process has exited, not in the hook.
// RULEGRAPH_PRECACHE_BUDGET_MB sets what a first visit may precache (default 15); a larger site
// keeps its shell and most linked notes, and offers the rest as offline packs on /offline/.
// RULEGRAPH_SEARCH_SHARD_PAGES splits the search index into shards of about that many pages, each
// indexed on its own and reused by the next build while its pages and the site's words are
// unchanged (default 16,000: one index up to that many pages; see src/integrations/search-index.ts).
/** The absolute path of `dir` in the project folder, `/`-separated (the watcher's globs). */
const projectFolder = (dir) =>
  fileURLToPath(new URL(`./${dir}`, import.meta.url))
    .split(path.sep)
    .join('/');
const budgetMB = Number(process.env.RULEGRAPH_PRECACHE_BUDGET_MB);
const shardPages = Number(process.env.RULEGRAPH_SEARCH_SHARD_PAGES);
export default defineConfig({
  output: 'static',
  trailingSlash: 'always',
  // Four pages render at once: a page's write to dist/ and to the incremental-build cache waits on
  // the disk, and the next pages render meanwhile. A cold build of 5,000 notes took 42.3-52.9 s
  // (five runs) against 53.8-58.9 s (four) one page at a time, with the same pages byte for byte; eight
  // at once were no faster.
  build: { format: 'directory', concurrency: 4 },
  integrations: [
    readVaultAhead(),
    emptyOutDir(),
    graphJson(),
    releaseVault(),
    mermaidVendor(),
    searchAndOffline({
      ...(budgetMB > 0 ? { precacheBudgetBytes: budgetMB * 2 ** 20 } : {}),
      ...(shardPages > 0 ? { searchPagesPerShard: shardPages } : {}),
      ...(process.env.RULEGRAPH_FINISH_AFTER_EXIT ? { finishAfterExit: process.env.RULEGRAPH_FINISH_AFTER_EXIT } : {}),
    }),
  ],
  // Island scripts always go to their own files: cached once (and precached by the service worker)
  // instead of inlined into every page's HTML.
  // `astro dev` watches the project folder (and the vault): the benchmarks' vaults and built sites
  // (`bench-out/`, hundreds of thousands of files at 50,000 notes) and a built site (`dist/`) are
  // not watched, or they use up the system's file watchers and edits of the vault go unseen.
  vite: { build: { assetsInlineLimit: 0 }, server: { watch: { ignored: ['bench-out', 'dist'].map((dir) => `${projectFolder(dir)}/**`) } } },
  experimental: { incrementalBuild: true },
  ...(process.env.RULEGRAPH_CACHE_DIR ? { cacheDir: process.env.RULEGRAPH_CACHE_DIR } : {}),
});
