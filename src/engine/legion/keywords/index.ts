/**
 * The Legion keyword rules, by keyword: a new keyword is one file in this folder (a
 * {@link KeywordRule}), one line here, and its note in `content/legion/`. Relentless and
 * Gunslinger are answered by actions.ts; Indomitable's red dice by rally.ts and events.ts; Fire Support, Disciplined and Coordinate by `issueOrder` in events.ts.
 */
import type { Keyword } from '../state.ts';
import { agile } from './agile.ts';
import { ai } from './ai.ts';
import { charge } from './charge.ts';
import { compel } from './compel.ts';
import { coordinate } from './coordinate.ts';
import { dauntless } from './dauntless.ts';
import { disciplined } from './disciplined.ts';
import { fireSupport } from './fire-support.ts';
import { juyoMastery } from './juyo-mastery.ts';
import { guardian } from './guardian.ts';
import { indomitable } from './indomitable.ts';
import { jump } from './jump.ts';
import { plodding } from './plodding.ts';
import { scout } from './scout.ts';
import { spur } from './spur.ts';
import { steady } from './steady.ts';
import { tactical } from './tactical.ts';
import type { KeywordRule } from './types.ts';

export type { KeywordEntry, KeywordRule, Log } from './types.ts';

/** Keyword → its rule, for the keywords whose rules change actions. */
export const KEYWORD_RULES: Partial<Record<Keyword, KeywordRule>> = {
  agile,
  ai,
  charge,
  compel,
  coordinate,
  dauntless,
  disciplined,
  'fire-support': fireSupport,
  guardian,
  indomitable,
  'juyo-mastery': juyoMastery,
  jump,
  plodding,
  scout,
  spur,
  steady,
  tactical,
};
