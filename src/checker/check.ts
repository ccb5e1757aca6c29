/**
 * The checker: everything an editor should be told about a vault before publishing.
 *
 * `checkGraph` is pure over a {@link VaultGraph} (plus engines and recorded fingerprints);
 * `checkVault` reads the vault from disk first. The vault's own diagnostics (from `src/vault`) are
 * merged in; see `catalogue.ts` for the codes the checker adds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readVault, type ReadVault } from '../vault/index.ts';
import { CHECK_VAULT_OPTIONS, LiveCheck, noteTexts } from './live.ts';
import type { CheckOptions } from './options.ts';
import type { Diagnostic, VaultGraph } from '../vault/index.ts';
import { checkCheckBlocks } from './check-blocks.ts';
import { checkCitations } from './citations.ts';
import { createContext, type CheckContext } from './context.ts';
import { checkDrift } from './drift.ts';
import { applicableEngines, citationsOf, type AnyEngine } from './engines.ts';
import { checkLinks } from './links.ts';
import { checkOrphans } from './orphans.ts';
import { countSeverities, mergeDiagnostics, type Report } from './report.ts';

export type { CheckOptions } from './options.ts';

/** Checks a graph. Pure (apart from reading nothing); never throws on vault content. */
export function checkGraph(graph: VaultGraph, options: CheckOptions = {}): Report {
  const ctx = createContext(graph, options.texts, options.suggestionMemo);
  const found: Diagnostic[] = [...checkLinks(ctx), ...checkOrphans(ctx)];
  const skipped = [...(options.skipped ?? [])];
  if (options.engines) found.push(...checkWithEngines(ctx, options, options.engines, skipped));
  const diagnostics = mergeDiagnostics(graph.diagnostics, found);
  const assets = new Set(graph.assets.map((a) => a.path));
  return {
    vault: options.vault ?? '.',
    notes: graph.notes.length,
    files: graph.notes.length + assets.size,
    diagnostics,
    counts: countSeverities(diagnostics),
    skipped,
  };
}

function checkWithEngines(ctx: CheckContext, options: CheckOptions, engines: readonly AnyEngine[], skipped: string[]): Diagnostic[] {
  const { active, skipped: why } = applicableEngines(ctx, engines);
  skipped.push(...why);
  const cited = citationsOf(active);
  const out = [...checkCitations(ctx, active, cited), ...checkCheckBlocks(ctx, engines)];
  if (active.length) {
    if (options.fingerprints) {
      const command = options.reviewCommand ?? ((id: string) => `npm run check -- --record-review ${id}`);
      out.push(...checkDrift(ctx, cited, options.fingerprints, command));
    } else skipped.push('Rule drift: no fingerprint file given.');
  }
  return out;
}

/** Reads every Markdown file's text under `root` (vault-relative POSIX path → text), skipping dot folders. */
export function readNoteTexts(root: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(join(dir, entry.name), rel);
      else if (entry.name.endsWith('.md')) texts.set(rel, readFileSync(join(dir, entry.name), 'utf8'));
    }
  };
  walk(root, '');
  return texts;
}

/**
 * Checks a vault read from disk (`readVault` with {@link CHECK_VAULT_OPTIONS}): one vault state
 * updated with every file, the checker's layer over it: the same code as `check --watch`.
 */
export function checkRead(read: ReadVault, options: CheckOptions = {}): LiveCheck {
  const files = new Map(read.files.map((f) => [f.path, f]));
  const live = new LiveCheck(noteTexts(files), options);
  live.update(files, [...files.keys()], read.preparsed, read.diagnostics);
  return live;
}

/** Loads the vault at `root` and checks it once ({@link checkRead}). Throws only when `root` is not a folder. */
export async function checkVault(root: string, options: CheckOptions = {}): Promise<{ graph: VaultGraph; report: Report }> {
  const live = checkRead(await readVault(root, CHECK_VAULT_OPTIONS), { ...options, vault: options.vault ?? root });
  return { graph: live.graph(), report: live.report };
}
