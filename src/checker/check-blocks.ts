/**
 * `check` blocks as diagnostics: every block of the vault runs through `runCheckBlock` (the same
 * runner the build uses; `expect` format in `src/check-blocks/expectation.ts`), and a block that is
 * invalid or disagrees with its engine becomes `InvalidCheckBlock` or `CheckBlockMismatch`.
 */
import type { Reason } from '../engine/core/index.ts';
import type { Diagnostic, NoteCheck, VaultNote } from '../vault/index.ts';
import { CheckBlockMismatch, diagnose, InvalidCheckBlock } from '../vault/index.ts';
import type { AnyEngine } from './engines.ts';
import { runCheckBlock } from '../check-blocks/run.ts';

const say = (allowed: boolean): string => (allowed ? 'yes (allowed)' : 'no (refused)');
const listReasons = (reasons: readonly Reason[]): string =>
  reasons.length ? reasons.map((r) => `${r.refuses ? '✗' : '✓'} ${r.code} (^${r.rule}): ${r.message}`).join('; ') : 'no reasons given';

/** The diagnostics of one note's `check` blocks, with `engines` by game id. */
export function checkNoteCheckBlocks(note: VaultNote, engines: ReadonlyMap<string, AnyEngine>): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const check of note.checks) {
    const problem = runCheck(note, check, engines);
    if (problem) out.push(problem);
  }
  return out;
}

function runCheck(note: VaultNote, check: NoteCheck, engines: ReadonlyMap<string, AnyEngine>): Diagnostic | null {
  // Invalid YAML is the vault's `InvalidCheckBlock`, at the line and column of the error.
  if (check.yamlError) return null;
  const at = { line: check.line, column: 1 };
  const outcome = runCheckBlock(check, note, (game) => engines.get(game));
  if (outcome.status === 'agrees') return null;
  if (outcome.status === 'invalid') {
    const known = [...engines.keys()].join(', ') || 'none loaded';
    return diagnose(InvalidCheckBlock, { file: note.path, ...at }, outcome.problems.join(' '), known);
  }
  const { expected, verdict, engine } = outcome;
  const rule = expected.rule;
  const found = {
    engine: engine.name,
    answer: say(verdict.allowed),
    want: say(expected.allowed),
    rule: rule ?? null,
    sameAnswer: verdict.allowed === expected.allowed,
  };
  return diagnose(CheckBlockMismatch, { file: note.path, ...at }, found, listReasons(verdict.reasons));
}
