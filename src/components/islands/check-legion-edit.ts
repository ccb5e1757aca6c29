/**
 * What editing a Legion situation takes in the widget (see `GameChecker` in check-game.ts): the
 * scenario validator and the canonical input. Loaded apart from the widget (check-legion.ts), on
 * the first edit, for a link, or on the check page.
 */
import { checkScenario } from '../../engine/legion/scenario.ts';
import { legionInput } from '../../widgets/games/legion.ts';
import type { GameChecker } from './check-game.ts';

export const checker: GameChecker = { check: checkScenario, toInput: legionInput };
