/**
 * Hostile input (tests/fixtures/hostile, written by scripts/generate-hostile-vault.ts; the
 * classes in src/synthetic/hostile-cases.ts): the build with HTML and the checker finish, every
 * note that is text is published, and each problem is a diagnostic at its file and line, the same
 * in both. Larger versions of the growing cases are built here too (10,000 levels of nesting);
 * their timings are the benchmark's (scripts/bench/hostile.ts), not asserted.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVault } from '../../src/vault/index.ts';
import { contentCases, scalableCases } from '../../src/synthetic/hostile-cases.ts';
import { MARKUP_BUDGET, markupCost } from '../../src/vault/nesting.ts';
import { runCheck } from '../checker/cli.ts';
import { runCheckCli } from '../../src/checker/cli.ts';
import { note, vault } from './helpers.ts';

const FIXTURE = resolve(import.meta.dirname, '../fixtures/hostile');
const cases = [...scalableCases(3000), ...contentCases()];
const expected = cases.filter((c) => c.expect).map((c) => ({ file: c.path, code: c.expect!.code, line: c.expect!.line }));
const textNotes = readdirSync(FIXTURE).filter((f) => f.endsWith('.md') && !cases.find((c) => c.path === f)?.binary);

describe('the hostile vault', () => {
  it('builds with HTML: every text note published, each problem at its file and line', async () => {
    const graph = await loadVault(FIXTURE, { parseThreads: 0 });
    expect(graph.notes.map((n) => n.path).sort()).toEqual(textNotes.sort());
    for (const e of expected) expect(graph.diagnostics, `${e.code} in ${e.file}`).toContainEqual(expect.objectContaining(e));
    // Nothing lost: the text of a note with a NUL byte, and of a UTF-16 one, is all there.
    const byPath = new Map(graph.notes.map((n) => [n.path, n]));
    expect(byPath.get('nul-byte.md')!.html).toContain('And the rest is kept.');
    expect(byPath.get('nul-byte.md')!.html).toContain('\uFFFD');
    expect(byPath.get('utf-16.md')!.title).toBe('UTF-16'); // its leading H1
    expect(byPath.get('utf-16.md')!.html).toContain('Saved by Notepad');
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'utf-16', target: 'nul-byte' }));
    // Titles of the wrong type: the file name; headings without text: not in the table of contents' text.
    // No usable frontmatter title, and its leading H1 (`# Heading`) does not name it: the file name.
    expect(byPath.get('numeric-title.md')!.title).toBe('numeric-title');
    expect(byPath.get('binary-title.md')!.title).toBe('binary-title');
    expect(byPath.get('html-heading.md')!.headings.map((h) => h.id)).not.toContain('');
    // Aliases that would expand past memory: those properties left out, the rest of the note kept.
    expect(byPath.get('yaml-aliases.md')!.title).toBe('Laughing aliases');
    expect(byPath.get('yaml-aliases.md')!.html).toContain('nine deep');
    expect(Object.keys(byPath.get('yaml-aliases.md')!.properties)).toEqual(['title', 'l0', 'l1', 'l2', 'related']);
    expect(graph.edges).toContainEqual(expect.objectContaining({ source: 'yaml-aliases', target: 'nul-byte', property: 'related' }));
    // Deep nesting keeps its text.
    expect(byPath.get('deep-quotes.md')!.html).toContain('quoted');
    expect(byPath.get('deep-ordered.md')!.html).toContain('item');
  });

  it('is checked the same (JSON, exit 1 for its errors), and the text output carries no control character', () => {
    const json = runCheck([FIXTURE, '--no-engines', '--no-cache', '--format', 'json']);
    expect(json.stderr).toBe('');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      notes: number;
      diagnostics: Array<{ file: string; code: string; line: number; message: string }>;
    };
    expect(report.notes).toBe(textNotes.length);
    for (const e of expected) expect(report.diagnostics, `${e.code} in ${e.file}`).toContainEqual(expect.objectContaining(e));
    expect(report.diagnostics.filter((d) => d.code === 'InvalidCheckBlock')).toHaveLength(1);
    // JSON keeps the vault's text, escaped as JSON escapes it.
    expect(json.stdout).toContain('\\u001bc');

    const text = runCheck([FIXTURE, '--no-engines', '--no-cache']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('control-characters.md');
    expect(text.stdout).toMatch(/Nowhere/);
    expect(text.stdout).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
  });
});

describe('the checker on an internal error', () => {
  it('exits 3 with a message naming the vault, never 1 with an empty report', async () => {
    let stderr = '';
    const code = await runCheckCli([FIXTURE, '--no-engines', '--no-cache', '--format', 'json'], {
      stdout: () => {
        throw new Error('write EPIPE');
      },
      stderr: (t) => void (stderr += t),
      color: false,
      env: {},
      cwd: process.cwd(),
    });
    expect(code).toBe(3);
    expect(stderr).toContain('internal error while checking the vault');
    expect(stderr).toContain(FIXTURE);
    expect(stderr).toContain('write EPIPE');
  });
});

describe('hostile notes at scale', () => {
  const big = (path: string) => scalableCases(20_000).find((c) => c.path === path)!;

  for (const path of ['deep-quotes.md', 'deep-bullets.md', 'deep-quoted-bullets.md', 'deep-ordered.md']) {
    it(`builds ${path} 10,000 levels deep with NestingTooDeep at line 1`, () => {
      const c = big(path);
      const g = vault({ [path]: c.bytes, 'other.md': `See [[${path.replace('.md', '')}]].` });
      expect(g.notes).toHaveLength(2);
      expect(g.diagnostics).toEqual([expect.objectContaining({ code: 'NestingTooDeep', file: path, line: 1 })]);
      expect(g.notes[0]!.html).toContain('item'.slice(0, path === 'deep-quotes.md' ? 0 : 4));
    });
  }

  it('publishes list lines past the note budget as written, reported at the first line past it', () => {
    const lists = scalableCases(60_000).filter((c) => c.path === 'list-lines.md' || c.path === 'nested-list-lines.md');
    const g = vault(Object.fromEntries(lists.map((c) => [c.path, c.bytes])));
    // `- x` opens one level a line, `- - x` two: the budget is spent at line 10,000 and 5,000.
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).sort()).toEqual([
      'list-lines.md:10000 NestingTooDeep',
      'nested-list-lines.md:5001 NestingTooDeep',
    ]);
    expect(g.notes).toHaveLength(2);
  });

  it('publishes inline markup past the note budget as written, from the link that overspends it, even mid-line', () => {
    // One line of wikilinks (a unit each) and Markdown links (two each), in two notes.
    const g = vault({
      'wikilinks.md': `# Index\n\n${'[[b]] '.repeat(MARKUP_BUDGET + 500)}\n\nLast line.\n`,
      'links.md': `Intro.\n${'[a](b.md) '.repeat(MARKUP_BUDGET)}\n`,
      'b.md': 'B',
      'after.md': 'See [[wikilinks]] and [[links]].',
    });
    expect(g.notes).toHaveLength(4);
    // Reported at the line and column of the first link past the budget.
    expect(g.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`).sort()).toEqual([
      `links.md:2:${1 + 10 * (MARKUP_BUDGET / 2)} MarkupTooDense`,
      `wikilinks.md:3:${1 + 6 * MARKUP_BUDGET} MarkupTooDense`,
    ]);
    const from = (id: string) => g.edges.filter((e) => e.source === id && e.target === 'b').length;
    expect(from('wikilinks')).toBe(MARKUP_BUDGET);
    expect(from('links')).toBe(MARKUP_BUDGET / 2);
    // Nothing lost: the rest, links and the last line too, is on the page as written, in code.
    const html = g.notes.find((n) => n.id === 'wikilinks')!.html;
    expect(html.match(/<a /g)).toHaveLength(MARKUP_BUDGET);
    expect(html).toMatch(/<pre><code>\[\[b\]\] \[\[b\]\] [^<]*Last line\.\s*<\/code><\/pre>/);
    // Linked prose of a 1 MB note stays under it (a link or two a sentence).
    const prose = 'A unit that is [[b|Suppressed]] may still [[b#Rally|rally]] at the start of its activation. ';
    const mb = prose.repeat(Math.ceil(2 ** 20 / prose.length));
    expect(markupCost(mb, 0, mb.length, Number.POSITIVE_INFINITY).cost).toBeLessThan(MARKUP_BUDGET);
  });

  it('publishes the lines of one long paragraph past the note budget as written, each line spending half a block', () => {
    const c = scalableCases(160_000).find((x) => x.path === 'field-then-strong-lines.md')!;
    const g = vault({ [c.path]: c.bytes, 'after.md': 'See [[field-then-strong-lines]].' });
    expect(g.notes).toHaveLength(2);
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['field-then-strong-lines.md:20000 NestingTooDeep']);
    const html = g.notes.find((n) => n.path === c.path)!.html;
    // Up to the budget, strong emphasis; the rest shown as written, in code.
    expect(html.match(/<strong>y<\/strong>/g)).toHaveLength(19_998);
    expect(html).toContain('x**y**\nx**y**');
  });

  it('builds runs of 10,000 unclosed [[ (and of ![[, ]], |, # and ^), and of constructs that fail, as text', () => {
    // (Styled spans are reported once an element, by design: not a run that fails.)
    // (Dense markup that pairs, `dense-*.md`, is no run that fails: see the markup budget below.)
    const runs = scalableCases(20_000).filter((c) => !/^(deep|dense)-/.test(c.path) && c.expect?.code !== 'UnsafeHtml');
    const g = vault(Object.fromEntries(runs.map((c) => [c.path, c.bytes])));
    // Long stretches of brackets that cannot pair are capped (their excess shown in a code
    // span), nothing else is reported.
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`).sort()).toEqual([
      'brackets.md:1 NestingTooDeep',
      'closers.md:1 NestingTooDeep',
      'unclosed-aliases.md:1 NestingTooDeep',
      'unclosed-blocks.md:1 NestingTooDeep',
      'unclosed-embeds.md:1 NestingTooDeep',
      'unclosed-headings.md:1 NestingTooDeep',
      'unclosed-wikilinks.md:1 NestingTooDeep',
    ]);
    expect(g.edges).toEqual([]);
    const wikilinks = g.notes.find((n) => n.path === 'unclosed-wikilinks.md')!;
    expect(wikilinks.html).toContain('[['.repeat(100));
  });

  it('builds 10,000 nested HTML elements: the HTML up to 100 deep is kept, the rest shown as written', () => {
    const g = vault({
      'deep.md': `# Deep\n\n<b>Bold</b> start.\n\n${'<div>'.repeat(100)}\n\nMiddle.\n\n${'<span>'.repeat(10_000)}end [[other]]\n`,
      'other.md': 'Other',
      'fine.md': `${'<div>'.repeat(100)}fine${'</div>'.repeat(100)}\n`,
    });
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['deep.md:9 NestingTooDeep']);
    const html = note(g, 'deep').html;
    expect(html).toContain('<b>Bold</b>');
    expect(html.split('<div>').length - 1).toBe(100);
    expect(html).not.toContain('<span>');
    expect(html).toContain('&#x3C;span>&#x3C;span>');
    expect(html).toContain('end');
    expect(g.edges).toContainEqual(expect.objectContaining({ source: 'deep', target: 'other' }));
    expect(note(g, 'fine').html.split('<div>').length - 1).toBe(100);
  });

  it('builds math nested too deep for KaTeX: shown as its source, marked, the rest of the page typeset', () => {
    const g = vault({ 'm.md': `Deep $${'{'.repeat(5000)}x${'}'.repeat(5000)}$ and easy $x^2$.\n` });
    const html = note(g, 'm').html;
    expect(html).toContain('<span class="katex-error" title="KaTeX: too deeply nested to typeset">{{{');
    expect(html).toMatch(/<span class="katex">/);
  });

  it('publishes the note as text when nesting is capped, keeping a link after the cap', () => {
    const g = vault({ 'a.md': `${'> '.repeat(500)}See [[b]].\n`, 'b.md': 'B' });
    expect(g.edges).toContainEqual(expect.objectContaining({ source: 'a', target: 'b' }));
    expect(g.diagnostics.map((d) => d.code)).toEqual(['NestingTooDeep']);
  });
});
