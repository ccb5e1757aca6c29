/**
 * The Legion engine as the browser widget uses it: problems as data and the reasons' words
 * unbound; the widget binds the words it fetches and loads the problem messages only for a bad
 * input (and the validator only to check an input: it imports answer.ts alone to show one). Node
 * code uses `engine` of index.ts, which has both in words.
 */
import type { CheckingEngine } from '../core/index.ts';
import { answer, name } from './answer.ts';
import { catalogue } from './reasons.ts';
import { checkScenario, type Scenario } from './scenario.ts';

/** The Legion checking engine (see the module comment). */
export const checkingEngine: CheckingEngine<Scenario> = { id: 'legion', name, reasons: catalogue.reasons, checkScenario, answer };
