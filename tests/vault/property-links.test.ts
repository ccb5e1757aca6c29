/**
 * Links in frontmatter properties, as Obsidian reads them: a property value holding `[[…]]` is a
 * link of the note (edge with its property name, backlink, unwritten note), resolved like body
 * links and reported at the value's line. Unquoted links, YAML anchors and `note.properties`.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createVaultState, loadVault } from '../../src/vault/index.ts';
import { readObsidianSettings } from '../../src/vault/obsidian-settings.ts';
import { noteCssClasses } from '../../src/vault/css-classes.ts';
import { vault, note } from './helpers.ts';

const cover = '# Cover\n\nHeavy cover cancels two hits.\n\n## Light\n\nOne hit.\n';

describe('property links', () => {
  it('makes edges from strings, lists and nested lists, each with its property and the line of its value', () => {
    const graph = vault({
      'legion/Cover.md': cover,
      'legion/Activation.md': 'Activate one unit.',
      'legion/Standby.md': '# Standby\n\n## Trigger\n\nWhen an enemy moves.',
      'legion/Aim.md': [
        '---',
        'title: Aim',
        'related: "[[Cover]]"',
        'rules:',
        '  - "[[Activation]]"',
        "  - '[[Standby#Trigger|the trigger]]'",
        'groups:',
        '  -',
        '    - "[[Cover#Light]]"',
        'note: "see [[Activation]] and [[Cover]]"',
        '---',
        'Spend an aim token to reroll.',
      ].join('\n'),
    });
    const edges = graph.edges.filter((e) => e.source === 'legion/Aim');
    expect(edges.map((e) => [e.property, e.target, e.position.line, e.position.column])).toEqual([
      ['related', 'legion/Cover', 3, 11],
      ['rules', 'legion/Activation', 5, 6],
      ['rules', 'legion/Standby', 6, 6],
      ['groups', 'legion/Cover', 9, 8],
      ['note', 'legion/Activation', 10, 12],
      ['note', 'legion/Cover', 10, 31],
    ]);
    expect(edges.every((e) => e.kind === 'link' && e.syntax === 'wikilink' && e.resolved)).toBe(true);
    expect(edges[2]!.anchor).toEqual({ type: 'heading', text: 'Trigger', id: 'trigger' });
    expect(edges[3]!.anchor).toEqual({ type: 'heading', text: 'Light', id: 'light' });
    expect(graph.backlinks['legion/Cover']).toEqual(['legion/Aim']);
    expect(graph.backlinks['legion/Standby']).toEqual(['legion/Aim']);
    expect(graph.diagnostics).toEqual([]);
    // Body links carry no property.
    expect(vault({ 'A.md': '[[B]]', 'B.md': '' }).edges[0]).not.toHaveProperty('property');
  });

  it('resolves with the body links’ resolver: folders, aliases, ambiguity', () => {
    const graph = vault({
      'legion/Cover.md': '',
      'armada/Cover.md': '',
      'legion/Suppression.md': '---\naliases: [Suppressed]\n---\n',
      'legion/Aim.md': '---\nrelated: "[[Cover]]"\nsee: "[[Suppressed]]"\n---\n',
      'Root.md': '---\nrelated: "[[Cover]]"\n---\n',
    });
    const target = (source: string, property: string) => graph.edges.find((e) => e.source === source && e.property === property)?.target;
    expect(target('legion/Aim', 'related')).toBe('legion/Cover');
    expect(target('legion/Aim', 'see')).toBe('legion/Suppression');
    expect(graph.diagnostics.filter((d) => d.file === 'Root.md').map((d) => [d.code, d.line])).toEqual([['AmbiguousLink', 2]]);
  });

  it('reports an unresolved property link as BrokenLink at its line, and lists it as an unwritten note', () => {
    const graph = vault({ 'Aim.md': '---\ntitle: Aim\nrules:\n  - "[[Nowhere]]"\n---\nBody.' });
    expect(graph.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([['BrokenLink', 'Aim.md', 4, 6]]);
    expect(graph.diagnostics[0]!.message).toContain('[[Nowhere]]');
    expect(graph.unresolved).toEqual([{ raw: 'Nowhere', anchor: 'nowhere', from: [{ note: 'Aim', line: 4, column: 6 }] }]);
    expect(graph.edges).toMatchObject([{ source: 'Aim', target: null, property: 'rules', resolved: false }]);
  });

  it('reports a missing heading of a property link as BrokenAnchor', () => {
    const graph = vault({ 'Cover.md': cover, 'Aim.md': '---\nrelated: "[[Cover#Nowhere]]"\n---\n' });
    expect(graph.diagnostics.map((d) => [d.code, d.line])).toEqual([['BrokenAnchor', 2]]);
  });

  it('keeps the body links and their rendering unchanged', () => {
    const graph = vault({ 'Cover.md': cover, 'Aim.md': '---\nrelated: "[[Cover]]"\n---\nSee [[Cover|cover]].' });
    expect(graph.edges.map((e) => [e.property ?? null, e.position.line])).toEqual([
      [null, 4],
      ['related', 2],
    ]);
    expect(note(graph, 'Aim').html).toBe('<p>See <a class="wikilink" href="/cover/" data-note="Cover">cover</a>.</p>');
  });
});

describe('a description property with links', () => {
  it('gives the note a summary that shows each link as the Properties view does, not its brackets', () => {
    const g = vault({
      'Cover.md': cover,
      'Brace.md': '---\ndescription: "Use [[Cover|heavy cover]] or [[Cover#Light]] before [[Dodge]]."\n---\nA reaction to an attack.\n',
    });
    expect(note(g, 'Brace').summary).toBe('Use heavy cover or Cover > Light before Dodge.');
    // The property itself keeps its links.
    expect(g.edges.filter((e) => e.source === 'Brace' && e.property === 'description').map((e) => e.raw)).toEqual([
      'Cover',
      'Cover',
      'Dodge',
    ]);
  });
});

describe('unquoted property links', () => {
  it('warns UnquotedPropertyLink at the value and still links as the editor meant', () => {
    const graph = vault({
      'Cover.md': cover,
      'Standby.md': '## Trigger',
      'Aim.md': '---\nrelated: [[Cover]]\nrules:\n  - [[Standby#Trigger]]\n  - "[[Cover]]"\n---\n',
    });
    expect(graph.edges.map((e) => [e.property, e.target, e.position.line, e.position.column])).toEqual([
      ['related', 'Cover', 2, 10],
      ['rules', 'Standby', 4, 5],
      ['rules', 'Cover', 5, 6],
    ]);
    const unquoted = graph.diagnostics.filter((d) => d.code === 'UnquotedPropertyLink');
    expect(unquoted.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['Aim.md', 2, 10, 'warning'],
      ['Aim.md', 4, 5, 'warning'],
    ]);
    expect(unquoted[0]!.hint).toContain('related: "[[Cover]]"');
    expect(unquoted[1]!.hint).toContain('"[[Standby#Trigger]]"');
    expect(graph.diagnostics).toHaveLength(2);
    // The property's value is the link the editor meant.
    expect(note(graph, 'Aim').properties.related).toBe('[[Cover]]');
    expect(note(graph, 'Aim').properties.rules).toEqual(['[[Standby#Trigger]]', '[[Cover]]']);
  });

  it('leaves a real nested list alone', () => {
    const graph = vault({ 'Aim.md': '---\ngrid: [[1, 2], [3, 4]]\npair: [[a, b]]\n---\n' });
    expect(graph.edges).toEqual([]);
    expect(graph.diagnostics).toEqual([]);
    expect(note(graph, 'Aim').properties.grid).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});

describe('unquoted template placeholders', () => {
  it('shows {{date}} as written and warns UnquotedPlaceholder at the value, in a list too', () => {
    const graph = vault({ 'Movie Template.md': '---\nlast: {{date}}\ncast:\n  - {{title}}\n  - Ann\nday: "{{date:YYYY-MM-DD}}"\n---\n' });
    expect(note(graph, 'Movie Template').properties.last).toBe('{{date}}');
    expect(note(graph, 'Movie Template').properties.cast).toEqual(['{{title}}', 'Ann']);
    expect(note(graph, 'Movie Template').properties.day).toBe('{{date:YYYY-MM-DD}}');
    const placeholders = graph.diagnostics.filter((d) => d.code === 'UnquotedPlaceholder');
    expect(placeholders.map((d) => [d.file, d.line, d.column, d.severity])).toEqual([
      ['Movie Template.md', 2, 7, 'warning'],
      ['Movie Template.md', 4, 5, 'warning'],
    ]);
    expect(placeholders[0]!.hint).toContain('last: "{{date}}"');
    expect(placeholders[1]!.hint).toContain('- "{{title}}"');
    expect(graph.diagnostics).toHaveLength(2);
  });

  it('leaves a real nested mapping alone', () => {
    const graph = vault({ 'Aim.md': '---\nrange: {min: 1, max: 3}\n---\n' });
    expect(graph.diagnostics).toEqual([]);
    expect(note(graph, 'Aim').properties.range).toEqual({ min: 1, max: 3 });
  });
});

describe('note.properties', () => {
  it('holds the frontmatter in written order as JSON-safe, prototype-free values', () => {
    const graph = vault({
      'Aim.md': [
        '---',
        'title: Aim',
        'cost: 2',
        'unique: true',
        'released: 2024-01-05',
        'range: .inf',
        'empty:',
        '__proto__: { polluted: true }',
        'constructor: x',
        'nested: { a: [1, { b: c }] }',
        '---',
      ].join('\n'),
    });
    const properties = note(graph, 'Aim').properties;
    expect(Object.getPrototypeOf(properties)).toBe(null);
    expect(Object.keys(properties)).toEqual([
      'title',
      'cost',
      'unique',
      'released',
      'range',
      'empty',
      '__proto__',
      'constructor',
      'nested',
    ]);
    expect(JSON.parse(JSON.stringify(properties))).toEqual({
      title: 'Aim',
      cost: 2,
      unique: true,
      released: '2024-01-05',
      range: '.inf',
      empty: null,
      ['__proto__']: { polluted: true },
      constructor: 'x',
      nested: { a: [1, { b: 'c' }] },
    });
    expect(Object.getPrototypeOf((properties.nested as Record<string, unknown>) ?? {})).toBe(null);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('is empty without frontmatter or with invalid YAML', () => {
    expect(note(vault({ 'A.md': 'Body' }), 'A').properties).toEqual({});
    expect(note(vault({ 'A.md': '---\na: [\n---\n' }), 'A').properties).toEqual({});
  });
});

describe('YAML anchors and aliases', () => {
  const laughs = [
    '---',
    'title: Laughs',
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
    'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
    'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
    'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
    'f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]',
    'g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]',
    'h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]',
    'i: [*h, *h, *h, *h, *h, *h, *h, *h, *h]',
    'related: "[[Cover]]"',
    '---',
    'Still here.',
  ].join('\n');

  it('bounds alias expansion: the properties that expand too far are left out and reported at their line, the note is published', () => {
    const graph = vault({ 'Laughs.md': laughs, 'Cover.md': '' });
    const laughing = note(graph, 'Laughs');
    expect(laughing.title).toBe('Laughs');
    expect(laughing.html).toBe('<p>Still here.</p>');
    expect(Object.keys(laughing.properties)).toEqual(['title', 'a', 'b', 'c', 'related']);
    const reported = graph.diagnostics.filter((d) => d.code === 'YamlAliasLimit');
    expect(reported.map((d) => [d.line, d.severity])).toEqual([
      [6, 'warning'],
      [7, 'warning'],
      [8, 'warning'],
      [9, 'warning'],
      [10, 'warning'],
      [11, 'warning'],
    ]);
    expect(reported[0]!.message).toContain('`d`');
    expect(graph.edges.map((e) => [e.property, e.target])).toEqual([['related', 'Cover']]);
    expect(JSON.stringify(graph.notes).length).toBeLessThan(100_000);
  });

  it('reads a few aliases as Obsidian does', () => {
    const graph = vault({
      'Cover.md': '',
      'Aim.md': '---\nbase: &link "[[Cover]]"\nrelated: *link\nlist: [*link]\n---\n',
    });
    expect(note(graph, 'Aim').properties).toEqual({ base: '[[Cover]]', related: '[[Cover]]', list: ['[[Cover]]'] });
    // The link is written once (at the anchor); aliases repeat it without new places.
    expect(graph.edges.map((e) => [e.property, e.position.line])).toEqual([['base', 2]]);
    expect(graph.diagnostics).toEqual([]);
  });
});

describe('Obsidian’s “Properties in document” setting', () => {
  it('is read from .obsidian/app.json: visible (the default), hidden or source', async () => {
    const root = await mkdtemp(join(tmpdir(), 'rulegraph-settings-'));
    try {
      expect((await readObsidianSettings(root)).propertiesInDocument).toBe('visible');
      await mkdir(join(root, '.obsidian'));
      const shown = async (json: string) => {
        await writeFile(join(root, '.obsidian', 'app.json'), json);
        return (await readObsidianSettings(root)).propertiesInDocument;
      };
      expect(await shown('{"propertiesInDocument":"hidden"}')).toBe('hidden');
      expect(await shown('{"propertiesInDocument":"source","strictLineBreaks":true}')).toBe('source');
      expect(await shown('{"propertiesInDocument":"sideways"}')).toBe('visible');
      expect(await shown('{"propertiesInDocument":1}')).toBe('visible');
      expect(await shown('not json')).toBe('visible');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('property links in an incremental vault (check --watch)', () => {
  const encoder = new TextEncoder();
  const files = (entries: Record<string, string>) =>
    new Map(Object.entries(entries).map(([path, text]) => [path, { path, bytes: encoder.encode(text) }]));

  it('follows a property link as its target is written, and as the property is edited', () => {
    const state = createVaultState({ html: false });
    const aim = '---\nrelated: "[[Cover]]"\n---\nAim.';
    state.update(files({ 'Aim.md': aim }), ['Aim.md']);
    expect(state.diagnostics().map((d) => [d.code, d.line])).toEqual([['BrokenLink', 2]]);
    const written = state.update(files({ 'Aim.md': aim, 'Cover.md': 'Cover.' }), ['Cover.md']);
    expect(written.relinked).toContain('Aim.md');
    expect(state.diagnostics()).toEqual([]);
    expect(state.graph().backlinks).toEqual({ Cover: ['Aim'] });
    state.update(files({ 'Aim.md': '---\nrelated: "[[Dodge]]"\n---\nAim.', 'Cover.md': 'Cover.' }), ['Aim.md']);
    expect(state.graph().backlinks).toEqual({});
    expect(state.graph().unresolved.map((u) => u.raw)).toEqual(['Dodge']);
  });
});

describe('property links read ahead on worker threads', () => {
  it('give the same edges and prototype-free properties as a parse on this thread', async () => {
    const root = join(import.meta.dirname, '../fixtures/checker/property-links');
    const here = await loadVault(root, { parseThreads: 0 });
    const ahead = await loadVault(root, { parseThreads: 1 });
    expect(ahead.edges).toEqual(here.edges);
    expect(ahead.diagnostics).toEqual(here.diagnostics);
    const aim = ahead.notes.find((n) => n.id === 'Aim')!;
    expect(Object.getPrototypeOf(aim.properties)).toBe(null);
    expect(aim.properties.rules).toEqual(['[[Activaton]]', '[[Cover#Heavy]]']);
  });
});

describe('the keys of aliases, tags and CSS classes', () => {
  it('are read in any case, as Obsidian reads them', () => {
    const graph = vault({
      'Town.md': '---\nTags: Category/Settlement\nAliases: [Old Town]\nCSSClasses: wide\n---\nA town.\n',
      'Camp.md': '---\nTAGS: camp\nALIASES: Tents\n---\nA camp.\n',
      'Map.md': 'See [[Old Town]] and [[Tents]].\n',
    });
    expect(note(graph, 'Town').tags).toEqual(['category/settlement']);
    expect(note(graph, 'Town').aliases).toEqual(['Old Town']);
    expect(note(graph, 'Camp').tags).toEqual(['camp']);
    expect(graph.edges.filter((e) => e.source === note(graph, 'Map').id).map((e) => e.target)).toEqual([
      note(graph, 'Town').id,
      note(graph, 'Camp').id,
    ]);
    expect(graph.diagnostics).toEqual([]);
    expect(noteCssClasses(note(graph, 'Town').frontmatter)).toEqual(['wide']);
  });

  it('singular (alias, tag, cssclass) are no longer read, as in Obsidian 1.9: ordinary properties, each reported with the key to use', () => {
    const graph = vault({
      'Camp.md': '---\nTag: camp\nalias: Tents\ncssclass: wide\n---\nA camp.\n',
      'Map.md': 'See [[Tents]].\n',
    });
    const camp = note(graph, 'Camp');
    expect(camp.tags).toEqual([]);
    expect(camp.aliases).toEqual([]);
    expect(noteCssClasses(camp.frontmatter)).toEqual([]);
    expect(camp.properties.alias).toBe('Tents');
    expect(graph.edges.filter((e) => e.source === note(graph, 'Map').id).map((e) => e.target)).not.toContain(camp.id);
    const retired = graph.diagnostics.filter((d) => d.code === 'RetiredProperty');
    expect(retired.map((d) => [d.line, d.hint])).toEqual([
      [2, 'Rename `Tag` to `tags`, written as a list: `tags: [First, Second]`.'],
      [3, 'Rename `alias` to `aliases`, written as a list: `aliases: [First, Second]`.'],
      [4, 'Rename `cssclass` to `cssclasses`, written as a list: `cssclasses: [First, Second]`.'],
    ]);
  });
});
