/**
 * Limits at scale: a 5 MB note (over the default 1 MiB `maxNoteBytes`; parsing 5 MB of
 * Markdown takes tens of seconds, see the bench), 10,000 links in one note and a 50-level note embed
 * chain all build, with a diagnostic where a limit applies (`NoteTooLarge` past `maxNoteBytes`,
 * `EmbedTooDeep` past `maxEmbedDepth`). No timing is asserted here: the benchmark
 * (`npm run bench`) prints the figures.
 */
import { describe, expect, it } from 'vitest';
import { vault, note, codes } from './helpers.ts';

describe('limits', () => {
  it('publishes a 5 MB note as plain text with NoteTooLarge, and links to it still work', () => {
    const big = `# Big\n\n${'The unit moves and attacks. [[Small]] '.repeat(140_000)}`;
    expect(big.length).toBeGreaterThan(5_000_000);
    const g = vault({ 'Big.md': big, 'Small.md': 'See [[Big]].' });
    expect(g.diagnostics).toEqual([expect.objectContaining({ code: 'NoteTooLarge', file: 'Big.md', line: 1, column: 1 })]);
    const html = note(g, 'Big').html;
    expect(html.startsWith('<pre class="note-too-large">')).toBe(true);
    expect(html).not.toContain('<a ');
    expect(note(g, 'Big').words).toBeGreaterThan(800_000);
    expect(g.backlinks.Big).toEqual(['Small']);
  });

  it('builds a note with 10,000 links (resolved, unwritten and to headings), one edge each', () => {
    const links = Array.from({ length: 10_000 }, (_, i) =>
      i % 3 === 0 ? `[[Target ${i % 50}]]` : i % 3 === 1 ? `[[Missing ${i}]]` : `[[Target 1#Part|part ${i}]]`,
    );
    const files: Record<string, string> = { 'Hub.md': `# Hub\n\n${links.join(' ')}\n` };
    for (let i = 0; i < 50; i++) files[`Target ${i}.md`] = `# Target ${i}\n\n## Part\n\ntext`;
    const g = vault(files);
    expect(g.edges.filter((e) => e.source === 'Hub')).toHaveLength(10_000);
    expect(g.unresolved).toHaveLength(3333);
    expect(codes(g).every((c) => c === 'BrokenLink')).toBe(true);
    expect((note(g, 'Hub').html.match(/<a /g) ?? []).length).toBe(10_000);
    expect(g.backlinks['Target 7']).toEqual(['Hub']);
  });

  it('builds a 50-level embed chain, inlining up to the limit and reporting EmbedTooDeep', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 50; i++) files[`n${i}.md`] = i < 49 ? `Level ${i} ^l${i}\n\n![[n${i + 1}]]` : 'Level 49, the end.';
    const g = vault(files);
    expect(g.notes).toHaveLength(50);
    const deep = g.diagnostics.filter((d) => d.code === 'EmbedTooDeep');
    expect(deep.length).toBeGreaterThan(0);
    expect(deep.every((d) => d.line === 3 && d.column === 1)).toBe(true);
    const top = note(g, 'n0').html;
    // n0 inlines n1 … n5 (the default limit of 5 levels), then links to n6.
    expect((top.match(/class="markdown-embed"/g) ?? []).length).toBe(5);
    expect(top).toContain('Level 5');
    expect(top).not.toContain('Level 6 ');
    expect(top).toMatch(/<a class="wikilink" href="\/n6\/"/);
    expect(note(g, 'n48').html).toContain('Level 49, the end.');
  });
});
