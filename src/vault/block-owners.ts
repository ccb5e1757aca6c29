/**
 * Which notes carry each block id, kept as notes change, and what that says: `SharedBlockId` when
 * more than one note carries one id (twice in one note is the note's own `DuplicateBlockId`,
 * `plugins/remark-block-ids.ts`). Ids are compared by {@link blockKey}, as links resolve them.
 */
import { diagnose, SharedBlockId } from './diagnostics.ts';
import type { Diagnostic, NoteBlock, VaultNote } from './types.ts';

/**
 * The case rule of block ids: `[[Note#^Rule-A]]` finds `^rule-a` (links resolve block ids without
 * case, `links.ts`), so two ids that differ only in case are one id and must not both exist.
 */
export const blockKey = (id: string): string => id.toLowerCase();

/** One place of a block id: the note and its block. */
export interface BlockPlace {
  note: VaultNote;
  block: NoteBlock;
}

const order = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The notes carrying each block id; `noteAt(path)` gives the note now at a path it holds. */
export class BlockOwners {
  /** Block key → paths of the notes carrying it. */
  private owners = new Map<string, Set<string>>();

  private readonly noteAt: (path: string) => VaultNote;

  constructor(noteAt: (path: string) => VaultNote) {
    this.noteAt = noteAt;
  }

  /** `note`, at `path`, carries its blocks. */
  add(path: string, note: VaultNote): void {
    for (const block of note.blocks) {
      const key = blockKey(block.id);
      let owners = this.owners.get(key);
      if (!owners) this.owners.set(key, (owners = new Set()));
      owners.add(path);
    }
  }

  /** `note`, at `path`, no longer carries its blocks. */
  drop(path: string, note: VaultNote): void {
    for (const block of note.blocks) this.owners.get(blockKey(block.id))?.delete(path);
  }

  /** Where `id` stands, in path and line order: written exactly so, or (`anyCase`) under its {@link blockKey}. */
  places(id: string, anyCase = false): BlockPlace[] {
    const key = blockKey(id);
    const places: BlockPlace[] = [];
    for (const path of [...(this.owners.get(key) ?? [])].sort(order)) {
      const note = this.noteAt(path);
      for (const block of note.blocks) if (anyCase ? blockKey(block.id) === key : block.id === id) places.push({ note, block });
    }
    return places;
  }

  /**
   * `SharedBlockId` at every place of the id `key` names when more than one note carries it; none
   * when one does. Each diagnostic names the other notes' places (`path:line`). Forgets a key no
   * note carries.
   */
  shared(key: string): Diagnostic[] {
    const places = this.places(key, true);
    if (places.length === 0) this.owners.delete(key);
    if (new Set(places.map((p) => p.note.path)).size < 2) return [];
    return places.map((place) => {
      const others = places.filter((p) => p.note !== place.note).map((p) => `${p.note.path}:${p.block.line}`);
      return diagnose(
        SharedBlockId,
        { file: place.note.path, line: place.block.line, column: 1 },
        place.block.id,
        `at ${others.join(', ')}`,
      );
    });
  }
}
