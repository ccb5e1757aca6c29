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
  /**
   * The body HTML, its heading levels as written (one level down, at most h6, when an `<h1>` is
   * left; each such heading then keeps its written level in `data-level`, which the style sizes it by).
   */
  html: string;
  /**
   * The `id` of a leading `<h1>` that repeated the title and was removed; the page puts it on its
   * own `<h1>` so that links to that heading still land. `null` when there was none.
   */
  titleId: string | null;
}

/**
 * Fits the note's headings under the page's one `<h1>` (the title): removes a leading `<h1>` whose
 * text is the title (case and surrounding space ignored), keeping its id. Heading levels stay as
 * written (`###` stays h3, a raw `<h5>` stays h5, as in Obsidian), except in a note that still
 * holds an `#` heading: every heading then goes down one level (`#`→h2, `##`→h3; h6 stays h6),
 * with its written level in `data-level` (`<h2 data-level="1">`), so that it shows at the size
 * Obsidian shows that level while the page's outline keeps one `<h1>`.
 * Each note embed (`<div class="markdown-embed">`) is fitted the same way, on its own.
 * Ids and every other element are left as the vault wrote them.
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

  // Levels as the note wrote them, as Obsidian shows them; only a note still holding an h1 (one
  // that is not its title) goes down one level, so that the page's one h1 stays the title. An
  // embedded note is fitted on its own: its `# Heading` goes down inside the embed, and leaves the
  // levels of the page around it as written.
  for (const headings of headingScopes(tree)) {
    if (headings.some(({ depth }) => depth === 1)) {
      for (const { element, depth } of headings) {
        element.tagName = `h${Math.min(depth + 1, 6)}`;
        // The level written, which the page's style draws it at (`#` as large as in Obsidian).
        element.properties.dataLevel = depth;
      }
    }
  }
  return titleId;
}

interface FoundHeading {
  element: Element;
  depth: number;
}

/**
 * The heading elements of the tree, one list for the note's own and one for each note embed
 * (`<div class="markdown-embed">`, its nested embeds apart). Iterative: any depth.
 */
function headingScopes(tree: Root): FoundHeading[][] {
  const scopes: FoundHeading[][] = [[]];
  const stack: Array<{ node: RootContent; scope: number }> = tree.children.map((node) => ({ node, scope: 0 }));
  while (stack.length > 0) {
    const { node, scope } = stack.pop()!;
    if (!isElement(node)) continue;
    const match = HEADING.exec(node.tagName);
    if (match) scopes[scope]!.push({ element: node, depth: Number(match[1]) });
    let inner = scope;
    const classes = node.properties.className;
    if (node.tagName === 'div' && Array.isArray(classes) && classes.includes('markdown-embed')) inner = scopes.push([]) - 1;
    for (const child of node.children) stack.push({ node: child, scope: inner });
  }
  return scopes;
}

function isElement(node: RootContent): node is Element {
  return node.type === 'element';
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
