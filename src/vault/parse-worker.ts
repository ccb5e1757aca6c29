/**
 * Worker thread of `parse-pool.ts`: receives batches of note bytes and reads each with the same
 * code as the main thread (`note-digest.ts`: decode, parse, frontmatter, facts, summary), posting
 * back each note's digest and, when asked, its syntax tree, serialised with `node:v8` (transferred,
 * not copied). A digest is about a fifth of the size of the tree (5,000 generated notes: 2.3 KB
 * against 12 KB a note, where the live tree takes ~15× that); the checker asks for digests, and
 * the trees of the notes its embed diagnostics will expand (`embed-names.ts`).
 * Messages: in `{ id, trees, notes: [{ path, bytes }] }`, out `{ id, results: [{ digest, tree, full }] }`
 * (`tree` is `null` when not asked for, or for a binary note, which is never parsed).
 */
import { parentPort } from 'node:worker_threads';
import { type TreeRequest, treeWanted } from './embed-names.ts';
import { digestNote } from './note-digest.ts';
import { serialiseNote, type SerialisedNote } from './serialised-note.ts';

export interface ParseRequest {
  id: number;
  /** Send the syntax trees too (to render), not only the digests: all, none, or some (`embed-names.ts`). */
  trees: TreeRequest;
  notes: Array<{ path: string; bytes: Uint8Array }>;
}

export interface ParseResponse {
  id: number;
  results: SerialisedNote[];
}

parentPort?.on('message', (request: ParseRequest) => {
  const wanted = treeWanted(request.trees);
  const results = inOneBlock(
    request.notes.map(({ path, bytes }) => {
      const digested = digestNote(bytes, path);
      return serialiseNote(digested, wanted(digested.digest, path));
    }),
  );
  const blocks = new Set(results.flatMap((r) => (r.tree ? [r.tree.buffer as ArrayBuffer] : [])));
  const transfer = [...results.map((r) => r.digest.buffer as ArrayBuffer), ...blocks];
  parentPort!.postMessage({ id: request.id, results } satisfies ParseResponse, transfer);
});

/**
 * `results` with their trees copied into one block (views of it): a batch's trees, a few hundred
 * KB, are one allocation, which the system's allocator maps on its own and takes back whole once
 * the batch's notes have rendered and let their trees go (`takeTree`). Trees of about 15 KB each,
 * allocated one by one, stayed with the process after they were freed (glibc keeps small blocks in
 * its arenas): at 50,000 notes, about 750 MB through the render, the build's peak.
 */
function inOneBlock(results: SerialisedNote[]): SerialisedNote[] {
  const total = results.reduce((sum, r) => sum + (r.tree?.length ?? 0), 0);
  if (total === 0) return results;
  const block = new Uint8Array(total);
  let at = 0;
  return results.map((r) => {
    if (!r.tree) return r;
    block.set(r.tree, at);
    const tree = block.subarray(at, at + r.tree.length);
    at += r.tree.length;
    return { ...r, tree };
  });
}
