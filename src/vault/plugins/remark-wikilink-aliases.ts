/**
 * remark plugin: normalises `wikiLink` nodes from remark-wiki-link, reading each link's source.
 *
 * Inside a GFM table the alias divider must be written `\|` (`[[Note\|shown]]`), and
 * remark-wiki-link then reports the target as `Note\`. Outside tables it sets `alias` to the
 * target when there is none. From the source text this plugin sets `value` to the trimmed target
 * and `data.alias` to the explicit alias (`''` for `[[target|]]`, shown as nothing, as Obsidian
 * does) or `null`, with `data.hasAlias`. An alias holding
 * Markdown (`[[Note|**The** rules]]`, shown rendered) also gets `data.aliasText`, its text as a
 * reader sees it (`The rules`), for titles, heading ids and summaries.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { splitEmbedData } from './remark-embeds.ts';
import { plainText } from '../plain-text.ts';

/** Characters an alias needs to hold Markdown (as `render.ts` renders it). */
const MARKUP = /[*_~=`$<\\&]/;

export default function remarkWikilinkAliases() {
  return (tree: Root, file: VFile): void => {
    const source = String(file.value);
    walk(tree, 'wikiLink', (node) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      let target = node.value;
      let alias: string | null = null;
      if (start !== undefined && end !== undefined) {
        const raw = source.slice(start + 2, end - 2);
        const parts = splitEmbedData(raw);
        target = parts.target;
        // `[[target|]]`: shown as nothing, as in Obsidian (an invisible link).
        alias = parts.alias ?? (/\|\s*$/.test(raw) ? '' : null);
      } else if (target.endsWith('\\')) {
        target = target.slice(0, -1).trim();
      }
      node.value = target;
      node.data = { ...node.data, alias, hasAlias: alias !== null };
      if (alias !== null && MARKUP.test(alias)) node.data.aliasText = plainText(fromMarkdown(alias)).replace(/\s+/g, ' ').trim();
    });
  };
}
