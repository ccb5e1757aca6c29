/**
 * Note HTML is written as hast-util-to-html writes it, byte for byte, also when long texts are
 * serialised on their own (`html-string.ts`): escaping, raw HTML, `<script>`/`<style>` text, and
 * a long paragraph at the bottom of the deepest lists a note may hold.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { hastToHtml, LONG_TEXT } from '../../src/vault/html-string.ts';
import { MAX_NESTING } from '../../src/vault/nesting.ts';

const long = (unit: string): string => unit.repeat(Math.ceil((2 * LONG_TEXT) / unit.length));
const el = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

describe('note HTML string', () => {
  it('is the HTML hast-util-to-html writes, with long texts and raw HTML among short ones', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('h2', [{ type: 'text', value: 'Short & <sweet>' }], { id: 'short' }),
        el('p', [
          { type: 'text', value: long('a < b & "c" \'d\' é 😀 ') },
          el('strong', [{ type: 'text', value: 'bold' }]),
          { type: 'raw', value: long('<b>raw</b>') },
        ]),
        { type: 'text', value: long('top-level & text\n') },
        el('pre', [el('code', [{ type: 'text', value: long('if (a < b && c) {}\n') }], { className: ['language-js'] })]),
        el('script', [{ type: 'text', value: long('if (a < b) x();') }]),
        el('style', [{ type: 'text', value: long('a > b { color: red }') }]),
      ],
    };
    for (const options of [{}, { allowDangerousHtml: true }]) {
      const before = structuredClone(tree);
      expect(hastToHtml(tree, options)).toBe(toHtml(tree, options));
      // The tree is left as it was.
      expect(tree).toEqual(before);
    }
  });

  it('writes a long paragraph under the deepest nesting a note may hold as hast-util-to-html does', () => {
    let node: Element = el('p', [{ type: 'text', value: long('- item & more ') }]);
    for (let level = 0; level < MAX_NESTING; level++) node = el('ul', [{ type: 'text', value: '\n' }, el('li', [node])]);
    const tree: Root = { type: 'root', children: [node] };
    expect(hastToHtml(tree, { allowDangerousHtml: true })).toBe(toHtml(tree, { allowDangerousHtml: true }));
  });
});
