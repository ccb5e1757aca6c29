/**
 * At the table, on a phone (390 × 844, touch) and a desktop (1280 × 800), in Debian Chromium
 * against the site built from content/: the verdict is in view after each Perform and each board
 * tap; a shared link with tracking parameters keeps its situation; an out-of-range number is
 * marked and gets no answer; the board shows its coordinates; an unfinished SWU order is not
 * refused and Explain leaves the situation alone; the search keyboard; the 404 page offline;
 * axe-core with `target-size` on the main pages.
 */
import { rm } from 'node:fs/promises';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium, serveDist, tempOutDir, VIEWPORTS, type DistServer } from './harness.ts';

let outDir: string;
let server: DistServer;
let browser: Browser;

beforeAll(async () => {
  outDir = await tempOutDir();
  await buildSite({ vault: 'content', outDir });
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

/** True when the element's box lies inside the viewport. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight;
    });

describe.each(Object.entries(VIEWPORTS))('on a %s', (_name, device) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  });
  afterAll(() => context?.close());

  it('shows the verdict in view after each Perform, saying what changed', async () => {
    const page = await open(context, '/check/legion/');
    const widget = page.locator('rg-check');
    await expect.poll(() => widget.locator('.rgc-pin').textContent()).toContain('Allowed.');
    for (const action of ['Move action', 'Attack action']) {
      const button = widget.getByRole('button', { name: `Perform ${action}`, exact: true });
      await button.scrollIntoViewIfNeeded();
      await button.click();
      await expect.poll(() => widget.locator('.rgc-pin').textContent()).toContain(`Performed: ${action}.`);
      expect(await inView(page, 'rg-check .rgc-pin'), action).toBe(true);
      expect(await widget.locator('.rgc-pin').getAttribute('aria-live')).toBe('polite');
    }
    await page.close();
  });

  it('shows the verdict in view after a board tap; the board has file and rank labels', async () => {
    const page = await open(context, '/check/chronicle-x/');
    const widget = page.locator('rg-check');
    await expect.poll(() => widget.locator('.rgc-sq').count()).toBe(36);
    expect(await widget.locator('.rgc-coord.rgc-file').allTextContents()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(await widget.locator('.rgc-coord.rgc-rank').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6']);
    // a1 is the top-left square, as the answers say.
    const a1 = await widget.locator('[data-square="a1"]').boundingBox();
    const f6 = await widget.locator('[data-square="f6"]').boundingBox();
    expect(a1!.x < f6!.x && a1!.y < f6!.y).toBe(true);
    for (const sq of ['d4', 'a6']) {
      const square = widget.locator(`[data-square="${sq}"]`);
      await square.scrollIntoViewIfNeeded();
      await square.click();
      await expect.poll(() => widget.locator('.rgc-pin').textContent()).toContain(`move to ${sq}.`);
      expect(await inView(page, 'rg-check .rgc-pin'), sq).toBe(true);
      expect(await widget.locator('.rgc-question').textContent()).toContain(`to ${sq}`);
    }
    await page.close();
  });
});

describe('check widgets: honest inputs and links', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
  });
  afterAll(() => context?.close());

  it('keeps a shared situation when the link gained tracking parameters, and names other unknown ones', async () => {
    const situation = '/check/legion/?v=1&unit={type:trooper,courage:1,suppression:0}&did=[move]&ask=attack';
    const page = await open(context, `${situation}&fbclid=IwAR0xyz&utm_source=chat&utm_medium=social&gclid=abc`);
    const widget = page.locator('rg-check');
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('Move action.');
    expect(await widget.locator('.rgc-errors').isVisible()).toBe(false);
    expect(await widget.locator('.rgc-notice').isVisible()).toBe(false);
    expect(await widget.locator('.rgc-question').textContent()).toBe('Can the unit make an attack action now?');
    await page.goto(new URL(`${situation}&colour=red&utm_campaign=x`, server.url).href);
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('Move action.');
    expect(await widget.locator('.rgc-notice').innerText()).toContain('“colour”');
    expect(await widget.locator('.rgc-notice').innerText()).not.toContain('utm_campaign');
    expect(await widget.locator('.rgc-errors').isVisible()).toBe(false);
    await page.close();
  });

  it('opens a shared link whose `?` was escaped on the way, from the page-not-found page', async () => {
    const page = await open(context, '/check/legion/%3Fv=1&unit={type:trooper,courage:1,suppression:0}&did=[move]&ask=attack');
    const widget = page.locator('rg-check');
    await expect.poll(() => widget.locator('.rgc-log').innerText()).toBe('Move action.');
    expect(new URL(page.url()).pathname).toBe('/check/legion/');
    expect(await widget.locator('.rgc-question').textContent()).toBe('Can the unit make an attack action now?');
    await page.close();
  });

  it('marks an out-of-range number and gives no answer from the value before it', async () => {
    const page = await open(context, '/check/legion/');
    const widget = page.locator('rg-check');
    await expect.poll(() => widget.locator('.rgc-verdict').count()).toBe(1);
    const field = widget.getByLabel('Suppression tokens');
    for (const bad of ['99', '-1', '1.5']) {
      await field.fill(bad);
      await field.press('Enter');
      expect(await field.getAttribute('aria-invalid'), bad).toBe('true');
      expect(await field.inputValue()).toBe(bad); // never silently replaced
      const message = await widget.locator('.rgc-field-error:not([hidden])').innerText();
      expect(message).toContain('Suppression tokens');
      expect(message).toContain('from 0 to 30');
      expect(await widget.locator('.rgc-answer .rgc-verdict').count()).toBe(0);
      expect(await widget.locator('.rgc-pin').textContent()).toContain('Waiting for a valid value');
      expect(await widget.locator('.rgc-link').isDisabled()).toBe(true);
      expect(decodeURIComponent(page.url())).not.toContain(`suppression:${bad}`);
    }
    await field.fill('2');
    await field.press('Enter');
    await expect.poll(() => widget.locator('.rgc-answer .rgc-verdict').count()).toBe(1);
    expect(await widget.getByLabel('Suppression tokens').getAttribute('aria-invalid')).toBeNull();
    expect(decodeURIComponent(page.url())).toContain('suppression:2');
    await page.close();
  });

  it('answers an unfinished SWU order as legal so far, and Explain leaves the situation alone', async () => {
    const page = await open(context, '/check/swu/');
    const widget = page.locator('rg-check');
    await expect
      .poll(() => widget.locator('.rgc-answer .rgc-verdict').textContent())
      .toBe('Nothing placed yet; still to place: a1, a2, b1.');
    await widget.getByRole('button', { name: 'Perform Resolve a1 (A) next', exact: true }).click();
    await expect.poll(() => widget.locator('.rgc-answer .rgc-verdict').textContent()).toBe('Legal so far; still to place: a2, b1.');
    expect(await widget.locator('.rgc-answer').innerText()).not.toContain('left out');
    expect(await widget.locator('.rgc-log').innerText()).toBe('a1 resolves.');
    const url = page.url();
    await widget.getByRole('button', { name: 'Explain Resolve a2 (A) next', exact: true }).click();
    await expect.poll(() => widget.locator('.rgc-answer .rgc-verdict').textContent()).toBe('Allowed.');
    expect(await widget.locator('.rgc-log').innerText()).toBe('a1 resolves.');
    expect(await widget.locator('.rgc-next li', { hasText: 'Resolve b1 (B) next' }).count()).toBe(1);
    expect(page.url()).toBe(url);
    expect(await widget.locator('.rgc-pin').textContent()).toContain('the situation is unchanged');
    await page.close();
  });
});

describe('note pages', () => {
  it('show a check block as a worked example that Try it turns into the full widget', async () => {
    const context = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await open(context, '/legion/actions/');
    const first = page.locator('rg-check').first();
    await expect.poll(() => first.locator('.rgc-answer .rgc-verdict').count()).toBe(1);
    expect(await first.getAttribute('data-mode')).toBe('example');
    expect(await first.locator('.rgc-summary').innerText()).toMatch(/^Unit type: .+\.$/);
    expect(await first.locator('.rgc-question').isVisible()).toBe(true);
    expect(await first.locator('.rgc-answer .rgc-rule a').first().textContent()).toMatch(/^[A-Z][^^]*$/);
    for (const hidden of ['.rgc-setup', '.rgc-next-box', '.rgc-share']) expect(await first.locator(hidden).isVisible(), hidden).toBe(false);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    console.log(`/legion/actions/ on a 390 px phone: ${height} px tall with its widgets as worked examples`);
    await first.getByRole('button', { name: 'Try it' }).click();
    expect(await first.getAttribute('data-mode')).toBeNull();
    expect(await first.locator('.rgc-next-box').isVisible()).toBe(true);
    expect(await first.locator('.rgc-pin').isVisible()).toBe(true);
    await context.close();
  });

  it('print a check with its situation, question, verdict and rules', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await open(context, '/check/legion/?v=1&unit={type:trooper,courage:1,suppression:1}&did=[move]&ask=attack');
    await expect.poll(() => page.locator('rg-check .rgc-answer .rgc-verdict').count()).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const shown of ['.rgc-setup', '.rgc-log', '.rgc-question', '.rgc-answer .rgc-verdict', '.rgc-answer .rgc-rule a']) {
      expect(await page.locator(`rg-check ${shown}`).first().isVisible(), shown).toBe(true);
    }
    for (const hidden of ['.rgc-next-box', '.rgc-share', '.rgc-pin'])
      expect(await page.locator(`rg-check ${hidden}`).isVisible(), hidden).toBe(false);
    await context.close();
  });
});

describe('graph on touch', () => {
  it('names a note on the first tap and opens it on the second', async () => {
    const context = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await open(context, '/graph/');
    await page.waitForSelector('graph-view[data-ready]');
    await page.locator('graph-view canvas').scrollIntoViewIfNeeded();
    const point = await page.evaluate(() =>
      (document.querySelector('graph-view') as HTMLElement & { pointOf(t: string): { x: number; y: number } | null }).pointOf('Dodge'),
    );
    expect(point).not.toBeNull();
    await page.touchscreen.tap(point!.x, point!.y);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/graph/');
    await Promise.all([page.waitForURL(/\/legion\/dodge\/$/), page.touchscreen.tap(point!.x, point!.y)]);
    await context.close();
  });
});

describe('search by keyboard', () => {
  it('moves through the results with the arrow keys, follows one with Enter, and puts exact alias matches first', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await open(context, '/search/?q=LOS');
    const titles = page.locator('main .search-result-title a');
    await expect.poll(() => titles.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await titles.first().textContent()).toBe('Line of Sight');
    await page.locator('main input[type="search"]').focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Line of Sight');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(await titles.nth(1).textContent());
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).type)).toBe('search');
    await page.keyboard.press('ArrowDown');
    await Promise.all([page.waitForURL(/line-of-sight/), page.keyboard.press('Enter')]);
    expect(await page.locator('h1').textContent()).toBe('Line of Sight');
    // The dialog: Escape closes it and returns focus to the Search button.
    await page.keyboard.press('/');
    await expect.poll(() => page.locator('dialog.search-dialog').evaluate((d) => (d as HTMLDialogElement).open)).toBe(true);
    await page.keyboard.type('LOS');
    await expect.poll(() => page.locator('dialog .search-result-title a').first().textContent(), { timeout: 15_000 }).toBe('Line of Sight');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('search-open'))).toBe(true);
    await context.close();
  });
});

describe('offline', () => {
  it('serves the 404 page for an unknown address with the network off', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await page.waitForSelector('offline-status[data-ready]', { state: 'attached', timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await expect.poll(() => page.locator('[data-ready-note]').isVisible()).toBe(true);
    await context.setOffline(true);
    await page.goto(new URL('/no-such-rule/', server.url).href);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
    expect(await page.locator('main a[href="/check/"]').count()).toBeGreaterThan(0);
    // The "Ready offline" note is said once.
    expect(await page.locator('[data-ready-note]').isVisible()).toBe(false);
    await context.close();
  }, 90_000);

  it('has a favicon and a web manifest', async () => {
    const res = await fetch(new URL('/favicon.svg', server.url));
    expect(res.status).toBe(200);
    const manifest = (await (await fetch(new URL('/manifest.webmanifest', server.url))).json()) as { icons: unknown[]; name: string };
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});

describe('accessibility with target-size (axe-core)', () => {
  const pages = ['/', '/legion/aim/', '/check/legion/', '/check/chronicle-x/', '/check/swu/', '/glossary/', '/graph/', '/search/?q=aim'];
  for (const [name, device] of Object.entries(VIEWPORTS)) {
    it(`finds no violation on the main pages (${name})`, async () => {
      const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
      const found: string[] = [];
      for (const url of pages) {
        const page = await open(context, url);
        if (url === '/graph/') await page.waitForSelector('graph-view[data-ready]');
        if (url.startsWith('/check/')) await expect.poll(() => page.locator('rg-check .rgc-verdict').count()).toBe(1);
        if (url.startsWith('/search/')) await expect.poll(() => page.textContent('main search-box [role="status"]')).toMatch(/match/);
        await page.addScriptTag({ content: axe.source });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document, {
            rules: { 'target-size': { enabled: true } },
          });
          return result.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .slice(0, 5)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
        });
        found.push(...violations.map((v) => `${url}: ${v}`));
        await page.close();
      }
      expect(found).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
