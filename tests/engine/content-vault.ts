/**
 * The project's own vault, `content/`, read once per test file through the real pipeline
 * (`loadVault`), for the tests that hold the engines to the notes they cite.
 */
import { join } from 'node:path';
import { loadVault } from '../../src/vault/index.ts';
import type { NoteBlock, VaultNote } from '../../src/vault/types.ts';

export const PROJECT_ROOT = join(import.meta.dirname, '../..');
export { SEED_VAULT } from '../seed-vault.ts';
export const contentGraph = await loadVault(join(PROJECT_ROOT, 'content'));

/** The notes of one game folder of `content/`. */
export function notesOf(game: string): VaultNote[] {
  return contentGraph.notes.filter((n) => n.game === game);
}

/** A note is explanation only when its frontmatter tags include `explanatory`. */
export function isExplanatory(note: VaultNote): boolean {
  return note.tags.includes('explanatory');
}

/** Every block id of one game, with the note it stands in. */
export function blocksOf(game: string): Array<NoteBlock & { note: VaultNote }> {
  return notesOf(game).flatMap((note) => note.blocks.map((b) => ({ ...b, note })));
}
