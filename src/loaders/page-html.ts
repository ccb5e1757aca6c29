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
  /** The body HTML with every heading one level down (h1 → h2 … h5 → h6; h6 stays). */
  html: string;
  /**
   * The `id` of a leading `<h1>` that repeated the title and was removed; the page puts it on its
   * own `<h1>` so that links to that heading still land. `null` when there was none.
   */
  titleId: string | null;
}

/**
 * Demotes the note's headings one level so that the page has one `<h1>` (the title), and removes a
 * leading `<h1>` whose text is the title (case and surrounding space ignored), keeping its id.
 * Ids and every other element are left as the vault wrote them.
 */
export function fitNoteHtml(html: string, title: string): FittedHtml {
  const tree: Root = fromHtml(html, { fragment: true });
  let titleId: string | null = null;

  const first = tree.children.find((node) => !(node.type === 'text' && node.value.trim() === ''));
  if (first && isElement(first) && first.tagName === 'h1' && sameText(toString(first), title)) {
    const id = first.properties.id;
    titleId = typeof id === 'string' ? id : null;
    tree.children.splice(tree.children.indexOf(first), 1);
  }

  demote(tree.children);
  return { html: toHtml(tree), titleId };
}

function demote(nodes: RootContent[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const match = HEADING.exec(node.tagName);
    if (match) node.tagName = `h${Math.min(Number(match[1]) + 1, 6)}`;
    demote(node.children as RootContent[]);
    if (node.tagName === 'template' && node.content) demote(node.content.children as RootContent[]);
  }
}

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
