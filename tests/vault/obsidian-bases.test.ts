/**
 * Obsidian Bases (a `.base` file embedded with `![[x.base]]` or `![[x.base#View]]`, or a
 * ```` ```base ```` block) are answered at build time over the vault's notes: a table, a list or
 * cards, filtered, sorted, limited and grouped as the view says; `this` is the note showing the
 * base. What the site cannot run (dates, unknown functions, summaries, a map view, malformed YAML) stays as written and is
 * reported (`BaseNotShown`), by the build and the checker alike, and `--watch` follows edits of
 * the notes a base lists and of the base itself.
 */
import { describe, expect, it } from 'vitest';
import { createNoteCache, type VaultGraph } from '../../src/vault/index.ts';
import { MAX_DEPTH, parseExpression } from '../../src/vault/bases-expression.ts';
import { parseBase } from '../../src/vault/bases-parse.ts';
import { vault, note, watchedVault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

const units = {
  'Units/Trooper.md': '---\ntags: [unit]\ncost: 40\nfaction: Rebel\nleader: "[[Luke]]"\n---\nA trooper, see [[Vader]].',
  'Units/Vader.md': '---\ntags: [unit/hero]\ncost: 190\nfaction: Empire\n---\nVader.',
  'Units/Speeder.md': '---\ntags: [vehicle]\ncost: 90\nfaction: Rebel\n---\nFast.',
  'Luke.md': 'The leader.',
  'Other/Note.md': '---\ncost: 5\n---\nNot a unit.',
};

const base = (yaml: string): string => `\`\`\`base\n${yaml}\n\`\`\`\n`;
/** The note names the page's views link to, in order, per view. */
function listed(graph: VaultGraph, id: string): string[][] {
  const html = note(graph, id).html;
  return [...html.matchAll(/<div class="base-view[^"]*">([\s\S]*?)<\/div>\n?(?=<div class="base-view|<p>|<pre>|$)/g)].map((m) =>
    [...m[1]!.matchAll(/<a class="wikilink" href="[^"]*" data-note="[^"]*">([^<]*)<\/a>/g)].map((a) => a[1]!),
  );
}

describe('Bases: the expression language', () => {
  it.each([
    ['file.hasTag("unit") && cost > 50', true],
    ['(price / age).toFixed(2)', true],
    ['if(price, price.toFixed(2) + " dollars")', true],
    ['note["my prop"] != null || !file.inFolder("Archive")', true],
    ['[1, 2].contains(2) && -x <= 3 % 2', true],
    ['"it\\"s".startsWith("it")', true],
    ['file.hasLink(this.file) && file.path != this.file.path', true],
    ['this.status == status || this["my prop"].contains(1)', true],
    ['(cost + 1) / 2 > 3 && /^tro+p/i.matches(file.name)', true],
    ['tags.filter(value.startsWith("a")).map(value.upper()).reduce(acc + value.length, 0) > 2', true],
  ])('reads %s', (source, ok) => {
    expect(parseExpression(source).ok).toBe(ok);
  });

  it.each([
    ['now() > 1', 'dates'],
    ['file.mtime > 3', 'a clone or a build changes it'],
    ['foo(1)', 'the function `foo()`'],
    ['name.frobnicate("x")', 'the function `frobnicate()`'],
    ['(a + b', '`)` is missing'],
    ['a +', 'a value is missing'],
    ['"open', 'not closed'],
    ['a b', 'left over'],
    ['/(a)\\1/.matches(name)', 'a back-reference (`\\1`) is not run on the site'],
    ['/a(?=b)/.matches(name)', 'look-ahead and look-behind'],
    ['/abc/q.matches(name)', 'flag `q`'],
    ['/abc.matches(name)', 'not closed'],
    [`${'('.repeat(MAX_DEPTH + 1)}1${')'.repeat(MAX_DEPTH + 1)}`, 'nested more than'],
  ])('refuses %s, saying why', (source, why) => {
    const parsed = parseExpression(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toContain(why);
  });

  it.each([
    ['views: [', 'YAML cannot be read', 1],
    ['filters: "a ==="\nviews:\n  - type: table', 'the filter', 1],
    ['filters:\n  xor: [a]\nviews:\n  - type: table', 'one of `and:`', 2],
    ['base: &a [1]\nother: *a\nviews:\n  - type: table', 'YAML alias', 2],
    ['formulas:\n  x: "1"', 'no view', 1],
  ])('refuses the base %j as a whole', (source, why, line) => {
    const parsed = parseBase(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatchObject({ line, message: expect.stringContaining(why) });
  });

  it('refuses one view, not the others: its type, a summary of its own formula, a formula it shows that uses a date', () => {
    const parsed = parseBase(
      'formulas:\n  age: "now() - 1"\n  twice: "formula.age * 2"\nviews:\n  - type: table\n    name: Ok\n  - type: map\n    name: Map\n' +
        '  - type: table\n    name: Sum\n    summaries:\n      cost: customAverage\n  - type: list\n    name: Age\n    order: [formula.twice]\n',
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.base.views.map((v) => [v.name, v.problem?.message ?? null, v.problem?.line ?? null])).toEqual([
      ['Ok', null, null],
      ['Map', 'the view "Map": a `map` view is not shown on the site (only table, cards and list)', 7],
      ['Sum', expect.stringContaining('the view "Sum": the summary `customAverage` of `cost` is not run on the site (only Average,'), 12],
      [
        'Age',
        'the view "Age": the formula `age`: dates (`now()`) are not run at build time: the answer would change with the day of the build',
        2,
      ],
    ]);
  });
});

describe('Obsidian conformance: Bases', () => {
  it('draws a table with the view’s columns and headers, sorted, file names as links', () => {
    const graph = vault({
      ...units,
      'units.base':
        'filters:\n  or:\n    - file.hasTag("unit")\n    - file.hasTag("vehicle")\nformulas:\n  double: "cost * 2"\n' +
        'properties:\n  cost:\n    displayName: Points\nviews:\n  - type: table\n    name: By cost\n    order: [file.name, cost, formula.double, leader]\n' +
        '    sort:\n      - property: cost\n        direction: DESC\n',
      'Roster.md': 'Units:\n\n![[units.base]]\n',
    });
    const html = note(graph, 'Roster').html;
    expect(html).toContain('<thead><tr><th>file name</th><th>Points</th><th>double</th><th>leader</th></tr></thead>');
    expect(listed(graph, 'Roster')).toEqual([['Vader', 'Speeder', 'Trooper', 'Luke']]);
    expect(html).toContain('<td>190</td><td>380</td><td></td>');
    // A link in a property is a link, as the note writes it.
    expect(html).toContain('<td><a class="wikilink" href="/luke/" data-note="Luke">Luke</a></td>');
    // The view stands on its own, out of the embed's paragraph; the notes it lists are not links of the note.
    expect(html).not.toMatch(/<p>[^<]*<div/);
    expect(graph.edges.filter((e) => e.source === 'Roster' && e.target !== null)).toEqual([]);
  });

  it('picks the view an embed names, else the first; runs list and cards views, limit and groupBy', () => {
    const graph = vault({
      ...units,
      'units.base':
        'filters: file.inFolder("Units")\nviews:\n  - type: list\n    name: All\n    order: [file.name, faction]\n    limit: 2\n' +
        '  - type: cards\n    name: By faction\n    order: [file.name, cost]\n    groupBy:\n      property: faction\n      direction: DESC\n',
      'Roster.md': '![[units.base]]\n\n![[units.base#By faction]]\n',
    });
    const html = note(graph, 'Roster').html;
    expect(listed(graph, 'Roster')).toEqual([
      ['Speeder', 'Trooper'],
      ['Speeder', 'Trooper', 'Vader'],
    ]);
    expect(html).toContain('Speeder</a> · <span class="base-value">Rebel</span></li>');
    expect([...html.matchAll(/<p class="base-group-heading"><strong>([^<]*)<\/strong>/g)].map((m) => m[1])).toEqual(['Rebel', 'Empire']);
    expect(html).toContain('<dl><dt>cost</dt><dd>90</dd></dl>');
  });

  it('reads `this` as the note showing the base: one base file lists each page’s own backlinks', () => {
    const related = 'filters:\n  and:\n    - file.hasLink(this.file)\n    - file.path != this.file.path\nviews:\n  - type: list\n';
    const graph = vault({
      ...units,
      'related.base': related,
      'Luke.md': '---\nfaction: Rebel\n---\nThe leader.\n\n![[related.base]]\n',
      'Units/Vader.md': '---\ntags: [unit/hero]\ncost: 190\nfaction: Empire\n---\nVader.\n\n![[related.base]]\n',
      'Rebels.md':
        '---\nfaction: Rebel\n---\n' + base(`filters: 'faction == this.faction && file.name != this.file.name'\nviews:\n  - type: list`),
      'Speeder notes.md': base(
        'filters: \'this.file.basename.startsWith(file.basename) && this["missing"] == null\'\nviews:\n  - type: list',
      ),
    });
    // The same base, embedded in two notes, lists the notes linking to each.
    expect(listed(graph, 'Luke')).toEqual([['Trooper']]);
    expect(listed(graph, 'Units/Vader')).toEqual([['Trooper']]);
    // A property of the note showing the base, and its file's fields.
    expect(listed(graph, 'Rebels')).toEqual([['Luke', 'Speeder', 'Trooper']]);
    expect(listed(graph, 'Speeder notes')).toEqual([['Speeder notes', 'Speeder']]);
    expect(graph.diagnostics.filter((d) => d.code === 'BaseNotShown')).toEqual([]);
  });

  it('shows a table’s summaries under their columns, per group, and display names written with `note.`', () => {
    const graph = vault({
      ...units,
      'Units/Probe.md': '---\ntags: [unit]\ncost: "12.5"\nfaction: Empire\nready: true\nfielded: 2024-05-01\n---\nA droid.',
      'Units/Trooper.md': '---\ntags: [unit]\ncost: 40\nfaction: Rebel\nready: false\nfielded: 2023-01-15\n---\nA trooper.',
      'Roster.md':
        base(
          'filters: file.hasTag("unit")\nproperties:\n  note.cost:\n    displayName: Points\nviews:\n  - type: table\n' +
            '    order: [file.name, cost, ready, fielded, faction]\n' +
            '    summaries:\n      cost: Sum\n      note.ready: Checked\n      fielded: Earliest\n      faction: Unique',
        ) +
        base(
          'filters: file.hasTag("unit")\nviews:\n  - type: table\n    order: [file.name, note.cost]\n    groupBy:\n      property: faction\n' +
            '    summaries:\n      cost: Average',
        ),
      'Stats.md': base(
        'filters: file.hasTag("unit")\nviews:\n  - type: table\n    order: [cost, cost, cost, cost, cost, cost, ready, fielded]\n' +
          '    summaries:\n      cost: Median\n      ready: Unchecked\n      fielded: Latest\n',
      ),
    });
    const feet = (id: string) =>
      [...note(graph, id).html.matchAll(/<tfoot><tr>([\s\S]*?)<\/tr><\/tfoot>/g)].map((m) =>
        [...m[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')),
      );
    // Sum counts numeric text as a number; Checked counts true; Earliest reads ISO dates; Unique counts distinct values.
    expect(note(graph, 'Roster').html).toContain('<th>file name</th><th>Points</th>');
    expect(feet('Roster')).toEqual([
      ['', 'Sum 242.5', 'Checked 1', 'Earliest 2023-01-15', 'Unique 2'],
      // One table per group, each with the average of its own notes (Empire: 190 and 12.5).
      ['', 'Average 101.25'],
      ['', 'Average 40'],
    ]);
    expect(feet('Stats')[0]!.slice(0, 1).concat(feet('Stats')[0]!.slice(6))).toEqual(['Median 40', 'Unchecked 1', 'Latest 2024-05-01']);
    expect(graph.diagnostics.filter((d) => d.code === 'BaseNotShown')).toEqual([]);
  });

  it('runs patterns, text and list functions, and lists’ filter, map and reduce over `value`, `index` and `acc`', () => {
    const graph = vault({
      ...units,
      'Units/Trooper.md':
        '---\ntags: [unit]\ncost: 40\nfaction: Rebel\nleader: "[[Luke]]"\ngear: [blaster, grenade, scope]\ncode: TR-40-b\n---\nA trooper, see [[Vader]].',
      'Q.md': base(
        'filters: file.hasTag("unit")\nformulas:\n' +
          '  kinds: \'gear.filter(value.contains("a")).map(value.upper() + index).join("|")\'\n' +
          "  total: 'gear.reduce(acc + value.length, 0)'\n" +
          '  parts: \'code.split("-").slice(1).join("/") + code.split(/-/, 1)\'\n' +
          '  swapped: \'code.replace(/([A-Z]+)-(\\d+)/, "$2:$1") + code.replace("-", "_") + code.lower().replace(/-/g, "")\'\n' +
          '  fancy: \'faction.slice(0, 3).repeat(2) + [3, 1, 2].sort().join("") + [[1], 2].flat().length\'\n' +
          '  keyed: \'file.properties.keys().sort().join(",") + file.backlinks.length + link("Trooper").linksTo(file("Vader"))\'\n' +
          'views:\n  - type: table\n    filters: /^Tro/.matches(file.basename)\n' +
          '    order: [file.name, formula.kinds, formula.total, formula.parts, formula.swapped, formula.fancy, formula.keyed]',
      ),
      'Fans.md': 'Of [[Trooper]] and [[Trooper|again]].',
    });
    const cells = [...note(graph, 'Q').html.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual([
      'BLASTER0|GRENADE1',
      '19',
      '40/bTR',
      '40:TR-bTR_40_btr40b',
      'RebReb1232',
      'code,cost,faction,gear,leader,tags1true',
    ]);
  });

  it('answers a base block with the functions of the language, nested tags and links included', () => {
    const run = (filter: string) => listed(vault({ ...units, 'Q.md': base(`filters: '${filter}'\nviews:\n  - type: list`) }), 'Q')[0];
    expect(run('file.hasTag("unit")')).toEqual(['Trooper', 'Vader']);
    expect(run('file.hasLink("Vader") || file.hasLink("Luke")')).toEqual(['Trooper']);
    expect(run('file.hasProperty("faction") && !file.inFolder("Other")')).toEqual(['Speeder', 'Trooper', 'Vader']);
    expect(run('cost >= 90 && faction.lower().startsWith("reb")')).toEqual(['Speeder']);
    expect(run('file.name == "Luke.md" || file.folder == "Other"')).toEqual(['Luke', 'Note']);
    expect(run('if(cost > 100, "big", "small") == "big"')).toEqual(['Vader']);
    expect(run('file.tags.contains("#vehicle") || faction.length == 6')).toEqual(['Speeder', 'Vader']);
    expect(run('(cost / 3).toFixed(1) == "13.3" || (cost / 7).round(1) == 27.1')).toEqual(['Trooper', 'Vader']);
    expect(run('cost == 12345')).toEqual([]);
    expect(note(vault({ ...units, 'Q.md': base("filters: 'cost == 12345'\nviews:\n  - type: list") }), 'Q').html).toContain(
      'No note matches this view.',
    );
  });

  it('reads a property’s wikilink as a Link: its note, equal to `link()`, `this` and the note’s link; drawn with its alias; grouped by the note', () => {
    const files = {
      ...units,
      'Units/Scout.md': '---\ntags: [unit]\ncost: 30\nleader: "[[Luke|the boss]]"\nsquad: ["[[Trooper]]", "[[Nobody]]"]\n---\nA scout.',
      'Luke.md': `The leader.\n\n${base("filters: 'leader == this'\nviews:\n  - type: list")}`,
    };
    const run = (filter: string) => listed(vault({ ...files, 'Q.md': base(`filters: '${filter}'\nviews:\n  - type: list`) }), 'Q')[0];
    expect(run('leader.asFile().name == "Luke.md" && leader.asFile().hasTag("unit") == false')).toEqual(['Scout', 'Trooper']);
    expect(run('leader == link("Luke") && leader == file("Luke").asLink() && leader != link("Vader")')).toEqual(['Scout', 'Trooper']);
    expect(run('file.hasLink(leader) && leader.linksTo(file("Luke")) == false')).toEqual(['Scout', 'Trooper']);
    // A link to no note equals a link written the same; a link equals the file it names and a text naming it.
    expect(run('squad.contains(link("Nobody")) && squad.contains(file("Trooper")) && squad.contains("trooper")')).toEqual(['Scout']);
    // A Link is a kind of text in Obsidian: text functions read its target as written.
    expect(run('leader.startsWith("Lu") && leader.contains("uk") && leader.length == 4')).toEqual(['Scout', 'Trooper']);
    expect(run('leader == "[[Luke]]" && leader.isTruthy()')).toEqual(['Scout', 'Trooper']);
    // `this` is the note showing the base: Luke's page lists the notes it leads.
    expect(listed(vault(files), 'Luke')).toEqual([['Scout', 'Trooper']]);
    const graph = vault({
      ...files,
      'T.md': base(
        'filters: file.hasTag("unit")\nviews:\n  - type: table\n    order: [file.name, leader]\n    groupBy:\n      property: leader\n      direction: ASC',
      ),
    });
    const html = note(graph, 'T').html;
    // The link shows its alias and leads to the note; a link to Luke, aliased or not, is one group.
    expect(html).toContain('<td><a class="wikilink" href="/luke/" data-note="Luke">the boss</a></td>');
    expect(html).toContain('<td><a class="wikilink" href="/luke/" data-note="Luke">Luke</a></td>');
    expect(html.match(/<p class="base-group-heading">/g)).toHaveLength(2);
    expect(html).toContain('<strong>No value</strong>');
  });

  it('gives `file.size` in bytes as read, `file.embeds` apart from `file.links`, and `file.backlinks` without the note itself', () => {
    const page = 'Café ☕: ![[Luke]] and ![[Vader#Cost]], see [[Speeder]].\n';
    const files = {
      ...units,
      'Page.md': page,
      'Self.md': 'See [[Self]] and [[Luke]].',
      'Luke.md': `The leader.\n\n${base("filters: 'this.file.backlinks.contains(file)'\nviews:\n  - type: list")}`,
      'Q.md': base(
        'filters: file.name == "Page.md" || file.name == "Self.md"\nviews:\n  - type: table\n' +
          '    order: [file.name, file.size, file.embeds, file.links, file.backlinks]',
      ),
      'Big.md': base('filters: \'file.size > 50 && file.embeds.contains(file("Luke"))\'\nviews:\n  - type: list'),
    };
    const graph = vault(files);
    const rows = [...note(graph, 'Q').html.matchAll(/<tr><td>([\s\S]*?)<\/tr>/g)].map((m) =>
      m[1]!.split(/<\/td><td>/).map((c) => c.replace(/<\/td>$/, '').replace(/<[^>]+>/g, '')),
    );
    // Bytes, not characters: "é" is two bytes and "☕" three.
    expect(Buffer.byteLength(page)).toBe(page.length + 3);
    expect(rows).toEqual([
      ['Page', String(Buffer.byteLength(page)), 'Luke, Vader > Cost', 'Speeder', ''],
      ['Self', '26', '', 'Self, Luke', ''],
    ]);
    expect(listed(graph, 'Big')).toEqual([['Page']]);
    // Luke's backlinks: an embed, a link, a property's link; a note linking to itself is no backlink of its own.
    expect(listed(graph, 'Luke')).toEqual([['Page', 'Self', 'Trooper']]);
    expect(graph.diagnostics.filter((d) => d.code === 'BaseNotShown')).toEqual([]);
  });

  it('draws a boolean as a checkbox, ticked for true, as Obsidian’s table draws a checkbox property', () => {
    const html = note(
      vault({
        'A.md': '---\nready: true\n---\n',
        'B.md': '---\nready: false\n---\n',
        'Q.md': base('filters: file.hasProperty("ready")\nviews:\n  - type: table\n    order: [file.name, ready]'),
      }),
      'Q',
    ).html;
    const cells = [...html.matchAll(/<td>(<input[^>]*>)<\/td>/g)].map((m) => m[1]);
    expect(cells).toEqual(['<input type="checkbox" disabled checked>', '<input type="checkbox" disabled>']);
  });

  it('keeps what it cannot run as written and reports it, with the file, the line and why', () => {
    const graph = vault({
      ...units,
      'units.base': 'views:\n  - type: table\n    name: Table\n  - type: map\n    name: Places\n',
      'broken.base': 'views:\n  - type: table\n    filters: "file.ctime > 1"\n',
      'Page.md':
        'Intro.\n\n![[units.base#Places]]\n\n![[broken.base]]\n\n![[units.base#Nope]]\n\n' +
        base('views:\n  - type: list\n    filters: "file.ctime == 1"'),
    });
    const html = note(graph, 'Page').html;
    expect(html.match(/<a class="embed file embed-base"[^>]*>Base: (?:units|broken)\.base<\/a>/g)).toHaveLength(3);
    expect(html).toContain('<pre><code class="language-base">');
    const reported = graph.diagnostics.filter((d) => d.code === 'BaseNotShown').map((d) => [d.file, d.line, d.severity, d.message]);
    expect(reported).toEqual([
      ['Page.md', 3, 'warning', expect.stringMatching(/a `map` view is not shown on the site .*\(units\.base, line 4\)\.$/)],
      [
        'Page.md',
        5,
        'warning',
        expect.stringMatching(/`file\.ctime` is not run on the site: a clone or a build changes it \(broken\.base, line 3\)/),
      ],
      ['Page.md', 7, 'warning', expect.stringContaining('it has no view named "Nope"')],
      ['Page.md', 12, 'warning', expect.stringMatching(/shows it as code: .*`file\.ctime`/)],
    ]);
    expect(graph.diagnostics.find((d) => d.code === 'BaseNotShown')!.hint).toMatch(/table, cards and list views/);
  });

  it('shows a value as text, never as HTML, and caps a view at 2,000 notes with a line saying how many more', () => {
    const files: Record<string, string> = {
      'Q.md': base('filters: \'file.hasTag("n")\'\nviews:\n  - type: table\n    order: [file.name, html]'),
    };
    for (let i = 0; i < 2_010; i++) files[`N/${i}.md`] = `---\ntags: [n]\nhtml: "<img src=x onerror=alert(1)>"\n---\n`;
    const html = note(vault(files), 'Q').html;
    expect(html).not.toContain('<img');
    expect(html.match(/<tr>/g)).toHaveLength(2_001);
    expect(html).toContain('… and 10 more notes.');
  });

  it('bounds hostile bases: deep parentheses, 10,000 filters, huge numbers and formulas that double their text', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `    - 'cost > -${i + 1}'`).join('\n');
    const doubling = Array.from({ length: 30 }, (_, i) => `  f${i + 1}: 'formula.f${i} + formula.f${i}'`).join('\n');
    const files = {
      ...units,
      'Deep.md': base(`filters: '${'('.repeat(5_000)}1${')'.repeat(5_000)}'\nviews:\n  - type: list`),
      'many.base': `filters:\n  and:\n${many}\nviews:\n  - type: list`,
      'Many.md': '![[many.base]]\n',
      'Huge.md': base(
        `filters: 'cost < 1e999999 && (cost * 1e308 * 1e308).toFixed(1000) != "x" && (2).round(1e9) == 2'\nviews:\n  - type: list`,
      ),
      'Double.md': base(`formulas:\n  f0: '"ab"'\n${doubling}\nviews:\n  - type: table\n    order: [file.name, formula.f30]`),
      'nested.base': `filters: ${'{and: ['.repeat(2_000)}'1'${']}'.repeat(2_000)}\nviews:\n  - type: list`,
      'Nested.md': '![[nested.base]]\n',
      // A list of 9,900 items (and its 99 lists: as many values as a formula may build) mapped, for each item, over itself: 10^8 steps per note.
      'Square.md': base(
        `formulas:\n  big: '[${Array.from({ length: 99 }, (_, i) => i).join(',')}].map([${Array.from({ length: 100 }, (_, i) => i).join(',')}])'\n` +
          "  sq: 'formula.big.flat().map(formula.big.flat().map(value * 2).length).length'\nviews:\n  - type: table\n    order: [file.name, formula.sq]",
      ),
    };
    const { ms, value: graph } = cpuTimed(() => vault(files));
    expect(ms).toBeLessThan(20_000);
    expect(listed(graph, 'Many')[0]).toEqual(['Note', 'Speeder', 'Trooper', 'Vader']);
    expect(listed(graph, 'Huge')[0]).toEqual(['Note', 'Speeder', 'Trooper', 'Vader']);
    expect(note(graph, 'Double').html).toContain('<td></td>');
    // Past its steps, the view is not run: the page says so and keeps the block.
    expect(note(graph, 'Square').html).toContain('Not run on the site');
    const problems = Object.fromEntries(graph.diagnostics.filter((d) => d.code === 'BaseNotShown').map((d) => [d.file, d.message]));
    expect(problems['Deep.md']).toContain('longer than');
    expect(problems['Nested.md']).toMatch(/nested/);
    expect(Object.keys(problems).sort()).toEqual(['Deep.md', 'Nested.md']);
  });
});

describe('Bases reading `this` share one budget across the vault', () => {
  it('runs a cheap one on each of a thousand pages, and stops a costly one on each page at its share', () => {
    const files: Record<string, string> = {
      'cheap.base': "filters: 'file.hasLink(this.file) && [1, 2, 3].map(value * 2).length > 0'\nviews:\n  - type: list\n",
    };
    for (let i = 0; i < 1_000; i++) files[`Page ${i}.md`] = `[[Page ${(i + 1) % 1_000}]]\n\n![[cheap.base]]\n`;
    const cheap = vault(files);
    expect(listed(cheap, 'Page 5')[0]).toEqual(['Page 4']);
    expect(note(cheap, 'Page 5').html).not.toContain('Not run on the site');
    // 200 pages, each running 10,000 steps a note over its 200 notes: past each page's share.
    const costly: Record<string, string> = {
      'costly.base':
        `formulas:\n  big: '[${Array.from({ length: 100 }, (_, i) => i).join(',')}]'\n` +
        "filters: 'file.hasLink(this.file) || formula.big.map(formula.big.map(value).length).length > 1e9'\nviews:\n  - type: list\n",
    };
    for (let i = 0; i < 200; i++) costly[`Page ${i}.md`] = `[[Page ${(i + 1) % 200}]]\n\n![[costly.base]]\n`;
    const { ms, value: graph } = cpuTimed(() => vault(costly));
    expect(ms).toBeLessThan(60_000);
    const page = note(graph, 'Page 5').html;
    expect(page).toContain('Not run on the site');
    expect(page).toContain('Base: costly.base');
  }, 120_000);
});

describe('Bases in check and --watch', () => {
  it('an edit of a note a base lists changes the page embedding it, in a rebuild as in a fresh build', () => {
    const cache = createNoteCache();
    const files: Record<string, string> = {
      ...units,
      'units.base': 'filters: file.hasTag("unit")\nviews:\n  - type: table\n    order: [file.name, cost]\n',
      'Roster.md': '![[units.base]]\n',
    };
    const before = note(vault(files, { noteCache: cache }), 'Roster').html;
    expect(before).toContain('<td>190</td>');
    files['Units/Vader.md'] = '---\ntags: [unit/hero]\ncost: 200\n---\nVader, costlier.';
    files['Units/Speeder.md'] = '---\ntags: [unit]\ncost: 90\n---\nNow a unit.';
    const rebuilt = note(vault(files, { noteCache: cache }), 'Roster').html;
    expect(rebuilt).not.toBe(before);
    expect(rebuilt).toContain('<td>200</td>');
    expect(rebuilt).toContain('>Speeder</a>');
    expect(rebuilt).toBe(note(vault(files), 'Roster').html);
  });

  it('gives the checker and a rebuild the fresh build’s answer when a base reading `this` with summaries, or a note it lists, is edited', () => {
    const v = watchedVault({ maxEmbedBytes: 3_000 });
    const cache = createNoteCache();
    const files: Record<string, string> = {
      'mine.base':
        'filters: file.hasLink(this.file) && cost > this.floor\nviews:\n  - type: table\n    order: [file.name, cost, summary]\n    summaries:\n      cost: Sum\n',
      'Hub.md': '---\nfloor: 0\n---\n![[mine.base]]\n',
      'Page.md': '![[Hub]]\n',
    };
    for (let i = 0; i < 10; i++) files[`U${i}.md`] = `---\ncost: ${i + 1}\nsummary: short\n---\nSee [[Hub]].\n`;
    const sync = (changed: string[]) => {
      for (const path of changed) v.put(path, files[path]!);
      v.update(changed);
      const rebuilt = note(vault(files, { noteCache: cache }), 'Hub').html;
      expect(rebuilt).toBe(note(vault(files), 'Hub').html);
      expect(v.checker()).toEqual(v.build());
      return rebuilt;
    };
    expect(sync(Object.keys(files))).toContain('<span class="base-summary-value">55</span>');
    expect(v.checker()).not.toContain('Page.md EmbedTooLarge');
    // Notes it lists grow past what a page may embed; another stops linking to the note showing it.
    for (let i = 0; i < 8; i++) files[`U${i}.md`] = `---\ncost: ${i + 1}\nsummary: ${'word '.repeat(100)}\n---\nSee [[Hub]].\n`;
    files['U9.md'] = '---\ncost: 10\n---\nNo link.\n';
    expect(sync([...Array.from({ length: 8 }, (_, i) => `U${i}.md`), 'U9.md'])).toContain('<span class="base-summary-value">45</span>');
    expect(v.checker()).toContain('Page.md EmbedTooLarge');
    // The base edited: a summary Obsidian does not have is reported; `this` reads the edited note.
    files['mine.base'] = files['mine.base']!.replace('Sum', 'Bogus');
    sync(['mine.base']);
    expect(v.checker()).toContain('Hub.md BaseNotShown');
    files['mine.base'] = files['mine.base']!.replace('Bogus', 'Average');
    files['Hub.md'] = '---\nfloor: 5\n---\n![[mine.base]]\n';
    // Costs 6 to 9 (U9 links no more).
    expect(sync(['mine.base', 'Hub.md'])).toContain('<span class="base-summary-value">7.5</span>');
    expect(v.checker()).not.toContain('Hub.md BaseNotShown');
  });

  it('gives the checker the same diagnostics as the build as notes and bases are edited', () => {
    const v = watchedVault({ maxEmbedBytes: 2_000 });
    v.put('units.base', 'filters: file.hasTag("long")\nviews:\n  - type: table\n    order: [file.name, summary]\n');
    v.put('Results.md', '![[units.base]]\n');
    v.put('Page.md', '![[Results]]\n');
    v.put('Long.md', 'Short.\n');
    v.update();
    expect(v.checker()).toEqual(v.build());
    expect(v.checker()).not.toContain('Page.md EmbedTooLarge');
    // A page may embed 2 KB: the embedded base's table grows past it once ten notes carry the tag and a long summary.
    const added = Array.from({ length: 10 }, (_, i) => `Long ${i}.md`);
    for (const path of added) v.put(path, `---\ntags: [long]\nsummary: ${'word '.repeat(50)}\n---\nText.\n`);
    v.update(added);
    expect(v.build()).toContain('Page.md EmbedTooLarge');
    expect(v.checker()).toEqual(v.build());
    // The base itself edited: a map view cannot be shown, the embed is reported; mended, it is not.
    v.put('units.base', 'views:\n  - type: map\n');
    v.update(['units.base']);
    expect(v.checker()).toContain('Results.md BaseNotShown');
    expect(v.checker()).toEqual(v.build());
    v.put('units.base', 'views:\n  - type: list\n');
    v.update(['units.base']);
    expect(v.checker()).not.toContain('Results.md BaseNotShown');
    expect(v.checker()).toEqual(v.build());
  });
});
