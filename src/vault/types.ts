/**
 * The glossary graph: what `src/vault` makes of a vault, and what the site, the checker and
 * `dist/graph.json` read. Schema version {@link GRAPH_SCHEMA_VERSION}; a change that removes or
 * renames a field bumps it. Documented for readers of graph.json in `docs/graph-schema.md`.
 *
 * Terms are Obsidian's: vault, note, wikilink, embed, alias, block id, backlink, unresolved link.
 * Paths are POSIX, relative to the vault root, case preserved.
 */
import type { Root as HastRoot } from 'hast';
import type { Properties } from './property-links.ts';

export type { Properties, PropertyValue } from './property-links.ts';

export const GRAPH_SCHEMA_VERSION = 1;

/** A 1-based position in a source file (line and column as an editor shows them). */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A heading of a note. */
export interface NoteHeading {
  /** 1–6. */
  depth: number;
  /** Plain text of the heading. */
  text: string;
  /** HTML id: GitHub-style slug (github-slugger), unique in the note. */
  id: string;
  line: number;
  /** The heading as Obsidian names it in a link, when that differs from `text`: a wikilink with an
   * alias counts as written (`See [[Rules|the rules]]` is reached by `[[#See Rules the rules]]`). */
  linkText?: string;
}

/** A block carrying an Obsidian block id (`… ^legion-same-action-once`). */
export interface NoteBlock {
  /** The id without the caret, e.g. `legion-same-action-once`. */
  id: string;
  /** Plain text of the block, without the `^id` marker. */
  text: string;
  line: number;
  /** HTML id of the element on the page: `^` + id, e.g. `^legion-same-action-once`. */
  anchor: string;
}

/** A `check` fenced block: a rules example to run through the engine. */
export interface NoteCheck {
  /** The parsed YAML; validated by the engine, not here. `null` when the YAML is invalid. */
  data: unknown;
  /** The raw YAML text. */
  source: string;
  line: number;
  /** Present when the YAML is invalid: its first error, at its 1-based line and column in the note
   * (reported as `InvalidCheckBlock` there). */
  yamlError?: { message: string; line: number; column: number };
}

/** One note (a Markdown file) of the vault. */
export interface VaultNote {
  /** Vault-relative path without `.md`: `legion/Free Actions`. Unique; the node id in the graph. */
  id: string;
  /** Vault-relative file path: `legion/Free Actions.md`. */
  path: string;
  /** URL path of its page without leading or trailing slash: `legion/free-actions`. Unique. */
  slug: string;
  /** Frontmatter `title`; else, when the note's first block is an H1 that names the note
   * (`headingNamesNote` of note-digest.ts), that heading's text (the site shows it as the page
   * title, once); else the file name without `.md`. */
  title: string;
  /** Frontmatter `aliases` (or `alias`), trimmed, in order. */
  aliases: string[];
  /** Frontmatter `tags` and inline `#tags`, without `#`, lower-cased, sorted, unique. */
  tags: string[];
  /** `tags[i]` as the note first writes it (`Rules/Timing` for `rules/timing`), for showing it. */
  tagNames: string[];
  /** Top folder of the note (`legion`, `chronicle-x`, `swu`), or `null` for notes at the root. */
  game: string | null;
  /** The first paragraph of prose as plain text, at most ~300 characters. Empty if none. */
  summary: string;
  headings: NoteHeading[];
  blocks: NoteBlock[];
  checks: NoteCheck[];
  /** Frontmatter as parsed (empty object when absent or invalid). */
  frontmatter: Record<string, unknown>;
  /** The frontmatter's properties in written order, as JSON-safe values (numbers that JSON cannot
   * hold, such as `.inf`, as written; an unquoted link `[[Note]]` as the text `[[Note]]`) in
   * prototype-free objects; empty when absent or invalid. See `property-links.ts`. */
  properties: Properties;
  /** Rendered, sanitised HTML of the body (links resolved to site URLs, note embeds inlined). */
  html: string;
  /** Number of words in the body (for reading time and benchmarks). */
  words: number;
  /** Present for a canvas (`.canvas`, see `canvas.ts`): where its cards stand and how they connect.
   * Its `html` holds the cards in reading order, card `n` as `<div data-canvas-node="n">`. */
  canvas?: CanvasLayout;
}

/** A side of a canvas card, where a connection meets it. */
export type CanvasSide = 'top' | 'right' | 'bottom' | 'left';

/** A canvas colour as Obsidian writes it: a preset `1`–`6` (red, orange, yellow, green, cyan,
 * purple) or a hex colour `#rgb` / `#rrggbb`, lower case. */
export type CanvasColor = string;

/** The board of a canvas: its cards (in the order of the note's HTML) and connections, in canvas
 * pixels (x to the right, y down, from any origin). */
export interface CanvasLayout {
  /** `title`: what the card is called in a list of connections (its first words, its file, its
   * address or its label; at most 60 characters). `z`: the card's place in the file, which is its
   * stacking order (JSON Canvas: a card later in the list is drawn over the ones before it). */
  nodes: Array<{
    type: 'text' | 'file' | 'link' | 'group' | 'unknown';
    title: string;
    x: number;
    y: number;
    width: number;
    height: number;
    color: CanvasColor | null;
    z: number;
  }>;
  /** `from`, `to`: indexes in `nodes`; a side `null` is the one facing the other card; an arrow at
   * `to` unless written otherwise (JSON Canvas's defaults). */
  edges: Array<{
    from: number;
    to: number;
    fromSide: CanvasSide | null;
    toSide: CanvasSide | null;
    fromArrow: boolean;
    toArrow: boolean;
    color: CanvasColor | null;
    label: string | null;
  }>;
}

/** Where a link points inside its target note. */
export type LinkAnchor = { type: 'heading'; text: string; id: string | null } | { type: 'block'; id: string };

/** A wikilink, embed or Markdown link from one note to another note, an anchor, or a file. */
export interface VaultEdge {
  /** Id of the linking note. */
  source: string;
  /** Id of the target note, or `null` when unresolved or when the target is a non-note file. */
  target: string | null;
  /** Vault-relative path of a non-note target (an image), when it exists. */
  asset?: string;
  /** The link target as written, without alias or anchor: `Card Action`, `image.png`. */
  raw: string;
  kind: 'link' | 'embed';
  /** `wikilink` for `[[…]]`/`![[…]]`, `markdown` for `[text](file.md)`. */
  syntax: 'wikilink' | 'markdown';
  anchor: LinkAnchor | null;
  /** Position of the link in the source note. */
  position: SourcePosition;
  /** `false` when neither a note nor a file matched; the target is then an unwritten note. */
  resolved: boolean;
  /** Present for a link in a frontmatter property (`related: "[[Cover]]"`): the property's name.
   * `position` is then the place of its `[[` in the frontmatter. */
  property?: string;
}

export type Severity = 'error' | 'warning' | 'info';

/** A problem found in the vault, reported with where it is and what to do. Never thrown. */
export interface Diagnostic {
  /** Permanent PascalCase code, e.g. `BrokenLink`, `AmbiguousLink`, `InvalidFrontmatter`. */
  code: string;
  severity: Severity;
  /** Vault-relative file path. */
  file: string;
  line: number;
  column: number;
  /** What happened, naming the thing involved. */
  message: string;
  /** What to do about it. */
  hint: string;
}

/**
 * A link target no note or file matches: an "unwritten" note, as Obsidian shows it.
 * `anchor` is the fragment of `{base}unwritten/#{anchor}` that every
 * link to this target uses (github-slugger of `raw`); the site should use it as the element id.
 */
export interface UnresolvedTarget {
  /** The target as written (first spelling seen; spellings differing only in case, `.md` or
   * surrounding spaces are one target). */
  raw: string;
  /** Element id on the `/unwritten/` page: github-slugger `slug(raw)`. */
  anchor: string;
  /** Every place that links to it. */
  from: Array<{ note: string } & SourcePosition>;
}

/** A non-note file of the vault that a note embeds or links (an image, a PDF …). */
export interface VaultAsset {
  /** Vault-relative path. */
  path: string;
  /** URL path under the site root where it is published, e.g. `assets/legion/token.png`. */
  url: string;
}

/** The whole graph, as written to `dist/graph.json`. */
export interface VaultGraph {
  version: typeof GRAPH_SCHEMA_VERSION;
  notes: VaultNote[];
  edges: VaultEdge[];
  /** Note id → ids of notes linking to or embedding it, sorted, unique. */
  backlinks: Record<string, string[]>;
  unresolved: UnresolvedTarget[];
  assets: VaultAsset[];
  diagnostics: Diagnostic[];
}

/**
 * One file of a vault, as `buildGraph` takes it.
 * Pipeline input (see `src/vault/index.ts`).
 */
export interface VaultFile {
  /** Vault-relative POSIX path, case preserved: `legion/Free Actions.md`. */
  path: string;
  /** The file's bytes. May be empty for non-note files: the pipeline never reads asset bytes. */
  bytes: Uint8Array;
}

/** Options of `loadVault` / `buildGraph`. */
export interface VaultOptions {
  /** Obsidian's "Strict line breaks": `true` joins the lines of a paragraph (plain Markdown);
   * `false` shows each single line break (`<br>`), Obsidian's default. `buildGraph` default:
   * `false`; `loadVault` default: the vault's `.obsidian/app.json`. */
  strictLineBreaks?: boolean;
  /** URL prefix of every link written into `note.html`; default `'/'`. A missing trailing slash
   * is added. */
  base?: string;
  /** How many embeds deep `![[Note]]` inside `![[Note]]` is inlined; default 5. Deeper
   * embeds are rendered as links and reported (`EmbedTooDeep`). */
  maxEmbedDepth?: number;
  /** Most embedded content one page inlines, roughly in bytes of HTML (text characters, plus 16
   * per element); default 4,000,000. Further embeds on that page are rendered as links and reported
   * (`EmbedTooLarge`), so that embeds of notes that embed notes cannot make a page of unbounded size. */
  maxEmbedBytes?: number;
  /** HTML for a `check` fenced block (trusted: inserted after sanitising); default
   * `<pre><code class="language-check">…</code></pre>`. */
  renderCheck?: (check: NoteCheck, note: VaultNote) => string;
  /** Notes larger than this many bytes are published as plain text, unparsed (`NoteTooLarge`);
   * default 1 MiB. */
  maxNoteBytes?: number;
  /** Paths the site serves itself, which no note page may take: `search` (that page) or `tags/`
   * (that page and everything under it); top folders' game pages are always reserved. A note
   * wanting one is published at another URL with a `SlugCollision`. Default `DEFAULT_ROUTES`
   * (`pages.ts`); the site passes `SITE_ROUTES` (`src/site-routes.ts`). */
  routes?: readonly string[];
  /** URL paths (ending in `/`) of pages the site serves outside the vault; default `['/check/']`.
   * A Markdown link starting with one (`[…](/check/legion/?v=1&…)`) is written as a link to that
   * page (with `base`), and is neither an edge nor a `BrokenLink`. */
  siteLinks?: string[];
  /** Vault-relative paths (files or folders, case-insensitive) that are not part of the vault;
   * default none: every note of the vault is published, as Obsidian shows every one. */
  ignore?: readonly string[];
  /** `false`: skip rendering (every `note.html` is `''`; diagnostics found while rendering —
   * `EmbedCycle`, `EmbedTooDeep` — are then not reported). For the checker, which needs
   * the graph and diagnostics but no HTML (rendering is ~15% of a build). Default `true`.
   * `'diagnostics'`: no HTML either, but the embed
   * diagnostics (`EmbedCycle`, `EmbedTooDeep`) are reported exactly as a full build reports
   * them (only notes that embed notes are expanded, and none when the embeds can neither
   * cycle nor nest past the depth limit). For the checker. */
  html?: boolean | 'diagnostics';
  /** A per-note parse cache kept between builds (create it with `createNoteCache()` from
   * `src/vault`; opaque). A note whose path and bytes are unchanged since the last build with the
   * same cache is not parsed again (its parse diagnostics are repeated); links are still resolved
   * over the whole vault. Builds sharing a cache share note objects: an earlier graph's notes may
   * change. Use one cache per set of options. For `--watch` (re-check after one edit).
   * */
  noteCache?: Map<string, unknown>;
  /** `loadVault` only: a folder for the parse cache across runs (e.g. Astro's `cacheDir`): notes
   * whose bytes did not change are not parsed again (see `parse-cache.ts`). Default: no cache.
   *; the graph is the same either way. */
  cacheDir?: string;
  /** `loadVault` only: worker threads that parse notes (0 = parse on the calling thread). Default:
   * env `RULEGRAPH_PARSE_THREADS`, else one per core (at most 4) for vaults of 300 notes or more.
   *; the graph is the same either way. */
  parseThreads?: number;
  /** Called once every link is resolved and before any note is rendered, with the notes (titles,
   * slugs and games final; `html` still `''`), the edges and the unresolved link targets: the same
   * values the returned graph holds. Lets a caller start work that needs only the link structure
   * while the notes render (the site lays out its graph view on another thread meanwhile).
   * Not called when `html` is `false` or `'diagnostics'`. */
  onLinksResolved?: (links: Pick<VaultGraph, 'notes' | 'edges' | 'unresolved'>) => void;
  /** Called with each note's final HTML tree (hast: sanitised, note embeds and `check` widgets
   * in) just before it is serialised into `note.html`; may change the tree in place. The site fits
   * the note's headings under its page title here (`src/loaders/page-html.ts`) instead of parsing
   * the HTML again. Not called when `html` is `false` or `'diagnostics'`. */
  adjustHtml?: (tree: HastRoot, note: VaultNote) => void;
}
