/**
 * The one-paragraph summary of a note: the first paragraph that reads as prose (at least four
 * words, mostly not link text: "related notes" lines and tables of contents are skipped), as
 * plain text, at most ~300 characters (cut at a sentence end, else a word, with `…`).
 */
import type { Nodes, Paragraph, Root } from 'mdast';
import { SKIP, walk } from './walk.ts';
import { countWords, plainText } from './plain-text.ts';

const SUMMARY_MAX_CHARS = 300;

function linkTextLength(p: Paragraph): number {
  let n = 0;
  walk(p, null, (node) => {
    if (node.type === 'wikiLink' || node.type === 'link' || node.type === 'linkReference' || node.type === 'wikiEmbed') {
      n += plainText(node as Nodes).length;
      return SKIP;
    }
    return undefined;
  });
  return n;
}

/** Shortens `text` to at most `max` characters at a sentence end or word boundary. */
export function truncate(text: string, max = SUMMARY_MAX_CHARS): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentence = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentence >= max / 3) return head.slice(0, sentence + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max).replace(/[\s,;:]+$/, '')}…`;
}

/** Summary of a parsed note (see module doc); `''` when it has no prose. */
export function summarize(tree: Root): string {
  let chosen: string | null = null;
  let fallback: string | null = null;
  walk(tree, 'paragraph', (p: Paragraph) => {
    if (chosen !== null) return SKIP;
    const text = plainText(p).replace(/\s+/g, ' ').trim();
    if (text === '') return SKIP;
    fallback ??= text;
    const own = text.length - linkTextLength(p);
    if (countWords(text) >= 4 && own >= text.length / 2) chosen = text;
    return SKIP;
  });
  return truncate(chosen ?? fallback ?? '');
}
