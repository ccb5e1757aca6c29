/**
 * Another unit's activation: what a unit may do while it is not its own turn (legion-other-activation),
 * and spending a standby token (legion-standby-spend, legion-standby-trigger, legion-standby-defender,
 * legion-standby-panicked, legion-standby-unit-types), with the attack checks of attacks.ts.
 */
import type { Reason } from '../core/index.ts';
import { attackChecks } from './attacks.ts';
import { moraleOf } from './morale.ts';
import * as R from './reasons.ts';
import { kindOf, type Action, type UnitState } from './state.ts';

/**
 * Reasons for spending the standby token on `a` (a free move or free attack with `standby: true`):
 * the token, the unit's type, its panic, the trigger (an enemy unit within 2 and in line of sight
 * that attacked, moved or acted, not because of the holder's side), and the defender.
 */
export function standbyChecks(s: UnitState, a: Action, out: Reason[]): void {
  const kind = kindOf(a);
  if (s.type === 'repulsor-vehicle') out.push(R.StandbyUnitType({ type: 'repulsor vehicle' }));
  if (!s.standby) out.push(R.StandbyNoToken());
  const m = moraleOf(s);
  if (m.panicked)
    out.push(
      R.StandbyPanicked({ suppression: s.suppression, courage: m.panicCourage ?? 0, by: m.by === 'commander' ? "the commander's" : 'its' }),
    );
  const turn = s.turn ?? 'own';
  if (turn === 'own') out.push(R.StandbyOwnActivation());
  else if (turn === 'friendly') out.push(R.StandbyFriendlyTurn());
  else {
    const t = s.trigger;
    if (!t) out.push(R.StandbyNoTrigger());
    else {
      if (!t.within2) out.push(R.StandbyOutOfReach({ what: 'within 2' }));
      if (!t.los) out.push(R.StandbyOutOfReach({ what: 'in line of sight' }));
      if (t.ownSide) out.push(R.StandbyOwnSide());
      if (t.within2 && t.los && !t.ownSide) out.push(R.StandbyTriggered({ did: t.did }));
    }
  }
  if ((kind !== 'move' && kind !== 'attack') || a.action === 'card' || a.notAction) out.push(R.StandbyOnlyMoveOrAttack());
  else {
    out.push(R.StandbySpent({ kind }));
    if (kind === 'attack') {
      if (a.defender?.trigger === false) out.push(R.StandbyOnlyTrigger());
      attackChecks(s, a, out);
    } else if (s.engaged && !a.withdraw) out.push(R.EngagedNoMove());
  }
}

/**
 * `a` asked in another unit's activation (`turn` friendly or enemy): only a standby token's free
 * move or attack, or a free action that is not an attack handed over by Guidance; anything else
 * is refused, free card actions by their own rule.
 */
export function outsideOwnActivation(s: UnitState, a: Action): Reason[] {
  const out: Reason[] = [];
  if (a.standby) standbyChecks(s, a, out);
  else if (a.grantedBy === 'guidance' && a.free && !a.notAction) {
    const kind = kindOf(a) ?? 'card';
    out.push(kind === 'attack' ? R.GuidanceNoAttack() : R.GuidanceAction({ kind }));
    if (moraleOf(s).panicked)
      out.push(R.StandbyPanicked({ suppression: s.suppression, courage: moraleOf(s).panicCourage ?? 0, by: 'its' }));
  } else if (a.action === 'card' && a.free && !a.untyped) out.push(R.FreeCardOutsideOwnStep({ step: `${s.turn} unit's` }));
  else out.push(R.NotOwnActivation({ turn: s.turn === 'enemy' ? 'an enemy' : 'a friendly' }));
  return out;
}
