/**
 * Plain text of an mdast node as a reader sees it: wikilinks by their shown text, embeds and raw
 * HTML dropped, tags with `#`, hard breaks as spaces, inline math as written (`$x^2$`, as
 * Obsidian names a heading holding it). Used for heading ids, block text, summaries and word
 * counts. Iterative: any depth of nesting is read without recursion.
 */
import type { Nodes } from 'mdast';
import type {} from './syntax-tree.ts';

const BLOCK_PARENTS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'tableRow']);
/**
 * A target naming a file Obsidian embeds as a file, not a note (`map.png`, `rules.pdf`,
 * `board.canvas`): by its extension, any case. A note's name may hold a dot (`Rules 2.0`).
 */
const ATTACHMENT =
  /\.(?:png|jpe?g|gif|webp|svg|avif|bmp|ico|tiff?|mp3|wav|m4a|ogg|oga|opus|flac|3gp|webm|mp4|ogv|mov|mkv|pdf|canvas|base|excalidraw)$/i;

/** Text of a node without children (and `null` for a parent, whose children are read instead). */
function ownText(node: Nodes, noteEmbeds: boolean, asWritten: boolean): string | null {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'code':
      return node.value;
    case 'wikiLink':
      if (asWritten) return node.data?.alias == null ? node.value : `${node.value}|${node.data.alias}`;
      return node.data?.aliasText ?? node.data?.alias ?? wikiLinkDisplay(node.value);
    case 'tag':
      return `#${node.value}`;
    case 'inlineMath':
      return `$${node.value}$`;
    case 'break':
      return ' ';
    case 'wikiEmbed':
      if (asWritten) return node.alias == null ? `!${node.value}` : `!${node.value}|${node.alias}`;
      return noteEmbeds && !ATTACHMENT.test(node.value.split('#')[0]!.trim()) ? (node.alias ?? wikiLinkDisplay(node.value)) : '';
    case 'html':
      return asWritten ? node.value : '';
    case 'yaml':
    case 'image':
    case 'imageReference':
    case 'definition':
    case 'footnoteDefinition':
      return '';
    default:
      return 'children' in node ? null : '';
  }
}

/**
 * Plain text of `node` and its descendants (the children of block containers separated by a space).
 * With `noteEmbeds`, an embed of a note (`![[Note]]`, `![[Note#Part|Shown]]`) reads as a link to it
 * would; an embed of a file stays silent either way. With `asWritten`, a wikilink or embed reads as
 * written between its brackets (`Rules|the rules`, `!map.png|100`), not as shown, and raw HTML as
 * written (`<small>`): the text Obsidian names a heading by.
 */
export function plainText(node: Nodes, noteEmbeds = false, asWritten = false): string {
  const out: string[] = [];
  // Each entry: a node to read, or a separator to write.
  const stack: Array<Nodes | string> = [node];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    const own = ownText(item, noteEmbeds, asWritten);
    if (own !== null) {
      out.push(own);
      continue;
    }
    const children = (item as Extract<Nodes, { children: unknown }>).children as Nodes[];
    const separator = BLOCK_PARENTS.has(item.type) ? ' ' : '';
    for (let i = children.length - 1; i >= 0; i--) {
      stack.push(children[i]!);
      if (i > 0 && separator) stack.push(separator);
    }
  }
  return out.join('');
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
