/**
 * Which files of a vault are notes, and a note's name: one answer for the reader, the parse
 * threads, the vault state and the checker. A note is a Markdown file (`.md`) or a canvas
 * (`.canvas`, `canvas.ts`), any case; every other file is an attachment.
 */

/** Whether the vault path `path` is a canvas (`.canvas`, any case). */
export const isCanvasPath = (path: string): boolean => /\.canvas$/i.test(path);

/** Whether the vault path `path` is an Obsidian base (`.base`, any case): an attachment whose text is read (`bases-parse.ts`). */
export const isBasePath = (path: string): boolean => /\.base$/i.test(path);

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
