/**
 * A note's task list items as Dataview's `TASK` queries read them ({@link readTasks}), read once
 * with the note's other facts (`extract.ts`), so the build, `check` and `--watch` see the same tasks.
 */
import type { ListItem, Nodes, Root } from 'mdast';
import type { QueryTask } from './dataview-query.ts';
import { inlineFieldValue, type InlineField } from './plugins/remark-inline-fields.ts';
import type { NoteHeading } from './types.ts';
import { walk } from './walk.ts';

/** The line (1-based) a node starts on. */
const lineOf = (node: Nodes): number => node.position?.start.line ?? 1;

/**
 * The text of phrasing nodes with the tags and links met: links and embeds, tags and bracketed
 * inline fields as written (`[[Note|shown]]`, `#tag`, `[due:: 2024-05-01]`), other nodes by their
 * text, a hard break a line break. A task's `text` is this only where the parse kept no text as
 * written (`remark-task-status`). Iterative.
 */
function writtenText(nodes: readonly Nodes[], met: { tags: string[]; links: string[] }): string {
  const out: string[] = [];
  const stack: Array<Nodes | string> = [...nodes].reverse();
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node === 'string') {
      out.push(node);
      continue;
    }
    switch (node.type) {
      case 'text':
      case 'inlineCode':
        out.push(node.value);
        break;
      case 'inlineMath':
        out.push(`$${node.value}$`);
        break;
      case 'break':
        out.push('\n');
        break;
      case 'tag':
        met.tags.push(`#${node.value}`);
        out.push(`#${node.value}`);
        break;
      case 'wikiLink': {
        const link = `[[${node.value}${node.data?.alias == null ? '' : `|${node.data.alias}`}]]`;
        met.links.push(link);
        out.push(link);
        break;
      }
      case 'wikiEmbed': {
        const link = `[[${node.value}${node.alias == null ? '' : `|${node.alias}`}]]`;
        met.links.push(link);
        out.push(`!${link}`);
        break;
      }
      case 'inlineField': {
        // As written: a quoted value (shown without its quotes) with them.
        const value = node.children.find((c) => c.part === 'value');
        const quote = node.quoted ? '"' : '';
        stack.push(
          `${quote}${node.form === '[' ? ']' : ')'}`,
          ...[...(value?.children ?? [])].reverse(),
          `${node.form}${node.key}:: ${quote}`,
        );
        break;
      }
      case 'html':
      case 'image':
      case 'imageReference':
      case 'footnoteReference':
        break;
      default:
        if ('children' in node) stack.push(...[...(node.children as Nodes[])].reverse());
    }
  }
  return out.join('');
}

/**
 * The task list items of a note's tree, in the order written, as Dataview reads them (its
 * `parseLists`; what each field means: `dataview-query.ts`): a list item with a checkbox (any
 * status: `remark-task-status`). Its own text is its lines as written up to its first sub-list
 * (`remark-task-status`), each line trimmed; its tags and outlinks those of that text; its section
 * the last of `headings` (the note's, in order) above it. Linear in the tree.
 */
export function readTasks(tree: Root, headings: readonly NoteHeading[]): QueryTask[] {
  const tasks: QueryTask[] = [];
  let heading = -1;
  // Each entry: a node, the line of the list item holding it and the task nearest above it.
  const stack: Array<{ node: Nodes; item: number | null; task: number }> = [{ node: tree, item: null, task: -1 }];
  while (stack.length > 0) {
    const { node, item, task } = stack.pop()!;
    if (!('children' in node) || node.type === 'paragraph' || node.type === 'heading' || node.type === 'table') continue;
    let inner = { item, task };
    if (node.type === 'listItem') {
      const line = lineOf(node);
      const status = readStatus(node);
      if (status !== null) {
        while (heading + 1 < headings.length && headings[heading + 1]!.line < line) heading++;
        const subList = node.children.findIndex((c) => c.type === 'list');
        const own = subList === -1 ? node.children : node.children.slice(0, subList);
        const met = { tags: [], links: [] };
        const read = own
          .map((c) => writtenText([c], met))
          .join('\n')
          .split('\n')
          .map((l) => l.trim())
          .join('\n')
          .trim();
        const text = node.data?.writtenText ?? read;
        const fields: InlineField[] = [];
        for (const child of own)
          walk(child, 'inlineField', (field) => {
            fields.push({ key: field.key, value: inlineFieldValue(field) });
            return undefined;
          });
        const last = own.at(-1)?.position?.end.line ?? line;
        tasks.push({
          status,
          text,
          line,
          lineCount: Math.max(1, last - line + 1),
          parentLine: item,
          parentTask: task,
          fullyCompleted: status === 'x' || status === 'X',
          section: heading === -1 ? null : headings[heading]!.text,
          blockId: node.data?.blockId ?? null,
          tags: met.tags,
          outlinks: met.links,
          fields,
        });
        inner = { item: line, task: tasks.length - 1 };
      } else inner = { item: line, task };
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push({ node: node.children[i] as Nodes, ...inner });
  }
  // A task holds only tasks after it: from the last, each one not fully completed makes the task holding it not so either.
  for (let i = tasks.length - 1; i >= 0; i--) {
    const up = tasks[i]!.parentTask;
    if (!tasks[i]!.fullyCompleted && up >= 0) tasks[up]!.fullyCompleted = false;
  }
  return tasks;
}

/** A list item's task status (`remark-task-status`): `" "` for an open task; `null` when it is no task. */
function readStatus(item: ListItem): string | null {
  if (item.checked !== true && item.checked !== false) return null;
  const written = (item.data?.hProperties as { dataTask?: unknown } | undefined)?.dataTask;
  if (typeof written === 'string' && written !== '') return written;
  return item.checked ? 'x' : ' ';
}
