/**
 * `/assets/…`: each file of the vault that a note embeds or links (an image …), published at its
 * `asset.url` (`assets/legion/token.png`) with the bytes of `graph.assets[i].path` under the vault,
 * made safe to open by themselves (SVGs without scripts; see `src/vault/asset-safety.ts`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getGraph } from '../../components/get-graph.ts';
import { safeAssetBytes } from '../../vault/asset-safety.ts';

export const getStaticPaths = (async () => {
  const graph = await getGraph();
  return graph.assets.map((asset) => ({
    params: { asset: asset.url.replace(/^assets\//, '') },
    props: { file: path.join(graph.root, asset.path), vaultPath: asset.path },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { file, vaultPath } = props as { file: string; vaultPath: string };
  return new Response(new Uint8Array(safeAssetBytes(vaultPath, new Uint8Array(await readFile(file)))));
};
