/**
 * Local graphs: a note's neighbourhood (depth 1–2), small enough to embed in the note page.
 * Positions are the global layout's (neighbours sit close there by construction), re-centred on the
 * note: no simulation per note, so 5,000 local graphs cost milliseconds, and a note sits in the same
 * arrangement in both views. Lay the vault out once ({@link vaultLayout}) and call
 * {@link localGraphData} per note.
 */
import { NODE_NOTE, NODE_UNWRITTEN } from './graph-data.ts';
import type { GraphData } from './graph-data.ts';
import type { Layout } from './layout.ts';
import type { LinkGraph } from './link-graph.ts';

export interface LocalGraphOptions {
  /** Hops from the note, 1 or 2. Default 2. */
  depth?: 1 | 2;
  /** Most nodes kept (the note, then all it can of depth 1, then depth 2, by key order). Default 32. */
  maxNodes?: number;
}

/**
 * The neighbourhood of `key` (a note id) in `linkGraph`, positioned by `layout` (the layout of
 * `linkGraph`'s nodes) with the note moved to 0,0 as node 0.
 * Every node carries its depth (0–2) so the page can switch between depth 1 and 2 without a new
 * layout. Returns `null` when `key` is not a node of `linkGraph`.
 */
export function localGraphData(linkGraph: LinkGraph, layout: Layout, key: string, options: LocalGraphOptions = {}): GraphData | null {
  const centre = binarySearch(linkGraph.nodes, key);
  if (centre < 0) return null;
  const maxDepth = options.depth ?? 2;
  const maxNodes = Math.max(1, options.maxNodes ?? 32);
  const picked = [centre];
  const depthOf = new Map<number, number>([[centre, 0]]);
  let frontier = [centre];
  // Each neighbour list is read only until the graph is full: a hub linked by every note (an
  // index, a "Spells" note) costs each page its first few neighbours, not all of them.
  for (let depth = 1; depth <= maxDepth && picked.length < maxNodes; depth++) {
    const next: number[] = [];
    for (const from of frontier) {
      for (const to of linkGraph.neighbours[from] ?? []) {
        if (picked.length >= maxNodes) break;
        if (depthOf.has(to)) continue;
        depthOf.set(to, depth);
        picked.push(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  const localIndex = new Map(picked.map((global, local) => [global, local]));
  const links: Array<[number, number]> = [];
  picked.forEach((a, la) => {
    const neighbours = linkGraph.neighbours[a] ?? [];
    if (neighbours.length <= picked.length) {
      for (const b of neighbours) {
        const lb = localIndex.get(b);
        if (lb !== undefined && la < lb) links.push([la, lb]);
      }
      return;
    }
    // A node with more neighbours than the graph has nodes: each node looked up in its (ascending) list.
    const found: number[] = [];
    for (const [lb, b] of picked.entries()) if (lb > la && sortedHas(neighbours, b)) found.push(lb);
    // In the order of its neighbour list, as the loop above gives them.
    found.sort((x, y) => picked[x]! - picked[y]!);
    for (const lb of found) links.push([la, lb]);
  });
  const cx = layout.x[centre] ?? 0;
  const cy = layout.y[centre] ?? 0;
  const nodes = picked.map((i) => linkGraph.nodes[i]!);
  const games = [...new Set(nodes.map((n) => n.game).filter((g): g is string => g !== null))].sort();
  return {
    version: 1,
    games,
    title: nodes.map((n) => n.title),
    url: nodes.map((n) => n.url),
    game: nodes.map((n) => (n.game === null ? -1 : games.indexOf(n.game))),
    kind: nodes.map((n) => (n.unwritten ? NODE_UNWRITTEN : NODE_NOTE)),
    x: picked.map((i) => Math.round((layout.x[i] ?? 0) - cx)),
    y: picked.map((i) => Math.round((layout.y[i] ?? 0) - cy)),
    links: links.flat(),
    depth: picked.map((i) => depthOf.get(i) ?? 0),
  };
}

/** Whether the ascending `list` holds `value`. */
function sortedHas(list: readonly number[], value: number): boolean {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = list[mid]!;
    if (v === value) return true;
    if (v < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

function binarySearch(nodes: LinkGraph['nodes'], key: string): number {
  let lo = 0;
  let hi = nodes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const k = nodes[mid]!.key;
    if (k === key) return mid;
    if (k < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
