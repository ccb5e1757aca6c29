/**
 * Parsing on worker threads (`parse-pool.ts`) gives the same graph as parsing in-process, for a
 * synthetic vault with every construct the generator writes (links, embeds, note embeds,
 * callouts, tables, frontmatter) plus a binary and an oversized note.
 */
import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadVault } from '../../src/vault/index.ts';
import { parseInWorkers, parseThreadCount, preparsedFrom } from '../../src/vault/parse-pool.ts';
import { readVaultFiles } from '../../src/vault/read.ts';
import { embedTargetNames } from '../../src/vault/embed-names.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';

let root = '';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rulegraph-pool-'));
  const files = [
    ...generateVault({ notes: 120, seed: 7 }),
    { path: 'legion/Binary.md', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]) },
    { path: 'legion/Huge.md', content: `# Huge\n\n${'[[Move]] word '.repeat(3000)}` },
  ];
  for (const file of files) {
    const target = path.join(root, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.content);
  }
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('parsing on worker threads', () => {
  it('builds the same graph as parsing on the calling thread', async () => {
    const options = { maxNoteBytes: 20_000 };
    const inline = await loadVault(root, { ...options, parseThreads: 0 });
    const threaded = await loadVault(root, { ...options, parseThreads: 2 });
    expect(inline.notes.length).toBe(121); // the binary file is not a note
    expect(inline.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['BinaryFile', 'NoteTooLarge']));
    expect(threaded).toEqual(inline);
  });

  it('reads every note under the size limit on the threads (the binary one, unparsed, as binary)', async () => {
    const { files } = await readVaultFiles(root);
    const parsed = await parseInWorkers(files, 2, 20_000);
    expect(parsed.size).toBe(121);
    const binary = files.find((f) => f.path.endsWith('Binary.md'))!;
    expect(preparsedFrom(parsed).get(binary.bytes)?.digest()).toMatchObject({ binary: true, diagnostics: [{ code: 'BinaryFile' }] });
    expect(parsed.get(binary.bytes)?.full).toBe(true);
    const move = files.find((f) => f.path.endsWith('.md') && !f.path.includes('Binary') && !f.path.includes('Huge'))!;
    const note = preparsedFrom(parsed).get(move.bytes);
    expect(note?.takeTree?.()?.type).toBe('root');
    // Taken once: its bytes are let go, and a second take gives nothing (the note is parsed again).
    expect(note?.takeTree?.()).toBeNull();
    expect(note?.digest().facts.links.length).toBeGreaterThan(0);
    // Without trees (the checker): the same digests, and no tree passed back.
    const digestsOnly = await parseInWorkers(files, 2, 20_000, false);
    expect([...digestsOnly].every(([bytes, n]) => n.tree === null && n.full === (bytes === binary.bytes))).toBe(true);
    expect(preparsedFrom(digestsOnly).get(move.bytes)?.digest()).toEqual(note?.digest());
  });

  it('sends the checker the trees its embed diagnostics expand: notes that embed, and notes an embed names', async () => {
    const enc = new TextEncoder();
    const files = [
      { path: 'A.md', text: 'Shows ![[rules/Deep Cut#Range|the range]] and ![pic](Map%20Key.md).' },
      { path: 'rules/Deep Cut.md', text: '# Range\n\nText.' },
      { path: 'Map Key.md', text: 'Key.' },
      { path: 'Called.md', text: '---\naliases: [Nickname]\n---\nBody.' },
      { path: 'B.md', text: 'Embeds by alias: ![[nickname]] and an image ![[pic.png|100]]; a ! alone and ![x] alone' },
      { path: 'Plain.md', text: 'Links to [[A]] only.' },
    ].map((f) => ({ path: f.path, bytes: enc.encode(f.text) }));
    expect([...embedTargetNames(files)].sort()).toEqual(['deep cut', 'map key', 'nickname', 'pic.png']);
    const parsed = await parseInWorkers(files, 2, 20_000, { embedded: [...embedTargetNames(files)] });
    const withTree = files.filter((f) => parsed.get(f.bytes)?.tree).map((f) => f.path);
    expect(withTree.sort()).toEqual(['A.md', 'B.md', 'Called.md', 'Map Key.md', 'rules/Deep Cut.md']);
  });

  it('reports the same embed diagnostics with the threads sending some trees as parsing here', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-embed-trees-'));
    try {
      // A cycle through an alias, a chain past the depth limit, and notes that embed nothing.
      const notes: Record<string, string> = {
        'Loop A.md': '![[Loop B]]',
        'Loop B.md': '---\naliases: [Back]\n---\n![[Back]] and ![[Loop A]]',
        ...Object.fromEntries(Array.from({ length: 8 }, (_, i) => [`Chain ${i}.md`, `Step ${i} ![[Chain ${i + 1}]]`])),
        'Chain 8.md': 'End.',
        ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`Filler ${i}.md`, `Filler [[Chain 0]] ${i}.`])),
      };
      for (const [name, text] of Object.entries(notes)) await writeFile(path.join(dir, name), text);
      const here = await loadVault(dir, { html: 'diagnostics', parseThreads: 0 });
      const threaded = await loadVault(dir, { html: 'diagnostics', parseThreads: 2 });
      expect(here.diagnostics.map((d) => d.code)).toEqual(expect.arrayContaining(['EmbedCycle', 'EmbedTooDeep']));
      expect(threaded.diagnostics).toEqual(here.diagnostics);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('gives the same graph from the parse cache, and re-parses an edited note', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'rulegraph-parse-cache-'));
    try {
      const options = { maxNoteBytes: 20_000, parseThreads: 0 };
      const fresh = await loadVault(root, options);
      const first = await loadVault(root, { ...options, cacheDir });
      const [file] = (await readdir(cacheDir)).filter((f) => f.startsWith('rulegraph-parse-'));
      expect(file).toBeDefined();
      const written = (await stat(path.join(cacheDir, file!))).mtimeMs;
      const second = await loadVault(root, { ...options, cacheDir });
      // Every note came from the cache: nothing was parsed, so the file was not rewritten.
      expect((await stat(path.join(cacheDir, file!))).mtimeMs).toBe(written);
      expect(first).toEqual(fresh);
      expect(second).toEqual(fresh);
      const edited = path.join(root, 'legion', 'Edited.md');
      await writeFile(edited, '# Edited\n\nLinks to [[Binary]] and [[Nowhere]]. ^edited-block');
      const withCache = await loadVault(root, { ...options, cacheDir });
      const without = await loadVault(root, options);
      expect(withCache).toEqual(without);
      expect(withCache.notes.find((n) => n.id === 'legion/Edited')?.blocks.map((b) => b.id)).toEqual(['edited-block']);
      await rm(edited);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });

  it('renders a note read from the cache as one parsed here: site links, and the links after them', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-site-links-'));
    try {
      await mkdir(path.join(dir, 'vault', 'legion'), { recursive: true });
      await writeFile(
        path.join(dir, 'vault', 'legion', 'A.md'),
        'Try [the checker](/check/legion/?v=1&ask=attack), then [[B]] and [b](B.md).\n',
      );
      await writeFile(path.join(dir, 'vault', 'legion', 'B.md'), '# B\n\ntext\n');
      const options = { base: '/sub/', parseThreads: 0 };
      const here = await loadVault(path.join(dir, 'vault'), options);
      const html = here.notes.find((n) => n.id === 'legion/A')?.html;
      expect(html).toContain('<a href="/sub/check/legion/?v=1&#x26;ask=attack">the checker</a>');
      expect(html).toContain(
        '<a class="wikilink" href="/sub/legion/b/" data-note="legion/B">B</a> and <a href="/sub/legion/b/" class="wikilink" data-note="legion/B">b</a>',
      );
      for (let run = 0; run < 2; run++) {
        expect(await loadVault(path.join(dir, 'vault'), { ...options, cacheDir: path.join(dir, 'cache') })).toEqual(here);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses threads only for large vaults on several cores, unless told', () => {
    expect(parseThreadCount(10)).toBe(0);
    expect(parseThreadCount(10, 3)).toBe(3);
    expect(parseThreadCount(100_000, 0)).toBe(0);
  });
});
