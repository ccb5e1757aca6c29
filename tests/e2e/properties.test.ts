/**
 * The Properties block on a note page, on a phone (390 × 844, touch) and a desktop (1280 × 800),
 * in Debian Chromium against the site built from tests/fixtures/properties-vault: each property
 * with its value (text, number, checkbox, date, lists as chips, tags as tag links), a property link
 * with its hover preview that navigates to its note, an unwritten one, and the linked note's
 * backlinks naming the property; graph.json's properties and property edges.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, VIEWPORTS, type DistServer } from './harness.ts';

const VAULT = path.join(PROJECT_ROOT, 'tests/fixtures/properties-vault');

vi.setConfig({ expect: { poll: { timeout: 10_000 } } });

let outDir: string;
let server: DistServer;
let browser: Browser;
let log: string;

beforeAll(async () => {
  outDir = await tempOutDir();
  ({ log } = await buildSite({ vault: VAULT, outDir }));
  server = await serveDist(outDir);
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

async function open(ctx: BrowserContext, url: string): Promise<Page> {
  const page = await ctx.newPage();
  await page.goto(new URL(url, server.url).href);
  return page;
}

it('reports the unwritten property link at its line in the build log', () => {
  expect(log).toMatch(/legion\/Aim\.md:8:6 BrokenLink \[\[Steady Aim\]\]/);
});

it('publishes each note’s properties and the property links in graph.json', async () => {
  const graph = (await (await fetch(new URL('/graph.json', server.url))).json()) as {
    notes: Array<{ id: string; properties: Record<string, unknown> }>;
    edges: Array<{ source: string; target: string | null; property?: string; position: { line: number } }>;
  };
  expect(graph.notes.find((n) => n.id === 'legion/Aim')!.properties).toEqual({
    aliases: ['Aiming'],
    tags: ['action'],
    related: '[[Cover]]',
    rules: ['[[Activation|activating a unit]]', '[[Cover#Heavy cover]]', '[[Steady Aim]]'],
    cost: 1,
    unique: true,
    released: '2024-03-15',
  });
  expect(graph.edges.filter((e) => e.property).map((e) => [e.source, e.property, e.target, e.position.line])).toEqual([
    ['legion/Aim', 'related', 'legion/Cover', 4],
    ['legion/Aim', 'rules', 'legion/Activation', 6],
    ['legion/Aim', 'rules', 'legion/Cover', 7],
    ['legion/Aim', 'rules', null, 8],
  ]);
});

describe.each(Object.entries(VIEWPORTS))('on a %s', (_name, device) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  });
  afterAll(() => context?.close());

  it('shows every property with its value above the note', async () => {
    const page = await open(context, '/legion/aim/');
    const block = page.getByRole('region', { name: 'Properties' });
    await expect.poll(() => block.isVisible()).toBe(true);
    expect(await block.locator('dt').allTextContents()).toEqual(['aliases', 'tags', 'related', 'rules', 'cost', 'unique', 'released']);
    const value = (key: string) => block.locator(`[data-property="${key}"] dd`);
    expect(await value('aliases').locator('li').allTextContents()).toEqual(['Aiming']);
    expect(await value('rules').locator('li').allTextContents()).toEqual(['activating a unit', 'Cover > Heavy cover', 'Steady Aim']);
    expect(await value('cost').textContent()).toBe('1');
    expect(await value('unique').locator('input[type="checkbox"]').isChecked()).toBe(true);
    expect(await value('released').locator('time').getAttribute('datetime')).toBe('2024-03-15');
    expect(await value('rules').locator('a.unwritten').getAttribute('href')).toBe('/unwritten/#steady-aim');
    expect(await value('rules').locator('a', { hasText: 'Heavy cover' }).getAttribute('href')).toBe('/legion/cover/#heavy-cover');
    // The block sits above the note's text, and fits the screen.
    const blockBox = (await block.boundingBox())!;
    const bodyBox = (await page.locator('.note-body').boundingBox())!;
    expect(blockBox.y).toBeLessThan(bodyBox.y);
    expect(blockBox.x + blockBox.width).toBeLessThanOrEqual(device.viewport.width);
    // Tags link to their page.
    expect(await value('tags').locator('a').getAttribute('href')).toBe('/tags/action/');
    await page.close();
  });

  it('previews a property link on hover (desktop) and navigates to its note; the note’s backlinks name the property', async () => {
    const page = await open(context, '/legion/aim/');
    const link = page.locator('.note-properties [data-property="related"] a');
    expect(await link.textContent()).toBe('Cover');
    if (!('hasTouch' in device)) {
      await link.hover();
      await expect.poll(() => page.locator('.link-preview').textContent()).toContain('protects a defending unit');
    }
    await link.click();
    await page.waitForURL(/\/legion\/cover\/$/);
    const backlinks = page.locator('.backlinks li');
    expect(await backlinks.filter({ hasText: 'Aim' }).textContent()).toMatch(/Aim\s+in its properties\s+related, rules/);
    await page.close();
  });
});
