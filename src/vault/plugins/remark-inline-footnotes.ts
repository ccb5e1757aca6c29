/**
 * remark plugin: Obsidian inline footnotes `text^[a note]`.
 *
 * `^[` opens an inline footnote and the `]` that balances it closes it; the note between may hold
 * any inline content (brackets `[…]` in pairs, wikilinks, emphasis, code). Each becomes a
 * `footnoteReference` where it stands and a `footnoteDefinition` (one paragraph) at the end of the
 * note, so the site numbers and lists it with the note's `[^id]` footnotes, in the order of the
 * calls, as Obsidian does. An unclosed `^[` stays text, and so do escaped ones (`\^[`, `^\[`). Brackets are matched in the text nodes of
 * one phrasing parent (a paragraph, heading, cell or emphasis), with a stack: one pass over the
 * text, however many notes a paragraph holds. A `^[` inside another inline footnote is part of it
 * (only the outermost becomes a footnote).
 *
 * Identifiers are `inline-1`, `inline-2`, … in order, skipping any a `[^id]` definition of the
 * note already uses.
 */
import type { FootnoteDefinition, Parent, PhrasingContent, Root, Text } from 'mdast';
import type {} from '../syntax-tree.ts';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { escapedIn } from './escaped-characters.ts';

/** A place in a parent's children: child `child`, character `offset` of its text. */
interface Place {
  child: number;
  offset: number;
}

interface Span {
  /** The `^` of `^[`. */
  open: Place;
  /** The closing `]`. */
  close: Place;
}

/** The outermost balanced `^[…]` spans among `children`, in order (see module doc); escaped `[`, `]`, `^` are text. */
function findSpans(children: readonly PhrasingContent[], source: string): Span[] {
  const spans: Span[] = [];
  // Open brackets: the place of a `^[` (its `^`), or null for a plain `[`.
  const stack: Array<Place | null> = [];
  // How many `^[` are open on the stack: while one is, an inner `^[…]` is part of it.
  let openNotes = 0;
  for (let child = 0; child < children.length; child++) {
    const node = children[child]!;
    if (node.type !== 'text') continue;
    const value = node.value;
    const hasBrackets = value.includes('[') || value.includes(']');
    const escaped = hasBrackets ? escapedIn(node, source, /\\[[\]^]/) : null;
    for (let i = hasBrackets ? 0 : value.length; i < value.length; i++) {
      const c = value.charCodeAt(i);
      if (escaped?.has(i)) continue;
      if (c === 0x5b /* [ */) {
        if (i > 0 && value.charCodeAt(i - 1) === 0x5e /* ^ */ && !escaped?.has(i - 1)) {
          stack.push({ child, offset: i - 1 });
          openNotes++;
        } else stack.push(null);
      } else if (c === 0x5d /* ] */ && stack.length > 0) {
        const open = stack.pop();
        if (open) {
          openNotes--;
          if (openNotes === 0) spans.push({ open, close: { child, offset: i } });
        }
      }
    }
  }
  return spans;
}

/** `node` (a text) cut to `[from, to)`, or null when that is empty. */
function slice(node: Text, from: number, to: number): Text | null {
  return from < to ? { type: 'text', value: node.value.slice(from, to) } : null;
}

export default function remarkInlineFootnotes() {
  return (tree: Root, file?: VFile): void => {
    const source = String(file?.value ?? '');
    const definitions: FootnoteDefinition[] = [];
    const used = new Set<string>();
    let next = 1;
    const identifier = (): string => {
      let id = `inline-${next++}`;
      while (used.has(id)) id = `inline-${next++}`;
      return id;
    };
    // Only notes whose text holds `^[` are walked twice.
    let any = false;
    walk(tree, null, (node) => {
      if (node.type === 'footnoteDefinition') used.add(node.identifier);
      else if (node.type === 'text' && node.value.includes('^[')) any = true;
    });
    if (!any) return;
    walk(tree, null, (node) => {
      if (node.type === 'code' || node.type === 'inlineCode' || !('children' in node)) return undefined;
      const parent = node as Parent;
      if (!parent.children.some((c) => c.type === 'text' && c.value.includes('^['))) return undefined;
      const children = parent.children as PhrasingContent[];
      const spans = findSpans(children, source);
      if (spans.length === 0) return undefined;
      const out: PhrasingContent[] = [];
      // The next child to copy and, when it is a text cut before, the offset to copy it from.
      let at: Place = { child: 0, offset: 0 };
      const copyUpTo = (to: Place, into: PhrasingContent[]): void => {
        for (; at.child < to.child; at = { child: at.child + 1, offset: 0 }) {
          const c = children[at.child]!;
          if (c.type === 'text' && at.offset > 0) {
            const rest = slice(c, at.offset, c.value.length);
            if (rest) into.push(rest);
          } else into.push(c);
        }
        const last = children[to.child];
        const part = last?.type === 'text' ? slice(last, at.offset, to.offset) : null;
        if (part) into.push(part);
      };
      for (const span of spans) {
        copyUpTo(span.open, out);
        at = { child: span.open.child, offset: span.open.offset + 2 };
        const inner: PhrasingContent[] = [];
        copyUpTo(span.close, inner);
        at = { child: span.close.child, offset: span.close.offset + 1 };
        const id = identifier();
        out.push({ type: 'footnoteReference', identifier: id, label: id });
        const start = children[span.open.child]?.position?.start;
        const end = children[span.close.child]?.position?.end;
        definitions.push({
          type: 'footnoteDefinition',
          identifier: id,
          label: id,
          children: [{ type: 'paragraph', children: inner }],
          ...(start && end ? { position: { start, end } } : {}),
        });
      }
      copyUpTo({ child: children.length, offset: 0 }, out);
      parent.children = out;
      return undefined;
    });
    // One by one: 150,000 footnotes are more arguments than a call may take.
    for (const definition of definitions) tree.children.push(definition);
  };
}
