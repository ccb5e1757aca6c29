/** Shared helpers for the checker's tests: fixture paths, checking a fixture, picking diagnostics. */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkVault, type CheckOptions } from '../../src/checker/check.ts';
import type { Diagnostic } from '../../src/vault/types.ts';

export const FIXTURES = resolve(import.meta.dirname, '../fixtures/checker');
export const fixture = (name: string): string => join(FIXTURES, name);

/** The report of a fixture vault. */
export async function check(name: string, options: CheckOptions = {}) {
  return (await checkVault(fixture(name), options)).report;
}

/** The diagnostics with `code`, as `file:line:column` → message, for readable assertions. */
export function withCode(diagnostics: readonly Diagnostic[], code: string): Diagnostic[] {
  return diagnostics.filter((d) => d.code === code);
}

/** A temporary copy of a fixture vault (the caller removes it). */
export function copyFixture(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `rulegraph-${name}-`));
  cpSync(fixture(name), dir, { recursive: true });
  return dir;
}
