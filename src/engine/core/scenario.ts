/**
 * The contract every game engine offers to `check` blocks, shareable links and widgets.
 *
 * A scenario is plain, JSON-serialisable data: the situation and the question asked about it.
 * `check` blocks in notes (YAML, parsed by the vault) and URL query parameters both become a
 * scenario through {@link GameEngine.parseScenario}, and {@link GameEngine.answer} answers it.
 * The browser widget uses a {@link CheckingEngine}, whose problems are data (problem.ts).
 */
import { inWords, type Checked, type ProblemMessages } from './problem.ts';
import type { ReasonCatalogue } from './reason.ts';
import type { Verdict } from './verdict.ts';

/** Result of validating untrusted input: the scenario, or every problem found, in plain words. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: string[] };

export interface GameEngine<S> {
  /** Folder of the game in the vault and in URLs: `legion`, `chronicle-x`, `swu`. */
  readonly id: string;
  /** Display name, e.g. "Star Wars: Legion". */
  readonly name: string;
  /** Every reason this engine can give. */
  readonly reasons: ReasonCatalogue;
  /**
   * Validates untrusted data (from YAML or a URL) into a scenario. Never throws: each problem is a
   * sentence naming the field and what is allowed, e.g. "`suppression` must be a whole number ≥ 0".
   */
  parseScenario(input: unknown): Parsed<S>;
  /** Answers the scenario's question. Pure and deterministic. */
  answer(scenario: S): Verdict;
}

/** Ok result helper. */
export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
/** Failed result helper. */
export const fail = <T>(errors: string[]): Parsed<T> => ({ ok: false, errors });

/**
 * A game engine as the browser widget uses it: like {@link GameEngine}, but `checkScenario`
 * reports problems as data, whose words (the game's problem messages) load only for a bad input.
 */
export interface CheckingEngine<S> {
  readonly id: string;
  readonly name: string;
  readonly reasons: ReasonCatalogue;
  /** Validates untrusted data into a scenario; never throws. */
  checkScenario(input: unknown): Checked<S>;
  /** Answers the scenario's question. Pure and deterministic. */
  answer(scenario: S): Verdict;
}

/** The {@link GameEngine} of a checking engine: its `parseScenario` gives the problems in the words of `messages`. */
export function engineInWords<S>(engine: CheckingEngine<S>, messages: ProblemMessages): GameEngine<S> {
  return {
    id: engine.id,
    name: engine.name,
    reasons: engine.reasons,
    parseScenario: (input) => parsedInWords(engine.checkScenario(input), messages),
    answer: engine.answer,
  };
}

/** A {@link Checked} result as a {@link Parsed} one: the same value, or its problems in words. */
export function parsedInWords<T>(checked: Checked<T>, messages: ProblemMessages): Parsed<T> {
  return checked.ok ? checked : { ok: false, errors: inWords(checked.problems, messages) };
}
