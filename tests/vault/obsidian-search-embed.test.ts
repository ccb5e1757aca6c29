/**
 * Obsidian's embedded search (a fenced `query` block) is run at build time over the whole vault:
 * the page lists the notes it finds, each a link with its matching lines beneath, as Obsidian's
 * reading view shows them, and the notes it finds are not links of the note. A query the site
 * cannot run stays code and is reported (`QueryNotRun`), by the build and by the checker alike.
 */
import { describe, expect, it } from 'vitest';
import type { VaultGraph } from '../../src/vault/index.ts';
import { vault, note, watchedVault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

/** The titles of the notes the page's first search lists, in order. */
function found(graph: VaultGraph, id: string): string[] {
  const html = note(graph, id).html;
  const list = /<div class="search-query">([\s\S]*?)<\/div>/.exec(html)?.[1];
  if (list === undefined) throw new Error(`no search results in ${html}`);
  return [...list.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
}

const search = (query: string): string => `Found:\n\n\`\`\`query\n${query}\n\`\`\`\n`;

describe('Obsidian conformance: an embedded search (```query)', () => {
  it('lists the notes it finds, with their matching lines, and makes no link', () => {
    const graph = vault({
      'legion/Melee.md': '---\ntags: [melee]\n---\nClose combat at range 1.\n\nAnother line.\n',
      'legion/Charge.md': 'Move, then a #melee/free attack.\n',
      'swu/Melee.md': '---\ntags: [melee]\n---\nNot Legion.\n',
      'Index.md': search('tag:#melee path:legion'),
    });
    const html = note(graph, 'Index').html;
    expect(found(graph, 'Index')).toEqual(['Charge', 'Melee']);
    expect(html).toContain('href="/legion/melee/"');
    expect(html).toContain('<li>Move, then a #melee/free attack.</li>');
    expect(html).not.toContain('language-query');
    expect(graph.edges.filter((e) => e.source === 'Index')).toEqual([]);
    expect(note(graph, 'legion/Melee').html).not.toContain('Index');
  });

  it('reads words, phrases, OR, negation, parentheses and the operators as Obsidian does', () => {
    const files = {
      'A.md': '---\nstatus: Draft\n---\nMix the flour.\n\n## Later\nAdd water and dog.\n',
      'B.md': 'Mix well.\nThe flour rests.\n\n## Cat\nA cat and a dog.\n',
      'Dates/2024-01-02.md': 'Written 2024-01-02 by Hand.\n',
    };
    const run = (query: string) => found(vault({ ...files, 'Q.md': search(query) }), 'Q');
    // The note holding the search holds its words too: Obsidian lists it when they match there.
    expect(run('mix flour')).toEqual(['A', 'B', 'Q']);
    expect(run('line:(mix flour)')).toEqual(['A', 'Q']);
    expect(run('section:(cat dog)')).toEqual(['B', 'Q']);
    expect(run('"the flour"')).toEqual(['A', 'B', 'Q']);
    expect(run('flour -well')).toEqual(['A']);
    expect(run('(well OR water) dog -query')).toEqual(['A', 'B']);
    expect(run('file:2024')).toEqual(['2024-01-02']);
    expect(run('path:dates')).toEqual(['2024-01-02']);
    expect(run('content:dates -content:found')).toEqual([]);
    expect(run('match-case:HAND')).toEqual(['Q']);
    expect(run('match-case:Hand')).toEqual(['2024-01-02', 'Q']);
    expect(run('[status]')).toEqual(['A']);
    expect(run('[status:draft OR final]')).toEqual(['A']);
    expect(run('[status:final]')).toEqual([]);
    expect(run('/\\d{4}-\\d{2}-\\d{2}/ content:written')).toEqual(['2024-01-02']);
  });

  it('orders the notes by path, numbers as numbers, and stops at 50 notes with a line saying how many more', () => {
    const files: Record<string, string> = { 'Index.md': search('path:Session') };
    for (let i = 1; i <= 60; i++) files[`Session ${i}.md`] = 'Played.\n';
    const graph = vault(files);
    const titles = found(graph, 'Index');
    expect(titles.slice(0, 3)).toEqual(['Session 1', 'Session 2', 'Session 3']);
    expect(titles).toHaveLength(50);
    expect(note(graph, 'Index').html).toContain('… and 10 more notes.');
  });

  it('shows a note’s lines as text, never as HTML', () => {
    const graph = vault({
      'Evil.md': 'Danger <img src=x onerror=alert(1)> here <b>bold</b>.\n',
      'Index.md': search('content:danger'),
    });
    const html = note(graph, 'Index').html;
    expect(html).toContain('Danger &#x3C;img src=x onerror=alert(1)> here &#x3C;b>bold&#x3C;/b>.');
    expect(html).not.toMatch(/<img src="?x/);
  });

  it('says so when it finds nothing', () => {
    const graph = vault({ 'Index.md': search('tag:#nothing-has-this') });
    expect(note(graph, 'Index').html).toContain('No note matches this search.');
  });

  it('runs a pattern that would backtrack for ever in a regular-expression engine in linear time', () => {
    const graph = vault({ 'Long.md': `${'a'.repeat(100_000)}\n`, 'Index.md': search('/^(a*)*x$/ OR /^(a|aa)+$c/') });
    const { ms, value } = cpuTimed(() => found(graph, 'Index'));
    expect(value).toEqual([]);
    expect(ms).toBeLessThan(5_000);
  });

  it("says so above a search it does not run because the page's searches are past the site's budget", () => {
    // Each pattern weighs by its RE2 program (forty alternatives) for each character of the 2 MB note: past one page's budget.
    const pattern = `/${'(a|b)'.repeat(40)}z/`;
    const page = Array.from({ length: 8 }, (_, i) => search(`${pattern} ${i}`)).join('\n');
    const graph = vault({ 'Big.md': `${'word '.repeat(400_000)}\n`, 'Index.md': page });
    const html = note(graph, 'Index').html;
    const notRun = html.match(/<p class="search-not-run">Not run on the site: [^<]*<\/p><pre><code class="language-query">/g) ?? [];
    expect(notRun.length).toBeGreaterThan(0);
    expect(notRun.length + (html.match(/No note matches this search\./g) ?? []).length).toBe(8);
  });

  it('stays code, reported with file, line and what to do, when the site cannot run it', () => {
    for (const [query, reason] of [
      ['task:call', 'the operator `task:` is not run on the site'],
      ['(melee OR charge', 'a `(` has no `)`'],
      ['/(a)\\1/', 'a back-reference (`\\1`) is not run on the site'],
      ['/(?=a)b/', 'look-ahead and look-behind'],
    ]) {
      const graph = vault({ 'Index.md': `Intro.\n\n${search(query!)}` });
      expect(note(graph, 'Index').html).toContain('<pre><code class="language-query">');
      const reported = graph.diagnostics.filter((d) => d.code === 'QueryNotRun');
      expect(reported).toHaveLength(1);
      expect(reported[0]).toMatchObject({ file: 'Index.md', line: 5, severity: 'warning' });
      expect(reported[0]!.message).toContain(reason);
      expect(reported[0]!.hint).toMatch(/Fix the query/);
    }
  });

  it('gives the checker the same diagnostics as the build, and an edit of another note reaches an embedded search', () => {
    // A page may embed 2 KB: the embedded search grows past it when Long's matching line does.
    const v = watchedVault({ maxEmbedBytes: 2_000 });
    v.put('Results.md', search('tag:#long'));
    v.put('Page.md', '![[Results]]\n');
    v.put('Bad.md', search('block:(x)'));
    v.put('Long.md', 'Short.\n');
    v.update();
    expect(v.checker()).toEqual(v.build());
    expect(v.checker()).toContain('Bad.md QueryNotRun');
    expect(v.checker()).not.toContain('Page.md EmbedTooLarge');

    v.put('Long.md', `---\ntags: [long]\n---\n${'#long '.repeat(60)}\n\n${'More text. '.repeat(300)}\n`);
    const added = Array.from({ length: 10 }, (_, i) => `Long ${i + 2}.md`);
    for (const path of added) v.put(path, `#long ${'x'.repeat(280)}\n`);
    v.update(['Long.md', ...added]);
    expect(v.checker()).toEqual(v.build());
    expect(v.checker()).toContain('Page.md EmbedTooLarge');
  });
});
