/**
 * A note's digest and syntax tree in serialised form (`node:v8`), as the parse workers send them
 * and the parse cache keeps them: compact bytes that are decoded only when needed.
 */
import { deserialize, serialize } from 'node:v8';
import type { Root } from 'mdast';
import type { DigestedNote, NoteDigest } from './note-digest.ts';
import type { PreparsedNote } from './notes.ts';
import { droppedOutsideHeap } from './heap.ts';

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

/**
 * The note as `buildGraph` takes it read ahead: each `digest()` decodes a fresh copy; `takeTree()`
 * decodes the tree and lets its bytes go, so a later call gives `null` (the caller parses the note
 * again then). A build renders each note once, and the serialised trees of a large vault (about
 * 750 MB at 50,000 notes) are freed one by one as the notes render, not all when the last has.
 */
export function preparsedNote({ digest, tree }: SerialisedNote): PreparsedNote {
  let kept = tree;
  const takeTree = (): Root | null => {
    const bytes = kept;
    kept = null;
    if (!bytes) return null;
    const root = deserialize(bytes) as Root;
    droppedOutsideHeap(bytes.byteLength);
    return root;
  };
  return { digest: () => deserialize(digest) as NoteDigest, takeTree: tree ? takeTree : null };
}
