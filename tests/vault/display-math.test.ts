/**
 * Display math as Obsidian reads it (`plugins/remark-display-math.ts`): `$$` sharing its lines
 * with the TeX opens and closes a formula; everything remark-math already read as it should (fences
 * alone on their lines, inline math) gives the same tree as remark-math alone.
 */
import fc from 'fast-check';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import type { Root, RootContent } from 'mdast';
import remarkDisplayMath from '../../src/vault/plugins/remark-display-math.ts';
import { MAX_TYPESET_FORMULAS } from '../../src/vault/plugins/math-render.ts';
import { note, vault } from './helpers.ts';

const remarkMathOnly = unified().use(remarkParse).use(remarkMath).freeze();
const obsidian = unified().use(remarkParse).use(remarkMath).use(remarkDisplayMath).freeze();

/** The block nodes of `text`, as `[type, value]`, with blocks inside quotes and lists flattened. */
function blocks(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const visit = (nodes: RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'math') out.push(['math', node.value]);
      else if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') visit(node.children);
      else out.push([node.type, JSON.stringify(node)]);
    }
  };
  visit((obsidian.parse(text) as Root).children);
  return out;
}

describe('display math as Obsidian reads it', () => {
  it('reads TeX on the lines of its opening and closing $$', () => {
    expect(blocks('$$a + b\n= c$$\n\nafter')).toEqual([
      ['math', 'a + b\n= c'],
      ['paragraph', expect.stringContaining('"after"')],
    ]);
    expect(blocks('$$\\frac{1}{2}$$')).toEqual([['math', '\\frac{1}{2}']]);
    expect(blocks('$$\nx\ny $$  \nafter')[0]).toEqual(['math', 'x\ny ']);
  });

  it('ends at the first line ending in $$, so what follows is text again', () => {
    const text = '$$x\n$$\n\n# Heading\n\n> quote';
    expect(blocks(text).map(([type]) => type)).toEqual(['math', 'heading', 'paragraph']);
  });

  it('reads a formula inside callouts and lists, with their prefixes', () => {
    expect(blocks('> $$a\n> b$$\n> after')).toEqual([
      ['math', 'a\nb'],
      ['paragraph', expect.stringContaining('"after"')],
    ]);
    expect(blocks('- $$a\n  b$$\n- c')[0]).toEqual(['math', 'a\nb']);
  });

  it('interrupts a paragraph, as a fenced formula does', () => {
    expect(blocks('before\n$$x$$\nafter').map(([type]) => type)).toEqual(['paragraph', 'math', 'paragraph']);
  });

  it('takes \\$ as TeX, never as a closing $$', () => {
    expect(blocks('$$\\$$$')).toEqual([['math', '\\$']]);
    expect(blocks('$$a\\$ b\nc\\$$$')).toEqual([['math', 'a\\$ b\nc\\$']]);
  });

  it('leaves an opening line holding other $ to remark-math: inline math in a paragraph', () => {
    const text = '$$a$$ and $$b$$';
    expect(obsidian.parse(text)).toEqual(remarkMathOnly.parse(text));
  });

  it('gives the tree remark-math gives wherever no TeX shares a line with $$', () => {
    // `$$` only as a fence alone on its line (indented as remark-math allows).
    const line = fc.constantFrom('$$', '$$$', '  $$', 'x^2', 'a $b$ c', '$x$', '> a', '- a', '', 'text', '\\$', '```', '    x');
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        expect(obsidian.parse(text)).toEqual(remarkMathOnly.parse(text));
      }),
      { numRuns: 1500 },
    );
  });
});

describe('a note with more formulas than the site typesets', () => {
  it('typesets the first MAX_TYPESET_FORMULAS, shows the rest as written, and says so once, at the first one past', () => {
    // A hundred formulas a paragraph, so the note stays within its budget of blocks.
    const formulas = Array.from({ length: MAX_TYPESET_FORMULAS + 2 }, (_, i) => `$x_{${i}}$`);
    const paragraphs: string[] = [];
    for (let i = 0; i < formulas.length; i += 100) paragraphs.push(formulas.slice(i, i + 100).join(' and '));
    const text = `${paragraphs.join('\n\n')}\n`;
    const graph = vault({ 'Steps.md': text });
    const html = note(graph, 'Steps').html;
    expect(html.match(/class="katex"/g)).toHaveLength(MAX_TYPESET_FORMULAS);
    // The first past the budget is a formula shown as written; the parser reads none after it.
    expect(html.match(/math-source/g)).toHaveLength(1);
    expect(html).toContain(`<span class="math math-inline math-source">$x_{${MAX_TYPESET_FORMULAS}}$</span>`);
    expect(html).toContain(` and $x_{${MAX_TYPESET_FORMULAS + 1}}$`);
    const first = text.indexOf(`$x_{${MAX_TYPESET_FORMULAS}}$`);
    const before = text.slice(0, first).split('\n');
    expect(graph.diagnostics.filter((d) => d.code === 'TooManyFormulas').map((d) => [d.line, d.column])).toEqual([
      [before.length, before[before.length - 1]!.length + 1],
    ]);
    expect(graph.diagnostics.filter((d) => d.code === 'NestingTooDeep')).toEqual([]);
  });

  it('shows a display formula past the budget between its dollars, and reads the dollars after it as text', () => {
    const inline = Array.from({ length: MAX_TYPESET_FORMULAS + 1 }, (_, i) => `$a_{${i}}$`);
    const paragraphs: string[] = [];
    for (let i = 0; i < inline.length; i += 100) paragraphs.push(inline.slice(i, i + 100).join(' '));
    const text = `${paragraphs.join('\n\n')}\n\n$$\nb^2\n$$\n\nthen $c *d* e$ as text\n`;
    const graph = vault({ 'Steps.md': text });
    const html = note(graph, 'Steps').html;
    expect(html.match(/class="katex"/g)).toHaveLength(MAX_TYPESET_FORMULAS);
    expect(html).toContain('<div class="math math-display math-source">$$b^2$$</div>');
    // Not a formula any more: Markdown, emphasis included.
    expect(html).toContain('then $c <em>d</em> e$ as text');
    expect(graph.diagnostics.filter((d) => d.code === 'TooManyFormulas')).toHaveLength(1);
  });
});
