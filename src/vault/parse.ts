/**
 * The unified processor: remark-parse + remark-gfm + remark-frontmatter (YAML) +
 * remark-wiki-link (`aliasDivider: '|'`) + our plugins (embeds, wikilink alias fix-up, block ids,
 * callouts, inline tags). Each note is parsed once; the tree is then read by `extract.ts` (the
 * graph) and turned into HTML by `render.ts`.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkWikiLink from 'remark-wiki-link';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import remarkEmbeds from './plugins/remark-embeds.ts';
import remarkWikilinkAliases from './plugins/remark-wikilink-aliases.ts';
import remarkBlockIds from './plugins/remark-block-ids.ts';
import remarkCallouts from './plugins/remark-callouts.ts';
import remarkTags from './plugins/remark-tags.ts';
import type { SyntaxProblem } from './syntax-tree.ts';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkWikiLink, { aliasDivider: '|' })
  .use(remarkEmbeds)
  .use(remarkWikilinkAliases)
  .use(remarkBlockIds)
  .use(remarkCallouts)
  .use(remarkTags)
  .freeze();

export interface ParsedMarkdown {
  tree: Root;
  problems: SyntaxProblem[];
}

/** Parses Markdown text (a note body with its frontmatter) into our mdast. Never throws. */
export function parseMarkdown(text: string, path = 'note.md'): ParsedMarkdown {
  const file = new VFile({ path, value: text });
  const tree = processor.runSync(processor.parse(file), file) as Root;
  return { tree, problems: file.data.syntaxProblems ?? [] };
}
