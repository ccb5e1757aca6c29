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

/** `base` with a trailing slash (default `/`). */
export function normaliseBase(base: string | undefined): string {
  const b = base ?? '/';
  return b.endsWith('/') ? b : `${b}/`;
}

/**
 * The rendering context of `records` (links resolved, `index` = place in the list); rendering
 * problems go to `diagnostics`. With `releaseTrees`, each note's syntax tree is let go once its
 * hast is made (`RenderContext.releaseTrees`).
 */
export function renderContext(
  records: NoteRecord[],
  options: VaultOptions,
  diagnostics: Diagnostic[],
  releaseTrees = false,
): RenderContext {
  return {
    releaseTrees,
    base: normaliseBase(options.base),
    records,
    maxDepth: options.maxEmbedDepth ?? DEFAULT_MAX_EMBED_DEPTH,
    maxEmbedBytes: options.maxEmbedBytes ?? DEFAULT_MAX_EMBED_BYTES,
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
 * something could be reported. `bytes(i)`: file size of note `i`. Unsorted.
 */
export function embedDiagnostics(records: NoteRecord[], options: VaultOptions, bytes: (index: number) => number): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const ctx = renderContext(records, options, diagnostics);
  if (!canEmbedTooFar(records, ctx.maxDepth, ctx.maxEmbedBytes, bytes)) return diagnostics;
  for (const record of records) {
    if (!record.links.some((l) => l.kind === 'embed' && l.targetNote !== null)) continue;
    const base = baseTree(ctx, record);
    expandEmbeds(ctx, record, ctx.embedded?.has(record.index) ? structuredClone(base) : base);
  }
  return diagnostics;
}
