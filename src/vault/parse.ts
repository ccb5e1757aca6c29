/**
 * The unified processor: remark-parse + remark-gfm + remark-frontmatter (YAML) +
 * remark-wiki-link (`aliasDivider: '|'`) + our plugins (embeds, wikilink alias fix-up, block ids,
 * callouts, inline tags). Each note is parsed once; the tree is then read by `extract.ts` (the
 * graph) and turned into HTML by `render.ts`.
 *
 * GFM autolink literals (`www.x.org`, `https://x.org`, `a@b.org` written without `<…>`) cost about
 * a fifth of the parse: micromark tries one at every letter and digit. A note whose text cannot
 * hold one (see {@link needsAutolinkLiterals}) is parsed without them, which gives the same tree
 * (tests/vault/autolink-literals.test.ts).
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkWikiLink from 'remark-wiki-link';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import remarkEmbeds from './plugins/remark-embeds.ts';
import remarkWikilinkAliases from './plugins/remark-wikilink-aliases.ts';
import remarkBlockIds from './plugins/remark-block-ids.ts';
import remarkCallouts from './plugins/remark-callouts.ts';
import remarkTags from './plugins/remark-tags.ts';
import type { SyntaxProblem } from './syntax-tree.ts';

/** Names of the micromark constructs of GFM autolink literals (micromark-extension-gfm-autolink-literal). */
const AUTOLINK_LITERAL_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

type Hooks = Record<string, Record<string, unknown>>;

const isAutolinkLiteral = (c: unknown): boolean =>
  typeof c === 'object' && c !== null && AUTOLINK_LITERAL_CONSTRUCTS.has((c as { name?: unknown }).name as string);

/** `extension` without the autolink literal constructs (every other construct in its place), and how many it dropped. */
function withoutAutolinkConstructs(extension: MicromarkExtension): { extension: MicromarkExtension; dropped: number } {
  const out: Hooks = {};
  let dropped = 0;
  for (const [hook, byCode] of Object.entries(extension as Hooks)) {
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(byCode ?? {})) {
      if (!Array.isArray(value)) {
        if (isAutolinkLiteral(value)) dropped++;
        else kept[code] = value;
        continue;
      }
      const list = value.filter((c: unknown) => !isAutolinkLiteral(c));
      dropped += value.length - list.length;
      if (list.length > 0) kept[code] = list;
    }
    out[hook] = kept;
  }
  return { extension: out as MicromarkExtension, dropped };
}

/**
 * remark-gfm's extensions without autolink literals: its micromark extension less the autolink
 * literal constructs, and its from-markdown extensions less the autolink literal one (which also
 * finds literals in text afterwards). `null` if remark-gfm is not built so any more (then every
 * note is parsed with autolink literals).
 */
function gfmWithoutAutolinkLiterals(): { micromark: MicromarkExtension[]; fromMarkdown: FromMarkdownExtension[] } | null {
  const data = unified().use(remarkGfm).freeze().data();
  const micromark = (data.micromarkExtensions ?? []).map(withoutAutolinkConstructs);
  const fromMarkdown = (data.fromMarkdownExtensions ?? []).flat() as FromMarkdownExtension[];
  const kept = fromMarkdown.filter((e) => e.enter?.literalAutolink === undefined);
  if (micromark.reduce((n, m) => n + m.dropped, 0) === 0 || kept.length !== fromMarkdown.length - 1) return null;
  return { micromark: micromark.map((m) => m.extension), fromMarkdown: kept };
}

const lightGfm = gfmWithoutAutolinkLiterals();

/** A unified plugin adding GFM (tables, strikethrough, footnotes, task lists) without autolink literals. */
function remarkGfmLight(this: Processor): void {
  const data = this.data();
  (data.micromarkExtensions ??= []).push(...(lightGfm?.micromark ?? []));
  (data.fromMarkdownExtensions ??= []).push(lightGfm?.fromMarkdown ?? []);
}

function processorWith(gfm: 'full' | 'light') {
  return unified()
    .use(remarkParse)
    .use(gfm === 'full' ? remarkGfm : remarkGfmLight)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkWikiLink, { aliasDivider: '|' })
    .use(remarkEmbeds)
    .use(remarkWikilinkAliases)
    .use(remarkBlockIds)
    .use(remarkCallouts)
    .use(remarkTags)
    .freeze();
}

const processor = processorWith('full');
const lightProcessor = lightGfm ? processorWith('light') : processor;

/**
 * Whether `text` may hold a GFM autolink literal, as written or once backslash escapes and
 * character references are decoded: an `@` (email, `mailto:`, `xmpp:`), `www.`, `http://` or
 * `https://` (any case), or a character reference (numeric, or `&commat;` `&period;` `&colon;`
 * `&sol;`, the named ones for these characters). Without one, GFM finds no literal in the note.
 */
export function needsAutolinkLiterals(text: string): boolean {
  const plain = text.includes('\\') ? text.replace(/\\/g, '') : text;
  return /@|www\.|https?:\/\/|&(?:#|commat;|period;|colon;|sol;)/i.test(plain);
}

export interface ParsedMarkdown {
  tree: Root;
  problems: SyntaxProblem[];
}

/**
 * Parses Markdown text (a note body with its frontmatter) into our mdast. Never throws.
 * `autolinkLiterals`: parse GFM autolink literals (default: when {@link needsAutolinkLiterals}).
 */
export function parseMarkdown(text: string, path = 'note.md', autolinkLiterals = needsAutolinkLiterals(text)): ParsedMarkdown {
  const chosen = autolinkLiterals ? processor : lightProcessor;
  const file = new VFile({ path, value: text });
  const tree = chosen.runSync(chosen.parse(file), file) as Root;
  return { tree, problems: file.data.syntaxProblems ?? [] };
}
