/**
 * The Chronicle X engine as the browser widget uses it: `checkScenario` is `checkScenarioData`,
 * which reads boards in the list form only (as links and the widget write them) and reports
 * problems as data; the reasons' words are unbound (the widget binds the words it fetches). Same
 * answers and reasons as `engine` (index.ts) otherwise. Import this module, not index.ts, from
 * browser code: index.ts statically reaches the ASCII map reader and every message, which would
 * then be bundled with the widget.
 */
import type { CheckingEngine } from '../core/index.ts';
import { catalogue } from './reasons.ts';
import { answerScenario, name, type Scenario } from './scenario.ts';
import { checkScenarioData } from './scenario-parse.ts';

/** The Chronicle X checking engine with list-form boards only (see the module comment). */
export const dataEngine: CheckingEngine<Scenario> = {
  id: 'chronicle-x',
  name,
  reasons: catalogue.reasons,
  checkScenario: checkScenarioData,
  answer: answerScenario,
};
