/**
 * `parseScenario`: the Chronicle X scenario validator (scenario-parse.ts) with the drawn (ASCII)
 * board reader of ascii.ts, for `check` blocks, the build, the checker and tests. The browser
 * widget uses `parseScenarioData` (list-form boards only) and loads this module only for a link
 * that carries a drawn board.
 */
import type { Parsed } from '../core/index.ts';
import { readAsciiMap } from './ascii.ts';
import type { Scenario } from './scenario.ts';
import { readScenario } from './scenario-parse.ts';

/**
 * Validates untrusted data (a `check` block's YAML, a link's data) into a {@link Scenario}
 * (defaults filled, board in spec form); the board may be drawn (text or `board.map`, see
 * ascii.ts) or given as lists. Never throws; on failure returns every problem found, each naming
 * the field (and for a map, its line and column) and what is allowed.
 */
export function parseScenario(input: unknown): Parsed<Scenario> {
  return readScenario(input, readAsciiMap);
}
