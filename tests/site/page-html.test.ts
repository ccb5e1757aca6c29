import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { fitNoteHtml, fitNoteTree } from '../../src/loaders/page-html.ts';

describe('fitNoteHtml: one h1 per page, the title', () => {
  const cases: Array<{ name: string; html: string; title: string; html2: string; titleId: string | null }> = [
    {
      name: 'drops a leading # heading equal to the title and keeps its id for the page h1',
      html: '<h1 id="aim">Aim</h1><p>x</p><h2 id="spend">Spend</h2>',
      title: 'aim',
      html2: '<p>x</p><h2 id="spend">Spend</h2>',
      titleId: 'aim',
    },
    {
      name: 'shifts headings of a note whose # heading differs from the title',
      html: '<h1 id="swu">Star Wars Unlimited</h1><h2 id="a">A</h2><h3 id="a1">A.1</h3>',
      title: 'abilities-and-effects',
      html2: '<h2 id="swu" data-level="1">Star Wars Unlimited</h2><h3 id="a" data-level="2">A</h3><h4 id="a1" data-level="3">A.1</h4>',
      titleId: null,
    },
    {
      name: 'keeps the levels of a note whose headings start at ### (and of a raw <h5>), as Obsidian does',
      html: '<p>x</p><h3 id="a">A</h3><h4 id="b">B</h4><h5>Raw</h5>',
      title: 'Dodge',
      html2: '<p>x</p><h3 id="a">A</h3><h4 id="b">B</h4><h5>Raw</h5>',
      titleId: null,
    },
    {
      name: 'keeps h6 as the deepest level and reaches headings inside note embeds',
      html: '<h1 id="t">T</h1><div class="markdown-embed"><h6 id="deep">Deep</h6></div>',
      title: 'Other',
      html2: '<h2 id="t" data-level="1">T</h2><div class="markdown-embed"><h6 id="deep">Deep</h6></div>',
      titleId: null,
    },
    {
      name: 'leaves a note without headings as it is',
      html: '<p id="^rule">A rule.</p>',
      title: 'Rule',
      html2: '<p id="^rule">A rule.</p>',
      titleId: null,
    },
  ];
  for (const { name, html, title, html2, titleId } of cases) {
    it(name, () => {
      expect(fitNoteHtml(html, title)).toEqual({ html: html2, titleId });
      // The build fits the tree the vault renders (fitNoteTree from adjustHtml): the same result.
      const tree = fromHtml(html, { fragment: true });
      expect(fitNoteTree(tree, title)).toBe(titleId);
      expect(toHtml(tree)).toBe(html2);
    });
  }
});
