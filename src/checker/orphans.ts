/** Notes nothing links to or embeds: information only (an index or a new note may be fine). */
import type { Diagnostic, VaultNote } from '../vault/index.ts';
import { diagnose, OrphanNote } from '../vault/index.ts';
import type { CheckContext } from './context.ts';

/** One `OrphanNote` (info) per note without backlinks from another note. */
export function checkOrphans(ctx: CheckContext): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const note of ctx.graph.notes) {
    const from = (ctx.graph.backlinks[note.id] ?? []).filter((id) => id !== note.id);
    if (!from.length) out.push(orphanDiagnostic(note));
  }
  return out;
}

/** The `OrphanNote` diagnostic of `note` (the caller knows no other note links to it). */
export function orphanDiagnostic(note: VaultNote): Diagnostic {
  const name = note.id.includes('/') ? note.id.slice(note.id.lastIndexOf('/') + 1) : note.id;
  return diagnose(OrphanNote, { file: note.path, line: 1, column: 1 }, note.id, name);
}
