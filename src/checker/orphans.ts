/** Notes nothing links to or embeds: information only (an index or a new note may be fine). */
import type { Diagnostic, VaultNote } from '../vault/index.ts';
import { diagnose, OrphanNote } from '../vault/index.ts';
import { fileNameShared, noteName, type CheckContext } from './context.ts';
import { noteLinkText } from './suggest.ts';

/**
 * The `OrphanNote` diagnostic of `note` (the caller knows no other note links to it). Its hint
 * writes the link that reaches the note as the "did you mean" of a broken link would
 * (`noteLinkText`): `[[Move]]`, or `[[rules/Move]]` when other notes of `ctx` are named `Move` too.
 */
export function orphanDiagnostic(note: VaultNote, ctx: Pick<CheckContext, 'notesByFileName'>): Diagnostic {
  const name = noteName(note.id);
  return diagnose(OrphanNote, { file: note.path, line: 1, column: 1 }, note.id, noteLinkText(name, note.id, fileNameShared(ctx, name)));
}
