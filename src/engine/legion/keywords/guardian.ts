/**
 * Guardian X (not an action): while an allied trooper within 1 and in line of sight defends
 * against a ranged attack, the unit may cancel up to X hits, rolling its defense die for each
 * (a blank after surges is 1 wound on it); not while its suppression ≥ its courage, nor for a
 * defender that has Guardian itself (legion-guardian). Asked with `ask: guardian` and `guard`.
 */
import { catalogue, grantsNoAction, KeywordMissing, keywordOf, settle } from '../kernel.ts';
import type { UnitState } from '../state.ts';
import { verdictOf, type Reason, type Verdict } from '../../core/index.ts';
import type { KeywordRule } from './types.ts';

/**
 * The defending ally and the attack, as Guardian needs them (omitted facts: true, `defenderGuardian`
 * false): `defenderTrooper` false for an ally that is no trooper unit (a vehicle), which Guardian
 * does not cover.
 */
export interface Guard {
  readonly within1?: boolean;
  readonly los?: boolean;
  readonly ranged?: boolean;
  readonly defenderTrooper?: boolean;
  readonly defenderGuardian?: boolean;
}

export const GuardianOutOfReach = catalogue.reason<{ what: string }>('GuardianOutOfReach', 'legion-guardian', true);
export const GuardianRangedOnly = catalogue.reason('GuardianRangedOnly', 'legion-guardian', true);
export const GuardianTroopersOnly = catalogue.reason('GuardianTroopersOnly', 'legion-guardian', true);
export const GuardianDefenderHasIt = catalogue.reason('GuardianDefenderHasIt', 'legion-guardian', true);
export const GuardianSuppressed = catalogue.reason<{ suppression: number; courage: number }>('GuardianSuppressed', 'legion-guardian', true);
export const GuardianCancels = catalogue.reason<{ x: number }>('GuardianCancels', 'legion-guardian', false);

/**
 * May the unit use Guardian X for the defending ally `g` now (legion-guardian, legion-keyword-needed)?
 * Every deciding reason; when one refuses, only the refusals (no hits reported cancelled).
 */
export function canGuard(s: UnitState, g: Guard): Verdict {
  const out: Reason[] = [];
  const k = keywordOf(s, 'guardian');
  if (!k) out.push(KeywordMissing({ keyword: 'Guardian' }));
  if (g.within1 === false) out.push(GuardianOutOfReach({ what: 'within 1' }));
  if (g.los === false) out.push(GuardianOutOfReach({ what: 'in line of sight' }));
  if (g.ranged === false) out.push(GuardianRangedOnly());
  if (g.defenderTrooper === false) out.push(GuardianTroopersOnly());
  if (g.defenderGuardian) out.push(GuardianDefenderHasIt());
  if (typeof s.courage === 'number' && s.suppression >= s.courage)
    out.push(GuardianSuppressed({ suppression: s.suppression, courage: s.courage }));
  out.push(GuardianCancels({ x: k?.x ?? 1 }));
  settle(out, 0);
  return verdictOf(out);
}

export const guardian: KeywordRule = {
  keyword: 'guardian',
  rules: ['legion-guardian', 'legion-keyword-needed'],
  grant: grantsNoAction('Guardian', 'cancelled hits while an ally defends, not an action'),
  question: (s, facts) => canGuard(s, facts as Guard),
};
