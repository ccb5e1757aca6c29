/**
 * `buildGraph`: vault files in memory → the glossary graph (`VaultGraph`). Pure: no file access.
 * A client of the vault state (`vault-state.ts`): one update with every file (notes read, URLs
 * given, links resolved, backlinks, unwritten targets and block ids found), then each note's HTML
 * rendered (`render.ts`, embeds expanded by `embed-expand.ts`).
 */
import { compareDiagnostics } from './diagnostics.ts';
import { renderNoteHtml } from './render.ts';
import { renderContext } from './render-context.ts';
import type { PreparsedNotes } from './parse-pool.ts';
import { createVaultState } from './vault-state.ts';
import type { VaultFile, VaultGraph, VaultOptions } from './types.ts';
import { collectIfGrown } from './heap.ts';

export { DEFAULT_MAX_EMBED_BYTES, DEFAULT_MAX_EMBED_DEPTH, embedDiagnostics } from './render-context.ts';

/** A new, empty parse cache for `VaultOptions.noteCache`. */
export function createNoteCache(): Map<string, unknown> {
  return new Map();
}

/**
 * Builds the graph of a vault from its files (`{ path, bytes }`, vault-relative POSIX paths;
 * non-`.md` files are assets). Never throws on bad input: each problem is a `Diagnostic` in
 * `graph.diagnostics` (sorted by file, line, column, code) and every note is still in `graph.notes`.
 * Files with absolute or vault-escaping paths are skipped with `InvalidPath`.
 * `preparsed` (internal, from `loadVault`'s worker threads): trees already parsed, by `file.bytes`;
 * the result is the same as without it.
 */
export function buildGraph(files: readonly VaultFile[], options: VaultOptions = {}, preparsed?: PreparsedNotes): VaultGraph {
  const byPath = new Map<string, VaultFile>();
  for (const file of files) if (!byPath.has(file.path)) byPath.set(file.path, file);
  const state = createVaultState(options);
  state.update(byPath, byPath.keys(), preparsed);
  const graph = state.graph();
  const records = state.records();

  const cache = options.noteCache;
  if (cache && cache.size > records.length) {
    const present = new Set(records.map((r) => r.note.path));
    for (const path of cache.keys()) if (!present.has(path)) cache.delete(path);
  }

  const rendering = options.html === undefined || options.html === true;
  if (rendering) {
    options.onLinksResolved?.({ notes: graph.notes, edges: graph.edges, unresolved: graph.unresolved });
    const rendered = graph.diagnostics;
    // Memory: a note's syntax tree is not needed once its hast exists (kept for embedded notes),
    // unless a note cache keeps records for the next build.
    const bytes = (i: number) => byPath.get(records[i]!.note.path)?.bytes.length ?? 0;
    const ctx = renderContext(
      records,
      options,
      rendered,
      bytes,
      !cache,
      (i) => byPath.get(records[i]!.note.path)?.bytes,
      (path) => byPath.get(path)?.bytes,
    );
    for (const record of records) {
      record.note.html = renderNoteHtml(ctx, record);
      // Here, where the note's trees are no longer held.
      collectIfGrown();
    }
    graph.diagnostics.sort(compareDiagnostics);
  }
  return graph;
}
