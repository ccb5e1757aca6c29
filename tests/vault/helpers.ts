import { buildGraph, createVaultState } from '../../src/vault/index.ts';
import type { VaultFile, VaultGraph, VaultNote, VaultOptions } from '../../src/vault/index.ts';

const encoder = new TextEncoder();

/** Builds a graph from `{ path: text | bytes }`. */
export function vault(files: Record<string, string | Uint8Array>, options?: VaultOptions): VaultGraph {
  return buildGraph(
    Object.entries(files).map(([path, content]) => ({ path, bytes: typeof content === 'string' ? encoder.encode(content) : content })),
    options,
  );
}

export function note(graph: VaultGraph, id: string): VaultNote {
  const found = graph.notes.find((n) => n.id === id);
  if (!found) throw new Error(`no note ${id} in ${graph.notes.map((n) => n.id).join(', ')}`);
  return found;
}

export function codes(graph: VaultGraph): string[] {
  return graph.diagnostics.map((d) => d.code);
}

/**
 * A vault edited as `check --watch` sees it, beside the build of the same files: `put` writes a
 * note, `update` tells the checker's vault state which paths changed, and `checker()` / `build()`
 * give each one's diagnostics as sorted `file code` lines, to compare.
 */
export function watchedVault(options: VaultOptions = {}) {
  const files = new Map<string, VaultFile>();
  const state = createVaultState({ ...options, html: 'diagnostics' });
  const lines = (list: ReadonlyArray<{ code: string; file: string }>) => list.map((d) => `${d.file} ${d.code}`).sort();
  return {
    put: (path: string, text: string) => void files.set(path, { path, bytes: encoder.encode(text) }),
    update: (paths: Iterable<string> = files.keys()) => void state.update(files, paths),
    checker: () => lines(state.diagnostics()),
    build: () => lines(vault(Object.fromEntries([...files].map(([path, f]) => [path, f.bytes])), options).diagnostics),
  };
}
