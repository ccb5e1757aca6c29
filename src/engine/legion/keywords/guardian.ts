/**
 * Guardian X (not an action): while an allied trooper within 1 and in line of sight defends
 * against a ranged attack, the unit may cancel up to X hits, rolling its defense die for each
 * (a blank after surges is 1 wound on it); not while its suppression ≥ its courage, nor for a
 * defender that has Guardian itself (legion-guardian). Asked with `ask: guardian` and `guard`.
 */
import { verdictOf, type Reason, type Verdict } from '../../core/index.ts';
import * as R from '../reasons.ts';
import { keywordOf, type UnitState } from '../state.ts';
import type { KeywordRule } from './types.ts';

/** The defending ally and the attack, as Guardian needs them (omitted facts: true, `defenderGuardian` false). */
export interface Guard {
  readonly within1?: boolean;
  readonly los?: boolean;
  readonly ranged?: boolean;
  readonly defenderGuardian?: boolean;
}

/** May the unit use Guardian X for the defending ally `g` now? Every deciding reason. */
export function canGuard(s: UnitState, g: Guard): Verdict {
  const out: Reason[] = [];
  const k = keywordOf(s, 'guardian');
  if (!k) out.push(R.KeywordMissing({ keyword: 'Guardian' }));
  if (g.within1 === false) out.push(R.GuardianOutOfReach({ what: 'within 1' }));
  if (g.los === false) out.push(R.GuardianOutOfReach({ what: 'in line of sight' }));
  if (g.ranged === false) out.push(R.GuardianRangedOnly());
  if (g.defenderGuardian) out.push(R.GuardianDefenderHasIt());
  if (typeof s.courage === 'number' && s.suppression >= s.courage)
    out.push(R.GuardianSuppressed({ suppression: s.suppression, courage: s.courage }));
  out.push(R.GuardianCancels({ x: k?.x ?? 1 }));
  return verdictOf(out);
}

export const guardian: KeywordRule = {
  keyword: 'guardian',
  rules: ['legion-guardian', 'legion-keyword-needed'],
};
