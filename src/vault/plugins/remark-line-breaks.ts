/**
 * remark plugin: every line ending inside text becomes a hard break (`<br>`), as Obsidian shows
 * a note when "strict line breaks" is off. The result of remark-breaks (mdast-util-newline-to-break),
 * in linear time: that one splices the pieces of each text node into its parent's children one
 * node at a time, so a paragraph of n children and k lines costs k × n (1 MB of prose in one
 * paragraph: about 0.4 s). Here each parent's children are rebuilt once.
 */
import type { Break, Nodes, Parents, Root, Text } from 'mdast';

/** A line ending: `\r\n`, `\n` or `\r` (what remark-breaks looks for). */
const LINE_ENDING = /\r?\n|\r/g;

/** `text` cut at its line endings: text pieces (without position; none empty) and breaks between them. */
function pieces(text: Text): Array<Text | Break> {
  const out: Array<Text | Break> = [];
  let start = 0;
  LINE_ENDING.lastIndex = 0;
  for (let match = LINE_ENDING.exec(text.value); match; match = LINE_ENDING.exec(text.value)) {
    if (match.index !== start) out.push({ type: 'text', value: text.value.slice(start, match.index) });
    out.push({ type: 'break' });
    start = match.index + match[0].length;
  }
  if (start < text.value.length) out.push({ type: 'text', value: text.value.slice(start) });
  return out;
}

/**
 * Replaces, in place, each text node of `tree` that holds a line ending by its pieces (see
 * {@link pieces}); other nodes are kept as they are. Iterative: any depth.
 */
export function lineEndingsToBreaks(tree: Root): void {
  const stack: Nodes[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!('children' in node)) continue;
    const parent = node as Parents;
    let rebuilt: Nodes[] | null = null;
    for (let i = 0; i < parent.children.length; i++) {
      const child = parent.children[i] as Nodes;
      if (child.type === 'text' && (child.value.includes('\n') || child.value.includes('\r'))) {
        rebuilt ??= parent.children.slice(0, i) as Nodes[];
        for (const piece of pieces(child)) rebuilt.push(piece);
        continue;
      }
      if (rebuilt) rebuilt.push(child);
      stack.push(child);
    }
    if (rebuilt) {
      // In place: the children array stays the same object.
      const children = parent.children as Nodes[];
      children.length = rebuilt.length;
      for (let i = 0; i < rebuilt.length; i++) children[i] = rebuilt[i]!;
    }
  }
}

export default function remarkLineBreaks(): (tree: Root) => void {
  return lineEndingsToBreaks;
}
