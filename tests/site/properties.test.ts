/**
 * The Properties block's rows: each property typed as Obsidian types it, links in values as site
 * links where the vault resolved them (notes with their anchors, unwritten notes), tags as tag
 * links; and which properties of a note link to another (its backlinks).
 */
import { describe, expect, it } from 'vitest';
import { linkingProperties, propertiesView, propertyRows } from '../../src/components/properties.ts';
import type { GraphEntryData } from '../../src/components/site-data.ts';
import { vault } from '../vault/helpers.ts';

function site(files: Record<string, string>): GraphEntryData {
  const g = vault(files);
  return { ...g, notes: g.notes.map(({ html: _html, ...n }) => ({ ...n, url: `/${n.slug}/` })), root: '/v', base: '/' };
}

const files = {
  'legion/Cover.md': '# Cover\n\n## Light\n\nOne hit. ^light-cover',
  'legion/Activation.md': 'Activate.',
  'legion/Aim.md': [
    '---',
    'title: Aim',
    'aliases: [Aiming]',
    'tags: [action, "#legion/token"]',
    'related: "[[Cover]]"',
    'rules:',
    '  - "[[Activation|activating]]"',
    '  - "[[Cover#Light]]"',
    '  - "[[Cover#^light-cover]]"',
    '  - "[[Nowhere]]"',
    'see: "read [[Cover]] first"',
    'unquoted: [[Activation]]',
    'cost: 2',
    'unique: false',
    'released: 2024-01-05',
    'updated: 2024-01-05T10:30',
    'empty:',
    'nested: { a: 1 }',
    'source: https://example.com/rules?p=1',
    'sources: [https://example.com/a, "see https://example.com/b"]',
    'bad: javascript:alert(1)',
    '---',
    'Body.',
  ].join('\n'),
};

describe('propertyRows', () => {
  const graph = site(files);
  const aim = graph.notes.find((n) => n.id === 'legion/Aim')!;
  const rows = propertyRows(graph, aim, new Map([['action', '/tags/action/']]));
  const row = (key: string) => rows.find((r) => r.key === key)!;

  it('lists every property in written order, with Obsidian’s types', () => {
    expect(rows.map((r) => [r.key, r.type])).toEqual([
      ['title', 'text'],
      ['aliases', 'list'],
      ['tags', 'tags'],
      ['related', 'text'],
      ['rules', 'list'],
      ['see', 'text'],
      ['unquoted', 'text'],
      ['cost', 'number'],
      ['unique', 'checkbox'],
      ['released', 'date'],
      ['updated', 'datetime'],
      ['empty', 'empty'],
      ['nested', 'text'],
      ['source', 'text'],
      ['sources', 'list'],
      ['bad', 'text'],
    ]);
    expect(row('unique').checked).toBe(false);
    expect(row('released').datetime).toBe('2024-01-05');
    expect(row('nested').items[0]!.parts).toEqual([{ text: '{"a":1}' }]);
  });

  it('makes a value that is a web address a link out, as Obsidian does; nothing else', () => {
    const out = { note: null, unwritten: false, external: true };
    expect(row('source').items[0]!.parts).toEqual([
      { text: 'https://example.com/rules?p=1', href: 'https://example.com/rules?p=1', ...out },
    ]);
    expect(row('sources').items.map((i) => i.parts)).toEqual([
      [{ text: 'https://example.com/a', href: 'https://example.com/a', ...out }],
      [{ text: 'see https://example.com/b' }],
    ]);
    expect(row('bad').items[0]!.parts).toEqual([{ text: 'javascript:alert(1)' }]);
  });

  it('links the values’ links as the vault resolved them, and the tags to their pages', () => {
    expect(row('related').items[0]!.parts).toEqual([{ text: 'Cover', href: '/legion/cover/', note: 'legion/Cover', unwritten: false }]);
    expect(row('rules').items.map((i) => i.parts)).toEqual([
      [{ text: 'activating', href: '/legion/activation/', note: 'legion/Activation', unwritten: false }],
      [{ text: 'Cover > Light', href: '/legion/cover/#light', note: 'legion/Cover', unwritten: false }],
      [{ text: 'Cover > ^light-cover', href: '/legion/cover/#^light-cover', note: 'legion/Cover', unwritten: false }],
      [{ text: 'Nowhere', href: '/unwritten/#nowhere', note: null, unwritten: true }],
    ]);
    expect(row('see').items[0]!.parts).toEqual([
      { text: 'read ' },
      { text: 'Cover', href: '/legion/cover/', note: 'legion/Cover', unwritten: false },
      { text: ' first' },
    ]);
    expect(row('unquoted').items[0]!.parts[0]).toMatchObject({ href: '/legion/activation/' });
    expect(row('tags').items.map((i) => i.parts)).toEqual([
      [{ text: '#action', href: '/tags/action/', note: null, unwritten: false, tag: true }],
      [{ text: '#legion/token' }],
    ]);
  });

  it('says which properties of a note link to another', () => {
    expect(linkingProperties(graph, 'legion/Cover', 'legion/Aim')).toEqual(['related', 'rules', 'see']);
    expect(linkingProperties(graph, 'legion/Activation', 'legion/Aim')).toEqual(['rules', 'unquoted']);
    expect(linkingProperties(graph, 'legion/Aim', 'legion/Cover')).toEqual([]);
  });

  it('shows aliases written as text one by one, split at commas as the note’s aliases are', () => {
    const g = site({ 'Scout.md': '---\naliases: Recon, Pathfinder\n---\nMoves first.\n' });
    const scout = g.notes.find((n) => n.id === 'Scout')!;
    const aliases = propertyRows(g, scout, new Map()).find((r) => r.key === 'aliases')!;
    expect(aliases.type).toBe('list');
    expect(aliases.items.map((i) => i.parts.map((p) => p.text).join(''))).toEqual(['Recon', 'Pathfinder']);
    expect(scout.aliases).toEqual(['Recon', 'Pathfinder']);
  });

  it('shows an unquoted link in `tags` as the link it is read as, not as tags cut at spaces', () => {
    const g = site({ 'Ranger.md': '---\ntags: [[Forest Guard]]\n---\nTracks.\n', 'Forest Guard.md': 'Guards.' });
    const ranger = g.notes.find((n) => n.id === 'Ranger')!;
    expect(ranger.tags).toEqual([]);
    expect(propertyRows(g, ranger, new Map()).find((r) => r.key === 'tags')).toEqual({
      key: 'tags',
      type: 'tags',
      items: [{ parts: [{ text: 'Forest Guard', href: '/forest-guard/', note: 'Forest Guard', unwritten: false }] }],
    });
  });

  it('keeps the tags of a list that also holds an unquoted link, each item one tag', () => {
    const g = site({ 'Scout.md': '---\ntags:\n  - recon\n  - [[Trail Map]]\n  - light infantry\n---\nMoves first.\n' });
    const scout = g.notes.find((n) => n.id === 'Scout')!;
    const tags = propertyRows(g, scout, new Map([['recon', '/tags/recon/']])).find((r) => r.key === 'tags')!;
    expect(tags.items.map((i) => i.parts)).toEqual([
      [{ text: '#recon', href: '/tags/recon/', note: null, unwritten: false, tag: true }],
      [{ text: 'Trail Map', href: '/unwritten/#trail-map', note: null, unwritten: true }],
      [{ text: '#light infantry' }],
    ]);
  });

  it('gives no rows to a note without properties', () => {
    expect(propertyRows(graph, graph.notes.find((n) => n.id === 'legion/Cover')!, new Map())).toEqual([]);
  });
});

describe('propertiesView, as “Properties in document” says', () => {
  const graph = site({
    'Aim.md': '---\naliases: [Aiming]\ntags: [action]\nrelated: "[[Cover]]"\n---\nAim, then roll. #dice',
    'Cover.md': 'Cover.',
  });
  const aim = graph.notes.find((n) => n.id === 'Aim')!;
  const tags = new Map([['action', '/tags/action/']]);

  it('visible: the rows, and the line under the title keeps only the tags written in the text', () => {
    const view = propertiesView(graph, aim, tags, 'visible');
    expect(view.properties.map((r) => r.key)).toEqual(['aliases', 'tags', 'related']);
    expect(view.propertiesSource).toBe(null);
    expect(view.meta).toEqual({ aliases: [], tags: ['dice'] });
  });

  it('source: the properties as YAML text, and the line shows aliases and every tag', () => {
    const view = propertiesView(graph, aim, tags, 'source');
    expect(view.properties).toEqual([]);
    expect(view.propertiesSource).toBe('aliases:\n  - Aiming\ntags:\n  - action\nrelated: "[[Cover]]"\n');
    expect(view.meta).toEqual({ aliases: ['Aiming'], tags: ['action', 'dice'] });
  });

  it('hidden: no block', () => {
    expect(propertiesView(graph, aim, tags, 'hidden')).toEqual({
      properties: [],
      propertiesSource: null,
      meta: { aliases: ['Aiming'], tags: ['action', 'dice'] },
    });
  });

  it('a note without properties has no block in any mode', () => {
    const cover = graph.notes.find((n) => n.id === 'Cover')!;
    for (const shown of ['visible', 'source', 'hidden'] as const) {
      expect(propertiesView(graph, cover, tags, shown)).toEqual({
        properties: [],
        propertiesSource: null,
        meta: { aliases: [], tags: [] },
      });
    }
  });
});
