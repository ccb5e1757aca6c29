/** One fixture vault per diagnostic: what an editor is told, where, and what to do. */
import { describe, expect, it } from 'vitest';
import { check, fixture, withCode } from './helpers.ts';

describe('links', () => {
  it('reports broken links with "did you mean" (plural, spelling, alias), and none for a fine link', async () => {
    const report = await check('broken-link');
    const broken = withCode(report.diagnostics, 'BrokenLink');
    const at = (text: string) => broken.find((d) => d.message.includes(`[[${text}]]`));
    expect(at('Card Action')).toMatchObject({ file: 'Actions.md', line: 1, column: 19, severity: 'warning' });
    expect(at('Card Action')!.hint).toContain('Did you mean [[Card Actions]]');
    expect(at('moves')!.hint).toContain('[[Move]]');
    expect(at('Suprression')!.hint).toContain('[[Suppression]]');
    expect(at('Shov')!.hint).toContain('[[Shove]] (alias of Push)');
    expect(at('Relentless')!.hint).not.toContain('Did you mean');
    expect(broken.map((d) => d.message).join('\n')).not.toMatch(/\[\[(Card Actions|Move|Suppression|Push)\]\]/);
    expect(broken).toHaveLength(5);
  });

  it('reports Markdown links to pages that are not in the vault', async () => {
    const report = await check('page-not-in-vault');
    const pages = withCode(report.diagnostics, 'PageNotInVault');
    expect(pages.map((d) => [d.file, d.line, d.message.match(/“(.*?)”/)?.[1]])).toEqual([
      ['Abilities.md', 1, 'keywords.md'],
      ['Abilities.md', 2, 'game-concepts.md'],
    ]);
    expect(pages[0]!.hint).toContain('https://');
    expect(withCode(report.diagnostics, 'BrokenLink')).toEqual([]);
  });

  it('reports an ambiguous name and where the link went; a path is not ambiguous', async () => {
    const report = await check('ambiguous-link');
    const ambiguous = withCode(report.diagnostics, 'AmbiguousLink');
    expect(ambiguous).toHaveLength(1);
    expect(ambiguous[0]).toMatchObject({ file: 'Index.md', line: 1, column: 8 });
    expect(ambiguous[0]!.message).toMatch(
      /"Move" matches several files; it goes to "(legion|armada)\/Move\.md" \(also matched: (legion|armada)\/Move\.md\)/,
    );
    expect(ambiguous[0]!.hint).toContain('[[legion/Move]]');
  });

  it("tells as information, not a warning, a shared name that Obsidian's order settles (the path from the vault root, else same folder, else shortest path)", async () => {
    const report = await check('ambiguous-settled');
    expect(withCode(report.diagnostics, 'AmbiguousLink')).toEqual([]);
    const settled = withCode(report.diagnostics, 'AmbiguousLinkSettled');
    expect(settled.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['chronicle-x/Move.md', 3, 37, 'info'],
      ['legion/Index.md', 3, 5, 'info'],
      ['legion/Index.md', 3, 18, 'info'],
    ]);
    expect(settled[1]!.message).toMatch(/goes to "legion\/Move\.md", as in Obsidian \(same folder;/);
    expect(settled[2]!.message).toMatch(/goes to "Timing\.md", as in Obsidian \(vault path;/);
    expect(report.counts.warning).toBe(0);
  });

  it('reports links to missing headings and block ids, listing what the note has', async () => {
    const report = await check('broken-anchor');
    const anchors = withCode(report.diagnostics, 'BrokenAnchor');
    expect(anchors.map((d) => [d.line, d.message])).toEqual([
      [1, expect.stringContaining('heading “Nope” of Target')],
      [2, expect.stringContaining('block id ^nope of Target')],
    ]);
    expect(anchors[0]!.hint).toContain('Timing');
    expect(anchors[1]!.hint).toContain('^target-rule');
  });
});

describe('math', () => {
  it("reports each formula KaTeX cannot typeset, at its line, with KaTeX's reason, and none for the ones it can", async () => {
    const report = await check('math-not-typeset');
    const math = withCode(report.diagnostics, 'MathNotTypeset');
    expect(math.map((d) => [d.file, d.line, d.severity])).toEqual([
      ['Odds.md', 5, 'warning'],
      ['Odds.md', 7, 'warning'],
    ]);
    expect(math[0]!.message).toContain('No such environment: flalign (at character 7)');
    expect(math[1]!.message).toContain("unknown type: 'infix'");
    expect(math[0]!.hint).toContain('align');
  });
});

describe('embeds', () => {
  it('reports missing images, notes, headings and block ids, not the ones present', async () => {
    const report = await check('missing-embed');
    const missing = withCode(report.diagnostics, 'MissingEmbed');
    expect(missing.map((d) => [d.line, d.message])).toEqual([
      [1, expect.stringContaining('image “Pasted image 20220118130742.png”')],
      [2, expect.stringContaining('note “Nothing Here”')],
      [3, expect.stringContaining('heading “Nope” of Target')],
      [4, expect.stringContaining('block id ^nope of Target')],
    ]);
    expect(missing[0]!.hint).toContain('attachments');
  });

  it('reports an embed cycle once, naming the notes', async () => {
    const report = await check('embed-cycle');
    const cycles = withCode(report.diagnostics, 'EmbedCycle');
    expect(cycles.length).toBeGreaterThanOrEqual(1);
    expect(cycles.map((d) => d.message).join(' ')).toMatch(/A.*B|B.*A/);
    expect(new Set(cycles.map((d) => d.file)).size).toBe(cycles.length);
  });
});

describe('names that must be unique', () => {
  it('reports each use of a block id two notes share, naming the other (info: links name their note)', async () => {
    const report = await check('duplicate-block-id');
    const dups = withCode(report.diagnostics, 'SharedBlockId');
    expect(dups.map((d) => d.file).sort()).toEqual(['One.md', 'Two.md']);
    expect(dups.find((d) => d.file === 'One.md')!.message).toContain('Two.md:1');
  });

  it('reports an alias two notes share only where a link goes through it; an alias that is another note’s name is no problem', async () => {
    const report = await check('duplicate-alias');
    expect(withCode(report.diagnostics, 'DuplicateAlias')).toEqual([]);
    // Pull.md's alias `Push` is also a file name: [[Push]] goes to the file, as in Obsidian.
    expect(report.diagnostics.filter((d) => d.file === 'Pull.md' && d.code.startsWith('Ambiguous'))).toEqual([]);
    const shared = withCode(report.diagnostics, 'AmbiguousLink');
    expect(shared.map((d) => [d.file, d.line, d.severity])).toEqual([['Rules.md', 1, 'warning']]);
    expect(shared[0]!.message).toContain('matches several notes through their aliases');
    expect(shared[0]!.hint).toMatch(/\[\[Pull\|…\]\] or \[\[Push\|…\]\]/);
  });

  it('reports invalid frontmatter as an error', async () => {
    const report = await check('invalid-frontmatter');
    const invalid = withCode(report.diagnostics, 'InvalidFrontmatter');
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ file: 'Broken.md', severity: 'error' });
  });
});

describe('orphans and a clean vault', () => {
  it('reports notes nothing links to, as information', async () => {
    const report = await check('orphan-note');
    expect(withCode(report.diagnostics, 'OrphanNote').map((d) => [d.file, d.severity])).toEqual([['Lonely.md', 'info']]);
  });

  it('reports nothing to fix on a vault whose links, anchors and aliases all resolve; says where a link goes through an alias', async () => {
    const report = await check('clean');
    expect(report.diagnostics.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([['LinkViaAlias', 'info', 'Rules.md', 3]]);
    expect(report.diagnostics[0]!.message).toBe(
      '[[Begin]] names no file: this site follows it to Start through its alias “Begin”, but Obsidian shows it as unresolved (it never resolves a link through an alias).',
    );
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 1 });
  });
});

describe('links whose ../ climb above the vault folder', () => {
  it('are read from the vault root, as Obsidian reads them, by the check and the build: followed when a file is there, unwritten when not', async () => {
    const { buildReport } = await import('./agreement.ts');
    const { graph, report } = await buildReport(fixture('link-outside-vault'));
    const place = (d: { file: string; line: number; column: number; code: string }) => `${d.file}:${d.line}:${d.column} ${d.code}`;
    const expected = [
      'Index.md:3:33 BrokenLink',
      'Index.md:3:57 BrokenLink',
      'Index.md:3:80 PageNotInVault',
      'Index.md:4:1 MissingEmbed',
      'Index.md:4:33 BrokenLink',
      'Index.md:5:51 LinkOutsideVault',
      'Index.md:5:74 LinkOutsideVault',
      'rules/Turns.md:3:64 BrokenLink',
    ];
    expect(report.diagnostics.filter((d) => d.code !== 'OrphanNote').map(place)).toEqual(expected);
    expect(graph.diagnostics.map(place)).toEqual(expected);
    const climbing = graph.diagnostics.filter((d) => d.code === 'LinkOutsideVault');
    expect(climbing.map((d) => [d.severity, d.message])).toEqual([
      [
        'info',
        '[[../rules/Turns]] climbs above the vault folder with "..": as in Obsidian, it is read from the vault root and goes to rules/Turns.md.',
      ],
      [
        'info',
        '[…](../../rules/Turns.md) climbs above the vault folder with "..": as in Obsidian, it is read from the vault root and goes to rules/Turns.md.',
      ],
    ]);
    // Nothing above the vault is named: what is not at the root is an unwritten note there.
    expect(graph.unresolved.map((u) => u.raw)).toEqual(['broken-link/map.png', 'clean/Rules', 'clean/Start', 'nowhere']);
    expect(graph.notes.map((n) => n.path)).toEqual(['Index.md', 'rules/Turns.md']);
    expect(graph.edges.filter((e) => e.resolved).map((e) => [e.source, e.target, e.raw])).toEqual([
      ['Index', 'rules/Turns', 'rules/Turns'],
      ['Index', 'rules/Turns', '../rules/Turns'],
      ['Index', 'rules/Turns', '../../rules/Turns.md'],
      ['rules/Turns', 'Index', '../Index'],
    ]);
  });
});

describe('file names a link cannot reach', () => {
  it('are reported as UnlinkableName by the check and the build, and still published', async () => {
    const { mkdtempSync, mkdirSync, rmSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { buildReport } = await import('./agreement.ts');
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-unlinkable-'));
    try {
      mkdirSync(join(dir, 'v^2'));
      writeFileSync(join(dir, 'Rules #1.md'), '# Rules #1\n\nThe first rule.\n');
      writeFileSync(join(dir, 'Deck [draft] | old.md'), '# Deck\n');
      writeFileSync(join(dir, 'v^2', 'Setup.md'), '# Setup\n');
      writeFileSync(join(dir, 'Home.md'), '# Home\n\nSee [[Setup]] and [[Deck]].\n');
      const { graph, report } = await buildReport(dir);
      const unlinkable = (ds: readonly { code: string; file: string; message: string }[]) =>
        ds.filter((d) => d.code === 'UnlinkableName').map((d) => [d.file, d.message.match(/holds (.*), which/)?.[1]]);
      const expected = [
        ['Deck [draft] | old.md', '"[", "]" and "|"'],
        ['Rules #1.md', '"#"'],
        ['v^2/Setup.md', '"^"'],
      ];
      expect(unlinkable(report.diagnostics)).toEqual(expected);
      expect(unlinkable(graph.diagnostics)).toEqual(expected);
      expect(report.diagnostics.find((d) => d.code === 'UnlinkableName')).toMatchObject({ severity: 'warning', line: 1, column: 1 });
      expect(graph.notes.map((n) => n.path)).toEqual(['Deck [draft] | old.md', 'Home.md', 'Rules #1.md', 'v^2/Setup.md']);
      expect(graph.notes.find((n) => n.path === 'Rules #1.md')?.html).toContain('The first rule.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
