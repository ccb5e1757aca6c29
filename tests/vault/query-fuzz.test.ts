/**
 * No query text breaks the build: fast-check feeds Obsidian's embedded search (```query```),
 * Dataview's LIST and TABLE blocks and inline fields arbitrary and hostile text (deep parentheses,
 * thousands of OR terms, huge and backtracking patterns, unterminated quotes, NUL and lone
 * surrogates, very long lines, expressions nested thousands deep, FROM with thousands of sources,
 * SORT and GROUP BY on missing fields, huge LIMITs, fields holding huge lists). For each:
 * - the parsers and the build never throw, and every note is still published (its HTML present);
 * - a query the site cannot run stays code and is reported at its file and line (`QueryNotRun`,
 *   `DataviewQueryNotAnswered`), and a query it runs is drawn as its answer;
 * - the build finishes in bounded CPU time (`process.cpuUsage()`, not the wall clock), and a
 *   search's work is no more than the site's cost for it says (the page's budget holds).
 * Fixed seed; more runs: `QUERY_FUZZ_RUNS=500 QUERY_FUZZ_SEED=2 npx vitest run tests/vault/query-fuzz.test.ts`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../src/vault/dataview-parse.ts';
import { createVaultState, type VaultFile, type VaultGraph } from '../../src/vault/index.ts';
import { parseSearch } from '../../src/vault/search-parse.ts';
import { matchingLines, prepareNotes, runSearch, searchCost } from '../../src/vault/search-query.ts';
import { vault } from './helpers.ts';
import { cpuTimed } from '../cpu-time.ts';

const RUNS = Number(process.env.QUERY_FUZZ_RUNS ?? 12);
const SEED = Number(process.env.QUERY_FUZZ_SEED ?? 20_240_611);
const encoder = new TextEncoder();

// ---- Query text ------------------------------------------------------------------------------

/** Pieces of Obsidian's search syntax, and what editors and tools leave in text. */
const SEARCH_PIECES = [
  'melee',
  'Range',
  ' ',
  ' OR ',
  'OR',
  '-',
  '(',
  ')',
  '"',
  '\\"',
  '\\',
  '/',
  '/a+/',
  '/(a+)+$/',
  '/(a|aa)*b/',
  '/[ab]*a[ab]{20}x/',
  '/(?=a)/',
  '/(a)\\1/',
  '/\\p{L}{300}/',
  '/x{1000}/',
  'file:',
  'path:',
  'content:',
  'tag:',
  'tag:#melee',
  'line:(',
  'section:(',
  'match-case:',
  'ignore-case:',
  'block:',
  'task-todo:',
  '[',
  ']',
  '[level:',
  '[tags]',
  ':',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\uD800',
  '\uDC00',
  '\uFEFF',
  '🎲',
];

/** Pieces of Dataview's query language. */
const DATAVIEW_PIECES = [
  'LIST',
  'TABLE',
  'WITHOUT ID',
  ' FROM ',
  ' WHERE ',
  ' SORT ',
  ' LIMIT ',
  ' GROUP BY ',
  ' FLATTEN ',
  ' AS ',
  'level',
  'tags',
  'big',
  'missing',
  'file.name',
  'file.link',
  'file.tags',
  'file.mtime',
  'this.level',
  'rows.file.link',
  'key',
  '#melee',
  '"f"',
  '"',
  '[[n1]]',
  '[[#]]',
  'outgoing([[n1]])',
  'contains(',
  'length(',
  'link(',
  'icontains(big, "x")',
  ', ',
  '(',
  ')',
  '!',
  '-',
  ' and ',
  ' or ',
  ' & ',
  ' | ',
  ' = ',
  ' != ',
  ' < ',
  ' >= ',
  '3',
  '1e400',
  '99999999999999999999999',
  'true',
  'null',
  ' ASC',
  ' DESC',
  '// note',
  '\n',
  '\u0000',
  '\uD800',
];

const pieces = (list: readonly string[], maxLength: number) =>
  fc.array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...list) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }), {
    maxLength,
  });

/** Text repeated many times: a few pieces, `count` times, between a prefix and a suffix. */
const repeated = (list: readonly string[]) =>
  fc
    .record({
      prefix: pieces(list, 4),
      unit: pieces(list, 4),
      count: fc.constantFrom(10, 100, 1_000, 5_000),
      suffix: pieces(list, 4),
    })
    .map(({ prefix, unit, count, suffix }) => prefix.join('') + unit.join('').repeat(count) + suffix.join(''));

const searchText = fc.oneof(
  pieces(SEARCH_PIECES, 24).map((p) => p.join('')),
  repeated(SEARCH_PIECES),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
const dataviewText = fc.oneof(
  fc
    .tuple(fc.constantFrom('LIST', 'TABLE', 'LIST WITHOUT ID', 'TABLE WITHOUT ID level,'), pieces(DATAVIEW_PIECES, 24))
    .map(([head, p]) => `${head} ${p.join('')}`),
  fc
    .tuple(fc.constantFrom('LIST WHERE ', 'LIST FROM ', 'TABLE level SORT ', 'LIST GROUP BY '), repeated(DATAVIEW_PIECES))
    .map(([head, p]) => head + p),
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => `LIST ${s}`),
);

// ---- The parsers -----------------------------------------------------------------------------

describe('the query parsers', () => {
  it('read any search text without throwing, in bounded time, giving a query or the reason in words', () => {
    fc.assert(
      fc.property(searchText, (text) => {
        const { ms, value } = cpuTimed(() => parseSearch(text));
        expect(ms).toBeLessThan(500);
        if (!value.ok) expect(value.problem).toMatch(/\w/);
      }),
      { numRuns: RUNS * 5, seed: SEED },
    );
  });

  it('read any Dataview text without throwing, in bounded time', () => {
    fc.assert(
      fc.property(dataviewText, (text) => {
        const { ms } = cpuTimed(() => parseQuery(text));
        expect(ms).toBeLessThan(500);
      }),
      { numRuns: RUNS * 5, seed: SEED },
    );
  });
});

// ---- The cost of a search --------------------------------------------------------------------

/**
 * Notes whose text makes each kind of search slow: many short lines (a pattern is started on
 * each), a heading a line (a section each), long lines of random `a` and `b` (RE2's DFA thrashes
 * on `[ab]*a[ab]{20}x` and falls back to its NFA), and prose.
 */
function slowNotes(kind: number, size: number): Array<{ path: string; text: string; tags: string[]; properties: Record<string, string> }> {
  let seed = kind + 1;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const text = [
    () => 'a\n'.repeat(size / 2),
    () => '# a\n'.repeat(size / 4),
    () => Array.from({ length: size }, () => (random() < 0.5 ? 'a' : 'b')).join(''),
    () => 'The quick brown fox jumps over the lazy dog. '.repeat(size / 45),
  ][kind % 4]!();
  return [{ path: `slow-${kind}.md`, text, tags: ['melee'], properties: { level: 'a' } }];
}

describe("a search's cost", () => {
  it("bounds the work of running it: no search reads more than its cost says (the page's budget of about 2 s holds)", () => {
    // The cost's unit: a character read by `includes`, 2,000 million a second (`search-parse.ts`), so 2 million a ms.
    const queries = fc.oneof(
      fc.constantFrom(
        '/b/',
        '/a$x/',
        '/[ab]*a[ab]{20}x/',
        '/(?:[ab]?){300}[ab]{300}$x/',
        'line:(b)',
        'section:(b)',
        'section:(line:(/b/))',
        'line:(section:(b c))',
        '[level:/b/]',
        'match-case:/A/ OR ignore-case:/B/',
      ),
      searchText,
    );
    fc.assert(
      fc.property(queries, fc.nat(3), (text, kind) => {
        const parsed = parseSearch(text);
        if (!parsed.ok) return;
        // The better of two runs, each over notes prepared afresh (the first run compiles the code it runs).
        const run = () => {
          const corpus = prepareNotes(slowNotes(kind, 40_000));
          return cpuTimed(() => {
            runSearch(parsed.query, corpus);
            matchingLines(parsed.query, corpus, 0, 3);
          }).ms;
        };
        const ms = Math.min(run(), run());
        const corpus = prepareNotes(slowNotes(kind, 40_000));
        const allowed = searchCost(parsed.query, corpus) / 2_000_000;
        // Twice the cost, and 50 ms for a busy machine's noise, a garbage collection and the first run's compiling.
        expect(ms, `${JSON.stringify(text)} over note kind ${kind}`).toBeLessThan(2 * allowed + 50);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('charges a pattern by its program, and by the lines it is started on', () => {
    const corpus = prepareNotes(slowNotes(0, 40_000));
    const cost = (text: string) => {
      const parsed = parseSearch(text);
      if (!parsed.ok) throw new Error(parsed.problem);
      return searchCost(parsed.query, corpus);
    };
    // A word is looked up in the whole text at once; a pattern is started on each of the 20,000 lines.
    expect(cost('/b/')).toBeGreaterThan(1_000 * cost('b'));
    // `[ab]{300}` is a program ten times the size of `[ab]{30}`, though written with one more character.
    expect(cost('/[ab]*a[ab]{300}x/') - cost('/b/')).toBeGreaterThan(5 * (cost('/[ab]*a[ab]{30}x/') - cost('/b/')));
  });
});

// ---- The build -------------------------------------------------------------------------------

/** A small vault a query reads: tags, folders, links, numbers, a huge list, inline fields, a long line. */
function baseVault(bigList: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < 12; i++)
    files[`f/n${i}.md`] =
      `---\nlevel: ${i % 4}\ntags: [melee${i % 3 === 0 ? '/free' : ''}]\n---\n# Note ${i}\n\nSee [[n${(i + 1) % 12}]]. Range:: ${i}\n\n[cost:: ${i * 2}] (hidden:: x)\n`;
  files['Big.md'] =
    `---\nbig: [${Array.from({ length: bigList }, (_, i) => `"[[n${i % 12}]]"`).join(', ')}]\n---\nbig:: 1\n${'ab'.repeat(5_000)}\n`;
  return files;
}

const fence = (lang: string, body: string) => `\`\`\`${lang}\n${body.replace(/`/g, "'")}\n\`\`\``;

/**
 * The page holding `query` (a fenced block from line 3) is published; the block is drawn as its
 * answer or stays code, reported at the page's line 3 by `code`.
 */
function expectAnsweredOrReported(graph: VaultGraph, lang: 'query' | 'dataview', code: string): void {
  for (const n of graph.notes) expect(n.html, n.path).toBeTruthy();
  const page = graph.notes.find((n) => n.path === 'Page.md')!;
  expect(page.html).toContain('Before the query.');
  expect(page.html).toContain('After the query.');
  const reported = graph.diagnostics.filter((d) => d.code === code && d.file === 'Page.md');
  const answered = page.html.includes(lang === 'query' ? '<div class="search-query">' : '<div class="dataview-query">');
  const kept = page.html.includes(`<pre><code class="language-${lang}">`);
  expect(answered || kept, page.html.slice(0, 300)).toBe(true);
  if (kept && !page.html.includes('search-not-run')) {
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatchObject({ file: 'Page.md', line: 3 });
    expect(reported[0]!.hint).toBeTruthy();
  }
  if (!kept) expect(reported).toEqual([]);
  for (const d of graph.diagnostics) expect(d.line, `${d.code} ${d.file}`).toBeGreaterThan(0);
}

describe('a vault holding any query', () => {
  const build = (files: Record<string, string>) => {
    const { ms, value } = cpuTimed(() => vault(files));
    expect(ms, `build took ${Math.round(ms)} ms of CPU`).toBeLessThan(4_000);
    return value;
  };

  it('builds an embedded search of any text: the page is published, the search answered or reported', () => {
    const base = baseVault(200);
    fc.assert(
      fc.property(searchText, (text) => {
        const graph = build({ ...base, 'Page.md': `Before the query.\n\n${fence('query', text)}\n\nAfter the query.\n` });
        expectAnsweredOrReported(graph, 'query', 'QueryNotRun');
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('builds a Dataview block of any text: the page is published, the query answered or reported', () => {
    const base = baseVault(200);
    fc.assert(
      fc.property(dataviewText, (text) => {
        const graph = build({ ...base, 'Page.md': `Before the query.\n\n${fence('dataview', text)}\n\nAfter the query.\n` });
        expectAnsweredOrReported(graph, 'dataview', 'DataviewQueryNotAnswered');
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('builds inline fields and `=this.` queries of any text, the checker agreeing with the build', () => {
    const field = fc
      .tuple(
        fc.constantFrom('[', '(', '', '**'),
        pieces(['key', 'Big Key', '🎲', '[', ']', '(', ')', '\\', '::', ' ', '\u0000', '\uD800'], 6),
        fc.constantFrom('::', ':: ', '::['),
        fc.oneof(pieces(['[[n1]]', '`=this.big`', '`=this.key`', ']', ')', '**', '$x$', '\n', 'a'], 8), repeated(['[', '(', 'x:: ', ']'])),
      )
      .map(([open, key, sep, value]) => `${open}${key.join('')}${sep}${Array.isArray(value) ? value.join('') : value}`);
    const base = baseVault(200);
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 6 }), (fields) => {
        const text = `Before the query.\n\n${fields.join('\n')}\n\n\`=this.big\` \`=this.key\` \`=this.file.name\`\n\n${fence('dataview', 'TABLE key, big FROM [[#]] OR "f"')}\n\nAfter the query.\n`;
        const files = { ...base, 'Page.md': text };
        const graph = build(files);
        for (const n of graph.notes) expect(n.html, n.path).toBeTruthy();
        const page = graph.notes.find((n) => n.path === 'Page.md')!;
        expect(page.html).toContain('After the query.');
        const state = createVaultState({ html: 'diagnostics' });
        const map = new Map<string, VaultFile>(Object.entries(files).map(([path, t]) => [path, { path, bytes: encoder.encode(t) }]));
        state.update(map, map.keys());
        const seen = (list: ReadonlyArray<{ code: string; file: string; line: number }>) =>
          list.map((d) => `${d.file}:${d.line} ${d.code}`).sort();
        expect(seen(state.diagnostics())).toEqual(seen(graph.diagnostics));
      }),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED },
    );
  });
});

describe('hostile queries, one by one', () => {
  const page = (lang: string, body: string) => `Before the query.\n\n${fence(lang, body)}\n\nAfter the query.\n`;
  const timed = (files: Record<string, string>, limitMs: number) => {
    const { ms, value } = cpuTimed(() => vault(files));
    expect(ms, `build took ${Math.round(ms)} ms of CPU`).toBeLessThan(limitMs);
    return value;
  };
  const searches: Array<[string, string]> = [
    ['parentheses 900 deep', `${'('.repeat(900)}a${')'.repeat(900)}`],
    ['parentheses 30 deep', `${'('.repeat(30)}melee${')'.repeat(30)}`],
    ['400 OR terms', Array.from({ length: 400 }, (_, i) => `w${i}`).join(' OR ')],
    ['a 500-character pattern', `/${'[ab]'.repeat(125)}/`],
    ['a pattern past 500 characters', `/${'a'.repeat(501)}/`],
    ['nested quantifiers', '/((a+)+)+$/ /(a|a?)+b/ /(.*a){20}/'],
    ['a pattern thirty cases deep', `${'match-case:('.repeat(30)}/${'a|'.repeat(150)}b/${')'.repeat(30)}`],
    ['an unterminated quote', '"melee OR range'],
    ['NUL and lone surrogates', 'a\u0000b \uD800 /\uDC00/ "\uD800'],
    ['a very long line', `${'melee '.repeat(330)}`],
  ];
  for (const [name, query] of searches)
    it(`builds a search of ${name}: published, answered or reported`, () => {
      const graph = timed({ ...baseVault(20), 'Page.md': page('query', query) }, 3_000);
      expectAnsweredOrReported(graph, 'query', 'QueryNotRun');
    });

  const chain = (n: number, join: string, part: (i: number) => string) => Array.from({ length: n }, (_, i) => part(i)).join(join);
  const dataview: Array<[string, string]> = [
    ['an expression 3,000 deep', `LIST WHERE ${'('.repeat(3_000)}level${')'.repeat(3_000)}`],
    ['3,000 negations', `LIST WHERE ${'!'.repeat(3_000)}level`],
    ['1,600 conditions', `LIST WHERE ${chain(1_600, ' or ', (i) => `l${i % 10}`)}`],
    ['a function call 1,000 deep', `LIST WHERE ${'contains('.repeat(1_000)}big${', 1)'.repeat(1_000)}`],
    ['FROM 900 notes linked', `LIST FROM ${chain(900, ' or ', (i) => `[[n${i % 10}]]`)}`],
    ['FROM 450 notes outgoing', `LIST FROM ${chain(450, ' or ', (i) => `outgoing([[n${i % 10}]])`)}`],
    ['FROM 2,000 tags', `LIST FROM ${chain(2_000, ' or ', () => '#m')}`],
    ['SORT on a missing field', 'TABLE missing, big SORT missing DESC, nothing.deeper'],
    ['GROUP BY a missing field', 'TABLE rows.file.link GROUP BY missing'],
    ['GROUP BY a huge list', 'LIST GROUP BY big'],
    ['LIMIT past any number', `LIST LIMIT ${'9'.repeat(400)}`],
    ['LIMIT 0', 'LIST LIMIT 0'],
    ['an unterminated quote', 'LIST FROM "f WHERE level = "3'],
    ['NUL and lone surrogates', 'LIST WHERE level = "\u0000\uD800" or #\uDC00'],
  ];
  for (const [name, query] of dataview)
    it(`builds a Dataview block of ${name}: published, answered or reported`, () => {
      const graph = timed({ ...baseVault(300), 'Page.md': page('dataview', query) }, 3_000);
      expectAnsweredOrReported(graph, 'dataview', 'DataviewQueryNotAnswered');
    });

  it('answers FROM of hundreds of linked notes in time linear in the vault (each link resolved once a query)', () => {
    // Resolved for each source of each note, 900 links over 300 notes took 17 s of CPU.
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`f/n${i}.md`] = `See [[n${(i + 1) % 300}]].\n`;
    const from = Array.from({ length: 900 }, (_, i) => `[[n${i % 10}]]`).join(' or ');
    const graph = timed({ ...files, 'Page.md': page('dataview', `LIST FROM ${from}`) }, 3_000);
    const html = graph.notes.find((n) => n.path === 'Page.md')!.html;
    // The notes linking to n0 … n9: n299 and n0 … n8.
    expect(html.match(/<li>/g)).toHaveLength(10);
    expect(html).toContain('data-note="f/n299"');
  });

  it("draws a page's query values up to its budget: a list of 30,000 values tabled on a page keeps the page small", () => {
    // Drawn in full, a list of 20,000 links made each page tabling it 6 MB (20 pages: 30 s of CPU).
    const files: Record<string, string> = {
      'Big.md': `---\nbig: [${Array.from({ length: 30_000 }, (_, i) => (i === 0 ? '"[[n0]]"' : i)).join(', ')}]\n---\nA long list.\n`,
      'n0.md': 'x',
      'Page.md': page('dataview', 'TABLE big FROM "Big"'),
    };
    const graph = timed(files, 3_000);
    const html = graph.notes.find((n) => n.path === 'Page.md')!.html;
    expect(html.length).toBeLessThan(400_000);
    // The list's first items are drawn (a link as a link), the rest one `…`.
    expect(html).toContain('<li class="dataview-result-list-li"><a class="wikilink" href="/n0/" data-note="n0">n0</a></li>');
    const drawn = html.match(/<li class="dataview-result-list-li">/g)!.length;
    expect(drawn).toBeGreaterThan(1_000);
    expect(drawn).toBeLessThan(15_000);
    // In order, from the first on.
    expect(html).toContain(`<li class="dataview-result-list-li">${drawn - 2}</li><li class="dataview-result-list-li">…</li>`);
    expect(html).toMatch(/<li class="dataview-result-list-li">…<\/li><\/ul><\/td>/);
    expect(html).toContain('After the query.');
  });
});
