/**
 * remark plugin: Obsidian highlights `==text==` as `<mark>text</mark>`.
 *
 * The opening `==` must be followed, and the closing one preceded, by a character that is not
 * whitespace; both lie in text of the same paragraph, heading, cell or other phrasing parent, with
 * any inline content between (`==**bold** words==`). Code spans are never searched.
 */
import type { Parent, Parents, PhrasingContent, Root, Text } from 'mdast';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

/** A highlighted run: rendered `<mark>`. */
export interface Highlight extends Parent {
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

interface Mark {
  child: number;
  offset: number;
}

/**
 * The first `==` at or after `from` in `value` that can open (`open`) or close a highlight. A
 * closer at the start of a text node follows other inline content (`**b**==`), never whitespace.
 */
function findMark(value: string, from: number, open: boolean): number {
  let at = value.indexOf('==', from);
  while (at !== -1) {
    const before = value[at - 1];
    const after = value[at + 2];
    const ok = open ? after !== undefined && after !== '=' && !/\s/.test(after) && before !== '=' : before !== '=' && !(before !== undefined && /\s/.test(before)) && after !== '=';
    if (ok) return at;
    at = value.indexOf('==', at + 1);
  }
  return -1;
}

/** Wraps the highlights among `parent`'s children; returns whether it changed anything. */
function highlightIn(parent: Parents): boolean {
  const children = parent.children as PhrasingContent[];
  let changed = false;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type !== 'text' || !node.value.includes('==')) continue;
    let open: Mark | null = null;
    let close: Mark | null = null;
    // An opener in this text node, with a closer in it or in a later text sibling.
    for (let from = 0; !close; ) {
      const at = findMark(node.value, from, true);
      if (at === -1) break;
      open = { child: i, offset: at };
      for (let j = i; j < children.length && !close; j++) {
        const candidate = children[j]!;
        if (candidate.type !== 'text') continue;
        const c = findMark(candidate.value, j === i ? at + 3 : 0, false);
        if (c !== -1) close = { child: j, offset: c };
      }
      from = at + 2;
    }
    if (!open || !close) continue;
    const first = node as Text;
    const last = children[close.child] as Text;
    const before = first.value.slice(0, open.offset);
    const after = last.value.slice(close.offset + 2);
    let inner: PhrasingContent[];
    if (close.child === i) {
      inner = [{ type: 'text', value: first.value.slice(open.offset + 2, close.offset) }];
    } else {
      const middle: PhrasingContent[] = [
        { type: 'text', value: first.value.slice(open.offset + 2) },
        ...children.slice(i + 1, close.child),
        { type: 'text', value: last.value.slice(0, close.offset) },
      ];
      inner = middle.filter((n) => n.type !== 'text' || n.value !== '');
    }
    const mark: Highlight = { type: 'highlight', children: inner, data: { hName: 'mark' } };
    const replacement: PhrasingContent[] = [];
    if (before !== '') replacement.push({ type: 'text', value: before });
    replacement.push(mark);
    if (after !== '') replacement.push({ type: 'text', value: after });
    children.splice(i, close.child - i + 1, ...replacement);
    changed = true;
    // Go on after the mark (the text after it may hold more highlights).
    i += before !== '' ? 1 : 0;
  }
  return changed;
}

export default function remarkHighlights() {
  return (tree: Root): void => {
    walk(tree, null, (node) => {
      if ('children' in node && node.type !== 'highlight' && node.type !== 'link' && node.type !== 'linkReference') {
        if ((node.children as { type: string }[]).some((c) => c.type === 'text')) highlightIn(node as Parents);
      }
      return undefined;
    });
  };
}
