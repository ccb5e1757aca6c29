/** The graph as the pages read it: the `graph` entry of the `vault` collection (src/content.config.ts). */
import { getEntry } from 'astro:content';
import type { GraphEntryData } from '../loaders/vault-loader.ts';

/** The whole graph (notes without HTML, edges, backlinks, unresolved, assets). Throws if the loader did not run. */
export async function getGraph(): Promise<GraphEntryData> {
  const entry = await getEntry('vault', 'graph');
  if (!entry) throw new Error('The vault collection has no "graph" entry: the vault loader did not run (see src/content.config.ts).');
  return entry.data;
}
