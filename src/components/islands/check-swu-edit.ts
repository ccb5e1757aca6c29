/**
 * What editing an SWU situation takes in the widget (see `GameChecker` in check-game.ts): the
 * scenario validator and the canonical input. Loaded apart from the widget (check-swu.ts), on the
 * first edit, for a link, or on the check page.
 */
import { checkScenario } from '../../engine/swu/scenario.ts';
import { swuInput } from '../../widgets/games/swu.ts';
import type { GameChecker } from './check-game.ts';

export const checker: GameChecker = { check: checkScenario, toInput: swuInput };
