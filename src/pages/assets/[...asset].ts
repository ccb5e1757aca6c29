/**
 * `/assets/…`: each file of the vault that a note embeds or links (an image …), published at its
 * `asset.url` (`assets/legion/token.png`) with the bytes of `graph.assets[i].path` under the vault,
 * made safe to open by itself (SVGs sanitised; types a browser might run get a `.txt` URL: see
 * `src/vault/asset-safety.ts`). Files no note links or embeds are not published
 * (`src/vault/asset-publish.ts`; the build reports them as `UnlinkedAsset`).
 */
import { readFile } from 'node:fs/promises';
import type { APIRoute } from 'astro';
import { assetPaths } from '../../components/page-paths.ts';
import { safeAssetBytes } from '../../vault/svg-sanitize.ts';

// Keyed on the file's bytes: an unchanged file is copied from the last build.
export const getStaticPaths = assetPaths;

export const GET: APIRoute = async ({ props }) => {
  const { file, vaultPath } = props as { file: string; vaultPath: string };
  return new Response(new Uint8Array(safeAssetBytes(vaultPath, new Uint8Array(await readFile(file)))));
};
