/**
 * Benchmark of the note pages' local graphs (`src/graph-layout/local-layout.ts`) in a vault with a
 * hub: every note links to one note (an index, a "Spells" note), as real vaults do, so the hub is
 * within one link of every page. A page's local graph must not cost it the hub's whole neighbour
 * list. Prints each size's time for every note's local graph and a target line (met / missed);
 * asserts nothing. Run: npx node scripts/bench/local-graph.ts
 */
import { localGraphData, type LinkGraph } from '../../src/graph-layout/index.ts';

/** Most time for the local graphs of every note of the 50,000-note vault, in ms. */
const TARGET_MS = 2_000;

/** A link graph of `size` notes: note 0 the hub, each note linked with it and with one other (seeded). */
function hubGraph(size: number): LinkGraph {
  const neighbours: number[][] = Array.from({ length: size }, () => []);
  let seed = 1;
  const random = (): number => (seed = (seed * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296;
  const add = (a: number, b: number): void => {
    if (a === b) return;
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  };
  for (let i = 1; i < size; i++) {
    add(0, i);
    add(i, Math.floor(random() * size));
  }
  for (const list of neighbours) list.sort((x, y) => x - y);
  const nodes = Array.from({ length: size }, (_, i) => ({
    key: `n${String(i).padStart(6, '0')}`,
    title: `Note ${i}`,
    url: `/n${i}/`,
    game: null,
    unwritten: false,
  }));
  return { nodes, links: [], neighbours };
}

for (const size of [5_000, 50_000]) {
  const graph = hubGraph(size);
  const layout = { x: new Float64Array(size), y: new Float64Array(size) };
  const start = performance.now();
  for (const node of graph.nodes) localGraphData(graph, layout, node.key);
  const ms = performance.now() - start;
  const label = `local graphs of ${size.toLocaleString('en')} notes around a hub every note links to`;
  console.log(`${label.padEnd(72)} ${ms.toFixed(0).padStart(7)} ms`);
  if (size === 50_000)
    console.log(`${label}: ${ms.toFixed(0)} ms (target ≤ ${TARGET_MS.toLocaleString('en')} ms): ${ms <= TARGET_MS ? 'met' : 'missed'}`);
}
