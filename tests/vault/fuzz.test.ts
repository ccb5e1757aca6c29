/**
 * Fuzzing the pipeline with fast-check: random Markdown built from the constructs the vault reads
 * (wikilinks with aliases, headings and block anchors, embeds of notes and files, block ids,
 * frontmatter, callouts, tables, code and `check` blocks, raw HTML, tabs, CR/LF, Unicode) never
 * makes parsing, resolution or `buildGraph` throw, every note comes out, and every diagnostic
 * points inside its file: 1 ≤ line ≤ number of lines, 1 ≤ column ≤ that line's length + 1
 * (UTF-16 units, as editors count them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/vault/index.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { createResolver } from '../../src/vault/resolve.ts';
import type { VaultFile, VaultGraph } from '../../src/vault/types.ts';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const names = fc.constantFrom(
  'Move',
  'Aim',
  'legion/Move',
  '../Move',
  '/swu/Card',
  'Ünïcode Nöte',
  'a|b',
  'x#y',
  '#Heading',
  '#^blk',
  'Move#^blk',
  'Aim#Dice#Sub',
  '',
  ' ',
  '..',
  '../../etc/passwd',
  '%2e%2e/x',
  'C:\\x',
  'img.png',
  '🎲 Dice',
);
const unicode = fc.string({ unit: 'grapheme', maxLength: 12 });
const anyText = fc.string({ unit: 'binary', maxLength: 12 });
const word = fc.oneof(
  fc.constantFrom('rule', 'unit', 'action', 'Ärger', '日本', '🎲', 'a\tb', '\\', '|', '[', ']', '!', '^', '#', '*', '`', '<', '>', '&'),
  unicode,
);

const inline = fc.oneof(
  word,
  fc.tuple(names, fc.option(word)).map(([t, a]) => (a === null ? `[[${t}]]` : `[[${t}|${a}]]`)),
  fc
    .tuple(names, fc.option(fc.constantFrom('100', '100x50', 'alt text', '')))
    .map(([t, a]) => (a === null ? `![[${t}]]` : `![[${t}|${a}]]`)),
  fc.tuple(word, names).map(([w, t]) => `[${w}](${t.replace(/ /g, '%20')})`),
  fc.tuple(word, names).map(([w, t]) => `![${w}](${t})`),
  fc.constantFrom(
    '#tag',
    '#nested/tag',
    '#1',
    '<b>bold</b>',
    '<span onclick="x()">x</span>',
    '`code`',
    '**strong**',
    '[[',
    ']]',
    '![[',
    'https://example.com',
    '^',
    ' ^blk',
    ' ^a-1',
  ),
  anyText,
);
const lineOf = fc.array(inline, { maxLength: 8 }).map((parts) => parts.join(' '));
const block = fc.oneof(
  lineOf,
  fc.tuple(fc.integer({ min: 1, max: 6 }), lineOf).map(([d, t]) => `${'#'.repeat(d)} ${t}`),
  fc.tuple(lineOf, fc.constantFrom('blk', 'a-1', 'Ü', 'x y', '')).map(([t, id]) => `${t} ^${id}`),
  fc.constantFrom(
    '^orphan',
    '| a | b |\n|---|---|\n| [[Move\\|m]] | x ^t |',
    '> [!note] Title\n> body [[Aim]]',
    '> [!warning]- Folded',
    '- item ^li\n- [[Move]]',
    '\t- tabbed\n\t\t[[Aim]]',
    '```\ncode [[Move]]\n```',
    '```check\ngame: legion\nask: [\n```',
    '```check\ngame: legion\nunit: { type: trooper }\nask: attack\nexpect: no\n```',
    '<div>\n<script>alert(1)</script>\n</div>',
    '<svg onload=alert(1)>',
    '---',
    '***',
    '',
  ),
);
const frontmatter = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '---\ntitle: T\naliases: [A, B]\ntags: x, y\n---\n',
    '---\naliases: 3\ntags: [1, {a: b}]\n---\n',
    '---\n: bad: yaml: [\n---\n',
    '---\n- a list\n---\n',
    '---\ntitle: "<script>x</script>"\n---\n',
    '\uFEFF---\ntitle: bom\n---\n',
  ),
  fc.tuple(unicode, unicode).map(([k, v]) => `---\n${k}: ${v}\n---\n`),
);
const eol = fc.constantFrom('\n', '\r\n', '\r', '\n\n');
const markdown = fc
  .tuple(frontmatter, fc.array(fc.tuple(block, eol), { maxLength: 10 }))
  .map(([fm, blocks]) => fm + blocks.map(([b, e]) => b + e).join(''));

const notePath = fc.oneof(
  fc.constantFrom('Move.md', 'legion/Move.md', 'legion/Aim.md', 'swu/Card.md', 'Ünïcode Nöte.md', 'a b/c d.md', 'LEGION/move.md', 'x.MD'),
  unicode.map((s) => `${s.replace(/[/\\\0]/g, '_') || 'n'}.md`),
);
const vaultFiles = fc.uniqueArray(fc.tuple(notePath, markdown), { minLength: 1, maxLength: 5, selector: ([p]) => p.toLowerCase() });

/** Lines of a file as an editor shows them (CRLF, CR and LF end a line). */
function linesOf(bytes: Uint8Array): string[] {
  return decoder.decode(bytes).split(/\r\n|\r|\n/);
}

function expectPositionsInside(graph: VaultGraph, files: readonly VaultFile[]): void {
  const byPath = new Map(files.map((f) => [f.path.normalize('NFC'), f]));
  for (const d of graph.diagnostics) {
    const file = byPath.get(d.file);
    if (!file) continue; // InvalidPath diagnostics name a path that is not a vault file
    const lines = linesOf(file.bytes);
    expect(d.line, `${d.code} ${d.file}:${d.line}:${d.column}`).toBeGreaterThanOrEqual(1);
    expect(d.line, `${d.code} ${d.file}:${d.line}:${d.column} (${lines.length} lines)`).toBeLessThanOrEqual(lines.length);
    expect(d.column, `${d.code} ${d.file}:${d.line}:${d.column}`).toBeGreaterThanOrEqual(1);
    expect(d.column, `${d.code} ${d.file}:${d.line}:${d.column} line ${JSON.stringify(lines[d.line - 1])}`).toBeLessThanOrEqual(
      (lines[d.line - 1]?.length ?? 0) + 1,
    );
  }
  for (const edge of graph.edges) {
    const lines = linesOf(byPath.get(`${edge.source}.md`)?.bytes ?? byPath.get(`${edge.source}.MD`)?.bytes ?? new Uint8Array());
    expect(edge.position.line).toBeLessThanOrEqual(lines.length);
    expect(edge.position.column).toBeLessThanOrEqual((lines[edge.position.line - 1]?.length ?? 0) + 1);
  }
}

describe('fuzzing the vault pipeline', () => {
  it('parses any Markdown without throwing', () => {
    fc.assert(
      fc.property(markdown, (text) => {
        expect(parseMarkdown(text).tree.type).toBe('root');
      }),
      { numRuns: 300 },
    );
  });

  it('resolves any link target without throwing', () => {
    const resolver = createResolver([
      { path: 'legion/Move.md', isNote: true, aliases: ['Go'] },
      { path: 'img.png', isNote: false },
    ]);
    fc.assert(
      fc.property(fc.oneof(names, anyText, unicode), fc.constantFrom('a.md', 'legion/x/y.md'), (target, from) => {
        expect(['found', 'missing', 'outside']).toContain(resolver.resolve(target, from).status);
      }),
      { numRuns: 500 },
    );
  });

  it('builds every vault, keeps every note and reports every problem inside its file', () => {
    fc.assert(
      fc.property(vaultFiles, (entries) => {
        const files: VaultFile[] = entries.map(([path, text]) => ({ path, bytes: encoder.encode(text) }));
        const graph = buildGraph(files, { maxEmbedDepth: 3 });
        expect(graph.notes.length).toBe(
          new Set(files.map((f) => f.path.normalize('NFC').toLowerCase())).size -
            files.filter((f) => f.path.toLowerCase() === 'readme.md').length,
        );
        for (const note of graph.notes) expect(typeof note.html).toBe('string');
        expectPositionsInside(graph, files);
      }),
      { numRuns: 200 },
    );
  });
});
