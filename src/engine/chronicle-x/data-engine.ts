/**
 * The Chronicle X engine for the browser (the `<rg-check>` widget): `parseScenario` is
 * `parseScenarioData`, which reads boards in the list form only (as links and the widget write
 * them). Same answers, reasons and messages as `engine` (index.ts) otherwise. Import this module,
 * not index.ts, from browser code: index.ts statically reaches the ASCII map reader, which would
 * then be bundled with the widget.
 */
import type { GameEngine } from '../core/index.ts';
import { reasons } from './reasons.ts';
import { answerScenario, type Scenario } from './scenario.ts';
import { parseScenarioData } from './scenario-parse.ts';

/** The Chronicle X engine with list-form boards only (see the module comment). */
export const dataEngine: GameEngine<Scenario> = {
  id: 'chronicle-x',
  name: 'Chronicle X',
  reasons,
  parseScenario: parseScenarioData,
  answer: answerScenario,
};
