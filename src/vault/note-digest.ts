/**
 * What one note's bytes say on their own, whatever the note's path and the rest of the vault:
 * decoding (binary, non-UTF-8), the parse, frontmatter, the facts from the tree (`extract.ts`),
 * the summary, and the diagnostics of all these. A digest is plain data (no syntax-tree nodes):
 * the parse workers send digests instead of trees and the parse cache keeps them, so a check needs
 * no tree at all; `readNote` (`notes.ts`) turns a digest and a path into a `NoteRecord`.
 */
import type { Nodes, Root } from 'mdast';
import { decodeNote, decodingDiagnostics } from './decode.ts';
import { misplacedFrontmatter, readFrontmatter } from './frontmatter.ts';
import { isFileNameQuery } from './inline-queries.ts';
import { parseMarkdown } from './parse.ts';
import { emptyFacts, extractFacts, type FactNodes, type NoteFacts } from './extract.ts';
import { parseWikiTarget } from './link-target.ts';
import { summarize, truncate } from './summary.ts';
import { propertyPlainText, type Properties } from './property-links.ts';
import { plainText } from './plain-text.ts';
import {
  diagnose,
  DuplicateBlockId,
  FrontmatterNotFirst,
  EmptyHeading,
  InvalidCheckBlock,
  NestingTooDeep,
  NoteNotParsed,
  OrphanBlockId,
  UnsafeHtml,
  DataviewQueryNotAnswered,
  QueryNotRun,
  BaseNotShown,
  MathNotTypeset,
  TooManyFormulas,
  MarkupTooDense,
  InvalidCanvas,
  LinkAddressRemoved,
} from './diagnostics.ts';
import type { SyntaxProblem } from './syntax-tree.ts';
import type { CanvasLayout, Diagnostic } from './types.ts';
import { collectIfGrown } from './heap.ts';
import { pushAll } from './arrays.ts';

/** Link and embed nodes: what a heading titling the page (plain text) would lose. */
const LINK_TYPES = new Set(['wikiLink', 'wikiEmbed', 'link', 'linkReference', 'image', 'imageReference']);

/** Whether `node` holds a link or an embed, at any depth. */
function holdsLink(node: Nodes): boolean {
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (LINK_TYPES.has(next.type)) return true;
    if ('children' in next) pushAll(stack, next.children as Nodes[]);
  }
  return false;
}

export interface NoteDigest {
  /** The file is binary (`decode.ts`): not a note's text; nothing else is read, and it is not published. */
  binary: boolean;
  /** The note's diagnostics in the order they are found, each with `file: ''` (the path is the
   * reader's to fill in): decoding (`BinaryFile`, `Utf16Note`, `InvalidEncoding`, `NulCharacter`), block-id problems, frontmatter,
   * invalid `check` blocks, unsafe HTML. */
  diagnostics: Diagnostic[];
  /**
   * Frontmatter `title`; else the text of the H1 the note opens with, when it holds no other H1
   * (`titleIsHeading`: whether it titles the note depends on the note's name, {@link headingNamesNote});
   * `null` otherwise.
   */
  title: string | null;
  /** `title` is the opening H1's text, not the frontmatter's `title`. */
  titleIsHeading: boolean;
  aliases: string[];
  /** Frontmatter and inline tags, lower-cased, unique, sorted. */
  tags: string[];
  /** `tags[i]` as the note first writes it (frontmatter first, then the text): `Rules/Timing`. */
  tagNames: string[];
  /** The frontmatter mapping (`{}` when absent or invalid). */
  frontmatter: Record<string, unknown>;
  /** The properties as JSON-safe values (`property-links.ts`); their prototype is lost in `node:v8` copies. */
  properties: Properties;
  /** Frontmatter `summary`/`description`, else the first paragraph of prose (`summary.ts`). */
  summary: string;
  facts: NoteFacts;
  /** A canvas's board (`canvas.ts`); absent for a Markdown note or a file that is no canvas. */
  canvas?: CanvasLayout;
}

/** A digest with the tree it was read from (whose nodes `nodes` lists), `null` for a binary note. */
export interface DigestedNote {
  digest: NoteDigest;
  tree: Root | null;
  nodes: FactNodes | null;
}

/** The digest of a note that could not be read as a tree (binary): no facts. */
function emptyDigest(): NoteDigest {
  return {
    binary: false,
    diagnostics: [],
    title: null,
    titleIsHeading: false,
    aliases: [],
    tags: [],
    tagNames: [],
    frontmatter: {},
    properties: {},
    summary: '',
    facts: emptyFacts(),
  };
}

/**
 * Decodes, parses and reads a note's bytes (see module doc). Never throws: should parsing or
 * reading fail (a bug), the note is its text as a code block, with `NoteNotParsed`. `path` only names the
 * parsed file for the parser (the result does not depend on it).
 */
export function digestNote(bytes: Uint8Array, path = 'note.md'): DigestedNote {
  const digest = emptyDigest();
  const decoded = decodeNote(bytes);
  digest.diagnostics.push(...decodingDiagnostics(decoded, ''));
  if (decoded.kind === 'binary') {
    digest.binary = true;
    return { digest, tree: null, nodes: null };
  }
  const decodingProblems = digest.diagnostics.length;
  try {
    const { tree, problems, canvas } = parseMarkdown(decoded.text, path);
    const nodes = readTree(tree, problems, digest);
    if (canvas) digest.canvas = canvas;
    if (tree.children[0]?.type !== 'yaml' && canvas === undefined) {
      const line = misplacedFrontmatter(decoded.text);
      if (line !== null) digest.diagnostics.push(diagnose(FrontmatterNotFirst, { file: '', line, column: 1 }));
    }
    collectIfGrown();
    return { digest, tree, nodes };
  } catch (error) {
    // A bug in the parser or a plugin must not take the build or the check down: the note is
    // published as its plain text, and the problem reported at the note.
    const fallback = emptyDigest();
    fallback.diagnostics.push(...digest.diagnostics.slice(0, decodingProblems));
    fallback.diagnostics.push(diagnose(NoteNotParsed, { file: '', line: 1, column: 1 }, String((error as Error)?.message ?? error)));
    const tree: Root = { type: 'root', children: [{ type: 'code', lang: null, meta: null, value: decoded.text }] };
    const nodes = readTree(tree, [], fallback);
    return { digest: fallback, tree, nodes };
  }
}

/** Fills `digest` (which may already hold a decoding diagnostic) from a parsed tree; gives the tree's fact nodes. */
function readTree(tree: Root, problems: SyntaxProblem[], digest: NoteDigest): FactNodes {
  for (const p of problems) {
    const at = { file: '', line: p.line, column: p.column };
    if (p.code === 'DuplicateBlockId') digest.diagnostics.push(diagnose(DuplicateBlockId, at, p.args[0] ?? '', 'earlier in this note'));
    else if (p.code === 'NestingTooDeep') digest.diagnostics.push(diagnose(NestingTooDeep, at, Number(p.args[0]), p.args[1] === 'note'));
    else if (p.code === 'MarkupTooDense') digest.diagnostics.push(diagnose(MarkupTooDense, at, Number(p.args[0]), p.args[1] === 'canvas'));
    else if (p.code === 'InvalidCanvas') digest.diagnostics.push(diagnose(InvalidCanvas, at, p.args[0] ?? ''));
    else if (p.code === 'TooManyFormulas') digest.diagnostics.push(diagnose(TooManyFormulas, at, Number(p.args[0])));
    else digest.diagnostics.push(diagnose(OrphanBlockId, at, p.args[0] ?? ''));
  }

  const yaml = tree.children[0]?.type === 'yaml' ? tree.children[0] : undefined;
  const fm = readFrontmatter(yaml, '');
  pushAll(digest.diagnostics, fm.diagnostics);

  const { facts, nodes } = extractFacts(tree);
  // Links in properties come after the body's, without a node of the tree.
  for (const link of fm.links) {
    facts.links.push({
      ...parseWikiTarget(link.target),
      ordinal: -1,
      kind: 'link',
      syntax: 'wikilink',
      alias: link.alias,
      url: null,
      position: link.position,
      property: link.property,
    });
  }
  digest.facts = facts;
  for (const check of facts.checks) {
    if (check.error)
      digest.diagnostics.push(
        diagnose(InvalidCheckBlock, { file: '', line: check.error.line, column: check.error.column }, check.error.message),
      );
  }
  for (const heading of facts.headings) {
    if (heading.text === '') digest.diagnostics.push(diagnose(EmptyHeading, { file: '', line: heading.line, column: 1 }));
  }
  for (const finding of facts.unsafeHtml) digest.diagnostics.push(diagnose(UnsafeHtml, { file: '', ...finding.position }, finding.what));
  for (const position of facts.unansweredQueries) digest.diagnostics.push(diagnose(DataviewQueryNotAnswered, { file: '', ...position }));
  for (const search of facts.searches)
    if (search.problem !== null) digest.diagnostics.push(diagnose(QueryNotRun, { file: '', ...search.position }, search.problem));
  // A base block's problem at its line in the note: the block's text starts on the line after the fence.
  for (const base of facts.bases)
    if (base.problem !== null)
      digest.diagnostics.push(
        diagnose(
          BaseNotShown,
          { file: '', line: base.position.line + base.problem.line, column: 1 },
          'base block',
          base.problem.message,
          '',
        ),
      );
  for (const link of facts.removedLinks) digest.diagnostics.push(diagnose(LinkAddressRemoved, { file: '', ...link.position }, link.scheme));
  for (const math of facts.mathErrors) digest.diagnostics.push(diagnose(MathNotTypeset, { file: '', ...math.position }, math.reason));

  // No frontmatter title: a note that opens with an H1 is titled by it (the page shows it once),
  // unless it holds other H1s: the first is then one of its sections, and the file name titles it.
  const firstBlock = tree.children.find((node) => node.type !== 'yaml');
  const opensWithH1 =
    firstBlock?.type === 'heading' &&
    firstBlock.depth === 1 &&
    facts.headings[0] !== undefined &&
    facts.headings[0].text.trim() !== '' &&
    // `# ![[Other]]` shows the other note: its name does not title this one.
    plainText(firstBlock).trim() !== '' &&
    // `# [[Home]] - [[Moves]]: Strike` (a trail of links): a title is text, so the heading stays in
    // the note with its links, under the file name, as Obsidian shows it.
    !holdsLink(firstBlock) &&
    !facts.headings.some((heading, i) => i > 0 && heading.depth === 1);
  // `# `=this.file.name`` (Dataview): the title is the file name, which the query shows.
  digest.title = fm.title ?? (opensWithH1 && !isFileNameQuery(facts.headings[0]!.text) ? facts.headings[0]!.text.trim() : null);
  digest.titleIsHeading = fm.title === null && digest.title !== null;
  digest.aliases = fm.aliases;
  // Tags are one tag whatever their case; each keeps the form the note first writes it in.
  const written = new Map<string, string>();
  for (const tag of [...fm.tags, ...facts.tags]) if (!written.has(tag.toLowerCase())) written.set(tag.toLowerCase(), tag);
  digest.tags = [...written.keys()].sort();
  digest.tagNames = digest.tags.map((tag) => written.get(tag)!);
  digest.frontmatter = fm.data;
  digest.properties = fm.properties;
  digest.summary = fm.summary ? truncate(propertyPlainText(fm.summary)) : summarize(tree);
  return nodes;
}

/** The words of `text` (letters and digits, in lower case), in order. */
function nameWords(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');
}

/**
 * Whether the opening H1 `heading` titles the note named `name` (its file name without `.md`):
 * when it holds the words of the name, in order, together (`# Free Actions` in `Free Actions.md`,
 * `# Attack: the Basics` in `Attack - the Basics.md`, `# Star Wars Unlimited: Abilities and
 * Effects` in `abilities-and-effects.md`), whatever the case and punctuation, which a file name
 * cannot always hold. A heading that names something else (`# Overview`, `# Statement` in
 * `Min cut.md`, `# Real title` in `202401011200.md`) is the note's first section: the file name
 * titles the note, as Obsidian's inline title does, and the heading stays in it. A name without
 * letters or digits is named by any heading.
 */
export function headingNamesNote(heading: string, name: string): boolean {
  const want = nameWords(name);
  if (want.length === 0) return true;
  const have = nameWords(heading);
  for (let i = 0; i + want.length <= have.length; i++) if (want.every((w, k) => have[i + k] === w)) return true;
  return false;
}
