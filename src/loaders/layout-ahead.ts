/**
 * The graph view's layout, started as soon as the vault's links are resolved (`onLinksResolved`,
 * while the notes still render) and computed on a worker thread (`layoutInThread`) while the build
 * goes on. The `vault` collection's `graph` entry carries the result (`layout`, see
 * `StoredLayout`), so that no page runs the simulation (`vaultLayout` uses it). At 5,000 notes
 * the simulation takes seconds; this way it runs on the core the rendering leaves idle.
 */
import { buildLinkGraph, layoutInThread, type LinkSource, type StoredLayout } from '../graph-layout/index.ts';
import { cachedLayout, layoutKey } from '../graph-layout/layout-cache.ts';

const started = new WeakMap<object, Promise<StoredLayout>>();

/**
 * Starts (once per `source` object) laying out `source`'s link graph under site prefix `base`.
 * `source`: a vault graph, or the links `onLinksResolved` gives while the graph is being built.
 * With `cacheDir`, a layout of the same links made by an earlier build and kept there
 * (`layout-cache.ts`) is read instead of computed, and a computed one is kept there.
 * Rejects only as `layoutNodes` throws (a link to a node outside the graph).
 */
export function startLayout(source: LinkSource, base: string, cacheDir?: string): Promise<StoredLayout> {
  let layout = started.get(source);
  if (!layout) {
    const linkGraph = buildLinkGraph(source, base);
    const { nodes, links } = linkGraph;
    const compute = () => layoutInThread(nodes.length, links);
    layout = (cacheDir === undefined ? compute() : cachedLayout(cacheDir, layoutKey(nodes.length, links), compute)).then(({ x, y }) => ({
      base,
      x: Array.from(x),
      y: Array.from(y),
    }));
    // Handled here so that a graph nobody asks the layout of cannot end the process.
    layout.catch(() => undefined);
    started.set(source, layout);
  }
  return layout;
}

/** Records that `graph` has the layout `layout` (started from its links before it was complete). */
export function adoptLayout(graph: LinkSource, layout: Promise<StoredLayout>): void {
  started.set(graph, layout);
}

/**
 * The layout of `graph`: the one adopted or started before, else one started now under `base`.
 * (`vaultLayout` checks the stored `base` against the page's.)
 */
export function layoutAhead(graph: LinkSource, base: string): Promise<StoredLayout> {
  return started.get(graph) ?? startLayout(graph, base);
}
