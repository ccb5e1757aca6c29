/**
 * remark plugin: Obsidian task statuses. GFM knows `- [ ]` and `- [x]`; Obsidian (and its themes
 * and task plugins) also takes any one character between the brackets (`- [?]`, `- [-]`, `- [/]`,
 * `- [>]` …) as a task with that status. Every task list item gets `data-task` with its status
 * character as written (`""` for an open task, as Obsidian writes it; `X` for `- [X]`, which
 * themes may style apart from `x`), and a task with another character than a space is shown
 * ticked, as Obsidian's reading view shows it.
 */
import type { ListItem, Root } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

const STATUS = /^\[([^\s\][\\])\][ \t]+/u;

/** A list item's marker and its ticked checkbox, at the item's start in the source: `- [X]`, `1. [x]`. */
const TICKED = /^(?:[*+-]|\d{1,9}[.)])[ \t]*\[([xX])\]/;

export default function remarkTaskStatus() {
  return (tree: Root, file?: VFile): void => {
    const source = file ? String(file.value) : '';
    walk(tree, 'listItem', (item: ListItem) => {
      let status: string | null = null;
      if (item.checked === true || item.checked === false) {
        const start = item.position?.start.offset;
        status = item.checked ? (start !== undefined && TICKED.exec(source.slice(start, start + 16))?.[1]) || 'x' : '';
      } else {
        const first = item.children[0];
        const head = first?.type === 'paragraph' ? first.children[0] : undefined;
        if (!first || first.type !== 'paragraph' || head?.type !== 'text') return undefined;
        const match = STATUS.exec(head.value);
        if (!match) return undefined;
        status = match[1]!;
        head.value = head.value.slice(match[0].length);
        if (head.value === '') first.children.shift();
        item.checked = true;
      }
      item.data = { ...item.data, hProperties: { ...item.data?.hProperties, dataTask: status } };
      return undefined;
    });
  };
}
