/**
 * Worker thread of `parse-pool.ts`: receives batches of note bytes, decodes and parses each with
 * the same code as the main thread (`decode.ts`, `parse.ts`) and posts the syntax trees back.
 * Messages: in `{ id, notes: [{ path, bytes }] }`, out `{ id, results: [Uint8Array | null] }`: each
 * `ParsedMarkdown` serialised with `node:v8` (transferred, not copied; ~12 KB a note where the live
 * tree takes ~15× that), `null` for a binary note, which is never parsed.
 */
import { parentPort } from 'node:worker_threads';
import { serialize } from 'node:v8';
import { decodeNote } from './decode.ts';
import { parseMarkdown } from './parse.ts';

export interface ParseRequest {
  id: number;
  notes: Array<{ path: string; bytes: Uint8Array }>;
}

export interface ParseResponse {
  id: number;
  results: Array<Uint8Array | null>;
}

parentPort?.on('message', (request: ParseRequest) => {
  const results = request.notes.map(({ path, bytes }) => {
    const decoded = decodeNote(bytes);
    return decoded.kind === 'binary' ? null : new Uint8Array(serialize(parseMarkdown(decoded.text, path)));
  });
  const transfer = results.flatMap((r) => (r ? [r.buffer as ArrayBuffer] : []));
  parentPort!.postMessage({ id: request.id, results } satisfies ParseResponse, transfer);
});
