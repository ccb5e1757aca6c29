/** The nesting limit on the text (`nesting.ts`) and the decoding of notes (`decode.ts`). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { capBrackets, capLineNesting, MAX_NESTING, NESTING_BUDGET } from '../../src/vault/nesting.ts';
import { decodeNote } from '../../src/vault/decode.ts';
import { vault } from './helpers.ts';
import { runCheck } from '../checker/cli.ts';

describe('capLineNesting', () => {
  it('leaves text within the limits as it is (the same string)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const text = s.replace(/[>*_ \t-]{90,}/g, '');
        expect(capLineNesting(text).text).toBe(text);
      }),
    );
    const ok = `${'> '.repeat(MAX_NESTING)}quoted\n${'- '.repeat(MAX_NESTING)}item\n${'-'.repeat(500)}\n${'* '.repeat(300)}\n`;
    expect(capLineNesting(ok)).toEqual({ text: ok, lines: [], flattened: 0, rest: '' });
  });

  it('escapes the container marker past the limit, cuts deep indentation and long emphasis runs, and says where', () => {
    const text = `# Title\n\n${'> '.repeat(150)}deep\n${' '.repeat(500)}- indented\n\n${'*'.repeat(300)}x\n`;
    const capped = capLineNesting(text);
    expect(capped.lines).toEqual([3, 6]); // a run of capped lines is reported at its first
    const lines = capped.text.split('\n');
    expect(lines[2]).toBe(`${'> '.repeat(MAX_NESTING)}\\${'> '.repeat(50)}deep`);
    expect(lines[3]).toBe(`${' '.repeat(2 * MAX_NESTING)}- indented`);
    expect(lines[5]).toBe(`${'*'.repeat(16)}\`\` ${'*'.repeat(284)} \`\`x`);
  });

  it('puts long stretches of brackets that cannot pair in a code span, keeping the links at their ends', () => {
    // Pairs of brackets, however many, are left alone.
    const links = '[[a]] '.repeat(300);
    expect(capBrackets(links)).toBe(links);
    expect(capBrackets('[[a|'.repeat(50))).toBe('[[a|'.repeat(50));
    // Unclosed openers: the last 16 `[` stay (an embed keeps its `!`), the rest is code.
    const embeds = `${'![['.repeat(200)}x]] after`;
    const capped = capBrackets(embeds);
    expect(capped).toBe(`!\`\` [[${'![['.repeat(191)} \`\`${'![['.repeat(8)}x]] after`);
    // Closers: the first 16 `]` stay, the rest is code.
    expect(capBrackets(`[a${']'.repeat(300)}`)).toBe(`[a${']'.repeat(16)}\`\` ${']'.repeat(284)} \`\``);
    // A backtick inside gets a longer fence; a backslash just before, a space.
    expect(capBrackets(`\\${'[``'.repeat(120)}`)).toMatch(/^\\ ``` \[``\[/);
    const g = vault({ 'a.md': `${'![['.repeat(5000)}b]] and [[b]]\n`, 'b.md': 'B', 'c.md': `${']]'.repeat(5000)}\n` });
    expect(g.edges.filter((e) => e.source === 'a').map((e) => [e.target, e.kind])).toEqual([
      ['b', 'embed'],
      ['b', 'link'],
    ]);
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual(['a.md:1 NestingTooDeep', 'c.md:1 NestingTooDeep']);
    expect(g.notes.find((n) => n.id === 'c')!.html).toContain(']]]]');
  });

  it('publishes the rest of a note as code once its lists, quotes and blocks have spent the budget, and says where', () => {
    const deep = `${'> '.repeat(MAX_NESTING)}x`;
    const lines = NESTING_BUDGET / MAX_NESTING + 50;
    const capped = capLineNesting(`${deep}\n`.repeat(lines));
    expect(capped.text).toBe(`${deep}\n`.repeat(NESTING_BUDGET / MAX_NESTING));
    expect(capped.rest).toBe(`${deep}\n`.repeat(50));
    expect(capped.lines).toEqual([NESTING_BUDGET / MAX_NESTING + 1]);
    expect(capped.flattened).toBe(NESTING_BUDGET / MAX_NESTING + 1);
    // The lines of a paragraph spend half a block each: the first line past the budget starts the rest.
    // (The list's first line starts a block too: one level more.)
    const list = '- item\n'.repeat(NESTING_BUDGET - 2);
    const prose = 'Prose [[b]],\ncontinued,\nand more.\n';
    expect(capLineNesting(`${list}${prose}- more\n`)).toMatchObject({
      text: `${list}Prose [[b]],\ncontinued,\n`,
      rest: 'and more.\n- more\n',
      flattened: NESTING_BUDGET + 1,
    });
    const paragraph = 'A rule,\n'.repeat(2 * NESTING_BUDGET + 5);
    expect(capLineNesting(paragraph)).toMatchObject({
      text: 'A rule,\n'.repeat(2 * NESTING_BUDGET - 1),
      flattened: 2 * NESTING_BUDGET,
    });
    // Lines of fenced code spend it too (micromark's cost is a line's), whatever may look like a fence.
    expect(capLineNesting(`\`\`\`\n${'a\n'.repeat(3 * NESTING_BUDGET)}\`\`\`\n`).flattened).toBe(2 * NESTING_BUDGET);
    expect(capLineNesting(`-\`\`\`\n${'x**y**\n'.repeat(3 * NESTING_BUDGET)}`).flattened).toBe(2 * NESTING_BUDGET);
    // One-line paragraphs spend it too, a block each.
    const paragraphs = capLineNesting('Rule.\n\n'.repeat(NESTING_BUDGET + 10));
    expect(paragraphs.flattened).toBe(2 * NESTING_BUDGET + 1);
    expect(paragraphs.rest).toBe('Rule.\n\n'.repeat(10));
    // A footnote definition is a container that costs micromark as much as two list items: two levels.
    const definitions = Array.from({ length: NESTING_BUDGET }, (_, i) => `[^${i}]: Note ${i}.\n`).join('');
    const cut = capLineNesting(definitions);
    expect(cut.flattened).toBe(NESTING_BUDGET / 2 + 1);
    expect(cut.rest.startsWith(`[^${NESTING_BUDGET / 2}]: Note`)).toBe(true);
    // A reference definition, a footnote call and an escaped bracket open no container: half a block a line.
    for (const line of ['[x]: https://example.com\n', '[^a] is called.\n', '[^a\\]]: not a label\n', '[^]: empty\n'])
      expect(capLineNesting(line.repeat(2 * NESTING_BUDGET + 10)).flattened).toBe(2 * NESTING_BUDGET);
    // A long rules note (a thousand items with sub-items and quotes) is left as it is.
    const shallow = '- item\n  - sub\n    > quote\n'.repeat(800);
    expect(capLineNesting(shallow)).toEqual({ text: shallow, lines: [], flattened: 0, rest: '' });
  });

  it('leaves the frontmatter as it is, and does not count it', () => {
    const frontmatter = `---\nrelated:\n${'  - "[[x]]"\n'.repeat(NESTING_BUDGET)}deep: ${' '.repeat(300)}x\n---\n`;
    const note = `${frontmatter}- a list\n- of two\n`;
    expect(capLineNesting(note)).toEqual({ text: note, lines: [], flattened: 0, rest: '' });
    // Without its closing line it is no frontmatter (remark-frontmatter's reading): counted as Markdown.
    expect(capLineNesting(note.replace('\n---\n', '\n')).flattened).toBeGreaterThan(0);
  });

  it('counts table rows, and their cells, against the budget; a card table of thousands of rows is left as it is', () => {
    const head = '|a|b|\n|-|-|\n';
    // The intro and the table start a block each, the header and delimiter rows one each: 4; each row one more.
    const rows = capLineNesting(`Intro.\n\n${head}${'|x|y|\n'.repeat(NESTING_BUDGET)}`);
    expect(rows.flattened).toBe(NESTING_BUDGET + 1);
    expect(rows.text).toBe(`Intro.\n\n${head}${'|x|y|\n'.repeat(NESTING_BUDGET - 4)}`);
    expect(rows.rest).toBe('|x|y|\n'.repeat(4));
    // A header and delimiter row of too many cells: the table is not parsed, the header stays text.
    const wide = capLineNesting(`|${'a|'.repeat(5 * NESTING_BUDGET)}\n|${'-|'.repeat(5 * NESTING_BUDGET)}\n|b|\n`);
    expect(wide.flattened).toBe(2);
    expect(wide.text).toBe(`|${'a|'.repeat(5 * NESTING_BUDGET)}\n`);
    // 3,000 cards of eight columns, and prose with aliased links (their `|` are no cells), are left as they are.
    const cards = `| name | cost | speed | hp | courage | keywords | unit | points |\n|-|-|-|-|-|-|-|-|\n${'| a | 1 | 2 | 3 | 4 | k | u | 5 |\n'.repeat(3000)}`;
    expect(capLineNesting(cards).flattened).toBe(0);
    expect(capLineNesting(`${'See [[a|the a]] and [[b|the b]].\n'.repeat(15_000)}`).flattened).toBe(0);
  });

  it('shows a note of many list lines in full: the part past the budget as code, with a diagnostic the checker reports too', async () => {
    const head = '# Lists\n\n';
    const items = Array.from({ length: NESTING_BUDGET / 2 + 100 }, (_, i) => `- - item ${i} [[b]]`).join('\n');
    const g = vault({ 'a.md': `${head}${items}\n`, 'b.md': 'B' });
    // The heading and the first item start a block each: the budget is spent after item `first - 1`.
    const first = NESTING_BUDGET / 2 - 1;
    const at = head.split('\n').length - 1 + first + 1;
    expect(g.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([`a.md:${at} NestingTooDeep`]);
    expect(g.diagnostics[0]!.message).toContain(`more than ${NESTING_BUDGET} levels and blocks in all`);
    const html = g.notes.find((n) => n.id === 'a')!.html;
    expect(html).toContain('<li>item 0 ');
    expect(html).toContain(`<pre><code>- - item ${first} [[b]]\n`);
    expect(html).toContain(`- - item ${NESTING_BUDGET / 2 + 99} [[b]]\n</code></pre>`);
    expect(html).not.toContain(`<li>item ${first} `);
    // The checker reports the same line.
    const dir = mkdtempSync(join(tmpdir(), 'nesting-budget-'));
    try {
      writeFileSync(join(dir, 'a.md'), `${head}${items}\n`);
      writeFileSync(join(dir, 'b.md'), 'B');
      const json = runCheck([dir, '--no-engines', '--no-cache', '--format', 'json']);
      const report = JSON.parse(json.stdout) as { diagnostics: Array<{ file: string; line: number; code: string }> };
      expect(report.diagnostics.filter((d) => d.code === 'NestingTooDeep').map((d) => `${d.file}:${d.line}`)).toEqual([`a.md:${at}`]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps every word of a deeply nested note in its page', () => {
    const g = vault({ 'a.md': `${'1. '.repeat(3000)}first\n\n${'> '.repeat(3000)}second\n` });
    expect(g.notes[0]!.html).toContain('first');
    expect(g.notes[0]!.html).toContain('second');
    expect(g.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['NestingTooDeep', 1],
      ['NestingTooDeep', 3],
    ]);
  });
});

describe('decodeNote', () => {
  const utf16 = (text: string, littleEndian: boolean, bom: boolean): Uint8Array => {
    const out: number[] = bom ? (littleEndian ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
    for (const ch of text) {
      const c = ch.charCodeAt(0);
      out.push(...(littleEndian ? [c & 0xff, c >> 8] : [c >> 8, c & 0xff]));
    }
    return new Uint8Array(out);
  };

  it('reads UTF-16 both ways, with or without a byte-order mark', () => {
    for (const le of [true, false]) {
      for (const bom of [true, false]) {
        const d = decodeNote(utf16('# Tête\n\nSee [[Other]].\n', le, bom));
        expect(d).toMatchObject({ kind: 'text', text: '# Tête\n\nSee [[Other]].\n', encoding: le ? 'utf-16le' : 'utf-16be' });
      }
    }
  });

  it('replaces NUL characters in UTF-8 text, and tells the first one’s place', () => {
    const d = decodeNote(new TextEncoder().encode('a\nb\nc\0d\0\n'));
    expect(d).toEqual({ kind: 'text', text: 'a\nb\nc\uFFFDd\uFFFD\n', encoding: 'utf-8', nul: { count: 2, line: 3, column: 2 } });
  });

  it('ends a line at a lone carriage return, as Obsidian does, and places what it reports by those lines', () => {
    const nul = decodeNote(new TextEncoder().encode('\r# \0\r\nx\ry'));
    expect(nul).toEqual({ kind: 'text', text: '\n# \uFFFD\r\nx\ny', encoding: 'utf-8', nul: { count: 1, line: 2, column: 3 } });
    const bad = decodeNote(new Uint8Array([...new TextEncoder().encode('\r#\r\nx\ry'), 0xff]));
    expect(bad).toMatchObject({ kind: 'invalid-utf8', text: '\n#\r\nx\ny\uFFFD', line: 4, column: 2 });
  });

  it('calls NUL bytes in what is not UTF-8 or UTF-16 binary', () => {
    expect(decodeNote(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0xff, 0xd8, 0xff]))).toEqual({ kind: 'binary', text: '' });
  });
});
