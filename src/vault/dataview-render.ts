/**
 * The HTML of an answered Dataview query (`dataview-query.ts`), as the plugin lays it out: a list
 * of links to the notes (`LIST`), or a table with a "File" column and one column per field
 * (`TABLE`); values as Dataview writes them inline (`inline-fields.ts`); a sentence when no note
 * matches. At most {@link MAX_ROWS} notes are shown (fewer when the page's budget, `maxRows`, is
 * lower), then a line says how many more there are.
 */
import type { Element, ElementContent } from 'hast';
import { fieldValue, type Query, type QueryNote } from './dataview-query.ts';
import { valueText } from './inline-fields.ts';

/** Notes shown per query at most (a query may list the whole vault on every page). */
const MAX_ROWS = 2_000;

const text = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, className: string[] | null, children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties: className ? { className } : {},
  children,
});

/**
 * `rows` (indices into `notes`) laid out for `query`; `link(i)` is the link to note `i` as the
 * page writes links.
 */
export function queryResult(
  query: Query,
  notes: readonly QueryNote[],
  rows: readonly number[],
  link: (index: number) => Element,
  maxRows = MAX_ROWS,
): Element {
  const shown = rows.slice(0, Math.min(MAX_ROWS, maxRows));
  const children: ElementContent[] = [];
  if (rows.length === 0) {
    children.push(element('p', ['dataview-empty'], [text(`No note matches this ${query.type === 'list' ? 'list' : 'table'}.`)]));
  } else if (shown.length === 0) {
    // The page's budget ran out before this query: only the line saying how many notes it left out.
  } else if (query.type === 'list') {
    const column = query.columns[0];
    const items = shown.map((i) => {
      const parts: ElementContent[] = [];
      if (!query.withoutId) parts.push(link(i));
      if (column) parts.push(text(`${query.withoutId ? '' : ': '}${valueText(fieldValue(notes[i]!, column.field))}`));
      return element('li', null, parts);
    });
    children.push(element('ul', null, items));
  } else {
    const header: ElementContent[] = [];
    if (!query.withoutId) header.push(element('th', null, [text(`File (${rows.length})`)]));
    for (const column of query.columns) header.push(element('th', null, [text(column.name)]));
    const body = shown.map((i) => {
      const cells: ElementContent[] = [];
      if (!query.withoutId) cells.push(element('td', null, [link(i)]));
      for (const column of query.columns) cells.push(element('td', null, [text(valueText(fieldValue(notes[i]!, column.field)))]));
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
