/**
 * remark plugin: Obsidian callouts `> [!type] Title`, foldable with `[!type]-` (closed) or
 * `[!type]+` (open), with metadata after a pipe (`[!note|wide]`, for CSS snippets).
 *
 * The blockquote becomes `<div class="callout callout-{look}" data-callout="type">` (foldable:
 * `<details … data-callout-fold="-|+" [open]>`), its first line a `<div|summary
 * class="callout-title">` (default title: the type as written, capitalised), metadata in
 * `data-callout-metadata`. `data-callout` keeps the type as written, lower-cased, as Obsidian
 * writes it; `look` is the Obsidian type whose icon and colour it takes ({@link CALLOUT_LOOKS}:
 * aliases such as `faq` take `question`'s, an unknown type takes `note`'s). No JavaScript needed:
 * folding is native `<details>`.
 */
import type { Blockquote, BlockContent, Heading, Paragraph, PhrasingContent, Root } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

/**
 * `[!type|metadata]` and the fold sign, on the first line. As in Obsidian, the type may hold
 * spaces (`[!Combat Reference]`) and spaces may stand around the pipe (`[!column | 3 wide]`): the
 * part before the first `|` is the type, the rest the metadata, both trimmed; the type needs a
 * character that is not a space. One character class up to the `]`: linear in the line.
 */
const OPENER = /^\[!([^\]\n]*)\]([+-]?)[ \t]*/u;

/** Obsidian's callout types (keys), each with its aliases; every other type looks like `note`. */
const CALLOUT_LOOKS: Readonly<Record<string, readonly string[]>> = {
  note: [],
  abstract: ['summary', 'tldr'],
  info: [],
  todo: [],
  tip: ['hint', 'important'],
  success: ['check', 'done'],
  question: ['help', 'faq'],
  warning: ['caution', 'attention'],
  failure: ['fail', 'missing'],
  danger: ['error'],
  bug: [],
  example: [],
  quote: ['cite'],
};

const LOOK_OF = new Map<string, string>(
  Object.entries(CALLOUT_LOOKS).flatMap(([look, aliases]) => [[look, look], ...aliases.map((a) => [a, look] as [string, string])]),
);

/** The Obsidian type whose icon and colour a callout of type `type` (lower-case) takes. */
function calloutLook(type: string): string {
  return LOOK_OF.get(type) ?? 'note';
}

/**
 * Splits the first line (up to a line ending, `\n` or `\r\n`, or a hard break) off a paragraph's
 * inline content; the line ending belongs to neither part. `source`: the note's text, so that both
 * parts of a text cut in two keep their places in it.
 */
function splitFirstLine(paragraph: Paragraph | Heading, source: string): PhrasingContent[] {
  const title: PhrasingContent[] = [];
  while (paragraph.children.length > 0) {
    const child = paragraph.children[0]!;
    if (child.type === 'break') {
      paragraph.children.shift();
      break;
    }
    if (child.type === 'text' && child.value.includes('\n')) {
      const at = child.value.indexOf('\n');
      const before = child.value.slice(0, at > 0 && child.value.charCodeAt(at - 1) === 0x0d ? at - 1 : at);
      // Both parts keep their places, so that a plugin reading their source (an escaped `\#` is
      // no tag) finds it: the title starts where the text did, the rest on the next line.
      const place = child.position;
      if (before !== '') title.push({ type: 'text', value: before, position: place });
      child.value = child.value.slice(at + 1);
      const next = place?.start.offset === undefined ? -1 : source.indexOf('\n', place.start.offset);
      if (place && next !== -1 && next < (place.end.offset ?? 0)) {
        child.position = { start: { line: place.start.line + 1, column: 1, offset: next + 1 }, end: place.end };
      } else delete child.position;
      break;
    }
    title.push(child);
    paragraph.children.shift();
  }
  return title;
}

/** Whether `node` is a setext heading (its text, then a line of `=` or `-`): it spans more than one line. */
function isSetext(node: Heading): boolean {
  return node.position !== undefined && node.position.end.line > node.position.start.line;
}

/**
 * What is left of a callout's first block once its first line, the title, is taken: nothing (an
 * empty paragraph), the block, or, for a setext heading (`> [!warning] Title` `> Text` `> ---`:
 * Obsidian reads the lines after the title alone), the heading of the lines left, or with none
 * left the underline alone: `---` a thematic break, `===` text.
 */
function restOfFirst(first: Paragraph | Heading): BlockContent | null {
  const empty =
    first.children.length === 0 ||
    (first.children.length === 1 && first.children[0]?.type === 'text' && first.children[0].value.trim() === '');
  if (first.type === 'paragraph') return empty ? null : first;
  if (!empty) return first;
  return first.depth === 2 ? { type: 'thematicBreak' } : { type: 'paragraph', children: [{ type: 'text', value: '===' }] };
}

export default function remarkCallouts() {
  return (tree: Root, file?: VFile): void => {
    const source = String(file?.value ?? '');
    walk(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (!first || (first.type !== 'paragraph' && !(first.type === 'heading' && isSetext(first)))) return;
      const head = first.children[0];
      if (!head || head.type !== 'text') return;
      const match = OPENER.exec(head.value);
      if (!match) return;
      const inside = match[1] ?? '';
      const pipe = inside.indexOf('|');
      const written = (pipe === -1 ? inside : inside.slice(0, pipe)).trim();
      if (written === '') return;
      const type = written.toLowerCase();
      const metadata = pipe === -1 ? '' : inside.slice(pipe + 1).trim();
      const fold = match[2] ?? '';
      head.value = head.value.slice(match[0].length);
      if (head.value === '') first.children.shift();
      const title = splitFirstLine(first, source);
      const hasTitle = title.some((n) => n.type !== 'text' || n.value.trim() !== '');
      const rest = restOfFirst(first);
      if (rest === null) node.children.shift();
      else node.children[0] = rest;
      const titleNode: Paragraph = {
        type: 'paragraph',
        children: hasTitle ? title : [{ type: 'text', value: written.charAt(0).toUpperCase() + written.slice(1).toLowerCase() }],
        data: { hName: fold ? 'summary' : 'div', hProperties: { className: ['callout-title'] } },
      };
      node.children.unshift(titleNode);
      node.data = {
        ...node.data,
        hName: fold ? 'details' : 'div',
        hProperties: {
          ...node.data?.hProperties,
          className: ['callout', `callout-${calloutLook(type)}`],
          dataCallout: type,
          ...(metadata ? { dataCalloutMetadata: metadata } : {}),
          ...(fold ? { dataCalloutFold: fold } : {}),
          ...(fold === '+' ? { open: true } : {}),
        },
      };
    });
  };
}
