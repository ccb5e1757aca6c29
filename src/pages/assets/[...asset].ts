/**
 * `/assets/…`: each file of the vault that a note embeds or links (an image …), published at its
 * `asset.url` (`assets/legion/token.png`) with the bytes of `graph.assets[i].path` under the vault,
 * made safe to open by itself (SVGs sanitised; types a browser might run get a `.txt` URL: see
 * `src/vault/asset-safety.ts`). Files no note links or embeds are not published
 * (`src/vault/asset-publish.ts`; the build reports them as `UnlinkedAsset`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { getGraph } from '../../components/get-graph.ts';
import { publishedAssets } from '../../vault/asset-publish.ts';
import { safeAssetBytes } from '../../vault/svg-sanitize.ts';

export const getStaticPaths = (async () => {
  const graph = await getGraph();
  return publishedAssets(graph.assets, graph.edges).map((asset) => ({
    params: { asset: asset.url.replace(/^assets\//, '') },
    props: { file: path.join(graph.root, asset.path), vaultPath: asset.path },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { file, vaultPath } = props as { file: string; vaultPath: string };
  return new Response(new Uint8Array(safeAssetBytes(vaultPath, new Uint8Array(await readFile(file)))));
};
