/**
 * The vault API (see docs/graph-schema.md):
 * `loadVault(root, options)` reads a vault folder and builds its graph; `buildGraph(files,
 * options)` does the same from files in memory. Diagnostics never throw; see `diagnostics.ts`.
 */
import { buildGraph } from './graph.ts';
import { readVaultFiles } from './read.ts';
import { parseInWorkers, parseThreadCount, preparsedFrom, type SerialisedParses } from './parse-pool.ts';
import { DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
import { digestNote } from './note-digest.ts';
import { noteKey, readParseCache, writeParseCache, type ParseCacheEntries } from './parse-cache.ts';
import { serialiseNote, type SerialisedNote } from './serialised-note.ts';
import type { VaultFile } from './types.ts';
import type { VaultGraph, VaultOptions } from './types.ts';
import { readObsidianSettings } from './obsidian-settings.ts';

export { buildGraph, createNoteCache, embedDiagnostics, DEFAULT_MAX_EMBED_DEPTH, DEFAULT_MAX_EMBED_BYTES } from './graph.ts';
export { readNoteLean, DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
export { parseInWorkers, parseThreadCount, preparsedFrom, type PreparsedNotes } from './parse-pool.ts';
export { createVaultState, blockKey, DEFAULT_SITE_LINKS, type VaultChange, type VaultState } from './vault-state.ts';
export { createResolver, normalizePath, type Resolver } from './resolve.ts';
export * from './diagnostics.ts';
export { noteSlug, assetUrl, unwrittenAnchor, MAX_SEGMENT_BYTES } from './slug.ts';
export { unlinkedAssetDiagnostics } from './asset-publish.ts';
export { acceptFiles, assignAssetUrls, assignPageSlugs, canonicalPath, isIgnored, DEFAULT_IGNORE, DEFAULT_ROUTES } from './pages.ts';
export { terminalSafe } from './terminal-text.ts';
export * from './types.ts';

/**
 * Reads every file under `root` (a folder path) and builds the graph. Throws only when `root`
 * does not exist or is not a folder. Read problems (symlinks, unreadable files) are added to
 * `graph.diagnostics` with the rest. Large vaults are parsed on worker threads (see
 * `parse-pool.ts`, option `parseThreads`); if a worker cannot start, parsing falls back to this
 * thread with the same result. `strictLineBreaks`, when not given, is read from the vault's
 * `.obsidian/app.json` (`obsidian-settings.ts`).
 */
export async function loadVault(root: string, given: VaultOptions = {}): Promise<VaultGraph> {
  const [{ files, diagnostics }, settings] = await Promise.all([
    readVaultFiles(root),
    given.strictLineBreaks === undefined ? readObsidianSettings(root) : null,
  ]);
  const options: VaultOptions = settings ? { ...given, strictLineBreaks: settings.strictLineBreaks } : given;
  const maxBytes = options.maxNoteBytes ?? DEFAULT_MAX_NOTE_BYTES;
  // Without HTML (the checker), no tree is needed: the workers and the cache pass digests only.
  const trees = options.html === undefined || options.html === true;
  const serialised = options.cacheDir
    ? await parseWithCache(files, options.cacheDir, maxBytes, trees, options.parseThreads)
    : await parseAhead(files, maxBytes, trees, options.parseThreads);
  const graph = buildGraph(files, options, serialised ? preparsedFrom(serialised) : undefined);
  if (diagnostics.length > 0) {
    graph.diagnostics = [...diagnostics, ...graph.diagnostics].sort((a, b) =>
      a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
    );
  }
  return graph;
}

const isNote = (f: VaultFile, maxBytes: number): boolean => /\.md$/i.test(f.path) && f.bytes.length <= maxBytes;

/** Reads the notes of `files` on worker threads when the vault is large enough (else `undefined`). */
async function parseAhead(
  files: readonly VaultFile[],
  maxBytes: number,
  trees: boolean,
  requested?: number,
): Promise<SerialisedParses | undefined> {
  const threads = parseThreadCount(files.filter((f) => isNote(f, maxBytes)).length, requested);
  if (threads === 0) return undefined;
  try {
    return await parseInWorkers(files, threads, maxBytes, trees);
  } catch {
    return undefined;
  }
}

/**
 * Every note's digest (and tree, when `trees`) from the parse cache in `cacheDir` (see
 * `parse-cache.ts`), reading only the notes not in it (on worker threads when there are many) and
 * writing the cache back when any was read or went away.
 */
async function parseWithCache(
  files: readonly VaultFile[],
  cacheDir: string,
  maxBytes: number,
  trees: boolean,
  requested?: number,
): Promise<SerialisedParses> {
  const cached = await readParseCache(cacheDir);
  const out: SerialisedParses = new Map();
  const next: ParseCacheEntries = new Map();
  const misses: Array<{ file: VaultFile; key: string }> = [];
  for (const file of files) {
    if (!isNote(file, maxBytes)) continue;
    const key = noteKey(file.bytes);
    const hit = cached.get(key);
    if (hit && (hit.full || !trees)) {
      out.set(file.bytes, hit);
      next.set(key, hit);
    } else misses.push({ file, key });
  }
  if (misses.length === 0) {
    if (next.size < cached.size) await writeParseCache(cacheDir, next); // notes were removed
    return out;
  }
  const fresh =
    (await parseAhead(
      misses.map((m) => m.file),
      maxBytes,
      trees,
      requested,
    )) ?? new Map<Uint8Array, SerialisedNote>();
  for (const { file, key } of misses) {
    const note = fresh.get(file.bytes) ?? serialiseNote(digestNote(file.bytes, file.path), trees);
    next.set(key, note);
    out.set(file.bytes, note);
  }
  await writeParseCache(cacheDir, next);
  return out;
}
