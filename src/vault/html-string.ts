/**
 * hast → HTML string: `hast-util-to-html`, with the same output, in time and memory linear in the
 * HTML. `toHtml` builds each element's HTML as one new string (its children joined, then its tags
 * around them), so a text of n characters under d elements is copied d times: a 1 MB paragraph at
 * the bottom of 100 nested lists (200 elements, the nesting limit of `nesting.ts`) cost 200 MB and
 * 3 s. Here each long text or raw node is serialised on its own, once; the tree is serialised with
 * a short marker in its place, and the pieces are put together in one final join.
 */
import type { Nodes, Parents, Root, Text } from 'hast';
import type { Raw } from 'mdast-util-to-hast';
import { toHtml, type Options } from 'hast-util-to-html';
import { walkHast } from './walk.ts';

/** Text and raw nodes at least this long (UTF-16 code units) are serialised on their own. */
export const LONG_TEXT = 4096;

/** Elements whose text `toHtml` writes unescaped (their children are left in place). */
const RAW_TEXT_PARENTS = new Set(['script', 'style']);

/**
 * The HTML of `tree`, byte for byte as `toHtml(tree, options)` writes it (see module doc). The tree
 * is changed while serialising and restored before returning. Options that make a node's HTML
 * depend on its neighbours (`omitOptionalTags`) are passed to `toHtml` as they are, without the
 * long nodes taken out.
 */
export function hastToHtml(tree: Root | Nodes, options: Options = {}): string {
  if (options.omitOptionalTags) return toHtml(tree, options);
  const marker = `rulegraph-long-${globalThis.crypto.randomUUID()}`;
  const taken: Array<{ parent: Parents; index: number; node: Text | Raw }> = [];
  const pieces: string[] = [];
  walkHast(tree, null, (node, index, parent) => {
    if ((node.type !== 'text' && node.type !== 'raw') || node.value.length < LONG_TEXT) return undefined;
    if (!parent || index === undefined || (parent.type === 'element' && RAW_TEXT_PARENTS.has(parent.tagName))) return undefined;
    // Alone (no parent), a text node is escaped and a raw node written as `toHtml` writes it in place.
    pieces.push(toHtml(node, options));
    taken.push({ parent, index, node });
    parent.children[index] = { type: 'raw', value: marker } as never;
    return undefined;
  });
  if (taken.length === 0) return toHtml(tree, options);
  let html: string;
  try {
    // The marker reads the same escaped or not, so raw nodes keep `options.allowDangerousHtml`.
    html = toHtml(tree, options);
  } finally {
    for (const { parent, index, node } of taken) parent.children[index] = node as never;
  }
  const parts = html.split(marker);
  const out: string[] = [parts[0]!];
  for (let i = 1; i < parts.length; i++) out.push(pieces[i - 1]!, parts[i]!);
  return out.join('');
}
