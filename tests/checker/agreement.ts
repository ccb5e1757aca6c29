/**
 * The three ways one vault is read, for tests that they agree: `check --watch` (a session), a
 * one-shot `check` (`checkVault`) and the build's vault pipeline (`loadVault` with the site's
 * routes and HTML, as the site's loader calls it, which prints the graph's diagnostics).
 */
import { expect } from 'vitest';
import { checkVault } from '../../src/checker/check.ts';
import type { Session } from '../../src/checker/session.ts';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import { loadVault, type Diagnostic, type VaultGraph } from '../../src/vault/index.ts';

const line = (d: Diagnostic): string => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message} ${d.hint}`;

/** What the build publishes for `root` (its graph, rendered as the site's loader does) and the one-shot check's report. */
export async function buildReport(root: string) {
  const graph = await loadVault(root, { routes: SITE_ROUTES });
  return { graph, report: (await checkVault(root, { vault: root })).report };
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
  const place = (d: Diagnostic): string => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`;
  const reported = new Set(once.report.diagnostics.map(place));
  expect(
    build.graph.diagnostics.map(place).filter((d) => !reported.has(d)),
    'whatever the build prints, check reports',
  ).toEqual([]);
  expect(build.graph.diagnostics.map(line), 'build vault diagnostics = check vault diagnostics').toEqual(once.graph.diagnostics.map(line));
  expect(pages(session.graph), 'check --watch URLs = build URLs').toEqual(pages(build.graph));
  expect(pages(once.graph), 'check URLs = build URLs').toEqual(pages(build.graph));
}
