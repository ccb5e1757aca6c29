/**
 * Worker thread of `parse-pool.ts`: receives batches of note bytes, decodes and parses each with
 * the same code as the main thread (`decode.ts`, `parse.ts`) and posts the syntax trees back.
 * Messages: in `{ id, notes: [{ path, bytes }] }`, out `{ id, results: [ParsedMarkdown | null] }`
 * (`null` for a binary note, which is never parsed).
 */
import { parentPort } from 'node:worker_threads';
import { decodeNote } from './decode.ts';
import { parseMarkdown, type ParsedMarkdown } from './parse.ts';

export interface ParseRequest {
  id: number;
  notes: Array<{ path: string; bytes: Uint8Array }>;
}

export interface ParseResponse {
  id: number;
  results: Array<ParsedMarkdown | null>;
}

parentPort?.on('message', (request: ParseRequest) => {
  const results = request.notes.map(({ path, bytes }) => {
    const decoded = decodeNote(bytes);
    return decoded.kind === 'binary' ? null : parseMarkdown(decoded.text, path);
  });
  parentPort!.postMessage({ id: request.id, results } satisfies ParseResponse);
});
