/** Charge: after a move action that starts a melee, a free attack action, melee weapons only (legion-charge). */
import { catalogue, KeywordMissing, OnlyFreeKind } from '../kernel.ts';
import type { KeywordRule } from './types.ts';

export const ChargeNeedsMove = catalogue.reason('ChargeNeedsMove', 'legion-charge', true);
export const ChargeMeleeOnly = catalogue.reason('ChargeMeleeOnly', 'legion-charge', true);
export const ChargeFreeAttack = catalogue.reason('ChargeFreeAttack', 'legion-charge', false);

export const charge: KeywordRule = {
  keyword: 'charge',
  rules: ['legion-charge', 'legion-keyword-needed'],
  grant(_s, a, log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Charge' }));
    if (a.action !== 'attack' || !a.free || a.notAction) return void out.push(OnlyFreeKind({ keyword: 'Charge', kind: 'attack' }));
    if (a.weapon === 'ranged') out.push(ChargeMeleeOnly());
    out.push(log.startedMelee ? ChargeFreeAttack() : ChargeNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' }],
};
