/**
 * A display formula with a block id (`$$…$$` then `^id`) is a block like any other: embedded by
 * `![[Note#^id]]`, reached by `[[Note#^id]]`. And a formula whose commands expand to more than a
 * page can show (`\def\d#1{#1#1…}\d{\d{\d{…}}}`, a few hundred bytes) is refused quickly, in red
 * with the reason, not typeset for minutes.
 */
import { describe, expect, it } from 'vitest';
import { MAX_FORMULA_SYMBOLS, MAX_SCOPE_EXPANSION } from '../../src/vault/plugins/math-render.ts';
import { note, vault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

describe('a display formula with a block id', () => {
  const graph = vault({
    'Formulas.md': 'Before.\n\n$$\nx^2\n$$\n^square\n\nAfter.\n',
    'Uses.md': 'Embedded: ![[Formulas#^square]]\n\nLinked: [[Formulas#^square]]\n',
  });

  it('carries the block id on the page, so a link to the block finds it', () => {
    expect(note(graph, 'Formulas').html).toMatch(
      /<div id="\^square" class="math math-display"[^>]*>.*<annotation encoding="application\/x-tex">x\^2</s,
    );
    expect(note(graph, 'Uses').html).toContain('href="/formulas/#^square"');
  });

  it('is embedded: the embed shows the formula, not an empty frame', () => {
    const html = note(graph, 'Uses').html;
    const embed = /<div class="markdown-embed" data-note="Formulas">(.*?)<a class="markdown-embed-link"/s.exec(html)?.[1] ?? '';
    expect(embed).toContain('class="math math-display"');
    expect(embed).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    // The page has the id once: the embedded copy does not repeat it.
    expect(embed).not.toContain('id="^square"');
    expect(graph.diagnostics.filter((d) => d.code !== 'OrphanNote')).toEqual([]);
  });
});

describe('formulas that expand past what a page can show', () => {
  const tenfold = `\\def\\d#1{${'#1'.repeat(10)}}`;

  it('a 250-byte formula expanding to 200,000 symbols is shown in red, reported, in well under a second', () => {
    const { ms, value: graph } = cpuTimed(() => vault({ 'Blowup.md': `Text $${tenfold}\\d{\\d{\\d{${'x'.repeat(200)}}}}$ more.\n` }));
    expect(ms).toBeLessThan(3000);
    const problems = graph.diagnostics.filter((d) => d.code === 'MathNotTypeset');
    expect(problems.map((d) => [d.line, d.column])).toEqual([[1, 6]]);
    expect(problems[0]!.message).toContain(`over ${MAX_FORMULA_SYMBOLS.toLocaleString('en')} symbols`);
    const html = note(graph, 'Blowup').html;
    expect(html).toContain('katex-error');
    expect(html.length).toBeLessThan(10_000);
  });

  it('a formula of more characters than the limit is refused, one under it typeset', () => {
    const graph = vault({
      'Long.md': `$${'x'.repeat(MAX_FORMULA_SYMBOLS + 1)}$\n\n$${'y'.repeat(1000)}$\n`,
    });
    expect(graph.diagnostics.filter((d) => d.code === 'MathNotTypeset').map((d) => d.line)).toEqual([1]);
    expect(note(graph, 'Long').html.match(/katex-error/g)).toHaveLength(1);
  });

  it('a command defined once and used in thousands of formulas typesets until the page budget, then each is refused', () => {
    // Each use expands to 15,000 symbols: under the formula limit, but 3,000 of them would be 45 million.
    const define = `$\\gdef\\d#1{${'#1'.repeat(10)}}\\gdef\\e{\\d{\\d{\\d{${'x'.repeat(15)}}}}}$`;
    const { ms, value: graph } = cpuTimed(() => vault({ 'Reused.md': `${define}\n\n${'$\\e$ '.repeat(3000)}\n` }));
    expect(ms).toBeLessThan(10_000);
    const refused = graph.diagnostics.filter((d) => d.code === 'MathNotTypeset');
    // The first uses typeset (each at least 15,000 symbols of the budget), every one after is refused.
    const typeset = 3000 - refused.length;
    expect(typeset).toBeGreaterThan(0);
    expect(typeset).toBeLessThanOrEqual(Math.floor(MAX_SCOPE_EXPANSION / 15_000));
    expect(refused.map((d) => d.column)).toEqual(Array.from({ length: refused.length }, (_, i) => 1 + 5 * (typeset + i)));
    expect(refused[0]!.message).toContain(`over ${MAX_SCOPE_EXPANSION.toLocaleString('en')} symbols in all`);
  });

  it('ordinary commands and definitions still typeset', () => {
    const graph = vault({
      'Fine.md': '$\\newcommand{\\R}{\\mathbb{R}}\\R^n$ and $$\\begin{pmatrix}a & b\\\\ c & d\\end{pmatrix}\\R$$\n',
    });
    expect(graph.diagnostics.filter((d) => d.code === 'MathNotTypeset')).toEqual([]);
    expect(note(graph, 'Fine').html).not.toContain('katex-error');
  });
});
