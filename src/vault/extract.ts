/**
 * Reads the graph facts of one parsed note from its syntax tree (not from HTML): headings with
 * their GitHub-style ids, blocks with block ids, `check` blocks, every link and embed with its
 * position, inline tags, raw HTML that the sanitiser will cut, the word count.
 * Sets `data.hProperties.id` on headings (so rendered ids equal the graph's).
 *
 * The facts hold no syntax-tree nodes (they are cached and passed between threads as data); the
 * nodes they came from are found again with {@link bindFactNodes} when a note is rendered.
 */
import type { Code, Definition, Heading, Html, Image, Link, Nodes, Parents, Root } from 'mdast';
import { walk } from './walk.ts';
import { parseQuery } from './dataview-parse.ts';
import type { QueryTask } from './dataview-query.ts';
import { readTasks } from './task-facts.ts';
import { parseSearch } from './search-parse.ts';
import { baseProblem, type Problem } from './bases-parse.ts';
import { mathError, mathScope, shownAsSource, type MathScope } from './plugins/math-render.ts';
import { readInlineFields, type InlineField } from './plugins/remark-inline-fields.ts';
import { readInlineStyle } from './inline-style.ts';
import { LINK_SCHEMES, noteSanitizeSchema } from './sanitize-schema.ts';
import { parseDocument } from 'yaml';
import { GithubSlugger } from './slug.ts';
import { countWords, plainText } from './plain-text.ts';
import { isExternalUrl, obsidianUriTarget, parseMarkdownTarget, parseWikiTarget, type LinkTarget } from './link-target.ts';
import type { WikiEmbed, WikiLink } from './syntax-tree.ts';
import type { NoteBlock, NoteCheck, NoteHeading, SourcePosition } from './types.ts';
import { placeInValue } from './note-places.ts';

/** A link or embed found in a note, before resolution. */
export interface RawLink extends LinkTarget {
  /** Its place among the note's links and embeds in document order (see {@link FactNodes}). */
  ordinal: number;
  kind: 'link' | 'embed';
  syntax: 'wikilink' | 'markdown';
  /** The wikilink's `|alias` (display text, or image size for embeds), `null` when absent. */
  alias: string | null;
  /** A Markdown link's or image's URL as written (`null` for wikilinks). */
  url: string | null;
  position: SourcePosition;
  /** For a link in a frontmatter property (`property-links.ts`): the property's name. Such a link
   * has no node in the tree (`ordinal` -1). */
  property?: string;
}

interface CheckBlock extends NoteCheck {
  /** YAML error of an invalid block, with its 1-based line in the note. */
  error: { message: string; line: number; column: number } | null;
}

interface UnsafeHtmlFinding {
  what: string;
  position: SourcePosition;
}

export interface NoteFacts {
  headings: NoteHeading[];
  blocks: NoteBlock[];
  checks: CheckBlock[];
  links: RawLink[];
  tags: string[];
  words: number;
  hasHtml: boolean;
  unsafeHtml: UnsafeHtmlFinding[];
  /** Dataview inline fields (`Key:: Value`, `[key:: value]`, `(key:: value)`) in order (`plugins/remark-inline-fields.ts`). */
  fields: InlineField[];
  /** Markdown links (and link definitions) to an address the page does not keep (`zotero:`, `file:`, `javascript:`): where, and the scheme. */
  removedLinks: Array<{ scheme: string; position: SourcePosition }>;
  /** The note's task list items (`- [ ]`, `- [x]`, `- [/]`) in the order written, as Dataview's TASK queries read them ({@link readTasks}). */
  tasks: QueryTask[];
  /** Where each ```` ```dataview ```` block the site answers starts: its result reads the whole vault. */
  answeredQueries: SourcePosition[];
  /** Where each ```` ```dataview ```` block the site does not answer starts (`parseQuery` reads it as none: it stays code). */
  unansweredQueries: SourcePosition[];
  /** Each ```` ```query ```` block (Obsidian's embedded search), where it starts, and why it cannot run (`search-parse.ts`), or `null`. */
  searches: Array<{ position: SourcePosition; problem: string | null }>;
  /** Each ```` ```base ```` block (Obsidian Bases), where it starts, and why its first view cannot be shown (`bases-parse.ts`), or `null`. */
  bases: Array<{ position: SourcePosition; problem: Problem | null }>;
  /** Formulas (`$…$`, `$$…$$`) KaTeX cannot typeset: where, and KaTeX's reason (`plugins/math-render.ts` `mathError`). */
  mathErrors: Array<{ reason: string; position: SourcePosition }>;
}

/** The nodes of one tree that its facts describe, in the same order: `links[ordinal]`, `checks[i]`. */
export interface FactNodes {
  links: Array<WikiLink | WikiEmbed | Link | Image | Definition>;
  checks: Code[];
}

/** Elements reported as unsafe, by what the report calls them. */
const UNSAFE_ELEMENT_GROUPS: Array<[string[], string]> = [
  [['script'], 'a <script> element'],
  [['iframe', 'object', 'embed', 'frame', 'frameset'], 'an embedded frame or object'],
  [['style', 'link', 'meta', 'base'], 'a <style>, <link>, <meta> or <base> element'],
  [['form'], 'a form'],
];

/** The elements `UNSAFE_HTML` reports as such (not again as elements the page does not keep). */
const UNSAFE_ELEMENTS = new Set(UNSAFE_ELEMENT_GROUPS.flatMap(([names]) => names));

const UNSAFE_HTML: Array<[RegExp, string]> = [
  ...UNSAFE_ELEMENT_GROUPS.map(([names, what]): [RegExp, string] => [new RegExp(`<(${names.join('|')})\\b`, 'i'), what]),
  [/(?<=\s)on[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/(javascript|vbscript|data)\s*:/i, 'a javascript:, vbscript: or data: URL'],
];

function at(node: Nodes): SourcePosition {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** The link/embed kind of a node the facts list, or `null` (external URLs, empty URLs, other nodes). */
function linkKind(n: Nodes): { kind: RawLink['kind']; syntax: RawLink['syntax'] } | null {
  switch (n.type) {
    case 'wikiLink':
      return { kind: 'link', syntax: 'wikilink' };
    case 'wikiEmbed':
      return { kind: 'embed', syntax: 'wikilink' };
    case 'link':
    case 'definition':
      // `obsidian://open?…&file=Note`: a link to a note of the vault, as a wikilink to it.
      if (obsidianUriTarget(n.url) !== null) return { kind: 'link', syntax: 'wikilink' };
      return !isExternalUrl(n.url) && n.url !== '' ? { kind: 'link', syntax: 'markdown' } : null;
    case 'image':
      return !isExternalUrl(n.url) && n.url !== '' ? { kind: 'embed', syntax: 'markdown' } : null;
    default:
      return null;
  }
}

const isCheck = (n: Nodes): n is Code & { lang: 'check' } => n.type === 'code' && n.lang === 'check';
const isDataview = (n: Nodes): n is Code & { lang: 'dataview' } => n.type === 'code' && n.lang === 'dataview';

/** The facts of a note that holds nothing (a binary file, or one over the size limit); where extraction starts. */
export const emptyFacts = (): NoteFacts => ({
  headings: [],
  blocks: [],
  checks: [],
  links: [],
  tags: [],
  words: 0,
  hasHtml: false,
  unsafeHtml: [],
  fields: [],
  tasks: [],
  answeredQueries: [],
  unansweredQueries: [],
  searches: [],
  bases: [],
  removedLinks: [],
  mathErrors: [],
});

/** Collects the facts of one note's tree (see module doc), and the nodes they came from. */
export function extractFacts(tree: Root): { facts: NoteFacts; nodes: FactNodes } {
  const slugger = new GithubSlugger();
  const facts = emptyFacts();
  // Elements the page does not keep, each reported once a note.
  const removedElements = new Set<string>();
  const nodes: FactNodes = { links: [], checks: [] };
  // The commands the note's formulas define, for the formulas after them (math-render.ts).
  let math: MathScope | undefined;
  let mayHoldFields = false;
  let holdsTasks = false;
  const inListItem = listItemScope();

  walk(tree, null, (node, _index, parent) => {
    const n = node as Nodes;
    const listed = inListItem(n, parent);
    // A heading's block id (`## Heading ^id`, or `^id` on its own line after it) is reached at the
    // heading's own id, below; a heading in a list or quote, which gets none, keeps `^id`.
    if (n.data?.blockId && (n.type !== 'heading' || listed)) {
      const id = n.data.blockId;
      facts.blocks.push({ id, text: plainText(n).replace(/\s+/g, ' ').trim(), line: at(n).line, anchor: `^${id}` });
    }
    const link = linkKind(n);
    if (link) {
      const ordinal = nodes.links.length;
      nodes.links.push(n as FactNodes['links'][number]);
      if (n.type === 'wikiLink') {
        facts.links.push({ ...parseWikiTarget(n.value), ordinal, ...link, alias: n.data?.alias ?? null, url: null, position: at(n) });
      } else if (n.type === 'wikiEmbed') {
        facts.links.push({ ...parseWikiTarget(n.value), ordinal, ...link, alias: n.alias, url: null, position: at(n) });
      } else if (link.syntax === 'wikilink' && (n.type === 'link' || n.type === 'definition')) {
        facts.links.push({ ...parseWikiTarget(obsidianUriTarget(n.url)!), ordinal, ...link, alias: null, url: n.url, position: at(n) });
      } else if (n.type === 'link' || n.type === 'definition' || n.type === 'image') {
        facts.links.push({ ...parseMarkdownTarget(n.url), ordinal, ...link, alias: null, url: n.url, position: at(n) });
      }
      return;
    }
    switch (n.type) {
      case 'link':
      case 'definition': {
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(n.url)?.[1]?.toLowerCase();
        if (scheme !== undefined && !LINK_SCHEMES.includes(scheme)) facts.removedLinks.push({ scheme, position: at(n) });
        break;
      }
      case 'heading': {
        if (listed) break;
        // `## ![[Companion List]]` (Obsidian shows the note inside the heading) is named by the note.
        const text = plainText(n, true).replace(/\s+/g, ' ').trim();
        // A heading without text (only raw HTML or an image) still gets an id to link to.
        const id = slugger.slug(text === '' ? `heading-${at(n).line}` : text);
        n.data = { ...n.data, hProperties: { ...n.data?.hProperties, id } };
        const heading: NoteHeading = { depth: n.depth, text, id, line: at(n).line };
        // Obsidian names a heading by its source text, and writes a link to it with `[[`, `]]`, `|`,
        // `#`, `^`, `:` as spaces: `## See [[Rules|the rules]]` is reached as `#See Rules the rules`
        // (the shown text alone does not name it in Obsidian), `## Map ![[map.png|300]]` as
        // `#Map !map.png 300`, `## Setup <small>(beta)</small>` as `#Setup <small>(beta)</small>`.
        const written = text === '' ? '' : plainText(n, true, true).replace(/\s+/g, ' ').trim();
        if (written !== text) heading.linkText = written;
        facts.headings.push(heading);
        // `#### Pick Two ^pick-two`, or `^pick-two` on a line of its own after it: a link to the block goes to the heading.
        if (n.data.blockId) facts.blocks.push({ id: n.data.blockId, text, line: at(n).line, anchor: id });
        break;
      }
      case 'tag':
        facts.tags.push(n.value);
        break;
      case 'listItem':
        if (n.checked === true || n.checked === false) holdsTasks = true;
        break;
      case 'text':
        if (!mayHoldFields && n.value.includes('::')) mayHoldFields = true;
        break;
      case 'inlineField':
        mayHoldFields = true;
        break;
      case 'code':
        if (isCheck(n)) {
          nodes.checks.push(n);
          facts.checks.push(readCheck(n));
        } else if (isDataview(n)) (parseQuery(n.value) === null ? facts.unansweredQueries : facts.answeredQueries).push(at(n));
        else if (n.lang === 'query') {
          const search = parseSearch(n.value);
          facts.searches.push({ position: at(n), problem: search.ok ? null : search.problem });
        } else if (n.lang === 'base') facts.bases.push({ position: at(n), problem: baseProblem(n.value, null) });
        break;
      case 'math':
      case 'inlineMath': {
        const reason = shownAsSource(n.data?.hProperties) ? null : mathError(n.value, n.type === 'math', (math ??= mathScope()));
        if (reason !== null) facts.mathErrors.push({ reason, position: at(n) });
        break;
      }
      case 'html':
        facts.hasHtml = true;
        findUnsafeHtml(n, facts.unsafeHtml, removedElements);
        break;
      default:
        break;
    }
  });
  facts.words = countWords(plainText(tree));
  if (mayHoldFields) facts.fields = readInlineFields(tree);
  if (holdsTasks) facts.tasks = readTasks(tree, facts.headings);
  return { facts, nodes };
}

/**
 * The nodes of `tree` (a fresh parse of the note `facts` were read from) that the facts describe,
 * found in the same order as {@link extractFacts} found them; sets the headings' ids from
 * `facts.headings` as extraction does. O(nodes), without re-reading any text.
 */
export function bindFactNodes(tree: Root, facts: NoteFacts): FactNodes {
  const nodes: FactNodes = { links: [], checks: [] };
  let heading = 0;
  const inListItem = listItemScope();
  walk(tree, null, (node, _index, parent) => {
    const n = node as Nodes;
    const listed = inListItem(n, parent);
    if (linkKind(n)) {
      nodes.links.push(n as FactNodes['links'][number]);
      return;
    }
    if (n.type === 'heading') {
      if (listed) return;
      const id = facts.headings[heading++]?.id;
      if (id !== undefined) n.data = { ...n.data, hProperties: { ...(n as Heading).data?.hProperties, id } };
    } else if (isCheck(n)) nodes.checks.push(n);
  });
  return nodes;
}

/**
 * Tells, for each node of one preorder walk in turn, whether it lies inside a list item, a quote or
 * a callout. A heading there (`* ## Moves`, an index repeating the section names; `> ## Stats` in
 * an infobox) is shown as a heading, but Obsidian does not count it among the note's headings: its
 * outline skips it, `[[Note#Moves]]` goes to the section heading `## Moves`, and a link or embed
 * naming only a heading inside a callout finds no heading. So it is no heading of the facts, and
 * gets no id.
 */
function listItemScope(): (node: Nodes, parent: Parents | undefined) => boolean {
  const inside = new WeakSet<Nodes>();
  return (node, parent) => {
    const listed = parent !== undefined && (parent.type === 'listItem' || parent.type === 'blockquote' || inside.has(parent));
    if (listed && 'children' in node) inside.add(node);
    return listed;
  };
}

/** A `style` attribute in raw HTML, with its value quoted either way or not at all. */
const STYLE_ATTRIBUTE = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** Elements a note's HTML may hold (the sanitiser's list), lower-cased. */
const KEPT_ELEMENTS = new Set((noteSanitizeSchema.tagNames ?? []).map((t) => t.toLowerCase()));

/** An opening tag's name in raw HTML. */
const OPENING_TAG = /<([A-Za-z][A-Za-z0-9-]*)/g;

/** Comments and CDATA sections of raw HTML (no element in them; the page drops them). */
const NOT_MARKUP = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/g;

/**
 * The unsafe or dropped raw HTML of `node` (`UNSAFE_HTML`, inline style the page drops, elements
 * the page does not keep); `removed`: the note's elements already reported as not kept (each
 * name once a note).
 */
function findUnsafeHtml(node: Html, out: UnsafeHtmlFinding[], removed: Set<string>): void {
  for (const [pattern, what] of UNSAFE_HTML) {
    const match = pattern.exec(node.value);
    if (match) out.push({ what, position: placeInValue(node, match.index) });
  }
  // Any other element the page does not keep (`<marquee>`, `<svg>`…): its tags go, its text
  // stays. One finding a piece of HTML, at the first, naming up to five.
  const others: string[] = [];
  let first = -1;
  const markup = node.value.includes('<!') ? node.value.replace(NOT_MARKUP, (m) => ' '.repeat(m.length)) : node.value;
  for (const match of markup.matchAll(OPENING_TAG)) {
    const tag = match[1]!.toLowerCase();
    if (KEPT_ELEMENTS.has(tag) || UNSAFE_ELEMENTS.has(tag) || removed.has(tag)) continue;
    removed.add(tag);
    if (first === -1) first = match.index;
    others.push(`<${tag}>`);
  }
  if (others.length === 1) out.push({ what: `the element ${others[0]} (its text is kept)`, position: placeInValue(node, first) });
  else if (others.length > 1) {
    const names = others.length > 5 ? `${others.slice(0, 5).join(', ')} and ${others.length - 5} more` : others.join(', ');
    out.push({ what: `the elements ${names} (their text is kept)`, position: placeInValue(node, first) });
  }
  // Inline style the page does not apply (`inline-style.ts`), one finding an attribute.
  for (const match of node.value.matchAll(STYLE_ATTRIBUTE)) {
    const { dropped } = readInlineStyle(match[1] ?? match[2] ?? match[3] ?? '');
    if (dropped.length > 0)
      out.push({ what: `the style ${dropped.map((d) => `“${d}”`).join(', ')}`, position: placeInValue(node, match.index + 1) });
  }
}

/**
 * The YAML library's words for an error in a `check` block, said as what to fix where they are
 * not: nesting past the stack, several documents, a repeated key, aliases expanded past the
 * library's limit (a "billion laughs"); otherwise its first line, its own position left out (the
 * diagnostic gives the line and column).
 */
function checkYamlMessage(message: string): string {
  const first = message.split('\n')[0] ?? message;
  if (/call stack/i.test(first)) return 'it nests too deeply (mappings or lists inside each other); a situation needs only a few levels.';
  if (/multiple documents/i.test(first))
    return 'it holds more than one YAML document (a `---` or `...` line inside it); keep one situation per block.';
  if (/keys must be unique/i.test(first)) return 'a mapping gives the same key twice; keep one of them.';
  if (/alias count/i.test(first)) return 'its aliases (`*name`) would expand to too much data; write the situation out.';
  return first.replace(/ at line \d+, column \d+:?\s*$/, '');
}

function readCheck(node: Code): CheckBlock {
  const line = at(node).line;
  const failed = (message: string, pos?: { line: number; col: number }): CheckBlock => ({
    source: node.value,
    line,
    data: null,
    error: { message: checkYamlMessage(message), line: line + (pos?.line ?? 1), column: pos?.col ?? 1 },
  });
  try {
    const doc = parseDocument(node.value, { prettyErrors: true, logLevel: 'error' });
    const error = doc.errors[0];
    if (error) return failed(error.message, error.linePos?.[0]);
    // toJS throws when aliases expand past the library's limit, or the nesting past the stack.
    return { source: node.value, line, data: doc.toJS() as unknown, error: null };
  } catch (error) {
    return failed(String((error as Error)?.message ?? error));
  }
}
