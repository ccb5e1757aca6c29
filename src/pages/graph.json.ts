/**
 * `/graph.json`: the glossary graph (schema in src/vault/types.ts, docs/graph-schema.md), each note
 * without its HTML and with the `url` of its page. `root` (a local path), `base` and the graph
 * view's `layout` (served as `/graph-layout.json`) are left out.
 */
import type { APIRoute } from 'astro';
import { getGraph } from '../components/get-graph.ts';

export const GET: APIRoute = async () => {
  const { root: _root, base: _base, layout: _layout, ...graph } = await getGraph();
  return new Response(JSON.stringify(graph), { headers: { 'Content-Type': 'application/json' } });
};
