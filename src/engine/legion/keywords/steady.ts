/**
 * Steady: after a move action, a free attack action, ranged weapons only (legion-steady); right
 * after the move, as the move must be the unit's last action (after.ts).
 */
import { catalogue, KeywordMissing, kindOf, OnlyFreeKind } from '../kernel.ts';
import { lastAction } from './after.ts';
import { uses } from './weapons.ts';
import type { KeywordRule } from './types.ts';

export const SteadyNeedsMove = catalogue.reason('SteadyNeedsMove', 'legion-steady', true);
export const SteadyRangedOnly = catalogue.reason('SteadyRangedOnly', 'legion-steady', true);
export const SteadyFreeAttack = catalogue.reason('SteadyFreeAttack', 'legion-steady', false);

export const steady: KeywordRule = {
  keyword: 'steady',
  rules: ['legion-steady', 'legion-keyword-needed'],
  grant(s, a, _log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Steady' }));
    if (a.action !== 'attack' || !a.free || a.notAction) return void out.push(OnlyFreeKind({ keyword: 'Steady', kind: 'attack' }));
    if (uses(a, 'melee')) out.push(SteadyRangedOnly());
    const last = lastAction(s);
    out.push(last && kindOf(last) === 'move' ? SteadyFreeAttack() : SteadyNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' }],
};
