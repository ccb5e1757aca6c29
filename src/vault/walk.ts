/**
 * A preorder walk over an mdast tree with unist-util-visit's contract (the same order, `index`
 * and `parent`; the visitor may return `SKIP` to leave the node's children out, an index to go on
 * from among the siblings, or both as `[SKIP, index]`), without its per-node costs: it copies the
 * ancestors array at every node and finds each index with `indexOf`. Parsing and reading a note
 * walk its tree six times; with unist-util-visit the walks were about a fifth of the time.
 */
import type { Nodes, Parents } from 'mdast';

/** Do not walk into this node's children (unist-util-visit's `SKIP`, the same value). */
export const SKIP = 'skip';

/** What a visitor returns (see module doc); nothing means: go on into the children, then on. */
export type WalkAction = typeof SKIP | number | readonly [typeof SKIP | true, number?] | undefined | void;

type OfType<K extends Nodes['type']> = Extract<Nodes, { type: K }>;

/** Calls `visitor` for every node of `tree` (itself included) of type `type`, or every node when `type` is `null`. */
export function walk<K extends Nodes['type']>(
  tree: Nodes,
  type: K | null,
  visitor: (node: OfType<K>, index: number | undefined, parent: Parents | undefined) => WalkAction,
): void {
  step(tree, undefined, undefined);

  /** Visits `node` and its children; gives the sibling index to go on from, if the visitor chose one. */
  function step(node: Nodes, index: number | undefined, parent: Parents | undefined): number | undefined {
    let skip = false;
    let next: number | undefined;
    if (type === null || node.type === type) {
      const action = visitor(node as OfType<K>, index, parent);
      if (action === SKIP) skip = true;
      else if (typeof action === 'number') next = action;
      else if (Array.isArray(action)) {
        skip = action[0] === SKIP;
        next = action[1];
      }
    }
    if (!skip && 'children' in node && node.children) {
      const self = node as Parents;
      let offset = 0;
      while (offset > -1 && offset < self.children.length) {
        const after = step(self.children[offset] as Nodes, offset, self);
        offset = after ?? offset + 1;
      }
    }
    return next;
  }
}
