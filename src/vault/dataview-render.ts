/**
 * Dataview in a note's rendered tree ({@link fillDataview}): `=this.file.…` code spans filled in
 * (`inline-queries.ts`), and each ```` ```dataview ```` block replaced by its answer
 * (`dataview-query.ts`), as the plugin lays it out: a list
 * of links to the notes (`LIST`), or a table with a "File" column and one column per field
 * (`TABLE`), or of groups of notes (`GROUP BY`); values as Dataview draws them there (a list as a
 * bulleted list, text as `inline-queries.ts` writes it); a sentence when no note matches. A `TASK`
 * query is drawn as Dataview's task view ({@link taskResult}): a task list, read-only. At most
 * {@link MAX_ROWS} rows are shown (fewer when the page's budget, `maxRows`, is lower), then a line
 * says how many more there are.
 */
import type { Element, ElementContent, Root } from 'hast';
import { type Column, groupField, parseQuery, type Query, queryCost } from './dataview-parse.ts';
import { columnValue, executeQuery, noteName, type QueryNote, type QueryRow, readingOver, rowField } from './dataview-query.ts';
import type { Properties, PropertyValue } from './property-links.ts';
import { fileField, valueText } from './inline-queries.ts';
import { wikiLinkDisplay } from './plain-text.ts';
import { linksInText } from './property-links.ts';
import { SKIP, walkHast } from './walk.ts';
import { element, text } from './hast-build.ts';
import { markdownContent } from './value-markdown.ts';

/** Notes shown per query at most (a query may list the whole vault on every page). */
const MAX_ROWS = 2_000;

/**
 * The link a value of note `index` holds, `[[target]]` (`target` as written, without the alias),
 * drawn as the note's own links are (the vault resolved them from that note: a note, a file, an
 * unwritten note), showing `shown`; with `embed` (`![[target]]`), an image the site publishes as
 * the image. `null` when the note has no such link (the text is then kept).
 */
export type ValueLink = (index: number, target: string, shown: string, embed?: boolean) => Element | null;

/** Draws a link of a value: its target as written, the text it shows, and whether it is an embed (`![[…]]`). */
type LinkDrawing = (target: string, shown: string, embed: boolean) => Element | null;

/**
 * `value` (a value's text) with each `[[…]]` in it (`linksInText`, the one reading of links in
 * values) made a link by `linkTo`, showing what Dataview shows: the alias, else the note's name and
 * `> heading`; kept as written where `linkTo` gives `null`, but for an embed (`![[…]]`, which the
 * plugin draws as the file), its shown text. Linear in the value.
 */
export function withLinks(value: string, linkTo: LinkDrawing): ElementContent[] {
  if (!value.includes('[[')) return [text(value)];
  const out: ElementContent[] = [];
  let at = 0;
  for (const link of linksInText(value)) {
    const hash = link.target.indexOf('#');
    const path = hash === -1 ? link.target : link.target.slice(0, hash);
    const shown =
      link.alias?.trim() || wikiLinkDisplay(path.slice(path.lastIndexOf('/') + 1) + (hash === -1 ? '' : link.target.slice(hash)));
    const embed = link.index > at && value[link.index - 1] === '!';
    const start = embed ? link.index - 1 : link.index;
    const element = linkTo(link.target, shown, embed) ?? (embed ? text(shown) : null);
    if (element === null) continue;
    if (start > at) out.push(text(value.slice(at, start)));
    out.push(element);
    at = link.index + link.length;
  }
  if (at < value.length) out.push(text(value.slice(at)));
  return out;
}

/** A Markdown backslash escape: `\` before an ASCII punctuation mark (CommonMark's escapable characters). */
const MARKDOWN_ESCAPE = /\\([!-/:-@[-`{-~])/g;

/** How deep a value's lists and mappings are drawn (Dataview's default `maxRecursiveRenderDepth`); deeper: `...`. */
const MAX_VALUE_DEPTH = 4;

/**
 * Parts of values (a list's items, a mapping's entries, 100 characters of text) one page's queries
 * draw at most (about 1 MB of HTML): a note whose property is a list of 20,000 links, tabled on
 * every page, would otherwise make each page megabytes. Past it, a value is drawn `…`.
 */
const VALUE_PARTS_PER_PAGE = 10_000;

/**
 * A value as Dataview draws it in a table cell or after a listed note (its `Lit`, not inline): a
 * list as a bulleted list (`dataview-result-list-ul`), a mapping as a list of `key: value`
 * (`dataview-result-object-ul`), a text as Markdown (`value-markdown.ts`), anything else as its
 * text ({@link valueText}: no value `-`), with the links it
 * holds drawn by `linkTo`. Each item and entry spends one of `parts`, and a text one
 * each 100 characters; once they are spent, the rest of a list or mapping is one item `…`, a text
 * is cut with `…`, and a value is `…`.
 */
function valueContent(value: PropertyValue | undefined, linkTo: LinkDrawing, parts: { left: number }, depth = 0): ElementContent[] {
  if (depth >= MAX_VALUE_DEPTH) return [text('...')];
  if (parts.left <= 0) return [text('…')];
  if (Array.isArray(value)) {
    const items: ElementContent[] = [];
    for (const item of value) {
      if (parts.left <= 0) {
        items.push(element('li', ['dataview-result-list-li'], [text('…')]));
        break;
      }
      parts.left--;
      items.push(element('li', ['dataview-result-list-li'], valueContent(item, linkTo, parts, depth + 1)));
    }
    return [element('ul', ['dataview', 'dataview-ul', 'dataview-result-list-ul'], items)];
  }
  if (value !== null && typeof value === 'object') {
    const entries: ElementContent[] = [];
    for (const key of Object.keys(value)) {
      if (parts.left <= 0) {
        entries.push(element('li', ['dataview', 'dataview-li', 'dataview-result-object-li'], [text('…')]));
        break;
      }
      parts.left--;
      entries.push(
        element(
          'li',
          ['dataview', 'dataview-li', 'dataview-result-object-li'],
          [text(`${key}: `), ...valueContent((value as Properties)[key], linkTo, parts, depth + 1)],
        ),
      );
    }
    return [element('ul', ['dataview', 'dataview-ul', 'dataview-result-object-ul'], entries)];
  }
  // A text spends a part each 100 characters; cut where the parts run out.
  const written = valueText(value);
  const room = parts.left * 100;
  parts.left -= 1 + Math.floor(written.length / 100);
  // Dataview draws a text as Markdown (`*rare*`, `[[Note]]`, `\+ 2` → `+ 2`); a text cut short, as its text and links.
  const drawn = written.length > room || typeof value !== 'string' ? null : markdownContent(written, (link) => withLinks(link, linkTo));
  if (drawn !== null) return drawn;
  const shown = withLinks(written.length > room ? `${written.slice(0, room)}…` : written, linkTo);
  return shown.map((part) => (part.type === 'text' ? text(part.value.replace(MARKDOWN_ESCAPE, '$1')) : part));
}

/** How {@link queryResult} draws: each field optional, with the defaults said. */
export interface Drawing {
  /** Rows (a TASK query: tasks) drawn at most; {@link MAX_ROWS} and never more. */
  maxRows?: number;
  /** A link a value of a note holds ({@link ValueLink}); none by default. */
  valueLink?: ValueLink;
  /** The index of the note holding the query (`this`); none by default. */
  self?: number;
  /** Parts of values left to draw ({@link VALUE_PARTS_PER_PAGE} by default); spent as drawn. */
  parts?: { left: number };
  /** Set to the rows (tasks) drawn. */
  used?: { lines: number };
}

/**
 * `rows` (notes by index into `notes`, or the rows of `executeQuery`, in the query's order) laid
 * out for `query`; `link(i)` is the link to note `i` as the page writes links ({@link Drawing} for
 * the rest). A row's cells are the values `executeQuery` read for it (`QueryRow.values`), else read
 * here. A grouped query (`GROUP BY`) lays out its groups of the rows shown; a TASK query its tasks
 * ({@link taskResult}: `maxRows` then bounds the tasks drawn, those drawn below another included).
 */
export function queryResult(
  query: Query,
  notes: readonly QueryNote[],
  given: ReadonlyArray<number | QueryRow>,
  link: (index: number) => Element,
  drawing: Drawing = {},
): Element {
  const { maxRows = MAX_ROWS, valueLink = () => null, self, parts = { left: VALUE_PARTS_PER_PAGE }, used = { lines: 0 } } = drawing;
  const rows = given.map((row): QueryRow => (typeof row === 'number' ? { index: row, note: notes[row]! } : row));
  const limit = Math.min(MAX_ROWS, maxRows);
  const group = query.group;
  // Grouped: the groups, each with the rows drawn in it, while the rows drawn are fewer than `limit`.
  const groups: Array<{ row: QueryRow; members: QueryRow[] }> = [];
  let room = limit;
  for (const row of group ? rows : []) {
    if (room <= 0) break;
    const members = row.group!.rows.slice(0, room);
    room -= members.length;
    groups.push({ row, members });
  }
  const shown = group ? groups.map((g) => g.row) : rows.slice(0, limit);
  /** Rows in all, and rows drawn (of a grouped query: the rows of its groups). */
  const total = group ? rows.reduce((n, row) => n + row.group!.rows.length, 0) : rows.length;
  const drawn = group ? limit - room : shown.length;
  // A link `file.inlinks`, `file.outlinks`, `file.link` and a task's `section` give, `[[path]]` or
  // `[[path#heading]]` (the note's path without `.md`): to that note.
  let byPath: Map<string, number> | undefined;
  const pathLink = (target: string, shownText: string): Element | null => {
    byPath ??= new Map(notes.map((n, j) => [n.path.replace(/\.md$/i, ''), j]));
    const j = byPath.get(target.split('#')[0]!);
    return j === undefined ? null : { ...link(j), children: [text(shownText)] };
  };
  // A value's link: one the row's note holds, else a note by its path.
  const rowLink =
    (row: QueryRow) =>
    (target: string, shownText: string, embed = false): Element | null =>
      valueLink(row.index, target, shownText, embed) ?? pathLink(target, shownText);
  if (query.type === 'task') return taskResult(query, rows, limit, rowLink, parts, used);
  used.lines = drawn;
  const reading = readingOver(notes, self === undefined ? undefined : notes[self]);
  /** A column's value for a row: as the run read it, else read now. */
  const value = (row: QueryRow, column: Column): PropertyValue | undefined => {
    const k = query.columns.indexOf(column);
    return row.values !== undefined && k >= 0 ? row.values[k] : columnValue(column, row, reading);
  };
  // `file.link` is the note's own link, as Dataview draws it; any other field its value, with
  // the links it holds drawn as links.
  const cell = (row: QueryRow, field: readonly string[], read: () => PropertyValue | undefined): ElementContent[] =>
    field.length === 2 && field[0] === 'file' && field[1] === 'link'
      ? [link(row.index)]
      : valueContent(
          read(),
          (target, shown, embed) => (field[0] === 'file' ? pathLink(target, shown) : valueLink(row.index, target, shown, embed)),
          parts,
        );
  // An expression's links: those the note holds, or the note itself (`link(file.name)`), showing what Dataview shows.
  const ownName = (i: number): string => noteName(notes[i]!.path).toLowerCase();
  const expressionCell = (row: QueryRow, column: Column): ElementContent[] =>
    valueContent(
      value(row, column),
      (target, shown, embed) => {
        const name = target.split('#')[0]!.trim().replace(/\.md$/i, '');
        if (name.slice(name.lastIndexOf('/') + 1).toLowerCase() === ownName(row.index))
          return { ...link(row.index), children: [text(shown)] };
        return rowLink(row)(target, shown, embed);
      },
      parts,
    );
  const columnCell = (row: QueryRow, column: Column): ElementContent[] =>
    column.expr === null ? cell(row, column.field, () => value(row, column)) : expressionCell(row, column);
  // A line of the result: a row, or a group of rows (its key drawn with the links of its first row).
  const lines: Array<{ id: ElementContent[]; cells: (column: Column) => ElementContent[] }> = group
    ? groups.map(({ row, members }) => ({
        id: valueContent(row.group!.key, rowLink(members[0]!), parts),
        cells: (column) => {
          const read = column.expr === null ? groupField(group, column.field) : null;
          if (read?.kind === 'key') return valueContent(row.group!.key, rowLink(members[0]!), parts);
          // `rows.field`: each row's field drawn with that row's links, for the rows drawn.
          if (read?.kind === 'rows')
            return [
              element(
                'ul',
                ['dataview', 'dataview-ul', 'dataview-result-list-ul'],
                members.map((member) =>
                  element(
                    'li',
                    ['dataview-result-list-li'],
                    cell(member, read.field, () => rowField(member, read.field, reading)),
                  ),
                ),
              ),
            ];
          return expressionCell(row, column);
        },
      }))
    : shown.map((row) => ({ id: [link(row.index)], cells: (column) => columnCell(row, column) }));
  const children: ElementContent[] = [];
  if (rows.length === 0) {
    children.push(element('p', ['dataview-empty'], [text(`No note matches this ${query.type === 'list' ? 'list' : 'table'}.`)]));
  } else if (shown.length === 0) {
    // The page's budget ran out before this query: only the line saying how many notes it left out.
  } else if (query.type === 'list') {
    const column = query.columns[0];
    const items = lines.map((line) => {
      const parts: ElementContent[] = [];
      // Without the ID and without a field, Dataview still lists the note (or the group's key).
      if (!query.withoutId || !column) parts.push(...line.id);
      if (column) {
        if (!query.withoutId) parts.push(text(': '));
        parts.push(...line.cells(column));
      }
      return element('li', null, parts);
    });
    children.push(element('ul', null, items));
  } else {
    const header: ElementContent[] = [];
    // The first column's header carries the number of lines, as Dataview's does (with or without the ID column).
    const count = rows.length;
    const names = [...(query.withoutId ? [] : [group ? group.name : 'File']), ...query.columns.map((column) => column.name)];
    for (const [i, name] of names.entries()) header.push(element('th', null, [text(i === 0 ? `${name} (${count})` : name)]));
    const body = lines.map((line) => {
      const cells: ElementContent[] = [];
      if (!query.withoutId) cells.push(element('td', null, line.id));
      for (const column of query.columns) cells.push(element('td', null, line.cells(column)));
      return element('tr', null, cells);
    });
    children.push(
      element('table', ['dataview-table'], [element('thead', null, [element('tr', null, header)]), element('tbody', null, body)]),
    );
  }
  if (total > drawn) children.push(element('p', ['dataview-more'], [text(`… and ${(total - drawn).toLocaleString('en')} more notes.`)]));
  return element('div', ['dataview-query'], children);
}

/**
 * A TASK query's rows as Dataview's task view draws them, at most `maxItems` tasks drawn (their
 * number set in `used.lines`): a task list
 * (`ul.contains-task-list`), each task an item with its status (`data-task`, `""` for an open task,
 * as the note's own tasks have it) and a checkbox, ticked for any status but a space, read-only
 * (`disabled`: a static page writes no file), then its text, its links drawn by `linkTo`. As
 * Dataview's `nestItems`: a task is drawn with the tasks below it in its note (whether the query
 * kept them or not), and a kept task below another kept task is drawn there only. Ungrouped, one
 * list in the query's order (as Dataview's current task view; `GROUP BY file.link` heads each
 * note's tasks with its link); grouped, a heading per key (`h4`: the key, then the group's number
 * of rows), then its list. Past `maxItems` a list ends in `…`, and a line says how many of the
 * query's tasks were not drawn.
 */
function taskResult(
  query: Query,
  rows: readonly QueryRow[],
  maxItems: number,
  linkTo: (row: QueryRow) => (target: string, shown: string) => Element | null,
  parts: { left: number },
  used: { lines: number },
): Element {
  const shown = rows.slice(0, maxItems);
  let drawn = 0;
  // The tasks drawn, as `note:task`: a row drawn below another is shown too.
  const seen = new Set<string>();
  // Each note's tasks by the task holding them (made for a note when one of its tasks is drawn).
  const below = new Map<number, number[][]>();
  const childrenOf = (row: QueryRow, task: number): number[] => {
    let lists = below.get(row.index);
    if (lists === undefined) {
      const tasks = row.note.tasks ?? [];
      const made: number[][] = tasks.map(() => []);
      for (const [i, t] of tasks.entries()) if (t.parentTask >= 0) made[t.parentTask]?.push(i);
      below.set(row.index, (lists = made));
    }
    return lists[task] ?? [];
  };
  /** Draws `tasks` of the note of `row` into `into`, each with the tasks below it. Iterative. */
  const draw = (row: QueryRow, tasks: readonly number[], into: Element): void => {
    const stack: Array<{ into: Element; tasks: readonly number[]; at: number }> = [{ into, tasks, at: 0 }];
    while (stack.length > 0) {
      const top = stack.at(-1)!;
      if (top.at >= top.tasks.length) {
        stack.pop();
        continue;
      }
      if (drawn >= maxItems) {
        top.into.children.push(element('li', ['task-list-item'], [text('…')]));
        return;
      }
      drawn++;
      const index = top.tasks[top.at++]!;
      seen.add(`${row.index}:${index}`);
      const task = row.note.tasks![index]!;
      const checked = task.status !== ' ';
      const box: Element = {
        type: 'element',
        tagName: 'input',
        properties: { className: ['dataview', 'task-list-item-checkbox'], type: 'checkbox', checked, disabled: true },
        children: [],
      };
      const item = element(
        'li',
        ['dataview', 'task-list-item', ...(checked ? ['is-checked'] : [])],
        // Its text as written, drawn as Markdown, as Dataview's task view draws it.
        [box, text(' '), ...valueContent(task.text, linkTo(row), parts)],
      );
      item.properties.dataTask = task.status === ' ' ? '' : task.status;
      top.into.children.push(item);
      const next = childrenOf(row, index);
      if (next.length > 0) {
        const sub = element('ul', ['contains-task-list'], []);
        item.children.push(sub);
        stack.push({ into: sub, tasks: next, at: 0 });
      }
    }
  };
  /** `members` as Dataview's `nestItems` keeps them (see above), in their order, in one list. */
  const list = (members: readonly QueryRow[]): Element => {
    const kept = new Set(members.map((row) => `${row.index}:${row.task!.index}`));
    const out = element('ul', ['contains-task-list'], []);
    for (const row of members) {
      if (drawn >= maxItems) break;
      const tasks = row.note.tasks!;
      let up = tasks[row.task!.index]!.parentTask;
      // A task is held only by a task before it: each step up is to a lower index, so this ends.
      while (up >= 0 && !kept.has(`${row.index}:${up}`)) up = tasks[up]!.parentTask;
      if (up < 0) draw(row, [row.task!.index], out);
    }
    return out;
  };
  const children: ElementContent[] = [];
  if (rows.length === 0) children.push(element('p', ['dataview-empty'], [text('No task matches this query.')]));
  else if (shown.length === 0) {
    // The page's budget ran out before this query: only the line saying how many tasks it left out.
  } else if (query.group) {
    for (const row of shown) {
      if (drawn >= maxItems) break;
      const { key, rows: members } = row.group!;
      const heading = element('h4', null, [
        ...valueContent(key, linkTo(members[0]!), parts),
        text(' '),
        element('span', ['dataview', 'small-text'], [text(`(${members.length.toLocaleString('en')})`)]),
      ]);
      children.push(heading, element('div', ['dataview', 'result-group'], [list(members)]));
    }
  } else children.push(list(shown));
  used.lines = drawn;
  const tasks = query.group ? rows.flatMap((row) => row.group!.rows) : rows;
  const left = tasks.reduce((n, row) => n + (seen.has(`${row.index}:${row.task!.index}`) ? 0 : 1), 0);
  if (left > 0) children.push(element('p', ['dataview-more'], [text(`… and ${left.toLocaleString('en')} more tasks.`)]));
  return element('div', ['dataview-query'], children);
}

/** What `fillDataview` needs of the note and the vault. */
export interface DataviewScope {
  /** The note's index among `notes()`, and its vault path. */
  self: number;
  path: string;
  /** The notes as queries see them, by index (asked for only when the note holds a query). */
  notes: () => QueryNote[];
  /** Whether note `i` has a page (a binary `.md` file has none). */
  published: (index: number) => boolean;
  /** The link to note `i`'s page, showing `text`. */
  link: (index: number, text: string) => Element;
  /** A link a value of note `i` holds ({@link ValueLink}). */
  valueLink: ValueLink;
}

/**
 * What a note may spend on Dataview queries: steps (`queryCost`) and notes shown. A query past it
 * stays code; a query the rows run out in says how many notes it left out.
 */
interface QueryBudget {
  steps: number;
  rows: number;
  /** Parts of values drawn ({@link VALUE_PARTS_PER_PAGE}). */
  parts: { left: number };
}
/** Per note: 50 queries over a 100,000-note vault, each with a few conditions. */
const QUERY_STEPS_PER_PAGE = 50_000_000;
/** Per note: notes listed by all its queries together (a page embedding notes is bounded by `maxEmbedBytes`). */
const QUERY_ROWS_PER_PAGE = 10_000;

/** How many tasks a list of notes holds, by list (the notes as queries see them are made once a build). */
const taskCounts = new WeakMap<readonly QueryNote[], number>();

/** How many tasks `notes` hold together. */
function taskCount(notes: readonly QueryNote[]): number {
  let count = taskCounts.get(notes);
  if (count === undefined) taskCounts.set(notes, (count = notes.reduce((n, note) => n + (note.tasks?.length ?? 0), 0)));
  return count;
}

/** Whether `code` is a ```` ```dataview ```` block's. */
function isDataview(code: Element): boolean {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-dataview');
}

/** Said above a Dataview block past the page's budget, kept as written. */
const NOT_RUN = "Not run on the site: this page's Dataview queries would read more than the site reads for one page. Obsidian runs it.";

/**
 * What a Dataview block (`pre`, holding `code`) becomes: its answer; Dataview's error where the
 * plugin errs at run time (`pre.dataview-error`, as the plugin draws it); the block with a line
 * saying it was not run, past the note's budget; `null` when the query is not one the site reads
 * (the code stays, reported by `check` as `DataviewQueryNotAnswered`).
 */
function answer(scope: DataviewScope, pre: Element, code: Element, budget: QueryBudget): Element | null {
  const query = parseQuery(code.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
  if (query === null) return null;
  const notes = scope.notes();
  const cost = queryCost(query, notes.length, query.type === 'task' ? taskCount(notes) : 0);
  const notRun = (): Element => element('div', ['dataview-query'], [element('p', ['dataview-not-run'], [text(NOT_RUN)]), pre]);
  if (cost > budget.steps) return notRun();
  budget.steps -= cost;
  // The rows a FLATTEN makes, and the lists expressions read, are paid for from what is left, as they are made.
  const meter = { left: budget.steps };
  const run = executeQuery(query, notes, scope.self, meter);
  budget.steps = Math.max(0, meter.left);
  // As the plugin shows a query it errs on: its error in place of the answer.
  if ('error' in run) return element('pre', ['dataview', 'dataview-error'], [text(`Dataview: ${run.error}`)]);
  if ('overBudget' in run) return notRun();
  const found = run.rows;
  // Only notes with a page are listed (a binary `.md` file has none); a group keeps its rows that have one.
  const rows = found.flatMap((row): QueryRow[] => {
    if (row.group === undefined) return scope.published(row.index) ? [row] : [];
    const members = row.group.rows.filter((member) => scope.published(member.index));
    return members.length === 0
      ? []
      : [{ ...row, index: members[0]!.index, note: members[0]!.note, group: { ...row.group, rows: members } }];
  });
  const used = { lines: 0 };
  const result = queryResult(query, notes, rows, (i) => scope.link(i, noteName(notes[i]!.path)), {
    maxRows: budget.rows,
    valueLink: scope.valueLink,
    self: scope.self,
    parts: budget.parts,
    used,
  });
  budget.rows -= used.lines;
  return result;
}

/**
 * In one walk of a note's own tree (before its embeds are expanded, so that in a note embedded in
 * another page `this` and `[[#]]` still name the embedded note, as in Obsidian): each
 * `=this.file.name` (`.folder`, `.path`, `.link`) code span replaced by its value, and each
 * ```` ```dataview ```` block by its answer, within the note's budget.
 */
export function fillDataview(tree: Root, scope: DataviewScope): void {
  let budget: QueryBudget | null = null;
  walkHast(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'code' && node.tagName !== 'pre') return undefined;
    if (!parent || index === undefined) return SKIP;
    const first = node.children[0];
    if (node.tagName === 'pre') {
      if (first?.type !== 'element' || first.tagName !== 'code' || !isDataview(first)) return SKIP;
      budget ??= { steps: QUERY_STEPS_PER_PAGE, rows: QUERY_ROWS_PER_PAGE, parts: { left: VALUE_PARTS_PER_PAGE } };
      const result = answer(scope, node, first, budget);
      if (result !== null) parent.children.splice(index, 1, result);
      return SKIP;
    }
    const field = node.children.length === 1 && first?.type === 'text' ? fileField(first.value, scope.path) : null;
    if (field !== null)
      parent.children.splice(index, 1, field.link ? scope.link(scope.self, field.value) : { type: 'text', value: field.value });
    return SKIP;
  });
}
