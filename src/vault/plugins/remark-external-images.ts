/**
 * remark plugin: Markdown images as Obsidian shows them.
 *
 * - Size in the alt text: `![250](url)` (width), `![250x100](url)`, `![Alt|250](url)`,
 *   `![Alt|250x100](url)`: the size becomes `width`/`height`, the alt text loses it.
 * - Web embeds: `![](https://www.youtube.com/watch?v=…)`, `youtu.be/…`, `x.com|twitter.com/…/status/…`
 *   are frames in Obsidian. The site makes no request to another site from a page (privacy, and it
 *   must work offline), so each becomes a link card `<a class="web-embed">` naming what it is.
 */
import type { Image, Link, Root } from 'mdast';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

declare module 'mdast' {
  interface ImageData {
    /** Size written in the alt text (`![Alt|250x100](…)`), in CSS pixels. */
    size?: { width: number; height?: number };
  }
}

const SIZE = /^(?:(.*)\|)?[ \t]*(\d{1,5})(?:[ \t]*x[ \t]*(\d{1,5}))?[ \t]*$/;

/**
 * Obsidian's image size at the end of an image's text: `250`, `250x100`, `Alt|250` (an external
 * image's alt, or what follows the first `|` of `![[map.png|…]]`). Gives the text before it
 * (`''` when none) and the size in CSS pixels, or `null` when the text ends in no size.
 */
export function imageSize(text: string): { alt: string; width: number; height?: number } | null {
  const size = SIZE.exec(text);
  if (!size) return null;
  return { alt: (size[1] ?? '').trim(), width: Number(size[2]), ...(size[3] ? { height: Number(size[3]) } : {}) };
}

/** What a web embed URL points at (`YouTube video`, `Post on X`), or `null` for an ordinary image. */
function webEmbedKind(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  if (
    (host === 'youtube.com' &&
      (parsed.pathname === '/watch' || parsed.pathname.startsWith('/shorts/') || parsed.pathname.startsWith('/embed/'))) ||
    host === 'youtu.be'
  )
    return 'YouTube video';
  if ((host === 'twitter.com' || host === 'x.com') && /\/status\/\d+/.test(parsed.pathname)) return 'Post on X';
  return null;
}

export default function remarkExternalImages() {
  return (tree: Root): void => {
    walk(tree, 'image', (node: Image, index, parent) => {
      const kind = webEmbedKind(node.url);
      if (kind && parent && index !== undefined) {
        const card: Link = {
          type: 'link',
          url: node.url,
          children: [{ type: 'text', value: `${kind}: ${node.alt || node.url}` }],
          data: { hProperties: { className: ['web-embed'], rel: ['noopener', 'noreferrer'] } },
        };
        if (node.position) card.position = node.position;
        parent.children.splice(index, 1, card);
        return index + 1;
      }
      const size = imageSize(node.alt ?? '');
      if (!size) return undefined;
      const { alt, ...dimensions } = size;
      node.alt = alt;
      node.data = { ...node.data, size: dimensions, hProperties: { ...node.data?.hProperties, ...dimensions } };
      return undefined;
    });
  };
}
