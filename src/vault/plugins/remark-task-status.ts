/**
 * remark plugin: Obsidian task statuses. GFM knows `- [ ]` and `- [x]`; Obsidian (and its themes
 * and task plugins) also takes any one character between the brackets (`- [?]`, `- [-]`, `- [/]`,
 * `- [>]` …) as a task with that status. Every task list item gets `data-task` with its status
 * character as written (`""` for an open task, as Obsidian writes it; `X` for `- [X]`, which
 * themes may style apart from `x`), and a task with another character than a space is shown
 * ticked, as Obsidian's reading view shows it.
 *
 * Each task also keeps its text as written (`data.writtenText`), as Dataview's TASK queries read it
 * (its `parseLists`): the item's own lines (up to its first sub-list), the first without its marker
 * and checkbox, each line trimmed, joined by line breaks: Markdown, links, tags, fields and a block
 * id as the note holds them (`- [ ] Pay *5* gold ^pay` → `Pay *5* gold ^pay`). The text read is the
 * one parsed, so Obsidian comments are already out of it.
 */
import type { ListItem, Root } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { walk } from '../walk.ts';

const STATUS = /^\[([^\s\][\\])\][ \t]+/u;

/** A list item's marker and its ticked checkbox, at the item's start in the source: `- [X]`, `1. [x]`. */
const TICKED = /^(?:[*+-]|\d{1,9}[.)])[ \t]*\[([xX])\]/;

/** A list item's marker and its checkbox (any one character, or none), with the spaces after each. */
const ITEM_HEAD = /^(?:[*+-]|\d{1,9}[.)])[ \t]*(?:\[[^\]\r\n]?\][ \t]*)?/;

declare module 'mdast' {
  interface ListItemData {
    /** On a task list item: its own text as written (see the module doc). */
    writtenText?: string;
  }
}

/**
 * The own text of task `item` as written in `source` (the text parsed): from the item's marker to
 * the end of its last child before its first sub-list, without the marker and checkbox, each line
 * trimmed; `undefined` when the tree does not say where the item stands.
 */
function writtenText(item: ListItem, source: string): string | undefined {
  const start = item.position?.start.offset;
  const sub = item.children.findIndex((c) => c.type === 'list');
  const last = (sub === -1 ? item.children : item.children.slice(0, sub)).at(-1);
  const end = last?.position?.end.offset ?? item.position?.end.offset;
  if (start === undefined || end === undefined || end < start) return undefined;
  return source
    .slice(start, end)
    .replace(ITEM_HEAD, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

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
      const written = file ? writtenText(item, source) : undefined;
      item.data = {
        ...item.data,
        hProperties: { ...item.data?.hProperties, dataTask: status },
        ...(written === undefined ? {} : { writtenText: written }),
      };
      return undefined;
    });
  };
}
