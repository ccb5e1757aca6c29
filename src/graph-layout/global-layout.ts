/**
 * The global graph view's data: every note and unwritten note of the vault, laid out at build time.
 */
import { NODE_NOTE, NODE_UNWRITTEN } from './graph-data.ts';
import type { GraphData } from './graph-data.ts';
import { layoutNodes } from './layout.ts';
import type { Layout, LayoutOptions } from './layout.ts';
import { buildLinkGraph } from './link-graph.ts';
import type { LinkGraph, LinkSource } from './link-graph.ts';

/** Games present in `graph`, sorted. */
function gamesOf(linkGraph: LinkGraph): string[] {
  return [...new Set(linkGraph.nodes.map((n) => n.game).filter((g): g is string => g !== null))].sort();
}

/** The link graph of `graph` and its layout, computed once per graph object and shared by the
 * global view and every local graph of the same build. */
export interface VaultLayout {
  linkGraph: LinkGraph;
  layout: Layout;
}

/**
 * A layout made ahead of the pages (the site's graph entry carries one, see
 * `src/loaders/layout-ahead.ts`): the default-options layout of `buildLinkGraph(graph, base)`.
 */
export interface StoredLayout {
  base: string;
  /** `x[i]`, `y[i]`: node `i` of the link graph, in layout units. */
  x: number[];
  y: number[];
}

const memo = new WeakMap<LinkSource, Map<string, VaultLayout>>();

/**
 * Builds (or returns the memoised) link graph and layout of `graph` for site prefix `base`. A
 * `graph.layout` made ahead for the same base, with default options and as many nodes, is used
 * instead of running the simulation again.
 */
export function vaultLayout(graph: LinkSource & { layout?: StoredLayout }, base = '/', options: LayoutOptions = {}): VaultLayout {
  const key = `${base}\0${JSON.stringify(options)}`;
  let perGraph = memo.get(graph);
  if (!perGraph) memo.set(graph, (perGraph = new Map()));
  let result = perGraph.get(key);
  if (!result) {
    const linkGraph = buildLinkGraph(graph, base);
    const stored = graph.layout;
    const ahead =
      stored &&
      stored.base === base &&
      Object.keys(options).length === 0 &&
      stored.x.length === linkGraph.nodes.length &&
      stored.y.length === linkGraph.nodes.length;
    const layout = ahead
      ? { x: Float64Array.from(stored.x), y: Float64Array.from(stored.y) }
      : layoutNodes(linkGraph.nodes.length, linkGraph.links, options);
    result = { linkGraph, layout };
    perGraph.set(key, result);
  }
  return result;
}

/**
 * Lays out the whole vault (see `layout.ts` for determinism and cost) and returns the data the
 * `/graph/` page draws. `base` is the site URL prefix (`/` by default).
 */
export function globalGraphData(graph: LinkSource, base = '/', options: LayoutOptions = {}): GraphData {
  const { linkGraph, layout } = vaultLayout(graph, base, options);
  const games = gamesOf(linkGraph);
  return {
    version: 1,
    games,
    title: linkGraph.nodes.map((n) => n.title),
    url: linkGraph.nodes.map((n) => n.url),
    game: linkGraph.nodes.map((n) => (n.game === null ? -1 : games.indexOf(n.game))),
    kind: linkGraph.nodes.map((n) => (n.unwritten ? NODE_UNWRITTEN : NODE_NOTE)),
    x: Array.from(layout.x, Math.round),
    y: Array.from(layout.y, Math.round),
    links: linkGraph.links.flat(),
  };
}
