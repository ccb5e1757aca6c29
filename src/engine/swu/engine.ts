/**
 * The SWU engine object behind `check` blocks, shareable links and widgets (format: see
 * scenario.ts), without the reasons' words: browser code (the widget) imports it from here and
 * binds the words it fetches; Node code imports it from index.ts, which binds reason-texts.ts.
 */
import type { GameEngine } from '../core/index.ts';
import { answer } from './answer.ts';
import { catalogue } from './reasons.ts';
import { parseScenario, type Scenario } from './scenario.ts';

/** The SWU engine (its reasons' words bound by index.ts in Node, by the widget in the browser). */
export const engine: GameEngine<Scenario> = {
  id: 'swu',
  name: 'Star Wars: Unlimited',
  reasons: catalogue.reasons,
  parseScenario,
  answer,
};
