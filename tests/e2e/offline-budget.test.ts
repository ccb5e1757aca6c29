/**
 * A site over the precache budget, on a phone's first visit: the first visit downloads no more
 * than the budget (plus the page it opened); the shell and the most linked notes open offline; a
 * note that is not kept shows the site's offline page, which offers its game; a saved game opens
 * page by page offline and its notes are found by search offline; a saved game can be removed.
 *
 * The vault is the benchmarks' synthetic one at 5,000 notes (about 90 MiB of site), built once
 * for the file with the documented default budget (15 MiB, `DEFAULT_PRECACHE_BUDGET_BYTES`;
 * `RULEGRAPH_PRECACHE_BUDGET_MB` unset), and visited at the phone and desktop sizes of the other
 * browser tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PACK } from '../../src/components/offline-pack-ids.ts';
import { DEFAULT_PRECACHE_BUDGET_BYTES } from '../../src/integrations/offline-plan.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { buildSite, launchChromium, tempOutDir, VIEWPORTS } from './harness.ts';

const NOTES = 5000;

interface Listing {
  whole: boolean;
  precachedNotes: number;
  packs: Array<{ id: string; title: string; list: string }>;
}

let browser: Browser;
let outDir: string;
let vault: string;
let server: Server;
let origin: string;
let served = 0;
let listing: Listing;

beforeAll(async () => {
  vault = path.join(tmpdir(), `rulegraph-offline-budget-${process.pid}`);
  for (const file of generateVault({ notes: NOTES, seed: 7 })) {
    mkdirSync(path.dirname(path.join(vault, file.path)), { recursive: true });
    writeFileSync(path.join(vault, file.path), file.content);
  }
  outDir = await tempOutDir();
  // The default budget, whatever the environment of the test run says.
  await buildSite({ vault, outDir, env: { RULEGRAPH_PRECACHE_BUDGET_MB: '' } });
  listing = JSON.parse(await readFile(path.join(outDir, 'offline-packs.json'), 'utf8')) as Listing;
  // Every byte the site sends, counted from the response's length.
  const serve = sirv(outDir, { dev: true, etag: true });
  server = createServer((req, res) => {
    res.on('finish', () => (served += Number(res.getHeader('Content-Length') ?? 0)));
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await rm(outDir, { recursive: true, force: true });
  await rm(vault, { recursive: true, force: true });
});

/** Every URL of the pack `id` (its file list, as /offline/ fetches it). */
const urlsOf = async (id: string): Promise<string[]> =>
  JSON.parse(await readFile(path.join(outDir, listing.packs.find((p) => p.id === id)!.list), 'utf8')) as string[];
const firstOfPack = async (id: string) => (await urlsOf(id)).find((u) => u.endsWith('/') && !u.includes('/pagefind/'))!;

async function firstVisit(device: keyof typeof VIEWPORTS = 'phone'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(VIEWPORTS[device]);
  const page = await context.newPage();
  await page.goto(origin);
  await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { context, page };
}

describe('a site over the precache budget', () => {
  it('is planned as a shell, the most linked notes and one pack per game', () => {
    expect(listing.whole).toBe(false);
    expect(listing.precachedNotes).toBeGreaterThan(0);
    expect(listing.packs.map((p) => p.id).sort()).toEqual(['chronicle-x', 'legion', 'swu', ALL_PACK].sort());
  });

  it.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
    'downloads no more than the budget on the first visit on a %s, and keeps the shell and top notes offline',
    async (device) => {
      served = 0;
      const { context, page } = await firstVisit(device);
      // The budget, and the page opened before the worker took over (fetched again by the precache).
      expect(served).toBeLessThan(DEFAULT_PRECACHE_BUDGET_BYTES + 300 * 1024);
      expect(listing.precachedNotes).toBeLessThan(NOTES);

      await context.setOffline(true);
      const inPacks = new Set((await Promise.all(['legion', 'chronicle-x', 'swu'].map(urlsOf))).flat());
      const graphNotes = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')).notes as Array<{ url: string; title: string }>;
      const kept = graphNotes.find((n) => !inPacks.has(n.url))!;
      await page.goto(origin + kept.url);
      expect(await page.locator('h1').first().textContent()).toContain(kept.title);
      await page.goto(`${origin}/glossary/`);
      expect(await page.locator('h1').first().textContent()).toMatch(/Glossary/);

      // A note in no saved pack: the site's offline page, which says so and offers its game.
      await page.goto(origin + (await firstOfPack('legion')));
      expect(await page.locator('h1').first().textContent()).toBe('Offline');
      expect(await page.locator('[data-offline-missing]').isVisible()).toBe(true);
      await context.close();
    },
    180_000,
  );

  it('saves a game for offline with a progress bar, opens its notes and finds them by search offline, and removes it', async () => {
    const { context, page } = await firstVisit();
    await page.goto(`${origin}/offline/`);
    const row = page.locator('[data-pack="legion"]');
    await expect.poll(() => row.locator('[data-size]').textContent()).toMatch(/MB/);
    await row.getByRole('button', { name: 'Save for offline' }).click();
    await expect.poll(() => row.getAttribute('data-saved'), { timeout: 240_000 }).toBe('true');
    expect(await row.locator('[data-state]').textContent()).toBe('Saved for offline.');

    await context.setOffline(true);
    const url = await firstOfPack('legion');
    await page.goto(origin + url);
    const title = (await page.locator('h1').first().textContent())!.trim();
    expect(title).not.toBe('Offline');
    // Page by page: each note's links to other notes of the game, followed offline, open them.
    const game = new Set(await urlsOf('legion'));
    let opened = url;
    for (let step = 0; step < 3; step++) {
      const hrefs = await page.locator('article.note .note-body a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      const next = hrefs.map((h) => new URL(h, origin + opened).pathname).find((p) => game.has(p) && p !== opened);
      if (next === undefined) break;
      await page
        .locator(`article.note .note-body a[href="${hrefs.find((h) => new URL(h, origin + opened).pathname === next)}"]`)
        .first()
        .click();
      await page.waitForURL((u) => u.pathname === next);
      opened = next;
      expect(await page.locator('h1').first().textContent()).not.toBe('Offline');
      expect(await page.locator('article.note').count()).toBe(1);
    }
    expect(opened).not.toBe(url);
    await page.goto(`${origin}/search/?q=${encodeURIComponent(title)}`);
    await expect
      .poll(() => page.locator('search-box .search-results li .search-result-title a').allTextContents(), { timeout: 20_000 })
      .toContain(title);
    // Another game's notes are still not saved.
    await page.goto(origin + (await firstOfPack('swu')));
    expect(await page.locator('h1').first().textContent()).toBe('Offline');

    await context.setOffline(false);
    await page.goto(`${origin}/offline/`);
    await row.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => row.getAttribute('data-saved')).toBe('false');
    await context.setOffline(true);
    await page.goto(origin + url);
    expect(await page.locator('h1').first().textContent()).toBe('Offline');
    await context.close();
  }, 420_000);
});
