/**
 * Which vault files (assets) the site publishes as they are. An asset opened by itself (a visitor
 * opening an image in a new tab, or a crafted link) is a document of the site: anything a browser
 * runs as a page with scripts (HTML, XHTML, any XML type — `.xsd`, `.rss`, `.gpx` … —, JavaScript,
 * MHTML) or sniffs as one (a file of unknown type) would run with the site's origin.
 *
 * - Passive types are published byte for byte, served with their own type: images (PNG, JPEG,
 *   GIF, WebP, AVIF, BMP, ICO), audio (MP3, WAV, Ogg, Opus, M4A, AAC, FLAC), video (MP4, WebM,
 *   Ogg, MOV), PDF and plain text (`.txt`).
 * - SVG stays an image, sanitised (`svg-sanitize.ts`).
 * - Every other file is published as plain text: its URL gets `.txt` appended (see `slug.ts`
 *   `assetUrl`), so that every static host serves it as `text/plain`, which browsers show or
 *   download and never run.
 * Which files are published at all (only those a note links or embeds): `asset-publish.ts`.
 * Pure: no file access, no DOM.
 */

/** Extensions (lower case, no dot) published byte for byte: types a browser never runs. */
const PASSIVE_EXTENSIONS: ReadonlySet<string> = new Set([
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'avif',
  'bmp',
  'ico',
  'mp3',
  'wav',
  'ogg',
  'oga',
  'opus',
  'm4a',
  'aac',
  'flac',
  'mp4',
  'm4v',
  'webm',
  'ogv',
  'mov',
  'pdf',
  'txt',
]);

/** How an asset is published: as it is, as a sanitised SVG, or as plain text. */
export type AssetForm = 'file' | 'svg' | 'text';

/** The lower-cased extension of a path (`''` when none). */
function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** How the asset at `path` (vault-relative) is published (see the module comment). */
export function assetForm(path: string): AssetForm {
  const ext = extensionOf(path);
  return ext === 'svg' ? 'svg' : PASSIVE_EXTENSIONS.has(ext) ? 'file' : 'text';
}
