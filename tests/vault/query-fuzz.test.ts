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
 * Obsidian Bases too (```base blocks and `.base` embeds): filters and formulas using `this`, table
 * summaries, patterns (malformed ones too), lambdas nested in lambdas, huge `repeat` counts, `split`
 * of long text, `sort` of mixed values, `reduce` without a start, `file()` of odd names and
 * `file.backlinks`: a view is drawn, or stays as written reported (`BaseNotShown`) or under the line
 * saying it was not run, and the checker gives the build's diagnostics.
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
  '(x) => ',
  '(a, b) => a + b',
  'filter(big, ',
  'map(big, (x) => map(big, (y) => x))',
  'reduce(',
  'sort(',
  'x.level',
  '=>',
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

/** Pieces of Bases' expression language, the new functions and what breaks them. */
const BASES_PIECES = [
  'this',
  'this.file',
  'this.level',
  'this.file.backlinks',
  'file.backlinks',
  'file.properties',
  'file.name',
  'file("n1")',
  'file("../x#|]]")',
  'file(this)',
  'file(null)',
  'level',
  'big',
  'big.map(value)',
  'big.map(big.map(value + index))',
  'big.filter(value.asFile().hasTag("melee"))',
  'big.reduce(acc + value)',
  'big.reduce([acc, acc], 0)',
  'big.reduce([acc])',
  'big.sort()',
  '[3, "a", null, [1], true, link("n1")].sort()',
  'big.unique()',
  'big.flat()',
  'big.join("")',
  '"x".repeat(99999)',
  '"".repeat(1e999)',
  '"ab".repeat(-1)',
  '.split("")',
  '.split(/a*/)',
  '.slice(1, -1)',
  '.replace(/(a|aa)*b/g, "$1$1")',
  '/(a+)+$/.matches(file.name)',
  '/[/',
  '/(a)\\1/',
  '/(?=a)/',
  '/a/z',
  '/x{1000}/',
  'formula.f',
  'formula["f" + index]',
  '.keys()',
  '.values()',
  '.linksTo(this)',
  '.asLink()',
  '.length',
  '(',
  ')',
  '[',
  ']',
  ', ',
  '.',
  ' + ',
  ' * ',
  ' == ',
  ' && ',
  ' || ',
  '!',
  '"',
  '1e400',
  '\u0000',
  '\uD800',
];

/** Obsidian's summaries, and a few it does not have. */
const SUMMARIES = [
  'Average',
  'Sum',
  'Median',
  'Stddev',
  'Min',
  'Range',
  'Earliest',
  'Latest',
  'Checked',
  'Unique',
  'Empty',
  'Filled',
  'Bogus',
];

const basesExpr = fc.oneof(
  { weight: 4, arbitrary: pieces(BASES_PIECES, 10).map((p) => p.join('')) },
  { weight: 1, arbitrary: repeated(BASES_PIECES) },
);
/** A YAML single-quoted scalar holding `text` (a quote doubled, lines joined). */
const quoted = (text: string) => `'${text.replace(/'/g, "''").replace(/[\r\n]/g, ' ')}'`;
const basesText = fc
  .record({
    filter: fc.option(basesExpr, { nil: undefined }),
    f: basesExpr,
    g: basesExpr,
    viewFilter: fc.option(basesExpr, { nil: undefined }),
    type: fc.constantFrom('table', 'table', 'list', 'cards', 'map'),
    summaries: fc.array(fc.tuple(fc.constantFrom('level', 'formula.f', 'formula.g', 'file.name', 'big'), fc.constantFrom(...SUMMARIES)), {
      maxLength: 3,
    }),
    sort: fc.option(fc.constantFrom('formula.f', 'formula.g', 'big', 'level'), { nil: undefined }),
    groupBy: fc.option(fc.constantFrom('formula.f', 'level'), { nil: undefined }),
  })
  .map(({ filter, f, g, viewFilter, type, summaries, sort, groupBy }) =>
    [
      ...(filter === undefined ? [] : [`filters: ${quoted(filter)}`]),
      'formulas:',
      `  f: ${quoted(f)}`,
      `  g: ${quoted(g)}`,
      'views:',
      `  - type: ${type}`,
      '    order: [file.name, level, formula.f, formula.g, big]',
      ...(viewFilter === undefined ? [] : [`    filters: ${quoted(viewFilter)}`]),
      ...(summaries.length ? ['    summaries:', ...summaries.map(([p, s]) => `      ${p}: ${s}`)] : []),
      ...(sort === undefined ? [] : ['    sort:', `      - property: ${sort}`, '        direction: DESC']),
      ...(groupBy === undefined ? [] : ['    groupBy:', `      property: ${groupBy}`]),
    ].join('\n'),
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
 * answer (for Dataview, or the error the plugin shows), or stays code: said not run past the
 * page's budget, else reported at the page's line 3 by `code`.
 */
function expectAnsweredOrReported(graph: VaultGraph, lang: 'query' | 'dataview', code: string): void {
  for (const n of graph.notes) expect(n.html, n.path).toBeTruthy();
  const page = graph.notes.find((n) => n.path === 'Page.md')!;
  expect(page.html).toContain('Before the query.');
  expect(page.html).toContain('After the query.');
  const reported = graph.diagnostics.filter((d) => d.code === code && d.file === 'Page.md');
  const answered =
    page.html.includes(lang === 'query' ? '<div class="search-query">' : '<div class="dataview-query">') ||
    (lang === 'dataview' && page.html.includes('<pre class="dataview dataview-error">Dataview: '));
  const kept = page.html.includes(`<pre><code class="language-${lang}">`);
  expect(answered || kept, page.html.slice(0, 300)).toBe(true);
  if (kept && !page.html.includes(`${lang === 'query' ? 'search' : 'dataview'}-not-run`)) {
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

  it('builds inline fields, `=this.` queries and `=` expressions of any text, the checker agreeing with the build', () => {
    const field = fc
      .tuple(
        fc.constantFrom('[', '(', '', '**'),
        pieces(['key', 'Big Key', '🎲', '[', ']', '(', ')', '\\', '::', ' ', '\u0000', '\uD800'], 6),
        fc.constantFrom('::', ':: ', '::['),
        fc.oneof(
          pieces(['[[n1]]', '`=this.big`', '`=this.key`', '`= this.key + "**"`', ']', ')', '**', '$x$', '\n', 'a'], 8),
          repeated(['[', '(', 'x:: ', ']']),
        ),
      )
      // No `%%`: it opens an Obsidian comment hiding the rest of the note, the line this test looks for too.
      .map(([open, key, sep, value]) =>
        `${open}${key.join('')}${sep}${Array.isArray(value) ? value.join('') : value}`.replaceAll('%%', '%'),
      );
    const base = baseVault(200);
    fc.assert(
      fc.property(fc.array(field, { minLength: 1, maxLength: 6 }), (fields) => {
        const text = `Before the query.\n\n${fields.join('\n')}\n\n\`=this.big\` \`=this.key\` \`=this.file.name\` \`= choice(length(this.key) = 0, "-", this.key + " / " + this.big)\`\n\n${fence('dataview', 'TABLE key, big FROM [[#]] OR "f"')}\n\nAfter the query.\n`;
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

/**
 * The page holding a base (a block or an embed from line 3) is published; the base is drawn as its
 * view, or stays as written, reported at the page's line 3 (a block: at the line of its `lines`
 * the problem is on; `BaseNotShown`) or under the line
 * saying the site did not run it.
 */
function expectBaseShownOrReported(graph: VaultGraph, lines = 1): void {
  for (const n of graph.notes) expect(n.html, n.path).toBeTruthy();
  const page = graph.notes.find((n) => n.path === 'Page.md')!;
  expect(page.html).toContain('Before the query.');
  expect(page.html).toContain('After the query.');
  const reported = graph.diagnostics.filter((d) => d.code === 'BaseNotShown' && d.file === 'Page.md');
  const notRun = page.html.includes('class="base-not-run"');
  const drawn = !notRun && page.html.includes('<div class="base-view');
  const kept = page.html.includes('<pre><code class="language-base">') || page.html.includes('embed-base');
  expect(drawn || kept, page.html.slice(0, 400)).toBe(true);
  if (drawn || notRun) expect(reported).toEqual([]);
  else {
    expect(reported).toHaveLength(1);
    // An embed is reported at its line; a block at the line of its YAML the problem is on.
    expect(reported[0]!.line).toBeGreaterThanOrEqual(3);
    expect(reported[0]!.line).toBeLessThan(3 + lines);
    expect(reported[0]!.hint).toBeTruthy();
  }
  for (const d of graph.diagnostics) expect(d.line, `${d.code} ${d.file}`).toBeGreaterThan(0);
}

describe('a vault holding any base', () => {
  const build = (files: Record<string, string>) => {
    const { ms, value } = cpuTimed(() => vault(files));
    // A view may spend its steps in full (twice its cost, 10 million for one with `map`) before it is refused.
    expect(ms, `build took ${Math.round(ms)} ms of CPU`).toBeLessThan(8_000);
    return value;
  };
  const checked = (files: Record<string, string>) => {
    const state = createVaultState({ html: 'diagnostics' });
    const map = new Map<string, VaultFile>(Object.entries(files).map(([path, t]) => [path, { path, bytes: encoder.encode(t) }]));
    state.update(map, map.keys());
    return state.diagnostics();
  };
  const seen = (list: ReadonlyArray<{ code: string; file: string; line: number }>) =>
    list.map((d) => `${d.file}:${d.line} ${d.code}`).sort();
  const files = baseVault(300);
  // `this` reads the page's own properties, and its backlinks.
  const pageHead = (body: string) =>
    `---\nlevel: 2\nbig: ["[[n1]]", 3, "a"]\n---\nBefore the query.\n\n${body}\n\nAfter the query.\nSee [[n2]].\n`;

  it('builds a ```base block of any filters, formulas and summaries: the page is published, the view drawn or reported', () => {
    fc.assert(
      fc.property(basesText, (yaml) => {
        const all = { ...files, 'Page.md': pageHead(fence('base', yaml)).replace(/^---\n[\s\S]*?\n---\n/, '') };
        const graph = build(all);
        expectBaseShownOrReported(graph, yaml.split('\n').length + 2);
        expect(seen(checked(all))).toEqual(seen(graph.diagnostics));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('builds an embed of a .base file of any text, in a page with properties: drawn or reported, the checker agreeing', () => {
    fc.assert(
      fc.property(basesText, fc.constantFrom('', '#View 1', '#Nope'), (yaml, view) => {
        const all = { ...files, 'x.base': yaml, 'Page.md': `Before the query.\n\n![[x.base${view}]]\n\nAfter the query.\n` };
        const graph = build(all);
        expectBaseShownOrReported(graph);
        expect(seen(checked(all))).toEqual(seen(graph.diagnostics));
      }),
      { numRuns: RUNS, seed: SEED + 1 },
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

  it('says a Dataview block is not run when its expressions would read a long list again on each of many rows', () => {
    // 14 notes × 15,000 items: 210,000 rows, each reading the 15,000 items again (three billion reads).
    const files: Record<string, string> = {
      'Big.md': `---\nbig: [${Array.from({ length: 15_000 }, (_, i) => `"[[n${i % 12}]]"`).join(', ')}]\n---\nA long list.\n`,
      'Page.md': page('dataview', 'LIST FLATTEN [[Big]].big AS x WHERE length([[Big]].big) > 0'),
    };
    for (let i = 0; i < 12; i++) files[`f/n${i}.md`] = `Note ${i}.\n`;
    const graph = timed(files, 6_000);
    expectAnsweredOrReported(graph, 'dataview', 'DataviewQueryNotAnswered');
    const html = graph.notes.find((n) => n.path === 'Page.md')!.html;
    expect(html).toContain('<p class="dataview-not-run">Not run on the site:');
    expect(html).toContain('<pre><code class="language-dataview">LIST FLATTEN');
  });

  /** Notes for hostile bases: a list of 30,000 numbers and one of 300 names, on three notes. */
  const listVault = (): Record<string, string> => {
    const files: Record<string, string> = {};
    const names = Array.from({ length: 300 }, (_, i) => `g${i}`).join(', ');
    const numbers = Array.from({ length: 30_000 }, (_, i) => i).join(',');
    for (let i = 0; i < 3; i++)
      files[`L/l${i}.md`] = `---\ntags: [l]\ngear: [${names}]\nbig: [${numbers}]\n---\nSee [[l${(i + 1) % 3}]].\n`;
    return files;
  };
  const formulaTable = (formula: string, extra = '') =>
    `filters: file.hasTag("l")\nformulas:\n  r: '${formula}'\nviews:\n  - type: table\n    order: [file.name, formula.r]${extra}`;
  /** The cells of `formula.r` drawn on the page, or `null` when the view was not run. */
  const cellsOf = (graph: VaultGraph): string[] | null => {
    const html = graph.notes.find((n) => n.path === 'Page.md')!.html;
    if (html.includes('class="base-not-run"')) return null;
    return [...html.matchAll(/<\/a><\/td><td>([^<]*)<\/td>/g)].map((m) => m[1]!);
  };
  const three = (cell: string) => [cell, cell, cell];
  const hostileBases: Array<[string, string, string[] | null]> = [
    // Each item's map maps the list again, three deep: past its steps, the view is not run.
    ['gear.map(gear.map(gear.map(value)))', formulaTable('gear.map(gear.map(gear.map(value))).length'), null],
    [
      '"x".repeat(99999).split("")',
      formulaTable('"x".repeat(99999).split("").length + "/" + "x".repeat(99999).split(/x/).length'),
      three('10000/10000'),
    ],
    ['"".repeat(1e999): a repeat past any number', formulaTable('if("".repeat(1e999) == null, "none", "some")'), three('none')],
    // Nested once an item, 30,000 deep: no text or comparison could read it.
    ['reduce([acc]) over 30,000 items', formulaTable('big.reduce([acc], 0).toString().length'), three('0')],
    // Doubled past 10,000 values it is null, and doubles again from there.
    [
      'reduce([acc, acc]): a list doubled 300 times',
      formulaTable('if(gear.reduce([acc, acc], 0).toString().length < 100000, "bounded")'),
      three('bounded'),
    ],
    // Without a start: 99,999 characters, then null past 100,000, 300 times over: null at the end.
    ['reduce building text past 100,000 characters', formulaTable('gear.reduce(acc + "x".repeat(99999)).length'), three('')],
    [
      'a list of 300 lists of 30,000 joined, sorted, flattened',
      formulaTable('[gear.map(big).join(","), gear.map(big).sort(), gear.map(big).flat()].toString()'),
      three(', , '),
    ],
    [
      'unique of 30,000 items',
      formulaTable('big.unique().length + "/" + big.slice(0, 9000).map(value % 7).unique().length'),
      three('30000/7'),
    ],
    ['unique of a long mixed list', formulaTable('big.slice(0, 10000).map(if(value % 2, value, "" + value)).unique().length'), null],
    [
      'a pattern that backtracks in JavaScript',
      formulaTable('"" + /^(a|aa)*b$/.matches("a".repeat(50000)) + "/" + ("a".repeat(99999).replace(/(a*)*$/g, "$1").length >= 99999)'),
      three('false/true'),
    ],
    [
      '3,000 formulas naming each other by computed keys',
      `filters: file.hasTag("l")\nformulas:\n${Array.from({ length: 3_000 }, (_, i) => `  f${i}: 'formula["f" + "${i + 1}"]'`).join('\n')}\nviews:\n  - type: table\n    order: [file.name, formula.f0]`,
      ['', '', ''],
    ],
    [
      'formulas calling lambdas that call formulas',
      `filters: file.hasTag("l")\nformulas:\n  a: 'gear.map(formula.b.length + value)'\n  b: 'gear.filter(formula.c)'\n  c: 'gear.reduce(acc + formula.d, 0) > 0'\n  d: 'gear.length'\n  r: 'formula.a.length'\nviews:\n  - type: table\n    order: [file.name, formula.r]`,
      ['300', '300', '300'],
    ],
  ];
  for (const [name, yaml, cells] of hostileBases)
    it(`builds a base of ${name}: published, drawn or not run, in bounded time`, () => {
      const graph = timed({ ...listVault(), 'Page.md': page('base', yaml) }, 6_000);
      expectBaseShownOrReported(graph, yaml.split('\n').length + 2);
      expect(cellsOf(graph)).toEqual(cells);
    });

  it('sums 2,000 rows, reads `this` in a base embedded in notes embedded 10 deep, and finds file() among 3,000 notes', () => {
    const files: Record<string, string> = {
      'this.base':
        'filters: file.hasTag("r") && (file.hasLink(this.file) || file("r" + (cost % 50)) != null)\nviews:\n  - type: table\n    order: [file.name, cost, ok]\n' +
        '    summaries:\n      cost: Sum\n      ok: Checked\n',
    };
    for (let i = 0; i < 3_000; i++)
      files[`R/r${i}.md`] = `---\ntags: [${i < 2_000 ? 'r' : 'x'}]\ncost: ${i}\nok: ${i % 2 === 0}\n---\nSee [[L0]].\n`;
    for (let i = 0; i < 10; i++) files[`L${i}.md`] = `Level ${i}.\n\n![[L${i + 1}]]\n\n![[this.base]]\n`;
    files['L10.md'] = 'The last.\n\n![[this.base]]\n';
    files['Page.md'] = 'Before the query.\n\n![[L0]]\n\nAfter the query.\n';
    const graph = timed(files, 12_000);
    for (const n of graph.notes) expect(n.html, n.path).toBeTruthy();
    const html = graph.notes.find((n) => n.path === 'L0.md')!.html;
    // 0 + 1 + … + 1,999, and every other note checked.
    expect(html).toContain('<span class="base-summary-value">1999000</span>');
    expect(html).toContain('<span class="base-summary-value">1000</span>');
    expect(graph.notes.find((n) => n.path === 'Page.md')!.html).toContain('After the query.');
    // Embeds past five deep are reported, not drawn; nothing else is.
    expect(new Set(graph.diagnostics.map((d) => d.code))).toEqual(new Set(['EmbedTooDeep']));
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
