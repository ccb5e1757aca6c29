/**
 * A note's digest and syntax tree in serialised form (`node:v8`), as the parse workers send them
 * and the parse cache keeps them: compact bytes that are decoded only when needed.
 */
import { deserialize, serialize } from 'node:v8';
import type { Root } from 'mdast';
import type { DigestedNote, NoteDigest } from './note-digest.ts';
import type { PreparsedNote } from './notes.ts';

export interface SerialisedNote {
  /** A `NoteDigest`. */
  digest: Uint8Array;
  /** The note's `Root` (mdast), or `null` when not kept (or the note has none). */
  tree: Uint8Array | null;
  /** Everything a render needs is here: `tree` is set, or the note has no tree (binary). */
  full: boolean;
}

/** A digested note in serialised form, with its tree when `withTree`. */
export function serialiseNote({ digest, tree }: DigestedNote, withTree: boolean): SerialisedNote {
  return {
    digest: new Uint8Array(serialize(digest)),
    tree: withTree && tree ? new Uint8Array(serialize(tree)) : null,
    full: withTree || tree === null,
  };
}

/** The note as `buildGraph` takes it read ahead: each call decodes a fresh copy. */
export function preparsedNote({ digest, tree }: SerialisedNote): PreparsedNote {
  return { digest: () => deserialize(digest) as NoteDigest, tree: tree ? () => deserialize(tree) as Root : null };
}
