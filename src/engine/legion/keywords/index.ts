/**
 * Every Legion keyword rule, loaded at once and registered (Node: the checker, the build, tests;
 * a page loads only the keywords it meets, through registry.ts). A new keyword is one file in this
 * folder (a {@link KeywordRule} with its reasons), one line here and in registry.ts's loaders, and
 * its note in `content/legion/`. Indomitable's red dice are read by rally.ts and events.ts.
 */
import { agile } from './agile.ts';
import { ai } from './ai.ts';
import { charge } from './charge.ts';
import { compel } from './compel.ts';
import { coordinate } from './coordinate.ts';
import { dauntless } from './dauntless.ts';
import { disciplined } from './disciplined.ts';
import { fireSupport } from './fire-support.ts';
import { guardian } from './guardian.ts';
import { gunslinger } from './gunslinger.ts';
import { independent } from './independent.ts';
import { indomitable } from './indomitable.ts';
import { jump } from './jump.ts';
import { juyoMastery } from './juyo-mastery.ts';
import { masterOfTheForce } from './master-of-the-force.ts';
import { plodding } from './plodding.ts';
import { KEYWORD_RULES, registerKeywords } from './registry.ts';
import { ready } from './ready.ts';
import { relentless } from './relentless.ts';
import { scout } from './scout.ts';
import { spur } from './spur.ts';
import { steady } from './steady.ts';
import { tactical } from './tactical.ts';
import { unstoppable } from './unstoppable.ts';
import type { KeywordRule } from './types.ts';

export type { KeywordRule } from './types.ts';

/** Every keyword rule, in the order of `KEYWORDS`. */
export const ALL_KEYWORD_RULES: readonly KeywordRule[] = [
  relentless,
  gunslinger,
  charge,
  steady,
  juyoMastery,
  ai,
  tactical,
  agile,
  plodding,
  jump,
  scout,
  spur,
  compel,
  dauntless,
  indomitable,
  fireSupport,
  disciplined,
  coordinate,
  guardian,
  unstoppable,
  masterOfTheForce,
  independent,
  ready,
];
registerKeywords(...ALL_KEYWORD_RULES);

export { KEYWORD_RULES };
