/**
 * remark plugin: Obsidian callouts `> [!type] Title`, foldable with `[!type]-` (closed) or
 * `[!type]+` (open).
 *
 * The blockquote becomes `<div class="callout" data-callout="type">` (foldable:
 * `<details class="callout" data-callout="type" data-callout-fold="-|+" [open]>`), its first line
 * a `<div|summary class="callout-title">` (default title: the type, capitalised). No JavaScript
 * needed: folding is native `<details>`.
 */
import type { Blockquote, Paragraph, PhrasingContent, Root } from 'mdast';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

const OPENER = /^\[!([A-Za-z0-9_-]+)\]([+-]?)[ \t]*/;

/** Splits the first line (up to a line ending or hard break) off a paragraph's inline content. */
function splitFirstLine(paragraph: Paragraph): PhrasingContent[] {
  const title: PhrasingContent[] = [];
  while (paragraph.children.length > 0) {
    const child = paragraph.children[0]!;
    if (child.type === 'break') {
      paragraph.children.shift();
      break;
    }
    if (child.type === 'text' && child.value.includes('\n')) {
      const at = child.value.indexOf('\n');
      const before = child.value.slice(0, at);
      if (before !== '') title.push({ type: 'text', value: before });
      child.value = child.value.slice(at + 1);
      break;
    }
    title.push(child);
    paragraph.children.shift();
  }
  return title;
}

export default function remarkCallouts() {
  return (tree: Root): void => {
    walk(tree, 'blockquote', (node: Blockquote) => {
      const first = node.children[0];
      if (!first || first.type !== 'paragraph') return;
      const head = first.children[0];
      if (!head || head.type !== 'text') return;
      const match = OPENER.exec(head.value);
      if (!match) return;
      const type = (match[1] ?? 'note').toLowerCase();
      const fold = match[2] ?? '';
      head.value = head.value.slice(match[0].length);
      if (head.value === '') first.children.shift();
      const title = splitFirstLine(first);
      const hasTitle = title.some((n) => n.type !== 'text' || n.value.trim() !== '');
      if (first.children.length === 0 || (first.children.length === 1 && first.children[0]?.type === 'text' && first.children[0].value.trim() === '')) {
        node.children.shift();
      }
      const titleNode: Paragraph = {
        type: 'paragraph',
        children: hasTitle ? title : [{ type: 'text', value: type.charAt(0).toUpperCase() + type.slice(1) }],
        data: { hName: fold ? 'summary' : 'div', hProperties: { className: ['callout-title'] } },
      };
      node.children.unshift(titleNode);
      node.data = {
        ...node.data,
        hName: fold ? 'details' : 'div',
        hProperties: {
          ...node.data?.hProperties,
          className: ['callout'],
          dataCallout: type,
          ...(fold ? { dataCalloutFold: fold } : {}),
          ...(fold === '+' ? { open: true } : {}),
        },
      };
    });
  };
}
