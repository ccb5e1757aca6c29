/**
 * Declaring an attack and moving while engaged: legion-engaged (engaged units attack in melee
 * only and move only by withdrawing), legion-attack-declare (the defender in range and line of
 * sight), legion-no-ranged-into-melee, legion-attack-pools (several defenders, one attack),
 * legion-withdraw.
 */
import type { Reason } from '../core/index.ts';
import * as R from './reasons.ts';
import type { Action, UnitState } from './state.ts';

/** Reasons for the attack `a` (an attack, action or not) against its defender(s). */
export function attackChecks(s: UnitState, a: Action, out: Reason[]): void {
  const ranged = a.weapon === 'ranged';
  if (s.engaged) out.push(ranged ? R.EngagedNoRanged() : R.EngagedMelee());
  const d = a.defender;
  if (d) {
    if (d.inRange === false) out.push(R.DefenderOutOfRange());
    if (d.los === false) out.push(R.DefenderNoLos());
    if (ranged && d.inMelee) out.push(R.DefenderInMelee());
  }
  if (a.defenders !== undefined && a.defenders > 1) out.push(R.AttackPools({ defenders: a.defenders }));
}

/** Reasons for a move `a` (or a withdraw) of an engaged or withdrawing unit. */
export function moveChecks(s: UnitState, a: Action, out: Reason[]): void {
  if (a.withdraw) out.push(s.engaged ? R.WithdrawMove() : R.WithdrawNotEngaged());
  else if (s.engaged) out.push(R.EngagedNoMove());
}
