/**
 * Runs one `check` block (a rules example in a note) through its game's engine, for the build
 * (which fails on a disagreement) and for the static answer printed under each embedded widget.
 *
 * The block's `expect` is read by {@link parseExpectation} (`yes`/`no`, or `{ answer, rule }`);
 * the build and `npm run check` both run blocks through here, so they agree on what a block means. `game` picks
 * the engine (default: the note's top folder). Pure apart from the engines given.
 */
import type { GameEngine, Reason, Verdict } from '../engine/core/index.ts';
import { parseExpectation, type Expectation } from './expectation.ts';
import type { NoteCheck } from '../vault/types.ts';

/** The note a block stands in (only what this module reads). */
export interface CheckNote {
  /** Vault-relative file path, e.g. `legion/Free Actions.md`. */
  path: string;
  /** Top folder of the note (`legion`, …) or `null`. */
  game: string | null;
}

/** What running a block gave. */
export type CheckOutcome =
  | {
      status: 'agrees' | 'disagrees';
      game: string;
      engine: GameEngine<any>;
      /** The block's data without `game` and `expect`: the scenario input (what a link encodes). */
      input: Record<string, unknown>;
      expected: Expectation;
      verdict: Verdict;
    }
  | { status: 'invalid'; game: string | null; problems: string[] };

/** Runs a block. Never throws (an engine that throws is reported as an invalid block). */
export function runCheckBlock(check: NoteCheck, note: CheckNote, engineFor: (game: string) => GameEngine<any> | undefined): CheckOutcome {
  const data = check.data;
  if (check.yamlError) {
    const { line, column, message } = check.yamlError;
    return { status: 'invalid', game: note.game, problems: [`Its YAML is invalid at line ${line}, column ${column}: ${message}`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { status: 'invalid', game: note.game, problems: ['This `check` block is not a YAML mapping (key: value lines).'] };
  }
  const { game: rawGame, expect: rawExpect, ...input } = data as Record<string, unknown>;
  const game = typeof rawGame === 'string' ? rawGame : note.game;
  const engine = game ? engineFor(game) : undefined;
  if (!game || !engine) {
    return {
      status: 'invalid',
      game,
      problems: [`The block is for the game “${game ?? '(none)'}”, which has no engine; set \`game:\` to a game with an engine.`],
    };
  }
  const expected = parseExpectation(rawExpect);
  const problems: string[] = typeof expected === 'string' ? [expected] : [];
  const parsed = engine.parseScenario(data);
  if (!parsed.ok) problems.push(...parsed.errors);
  if (problems.length || typeof expected === 'string' || !parsed.ok) return { status: 'invalid', game, problems };
  let verdict: Verdict;
  try {
    verdict = engine.answer(parsed.value);
  } catch (error) {
    return { status: 'invalid', game, problems: [`The ${engine.name} engine failed on this block: ${(error as Error).message}`] };
  }
  const ruleMissing = expected.rule !== null && !verdict.reasons.some((r) => r.rule === expected.rule && (expected.allowed || r.refuses));
  const status = verdict.allowed === expected.allowed && !ruleMissing ? 'agrees' : 'disagrees';
  return { status, game, engine, input, expected, verdict };
}

const say = (allowed: boolean): string => (allowed ? 'allowed (yes)' : 'refused (no)');

/** `✗ SameActionTwice (^legion-same-action-once): …` per reason. */
function describeReasons(reasons: readonly Reason[]): string {
  return reasons.length
    ? reasons.map((r) => `  ${r.refuses ? '✗' : '✓'} ${r.code} (^${r.rule}): ${r.message}`).join('\n')
    : '  (no reasons given)';
}

/**
 * The message for a block that fails: `file:line`, expected and actual answer, and the reasons.
 * `file` is how to show the note's path (e.g. relative to the project root).
 */
export function describeFailure(outcome: CheckOutcome, file: string, line: number): string {
  if (outcome.status === 'invalid')
    return `${file}:${line} invalid \`check\` block:\n${outcome.problems.map((p) => `  - ${p}`).join('\n')}`;
  const { expected, verdict, engine } = outcome;
  const rule = expected.rule ? ` by ^${expected.rule}` : '';
  const head =
    verdict.allowed !== expected.allowed
      ? `expected ${say(expected.allowed)}${rule}, but the ${engine.name} engine answers ${say(verdict.allowed)}.`
      : `expected ${say(expected.allowed)}${rule}; the ${engine.name} engine answers ${say(verdict.allowed)} but not because of ^${expected.rule}.`;
  return `${file}:${line} \`check\` block disagrees with the engine: ${head}\n  The engine's reasons:\n${describeReasons(verdict.reasons)}`;
}
