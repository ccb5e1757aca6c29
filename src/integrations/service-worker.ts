/**
 * Writes `dist/sw.js`: a service worker that precaches every page, asset, the Pagefind bundle and
 * the island scripts of a built site, so that after one visit every note opens, search answers and
 * the widgets work without a network. The worker's code is `service-worker-runtime.ts` (workbox's
 * runtime modules), bundled by esbuild; the precache manifest comes from workbox-build's
 * `getManifest` (workbox's injectManifest convention: `self.__WB_MANIFEST`). workbox-build's
 * `generateSW` did the same through rollup, Babel and terser, which took seconds for a manifest of
 * 10,000 files; esbuild takes milliseconds.
 *
 * The site's files are listed while Pagefind indexes (pass its promise as `searchIndex`), and the
 * search bundle's files once it is written.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import type { GetManifestOptions, ManifestEntry } from 'workbox-build';

/** Every file type a page of the site needs, including Pagefind's bundle. */
export const PRECACHE_PATTERNS = [
  '**/*.{html,css,js,mjs,json,txt,xml,webmanifest}',
  '**/*.{svg,png,jpg,jpeg,gif,webp,avif,ico,woff,woff2}',
  'pagefind/**/*',
];

/**
 * Not precached: the worker itself, what Pagefind writes that the site's search box never
 * loads (prebuilt UIs, its web worker, the no-language WebAssembly build: the box has its own UI,
 * runs without a worker and indexes with `forceLanguage: 'en'`), and KaTeX's WOFF and TTF fonts.
 */
const IGNORED = [
  'sw.js', 'sw.js.map', 'workbox-*.js', 'pagefind/pagefind-*ui.*', 'pagefind/pagefind-highlight.js', 'pagefind/pagefind-worker.js', 'pagefind/wasm.unknown.pagefind',
  // KaTeX's fonts in the older formats: every browser with service workers takes its WOFF2 ones.
  '**/KaTeX_*.woff', '**/KaTeX_*.ttf',
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
}

/**
 * Generates `outDir/sw.js` (absolute folder) precaching {@link PRECACHE_PATTERNS}. `base` is the
 * site URL prefix (`/` by default); every precache URL is served under it. `searchIndex`: the
 * promise of the Pagefind run writing `outDir/pagefind/`; the site's other files are listed
 * meanwhile, and the bundle's once it settles (its rejection is passed on). Throws workbox-build's
 * error (naming the bad option) or esbuild's when the worker cannot be listed or bundled.
 */
export async function buildServiceWorker(outDir: string, base = '/', searchIndex: Promise<unknown> = Promise.resolve()): Promise<ServiceWorkerResult> {
  const swPath = path.join(outDir, 'sw.js');
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const options = (globPatterns: string[], globIgnores: string[]): GetManifestOptions => ({
    globDirectory: outDir,
    globPatterns,
    globIgnores,
    modifyURLPrefix: prefix === '/' ? undefined : { '': prefix },
    dontCacheBustURLsMatching: HASHED,
    // Search bundles and big graphs can exceed workbox's 2 MB default; offline needs them all.
    maximumFileSizeToCacheInBytes: 50 * 1024 * 1024,
  });
  const [site, runtime] = await Promise.all([
    getManifest(options(PRECACHE_PATTERNS, [...IGNORED, 'pagefind/**'])),
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
      },
    }),
  ]);
  await searchIndex;
  const search = await getManifest(options(['pagefind/**/*'], IGNORED));
  const entries: ManifestEntry[] = [...site.manifestEntries ?? [], ...search.manifestEntries ?? []];
  const code = runtime.outputFiles[0]!.text;
  await writeFile(swPath, `self.__WB_MANIFEST=${JSON.stringify(entries)};\n${code}`);
  return {
    swPath,
    count: site.count + search.count,
    size: site.size + search.size,
    warnings: [...site.warnings, ...search.warnings],
  };
}
