/**
 * Dataview's LIST and TABLE queries: the notes a ```dataview``` block names, in its order, shown as
 * the plugin shows them in Obsidian; a query the site cannot answer stays code.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/vault/dataview-parse.ts';
import { executeQuery, type QueryNote, type QueryRow, runQuery, runRows } from '../../src/vault/dataview-query.ts';
import { queryResult } from '../../src/vault/dataview-render.ts';
import { vault, note, watchedVault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

const assets = {
  'Assets/Cave Lion.md': '---\ntags: [Asset/Companion]\nlevel: 2\n---\nA lion that follows [[Assets List]].',
  'Assets/Hawk.md': '---\nLevel: 10\n---\n#Asset/Companion A hawk.',
  'Assets/Archer.md': '#asset/path An archer.',
  'Moves/Strike.md': 'Strike. See [[Hawk]].',
};

/** A table's body as its cells' text, row by row (the header row left out). */
const cells = (html: string): string[][] =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/g)].slice(1).map((row) =>
    [...row[1]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) =>
      c[1]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );

describe('dataview queries on the page', () => {
  it('lists the notes of a tag and its nested tags, sorted, as links', () => {
    const graph = vault({ ...assets, 'Assets List.md': '```dataview\nlist\nfrom #Asset\nsort file.name desc\n```\n' });
    expect(note(graph, 'Assets List').html).toBe(
      '<div class="dataview-query"><ul>' +
        '<li><a class="wikilink" href="/assets-2/hawk/" data-note="Assets/Hawk">Hawk</a></li>' +
        '<li><a class="wikilink" href="/assets-2/cave-lion/" data-note="Assets/Cave Lion">Cave Lion</a></li>' +
        '<li><a class="wikilink" href="/assets-2/archer/" data-note="Assets/Archer">Archer</a></li>' +
        '</ul></div>',
    );
    // A query's result is no link of the note: no edge, no backlink.
    expect(graph.edges.filter((e) => e.source === 'Assets List')).toEqual([]);
  });

  it('tables a folder less a tag, with fields by name (any case), sorted by number, limited', () => {
    const graph = vault({
      ...assets,
      'Index.md': '```dataview\nTABLE level AS "Level", file.folder\nFROM "Assets" AND -#asset/path\nSORT level DESC\nLIMIT 5\n```',
    });
    expect(note(graph, 'Index').html).toBe(
      '<div class="dataview-query"><table class="dataview-table"><thead><tr><th>File (2)</th><th>Level</th><th>file.folder</th></tr></thead><tbody>' +
        '<tr><td><a class="wikilink" href="/assets-2/hawk/" data-note="Assets/Hawk">Hawk</a></td><td>10</td><td>Assets</td></tr>' +
        '<tr><td><a class="wikilink" href="/assets-2/cave-lion/" data-note="Assets/Cave Lion">Cave Lion</a></td><td>2</td><td>Assets</td></tr>' +
        '</tbody></table></div>',
    );
  });

  it('finds a field named with a capital only where it is written so, as Dataview does; a lower-case name finds any case', () => {
    const graph = vault({
      'Crew/Pilot.md': '---\nrole: Pilot\nhp: 12\n---\nFlies the ship.',
      'Crew/Gunner.md': '---\nRole: Gunner\nHP: 7\n---\nMans the turret.\n\nCover:: half',
      'Roster.md':
        '```dataview\nTABLE WITHOUT ID file.link AS "Who", Role, role, HP, hp, Cover, cover\nFROM "Crew"\nSORT file.name\n```\n\nMine: `=this.Shield`, `=this.shield`.\n\nshield:: 3',
    });
    const html = note(graph, 'Roster').html;
    const row = (name: string, cells: string[]) =>
      `<tr><td><a class="wikilink" href="/crew/${name.toLowerCase()}/" data-note="Crew/${name}">${name}</a></td>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`;
    expect(html).toContain(
      `<tbody>${row('Gunner', ['Gunner', 'Gunner', '7', '7', 'half', 'half'])}${row('Pilot', ['-', 'Pilot', '-', '12', '-', '-'])}</tbody>`,
    );
    expect(html).toContain('Mine: -, 3.');
  });

  it('draws a file.link column as the note’s link, as Dataview does, with or without the ID column', () => {
    const graph = vault({
      ...assets,
      'Spells.md':
        '```dataview\nTABLE WITHOUT ID file.link AS "Spell", level\nFROM "Assets" AND -#asset/path\nSORT level\n```\n\n```dataview\nLIST file.link\nFROM "Moves"\n```',
    });
    const html = note(graph, 'Spells').html;
    // Without the ID column, the first column's header carries the count, as in Dataview.
    expect(html).toContain('<thead><tr><th>Spell (2)</th><th>level</th></tr></thead>');
    expect(html).toContain(
      '<tr><td><a class="wikilink" href="/assets-2/cave-lion/" data-note="Assets/Cave Lion">Cave Lion</a></td><td>2</td></tr>',
    );
    expect(html).toContain(
      '<li><a class="wikilink" href="/moves/strike/" data-note="Moves/Strike">Strike</a>: <a class="wikilink" href="/moves/strike/" data-note="Moves/Strike">Strike</a></li>',
    );
    expect(html).not.toContain('[[');
  });

  it('draws the links a value holds (a property or an inline field) as the note draws them: to a note, or to an unwritten one', () => {
    const graph = vault({
      'Towns/Stiera.md': '# Stiera\n\n## Market\n',
      'People/Marta.md':
        '---\nhome: "[[Stiera]]"\nfriends: ["[[Stiera#Market|the market]]", "[[Nobody]]"]\n---\nA trader.\n\nrival:: [[Towns/Stiera#Market]]\n',
      'Index.md': '```dataview\nTABLE home, friends, rival\nFROM "People"\n```',
    });
    const html = note(graph, 'Index').html;
    expect(html).toContain('<td><a class="wikilink" href="/towns/stiera/" data-note="Towns/Stiera">Stiera</a></td>');
    // A list is drawn as a bulleted list in a cell, as Dataview draws it there.
    expect(html).toMatch(
      /<td><ul class="dataview dataview-ul dataview-result-list-ul"><li class="dataview-result-list-li"><a class="wikilink" href="\/towns\/stiera\/#market" data-note="Towns\/Stiera">the market<\/a><\/li><li class="dataview-result-list-li"><a class="wikilink unwritten" href="\/unwritten\/#[^"]+" title="Not written yet: Nobody">Nobody<\/a><\/li><\/ul><\/td>/,
    );
    expect(html).toContain('<td><a class="wikilink" href="/towns/stiera/#market" data-note="Towns/Stiera">Stiera > Market</a></td>');
    expect(html).not.toContain('[[');
  });

  it('lists the notes themselves for LIST WITHOUT ID with no field, as Dataview does', () => {
    const graph = vault({ ...assets, 'Q.md': '```dataview\nLIST WITHOUT ID FROM "Moves"\n```' });
    expect(note(graph, 'Q').html).toContain(
      '<ul><li><a class="wikilink" href="/moves/strike/" data-note="Moves/Strike">Strike</a></li></ul>',
    );
  });

  it('answers links in and out, and says so when no note matches', () => {
    const graph = vault({
      ...assets,
      'Assets List.md':
        '```dataview\nLIST FROM [[#]]\n```\n\n```dataview\nLIST WITHOUT ID level FROM outgoing([[Strike]])\n```\n\n```dataview\nLIST FROM #missing\n```',
    });
    const html = note(graph, 'Assets List').html;
    expect(html).toContain('<ul><li><a class="wikilink" href="/assets-2/cave-lion/" data-note="Assets/Cave Lion">Cave Lion</a></li></ul>');
    expect(html).toContain('<ul><li>10</li></ul>');
    expect(html).toContain('<p class="dataview-empty">No note matches this list.</p>');
  });

  it('answers a query inside an embedded note for that note (an embed is a link too), as Obsidian does', () => {
    const graph = vault({ ...assets, 'Assets List.md': '```dataview\nLIST FROM [[#]]\n```', 'Session.md': '![[Assets List]]' });
    expect(note(graph, 'Session').html).toContain(
      '<div class="dataview-query"><ul><li><a class="wikilink" href="/assets-2/cave-lion/" data-note="Assets/Cave Lion">Cave Lion</a></li>' +
        '<li><a class="wikilink" href="/session/" data-note="Session">Session</a></li></ul></div>',
    );
  });

  it('gives the checker the same embed diagnostics as the build when an edit of another note grows an embedded query', () => {
    const v = watchedVault({ maxEmbedBytes: 2_000 });
    v.put('Results.md', '```dataview\nTABLE summary FROM #long\n```\n');
    v.put('Page.md', '![[Results]]\n');
    v.put('Long.md', 'Short.\n');
    v.update();
    expect(v.checker()).toEqual(v.build());
    expect(v.checker()).not.toContain('Page.md EmbedTooLarge');
    // A page may embed 2 KB: the embedded table grows past it once ten notes carry the tag and a long summary.
    const added = Array.from({ length: 10 }, (_, i) => `Long ${i}.md`);
    for (const path of added) v.put(path, `---\ntags: [long]\nsummary: ${'word '.repeat(60)}\n---\nText.\n`);
    v.update(added);
    expect(v.build()).toContain('Page.md EmbedTooLarge');
    expect(v.checker()).toEqual(v.build());
  });

  it('lists at most 10,000 notes on one page, then says how many each query left out', () => {
    const files: Record<string, string> = { 'Hub.md': '```dataview\nlist from #t\n```\n\n'.repeat(401) };
    for (let i = 0; i < 25; i++) files[`n${i}.md`] = `Note ${i} #t`;
    const html = note(vault(files), 'Hub').html;
    expect(html.match(/<li>/g)).toHaveLength(10_000);
    expect(html.match(/dataview-more/g)).toHaveLength(1);
    expect(html.endsWith('<div class="dataview-query"><p class="dataview-more">… and 25 more notes.</p></div>')).toBe(true);
  });

  it('leaves a query it cannot answer as code, as Obsidian shows it without Dataview', () => {
    const graph = vault({ ...assets, 'Q.md': '```dataview\nLIST GROUP BY level GROUP BY key\n```\n\n```dataviewjs\ndv.list([1])\n```' });
    expect(note(graph, 'Q').html).toBe(
      '<pre><code class="language-dataview">LIST GROUP BY level GROUP BY key\n</code></pre>\n<pre><code class="language-dataviewjs">dv.list([1])\n</code></pre>',
    );
  });

  it('groups notes by a field: a table of keys with the notes of each, and a list of keys', () => {
    const graph = vault({
      'Spells/Bless.md': '---\nschool: Divine\nlevel: 1\n---\nA blessing.',
      'Spells/Shield.md': '---\nschool: Arcane\nlevel: 1\n---\nA shield.',
      'Spells/Fireball.md': '---\nschool: Arcane\nlevel: 3\n---\nA fire.',
      'Spells/Wish.md': 'No school.',
      'Index.md':
        '```dataview\nTABLE rows.file.link AS "Spells", rows.level\nFROM "Spells"\nSORT level DESC\nGROUP BY school\n```\n\n' +
        '```dataview\nLIST rows.file.link\nFROM "Spells"\nGROUP BY level AS Circle\n```',
    });
    const html = note(graph, 'Index').html;
    const ul = (items: string[]) =>
      `<ul class="dataview dataview-ul dataview-result-list-ul">${items.map((i) => `<li class="dataview-result-list-li">${i}</li>`).join('')}</ul>`;
    const a = (name: string) => `<a class="wikilink" href="/spells/${name.toLowerCase()}/" data-note="Spells/${name}">${name}</a>`;
    // Groups in the order of their keys (no value first, as Dataview orders it); notes in the query's order.
    expect(html).toContain(
      '<table class="dataview-table"><thead><tr><th>school (3)</th><th>Spells</th><th>rows.level</th></tr></thead><tbody>' +
        `<tr><td>-</td><td>${ul([a('Wish')])}</td><td>${ul(['-'])}</td></tr>` +
        `<tr><td>Arcane</td><td>${ul([a('Fireball'), a('Shield')])}</td><td>${ul(['3', '1'])}</td></tr>` +
        `<tr><td>Divine</td><td>${ul([a('Bless')])}</td><td>${ul(['1'])}</td></tr>` +
        '</tbody></table>',
    );
    expect(html).toContain(
      `<ul><li>-: ${ul([a('Wish')])}</li><li>1: ${ul([a('Bless'), a('Shield')])}</li><li>3: ${ul([a('Fireball')])}</li></ul>`,
    );
  });

  it('finds a text inside the items of a list with contains, as Dataview looks into each item: a tag `scout-leader` holds "scout"', () => {
    const graph = vault({
      'Crew/Ada.md': '---\ntags: [scout-leader]\n---\nLeads the scouts.',
      'Crew/Bo.md': '---\ntags: [scout]\n---\nScouts ahead.',
      'Crew/Cy.md': '---\ntags: [cook]\nroles: [[Galley, Deck]]\n---\nCooks.',
      'Scouts.md':
        '```dataview\nLIST FROM "Crew" WHERE contains(tags, "scout")\n```\n\n```dataview\nLIST FROM "Crew" WHERE icontains(roles, "deck")\n```',
    });
    const link = (name: string) => `<li><a class="wikilink" href="/crew/${name.toLowerCase()}/" data-note="Crew/${name}">${name}</a></li>`;
    expect(note(graph, 'Scouts').html).toBe(
      `<div class="dataview-query"><ul>${link('Ada')}${link('Bo')}</ul></div>\n<div class="dataview-query"><ul>${link('Cy')}</ul></div>`,
    );
  });

  it('takes a folder, not the folder note beside it, for FROM "folder", as Dataview does; a note by its path where no folder has its name', () => {
    const graph = vault({
      'Moves.md': 'The moves, in short.',
      'Moves/Strike.md': 'Hit.',
      'Moves/Block.md': 'Stop a hit.',
      'Rest.md': 'Sit down.',
      'Index.md': '```dataview\nLIST FROM "Moves"\n```\n\n```dataview\nLIST FROM "Rest"\n```',
    });
    expect(note(graph, 'Index').html).toBe(
      '<div class="dataview-query"><ul>' +
        '<li><a class="wikilink" href="/moves/block/" data-note="Moves/Block">Block</a></li>' +
        '<li><a class="wikilink" href="/moves/strike/" data-note="Moves/Strike">Strike</a></li>' +
        '</ul></div>\n' +
        '<div class="dataview-query"><ul><li><a class="wikilink" href="/rest/" data-note="Rest">Rest</a></li></ul></div>',
    );
  });
});

describe('parseQuery and runQuery', () => {
  const notes: QueryNote[] = [
    { path: 'a/One.md', tags: ['x'], properties: { n: 3 }, links: [1] },
    { path: 'a/Two.md', tags: ['x/y'], properties: { n: null }, links: [] },
    { path: 'b/Three.md', tags: [], properties: { n: 1 }, links: [0] },
  ];

  it('reads sources with and, or, negation and parentheses (and binds tighter)', () => {
    const rows = (text: string): string[] => runQuery(parseQuery(text)!, notes, 0).map((i) => notes[i]!.path);
    expect(rows('list from #x or "b" and -#x')).toEqual(['a/One.md', 'a/Two.md', 'b/Three.md']);
    expect(rows('list from (#x or "b") and -"a/Two.md"')).toEqual(['a/One.md', 'b/Three.md']);
    expect(rows('list from [[One]] or outgoing([[Three]])')).toEqual(['a/One.md', 'b/Three.md']);
    // No value sorts below any value, as Dataview's comparison has it: first, last when descending.
    expect(rows('list sort n')).toEqual(['a/Two.md', 'b/Three.md', 'a/One.md']);
    expect(rows('list sort n desc')).toEqual(['a/One.md', 'b/Three.md', 'a/Two.md']);
  });

  it('orders and compares as Dataview does: text as text, no value below any value, steps in the order written', () => {
    const sessions: QueryNote[] = ['Session 1', 'Session 10', 'Session 2', 'NPC'].map(
      (name, i): QueryNote => ({ path: `${name}.md`, tags: [], properties: i === 3 ? {} : { n: [1, 10, 2][i]! }, links: [] }),
    );
    const rows = (text: string): string[] => runQuery(parseQuery(text)!, sessions, 0).map((i) => sessions[i]!.path.replace('.md', ''));
    // Text is compared as text: "Session 10" before "Session 2" (Dataview's own order).
    expect(rows('list sort file.name')).toEqual(['NPC', 'Session 1', 'Session 10', 'Session 2']);
    // `n < 5` holds for a note without `n`: no value is below any value.
    expect(rows('list where n < 5')).toEqual(['NPC', 'Session 1', 'Session 2']);
    // LIMIT then SORT: the first two in path order, then sorted; and two WHERE clauses both apply.
    expect(rows('list limit 2 sort n desc')).toEqual(['Session 1', 'NPC']);
    expect(rows('list sort n desc limit 2')).toEqual(['Session 10', 'Session 2']);
    expect(rows('list where n\nwhere n > 1')).toEqual(['Session 10', 'Session 2']);
    // Values of two types are ordered by the types' names (a date, a number, a text).
    const mixed: QueryNote[] = [
      { path: 'a.md', tags: [], properties: { v: 'x' }, links: [] },
      { path: 'b.md', tags: [], properties: { v: 3 }, links: [] },
      { path: 'c.md', tags: [], properties: { v: '2024-01-05' }, links: [] },
    ];
    expect(runQuery(parseQuery('list sort v')!, mixed, 0)).toEqual([2, 1, 0]);
  });

  it('one comparison for order and equality: links to one note are one key, dates without a zone are UTC', () => {
    const refs: QueryNote[] = ['[[Move]]', '[[Move|moving]]', '[[legion/Move]]', '[[Aim]]'].map(
      (ref, i): QueryNote => ({ path: `n${i}.md`, tags: [], properties: { ref }, links: [] }),
    );
    expect(runRows(parseQuery('list group by ref')!, refs, 0)!.map((g) => g.group!.rows.map((row) => row.index))).toEqual([[3], [0, 1, 2]]);
    expect(runQuery(parseQuery('list where ref = [[Move]]')!, refs, 0)).toEqual([0, 1, 2]);
    const zone = process.env.TZ;
    try {
      for (const tz of ['Pacific/Auckland', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        const dates: QueryNote[] = [
          { path: 'x.md', tags: [], properties: { d: '2023-09-02' }, links: [] },
          { path: 'y.md', tags: [], properties: { d: '2023-09-01T22:00' }, links: [] },
        ];
        expect(runQuery(parseQuery('list sort d')!, dates, 0), tz).toEqual([1, 0]);
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('keeps the notes a WHERE condition holds for: comparisons, links, tags, this, functions', () => {
    const pages: QueryNote[] = [
      { path: 'Hub.md', tags: [], properties: { kind: 'beast' }, links: [] },
      {
        path: 'a/Lion.md',
        tags: ['asset/companion'],
        properties: { level: 2, kind: 'beast', parent: '[[Hub]]', traits: ['Fast', 'Loyal'] },
        links: [],
      },
      { path: 'a/Hawk.md', tags: ['asset/companion'], properties: { level: 10, kind: 'bird', parent: '[[Elsewhere|x]]' }, links: [] },
      { path: 'b/Archer.md', tags: ['asset/path'], properties: { level: 1, name: 'Archer of the Wood' }, links: [] },
    ];
    const rows = (where: string): string[] => runQuery(parseQuery(`list where ${where}`)!, pages, 0).map((i) => pages[i]!.path);
    expect(rows('level > 1')).toEqual(['a/Hawk.md', 'a/Lion.md']);
    expect(rows('level >= 2 and level <= 5')).toEqual(['a/Lion.md']);
    expect(rows('level = 1 or kind = "bird"')).toEqual(['a/Hawk.md', 'b/Archer.md']);
    expect(rows('!level')).toEqual(['Hub.md']);
    expect(rows('parent = [[Hub]]')).toEqual(['a/Lion.md']);
    expect(rows('parent = this.file.link')).toEqual(['a/Lion.md']);
    // `[[]]` and `[[#]]` are the note holding the query, as Dataview resolves them.
    expect(rows('parent = [[]]')).toEqual(['a/Lion.md']);
    expect(rows('contains(parent, [[#]])')).toEqual(['a/Lion.md']);
    expect(rows('kind = this.kind & file.name != this.file.name')).toEqual(['a/Lion.md']);
    expect(rows('contains(file.tags, "#Asset")')).toEqual(['a/Hawk.md', 'a/Lion.md', 'b/Archer.md']);
    expect(rows('contains(traits, "Loyal")')).toEqual(['a/Lion.md']);
    // A list's items are looked into as the list is: a text item holds a part of it.
    expect(rows('contains(traits, "oya")')).toEqual(['a/Lion.md']);
    expect(rows('icontains(name, "wood") | startswith(file.folder, "a")')).toEqual(['a/Hawk.md', 'a/Lion.md', 'b/Archer.md']);
    expect(rows('length(traits) = 2')).toEqual(['a/Lion.md']);
    // `contains` of a single link and a link is Dataview's `=`: the note named, whatever the path or alias.
    expect(rows('contains(parent, this.file.link)')).toEqual(['a/Lion.md']);
    expect(rows('contains(parent, [[Elsewhere]])')).toEqual(['a/Hawk.md']);
    // A text holds a text; a text and a number are only ever equal.
    expect(rows('contains(name, "Wood")')).toEqual(['b/Archer.md']);
    expect(rows('contains(level, 1)')).toEqual(['b/Archer.md']);
  });

  it('reads `[[]]` in a condition as the note holding the query, as Dataview does', () => {
    const graph = vault({
      'Map/Harbour.md': '# Harbour\n\n```dataview\nLIST\nFROM #place\nWHERE contains(located, [[]])\n```\n',
      'Map/Pier.md': '---\ntags: [place]\nlocated: "[[Harbour]]"\n---\nA pier.',
      'Map/Mill.md': '---\ntags: [place]\nlocated: "[[Valley]]"\n---\nA mill.',
    });
    const html = note(graph, 'Map/Harbour').html;
    expect(html).toContain('<a class="wikilink" href="/map/pier/" data-note="Map/Pier">Pier</a>');
    expect(html).not.toContain('Mill');
  });

  it('answers the lists of places a TTRPG vault writes: a child names its parent by a link, the parent lists its children', () => {
    const graph = vault({
      'World/Hub.md':
        '```dataview\nTABLE WITHOUT ID link(file.name) AS "Place(s)", kind AS "Type"\nWHERE contains(container, this.file.link)\nSORT file.name\n```\n',
      'World/Places/Inn.md': '---\ncontainer: "[[World/Hub.md|Hub]]"\nkind: Tavern\n---\nAn inn.',
      'World/Places/Gate.md': '---\ncontainer: "[[Hub]]"\nkind: "[[Wall]]"\n---\nA gate. See [[Wall]].',
      'World/Places/Far.md': '---\ncontainer: "Hub of the north"\n---\nFar away.',
    });
    const html = note(graph, 'World/Hub').html;
    expect(html).toContain('<thead><tr><th>Place(s) (2)</th><th>Type</th></tr></thead>');
    expect(html).toContain(
      '<tr><td><a class="wikilink" href="/world/places/gate/" data-note="World/Places/Gate">Gate</a></td><td><a class="wikilink unwritten" href="/unwritten/#wall"',
    );
    expect(html).toContain(
      '<tr><td><a class="wikilink" href="/world/places/inn/" data-note="World/Places/Inn">Inn</a></td><td>Tavern</td></tr>',
    );
    expect(html).not.toContain('Far');
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered')).toEqual([]);
  });

  it('runs arithmetic and Dataview’s functions in columns, conditions and sort keys, as the plugin does', () => {
    const graph = vault({
      'Units/Trooper.md': '---\ncost: 40\nwounds: 3\nname: Rebel Troopers\ngear: [blaster, grenade]\ncode: TR-40\n---\nA unit.',
      'Units/Speeder.md': '---\ncost: 90\nwounds: 4\nname: Speeder Bike\ngear: [blaster]\ncode: SB-90\n---\nA unit.',
      'Units/Probe.md': '---\ncost: 12\nname: Probe Droid\ncode: PD-12\n---\nA unit.',
      'Roster.md':
        '```dataview\nTABLE WITHOUT ID upper(name) AS "Unit", cost / default(wounds, 1) AS "Per wound", round(cost * 1.5 - 0.25, 1) AS "Adjusted", ' +
        '"#" + code AS "Code", join(sort(gear), " / ") AS "Gear", regexreplace(code, "([A-Z]+)-(\\\\d+)", "$2$1") AS "Flip", ' +
        'choice(cost > 50, "big", "small") AS "Size", padleft(string(-cost % 7), 3, "0") AS "Mod"\n' +
        'FROM "Units"\nWHERE cost + 10 > 20 AND regextest("^(TR|SB)", code) AND !containsword(name, "droid")\nSORT length(gear) DESC, cost\n```\n',
      'Sums.md':
        '```dataview\nLIST sum(list(cost, wounds)) + max(cost, 50) * 2\nFROM "Units"\nWHERE number("about " + cost + " points") >= 40\nSORT -cost\n```\n',
    });
    const rows = [...note(graph, 'Roster').html.matchAll(/<tr>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1]),
    );
    expect(rows).toEqual([
      ['REBEL TROOPERS', '13.333333333333334', '59.8', '#TR-40', 'blaster / grenade', '40TR', 'small', '0-5'],
      ['SPEEDER BIKE', '22.5', '134.8', '#SB-90', 'blaster', '90SB', 'big', '0-6'],
    ]);
    expect(note(graph, 'Sums').html).toMatch(/Speeder<\/a>: 274<\/li>.*Trooper<\/a>: 143<\/li>/s);
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered')).toEqual([]);
  });

  it("reads names in any script, as Dataview's identifiers: a column of a Chinese field under a Chinese name, from a Chinese tag", () => {
    const graph = vault({
      'Tools/Scale.md': '---\ntags: [工具/参数]\n作用: 缩放\n---\nResizes.',
      'Tools/Crop.md': '---\ntags: [工具/参数]\n作用: 裁剪\n---\nCuts.\n\nMine: `=this.作用`',
      'Index.md': '```dataview\nTABLE 作用 AS 用途 FROM #工具/参数 AND "Tools" SORT 作用\n```\n',
    });
    const html = note(graph, 'Index').html;
    expect(html).toContain('<th>用途</th>');
    expect([...html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1])).toEqual(['缩放', '裁剪']);
    expect(note(graph, 'Tools/Crop').html).toContain('Mine: 裁剪');
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered')).toEqual([]);
  });

  it('reads `row.field` as the row’s own field, as Dataview reads the name `row` before a dot', () => {
    const graph = vault({
      'Beasts/Wolf.md': '---\nbite: 3\nclaw: 2\n---\nA wolf.',
      'Beasts/Bear.md': '---\nbite: 4\nclaw: 5\n---\nA bear.',
      'Beasts/Moth.md': '---\nbite: 1\n---\nA moth.',
      'Totals.md':
        '```dataview\nTABLE WITHOUT ID file.name AS "Beast", row.bite + row.claw AS "Total"\nFROM "Beasts"\nWHERE row.claw\nSORT row.bite + row.claw DESC\n```\n',
    });
    const rows = [...note(graph, 'Totals').html.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual([
      ['Bear', '9'],
      ['Wolf', '5'],
    ]);
  });

  it('keeps the backslash of an escape in a quoted text other than `\\"` and `\\\\`, as Dataview’s strings do, and shows a text as Markdown does', () => {
    const graph = vault({
      'Gear/Rope.md': '---\ncode: RP 12 m\n---\nRope.',
      'Gear List.md':
        '```dataview\nTABLE WITHOUT ID regexreplace(code, "\\s+", "-") AS "Slug", "\\+ " + code AS "Plus", "say \\"hi\\"" AS "Quote"\nFROM "Gear"\n```\n',
    });
    const cells = [...note(graph, 'Gear List').html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    // The pattern keeps its `\\s`; the text `\\+ ` is drawn as Markdown draws it: `+ `.
    expect(cells).toEqual(['RP-12-m', '+ RP 12 m', 'say "hi"']);
    // An inline field's quoted text is read the same way: its `\d` stays a pattern's digit class.
    const fields = vault({
      'Codes/Rope.md': 'Rope.\n\n[pattern:: "^RP\\d"]\n\n[label:: "RP1"]',
      'Match.md': '```dataview\nLIST FROM "Codes" WHERE regextest(pattern, label)\n```\n',
    });
    expect(note(fields, 'Match').html).toContain('data-note="Codes/Rope"');
  });

  it("reads an inline field's value as Dataview does: a quoted text without its quotes, several values a list, words as written", () => {
    const graph = vault({
      'Units/Scout.md':
        'A unit.\n\n(reach:: "far and wide")\n\n[sizes:: 1, 2, 3]\n\n[kin:: [[Trooper]], [[Pilot]]]\n\n[motto:: first in, last out]',
      'Units/Guard.md': 'A unit.\n\n(reach:: "near")\n\n[sizes:: 4, 5]',
      'Far.md': '```dataview\nLIST FROM "Units" WHERE reach = "far and wide" AND contains(sizes, 2)\n```\n',
      'Kin.md':
        '```dataview\nTABLE WITHOUT ID length(kin) AS "Kin", length(sizes) AS "Sizes", motto FROM "Units" SORT file.name DESC\n```\n',
      'Trooper.md': 'A trooper.',
      'Pilot.md': 'A pilot.',
    });
    expect(note(graph, 'Far').html).toContain('data-note="Units/Scout">Scout</a></li></ul>');
    expect(note(graph, 'Far').html).not.toContain('Guard');
    const rows = [...note(graph, 'Kin').html.matchAll(/<tr>((?:<td>[^<]*<\/td>)+)<\/tr>/g)].map((m) =>
      [...m[1]!.matchAll(/<td>([^<]*)<\/td>/g)].map((c) => c[1]),
    );
    expect(rows).toEqual([
      ['2', '3', 'first in, last out'],
      // Dataview's length of no value is 0.
      ['0', '2', '-'],
    ]);
  });

  it('writes a value as text as Dataview\'s string() does: no value "-", a date in words, a list in a list in brackets', () => {
    const graph = vault({
      'Log/Day.md': '---\nwhen: 2024-05-01\nnested: [[a, b], c]\n---\nA day.',
      'Report.md':
        '```dataview\nTABLE WITHOUT ID string(missing) AS "None", "at " + when AS "When", string(nested) AS "Nested", "x" + missing AS "Joined" FROM "Log"\n```\n',
    });
    const cells = [...note(graph, 'Report').html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['-', 'at May 01, 2024', '[a, b], c', 'x-']);
  });

  it('reads file.ext, file.etags, file.aliases and file.day (a date in the file name, else the date field), as Dataview gives them', () => {
    const graph = vault({
      'Log/Session 2024-05-01.md': '---\ntags: [session/recap]\naliases: First\n---\nRecap.',
      'Log/Session two.md': '---\ndate: 2024-06-12\naliases: [Second, "2"]\n---\nRecap.',
      'Log/Notes.md': 'No day.',
      'Index.md':
        '```dataview\nTABLE file.ext AS "Ext", file.etags AS "Tags", join(file.aliases, "+") AS "Aliases", file.day AS "Day"\n' +
        'FROM "Log"\nWHERE file.day\nSORT file.day DESC\n```\n',
    });
    const rows = [...note(graph, 'Index').html.matchAll(/<tr><td><a[^>]*>([^<]*)<\/a><\/td>(.*?)<\/tr>/g)].map((m) => [
      m[1],
      ...[...m[2]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')),
    ]);
    expect(rows).toEqual([
      ['Session two', 'md', '', 'Second+2', 'June 12, 2024'],
      ['Session 2024-05-01', 'md', '#session/recap', 'First', 'May 01, 2024'],
    ]);
  });

  it('reads file.inlinks and file.outlinks: the notes linking to or embedding a note, and those it links to or embeds', () => {
    const graph = vault({
      'Places/Inn.md': 'The inn, by [[Gate]] and [[Gate|again]], and [[Inn|itself]].',
      'Places/Gate.md': 'The gate. ![[Inn]]',
      'Places/Mill.md': 'Nothing links here; it names [[Nowhere]].',
      'Map.md': 'See [[Inn]].',
      'Index.md':
        '```dataview\nTABLE file.inlinks AS "In", length(file.outlinks) AS "Out"\nFROM "Places"\nWHERE length(file.inlinks) > 0\nSORT length(file.inlinks) DESC\n```\n',
    });
    const rows = [...note(graph, 'Index').html.matchAll(/<tr><td><a[^>]*>([^<]*)<\/a><\/td><td>(.*?)<\/td><td>(\d+)<\/td><\/tr>/g)].map(
      (m) => [m[1], [...m[2]!.matchAll(/data-note="([^"]*)"/g)].map((a) => a[1]), m[3]],
    );
    // Inn's link to itself is one of its outlinks, not one of its inlinks; Gate's embed of Inn is an inlink of Inn.
    expect(rows).toEqual([
      ['Inn', ['Map', 'Places/Gate'], '2'],
      ['Gate', ['Places/Inn'], '1'],
    ]);
  });

  it('bounds what functions build: huge pads and repeats, patterns that backtrack in JavaScript, long splits', () => {
    const long = 'a'.repeat(200_000);
    const { ms, value: graph } = cpuTimed(() =>
      vault({
        'Long.md': `---\ntext: "${long}!"\n---\nLong.`,
        'Q.md':
          '```dataview\nTABLE padleft("x", 999999999) AS "Pad", "ab" * 1000000000 AS "Rep", length(split(text, "")) AS "Parts", ' +
          'regextest("^(a+)+$", text) AS "Nested", length(join(list(text, text, text))) AS "Joined"\nWHERE text\n```\n',
      }),
    );
    expect(ms).toBeLessThan(10_000);
    const cells = [...note(graph, 'Q').html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    // Past the bounds a value is none (shown `-`, its length 0); RE2 answers the nested pattern in linear time.
    expect(cells).toEqual(['-', '-', '10000', 'false', '0']);
  });

  it('reports each query it leaves as code, at its line (info): the editor sees which queries the site does not run', () => {
    const graph = vault({
      'Q.md': 'Intro.\n\n```dataview\nCALENDAR file.day\n```\n\n```dataview\nLIST\n```\n\n```dataviewjs\ndv.list([1])\n```\n',
    });
    const found = graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered');
    expect(found.map((d) => [d.file, d.line, d.severity])).toEqual([['Q.md', 3, 'info']]);
  });

  it('gives null, never throws, on any text', () => {
    for (const text of [
      '',
      'calendar file.day',
      // TASK takes no columns, and no WITHOUT ID; a task's children are not given here.
      'task text',
      'task without id',
      'task where length(children) > 0',
      'list from',
      'list from #x or',
      'table a b',
      'list limit',
      'list limit "two"',
      // A quoted mark is a text, never the mark: no closing bracket, comma or query type.
      'list where (level ")"',
      'list where x[0 "]"',
      'list where length(x ")"',
      'list from outgoing([[A]] ")"',
      'table a "," b',
      'list sort a "," b',
      '"list"',
      'list sort',
      'list from (#x',
      'list where',
      'list where date(today) > x',
      'list where contains(a)',
      'list where (a',
      // FLATTEN of an expression needs a name, as in Dataview.
      'list flatten split(x, ",")',
      'list flatten x as',
      // The file's dates and size are not in the vault's text: such a query stays code.
      'table file.folder, file.mtime from "x" sort file.mtime desc',
      'list where file.ctime > 0',
      'list sort this.file.size',
      'list file',
    ])
      expect(parseQuery(text)).toBeNull();
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        for (const query of [parseQuery(`list ${text}`), parseQuery(`list where ${text}`)])
          if (query !== null) expect(runQuery(query, notes, 0).length).toBeLessThanOrEqual(notes.length);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('indexes, paths and links in expressions, as Dataview reads them', () => {
  const mons = {
    'Moves/Tackle.md': '---\npower: 40\n---\nA charge.',
    'Moves/Growl.md': '---\npower: 0\n---\nA growl.',
    'Mons/Pip.md':
      '---\nhp: 12\nspeed: 3\nmoves: [[1, "[[Tackle]]"], [4, "[[Growl]]"]]\nstats: [{name: Dash, cost: 2}, {name: Hop, cost: 1}]\n---\nSmall.',
    'Mons/Rok.md': '---\nhp: 30\nspeed: 1\nmoves: [[7, "[[Tackle]]"]]\nmentor: "[[Pip]]"\n---\nBig. Knows [[Pip]].',
  };

  it("reads an item by number, a key by name and a linked note's field: `T[0]`, `T[1].power`, `mentor.hp`", () => {
    const graph = vault({
      ...mons,
      'Learned.md':
        '```dataview\nTABLE WITHOUT ID file.name AS Mon, T[0] AS Level, T[1] AS Move, T[1].power AS Power\nFROM "Mons"\nFLATTEN moves AS T\nSORT T[0] DESC\n```\n\n' +
        '```dataview\nTABLE WITHOUT ID file.name, mentor.hp, mentor.file.name, stats.name, stats[0].cost, moves[5]\nFROM "Mons"\n```',
    });
    const html = note(graph, 'Learned').html;
    const [flat, paths] = html.split('</table>');
    expect(cells(flat!)).toEqual([
      ['Rok', '7', 'Tackle', '40'],
      ['Pip', '4', 'Growl', '0'],
      ['Pip', '1', 'Tackle', '40'],
    ]);
    // A list's `.name` is each item's; past the end of a list no value; a link is followed to its note.
    expect(cells(paths!)).toEqual([
      ['Pip', '-', '-', 'Dash Hop', '2', '-'],
      ['Rok', '12', 'Pip', '-', '-', '-'],
    ]);
    // The header is the column as written.
    expect(html).toContain('<th>Power</th>');
    expect(html).toContain('<th>stats[0].cost</th>');
  });

  it("reads a link's own parts with meta(), as Dataview gives them: shown text, embed, the path of the note it names, heading or block", () => {
    const graph = vault({
      ...mons,
      'Mons/Zed.md': '---\nmentor: "[[Rok#Big|the big one]]"\nportrait: "![[Pip#^face]]"\nrival: "[[Nobody]]"\n---\nZed.',
      'Meta.md':
        '```dataview\nTABLE WITHOUT ID meta(mentor).display, meta(mentor).path, meta(mentor).subpath, meta(mentor).type, ' +
        'meta(portrait).embed, meta(portrait).subpath, meta(portrait).type, meta(rival).path, meta(rival).display, meta(hp)\n' +
        'FROM "Mons" WHERE mentor\nSORT file.name\n```',
    });
    expect(cells(note(graph, 'Meta').html)).toEqual([
      ['-', 'Mons/Pip.md', '-', 'file', '-', '-', '-', '-', '-', '-'],
      ['the big one', 'Mons/Rok.md', 'Big', 'header', 'true', 'face', 'block', 'Nobody', '-', '-'],
    ]);
  });

  it('reads a field by a name computed: `row[this.stat]`, and a name alone in brackets is that text', () => {
    const graph = vault({
      ...mons,
      'Best.md':
        '---\nstat: speed\nshown: 1\n---\n```dataview\nTABLE row[this.stat] AS Stat, row[hp] AS HP\nFROM "Mons"\nSORT row[this.stat] DESC\nLIMIT this.shown\n```',
    });
    expect(cells(note(graph, 'Best').html)).toEqual([['Pip', '3', '12']]);
  });

  it('compares with a list written in the query, and follows links in a list of links: `file.inlinks.file.name`', () => {
    const graph = vault({
      ...mons,
      'Q.md':
        '```dataview\nLIST FROM "Mons" WHERE contains([12, 13], hp) and !contains(["]", ")"], file.name)\n```\n\n```dataview\nTABLE file.inlinks.file.name AS From\nFROM "Mons"\nWHERE length(file.inlinks) > 0\n```',
    });
    const html = note(graph, 'Q').html;
    expect(html).toContain('<ul><li><a class="wikilink" href="/mons/pip/" data-note="Mons/Pip">Pip</a></li></ul>');
    expect(cells(html.split('</ul></div>').slice(1).join(''))).toEqual([['Pip', 'Rok']]);
  });

  it("a LIMIT that is no number, or an index Dataview refuses on every row, shows Dataview's error; on some rows, leaves those rows out", () => {
    const graph = vault({
      ...mons,
      'Bad.md':
        '---\nn: two\n---\n```dataview\nLIST FROM "Mons" LIMIT this.n\n```\n\n```dataview\nLIST FROM "Mons" WHERE file.name["x"] = 1\n```\n\n```dataview\nLIST FROM "Mons" WHERE mentor[0] = null\n```\n\n```dataview\nLIST FROM "Mons" WHERE hp[0] = null\n```',
    });
    const html = note(graph, 'Bad').html;
    // The error in place of the answer, as the plugin draws it; the query text is not shown.
    expect(html).toContain(
      `<pre class="dataview dataview-error">Dataview: Failed to execute 'limit' statement: limit should be a number, but got 'string'.</pre>`,
    );
    // A text takes numbers only: an error on each row.
    expect(html).toContain(`<pre class="dataview dataview-error">Dataview: Every row during operation 'where' failed with an error.</pre>`);
    expect(html).not.toContain('language-dataview');
    // A number has nothing to index: no value, no error (both rows).
    expect(html).toContain(
      '<ul><li><a class="wikilink" href="/mons/pip/" data-note="Mons/Pip">Pip</a></li><li><a class="wikilink" href="/mons/rok/" data-note="Mons/Rok">Rok</a></li></ul>',
    );
    // `[[Pip]][0]` is an error (a link takes names); Pip has no mentor, so its row stands.
    expect(html).toContain('<ul><li><a class="wikilink" href="/mons/pip/" data-note="Mons/Pip">Pip</a></li></ul>');
  });
  it("leaves out a row a column gives an error on, and shows Dataview's error when every row does (its final extraction)", () => {
    const graph = vault({
      ...mons,
      'Cols.md':
        '```dataview\nTABLE hp, mentor[0] AS First FROM "Mons"\n```\n\n```dataview\nTABLE file.name["x"] FROM "Mons"\n```\n\n```dataview\nLIST mentor[0] FROM "Mons"\n```',
    });
    const html = note(graph, 'Cols').html;
    // `[[Pip]][0]` is an error (a link takes names): Rok's row goes; Pip has no mentor, so no error.
    const table = html.slice(0, html.indexOf('</table>'));
    const list = html.slice(html.indexOf('</pre>'));
    expect(cells(table)).toEqual([['Pip', '12', '-']]);
    expect(html).toContain(
      `<pre class="dataview dataview-error">Dataview: Every row during final data extraction failed with an error.</pre>`,
    );
    expect(list).toContain('data-note="Mons/Pip"');
    expect(list).not.toContain('data-note="Mons/Rok"');
  });

  it('reads `this.field` as a column and a sort key: the field of the note holding the query', () => {
    const graph = vault({
      ...mons,
      'Here.md': '---\nrank: 7\n---\n```dataview\nTABLE this.rank AS Rank FROM "Mons" SORT this.rank, hp DESC\n```',
    });
    expect(cells(note(graph, 'Here').html)).toEqual([
      ['Rok', '7'],
      ['Pip', '7'],
    ]);
  });
});

describe('a text value drawn as Markdown, as Dataview draws it', () => {
  it('draws marks, links and escapes of inline fields and properties; a value of several blocks, or a link out of the web, as its text', () => {
    const graph = vault({
      'M/Fire.md':
        '---\nlore: "An *old* ~~foe~~ of [[Water]]"\n---\neffect:: Deals *double* damage to **Grass**, ==hot== `2d6` \\*not* [site](https://example.org) [bad](javascript:alert(1)) #fire\n\nkind:: a_b_c',
      'M/Water.md': '---\nlore: "# Not a heading"\n---\neffect:: - not a list',
      'Q.md': '```dataview\nTABLE lore, effect, kind FROM "M"\n```\n',
    });
    const rows = note(graph, 'Q').html.split('<tr>').slice(2);
    expect(rows[0]).toContain(
      '<td>An <em>old</em> <del>foe</del> of <a class="wikilink" href="/m/water/" data-note="M/Water">Water</a></td>',
    );
    expect(rows[0]).toContain(
      '<td>Deals <em>double</em> damage to <strong>Grass</strong>, <mark>hot</mark> <code>2d6</code> *not* <a href="https://example.org">site</a> bad #fire</td>',
    );
    expect(rows[0]).toContain('<td>a_b_c</td>');
    expect(rows[1]).toContain('<td># Not a heading</td><td>- not a list</td>');
  });
});

describe('embed() in a query, as Dataview draws an embed', () => {
  it('draws an image the note links as the image, a file it does not link as its name, and embed(x, false) as the link', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const graph = vault({
      'Art/npc.png': png,
      'Art/other.png': png,
      'N/Vex.md': '---\nportrait: "[[npc.png]]"\nsprite: other.png\n---\nA smuggler.',
      'Q.md': '```dataview\nTABLE embed(portrait) AS P, embed(link(sprite)) AS S, embed(portrait, false) AS L FROM "N"\n```\n',
    });
    const drawn = [...note(graph, 'Q').html.matchAll(/<td>(.*?)<\/td>/g)].map((m) => m[1]);
    expect(drawn[1]).toMatch(/^<img src="[^"]*npc\.png" alt="npc\.png" loading="lazy">$/);
    expect(drawn[2]).toBe('other.png');
    expect(drawn[3]).toMatch(/^<a class="wikilink file" href="[^"]*npc\.png">npc\.png<\/a>$/);
  });
});

describe('lambdas, as Dataview reads them in filter, map, sort, reduce, any, all, minby', () => {
  const mons = {
    'Mons/Pip.md': '---\nhp: 12\nmoves: [[1, "Tackle"], [4, "Growl"]]\nstats: [{name: Dash, cost: 2}, {name: Hop, cost: 1}]\n---\nSmall.',
    'Mons/Rok.md': '---\nhp: 30\nmoves: [[7, "Tackle"]]\nstats: [{name: Slam, cost: 3}]\n---\nBig.',
  };

  it('filters, maps, sorts and folds a list by a lambda, its name read before the row’s own fields', () => {
    const graph = vault({
      ...mons,
      'Q.md':
        '```dataview\nTABLE WITHOUT ID file.name, map(filter(moves, (hp) => hp[0] > 2), (m) => m[1]) AS Late, map(sort(stats, (s) => s.cost), (s) => s.name) AS Cheap, reduce(map(stats, (s) => s.cost), (a, b) => a + b) AS Total, reduce(list(2, 3, 4), "*") AS P, minby(stats, (s) => s.cost).name AS Least\nFROM "Mons"\n```',
    });
    expect(cells(note(graph, 'Q').html)).toEqual([
      ['Pip', 'Growl', 'Hop Dash', '3', '24', 'Hop'],
      ['Rok', 'Tackle', 'Slam', '3', '24', 'Slam'],
    ]);
  });

  it('keeps the rows a lambda holds for (any, all, none), and shows Dataview’s error for a lambda read as a value', () => {
    const graph = vault({
      ...mons,
      'A.md': '```dataview\nLIST FROM "Mons" WHERE any(moves, (m) => m[0] = 7)\n```',
      'B.md': '```dataview\nLIST FROM "Mons" WHERE all(stats, (s) => s.cost < 3) and !none(moves, (m) => m[1] = "Growl")\n```',
      'C.md': '```dataview\nLIST FROM "Mons" WHERE (x) => x\n```',
    });
    const listed = (id: string) => [...note(graph, id).html.matchAll(/data-note="([^"]+)"/g)].map((m) => m[1]);
    expect(listed('A')).toEqual(['Mons/Rok']);
    expect(listed('B')).toEqual(['Mons/Pip']);
    expect(note(graph, 'C').html).toContain(`Dataview: Every row during operation 'where' failed with an error.`);
  });

  it('builds mappings and links as Dataview does: object, extract, ldefault, elink, array', () => {
    const graph = vault({
      ...mons,
      'Q.md':
        '```dataview\nTABLE WITHOUT ID object("n", file.name, "hp", hp).hp AS HP, extract(stats[0], "name").name AS First, ldefault(missing, "none") AS D, elink("https://example.org/a b", "Site") AS Web, length(array(1, 2, 3)) AS L\nFROM "Mons"\n```',
    });
    const html = note(graph, 'Q').html;
    expect(cells(html)).toEqual([
      ['12', 'Dash', 'none', 'Site', '3'],
      ['30', 'Slam', 'none', 'Site', '3'],
    ]);
    expect(html).toContain('<a href="https://example.org/a%20b">Site</a>');
  });

  it('pays for each call of a lambda: a lambda inside a lambda over long lists runs past the meter', () => {
    const big = Array.from({ length: 3_000 }, (_, i) => i);
    const notes: QueryNote[] = [{ path: 'Big.md', tags: [], properties: { big }, links: [] }];
    const query = parseQuery('TABLE length(map(this.big, (a) => length(filter(this.big, (b) => b < a)))) AS N')!;
    expect(executeQuery(query, notes, 0, { left: 1_000_000 })).toEqual({ overBudget: true });
    const small = parseQuery('TABLE length(map(this.big, (a) => a + 1)) AS N')!;
    expect((executeQuery(small, notes, 0, { left: 1_000_000 }) as { rows: QueryRow[] }).rows[0]!.values).toEqual([3_000]);
  });
});

describe('a query reading a long list on every row', () => {
  /** A note every other of `n` notes links to, holding `query`. */
  const hub = (n: number): QueryNote[] => [
    { path: 'Hub.md', tags: [], properties: {}, links: [], inlinks: Array.from({ length: n - 1 }, (_, i) => `[[n${i + 1}]]`) },
    ...Array.from({ length: n - 1 }, (_, i) => ({ path: `n${i + 1}.md`, tags: [], properties: {}, links: [0] })),
  ];
  const query = parseQuery('LIST WHERE contains(this.file.inlinks, file.link)')!;

  it('pays for each item read from its meter, and gives no answer once the meter is spent', () => {
    const notes = hub(1_500);
    // Every note links to the hub: 1,499 rows, each reading 1,499 links.
    const enough = { left: 5_000_000 };
    expect(executeQuery(query, notes, 0, enough)).toMatchObject({ rows: { length: 1_499 } });
    expect(enough.left).toBeLessThan(5_000_000 - 1_499 * 1_499);
    const meter = { left: 200_000 };
    const { ms, value } = cpuTimed(() => executeQuery(query, notes, 0, meter));
    expect(value).toEqual({ overBudget: true });
    // Stopped once about 200,000 items were read, not after 2.2 million.
    expect(ms).toBeLessThan(1_000);
  });

  it('sorts and deduplicates a list in n log n: `unique` keeps the first of each, in order, links to one note equal', () => {
    const one = parseQuery('TABLE WITHOUT ID unique(list("b", "[[A]]", "a", "b", "[[a|shown]]", 2, 2)) AS U')!;
    const run = executeQuery(one, [{ path: 'x.md', tags: [], properties: {}, links: [] }], 0) as { rows: QueryRow[] };
    expect(run.rows[0]!.values).toEqual([['b', '[[A]]', 'a', 2]]);
  });
});

describe('clauses after GROUP BY, on the groups', () => {
  const spells = {
    'Spells/Bless.md': '---\nschool: Divine\nlevel: 1\n---\nA blessing.',
    'Spells/Shield.md': '---\nschool: Arcane\nlevel: 1\n---\nA shield.',
    'Spells/Fireball.md': '---\nschool: Arcane\nlevel: 3\n---\nA fire.',
    'Spells/Heal.md': '---\nschool: Divine\nlevel: 2\n---\nA cure.',
    'Spells/Blink.md': '---\nschool: Arcane\nlevel: 2\n---\nA hop.',
    'Spells/Wish.md': '---\nschool: Wild\nlevel: 9\n---\nAnything.',
  };

  it('sorts, filters and limits groups, and tables what each holds: `length(rows)`, `sum(rows.level)`', () => {
    const graph = vault({
      ...spells,
      'Index.md':
        '```dataview\nTABLE length(rows) AS Count, sum(rows.level) AS Levels, rows.file.link AS Spells\nFROM "Spells"\nGROUP BY school\nWHERE length(rows) > 1\nSORT length(rows) DESC, key ASC\nLIMIT 5\n```',
    });
    const html = note(graph, 'Index').html;
    expect(html).toContain('<th>school (2)</th><th>Count</th><th>Levels</th><th>Spells</th>');
    const a = (name: string) => `<a class="wikilink" href="/spells/${name.toLowerCase()}/" data-note="Spells/${name}">${name}</a>`;
    const ul = (items: string[]) =>
      `<ul class="dataview dataview-ul dataview-result-list-ul">${items.map((i) => `<li class="dataview-result-list-li">${i}</li>`).join('')}</ul>`;
    expect(html).toContain(
      `<tbody><tr><td>Arcane</td><td>3</td><td>6</td><td>${ul([a('Blink'), a('Fireball'), a('Shield')])}</td></tr>` +
        `<tr><td>Divine</td><td>2</td><td>3</td><td>${ul([a('Bless'), a('Heal')])}</td></tr></tbody>`,
    );
  });

  it('groups by an expression, named as written or by AS, and sorts the groups by key', () => {
    const graph = vault({
      ...spells,
      'Tiers.md':
        '```dataview\nLIST length(rows)\nFROM "Spells"\nGROUP BY level > 2 AS High\nSORT High DESC\n```\n\n```dataview\nTABLE rows.file.name\nFROM "Spells"\nGROUP BY school + "!"\nSORT key DESC\nLIMIT 1\n```',
    });
    const html = note(graph, 'Tiers').html;
    expect(html).toContain('<ul><li>true: 2</li><li>false: 4</li></ul>');
    expect(html).toContain('<th>school + "!" (1)</th>');
    expect(html).toContain('<td>Wild!</td>');
  });

  it('groups tasks and sorts the groups', () => {
    const graph = vault({
      'Quests/A.md': '- [ ] find the map\n- [x] pay the guide',
      'Quests/B.md': '- [ ] cross the river',
      'Todo.md': '```dataview\nTASK FROM "Quests" GROUP BY file.name SORT key DESC\n```',
    });
    const headings = [...note(graph, 'Todo').html.matchAll(/<h4>(.*?)<\/h4>/g)].map((h) => h[1]!.replace(/<[^>]+>/g, ''));
    expect(headings).toEqual(['B (1)', 'A (2)']);
  });
});

describe('queryResult', () => {
  it('shows at most 2,000 notes and says how many more there are', () => {
    const notes: QueryNote[] = Array.from({ length: 2005 }, (_, i) => ({ path: `n${i}.md`, tags: [], properties: {}, links: [] }));
    const rows = notes.map((_, i) => i);
    const result = queryResult(parseQuery('list')!, notes, rows, (i) => ({
      type: 'element',
      tagName: 'a',
      properties: {},
      children: [{ type: 'text', value: `n${i}` }],
    }));
    const list = result.children[0] as { children: unknown[] };
    expect(list.children).toHaveLength(2000);
    expect(result.children[1]).toMatchObject({
      properties: { className: ['dataview-more'] },
      children: [{ value: '… and 5 more notes.' }],
    });
  });
});
