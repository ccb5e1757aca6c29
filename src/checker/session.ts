/**
 * A check session for `--watch`: keeps the vault's files in memory and the vault state with the
 * checker's layer over it (`live.ts`); on a change it re-reads only the changed files and redoes
 * only what they affect, reporting which diagnostics appeared and which went away. The report
 * equals a fresh one-shot `check` (`checkVault`).
 */
import {
  compareDiagnostics,
  readVault,
  readVaultFolder,
  readVaultPath,
  type Diagnostic,
  type PreparsedNotes,
  type VaultFile,
  type VaultGraph,
} from '../vault/index.ts';
import type { CheckOptions } from './options.ts';
import { CHECK_VAULT_OPTIONS, LiveCheck } from './live.ts';
import type { Report } from './report.ts';

export interface SessionUpdate {
  /** Vault-relative paths re-read (changed, added or deleted). */
  changed: string[];
  report: Report;
  /** Diagnostics present now and not before, and the other way round. */
  added: Diagnostic[];
  removed: Diagnostic[];
  /** Milliseconds from the change being handed over to the new report. */
  ms: number;
}

export interface Session {
  readonly root: string;
  readonly report: Report;
  /** The graph (as `buildGraph` without HTML makes it), assembled on each read: O(vault). */
  readonly graph: VaultGraph;
  /** Re-reads `paths` (vault-relative; a deleted file is dropped) and re-checks. */
  update(paths: readonly string[]): SessionUpdate;
}

/** Every file of the vault at `root`, in path order, read as `readVault` reads them. */
export function readVaultFiles(root: string): Map<string, VaultFile> {
  return new Map(readVaultFolder(root, '').files.map((f) => [f.path, f]));
}

/** The files of a session and the problems reading them (symlinks skipped, unreadable files), by path. */
interface Disk {
  files: Map<string, VaultFile>;
  problems: Map<string, Diagnostic>;
}

/**
 * Re-reads `paths` from disk into `disk`, as `readVault` reads them (`readVaultPath`, `readVaultFolder`):
 * a folder (renamed, added, deleted) stands for every file under it, before and after; a symbolic
 * link is reported, never followed. Returns the paths of the files and problems there were or are
 * at `paths`, sorted (a path that held nothing and holds nothing, such as a temporary file already
 * renamed, is left out).
 */
function reread(root: string, disk: Disk, paths: readonly string[]): string[] {
  const out = new Set<string>();
  const drop = (path: string): void => {
    const prefix = `${path}/`;
    for (const map of [disk.files, disk.problems])
      for (const known of map.keys())
        if (known === path || known.startsWith(prefix)) {
          map.delete(known);
          out.add(known);
        }
  };
  for (const path of paths) {
    drop(path);
    const now = readVaultPath(root, path);
    if (now === 'folder') {
      const read = readVaultFolder(root, path);
      for (const file of read.files) {
        disk.files.set(file.path, file);
        out.add(file.path);
      }
      for (const d of read.diagnostics) {
        disk.problems.set(d.file, d);
        out.add(d.file);
      }
    } else if (now && 'file' in now) {
      disk.files.set(path, now.file);
      out.add(path);
    } else if (now) {
      disk.problems.set(path, now.problem);
      out.add(path);
    }
  }
  return [...out].sort();
}

const problemsOf = (disk: Disk): Diagnostic[] => [...disk.problems.values()].sort(compareDiagnostics);

/** Starts a session: reads the vault at `root` and checks it once (parsing on this thread). */
export function createSession(root: string, options: CheckOptions = {}): Session {
  const read = readVaultFolder(root, '');
  return sessionOf(root, read.files, options, undefined, read.diagnostics);
}

/**
 * {@link createSession}, reading the vault as the build does (`readVault`: symlinks skipped and
 * reported, notes of a large vault parsed on worker threads). For `--watch`. Throws only when
 * `root` is not a folder.
 */
export async function startSession(root: string, options: CheckOptions = {}): Promise<Session> {
  const read = await readVault(root, CHECK_VAULT_OPTIONS);
  return sessionOf(root, read.files, options, read.preparsed, read.diagnostics);
}

function sessionOf(
  root: string,
  files: readonly VaultFile[],
  options: CheckOptions,
  preparsed: PreparsedNotes | undefined,
  readProblems: readonly Diagnostic[],
): Session {
  const disk: Disk = { files: new Map(files.map((f) => [f.path, f])), problems: new Map(readProblems.map((d) => [d.file, d])) };
  const live = new LiveCheck(options);
  live.update(disk.files, [...disk.files.keys()], preparsed, problemsOf(disk));
  return {
    root,
    get report() {
      return live.report;
    },
    get graph() {
      return live.graph();
    },
    update(paths) {
      const started = performance.now();
      const changed = reread(root, disk, [...new Set(paths)]);
      const { added, removed } = live.update(disk.files, changed, undefined, problemsOf(disk));
      return { changed, report: live.report, added, removed, ms: performance.now() - started };
    },
  };
}
