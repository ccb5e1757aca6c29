/**
 * Notes saved on Windows (`\r\n` line endings) read as the same notes saved with `\n`: the same
 * graph (links, headings, block ids, callouts, diagnostics, line numbers), the same page HTML
 * (line endings aside) and the same checker report.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkVault } from '../../src/checker/check.ts';
import { note, vault } from './helpers.ts';
import type { VaultGraph } from '../../src/vault/index.ts';

const NOTE = `---
aliases: [Windows Note]
tags: [rules]
---
# Line endings

Movement uses [[Ruler]] and [[Ruler#Long edge]] but not [[Nowhere]]. ^move

> [!note] Measuring first
> Measure before moving. ^measure

> [!warning]- Folded with [[Ruler]]
> Hidden body.

- Pivot freely [[Ruler#^tip]] ^pivot
- Then move

Two lines of text
and an id on its own line
^own-line

1. First
2. Second
^steps

Repeated id ^move

==marked
across lines== with #inline-tag

A hard break  
after it ^after-break

%% a comment with [[Hidden]] %%
[[Also Missing]]
`;

const RULER = `# Ruler

## Long edge

The long side. ^tip
`;

const BAD = `---
tags: [unclosed
name: : x
---
# Bad frontmatter

[[Nowhere Else]]
`;

const files = (eol: string): Record<string, string> => ({
  'Line Endings.md': NOTE.replace(/\n/g, eol),
  'Ruler.md': RULER.replace(/\n/g, eol),
  'Bad.md': BAD.replace(/\n/g, eol),
});

/** The graph without page HTML, as JSON. */
const facts = (graph: VaultGraph): unknown =>
  JSON.parse(JSON.stringify({ ...graph, notes: graph.notes.map((n) => ({ ...n, html: undefined })) }));

describe('CRLF notes', () => {
  const lf = vault(files('\n'));
  const crlf = vault(files('\r\n'));

  it('give the graph of the same notes with LF line endings', () => {
    expect(facts(crlf)).toEqual(facts(lf));
    const n = note(crlf, 'Line Endings');
    expect(n.blocks.map((b) => [b.id, b.line])).toEqual([
      ['move', 7],
      ['measure', 9],
      ['pivot', 15],
      ['own-line', 18],
      ['steps', 23],
      ['after-break', 31],
    ]);
    expect(crlf.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toContain('Line Endings.md:26 DuplicateBlockId');
  });

  it('render callout titles and block ids without the \\r', () => {
    const html = note(crlf, 'Line Endings').html;
    expect(html.replace(/\r\n/g, '\n')).toBe(note(lf, 'Line Endings').html);
    expect(html).toContain('<div class="callout-title">Measuring first</div>');
    expect(html).toContain(
      '<summary class="callout-title">Folded with <a class="wikilink" href="/ruler/" data-note="Ruler">Ruler</a></summary>',
    );
    expect(html).toContain('<p id="^own-line">Two lines of text<br>\nand an id on its own line</p>');
    expect(html).toContain('<li id="^steps">Second</li>');
    expect(html).not.toContain('\r');
  });

  it('give the checker report of the same notes with LF line endings', async () => {
    const reports: unknown[] = [];
    for (const eol of ['\n', '\r\n']) {
      const dir = mkdtempSync(join(tmpdir(), 'rulegraph-eol-'));
      try {
        for (const [path, text] of Object.entries(files(eol))) writeFileSync(join(dir, path), text);
        const { report } = await checkVault(dir, { vault: dir });
        reports.push(report.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[0]).toContainEqual(expect.stringMatching(/^Line Endings\.md:26:\d+ DuplicateBlockId/));
  });
});
