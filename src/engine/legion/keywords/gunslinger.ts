/**
 * Gunslinger, in both printings (legion-gunslinger, legion-gunslinger-defender).
 *
 * - Current wording: while the unit declares the defenders of its one attack, it may add one more
 *   defender with a pool of a single ranged weapon already used in this attack: an `extraDefender`
 *   on the attack, which must be a unit not yet declared a defender of this attack and an eligible
 *   one (in range, in line of sight, not in melee); still one attack, so one attack action
 *   (legion-gunslinger-defender).
 * - Older wording: after an attack action, one more ranged attack that is not an action
 *   (`{ action: attack, notAction: true, grantedBy: gunslinger }`; a melee weapon refused), once
 *   (legion-gunslinger); right after that attack action, as it must be the unit's last action
 *   (after.ts).
 */
import { catalogue, isGainedToken, kindOf, settle } from '../kernel.ts';
import { lastAction } from './after.ts';
import { uses } from './weapons.ts';
import type { KeywordRule } from './types.ts';

export const GunslingerMissing = catalogue.reason('GunslingerMissing', 'legion-gunslinger', true);
export const GunslingerOnlyExtraAttack = catalogue.reason('GunslingerOnlyExtraAttack', 'legion-gunslinger', true);
export const GunslingerNeedsAttackAction = catalogue.reason('GunslingerNeedsAttackAction', 'legion-gunslinger', true);
export const GunslingerUsed = catalogue.reason('GunslingerUsed', 'legion-gunslinger', true);
export const GunslingerRangedOnly = catalogue.reason('GunslingerRangedOnly', 'legion-gunslinger', true);
export const GunslingerExtraAttack = catalogue.reason('GunslingerExtraAttack', 'legion-gunslinger', false);
export const GunslingerExtraDefender = catalogue.reason('GunslingerExtraDefender', 'legion-gunslinger-defender', false);
export const GunslingerSameDefender = catalogue.reason('GunslingerSameDefender', 'legion-gunslinger-defender', true);
export const GunslingerDefenderIneligible = catalogue.reason<{ what: string }>(
  'GunslingerDefenderIneligible',
  'legion-gunslinger-defender',
  true,
);
export const GunslingerRangedPool = catalogue.reason('GunslingerRangedPool', 'legion-gunslinger-defender', true);

export const gunslinger: KeywordRule = {
  keyword: 'gunslinger',
  rules: ['legion-gunslinger', 'legion-gunslinger-defender'],
  grant(s, a, _log, k, out) {
    if (!k) out.push(GunslingerMissing());
    if (a.action !== 'attack' || !a.notAction) return void out.push(GunslingerOnlyExtraAttack());
    if (uses(a, 'melee')) out.push(GunslingerRangedOnly());
    let done = false;
    for (const d of s.did) if (!isGainedToken(d) && d.notAction && d.grantedBy === 'gunslinger') done = true;
    const last = lastAction(s);
    const justAttacked = last !== undefined && !last.notAction && kindOf(last) === 'attack';
    out.push(done ? GunslingerUsed() : justAttacked ? GunslingerExtraAttack() : GunslingerNeedsAttackAction());
  },
  check(_s, a, _log, _k, out) {
    const d = a.extraDefender;
    if (!d || a.action !== 'attack') return;
    const at = out.length;
    if (!uses(a, 'ranged') && uses(a, 'melee')) out.push(GunslingerRangedPool());
    if (d.same) out.push(GunslingerSameDefender());
    if (d.inRange === false) out.push(GunslingerDefenderIneligible({ what: 'in range of the ranged weapon' }));
    if (d.los === false) out.push(GunslingerDefenderIneligible({ what: 'in line of sight' }));
    if (d.inMelee) out.push(GunslingerDefenderIneligible({ what: 'out of melee' }));
    out.push(GunslingerExtraDefender());
    settle(out, at); // a refused extra defender is not also reported as added
  },
  candidates: () => [
    { action: 'attack', notAction: true, grantedBy: 'gunslinger' },
    { action: 'attack', weapon: 'ranged', extraDefender: {} },
  ],
};
