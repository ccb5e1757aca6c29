/**
 * Another unit's activation: what a unit may do while it is not its own turn (legion-other-activation),
 * and spending a standby token (legion-standby-spend, legion-standby-trigger, legion-standby-defender,
 * legion-standby-panicked, legion-standby-unit-types), with the attack checks of attacks.ts.
 */
import type { Reason } from '../core/index.ts';
import { attackChecks, moveChecks } from './attacks.ts';
import {
  catalogue,
  FreeCardOutsideOwnStep,
  grantingRule,
  keywordOf,
  kindOf,
  actionGains,
  panicReasons,
  settle,
  StandbyTokenRemoved,
  StandbyUnitType,
} from './kernel.ts';
import { part } from './parts.ts';
import type { Action, UnitState } from './state.ts';

export const GuidanceAction = catalogue.reason<{ kind: string }>('GuidanceAction', 'legion-other-activation', false);
export const GuidanceNoAttack = catalogue.reason('GuidanceNoAttack', 'legion-other-activation', true);
export const GuidanceFriendlyOnly = catalogue.reason<{ turn: string }>('GuidanceFriendlyOnly', 'legion-other-activation', true);
/** Guidance asked in the unit's own activation: it hands an action over in another allied unit's only (canPerform asks it). */
export const guidanceOwnActivation = (): Reason => GuidanceFriendlyOnly({ turn: 'in its own activation' });
export const PanickedHandedAction = catalogue.reason<{ suppression: number; courage: number; by: string }>(
  'PanickedHandedAction',
  'legion-panicked-handed-actions',
  true,
);
export const NoActivationYet = catalogue.reason('NoActivationYet', 'legion-other-activation', true);
export const NotOwnActivation = catalogue.reason<{ turn: string }>('NotOwnActivation', 'legion-other-activation', true);
export const StandbyFriendlyTurn = catalogue.reason('StandbyFriendlyTurn', 'legion-standby-trigger', true);
export const StandbyNoToken = catalogue.reason('StandbyNoToken', 'legion-standby-spend', true);
export const StandbyNoTrigger = catalogue.reason('StandbyNoTrigger', 'legion-standby-trigger', true);
export const StandbyOnlyMoveOrAttack = catalogue.reason('StandbyOnlyMoveOrAttack', 'legion-standby-spend', true);
export const StandbyOnlyTrigger = catalogue.reason('StandbyOnlyTrigger', 'legion-standby-defender', true);
export const StandbyOutOfReach = catalogue.reason<{ what: string }>('StandbyOutOfReach', 'legion-standby-trigger', true);
export const StandbyOwnActivation = catalogue.reason('StandbyOwnActivation', 'legion-standby-trigger', true);
export const StandbyOwnSide = catalogue.reason('StandbyOwnSide', 'legion-standby-trigger', true);
export const StandbyPanicked = catalogue.reason<{ suppression: number; courage: number; by: string }>(
  'StandbyPanicked',
  'legion-standby-panicked',
  true,
);
export const StandbySpent = catalogue.reason<{ kind: string }>('StandbySpent', 'legion-standby-spend', false);
export const StandbyTriggered = catalogue.reason<{ did: string }>('StandbyTriggered', 'legion-standby-trigger', false);

/**
 * Reasons for spending the standby token on `a` (a free move or free attack with `standby: true`):
 * the token, the unit's type, its panic, the trigger (an enemy unit within 2 and in line of sight
 * that attacked, moved or acted, not because of the holder's side), the move as `moveChecks` of
 * attacks.ts reads it (an engaged unit's free move can only be a withdraw, legion-engaged,
 * legion-withdraw; one into base contact needs a melee weapon), and the defender: the unit that
 * set it off and no other, so an attack naming several defenders or Gunslinger's extra defender is
 * refused (legion-standby-defender; this vault reads "the only legal defender" as excluding any
 * second defender, whatever adds it). When one of
 * them refuses, only the refusals are pushed: a token that cannot be spent is not also reported as
 * set off or spent.
 */
export function standbyChecks(s: UnitState, a: Action, out: Reason[]): void {
  const at = out.length;
  const kind = kindOf(a);
  if (s.type === 'repulsor-vehicle') out.push(StandbyUnitType({ type: 'repulsor vehicle' }));
  if (!s.standby) out.push(StandbyNoToken());
  panicReasons(s, s.suppression, StandbyPanicked, out);
  const turn = s.turn ?? 'own';
  if (turn === 'own') out.push(StandbyOwnActivation());
  else if (turn === 'friendly') out.push(StandbyFriendlyTurn());
  else {
    const t = s.trigger;
    if (!t) out.push(StandbyNoTrigger());
    else {
      if (!t.within2) out.push(StandbyOutOfReach({ what: 'within 2' }));
      if (!t.los) out.push(StandbyOutOfReach({ what: 'in line of sight' }));
      if (t.ownSide) out.push(StandbyOwnSide());
      if (t.within2 && t.los && !t.ownSide) out.push(StandbyTriggered({ did: t.did }));
    }
  }
  if ((kind !== 'move' && kind !== 'attack') || a.action === 'card' || a.notAction) out.push(StandbyOnlyMoveOrAttack());
  else {
    out.push(StandbySpent({ kind }));
    if (kind === 'attack') {
      // The enemy unit that set it off is the only legal defender: no other defender (trigger: false),
      // no further defenders with pools of their own, no extra defender from Gunslinger.
      if (a.defender?.trigger === false || (a.defenders ?? 1) > 1 || a.extraDefender) out.push(StandbyOnlyTrigger());
      attackChecks(s, a, out);
    } else {
      moveChecks(s, a, out, null, false);
      actionGains(s, a, out);
    }
  }
  settle(out, at);
}

/**
 * `a` asked outside the unit's own activation (`turn` friendly, enemy, or `phase-start`): only a
 * standby token's free move or attack, a free action that is not an attack handed over by
 * Guidance, or what a keyword grants there (Independent, at the start of the Activation Phase);
 * anything else is refused, free card actions by their own rule. A refused answer gives only its
 * refusals (nothing reported as granted or spent).
 */
export function outsideOwnActivation(s: UnitState, a: Action): Reason[] {
  const out: Reason[] = [];
  const g = a.grantedBy;
  const rule = g !== undefined ? grantingRule(g) : undefined;
  if (rule?.outside) {
    rule.outside(s, a, keywordOf(s, rule.keyword), out);
    ownLimits(s, a, out);
  } else if (a.standby) standbyChecks(s, a, out);
  else if (a.grantedBy === 'guidance' && a.free && !a.notAction) {
    const kind = kindOf(a) ?? 'card';
    // Guidance is used by another allied unit in its own activation: only then is the action handed over.
    if (s.turn !== 'friendly')
      out.push(GuidanceFriendlyOnly({ turn: s.turn === 'enemy' ? "in an enemy unit's activation" : 'outside any activation' }));
    out.push(kind === 'attack' ? GuidanceNoAttack() : GuidanceAction({ kind }));
    ownLimits(s, a, out);
  } else if (a.action === 'card' && a.free && !a.untyped)
    out.push(
      FreeCardOutsideOwnStep({
        step:
          s.turn === 'enemy'
            ? "in an enemy unit's activation"
            : s.turn === 'friendly'
              ? "in another friendly unit's activation"
              : 'outside any activation',
      }),
    );
  else if (s.turn === 'phase-start') out.push(NoActivationYet());
  else out.push(NotOwnActivation({ turn: s.turn === 'enemy' ? 'an enemy' : 'a friendly' }));
  settle(out, 0);
  return out;
}

/**
 * What still binds a unit making a free action handed to it outside its own activation (Guidance,
 * Independent): the action is that action for every rule. A repulsor vehicle makes no standby
 * (legion-standby-unit-types); an engaged unit makes no move but a withdraw, and a unit that is
 * not engaged no withdraw (legion-engaged, legion-withdraw: `moveChecks` of attacks.ts), and
 * a unit leader without a melee weapon no move into base contact (legion-base-contact); an
 * attack (Independent's) is declared as any attack is, so an engaged unit makes no ranged one
 * (legion-engaged, legion-attack-declare: `attackChecks` of attacks.ts); an action that exhausts
 * an upgrade card needs the card ready, one that expends a card needs it not yet expended, and a card with a capacity room for its wound
 * (legion-exhaust, legion-repair: exhaust.ts, loaded on demand); a panicked unit makes none
 * (legion-panicked-handed-actions, this vault's reading); and, as any action does, it removes a
 * standby token the unit holds (legion-standby-token-removed).
 */
function ownLimits(s: UnitState, a: Action, out: Reason[]): void {
  const kind = kindOf(a);
  if (kind === 'standby' && s.type === 'repulsor-vehicle') out.push(StandbyUnitType({ type: 'repulsor vehicle' }));
  if (kind === 'move') moveChecks(s, a, out, null, false);
  else if (kind === 'attack') attackChecks(s, a, out);
  if (kind !== 'attack') actionGains(s, a, out);
  if (a.exhausts ?? a.expends ?? a.capacity) part('exhaust').cardChecks(s, a, out);
  panicReasons(s, s.suppression, PanickedHandedAction, out);
  if (s.standby) out.push(StandbyTokenRemoved());
}
