/**
 * Relentless: after a move action in its activation, the unit may make a free attack action
 * (legion-relentless). "After" is immediately after (after.ts): the move must be the unit's last
 * action, so a move, then an aim, leaves no Relentless attack.
 */
import { catalogue, kindOf } from '../kernel.ts';
import { lastAction } from './after.ts';
import type { KeywordRule } from './types.ts';

export const RelentlessMissing = catalogue.reason('RelentlessMissing', 'legion-relentless', true);
export const RelentlessOnlyFreeAttack = catalogue.reason('RelentlessOnlyFreeAttack', 'legion-relentless', true);
export const RelentlessNeedsMove = catalogue.reason('RelentlessNeedsMove', 'legion-relentless', true);
export const RelentlessFreeAttack = catalogue.reason('RelentlessFreeAttack', 'legion-relentless', false);

export const relentless: KeywordRule = {
  keyword: 'relentless',
  rules: ['legion-relentless'],
  grant(s, a, _log, k, out) {
    if (!k) out.push(RelentlessMissing());
    if (a.action !== 'attack' || !a.free || a.notAction) out.push(RelentlessOnlyFreeAttack());
    else {
      const last = lastAction(s);
      out.push(last && kindOf(last) === 'move' ? RelentlessFreeAttack() : RelentlessNeedsMove());
    }
  },
  candidates: () => [{ action: 'attack', free: true, grantedBy: 'relentless' }],
};
