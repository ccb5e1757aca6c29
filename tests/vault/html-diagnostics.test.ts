/**
 * `html: 'diagnostics'` (the checker's build): no HTML, yet exactly the diagnostics of a
 * full build, including those only rendering finds (`EmbedCycle`, `EmbedTooDeep`), with
 * the same messages and places.
 */
import { describe, expect, it } from 'vitest';
import { codes, vault } from './helpers.ts';

function bothWays(files: Record<string, string>, maxEmbedDepth?: number) {
  const full = vault(files, { maxEmbedDepth });
  const lean = vault(files, { maxEmbedDepth, html: 'diagnostics' });
  return { full, lean };
}

describe("buildGraph with html: 'diagnostics'", () => {
  it('reports embed cycles as a full build does, without HTML', () => {
    const { full, lean } = bothWays({
      'A.md': '# A\n\n![[B]]\n\n## Part\n\n![[C#Sec]]',
      'B.md': 'B text ^b1\n\n![[A]]',
      'C.md': '# C\n\n## Sec\n\n![[A#Part]]\n\n## Other\n\n![[C]]',
      'D.md': 'plain [[A]]',
    });
    expect(codes(full)).toContain('EmbedCycle');
    expect(lean.diagnostics).toEqual(full.diagnostics);
    expect(lean.notes.every((n) => n.html === '')).toBe(true);
  });

  it('reports EmbedTooDeep past the depth limit, and nothing at the limit', () => {
    const chain = (n: number): Record<string, string> =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`n${i}.md`, i < n - 1 ? `Level ${i}\n\n![[n${i + 1}]]` : 'The end.']));
    const deep = bothWays(chain(5), 3);
    expect(codes(deep.full)).toContain('EmbedTooDeep');
    expect(deep.lean.diagnostics).toEqual(deep.full.diagnostics);
    const atLimit = bothWays(chain(4), 3); // three embeds in a row: all inlined
    expect(codes(atLimit.full)).not.toContain('EmbedTooDeep');
    expect(atLimit.lean.diagnostics).toEqual(atLimit.full.diagnostics);
  });

  it('reports the same when an anchored embed leaves the cycle out of its fragment', () => {
    const { full, lean } = bothWays({
      'A.md': '# A\n\n## Keep\n\nkept ^k\n\n## Loop\n\n![[B]]',
      'B.md': '![[A#^k]]\n\n![[A#Keep]]',
    });
    expect(lean.diagnostics).toEqual(full.diagnostics);
  });
});
