/** Charge: after a move action that starts a melee, a free attack action, melee weapons only (legion-charge). */
import * as R from '../reasons.ts';
import type { KeywordRule } from './types.ts';

export const charge: KeywordRule = {
  keyword: 'charge',
  rules: ['legion-charge', 'legion-keyword-needed'],
  grant(_s, a, log, k, out) {
    if (!k) out.push(R.KeywordMissing({ keyword: 'Charge' }));
    if (a.action !== 'attack' || !a.free || a.notAction) return void out.push(R.OnlyFreeKind({ keyword: 'Charge', kind: 'attack' }));
    if (a.weapon === 'ranged') out.push(R.ChargeMeleeOnly());
    out.push(log.startedMelee ? R.ChargeFreeAttack() : R.ChargeNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' }],
};
