/**
 * Bad input: each problem is a diagnostic with file, 1-based line and a hint; the build goes on
 * and the note is still published. Nothing outside the vault is ever read.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadVault } from '../../src/vault/index.ts';
import { vault, note, codes } from './helpers.ts';

describe('bad notes are reported and still published', () => {
  it('invalid YAML frontmatter: line of the error, note published without frontmatter', () => {
    const g = vault({ 'Body.md': '---\ntitle: ok\naliases: [unclosed\nother: x\n---\n# Body\n\nText.' });
    const d = g.diagnostics.find((x) => x.code === 'InvalidFrontmatter');
    expect(d).toMatchObject({ file: 'Body.md', severity: 'error' });
    expect(d?.line).toBeGreaterThanOrEqual(3);
    expect(d?.line).toBeLessThanOrEqual(5);
    expect(d?.hint).toMatch(/Fix the YAML/);
    // Titled by its opening H1 (which names it), not by the unread frontmatter's `title`.
    expect(note(g, 'Body')).toMatchObject({ title: 'Body', frontmatter: {}, summary: 'Text.' });
    expect(note(g, 'Body').html).toContain('<h1 id="body">Body</h1>');
  });
  it('frontmatter after blank lines: read as text, as Obsidian reads it, and the editor told why', () => {
    const g = vault({
      'late.md': '\n\n---\ntitle: Late\ntags: [rules]\n---\n\nText.',
      'rules.md': 'Intro.\n\n---\n\nA line between rules.\n\n---\n',
      'spaced.md': '\n---\n\nNot: properties, a paragraph between rules.\n\n---\n',
      'first.md': '---\ntitle: First\n---\nText.',
    });
    expect(g.diagnostics.filter((d) => d.code === 'FrontmatterNotFirst').map((d) => [d.file, d.line, d.severity])).toEqual([
      ['late.md', 3, 'warning'],
    ]);
    // Not read as properties: no title, no tags.
    expect(note(g, 'late')).toMatchObject({ title: 'late', tags: [], frontmatter: {} });
    expect(note(g, 'first').title).toBe('First');
  });
  it("the vault's root README.md is a note, as Obsidian shows it, and a link to it opens it", () => {
    const files = { 'README.md': '# About this folder', 'Home.md': 'See [[README]].' };
    const g = vault(files);
    expect(g.notes.map((n) => n.path)).toEqual(['Home.md', 'README.md']);
    expect(g.diagnostics.map((d) => d.code)).not.toContain('BrokenLink');
    expect(note(g, 'Home').html).toContain(`href="/${note(g, 'README').slug}/"`);
    // Left out only when the vault says so, and then said to be, not dropped in silence.
    const left = vault(files, { ignore: ['README.md'] });
    expect(left.notes.map((n) => n.path)).toEqual(['Home.md']);
    expect(left.diagnostics.filter((d) => d.code === 'NoteLeftOut').map((d) => [d.file, d.severity])).toEqual([['README.md', 'info']]);
    expect(left.diagnostics.filter((d) => d.code === 'BrokenLink').map((d) => d.file)).toEqual(['Home.md']);
  });
  it('frontmatter that is not a mapping, and aliases of the wrong type', () => {
    const g = vault({ 'a.md': '---\n- just\n- a list\n---\nx', 'b.md': '---\naliases: [{ a: 1 }, ok]\n---\ny' });
    expect(g.diagnostics.map((d) => [d.code, d.file, d.line])).toEqual([
      ['InvalidFrontmatter', 'a.md', 2],
      ['InvalidFrontmatterField', 'b.md', 2],
    ]);
    expect(note(g, 'b').aliases).toEqual(['ok']);
  });
  it('non-UTF-8 note: decoded with replacement characters, line of the first bad byte', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('# Title\n\nCaf'), 0xe9, ...new TextEncoder().encode(' au lait\n')]);
    const g = vault({ 'latin1.md': bytes });
    expect(g.diagnostics).toEqual([expect.objectContaining({ code: 'InvalidEncoding', file: 'latin1.md', line: 3, column: 4 })]);
    expect(note(g, 'latin1').html).toContain('Caf\uFFFD au lait');
  });
  it('binary file named .md: reported, not published as a note (links to it are unwritten)', () => {
    const g = vault({ 'image.md': new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0xff, 0xd8]), 'b.md': '[[image]]' });
    expect(g.diagnostics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'BinaryFile', file: 'image.md', line: 1 }),
        expect.objectContaining({ code: 'BrokenLink', file: 'b.md', line: 1 }),
      ]),
    );
    expect(g.diagnostics).toHaveLength(2);
    expect(g.notes.map((n) => n.id)).toEqual(['b']);
  });
  it('huge note: published as plain, escaped text over the limit', () => {
    const text = `# Big\n\n<script>alert(1)</script> [[Elsewhere]]\n${'word '.repeat(300)}`;
    const g = vault({ 'big.md': text }, { maxNoteBytes: 1000 });
    expect(g.diagnostics).toEqual([expect.objectContaining({ code: 'NoteTooLarge', file: 'big.md', line: 1 })]);
    const big = note(g, 'big');
    expect(big.html.startsWith('<pre class="note-too-large"># Big')).toBe(true);
    expect(big.html).toContain('&#x3C;script>');
    expect(big.html).not.toContain('<script');
    expect(big.words).toBe(303);
  });
  it('embed cycle: shown as a link, reported once at the embed', () => {
    const g = vault({ 'a.md': 'A text\n\n![[b]]', 'b.md': 'B text\n\n![[a]]', 'self.md': '# S\n\n![[self]]' });
    const cycles = g.diagnostics.filter((d) => d.code === 'EmbedCycle');
    expect(cycles.map((d) => [d.file, d.line, d.column])).toEqual([
      ['a.md', 3, 1],
      ['b.md', 3, 1],
      ['self.md', 3, 1],
    ]);
    const a = note(g, 'a').html;
    expect(a).toContain('<div class="markdown-embed" data-note="b"><p>B text</p>');
    expect(a).toContain('<a class="wikilink" href="/a/" data-note="a">a</a>');
    expect(note(g, 'self').html).toContain('<a class="wikilink" href="/self/" data-note="self">self</a>');
  });
  it('note embeds nested past the limit become links', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 5; i++) files[`n${i}.md`] = `level ${i}\n\n![[n${i + 1}]]`;
    files['n5.md'] = 'level 5';
    const g = vault(files, { maxEmbedDepth: 3 });
    const html = note(g, 'n0').html;
    expect(html).toContain('level 3');
    expect(html).not.toContain('level 4');
    expect(html).toContain('href="/n4/"');
    expect(g.diagnostics.filter((d) => d.code === 'EmbedTooDeep').map((d) => d.file)).toContain('n3.md');
  });
  it('missing image: placeholder and MissingEmbed with position', () => {
    const g = vault({ 'a.md': 'Icon (![[Pasted image 2022.png]]) here and ![alt](missing.png)' });
    expect(g.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ['MissingEmbed', 1, 7],
      ['MissingEmbed', 1, 44],
    ]);
    expect(note(g, 'a').html).toBe(
      '<p>Icon (<span class="embed missing" title="Missing image: Pasted image 2022.png">Pasted image 2022.png</span>) here and <span class="embed missing" title="Missing image: missing.png">alt</span></p>',
    );
  });
  it('raw HTML is sanitised: no script, event handler or javascript: URL survives', () => {
    const g = vault({
      'x.md': [
        'Safe <b>bold</b> and <kbd>K</kbd>.',
        '',
        '<script>alert("x")</script>',
        '',
        '<img src="x.png" onerror="alert(1)">',
        '',
        '<a href="javascript:alert(1)">click</a> <a href="data:text/html,hi">d</a>',
        '',
        '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
        '',
        '[md](javascript:alert(1)) <div onclick="x()" style="color:red">div</div>',
      ].join('\n'),
    });
    const html = note(g, 'x').html;
    expect(html).toContain('<b>bold</b>');
    expect(html).toContain('<kbd>K</kbd>');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|data:text|<iframe|<style/i);
    // Inline colour is kept, as Obsidian shows it.
    expect(html).toContain('<div style="color: red">div</div>');
    expect(g.diagnostics.filter((d) => d.code === 'UnsafeHtml').map((d) => d.line)).toEqual([3, 5, 7, 7, 9, 9, 11]);
    expect(g.diagnostics.every((d) => d.line >= 1 && d.column >= 1)).toBe(true);
  });
  it('reports each element the page does not keep, once a note, and keeps its text', () => {
    const g = vault({
      'x.md':
        'A <marquee>moving</marquee> line, <u>kept</u>.\n\n<svg><circle/></svg> and <marquee>again</marquee> <!-- a <name> here -->\n',
    });
    expect(note(g, 'x').html).toContain('A moving line, <u>kept</u>.');
    expect(g.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '1:3 Raw HTML in the note contains the element <marquee> (its text is kept), which is removed from the page.',
      '3:1 Raw HTML in the note contains the element <svg> (its text is kept), which is removed from the page.',
      '3:6 Raw HTML in the note contains the element <circle> (its text is kept), which is removed from the page.',
    ]);
  });
  it('places unsafe HTML where it is written: in quotes and list items, and after a comment cut out of it', () => {
    const places = (text: string) =>
      vault({ 'x.md': text })
        .diagnostics.filter((d) => d.code === 'UnsafeHtml')
        .map((d) => `${d.line}:${d.column}`);
    // An HTML block in a callout holds its lines without their `> > ` markers.
    expect(places('> [!note]\n> > <div>\n> > <b onclick="x">b</b>\n')).toEqual(['3:8']);
    expect(places('- item\n\n  <div>\n  <b onclick="x">b</b>\n')).toEqual(['4:6']);
    // A tab the list item takes part of: the handler is still counted from the tab.
    expect(places('- item\n\n\t<div>\n\t<b onclick="x">b</b>\n')).toEqual(['4:5']);
    expect(places('> <div>\r\n> <b onclick="x">b</b>\r\n')).toEqual(['2:6']);
    // A comment over two lines of an HTML block: the lines after it count them again.
    expect(places('<div>\n%% one\ntwo %%\n<b onclick="x">b</b>\n')).toEqual(['4:4']);
    // A comment in the line before the handler: its characters count again.
    expect(places('<div>\n<b %%note%% onclick="x">b</b>\n')).toEqual(['2:13']);
    // An HTML block opened in a quote runs on through callouts three levels deep, past a comment
    // over three lines: the handler and the URL are where they are written.
    const deep =
      '>- \n>  <details open ontoggle=alert(1)> [[Move]]\n> [!note] Title [[Move]]\n> > [!note] Title [[Move]]\n' +
      '> > > [!note] Title [[Move]]\n> > > - %% \n> > >```\n> > >[[Move]] %%\n> > >```\n> > > [!note] Title [[Move]]\n' +
      '> > > # [md](<javascript:alert(1)>)\n';
    expect(places(deep)).toEqual(['2:18', '11:14', '11:15']);
    expect(places('> <p>\n> %% a\n> b %% <i onclick="x">i</i>\n')).toEqual(['3:11']);
  });
  it('placeholders cannot be forged from raw HTML', () => {
    const g = vault({
      'x.md':
        '<rulegraph-embed data-rulegraph="0:0:0"></rulegraph-embed><rulegraph-check data-check="0:0:0"></rulegraph-check>\n\n```check\na: 1\n```',
    });
    expect(note(g, 'x').html).toBe('<p></p>\n<pre><code class="language-check">a: 1</code></pre>');
  });
  it('invalid check block YAML: reported at its line', () => {
    const g = vault({ 'c.md': 'Intro\n\n```check\nask: [attack\n```' });
    expect(g.diagnostics[0]).toMatchObject({ code: 'InvalidCheckBlock', file: 'c.md', severity: 'error' });
    expect(g.diagnostics[0]!.line).toBeGreaterThanOrEqual(4);
    expect(note(g, 'c').checks[0]).toMatchObject({ data: null, source: 'ask: [attack', line: 3 });
  });
  it('duplicate block ids in a note (a warning) and ids shared by notes (info: links name their note)', () => {
    const g = vault({ 'a.md': 'One ^rule\n\nTwo ^RULE', 'b.md': 'Three ^rule' });
    expect(g.diagnostics.map((d) => [d.code, d.file, d.line, d.message])).toEqual([
      ['SharedBlockId', 'a.md', 1, 'The block id "^rule" is also used at b.md:1.'],
      ['DuplicateBlockId', 'a.md', 3, 'The block id "^RULE" is also used earlier in this note.'],
      ['SharedBlockId', 'b.md', 1, 'The block id "^rule" is also used at a.md:1.'],
    ]);
  });
});

describe('nothing outside the vault is read', () => {
  const outside = mkdtempSync(join(tmpdir(), 'rulegraph-outside-'));
  const root = mkdtempSync(join(tmpdir(), 'rulegraph-vault-'));
  writeFileSync(join(outside, 'secret.md'), 'TOP SECRET');
  writeFileSync(join(outside, 'secret.png'), 'png');
  mkdirSync(join(root, 'notes'));
  writeFileSync(
    join(root, 'notes', 'a.md'),
    [
      '[[../../secret]] ![[../secret.png]] [up](../../secret.md) [enc](..%2F..%2Fsecret.md)',
      `[[${outside}/secret]] ![[/etc/hostname]]`,
    ].join('\n'),
  );
  symlinkSync(join(outside, 'secret.md'), join(root, 'notes', 'linked.md'));
  symlinkSync(outside, join(root, 'linked-folder'));
  afterAll(() => {
    rmSync(outside, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });

  it('does not follow symlinks or links leaving the vault', async () => {
    const g = await loadVault(root);
    expect(g.notes.map((n) => n.id)).toEqual(['notes/a']);
    expect(JSON.stringify(g)).not.toContain('TOP SECRET');
    expect(g.diagnostics.filter((d) => d.code === 'SymlinkSkipped').map((d) => d.file)).toEqual(['linked-folder', 'notes/linked.md']);
    // A `..` above the vault root stays at the root (as in Obsidian), and vault-rooted paths are
    // the vault's: where no file of the vault answers, the link is just missing.
    expect(
      g.diagnostics
        .filter((d) => d.code === 'MissingEmbed' || d.code === 'BrokenLink' || d.code === 'PageNotInVault')
        .map((d) => [d.line, d.column]),
    ).toEqual([
      [1, 1],
      [1, 18],
      [1, 37],
      [1, 59],
      [2, 1],
      [2, outside.length + 13],
    ]);
    expect(g.edges.every((e) => e.resolved === false)).toBe(true);
    expect(g.assets).toEqual([]);
  });
  it('throws only when the root is not a folder', async () => {
    await expect(loadVault(join(root, 'nope'))).rejects.toThrow(/does not exist/);
    await expect(loadVault(join(root, 'notes', 'a.md'))).rejects.toThrow(/is not a folder/);
  });
  it('buildGraph skips files whose path is absolute or leaves the vault', () => {
    const g = vault({ '/etc/passwd': 'x', '../up.md': 'y', 'ok.md': 'z' });
    expect(g.notes.map((n) => n.id)).toEqual(['ok']);
    expect(codes(g)).toEqual(['InvalidPath', 'InvalidPath']);
  });
});
