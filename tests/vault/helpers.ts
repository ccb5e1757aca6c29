import { buildGraph } from '../../src/vault/index.ts';
import type { VaultGraph, VaultNote, VaultOptions } from '../../src/vault/index.ts';

const encoder = new TextEncoder();

/** Builds a graph from `{ path: text | bytes }`. */
export function vault(files: Record<string, string | Uint8Array>, options?: VaultOptions): VaultGraph {
  return buildGraph(
    Object.entries(files).map(([path, content]) => ({ path, bytes: typeof content === 'string' ? encoder.encode(content) : content })),
    options,
  );
}

export function note(graph: VaultGraph, id: string): VaultNote {
  const found = graph.notes.find((n) => n.id === id);
  if (!found) throw new Error(`no note ${id} in ${graph.notes.map((n) => n.id).join(', ')}`);
  return found;
}

export function codes(graph: VaultGraph): string[] {
  return graph.diagnostics.map((d) => d.code);
}
