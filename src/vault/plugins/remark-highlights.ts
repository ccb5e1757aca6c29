/**
 * remark plugin: Obsidian highlights `==text==` as `<mark>text</mark>`.
 *
 * The opening `==` must be followed, and the closing one preceded, by a character that is not
 * whitespace; both lie in text of the same paragraph, heading, cell or other phrasing parent, with
 * any inline content between (`==**bold** words==`). Code spans are never searched. An `=` written
 * escaped (`\==text==`) is text, part of no `==`: Obsidian shows a formatting mark after a
 * backslash as it is written.
 */
import type { Parent, Parents, PhrasingContent, Root } from 'mdast';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';
import { escapedIn } from './escaped-characters.ts';

/** A highlighted run: rendered `<mark>`. */
interface Highlight extends Parent {
  type: 'highlight';
  children: PhrasingContent[];
}

declare module 'mdast' {
  interface PhrasingContentMap {
    highlight: Highlight;
  }
  interface RootContentMap {
    highlight: Highlight;
  }
}

/** Where a closing `==` is: the index of its text among the siblings, and its offset in it. */
interface Mark {
  child: number;
  offset: number;
}

/** Whether the character at an index of a text's value was written escaped (`\=`). */
type Escaped = (index: number) => boolean;

const NONE_ESCAPED: Escaped = () => false;

/**
 * The first `==` at or after `from` in `value` that can open (`open`) or close a highlight. A
 * closer at the start of a text node follows other inline content (`**b**==`), never whitespace;
 * an opener at the end of one opens onto the inline content after it (`==**b**==`, `==[[Note]]==`)
 * when `inlineAfter` (the text is followed by such content, not a line break). An escaped `=` is
 * part of no mark, and is no `=` beside one.
 */
function findMark(value: string, from: number, open: boolean, inlineAfter = false, escaped: Escaped = NONE_ESCAPED): number {
  let at = value.indexOf('==', from);
  while (at !== -1) {
    const before = escaped(at - 1) ? '' : value[at - 1];
    const after = escaped(at + 2) ? '' : value[at + 2];
    const ok =
      !escaped(at) &&
      !escaped(at + 1) &&
      (open
        ? (after === undefined ? inlineAfter : after !== '=' && !/\s/.test(after)) && before !== '='
        : before !== '=' && !(before !== undefined && /\s/.test(before)) && after !== '=');
    if (ok) return at;
    at = value.indexOf('==', at + 1);
  }
  return -1;
}

/** The last `==` in `value` that can open a highlight, starting at or before `upTo` and at or after `from`; -1 if none. */
function lastOpener(value: string, upTo: number, from: number, inlineAfter: boolean, escaped: Escaped): number {
  let at = upTo < 0 ? -1 : value.lastIndexOf('==', upTo);
  while (at >= from && at !== -1) {
    if (findMark(value, at, true, inlineAfter, escaped) === at) return at;
    at = at === 0 ? -1 : value.lastIndexOf('==', at - 1);
  }
  return -1;
}

/**
 * Wraps the highlights among `parent`'s children. Builds the new list in one pass (a paragraph
 * may hold tens of thousands of children: no splicing), linear in the children's text.
 */
function highlightIn(parent: Parents, source: string): void {
  const children = parent.children as PhrasingContent[];
  const out: PhrasingContent[] = [];
  let changed = false;
  // The escaped characters of each text child, by index in its value (read when first asked for).
  const escapes = new Map<number, Set<number> | null>();
  // `current` stands for `children[i]` (the rest of it, after a highlight that ended inside it,
  // which starts at `skipped` in the child's value).
  let current: PhrasingContent | undefined = children[0];
  let i = 0;
  let skipped = 0;
  /** Which characters of text child `j` are escaped (of the rest of it, for `current`). */
  const escapedAt = (j: number): Escaped => {
    if (!escapes.has(j)) {
      const child = children[j]!;
      escapes.set(j, child.type === 'text' ? escapedIn(child, source, /\\=/) : null);
    }
    const set = escapes.get(j);
    if (!set || set.size === 0) return NONE_ESCAPED;
    const base = j === i ? skipped : 0;
    return (k) => set.has(base + k);
  };
  while (current !== undefined) {
    const node: PhrasingContent = current;
    if (node.type !== 'text' || !node.value.includes('==')) {
      out.push(node);
      current = children[++i];
      skipped = 0;
      continue;
    }
    let open = -1;
    let close: Mark | null = null;
    const textAt = (j: number): string | null => {
      const candidate = j === i ? node : children[j]!;
      return candidate.type === 'text' ? candidate.value : null;
    };
    // The sibling after text `j` is inline content an opener at its end can open onto.
    const inlineAfter = (j: number): boolean => {
      const next = children[j + 1];
      return next !== undefined && next.type !== 'break' && next.type !== 'text';
    };
    // An opener in this text, with a closer in it or in a later text sibling.
    for (let from = 0; !close; ) {
      const at = findMark(node.value, from, true, inlineAfter(i), escapedAt(i));
      if (at === -1) break;
      open = at;
      for (let j = i; j < children.length && !close; j++) {
        const value = textAt(j);
        if (value === null) continue;
        const c = findMark(value, j === i ? at + 3 : 0, false, false, escapedAt(j));
        if (c !== -1) close = { child: j, offset: c };
      }
      // No closer after this opener: none after any later one either.
      if (!close) break;
      from = at + 2;
    }
    if (open === -1 || !close) {
      // Nothing more to highlight in this parent.
      out.push(node, ...children.slice(i + 1));
      break;
    }
    // The closer pairs with the nearest opener before it (`==a == b ==c==` marks `c`).
    let nearest: { child: number; offset: number } | null = null;
    for (let j = close.child; j >= i && !nearest; j--) {
      const value = textAt(j);
      if (value === null) continue;
      const at = lastOpener(
        value,
        j === close.child ? close.offset - 3 : value.length - 1,
        j === i ? open : 0,
        inlineAfter(j),
        escapedAt(j),
      );
      if (at !== -1) nearest = { child: j, offset: at };
    }
    if (nearest && nearest.child > i) {
      out.push(node, ...children.slice(i + 1, nearest.child));
      i = nearest.child;
      current = children[i];
      skipped = 0;
      continue;
    }
    if (nearest) open = nearest.offset;
    const lastValue = textAt(close.child)!;
    const before = node.value.slice(0, open);
    const after = lastValue.slice(close.offset + 2);
    const inner: PhrasingContent[] =
      close.child === i
        ? [{ type: 'text', value: node.value.slice(open + 2, close.offset) }]
        : [
            { type: 'text', value: node.value.slice(open + 2) },
            ...children.slice(i + 1, close.child),
            { type: 'text', value: lastValue.slice(0, close.offset) },
          ];
    const mark: Highlight = {
      type: 'highlight',
      children: inner.filter((n) => n.type !== 'text' || n.value !== ''),
      data: { hName: 'mark' },
    };
    if (before !== '') out.push({ type: 'text', value: before });
    out.push(mark);
    changed = true;
    skipped = (close.child === i ? skipped : 0) + close.offset + 2;
    i = close.child;
    if (after !== '') current = { type: 'text', value: after };
    else {
      current = children[++i];
      skipped = 0;
    }
  }
  if (changed) parent.children = out as typeof parent.children;
}

export default function remarkHighlights() {
  return (tree: Root, file?: { value?: unknown }): void => {
    const source = String(file?.value ?? '');
    walk(tree, null, (node) => {
      if ('children' in node && node.type !== 'highlight' && node.type !== 'link' && node.type !== 'linkReference') {
        if ((node.children as { type: string }[]).some((c) => c.type === 'text')) highlightIn(node as Parents, source);
      }
      return undefined;
    });
  };
}
