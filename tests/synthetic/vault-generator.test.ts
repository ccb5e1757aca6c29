import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateVault } from '../../src/synthetic/vault-generator.ts';

const digest = (files: ReturnType<typeof generateVault>): string => {
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.path).update(f.content);
  return hash.digest('hex');
};

describe('synthetic vault generator', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(digest(generateVault({ notes: 200, seed: 7 }))).toBe(digest(generateVault({ notes: 200, seed: 7 })));
    expect(digest(generateVault({ notes: 200, seed: 7 }))).not.toBe(digest(generateVault({ notes: 200, seed: 8 })));
  });

  it('writes the requested notes with 150–600 words and 3–15 wikilinks, ~3% unresolved', () => {
    const files = generateVault({ notes: 600, seed: 1 });
    const notes = files.filter((f) => f.path.endsWith('.md'));
    expect(notes).toHaveLength(600);
    const titles = new Set(notes.map((n) => n.path.replace(/^.*\//, '').replace(/\.md$/, '')));
    let links = 0;
    let unresolved = 0;
    for (const note of notes) {
      const text = note.content as string;
      const words = text
        .replace(/^---[\s\S]*?---/, '')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(150);
      const targets = [...text.matchAll(/(?<!!)\[\[([^\]|#\\]+)/g)].map((m) => m[1] as string);
      expect(targets.length).toBeGreaterThanOrEqual(3);
      links += targets.length;
      unresolved += targets.filter((t) => !titles.has(t)).length;
    }
    expect(unresolved / links).toBeGreaterThan(0.01);
    expect(unresolved / links).toBeLessThan(0.06);
  });

  it('rejects a vault of no notes', () => {
    expect(() => generateVault({ notes: 0 })).toThrow(/notes must be a whole number/);
  });
});
