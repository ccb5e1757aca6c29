/**
 * `/assets/…`: each file of the vault that a note embeds or links (an image …), published at its
 * `asset.url` (`assets/legion/token.png`) with the bytes of `graph.assets[i].path` under the vault.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getGraph } from '../../components/get-graph.ts';

export const getStaticPaths = (async () => {
  const graph = await getGraph();
  return graph.assets.map((asset) => ({
    params: { asset: asset.url.replace(/^assets\//, '') },
    props: { file: path.join(graph.root, asset.path) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const bytes = await readFile((props as { file: string }).file);
  return new Response(new Uint8Array(bytes));
};
