/**
 * Which weapon types an attack uses, for the keywords that allow only one (Charge: melee,
 * legion-charge; Steady: ranged, legion-steady; Gunslinger: a ranged weapon already used,
 * legion-gunslinger-defender): the attack's `weapon`, or any weapon of its `pools`, a weapon with
 * both icons counting as the type it took (legion-pool-weapons).
 */
import type { Action, PoolWeapon, Weapon } from '../state.ts';

/** The type a pool's weapon counts as in its attack: its one icon, or the one a weapon with both took (`as`) (legion-pool-weapons). */
export const typeIn = (w: PoolWeapon): Weapon | undefined => (w.type === 'both' ? w.as : w.type);

/** `true` when the attack `a` uses a weapon of type `type` (see the module comment). */
export function uses(a: Action, type: Weapon): boolean {
  return a.weapon === type || !!a.pools?.some((p) => p.some((w) => typeIn(w) === type));
}
