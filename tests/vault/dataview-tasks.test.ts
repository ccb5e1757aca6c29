/**
 * Dataview's TASK queries and FLATTEN: the tasks of the vault's notes a ```dataview``` block keeps,
 * drawn as the plugin's task view draws them (read-only on a static page), and one row per item of
 * a list; the checker reports nothing about them, and sees the same pages as the build.
 */
import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import type { QueryNote, QueryTask } from '../../src/vault/dataview-query.ts';
import { fillDataview } from '../../src/vault/dataview-render.ts';
import { vault, note, watchedVault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

const projects = {
  'Projects/Alpha.md': [
    '---',
    'owner: Ada',
    'status: draft',
    '---',
    '# Alpha',
    '',
    'Intro.',
    '',
    '## Todo',
    '',
    '- [ ] Write the [[Beta|beta]] plan #work [due:: 2024-05-01]',
    '    - [x] Draft the outline',
    '    - [ ] Review it with [[Cy]]',
    '- [x] Kick off ^kick',
    '- [/] Halfway there',
    '- [-] Dropped idea',
    '',
    '## Later',
    '',
    '- Ideas',
    '    - [ ] Under a plain item',
    '',
  ].join('\n'),
  'Projects/Beta.md': '- [ ] Beta task\n- [X] Beta done\n- [x] Ship it\n    - [ ] Write the notes\n',
  'Archive/Old.md': '- [ ] Old open task\n',
  'Cy.md': 'Cy.',
};

/** A task item as the page draws it: its status, checkbox, text, and the items below it. */
const item = (status: string, inner: string, below = ''): string =>
  `<li class="dataview task-list-item${status === '' ? '' : ' is-checked'}" data-task="${status}">` +
  `<input class="dataview task-list-item-checkbox" type="checkbox"${status === '' ? '' : ' checked'} disabled> ${inner}` +
  (below === '' ? '' : `<ul class="contains-task-list">${below}</ul>`) +
  '</li>';
const beta = '<a class="wikilink" href="/projects/beta/" data-note="Projects/Beta">beta</a>';
const cy = '<a class="wikilink" href="/cy/" data-note="Cy">Cy</a>';

/** The text of each task a page draws, in order (those drawn below another too), without markup. */
function drawnTasks(html: string): string[] {
  return [...html.matchAll(/disabled> (.*?)(?=<ul|<\/li>)/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

describe('TASK queries on the page', () => {
  it('draws the tasks a query keeps as a read-only task list; a kept task shows the tasks below it, as Dataview does', () => {
    const graph = vault({ ...projects, 'Open.md': '```dataview\nTASK FROM "Projects" WHERE !completed\n```\n' });
    // "Draft the outline" is done, but is drawn below its open parent; "Review it" is kept and drawn there only.
    // `[/]` and `[-]` are not completed: kept, and ticked (any status but a space), as Dataview draws them.
    expect(note(graph, 'Open').html).toBe(
      '<div class="dataview-query"><ul class="contains-task-list">' +
        item('', `Write the ${beta} plan #work [due:: 2024-05-01]`, item('x', 'Draft the outline') + item('', `Review it with ${cy}`)) +
        item('/', 'Halfway there') +
        item('-', 'Dropped idea') +
        item('', 'Under a plain item') +
        item('', 'Beta task') +
        item('', 'Write the notes') +
        '</ul></div>',
    );
  });

  it("draws a task's text as Dataview does, its Markdown as written: strong text strong, an escaped star a star, a block id hidden", () => {
    const jobs = '- [ ] Pay \\*5\\* gold to **the** guild ^pay\n- [ ] Sweep *the* hall\n';
    // The text holds the Markdown and the block id as written, as Dataview's does.
    const query = 'TASK FROM "Jobs" WHERE contains(text, "**the**") AND contains(text, "^pay")';
    const graph = vault({ 'Jobs.md': jobs, 'Q.md': `\`\`\`dataview\n${query}\n\`\`\`` });
    const html = note(graph, 'Q').html;
    expect(html).toContain('> Pay *5* gold to <strong>the</strong> guild</li>');
    expect(html).not.toContain('<em>');
    expect(html).not.toContain('Sweep');
    const all = note(vault({ 'Jobs.md': jobs, 'Q.md': '```dataview\nTASK FROM "Jobs"\n```' }), 'Q').html;
    expect(all).toContain('> Sweep <em>the</em> hall</li>');
  });

  it('groups tasks under a heading per note with GROUP BY file.link, each with its number of tasks', () => {
    const graph = vault({ ...projects, 'Open.md': '```dataview\nTASK FROM "Projects" WHERE !checked\nGROUP BY file.link\n```\n' });
    const heading = (path: string, name: string, count: number) =>
      `<h4><a class="wikilink" href="/${path.toLowerCase()}/" data-note="${path}">${name}</a> <span class="dataview small-text">(${count})</span></h4>`;
    expect(note(graph, 'Open').html).toBe(
      '<div class="dataview-query">' +
        heading('Projects/Alpha', 'Alpha', 3) +
        '<div class="dataview result-group"><ul class="contains-task-list">' +
        item('', `Write the ${beta} plan #work [due:: 2024-05-01]`, item('x', 'Draft the outline') + item('', `Review it with ${cy}`)) +
        item('', 'Under a plain item') +
        '</ul></div>' +
        heading('Projects/Beta', 'Beta', 2) +
        '<div class="dataview result-group"><ul class="contains-task-list">' +
        item('', 'Beta task') +
        item('', 'Write the notes') +
        '</ul></div></div>',
    );
  });

  it('groups tasks by the heading above them with GROUP BY section', () => {
    const graph = vault({ ...projects, 'Open.md': '```dataview\nTASK FROM "Projects/Alpha" WHERE !checked\nGROUP BY section\n```\n' });
    const html = note(graph, 'Open').html;
    expect([...html.matchAll(/<h4>(.*?)<\/h4>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual([
      'Alpha > Later (1)',
      'Alpha > Todo (2)',
    ]);
    expect(drawnTasks(html)).toEqual([
      'Under a plain item',
      'Write the beta plan #work [due:: 2024-05-01]',
      'Draft the outline',
      'Review it with Cy',
    ]);
    // The idiom of task vaults: grouped by the heading's name alone.
    const named = note(
      vault({ ...projects, 'Open.md': '```dataview\nTASK FROM "Projects/Alpha" WHERE !checked\nGROUP BY meta(section).subpath\n```\n' }),
      'Open',
    ).html;
    expect([...named.matchAll(/<h4>(.*?)<\/h4>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''))).toEqual(['Later (1)', 'Todo (2)']);
  });

  it('gives each task Dataview’s task fields, before the note’s fields of the same name, and the note’s other fields', () => {
    const queries: Array<[string, string[]]> = [
      ['WHERE status = "/"', ['Halfway there']],
      ['WHERE checked AND !completed', ['Halfway there', 'Dropped idea']],
      ['FROM "Projects" WHERE fullyCompleted', ['Draft the outline', 'Kick off', 'Beta done']],
      // Done, with an open task below it: not fully completed, drawn with that task.
      ['WHERE completed AND !fullyCompleted', ['Ship it', 'Write the notes']],
      // The task's own inline field and tags; what is below it is drawn with it.
      ['WHERE due = "2024-05-01"', ['Write the beta plan #work [due:: 2024-05-01]', 'Draft the outline', 'Review it with Cy']],
      [
        'WHERE contains(tags, "#work") AND annotated',
        ['Write the beta plan #work [due:: 2024-05-01]', 'Draft the outline', 'Review it with Cy'],
      ],
      ['WHERE contains(outlinks, [[Cy]])', ['Review it with Cy']],
      // A link is in the text as written: "[[Beta|beta]]" holds "Beta".
      [
        'WHERE contains(text, "Beta")',
        ['Write the beta plan #work [due:: 2024-05-01]', 'Draft the outline', 'Review it with Cy', 'Beta task', 'Beta done'],
      ],
      // `line` and `parent` are 0-based lines, as Dataview's; `parent` the list item holding it.
      ['WHERE line = 12 AND file.name = "Alpha"', ['Review it with Cy']],
      ['WHERE parent = 19', ['Under a plain item']],
      // `link` to its block, else as `section`: to the heading above it (a link names its note and the part in it).
      ['WHERE blockId = "kick" AND link = [[Alpha#^kick]]', ['Kick off']],
      ['WHERE section = [[Alpha#Later]]', ['Under a plain item']],
      // `meta()`: the link's own parts; its path that of the note it names.
      ['WHERE meta(section).subpath = "Later" AND meta(section).type = "header"', ['Under a plain item']],
      ['WHERE meta(link).subpath = "kick" AND meta(link).type = "block" AND meta(link).path = "Projects/Alpha.md"', ['Kick off']],
      [
        'WHERE meta(section).path = "Projects/Beta.md" AND meta(section).type = "file" AND !meta(section).embed',
        ['Beta task', 'Beta done', 'Ship it', 'Write the notes'],
      ],
      // The note's fields: `owner`, `file.…`; the task's `status` comes before the note's `status: draft`.
      [
        'WHERE owner = "Ada" AND !checked AND parent = null',
        ['Write the beta plan #work [due:: 2024-05-01]', 'Draft the outline', 'Review it with Cy'],
      ],
      ['WHERE file.folder = "Archive" AND path = "Archive/Old.md" AND task', ['Old open task']],
      ['WHERE status = "draft"', []],
      // Sorted, cut, then drawn as Dataview nests them: "Write the notes" is kept, and is drawn below "Ship it".
      ['WHERE file.name = "Beta" SORT text DESC LIMIT 2', ['Ship it', 'Write the notes']],
    ];
    const files: Record<string, string> = { ...projects };
    for (const [i, [query]] of queries.entries()) files[`Q${i}.md`] = `\`\`\`dataview\nTASK ${query}\n\`\`\`\n`;
    const graph = vault(files);
    for (const [i, [query, expected]] of queries.entries()) {
      const html = note(graph, `Q${i}`).html;
      expect(drawnTasks(html), query).toEqual(expected);
      if (expected.length === 0) expect(html).toContain('<p class="dataview-empty">No task matches this query.</p>');
    }
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered')).toEqual([]);
  });

  it("reads a note's tasks as values with file.tasks, each with a TASK row's fields, as Dataview gives them", () => {
    const query =
      'TABLE WITHOUT ID file.name, length(file.tasks) AS All, length(filter(file.tasks, (t) => !t.completed)) AS Open, ' +
      'file.tasks[0].text AS First, file.tasks[0].line AS Line\nFROM "Projects"\nSORT file.name';
    const graph = vault({ ...projects, 'Q.md': `\`\`\`dataview\n${query}\n\`\`\`` });
    const rows = [...note(graph, 'Q').html.matchAll(/<tr>(.*?)<\/tr>/g)]
      .slice(1)
      .map((m) => [...m[1]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')));
    expect(rows).toEqual([
      ['Alpha', '7', '5', 'Write the beta plan #work [due:: 2024-05-01]', '10'],
      ['Beta', '4', '2', 'Beta task', '0'],
    ]);
    // A task's field not given here leaves the query as code, rather than read it as no value.
    const children = vault({ ...projects, 'C.md': '```dataview\nLIST filter(file.tasks, (t) => length(t.children) > 0)\n```\n' });
    expect(note(children, 'C').html).toContain('<pre><code class="language-dataview">');
  });

  it('leaves as code, and reports, a TASK query reading a task field it does not give', () => {
    const graph = vault({ ...projects, 'Q.md': '```dataview\nTASK WHERE length(children) > 0\n```\n' });
    expect(note(graph, 'Q').html).toBe('<pre><code class="language-dataview">TASK WHERE length(children) > 0\n</code></pre>');
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered').map((d) => [d.file, d.line])).toEqual([['Q.md', 1]]);
  });

  it('shows the change of a task to the checker as to the build, when an edit of another note grows an embedded task list', () => {
    const v = watchedVault({ maxEmbedBytes: 2_000 });
    v.put('Open.md', '```dataview\nTASK WHERE !completed\n```\n');
    v.put('Page.md', '![[Open]]\n');
    v.put('Todo.md', '- [x] Short.\n');
    v.update();
    expect(v.checker()).toEqual(v.build());
    expect(v.build()).not.toContain('Page.md EmbedTooLarge');
    // Opening the task, and adding long open ones, grows the embedded list past 2 KB.
    v.put('Todo.md', `- [ ] Short.\n${`- [ ] ${'word '.repeat(60)}\n`.repeat(10)}`);
    v.update(['Todo.md']);
    expect(v.build()).toContain('Page.md EmbedTooLarge');
    expect(v.checker()).toEqual(v.build());
  });
});

describe('FLATTEN', () => {
  const books = {
    'Books/Dune.md': '---\nauthors: [Frank Herbert]\ngenre: [scifi, classic]\n---\nDune.',
    'Books/Omens.md': '---\nauthors: [Terry Pratchett, Neil Gaiman]\ngenre: fantasy\n---\nOmens.',
    'Books/Blank.md': '---\nauthors: []\n---\nBlank.',
  };
  const link = (name: string) => `<a class="wikilink" href="/books/${name.toLowerCase()}/" data-note="Books/${name}">${name}</a>`;

  it('makes one row per item of a list, as Dataview does: an empty list none, a value that is no list one', () => {
    const graph = vault({
      ...books,
      'Authors.md': '```dataview\nTABLE authors FROM "Books" FLATTEN authors\n```\n',
      'Genres.md': '```dataview\nTABLE rows.file.link AS "Books" FROM "Books" FLATTEN genre AS g GROUP BY g\n```\n',
      'Gaiman.md': '```dataview\nLIST FROM "Books" FLATTEN authors AS who WHERE who = "Neil Gaiman"\n```\n',
    });
    // Blank's empty list gives no row; each author of Omens one row, the author alone in the cell.
    expect(note(graph, 'Authors').html).toBe(
      '<div class="dataview-query"><table class="dataview-table"><thead><tr><th>File (3)</th><th>authors</th></tr></thead><tbody>' +
        `<tr><td>${link('Dune')}</td><td>Frank Herbert</td></tr>` +
        `<tr><td>${link('Omens')}</td><td>Terry Pratchett</td></tr>` +
        `<tr><td>${link('Omens')}</td><td>Neil Gaiman</td></tr>` +
        '</tbody></table></div>',
    );
    // Grouped by each genre: Blank has none (one row, no value: first), Omens's single genre is one row.
    const list = (names: string[]) =>
      `<ul class="dataview dataview-ul dataview-result-list-ul">${names.map((n) => `<li class="dataview-result-list-li">${link(n)}</li>`).join('')}</ul>`;
    expect(note(graph, 'Genres').html).toBe(
      '<div class="dataview-query"><table class="dataview-table"><thead><tr><th>g (4)</th><th>Books</th></tr></thead><tbody>' +
        `<tr><td>-</td><td>${list(['Blank'])}</td></tr>` +
        `<tr><td>classic</td><td>${list(['Dune'])}</td></tr>` +
        `<tr><td>fantasy</td><td>${list(['Omens'])}</td></tr>` +
        `<tr><td>scifi</td><td>${list(['Dune'])}</td></tr>` +
        '</tbody></table></div>',
    );
    expect(note(graph, 'Gaiman').html).toBe(`<div class="dataview-query"><ul><li>${link('Omens')}</li></ul></div>`);
    expect(graph.diagnostics.filter((d) => d.code === 'DataviewQueryNotAnswered')).toEqual([]);
  });

  it('flattens a TASK query’s rows too: one row per tag of each task', () => {
    const graph = vault({
      'Todo.md': '- [ ] Pack #trip #shop\n- [ ] Call #phone\n',
      'Q.md': '```dataview\nTASK FLATTEN tags AS tag WHERE tag = "#shop" OR tag = "#trip"\n```\n',
    });
    // Two rows of one task: Dataview draws both.
    expect(drawnTasks(note(graph, 'Q').html)).toEqual(['Pack #trip #shop', 'Pack #trip #shop']);
  });
});

describe('a hostile vault of tasks and long lists', () => {
  /** `count` open or done tasks as the notes' facts give them (parsing 100,000 list items is the Markdown parser's cost, not the query's). */
  const tasks = (count: number, name: string): QueryTask[] =>
    Array.from({ length: count }, (_, i) => ({
      status: i % 3 === 0 ? 'x' : ' ',
      text: `task ${name}-${i}`,
      line: i + 1,
      lineCount: 1,
      parentLine: null,
      parentTask: -1,
      fullyCompleted: i % 3 === 0,
      section: null,
      blockId: null,
      tags: [],
      outlinks: [],
      fields: [],
    }));

  it('answers TASK and FLATTEN queries over 100,000 tasks and a list of 100,000 items on each page within bounds', () => {
    const notes: QueryNote[] = [
      { path: 'Big.md', tags: [], properties: { items: Array.from({ length: 100_000 }, (_, i) => i) }, links: [] },
      ...Array.from(
        { length: 10 },
        (_, n): QueryNote => ({ path: `Tasks/T${n}.md`, tags: [], properties: {}, links: [], tasks: tasks(10_000, `${n}`) }),
      ),
      { path: 'Page.md', tags: [], properties: {}, links: [] },
    ];
    const queries = [
      'TASK WHERE !completed SORT text DESC',
      'TASK GROUP BY file.link',
      'TABLE item FROM "Big" FLATTEN items AS item',
      // Ten billion rows: past what a query may hold.
      'LIST FLATTEN items AS a FLATTEN items AS b',
      // A row for each character of each task's text: past what a query may hold too.
      'TASK FLATTEN split(text, "") AS c',
    ];
    const page = (): Root => ({
      type: 'root',
      children: queries.map(
        (q): ElementContent => ({
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [
            { type: 'element', tagName: 'code', properties: { className: ['language-dataview'] }, children: [{ type: 'text', value: q }] },
          ],
        }),
      ),
    });
    const link = (i: number, shown: string): Element => ({
      type: 'element',
      tagName: 'a',
      properties: { href: `/${i}/` },
      children: [{ type: 'text', value: shown }],
    });
    const scope = { self: notes.length - 1, path: 'Page.md', notes: () => notes, published: () => true, link, valueLink: () => null };
    const { ms, value: html } = cpuTimed(() =>
      Array.from({ length: 5 }, () => {
        const tree = page();
        fillDataview(tree, scope);
        return toHtml(tree);
      }),
    );
    expect(ms).toBeLessThan(15_000);
    for (const one of html) {
      // At most 2,000 tasks drawn a query, then a line says how many were not.
      expect(one).toContain('<p class="dataview-more">… and 64,660 more tasks.</p>');
      expect(one).toContain('<p class="dataview-more">… and 98,000 more tasks.</p>');
      expect(one).toContain('<p class="dataview-more">… and 98,000 more notes.</p>');
      expect(one.match(/<input/g)).toHaveLength(4_000);
      expect(one).toContain('<pre><code class="language-dataview">LIST FLATTEN items AS a FLATTEN items AS b</code></pre>');
      expect(one).toContain('<pre><code class="language-dataview">TASK FLATTEN split(text, "") AS c</code></pre>');
    }
  });
});
