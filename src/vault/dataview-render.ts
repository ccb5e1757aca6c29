/**
 * Dataview in a note's rendered tree ({@link fillDataview}): `=this.file.…` code spans filled in
 * (`inline-queries.ts`), and each ```` ```dataview ```` block replaced by its answer
 * (`dataview-query.ts`), as the plugin lays it out: a list
 * of links to the notes (`LIST`), or a table with a "File" column and one column per field
 * (`TABLE`), or of groups of notes (`GROUP BY`); values as Dataview draws them there (a list as a
 * bulleted list, text as `inline-queries.ts` writes it); a sentence when no note matches. At most
 * {@link MAX_ROWS} notes are shown (fewer when the page's budget, `maxRows`, is lower), then a line
 * says how many more there are.
 */
import type { Element, ElementContent, Root } from 'hast';
import { type Column, groupField, parseQuery, type Query, queryCost } from './dataview-parse.ts';
import { columnValue, fieldValue, groupRows, noteName, type QueryNote, runQuery } from './dataview-query.ts';
import type { Properties, PropertyValue } from './property-links.ts';
import { fileField, valueText } from './inline-queries.ts';
import { wikiLinkDisplay } from './plain-text.ts';
import { linksInText } from './property-links.ts';
import { SKIP, walkHast } from './walk.ts';
import { element, text } from './hast-build.ts';

/** Notes shown per query at most (a query may list the whole vault on every page). */
const MAX_ROWS = 2_000;

/**
 * The link a value of note `index` holds, `[[target]]` (`target` as written, without the alias),
 * drawn as the note's own links are (the vault resolved them from that note: a note, a file, an
 * unwritten note), showing `shown`; `null` when the note has no such link (the text is then kept).
 */
export type ValueLink = (index: number, target: string, shown: string) => Element | null;

/**
 * `value` (a value's text) with each `[[…]]` in it (`linksInText`, the one reading of links in
 * values) made a link by `linkTo`, showing what Dataview shows: the alias, else the note's name and
 * `> heading`; kept as written where `linkTo` gives `null`. Linear in the value.
 */
export function withLinks(value: string, linkTo: (target: string, shown: string) => Element | null): ElementContent[] {
  if (!value.includes('[[')) return [text(value)];
  const out: ElementContent[] = [];
  let at = 0;
  for (const link of linksInText(value)) {
    const hash = link.target.indexOf('#');
    const path = hash === -1 ? link.target : link.target.slice(0, hash);
    const shown =
      link.alias?.trim() || wikiLinkDisplay(path.slice(path.lastIndexOf('/') + 1) + (hash === -1 ? '' : link.target.slice(hash)));
    const element = linkTo(link.target, shown);
    if (element === null) continue;
    if (link.index > at) out.push(text(value.slice(at, link.index)));
    out.push(element);
    at = link.index + link.length;
  }
  if (at < value.length) out.push(text(value.slice(at)));
  return out;
}

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
 * (`dataview-result-object-ul`), anything else as its text ({@link valueText}: no value `-`), with
 * the links it holds drawn by `linkTo`. Each item and entry spends one of `parts`, and a text one
 * each 100 characters; once they are spent, the rest of a list or mapping is one item `…`, a text
 * is cut with `…`, and a value is `…`.
 */
function valueContent(
  value: PropertyValue | undefined,
  linkTo: (target: string, shown: string) => Element | null,
  parts: { left: number },
  depth = 0,
): ElementContent[] {
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
  return withLinks(written.length > room ? `${written.slice(0, room)}…` : written, linkTo);
}

/**
 * `rows` (indices into `notes`) laid out for `query`; `link(i)` is the link to note `i` as the
 * page writes links, `valueLink` a link a value of a note holds (none by default). A grouped query
 * (`GROUP BY`) lays out its groups of the notes shown.
 */
export function queryResult(
  query: Query,
  notes: readonly QueryNote[],
  rows: readonly number[],
  link: (index: number) => Element,
  maxRows = MAX_ROWS,
  valueLink: ValueLink = () => null,
  self?: number,
  parts: { left: number } = { left: VALUE_PARTS_PER_PAGE },
): Element {
  const shown = rows.slice(0, Math.min(MAX_ROWS, maxRows));
  // A link `file.inlinks` and `file.outlinks` give, `[[path]]` (the note's path without `.md`): to that note.
  let byPath: Map<string, number> | undefined;
  const pathLink = (target: string, shownText: string): Element | null => {
    byPath ??= new Map(notes.map((n, j) => [n.path.replace(/\.md$/i, ''), j]));
    const j = byPath.get(target);
    return j === undefined ? null : { ...link(j), children: [text(shownText)] };
  };
  // `file.link` is the note's own link, as Dataview draws it; any other field its value, with
  // the links it holds drawn as links.
  const cell = (i: number, field: readonly string[]): ElementContent[] =>
    field.length === 2 && field[0] === 'file' && field[1] === 'link'
      ? [link(i)]
      : valueContent(
          fieldValue(notes[i]!, field),
          (target, shown) => (field[0] === 'file' ? pathLink(target, shown) : valueLink(i, target, shown)),
          parts,
        );
  // An expression's links: those the note holds, or the note itself (`link(file.name)`), showing what Dataview shows.
  const ownName = (i: number): string => noteName(notes[i]!.path).toLowerCase();
  const expressionCell = (i: number, column: Column): ElementContent[] =>
    valueContent(
      columnValue(column, notes[i]!, self === undefined ? undefined : notes[self]),
      (target, shown) => {
        const name = target.split('#')[0]!.trim().replace(/\.md$/i, '');
        if (name.slice(name.lastIndexOf('/') + 1).toLowerCase() === ownName(i)) return { ...link(i), children: [text(shown)] };
        return valueLink(i, target, shown) ?? pathLink(target, shown);
      },
      parts,
    );
  const columnCell = (i: number, column: Column): ElementContent[] =>
    column.expr === null ? cell(i, column.field) : expressionCell(i, column);
  const group = query.group;
  // A line of the result: a note, or a group of notes (its key drawn with the links of its first note).
  const lines: Array<{ id: ElementContent[]; cells: (column: Column) => ElementContent[] }> = group
    ? groupRows(group.field, notes, shown).map(({ key, rows: members }) => ({
        id: valueContent(key, (target, text) => valueLink(members[0]!, target, text), parts),
        cells: (column) => {
          const read = column.expr === null ? groupField(group, column.field) : null;
          if (read?.kind === 'key') return valueContent(key, (target, text) => valueLink(members[0]!, target, text), parts);
          if (read?.kind !== 'rows') return [text('-')];
          return [
            element(
              'ul',
              ['dataview', 'dataview-ul', 'dataview-result-list-ul'],
              members.map((i) => element('li', ['dataview-result-list-li'], cell(i, read.field))),
            ),
          ];
        },
      }))
    : shown.map((i) => ({ id: [link(i)], cells: (column) => columnCell(i, column) }));
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
    const count = group ? lines.length : rows.length;
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
  if (rows.length > shown.length)
    children.push(element('p', ['dataview-more'], [text(`… and ${(rows.length - shown.length).toLocaleString('en')} more notes.`)]));
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

/** Whether `code` is a ```` ```dataview ```` block's. */
function isDataview(code: Element): boolean {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-dataview');
}

/** A Dataview block's answer, or `null` when the query is not one the site answers or is past the note's budget (the code stays). */
function answer(scope: DataviewScope, code: Element, budget: QueryBudget): Element | null {
  const query = parseQuery(code.children.map((c) => (c.type === 'text' ? c.value : '')).join(''));
  if (query === null) return null;
  const notes = scope.notes();
  const cost = queryCost(query, notes.length);
  if (cost > budget.steps) return null;
  budget.steps -= cost;
  const rows = runQuery(query, notes, scope.self).filter(scope.published);
  const shown = Math.min(rows.length, budget.rows);
  budget.rows -= shown;
  return queryResult(query, notes, rows, (i) => scope.link(i, noteName(notes[i]!.path)), shown, scope.valueLink, scope.self, budget.parts);
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
      const result = answer(scope, first, budget);
      if (result !== null) parent.children.splice(index, 1, result);
      return SKIP;
    }
    const field = node.children.length === 1 && first?.type === 'text' ? fileField(first.value, scope.path) : null;
    if (field !== null)
      parent.children.splice(index, 1, field.link ? scope.link(scope.self, field.value) : { type: 'text', value: field.value });
    return SKIP;
  });
}
