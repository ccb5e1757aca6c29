/**
 * `/graph.json`: the glossary graph (schema in src/vault/types.ts, docs/graph-schema.md), each note
 * without its HTML and with the `url` of its page. `root` (a local path), `base` and the graph
 * view's `layout` (served as `/graph-layout.json`) are left out, and so are the files the site
 * does not publish (assets no note links or embeds, and their `UnlinkedAsset` diagnostics).
 */
import type { APIRoute } from 'astro';
import { getGraph } from '../components/get-graph.ts';
import { publishedAssets } from '../vault/asset-publish.ts';
import { UnlinkedAsset } from '../vault/diagnostics.ts';

export const GET: APIRoute = async () => {
  const { root: _root, base: _base, layout: _layout, ...graph } = await getGraph();
  const published = {
    ...graph,
    assets: publishedAssets(graph.assets, graph.edges),
    diagnostics: graph.diagnostics.filter((d) => d.code !== UnlinkedAsset.code),
  };
  return new Response(JSON.stringify(published), { headers: { 'Content-Type': 'application/json' } });
};
