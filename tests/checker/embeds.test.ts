/**
 * Embeds are bounded in one place: the build, `check` and `check --watch` report the same
 * cycles (named as the cycle goes, `A → B → A`), the same embeds nested too deep and the same
 * pages that would embed too much, at the embed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkVault } from '../../src/checker/check.ts';
import { createSession } from '../../src/checker/session.ts';
import { buildGraph } from '../../src/vault/index.ts';
import { buildReport, expectAgreement } from './agreement.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function vault(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'rulegraph-embeds-'));
  write(files);
  return dir;
}

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const codes = (list: ReadonlyArray<{ code: string }>, code: string): number => list.filter((d) => d.code === code).length;

describe('embeds', () => {
  it('names a two-note cycle "A → B → A", the same in check, --watch and the build', async () => {
    const root = vault({ 'A.md': 'Alpha.\n\n![[B]]\n', 'B.md': 'Beta.\n\n![[A]]\n' });
    const { report } = await checkVault(root);
    const cycles = report.diagnostics.filter((d) => d.code === 'EmbedCycle');
    expect(cycles.map((d) => `${d.file}:${d.line}`)).toEqual(['A.md:3', 'B.md:3']);
    expect(cycles.map((d) => d.message.match(/\((.*)\)/)?.[1])).toEqual(['B → A → B', 'A → B → A']);
    await expectAgreement(root, createSession(root));
  });

  it('renders a note embedding one of its own sections, with no EmbedCycle', async () => {
    const root = vault({ 'Rules.md': '# Movement\n\nUnits move up to speed.\n\n# Summary\n\n![[Rules#Movement]]\n' });
    const { graph, report } = await buildReport(root);
    expect(report.diagnostics.map((d) => d.code)).not.toContain('EmbedCycle');
    expect(graph.notes[0]!.html).toMatch(/class="markdown-embed"[\s\S]*Units move up to speed/);
    await expectAgreement(root, createSession(root));
  });

  it('shows an embed of a missing block as a link (MissingEmbed in every report), never the whole note', async () => {
    const root = vault({ 'Aim.md': 'Aim rule.\n\n![[Aim#^nowhere]]\n', 'Other.md': 'Other rule.\n\n![[Aim#^gone]]\n' });
    const { graph, report } = await buildReport(root);
    expect(report.diagnostics.filter((d) => d.code !== 'OrphanNote').map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      'Aim.md:3 MissingEmbed',
      'Other.md:3 MissingEmbed',
    ]);
    expect(graph.notes.find((n) => n.id === 'Other')!.html).not.toContain('Aim rule');
    await expectAgreement(root, createSession(root));
  });

  it('reports `![](Table.md)` that finds no note as a missing note, as `![[Table]]` is, not as a missing image', async () => {
    const root = vault({
      'Loot.md': 'Roll on the table.\n\n![](tables/Armour-Table.md#^armour)\n\n![[Armor Table]]\n',
      'tables/Armor-Table.md': 'Armour by level.\n',
    });
    const { graph, report } = await buildReport(root);
    const missing = report.diagnostics.filter((d) => d.code === 'MissingEmbed');
    expect(missing.map((d) => d.message)).toEqual([
      '[…](tables/Armour-Table.md#^armour) embeds the note “tables/Armour-Table.md”, which is not in the vault.',
      '![[Armor Table]] embeds the note “Armor Table”, which is not in the vault.',
    ]);
    // A note's hint: write it or fix the name, with the near name as a suggestion; nothing about pasted images.
    expect(missing[0]!.hint).toContain('Did you mean [[Armor-Table]]?');
    expect(missing[0]!.hint).not.toMatch(/image/i);
    const html = graph.notes.find((n) => n.id === 'Loot')!.html;
    expect(html).not.toContain('Missing image');
    // The page names what is missing as the diagnostic does: a note, for the Markdown form too.
    expect(html).toContain('title="Missing note: tables/Armour-Table.md"');
    expect(html).toContain('title="Missing note: Armor Table"');
    await expectAgreement(root, createSession(root));
  });

  it('still reports a section that embeds itself', async () => {
    const root = vault({ 'Rules.md': '# Movement\n\nUnits move.\n\n![[Rules#Movement]]\n' });
    const { report } = await checkVault(root);
    expect(report.diagnostics.filter((d) => d.code === 'EmbedCycle').map((d) => d.message)).toEqual([
      expect.stringContaining('Rules#movement → Rules#movement'),
    ]);
    await expectAgreement(root, createSession(root));
  });

  it('reports the same EmbedTooDeep for an 8-note chain in check, --watch (as it grows) and the build', async () => {
    const chain = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`N${i}.md`, i + 1 < n ? `Level ${i}.\n\n![[N${i + 1}]]\n` : 'Bottom.\n']));
    const root = vault(chain(3));
    const session = createSession(root);
    await expectAgreement(root, session);
    write(chain(8));
    session.update(Array.from({ length: 8 }, (_, i) => `N${i}.md`));
    expect(codes(session.report.diagnostics, 'EmbedTooDeep')).toBeGreaterThan(0);
    await expectAgreement(root, session);
    // Breaking the chain in the middle clears them.
    writeFileSync(join(root, 'N3.md'), 'Level 3, no embed.\n');
    session.update(['N3.md']);
    expect(codes(session.report.diagnostics, 'EmbedTooDeep')).toBe(0);
    await expectAgreement(root, session);
  });

  it('stops a page at the embed budget: six 28 KB notes each embedding the next ten times', async () => {
    const paragraph = `${'Troopers move and shoot in the same activation. '.repeat(20)}\n\n`;
    const body = paragraph.repeat(Math.ceil(28_000 / paragraph.length));
    const files: Record<string, string> = {};
    for (let i = 0; i < 6; i++) files[`Big ${i}.md`] = `${body}${i < 5 ? `![[Big ${i + 1}]]\n\n`.repeat(10) : ''}`;
    const root = vault(files);
    const { graph, report } = await buildReport(root);
    const largest = Math.max(...graph.notes.map((n) => n.html.length));
    expect(largest).toBeLessThan(6_000_000);
    const over = report.diagnostics.filter((d) => d.code === 'EmbedTooLarge');
    expect(over.length).toBeGreaterThan(0);
    for (const d of over) expect(d.line).toBeGreaterThan(1); // at the embed, not the top of the note
    await expectAgreement(root, createSession(root));
  });

  it('stops seven notes with 50 embeds each (50⁶ expansions unbounded) within the budget', () => {
    const files = Array.from({ length: 7 }, (_, i) => ({
      path: `W${i}.md`,
      bytes: new TextEncoder().encode(`Wide ${i}.\n\n${i < 6 ? `![[W${i + 1}]]\n\n`.repeat(50) : 'The end.\n'}`),
    }));
    const graph = buildGraph(files, { maxEmbedBytes: 200_000 });
    expect(Math.max(...graph.notes.map((n) => n.html.length))).toBeLessThan(2_000_000);
    expect(graph.diagnostics.filter((d) => d.code === 'EmbedTooLarge').length).toBeGreaterThan(0);
    const lean = buildGraph(files, { maxEmbedBytes: 200_000, html: 'diagnostics' });
    expect(lean.diagnostics).toEqual(graph.diagnostics);
  });
});
