/**
 * Parsing notes on several cores: `node:worker_threads` at the edge of `src/vault` (used by
 * `loadVault`, never by the pure `buildGraph`). Parsing with micromark is most of a build's time,
 * and each note parses on its own, so batches of notes go to `parse-worker.ts` threads, which read
 * each note's digest there too (`note-digest.ts`: frontmatter, facts, summary, diagnostics) and
 * send it back with, when asked, the syntax tree (to render). The graph is built from them exactly
 * as from notes read in-process.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PreparsedNote } from './notes.ts';
import type { ParseRequest, ParseResponse } from './parse-worker.ts';
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

const WORKER_URL = new URL('./parse-worker.ts', import.meta.url);

/** A new parse thread. */
const newWorker = (): Worker => new Worker(WORKER_URL);

/** A parse thread started ahead of need, and whether it has stopped (failed to start, crashed). */
interface Prestarted {
  worker: Worker;
  stopped: boolean;
}

/** Threads {@link prestartParseWorkers} started, idle until {@link parseInWorkers} takes them. */
const prestarted: Prestarted[] = [];

/**
 * Starts `count` parse threads now (default: as many as a large vault gets, see
 * {@link parseThreadCount}), so that they load the parser while this thread still loads its own
 * modules and reads the vault; the next {@link parseInWorkers} takes them instead of starting its
 * own. Idle, they do not keep the process alive, and a thread that fails to start is simply not
 * taken. For command-line entry points, before their heavy imports.
 */
export function prestartParseWorkers(count = parseThreadCount(MIN_NOTES_FOR_WORKERS)): void {
  while (prestarted.filter((p) => !p.stopped).length < count) {
    const entry: Prestarted = { worker: newWorker(), stopped: false };
    const stop = (): void => {
      entry.stopped = true;
    };
    entry.worker.on('error', stop);
    entry.worker.on('exit', stop);
    entry.worker.unref();
    prestarted.push(entry);
  }
}

/**
 * {@link prestartParseWorkers} when the folder `root` holds enough notes (`.md` files outside dot
 * folders, counted up to {@link MIN_NOTES_FOR_WORKERS}) to be parsed on threads; else nothing, so
 * a small vault's check does not pay for threads it will not use. Never throws.
 */
export function prestartParseWorkersFor(root: string): void {
  let notes = 0;
  const count = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (notes >= MIN_NOTES_FOR_WORKERS) return;
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) count(join(dir, entry.name));
      else if (/\.md$/i.test(entry.name)) notes++;
    }
  };
  try {
    count(root);
  } catch {
    return; // not a folder, or unreadable: the check says so
  }
  if (parseThreadCount(notes) > 0) prestartParseWorkers();
}

/** A prestarted thread that is still running (kept alive again), else a new one. */
function takeWorker(): Worker {
  for (let entry = prestarted.shift(); entry; entry = prestarted.shift()) {
    if (entry.stopped) continue;
    entry.worker.removeAllListeners('error').removeAllListeners('exit');
    entry.worker.ref();
    return entry.worker;
  }
  return newWorker();
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
 * Reads the `.md` files of `files` no larger than `maxBytes` on `threads` worker threads.
 * Resolves to each note's serialised digest by `file.bytes`, with its serialised syntax tree when
 * `trees` (default `true`; `false` when nothing will be rendered: a fifth of the bytes to pass).
 * Rejects when a worker fails to start or crashes (the caller then parses in-process).
 */
export async function parseInWorkers(
  files: readonly VaultFile[],
  threads: number,
  maxBytes: number,
  trees = true,
): Promise<SerialisedParses> {
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
  const workers = Array.from({ length: Math.min(threads, batches.length) }, takeWorker);
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
