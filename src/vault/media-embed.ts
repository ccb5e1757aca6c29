/**
 * Embeds of vault files other than notes and images, as Obsidian's reading view shows them:
 * `![[a.mp3]]` an audio player, `![[a.mp4]]` a video player (both `<audio|video controls>`,
 * no script), `![[doc.pdf#page=3]]` a link that opens the PDF in the browser's own viewer at that
 * page (a page of this site cannot hold a frame: the sanitiser forbids them), `![[x.base]]` a link
 * that says what it is (`bases-render.ts` puts the base's view in its place when it can run). A canvas is a note (`canvas.ts`): embedded as one.
 */
import type { Element } from 'hast';
import type { AnchorSpec } from './link-target.ts';

const AUDIO_EXTENSIONS = /\.(mp3|webm|wav|m4a|ogg|3gp|flac)$/i;

/**
 * The page a link or embed of a PDF opens at: `#page=3`, also as Obsidian writes a link to a
 * selection (`#page=1&selection=32,0,32,14`); `null` for a file other than a PDF or no page.
 */
export function pdfPage(path: string, anchor: AnchorSpec | null): string | null {
  if (!/\.pdf$/i.test(path) || anchor?.type !== 'heading') return null;
  return /^page=(\d+)(?:&|$)/.exec(anchor.chain.join('#'))?.[1] ?? null;
}
const VIDEO_EXTENSIONS = /\.(mp4|webm|ogv|mov|mkv)$/i;

/**
 * The element for an embed of the vault file at `path` served at `url`, or `null` when it is no
 * media Obsidian embeds (then the caller links to it). `text`: the embed's alias or file name.
 * `.webm` is audio when its embed says so (`![[x.webm|audio]]`), else video, as in Obsidian.
 */
export function mediaEmbed(url: string, path: string, text: string, anchor: AnchorSpec | null): Element | null {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const fallback = (label: string): Element => ({
    type: 'element',
    tagName: 'a',
    properties: { href: url },
    children: [{ type: 'text', value: label }],
  });
  if (VIDEO_EXTENSIONS.test(path) && !(AUDIO_EXTENSIONS.test(path) && text === 'audio')) {
    return {
      type: 'element',
      tagName: 'video',
      properties: { className: ['embed', 'media'], src: url, controls: true, preload: 'metadata', title: text },
      children: [fallback(`Video: ${name}`)],
    };
  }
  if (AUDIO_EXTENSIONS.test(path)) {
    return {
      type: 'element',
      tagName: 'audio',
      properties: { className: ['embed', 'media'], src: url, controls: true, preload: 'metadata', title: text },
      children: [fallback(`Audio: ${name}`)],
    };
  }
  if (/\.pdf$/i.test(path)) {
    const page = pdfPage(path, anchor);
    return {
      type: 'element',
      tagName: 'a',
      properties: { className: ['embed', 'file', 'embed-pdf-link'], href: page ? `${url}#page=${page}` : url },
      children: [{ type: 'text', value: `PDF: ${text === name || text === path ? name : text}${page ? `, page ${page}` : ''}` }],
    };
  }
  if (/\.base$/i.test(path)) {
    return {
      type: 'element',
      tagName: 'a',
      properties: { className: ['embed', 'file', 'embed-base'], href: url, title: 'Obsidian base: opens in Obsidian, not shown here' },
      children: [{ type: 'text', value: `Base: ${name}` }],
    };
  }
  return null;
}
