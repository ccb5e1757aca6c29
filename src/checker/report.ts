/**
 * The report model: the vault's own diagnostics merged with the checker's, sorted, counted.
 */
import { compareDiagnostics, type Diagnostic, type Severity } from '../vault/index.ts';

export interface Report {
  /** The vault folder as given on the command line (or the caller's label). */
  vault: string;
  /** Number of notes and of files (notes and assets) checked. */
  notes: number;
  files: number;
  /** Sorted by file, line, column, code. */
  diagnostics: Diagnostic[];
  counts: Record<Severity, number>;
  /** What was not checked, and why (e.g. an engine whose folder has no block ids). */
  skipped: string[];
}

/**
 * Merges the vault's diagnostics with the checker's, de-duplicated and sorted. Both use one
 * catalogue (`src/vault/diagnostics.ts`): where the checker says more about the same problem (the
 * same code at the same place: a broken link with suggestions, a duplicate with every place), its
 * diagnostic replaces the vault's.
 */
export function mergeDiagnostics(fromVault: readonly Diagnostic[], fromChecker: readonly Diagnostic[]): Diagnostic[] {
  const covered = new Set<string>();
  for (const d of fromChecker) covered.add(`${d.file}\0${d.line}\0${d.column}\0${d.code}`);
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  for (const d of [...fromVault.filter((v) => !covered.has(`${v.file}\0${v.line}\0${v.column}\0${v.code}`)), ...fromChecker]) {
    const key = `${d.file}\0${d.line}\0${d.column}\0${d.code}\0${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(d);
  }
  return out.sort(compareDiagnostics);
}

/** Counts per severity. */
export function countSeverities(diagnostics: readonly Diagnostic[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const d of diagnostics) counts[d.severity]++;
  return counts;
}

/** 1 when the report has errors (or warnings, when `strict`), else 0. */
export function exitCodeOf(report: Report, strict = false): 0 | 1 {
  return report.counts.error > 0 || (strict && report.counts.warning > 0) ? 1 : 0;
}
