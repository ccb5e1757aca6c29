/**
 * extractPreview runs on a browser Document: the module is bundled with esbuild and run in
 * Debian Chromium against note pages written here.
 */
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, PROJECT_ROOT } from '../e2e/harness.ts';
import type { Preview } from '../../src/components/islands/preview-extract.ts';

const NOTE = `<!doctype html><html><head><title>Aim · rulegraph</title>
<meta name="description" content="Taking the aim action gives the unit an aim token."></head><body><main>
<h1>Aim</h1><div class="note-body">
<p>First paragraph of the body.</p>
<h2 id="spending">Spending aim tokens</h2>
<p id="^aim-reroll">Spend an aim token to reroll up to two attack dice.</p>
<h3 id="limits">Limits</h3><p>Only while attacking.</p>
<h2 id="later">Later</h2><p>Not part of the spending section.</p>
<h2 id="empty">Empty</h2>
</div></main></body></html>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: [`${PROJECT_ROOT}src/components/islands/preview-extract.ts`],
    bundle: true,
    write: false,
    format: 'iife',
    globalName: 'previewExtract',
  });
  browser = await launchChromium();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>t</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
});
afterAll(async () => browser?.close());

function preview(html: string, anchor: string): Promise<Preview> {
  return page.evaluate(
    ([h, a]) => {
      const doc = new DOMParser().parseFromString(h!, 'text/html');
      return (
        window as unknown as { previewExtract: typeof import('../../src/components/islands/preview-extract.ts') }
      ).previewExtract.extractPreview(doc, a!);
    },
    [html, anchor],
  );
}

describe('extractPreview', () => {
  it('shows the note summary for a link without anchor, or with one the page lacks', async () => {
    expect(await preview(NOTE, '')).toEqual({ title: 'Aim', text: 'Taking the aim action gives the unit an aim token.' });
    expect((await preview(NOTE, 'no-such-heading')).text).toBe('Taking the aim action gives the unit an aim token.');
  });

  it('falls back to the first paragraph when the page has no summary', async () => {
    expect((await preview(NOTE.replace(/<meta name="description"[^>]*>/, ''), '')).text).toBe('First paragraph of the body.');
  });

  it('shows a block’s own text for a block link', async () => {
    expect(await preview(NOTE, '^aim-reroll')).toEqual({ title: 'Aim', text: 'Spend an aim token to reroll up to two attack dice.' });
  });

  it('shows a heading’s section, sub-headings included, up to the next heading of its level', async () => {
    const p = await preview(NOTE, 'spending');
    expect(p.section).toBe('Spending aim tokens');
    expect(p.text).toBe('Spend an aim token to reroll up to two attack dice. Limits Only while attacking.');
    expect((await preview(NOTE, 'empty')).text).toBe('(This section is empty.)');
  });

  it('clips long text at a word with an ellipsis', async () => {
    const long = NOTE.replace('Taking the aim action gives the unit an aim token.', 'word '.repeat(200));
    const text = (await preview(long, '')).text;
    expect(text.length).toBeLessThanOrEqual(421);
    expect(text.endsWith('word…')).toBe(true);
  });
});
