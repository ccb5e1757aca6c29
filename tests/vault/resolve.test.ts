/**
 * Resolver cases: Obsidian's resolution order, case-insensitivity, aliases, ambiguity, and links
 * whose `..` climb above the vault root (read from the root, as Obsidian reads them).
 */
import { describe, expect, it } from 'vitest';
import { createResolver, type ResolverEntry } from '../../src/vault/resolve.ts';
import { vault, note } from './helpers.ts';

const files: ResolverEntry[] = [
  { path: 'legion/Move.md', isNote: true },
  { path: 'chronicle-x/Move.md', isNote: true },
  { path: 'legion/Actions.md', isNote: true, aliases: ['Action', 'Card Action'] },
  { path: 'legion/units/Trooper.md', isNote: true },
  { path: 'Trooper.md', isNote: true },
  { path: 'legion/deep/nested/Aim.md', isNote: true },
  { path: 'swu/Aim.md', isNote: true, aliases: ['Aiming'] },
  { path: 'swu/Keywords.md', isNote: true },
  { path: 'Index.md', isNote: true },
  { path: 'legion/img/token.png', isNote: false },
  { path: 'chronicle-x/Move.png', isNote: false },
  { path: 'legion/a/Unique Name.md', isNote: true },
  { path: 'legion/b/Shared.md', isNote: true, aliases: ['Common'] },
  { path: 'swu/Common.md', isNote: true },
];
const resolver = createResolver(files);

const cases: Array<{ why: string; target: string; from: string; path: string | null; ambiguous?: string[] }> = [
  { why: 'a bare name exactly one note has', target: 'Unique Name', from: 'swu/Keywords.md', path: 'legion/a/Unique Name.md' },
  { why: 'case-insensitive', target: 'unique NAME', from: 'swu/Keywords.md', path: 'legion/a/Unique Name.md' },
  { why: 'with .md', target: 'Unique Name.md', from: 'Index.md', path: 'legion/a/Unique Name.md' },
  {
    why: 'same folder first',
    target: 'Move',
    from: 'chronicle-x/Activation.md',
    path: 'chronicle-x/Move.md',
    ambiguous: ['legion/Move.md'],
  },
  {
    why: 'same folder first (other game)',
    target: 'Move',
    from: 'legion/Actions.md',
    path: 'legion/Move.md',
    ambiguous: ['chronicle-x/Move.md'],
  },
  {
    why: 'then shortest path (fewer characters)',
    target: 'Move',
    from: 'swu/Keywords.md',
    path: 'legion/Move.md',
    ambiguous: ['chronicle-x/Move.md'],
  },
  {
    why: 'shortest path: fewer characters win',
    target: 'Aim',
    from: 'Index.md',
    path: 'swu/Aim.md',
    ambiguous: ['legion/deep/nested/Aim.md'],
  },
  {
    why: 'shortest path from the root',
    target: 'Trooper',
    from: 'swu/Keywords.md',
    path: 'Trooper.md',
    ambiguous: ['legion/units/Trooper.md'],
  },
  {
    why: 'the path from the vault root wins over the same folder',
    target: 'Trooper',
    from: 'legion/units/Other.md',
    path: 'Trooper.md',
    ambiguous: ['legion/units/Trooper.md'],
  },
  { why: 'path-suffix match', target: 'units/Trooper', from: 'Index.md', path: 'legion/units/Trooper.md' },
  { why: 'a full path', target: 'legion/Move', from: 'swu/Keywords.md', path: 'legion/Move.md' },
  { why: 'a suffix must start at a folder boundary', target: 'ion/Move', from: 'Index.md', path: null },
  { why: './ relative to the linking note', target: './Move', from: 'legion/Actions.md', path: 'legion/Move.md' },
  { why: '../ relative to the linking note', target: '../chronicle-x/Move', from: 'legion/Actions.md', path: 'chronicle-x/Move.md' },
  { why: 'relative is not a suffix search', target: './Keywords', from: 'legion/Actions.md', path: null },
  { why: 'leading / from the vault root', target: '/Trooper', from: 'legion/units/Other.md', path: 'Trooper.md' },
  { why: 'leading / is not a suffix search', target: '/Move', from: 'legion/Actions.md', path: null },
  { why: 'aliases as a fallback', target: 'card action', from: 'swu/Keywords.md', path: 'legion/Actions.md' },
  { why: 'a file name wins over an alias', target: 'Common', from: 'Index.md', path: 'swu/Common.md' },
  { why: 'alias fallback', target: 'Aiming', from: 'Index.md', path: 'swu/Aim.md' },
  { why: 'files by their full name', target: 'token.png', from: 'legion/Move.md', path: 'legion/img/token.png' },
  {
    why: 'a note is preferred for a name without extension',
    target: 'Move',
    from: 'chronicle-x/X.md',
    path: 'chronicle-x/Move.md',
    ambiguous: ['legion/Move.md'],
  },
  { why: 'a file for a name with its extension', target: 'Move.png', from: 'legion/X.md', path: 'chronicle-x/Move.png' },
  { why: 'unknown', target: 'Card Actions', from: 'legion/Move.md', path: null },
  {
    why: '../ above the root stays at the root, where nothing is named so',
    target: '../../etc/passwd',
    from: 'legion/Move.md',
    path: null,
  },
  {
    why: 'a path climbing above the root, then found from it',
    target: 'legion/../../swu/Keywords',
    from: 'Index.md',
    path: 'swu/Keywords.md',
  },
  {
    why: '../ above the root, then the note at that path',
    target: '../../legion/Actions',
    from: 'legion/Move.md',
    path: 'legion/Actions.md',
  },
  { why: 'an absolute path is vault-rooted, never the disk', target: '/etc/passwd', from: 'Index.md', path: null },
];

describe('createResolver', () => {
  it.each(cases)('$why: [[$target]] from $from', ({ target, from, path, ambiguous }) => {
    const r = resolver.resolve(target, from);
    if (path === null) {
      expect(r.status).toBe('missing');
      return;
    }
    expect(r).toMatchObject({ status: 'found', path, ambiguous: ambiguous ?? [] });
  });
});

describe('ambiguity in the graph', () => {
  // Two paths of one length: Obsidian's order (shortest path) cannot tell them apart.
  const graph = vault({
    'legion/Move.md': '# Legion move',
    'armada/Move.md': '# Armada move',
    'legion/Actions.md': 'Units [[Move]].',
    'Index.md': 'See [[Move]] and [[legion/Move]].',
  });
  it('resolves a shared name by the rules and reports it with file and line, as a warning only where the order Obsidian follows does not settle it', () => {
    const fromActions = graph.edges.find((e) => e.source === 'legion/Actions');
    expect(fromActions?.target).toBe('legion/Move');
    const fromIndex = graph.edges.filter((e) => e.source === 'Index');
    expect(fromIndex.map((e) => e.target)).toEqual(['armada/Move', 'legion/Move']);
    // From the root the two notes tie in Obsidian's order (a warning); from legion/ the same folder settles it.
    const ambiguous = graph.diagnostics.filter((d) => d.code === 'AmbiguousLink');
    expect(ambiguous.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([['Index.md', 1, 5, 'warning']]);
    expect(ambiguous[0]?.message).toContain('it goes to "armada/Move.md" (also matched: legion/Move.md)');
    expect(ambiguous[0]?.hint).toBe('Write more of the path so that only one note matches: [[armada/Move]] or [[legion/Move]].');
    const settled = graph.diagnostics.filter((d) => d.code === 'AmbiguousLinkSettled');
    expect(settled.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([['legion/Actions.md', 1, 7, 'info']]);
    expect(settled[0]?.message).toContain('as in Obsidian (same folder;');
  });
  it('lists backlinks of each target', () => {
    expect(graph.backlinks).toEqual({ 'armada/Move': ['Index'], 'legion/Move': ['Index', 'legion/Actions'] });
  });
});

describe('unresolved links are unwritten notes', () => {
  const graph = vault({
    'a.md': '[[Card Action]] and [[card action]]\n\n![[Pasted image.png]]',
    'b/c.md': 'text\n\n  [[Card Action|shown]]',
  });
  it('lists every place that links to them, under the first spelling', () => {
    expect(graph.unresolved).toEqual([
      {
        raw: 'Card Action',
        anchor: 'card-action',
        from: [
          { note: 'a', line: 1, column: 1 },
          { note: 'a', line: 1, column: 21 },
          { note: 'b/c', line: 3, column: 3 },
        ],
      },
      { raw: 'Pasted image.png', anchor: 'pasted-imagepng', from: [{ note: 'a', line: 3, column: 1 }] },
    ]);
    expect(note(graph, 'a').html).toContain(
      '<a class="wikilink unwritten" href="/unwritten/#card-action" title="Not written yet: Card Action">card action</a>',
    );
    expect(graph.diagnostics.map((d) => `${d.code} ${d.file}:${d.line}`)).toEqual([
      'BrokenLink a.md:1',
      'BrokenLink a.md:1',
      'MissingEmbed a.md:3',
      'BrokenLink b/c.md:3',
    ]);
  });
  it('reports a missing heading but still links to the note', () => {
    const g = vault({ 'a.md': '[[b#Nowhere]] [[b#^nope]]', 'b.md': '# Here' });
    expect(note(g, 'a').html).toContain('href="/b/"');
    expect(g.diagnostics.map((d) => [d.code, d.column])).toEqual([
      ['BrokenAnchor', 1],
      ['BrokenAnchor', 15],
    ]);
    expect(g.edges[0]?.anchor).toEqual({ type: 'heading', text: 'Nowhere', id: null });
  });
});

describe('page slugs', () => {
  it('slugifies each segment and de-duplicates collisions with a diagnostic', () => {
    const g = vault({ 'legion/Free Actions.md': 'a', 'legion/free-actions.md': 'b', 'unwritten.md': 'c', 'legion.md': 'd' });
    expect(g.notes.map((n) => [n.path, n.slug])).toEqual([
      ['legion.md', 'legion-2'],
      ['legion/Free Actions.md', 'legion/free-actions'],
      ['legion/free-actions.md', 'legion/free-actions-2'],
      ['unwritten.md', 'unwritten-2'],
    ]);
    expect(g.diagnostics.filter((d) => d.code === 'SlugCollision').map((d) => d.file)).toEqual([
      'legion.md',
      'legion/free-actions.md',
      'unwritten.md',
    ]);
  });

  it('says once that a folder named like a site route moved, and still names a note that collides inside it', () => {
    const g = vault({ 'Assets/Archer.md': 'a', 'Assets/Bonded.md': 'b', 'Assets/bonded!.md': 'c', 'Moves.md': 'd' });
    expect(g.notes.map((n) => [n.path, n.slug])).toEqual([
      ['Assets/Archer.md', 'assets-2/archer'],
      ['Assets/Bonded.md', 'assets-2/bonded'],
      ['Assets/bonded!.md', 'assets-2/bonded-2'],
      ['Moves.md', 'moves'],
    ]);
    const collisions = g.diagnostics.filter((d) => d.code === 'SlugCollision');
    expect(collisions.map((d) => [d.file, d.message])).toEqual([
      [
        'Assets/Archer.md',
        'The folder “Assets” would be published at "assets/", a URL taken by a page of the site itself; its notes are published under "assets-2/".',
      ],
      [
        'Assets/bonded!.md',
        'The page URL "assets-2/bonded" is taken by the page of “Assets/Bonded.md”; this file is published at "assets-2/bonded-2".',
      ],
    ]);
    expect(collisions[0]!.hint).toContain('Rename the folder');
  });

  it('keeps `.md` in the name of a folder, in the slugs of its notes, with no collision reported', () => {
    const g = vault({ 'x.md/inner.md': 'a', 'x.md/deeper.md/leaf.md': 'b', 'x.md': 'c' });
    expect(g.notes.map((n) => [n.path, n.slug])).toEqual([
      ['x.md', 'x'],
      ['x.md/deeper.md/leaf.md', 'xmd/deepermd/leaf'],
      ['x.md/inner.md', 'xmd/inner'],
    ]);
    expect(g.diagnostics.filter((d) => d.code === 'SlugCollision')).toEqual([]);
  });
});
