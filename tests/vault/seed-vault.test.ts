/**
 * The real input: the five seed notes in ../shared/seed-vault, with all their mess.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { loadVault, type VaultGraph } from '../../src/vault/index.ts';
import { describeSeed, SEED_VAULT } from '../seed-vault.ts';
import { unbalancedTags } from './html-balance.ts';
import { note } from './helpers.ts';

describeSeed('the seed vault', () => {
  let graph: VaultGraph;
  beforeAll(async () => {
    graph = await loadVault(SEED_VAULT);
  });

  it('has six pages: five rule notes and its README, a note as Obsidian shows it', () => {
    expect(graph.notes.map((n) => [n.id, n.slug, n.game])).toEqual([
      ['README', 'readme', null],
      ['chronicle-x/Activation', 'chronicle-x/activation', 'chronicle-x'],
      ['legion/Actions', 'legion/actions', 'legion'],
      ['legion/Courage', 'legion/courage', 'legion'],
      ['legion/Free Actions', 'legion/free-actions', 'legion'],
      ['swu/abilities-and-effects', 'swu/abilities-and-effects', 'swu'],
    ]);
  });

  it('records every wikilink and embed written in the notes: resolved, or unresolved with file and line', () => {
    for (const n of graph.notes) {
      const source = readFileSync(join(SEED_VAULT, n.path), 'utf8');
      // A wikilink in a code span (the README's `[[wikilinks]]`) is text, not a link.
      const written = source.replace(/`[^`\n]*`/g, '').match(/\[\[[^\]]+\]\]/g) ?? [];
      const edges = graph.edges.filter((e) => e.source === n.id && e.syntax === 'wikilink');
      expect(edges).toHaveLength(written.length);
      for (const e of edges) {
        if (e.resolved) continue;
        const listed = graph.unresolved.find((u) =>
          u.from.some((f) => f.note === n.id && f.line === e.position.line && f.column === e.position.column),
        );
        expect(listed, `${n.path}:${e.position.line} [[${e.raw}]]`).toBeDefined();
      }
    }
  });

  it('lists the unwritten notes the issue names, with file and line', () => {
    const from = (raw: string) => graph.unresolved.find((u) => u.raw === raw)?.from;
    expect(from('Card Action')).toEqual([{ note: 'legion/Actions', line: 20, column: 3 }]);
    expect(from('Move')).toEqual([{ note: 'legion/Actions', line: 8, column: 3 }]);
    expect(from('Pasted image 20220118130742.png')).toEqual([{ note: 'legion/Actions', line: 26, column: 47 }]);
    expect(from('Pasted image 20220118130805.png')).toEqual([{ note: 'legion/Actions', line: 32, column: 52 }]);
    expect(from('relentless')).toEqual([{ note: 'legion/Free Actions', line: 19, column: 7 }]);
    expect(graph.diagnostics.filter((d) => d.code === 'MissingEmbed').map((d) => `${d.file}:${d.line}`)).toEqual([
      'legion/Actions.md:26',
      'legion/Actions.md:32',
    ]);
    const actions = note(graph, 'legion/Actions').html;
    expect(actions).toContain(
      '<a class="wikilink unwritten" href="/unwritten/#card-action" title="Not written yet: Card Action">Card Action</a>',
    );
    expect(actions).toContain('<span class="embed missing" title="Missing image: Pasted image 20220118130742.png">');
  });

  it('lands the SWU table of contents on its headings', () => {
    const swu = note(graph, 'swu/abilities-and-effects');
    const tocEdges = graph.edges.filter((e) => e.source === swu.id && e.target === swu.id);
    expect(tocEdges.map((e) => e.anchor)).toEqual(
      [
        'a-types-of-abilities',
        'b-effects',
        'c-resolving-abilities-and-effects',
        'd-timing-and-triggers',
        'e-nested-abilities-and-actions',
      ].map((id) => ({ type: 'heading', text: id, id })),
    );
    const ids = new Set([...swu.html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const hrefs = [...swu.html.matchAll(/href="\/swu\/abilities-and-effects\/#([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(5);
    for (const anchor of hrefs) expect(ids.has(anchor), anchor).toBe(true);
    expect(graph.diagnostics.filter((d) => d.file === swu.path && d.code === 'BrokenAnchor')).toEqual([]);
  });

  it('links the site pages the SWU note names as unwritten, never as 404s', () => {
    const swu = note(graph, 'swu/abilities-and-effects').html;
    expect(swu).toContain('<a href="/unwritten/#keywords" class="wikilink unwritten" title="Not written yet: keywords">Keywords</a>');
    expect(swu).not.toMatch(/href="[^"]*\.md/);
  });

  it('renders the scraping debris harmlessly: balanced, escaped markup, text kept', () => {
    for (const n of graph.notes) expect(unbalancedTags(n.html), n.path).toEqual([]);
    const courage = note(graph, 'legion/Courage').html;
    expect(courage).toContain('a friendly black/rank-commander.png unit at black/range-3.png.');
    expect(courage).toContain('Get sharable image');
    expect(courage).toContain('Oblong 6-sided token with an arrowhead insideWhen a unit checks');
    expect(courage).not.toContain('<img');
    const actions = note(graph, 'legion/Actions').html;
    expect(actions).toContain('<em><strong>For example</strong>, Darth Vader performs a move action');
    expect(actions).toContain('» <a class="wikilink unwritten"');
    expect(actions).toContain('unit’s two actions');
    expect(actions).toMatch(/perform actions\.<br>\n• When a unit is activated/);
  });

  it('summarises each note with its first prose paragraph', () => {
    expect(note(graph, 'legion/Courage').summary).toBe('Used to track units that are panicked.');
    expect(note(graph, 'legion/Free Actions').summary).toBe(
      'Through the use of free actions, a unit can perform more than two actions during its activation.',
    );
    expect(note(graph, 'legion/Actions').summary.startsWith('During the Activation Phase, each unit can perform actions.')).toBe(true);
    for (const n of graph.notes) expect(n.summary.length).toBeLessThanOrEqual(301);
  });

  it('reports problems only as diagnostics with a file, a line inside it and a hint', () => {
    for (const d of graph.diagnostics) {
      const lines = readFileSync(join(SEED_VAULT, d.file), 'utf8').split('\n').length;
      expect(d.line).toBeGreaterThanOrEqual(1);
      expect(d.line).toBeLessThanOrEqual(lines);
      expect(d.hint.length).toBeGreaterThan(10);
    }
    expect(new Set(graph.diagnostics.map((d) => d.code))).toEqual(new Set(['BrokenLink', 'MissingEmbed', 'PageNotInVault']));
  });
});
