/**
 * Plain text of an mdast node as a reader sees it: wikilinks by their shown text, embeds and raw
 * HTML dropped, tags with `#`, hard breaks as spaces. Used for heading ids, block text, summaries
 * and word counts.
 */
import type { Nodes } from 'mdast';
import type {} from './syntax-tree.ts';

/** Plain text of `node` and its descendants (blocks separated by a space). */
export function plainText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'wikiLink':
      return node.data?.alias ?? wikiLinkDisplay(node.value);
    case 'tag':
      return `#${node.value}`;
    case 'break':
      return ' ';
    case 'wikiEmbed':
    case 'html':
    case 'yaml':
    case 'image':
    case 'imageReference':
    case 'definition':
    case 'footnoteDefinition':
      return '';
    case 'code':
      return node.value;
    default:
      if ('children' in node) {
        const block = node.type === 'root' || node.type === 'list' || node.type === 'listItem' || node.type === 'blockquote' || node.type === 'table' || node.type === 'tableRow';
        return node.children.map((child) => plainText(child as Nodes)).join(block ? ' ' : '');
      }
      return '';
  }
}

/** What Obsidian shows for `[[target]]` without alias: `Note`, `Note > Heading`, `Heading`. */
export function wikiLinkDisplay(target: string): string {
  const [path = '', ...rest] = target.split('#');
  const parts = [path, ...rest].map((p) => p.trim()).filter((p) => p !== '');
  return parts.join(' > ');
}

/** Number of words (runs of non-space containing a letter or digit). */
export function countWords(text: string): number {
  // Each match runs from a word's first letter or digit to its end, so a word counts once.
  return text.match(WORD)?.length ?? 0;
}

const WORD = /[\p{L}\p{N}]\S*/gu;
