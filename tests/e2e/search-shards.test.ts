/**
 * Search over an index built in shards (`RULEGRAPH_SEARCH_SHARD_PAGES`), on the site built from
 * tests/fixtures/site-vault in shards of two pages, in Debian Chromium: the search box merges the
 * shards, so notes of every shard are found, online and offline after one visit, and only they
 * (no shard answers with prefix matches of a word another shard has). The site is built
 * by `astro build` alone, which writes the search index and the service worker in its own process
 * (the other browser tests build with `npm run build`'s script, which writes them after Astro exits).
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, type DistServer } from './harness.ts';

// Pagefind loads its WebAssembly on the first search: give polls more than vitest's 1 s default.
vi.setConfig({ expect: { poll: { timeout: 10_000 } } });

let outDir: string;
let server: DistServer;
let browser: Browser;

beforeAll(async () => {
  outDir = await tempOutDir();
  await buildSite({
    vault: path.join(PROJECT_ROOT, 'tests/fixtures/site-vault'),
    outDir,
    env: { RULEGRAPH_SEARCH_SHARD_PAGES: '2' },
    command: 'astro build',
  });
  server = await serveDist(outDir);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const resultTitles = (page: Page) => page.locator('search-box .search-results li .search-result-title a').allTextContents();

describe('search in shards', () => {
  it('is written as more than one shard', async () => {
    const merged = JSON.parse(await readFile(path.join(outDir, 'pagefind', 'shards.json'), 'utf8')) as string[];
    expect(merged.length).toBeGreaterThan(0);
  });

  it('finds the notes of every shard, online and offline after one visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(new URL('/search/?q=aim', server.url).href);
    // The notes that mention aiming (the vault's README among them) are in more than one shard. A
    // shard without them answers nothing: its vocabulary page knows the word, so Pagefind does not
    // fall back to prefix matches of it there.
    await expect.poll(() => resultTitles(page)).toEqual(expect.arrayContaining(['Aim', 'Dodge', 'README', 'Welcome']));
    expect((await resultTitles(page)).sort()).toEqual(['Aim', 'Dodge', 'README', 'Welcome']);
    await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(new URL('/search/?q=Aiming', server.url).href);
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toContain('Aim');
    await page.goto(new URL('/search/?q=overwatch', server.url).href);
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toContain('Overwatch');
    await context.close();
  }, 120_000);
});
