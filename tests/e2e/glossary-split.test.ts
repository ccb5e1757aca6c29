/**
 * A glossary too long for one page: the site of a synthetic vault of 800 notes (about 1,200 terms
 * and aliases, over `GLOSSARY_PAGE_ENTRIES`) shows `/glossary/` as an index of letter pages with
 * their counts; each letter page stays small enough for a phone, every term is on exactly one page
 * and links to its note, no link of the site points at a missing page or anchor, and the index
 * and a letter page fit a phone and pass axe-core.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import axe from 'axe-core';
import { toString } from 'hast-util-to-string';
import type { Browser, Page } from 'playwright-core';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GLOSSARY_PAGE_ENTRIES } from '../../src/components/glossary.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { buildSite, launchChromium, serveDist, tempOutDir, type DistServer } from './harness.ts';
import { findBrokenLinks, readPages, type BuiltPage } from './links.ts';

const NOTES = 800;

let vault: string;
let outDir: string;
let pages: Map<string, BuiltPage>;
let notes: Array<{ title: string; aliases: string[]; url: string }>;

beforeAll(async () => {
  vault = path.join(tmpdir(), `rulegraph-glossary-split-${process.pid}`);
  for (const file of generateVault({ notes: NOTES, seed: 11 })) {
    mkdirSync(path.dirname(path.join(vault, file.path)), { recursive: true });
    writeFileSync(path.join(vault, file.path), file.content);
  }
  outDir = await tempOutDir();
  await buildSite({ vault, outDir, env: { RULEGRAPH_PRECACHE_BUDGET_MB: '' } });
  pages = await readPages(outDir);
  notes = (JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as { notes: typeof notes }).notes;
}, 600_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (vault) await rm(vault, { recursive: true, force: true });
});

const letterPages = () => [...pages.keys()].filter((url) => /^\/glossary\/[^/]+\/(\d+\/)?$/.test(url)).sort();
/** The terms of a page's glossary list: each `<dt>`'s link text and target. */
function terms(page: BuiltPage): Array<{ term: string; href: string }> {
  const found: Array<{ term: string; href: string }> = [];
  visit(page.tree, 'element', (node: Element) => {
    if (node.tagName !== 'dt') return;
    const a = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'a');
    if (a) found.push({ term: toString(a), href: String(a.properties.href) });
  });
  return found;
}

/** The text of each item of the glossary index's list of letters. */
function indexItems(page: BuiltPage): string[] {
  const items: string[] = [];
  visit(page.tree, 'element', (node: Element) => {
    const classes = node.properties.className;
    if (node.tagName !== 'ul' || !Array.isArray(classes) || !classes.includes('glossary-index')) return;
    for (const child of node.children) if (child.type === 'element' && child.tagName === 'li') items.push(toString(child));
  });
  return items;
}

describe(`the glossary of a ${NOTES}-note vault`, () => {
  it('is over the one-page limit, so /glossary/ is an index of letter pages with their counts', () => {
    const entries = notes.reduce((n, note) => n + 1 + note.aliases.filter((a) => a.toLowerCase() !== note.title.toLowerCase()).length, 0);
    expect(entries).toBeGreaterThan(GLOSSARY_PAGE_ENTRIES);
    const index = pages.get('/glossary/')!;
    expect(terms(index)).toEqual([]);
    const listed = indexItems(index);
    expect(listed.length).toBe(letterPages().length);
    const counted = listed.map((text) => Number(/\(([\d,]+) terms?\)/.exec(text)![1]!.replace(/,/g, '')));
    expect(counted.reduce((a, b) => a + b, 0)).toBe(entries);
  });

  it('puts every note and alias on exactly one letter page, under its letter, linking to its note', () => {
    const seen = new Map<string, string>();
    for (const url of letterPages()) {
      const letter = url.split('/')[2]!;
      for (const { term, href } of terms(pages.get(url)!)) {
        expect(seen.has(`${term} ${href}`), term).toBe(false);
        seen.set(`${term} ${href}`, url);
        const first = term.normalize('NFD').charAt(0).toLowerCase();
        expect(letter, term).toBe(/[a-z]/.test(first) ? first : 'other');
      }
    }
    for (const note of notes) {
      expect(seen.has(`${note.title} ${note.url}`), note.title).toBe(true);
      for (const alias of note.aliases) expect(seen.has(`${alias} ${note.url}`), alias).toBe(true);
    }
  });

  it('keeps every letter page under 1 MiB of HTML', async () => {
    for (const url of letterPages()) expect((await stat(pages.get(url)!.file)).size, url).toBeLessThan(1024 * 1024);
  });

  it('leaves no link in the built HTML pointing at a missing page or anchor', async () => {
    expect(await findBrokenLinks(outDir)).toEqual([]);
  });
});

describe('the split glossary in Chromium', () => {
  let server: DistServer;
  let browser: Browser;
  let tab: Page;

  beforeAll(async () => {
    server = await serveDist(outDir);
    browser = await launchChromium();
    tab = await browser.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('goes from the index to a letter, and from an alias to its note’s entry on its page', async () => {
    await tab.goto(`${server.url}glossary/`);
    await tab.locator('.glossary-index a').first().click();
    await tab.waitForURL(/\/glossary\/[^/]+\/$/);
    expect(await tab.locator('dl.glossary dt').count()).toBeGreaterThan(0);
    // An alias's "See …" leads to its note's entry, on the page that holds it.
    const see = tab.locator('dl.glossary .alias dd a').first();
    const href = await see.getAttribute('href');
    const title = await see.textContent();
    await see.click();
    await tab.waitForURL(`${server.url}${href!.slice(1)}`);
    const target = await tab.evaluate(() => {
      const entry = document.querySelector(':target');
      return entry ? { className: entry.className, term: entry.querySelector('dt')?.textContent ?? null } : null;
    });
    expect(target).toEqual({ className: 'term', term: title });
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      for (const url of ['glossary/', letterPages()[0]!.slice(1)]) {
        await phone.goto(`${server.url}${url}`);
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    } finally {
      await phone.close();
    }
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`has no axe-core violations on the index and a letter page (${scheme})`, async () => {
      await tab.emulateMedia({ colorScheme: scheme });
      for (const url of ['glossary/', letterPages()[0]!.slice(1)]) {
        await tab.goto(`${server.url}${url}`);
        await tab.addScriptTag({ content: axe.source });
        const violations = await tab.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
          return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
        });
        expect(violations, url).toEqual([]);
      }
    });
  }
});
