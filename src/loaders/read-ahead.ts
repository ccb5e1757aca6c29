/**
 * The vault read ahead of Astro's content sync in `astro build`. Astro spends its first seconds
 * loading itself, the configuration and Vite on the main thread; the vault's notes are read and
 * parsed on worker threads (`src/vault/parse-pool.ts`). {@link startReadAhead}, called when the
 * configuration is set up, starts that read at once, and {@link readGraph} (`read-graph.ts`) takes
 * it when the loaders run, so the two overlap. The configuration's integration and the loaders
 * need not share a module instance of this file (Node loads both here, but a tool that loads either
 * through a Vite module runner makes another), so the read waits on `globalThis` under a registered
 * symbol, as the published vault does (`published-vault.ts`).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readVault, type ReadVault } from '../vault/index.ts';

interface Ahead {
  root: string;
  cacheDir: string;
  read: Promise<ReadVault>;
}

const KEY = Symbol.for('rulegraph.read-ahead');

function slot(): { [KEY]?: Ahead } {
  return globalThis as { [KEY]?: Ahead };
}

/** The vault's parse cache: a `rulegraph` folder in Astro's cache folder (`config.cacheDir`, a file URL). */
export function parseCacheDir(astroCacheDir: URL): string {
  return path.join(fileURLToPath(astroCacheDir), 'rulegraph');
}

/**
 * Starts reading the vault at `root` (absolute path) with the parse cache in `cacheDir` (absolute
 * path), as `readGraph` reads it in a build, replacing a read started before and not taken. The read
 * is never awaited here: a failure (no such folder) is thrown to whoever takes it.
 */
export function startReadAhead(root: string, cacheDir: string): void {
  const read = readVault(root, { cacheDir });
  read.catch(() => {});
  slot()[KEY] = { root, cacheDir, read };
}

/**
 * The read started by {@link startReadAhead} for the vault at `root` with the parse cache in
 * `cacheDir`, taken (a second call gives `undefined`), or `undefined` when none was started for them
 * (a read for another vault or cache folder is dropped).
 */
export function takeReadAhead(root: string, cacheDir: string): Promise<ReadVault> | undefined {
  const ahead = slot()[KEY];
  delete slot()[KEY];
  return ahead && ahead.root === root && ahead.cacheDir === cacheDir ? ahead.read : undefined;
}
