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

/** Most problems an invalid block lists; past them one line says how many more there are. */
export const MAX_PROBLEMS = 20;
/** Deepest nesting a block's data may have: a real situation nests a few levels. */
const MAX_DEPTH = 64;
/** Most values (mappings, lists, texts, numbers) a block's data may hold, aliases counted each time used. */
export const MAX_VALUES = 100_000;

/** What YAML made of a tagged value the engines cannot read (`!!set`, `!!omap`, `!!binary`, `!!timestamp`). */
function specialValue(v: object): string | null {
  if (v instanceof Set) return 'a set (`!!set`)';
  if (v instanceof Map) return 'an ordered map (`!!omap`)';
  if (v instanceof Date) return 'a date (`!!timestamp`, or a date written unquoted)';
  if (ArrayBuffer.isView(v)) return 'binary data (`!!binary`)';
  return null;
}

/**
 * The first thing in a block's data the engines cannot read as plain data, in words naming where
 * it is and what to write instead: a special YAML value, a value that contains itself (an alias
 * inside its own anchor), nesting deeper than {@link MAX_DEPTH}, or more than {@link MAX_VALUES}
 * values (aliases expanded). `null` when the data is plain. Walks without recursion.
 */
export function plainDataProblem(data: unknown): string | null {
  const stack: { v: unknown; at: string; depth: number; ancestors: readonly object[] }[] = [{ v: data, at: '', depth: 0, ancestors: [] }];
  let seen = 0;
  while (stack.length) {
    const { v, at, depth, ancestors } = stack.pop()!;
    if (++seen > MAX_VALUES)
      return `The block holds more than ${MAX_VALUES.toLocaleString('en')} values (YAML aliases counted each time they are used); write the situation out without repeating large parts.`;
    if (v === null || typeof v !== 'object') {
      if (typeof v === 'function' || typeof v === 'symbol' || typeof v === 'bigint')
        return `\`${at}\` is not plain YAML data; write a text, number, true/false, list or mapping.`;
      continue;
    }
    const where = at ? `\`${at}\`` : 'The block';
    const special = specialValue(v);
    if (special) return `${where} is ${special}; write a plain list, mapping or quoted text instead (leave out the \`!!\` tag).`;
    if (ancestors.includes(v)) return `${where} contains itself (a YAML alias inside its own anchor); write the value out instead.`;
    if (depth >= MAX_DEPTH) return `${where} nests more than ${MAX_DEPTH} levels deep; a situation needs only a few levels.`;
    if (!Array.isArray(v) && Object.hasOwn(v, '<<'))
      return `\`${at ? `${at}.` : ''}<<\`: YAML merge keys are not read; write the fields out in the mapping.`;
    const inside = [...ancestors, v];
    const entries: [string, unknown][] = Array.isArray(v)
      ? v.map((x, i): [string, unknown] => [`${at}[${i}]`, x])
      : Object.keys(v).map((k): [string, unknown] => [at ? `${at}.${k}` : k, (v as Record<string, unknown>)[k]]);
    if (seen + entries.length > MAX_VALUES) {
      seen += entries.length;
      continue;
    }
    for (let i = entries.length - 1; i >= 0; i--)
      stack.push({ v: entries[i]![1], at: entries[i]![0], depth: depth + 1, ancestors: inside });
  }
  return null;
}

/** At most {@link MAX_PROBLEMS} problems, then one line saying how many more there are. */
function capped(problems: readonly string[]): string[] {
  if (problems.length <= MAX_PROBLEMS) return [...problems];
  const more = problems.length - MAX_PROBLEMS;
  return [...problems.slice(0, MAX_PROBLEMS), `… and ${more} more problem${more === 1 ? '' : 's'}; fix the ones above first.`];
}

/** Runs a block. Never throws (an engine that throws is reported as an invalid block). */
export function runCheckBlock(check: NoteCheck, note: CheckNote, engineFor: (game: string) => GameEngine<any> | undefined): CheckOutcome {
  const data = check.data;
  if (check.yamlError) {
    const { line, column, message } = check.yamlError;
    return { status: 'invalid', game: note.game, problems: [`Its YAML is invalid at line ${line}, column ${column}: ${message}`] };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data) || specialValue(data)) {
    return { status: 'invalid', game: note.game, problems: ['This `check` block is not a YAML mapping (key: value lines).'] };
  }
  const notPlain = plainDataProblem(data);
  if (notPlain) {
    const game =
      typeof (data as Record<string, unknown>).game === 'string' ? ((data as Record<string, unknown>).game as string) : note.game;
    return { status: 'invalid', game, problems: [notPlain] };
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
  let parsed: ReturnType<GameEngine<any>['parseScenario']>;
  try {
    parsed = engine.parseScenario(data);
  } catch (error) {
    return { status: 'invalid', game, problems: [`The ${engine.name} engine could not read this block: ${(error as Error).message}`] };
  }
  // Appended one by one: spreading a very long list of problems into push() overflows the stack.
  if (!parsed.ok) for (const error of parsed.errors) problems.push(error);
  if (problems.length || typeof expected === 'string' || !parsed.ok) return { status: 'invalid', game, problems: capped(problems) };
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
