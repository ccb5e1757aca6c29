/**
 * Parsing notes on several cores: `node:worker_threads` at the edge of `src/vault` (used by
 * `loadVault`, never by the pure `buildGraph`). Parsing with micromark is most of a build's time,
 * and each note parses on its own, so batches of notes go to `parse-worker.ts` threads, which read
 * each note's digest there too (`note-digest.ts`: frontmatter, facts, summary, diagnostics) and
 * send it back with, when asked, the syntax tree (to render). The graph is built from them exactly
 * as from notes read in-process.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { PreparsedNote } from './notes.ts';
import type { ParseRequest, ParseResponse } from './parse-worker.ts';
import type { TreeRequest } from './embed-names.ts';
import { isNotePath } from './note-path.ts';
import { preparsedNote, type SerialisedNote } from './serialised-note.ts';
import type { VaultFile } from './types.ts';

export type { SerialisedNote } from './serialised-note.ts';

/**
 * Notes read ahead of `buildGraph`, keyed by the note's `bytes` (identity, not content): each
 * note's digest and (when kept) tree, decoded from their compact serialised form only when asked
 * for, so the graph builder never holds every note's tree at once.
 */
export type PreparsedNotes = ReadonlyMap<Uint8Array, PreparsedNote>;

/** Serialised digests and trees (`node:v8`) by note bytes, as the workers and the parse cache give them. */
export type SerialisedParses = Map<Uint8Array, SerialisedNote>;

/** {@link PreparsedNotes} over serialised parses. */
export function preparsedFrom(serialised: ReadonlyMap<Uint8Array, SerialisedNote>): PreparsedNotes {
  const out = new Map<Uint8Array, PreparsedNote>();
  for (const [bytes, note] of serialised) out.set(bytes, preparsedNote(note));
  return out;
}

/** Whether `file` is a note read ahead (a note, `note-path.ts`, of at most `maxBytes`; a larger one is published as text, unparsed). */
export const isParsedNote = (file: VaultFile, maxBytes: number): boolean => isNotePath(file.path) && file.bytes.length <= maxBytes;

/** Below this many notes, starting threads costs more than it saves. */
const MIN_NOTES_FOR_WORKERS = 300;
const BATCH_BYTES = 96 * 1024;
/**
 * Each parse thread's young generation, in MiB. V8's default for a thread on this kind of machine
 * is larger, and a parse keeps most of what it makes (tokens, then the tree) until the note is
 * done, so a larger young generation mostly holds more memory: on 5,000 generated notes and two
 * threads (`scripts/bench/pipeline.ts --total-only`, three runs each) the process peaked at
 * 653–664 MiB by default and 490–498 MiB with 32, in the same time (8.4–8.8 s against 9.0–10.2 s).
 */
const YOUNG_GENERATION_MB = 32;

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
 * Reads the `.md` files of `files` no larger than `maxBytes` on `threads` worker threads.
 * Resolves to each note's serialised digest by `file.bytes`, with its serialised syntax tree when
 * `trees` (default `true`; `false` when nothing will be rendered: a fifth of the bytes to pass;
 * or the names embeds point at, for the trees the embed diagnostics want, see `embed-names.ts`).
 * Rejects when a worker fails to start or crashes (the caller then parses in-process).
 */
export async function parseInWorkers(
  files: readonly VaultFile[],
  threads: number,
  maxBytes: number,
  trees: TreeRequest = true,
): Promise<SerialisedParses> {
  const notes = files.filter((f) => isParsedNote(f, maxBytes));
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
  const workers = Array.from(
    { length: Math.min(threads, batches.length) },
    () => new Worker(new URL('./parse-worker.ts', import.meta.url), { resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB } }),
  );
  try {
    let next = 0;
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let sent: VaultFile[] = [];
            const send = (): void => {
              const batch = batches[next];
              if (batch === undefined) {
                resolve();
                return;
              }
              sent = batch;
              worker.postMessage({ id: next++, trees, notes: batch.map(({ path, bytes }) => ({ path, bytes })) } satisfies ParseRequest);
            };
            worker.on('message', (response: ParseResponse) => {
              response.results.forEach((result, i) => {
                out.set(sent[i]!.bytes, result);
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
