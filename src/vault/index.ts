/**
 * The vault API (see /work/vault-site-contract.md and docs/graph-schema.md):
 * `loadVault(root, options)` reads a vault folder and builds its graph; `buildGraph(files,
 * options)` does the same from files in memory. Diagnostics never throw; see `diagnostics.ts`.
 */
import { buildGraph } from './graph.ts';
import { readVaultFiles } from './read.ts';
import { parseInWorkers, parseThreadCount, type PreparsedNotes } from './parse-pool.ts';
import { DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
import type { VaultGraph, VaultOptions } from './types.ts';

export { buildGraph, createNoteCache } from './graph.ts';
export { DIAGNOSTICS, formatDiagnostic } from './diagnostics.ts';
export { noteSlug, assetUrl, unwrittenAnchor } from './slug.ts';
export * from './types.ts';

/**
 * Reads every file under `root` (a folder path) and builds the graph. Throws only when `root`
 * does not exist or is not a folder. Read problems (symlinks, unreadable files) are added to
 * `graph.diagnostics` with the rest. Large vaults are parsed on worker threads (see
 * `parse-pool.ts`, option `parseThreads`); if a worker cannot start, parsing falls back to this
 * thread with the same result.
 */
export async function loadVault(root: string, options: VaultOptions = {}): Promise<VaultGraph> {
  const { files, diagnostics } = await readVaultFiles(root);
  const noteCount = files.reduce((n, f) => n + (/\.md$/i.test(f.path) ? 1 : 0), 0);
  const threads = parseThreadCount(noteCount, options.parseThreads);
  let preparsed: PreparsedNotes | undefined;
  if (threads > 0) {
    try {
      preparsed = await parseInWorkers(files, threads, options.maxNoteBytes ?? DEFAULT_MAX_NOTE_BYTES);
    } catch {
      preparsed = undefined;
    }
  }
  const graph = buildGraph(files, options, preparsed);
  if (diagnostics.length > 0) {
    graph.diagnostics = [...diagnostics, ...graph.diagnostics].sort((a, b) =>
      a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
    );
  }
  return graph;
}
