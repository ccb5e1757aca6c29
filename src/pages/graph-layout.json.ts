/**
 * `/graph-layout.json`: the global graph laid out at build time (d3-force in Node, see
 * src/graph-layout), drawn by `/graph/`. Columns, not objects: see `GraphData`.
 */
import type { APIRoute } from 'astro';
import { getGraph } from '../components/get-graph.ts';
import { globalGraphData } from '../graph-layout/index.ts';

export const GET: APIRoute = async () => {
  const graph = await getGraph();
  return new Response(JSON.stringify(globalGraphData(graph, graph.base)), { headers: { 'Content-Type': 'application/json' } });
};
