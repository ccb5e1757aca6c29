/**
 * What checking a Chronicle X input takes in the widget (see `GameChecker` in check-game.ts): the
 * scenario validator (boards in the list form, as links and the widget write them), the reader of
 * a link that carries a drawn board (as `check` blocks may; its ASCII reader loaded only for such
 * a link), and the canonical input. Loaded apart from the widget (check-chronicle-x.ts), on the
 * first edit, for a link, or on the check page.
 */
import { checkScenarioData, readScenario } from '../../engine/chronicle-x/scenario-parse.ts';
import { chronicleXInput } from '../../widgets/games/chronicle-x.ts';
import type { GameChecker, Input } from './check-game.ts';

/** A drawn board in the input (text, or `board.map`), which only `readScenario` with the ASCII map reader reads. */
const drawn = (input: Input): boolean => typeof input.board === 'string' || (typeof input.board === 'object' && input.board !== null && 'map' in input.board);

export const checker: GameChecker = {
  check: checkScenarioData,
  checkLink: async (input) => (drawn(input) ? readScenario(input, (await import('../../engine/chronicle-x/ascii.ts')).readAsciiMap) : checkScenarioData(input)),
  toInput: chronicleXInput,
};
