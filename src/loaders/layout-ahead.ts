/**
 * The graph view's layout, started as soon as the vault's graph is read and computed on a worker
 * thread (`layoutInThread`) while the build goes on: the `notes` collection fills meanwhile, and
 * the `vault` collection's `graph` entry carries the result (`layout`, see `StoredLayout`), so
 * that no page runs the simulation (`vaultLayout` uses it). At 5,000 notes the simulation takes
 * seconds; this way it no longer delays the pages.
 */
import { buildLinkGraph, layoutInThread, type StoredLayout } from '../graph-layout/index.ts';
import type { VaultGraph } from '../vault/types.ts';

const started = new WeakMap<VaultGraph, Promise<StoredLayout>>();

/** The layout of `graph`'s link graph under site prefix `base` (started once per graph object). */
export function layoutAhead(graph: VaultGraph, base: string): Promise<StoredLayout> {
  let layout = started.get(graph);
  if (!layout) {
    const linkGraph = buildLinkGraph(graph, base);
    layout = layoutInThread(linkGraph.nodes.length, linkGraph.links).then(({ x, y }) => ({ base, x: Array.from(x), y: Array.from(y) }));
    started.set(graph, layout);
  }
  return layout;
}
