/** Small hand-written VaultGraphs for graph-layout tests (the vault pipeline is tested elsewhere). */
import type { VaultEdge, VaultGraph, VaultNote } from '../../src/vault/types.ts';

export function note(id: string, extra: Partial<VaultNote> = {}): VaultNote {
  const game = id.includes('/') ? id.split('/')[0]! : null;
  const slug = id.toLowerCase().replaceAll(' ', '-');
  return {
    id,
    path: `${id}.md`,
    slug,
    title: id.split('/').pop()!,
    aliases: [],
    tags: [],
    tagNames: extra.tags ?? [],
    game,
    summary: '',
    headings: [],
    blocks: [],
    checks: [],
    frontmatter: {},
    properties: {},
    html: '',
    words: 0,
    ...extra,
  };
}

export function edge(source: string, target: string | null, raw = target ?? ''): VaultEdge {
  return {
    source,
    target,
    raw,
    kind: 'link',
    syntax: 'wikilink',
    anchor: null,
    position: { line: 1, column: 1 },
    resolved: target !== null,
  };
}

export function vaultGraph(notes: VaultNote[], edges: VaultEdge[], unresolved: VaultGraph['unresolved'] = []): VaultGraph {
  const backlinks: Record<string, string[]> = {};
  for (const e of edges) if (e.target) (backlinks[e.target] ??= []).push(e.source);
  return { version: 1, notes, edges, backlinks, unresolved, assets: [], diagnostics: [] };
}

/** A ring of `n` notes over three games with a few chords, for scale checks. */
export function ringGraph(n: number): VaultGraph {
  const games = ['legion', 'chronicle-x', 'swu'];
  const notes = Array.from({ length: n }, (_, i) => note(`${games[i % 3]}/Note ${String(i).padStart(5, '0')}`));
  const edges: VaultEdge[] = [];
  for (let i = 0; i < n; i++) {
    edges.push(edge(notes[i]!.id, notes[(i + 1) % n]!.id));
    edges.push(edge(notes[i]!.id, notes[(i * 7 + 3) % n]!.id));
  }
  return vaultGraph(notes, edges);
}
