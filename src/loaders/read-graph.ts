/**
 * Reads the vault once per build (or per change in `astro dev`) and shares the graph between the
 * collections fed by `vaultLoader()` and `vaultGraphLoader()`.
 */
import path from 'node:path';
import { createNoteCache, formatDiagnostic as formatVaultDiagnostic, loadVault } from '../vault/index.ts';
import { SITE_ROUTES } from '../site-routes.ts';
import type { Diagnostic, VaultGraph, VaultNote } from '../vault/types.ts';
import { fitNoteTree } from './page-html.ts';
import { engineFor } from '../engine/registry.ts';
import { assertCheckBlocks, linkCheckCitations } from '../widgets/check-build.ts';
import { makeRenderCheck } from '../widgets/render-check.ts';
import type { StoredLayout } from '../graph-layout/index.ts';
import { adoptLayout, startLayout } from './layout-ahead.ts';
import { takeReadAhead } from './read-ahead.ts';

/** The vault folder the site builds: env `RULEGRAPH_VAULT` (relative to the project root), default `content`. */
export function vaultRootFromEnv(): string {
  const fromEnv = process.env.RULEGRAPH_VAULT;
  return path.resolve(fromEnv && fromEnv.trim() !== '' ? fromEnv : 'content');
}

const fittedTitleIds = new WeakMap<VaultNote, string | null>();

/**
 * The `titleId` found when `note.html` was fitted under the page title while it was rendered
 * (see `page-html.ts`; `null`: no leading title heading), or `undefined` when it was not fitted.
 */
export function fittedTitleId(note: VaultNote): string | null | undefined {
  return fittedTitleIds.get(note);
}

/** Per (root, base): the graph being read or read, and how many loaders took it. */
const cache = new Map<string, { graph: Promise<VaultGraph>; readers: number }>();
/** Per (root, base): the vault's note cache, kept across re-reads so that unchanged notes are not parsed again. */
const noteCaches = new Map<string, Map<string, unknown>>();

/** How a loader reads the graph: see {@link readGraph}. */
export interface ReadGraphOptions {
  /** Astro's cache folder for the parse cache on disk (`VaultOptions.cacheDir`). */
  cacheDir?: string;
  /**
   * `true` in `astro dev` (the loader has a watcher): the graph and a note cache are kept so that
   * a change re-reads only what changed. `false` in `astro build`: nothing is kept after every
   * reader has the graph ({@link GRAPH_READERS}), so the parsed vault (note records with their
   * facts, the serialised parses, the graph) can be freed before Astro renders the pages.
   */
  keep: boolean;
}

/** The loaders that read one vault's graph in a build: `vaultLoader()` and `vaultGraphLoader()`. */
const GRAPH_READERS = 2;

/**
 * The graph of the vault at `root` (absolute path) with links under `base` (e.g. `/`).
 * With `keep`, loaded once per (root, base) until {@link forgetGraphs} is called; a re-read after
 * that parses only the notes whose bytes changed (a note cache from `createNoteCache()` per
 * (root, base)), on this thread. Without `keep`, the graph is shared by the first
 * {@link GRAPH_READERS} calls and then forgotten, and no note cache is made. `cacheDir` keeps
 * parses on disk across processes. Throws (from `loadVault`) when `root` is missing or not a
 * folder, and when a `check` block disagrees with the engine (`assertCheckBlocks`).
 */
export function readGraph(root: string, base: string, options: ReadGraphOptions): Promise<VaultGraph> {
  const { cacheDir, keep } = options;
  const key = `${root}\0${base}`;
  const cached = cache.get(key);
  if (cached) {
    if (!keep && ++cached.readers >= GRAPH_READERS) cache.delete(key);
    return cached.graph;
  }
  let noteCache = keep ? noteCaches.get(key) : undefined;
  const reread = noteCache !== undefined && noteCache.size > 0;
  if (keep && !noteCache) noteCaches.set(key, (noteCache = createNoteCache()));
  // The graph view's layout starts on another thread as soon as the links are resolved.
  let layout: Promise<StoredLayout> | undefined;
  // `check` blocks render as widgets; every block is run, and a disagreement fails the build.
  // A build's first read may have been started while Astro was starting (`read-ahead.ts`): it was
  // made with the same parse options (the parse cache only).
  const ahead = !reread && cacheDir ? takeReadAhead(root, cacheDir) : undefined;
  const graph: Promise<VaultGraph> = loadVault(
    root,
    {
      onLinksResolved: (links) => {
        // Only a build stores the layout (see vault-loader.ts); `astro dev` lays out on demand.
        // A layout of the same links is read from the cache folder (an edit that moved no link).
        if (!keep) layout = startLayout(links, base, cacheDir);
      },
      // Headings fitted under the page title on the tree the vault renders (no second HTML parse).
      adjustHtml: (tree, note) => {
        fittedTitleIds.set(note, fitNoteTree(tree, note.title));
      },
      base,
      routes: SITE_ROUTES,
      renderCheck: makeRenderCheck({ base, engineFor }),
      ...(noteCache ? { noteCache } : {}),
      // Worker threads would parse every note again; a re-read parses only the changed ones.
      ...(reread ? { parseThreads: 0 } : {}),
      // The first read of a process (a build, `astro dev` starting) takes unchanged notes from the
      // parse cache on disk (`cacheDir`: Astro's cache folder) instead of parsing them.
      ...(!reread && cacheDir ? { cacheDir } : {}),
    },
    ahead,
  ).then((g) => {
    assertCheckBlocks(g, engineFor, (file) => path.relative(process.cwd(), path.join(root, file)) || file);
    linkCheckCitations(g, base, (b, slug) => `${b}${slug}/`);
    if (layout) adoptLayout(g, layout);
    return g;
  });
  const entry = { graph, readers: 1 };
  cache.set(key, entry);
  // A failed load must not stick: the next call retries.
  graph.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return graph;
}

/**
 * Drops the cached graphs of the vault at `root` (absolute path), or of every vault when `root` is
 * omitted, so that the next {@link readGraph} reads the vault again (note caches are kept).
 */
export function forgetGraphs(root?: string): void {
  if (root === undefined) {
    cache.clear();
    return;
  }
  for (const key of cache.keys()) if (key.startsWith(`${root}\0`)) cache.delete(key);
}

/**
 * One line per diagnostic, as editors and terminals link them:
 * `content/legion/Aim.md:3:5 BrokenLink [[Move]] matches no note, alias or file: … Hint: …`
 * (the file path relative to the current working directory, normally the project root; the
 * severity is the log level the loader prints it at).
 */
export function formatDiagnostic(diagnostic: Diagnostic, root: string): string {
  return formatVaultDiagnostic(diagnostic, path.relative(process.cwd(), path.join(root, diagnostic.file)) || diagnostic.file);
}
