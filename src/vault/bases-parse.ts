/**
 * Obsidian Bases (a `.base` file, or a ```` ```base ```` block): the YAML read into a {@link Base}
 * (`parseBase`), its filters and formulas read by `bases-expression.ts`. What the site cannot run at build time is
 * found here, before anything runs: dates (`now()`, `file.mtime`…), functions it does not
 * know, summaries other than Obsidian's own, a view type other than table, cards and list. Such a problem belongs to the
 * whole base (its YAML, its global filters) or to one view (its type, its filters, the formulas it
 * shows), so that a base's table view still runs when another of its views is a map.
 *
 * Bounded: a base of at most {@link MAX_BASE_CHARS} characters, its filter objects nested at most
 * {@link MAX_DEPTH} deep (as an expression's parentheses and calls are, `bases-expression.ts`);
 * YAML aliases are refused (they could repeat a filter list many times over).
 */
import type { AnchorSpec } from './link-target.ts';
import { type Expr, exprSize, FILE_FIELDS, formulasIn, LAMBDA_METHODS, MAX_DEPTH, parseExpression, someNode } from './bases-expression.ts';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

/** A base's text, at most: a base Obsidian writes is a few KB. */
const MAX_BASE_CHARS = 256_000;
/** Why an expression or base cannot run, and where (line in the base's text, from 1). */
export interface Problem {
  message: string;
  line: number;
}

/** A filter: an expression, or `and`/`or`/`not` of filters (`not`: none of them holds). */
export type Filter = { k: 'expr'; expr: Expr } | { k: 'and' | 'or' | 'not'; items: Filter[] };

/** A sort key: a property (`file.name`, `note.price`, `price`, `formula.x`) and its direction. */
export interface SortKey {
  property: string;
  descending: boolean;
}

/** One view of a base, ready to run. */
export interface View {
  type: 'table' | 'cards' | 'list';
  name: string;
  /** The properties shown, in order (`file.name` when none is given). */
  order: string[];
  sort: SortKey[];
  limit: number | null;
  groupBy: SortKey | null;
  filters: Filter | null;
  /** The summary of a column of a table view, by property as written in `summaries:` (`cost: Sum`). */
  summaries: Map<string, SummaryName>;
}

/**
 * Obsidian's own summaries of a column (a base's `summaries:` of custom formulas are not run):
 * numbers (numeric text too), dates written as ISO dates, booleans, and any value.
 */
const SUMMARY_NAMES = [
  'Average',
  'Min',
  'Max',
  'Sum',
  'Range',
  'Median',
  'Stddev',
  'Earliest',
  'Latest',
  'Checked',
  'Unchecked',
  'Empty',
  'Filled',
  'Unique',
] as const;
export type SummaryName = (typeof SUMMARY_NAMES)[number];
const isSummaryName = (name: string): name is SummaryName => (SUMMARY_NAMES as readonly string[]).includes(name);

/** A view as read: ready, or why it cannot run; its name either way (`![[x.base#Name]]` picks it). */
export interface ViewEntry {
  name: string;
  line: number;
  view: View | null;
  problem: Problem | null;
}

/** A base as read. */
export interface Base {
  filters: Filter | null;
  /** Formulas by name, each read (those with a problem are refused by the views that show or use them). */
  formulas: Map<string, Expr>;
  /** Headers: `displayName` by property as written in `properties`. */
  displayNames: Map<string, string>;
  views: ViewEntry[];
  /** Expressions of the base in all (global filters, formulas, each view's filters): what one note costs to run. */
  weight: number;
  /** Whether any of them reads `this` (the note showing the base): then each note showing it runs it for itself. */
  usesThis: boolean;
  /** Whether any of them runs an expression for each item of a list (`filter`, `map`, `reduce`): its cost is not its size. */
  lambdas: boolean;
}

/** What the expressions read so far cost ({@link Base.weight}), whether one reads `this`, whether one runs a list's items. */
interface Tally {
  n: number;
  usesThis: boolean;
  lambdas: boolean;
}

const lambdaNames: ReadonlySet<string> = new Set(LAMBDA_METHODS);

/** Counts `expr` in `tally`. */
function tallyExpr(tally: Tally, expr: Expr): void {
  tally.n += exprSize(expr);
  tally.usesThis ||= someNode(expr, (e) => e.k === 'this');
  tally.lambdas ||= someNode(expr, (e) => e.k === 'method' && lambdaNames.has(e.name));
}

export type BaseResult = { ok: true; base: Base } | { ok: false; problem: Problem };

function filterFormulas(f: Filter | null, out: Set<string>): void {
  if (f === null) return;
  if (f.k === 'expr') formulasIn(f.expr, out);
  else for (const item of f.items) filterFormulas(item, out);
}

/** Where a YAML node starts, as a line of the base's text. */
type LineOf = (node: YamlNode | null | undefined) => number;

class BaseError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.line = line;
  }
}

/** A YAML node's text when it is a scalar (numbers and booleans as written); `null` otherwise. */
function scalarText(node: unknown): string | null {
  if (!isScalar(node)) return null;
  const v = node.value;
  return v === null || v === undefined ? null : String(v);
}

/** The entries of a YAML mapping by key text. */
function entries(node: unknown): Array<[string, YamlNode | null, YamlNode | null]> {
  if (!isMap(node)) return [];
  return node.items.map((pair) => [scalarText(pair.key) ?? '', pair.key as YamlNode | null, pair.value as YamlNode | null]);
}

/** A filter read from its YAML node (a string, or a mapping of one of `and`, `or`, `not` to a list); nodes counted in `count`. */
function readFilter(node: YamlNode | null, lineOf: LineOf, depth: number, count: Tally): Filter {
  if (depth > MAX_DEPTH) throw new BaseError(`its filters are nested more than ${MAX_DEPTH} deep`, lineOf(node));
  const text = scalarText(node);
  if (text !== null) {
    const parsed = parseExpression(text);
    if (!parsed.ok) throw new BaseError(`the filter \`${clip(text)}\`: ${parsed.problem}`, lineOf(node));
    tallyExpr(count, parsed.expr);
    return { k: 'expr', expr: parsed.expr };
  }
  const list = entries(node);
  const [key, , value] = list[0] ?? ['', null, null];
  if (list.length !== 1 || (key !== 'and' && key !== 'or' && key !== 'not'))
    throw new BaseError('a filter is a text, or one of `and:`, `or:`, `not:` with a list', lineOf(node));
  if (!isSeq(value) && value !== null) throw new BaseError(`\`${key}:\` is not followed by a list`, lineOf(node));
  const items = isSeq(value) ? value.items.map((item) => readFilter(item as YamlNode | null, lineOf, depth + 1, count)) : [];
  return { k: key, items };
}

/** A sort key read from `{ property, direction }`. */
function readSortKey(node: YamlNode | null, lineOf: LineOf, what: string): SortKey {
  let property: string | null = null;
  let descending = false;
  for (const [key, , value] of entries(node)) {
    if (key === 'property') property = scalarText(value);
    else if (key === 'direction') descending = (scalarText(value) ?? '').toUpperCase() === 'DESC';
  }
  if (property === null) throw new BaseError(`${what} names no \`property\``, lineOf(node));
  return { property, descending };
}

/** At most 60 characters of `text`, for a message. */
function clip(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** The formula a property names (`formula.x`), or `null`. */
export function formulaName(property: string): string | null {
  return property.startsWith('formula.') ? property.slice('formula.'.length) : null;
}

/**
 * A base's YAML read: its global `filters`, `formulas`, `properties` (display names) and `views`.
 * A problem of the whole base (not YAML, a YAML alias, a malformed global filter, no view) makes
 * it `ok: false`; a problem of one view (its type, a summary, its filters, a formula it shows or
 * filters with, directly or through other formulas) is that view's. `line` counts from 1 in
 * `source`. Bounded by {@link MAX_BASE_CHARS}, {@link MAX_EXPRESSION_CHARS} and {@link MAX_DEPTH}.
 */
export function parseBase(source: string): BaseResult {
  const known = parsed.get(source);
  if (known) return known;
  const result = readBaseText(source);
  // A few bases, each embedded on many pages: read once (the oldest let go past the bound).
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(source, result);
  return result;
}

/** Bases read lately, by text (results are never mutated). */
const parsed = new Map<string, BaseResult>();
const PARSED_KEPT = 64;

function readBaseText(source: string): BaseResult {
  if (source.length > MAX_BASE_CHARS)
    return { ok: false, problem: { message: `it is longer than ${MAX_BASE_CHARS.toLocaleString('en')} characters`, line: 1 } };
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, uniqueKeys: true, logLevel: 'silent' });
  const error = doc.errors[0];
  if (error) {
    const reason = error.code === 'RESOURCE_EXHAUSTION' ? 'it is nested too deeply' : (error.message.split('\n')[0] ?? error.message);
    return { ok: false, problem: { message: `its YAML cannot be read: ${reason}`, line: error.linePos?.[0]?.line ?? 1 } };
  }
  const lineOf: LineOf = (node) => (node?.range ? lines.linePos(node.range[0]).line : 1);
  let alias: YamlNode | null = null;
  const findAlias = (node: unknown, depth: number): void => {
    if (alias || depth > 200) return;
    if (isAlias(node)) alias = node;
    else if (isMap(node)) for (const pair of node.items) findAlias(pair.value, depth + 1);
    else if (isSeq(node)) for (const item of node.items) findAlias(item, depth + 1);
  };
  findAlias(doc.contents, 0);
  if (alias)
    return {
      ok: false,
      problem: { message: 'it uses a YAML alias (`*name`), which Obsidian never writes in a base', line: lineOf(alias) },
    };
  if (doc.contents !== null && !isMap(doc.contents))
    return { ok: false, problem: { message: 'it is not a mapping of `filters:`, `formulas:`, `properties:` and `views:`', line: 1 } };
  try {
    return { ok: true, base: readBase(doc.contents, lineOf) };
  } catch (e) {
    if (e instanceof BaseError) return { ok: false, problem: { message: e.message, line: e.line } };
    throw e;
  }
}

function readBase(root: YamlNode | null, lineOf: LineOf): Base {
  const count: Tally = { n: 0, usesThis: false, lambdas: false };
  let filters: Filter | null = null;
  const formulas = new Map<string, Expr>();
  const formulaProblems = new Map<string, Problem>();
  const displayNames = new Map<string, string>();
  let viewsNode: YamlNode | null = null;
  for (const [key, keyNode, value] of entries(root)) {
    if (key === 'filters') filters = value === null ? null : readFilter(value, lineOf, 0, count);
    else if (key === 'formulas') {
      for (const [name, nameNode, formula] of entries(value)) {
        const text = scalarText(formula) ?? '';
        const parsed = parseExpression(text);
        if (parsed.ok) {
          formulas.set(name, parsed.expr);
          tallyExpr(count, parsed.expr);
        } else formulaProblems.set(name, { message: `the formula \`${name}\`: ${parsed.problem}`, line: lineOf(formula ?? nameNode) });
      }
    } else if (key === 'properties') {
      for (const [property, , config] of entries(value))
        for (const [k, , v] of entries(config))
          if (k === 'displayName' && scalarText(v) !== null) displayNames.set(property, scalarText(v)!);
    } else if (key === 'views') viewsNode = value;
    else if (key !== 'summaries') void keyNode;
  }
  // Formulas that use each other: those in a cycle are refused as the ones with a problem are.
  const uses = new Map<string, Set<string>>();
  for (const [name, expr] of formulas) {
    const out = new Set<string>();
    formulasIn(expr, out);
    uses.set(name, out);
  }
  /** The problem of formula `name` or of one it uses; `null` when it runs. */
  const formulaProblem = (name: string, seen: Set<string> = new Set()): Problem | null => {
    const own = formulaProblems.get(name);
    if (own) return own;
    if (seen.has(name)) return { message: `the formula \`${name}\` uses itself`, line: 1 };
    if (seen.size > MAX_DEPTH) return { message: `formulas use each other more than ${MAX_DEPTH} deep`, line: 1 };
    seen.add(name);
    for (const used of uses.get(name) ?? []) {
      const problem = formulaProblem(used, seen);
      if (problem) return problem;
    }
    seen.delete(name);
    return null;
  };
  const globalFormulas = new Set<string>();
  filterFormulas(filters, globalFormulas);
  for (const name of globalFormulas) {
    const problem = formulaProblem(name);
    if (problem) throw new BaseError(problem.message, problem.line);
  }
  const views: ViewEntry[] = [];
  const viewItems = isSeq(viewsNode) ? viewsNode.items : [];
  for (const [i, item] of viewItems.entries()) {
    const node = item as YamlNode | null;
    const line = lineOf(node);
    let name = `View ${i + 1}`;
    for (const [key, , value] of entries(node)) if (key === 'name' && scalarText(value) !== null) name = scalarText(value)!;
    try {
      views.push({ name, line, view: readView(node, lineOf, count, formulaProblem), problem: null });
    } catch (e) {
      if (!(e instanceof BaseError)) throw e;
      views.push({ name, line, view: null, problem: { message: `the view "${name}": ${e.message}`, line: e.line } });
    }
  }
  if (views.length === 0)
    throw new BaseError('it has no view (`views:` with a `type: table`, `cards` or `list`)', lineOf(viewsNode ?? root));
  return { filters, formulas, displayNames, views, weight: count.n, usesThis: count.usesThis, lambdas: count.lambdas };
}

function readView(node: YamlNode | null, lineOf: LineOf, count: Tally, formulaProblem: (name: string) => Problem | null): View {
  const view: View = { type: 'table', name: '', order: [], sort: [], limit: null, groupBy: null, filters: null, summaries: new Map() };
  let type: string | null = null;
  for (const [key, keyNode, value] of entries(node)) {
    switch (key) {
      case 'type':
        type = scalarText(value);
        break;
      case 'name':
        view.name = scalarText(value) ?? '';
        break;
      case 'order':
        if (isSeq(value)) for (const p of value.items) if (scalarText(p) !== null) view.order.push(scalarText(p)!);
        break;
      case 'sort':
        if (isSeq(value)) for (const s of value.items) view.sort.push(readSortKey(s as YamlNode | null, lineOf, '`sort:`'));
        break;
      case 'limit': {
        const n = Number(scalarText(value));
        if (Number.isFinite(n) && n >= 0) view.limit = Math.floor(n);
        break;
      }
      case 'groupBy':
        view.groupBy = readSortKey(value, lineOf, '`groupBy:`');
        break;
      case 'filters':
        view.filters = value === null ? null : readFilter(value, lineOf, 0, count);
        break;
      case 'summaries':
        for (const [property, propertyNode, summary] of entries(value)) {
          const name = scalarText(summary) ?? '';
          if (!isSummaryName(name))
            throw new BaseError(
              `the summary \`${clip(name)}\` of \`${clip(property)}\` is not run on the site (only ${SUMMARY_NAMES.join(', ')}; not a base's own \`summaries:\` formulas)`,
              lineOf(summary ?? propertyNode ?? keyNode),
            );
          view.summaries.set(property, name);
        }
        break;
    }
  }
  if (type !== 'table' && type !== 'cards' && type !== 'list')
    throw new BaseError(`a \`${type ?? 'missing'}\` view is not shown on the site (only table, cards and list)`, lineOf(node));
  view.type = type;
  if (view.order.length === 0) view.order = ['file.name'];
  const used = new Set<string>();
  filterFormulas(view.filters, used);
  const shown = [
    ...view.order,
    ...view.sort.map((s) => s.property),
    ...(view.groupBy ? [view.groupBy.property] : []),
    ...view.summaries.keys(),
  ];
  for (const property of shown) {
    const name = formulaName(property);
    if (name !== null) used.add(name);
    else if (/^file\./.test(property) && !FILE_FIELDS.has(property.slice(5)))
      throw new BaseError(`\`${property}\` is not shown on the site`, lineOf(node));
  }
  for (const name of used) {
    const problem = formulaProblem(name);
    if (problem) throw new BaseError(problem.message, problem.line);
  }
  return view;
}

/** The view of `base` named `name` (exactly, else ignoring case), or its first view when `name` is `null`; `null` when none has that name. */
export function pickView(base: Base, name: string | null): ViewEntry | null {
  if (name === null) return base.views[0] ?? null;
  return base.views.find((v) => v.name === name) ?? base.views.find((v) => v.name.toLowerCase() === name.toLowerCase()) ?? null;
}

/**
 * Why the view `viewName` of the base written `source` (its first view for `null`) cannot be shown
 * on the site, and where in `source`; `null` when it can. What the build (which then keeps a link
 * or code) and the checker (which reports it) both read.
 */
export function baseProblem(source: string, viewName: string | null): Problem | null {
  const parsed = parseBase(source);
  if (!parsed.ok) return parsed.problem;
  const entry = pickView(parsed.base, viewName);
  if (entry === null) return { message: `it has no view named "${clip(viewName ?? '')}"`, line: 1 };
  return entry.problem;
}

/** The view an embed names: `![[units.base#Reading list]]` → `Reading list`; `null` (the first view) when it names none. */
export function baseViewName(anchor: AnchorSpec | null): string | null {
  if (anchor?.type !== 'heading') return null;
  return (anchor.written ?? anchor.chain.join('#')).trim();
}
