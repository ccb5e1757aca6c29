/**
 * Reads the vault once per build (or per change in `astro dev`) and shares the graph between the
 * collections fed by `vaultLoader()` and `vaultGraphLoader()`.
 */
import path from 'node:path';
import { loadVault } from '../vault/index.ts';
import { DEFAULT_RESERVED_SLUGS } from '../vault/graph.ts';
import type { Diagnostic, VaultGraph } from '../vault/types.ts';
import { engineFor } from '../engine/registry.ts';
import { assertCheckBlocks, linkCheckCitations } from '../widgets/check-build.ts';
import { makeRenderCheck } from '../widgets/render-check.ts';

/** The vault folder the site builds: env `RULEGRAPH_VAULT` (relative to the project root), default `content`. */
export function vaultRootFromEnv(): string {
  const fromEnv = process.env.RULEGRAPH_VAULT;
  return path.resolve(fromEnv && fromEnv.trim() !== '' ? fromEnv : 'content');
}

const cache = new Map<string, Promise<VaultGraph>>();
const changeListeners = new Set<() => Promise<void>>();
let watching = false;

/**
 * The graph of the vault at `root` (absolute path) with links under `base` (e.g. `/`).
 * Loaded once per (root, base) until {@link forgetGraphs} is called.
 * Throws (from `loadVault`) only when `root` is missing or not a folder.
 */
export function readGraph(root: string, base: string): Promise<VaultGraph> {
  const key = `${root}\0${base}`;
  const cached = cache.get(key);
  if (cached) return cached;
  // `check` blocks render as widgets; every block is run, and a disagreement fails the build.
  const graph: Promise<VaultGraph> = loadVault(root, { base, reservedSlugs: [...SITE_SLUGS], renderCheck: makeRenderCheck({ base, engineFor }) }).then((g) => {
    assertCheckBlocks(g, engineFor, (file) => path.relative(process.cwd(), path.join(root, file)) || file);
    linkCheckCitations(g, base, (b, slug) => `${b}${slug}/`);
    return g;
  });
  cache.set(key, graph);
  // A failed load must not stick: the next call retries.
  graph.catch(() => cache.delete(key));
  return graph;
}

/** Top-level URLs the site itself uses; a note never takes one (the vault adds a suffix instead). */
export const SITE_SLUGS: readonly string[] = [
  ...DEFAULT_RESERVED_SLUGS,
  'graph', 'graph-layout.json', 'search', 'pagefind', 'sw.js', '404', 'check',
];

/** Drops every cached graph, so that the next {@link readGraph} reads the vault again. */
export function forgetGraphs(): void {
  cache.clear();
}

/**
 * In `astro dev`: watches `root` with Vite's watcher (once) and, on any change under it, drops the
 * cached graph and re-runs every registered collection sync. `sync` is registered per collection.
 */
export function watchVault(
  watcher: { add(paths: string): unknown; on(event: string, cb: (file: string) => void): unknown } | undefined,
  root: string,
  sync: () => Promise<void>,
): void {
  if (!watcher) return;
  changeListeners.add(sync);
  if (watching) return;
  watching = true;
  watcher.add(root);
  const onChange = (file: string) => {
    if (!path.resolve(file).startsWith(root + path.sep)) return;
    forgetGraphs();
    for (const listener of changeListeners) void listener();
  };
  for (const event of ['add', 'change', 'unlink']) watcher.on(event, onChange);
}

/**
 * One line per diagnostic, as editors and terminals link them:
 * `content/legion/Aim.md:3:5 BrokenLink No note or file matches "Move". Hint: …`
 * (the file path relative to the current working directory, normally the project root; the
 * severity is the log level the loader prints it at).
 */
export function formatDiagnostic(diagnostic: Diagnostic, root: string): string {
  const file = path.relative(process.cwd(), path.join(root, diagnostic.file)) || diagnostic.file;
  const hint = diagnostic.hint ? ` Hint: ${diagnostic.hint}` : '';
  return `${file}:${diagnostic.line}:${diagnostic.column} ${diagnostic.code} ${diagnostic.message}${hint}`;
}
