/**
 * Which files of a vault are notes, and a note's name: one answer for the reader, the parse
 * threads, the vault state and the checker. A note is a Markdown file (`.md`) or a canvas
 * (`.canvas`, `canvas.ts`), any case; every other file is an attachment.
 */

/** Whether the vault path `path` is a canvas (`.canvas`, any case). */
export const isCanvasPath = (path: string): boolean => /\.canvas$/i.test(path);

/** Whether the vault path `path` is an Obsidian base (`.base`, any case): an attachment whose text is read (`bases-parse.ts`). */
export const isBasePath = (path: string): boolean => /\.base$/i.test(path);

/** Whether the vault path `path` is an image an embed draws as one (`.png`, `.jpg`, `.svg`… any case). */
export const isImagePath = (path: string): boolean => /\.(?:png|jpe?g|gif|webp|svg|avif|bmp|ico)$/i.test(path);

/**
 * What an embed of `target` (its path as written, no `#…`) embeds, for a name that finds nothing:
 * an image ({@link isImagePath}), a note (a name without extension, or `![](Rules.md)`, Markdown's
 * way of writing `![[Rules]]`), or another file. One answer for the page's "Missing …" and the
 * `MissingEmbed` diagnostic.
 */
export const embeddedKind = (target: string): 'image' | 'note' | 'file' =>
  isImagePath(target) ? 'image' : /\.md$/i.test(target) || !/\.[a-z0-9]+$/i.test(target) ? 'note' : 'file';

/** Whether the vault path `path` is a note: Markdown (`.md`) or a canvas, any case. */
export const isNotePath = (path: string): boolean => /\.(?:md|canvas)$/i.test(path);

/** A note's name as Obsidian shows it, from its id (its path without `.md`): the last segment, without `.canvas`. */
export const noteName = (id: string): string => id.slice(id.lastIndexOf('/') + 1).replace(/\.canvas$/i, '');

/**
 * A name as links find it, coarsely: Unicode NFC, lower case, runs of white space as one space,
 * trimmed. Coarser than the resolver (`resolve.ts`), so it never misses a name a link could reach:
 * what the vault state and the parse threads use to tell which notes a change or an embed may concern.
 */
export const nameKey = (s: string): string => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
