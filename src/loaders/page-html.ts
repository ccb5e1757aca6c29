/**
 * Fits a note's rendered HTML into its page, whose only `<h1>` is the note's title.
 */
import type { Element, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';

const HEADING = /^h([1-6])$/;

/** What {@link fitNoteHtml} returns. */
export interface FittedHtml {
  /** The body HTML with its headings shifted so that the highest is an `<h2>` (relative levels kept; at most h6). */
  html: string;
  /**
   * The `id` of a leading `<h1>` that repeated the title and was removed; the page puts it on its
   * own `<h1>` so that links to that heading still land. `null` when there was none.
   */
  titleId: string | null;
}

/**
 * Fits the note's headings under the page's one `<h1>` (the title): removes a leading `<h1>` whose
 * text is the title (case and surrounding space ignored), keeping its id, then shifts every heading
 * by the same number of levels so that the highest becomes an `<h2>` (`#`→h2, `##`→h3 in a note with
 * an `#` heading; `##`→h2 in a note whose headings start at `##`). Ids and every other element are
 * left as the vault wrote them.
 */
export function fitNoteHtml(html: string, title: string): FittedHtml {
  const tree: Root = fromHtml(html, { fragment: true });
  const titleId = fitNoteTree(tree, title);
  return { html: toHtml(tree), titleId };
}

/**
 * {@link fitNoteHtml} on the note's HTML tree, in place (the build calls it from the vault's
 * `adjustHtml`, before the tree is serialised). Returns the `titleId`.
 */
export function fitNoteTree(tree: Root, title: string): string | null {
  let titleId: string | null = null;

  const first = tree.children.find((node) => !(node.type === 'text' && node.value.trim() === ''));
  if (first && isElement(first) && first.tagName === 'h1' && sameText(toString(first), title)) {
    const id = first.properties.id;
    titleId = typeof id === 'string' ? id : null;
    tree.children.splice(tree.children.indexOf(first), 1);
  }

  const headings = collectHeadings(tree.children, []);
  const highest = Math.min(...headings.map(({ depth }) => depth));
  for (const { element, depth } of headings) element.tagName = `h${Math.min(depth - highest + 2, 6)}`;
  return titleId;
}

function collectHeadings(nodes: RootContent[], found: Array<{ element: Element; depth: number }>): Array<{ element: Element; depth: number }> {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const match = HEADING.exec(node.tagName);
    if (match) found.push({ element: node, depth: Number(match[1]) });
    collectHeadings(node.children as RootContent[], found);
  }
  return found;
}

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
