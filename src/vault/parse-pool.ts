/**
 * Parsing notes on several cores: `node:worker_threads` at the edge of `src/vault` (used by
 * `loadVault`, never by the pure `buildGraph`). Parsing with micromark is most of a build's time
 * (profile: ~60% of `loadVault` for 1,000 notes), and each note parses on its own, so batches of
 * notes go to `parse-worker.ts` threads and the syntax trees come back (structured clone, ~10% of
 * the parse cost). The graph is built from them exactly as from trees parsed in-process.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { deserialize } from 'node:v8';
import type { ParsedMarkdown } from './parse.ts';
import type { ParseRequest, ParseResponse } from './parse-worker.ts';
import type { VaultFile } from './types.ts';

/**
 * Notes parsed ahead of `buildGraph`, keyed by the note's `bytes` (identity, not content): a
 * function giving a fresh copy of the parse each call (from its compact serialised form), so the
 * graph builder never holds every note's tree at once.
 */
export type PreparsedNotes = ReadonlyMap<Uint8Array, () => ParsedMarkdown>;

/** Serialised parses (`node:v8`) by note bytes, as the workers and the parse cache give them. */
export type SerialisedParses = Map<Uint8Array, Uint8Array>;

/** {@link PreparsedNotes} over serialised parses. */
export function preparsedFrom(serialised: ReadonlyMap<Uint8Array, Uint8Array>): PreparsedNotes {
  return new Map([...serialised].map(([bytes, data]) => [bytes, () => deserialize(data) as ParsedMarkdown]));
}

/** Below this many notes, starting threads costs more than it saves. */
export const MIN_NOTES_FOR_WORKERS = 300;
const BATCH_BYTES = 96 * 1024;

/**
 * How many parse threads to use for `noteCount` notes: `requested` (option `parseThreads`, or env
 * `RULEGRAPH_PARSE_THREADS`) when given; else one per core (at most 4) for vaults of at least
 * {@link MIN_NOTES_FOR_WORKERS} notes, and 0 (parse in-process) below that or on one core.
 */
export function parseThreadCount(noteCount: number, requested?: number): number {
  const fromEnv = process.env.RULEGRAPH_PARSE_THREADS;
  const wanted = requested ?? (fromEnv !== undefined && fromEnv.trim() !== '' ? Number(fromEnv) : undefined);
  if (wanted !== undefined && Number.isFinite(wanted)) return Math.max(0, Math.floor(wanted));
  const cores = availableParallelism();
  return noteCount < MIN_NOTES_FOR_WORKERS || cores < 2 ? 0 : Math.min(cores, 4);
}

/**
 * Parses the `.md` files of `files` no larger than `maxBytes` on `threads` worker threads.
 * Resolves to the serialised parses by `file.bytes`; binary notes are left out (`buildGraph`
 * reports them).
 * Rejects when a worker fails to start or crashes (the caller then parses in-process).
 */
export async function parseInWorkers(files: readonly VaultFile[], threads: number, maxBytes: number): Promise<SerialisedParses> {
  const notes = files.filter((f) => /\.md$/i.test(f.path) && f.bytes.length <= maxBytes);
  const batches: VaultFile[][] = [];
  let current: VaultFile[] = [];
  let size = 0;
  for (const note of notes) {
    current.push(note);
    size += note.bytes.length;
    if (size >= BATCH_BYTES) {
      batches.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) batches.push(current);

  const out: SerialisedParses = new Map();
  const workers = Array.from({ length: Math.min(threads, batches.length) }, () => new Worker(new URL('./parse-worker.ts', import.meta.url)));
  try {
    let next = 0;
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let sent: VaultFile[] = [];
            const send = (): void => {
              const batch = batches[next];
              if (batch === undefined) return resolve();
              sent = batch;
              worker.postMessage({ id: next++, notes: batch.map(({ path, bytes }) => ({ path, bytes })) } satisfies ParseRequest);
            };
            worker.on('message', (response: ParseResponse) => {
              response.results.forEach((result, i) => {
                if (result) out.set(sent[i]!.bytes, result);
              });
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => reject(new Error(`parse worker exited with code ${code}`)));
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return out;
}
