/**
 * The site built from tests/fixtures/site-vault: notes in = pages out, links, images, the glossary,
 * unwritten notes, diagnostics; then Chromium follows links and axe-core scans pages.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { toString } from 'hast-util-to-string';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, type BuiltSite, type DistServer } from './harness.ts';
import { findBrokenLinks, listFiles, readPages, type BuiltPage } from './links.ts';
import { expectNoNoteLost } from './no-note-lost.ts';

const VAULT = path.join(PROJECT_ROOT, 'tests/fixtures/site-vault');

interface GraphJson {
  version: number;
  notes: Array<{ id: string; path: string; title: string; url: string; html?: string; aliases: string[] }>;
  assets: Array<{ path: string; url: string }>;
  unresolved: Array<{ raw: string }>;
}

let outDir: string;
let site: BuiltSite;
let graph: GraphJson;
let pages: Map<string, BuiltPage>;

beforeAll(async () => {
  outDir = await tempOutDir();
  site = await buildSite({ vault: VAULT, outDir });
  graph = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as GraphJson;
  pages = await readPages(outDir);
});

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

function elements(page: BuiltPage, tagName: string): Element[] {
  const found: Element[] = [];
  visit(page.tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node);
  });
  return found;
}

function page(url: string): BuiltPage {
  const built = pages.get(url);
  if (!built) throw new Error(`no page ${url}; pages: ${[...pages.keys()].join(', ')}`);
  return built;
}

function linksTo(built: BuiltPage, href: string): string[] {
  return elements(built, 'a')
    .filter((a) => a.properties.href === href)
    .map((a) => toString(a).trim());
}

describe('notes in, pages out (fixture vault)', () => {
  it('publishes every Markdown file of the vault (its root README too, a note in Obsidian) as a page whose only h1 is the note title', async () => {
    await expectNoNoteLost(VAULT, outDir);
    const markdown = (await listFiles(VAULT)).filter((file) => file.endsWith('.md'));
    expect(markdown).toHaveLength(5);
    expect(markdown).toContain('README.md');
    expect(graph.notes.map((note) => note.path).sort()).toEqual(markdown);
    for (const note of graph.notes) {
      const built = page(note.url);
      const h1s = elements(built, 'h1');
      expect(
        h1s.map((h1) => toString(h1).trim()),
        note.url,
      ).toEqual([note.title]);
    }
  });

  it('writes graph.json with every note, its page URL and no HTML', () => {
    expect(graph.version).toBe(1);
    expect(graph.notes.map((note) => note.url)).toContain('/legion/aim/');
    expect(graph.notes.every((note) => note.html === undefined)).toBe(true);
    expect(pages.has('/readme/')).toBe(true);
  });

  it('copies each embedded image to its asset URL, byte for byte, and shows it', async () => {
    expect(graph.assets.map((asset) => asset.path)).toContain('legion/aim token.png');
    for (const asset of graph.assets) {
      const published = await readFile(path.join(outDir, asset.url));
      expect(published.equals(await readFile(path.join(VAULT, asset.path))), asset.url).toBe(true);
    }
    const image = graph.assets.find((asset) => asset.path === 'legion/aim token.png')!;
    const images = elements(page('/legion/aim/'), 'img').map((img) => img.properties.src);
    expect(images).toContain(`/${image.url}`);
  });

  it('leaves no link in the built HTML pointing at a missing page or anchor', async () => {
    expect(await findBrokenLinks(outDir)).toEqual([]);
  });

  it('lists each unwritten note with the notes linking to it', () => {
    const unwritten = page('/unwritten/');
    for (const [id, from] of [
      ['cover', '/legion/aim/'],
      ['line-of-sight', '/chronicle-x/overwatch/'],
    ] as const) {
      expect(unwritten.ids, id).toContain(id);
      let item: Element | undefined;
      visit(unwritten.tree, 'element', (node: Element) => {
        if (node.properties.id === id) item = node;
      });
      expect(item && JSON.stringify(item)).toContain(`"href":"${from}"`);
    }
    const aim = page('/legion/aim/');
    expect(elements(aim, 'a').some((a) => a.properties.href === '/unwritten/#cover')).toBe(true);
  });

  it('puts every note and alias in the glossary, an alias pointing to its note', () => {
    const glossary = page('/glossary/');
    expect(linksTo(glossary, '/legion/aim/')).toEqual(expect.arrayContaining(['Aim', 'Aiming', 'Aim Token']));
    expect(linksTo(glossary, '/chronicle-x/overwatch/')).toEqual(expect.arrayContaining(['Overwatch', 'overwatch mode']));
    const letters = elements(glossary, 'h2').map((h2) => toString(h2));
    expect(letters).toEqual([...letters].sort());
  });

  it('gives each game a page listing its notes, and the home page links every game', () => {
    expect(linksTo(page('/legion/'), '/legion/aim/')).toContain('Aim');
    expect(linksTo(page('/legion/'), '/legion/dodge/')).toContain('Dodge');
    expect(linksTo(page('/chronicle-x/'), '/chronicle-x/overwatch/')).toContain('Overwatch');
    const home = page('/');
    expect(linksTo(home, '/legion/')).toContain('Star Wars: Legion');
    expect(linksTo(home, '/chronicle-x/')).toContain('Chronicle X');
  });

  it('prints the vault diagnostics as file:line:column and still builds', () => {
    // The missing pasted image is embedded on line 14 of legion/Dodge.md.
    expect(site.log).toMatch(/tests\/fixtures\/site-vault\/legion\/Dodge\.md:14:\d+ [A-Z]\w+ /);
  });
});

describe('in Chromium', () => {
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

  const targetId = () => tab.evaluate(() => document.querySelector(':target')?.id ?? null);

  it('follows a wikilink and a heading link, and shows the backlink on the target page', async () => {
    await tab.goto(`${server.url}legion/dodge/`);
    await tab.locator('.note-body a.wikilink', { hasText: 'aiming' }).first().click();
    await tab.waitForURL(`${server.url}legion/aim/`);
    expect(await tab.locator('h1').textContent()).toBe('Aim');
    const backlink = tab.getByRole('region', { name: 'Backlinks' }).getByRole('link', { name: 'Dodge' });
    expect(await backlink.count()).toBe(1);

    await backlink.click();
    await tab.waitForURL(`${server.url}legion/dodge/`);
    await tab.locator('.note-body a.wikilink[href$="/legion/aim/#spending-aim-tokens"]').first().click();
    await tab.waitForURL(`${server.url}legion/aim/#spending-aim-tokens`);
    expect(await targetId()).toBe('spending-aim-tokens');
    expect(await tab.locator(':target').textContent()).toBe('Spending aim tokens');
  });

  it('lands on a block anchor from a note embed source link', async () => {
    await tab.goto(`${server.url}legion/dodge/`);
    const source = tab.locator('.markdown-embed a.markdown-embed-link').first();
    expect(await source.getAttribute('href')).toBe('/legion/aim/#^fixture-aim-reroll');
    await source.click();
    await tab.waitForURL(/\/legion\/aim\/#/);
    expect(await targetId()).toBe('^fixture-aim-reroll');
  });

  it('fits a phone screen without sideways scrolling', async () => {
    const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
    try {
      for (const url of ['', 'legion/aim/', 'glossary/', 'unwritten/']) {
        await phone.goto(`${server.url}${url}`);
        const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, url).toBeLessThanOrEqual(0);
      }
    } finally {
      await phone.close();
    }
  });

  for (const [name, url] of [
    ['a note page', 'legion/dodge/'],
    ['the home page', ''],
    ['the glossary', 'glossary/'],
    ['the unwritten notes', 'unwritten/'],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`has no axe-core violations on ${name} (${scheme})`, async () => {
        await tab.emulateMedia({ colorScheme: scheme });
        await tab.goto(`${server.url}${url}`);
        await tab.addScriptTag({ content: axe.source });
        const violations = await tab.evaluate(async () => {
          const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
          return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
        });
        expect(violations).toEqual([]);
      });
    }
  }
});
