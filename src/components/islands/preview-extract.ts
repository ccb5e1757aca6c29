/**
 * What a hover preview shows, read from a note page's DOM (pure: takes a Document, no fetching).
 * The page markup relied on: the note's `<h1>`, `<meta name="description">` (the vault summary),
 * `.note-body` holding the note HTML with heading ids and block ids (`id="^block-id"`).
 */

export interface Preview {
  /** Note title. */
  title: string;
  /** Heading text when the link points at a heading or block's section. */
  section?: string;
  /** Plain text shown in the card, at most {@link MAX_PREVIEW_CHARS} characters. */
  text: string;
  unwritten?: boolean;
}

const MAX_PREVIEW_CHARS = 420;

function clip(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_PREVIEW_CHARS) return clean;
  const cut = clean.slice(0, MAX_PREVIEW_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${cut.slice(0, space > MAX_PREVIEW_CHARS * 0.6 ? space : MAX_PREVIEW_CHARS)}…`;
}

const HEADING = /^H[1-6]$/;

/**
 * The preview of `page` for fragment `anchor` (already URI-decoded, without `#`):
 * `^id` → that block's text; a heading id → the heading's section up to the next heading of the
 * same or a higher level; empty or unknown → the page's summary (meta description, else its first
 * paragraph). Never throws: an unknown anchor falls back to the summary.
 */
export function extractPreview(page: Document, anchor: string): Preview {
  const body = page.querySelector('.note-body') ?? page.querySelector('main') ?? page.body;
  const title = page.querySelector('main h1')?.textContent?.trim() || page.title;
  const target = anchor ? page.getElementById(anchor) : null;
  if (target && body.contains(target)) {
    if (HEADING.test(target.tagName)) {
      const level = Number(target.tagName[1]);
      const parts: string[] = [];
      for (let node = target.nextElementSibling; node; node = node.nextElementSibling) {
        if (HEADING.test(node.tagName) && Number(node.tagName[1]) <= level) break;
        parts.push(node.textContent ?? '');
        if (parts.join(' ').length > MAX_PREVIEW_CHARS) break;
      }
      return { title, section: target.textContent?.trim() ?? anchor, text: clip(parts.join(' ')) || '(This section is empty.)' };
    }
    return { title, text: clip(target.textContent ?? '') };
  }
  const summary = page.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
  if (summary) return { title, text: clip(summary) };
  const paragraph = body.querySelector('p');
  return { title, text: clip(paragraph?.textContent ?? '') || '(This note has no text yet.)' };
}
