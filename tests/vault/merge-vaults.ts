/**
 * The layout for building `content/` together with the seed notes: a temporary vault whose root
 * holds everything in `content/` as is, and the seed notes under `seed/` (`seed/legion/Actions.md`
 * …), so a seed note never replaces a content note of the same path. The seed README is not copied.
 */
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { SEED_VAULT } from '../seed-vault.ts';

export { SEED_VAULT };
export const CONTENT_VAULT = join(import.meta.dirname, '../../content');

/** Copies `contentDir` and `seedDir` into a new temporary folder (layout above); returns it. */
export function mergeContentWithSeed(contentDir: string, seedDir: string = SEED_VAULT): string {
  const root = mkdtempSync(join(tmpdir(), 'rulegraph-merged-'));
  cpSync(contentDir, root, { recursive: true });
  for (const entry of readdirSync(seedDir, { withFileTypes: true })) {
    if (entry.isDirectory()) cpSync(join(seedDir, entry.name), join(root, 'seed', entry.name), { recursive: true });
  }
  return root;
}
