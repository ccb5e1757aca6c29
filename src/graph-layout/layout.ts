/**
 * Force-directed layout with d3-force, run in Node at build time so that the browser only draws.
 * Deterministic: nodes start on d3's phyllotaxis spiral in index order, the jiggle d3 needs for
 * coincident nodes comes from a seeded LCG, and the simulation runs a fixed number of ticks.
 * The same input gives the same coordinates on every run.
 */
import { forceLink, forceManyBody, forceSimulation, forceX, forceY } from 'd3-force';
import type { SimulationLinkDatum, SimulationNodeDatum } from 'd3-force';

export interface LayoutOptions {
  /** Simulation ticks. Default: {@link defaultTicks} (300 up to 1,000 nodes, then fewer, down to 60). */
  ticks?: number;
  /** Seed of the jiggle source. Default 1. */
  seed?: number;
  /** Target length of a link, in layout units. Default 30. */
  linkDistance?: number;
}

/** Positions in layout units (unbounded; centred near 0,0), `x[i]`, `y[i]` for node `i`. */
export interface Layout {
  x: Float64Array;
  y: Float64Array;
}

/** A seeded linear congruential generator in [0, 1) (the one d3 itself uses by default). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (1664525 * state + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Nodes above which the ticks fall so that ticks × nodes stays at {@link TICKS_AT_LARGE} × this. */
const LARGE_GRAPH = 16_000;
const TICKS_AT_LARGE = 120;
/** Fewest ticks of any graph. */
const MIN_TICKS = 60;

/**
 * Default tick count for `nodeCount` nodes, non-increasing in it: 300 up to 1,000 nodes (full
 * quality); then fewer, down to 120 from 5,500 nodes; above {@link LARGE_GRAPH} nodes, as many as
 * keep the work (ticks × nodes) at 120 × 16,000, never below 60. Each tick costs about
 * 1 s of one core at 64,000 nodes, and a build's note pages wait for the layout (their local
 * graphs are cut from it), so the work is bounded. On a generated link graph of 63,815 nodes and
 * 448,929 links, the median length of a link over the median distance of two nodes was 0.653 at
 * 120 ticks (125 s), 0.666 at 80 (84 s) and 0.669 at 60 (66 s); raising the Barnes–Hut `theta`
 * to 1.6 instead saved as much time (81 s at 120 ticks) for a looser layout (0.688).
 */
export function defaultTicks(nodeCount: number): number {
  if (nodeCount <= 1000) return 300;
  if (nodeCount <= LARGE_GRAPH) return Math.max(TICKS_AT_LARGE, Math.round(300 - (nodeCount - 1000) / 25));
  return Math.max(MIN_TICKS, Math.floor((TICKS_AT_LARGE * LARGE_GRAPH) / nodeCount));
}

/**
 * Barnes–Hut accuracy of the repulsion for `nodeCount` nodes (d3-force's `theta`: a cell of the
 * quadtree counts as one body when its width over its distance is below it). 0.9 up to 1,000
 * nodes; 1.2 above, where it cuts the repulsion's time by about a third and left the layout of a
 * generated 5,000-note vault (6,410 nodes) as compact: the median length of a link over the
 * median distance of two nodes, 0.671 against 0.669.
 */
function defaultTheta(nodeCount: number): number {
  return nodeCount <= 1000 ? 0.9 : 1.2;
}

/**
 * Lays out `nodeCount` nodes joined by `links` (index pairs). Runs the simulation synchronously:
 * seconds of one core for the 6,410 nodes of a generated 5,000-note vault. Throws a RangeError
 * when a link names a node index outside `0 … nodeCount - 1`.
 */
export function layoutNodes(nodeCount: number, links: ReadonlyArray<readonly [number, number]>, options: LayoutOptions = {}): Layout {
  const nodes: SimulationNodeDatum[] = Array.from({ length: nodeCount }, (_, index) => ({ index }));
  const linkData: Array<SimulationLinkDatum<SimulationNodeDatum>> = links.map(([source, target]) => {
    if (!(source >= 0 && source < nodeCount && target >= 0 && target < nodeCount)) {
      throw new RangeError(`layoutNodes: link [${source}, ${target}] names a node outside 0…${nodeCount - 1}.`);
    }
    return { source, target };
  });
  const simulation = forceSimulation(nodes)
    .randomSource(seededRandom(options.seed ?? 1))
    .force('link', forceLink(linkData).distance(options.linkDistance ?? 30))
    .force('charge', forceManyBody().strength(-40).theta(defaultTheta(nodeCount)).distanceMax(400))
    .force('x', forceX(0).strength(0.04))
    .force('y', forceY(0).strength(0.04))
    .stop();
  const ticks = options.ticks ?? defaultTicks(nodeCount);
  // Spread the cooling over the ticks we run, so a short run still settles.
  simulation.alphaDecay(1 - 0.001 ** (1 / ticks));
  simulation.tick(ticks);
  const x = new Float64Array(nodeCount);
  const y = new Float64Array(nodeCount);
  nodes.forEach((node, i) => {
    x[i] = node.x ?? 0;
    y[i] = node.y ?? 0;
  });
  return { x, y };
}
