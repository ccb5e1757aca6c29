/**
 * Table-driven parser cases: every Obsidian syntax the vault supports, checked in what the graph
 * records (edges, anchors, blocks, tags) and in the HTML a reader gets.
 */
import { describe, expect, it } from 'vitest';
import { vault, note } from './helpers.ts';
import type { VaultEdge } from '../../src/vault/index.ts';

const TARGETS = {
  'legion/Move.md': [
    '---',
    'aliases: [Moving]',
    '---',
    '# Move',
    '',
    'A unit moves up to its speed. ^move-speed',
    '',
    '## Speed',
    '',
    'Speed is 1 to 3.',
    '',
    '### Difficult terrain',
    '',
    'Reduce speed by one.',
    '',
    '## Other',
    '',
    'Other text.',
    '',
    '- first point ^move-first',
    '- second point',
    '',
    '```yaml',
    'speed: 2',
    'moves: 1',
    '```',
    '^move-stats',
  ].join('\n'),
  'legion/img/token.png': new Uint8Array([1, 2, 3]),
};

interface Case {
  name: string;
  source: string;
  edge?: Partial<VaultEdge>;
  html: RegExp[];
  notHtml?: RegExp[];
}

const cases: Case[] = [
  {
    name: '[[Note]]',
    source: 'See [[Move]].',
    edge: { target: 'legion/Move', kind: 'link', syntax: 'wikilink', anchor: null, raw: 'Move' },
    html: [/<a class="wikilink" href="\/legion\/move\/" data-note="legion\/Move">Move<\/a>/],
  },
  {
    name: '[[Note|shown]]',
    source: 'See [[Move|moving about]].',
    edge: { target: 'legion/Move' },
    html: [/href="\/legion\/move\/"[^>]*>moving about<\/a>/],
  },
  {
    name: '[[Note|]]: an invisible link, still a link of the note (as in Obsidian)',
    source: 'See [[Move|]] here.',
    edge: { target: 'legion/Move', raw: 'Move' },
    html: [/See <a class="wikilink" href="\/legion\/move\/" data-note="legion\/Move"><\/a> here\./],
  },
  {
    name: '[[Note#Heading|  ]]: invisible too',
    source: 'See [[Move#Speed|  ]] here.',
    edge: { target: 'legion/Move', anchor: { type: 'heading', text: 'Speed', id: 'speed' } },
    html: [/<a class="wikilink" href="\/legion\/move\/#speed" data-note="legion\/Move"><\/a> here\./],
  },
  {
    name: '[[|]] and [[ |]]: no target, left as text',
    source: 'Not [[|]] nor [[ |]].',
    html: [/Not \[\[\|\]\] nor \[\[ \|\]\]\./],
  },
  {
    name: '[[Note#Heading]]',
    source: 'See [[Move#Speed]].',
    edge: { target: 'legion/Move', anchor: { type: 'heading', text: 'Speed', id: 'speed' } },
    html: [/href="\/legion\/move\/#speed"[^>]*>Move &#x3E; Speed<\/a>|href="\/legion\/move\/#speed"[^>]*>Move > Speed<\/a>/],
  },
  {
    name: '[[Note#Heading#Subheading]]',
    source: 'See [[Move#Speed#Difficult terrain]].',
    edge: { target: 'legion/Move', anchor: { type: 'heading', text: 'Speed#Difficult terrain', id: 'difficult-terrain' } },
    html: [/href="\/legion\/move\/#difficult-terrain"/],
  },
  {
    name: '[[#Heading]] in the same note',
    source: '## Local heading\n\nSee [[#Local heading]].',
    edge: { target: 'legion/Source', anchor: { type: 'heading', text: 'Local heading', id: 'local-heading' } },
    html: [/<h2 id="local-heading">/, /href="\/legion\/source\/#local-heading"[^>]*>Local heading<\/a>/],
  },
  {
    name: '[[Note#^block-id]]',
    source: 'See [[Move#^move-speed|speed rule]].',
    edge: { target: 'legion/Move', anchor: { type: 'block', id: 'move-speed' } },
    html: [/href="\/legion\/move\/#\^move-speed"[^>]*>speed rule<\/a>/],
  },
  {
    name: '[[Note\\|alias]] inside a table',
    source: '| rule | note |\n| --- | --- |\n| speed | [[Move\\|moving]] |',
    edge: { target: 'legion/Move', raw: 'Move' },
    html: [/<td><a class="wikilink" href="\/legion\/move\/"[^>]*>moving<\/a><\/td>/],
  },
  { name: 'case-insensitive [[move]]', source: '[[move]]', edge: { target: 'legion/Move' }, html: [/>move<\/a>/] },
  { name: 'alias [[Moving]]', source: '[[Moving]]', edge: { target: 'legion/Move' }, html: [/href="\/legion\/move\/"/] },
  {
    name: '![[image.png]]',
    source: '![[token.png]]',
    edge: { kind: 'embed', asset: 'legion/img/token.png', target: null, resolved: true },
    html: [/<img src="\/assets\/legion\/img\/token.png" alt="token.png" loading="lazy">/],
  },
  {
    name: '![[image.png|100]]',
    source: '![[token.png|100]]',
    edge: { kind: 'embed' },
    html: [/<img [^>]*width="100"/],
    notHtml: [/height=/],
  },
  { name: '![[image.png|100x50]]', source: '![[token.png|100x50]]', edge: { kind: 'embed' }, html: [/<img [^>]*width="100" height="50"/] },
  {
    name: '![[image.png|Alt text|200]]: alt text, then the size',
    source: '![[token.png|A stormtrooper token|200]]',
    edge: { kind: 'embed' },
    html: [/<img [^>]*alt="A stormtrooper token" width="200"/],
  },
  {
    name: '![[image.png|Alt text]]: no size, the text is the alt',
    source: '![[token.png|A stormtrooper token]]',
    edge: { kind: 'embed' },
    html: [/<img [^>]*alt="A stormtrooper token" loading/],
    notHtml: [/width=/],
  },
  {
    name: '![[image.png\\|100]] in a table',
    source: '| a |\n| - |\n| ![[token.png\\|100]] |',
    edge: { kind: 'embed' },
    html: [/<td><img [^>]*width="100"/],
  },
  {
    name: 'markdown image',
    source: '![a token](img/token.png)',
    edge: { kind: 'embed', syntax: 'markdown', asset: 'legion/img/token.png' },
    html: [/<img src="\/assets\/legion\/img\/token.png" alt="a token" loading="lazy">/],
  },
  {
    name: '![[Note]] note embed',
    source: 'Before.\n\n![[Move]]\n\nAfter.',
    edge: { kind: 'embed', target: 'legion/Move' },
    html: [
      /<div class="markdown-embed" data-note="legion\/Move"><h1>Move<\/h1>/,
      /Reduce speed by one/,
      /<a class="markdown-embed-link" href="\/legion\/move\/">/,
    ],
    notHtml: [/<p>\s*<div/, /id="speed"/],
  },
  {
    name: '![[Note#Heading]] note embed',
    source: '![[Move#Speed]]',
    edge: { kind: 'embed', anchor: { type: 'heading', text: 'Speed', id: 'speed' } },
    html: [/<div class="markdown-embed" data-note="legion\/Move"><h2>Speed<\/h2>/, /Reduce speed by one/, /href="\/legion\/move\/#speed"/],
    notHtml: [/Other text/, /moves up to its speed/],
  },
  {
    name: '![[Note#^block-id]] note embed',
    source: '![[Move#^move-speed]]',
    edge: { kind: 'embed', anchor: { type: 'block', id: 'move-speed' } },
    html: [/<div class="markdown-embed" data-note="legion\/Move"><p>A unit moves up to its speed.<\/p>/],
    notHtml: [/Speed is 1/],
  },
  {
    name: '![[Note#^list-item]] note embed',
    source: '![[Move#^move-first]]',
    edge: { kind: 'embed' },
    html: [/<div class="markdown-embed" data-note="legion\/Move"><ul><li>first point<\/li><\/ul>/],
    notHtml: [/second point/],
  },
  {
    // The block id after a fence names the code block: the embed shows it as one, lines kept.
    name: '![[Note#^code-block]] note embed',
    source: '![[Move#^move-stats]]',
    edge: { kind: 'embed', anchor: { type: 'block', id: 'move-stats' } },
    html: [/<div class="markdown-embed" data-note="legion\/Move"><pre><code class="language-yaml">speed: 2\nmoves: 1\n<\/code><\/pre>/],
    notHtml: [/second point/],
  },
  {
    // Obsidian writes embeds so when wikilinks are turned off, and shows them as `![[…]]`.
    name: '![](Note.md#^block-id) note embed written as a Markdown image',
    source: '![](Move.md#^move-speed)',
    edge: { kind: 'embed', syntax: 'markdown', target: 'legion/Move', anchor: { type: 'block', id: 'move-speed' } },
    html: [/<div class="markdown-embed" data-note="legion\/Move"><p>A unit moves up to its speed.<\/p>/],
    notHtml: [/Missing image/, /<img/, /Speed is 1/],
  },
  {
    name: '![](img/token.png) image written as a Markdown image',
    source: '![a token](img/token.png)',
    edge: { kind: 'embed', syntax: 'markdown' },
    html: [/<img src="\/assets\/legion\/img\/token.png" alt="a token" loading="lazy">/],
  },
  {
    name: 'markdown link to a .md file',
    source: '[moving](Move.md)',
    edge: { syntax: 'markdown', target: 'legion/Move', raw: 'Move.md' },
    html: [/<a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">moving<\/a>/],
  },
  {
    name: 'reference links to a note defined once: each an internal link with its hover preview',
    source: 'Both [moving][m], [M][] and [m] again.\n\n[m]: Move.md',
    edge: { syntax: 'markdown', target: 'legion/Move', raw: 'Move.md' },
    html: [
      /<a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">moving<\/a>, <a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">M<\/a> and <a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">m<\/a>/,
    ],
  },
  {
    name: 'a reference link follows the first definition of its label, also when a later one names a note',
    source: 'See [the site][x].\n\n[x]: https://example.com\n[x]: Move.md',
    html: [/See <a href="https:\/\/example.com">the site<\/a>\./],
    notHtml: [/data-note/],
  },
  {
    name: 'raw HTML internal-link to a heading of the note (as converters write them): followed as [[#Heading]] is',
    source:
      "<table><tr><td><a href='#Champion (Level 3)' class='internal-link'>Champion</a></td><td><a href='#Nowhere' class='internal-link'>x</a></td></tr></table>\n\n## Champion (Level 3)\n",
    html: [
      /<a href="\/legion\/source\/#champion-level-3" class="internal-link">Champion<\/a>/,
      /<a href="#Nowhere" class="internal-link">x<\/a>/,
    ],
  },
  {
    name: 'Obsidian URI to a note of the vault: a link to its page, like [[Note]]',
    source: '[moving](obsidian://open?vault=Rules&file=legion%2FMove)',
    edge: { syntax: 'wikilink', target: 'legion/Move', raw: 'legion/Move' },
    html: [/<a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">moving<\/a>/],
  },
  {
    name: 'app://obsidian.md address (a link copied out of Obsidian): a link to the note, like [[Note]]',
    source: '[moving](app://obsidian.md/legion/Move.md)',
    edge: { syntax: 'wikilink', target: 'legion/Move' },
    html: [/<a href="\/legion\/move\/" class="wikilink" data-note="legion\/Move">moving<\/a>/],
  },
  {
    name: 'markdown link with encoded spaces and anchor',
    source: '[x](../legion/Move.md#difficult-terrain)',
    edge: { target: 'legion/Move', anchor: { type: 'heading', text: 'difficult-terrain', id: 'difficult-terrain' } },
    html: [/href="\/legion\/move\/#difficult-terrain"/],
  },
  {
    name: 'in-page anchor',
    source: '## B. Effects\n\n[Effects](#b-effects)',
    edge: { target: 'legion/Source', anchor: { type: 'heading', text: 'b-effects', id: 'b-effects' } },
    html: [/<h2 id="b-effects">B. Effects<\/h2>/, /href="\/legion\/source\/#b-effects"/],
  },
  {
    name: 'unresolved wikilink',
    source: '[[Card Action]]',
    edge: { target: null, resolved: false, raw: 'Card Action' },
    html: [/<a class="wikilink unwritten" href="\/unwritten\/#card-action" title="Not written yet: Card Action">Card Action<\/a>/],
  },
  {
    name: 'missing image embed',
    source: '![[Pasted image 1.png]]',
    edge: { kind: 'embed', resolved: false },
    html: [/<span class="embed missing" title="Missing image: Pasted image 1.png">Pasted image 1.png<\/span>/],
  },
  {
    name: 'external links are left alone',
    source: '[site](https://example.com/a.md)',
    html: [/<a href="https:\/\/example.com\/a.md">site<\/a>/],
  },
  {
    name: 'callout',
    source: '> [!warning] Careful now\n> Body text.',
    html: [
      /<div class="callout callout-warning" data-callout="warning">\s*<div class="callout-title">Careful now<\/div>\s*<p>Body text.<\/p>/,
    ],
  },
  {
    name: 'folded callout',
    source: '> [!note]- Folded\n> Hidden.',
    html: [
      /<details class="callout callout-note" data-callout="note" data-callout-fold="-">\s*<summary class="callout-title">Folded<\/summary>/,
    ],
    notHtml: [/ open/],
  },
  {
    name: 'open callout, default title',
    source: '> [!tip]+\n> Shown.',
    html: [
      /<details class="callout callout-tip" data-callout="tip" data-callout-fold="\+" open>\s*<summary class="callout-title">Tip<\/summary>/,
    ],
  },
  {
    name: 'callout types with spaces, and spaces around the metadata pipe, as Obsidian reads them',
    source: '> [!Combat Reference]- Combat Reference\n> Hidden.\n\n> [!column | 3 no-t]\n> Body.\n\n> [! ] Not one.',
    html: [
      /<details class="callout callout-note" data-callout="combat reference" data-callout-fold="-">\s*<summary class="callout-title">Combat Reference<\/summary>/,
      /<div class="callout callout-note" data-callout="column" data-callout-metadata="3 no-t">\s*<div class="callout-title">Column<\/div>/,
      /<blockquote>\s*<p>\[! \] Not one.<\/p>/,
    ],
  },
  {
    name: 'text-level HTML Obsidian shows: underline, small print, abbreviations, citations, centred text',
    source:
      'A <u>reward</u> <small>(once)</small> per <abbr title="Round">rnd</abbr>, says <cite>the rulebook</cite>.\n\n<center>Centred</center>',
    html: [
      /A <u>reward<\/u> <small>\(once\)<\/small> per <abbr title="Round">rnd<\/abbr>, says <cite>the rulebook<\/cite>\./,
      /<center>Centred<\/center>/,
    ],
  },
  {
    name: 'a progress bar, as Obsidian draws it in reading view',
    source: 'Quest: <progress value="3" max="10" style="width: 100%;"></progress> 3 of 10',
    html: [/Quest: <progress value="3" max="10" style="width: 100%"><\/progress> 3 of 10/],
  },
  {
    name: 'a tag inside a link stays a span (a link holds no link)',
    source: 'See [read *#rule* here](https://x.y) and <a href="https://x.y">#rule</a>, then #rule.',
    html: [
      /<a href="https:\/\/x.y">read <em><span class="tag">#rule<\/span><\/em> here<\/a>/,
      /<a href="https:\/\/x.y"><span class="tag">#rule<\/span><\/a>/,
      /then <a class="tag" href="\/tags\/rule\/">#rule<\/a>/,
    ],
  },
  {
    name: 'inline tags: links to their tag pages, shown as written',
    source: 'A #Rule and #legion/actions, not #1 or a#b.',
    html: [/<a class="tag" href="\/tags\/rule\/">#Rule<\/a>/, /<a class="tag" href="\/tags\/legion\/actions\/">#legion\/actions<\/a>/],
    notHtml: [/#1<\/a>/, /#b<\/a>/],
  },
];

describe('wikilinks, embeds and Markdown links', () => {
  it.each(cases)('$name', ({ source, edge, html, notHtml }) => {
    const graph = vault({ ...TARGETS, 'legion/Source.md': source });
    const page = note(graph, 'legion/Source');
    if (edge) {
      const edges = graph.edges.filter((e) => e.source === 'legion/Source');
      expect(edges).toHaveLength(1);
      expect(edges[0]).toMatchObject(edge);
    }
    for (const pattern of html) expect(page.html).toMatch(pattern);
    for (const pattern of notHtml ?? []) expect(page.html).not.toMatch(pattern);
  });

  it('keeps a progress bar without reporting it as unsafe HTML', () => {
    const graph = vault({ 'legion/Quest.md': 'Read: <progress value="120" max="392"></progress>' });
    expect(graph.diagnostics.filter((d) => d.code === 'UnsafeHtml')).toEqual([]);
  });

  it('records the 1-based line and column of each link in its file', () => {
    const graph = vault({ ...TARGETS, 'legion/Source.md': '---\ntags: [x]\n---\n\nText [[Move]] and\n  ![[token.png]]' });
    const positions = graph.edges.filter((e) => e.source === 'legion/Source').map((e) => e.position);
    expect(positions).toEqual([
      { line: 5, column: 6 },
      { line: 6, column: 3 },
    ]);
  });
});

describe('block ids', () => {
  const graph = vault({
    'rules.md': [
      'A unit cannot do the same action twice. ^same-action-once',
      '',
      '- Move is an exception ^move-exception',
      '- Others are not',
      '',
      '| a | b |',
      '| - | - |',
      '| 1 | 2 |',
      '',
      '^rule-table',
      '',
      'Text continued',
      '^after-line',
      '',
      'Ends with caret^notanid',
      '',
      '> - hand an item over  ',
      '> ^hard-break-list',
      '',
      'A line ending in two spaces  ',
      '^hard-break-para',
      '',
      '> [!note] Steps',
      '> - first',
      '> - last',
      '^callout-list',
    ].join('\n'),
  });
  const rules = note(graph, 'rules');
  it('takes ` ^id` ending a paragraph, a list item, or a line after a block', () => {
    expect(rules.blocks.map((b) => [b.id, b.text])).toEqual([
      ['same-action-once', 'A unit cannot do the same action twice.'],
      ['move-exception', 'Move is an exception'],
      ['rule-table', 'a b 1 2'],
      ['after-line', 'Text continued'],
      ['hard-break-list', 'hand an item over'],
      ['hard-break-para', 'A line ending in two spaces'],
      ['callout-list', 'Steps first last'],
    ]);
    expect(rules.blocks[0]).toMatchObject({ line: 1, anchor: '^same-action-once' });
  });
  it('puts the id on the element and removes the marker', () => {
    expect(rules.html).toContain('<p id="^same-action-once">A unit cannot do the same action twice.</p>');
    expect(rules.html).toContain('<li id="^move-exception">Move is an exception</li>');
    expect(rules.html).toContain('<table id="^rule-table">');
    expect(rules.html).not.toMatch(/\^rule-table<|\^after-line</);
    expect(rules.html).toContain('Ends with caret^notanid');
    // After a hard break the id is on its own line: no break or marker left.
    expect(rules.html).toContain('<li id="^hard-break-list">hand an item over</li>');
    expect(rules.html).toContain('<p id="^hard-break-para">A line ending in two spaces</p>');
    // After a callout ending in a list, an id on its own line is the whole callout's, not its last item's.
    expect(rules.html).toMatch(/<div id="\^callout-list" class="callout callout-note" data-callout="note">/);
    expect(rules.html).toContain('<li>last</li>');
  });
  // Obsidian reads a table and the lines right after it as one block, as it does a paragraph.
  const tables = note(
    vault({
      'tables.md': [
        '| roll | gun |',
        '| - | - |',
        '| 1 | pistol |',
        '^gun-table',
        '',
        '| roll | guild |',
        '| - | - |',
        '| 1 | Torgue ^guild-table',
        '',
        '| x | power |',
        '| - | - |',
        '| 2 | x ^2 |',
      ].join('\n'),
    }),
    'tables',
  );
  it('gives a table the id on the line right after its last row, or ending that row, and drops the marker', () => {
    expect(tables.blocks.map((b) => [b.id, b.line])).toEqual([
      ['gun-table', 1],
      ['guild-table', 6],
    ]);
    expect(tables.html).toContain('<table id="^gun-table">');
    expect(tables.html).toContain('<table id="^guild-table">');
    expect(tables.html).not.toMatch(/\^gun-table<|\^guild-table</);
    expect((tables.html.match(/<tr>/g) ?? []).length).toBe(6);
    // A caret inside a cell, before the row's closing pipe, is the cell's text.
    expect(tables.html).toContain('x ^2');
  });
});

describe('frontmatter and note fields', () => {
  const graph = vault({
    'legion/Suppression.md':
      '---\ntitle: Suppression tokens\naliases: [suppressed, Suppression Token]\ntags: [Legion, "#tokens"]\n---\n# Suppression\n\nA unit gains #morale suppression tokens when shot at.\n\n```check\ngame: legion\nask: attack\n```\n',
  });
  const n = note(graph, 'legion/Suppression');
  it('reads title, aliases, frontmatter and inline tags, game and summary', () => {
    expect(n).toMatchObject({
      id: 'legion/Suppression',
      path: 'legion/Suppression.md',
      slug: 'legion/suppression',
      title: 'Suppression tokens',
      aliases: ['suppressed', 'Suppression Token'],
      tags: ['legion', 'morale', 'tokens'],
      game: 'legion',
      summary: 'A unit gains #morale suppression tokens when shot at.',
    });
    expect(n.headings).toEqual([{ depth: 1, text: 'Suppression', id: 'suppression', line: 6 }]);
    expect(n.checks).toEqual([{ data: { game: 'legion', ask: 'attack' }, source: 'game: legion\nask: attack', line: 10 }]);
    expect(n.html).toContain('<pre><code class="language-check">game: legion\nask: attack</code></pre>');
  });
  it('lets the site render check blocks', () => {
    const g = vault(
      { 'c.md': '```check\nask: move\n```' },
      { renderCheck: (check, owner) => `<rule-check data-line="${check.line}" data-note="${owner.id}"></rule-check>` },
    );
    expect(note(g, 'c').html).toBe('<rule-check data-line="1" data-note="c"></rule-check>');
  });
  it('gives unique GitHub-style heading ids', () => {
    const g = vault({ 'h.md': '# A. Types of Abilities\n## Effects\n## Effects\n## _**Bold**_ [[x|Link]]' });
    expect(note(g, 'h').headings.map((h) => h.id)).toEqual(['a-types-of-abilities', 'effects', 'effects-1', 'bold-link']);
  });
  it('leaves a heading inside a list item out of the headings, as Obsidian does: links reach the section heading', () => {
    // An index at the top repeats the section names as headings in list items. Obsidian shows
    // them as headings, but its outline and its links know only the headings outside lists.
    const g = vault({
      'Index.md': [
        '* ## [[Index#Scouting|Scouting]]',
        '\t* [[Index#Cover]]',
        '',
        '## Scouting',
        '',
        '### Cover',
        '',
        'Hide behind walls.',
        '',
        '## Reminders',
        '',
        'See [[Index#Scouting]] and ![[Index#Cover]].',
      ].join('\n'),
    });
    const n = note(g, 'Index');
    expect(n.headings.map((h) => [h.text, h.id])).toEqual([
      ['Scouting', 'scouting'],
      ['Cover', 'cover'],
      ['Reminders', 'reminders'],
    ]);
    expect(n.html).toContain('<li>\n<h2><a class="wikilink" href="/index/#scouting"');
    expect(n.html).toContain('<h2 id="scouting">Scouting</h2>');
    expect(n.html).toContain('<h3 id="cover">Cover</h3>');
    expect(g.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  });
  it('honours the base URL', () => {
    const g = vault({ 'a.md': '[[b]] ![[i.png]]', 'b.md': 'x', 'i.png': new Uint8Array() }, { base: '/rules' });
    expect(note(g, 'a').html).toContain('href="/rules/b/"');
    expect(note(g, 'a').html).toContain('src="/rules/assets/i.png"');
  });
});

describe('links to an address the page does not keep', () => {
  it('are shown as their text and reported at their line (info), naming the scheme; web, mail and vault links are not', () => {
    const graph = vault({
      'Paper.md':
        '[z](zotero://select/items/1) and [j](javascript:alert(1))\n\n[w](https://example.org) [m](mailto:a@b.org) [v](obsidian://open?file=Paper) [r][ref]\n\n[ref]: file:///c/x.pdf\n',
    });
    const found = graph.diagnostics.filter((d) => d.code === 'LinkAddressRemoved');
    expect(found.map((d) => [d.line, d.severity, /\((\w+):\)/.exec(d.message)?.[1]])).toEqual([
      [1, 'info', 'zotero'],
      [1, 'info', 'javascript'],
      [5, 'info', 'file'],
    ]);
    const html = note(graph, 'Paper').html;
    expect(html).not.toMatch(/zotero:|javascript:|file:/);
    expect(html).toContain('href="https://example.org"');
  });
});
