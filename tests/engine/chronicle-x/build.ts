/**
 * Scenario builders for the Chronicle X tests: the same plain data a `check` block holds, turned
 * into a game state through the engine's own parser (so tests exercise the real input path).
 */
import { engine, stateOf, type GameState, type Scenario } from '../../../src/engine/chronicle-x/index.ts';

/** Parses scenario data (an `ask` is added when missing) or throws with every problem listed. */
export function scenario(input: Record<string, unknown>): Scenario {
  const parsed = engine.parseScenario({ ask: 'interact', ...input });
  if (!parsed.ok) throw new Error(`bad test scenario:\n${parsed.errors.join('\n')}`);
  return parsed.value;
}

/** The game state of scenario data. */
export function state(input: Record<string, unknown>): GameState {
  return stateOf(scenario(input));
}

/** Answers scenario data through `engine.answer`. */
export function answer(input: Record<string, unknown>) {
  return engine.answer(scenario(input));
}

/** A hero with ranged values, for shooting tests. */
export const gunner = { kind: 'hero', move: 4, melee: 1, short: { dice: 3, range: 3 }, long: { dice: 1, range: 8 } };
