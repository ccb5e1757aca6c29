/**
 * A rebuild after an edit keeps Astro's cache folder: pages whose data did not change are copied
 * from the last build (`experimental.incrementalBuild`, keys from src/components/page-paths.ts).
 * An editor must never see a stale page: after each edit, the rebuild renders the edited page and
 * every page showing its text or title again, and writes byte for byte what a cold build of the
 * edited vault writes. The edits follow one another on one vault and one cache folder, as an
 * editor's would.
 */
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differingFiles } from './dist-diff.ts';
import { buildSite, PROJECT_ROOT, tempOutDir } from './harness.ts';

const made: string[] = [];
/** The search index in shards of two pages, so that a rebuild reuses the shards of unchanged pages. */
const env = { RULEGRAPH_SEARCH_SHARD_PAGES: '2' };
let vault = '';
let cacheDir = '';
/** The output of the previous build with the kept cache. */
let previous = '';

/** Output files (`legion/aim/index.html`) the build log says were copied from the last build. */
function reusedPages(log: string): Set<string> {
  return new Set([...log.matchAll(/├─ \/(\S+) \((?:restored|cached)\)/g)].map((m) => m[1]!));
}

/**
 * Applies `edit` to the vault, rebuilds with the kept cache and builds the edited vault cold.
 * Returns the rebuilt folder, what changed since the previous rebuild, what the rebuild reused and
 * the files in which it differs from the cold build. With `intoLastOutput`, the rebuild writes into
 * a folder holding the last build's output, as `npm run build` does into `dist/`.
 */
async function rebuildAfter(edit: () => Promise<void>, { intoLastOutput = false } = {}) {
  await edit();
  const rebuiltDir = await tempOutDir();
  const coldDir = await tempOutDir();
  made.push(rebuiltDir, coldDir);
  if (intoLastOutput) await cp(previous, rebuiltDir, { recursive: true });
  const rebuilt = await buildSite({ vault, outDir: rebuiltDir, cacheDir, env });
  await buildSite({ vault, outDir: coldDir, env });
  const changed = differingFiles(previous, rebuiltDir);
  previous = rebuiltDir;
  return {
    rebuiltDir,
    changed,
    reused: reusedPages(rebuilt.log),
    differsFromCold: differingFiles(rebuiltDir, coldDir),
    log: rebuilt.log,
  };
}

const note = (file: string) => path.join(vault, file);
const page = (dir: string, url: string) => readFile(path.join(dir, url), 'utf8');

beforeAll(async () => {
  vault = await mkdtemp(path.join(tmpdir(), 'rulegraph-incremental-vault-'));
  cacheDir = await mkdtemp(path.join(tmpdir(), 'rulegraph-incremental-cache-'));
  made.push(vault, cacheDir);
  await cp(path.join(PROJECT_ROOT, 'tests/fixtures/site-vault'), vault, { recursive: true });
  previous = await tempOutDir();
  made.push(previous);
  await buildSite({ vault, outDir: previous, cacheDir, env });
});

afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

describe('a rebuild with the cache of the last build', () => {
  it("after an edit of a note's text: renders that note and the note embedding it again, reuses the rest, and matches a cold build", async () => {
    const { rebuiltDir, changed, reused, differsFromCold } = await rebuildAfter(async () => {
      const text = await readFile(note('legion/Aim.md'), 'utf8');
      await writeFile(
        note('legion/Aim.md'),
        text.replace('reroll up to two of its attack dice', 'reroll up to two of its attack dice, once'),
      );
    });
    expect(differsFromCold).toEqual([]);
    // Dodge embeds the edited block of Aim.
    expect(changed).toEqual(expect.arrayContaining(['legion/aim/index.html', 'legion/dodge/index.html']));
    expect(await page(rebuiltDir, 'legion/dodge/index.html')).toContain('attack dice, once');
    expect(reused).not.toContain('legion/aim/index.html');
    expect(reused).not.toContain('legion/dodge/index.html');
    // Pages that show nothing of the edit are copied, not rendered.
    expect([...reused]).toEqual(expect.arrayContaining(['welcome/index.html', 'chronicle-x/overwatch/index.html', 'legion/index.html']));
  }, 600_000);

  it("after a note's title is renamed: the pages listing it show the new title, and the output matches a cold build", async () => {
    const { rebuiltDir, changed, differsFromCold } = await rebuildAfter(async () => {
      const text = await readFile(note('legion/Dodge.md'), 'utf8');
      await writeFile(note('legion/Dodge.md'), text.replace('---\ntags:', '---\ntitle: Dodging\ntags:'));
    });
    expect(differsFromCold).toEqual([]);
    // Aim's backlinks, the game's list and the tag pages name Dodge.
    for (const url of ['legion/aim/index.html', 'legion/index.html', 'tags/action/index.html', 'tags/defence/index.html']) {
      expect(changed).toContain(url);
      expect(await page(rebuiltDir, url)).toContain('Dodging');
    }
  }, 600_000);

  it('after a link is added: the linked note lists its new backlink, and the output matches a cold build', async () => {
    const { rebuiltDir, changed, differsFromCold, log } = await rebuildAfter(async () => {
      const file = note('chronicle-x/Overwatch.md');
      // Words the site has already: no shard's vocabulary page changes (search-index.ts).
      await writeFile(file, `${await readFile(file, 'utf8')}\nThe unit can [[Aim]].\n`);
    });
    expect(differsFromCold).toEqual([]);
    expect(changed).toEqual(expect.arrayContaining(['chronicle-x/overwatch/index.html', 'legion/aim/index.html']));
    const html = await page(rebuiltDir, 'legion/aim/index.html');
    const backlinks = html.slice(html.indexOf('class="backlinks"'), html.indexOf('</section>', html.indexOf('class="backlinks"')));
    expect(backlinks).toContain('href="/chronicle-x/overwatch/"');
    // Aim's new backlink is not text search reads: the search shard without Overwatch is copied from the last build.
    const shards = /Pagefind indexed \d+ pages in \d+ ms \((\d+) shards, (\d+) of them unchanged and reused from the last build\)/.exec(
      log,
    );
    expect(shards).not.toBeNull();
    expect(Number(shards![2])).toBe(Number(shards![1]) - 1);
  }, 600_000);

  it('after a note is deleted: its page is gone from the last output, no page links it, and the output matches a cold build', async () => {
    const { rebuiltDir, changed, differsFromCold } = await rebuildAfter(
      async () => {
        await rm(note('legion/Dodge.md'));
      },
      { intoLastOutput: true },
    );
    expect(differsFromCold).toEqual([]);
    // Nothing of the last output is left over, nor the folder it was moved into to be removed.
    expect((await readdir(rebuiltDir)).filter((entry) => entry.startsWith('.'))).toEqual([]);
    expect(changed).toContain('legion/dodge/index.html');
    await expect(page(rebuiltDir, 'legion/dodge/index.html')).rejects.toThrow();
    expect(await page(rebuiltDir, 'legion/aim/index.html')).not.toContain('href="/legion/dodge/"');
  }, 600_000);
});
