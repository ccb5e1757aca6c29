/** The graph as the pages read it: published by the `vault` collection's loader (src/content.config.ts). */
import type { GraphEntryData } from '../loaders/vault-loader.ts';
import { publishedGraph } from '../loaders/published-vault.ts';

/** The whole graph (notes without HTML, edges, backlinks, unresolved, assets). Throws if the loader did not run. */
export async function getGraph(): Promise<GraphEntryData> {
  return await publishedGraph();
}
