/**
 * The site built from tests/fixtures/obsidian-site: a note using Obsidian's own syntax (math, a
 * callout of each type, a highlight, a mermaid diagram, an audio embed, a hidden comment,
 * `cssclasses`) renders it in Chromium, offline too after one visit, with no axe-core violation
 * in light or dark. Diagrams are drawn by the site's copy of mermaid's own build
 * (`vendor/mermaid/`).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, type DistServer } from './harness.ts';

const VAULT = path.join(PROJECT_ROOT, 'tests/fixtures/obsidian-site');
const TYPES = ['note', 'abstract', 'info', 'todo', 'tip', 'success', 'question', 'warning', 'failure', 'danger', 'bug', 'example', 'quote'];

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

/** What a reader sees of the Obsidian constructs on the open page. */
async function expectConstructs(page: Page): Promise<void> {
  const body = page.locator('.note-body');
  // Math: typeset by KaTeX, its fonts loaded (the stylesheet is served by the site).
  await expect.poll(() => body.locator('.katex').count()).toBe(3);
  expect(await body.locator('.math-display .katex-display').count()).toBe(1);
  expect(await page.evaluate(() => document.fonts.check('16px KaTeX_Main'))).toBe(true);
  // Callouts: each type with its own colour and an icon.
  const looks = await body.locator('.callout').evaluateAll((nodes) =>
    nodes.map((n) => ({
      type: n.getAttribute('data-callout'),
      border: getComputedStyle(n).borderLeftColor,
      icon: getComputedStyle(n.querySelector('.callout-title')!, '::before').maskImage,
    })),
  );
  for (const type of TYPES)
    expect(
      looks.find((l) => l.type === type),
      type,
    ).toBeDefined();
  expect(new Set(looks.map((l) => l.border)).size).toBeGreaterThanOrEqual(6);
  expect(looks.every((l) => l.icon.startsWith('url('))).toBe(true);
  // A folded callout opens on a click.
  const folded = body.locator('details.callout[data-callout="faq"]');
  expect(await folded.getAttribute('open')).toBeNull();
  await folded.locator('summary').click();
  expect(await folded.getAttribute('open')).not.toBeNull();
  // Highlight, hidden comment, audio player, cssclasses.
  expect(await body.locator('mark').textContent()).toBe('worth noticing');
  expect(await body.textContent()).not.toContain('secret note');
  expect(await body.locator('audio[controls]').count()).toBe(1);
  expect(await page.locator('article.note').getAttribute('class')).toBe('note wide-tables');
  // Mermaid: the code block is drawn as an SVG diagram.
  await page.waitForSelector('.note-body figure.mermaid-diagram svg', { timeout: 30_000 });
  expect(await body.locator('figure.mermaid-diagram svg').textContent()).toMatch(/Start[\s\S]*Move[\s\S]*Attack/);
}

describe('Obsidian syntax on a page', () => {
  it('renders math, callouts, a highlight, a mermaid diagram and an audio player; hides comments', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const drawing: string[] = [];
    page.on('request', (request) => drawing.push(request.url()));
    await page.goto(`${server.url}showcase/`);
    await expectConstructs(page);
    // mermaid comes from the site's copy of its own build, not from the site's bundled scripts.
    expect(drawing).toContain(`${server.url}vendor/mermaid/mermaid.esm.min.mjs`);
    expect(drawing.some((url) => url.startsWith(`${server.url}vendor/mermaid/chunks/`))).toBe(true);
    // A page without a diagram does not load mermaid.
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await page.goto(`${server.url}other/`);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /mermaid/i.test(url))).toEqual([]);
    await context.close();
  });

  it('renders them offline after one visit', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}other/`);
    await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${server.url}showcase/`);
    await expectConstructs(page);
    await context.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    it(`lists headings of every level in the table of contents, each deeper one further in (${viewport.width} px)`, async () => {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}other/`);
      const links = page.getByRole('navigation', { name: 'On this page' }).locator('a');
      expect(await links.allTextContents()).toEqual(['Setup', 'Terrain', 'Barricades', 'Heavy cover', 'Exceptions']);
      const lefts = await links.evaluateAll((as) => as.map((a) => a.getBoundingClientRect().left));
      for (let i = 1; i < lefts.length; i++) expect(lefts[i]!).toBeGreaterThan(lefts[i - 1]!);
      // The deepest still fits the screen.
      expect(lefts.at(-1)! + 40).toBeLessThan(viewport.width);
      await links.last().click();
      await expect.poll(() => page.evaluate(() => document.querySelector(':target')?.tagName)).toBe('H6');
      await context.close();
    });
  }

  it('draws a canvas on a wide screen: its cards where the canvas puts them, its connections between them', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}turn-board-canvas/`);
    expect(await page.locator('h1').textContent()).toBe('Turn Board');
    const box = async (n: number) => (await page.locator(`.canvas-cards > [data-canvas-node="${n}"]`).boundingBox())!;
    const [group, command, activate, setup] = [await box(0), await box(1), await box(2), await box(3)];
    // Side by side as on the canvas (x 0 and 340, 260 wide), the embed below them, all inside the group.
    expect(Math.round(activate.x - command.x)).toBe(340);
    expect(Math.round(command.width)).toBe(260);
    expect(Math.round(activate.y)).toBe(Math.round(command.y));
    expect(Math.round(setup.y - command.y)).toBe(200);
    expect(group.x).toBeLessThan(command.x);
    expect(group.y + group.height).toBeGreaterThan(setup.y + setup.height);
    // Colours: the preset green, and the card's own.
    const border = (n: number) => page.locator(`[data-canvas-node="${n}"]`).evaluate((e) => getComputedStyle(e).borderTopColor);
    expect(await border(1)).toBe('rgb(8, 185, 78)');
    expect(await border(2)).toBe('rgb(51, 102, 204)');
    // The file card shows the section of the note it names; its link goes there.
    await expect.poll(() => page.locator('[data-canvas-node="3"] .markdown-embed h2').textContent()).toBe('Setup');
    // Two connections drawn, one arrowhead (the second has none), the label shown between the cards.
    expect(await page.locator('.canvas-edges .canvas-edge > path:first-child').count()).toBe(2);
    expect(await page.locator('.canvas-edges .canvas-edge-head').count()).toBe(1);
    const label = (await page.locator('.canvas-edges text').first().boundingBox())!;
    // A label of two lines is drawn on two.
    const lines = page.locator('.canvas-edges text').nth(1).locator('tspan');
    expect(await lines.allTextContents()).toEqual(['after', 'every unit']);
    const [first, second] = [(await lines.nth(0).boundingBox())!, (await lines.nth(1).boundingBox())!];
    expect(second.y).toBeGreaterThan(first.y + first.height / 2);
    expect(label.x).toBeGreaterThan(command.x + command.width - 10);
    expect(label.x + label.width).toBeLessThan(activate.x + 10);
    // The board fits this window: no button to fit it.
    expect(await page.getByRole('button', { name: 'Fit the board to the window' }).isVisible()).toBe(false);
    // The link on a card is a link of the site.
    await page.locator('[data-canvas-node="2"]').getByRole('link', { name: 'Other' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/other/');
    await context.close();
  });

  it('fits a board wider than the window to it at a press, and back', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 860, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${server.url}turn-board-canvas/`);
    const board = page.locator('.canvas-board');
    const overflow = () => board.evaluate((b) => b.scrollWidth - b.clientWidth);
    expect(await overflow()).toBeGreaterThan(50);
    const fit = page.getByRole('button', { name: 'Fit the board to the window' });
    await fit.click();
    await expect.poll(overflow).toBeLessThanOrEqual(1);
    expect(await fit.getAttribute('aria-pressed')).toBe('true');
    // The cards keep their places relative to each other, smaller.
    const command = (await page.locator('[data-canvas-node="1"]').boundingBox())!;
    expect(command.width).toBeLessThan(260);
    await fit.click();
    await expect.poll(overflow).toBeGreaterThan(50);
    await context.close();
  });

  it('lists the cards of a canvas in reading order on a phone, with its connections', async () => {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}turn-board-canvas/`);
    const cards = page.locator('.canvas-cards > .canvas-node');
    const boxes = await cards.evaluateAll((els) =>
      els.map((e) => e.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, left: r.left, right: r.right })),
    );
    expect(boxes).toHaveLength(5);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
    for (const b of boxes) expect(b.right).toBeLessThanOrEqual(390);
    expect(await page.locator('.canvas-edges').isVisible()).toBe(false);
    // No sideways scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText('Connections (2)').click();
    expect(await page.locator('.canvas-connections li').allTextContents()).toEqual([
      'Command → Activate (then)',
      'Activate — Other#Setup (after\nevery unit)',
    ]);
    await context.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const [what, path] of [
      ['the showcase', 'showcase/'],
      ['a canvas', 'turn-board-canvas/'],
    ] as const) {
      it(`has no axe-core violations on ${what} (${scheme})`, async () => {
        const context = await browser.newContext({ serviceWorkers: 'block', colorScheme: scheme, viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        if (path === 'showcase/') await page.waitForSelector('.note-body figure.mermaid-diagram svg', { timeout: 30_000 });
        await page.addScriptTag({ content: axe.source });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
          return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
        });
        expect(violations).toEqual([]);
        await context.close();
      });
    }
  }
});
