/**
 * Browsing aids on the site built from tests/fixtures/site-vault, in Debian Chromium: search
 * (alias, excerpt, game filter, shortcut), hover previews, the graph views, tag pages, themes,
 * print, offline after one visit (service worker), the update banner, and axe-core scans.
 */
import { appendFile, rm } from 'node:fs/promises';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, type DistServer } from './harness.ts';

const VAULT = path.join(PROJECT_ROOT, 'tests/fixtures/site-vault');

// Pagefind loads its WebAssembly on the first search: give polls more than vitest's 1 s default.
vi.setConfig({ expect: { poll: { timeout: 10_000 } } });

let outDir: string;
let server: DistServer;
let browser: Browser;

beforeAll(async () => {
  outDir = await tempOutDir();
  await buildSite({ vault: VAULT, outDir });
  server = await serveDist(outDir);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** A page in a fresh context without a service worker (so each test sees the network). */
async function open(url: string): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(new URL(url, server.url).href);
  return page;
}

async function resultTitles(page: Page): Promise<string[]> {
  return page.locator('search-box .search-results li .search-result-title a').allTextContents();
}

describe('search', () => {
  it('finds a note by its alias, title first, with an excerpt', async () => {
    const page = await open('/search/?q=Aiming');
    await expect.poll(() => page.textContent('main search-box [role="status"]')).toMatch(/match/);
    const titles = await resultTitles(page);
    expect(titles[0]).toBe('Aim');
    const excerpt = await page.locator('.search-result-excerpt').first().innerHTML();
    expect(excerpt).toMatch(/<mark>/);
    await page.context().close();
  });

  it('opens with the / shortcut and filters by game', async () => {
    const page = await open('/');
    await page.keyboard.press('/');
    const field = page.getByRole('dialog').getByLabel('Search notes');
    await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    await field.fill('overwatch mode');
    await expect.poll(() => resultTitles(page)).toContain('Overwatch');
    await field.fill('token');
    await expect.poll(() => resultTitles(page)).toContain('Dodge');
    await page.getByRole('dialog').getByLabel('Game').selectOption('Chronicle X');
    await expect.poll(() => page.getByRole('dialog').locator('[role="status"]').textContent()).toMatch(/No notes match/);
    await page.getByRole('dialog').getByLabel('Game').selectOption('Star Wars: Legion');
    await expect.poll(async () => (await resultTitles(page)).sort()).toEqual(['Aim', 'Dodge']);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').isVisible()).toBe(false);
    await page.context().close();
  });
});

describe('hover previews', () => {
  it('shows the target note’s summary, a linked heading’s section, and says when a note is unwritten', async () => {
    const page = await open('/legion/dodge/');
    const card = page.locator('.link-preview');
    await page.locator('.note-body a.wikilink', { hasText: 'aiming' }).first().hover();
    await expect.poll(() => card.textContent()).toMatch(/^Aim.*Taking the aim action gives the unit an aim token/);
    expect(await card.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => card.isVisible()).toBe(false);
    await page.locator('.note-body a.wikilink[href$="#spending-aim-tokens"]').first().hover();
    await expect.poll(() => card.textContent()).toMatch(/Spending aim tokens.*reroll up to two of its attack dice/);
    // Touch: a long press shows the preview (and does not follow the link).
    await page.mouse.move(0, 0);
    await expect.poll(() => card.isVisible()).toBe(false);
    await page
      .locator('.note-body a.wikilink', { hasText: 'aiming' })
      .first()
      .evaluate((link) => {
        link.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true, isPrimary: true }));
      });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/legion\/dodge\/$/);
    await page.goto(new URL('/legion/aim/', server.url).href);
    await page.locator('a.wikilink.unwritten', { hasText: 'Cover' }).hover();
    await expect.poll(() => page.locator('.link-preview').textContent()).toMatch(/not written yet/);
    await page.context().close();
  });
});

describe('graph', () => {
  it('draws the global graph and opens a note on click', async () => {
    const page = await open('/graph/');
    await page.waitForSelector('graph-view[data-ready]');
    const painted = await page.evaluate(() => {
      const canvas = document.querySelector('graph-view canvas') as HTMLCanvasElement;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let count = 0;
      for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) count++;
      return count;
    });
    expect(painted).toBeGreaterThan(100);
    await page.locator('graph-view canvas').scrollIntoViewIfNeeded();
    const point = await page.evaluate(() =>
      (document.querySelector('graph-view') as HTMLElement & { pointOf(t: string): { x: number; y: number } | null }).pointOf('Dodge'),
    );
    expect(point).not.toBeNull();
    await page.mouse.click(point!.x, point!.y);
    await page.waitForURL(/\/legion\/dodge\/$/);
    expect(await page.locator('h1').textContent()).toBe('Dodge');
    await page.context().close();
  });

  it('highlights a note found by name and filters by game', async () => {
    const page = await open('/graph/');
    await page.waitForSelector('graph-view[data-ready]');
    await page.locator('graph-view').getByLabel('Find a note').fill('Overwatch');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect.poll(() => page.locator('graph-view [data-status]').textContent()).toMatch(/^Overwatch: 2 links\./);
    await page.locator('graph-view').getByLabel('Game').selectOption({ label: 'Star Wars: Legion' });
    expect(
      await page.evaluate(() => (document.querySelector('graph-view') as HTMLElement & { pointOf(t: string): unknown }).pointOf('Aim')),
    ).not.toBeNull();
    await page.context().close();
  });

  it('draws a local graph on a note page, depth 1 or 2; a click opens a neighbour', async () => {
    const page = await open('/legion/aim/');
    // Its code loads when it nears the viewport.
    await page.locator('local-graph').scrollIntoViewIfNeeded();
    await page.waitForSelector('local-graph[data-ready]');
    const shown = (title: string) =>
      page.evaluate(
        (t) => (document.querySelector('local-graph') as HTMLElement & { pointOf(t: string): unknown }).pointOf(t) !== null,
        title,
      );
    // Aim → Welcome → Overwatch: two hops away.
    expect(await shown('Overwatch')).toBe(true);
    await page.locator('local-graph').getByLabel('Depth').selectOption('1');
    expect(await shown('Overwatch')).toBe(false);
    expect(await shown('Welcome')).toBe(true);
    const point = await page.evaluate(() =>
      (document.querySelector('local-graph') as HTMLElement & { pointOf(t: string): { x: number; y: number } | null }).pointOf('Dodge'),
    );
    await page.locator('local-graph canvas').scrollIntoViewIfNeeded();
    const fresh = await page.evaluate(() =>
      (document.querySelector('local-graph') as HTMLElement & { pointOf(t: string): { x: number; y: number } | null }).pointOf('Dodge'),
    );
    expect(point).not.toBeNull();
    await page.mouse.click(fresh!.x, fresh!.y);
    await page.waitForURL(/\/legion\/dodge\/$/);
    await page.context().close();
  });
});

describe('reading aids', () => {
  it('lists tagged notes on a tag page linked from the note', async () => {
    const page = await open('/legion/aim/');
    await page.locator('.note-properties a', { hasText: '#action' }).click();
    await page.waitForURL(/\/tags\/action\/$/);
    expect(await page.locator('main .note-list a').allTextContents()).toEqual(['Aim', 'Dodge']);
    await page.context().close();
  });

  it('has a table of contents linking to the headings', async () => {
    const page = await open('/legion/aim/');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    expect(await toc.locator('a').allTextContents()).toEqual(['Spending aim tokens', 'Limits']);
    expect(await toc.locator('a').first().getAttribute('href')).toBe('#spending-aim-tokens');
    await page.context().close();
  });

  it('follows the system theme until the reader picks one, and keeps the choice', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(new URL('/legion/aim/', server.url).href);
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bg()).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await bg()).toBe('rgb(20, 23, 27)');
    await page.reload();
    expect(await bg()).toBe('rgb(20, 23, 27)');
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    for (const url of ['/legion/aim/', '/search/?q=aim', '/graph/', '/tags/action/']) {
      await page.goto(new URL(url, server.url).href);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(360);
    }
    await context.close();
  });

  it('prints the note without navigation or widgets', async () => {
    const page = await open('/legion/aim/');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header nav').isVisible()).toBe(false);
    expect(await page.locator('.local-graph').isVisible()).toBe(false);
    expect(await page.locator('.note-body').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('offline after one visit', () => {
  it('opens a note never visited, answers search, previews and a check widget with the network off; announces an update', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await context.setOffline(true);
    await page.goto(new URL('/chronicle-x/overwatch/', server.url).href);
    expect(await page.locator('h1').textContent()).toBe('Overwatch');
    await expect.poll(() => page.locator('[data-offline]').isVisible()).toBe(true);
    await page.goto(new URL('/search/?q=Aiming', server.url).href);
    await expect.poll(() => resultTitles(page), { timeout: 15_000 }).toContain('Aim');
    await page.goto(new URL('/legion/dodge/', server.url).href);
    await page.locator('.note-body a.wikilink', { hasText: 'aiming' }).first().hover();
    await expect.poll(() => page.locator('.link-preview').textContent()).toMatch(/Taking the aim action/);
    await page.goto(new URL('/graph/', server.url).href);
    await page.waitForSelector('graph-view[data-ready]');
    // A check widget (its game's engine is a lazily imported chunk) answers offline too.
    await page.goto(new URL('/check/legion/', server.url).href);
    await expect.poll(() => page.locator('rg-check .rgc-next li').count()).toBeGreaterThan(0);
    await page
      .locator('rg-check .rgc-next li button', { hasText: /Explain|Why not/ })
      .first()
      .click();
    await expect.poll(() => page.locator('rg-check .rgc-verdict').textContent()).toMatch(/^(Allowed|Refused)\.$/);

    // A new build is deployed: the page says an update is ready and Reload switches to it.
    await context.setOffline(false);
    await appendFile(path.join(outDir, 'sw.js'), '\n// next build\n');
    await page.reload();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.locator('[data-update]').isVisible(), { timeout: 20_000 }).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
    await context.close();
  }, 90_000);
});

describe('accessibility (axe-core)', () => {
  for (const [name, url] of [
    ['home', '/'],
    ['a note', '/legion/aim/'],
    ['the glossary', '/glossary/'],
    ['the graph', '/graph/'],
    ['the search', '/search/?q=aim'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`finds no violations on ${name} (${scheme})`, async () => {
        const context = await browser.newContext({ serviceWorkers: 'block', colorScheme: scheme });
        const page = await context.newPage();
        await page.goto(new URL(url, server.url).href);
        if (url === '/graph/') await page.waitForSelector('graph-view[data-ready]');
        if (url.startsWith('/search/')) await expect.poll(() => page.textContent('main search-box [role="status"]')).toMatch(/match/);
        await page.addScriptTag({ content: axe.source });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
        expect(violations).toEqual([]);
        await context.close();
      });
    }
  }
});
