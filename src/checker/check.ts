/**
 * The checker: everything an editor should be told about a vault before publishing.
 *
 * `checkVault` reads the vault from disk (`readVault`, as the build does) and checks it once:
 * one vault state (`createVaultState`) updated with every file, the checker's layer over it
 * (`live.ts`), the same code as `check --watch`. The vault's diagnostics come from `src/vault`; the
 * checker adds link suggestions, orphans and the engine checks, all worded by one catalogue
 * (`src/vault/diagnostics.ts`).
 */
import { readVault, type ReadVault, type VaultGraph } from '../vault/index.ts';
import { CHECK_VAULT_OPTIONS, LiveCheck } from './live.ts';
import type { CheckOptions } from './options.ts';
import type { Report } from './report.ts';

export type { CheckOptions } from './options.ts';

/**
 * Checks a vault read from disk (`readVault` with {@link CHECK_VAULT_OPTIONS}): one vault state
 * updated with every file, the checker's layer over it: the same code as `check --watch`.
 */
export function checkRead(read: ReadVault, options: CheckOptions = {}): LiveCheck {
  const files = new Map(read.files.map((f) => [f.path, f]));
  const live = new LiveCheck(options);
  live.update(files, [...files.keys()], read.preparsed, read.diagnostics);
  return live;
}

/** Loads the vault at `root` and checks it once ({@link checkRead}). Throws only when `root` is not a folder. */
export async function checkVault(root: string, options: CheckOptions = {}): Promise<{ graph: VaultGraph; report: Report }> {
  const live = checkRead(await readVault(root, CHECK_VAULT_OPTIONS), { ...options, vault: options.vault ?? root });
  return { graph: live.graph(), report: live.report };
}
