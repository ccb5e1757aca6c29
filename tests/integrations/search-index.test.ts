import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex, scratchFolder, shardCount, shardOf } from '../../src/integrations/search-index.ts';

const made: string[] = [];
const temp = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const note = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Site nav</nav>` +
  `<article data-pagefind-body data-pagefind-filter="game:legion"><h1 data-pagefind-meta="title">${title}</h1><p>${body}</p></article>` +
  `<aside>Backlinks of ${title}</aside></body></html>`;

const WORDS = ['aim', 'dodge', 'standby', 'recover', 'suppression', 'courage', 'panic', 'rally', 'overwatch', 'blip', 'cover', 'range'];

/** A built site of `WORDS.length` note pages and a tag page without a search body. */
function writeSite(dir: string, edited?: string, newWord = false): void {
  const files: Record<string, string> = { 'tags/action/index.html': '<html lang="en"><body><p>Tag listing aim dodge</p></body></html>' };
  // An edit with words of the site only (the text reordered), or with a word new to the site.
  const changed = (word: string) => (newWord ? `The ${word} rule, edited.` : `${word} rule. The`);
  for (const word of WORDS) files[`legion/${word}/index.html`] = note(word, word === edited ? changed(word) : `The ${word} rule.`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** Every file under `dir` with its bytes, by relative path. */
function filesOf(dir: string): Map<string, string> {
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    entries.map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), readFileSync(path.join(e.parentPath, e.name), 'base64')]),
  );
}

describe('shards of the search index', () => {
  it('has one shard up to the pages a shard holds (16,000 by default), and more as the site grows, up to a limit', () => {
    expect(shardCount(16_000)).toBe(1);
    expect(shardCount(50_000)).toBe(4);
    expect(shardCount(1, 640)).toBe(1);
    expect(shardCount(640, 640)).toBe(1);
    expect(shardCount(5022, 640)).toBe(8);
    expect(shardCount(50_000, 640)).toBe(32);
    expect(shardCount(10, 4)).toBe(3);
    expect(() => shardCount(10, 0)).toThrow(/pagesPerShard must be a positive integer/);
  });

  it('puts a page in the same shard build after build, and spreads pages over the shards', () => {
    expect(shardOf('legion/aim/index.html', 8)).toBe(shardOf('legion/aim/index.html', 8));
    const counts = new Array(8).fill(0);
    for (let i = 0; i < 4000; i++) counts[shardOf(`notes/n${i}/index.html`, 8)]++;
    for (const n of counts) expect(n).toBeGreaterThan(400);
  });
});

let dist = '';
let cache = '';
beforeAll(() => {
  dist = temp('rulegraph-shards-dist-');
  cache = temp('rulegraph-shards-cache-');
  writeSite(dist);
});

describe('a search index in shards', () => {
  it('writes the first shard with Pagefind’s script and the others as merged bundles listed in shards.json', async () => {
    const result = await buildSearchIndex(dist, { pagesPerShard: 4, cacheDir: cache });
    expect(result.pageCount).toBe(WORDS.length);
    expect(result.reusedShards).toBe(0);
    const root = path.join(dist, 'pagefind');
    const merged = JSON.parse(readFileSync(path.join(root, 'shards.json'), 'utf8')) as string[];
    expect(merged.length).toBe(result.shards - 1);
    expect(result.shards).toBeGreaterThan(1);
    expect(existsSync(path.join(root, 'pagefind.js'))).toBe(true);
    for (const folder of merged) {
      expect(folder).toMatch(/^shard-\d+\/$/);
      const files = readdirSync(path.join(root, folder));
      expect(files).toContain('pagefind-entry.json');
      expect(files).toContain('fragment');
      expect(files).not.toContain('pagefind.js');
      expect(files.some((f) => f.startsWith('wasm.'))).toBe(false);
    }
    // Every note is found in exactly one shard; the tag page (no search body) in none; the shards'
    // vocabulary pages are left out.
    const fragments = [...filesOf(root).keys()].filter((f) => f.includes(`fragment${path.sep}`));
    expect(fragments.length).toBe(WORDS.length);
  });

  it('reuses the unchanged shards after an edit with no new word and writes what a build without the cache writes', async () => {
    const first = filesOf(path.join(dist, 'pagefind'));
    writeSite(dist, 'standby');
    const rebuilt = await buildSearchIndex(dist, { pagesPerShard: 4, cacheDir: cache });
    expect(rebuilt.reusedShards).toBe(rebuilt.shards - 1);
    const afterEdit = filesOf(path.join(dist, 'pagefind'));
    expect(afterEdit).not.toEqual(first);
    // The cache keeps the bundles of this build only.
    expect(readdirSync(cache).length).toBe(rebuilt.shards);

    const cold = temp('rulegraph-shards-cold-');
    writeSite(cold, 'standby');
    const fresh = await buildSearchIndex(cold, { pagesPerShard: 4 });
    expect(fresh.reusedShards).toBe(0);
    expect(filesOf(path.join(cold, 'pagefind'))).toEqual(afterEdit);
  });

  it('indexes every shard again after an edit bringing a word new to the site (each shard knows every word)', async () => {
    writeSite(dist, 'standby', true);
    const rebuilt = await buildSearchIndex(dist, { pagesPerShard: 4, cacheDir: cache });
    expect(rebuilt.reusedShards).toBe(0);
    expect(rebuilt.pageCount).toBe(WORDS.length);
    // Each shard's word index holds the new word, though one page alone has it.
    const cold = temp('rulegraph-shards-new-word-');
    writeSite(cold, 'standby', true);
    const fresh = await buildSearchIndex(cold, { pagesPerShard: 4 });
    expect(filesOf(path.join(cold, 'pagefind'))).toEqual(filesOf(path.join(dist, 'pagefind')));
    expect(fresh.shards).toBe(rebuilt.shards);
    writeSite(dist, 'standby');
    await buildSearchIndex(dist, { pagesPerShard: 4, cacheDir: cache });
  });

  it('indexes whole pages, in every shard, when no page marks a search body', async () => {
    const plain = temp('rulegraph-shards-plain-');
    for (const word of WORDS.slice(0, 5)) {
      mkdirSync(path.join(plain, word), { recursive: true });
      writeFileSync(path.join(plain, word, 'index.html'), `<html lang="en"><body><p>The ${word} rule.</p></body></html>`);
    }
    const result = await buildSearchIndex(plain, { pagesPerShard: 2 });
    expect(result.pageCount).toBe(5);
    expect(result.shards).toBeGreaterThan(1);
  });

  it('reuses every shard when nothing Pagefind reads changed, such as a page’s backlinks', async () => {
    const page = path.join(dist, 'legion/aim/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('Backlinks of aim', 'Backlinks of aim and dodge'));
    const again = await buildSearchIndex(dist, { pagesPerShard: 4, cacheDir: cache });
    expect(again.reusedShards).toBe(again.shards);
  });
});

describe('where the trimmed pages are written for Pagefind', () => {
  it('uses memory when the machine has a memory-backed folder with room, else the temporary folder', () => {
    const memory = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
    expect(scratchFolder(1_000_000)).toBe(memory);
    // No machine has a petabyte of shared memory free.
    expect(scratchFolder(2 ** 50)).toBe(tmpdir());
  });
});
