/**
 * Worker thread of `parse-pool.ts`: receives batches of note bytes and reads each with the same
 * code as the main thread (`note-digest.ts`: decode, parse, frontmatter, facts, summary), posting
 * back each note's digest and, when asked, its syntax tree, serialised with `node:v8` (transferred,
 * not copied). A digest is about a fifth of the size of the tree (5,000 generated notes: 2.3 KB
 * against 12 KB a note, where the live tree takes ~15× that); the checker asks for digests only.
 * Messages: in `{ id, trees, notes: [{ path, bytes }] }`, out `{ id, results: [{ digest, tree, full }] }`
 * (`tree` is `null` when not asked for, or for a binary note, which is never parsed).
 */
import { parentPort } from 'node:worker_threads';
import { digestNote } from './note-digest.ts';
import { serialiseNote, type SerialisedNote } from './serialised-note.ts';

export interface ParseRequest {
  id: number;
  /** Send the syntax trees too (to render), not only the digests. */
  trees: boolean;
  notes: Array<{ path: string; bytes: Uint8Array }>;
}

export interface ParseResponse {
  id: number;
  results: SerialisedNote[];
}

parentPort?.on('message', (request: ParseRequest) => {
  const results = request.notes.map(({ path, bytes }) => serialiseNote(digestNote(bytes, path), request.trees));
  const transfer = results.flatMap((r) => [r.digest.buffer as ArrayBuffer, ...(r.tree ? [r.tree.buffer as ArrayBuffer] : [])]);
  parentPort!.postMessage({ id: request.id, results } satisfies ParseResponse, transfer);
});
