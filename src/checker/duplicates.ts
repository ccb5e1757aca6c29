/**
 * Names that must be unique in the whole vault: block ids (the engine cites them, the site links
 * to them). An alias two notes share is reported by the vault where a link goes through it
 * (`AmbiguousLink`), as Obsidian itself follows no link through an alias.
 */
import type { Diagnostic, NoteBlock, VaultNote } from '../vault/index.ts';
import { diagnostic, locate, noteName, type CheckContext } from './context.ts';
import { normaliseName } from './suggest.ts';

/**
 * Every occurrence of a block id that appears more than once in the vault, naming the others.
 * Block ids compare case-insensitively, as links find them (`[[Note#^Rule-A]]` reaches `^rule-a`).
 */
export function checkDuplicateBlockIds(ctx: CheckContext): Diagnostic[] {
  const byKey = new Map<string, Array<{ note: VaultNote; block: NoteBlock }>>();
  for (const [id, places] of ctx.blocksById) {
    const key = id.toLowerCase();
    byKey.set(key, [...(byKey.get(key) ?? []), ...places]);
  }
  const out: Diagnostic[] = [];
  for (const places of byKey.values()) out.push(...duplicateBlockIdDiagnostics(places));
  return out;
}

const byPlace = (a: { note: VaultNote; block: NoteBlock }, b: { note: VaultNote; block: NoteBlock }): number =>
  a.note.path < b.note.path ? -1 : a.note.path > b.note.path ? 1 : a.block.line - b.block.line;

/**
 * The diagnostics of one block id (any case) at `places` (every block carrying it); none when it
 * is unique. Places are named in path and line order.
 */
export function duplicateBlockIdDiagnostics(places: ReadonlyArray<{ note: VaultNote; block: NoteBlock }>): Diagnostic[] {
  if (places.length < 2) return [];
  const sorted = [...places].sort(byPlace);
  return sorted.map((place) => {
    const others = sorted.filter((p) => p !== place).map((p) => `${p.note.path}:${p.block.line}`);
    const id = place.block.id;
    return diagnostic(
      'DuplicateBlockId',
      place.note.path,
      { line: place.block.line, column: 1 },
      `Block id ^${id} is used ${places.length} times in the vault (ids compare without case); also at ${others.join(', ')}.`,
      `Block ids must be unique in the whole vault: rename all but one (links and engine citations to ^${id} go to one of them only).`,
    );
  });
}
