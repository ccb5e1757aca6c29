/**
 * Note HTML: the note's syntax tree (links already resolved by `graph.ts`) → hast with site URLs
 * (remark-rehype), raw HTML parsed (rehype-raw), note embeds inlined (`embed-expand.ts`),
 * sanitised (rehype-sanitize schema in `sanitize-schema.ts`, inline style by `inline-style.ts`), `check` blocks rendered, HTML
 * string (`html-string.ts`). URLs as `slug.ts` makes them.
 */
import type { Definition, LinkReference, Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import remarkLineBreaks from './plugins/remark-line-breaks.ts';
import rehypeRaw from 'rehype-raw';
import { sanitize } from 'hast-util-sanitize';
import { hastToHtml } from './html-string.ts';
import { SKIP, walk, walkHast } from './walk.ts';
import { CHECK_PLACEHOLDER, MATH_PLACEHOLDER, noteSanitizeSchema } from './sanitize-schema.ts';
import { mathScope, renderMath, shownAsSource, type MathScope } from './plugins/math-render.ts';
import { readInlineStyle } from './inline-style.ts';
import { mediaEmbed, pdfPage } from './media-embed.ts';
import { imageSize } from './plugins/remark-external-images.ts';
import { tagPagePaths } from './slug.ts';
import { parseMarkdown } from './parse.ts';
import { wikiLinkDisplay } from './plain-text.ts';
import { EMBED_PLACEHOLDER } from './embed-placeholder.ts';
import { footnoteReference } from './footnote-reference.ts';
import { bindFactNodes, type FactNodes } from './extract.ts';
import type { NoteRecord, ResolvedLink } from './model.ts';
import { anchorText, parseWikiTarget, type LinkTarget } from './link-target.ts';
import { anchorIdIn } from './links.ts';
import { noteData, type QueryNote, taskNoteData } from './dataview-query.ts';
import { fillDataview } from './dataview-render.ts';
import { prepareNotes, type SearchCorpus } from './search-query.ts';
import { fillSearches, SEARCH_WORK_PER_PAGE, SEARCH_WORK_PER_VAULT } from './search-render.ts';
import { decodeNote } from './decode.ts';
import { fillBases, type BasesScope } from './bases-render.ts';
import type { BaseNote } from './bases-fields.ts';
import type { ViewRun } from './bases-query.ts';
import { embeddedKind, isBasePath, isImagePath } from './note-path.ts';
import { showsBases } from './page-reads.ts';
import { baseViewName } from './bases-parse.ts';
import type { Diagnostic, NoteCheck, VaultNote } from './types.ts';
import { replaceChild } from './arrays.ts';

/** remark-rehype's options: raw HTML kept (parsed by rehype-raw, then sanitised), footnote calls in bounded time and size. */
const TO_HAST = { allowDangerousHtml: true, handlers: { footnoteReference } } as const;
const toHast = unified().use(remarkRehype, TO_HAST).freeze();
/** With Obsidian's default line breaks: each single line break in a paragraph shown as `<br>`. */
const toHastWithBreaks = unified().use(remarkLineBreaks).use(remarkRehype, TO_HAST).freeze();
const parseRaw = unified().use(rehypeRaw).freeze();

export interface RenderContext {
  base: string;
  records: NoteRecord[];
  maxDepth: number;
  /** Per page: most embedded content inlined, roughly in HTML bytes (`VaultOptions.maxEmbedBytes`). */
  maxEmbedBytes: number;
  /** For the whole build: embedded content inlined so far, and the most (the vault's budget, see `MAX_EMBED_BYTES_PER_VAULT`). */
  embedBudget: { used: number; limit: number };
  /** Inlines the embeds of `tree` (the rendering of `record`) in place (`embed-expand.ts`). */
  expandEmbeds: (ctx: RenderContext, record: NoteRecord, tree: HastRoot) => void;
  renderCheck: (check: NoteCheck, note: VaultNote) => string;
  /** `VaultOptions.strictLineBreaks`: when false, single line breaks are shown. */
  strictLineBreaks?: boolean;
  /** Random per build: placeholders carry it, so raw HTML in a note cannot forge one. */
  nonce: string;
  diagnostics: Diagnostic[];
  /** `VaultOptions.adjustHtml`: called with each note's final tree before it is serialised. */
  adjustHtml?: (tree: HastRoot, note: VaultNote) => void;
  /** Keys of diagnostics already reported (cycles are met once per note on the cycle). */
  reported: Set<string>;
  /** Per note: hast before its embeds are expanded, links rewritten (built lazily, reused when embedded). */
  baseTrees: Map<number, HastRoot>;
  /** Indices of notes some note embeds: only their hast is kept in `baseTrees` (memory). When
   * absent, every note's hast is kept. */
  embedded?: ReadonlySet<number>;
  /** The notes as Dataview queries see them (`dataview-query.ts`), by record index: made when a page first holds a query. */
  queryNotes?: QueryNote[];
  /** Note `i`'s file as read (what embedded searches search); without it, searches stay code. */
  noteSource?: (index: number) => Uint8Array | undefined;
  /** The notes as embedded searches see them (`search-query.ts`): made when a page first holds a search. */
  searches?: { corpus: SearchCorpus; found: Map<string, number[]>; budget: number };
  /** A vault file's bytes by path (what an embedded `.base` file shows); without it, base embeds stay links. */
  assetSource?: (path: string) => Uint8Array | undefined;
  /** The notes as bases see them (`bases-query.ts`) and the views run so far: made when a page first holds a base. */
  bases?: { notes: BaseNote[]; runs: Map<string, ViewRun | null>; thisSteps: number };
  /** The notes each note links to or embeds, and those linking to or embedding it (`noteLinks`): made when a query or a base first asks. */
  noteLinks?: { out: number[][]; back: number[][] };
  /** Every tag's page path under `tags/` (`tagPagePaths`): made when a page first holds a tag. */
  tagPaths?: Map<string, string>;
  /**
   * Whether a note's syntax tree (`NoteRecord.tree`) is let go as soon as its hast is made
   * (memory: the tree and the hast of a large note are not both kept while its page is written).
   * False when the records are kept for the next build (a note cache).
   */
  releaseTrees?: boolean;
}

/** `&`, `<`, `>`, `"` escaped for HTML text and attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Default `renderCheck`: the YAML source in `<pre><code class="language-check">`. */
export function defaultRenderCheck(check: NoteCheck): string {
  return `<pre><code class="language-check">${escapeHtml(check.source)}</code></pre>`;
}

/** URL of a note page, with an optional anchor (`#id`). */
export function noteUrl(ctx: RenderContext, record: NoteRecord, anchorId: string | null): string {
  return `${ctx.base}${record.note.slug}/${anchorId ? `#${anchorId}` : ''}`;
}

/**
 * A wikilink's display text as Obsidian shows it: inline Markdown (`[[Note|**bold** text]]`,
 * emphasis, code, highlights, math) rendered; links inside it are shown as their text (a link
 * cannot hold one). Plain text when it holds no markup character.
 */
function displayChildren(text: string): ElementContent[] {
  if (!/[*_~=`$<\\]/.test(text)) return [{ type: 'text', value: text }];
  const { tree } = parseMarkdown(text, 'alias.md', { autolinkLiterals: false, tables: false });
  const first = tree.children[0];
  if (tree.children.length !== 1 || first?.type !== 'paragraph') return [{ type: 'text', value: text }];
  const hast = toHast.runSync({ type: 'root', children: [first] }) as HastRoot;
  const paragraph = hast.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p');
  if (!paragraph) return [{ type: 'text', value: text }];
  walkHast(paragraph, 'element', (el, index, parent) => {
    if (el.tagName !== 'a' || !parent || index === undefined) return undefined;
    replaceChild(parent.children, index, el.children);
    return index;
  });
  return paragraph.children;
}

/** A link to the page of `target` (at `anchorId`, when given) holding `children`. */
function noteLink(ctx: RenderContext, target: NoteRecord, anchorId: string | null, children: ElementContent[]): Element {
  return {
    type: 'element',
    tagName: 'a',
    properties: { className: ['wikilink'], href: noteUrl(ctx, target, anchorId), dataNote: target.note.id },
    children,
  };
}

/**
 * An image of the vault as an embed shows it (`![[map.png]]`): its `alias`, as Obsidian reads it
 * after the last `|`, a size (`300`, `300x200`) and alt text (`Alt text|300`); the file name as
 * alt text when none is given.
 */
function imageElement(ctx: RenderContext, asset: NonNullable<ResolvedLink['asset']>, alias: string | null): Element {
  const size = imageSize(alias ?? '');
  const name = asset.path.slice(asset.path.lastIndexOf('/') + 1);
  return {
    type: 'element',
    tagName: 'img',
    properties: {
      src: `${ctx.base}${asset.url}`,
      alt: size ? size.alt || name : (alias ?? name),
      ...(size ? { width: size.width, ...(size.height ? { height: size.height } : {}) } : {}),
      loading: 'lazy',
    },
    children: [],
  };
}

/**
 * A link a query's value holds, drawn for note `i` (`ValueLink`): the note's own link to `target`
 * (as the vault resolved it from that note) showing `text`, an embed of an image the image;
 * `null` when the note holds no such link.
 */
function valueLink(ctx: RenderContext, i: number, target: string, text: string, embed = false): Element | null {
  const link = ownLink(ctx, i, target);
  if (!link) return null;
  if (embed && link.asset && isImagePath(link.asset.path)) return imageElement(ctx, link.asset, link.alias);
  return linkElement(ctx, { ...link, alias: null }, text);
}

/** The element a link renders as: to a page, a file or an unwritten note (plain text if none of these, which resolution never leaves). */
export function linkElement(ctx: RenderContext, link: ResolvedLink, text: string): Element {
  const children: ElementContent[] =
    link.syntax === 'wikilink' && link.alias !== null ? displayChildren(text) : [{ type: 'text', value: text }];
  if (link.targetNote !== null) return noteLink(ctx, ctx.records[link.targetNote]!, link.anchorId, children);
  if (link.asset) {
    // `[[rules.pdf#page=3]]` opens the PDF at that page, in the browser's viewer as in Obsidian's.
    const page = pdfPage(link.asset.path, link.anchor);
    return {
      type: 'element',
      tagName: 'a',
      properties: { className: ['wikilink', 'file'], href: `${ctx.base}${link.asset.url}${page ? `#page=${page}` : ''}` },
      children,
    };
  }
  if (link.unwritten) {
    return {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['wikilink', 'unwritten'],
        href: `${ctx.base}unwritten/#${link.unwritten.anchor}`,
        title: `Not written yet: ${link.unwritten.raw}`,
      },
      children,
    };
  }
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['wikilink'], title: `Not followed: ${link.path}` },
    children,
  };
}

function missingSpan(title: string, text: string): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['embed', 'missing'], title },
    children: [{ type: 'text', value: text }],
  };
}

function setHast(node: MdastNodes, element: Element): void {
  const properties: Record<string, unknown> = { ...element.properties };
  // An image's handler writes `src`, `alt` and `title`; the element given replaces the image.
  if (node.type === 'image') for (const key of ['src', 'alt', 'title']) if (!(key in properties)) properties[key] = undefined;
  node.data = {
    ...node.data,
    hName: element.tagName,
    hProperties: properties as Record<string, never>,
    hChildren: element.children,
  };
}

/**
 * Rewrites every link/embed node of a note's tree for HTML. Mutates the tree, and may run again on
 * the same tree (a note cache keeps trees between builds), so it first clears what an earlier run
 * wrote: a link that was unwritten may now resolve, an image that was missing may now exist.
 */
function annotate(ctx: RenderContext, record: NoteRecord, mdast: MdastRoot, nodes: FactNodes): void {
  // A definition's attributes as an internal link: its references (`[x][ref]`) are links to the
  // same note (mdast-util-to-hast takes a reference's attributes from the reference).
  const internalDefinitions = new Map<Definition, Record<string, string | string[]>>();
  let definitions = false;
  for (const site of record.siteLinks) {
    const node = nodes.links[site.ordinal];
    if (node && node.type !== 'wikiLink' && node.type !== 'wikiEmbed') node.url = site.url;
  }
  record.links.forEach((link, index) => {
    const node = nodes.links[link.ordinal];
    if (!node) return;
    if (node.data) node.data = { ...node.data, hName: undefined, hProperties: undefined, hChildren: undefined };
    const display =
      link.alias ??
      (wikiLinkDisplay(
        link.syntax === 'wikilink' ? (node.type === 'wikiLink' || node.type === 'wikiEmbed' ? node.value : link.path) : link.path,
      ) ||
        link.path);
    if (node.type === 'wikiLink') {
      setHast(node, linkElement(ctx, link, display));
    } else if (node.type === 'link' || node.type === 'definition') {
      if (node.type === 'definition') definitions = true;
      const element = linkElement(ctx, link, '');
      if (element.tagName === 'a') {
        node.url = String(element.properties.href);
        // A Markdown link to a note is an internal link as a wikilink is (Obsidian's
        // `internal-link`): the same class and note, so it gets the same hover preview, and the
        // same URL (`#^rule`, not the percent-encoded `#%5Erule` the Markdown link's would be).
        const { className, title, dataNote } = element.properties;
        const internal = {
          href: node.url,
          className: className as string[],
          ...(title !== undefined ? { title: title as string } : {}),
          ...(dataNote !== undefined ? { dataNote: dataNote as string } : {}),
        };
        if (node.type === 'link') node.data = { ...node.data, hProperties: internal };
        else internalDefinitions.set(node, internal);
      } else if (node.type === 'link') {
        node.data = {
          ...node.data,
          hName: 'span',
          hProperties: { className: ['wikilink'], href: undefined, title: element.properties.title as string },
        };
      } else node.url = '';
    } else if (node.type === 'image' && (link.asset ? isImagePath(link.asset.path) : link.targetNote === null)) {
      if (link.asset) {
        node.url = `${ctx.base}${link.asset.url}`;
        node.data = { ...node.data, hProperties: { ...node.data?.size, loading: 'lazy' } };
      } else {
        // What is missing as the diagnostic names it: `![](Rules)` a note, `![](map.png)` an image.
        setHast(node, missingSpan(`Missing ${embeddedKind(link.path)}: ${link.path}`, node.alt || link.path));
      }
    } else if (node.type === 'wikiEmbed' || node.type === 'image') {
      // `![](Note.md)`, `![](rules.pdf)`: Obsidian embeds a note or a file written as a Markdown
      // image as it does `![[…]]` (its own syntax when wikilinks are turned off).
      if (link.asset && isImagePath(link.asset.path)) {
        setHast(node, imageElement(ctx, link.asset, link.alias));
      } else if (link.asset) {
        const media = mediaEmbed(`${ctx.base}${link.asset.url}`, link.asset.path, link.alias ?? link.path, link.anchor);
        if (media) {
          // A base's link is marked for `fillBases`, which puts its view there when it can run.
          if (isBasePath(link.asset.path)) media.properties.dataBaseEmbed = `${ctx.nonce}:${index}`;
          setHast(node, media);
          return;
        }
        const element = linkElement(ctx, link, link.alias ?? link.path);
        (element.properties.className as string[]).push('embed');
        setHast(node, element);
      } else if (link.targetNote !== null) {
        setHast(node, {
          type: 'element',
          tagName: EMBED_PLACEHOLDER,
          properties: { dataRulegraph: `${ctx.nonce}:${record.index}:${index}` },
          children: [],
        });
      } else {
        setHast(node, missingSpan(`Missing ${embeddedKind(link.path)}: ${link.path}`, link.path));
      }
    }
  });
  if (definitions) linkReferences(mdast, internalDefinitions);
  nodes.checks.forEach((node, index) => {
    node.data = {
      ...node.data,
      hName: CHECK_PLACEHOLDER,
      hProperties: { dataCheck: `${ctx.nonce}:${record.index}:${index}` },
      hChildren: [],
    };
  });
}

/**
 * Gives each reference of `mdast` (`[x][ref]`, `[ref][]`, `[ref]`) the attributes its definition
 * has in `internal` (a link to a note, to a file…), or none. The first definition of an identifier
 * is the one that counts, as in CommonMark and mdast-util-to-hast. Clears what an earlier run wrote
 * (the definition may no longer name a note).
 */
function linkReferences(mdast: MdastRoot, internal: ReadonlyMap<Definition, Record<string, string | string[]>>): void {
  const first = new Map<string, Definition>();
  const references: LinkReference[] = [];
  walk(mdast, null, (node) => {
    if (node.type === 'definition' && !first.has(node.identifier)) first.set(node.identifier, node);
    else if (node.type === 'linkReference') references.push(node);
  });
  for (const reference of references) {
    const definition = first.get(reference.identifier);
    const attributes = definition ? internal.get(definition) : undefined;
    if (attributes || reference.data?.hProperties) reference.data = { ...reference.data, hProperties: attributes };
  }
}

/**
 * Raw HTML links of class `internal-link` to a heading or block of the note itself (`<a
 * class="internal-link" href="#Champion (Level 3)">`, as converters write tables of contents):
 * Obsidian follows them as it follows `[[#Champion (Level 3)]]`, so their `href` becomes the note's
 * URL with the heading's or block's id (as a `[[#…]]` link's); left as written when the note has none.
 */
function internalAnchors(ctx: RenderContext, tree: HastRoot, record: NoteRecord): void {
  walkHast(tree, 'element', (element) => {
    if (element.tagName !== 'a') return;
    const { className, href } = element.properties;
    if (typeof href !== 'string' || !href.startsWith('#') || !Array.isArray(className) || !className.includes('internal-link')) return;
    const id = anchorIdIn(record, href);
    // The note's own URL too: in a note embedded in another page the ids are not on the page.
    if (id !== null) element.properties.href = noteUrl(ctx, record, id);
  });
}

/** The note's hast before its embeds are expanded (cached; never mutate the returned tree, clone it). */
export function baseTree(ctx: RenderContext, record: NoteRecord): HastRoot {
  const cached = ctx.baseTrees.get(record.index);
  if (cached) return cached;
  let tree: HastRoot;
  const mdast = record.tree ?? (record.reload ? reloadTree(record, record.reload) : null);
  if (mdast && record.nodes) {
    annotate(ctx, record, mdast, record.nodes);
    tree = (ctx.strictLineBreaks === false ? toHastWithBreaks : toHast).runSync(mdast) as HastRoot;
    if (ctx.releaseTrees) record.tree = null;
    if (record.facts.hasHtml) {
      tree = parseRaw.runSync(tree) as HastRoot;
      internalAnchors(ctx, tree, record);
    }
    if (record.facts.tags.length > 0) linkTags(ctx, tree);
  } else {
    tree = {
      type: 'root',
      children:
        record.plainText === null
          ? []
          : [
              {
                type: 'element',
                tagName: 'pre',
                properties: { className: ['note-too-large'] },
                children: [{ type: 'text', value: record.plainText }],
              },
            ],
    };
  }
  fillDataview(tree, {
    self: record.index,
    path: record.note.path,
    notes: () => queryNotes(ctx),
    published: (i) => !ctx.records[i]!.binary,
    link: (i, text) => noteLink(ctx, ctx.records[i]!, null, [{ type: 'text', value: text }]),
    valueLink: (i, target, text, embed) => valueLink(ctx, i, target, text, embed),
  });
  if (record.facts.searches.length > 0 && ctx.noteSource) {
    const searches = searchState(ctx);
    fillSearches(tree, {
      corpus: () => searchState(ctx).corpus,
      published: (i) => !ctx.records[i]!.binary,
      link: (i) => noteLink(ctx, ctx.records[i]!, null, [{ type: 'text', value: ctx.records[i]!.note.title }]),
      budget: searches.budget,
      found: searches.found,
    });
  }
  if (showsBases(record)) fillBases(tree, basesScope(ctx, record));
  if (!ctx.embedded || ctx.embedded.has(record.index)) ctx.baseTrees.set(record.index, tree);
  return tree;
}

/**
 * Steps (`bases-query.ts`) the runs of bases reading `this` may take in all, in one rendering of
 * the vault: each page showing a base gets an equal share (a few seconds of work in all; 1,000
 * such pages may each run a filter of a few terms over 10,000 notes). A base reading `this` runs
 * for each page showing it, so without a shared bound a costly one embedded in thousands of notes
 * would cost thousands of times over.
 */
const THIS_STEPS_PER_VAULT = 50_000_000;

/** A link's target as its note wrote it: `Note`, `Note#Heading`, `Note#^block`. */
const writtenTarget = (link: LinkTarget): string => (link.anchor === null ? link.path : `${link.path}#${anchorText(link.anchor)}`);

/**
 * The notes each note links to or embeds (body and properties, each once), and the notes linking
 * to or embedding each (itself left out, in note order): what Dataview's `file.outlinks` and
 * `file.inlinks` and Bases' `file.links`, `file.hasLink` and `file.backlinks` read.
 */
function noteLinks(ctx: RenderContext): { out: number[][]; back: number[][] } {
  if (ctx.noteLinks) return ctx.noteLinks;
  const out = ctx.records.map((r) => [...new Set(r.links.flatMap((l) => (l.targetNote !== null ? [l.targetNote] : [])))]);
  const back: number[][] = ctx.records.map(() => []);
  for (const [from, targets] of out.entries()) for (const to of targets) if (to !== from) back[to]!.push(from);
  ctx.noteLinks = { out, back };
  return ctx.noteLinks;
}

/** The link note `i` holds to `target` (`[[target]]` as written), as the vault resolved it from that note; `undefined` when it holds none. */
const ownLink = (ctx: RenderContext, i: number, target: string): ResolvedLink | undefined =>
  linksByTarget(ctx.records[i]!).get(targetKey(parseWikiTarget(target)));

/**
 * What `fillBases` needs of the vault for `record`'s page: the notes with their frontmatter, their
 * links and embeds, and their size in bytes as read (made once a rendering context), links as the
 * page writes them, and the embeds `annotate` marked.
 */
function basesScope(ctx: RenderContext, record: NoteRecord): BasesScope {
  const { out, back } = noteLinks(ctx);
  ctx.bases ??= {
    notes: ctx.records.map((r) => {
      const size = r.binary ? undefined : ctx.noteSource?.(r.index)?.length;
      return {
        path: r.note.path,
        tags: r.note.tags,
        properties: r.note.properties,
        links: out[r.index]!,
        backlinks: back[r.index]!,
        linked: r.links.flatMap((l) => (l.kind === 'link' && l.targetNote !== null ? [l.targetNote] : [])),
        embeds: r.links.flatMap((l) => (l.kind === 'embed' ? [{ note: l.targetNote, target: writtenTarget(l) }] : [])),
        ...(size === undefined ? {} : { size }),
      };
    }),
    runs: new Map(),
    // A base reading `this` runs once for each page showing it: those runs share one budget.
    thisSteps: Math.floor(THIS_STEPS_PER_VAULT / Math.max(1, ctx.records.filter(showsBases).length)),
  };
  const bases = ctx.bases;
  const decoder = new TextDecoder();
  return {
    self: record.index,
    notes: () => bases.notes,
    published: (i) => !ctx.records[i]!.binary,
    link: (i, text) => noteLink(ctx, ctx.records[i]!, null, [{ type: 'text', value: text }]),
    valueLink: (i, target, text, embed) => valueLink(ctx, i, target, text, embed),
    resolve: (i, target) => ownLink(ctx, i, target)?.targetNote,
    embed: (marker) => {
      const [nonce, index] = String(marker.properties.dataBaseEmbed ?? '').split(':');
      const link = nonce === ctx.nonce ? record.links[Number(index)] : undefined;
      const bytes = link?.asset ? ctx.assetSource?.(link.asset.path) : undefined;
      if (!link || !bytes) return null;
      return { source: decoder.decode(bytes), view: baseViewName(link.anchor) };
    },
    runs: bases.runs,
    thisSteps: bases.thisSteps,
  };
}

/**
 * The notes as embedded searches see them, each note's text decoded and lower-cased once a
 * rendering context (when a page first holds a search), and each page's share of the work.
 */
function searchState(ctx: RenderContext): NonNullable<RenderContext['searches']> {
  if (ctx.searches) return ctx.searches;
  const source = ctx.noteSource;
  const corpus = prepareNotes(
    ctx.records.map((r) => {
      const bytes = r.binary ? undefined : source?.(r.index);
      const decoded = bytes ? decodeNote(bytes) : null;
      return {
        path: r.note.path,
        text: decoded && decoded.kind !== 'binary' ? decoded.text : '',
        tags: r.note.tags,
        properties: r.note.properties,
      };
    }),
  );
  const pages = ctx.records.filter((r) => r.facts.searches.length > 0).length;
  ctx.searches = { corpus, found: new Map(), budget: Math.min(SEARCH_WORK_PER_PAGE, SEARCH_WORK_PER_VAULT / Math.max(1, pages)) };
  return ctx.searches;
}

/**
 * A note's tree parsed again (see `NoteRecord.reload`), with the record's fact nodes (links,
 * `check` blocks) pointed at its nodes: extraction visits the tree in the same order every time.
 */
function reloadTree(record: NoteRecord, reload: () => MdastRoot): MdastRoot {
  const tree = reload();
  record.nodes = bindFactNodes(tree, record.facts);
  return tree;
}

/**
 * The note's tags (`<span class="tag">#Rules/Timing</span>`, from `remark-tags`) as links to their
 * tag pages, as Obsidian makes a tag clickable: `<a class="tag" href="/tags/rules/timing/">`. A tag
 * inside a link (`[[Note|see #rules]]`, raw `<a>…</a>`) stays a span: a link holds no link.
 */
function linkTags(ctx: RenderContext, tree: HastRoot): void {
  ctx.tagPaths ??= tagPagePaths(ctx.records.flatMap((r) => (r.binary ? [] : r.note.tags)));
  const paths = ctx.tagPaths;
  walkHast(tree, 'element', (node) => {
    if (node.tagName === 'a') return SKIP;
    if (node.tagName !== 'span' || !(node.properties.className as string[] | undefined)?.includes('tag')) return undefined;
    const text = node.children[0]?.type === 'text' ? node.children[0].value : '';
    const path = paths.get(text.slice(1).toLowerCase());
    if (path === undefined) return SKIP;
    node.tagName = 'a';
    node.properties.href = `${ctx.base}tags/${path}/`;
    return SKIP;
  });
}

/** The notes as Dataview queries see them (made once per rendering context, when a page first holds a query). */
function queryNotes(ctx: RenderContext): QueryNote[] {
  if (ctx.queryNotes) return ctx.queryNotes;
  const { out, back } = noteLinks(ctx);
  const asLink = (i: number): string => `[[${ctx.records[i]!.note.path.replace(/\.md$/i, '')}]]`;
  ctx.queryNotes = ctx.records.map((r, i) => ({
    path: r.note.path,
    tags: r.note.tags,
    properties: noteData(r.note.properties, r.facts.fields),
    links: out[i]!,
    outlinks: out[i]!.map(asLink),
    inlinks: back[i]!.map(asLink),
    tasks: r.facts.tasks,
    // Fields written on tasks are the tasks' alone (`taskNoteData`); read only when some task has one.
    ...(r.facts.tasks.some((t) => t.fields.length > 0) && {
      taskProperties: taskNoteData(r.note.properties, r.facts.fields, r.facts.tasks),
    }),
  }));
  return ctx.queryNotes;
}

/** A link target's key: its path and anchor as written. */
const targetKey = (target: LinkTarget): string => `${target.path}\0${JSON.stringify(target.anchor)}`;

/** By a note's resolved links (a record kept between builds gets new ones each build). */
const linksByList = new WeakMap<readonly ResolvedLink[], Map<string, ResolvedLink>>();

/** A note's wikilinks (body and properties) by target, the first of each: how the vault resolved each target from that note. */
function linksByTarget(record: NoteRecord): Map<string, ResolvedLink> {
  let map = linksByList.get(record.links);
  if (!map) {
    map = new Map();
    for (const link of record.links) if (link.syntax === 'wikilink' && !map.has(targetKey(link))) map.set(targetKey(link), link);
    linksByList.set(record.links, map);
  }
  return map;
}

/** Renders one note to sanitised HTML (see module doc). Reports cycles/depth into `ctx.diagnostics`. */
export function renderNoteHtml(ctx: RenderContext, record: NoteRecord): string {
  const base = baseTree(ctx, record);
  // Only expanding embeds mutates the tree (sanitize builds a new one): clone only then.
  const hasEmbeds = record.links.some((l) => l.kind === 'embed' && l.targetNote !== null);
  const tree = hasEmbeds ? structuredClone(base) : base;
  if (hasEmbeds) ctx.expandEmbeds(ctx, record, tree);
  const clean = sanitize(tree, noteSanitizeSchema) as HastRoot;
  // One pass: a `check` block's <pre> (remark-rehype renders a code block as <pre><code>; the
  // placeholder replaced the <code>) becomes the widget; a placeholder not made by us (written as
  // raw HTML in a note, or with another build's nonce) renders as nothing. A formula's placeholder
  // becomes KaTeX's HTML (`plugins/math-render.ts`), typeset in the page's order, so that a command
  // a formula defines reaches the formulas after it.
  let math: MathScope | undefined;
  walkHast(clean, 'element', (node, index, parent) => {
    // Inline style keeps only what cannot draw over the page or load anything (`inline-style.ts`).
    if (typeof node.properties.style === 'string') {
      const kept = readInlineStyle(node.properties.style).kept;
      if (kept === null) delete node.properties.style;
      else node.properties.style = kept;
    }
    if (!parent || index === undefined) return undefined;
    const first = node.children[0];
    if (node.tagName === 'pre' && first?.type === 'element' && first.tagName === CHECK_PLACEHOLDER) {
      const [nonce, noteIndex, checkIndex] = String(first.properties.dataCheck ?? '').split(':');
      const owner = nonce === ctx.nonce ? ctx.records[Number(noteIndex)] : undefined;
      const check = owner?.facts.checks[Number(checkIndex)];
      const html = check && owner ? ctx.renderCheck({ data: check.data, source: check.source, line: check.line }, owner.note) : '';
      parent.children.splice(index, 1, { type: 'raw', value: html });
      return SKIP;
    }
    if (node.tagName === MATH_PLACEHOLDER) {
      const tex = node.properties.dataTex;
      const id = node.properties.id;
      parent.children.splice(index, 1, {
        type: 'raw',
        value:
          typeof tex === 'string'
            ? renderMath(
                tex,
                node.properties.dataDisplay === 'block',
                shownAsSource(node.properties),
                (math ??= mathScope()),
                typeof id === 'string' ? id : undefined,
              )
            : '',
      });
      return SKIP;
    }
    if (node.tagName !== CHECK_PLACEHOLDER) return undefined;
    parent.children.splice(index, 1);
    return index;
  });
  ctx.adjustHtml?.(clean, record.note);
  return hastToHtml(clean, { allowDangerousHtml: true });
}
