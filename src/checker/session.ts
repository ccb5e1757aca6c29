/**
 * A check session for `--watch`: keeps the vault's files in memory and the vault state with the
 * checker's layer over it (`live.ts`); on a change it re-reads only the changed files and redoes
 * only what they affect, reporting which diagnostics appeared and which went away. The report
 * equals a fresh one-shot `check` (`checkVault`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readVault, type PreparsedNotes } from '../vault/index.ts';
import type { Diagnostic, VaultFile, VaultGraph } from '../vault/index.ts';
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

/** Whether a vault-relative path is part of the vault (not a dot folder such as `.obsidian`). */
function isVaultPath(path: string): boolean {
  return path !== '' && !path.split('/').some((segment) => segment.startsWith('.') || segment === 'node_modules');
}

function readVaultFile(root: string, path: string): VaultFile | null {
  try {
    const full = join(root, path);
    if (!statSync(full).isFile()) return null;
    // Asset bytes are never read by the pipeline: keep them empty.
    return { path, bytes: path.endsWith('.md') ? readFileSync(full) : new Uint8Array() };
  } catch {
    return null; // deleted (or unreadable: the next full load reports it)
  }
}

/** Every file of the vault at `root`, in path order. */
export function readVaultFiles(root: string): Map<string, VaultFile> {
  const files = new Map<string, VaultFile>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (!isVaultPath(rel)) continue;
      if (entry.isDirectory()) walk(join(dir, entry.name), rel);
      else if (entry.isFile()) {
        const file = readVaultFile(root, rel);
        if (file) files.set(rel, file);
      }
    }
  };
  walk(root, '');
  return files;
}

/**
 * The files a change to `paths` touches: a folder (renamed, added, deleted) stands for every file
 * under it, before and after. Sorted.
 */
function expand(root: string, files: Map<string, VaultFile>, paths: readonly string[]): string[] {
  const out = new Set<string>();
  for (const path of paths) {
    out.add(path);
    const prefix = `${path}/`;
    for (const known of files.keys()) if (known.startsWith(prefix)) out.add(known);
    let isDir = false;
    try {
      isDir = statSync(join(root, path)).isDirectory();
    } catch {
      // gone
    }
    if (isDir) {
      for (const [rel] of readVaultFiles(join(root, path))) out.add(`${path}/${rel}`);
      out.delete(path);
    }
  }
  return [...out].sort();
}

/** Starts a session: reads the vault at `root` and checks it once (parsing on this thread). */
export function createSession(root: string, options: CheckOptions = {}): Session {
  return sessionOf(root, readVaultFiles(root), options);
}

/**
 * {@link createSession}, reading the vault as the build does (`readVault`: symlinks skipped and
 * reported, notes of a large vault parsed on worker threads). For `--watch`. Throws only when
 * `root` is not a folder.
 */
export async function startSession(root: string, options: CheckOptions = {}): Promise<Session> {
  const read = await readVault(root, CHECK_VAULT_OPTIONS);
  const files = new Map<string, VaultFile>();
  for (const file of read.files) if (isVaultPath(file.path)) files.set(file.path, file);
  return sessionOf(root, files, options, read.preparsed, read.diagnostics);
}

function sessionOf(
  root: string,
  files: Map<string, VaultFile>,
  options: CheckOptions,
  preparsed?: PreparsedNotes,
  readProblems?: Diagnostic[],
): Session {
  const live = new LiveCheck(options);
  live.update(files, [...files.keys()], preparsed, readProblems);
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
      const changed = expand(root, files, [...new Set(paths)].filter(isVaultPath));
      for (const path of changed) {
        const file = readVaultFile(root, path);
        if (file) files.set(path, file);
        else files.delete(path);
      }
      const { added, removed } = live.update(files, changed);
      return { changed, report: live.report, added, removed, ms: performance.now() - started };
    },
  };
}
