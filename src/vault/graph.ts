/**
 * `buildGraph`: vault files in memory → the glossary graph (`VaultGraph`). Pure: no file access.
 * Steps: read each note once (`notes.ts`), give pages and assets unique URLs (`slug.ts`), resolve
 * every link (`links.ts` + `resolve.ts`), collect edges, backlinks and unresolved targets, check
 * block ids are unique in the vault, render each note's HTML (`render.ts`).
 */
import { createResolver } from './resolve.ts';
import { acceptFiles, assignAssetUrls, assignPageSlugs, DEFAULT_IGNORE, DEFAULT_ROUTES } from './pages.ts';
import { readNote, DEFAULT_MAX_NOTE_BYTES } from './notes.ts';
import { resolveLink, edgeAnchor, type LinkContext } from './links.ts';
import { unlinkedAssetDiagnostics } from './asset-publish.ts';
import { diagnose, DuplicateBlockId } from './diagnostics.ts';
import { baseTree, defaultRenderCheck, renderNoteHtml, type RenderContext } from './render.ts';
import { canEmbedTooFar, expandTransclusions } from './transclude.ts';
import type { NoteRecord, ResolvedLink } from './model.ts';
import type { PreparsedNotes } from './parse-pool.ts';
import {
  GRAPH_SCHEMA_VERSION,
  type Diagnostic,
  type UnresolvedTarget,
  type VaultAsset,
  type VaultEdge,
  type VaultFile,
  type VaultGraph,
  type VaultOptions,
} from './types.ts';

/** URL paths the site serves outside the vault (the rule checker's pages, `/check/{game}/?…`). */
export const DEFAULT_SITE_LINKS = ['/check/'];
export const DEFAULT_MAX_EMBED_DEPTH = 5;
/** Default `VaultOptions.maxEmbedBytes`: 4 MB of embedded content per page. */
export const DEFAULT_MAX_EMBED_BYTES = 4_000_000;
export { DEFAULT_IGNORE, DEFAULT_ROUTES } from './pages.ts';

const isNotePath = (path: string): boolean => /\.md$/i.test(path);

/**
 * `true` when a Markdown link points at a page the site serves outside the vault
 * (`[Can Vader attack again?](/check/legion/?v=1&…)`): such a link is neither a note link nor a
 * broken one, so it makes no edge and no diagnostic; it is written with {@link siteLinkUrl}.
 */
export function keepSiteLink(link: { syntax: string; kind: string; url: string | null }, siteLinks: readonly string[]): boolean {
  if (link.syntax !== 'markdown' || link.kind !== 'link') return false;
  const url = link.url ?? '';
  const path = url.replace(/[?#].*$/, '');
  return siteLinks.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
}

/** The URL a site link (see {@link keepSiteLink}, a root-relative `/check/…`) is written with under `base`. */
export function siteLinkUrl(link: { url: string | null }, base: string): string {
  return `${base}${(link.url ?? '/').slice(1)}`;
}

/** The graph edge of `link` (resolved, from note `source`) to note id `target` (or `null`). */
export function edgeOf(source: string, link: ResolvedLink, target: string | null): VaultEdge {
  return {
    source,
    target,
    ...(link.asset ? { asset: link.asset.path } : {}),
    raw: link.path,
    kind: link.kind,
    syntax: link.syntax,
    anchor: edgeAnchor(link),
    position: link.position,
    resolved: target !== null || link.asset !== null,
  };
}

function compareDiagnostics(a: Diagnostic, b: Diagnostic): number {
  return a.file < b.file
    ? -1
    : a.file > b.file
      ? 1
      : a.line - b.line || a.column - b.column || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

function normaliseBase(base: string | undefined): string {
  const b = base ?? '/';
  return b.endsWith('/') ? b : `${b}/`;
}

/** A note parsed by an earlier build: reused while its bytes are the same (`VaultOptions.noteCache`). */
interface CachedNote {
  bytes: Uint8Array;
  record: NoteRecord;
  diagnostics: Diagnostic[];
}
type NoteCache = Map<string, CachedNote>;

/** A new, empty parse cache for `VaultOptions.noteCache`. */
export function createNoteCache(): Map<string, unknown> {
  return new Map<string, CachedNote>();
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Builds the graph of a vault from its files (`{ path, bytes }`, vault-relative POSIX paths;
 * non-`.md` files are assets). Never throws on bad input: each problem is a `Diagnostic` in
 * `graph.diagnostics` (sorted by file, line, column) and every note is still in `graph.notes`.
 * Files with absolute or vault-escaping paths are skipped with `InvalidPath`.
 * `preparsed` (internal, from `loadVault`'s worker threads): trees already parsed, by `file.bytes`;
 * the result is the same as without it.
 */
export function buildGraph(files: readonly VaultFile[], options: VaultOptions = {}, preparsed?: PreparsedNotes): VaultGraph {
  const diagnostics: Diagnostic[] = [];
  const base = normaliseBase(options.base);
  const maxBytes = options.maxNoteBytes ?? DEFAULT_MAX_NOTE_BYTES;

  // Paths: normalised, inside the vault, unique, in a stable order (`pages.ts`).
  const { accepted, diagnostics: pathProblems } = acceptFiles(files, options.ignore ?? DEFAULT_IGNORE);
  diagnostics.push(...pathProblems);

  const records: NoteRecord[] = [];
  const assets: VaultAsset[] = [];
  const cache = options.noteCache as NoteCache | undefined;
  for (const file of accepted) {
    if (!isNotePath(file.path)) {
      assets.push({ path: file.path, url: '' });
      continue;
    }
    const hit = cache?.get(file.path);
    if (hit && sameBytes(hit.bytes, file.bytes)) {
      hit.record.index = records.length;
      hit.record.links = [];
      hit.record.note.html = '';
      diagnostics.push(...hit.diagnostics);
      records.push(hit.record);
      continue;
    }
    const own: Diagnostic[] = [];
    const record = readNote(file, records.length, maxBytes, own, preparsed?.get(file.bytes));
    diagnostics.push(...own);
    if (record.binary) continue; // reported, not a note
    cache?.set(file.path, { bytes: file.bytes, record, diagnostics: own });
    records.push(record);
  }
  if (cache && cache.size > records.length) {
    const present = new Set(records.map((r) => r.note.path));
    for (const path of cache.keys()) if (!present.has(path)) cache.delete(path);
  }

  // Unique page slugs and asset URLs (`pages.ts`).
  const pages = assignPageSlugs(
    records.map((r) => r.note.path),
    accepted.map((f) => f.path),
    options.routes ?? DEFAULT_ROUTES,
  );
  for (const record of records) record.note.slug = pages.slugs.get(record.note.path)!;
  diagnostics.push(...pages.diagnostics);
  const urls = assignAssetUrls(assets.map((a) => a.path));
  for (const asset of assets) asset.url = urls.get(asset.path)!;

  // Links.
  const ctx: LinkContext = {
    resolver: createResolver([
      ...records.map((r) => ({ path: r.note.path, isNote: true, aliases: r.note.aliases })),
      ...assets.map((a) => ({ path: a.path, isNote: false })),
    ]),
    notesByPath: new Map(records.map((r) => [r.note.path, r])),
    assetsByPath: new Map(assets.map((a) => [a.path, a])),
    unwrittenRaw: new Map(),
    diagnostics,
  };
  const edges: VaultEdge[] = [];
  const backlinkSets = new Map<string, Set<string>>();
  const unresolved = new Map<string, UnresolvedTarget>();
  const siteLinks = options.siteLinks ?? DEFAULT_SITE_LINKS;
  for (const record of records) {
    record.siteLinks = [];
    const links = siteLinks.length
      ? record.facts.links.filter((raw) => {
          if (!keepSiteLink(raw, siteLinks)) return true;
          record.siteLinks.push({ ordinal: raw.ordinal, url: siteLinkUrl(raw, base) });
          return false;
        })
      : record.facts.links;
    record.links = links.map((raw) => resolveLink(ctx, record, raw));
    for (const link of record.links) {
      const target = link.targetNote === null ? null : records[link.targetNote]!.note.id;
      edges.push(edgeOf(record.note.id, link, target));
      if (target !== null && target !== record.note.id) {
        const set = backlinkSets.get(target) ?? new Set<string>();
        set.add(record.note.id);
        backlinkSets.set(target, set);
      }
      if (link.unwritten) {
        const entry = unresolved.get(link.unwritten.raw) ?? { raw: link.unwritten.raw, anchor: link.unwritten.anchor, from: [] };
        entry.from.push({ note: record.note.id, ...link.position });
        unresolved.set(link.unwritten.raw, entry);
      }
    }
  }

  // Block ids must be unique in the vault (the engine cites them).
  const blockOwner = new Map<string, string>();
  for (const record of records) {
    for (const block of record.note.blocks) {
      const key = block.id.toLowerCase();
      const owner = blockOwner.get(key);
      if (owner === undefined) blockOwner.set(key, record.note.id);
      else if (owner !== record.note.id) {
        diagnostics.push(diagnose(DuplicateBlockId, { file: record.note.path, line: block.line, column: 1 }, block.id, `in "${owner}"`));
      }
    }
  }

  const unresolvedTargets = [...unresolved.values()].sort((a, b) => (a.raw.toLowerCase() < b.raw.toLowerCase() ? -1 : 1));
  const rendering = options.html === undefined || options.html === true;
  if (rendering) options.onLinksResolved?.({ notes: records.map((r) => r.note), edges, unresolved: unresolvedTargets });

  // HTML.
  const renderCtx = renderContext(records, options, diagnostics);
  if (rendering) {
    for (const record of records) {
      record.note.html = renderNoteHtml(renderCtx, record);
      // Memory: the syntax tree is not needed once the note's hast exists (kept for transcluded
      // notes), unless a note cache keeps records for the next build.
      if (!cache) record.tree = null;
    }
  } else if (options.html === 'diagnostics') {
    const sizes = new Map(accepted.map((f) => [f.path, f.bytes.length]));
    diagnostics.push(...embedDiagnostics(records, options, (i) => sizes.get(records[i]!.note.path) ?? 0));
  }

  diagnostics.push(...unlinkedAssetDiagnostics(assets, edges));

  const backlinks: Record<string, string[]> = {};
  for (const [target, sources] of [...backlinkSets].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    backlinks[target] = [...sources].sort();

  return {
    version: GRAPH_SCHEMA_VERSION,
    notes: records.map((r) => r.note),
    edges,
    backlinks,
    unresolved: unresolvedTargets,
    assets,
    diagnostics: diagnostics.sort(compareDiagnostics),
  };
}

function renderContext(records: NoteRecord[], options: VaultOptions, diagnostics: Diagnostic[]): RenderContext {
  return {
    base: normaliseBase(options.base),
    records,
    maxDepth: options.maxEmbedDepth ?? DEFAULT_MAX_EMBED_DEPTH,
    maxEmbedBytes: options.maxEmbedBytes ?? DEFAULT_MAX_EMBED_BYTES,
    transclude: expandTransclusions,
    renderCheck: options.renderCheck ?? defaultRenderCheck,
    strictLineBreaks: options.strictLineBreaks ?? false,
    ...(options.adjustHtml ? { adjustHtml: options.adjustHtml } : {}),
    nonce: globalThis.crypto.randomUUID().replace(/-/g, ''),
    diagnostics,
    reported: new Set(),
    baseTrees: new Map(),
    embedded: new Set(records.flatMap((r) => r.links.flatMap((l) => (l.kind === 'embed' && l.targetNote !== null ? [l.targetNote] : [])))),
  };
}

/**
 * The embed diagnostics (`EmbedCycle`, `EmbedTooDeep`, `EmbedTooLarge`) a build of `records`
 * (links resolved, `index` = place in the list) reports while rendering, without the HTML: the
 * same expansions in the same order (`transclude.ts`), run only when `canEmbedTooFar` says
 * something could be reported. `bytes(i)`: file size of note `i`. Unsorted.
 */
export function embedDiagnostics(records: NoteRecord[], options: VaultOptions, bytes: (index: number) => number): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ctx = renderContext(records, options, diagnostics);
  if (!canEmbedTooFar(records, ctx.maxDepth, ctx.maxEmbedBytes, bytes)) return diagnostics;
  for (const record of records) {
    if (!record.links.some((l) => l.kind === 'embed' && l.targetNote !== null)) continue;
    const base = baseTree(ctx, record);
    expandTransclusions(ctx, record, ctx.embedded?.has(record.index) ? structuredClone(base) : base);
  }
  return diagnostics;
}
