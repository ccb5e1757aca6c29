/**
 * The tree walks (`walk` for mdast, `walkHast` for hast) keep unist-util-visit's contract (order,
 * index, parent, `SKIP`, an index to go on from) and reach any depth: a tree far deeper than the
 * call stack allows is walked to its last node.
 */
import type { Blockquote, Nodes, Root } from 'mdast';
import type { Element, Root as HastRoot } from 'hast';
import { SKIP as VISIT_SKIP, visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { SKIP, walk, walkHast } from '../../src/vault/walk.ts';

const NOTE =
  '# Title\n\n> [!note] Callout\n> with *emphasis* and [[Link|alias]]\n\n- a\n  - b **c**\n- d ^block\n\n| x | y |\n|---|---|\n| 1 | 2 |\n';

describe('tree walks', () => {
  it('visit the nodes of a note in the order unist-util-visit does, with the same index and parent', () => {
    const { tree } = parseMarkdown(NOTE);
    const ours: unknown[] = [];
    const theirs: unknown[] = [];
    walk(tree, null, (node, index, parent) => void ours.push([node.type, index, parent?.type]));
    visit(tree, (node, index, parent) => void theirs.push([node.type, index, parent?.type]));
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(20);
  });

  it('skip children and go on from a given index as unist-util-visit does', () => {
    const tree = (): HastRoot => ({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: {},
          children: [
            {
              type: 'element',
              tagName: 'a',
              properties: {},
              children: [
                { type: 'text', value: 'x' },
                { type: 'element', tagName: 'b', properties: {}, children: [] },
              ],
            },
            { type: 'text', value: 'y' },
          ],
        },
        { type: 'element', tagName: 'div', properties: {}, children: [{ type: 'element', tagName: 'i', properties: {}, children: [] }] },
      ],
    });
    // Unwraps each <a> (its children take its place, walked from its index) and skips <div>s.
    const ours = tree();
    const oursSeen: string[] = [];
    walkHast(ours, 'element', (el: Element, index, parent) => {
      oursSeen.push(el.tagName);
      if (el.tagName === 'div') return SKIP;
      if (el.tagName !== 'a' || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1, ...el.children);
      return index;
    });
    const theirs = tree();
    const theirsSeen: string[] = [];
    visit(theirs, 'element', (el: Element, index, parent) => {
      theirsSeen.push(el.tagName);
      if (el.tagName === 'div') return VISIT_SKIP;
      if (el.tagName !== 'a' || !parent || index === undefined) return undefined;
      parent.children.splice(index, 1, ...el.children);
      return index;
    });
    expect(ours).toEqual(theirs);
    expect(oursSeen).toEqual(theirsSeen);
  });

  it('reach the bottom of a tree 200,000 levels deep', () => {
    const depth = 200_000;
    let inner: Nodes = { type: 'text', value: 'bottom' };
    for (let i = 0; i < depth; i++) inner = { type: 'blockquote', children: [inner] } as Blockquote;
    const tree: Root = { type: 'root', children: [inner as Blockquote] };
    let quotes = 0;
    let bottom = '';
    walk(tree, null, (node) => {
      if (node.type === 'blockquote') quotes++;
      if (node.type === 'text') bottom = node.value;
    });
    expect(quotes).toBe(depth);
    expect(bottom).toBe('bottom');
  });
});
