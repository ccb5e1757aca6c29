/**
 * remark plugin: caps the depth of the tree at `MAX_NESTING × TREE_DEPTH_PER_LEVEL` nodes
 * (`nesting.ts`), so that every later walk (our plugins, `mdast-util-to-hast`,
 * `hast-util-sanitize`, `hast-util-to-html`) stays far from the call stack's limit. A node at the
 * limit keeps its place and its plain text, without the formatting inside it: a block container
 * gets one paragraph of that text (a list one item), an inline one the text itself. Runs first,
 * iteratively; reports `NestingTooDeep` into `file.data.syntaxProblems`, once per line.
 */
import type { Nodes, Paragraph, Parents, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { MAX_NESTING, TREE_DEPTH_PER_LEVEL } from '../nesting.ts';
import { plainText } from '../plain-text.ts';

const MAX_TREE_DEPTH = MAX_NESTING * TREE_DEPTH_PER_LEVEL;

/** mdast parents whose children are blocks (flow content): text put there goes in a paragraph. */
export const FLOW_PARENTS: ReadonlySet<string> = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** The children that replace those of `node` at the limit: its text, in the shape its type allows. */
function flattened(node: Parents): RootContent[] {
  const position = node.position;
  const text = { type: 'text', value: plainText(node).replace(/\s+/g, ' ').trim(), position } as const;
  const paragraph: Paragraph = { type: 'paragraph', children: [text], position };
  if (node.type === 'list') return [{ type: 'listItem', spread: false, children: [paragraph], position }];
  if (FLOW_PARENTS.has(node.type)) return [paragraph];
  return [text];
}

export default function remarkNestingLimit(maxDepth = MAX_TREE_DEPTH) {
  return (tree: Root, file: VFile): void => {
    const problems = (file.data.syntaxProblems ??= []);
    const reported = new Set(problems.filter((p) => p.code === 'NestingTooDeep').map((p) => p.line));
    // Nodes and their depths on two stacks: no pair is made for each node of the tree.
    const stack: Nodes[] = [tree];
    const depths: number[] = [0];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const depth = depths.pop()!;
      if (!('children' in node) || node.children.length === 0) continue;
      // Table rows and cells can only sit in their table: they are capped with it, one level on.
      if (depth >= maxDepth && node.type !== 'table' && node.type !== 'tableRow') {
        const line = node.position?.start.line ?? 1;
        (node as Parents).children = flattened(node as Parents) as never;
        if (!reported.has(line)) {
          reported.add(line);
          problems.push({ code: 'NestingTooDeep', args: [String(MAX_NESTING)], line, column: node.position?.start.column ?? 1 });
        }
        continue;
      }
      for (let i = node.children.length - 1; i >= 0; i--) {
        stack.push(node.children[i] as Nodes);
        depths.push(depth + 1);
      }
    }
  };
}
