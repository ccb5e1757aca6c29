/**
 * Obsidian's embedded search in a note's rendered tree ({@link fillSearches}): each
 * ```` ```query ```` block replaced by the notes its search finds (`search-query.ts`), as Obsidian's
 * reading view lists them: a link to each note (in Obsidian's default order, by path), with its
 * matching lines as text beneath. At most {@link MAX_NOTES} notes and {@link MAX_LINES} lines a
 * note are shown, then a line says how many more notes there are. The notes' text is only ever
 * put in text nodes (no HTML of a note is read). A search finds no link: the notes it lists are
 * neither links nor backlinks of the note holding it, as in Obsidian.
 */
import type { Element, ElementContent, Root } from 'hast';
import { parseSearch, type SearchQuery } from './search-parse.ts';
import { matchingLines, runSearch, searchCost, type SearchCorpus } from './search-query.ts';
import { SKIP, walkHast } from './walk.ts';
import { element, text } from './hast-build.ts';

/** Notes shown per search, and lines per note. */
const MAX_NOTES = 50;
const MAX_LINES = 3;
/** A shown line is cut after this many characters. */
const MAX_LINE_LENGTH = 300;

/**
 * Work a page's searches may do together (`searchCost`, about 2 seconds): about 50 searches of a
 * few words over a 5,000-note vault of 5 KB notes, or one with a `line:` part, or one short pattern
 * over 1,000 such notes (a pattern weighs by its RE2 program and the lines it is started on).
 * Past it a search stays code, with a line saying it was not run.
 */
export const SEARCH_WORK_PER_PAGE = 4_000_000_000;
/**
 * The same for all the pages of a build together: each page holding a search may read this
 * divided by the number of such pages (when less than {@link SEARCH_WORK_PER_PAGE}), so the
 * build's work is bounded and every page's share is the same whatever the order pages are
 * rendered in (the build and `check` see the same pages).
 */
export const SEARCH_WORK_PER_VAULT = 20_000_000_000;

/** Said above a search past the page's budget, shown as written. */
const NOT_RUN = "Not run on the site: this page's searches would read more than the site reads for one page. Obsidian runs it.";

/** What `fillSearches` needs of the vault. */
export interface SearchScope {
  /** The notes as searches see them (asked for only when the note holds a search). */
  corpus: () => SearchCorpus;
  /** Whether note `i` has a page (a binary `.md` file has none). */
  published: (index: number) => boolean;
  /** The link to note `i`'s page. */
  link: (index: number) => Element;
  /** Characters of text this page's searches may read together. */
  budget: number;
  /** The notes found by each query text already run in this build (a search finds the same notes from any page). */
  found: Map<string, number[]>;
}

/** Whether `code` is a ```` ```query ```` block's. */
function isSearch(code: Element): boolean {
  const classes = code.properties.className;
  return Array.isArray(classes) && classes.includes('language-query');
}

/** A line as shown: trimmed, cut after {@link MAX_LINE_LENGTH} characters. */
function shownLine(line: string): string {
  return line.length > MAX_LINE_LENGTH ? `${line.slice(0, MAX_LINE_LENGTH)}…` : line;
}

/** The found notes `rows` (indices into `corpus.notes`) laid out: links with their lines, then how many more. */
function searchResult(query: SearchQuery, corpus: SearchCorpus, rows: readonly number[], link: (index: number) => Element): Element {
  const shown = rows.slice(0, MAX_NOTES);
  const children: ElementContent[] = [];
  if (rows.length === 0) children.push(element('p', ['search-empty'], [text('No note matches this search.')]));
  else {
    const items = shown.map((i) => {
      const { lines, more } = matchingLines(query, corpus, i, MAX_LINES);
      const parts: ElementContent[] = [link(i)];
      if (lines.length > 0) {
        const matches = lines.map((line) => element('li', null, [text(shownLine(line))]));
        if (more) matches.push(element('li', ['search-result-more'], [text('…')]));
        parts.push(element('ul', ['search-result-lines'], matches));
      }
      return element('li', null, parts);
    });
    children.push(element('ul', ['search-results'], items));
  }
  if (rows.length > shown.length)
    children.push(element('p', ['search-more'], [text(`… and ${(rows.length - shown.length).toLocaleString('en')} more notes.`)]));
  return element('div', ['search-query'], children);
}

/**
 * A search block's answer; `null` when its query cannot run (the code stays, and the vault reports
 * it: `QueryNotRun`), `'over budget'` when it is past the page's budget.
 */
function answer(scope: SearchScope, code: Element, budget: { left: number }): Element | null | 'over budget' {
  const source = code.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
  const parsed = parseSearch(source);
  if (!parsed.ok) return null;
  const corpus = scope.corpus();
  const cost = searchCost(parsed.query, corpus);
  if (cost > budget.left) return 'over budget';
  budget.left -= cost;
  const key = source.trim();
  let rows = scope.found.get(key);
  if (rows === undefined) {
    rows = runSearch(parsed.query, corpus).filter(scope.published);
    scope.found.set(key, rows);
  }
  return searchResult(parsed.query, corpus, rows, scope.link);
}

/** Each ```` ```query ```` block of a note's tree replaced by its answer, within the page's budget. */
export function fillSearches(tree: Root, scope: SearchScope): void {
  const budget = { left: scope.budget };
  walkHast(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'pre') return undefined;
    if (!parent || index === undefined) return SKIP;
    const first = node.children[0];
    if (first?.type !== 'element' || first.tagName !== 'code' || !isSearch(first)) return SKIP;
    const result = answer(scope, first, budget);
    // Past the budget the query stays as written, said so where the reader sees it.
    if (result === 'over budget')
      parent.children.splice(index, 1, element('div', ['search-query'], [element('p', ['search-not-run'], [text(NOT_RUN)]), node]));
    else if (result !== null) parent.children.splice(index, 1, result);
    return SKIP;
  });
}
