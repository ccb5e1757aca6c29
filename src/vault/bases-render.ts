/**
 * Obsidian Bases in a note's rendered tree ({@link fillBases}): each ```` ```base ```` block, and
 * each embed of a `.base` file (`![[units.base]]`, `![[units.base#View]]`, marked by `render.ts`),
 * replaced by its view (`bases-query.ts`), as Obsidian draws it: a table (one column per property
 * of `order`, headed by its `displayName`; `file.name` a link to the note), a list of links (the
 * other properties after each), or cards (the note's link, then each property with its name),
 * grouped under each `groupBy` value. At most {@link MAX_ROWS} notes a view and
 * {@link ROWS_PER_PAGE} a page are shown, then a line says how many more there are; a page's
 * views past its work budget ({@link STEPS_PER_PAGE}), or whose run takes more than its steps
 * (`runView`), stay as written (code, or the embed's link) under a line saying so. A base that
 * cannot run (`baseProblem`) stays as written too; the vault reports it (`BaseNotShown`). Values
 * are only ever put in text nodes or links.
 */
import type { Element, ElementContent, Root } from 'hast';
import { type Base, parseBase, pickView, type View } from './bases-parse.ts';
import type { BaseNote } from './bases-fields.ts';
import { propertyValue, runView, viewCost, type ViewRun } from './bases-query.ts';
import { type Value, valueText } from './bases-values.ts';
import { summarize } from './bases-summaries.ts';
import { type ValueLink, withLinks } from './dataview-render.ts';
import { element, liftFromParagraphs, text } from './hast-build.ts';
import { wikiLinkDisplay } from './plain-text.ts';
import { SKIP, walkHast } from './walk.ts';

/** Notes shown per view at most (as a Dataview query's). */
const MAX_ROWS = 2_000;
/** Notes shown by all the views of a page together. */
const ROWS_PER_PAGE = 10_000;
/** Expression steps (`viewCost`) a page's views may run together: 50 views of a few filters over 100,000 notes. */
const STEPS_PER_PAGE = 50_000_000;
/** Cells a page's views draw together; past it a cell is `…`. */
const CELLS_PER_PAGE = 20_000;
/** A text shown in a cell is cut after this many characters. */
const MAX_CELL_TEXT = 300;

/** Said above a view past the page's budget, kept as written. */
const NOT_RUN = "Not run on the site: this page's bases would read more than the site reads for one page. Obsidian shows it.";

/** What `fillBases` needs of the note and the vault. */
export interface BasesScope {
  /** The note whose page is drawn (an index into `notes`): the one `this` names. */
  self: number;
  /** The notes as bases see them (frontmatter properties), by index (asked for only when a base runs). */
  notes: () => readonly BaseNote[];
  /** The note a `[[target]]` in a property of note `owner` names, as the vault resolved it (`null`: none; `undefined`: the note has no such link). */
  resolve?: (owner: number, target: string) => number | null | undefined;
  /** Whether note `i` has a page (a binary `.md` file has none). */
  published: (index: number) => boolean;
  /** The link to note `i`'s page, showing `text`. */
  link: (index: number, text: string) => Element;
  /** A link a value of note `i` holds. */
  valueLink: ValueLink;
  /** The `.base` embed an element marks (`render.ts`): the base's text and the view named, or `null`. */
  embed: (marker: Element) => { source: string; view: string | null } | null;
  /** Steps a run of a base reading `this` may take on this page (its share of the vault's budget for them). */
  thisSteps: number;
  /** Views already run in this build, by base text and view (and the note showing it when the base reads `this`). */
  runs: Map<string, ViewRun | null>;
}

interface Budget {
  steps: number;
  /** Steps the runs of bases reading `this` may still take on this page ({@link BasesScope.thisSteps}). */
  thisSteps: number;
  rows: number;
  cells: number;
}

/** Whether `code` is a ```` ```base ```` block's. */
function isBaseBlock(code: Element): boolean {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-base');
}

/**
 * The header of a property: its `displayName` (under `properties:` as `note.x` or `x`, whichever
 * way `order` writes it), else its name (`note.` and `formula.` left out; `file.name` as "file name").
 */
function header(base: Base, property: string): string {
  const bare = property.startsWith('note.') ? property.slice(5) : /^(?:file|formula)\./.test(property) ? null : property;
  const shown =
    base.displayNames.get(property) ?? (bare === null ? undefined : (base.displayNames.get(`note.${bare}`) ?? base.displayNames.get(bare)));
  if (shown !== undefined) return shown;
  if (property.startsWith('note.') || property.startsWith('formula.')) return property.slice(property.indexOf('.') + 1);
  if (property.startsWith('file.')) return `file ${property.slice(5)}`;
  return property;
}

/**
 * A value drawn: text (its `[[links]]` as links), a list's items joined by ", ", a link (a
 * property's or an embed's as its note draws it, showing its display text, else the note's
 * name), a boolean as a ticked or empty checkbox (as Obsidian's table shows a checkbox property).
 */
function valueContent(value: Value, owner: number, scope: BasesScope, budget: Budget, depth = 0): ElementContent[] {
  if (value === null) return [];
  if (depth > 3) return [text('…')];
  if (Array.isArray(value)) {
    const out: ElementContent[] = [];
    for (const [i, item] of value.entries()) {
      if (i > 0) out.push(text(', '));
      if (budget.cells <= 0) {
        out.push(text('…'));
        break;
      }
      budget.cells--;
      out.push(...valueContent(item, owner, scope, budget, depth + 1));
    }
    return out;
  }
  if (typeof value === 'object' && value.kind === 'link') {
    const hash = value.target.indexOf('#');
    const path = hash === -1 ? value.target : value.target.slice(0, hash);
    const shown =
      value.display ??
      (value.from === undefined
        ? value.target
        : wikiLinkDisplay(path.slice(path.lastIndexOf('/') + 1) + (hash === -1 ? '' : value.target.slice(hash))));
    const own = value.from === undefined ? null : scope.valueLink(value.from, value.target, shown);
    if (own !== null) return [own];
    return value.note !== null && scope.published(value.note) ? [scope.link(value.note, shown)] : [text(shown)];
  }
  if (typeof value === 'boolean')
    return [{ type: 'element', tagName: 'input', properties: { type: 'checkbox', disabled: true, checked: value }, children: [] }];
  const written = typeof value === 'object' ? valueText(value) : String(value);
  const cut = written.length > MAX_CELL_TEXT ? `${written.slice(0, MAX_CELL_TEXT)}…` : written;
  return typeof value === 'string' ? withLinks(cut, (target, shown) => scope.valueLink(owner, target, shown)) : [text(cut)];
}

/** The cell of `property` for note `i`: its link for `file.name`, else its value. */
function cell(run: ViewRun, i: number, property: string, scope: BasesScope, budget: Budget): ElementContent[] {
  if (budget.cells <= 0) return [text('…')];
  budget.cells--;
  if (property === 'file.name') return [scope.link(i, nameOf(run, i))];
  return valueContent(propertyValue(run, i, property), i, scope, budget);
}

const nameOf = (run: ViewRun, i: number): string => {
  const path = run.scope.notes[i]!.path;
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
};

/** The footer of a table: under each column with a summary, its name and its value over `rows`. */
function summaryRow(view: View, run: ViewRun, rows: readonly number[]): Element {
  const cells = view.order.map((p) => {
    const name = view.summaries.get(p) ?? view.summaries.get(p.startsWith('note.') ? p.slice(5) : `note.${p}`);
    if (name === undefined) return element('td', null, []);
    return element(
      'td',
      ['base-summary'],
      [
        element('span', ['base-summary-name'], [text(name)]),
        text(' '),
        element('span', ['base-summary-value'], [text(summarize(run, rows, p, name))]),
      ],
    );
  });
  return element('tfoot', null, [element('tr', null, cells)]);
}

/** The notes `rows` drawn as `view` draws them. */
function body(base: Base, view: View, run: ViewRun, rows: readonly number[], scope: BasesScope, budget: Budget): Element {
  if (view.type === 'table') {
    const head = element('thead', null, [
      element(
        'tr',
        null,
        view.order.map((p) => element('th', null, [text(header(base, p))])),
      ),
    ]);
    const lines = rows.map((i) =>
      element(
        'tr',
        null,
        view.order.map((p) => element('td', null, cell(run, i, p, scope, budget))),
      ),
    );
    const parts = [head, element('tbody', null, lines)];
    if (view.summaries.size > 0) parts.push(summaryRow(view, run, rows));
    return element('table', ['base-table'], parts);
  }
  const others = view.order.filter((p) => p !== 'file.name');
  if (view.type === 'list') {
    return element(
      'ul',
      ['base-list'],
      rows.map((i) => {
        const parts: ElementContent[] = [scope.link(i, nameOf(run, i))];
        for (const p of others) {
          const value = cell(run, i, p, scope, budget);
          if (value.length > 0) parts.push(text(' · '), element('span', ['base-value'], value));
        }
        return element('li', null, parts);
      }),
    );
  }
  return element(
    'ul',
    ['base-cards'],
    rows.map((i) => {
      const fields: ElementContent[] = others.flatMap((p) => [
        element('dt', null, [text(header(base, p))]),
        element('dd', null, cell(run, i, p, scope, budget)),
      ]);
      return element(
        'li',
        ['base-card'],
        [element('p', ['base-card-title'], [scope.link(i, nameOf(run, i))]), ...(fields.length ? [element('dl', null, fields)] : [])],
      );
    }),
  );
}

/** The view laid out: groups (by `groupBy`, in the run's order) or one body, then how many notes were left out. */
function layout(base: Base, view: View, run: ViewRun, scope: BasesScope, budget: Budget): Element {
  const rows = run.notes.slice(0, Math.min(MAX_ROWS, budget.rows));
  budget.rows -= rows.length;
  const children: ElementContent[] = [];
  if (run.notes.length === 0) children.push(element('p', ['base-empty'], [text('No note matches this view.')]));
  else if (rows.length > 0 && view.groupBy) {
    const property = view.groupBy.property;
    let key: string | null = null;
    let members: number[] = [];
    const flush = (): void => {
      if (members.length === 0) return;
      const heading = valueContent(propertyValue(run, members[0]!, property), members[0]!, scope, budget);
      children.push(
        element(
          'div',
          ['base-group'],
          [
            element('p', ['base-group-heading'], [element('strong', null, heading.length ? heading : [text('No value')])]),
            body(base, view, run, members, scope, budget),
          ],
        ),
      );
      members = [];
    };
    for (const i of rows) {
      const value = propertyValue(run, i, property);
      // A link groups by its note (`[[Luke]]` and `[[Luke|the boss]]` are one group).
      const k =
        typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'link' && value.note !== null
          ? `\0${value.note}`
          : valueText(value).toLowerCase();
      if (k !== key) flush();
      key = k;
      members.push(i);
    }
    flush();
  } else if (rows.length > 0) children.push(body(base, view, run, rows, scope, budget));
  if (run.notes.length > rows.length)
    children.push(element('p', ['base-more'], [text(`… and ${(run.notes.length - rows.length).toLocaleString('en')} more notes.`)]));
  return element('div', ['base-view', `base-${view.type}-view`], children);
}

/** A base's answer for the view named `viewName`; `null` when it cannot run (the vault reports it), `'over budget'` past the page's budget. */
function answer(source: string, viewName: string | null, scope: BasesScope, budget: Budget): Element | null | 'over budget' {
  const parsed = parseBase(source);
  if (!parsed.ok) return null;
  const entry = pickView(parsed.base, viewName);
  if (entry?.view == null) return null;
  const view = entry.view;
  const notes = scope.notes();
  // A base shows the same notes on every page, unless it reads `this`, the note showing it.
  const key = `${parsed.base.views.indexOf(entry)}\0${parsed.base.usesThis ? scope.self : ''}\0${source}`;
  let run = scope.runs.get(key);
  if (run === undefined) {
    const cost = viewCost(parsed.base, notes.length);
    const own = parsed.base.usesThis;
    // A run for this page alone is bounded by the steps it takes, from the page's share.
    if (cost > budget.steps || (own && budget.thisSteps <= 0)) return 'over budget';
    budget.steps -= cost;
    run = runView(parsed.base, view, notes, {
      published: scope.published,
      self: scope.self,
      drawn: MAX_ROWS,
      ...(scope.resolve ? { resolve: scope.resolve } : {}),
      ...(own ? { maxSteps: budget.thisSteps } : {}),
    });
    if (own) budget.thisSteps -= run === null ? budget.thisSteps : run.steps;
    scope.runs.set(key, run);
  }
  // A run that took more steps than its cost allows (a `map` over long lists) is not shown.
  if (run === null) return 'over budget';
  return layout(parsed.base, view, run, scope, budget);
}

/**
 * In one walk of a note's own tree: each ```` ```base ```` block replaced by its first view, and
 * each marked `.base` embed by the view it names (its first when it names none), within the page's
 * budget. An embed's view is lifted out of its paragraph (a `<div>` cannot stand in a `<p>`).
 */
export function fillBases(tree: Root, scope: BasesScope): void {
  const budget: Budget = { steps: STEPS_PER_PAGE, thisSteps: scope.thisSteps, rows: ROWS_PER_PAGE, cells: CELLS_PER_PAGE };
  let lifted = false;
  walkHast(tree, 'element', (node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    if (node.tagName === 'pre') {
      const first = node.children[0];
      if (first?.type !== 'element' || first.tagName !== 'code' || !isBaseBlock(first)) return SKIP;
      const source = first.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      const result = answer(source, null, scope, budget);
      if (result === 'over budget')
        parent.children.splice(index, 1, element('div', ['base-view'], [element('p', ['base-not-run'], [text(NOT_RUN)]), node]));
      else if (result !== null) parent.children.splice(index, 1, result);
      return SKIP;
    }
    if (node.tagName !== 'a') return undefined;
    const embed = scope.embed(node);
    if (embed === null) return undefined;
    const result = answer(embed.source, embed.view, scope, budget);
    if (result === null) return SKIP;
    // Past the budget an embed's link stays, under the line saying why, as a block's code does.
    parent.children.splice(
      index,
      1,
      result === 'over budget' ? element('div', ['base-view'], [element('p', ['base-not-run'], [text(NOT_RUN)]), node]) : result,
    );
    lifted = true;
    return SKIP;
  });
  if (lifted) liftFromParagraphs(tree);
}
