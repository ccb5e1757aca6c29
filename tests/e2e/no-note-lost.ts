/**
 * "No note lost": for a vault and the site built from it, notes in = pages out. Every Markdown file
 * of the vault (but dot-folders and symbolic links, which are not part of it) is a
 * note of `dist/graph.json`, each with its own page `dist/{url}index.html`, and graph.json lists no
 * other note. Shared by the e2e tests of every vault.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';

/** The notes a vault folder holds: `.md` and `.canvas` files (case-insensitive), vault-relative POSIX paths, sorted. */
export async function notesOfVault(vault: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string, prefix: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.isSymbolicLink()) continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), rel);
      else if (entry.isFile() && /\.(?:md|canvas)$/i.test(entry.name)) out.push(rel.normalize('NFC'));
    }
  }
  await walk(vault, '');
  return out.sort();
}

/**
 * Asserts notes in = pages out for `vault` built into `outDir` (see the module comment). Returns
 * the notes of graph.json for further checks.
 */
export async function expectNoNoteLost(vault: string, outDir: string): Promise<Array<{ path: string; url: string }>> {
  const graph = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as { notes: Array<{ path: string; url: string }> };
  const notes = await notesOfVault(vault);
  expect(graph.notes.map((note) => note.path).sort(), "graph.json notes = the vault's Markdown files").toEqual(notes);
  const urls = new Set(graph.notes.map((note) => note.url));
  expect(urls.size, 'every note has its own page URL').toBe(notes.length);
  const missing: string[] = [];
  for (const url of urls) {
    const file = path.join(outDir, decodeURIComponent(url), 'index.html');
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.size === 0) missing.push(url);
  }
  expect(missing, 'notes without a page').toEqual([]);
  return graph.notes;
}
