/**
 * A base's view run over the vault's notes (`bases-parse.ts` reads it): which notes it shows
 * ({@link runView}: filtered by the base's and the view's filters, sorted, limited), and the value
 * of each property it shows ({@link propertyValue}). Obsidian's base lists every file of the vault;
 * the site lists its notes. Pure: the caller hands in the notes (the same list Dataview queries see,
 * `QueryNote`, with the frontmatter as properties).
 *
 * Here expressions are run: names, members (`file.x`, `note.x`, `formula.x`, `this`), indexes and
 * operators. Values and operators are in `bases-values.ts`, what a run reads of a note in
 * `bases-fields.ts`, functions and methods in `bases-functions.ts`. Every expression node run
 * counts a step; a run has twice its {@link viewCost} (a list's `filter`, `map` and `reduce` run
 * their expression per item), and past it gives no view.
 */
import type { Expr } from './bases-expression.ts';
import { MAX_DEPTH } from './bases-expression.ts';
import { type Base, type Filter, formulaName, type SortKey, type View } from './bases-parse.ts';
import { type BaseNote, fileField, fromProperty, noteProperty, type Row, type Scope, StepsExceeded } from './bases-fields.ts';
import { call } from './bases-functions.ts';
import { bounded, binary, collator, compareValues, isKind, num, truthy, type Value, valueText } from './bases-values.ts';

/** What a base with a list's `filter`, `map` or `reduce` may cost on top of its expressions' size (steps). */
const LAMBDA_STEPS = 5_000_000;

/**
 * A member of a value: `file.x`, `note.x`, `formula.x`, `this.file`, `this.note`, `this.x` (a
 * property of the note showing the base), a file's field, `list.length`, `text.length`, a
 * mapping's key.
 */
function member(scope: Scope, row: Row, object: Expr, name: string): Value {
  if (object.k === 'name') {
    if (object.name === 'file') return fileField(scope, row.note, name);
    if (object.name === 'note') return noteProperty(scope, row.note, name);
    if (object.name === 'formula') return formula(scope, row, name);
  }
  if (object.k === 'this') {
    if (scope.self === null) return null;
    if (name === 'file') return { kind: 'file', note: scope.self };
    // Formulas are computed for the notes a view lists, not for the note showing it.
    if (name === 'formula') return null;
    const note = scope.notes[scope.self]!;
    return name === 'note' ? { kind: 'object', value: note.properties, owner: scope.self } : noteProperty(scope, scope.self, name);
  }
  return field(scope, evaluate(scope, row, object), name);
}

function field(scope: Scope, value: Value, name: string): Value {
  if (name === 'length' && (typeof value === 'string' || Array.isArray(value))) return value.length;
  if (name === 'length' && isKind(value, 'link')) return value.target.length;
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'file')
    return fileField(scope, value.note, name);
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && value.kind === 'object') {
    return Object.hasOwn(value.value, name) ? fromProperty(scope, value.owner, value.value[name]) : null;
  }
  return null;
}

function formula(scope: Scope, row: Row, name: string): Value {
  const known = row.formulas.get(name);
  if (known !== undefined) return known;
  const expr = scope.base.formulas.get(name);
  // A formula named by a computed key (`formula["f" + n]`) escapes `parseBase`'s check of formulas
  // using each other: past MAX_DEPTH formulas computing at once, as past a cycle, the value is null.
  if (!expr || row.computing.has(name) || row.computing.size > MAX_DEPTH) return null;
  row.computing.add(name);
  // A formula is the note's, whatever list item an expression using it is at.
  const value = evaluate(scope, { note: row.note, formulas: row.formulas, computing: row.computing }, expr);
  row.computing.delete(name);
  row.formulas.set(name, value);
  return value;
}

/** The value of `expr` for the row's note. */
function evaluate(scope: Scope, row: Row, expr: Expr): Value {
  if (--scope.steps.left < 0) throw new StepsExceeded();
  switch (expr.k) {
    case 'lit':
      return expr.value;
    case 'regex':
      return { kind: 'regexp', regex: expr.regex, global: expr.global };
    case 'name':
      if (row.locals?.has(expr.name)) return row.locals.get(expr.name)!;
      return expr.name === 'file' ? { kind: 'file', note: row.note } : noteProperty(scope, row.note, expr.name);
    case 'this':
      return scope.self === null ? null : { kind: 'file', note: scope.self };
    case 'member':
      return member(scope, row, expr.object, expr.name);
    case 'index': {
      const index = evaluate(scope, row, expr.index);
      if (
        expr.object.k === 'this' ||
        (expr.object.k === 'name' && (expr.object.name === 'note' || expr.object.name === 'formula' || expr.object.name === 'file'))
      )
        return member(scope, row, expr.object, valueText(index));
      const object = evaluate(scope, row, expr.object);
      if (Array.isArray(object) && typeof index === 'number') return object.at(Math.trunc(index)) ?? null;
      return field(scope, object, valueText(index));
    }
    case 'call':
      return call(scope, row, expr.name, undefined, expr.args);
    case 'method':
      return call(scope, row, expr.name, evaluate(scope, row, expr.object), expr.args);
    case 'list':
      return bounded(expr.items.map((item) => evaluate(scope, row, item)));
    case 'not':
      return !truthy(evaluate(scope, row, expr.operand));
    case 'neg': {
      const n = num(evaluate(scope, row, expr.operand));
      return n === null ? null : -n;
    }
    case 'binary':
      if (expr.op === '&&') return truthy(evaluate(scope, row, expr.left)) && truthy(evaluate(scope, row, expr.right));
      if (expr.op === '||') return truthy(evaluate(scope, row, expr.left)) || truthy(evaluate(scope, row, expr.right));
      return binary(expr.op, evaluate(scope, row, expr.left), evaluate(scope, row, expr.right));
  }
}

function passes(scope: Scope, row: Row, filter: Filter | null): boolean {
  if (filter === null) return true;
  switch (filter.k) {
    case 'expr':
      return truthy(evaluate(scope, row, filter.expr));
    case 'and':
      return filter.items.every((f) => passes(scope, row, f));
    case 'or':
      return filter.items.some((f) => passes(scope, row, f));
    case 'not':
      return !filter.items.some((f) => passes(scope, row, f));
  }
}

/** The value a view shows for a property (`file.name`, `note.x`, `x`, `formula.x`) of a note of a run. */
export function propertyValue(run: ViewRun, index: number, property: string): Value {
  const row = run.rows.get(index) ?? { note: index, formulas: new Map(), computing: new Set() };
  const name = formulaName(property);
  if (name !== null) {
    // Past the run's steps a formula is null, as an error cell shows nothing; `runView` then shows no view.
    try {
      return formula(run.scope, row, name);
    } catch (error) {
      if (error instanceof StepsExceeded) return null;
      throw error;
    }
  }
  if (property.startsWith('file.')) return fileField(run.scope, index, property.slice(5));
  return noteProperty(run.scope, index, property.startsWith('note.') ? property.slice(5) : property);
}

/** A view run: the notes it shows (indices into the notes, in its order), and what computing their values needs. */
export interface ViewRun {
  /** Notes shown, in the view's order, after `limit`. */
  notes: number[];
  scope: Scope;
  rows: Map<number, Row>;
  /** Steps the run took (set by {@link runView}). */
  steps: number;
}

/**
 * What running `view` of `base` over `notes` notes costs, in steps (an expression's node run for
 * one note): each note runs the base's expressions; a list's `filter`, `map` or `reduce` may run
 * many times over, so a base using one costs {@link LAMBDA_STEPS} more.
 */
export function viewCost(base: Base, notes: number): number {
  return (base.weight + 1) * Math.max(1, notes) + (base.lambdas ? LAMBDA_STEPS : 0);
}

/** What {@link runView} is told besides the base, the view and the notes. */
export interface RunOptions {
  /** Whether note `i` has a page: only those are listed (default: all). */
  published?: (index: number) => boolean;
  /** The note showing the base, which `this` names (an index into the notes; default `null`: none, and `this` is null). */
  self?: number | null;
  /** How many of the notes listed are drawn: their shown properties are computed in the run (default 2,000). */
  drawn?: number;
  /** Steps the run may take at most, below twice its {@link viewCost} (default: no lower bound). */
  maxSteps?: number;
  /** The note a `[[target]]` in a property of note `owner` names, as the vault resolved it (`null`: none; `undefined`, or no function: by path, else a unique name). */
  resolve?: (owner: number, target: string) => number | null | undefined;
}

/**
 * The notes `view` of `base` shows among `notes` (those `options.published` says have a page): the
 * base's filters and the view's (both must hold), ordered by the view's `sort` keys (then by path,
 * as Obsidian's default order; numbers as numbers), grouped keys first when `groupBy` is given, at
 * most `limit`; the properties the view shows computed for the first `options.drawn` of them, so
 * that drawing them runs nothing more. `null` when that takes more than twice
 * {@link viewCost} steps (a `map` over long lists), or more than `options.maxSteps`: the view is
 * then not shown.
 */
export function runView(base: Base, view: View, notes: readonly BaseNote[], options: RunOptions = {}): ViewRun | null {
  const allowed = Math.min(2 * viewCost(base, notes.length) + 10_000, options.maxSteps ?? Number.POSITIVE_INFINITY);
  const steps = { left: allowed };
  try {
    const scope: Scope = {
      notes,
      base,
      self: options.self ?? null,
      steps,
      resolve: options.resolve,
      evaluate: (row, expr) => evaluate(scope, row, expr),
    };
    const run = listed(base, view, scope, options.published ?? (() => true));
    const shown = [...view.order, ...view.summaries.keys()];
    for (const i of run.notes.slice(0, options.drawn ?? 2_000)) for (const p of shown) propertyValue(run, i, p);
    run.steps = allowed - steps.left;
    return steps.left < 0 ? null : run;
  } catch (error) {
    if (error instanceof StepsExceeded) return null;
    throw error;
  }
}

function listed(base: Base, view: View, scope: Scope, published: (index: number) => boolean): ViewRun {
  const { notes } = scope;
  const rows = new Map<number, Row>();
  const shown: number[] = [];
  for (let i = 0; i < notes.length; i++) {
    if (!published(i)) continue;
    const row: Row = { note: i, formulas: new Map(), computing: new Set() };
    if (!passes(scope, row, base.filters) || !passes(scope, row, view.filters)) continue;
    rows.set(i, row);
    shown.push(i);
  }
  const run: ViewRun = { notes: shown, scope, rows, steps: 0 };
  const keys: SortKey[] = [...(view.groupBy ? [view.groupBy] : []), ...view.sort];
  const values = new Map(shown.map((i) => [i, keys.map((k) => propertyValue(run, i, k.property))]));
  shown.sort((x, y) => {
    const vx = values.get(x)!;
    const vy = values.get(y)!;
    for (const [k, key] of keys.entries()) {
      const c = compareValues(vx[k]!, vy[k]!);
      if (c !== 0) return key.descending ? -c : c;
    }
    const a = notes[x]!.path;
    const b = notes[y]!.path;
    return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
  });
  if (view.limit !== null && shown.length > view.limit) shown.length = view.limit;
  return run;
}
