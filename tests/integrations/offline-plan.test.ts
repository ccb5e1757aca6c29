/**
 * The offline plan of a site whose shell alone is over the precache budget (a very large vault):
 * the first visit still stays within the budget, keeps the scripts and styles, and the pages and
 * data left out are in the packs the reader can save.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOffline, readOfflineSite } from '../../src/integrations/offline-plan.ts';
import { ALL_PACK } from '../../src/components/offline-pack-ids.ts';

const KiB = 1024;
let dist: string;
const files: Record<string, number> = {
  'index.html': 4 * KiB,
  'offline/index.html': 3 * KiB,
  '_astro/site.js': 8 * KiB,
  '_astro/site.css': 6 * KiB,
  'pagefind/pagefind.js': 20 * KiB,
  'pagefind/index/en_1.pf_index': 60 * KiB,
  'pagefind/index/en_2.pf_index': 60 * KiB,
  'pagefind/shard-3/pagefind-entry.json': 1 * KiB,
  'pagefind/shard-3/index/en_3.pf_index': 60 * KiB,
  'glossary/index.html': 300 * KiB,
  'legion/index.html': 90 * KiB,
  'graph-layout.json': 120 * KiB,
  'legion/aim/index.html': 12 * KiB,
  'legion/dodge/index.html': 12 * KiB,
};

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'rulegraph-plan-'));
  for (const [file, bytes] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), 'x'.repeat(bytes));
  }
  const graph = {
    notes: [
      { id: 'legion/aim', url: '/legion/aim/', game: 'legion' },
      { id: 'legion/dodge', url: '/legion/dodge/', game: 'legion' },
    ],
    backlinks: { 'legion/aim': [{}] },
  };
  writeFileSync(path.join(dist, 'graph.json'), JSON.stringify(graph));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('offline plan when the shell alone is over the budget', () => {
  const plan = () =>
    planOffline(
      readOfflineSite(
        dist,
        Object.keys(files).map((url) => ({ url, revision: null })),
      ),
      '/',
      100 * KiB,
      (game) => game,
    );

  it('precaches no more than the budget, with the scripts, styles and the smallest pages first', () => {
    const p = plan();
    const precached = p.precache.map((e) => e.url);
    expect(p.precachedBytes).toBeLessThanOrEqual(100 * KiB);
    for (const url of ['_astro/site.js', '_astro/site.css', 'pagefind/pagefind.js', 'index.html', 'offline/index.html'])
      expect(precached).toContain(url);
    expect(precached).not.toContain('glossary/index.html');
    expect(precached).not.toContain('graph-layout.json');
  });

  it('puts what the first visit leaves out into the packs: a game’s index into its pack, everything into the whole site’s', () => {
    const p = plan();
    const legion = p.packs.find((pack) => pack.id === 'legion')!;
    const all = p.packs.find((pack) => pack.id === ALL_PACK)!;
    expect(legion.urls).toEqual(['/legion/']);
    // The notes fit in what the shell left of the budget, most linked first.
    expect(p.precache.map((e) => e.url)).toEqual(expect.arrayContaining(['legion/aim/index.html', 'legion/dodge/index.html']));
    for (const url of [
      '/glossary/',
      '/graph-layout.json',
      '/pagefind/index/en_2.pf_index',
      '/pagefind/shard-3/index/en_3.pf_index',
      '/legion/',
    ])
      expect(all.urls).toContain(url);
    // A search shard's entry is part of the shell, as the first shard's script is.
    expect(p.precache.map((e) => e.url)).toContain('pagefind/shard-3/pagefind-entry.json');
    expect(new Set(all.urls).size).toBe(all.urls.length);
    const left = p.precache.length + all.urls.length;
    expect(left).toBe(Object.keys(files).length);
  });
});

describe('offline plan of notes with search fragments', () => {
  let site: string;
  // A URL that does not fit the first KiB of its gzipped fragment (random letters hardly compress),
  // in folders of 100 letters (a file name is at most 255 bytes).
  let seed = 7;
  const letters = Array.from({ length: 2400 }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return 'abcdefghijklmnopqrstuvwxyz'[seed % 26];
  }).join('');
  const long = `/legion/${letters.replace(/(.{100})(?=.)/g, '$1/')}/`;
  const fragment = (url: string) => gzipSync(`pagefind_dcd${JSON.stringify({ url, content: 'Aim. '.repeat(400), word_count: 800 })}`);
  const listed = [
    'legion/aim/index.html',
    `${long.slice(1)}index.html`,
    'pagefind/fragment/en_a.pf_fragment',
    'pagefind/fragment/en_b.pf_fragment',
  ];

  beforeAll(() => {
    site = mkdtempSync(path.join(tmpdir(), 'rulegraph-plan-'));
    const write = (file: string, bytes: string | Buffer) => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), bytes);
    };
    write(listed[0]!, 'x'.repeat(4 * KiB));
    write(listed[1]!, 'x'.repeat(4 * KiB));
    write(listed[2]!, fragment('/legion/aim/'));
    write(listed[3]!, fragment(long));
    const notes = [
      { id: 'legion/aim', url: '/legion/aim/', game: 'legion' },
      { id: 'legion/long', url: long, game: 'legion' },
    ];
    writeFileSync(path.join(site, 'graph.json'), JSON.stringify({ notes, backlinks: {} }));
  });
  afterAll(() => rmSync(site, { recursive: true, force: true }));

  it('puts each note’s search fragment in its game’s pack, whatever the length of its URL', () => {
    const p = planOffline(
      readOfflineSite(
        site,
        listed.map((url) => ({ url, revision: null })),
      ),
      '/',
      KiB,
      (game) => game,
    );
    const legion = p.packs.find((pack) => pack.id === 'legion')!;
    expect(legion.notes).toBe(2);
    expect(legion.urls).toEqual(expect.arrayContaining(['/pagefind/fragment/en_a.pf_fragment', '/pagefind/fragment/en_b.pf_fragment']));
  });
});
