/**
 * The three ways one vault is checked, for tests that they agree: `check --watch` (a session),
 * a one-shot `check` (`checkVault`) and the build's vault pipeline (`loadVault` with the site's
 * routes and HTML, as the site's loader calls it), checked with the same checks.
 */
import { expect } from 'vitest';
import { checkGraph, checkVault, readNoteTexts } from '../../src/checker/check.ts';
import type { Session } from '../../src/checker/session.ts';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import { loadVault, type Diagnostic, type VaultGraph } from '../../src/vault/index.ts';

const line = (d: Diagnostic): string => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} ${d.hint}`;

/** What the build publishes for `root`: its graph and the checker's report over it. */
export async function buildReport(root: string) {
  const graph = await loadVault(root, { routes: SITE_ROUTES });
  return { graph, report: checkGraph(graph, { texts: readNoteTexts(root), vault: root }) };
}

function pages(graph: VaultGraph): string[] {
  return graph.notes.map((n) => `${n.path} → ${n.slug}`);
}

/**
 * Asserts that `session` (already updated to the files under `root`), a fresh one-shot check and
 * the build agree: the same diagnostics (as lines), the same page URLs, the same vault
 * diagnostics as the build's.
 */
export async function expectAgreement(root: string, session: Session): Promise<void> {
  const once = await checkVault(root, { vault: root });
  const build = await buildReport(root);
  const watch = session.report.diagnostics.map(line);
  expect(watch, 'check --watch = check').toEqual(once.report.diagnostics.map(line));
  expect(build.report.diagnostics.map(line), 'build = check').toEqual(once.report.diagnostics.map(line));
  expect(build.graph.diagnostics.map(line), 'build vault diagnostics = check vault diagnostics').toEqual(once.graph.diagnostics.map(line));
  expect(pages(session.graph), 'check --watch URLs = build URLs').toEqual(pages(build.graph));
  expect(pages(once.graph), 'check URLs = build URLs').toEqual(pages(build.graph));
}
