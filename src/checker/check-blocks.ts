/**
 * `check` blocks: worked examples in notes, run through the game's engine. The block's `expect`
 * is `yes` (allowed) or `no` (refused), or `{ answer: yes|no, rule: <block id> }` when the example
 * is about one rule: the verdict must then carry a reason citing that rule (a refusing one for `no`).
 * `game` picks the engine (default: the note's top folder). Both keys belong to the block; the
 * engine's `parseScenario` ignores them.
 */
import type { Reason } from '../engine/core/index.ts';
import type { Diagnostic, NoteCheck, VaultNote } from '../vault/types.ts';
import { diagnostic, type CheckContext } from './context.ts';
import type { AnyEngine } from './engines.ts';

/** What a block expects. */
export interface Expectation {
  allowed: boolean;
  rule: string | null;
}

const YES = new Set(['yes', 'true', 'allowed', 'y']);
const NO = new Set(['no', 'false', 'refused', 'n']);

function parseAnswer(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return null;
  const v = value.trim().toLowerCase();
  return YES.has(v) ? true : NO.has(v) ? false : null;
}

/** Reads `expect`; a sentence saying what is wrong when it is missing or malformed. */
export function parseExpectation(value: unknown): Expectation | string {
  if (value === undefined || value === null) return '`expect` is missing: write `expect: yes` (allowed) or `expect: no` (refused).';
  if (typeof value === 'object' && !Array.isArray(value)) {
    const { answer, rule } = value as Record<string, unknown>;
    const allowed = parseAnswer(answer);
    if (allowed === null) return '`expect.answer` must be `yes` or `no`.';
    if (rule !== undefined && (typeof rule !== 'string' || rule.trim() === '')) return '`expect.rule` must be a block id such as `legion-same-action-once`.';
    return { allowed, rule: typeof rule === 'string' ? rule.trim().replace(/^\^/, '') : null };
  }
  const allowed = parseAnswer(value);
  if (allowed === null) return '`expect` must be `yes`, `no`, or `{ answer: yes|no, rule: <block id> }`.';
  return { allowed, rule: null };
}

const say = (allowed: boolean): string => (allowed ? 'yes (allowed)' : 'no (refused)');
const listReasons = (reasons: readonly Reason[]): string =>
  reasons.length ? reasons.map((r) => `${r.refuses ? '✗' : '✓'} ${r.code} (^${r.rule}): ${r.message}`).join('; ') : 'no reasons given';

/** Runs every `check` block of the vault through its engine. */
export function checkCheckBlocks(ctx: CheckContext, engines: readonly AnyEngine[]): Diagnostic[] {
  const out: Diagnostic[] = [];
  const byId = new Map(engines.map((e) => [e.id, e]));
  for (const note of ctx.graph.notes) {
    for (const check of note.checks) {
      const problem = runCheck(note, check, byId);
      if (problem) out.push(problem);
    }
  }
  return out;
}

function runCheck(note: VaultNote, check: NoteCheck, engines: Map<string, AnyEngine>): Diagnostic | null {
  const at = { line: check.line, column: 1 };
  const invalid = (message: string, hint: string): Diagnostic => diagnostic('InvalidCheckBlock', note.path, at, message, hint);
  if (check.data === null || typeof check.data !== 'object' || Array.isArray(check.data)) {
    return invalid('This `check` block is not a YAML mapping (key: value lines).', 'Fix the YAML: each line `key: value`, lists in [ ], mappings in { }.');
  }
  const data = check.data as Record<string, unknown>;
  const game = typeof data.game === 'string' ? data.game : note.game;
  const engine = game ? engines.get(game) : undefined;
  if (!engine) {
    const known = [...engines.keys()].join(', ') || 'none loaded';
    return invalid(`This \`check\` block is for the game “${game ?? '(none)'}”, which has no engine.`, `Set \`game:\` to one of: ${known}.`);
  }
  const expectation = parseExpectation(data.expect);
  if (typeof expectation === 'string') return invalid(expectation, 'See “check blocks” in docs/editors-guide.md.');
  const parsed = engine.parseScenario(data);
  if (!parsed.ok) {
    return invalid(`The ${engine.name} engine cannot read this \`check\` block: ${parsed.errors.join(' ')}`, 'Fix the fields named; see the engine’s scenario format in docs/editors-guide.md.');
  }
  const verdict = engine.answer(parsed.value);
  const answerDiffers = verdict.allowed !== expectation.allowed;
  const rule = expectation.rule;
  const ruleMissing =
    rule !== null && !verdict.reasons.some((r) => r.rule === rule && (expectation.allowed || r.refuses));
  if (!answerDiffers && !ruleMissing) return null;
  const expected = `${say(expectation.allowed)}${rule ? ` by ^${rule}` : ''}`;
  const message = answerDiffers
    ? `The ${engine.name} engine answers ${say(verdict.allowed)}; this example expects ${expected}.`
    : `The ${engine.name} engine answers ${say(verdict.allowed)} as expected, but not because of ^${rule}.`;
  return diagnostic(
    'CheckBlockMismatch',
    note.path,
    at,
    message,
    `The engine's reasons: ${listReasons(verdict.reasons)}. If the example is right, the engine needs fixing; otherwise fix \`expect\`.`,
  );
}
