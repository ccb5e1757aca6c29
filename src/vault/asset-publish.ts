/**
 * Which vault files (assets) the site publishes: only those a note links (`[[rules.pdf]]`,
 * `[text](map.png)`) or embeds (`![[token.png]]`). Any other file of the vault folder stays
 * private and is reported once, as `UnlinkedAsset` (info). How a published asset is served:
 * `asset-safety.ts`. Pure.
 */
import { diagnose, UnlinkedAsset } from './diagnostics.ts';
import type { Diagnostic, VaultAsset, VaultEdge } from './types.ts';

/** Vault paths of the assets some note links or embeds. */
function linkedAssetPaths(edges: readonly VaultEdge[]): Set<string> {
  const out = new Set<string>();
  for (const edge of edges) if (edge.asset !== undefined) out.add(edge.asset);
  return out;
}

/** The assets the site publishes: those of `assets` that `edges` link or embed, in order. */
export function publishedAssets<A extends VaultAsset>(assets: readonly A[], edges: readonly VaultEdge[]): A[] {
  const linked = linkedAssetPaths(edges);
  return assets.filter((a) => linked.has(a.path));
}

/** One `UnlinkedAsset` (info) per asset no edge links or embeds, at line 1 of the file. */
export function unlinkedAssetDiagnostics(assets: readonly VaultAsset[], edges: readonly VaultEdge[]): Diagnostic[] {
  const linked = linkedAssetPaths(edges);
  return assets.filter((a) => !linked.has(a.path)).map((a) => diagnose(UnlinkedAsset, { file: a.path, line: 1, column: 1 }));
}
