/**
 * Indexes over a {@link VaultGraph} that several checks share, built once per check run.
 */
import type { NoteBlock, VaultGraph, VaultNote } from '../vault/index.ts';
import { normaliseName } from './suggest.ts';

/** The last path segment of a note id: `legion/Free Actions` → `Free Actions`. */
export function noteName(id: string): string {
  const i = id.lastIndexOf('/');
  return i < 0 ? id : id.slice(i + 1);
}

export interface CheckContext {
  graph: VaultGraph;
  notesById: Map<string, VaultNote>;
  notesByPath: Map<string, VaultNote>;
  /** Normalised note name or alias → ids of the notes it names (sorted). */
  notesByName: Map<string, string[]>;
  /** Normalised file name (without `.md`) → ids of the notes with that name (sorted). */
  notesByFileName: Map<string, string[]>;
  /** Normalised alias → ids of the notes declaring it (sorted). */
  notesByAlias: Map<string, string[]>;
  /** Block id → every block carrying it, with its note. */
  blocksById: Map<string, Array<{ note: VaultNote; block: NoteBlock }>>;
}

/** Builds the shared indexes. O(notes + blocks). */
export function createContext(graph: VaultGraph): CheckContext {
  const notesById = new Map<string, VaultNote>();
  const notesByPath = new Map<string, VaultNote>();
  const { notesByName, notesByFileName, notesByAlias } = indexNoteNames(graph.notes);
  const blocksById = new Map<string, Array<{ note: VaultNote; block: NoteBlock }>>();
  for (const note of graph.notes) {
    notesById.set(note.id, note);
    notesByPath.set(note.path, note);
    for (const block of note.blocks) {
      const list = blocksById.get(block.id);
      if (list) list.push({ note, block });
      else blocksById.set(block.id, [{ note, block }]);
    }
  }
  return {
    graph,
    notesById,
    notesByPath,
    notesByName,
    notesByFileName,
    notesByAlias,
    blocksById,
  };
}

/** Whether notes other than one have the file name `name` (`Move` in `rules/` and `skirmish/`): a bare `[[Move]]` reaches one of them only. */
export function fileNameShared(ctx: Pick<CheckContext, 'notesByFileName'>, name: string): boolean {
  return (ctx.notesByFileName.get(normaliseName(name))?.length ?? 0) > 1;
}

/**
 * The name indexes of a set of notes, keyed by normalised name, each list of note ids sorted:
 * `notesByName` (file name or alias), `notesByFileName`, `notesByAlias`. Used by the full check
 * and rebuilt by the incremental `--watch` session when names change.
 */
export function indexNoteNames(notes: Iterable<VaultNote>): Pick<CheckContext, 'notesByName' | 'notesByFileName' | 'notesByAlias'> {
  const notesByName = new Map<string, string[]>();
  const notesByFileName = new Map<string, string[]>();
  const notesByAlias = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, name: string, id: string): void => {
    const key = normaliseName(name);
    const list = map.get(key);
    if (!list) map.set(key, [id]);
    else if (!list.includes(id)) list.push(id);
  };
  for (const note of notes) {
    add(notesByName, noteName(note.id), note.id);
    add(notesByFileName, noteName(note.id), note.id);
    for (const alias of note.aliases) {
      add(notesByName, alias, note.id);
      add(notesByAlias, alias, note.id);
    }
  }
  for (const map of [notesByName, notesByFileName, notesByAlias]) for (const list of map.values()) list.sort();
  return { notesByName, notesByFileName, notesByAlias };
}
