/**
 * The context notes are rendered in (`render.ts`, `embed-expand.ts`), and the embed diagnostics a
 * build finds while rendering, found without writing HTML (for `check`).
 */
import { baseTree, defaultRenderCheck, type RenderContext } from './render.ts';
import { canEmbedTooFar, expandEmbeds } from './embed-expand.ts';
import type { NoteRecord } from './model.ts';
import type { Diagnostic, VaultOptions } from './types.ts';

/** Default `VaultOptions.maxEmbedDepth`. */
export const DEFAULT_MAX_EMBED_DEPTH = 5;
/** Default `VaultOptions.maxEmbedBytes`: 4 MB of embedded content per page. */
export const DEFAULT_MAX_EMBED_BYTES = 4_000_000;
/**
 * Embedded content all the pages of a build inline together, at least (roughly in HTML bytes, as
 * `maxEmbedBytes` counts): the per-page budget bounds a page, the vault's budget bounds the
 * build, where thousands of notes embedding each other would each fill a page's budget (time and
 * memory). The vault's budget is this or {@link EMBED_BYTES_PER_NOTE_BYTE} times the size of its
 * notes, whichever is more, so the work stays in proportion to the vault. Pages are rendered in
 * vault order, so which embeds past it become links is the same in every build and in `check`.
 */
export const MAX_EMBED_BYTES_PER_VAULT = 32_000_000;

/** Embedded content a vault's pages may inline together, per byte of its notes (see {@link MAX_EMBED_BYTES_PER_VAULT}). */
const EMBED_BYTES_PER_NOTE_BYTE = 2;

/**
 * The vault's budget of embedded content (bytes, as `maxEmbedBytes` counts) for notes of
 * `noteBytes` bytes in all: {@link MAX_EMBED_BYTES_PER_VAULT}, the per-page budget or
 * {@link EMBED_BYTES_PER_NOTE_BYTE} × `noteBytes`, whichever is most.
 */
function vaultEmbedBudget(noteBytes: number, maxEmbedBytes: number): number {
  return Math.max(MAX_EMBED_BYTES_PER_VAULT, maxEmbedBytes, EMBED_BYTES_PER_NOTE_BYTE * noteBytes);
}

/** `base` with a trailing slash (default `/`). */
export function normaliseBase(base: string | undefined): string {
  const b = base ?? '/';
  return b.endsWith('/') ? b : `${b}/`;
}

/**
 * The rendering context of `records` (links resolved, `index` = place in the list); rendering
 * problems go to `diagnostics`. `bytes(i)`: the file size of `records[i]` (the vault's budget of
 * embedded content grows with its notes' size, see {@link MAX_EMBED_BYTES_PER_VAULT}). With
 * `releaseTrees`, each note's syntax tree is let go once its hast is made
 * (`RenderContext.releaseTrees`). `source(i)`: the file of `records[i]`, which embedded searches read;
 * `assetSource(path)`: the vault file at `path`, which an embedded base (`.base`) is read from.
 */
export function renderContext(
  records: NoteRecord[],
  options: VaultOptions,
  diagnostics: Diagnostic[],
  bytes: (index: number) => number,
  releaseTrees = false,
  source?: (index: number) => Uint8Array | undefined,
  assetSource?: (path: string) => Uint8Array | undefined,
): RenderContext {
  const maxEmbedBytes = options.maxEmbedBytes ?? DEFAULT_MAX_EMBED_BYTES;
  let noteBytes = 0;
  for (let i = 0; i < records.length; i++) noteBytes += bytes(i);
  return {
    releaseTrees,
    ...(source ? { noteSource: source } : {}),
    ...(assetSource ? { assetSource } : {}),
    base: normaliseBase(options.base),
    records,
    maxDepth: options.maxEmbedDepth ?? DEFAULT_MAX_EMBED_DEPTH,
    maxEmbedBytes,
    embedBudget: { used: 0, limit: vaultEmbedBudget(noteBytes, maxEmbedBytes) },
    expandEmbeds,
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
 * same expansions in the same order (`embed-expand.ts`), run only when `canEmbedTooFar` says
 * something could be reported. `bytes(i)`: file size of note `i`; `source(i)`: its file (what
 * embedded searches read, so that an embedded note's search results weigh as in the build);
 * `assetSource(path)`: a vault file (an embedded base's). Unsorted.
 */
export function embedDiagnostics(
  records: NoteRecord[],
  options: VaultOptions,
  bytes: (index: number) => number,
  source?: (index: number) => Uint8Array | undefined,
  assetSource?: (path: string) => Uint8Array | undefined,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ctx = renderContext(records, options, diagnostics, bytes, false, source, assetSource);
  if (!canEmbedTooFar(records, ctx.maxDepth, ctx.maxEmbedBytes, bytes, ctx.embedBudget.limit)) return diagnostics;
  for (const record of records) {
    if (!record.links.some((l) => l.kind === 'embed' && l.targetNote !== null)) continue;
    const base = baseTree(ctx, record);
    expandEmbeds(ctx, record, ctx.embedded?.has(record.index) ? structuredClone(base) : base);
  }
  return diagnostics;
}
