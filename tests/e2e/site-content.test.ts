/**
 * The site built from our own vault, content/ (what `npm start` serves): every note has a page and
 * every link in the build lands on a page or anchor.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, PROJECT_ROOT, tempOutDir } from './harness.ts';
import { findBrokenLinks, listFiles, readPages, type BuiltPage } from './links.ts';
import { expectNoNoteLost } from './no-note-lost.ts';

const CONTENT = path.join(PROJECT_ROOT, 'content');

describe('the site built from content/', () => {
  let outDir: string;
  let graph: { notes: Array<{ path: string; title: string; url: string }> };
  let pages: Map<string, BuiltPage>;

  beforeAll(async () => {
    outDir = await tempOutDir();
    await buildSite({ vault: CONTENT, outDir });
    graph = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as typeof graph;
    pages = await readPages(outDir);
  });

  afterAll(async () => {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('publishes a page for every note of the vault', async () => {
    await expectNoNoteLost(CONTENT, outDir);
    // A canvas is a note.
    const notes = (await listFiles(CONTENT)).filter((file) => /\.(?:md|canvas)$/.test(file));
    expect(graph.notes.map((note) => note.path).sort()).toEqual(notes);
    for (const note of graph.notes) expect(pages.has(note.url), note.url).toBe(true);
  });

  it('leaves no link in the built HTML pointing at a missing page or anchor', async () => {
    expect(await findBrokenLinks(outDir)).toEqual([]);
  });
});
