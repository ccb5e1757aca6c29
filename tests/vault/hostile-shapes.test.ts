/**
 * Hostile vault shapes, as opposed to hostile single notes (hostile.test.ts): many notes sharing
 * one name, one alias, or embedding each other widely. Each is bounded structurally (the length of
 * a message, the work a lookup repeats, the embedded content of the whole vault), with time
 * bounds generous enough never to be flaky but far below a stall.
 */
import { describe, expect, it } from 'vitest';
import { createResolver, MAX_AMBIGUOUS_LISTED } from '../../src/vault/resolve.ts';
import { canEmbedTooFar } from '../../src/vault/embed-expand.ts';
import { AmbiguousLink, EmbedTooLarge, diagnose } from '../../src/vault/diagnostics.ts';
import { MAX_EMBED_BYTES_PER_VAULT } from '../../src/vault/render-context.ts';
import type { NoteRecord } from '../../src/vault/model.ts';
import { parseMarkdown } from '../../src/vault/parse.ts';
import { codes, note, vault } from './helpers.ts';
import { cpuMsSince, cpuTimed } from '../cpu-time.ts';

describe('many notes with one name', () => {
  it('resolves a name 5,000 files share from 5,000 folders quickly, listing only the first others', () => {
    const n = 5000;
    const resolver = createResolver(Array.from({ length: n }, (_, i) => ({ path: `f${i}/index.md`, isNote: true })));
    const started = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const r = resolver.resolve('index', `f${i}/Note.md`);
      expect(r).toMatchObject({ status: 'found', path: `f${i}/index.md`, settledBy: 'same folder', ambiguousCount: n - 1 });
      if (r.status === 'found') expect(r.ambiguous.length).toBe(MAX_AMBIGUOUS_LISTED);
    }
    // Sorting the 5,000 once per folder took minutes; once per name, milliseconds.
    expect(cpuMsSince(started)).toBeLessThan(5000);
    // From elsewhere: the shortest path, then alphabetical, the order unchanged.
    const r = resolver.resolve('index', 'other/Note.md');
    expect(r).toMatchObject({
      path: 'f0/index.md',
      ambiguous: ['f1/index.md', 'f2/index.md', 'f3/index.md'].concat(r.status === 'found' ? r.ambiguous.slice(3) : []),
    });
    if (r.status === 'found') expect(r.ambiguous.slice(0, 4)).toEqual(['f1/index.md', 'f2/index.md', 'f3/index.md', 'f4/index.md']);
  });

  it('reports a shared name and a shared alias in a message of bounded length, with the count of the rest', () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 300; i++) files[`f${i}/index.md`] = 'See [[index]].\n';
    for (let i = 0; i < 300; i++) files[`a${i}/n${i}.md`] = '---\naliases: [Shared]\n---\nSee [[Shared]].\n';
    const graph = vault(files, { html: false });
    const settled = graph.diagnostics.filter((d) => d.code === 'AmbiguousLinkSettled');
    const aliased = graph.diagnostics.filter((d) => d.code === 'AmbiguousLink');
    expect(settled).toHaveLength(300);
    expect(aliased).toHaveLength(300);
    for (const d of [...settled, ...aliased]) expect(d.message.length + (d.hint?.length ?? 0)).toBeLessThan(2000);
    expect(settled.find((d) => d.file === 'f7/index.md')!.message).toContain(`and ${299 - MAX_AMBIGUOUS_LISTED} more)`);
    expect(aliased[0]!.hint).toContain(`(or one of ${299 - MAX_AMBIGUOUS_LISTED} more)`);
  });

  it('lists every other file while there are few, as before', () => {
    const d = diagnose(AmbiguousLink, { file: 'a.md', line: 1, column: 1 }, 'Move', 'a/Move.md', { listed: ['b/Move.md'], total: 1 });
    expect(d.message).toBe('The link "Move" matches several files; it goes to "a/Move.md" (also matched: b/Move.md).');
    expect(d.hint).toBe('Write more of the path so that only one note matches: [[a/Move]] or [[b/Move]].');
  });
});

describe('notes embedding each other widely', () => {
  /** `levels` levels of `width` notes, each embedding 10 notes of the next level. */
  function dag(levels: number, width: number): NoteRecord[] {
    // Only what the bound reads: each note's embeds, and that it holds no query, search or base.
    const facts = { searches: [], answeredQueries: [], bases: [] };
    const records: Array<{ links: Array<{ kind: string; targetNote: number | null; asset: null }>; facts: typeof facts }> = [];
    for (let l = 0; l < levels; l++)
      for (let i = 0; i < width; i++)
        records.push({
          links:
            l + 1 < levels
              ? Array.from({ length: 10 }, (_, k) => ({ kind: 'embed', targetNote: (l + 1) * width + ((i + k) % width), asset: null }))
              : [],
          facts,
        });
    return records as unknown as NoteRecord[];
  }

  it('bounds the embedded content of the whole vault, not only of each page', () => {
    // Each page alone stays within its budget; thousands of them together would not.
    const records = dag(3, 2000);
    expect(canEmbedTooFar(records, 5, 4_000_000, () => 100)).toBe(false);
    expect(canEmbedTooFar(records, 5, 4_000_000, () => 100, MAX_EMBED_BYTES_PER_VAULT)).toBe(true);
    const d = diagnose(EmbedTooLarge, { file: 'a.md', line: 1, column: 1 }, 'b', MAX_EMBED_BYTES_PER_VAULT, 'vault');
    expect(d.message).toContain('pages of the vault together');
  });

  it('builds a wide embed graph (10 levels, each note embedding 10) in bounded time', () => {
    const files: Record<string, string> = {};
    for (let l = 0; l < 10; l++)
      for (let i = 0; i < 10; i++) {
        let text = `# L${l}N${i}\n\nText ${l} ${i}.\n\n`;
        if (l < 9) for (let k = 0; k < 10; k++) text += `![[l${l + 1}n${(i + k) % 10}]]\n`;
        files[`l${l}n${i}.md`] = text;
      }
    const { ms, value: graph } = cpuTimed(() => vault(files, { maxEmbedBytes: 20_000 }));
    expect(ms).toBeLessThan(30_000);
    expect(graph.notes).toHaveLength(100);
    expect(graph.diagnostics.some((d) => d.code === 'EmbedTooLarge')).toBe(true);
  }, 60_000);
});

describe('a line of more inline nodes than a call takes arguments', () => {
  // Each shape below made a plugin spread its new nodes as the arguments of one call
  // (`splice(i, 1, ...parts)`, `push(...nodes)`), which throws past about 125,000 of them: the note
  // was published as plain text with NoteNotParsed, its tags, fields and footnotes lost.
  const n = 150_000;

  it('reads 150,000 chained tags on one line as tags, the note published in full', () => {
    const g = vault({ 'x.md': `Start ${'#a'.repeat(n)} #last end\n` }, { html: false });
    expect(codes(g)).toEqual([]);
    expect(note(g, 'x').tags).toEqual(['a', 'last']);
    const tags = parseMarkdown(`${'#a'.repeat(n)}\n`).tree.children[0];
    expect(tags?.type === 'paragraph' && tags.children.filter((c) => c.type === 'tag')).toHaveLength(n);
  });

  it('reads a line of 150,000 bracketed inline fields without throwing, every field kept', () => {
    const { tree } = parseMarkdown(`Start ${'[k:: v] '.repeat(n)}end\n`);
    const line = tree.children[0];
    expect(line?.type).toBe('paragraph');
    const kids = line?.type === 'paragraph' ? line.children : [];
    expect(kids.filter((c) => c.type === 'inlineField')).toHaveLength(n);
    expect(kids.at(-1)).toMatchObject({ type: 'text', value: ' end' });
  }, 20_000);

  it('reads 150,000 inline footnotes without throwing, each one a definition', () => {
    const { tree } = parseMarkdown(`Start ${'^[n] '.repeat(n)}end\n`);
    expect(tree.children.filter((c) => c.type === 'footnoteDefinition')).toHaveLength(n);
  }, 20_000);
});
