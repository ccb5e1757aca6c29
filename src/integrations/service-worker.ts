/**
 * Writes `dist/sw.js`: a service worker that precaches every page, asset, the Pagefind bundle and
 * the island scripts of a built site, so that after one visit every note opens, search answers and
 * the widgets work without a network (mermaid's files, `vendor/mermaid/`, only on a site with a
 * diagram: `diagram-files.ts`). The worker's code is `service-worker-runtime.ts` (workbox's
 * runtime modules), bundled by esbuild; the precache manifest comes from workbox-build's
 * `getManifest` (workbox's injectManifest convention: `self.__WB_MANIFEST`). workbox-build's
 * `generateSW` did the same through rollup, Babel and terser, which took seconds for a manifest of
 * 10,000 files; esbuild takes milliseconds.
 *
 * The site's files are listed while Pagefind indexes (pass its promise as `searchIndex`), and the
 * search bundle's files once it is written.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';
// The one function used, from its own module: the package's index also loads generateSW's
// bundler and Babel (half a second of every build).
import { getManifest } from 'workbox-build/build/get-manifest.js';
import type { GetManifestOptions, ManifestEntry, ManifestTransform } from 'workbox-build';
import { gameTitle } from '../components/site-data.ts';
import { diagramOnlyFiles } from './diagram-files.ts';
import { DATA_EXPORTS, DEFAULT_PRECACHE_BUDGET_BYTES, planOffline, readOfflineSite, type OfflinePlan } from './offline-plan.ts';

/**
 * Every file type a page of the site needs, as one pattern: workbox-build warns about each pattern
 * that matches no file, and a site without fonts or images is no reason for a warning. Pagefind's
 * bundle is listed apart, once it is written ({@link SEARCH_PATTERN}).
 */
export const PRECACHE_PATTERN = '**/*.{html,css,js,mjs,json,txt,xml,webmanifest,svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2}';

/** Pagefind's bundle (index, fragments, its WebAssembly and script). */
const SEARCH_PATTERN = 'pagefind/**/*';

/**
 * Not precached: the worker itself, what Pagefind writes that the site's search box never
 * loads (prebuilt UIs, its web worker, the no-language WebAssembly build: the box has its own UI,
 * runs without a worker and indexes with `forceLanguage: 'en'`), and KaTeX's WOFF and TTF fonts.
 */
const IGNORED = [
  'sw.js',
  'sw.js.map',
  'offline-packs/**',
  'workbox-*.js',
  'pagefind/pagefind-*ui.*',
  'pagefind/pagefind-highlight.js',
  'pagefind/pagefind-worker.js',
  'pagefind/wasm.unknown.pagefind',
  // KaTeX's fonts in the older formats: every browser with service workers takes its WOFF2 ones.
  '**/KaTeX_*.woff',
  '**/KaTeX_*.ttf',
];

/** Files whose names carry a content hash: precached without a revision (smaller manifest). */
const HASHED = /(^|\/)_astro\/|\.pf_(fragment|index|filter|meta)$/;

const RUNTIME = fileURLToPath(new URL('./service-worker-runtime.ts', import.meta.url));

export interface ServiceWorkerResult {
  /** Absolute path of the written worker. */
  swPath: string;
  /** Number of precached files and their total bytes. */
  count: number;
  size: number;
  warnings: string[];
  /** What the first visit precaches and what the offline packs hold (`offline-plan.ts`). */
  plan: OfflinePlan;
}

/** The file listing the offline packs, read by `/offline/` and by the worker. */
export const OFFLINE_PACKS_FILE = 'offline-packs.json';

/** The folder of the packs' file lists (`offline-packs/{n}.json`, an array of site URLs each). */
export const OFFLINE_LISTS_DIR = 'offline-packs';

/** Whether any HTML page among `entries` (relative to `outDir`) contains `marker`. */
async function anyPageHas(outDir: string, entries: readonly ManifestEntry[], marker: string): Promise<boolean> {
  for (const e of entries) {
    if (e.url.endsWith('.html') && (await readFile(path.join(outDir, e.url), 'utf8')).includes(marker)) return true;
  }
  return false;
}

/**
 * The packs' listing as `/offline/` reads it: whether the site is kept whole, the budget and what
 * the first visit keeps, and per pack its id, title, notes, bytes, file count and the URL of its
 * file list.
 */
function packsListing(plan: OfflinePlan, prefix: string): string {
  const packs = plan.packs.map((p, i) => ({
    id: p.id,
    title: p.title,
    notes: p.notes,
    bytes: p.bytes,
    files: p.urls.length,
    list: `${prefix}${OFFLINE_LISTS_DIR}/${i}.json`,
  }));
  return `${JSON.stringify({ whole: plan.whole, budgetBytes: plan.budgetBytes, precachedBytes: plan.precachedBytes, precachedNotes: plan.precachedNotes, packs })}\n`;
}

/** Largest file the service worker saves for offline use: 50 MiB (search bundles and big graphs exceed workbox's 2 MB default). */
const MAX_PRECACHED_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Leaves files over {@link MAX_PRECACHED_FILE_BYTES} out of the precache list, each with a warning
 * that names it and says what to do; a data export (`graph.json`, never saved for offline reading)
 * is left out without one.
 */
const largeFilesLeftOut: ManifestTransform = (entries) => {
  const warnings: string[] = [];
  const manifest = entries.filter((entry) => {
    if (entry.size <= MAX_PRECACHED_FILE_BYTES) return true;
    if (!DATA_EXPORTS.has(entry.url)) {
      warnings.push(
        `${entry.url} is ${(entry.size / 2 ** 20).toFixed(1)} MiB, over the ${MAX_PRECACHED_FILE_BYTES / 2 ** 20} MiB a file may have to be saved for offline use: ` +
          'readers can open it only online. Split or shrink the file to have it offline.',
      );
    }
    return false;
  });
  return { manifest, warnings };
};

/**
 * The files a build of the site in `outDir` (absolute) would precache, before the offline plan
 * chooses among them: workbox-build's manifest entries (URLs relative to `outDir`) of
 * {@link PRECACHE_PATTERN}, listed at once, and of Pagefind's bundle, listed once `searchIndex`
 * settles (its rejection is passed on); Mermaid's chunks are left out of a site without a diagram.
 * Also returns workbox-build's warnings. Throws workbox-build's error naming a bad option.
 */
export async function listPrecachable(
  outDir: string,
  searchIndex: Promise<unknown> = Promise.resolve(),
): Promise<{ entries: ManifestEntry[]; warnings: string[] }> {
  const options = (globPatterns: string[], globIgnores: string[]): GetManifestOptions => ({
    globDirectory: outDir,
    globPatterns,
    globIgnores,
    dontCacheBustURLsMatching: HASHED,
    // The size limit is ours ({@link largeFilesLeftOut}), with warnings in the site's words.
    maximumFileSizeToCacheInBytes: Number.MAX_SAFE_INTEGER,
    manifestTransforms: [largeFilesLeftOut],
  });
  const site = await getManifest(options([PRECACHE_PATTERN], [...IGNORED, 'pagefind/**']));
  // A site without a Mermaid diagram precaches none of mermaid's files. Its pages are searched
  // for a diagram while Pagefind still runs (on 50,000 notes, a read of every page).
  const diagramOnly = diagramOnlyFiles(outDir);
  const unused =
    diagramOnly.size > 0 && !(await anyPageHas(outDir, site.manifestEntries ?? [], 'language-mermaid')) ? diagramOnly : new Set<string>();
  await searchIndex;
  const search = await getManifest(options([SEARCH_PATTERN], IGNORED));
  return {
    entries: [...(site.manifestEntries ?? []), ...(search.manifestEntries ?? [])].filter((e) => !unused.has(e.url)),
    warnings: [...site.warnings, ...search.warnings],
  };
}

/**
 * Generates `outDir/sw.js` (absolute folder) precaching {@link PRECACHE_PATTERN} and Pagefind's bundle. `base` is the
 * site URL prefix (`/` by default); every precache URL is served under it. `searchIndex`: the
 * promise of the Pagefind run writing `outDir/pagefind/`; the site's other files are listed
 * meanwhile, and the bundle's once it settles (its rejection is passed on). Throws workbox-build's
 * error (naming the bad option) or esbuild's when the worker cannot be listed or bundled.
 */
export async function buildServiceWorker(
  outDir: string,
  base = '/',
  searchIndex: Promise<unknown> = Promise.resolve(),
  budgetBytes = DEFAULT_PRECACHE_BUDGET_BYTES,
): Promise<ServiceWorkerResult> {
  const swPath = path.join(outDir, 'sw.js');
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const [listing, runtime] = await Promise.all([
    listPrecachable(outDir, searchIndex),
    build({
      entryPoints: [RUNTIME],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2020',
      write: false,
      logLevel: 'silent',
      define: {
        'process.env.NODE_ENV': '"production"',
        __NAVIGATE_FALLBACK__: JSON.stringify(existsSync(path.join(outDir, '404.html')) ? `${prefix}404.html` : null),
        __OFFLINE_PAGE__: JSON.stringify(existsSync(path.join(outDir, 'offline', 'index.html')) ? `${prefix}offline/index.html` : null),
        __OFFLINE_PACKS__: JSON.stringify(`${prefix}${OFFLINE_PACKS_FILE}`),
        __SEARCH_FOLDER__: JSON.stringify(`${prefix}pagefind/`),
      },
    }),
  ]);
  const listed = listing.entries;
  // The packs' listing is precached too and counts against the budget: plan again without its bytes.
  const offlineSite = readOfflineSite(outDir, listed);
  let plan = planOffline(offlineSite, prefix, budgetBytes, gameTitle);
  if (!plan.whole && plan.precachedBytes + Buffer.byteLength(packsListing(plan, prefix)) > budgetBytes) {
    plan = planOffline(offlineSite, prefix, budgetBytes - Buffer.byteLength(packsListing(plan, prefix)), gameTitle);
  }
  const packs = packsListing(plan, prefix);
  await writeFile(path.join(outDir, OFFLINE_PACKS_FILE), packs);
  // Each pack's file list, fetched by /offline/ when it saves the pack (not precached).
  await mkdir(path.join(outDir, OFFLINE_LISTS_DIR), { recursive: true });
  await Promise.all(
    plan.packs.map((pack, i) => writeFile(path.join(outDir, OFFLINE_LISTS_DIR, `${i}.json`), `${JSON.stringify(pack.urls)}\n`)),
  );
  const packsEntry: ManifestEntry = { url: OFFLINE_PACKS_FILE, revision: createHash('md5').update(packs).digest('hex') };
  // URLs relative to the worker (at the site's root) unless the site has a base.
  const entries = [...plan.precache, packsEntry].map((e) => (prefix === '/' ? e : { ...e, url: prefix + e.url }));
  const code = runtime.outputFiles[0]!.text;
  await writeFile(swPath, `self.__WB_MANIFEST=${JSON.stringify(entries)};\n${code}`);
  return {
    swPath,
    count: entries.length,
    size: plan.precachedBytes + Buffer.byteLength(packs),
    warnings: listing.warnings,
    plan,
  };
}
