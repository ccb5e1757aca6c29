/**
 * The vault API (see docs/graph-schema.md):
 * `loadVault(root, options)` reads a vault folder and builds its graph; `buildGraph(files,
 * options)` does the same from files in memory. Diagnostics never throw; see `diagnostics.ts`.
 */
import { buildGraph } from './graph.ts';
import { readVaultFiles } from './read.ts';
import { isParsedNote, parseInWorkers, parseThreadCount, preparsedFrom, type SerialisedParses } from './parse-pool.ts';
import { DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
import { digestNote } from './note-digest.ts';
import { noteKey, readParseCache, writeParseCache, type ParseCacheEntries } from './parse-cache.ts';
import { serialiseNote, type SerialisedNote } from './serialised-note.ts';
import type { Diagnostic, VaultFile, VaultGraph, VaultOptions } from './types.ts';
import { compareDiagnostics } from './diagnostics.ts';
import type { PreparsedNotes } from './parse-pool.ts';
import { readObsidianSettings } from './obsidian-settings.ts';
import { embedTargetNames, type TreeRequest, treeWanted } from './embed-names.ts';

export { buildGraph, createNoteCache, embedDiagnostics, DEFAULT_MAX_EMBED_DEPTH, DEFAULT_MAX_EMBED_BYTES } from './graph.ts';
export { readNoteLean, DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
export { parseInWorkers, parseThreadCount, preparsedFrom, type PreparsedNotes } from './parse-pool.ts';
export { blockKey } from './block-owners.ts';
export { createVaultState, DEFAULT_SITE_LINKS, type VaultChange, type VaultState } from './vault-state.ts';
export { createResolver, normalizePath, type Resolver } from './resolve.ts';
export * from './diagnostics.ts';
export { noteSlug, assetUrl, unwrittenAnchor, MAX_SEGMENT_BYTES } from './slug.ts';
export { unlinkedAssetDiagnostics } from './asset-publish.ts';
export { acceptFiles, assignAssetUrls, assignPageSlugs, canonicalPath, isIgnored, DEFAULT_IGNORE, DEFAULT_ROUTES } from './pages.ts';
export { readVaultFolder, readVaultPath, type PathRead } from './read.ts';
export { terminalLine, terminalSafe } from './terminal-text.ts';
export * from './types.ts';

/** A vault folder read from disk, its notes parsed ahead: what {@link loadVault} builds the graph from. */
export interface ReadVault {
  /** Every file, in path order (asset bytes empty). */
  files: VaultFile[];
  /** Read problems (symlinks skipped, unreadable files). */
  diagnostics: Diagnostic[];
  /** Notes parsed on worker threads or found in the parse cache, by `file.bytes`. */
  preparsed: PreparsedNotes | undefined;
  /** The options given, with `strictLineBreaks` read from `.obsidian/app.json` when not given. */
  options: VaultOptions;
}

/**
 * Reads every file under `root` (a folder path) and parses its notes ahead (on worker threads for
 * large vaults, see `parse-pool.ts`, option `parseThreads`; through the parse cache in
 * `options.cacheDir`). Throws only when `root` does not exist or is not a folder.
 */
export async function readVault(root: string, given: VaultOptions = {}): Promise<ReadVault> {
  const [{ files, diagnostics }, settings] = await Promise.all([
    readVaultFiles(root),
    given.strictLineBreaks === undefined ? readObsidianSettings(root) : null,
  ]);
  const options: VaultOptions = settings ? { ...given, strictLineBreaks: settings.strictLineBreaks } : given;
  const maxBytes = options.maxNoteBytes ?? DEFAULT_MAX_NOTE_BYTES;
  // Without HTML (the checker), only the trees the embed diagnostics expand are wanted (a guess,
  // see embed-names.ts); with none at all, digests only.
  const trees: TreeRequest =
    options.html === undefined || options.html === true
      ? true
      : options.html === 'diagnostics'
        ? { embedded: [...embedTargetNames(files)] }
        : false;
  const serialised = options.cacheDir
    ? await parseWithCache(files, options.cacheDir, maxBytes, trees, options.parseThreads)
    : await parseAhead(files, maxBytes, trees, options.parseThreads);
  return { files, diagnostics, preparsed: serialised ? preparsedFrom(serialised) : undefined, options };
}

/**
 * Reads every file under `root` (a folder path) and builds the graph ({@link readVault}, then
 * `buildGraph`). Throws only when `root` does not exist or is not a folder. Read problems
 * (symlinks, unreadable files) are added to `graph.diagnostics` with the rest. `strictLineBreaks`,
 * when not given, is read from the vault's `.obsidian/app.json` (`obsidian-settings.ts`).
 * `ahead`: the same folder already being read by `readVault(root, o)`, where `o` has the options of
 * `given` that the read uses (`cacheDir`, `maxNoteBytes`, `html`, `parseThreads`,
 * `strictLineBreaks`); its files and parses are used instead of reading again.
 */
export async function loadVault(root: string, given: VaultOptions = {}, ahead?: Promise<ReadVault>): Promise<VaultGraph> {
  const read = await (ahead ?? readVault(root, given));
  const options = ahead ? { ...given, strictLineBreaks: read.options.strictLineBreaks } : read.options;
  const graph = buildGraph(read.files, options, read.preparsed);
  if (read.diagnostics.length > 0) graph.diagnostics = [...read.diagnostics, ...graph.diagnostics].sort(compareDiagnostics);
  return graph;
}

/** Reads the notes of `files` on worker threads when the vault is large enough (else `undefined`). */
async function parseAhead(
  files: readonly VaultFile[],
  maxBytes: number,
  trees: TreeRequest,
  requested?: number,
): Promise<SerialisedParses | undefined> {
  const threads = parseThreadCount(files.filter((f) => isParsedNote(f, maxBytes)).length, requested);
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
  trees: TreeRequest,
  requested?: number,
): Promise<SerialisedParses> {
  const cached = await readParseCache(cacheDir);
  const out: SerialisedParses = new Map();
  const next: ParseCacheEntries = new Map();
  const misses: Array<{ file: VaultFile; key: string }> = [];
  for (const file of files) {
    if (!isParsedNote(file, maxBytes)) continue;
    const key = noteKey(file.bytes);
    const hit = cached.get(key);
    if (hit && (hit.full || trees !== true)) {
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
  const wanted = treeWanted(trees);
  for (const { file, key } of misses) {
    let note = fresh.get(file.bytes);
    if (!note) {
      const digested = digestNote(file.bytes, file.path);
      note = serialiseNote(digested, wanted(digested.digest, file.path));
    }
    next.set(key, note);
    out.set(file.bytes, note);
  }
  await writeParseCache(cacheDir, next);
  return out;
}
