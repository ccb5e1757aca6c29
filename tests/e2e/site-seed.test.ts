/**
 * The site built from the real seed vault (../shared/seed-vault, read-only): every note has a page,
 * every link in the build lands, the SWU table of contents reaches its headings, and the links to
 * notes nobody wrote are listed on /unwritten/.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Element } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeSeed, SEED_VAULT } from '../seed-vault.ts';
import { buildSite, tempOutDir, type BuiltSite } from './harness.ts';
import { findBrokenLinks, listFiles, readPages, type BuiltPage } from './links.ts';
import { expectNoNoteLost } from './no-note-lost.ts';

const SEED = SEED_VAULT;

interface GraphJson {
  notes: Array<{ id: string; path: string; title: string; url: string }>;
}

describeSeed('the site built from the seed vault', () => {
  let outDir: string;
  let site: BuiltSite;
  let graph: GraphJson;
  let pages: Map<string, BuiltPage>;

  beforeAll(async () => {
    outDir = await tempOutDir();
    site = await buildSite({ vault: SEED, outDir });
    graph = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as GraphJson;
    pages = await readPages(outDir);
  });

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  const pageOf = (notePath: string): BuiltPage => {
    const note = graph.notes.find((candidate) => candidate.path === notePath);
    const built = note && pages.get(note.url);
    if (!built) throw new Error(`no page for ${notePath}`);
    return built;
  };

  const elementsOf = (built: BuiltPage, test: (node: Element) => boolean): Element[] => {
    const found: Element[] = [];
    visit(built.tree, 'element', (node: Element) => {
      if (test(node)) found.push(node);
    });
    return found;
  };

  it('publishes a page for each of its notes, titled by the note', async () => {
    await expectNoNoteLost(SEED, outDir);
    // Five rule notes and the README at the vault root, a note as Obsidian shows it.
    const markdown = (await listFiles(SEED)).filter((file) => file.endsWith('.md'));
    expect(markdown).toHaveLength(6);
    expect(graph.notes.map((note) => note.path).sort()).toEqual(markdown);
    for (const note of graph.notes) {
      const h1 = elementsOf(pageOf(note.path), (node) => node.tagName === 'h1');
      expect(
        h1.map((node) => toString(node).trim()),
        note.path,
      ).toEqual([note.title]);
    }
  });

  it('leaves no link in the built HTML pointing at a missing page or anchor', async () => {
    expect(await findBrokenLinks(outDir)).toEqual([]);
  });

  it("takes the SWU note's table of contents to its headings", () => {
    const swu = pageOf('swu/abilities-and-effects.md');
    const prefix = `${swu.url}#`;
    const toc = elementsOf(swu, (node) => node.tagName === 'a' && String(node.properties.href ?? '').startsWith(prefix));
    const ids = toc.map((a) => String(a.properties.href).slice(prefix.length));
    expect(ids).toEqual(expect.arrayContaining(['a-types-of-abilities', 'b-effects', 'e-nested-abilities-and-actions']));
    const headingIds = new Set(elementsOf(swu, (node) => /^h[1-6]$/.test(node.tagName)).map((h) => h.properties.id));
    for (const id of ids) expect(headingIds, id).toContain(id);
  });

  it('lists Card Action and Move as unwritten, linked from Actions', () => {
    const unwritten = pages.get('/unwritten/')!;
    const actionsUrl = graph.notes.find((note) => note.path === 'legion/Actions.md')!.url;
    for (const id of ['card-action', 'move']) {
      const item = elementsOf(unwritten, (node) => node.properties.id === id)[0];
      expect(item, id).toBeDefined();
      expect(
        elementsOf({ ...unwritten, tree: { type: 'root', children: [item!] } }, (node) => node.tagName === 'a').map(
          (a) => a.properties.href,
        ),
      ).toContain(actionsUrl);
    }
  });

  it('reports the two pasted images that are not in the vault, by file and line, and still builds', () => {
    const missing = site.log
      .split('\n')
      .filter((line) => /seed-vault\/legion\/[^:]+\.md:\d+:\d+ /.test(line) && /Pasted image/i.test(line));
    expect(missing.length).toBeGreaterThanOrEqual(2);
  });
});
