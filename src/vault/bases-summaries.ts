/**
 * Obsidian's own summaries of a base table's column (`summaries:` of a view: `cost: Sum`), over
 * the notes of a run (`bases-query.ts`), as the text shown under the column (`bases-render.ts`).
 */
import type { SummaryName } from './bases-parse.ts';
import { propertyValue, type ViewRun } from './bases-query.ts';
import { isKind, num, type Value } from './bases-values.ts';

/** A number a summary shows: at most two decimals, as a table cell shows a number. */
const summaryNumber = (n: number): string => String(Math.round(n * 100) / 100);

/** An ISO date (`2024-05-01`, with a time or not), as a time in ms; `null` for other values. */
function isoDate(value: Value): number | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) return null;
  const t = Date.parse(value.trim());
  return Number.isNaN(t) ? null : t;
}

/** What makes two values the same for `Unique`: a link its note (else its target), anything else its JSON. */
const uniqueKey = (v: Value): string =>
  Array.isArray(v)
    ? `[${v.map(uniqueKey).join(',')}]`
    : isKind(v, 'link')
      ? v.note === null
        ? `link:${JSON.stringify(v.target)}`
        : `note:${v.note}`
      : isKind(v, 'file')
        ? `note:${v.note}`
        : JSON.stringify(v, (k, x) => (k === 'owner' ? undefined : x));

/**
 * The summary `name` of `property` over the notes `rows` of a run, as the text under its column;
 * `''` when it has nothing to summarise (no number for `Sum`, no date for `Earliest`). Numbers:
 * `Average`, `Min`, `Max`, `Sum`, `Range` (max - min), `Median`, `Stddev` (of the population);
 * numeric text counts as a number, shown with at most two decimals. Dates written as ISO dates:
 * `Earliest`, `Latest` (as written). Booleans: `Checked`, `Unchecked` (counts). Any value: `Empty`,
 * `Filled` (counts; empty is no value, empty text or an empty list), `Unique` (distinct values
 * that are not empty).
 */
export function summarize(run: ViewRun, rows: readonly number[], property: string, name: SummaryName): string {
  const values = rows.map((i) => propertyValue(run, i, property));
  const empty = (v: Value): boolean => v === null || v === '' || (Array.isArray(v) && v.length === 0);
  switch (name) {
    case 'Empty':
      return String(values.filter(empty).length);
    case 'Filled':
      return String(values.filter((v) => !empty(v)).length);
    case 'Unique':
      return String(new Set(values.filter((v) => !empty(v)).map(uniqueKey)).size);
    case 'Checked':
      return String(values.filter((v) => v === true).length);
    case 'Unchecked':
      return String(values.filter((v) => v === false).length);
    case 'Earliest':
    case 'Latest': {
      let best: { t: number; text: string } | null = null;
      for (const v of values) {
        const t = isoDate(v);
        if (t !== null && (best === null || (name === 'Earliest' ? t < best.t : t > best.t))) best = { t, text: String(v).trim() };
      }
      return best?.text ?? '';
    }
  }
  const ns = values.map(num).filter((n): n is number => n !== null);
  if (ns.length === 0) return '';
  const sum = ns.reduce((a, b) => a + b, 0);
  const mean = sum / ns.length;
  switch (name) {
    case 'Average':
      return summaryNumber(mean);
    case 'Sum':
      return summaryNumber(sum);
    case 'Min':
      return summaryNumber(Math.min(...ns));
    case 'Max':
      return summaryNumber(Math.max(...ns));
    case 'Range':
      return summaryNumber(Math.max(...ns) - Math.min(...ns));
    case 'Median': {
      const sorted = [...ns].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return summaryNumber(sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2);
    }
    case 'Stddev':
      return summaryNumber(Math.sqrt(ns.reduce((a, n) => a + (n - mean) ** 2, 0) / ns.length));
  }
}
