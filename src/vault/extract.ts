/**
 * Reads the graph facts of one parsed note from its syntax tree (not from HTML): headings with
 * their GitHub-style ids, blocks with block ids, `check` blocks, every link and embed with its
 * position, inline tags, raw HTML that the sanitiser will cut, the word count.
 * Sets `data.hProperties.id` on headings (so rendered ids equal the graph's).
 */
import type { Code, Definition, Html, Image, Link, Nodes, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { parseDocument } from 'yaml';
import { GithubSlugger } from './slug.ts';
import { countWords, plainText } from './plain-text.ts';
import { isExternalUrl, parseMarkdownTarget, parseWikiTarget, type LinkTarget } from './link-target.ts';
import type { WikiEmbed, WikiLink } from './syntax-tree.ts';
import type { NoteBlock, NoteCheck, NoteHeading, SourcePosition } from './types.ts';

/** A link or embed found in a note, before resolution. */
export interface RawLink extends LinkTarget {
  node: WikiLink | WikiEmbed | Link | Image | Definition;
  kind: 'link' | 'embed';
  syntax: 'wikilink' | 'markdown';
  /** The wikilink's `|alias` (display text, or image size for embeds), `null` when absent. */
  alias: string | null;
  position: SourcePosition;
}

export interface CheckBlock extends NoteCheck {
  node: Code;
  /** YAML error of an invalid block, with its 1-based line in the note. */
  error: { message: string; line: number; column: number } | null;
}

export interface UnsafeHtmlFinding {
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
}

const UNSAFE_HTML: Array<[RegExp, string]> = [
  [/<script\b/i, 'a <script> element'],
  [/<(iframe|object|embed|frame|frameset)\b/i, 'an embedded frame or object'],
  [/<(style|link|meta|base)\b/i, 'a <style>, <link>, <meta> or <base> element'],
  [/<form\b/i, 'a form'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/(javascript|vbscript|data)\s*:/i, 'a javascript:, vbscript: or data: URL'],
];

function at(node: Nodes): SourcePosition {
  return { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
}

/** Collects the facts of one note's tree (see module doc). */
export function extractFacts(tree: Root): NoteFacts {
  const slugger = new GithubSlugger();
  const facts: NoteFacts = { headings: [], blocks: [], checks: [], links: [], tags: [], words: 0, hasHtml: false, unsafeHtml: [] };

  visit(tree, (node) => {
    const n = node as Nodes;
    if (n.data?.blockId) {
      const id = n.data.blockId;
      facts.blocks.push({ id, text: plainText(n).replace(/\s+/g, ' ').trim(), line: at(n).line, anchor: `^${id}` });
    }
    switch (n.type) {
      case 'heading': {
        const text = plainText(n).replace(/\s+/g, ' ').trim();
        const id = slugger.slug(text);
        n.data = { ...n.data, hProperties: { ...n.data?.hProperties, id } };
        facts.headings.push({ depth: n.depth, text, id, line: at(n).line });
        break;
      }
      case 'wikiLink':
        facts.links.push({ ...parseWikiTarget(n.value), node: n, kind: 'link', syntax: 'wikilink', alias: n.data?.alias ?? null, position: at(n) });
        break;
      case 'wikiEmbed':
        facts.links.push({ ...parseWikiTarget(n.value), node: n, kind: 'embed', syntax: 'wikilink', alias: n.alias, position: at(n) });
        break;
      case 'link':
      case 'definition':
        if (!isExternalUrl(n.url) && n.url !== '') {
          facts.links.push({ ...parseMarkdownTarget(n.url), node: n, kind: 'link', syntax: 'markdown', alias: null, position: at(n) });
        }
        break;
      case 'image':
        if (!isExternalUrl(n.url) && n.url !== '') {
          facts.links.push({ ...parseMarkdownTarget(n.url), node: n, kind: 'embed', syntax: 'markdown', alias: null, position: at(n) });
        }
        break;
      case 'tag':
        facts.tags.push(n.value.toLowerCase());
        break;
      case 'code':
        if (n.lang === 'check') facts.checks.push(readCheck(n));
        break;
      case 'html':
        facts.hasHtml = true;
        findUnsafeHtml(n, facts.unsafeHtml);
        break;
      default:
        break;
    }
  });
  facts.words = countWords(plainText(tree));
  return facts;
}

function findUnsafeHtml(node: Html, out: UnsafeHtmlFinding[]): void {
  for (const [pattern, what] of UNSAFE_HTML) {
    const match = pattern.exec(node.value);
    if (!match) continue;
    const before = node.value.slice(0, match.index);
    // CR, LF and CRLF all end a line (as in micromark's positions and in editors).
    const lines = before.split(/\r\n|\r|\n/);
    const start = at(node);
    const line = start.line + lines.length - 1;
    const column = lines.length === 1 ? start.column + before.length : (lines[lines.length - 1]?.length ?? 0) + 1;
    out.push({ what, position: { line, column } });
  }
}

function readCheck(node: Code): CheckBlock {
  const line = at(node).line;
  const doc = parseDocument(node.value, { prettyErrors: true });
  const error = doc.errors[0];
  if (error) {
    const pos = error.linePos?.[0];
    return {
      node, source: node.value, line, data: null,
      error: { message: error.message.split('\n')[0] ?? error.message, line: line + (pos?.line ?? 1), column: pos?.col ?? 1 },
    };
  }
  return { node, source: node.value, line, data: doc.toJS() as unknown, error: null };
}
