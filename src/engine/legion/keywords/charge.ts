/**
 * Charge: after a move action that starts a melee, a free attack action against the unit that move
 * reached, melee weapons only (legion-charge); right after that move, as the move must be the
 * unit's last action (after.ts). That unit is the attack's one defender: an attack
 * naming more defenders (`defenders` above 1, each with a pool of its own) or Gunslinger's extra
 * defender is refused, as a standby attack is with its trigger unit (this vault's reading of
 * "against that unit": no second defender, whatever adds it).
 */
import { catalogue, KeywordMissing, kindOf, OnlyFreeKind } from '../kernel.ts';
import { lastAction } from './after.ts';
import { uses } from './weapons.ts';
import type { KeywordRule } from './types.ts';

export const ChargeNeedsMove = catalogue.reason('ChargeNeedsMove', 'legion-charge', true);
export const ChargeMeleeOnly = catalogue.reason('ChargeMeleeOnly', 'legion-charge', true);
export const ChargeOneDefender = catalogue.reason('ChargeOneDefender', 'legion-charge', true);
export const ChargeFreeAttack = catalogue.reason('ChargeFreeAttack', 'legion-charge', false);

export const charge: KeywordRule = {
  keyword: 'charge',
  rules: ['legion-charge', 'legion-keyword-needed'],
  grant(s, a, _log, k, out) {
    if (!k) out.push(KeywordMissing({ keyword: 'Charge' }));
    if (a.action !== 'attack' || !a.free || a.notAction) return void out.push(OnlyFreeKind({ keyword: 'Charge', kind: 'attack' }));
    if (uses(a, 'ranged')) out.push(ChargeMeleeOnly());
    if ((a.defenders ?? 1) > 1 || a.extraDefender) out.push(ChargeOneDefender());
    const last = lastAction(s);
    out.push(last && kindOf(last) === 'move' && last.startsMelee ? ChargeFreeAttack() : ChargeNeedsMove());
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' }],
};
