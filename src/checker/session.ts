/**
 * A check session for `--watch`: keeps the vault's files in memory, and on a change re-reads only
 * the changed files, rebuilds the graph through a {@link GraphBuilder} and re-checks, reporting
 * which diagnostics appeared and which went away.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildGraph, createNoteCache } from '../vault/index.ts';
import type { Diagnostic, VaultFile, VaultGraph } from '../vault/types.ts';
import { checkGraph, type CheckOptions } from './check.ts';
import type { Report } from './report.ts';
import { createSuggestionMemo } from './suggest.ts';

/**
 * Builds the graph from every file of the vault; `changed` names the files that differ from the
 * previous call (empty on the first), so a builder with a per-file cache re-parses only those.
 */
export type GraphBuilder = (files: readonly VaultFile[], changed: readonly string[]) => VaultGraph;

/**
 * The graph builder `--watch` uses: `buildGraph` without HTML, with a per-note parse cache, so a
 * re-check after an edit re-parses only the changed notes (links are re-resolved over the vault).
 */
export function createGraphBuilder(): GraphBuilder {
  const noteCache = createNoteCache();
  return (files) => buildGraph(files, { html: false, noteCache });
}

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
  report: Report;
  graph: VaultGraph;
  /** Re-reads `paths` (vault-relative; a deleted file is dropped) and re-checks. */
  update(paths: readonly string[]): SessionUpdate;
}

const key = (d: Diagnostic): string => `${d.code}\0${d.file}\0${d.line}\0${d.column}\0${d.message}`;

/** Whether a vault-relative path is part of the vault (not a dot folder such as `.obsidian`). */
export function isVaultPath(path: string): boolean {
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

/** Starts a session: reads the vault at `root` and checks it once. */
export function createSession(root: string, build: GraphBuilder, options: CheckOptions = {}): Session {
  const files = readVaultFiles(root);
  const decoder = new TextDecoder();
  const texts = new Map<string, string>();
  for (const [path, file] of files) if (path.endsWith('.md')) texts.set(path, decoder.decode(file.bytes));
  const suggestionMemo = createSuggestionMemo();
  const run = (changed: readonly string[]): { graph: VaultGraph; report: Report } => {
    const graph = build([...files.values()], changed);
    return { graph, report: checkGraph(graph, { ...options, texts, suggestionMemo }) };
  };
  const first = run([]);
  const session: Session = {
    root,
    report: first.report,
    graph: first.graph,
    update(paths) {
      const started = performance.now();
      const changed = expand(root, files, [...new Set(paths)].filter(isVaultPath));
      for (const path of changed) {
        const file = readVaultFile(root, path);
        if (file) {
          files.set(path, file);
          if (path.endsWith('.md')) texts.set(path, decoder.decode(file.bytes));
        } else {
          files.delete(path);
          texts.delete(path);
        }
      }
      const before = new Map(session.report.diagnostics.map((d) => [key(d), d]));
      const next = run(changed);
      session.graph = next.graph;
      session.report = next.report;
      const after = new Set(next.report.diagnostics.map(key));
      const added = next.report.diagnostics.filter((d) => !before.has(key(d)));
      const removed = [...before.entries()].filter(([k]) => !after.has(k)).map(([, d]) => d);
      return { changed, report: next.report, added, removed, ms: performance.now() - started };
    },
  };
  return session;
}
