/**
 * Preorder walks over a syntax tree (mdast: {@link walk}; hast: {@link walkHast}) with
 * unist-util-visit's contract (the same order, `index` and `parent`; the visitor may return
 * `SKIP` to leave the node's children out, an index to go on from among the siblings, or both as
 * `[SKIP, index]`), without its per-node costs (it copies the ancestors array at every node and
 * finds each index with `indexOf`) and without recursion: the walk keeps its own stack, so no
 * depth of tree can exhaust the call stack. Parsing and reading a note walk its tree six times;
 * with unist-util-visit the walks were about a fifth of the time.
 */
import type { Nodes, Parents } from 'mdast';
import type { Nodes as HastNodes, Parents as HastParents } from 'hast';

/** Do not walk into this node's children (unist-util-visit's `SKIP`, the same value). */
export const SKIP = 'skip';

/** What a visitor returns (see module doc); nothing means: go on into the children, then on. */
export type WalkAction = typeof SKIP | number | readonly [typeof SKIP | true, number?] | undefined | void;

/** Any syntax tree node: its type and, for a parent, its children. */
interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** A parent being walked: its children from `offset` on are still to visit. */
interface Frame {
  node: TreeNode;
  offset: number;
}

/**
 * The walk itself (see module doc): calls `visitor` for every node of `tree` (itself included)
 * that `accept` accepts. Iterative; a visitor may change the children of the node's parent.
 */
function walkNodes(
  tree: TreeNode,
  accept: (node: TreeNode) => boolean,
  visitor: (node: TreeNode, index: number | undefined, parent: TreeNode | undefined) => WalkAction,
): void {
  if (accept(tree)) {
    const action = visitor(tree, undefined, undefined);
    if (action === SKIP || (Array.isArray(action) && action[0] === SKIP)) return;
  }
  if (!tree.children) return;
  const frames: Frame[] = [{ node: tree, offset: 0 }];
  while (frames.length > 0) {
    const frame = frames[frames.length - 1]!;
    const children = frame.node.children!;
    if (frame.offset < 0 || frame.offset >= children.length) {
      frames.pop();
      continue;
    }
    const index = frame.offset;
    const child = children[index]!;
    let skip = false;
    let next: number | undefined;
    if (accept(child)) {
      const action = visitor(child, index, frame.node);
      if (action === SKIP) skip = true;
      else if (typeof action === 'number') next = action;
      else if (Array.isArray(action)) {
        skip = action[0] === SKIP;
        next = action[1];
      }
    }
    // The parent goes on from here once the child's own children are walked.
    frame.offset = next ?? index + 1;
    if (!skip && child.children) frames.push({ node: child, offset: 0 });
  }
}

type OfType<K extends Nodes['type']> = Extract<Nodes, { type: K }>;

/** Calls `visitor` for every node of the mdast `tree` (itself included) of type `type`, or every node when `type` is `null`. */
export function walk<K extends Nodes['type']>(
  tree: Nodes,
  type: K | null,
  visitor: (node: OfType<K>, index: number | undefined, parent: Parents | undefined) => WalkAction,
): void {
  walkNodes(tree as TreeNode, (node) => type === null || node.type === type, visitor as never);
}

type OfHastType<K extends HastNodes['type']> = Extract<HastNodes, { type: K }>;

/** Calls `visitor` for every node of the hast `tree` (itself included) of type `type`, or every node when `type` is `null`. */
export function walkHast<K extends HastNodes['type']>(
  tree: HastNodes,
  type: K | null,
  visitor: (node: OfHastType<K>, index: number | undefined, parent: HastParents | undefined) => WalkAction,
): void {
  walkNodes(tree as TreeNode, (node) => type === null || node.type === type, visitor as never);
}
