/**
 * A site published under a base (`astro build --base /rules/`, served at `/rules/`) draws its
 * Mermaid diagram from `/rules/vendor/mermaid/`, online and offline after one visit to a page
 * without a diagram; a diagram mermaid cannot parse stays as its source, with mermaid's message.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, type DistServer } from './harness.ts';

const VAULT = path.join(PROJECT_ROOT, 'tests/fixtures/obsidian-site');

let root: string;
let server: DistServer;
let browser: Browser;
let site: string;

beforeAll(async () => {
  // The host serves `root`; the site is its `rules/` folder.
  root = await mkdtemp(path.join(tmpdir(), 'rulegraph-base-'));
  await buildSite({ vault: VAULT, outDir: path.join(root, 'rules'), args: ['--base', '/rules/'] });
  server = await serveDist(root);
  site = `${server.url}rules/`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** The diagram's text once drawn on the open page. */
async function drawn(page: Page): Promise<string | null> {
  await page.waitForSelector('.note-body figure.mermaid-diagram svg', { timeout: 30_000 });
  return page.locator('.note-body figure.mermaid-diagram svg').textContent();
}

describe('a diagram on a site under a base', () => {
  it('draws from the base’s copy of mermaid', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site}showcase/`);
    expect(await drawn(page)).toMatch(/Start[\s\S]*Move[\s\S]*Attack/);
    expect(requests).toContain(`${site}vendor/mermaid/mermaid.esm.min.mjs`);
    expect(requests.filter((url) => url.includes('mermaid') && !url.startsWith(site))).toEqual([]);
    await context.close();
  });

  it('leaves a diagram mermaid cannot parse as its source, with the reason', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${site}broken-diagram/`);
    const error = page.locator('.note-body .mermaid-error');
    await error.waitFor({ timeout: 30_000 });
    expect(await error.textContent()).toMatch(/^This diagram could not be drawn: \S/);
    expect(await page.locator('.note-body pre > code.language-mermaid').textContent()).toContain('Start -->');
    expect(await page.locator('.note-body figure.mermaid-diagram').count()).toBe(0);
    await context.close();
  });

  it('draws offline after one visit to a page without a diagram', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}other/`);
    await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${site}showcase/`);
    expect(await drawn(page)).toMatch(/Start[\s\S]*Move[\s\S]*Attack/);
    await context.close();
  });
});
