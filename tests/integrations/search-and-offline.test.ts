import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pagefind from 'pagefind';
import { buildSearchIndex, NOT_INDEXED, scratchFolder, searchableHtml } from '../../src/integrations/search-index.ts';
import { buildServiceWorker, listPrecachable } from '../../src/integrations/service-worker.ts';

const page = (title: string, body: string, game: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Site nav</nav>` +
  `<main data-pagefind-body><h1 data-pagefind-meta="title">${title}</h1>` +
  `<span data-pagefind-filter="game">${game}</span><p>${body}</p></main></body></html>`;

let dist: string;
beforeAll(() => {
  // On the file system the trimmed copy goes to: Pagefind numbers pages in the order it walks a
  // folder, which is the file system's order, so the bundle from the whole pages below is the same
  // bundle, byte for byte, only when both folders are walked alike.
  dist = mkdtempSync(path.join(scratchFolder(1_000_000), 'rulegraph-dist-'));
  const files: Record<string, string> = {
    'index.html': page('Home', 'Welcome to the rules.', 'all'),
    'legion/free-actions/index.html': page('Free Actions', 'A free action does not use one of the two actions.', 'legion'),
    'swu/attack/index.html': page('Attack', 'Exhaust a unit to attack.', 'swu'),
    '_astro/search.abc123.js': 'console.log(1)',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('search index then service worker', () => {
  it('indexes every page and writes the Pagefind bundle into dist/pagefind', async () => {
    const result = await buildSearchIndex(dist);
    expect(result.pageCount).toBe(3);
    const bundle = readdirSync(path.join(dist, 'pagefind'));
    expect(bundle).toContain('pagefind.js');
    expect(bundle).toContain('pagefind-entry.json');
    expect(readdirSync(path.join(dist, 'pagefind', 'filter')).length).toBeGreaterThan(0);
  });

  it('precaches pages, scripts and the search bundle in sw.js, and waits before taking over', async () => {
    const result = await buildServiceWorker(dist, '/');
    const sw = readFileSync(result.swPath, 'utf8');
    for (const url of [
      'legion/free-actions/index.html',
      'swu/attack/index.html',
      '_astro/search.abc123.js',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
    ]) {
      expect(sw).toContain(`"${url}"`);
    }
    expect(sw).toMatch(/\.pf_fragment"/);
    expect(sw).toContain('SKIP_WAITING');
    expect(result.count).toBeGreaterThan(8);
  });

  it('leaves files over 50 MiB out of the precache, warning in plain words, and says nothing of the graph.json export', async () => {
    const big = mkdtempSync(path.join(tmpdir(), 'rulegraph-big-'));
    try {
      writeFileSync(path.join(big, 'index.html'), page('Home', 'Welcome.', 'all'));
      mkdirSync(path.join(big, 'assets'));
      for (const file of ['graph.json', 'assets/map.png']) {
        writeFileSync(path.join(big, file), '');
        truncateSync(path.join(big, file), 51 * 2 ** 20);
      }
      const { entries, warnings } = await listPrecachable(big);
      expect(entries.map((e) => e.url)).toEqual(['index.html']);
      // (This site has no search bundle: workbox's warning about that is not at issue here.)
      expect(warnings.filter((w) => w.includes('MiB'))).toEqual([
        expect.stringMatching(/^assets\/map\.png is 51\.0 MiB, over the 50 MiB .*readers can open it only online/),
      ]);
    } finally {
      rmSync(big, { recursive: true, force: true });
    }
  });

  it('refuses a site with no HTML page', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rulegraph-empty-'));
    try {
      await expect(buildSearchIndex(empty)).rejects.toThrow(/no page to index/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/** Every file under `dir` with its bytes, by relative path. */
function filesOf(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    entries.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'base64')]),
  );
}

describe('search index from trimmed pages', () => {
  it('is the bundle Pagefind writes from the whole pages, byte for byte', async () => {
    const whole = mkdtempSync(path.join(tmpdir(), 'rulegraph-whole-'));
    try {
      await buildSearchIndex(dist);
      const created = await pagefind.createIndex({ forceLanguage: 'en', excludeSelectors: NOT_INDEXED });
      await created.index!.addDirectory({ path: dist });
      await created.index!.writeFiles({ outputPath: whole });
      await pagefind.close();
      // A site this small is one shard: its bundle, and an empty list of other shards.
      const written = filesOf(path.join(dist, 'pagefind'));
      expect(Buffer.from(written.get('shards.json')!, 'base64').toString()).toBe('[]\n');
      written.delete('shards.json');
      expect(written).toEqual(filesOf(whole));
    } finally {
      rmSync(whole, { recursive: true, force: true });
    }
  });
});

describe('what Pagefind is handed of a page', () => {
  const note =
    '<!doctype html><html lang="en" data-theme="light"><head><title>Aim</title><script>1</script></head><body><nav>Site nav</nav>' +
    '<article class="note" data-pagefind-body data-pagefind-filter="game:Legion"><h1 data-pagefind-meta="title">Aim</h1>' +
    '<article class="quote"><p>Nested</p></article><p>An aim token rerolls dice.</p></article>' +
    '<aside>Backlinks</aside><script type="application/json">{"nodes":[]}</script></body></html>';

  it('is the search body alone, after the page’s doctype and html tag, when no Pagefind attribute is outside it', () => {
    expect(searchableHtml(note)).toBe(
      '<!doctype html><html lang="en" data-theme="light"><body><article class="note" data-pagefind-body data-pagefind-filter="game:Legion">' +
        '<h1 data-pagefind-meta="title">Aim</h1><article class="quote"><p>Nested</p></article><p>An aim token rerolls dice.</p></article></body></html>',
    );
  });

  it('is the whole page when the page has no search body, two of them, or Pagefind attributes outside it', () => {
    const plain = '<html><body><main><p>No body marked</p></main></body></html>';
    expect(searchableHtml(plain)).toBe(plain);
    const two = note.replace('<aside>Backlinks</aside>', '<aside data-pagefind-body>Backlinks</aside>');
    expect(searchableHtml(two)).toBe(two);
    const metaOutside = note.replace('<nav>', '<nav data-pagefind-meta="section:Rules">');
    expect(searchableHtml(metaOutside)).toBe(metaOutside);
    const filterAfter = note.replace('<aside>', '<aside data-pagefind-filter="kind:rule">');
    expect(searchableHtml(filterAfter)).toBe(filterAfter);
  });
});
