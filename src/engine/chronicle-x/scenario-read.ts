/**
 * The Chronicle X scenario validator (scenario-parse.ts) with its problems in words
 * (scenario-messages.ts): `parseScenario`, which also reads drawn (ASCII) boards with ascii.ts, for
 * `check` blocks, the build, the checker and tests; `parseScenarioData` (list-form boards only);
 * and `boardFromSpec`. The browser widget checks inputs with `checkScenarioData` (problems as data) and loads
 * this module only for a bad input or a link that carries a drawn board.
 */
import { inWords, parsedInWords, type Parsed } from '../core/index.ts';
import { readAsciiMap } from './ascii.ts';
import { checkBoardSpec, type Board, type BoardSpec } from './board.ts';
import type { Scenario } from './scenario.ts';
import { scenarioMessages } from './scenario-messages.ts';
import { checkScenarioData, readScenario } from './scenario-parse.ts';

/**
 * Validates untrusted data (a `check` block's YAML, a link's data) into a {@link Scenario}
 * (defaults filled, board in spec form); the board may be drawn (text or `board.map`, see
 * ascii.ts) or given as lists. Never throws; on failure returns every problem found, each naming
 * the field (and for a map, its line and column) and what is allowed.
 */
export function parseScenario(input: unknown): Parsed<Scenario> {
  return parsedInWords(readScenario(input, readAsciiMap), scenarioMessages);
}

/**
 * {@link parseScenario} with the board in the list form only: a drawn board is reported as a
 * problem (links and the widget never carry one). Never throws.
 */
export function parseScenarioData(input: unknown): Parsed<Scenario> {
  return parsedInWords(checkScenarioData(input), scenarioMessages);
}

/**
 * Builds a board from its spec. Never throws: returns the board or every problem found, each
 * naming the field (`board.walls[2]`) and what is allowed (`checkBoardSpec` of board.ts in words).
 */
export function boardFromSpec(spec: BoardSpec, field = 'board'): { board: Board } | { errors: string[] } {
  const checked = checkBoardSpec(spec, field);
  return 'problems' in checked ? { errors: inWords(checked.problems, scenarioMessages) } : checked;
}
