/** Notes nothing links to or embeds: information only (an index or a new note may be fine). */
import type { Diagnostic, VaultNote } from '../vault/index.ts';
import { diagnose, OrphanNote } from '../vault/index.ts';

/** The `OrphanNote` diagnostic of `note` (the caller knows no other note links to it). */
export function orphanDiagnostic(note: VaultNote): Diagnostic {
  const name = note.id.includes('/') ? note.id.slice(note.id.lastIndexOf('/') + 1) : note.id;
  return diagnose(OrphanNote, { file: note.path, line: 1, column: 1 }, note.id, name);
}
