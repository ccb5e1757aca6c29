/**
 * The SWU engine as the browser widget uses it (format: see scenario.ts): problems as data and
 * the reasons' words unbound; the widget binds the words it fetches and loads the problem
 * messages only for a bad input. Node code uses `engine` of index.ts, which has both in words.
 */
import type { CheckingEngine } from '../core/index.ts';
import { answer, name } from './answer.ts';
import { catalogue } from './reasons.ts';
import { checkScenario, type Scenario } from './scenario.ts';

/** The SWU checking engine (see the module comment). */
export const checkingEngine: CheckingEngine<Scenario> = {
  id: 'swu',
  name,
  reasons: catalogue.reasons,
  checkScenario,
  answer,
};
