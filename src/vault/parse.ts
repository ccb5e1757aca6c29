/**
 * The unified processor: remark-parse + remark-gfm + remark-frontmatter (YAML) +
 * micromark's edit map applied in linear time (`plugins/micromark-edit-map.ts`) + micromark's merging of
 * adjacent text in linear time (`plugins/micromark-text-merge.ts`) +
 * remark-math (`$…$` with Obsidian's rule on spaces, `plugins/remark-inline-math.ts`; `$$…$$`, display math also as Obsidian writes it, `plugins/remark-display-math.ts`) + emphasis and strikethrough paired in linear time (`plugins/remark-linear-attention.ts`) + code spans and inline HTML keeping fewer events (`plugins/remark-lean-inline.ts`) +
 * remark-wiki-link (`aliasDivider: '|'`, in linear time:
 * `plugins/remark-wikilinks.ts`) + our plugins (embeds, wikilink alias fix-up, block ids, callouts,
 * inline footnotes `^[…]`, inline tags, highlights, Dataview inline fields, task statuses), on the text without its Obsidian comments and with
 * nesting capped (`nesting.ts`). Each note is parsed once; the tree is then read by `extract.ts` (the
 * graph) and turned into HTML by `render.ts`.
 *
 * Two GFM parts cost much more than they find: autolink literals (`www.x.org`, `https://x.org`,
 * `a@b.org` written without `<…>`; micromark tries one at every letter and digit, about 40% of a
 * parse) and tables (tried at every line of a paragraph, about 10%). A note whose text cannot hold
 * one ({@link needsAutolinkLiterals}, {@link needsTables}) is parsed without it, which gives the
 * same tree (tests/vault/optional-gfm.test.ts). Likewise a note that can hold no Markdown link,
 * definition or literal is parsed without link labels ({@link needsLinks}, {@link LINK_CONSTRUCTS}).
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import { VFile } from 'vfile';
import type { Code, Root } from 'mdast';
import type { Extension as FromMarkdownExtension } from 'mdast-util-from-markdown';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import { combineExtensions } from 'micromark-util-combine-extensions';
import remarkWikiLinks from './plugins/remark-wikilinks.ts';
import remarkLinearAttention from './plugins/remark-linear-attention.ts';
import remarkLeanInline, { remarkLeanInlineMath } from './plugins/remark-lean-inline.ts';
// micromark's edit map in linear time (replaces its method on load).
import './plugins/micromark-edit-map.ts';
import './plugins/micromark-text-merge.ts';
import remarkFootnoteCallGuard from './plugins/remark-footnote-call-guard.ts';
import remarkEmbeds from './plugins/remark-embeds.ts';
import remarkWikilinkAliases from './plugins/remark-wikilink-aliases.ts';
import remarkInlineFootnotes from './plugins/remark-inline-footnotes.ts';
import remarkBlockIds from './plugins/remark-block-ids.ts';
import remarkCallouts from './plugins/remark-callouts.ts';
import remarkTags from './plugins/remark-tags.ts';
import remarkExternalImages from './plugins/remark-external-images.ts';
import remarkHighlights from './plugins/remark-highlights.ts';
import remarkTaskStatus from './plugins/remark-task-status.ts';
import remarkInlineFields from './plugins/remark-inline-fields.ts';
import { withoutComments } from './plugins/obsidian-comments.ts';
import { commentShift, placeInNote, recordHtmlPlaces } from './note-places.ts';
import remarkMath from 'remark-math';
import remarkDisplayMath from './plugins/remark-display-math.ts';
import remarkInlineMath from './plugins/remark-inline-math.ts';
import { remarkMathPlaceholders } from './plugins/math-render.ts';
import remarkNestingLimit from './plugins/remark-nesting-limit.ts';
import remarkHtmlNestingLimit from './plugins/remark-html-nesting-limit.ts';
import { capLineNesting, MARKUP_BUDGET, MAX_NESTING, mayBeDelimiterRow, NESTING_BUDGET } from './nesting.ts';
import type { SyntaxProblem } from './syntax-tree.ts';
import { withInlineQueries } from './inline-queries.ts';
import { parseCanvas } from './canvas.ts';
import { isCanvasPath } from './note-path.ts';
import type { CanvasLayout } from './types.ts';

/**
 * remark-gfm's options. Strikethrough takes two tildes only (`~~gone~~`), as Obsidian's: one tilde
 * on each side (`~3 ft~`, `H~2~O`) is text, not GitHub's single-tilde strikethrough.
 */
const GFM_OPTIONS = { singleTilde: false } as const;

/**
 * The GFM parts a note may do without, each with the names of its micromark constructs
 * (micromark-extension-gfm-*) and how to tell its from-markdown extension (mdast-util-gfm-*).
 */
const OPTIONAL_GFM = {
  autolinkLiterals: { constructs: ['wwwAutolink', 'protocolAutolink', 'emailAutolink'], fromMarkdown: 'literalAutolink' },
  tables: { constructs: ['table'], fromMarkdown: 'table' },
} as const;
type OptionalGfm = keyof typeof OPTIONAL_GFM;

/**
 * The constructs a note without Markdown links, images or definitions can do without: link label
 * starts and label ends (`[…]` that could become a link, CommonMark's) and GFM footnote calls
 * (which need a definition). Such a text has no `](`, `][` nor `]:` ({@link needsLinks}): no label
 * can close as an inline, full or collapsed reference, and no definition (link or footnote) exists
 * for a shortcut reference or a call, so each `[…]` stays text either way. An image's label start
 * (`![`) is kept: it takes both characters, so a `[[` right after the `!` is not read as a wikilink,
 * and its resolver makes it text. Without them, each `[` is no label start kept to the end of its
 * paragraph (1 MB of `[a] `: 7 s and 580 MB). Left out only in a note without autolink literals
 * too (see `parseCapped`).
 */
const LINK_CONSTRUCTS = ['labelStartLink', 'labelEnd', 'gfmFootnoteCall', 'gfmPotentialFootnoteCall'];

/** A part a note may do without: a GFM part, or Markdown links ({@link LINK_CONSTRUCTS}). */
type Optional = OptionalGfm | 'links';

type Hooks = Record<string, Record<string, unknown>>;

/** `extension` without the constructs named in `names` (every other construct in its place), and how many it dropped. */
function withoutConstructs(extension: MicromarkExtension, names: ReadonlySet<string>): { extension: MicromarkExtension; dropped: number } {
  const dropping = (c: unknown): boolean => typeof c === 'object' && c !== null && names.has((c as { name?: unknown }).name as string);
  const out: Hooks = {};
  let dropped = 0;
  for (const [hook, byCode] of Object.entries(extension as Hooks)) {
    const kept: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(byCode ?? {})) {
      if (!Array.isArray(value)) {
        if (dropping(value)) dropped++;
        else kept[code] = value;
        continue;
      }
      const list = value.filter((c: unknown) => !dropping(c));
      dropped += value.length - list.length;
      if (list.length > 0) kept[code] = list;
    }
    out[hook] = kept;
  }
  return { extension: out as MicromarkExtension, dropped };
}

/**
 * remark-gfm's extensions without the parts `left` names: its micromark extension less their
 * constructs, and its from-markdown extensions less theirs (the autolink literal one also finds
 * literals in text afterwards). `null` if remark-gfm is not built so any more (then every note is
 * parsed with all of GFM).
 */
function gfmWithout(left: readonly OptionalGfm[]): { micromark: MicromarkExtension[]; fromMarkdown: FromMarkdownExtension[] } | null {
  const data = unified().use(remarkGfm, GFM_OPTIONS).freeze().data();
  const names = new Set(left.flatMap((part) => OPTIONAL_GFM[part].constructs));
  const micromark = (data.micromarkExtensions ?? []).map((e) => withoutConstructs(e, names));
  const fromMarkdown = (data.fromMarkdownExtensions ?? []).flat() as FromMarkdownExtension[];
  const kept = fromMarkdown.filter((e) => !left.some((part) => e.enter?.[OPTIONAL_GFM[part].fromMarkdown] !== undefined));
  if (micromark.reduce((n, m) => n + m.dropped, 0) < names.size || kept.length !== fromMarkdown.length - left.length) return null;
  return { micromark: micromark.map((m) => m.extension), fromMarkdown: kept };
}

function processorWith(leftOut: readonly Optional[]) {
  const left = leftOut.filter((part): part is OptionalGfm => part !== 'links');
  const gfm = left.length === 0 ? null : gfmWithout(left);
  if (left.length > 0 && !gfm) return null;
  const noLinks = leftOut.includes('links');
  return unified()
    .use(remarkParse)
    .use(
      gfm
        ? function remarkGfmPart(this: Processor): void {
            const data = this.data();
            (data.micromarkExtensions ??= []).push(...gfm.micromark);
            (data.fromMarkdownExtensions ??= []).push(gfm.fromMarkdown);
          }
        : function remarkGfmAll(this: Processor): void {
            remarkGfm.call(this, GFM_OPTIONS);
          },
    )
    .use(remarkFootnoteCallGuard)
    .use(remarkLinearAttention, GFM_OPTIONS)
    .use(remarkLeanInline)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkMath)
    .use(remarkInlineMath)
    .use(remarkLeanInlineMath)
    .use(remarkDisplayMath)
    .use(remarkWikiLinks, { aliasDivider: '|' })
    .use(remarkNestingLimit)
    .use(remarkEmbeds)
    .use(remarkExternalImages)
    .use(remarkWikilinkAliases)
    .use(remarkInlineFootnotes)
    .use(remarkBlockIds)
    .use(remarkCallouts)
    .use(remarkTags)
    .use(remarkHighlights)
    .use(remarkInlineFields)
    .use(remarkTaskStatus)
    .use(remarkMathPlaceholders)
    .use(remarkHtmlNestingLimit)
    .use(
      noLinks
        ? function remarkNoLinks(this: Processor): void {
            (this.data().micromarkExtensions ??= []).push({ disable: { null: LINK_CONSTRUCTS } });
          }
        : () => undefined,
    )
    .use(remarkOneSyntaxExtension)
    .freeze();
}

/**
 * Combines the processor's micromark extensions into one, once, when the processor is frozen.
 * micromark combines its own constructs with every extension it is given on every parse (the
 * processor's twenty-odd: about 3% of a parse of a short note); combined beforehand, it has one
 * to add. The same constructs in the same order: each extension's constructs go before those
 * combined earlier, or after them when marked `add: 'after'`, in one step or in two.
 */
function remarkOneSyntaxExtension(this: Processor): void {
  const data = this.data();
  data.micromarkExtensions = [combineExtensions(data.micromarkExtensions ?? [])];
}

const fullProcessor = processorWith([])!;
const processors = new Map<string, ReturnType<typeof processorWith>>();

/** The processor without the parts in `left` (the full one if they cannot be left out). */
function processorWithout(left: Optional[]): NonNullable<ReturnType<typeof processorWith>> {
  const key = left.join(',');
  if (!processors.has(key)) processors.set(key, processorWith(left));
  return processors.get(key) ?? fullProcessor;
}

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

/**
 * Whether `text` may hold a GFM table: a line that could be its delimiter row
 * ({@link mayBeDelimiterRow}). One pass over the characters.
 */
export function needsTables(text: string): boolean {
  // Lines end at `\n`, `\r` or both, as micromark reads them.
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x0a;
    if (c !== 0x0a && c !== 0x0d) continue;
    if (mayBeDelimiterRow(text, start, i)) return true;
    start = i + 1;
  }
  return false;
}

export interface ParsedMarkdown {
  tree: Root;
  problems: SyntaxProblem[];
  /** A canvas's board (`canvas.ts`), for a `.canvas` path; `null` when its file is not one. */
  canvas?: CanvasLayout | null;
}

/** Which optional GFM parts to parse; by default those the text may hold. */
export interface ParseOptions {
  autolinkLiterals?: boolean;
  tables?: boolean;
  /** Markdown links, images, definitions and footnote calls ({@link needsLinks}). */
  links?: boolean;
}

/**
 * Whether `text` may hold a Markdown link or image (inline or by reference), a link or footnote
 * definition: a `](`, `][` or `]:` ({@link LINK_CONSTRUCTS}). Without one, every `[…]` is text.
 */
export function needsLinks(text: string): boolean {
  return /\](?:[([]|:)/.test(text);
}

/**
 * The end of a note past its nesting or markup budget (`nesting.ts`), from 1-based line `line`
 * and column `column` on, as one code block; its offsets count from `offset`, the end of the parsed text.
 */
function restAsCode(rest: string, line: number, column: number, offset: number): Code {
  const value = rest.replace(/\r?\n$/, '');
  let lines = 0;
  let lastBreak = -1;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) {
    lines++;
    lastBreak = i;
  }
  return {
    type: 'code',
    lang: null,
    meta: null,
    value,
    position: {
      start: { line, column, offset },
      end: { line: line + lines, column: lines === 0 ? column + value.length : value.length - lastBreak, offset: offset + value.length },
    },
  };
}

/** `text` (capped, as `capped` says) parsed and run through the plugins, with the capped lines' problems. */
function parseCapped(text: string, capped: ReturnType<typeof capLineNesting>, path: string, options: ParseOptions): ParsedMarkdown {
  const left: Optional[] = [];
  if (!(options.autolinkLiterals ?? needsAutolinkLiterals(text))) left.push('autolinkLiterals');
  if (!(options.tables ?? needsTables(text))) left.push('tables');
  // Only with the literals left out too: GFM reads a literal inside an open label (`[https://x.org`)
  // by another route, which gives its nodes no position.
  if (left.includes('autolinkLiterals') && !(options.links ?? needsLinks(text))) left.push('links');
  const chosen = left.length === 0 ? fullProcessor : processorWithout(left);
  const file = new VFile({ path, value: text });
  // The line where the note's budget ran out says so (args: the budget, `note`), at the construct
  // that overspent the markup budget.
  file.data.syntaxProblems = capped.lines.map((line): SyntaxProblem => {
    if (line !== capped.flattened) return { code: 'NestingTooDeep', args: [String(MAX_NESTING)], line, column: 1 };
    if (capped.markup) return { code: 'MarkupTooDense', args: [String(MARKUP_BUDGET)], line, column: capped.markup.column };
    return { code: 'NestingTooDeep', args: [String(NESTING_BUDGET), 'note'], line, column: 1 };
  });
  const parsed = chosen.parse(file);
  if (capped.rest) parsed.children.push(restAsCode(capped.rest, capped.flattened, capped.markup?.column ?? 1, text.length));
  const tree = chosen.runSync(parsed, file) as Root;
  return { tree, problems: file.data.syntaxProblems };
}

/**
 * Parses Markdown text (a note body with its frontmatter) into our mdast. Never throws.
 * Obsidian comments (`%%…%%`) are taken out first (`plugins/obsidian-comments.ts`).
 * GFM autolink literals and tables are parsed when the text may hold them (`options` decides
 * otherwise; the tree is the same as with full GFM whenever the text holds none). A note holding
 * Dataview's `=this.key` queries (or `=…` expressions over them) is parsed again with their values in their place
 * (`inline-queries.ts`).
 */
export function parseMarkdown(source: string, path = 'note.md', options: ParseOptions = {}): ParsedMarkdown {
  // A canvas is its cards, each parsed on its own (canvas.ts).
  if (isCanvasPath(path)) return parseCanvas(source, (markdown) => parseMarkdownText(markdown, path, options));
  return parseMarkdownText(source, path, options);
}

/** {@link parseMarkdown} of Markdown text. */
function parseMarkdownText(source: string, path: string, options: ParseOptions): ParsedMarkdown {
  const free = withoutComments(source);
  const capped = capLineNesting(free.text);
  let parsed = parseCapped(capped.text, capped, path, options);
  let parsedText = capped.text;
  if (/`[ \t]*=[^`]*this\./.test(capped.text)) {
    const filled = withInlineQueries(parsed.tree, capped.text);
    if (filled !== null) {
      parsed = parseCapped(filled, capped, path, {});
      parsedText = filled;
    }
  }
  const shift = free.cuts.length > 0 ? commentShift(free, source) : null;
  recordHtmlPlaces(parsed.tree, parsedText, shift);
  if (shift) placeInNote(parsed.tree, parsed.problems, free.text, shift);
  return parsed;
}
