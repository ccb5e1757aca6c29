/**
 * The note cache (`VaultOptions.noteCache`, used by live reload and `check --watch`): a note whose
 * bytes did not change is not parsed again, yet its HTML must follow what changed around it.
 */
import { describe, expect, it } from 'vitest';
import { buildGraph, createNoteCache } from '../../src/vault/index.ts';
import type { VaultFile } from '../../src/vault/types.ts';
import { TINY_PNG } from '../../src/synthetic/vault-generator.ts';

const file = (path: string, text: string | Uint8Array): VaultFile => ({
  path,
  bytes: typeof text === 'string' ? new TextEncoder().encode(text) : text,
});
const htmlOf = (files: VaultFile[], cache: Map<string, unknown>, id: string): string =>
  buildGraph(files, { noteCache: cache }).notes.find((n) => n.id === id)?.html ?? '';

describe('note cache', () => {
  const a = file('A.md', 'See [the rule](B.md), [[C]] and ![diagram](img.png).\n');

  it('renders a cached note as a fresh build does when its link targets appear', () => {
    const cache = createNoteCache();
    const before = htmlOf([a], cache, 'A');
    expect(before).toContain('unwritten');
    expect(before).toContain('missing');
    const now = [a, file('B.md', 'B.'), file('C.md', 'C.'), file('img.png', TINY_PNG)];
    const after = htmlOf(now, cache, 'A');
    expect(after).toBe(htmlOf(now, createNoteCache(), 'A'));
    expect(after).not.toContain('unwritten');
    expect(after).toContain('<img');
  });

  it('draws the links a Dataview table shows as a fresh build does, when the notes they name appear', () => {
    const cache = createNoteCache();
    const notes = [
      file('A.md', '---\nrel: "[[B]]"\nun: "[[Nowhere]]"\n---\nBody.\n'),
      file('B.md', 'B.'),
      file('Q.md', '```dataview\nTABLE rel, un FROM "A"\n```\n'),
    ];
    expect(htmlOf(notes, cache, 'Q')).toContain('wikilink unwritten');
    const now = [...notes, file('AB.md', 'AB.'), file('Nowhere.md', 'Written now.')];
    const after = htmlOf(now, cache, 'Q');
    expect(after).toBe(htmlOf(now, createNoteCache(), 'Q'));
    expect(after).not.toContain('unwritten');
  });

  it('renders a cached note as a fresh build does when its link targets go away', () => {
    const cache = createNoteCache();
    const all = [a, file('B.md', 'B.'), file('C.md', 'C.'), file('img.png', TINY_PNG)];
    expect(htmlOf(all, cache, 'A')).not.toContain('unwritten');
    const after = htmlOf([a], cache, 'A');
    expect(after).toBe(htmlOf([a], createNoteCache(), 'A'));
    expect(after).toContain('unwritten');
  });
});
