/**
 * Live reload: `astro dev` on a copy of tests/fixtures/site-vault in a temp folder (outside the
 * project, as `RULEGRAPH_VAULT=../shared/seed-vault` is), then edit, add, rename and delete notes
 * on disk and see the pages, backlinks, glossary, /unwritten/ and graph.json follow over HTTP,
 * without a restart. Each step polls for up to 15 s. The same server also serves mermaid's files,
 * which the diagram island imports from the site rather than from the bundle.
 */
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MERMAID_DIR, MERMAID_ENTRY } from '../../src/components/islands/mermaid-url.ts';
import { PROJECT_ROOT } from './harness.ts';
import { startDevServer, type DevServer } from './dev-server.ts';

const FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/site-vault');
const STEP_MS = 15_000;

let vault: string;
let dev: DevServer | undefined;

beforeAll(async () => {
  vault = await mkdtemp(path.join(tmpdir(), 'rulegraph-live-vault-'));
  await cp(FIXTURE, vault, { recursive: true });
  dev = await startDevServer({ vault });
});

afterAll(async () => {
  await dev?.stop();
  if (vault) await rm(vault, { recursive: true, force: true });
});

interface Page {
  status: number;
  html: string;
}

async function get(pathname: string): Promise<Page> {
  const response = await fetch(new URL(pathname, dev!.url));
  return { status: response.status, html: await response.text() };
}

interface Link {
  href: string;
  text: string;
  classes: string[];
}

/** The `<a href>` elements inside the first element matching `inside` (default: the whole page). */
function linksIn(html: string, inside?: (el: Element) => boolean): Link[] {
  const tree = fromHtml(html);
  let scope: Element | undefined;
  if (inside) {
    visit(tree, 'element', (el: Element) => {
      if (!scope && inside(el)) scope = el;
    });
    if (!scope) return [];
  }
  const links: Link[] = [];
  visit(scope ?? tree, 'element', (el: Element) => {
    if (el.tagName === 'a' && typeof el.properties.href === 'string') {
      const classes = Array.isArray(el.properties.className) ? el.properties.className.map(String) : [];
      links.push({ href: el.properties.href, text: toString(el).trim(), classes });
    }
  });
  return links;
}

const hasClass =
  (name: string) =>
  (el: Element): boolean =>
    Array.isArray(el.properties.className) && el.properties.className.includes(name);
const backlinks = (html: string): Link[] => linksIn(html, hasClass('backlinks'));
const glossary = (html: string): Link[] => linksIn(html, (el) => el.tagName === 'main');

/** The link targets /unwritten/ lists (its `<h3>`s). */
function unwrittenTargets(html: string): string[] {
  const targets: string[] = [];
  visit(fromHtml(html), 'element', (el: Element) => {
    if (el.tagName === 'h3') targets.push(toString(el).trim());
  });
  return targets;
}

/**
 * Polls `probe` until it returns without throwing (it holds `expect`s), for up to {@link STEP_MS};
 * then fails with the last assertion error and the end of the dev server's log.
 */
async function eventually(what: string, probe: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + STEP_MS;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      await probe();
      return;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = dev?.log().split('\n').slice(-40).join('\n') ?? '';
  throw new Error(`${what}: not seen within ${STEP_MS / 1000} s.\n${String(last)}\n--- astro dev log (end) ---\n${log}`);
}

interface GraphJson {
  notes: Array<{ id: string; url: string }>;
  edges: Array<{ source: string; target: string | null }>;
  unresolved: Array<{ raw: string }>;
}

async function graphJson(): Promise<GraphJson> {
  const page = await get('/graph.json');
  expect(page.status).toBe(200);
  return JSON.parse(page.html) as GraphJson;
}

describe('astro dev follows the vault without a restart', { timeout: 4 * STEP_MS + 30_000 }, () => {
  it('serves the vault it was started on', async () => {
    const aim = await get('/legion/aim/');
    expect(aim.status).toBe(200);
    expect(aim.html).toContain('cash in later');
  });

  it('an edited note shows its new text on its page and in the glossary', async () => {
    const file = path.join(vault, 'legion/Aim.md');
    const text = await readFile(file, 'utf8');
    await writeFile(file, text.replace('which it can cash in later', 'which it can trade in for a reroll'));
    await eventually('the edited text on /legion/aim/', async () => {
      const page = await get('/legion/aim/');
      expect(page.html).toContain('trade in for a reroll');
      expect(page.html).not.toContain('cash in later');
    });
    const glossaryPage = await get('/glossary/');
    expect(glossaryPage.html).toContain('trade in for a reroll');
  });

  it("a new note gets a page, appears in its target's backlinks and resolves links to it", async () => {
    expect((await get('/legion/cover/')).status).toBe(404);
    expect(unwrittenTargets((await get('/unwritten/')).html)).toContain('Cover');
    await writeFile(path.join(vault, 'legion/Cover.md'), '# Cover\n\nCover stacks with a [[Dodge]] token: both cancel hits.\n');
    await eventually('/legion/cover/ served', async () => {
      const page = await get('/legion/cover/');
      expect(page.status).toBe(200);
      expect(page.html).toContain('both cancel hits');
    });
    await eventually('Cover in the backlinks of /legion/dodge/', async () => {
      const links = backlinks((await get('/legion/dodge/')).html);
      expect(links).toContainEqual(expect.objectContaining({ href: '/legion/cover/', text: 'Cover' }));
    });
    // Aim's [[Cover]] was unwritten; now it leads to the new page.
    const aimLinks = linksIn((await get('/legion/aim/')).html, hasClass('note-body'));
    expect(aimLinks).toContainEqual(expect.objectContaining({ href: '/legion/cover/', text: 'Cover' }));
    const graph = await graphJson();
    expect(graph.notes.map((n) => n.id)).toContain('legion/Cover');
    expect(graph.unresolved.map((u) => u.raw)).not.toContain('Cover');
    expect(unwrittenTargets((await get('/unwritten/')).html)).not.toContain('Cover');
  });

  it('a renamed note moves: the old URL is gone, the new one serves, the glossary lists the new title', async () => {
    await rename(path.join(vault, 'legion/Dodge.md'), path.join(vault, 'legion/Evade.md'));
    await eventually('/legion/evade/ served', async () => {
      const page = await get('/legion/evade/');
      expect(page.status).toBe(200);
      expect(page.html).toContain('dodge token');
    });
    await eventually('/legion/dodge/ gone', async () => {
      expect((await get('/legion/dodge/')).status).toBe(404);
    });
    const terms = glossary((await get('/glossary/')).html);
    expect(terms).toContainEqual(expect.objectContaining({ href: '/legion/evade/', text: 'Evade' }));
    expect(terms.map((l) => l.href)).not.toContain('/legion/dodge/');
    // Evade still links to Aim, so Aim's backlinks follow the rename.
    const aimBacklinks = backlinks((await get('/legion/aim/')).html);
    expect(aimBacklinks).toContainEqual(expect.objectContaining({ href: '/legion/evade/', text: 'Evade' }));
    expect(aimBacklinks.map((l) => l.href)).not.toContain('/legion/dodge/');
  });

  it('a deleted note 404s and links to it show as unwritten', async () => {
    expect((await get('/legion/cover/')).status).toBe(200);
    await rm(path.join(vault, 'legion/Cover.md'));
    await eventually('/legion/cover/ gone', async () => {
      expect((await get('/legion/cover/')).status).toBe(404);
    });
    await eventually("Aim's link to Cover unwritten", async () => {
      const aimLinks = linksIn((await get('/legion/aim/')).html, hasClass('note-body'));
      const cover = aimLinks.find((l) => l.text === 'Cover');
      expect(cover?.classes).toContain('unwritten');
      expect(cover?.href.startsWith('/unwritten/#')).toBe(true);
    });
    expect(unwrittenTargets((await get('/unwritten/')).html)).toContain('Cover');
    const graph = await graphJson();
    expect(graph.notes.map((n) => n.id)).not.toContain('legion/Cover');
    expect(graph.unresolved.map((u) => u.raw)).toContain('Cover');
  });
});

describe("the editors' guide is one click away", () => {
  it("is linked from the home page and from every page's footer, and serves", async () => {
    const home = linksIn((await get('/')).html, (el) => el.tagName === 'main');
    expect(home).toContainEqual(expect.objectContaining({ href: '/editors-guide/', text: "editors' guide" }));
    const footer = linksIn((await get('/legion/aim/')).html, (el) => el.tagName === 'footer');
    expect(footer).toContainEqual(expect.objectContaining({ href: '/editors-guide/', text: "editors' guide" }));
    const guide = await get('/editors-guide/');
    expect(guide.status).toBe(200);
    expect(guide.html).toContain('How links resolve');
  });
});

describe('diagrams in astro dev', () => {
  it("serves mermaid's entry and its chunks where the diagram island imports them from", async () => {
    const entry = await fetch(new URL(`/${MERMAID_DIR}${MERMAID_ENTRY}`, dev!.url));
    expect(entry.status).toBe(200);
    expect(entry.headers.get('content-type')).toMatch(/^text\/javascript/);
    const chunk = /from"\.\/(chunks\/mermaid\.esm\.min\/[\w-]+\.mjs)"/.exec(await entry.text())?.[1];
    expect(chunk).toBeDefined();
    const imported = await fetch(new URL(`/${MERMAID_DIR}${chunk}`, dev!.url));
    expect(imported.status).toBe(200);
    expect((await imported.text()).length).toBeGreaterThan(0);
  });
});
