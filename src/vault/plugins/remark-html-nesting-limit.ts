/**
 * remark plugin: caps how deep a note's raw HTML nests at {@link MAX_NESTING} elements.
 *
 * The build parses all of a note's raw HTML as one document (rehype-raw, with parse5) and turns
 * it into a tree by recursive calls (hast-util-from-parse5), as do the walks after it (sanitising,
 * embedding, writing HTML): 2,000 nested `<span>` (12 KB) exhausted the call stack and stopped the
 * build. This plugin parses the note's raw HTML the same way (parse5, iteratively measured) and,
 * from the first piece of raw HTML that opens an element past the limit, publishes that piece and
 * every later one as text, shown as written (nothing is lost). It reports `NestingTooDeep` at the
 * line of that piece into `file.data.syntaxProblems`, so the build and the checker say the same.
 * Runs last among the remark plugins (the others never read raw HTML as text); a note without raw
 * HTML costs one walk of its tree, and one whose HTML holds no more than half `limit` tags no HTML parse.
 */
import type { Html, Nodes, Paragraph, Parents, Root, Text } from 'mdast';
import { parseFragment } from 'parse5';
import type { VFile } from 'vfile';
import type {} from '../syntax-tree.ts';
import { MAX_NESTING } from '../nesting.ts';
import { FLOW_PARENTS } from './remark-nesting-limit.ts';

/** A parse5 node, as far as measuring depth reads it. */
interface Parse5Node {
  nodeName: string;
  childNodes?: Parse5Node[];
  content?: Parse5Node;
  sourceCodeLocation?: { startOffset: number } | null;
}

/**
 * The offset (in `html`) of the first element, in document order, nested deeper than `limit`
 * elements when `html` is parsed as an HTML fragment; `null` when none is.
 */
function firstTooDeep(html: string, limit: number): number | null {
  const root = parseFragment(html, { sourceCodeLocationInfo: true }) as unknown as Parse5Node;
  const stack: Array<[Parse5Node, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const isElement = !node.nodeName.startsWith('#');
    const own = depth + (isElement ? 1 : 0);
    if (isElement && own > limit) return node.sourceCodeLocation?.startOffset ?? 0;
    // A <template>'s children are in its content fragment.
    const children = node.content?.childNodes ?? node.childNodes ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, own]);
  }
  return null;
}

/**
 * {@link firstTooDeep} of `html`, parsing first only the part holding its first `8 × limit` tags:
 * an element's depth depends only on the HTML before it, so a note nested too deep near its start
 * is not parsed to its end (1 MB of `<span>`: one parse of 8 KB). Parsed whole when that part
 * nests no deeper than `limit`.
 */
function firstTooDeepIn(html: string, limit: number): number | null {
  let tags = 0;
  let end = -1;
  for (let i = html.indexOf('<'); i !== -1; i = html.indexOf('<', i + 1)) {
    if (++tags > 8 * limit) {
      end = i;
      break;
    }
  }
  // A tag opens at most one element, and the parser adds at most one more (`<tbody>` for a `<tr>`).
  if (end === -1) return 2 * tags > limit ? firstTooDeep(html, limit) : null;
  return firstTooDeep(html.slice(0, end), limit) ?? firstTooDeep(html, limit);
}

/** `children` with each run of adjacent text nodes joined into its first (which then ends where the run ends). */
function joinTexts(children: Nodes[]): Nodes[] {
  const out: Nodes[] = [];
  for (const child of children) {
    const last = out[out.length - 1];
    if (child.type === 'text' && last?.type === 'text') {
      last.value += child.value;
      if (last.position && child.position) last.position = { start: last.position.start, end: child.position.end };
    } else out.push(child);
  }
  return out;
}

export default function remarkHtmlNestingLimit(limit = MAX_NESTING) {
  return (tree: Root, file: VFile): void => {
    const pieces: Array<{ node: Html; parent: Parents; index: number; start: number }> = [];
    const stack: Nodes[] = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (!('children' in node)) continue;
      node.children.forEach((child, index) => {
        if (child.type === 'html') pieces.push({ node: child, parent: node, index, start: 0 });
        else stack.push(child as Nodes);
      });
    }
    if (pieces.length === 0) return;
    // In the order of the text, as rehype-raw reads them.
    pieces.sort((a, b) => (a.node.position?.start.offset ?? 0) - (b.node.position?.start.offset ?? 0));
    let joined = '';
    for (const piece of pieces) {
      piece.start = joined.length;
      joined += piece.node.value;
    }
    const offset = firstTooDeepIn(joined, limit);
    if (offset === null) return;
    // The piece holding that offset, and every piece after it, become text.
    let first = pieces.length - 1;
    while (first > 0 && pieces[first]!.start > offset) first--;
    const touched = new Set<Parents>();
    for (const { node, parent, index } of pieces.slice(first)) {
      const text: Text = { type: 'text', value: node.value, position: node.position };
      const paragraph: Paragraph = { type: 'paragraph', children: [text], position: node.position };
      parent.children[index] = (FLOW_PARENTS.has(parent.type) ? paragraph : text) as never;
      touched.add(parent);
    }
    // Side by side, the texts are one (10,000 nested `<span>` in a paragraph: one text, not 10,000).
    for (const parent of touched) parent.children = joinTexts(parent.children) as never;
    const at = pieces[first]!.node.position?.start;
    (file.data.syntaxProblems ??= []).push({ code: 'NestingTooDeep', args: [String(limit)], line: at?.line ?? 1, column: at?.column ?? 1 });
  };
}
