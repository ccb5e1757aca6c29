/**
 * Events that change a unit's state before a question is asked: a rally with the faces actually
 * rolled (legion-rally, legion-indomitable) and gaining suppression tokens (legion-suppression-gain,
 * legion-courage-none, legion-vehicle-no-courage, legion-standby-token-removed). Each returns the
 * new state and the reasons that decided it; neither checks legality beyond what it names.
 */
import type { Reason } from '../core/index.ts';
import * as R from './reasons.ts';
import { isVehicle, keywordOf, type UnitState, type WhiteFace } from './state.ts';

/** A state after an event and the rules the event applied. */
export interface Event {
  readonly state: UnitState;
  readonly reasons: readonly Reason[];
}

/** `true` when the unit rallies with red dice (Indomitable). */
export function ralliesRed(s: UnitState): boolean {
  return keywordOf(s, 'indomitable') !== undefined;
}

/**
 * The unit's rally with the faces rolled, one per suppression token (white dice, or red with
 * Indomitable; a block or a surge removes a token either way). The state comes out at the start
 * of the Perform Actions step: `suppression` and `suppressionAtStart` are what is left, `did` is
 * empty. Faces beyond the dice are ignored and a short roll counts the missing dice as blanks;
 * callers validate the count (the scenario validator does).
 */
export function rallyRoll(s: UnitState, faces: readonly WhiteFace[]): Event {
  const dice = s.courage === 'none' ? 0 : s.suppression;
  let removed = 0;
  for (let i = 0; i < dice; i++) if (faces[i] === 'block' || faces[i] === 'surge') removed++;
  const left = dice - removed;
  const reasons: Reason[] = [R.RallyRolled({ removed, left, dice })];
  if (ralliesRed(s)) reasons.push(R.IndomitableRedDice());
  return { state: { ...s, suppression: left, suppressionAtStart: left, step: 'perform-actions', did: [] }, reasons };
}

/**
 * The unit gains `n` suppression tokens now (n ≥ 1): none for courage "-" or a vehicle; a
 * trooper or droid trooper gains them, and a standby token it held is removed. From the Perform
 * Actions step on, `suppressionAtStart` keeps the count the step began with (legion-action-count-fixed).
 */
export function gainSuppression(s: UnitState, n: number): Event {
  if (isVehicle(s.type)) return { state: s, reasons: [R.VehicleNoSuppression({ type: s.type.replace('-', ' ') })] };
  if (s.courage === 'none') return { state: s, reasons: [R.NoSuppressionGained()] };
  const now = Math.min(30, s.suppression + n);
  const reasons: Reason[] = [R.SuppressionGained({ n, now })];
  if (s.standby) reasons.push(R.StandbyLostToSuppression());
  // In the Perform Actions step or later the action count stays as it was when the step began.
  const fixed = s.step === 'start' || s.step === 'rally' ? {} : { suppressionAtStart: s.suppressionAtStart ?? s.suppression };
  return { state: { ...s, ...fixed, suppression: now, standby: false }, reasons };
}

/**
 * The unit suffers `n` wounds (n ≥ 1). A vehicle whose wounds reach its resilience gains the
 * vehicle damage token, unless it has one or already gained one this game (once per game), or
 * its resilience is "-" (omitted) (legion-vehicle-damage-token).
 */
export function gainWounds(s: UnitState, n: number): Event {
  const wounds = Math.min(99, (s.wounds ?? 0) + n);
  const state: UnitState = { ...s, wounds };
  if (!isVehicle(s.type) || s.resilience === undefined || wounds < s.resilience) return { state, reasons: [] };
  if (s.damaged || s.damageGained) return { state, reasons: [R.VehicleDamageOnce()] };
  return { state: { ...state, damaged: true, damageGained: true }, reasons: [R.VehicleDamageGained({ wounds, resilience: s.resilience })] };
}

/**
 * Repair X (or Treat X) used on the unit: removes up to `x` tokens in total, its vehicle damage
 * token first, then wounds, then ion (the engine's order; the player may choose another)
 * (legion-repair). A damage token once removed never comes back this game.
 */
export function repair(s: UnitState, x: number): Event {
  let left = x;
  const damaged = s.damaged === true && left === 0;
  if (s.damaged && left > 0) left--;
  const w = Math.min(left, s.wounds ?? 0);
  left -= w;
  const i = Math.min(left, s.ion ?? 0);
  left -= i;
  const state: UnitState = {
    ...s,
    damaged,
    wounds: (s.wounds ?? 0) - w,
    ion: (s.ion ?? 0) - i,
    ...(s.damaged ? { damageGained: true } : {}),
  };
  if (!damaged) delete (state as { damageRoll?: WhiteFace }).damageRoll;
  return { state, reasons: [R.RepairRemoves({ removed: x - left, x })] };
}

/**
 * The unit is issued an order (Command Phase or Coordinate): Fire Support gives it a standby
 * token (not a standby action; never to a repulsor vehicle), Disciplined X removes up to X
 * suppression tokens, Coordinate lets it issue one order to a listed allied unit within 1
 * (legion-fire-support, legion-disciplined, legion-coordinate). `ordered` becomes true.
 */
export function issueOrder(s: UnitState): Event {
  const reasons: Reason[] = [];
  let state: UnitState = { ...s, ordered: true };
  if (keywordOf(s, 'fire-support') && s.type !== 'repulsor-vehicle') {
    state = { ...state, standby: true };
    reasons.push(R.FireSupportStandby());
  }
  const disciplined = keywordOf(s, 'disciplined');
  if (disciplined) {
    const x = disciplined.x ?? 1;
    const removed = Math.min(x, state.suppression);
    state = { ...state, suppression: state.suppression - removed };
    reasons.push(R.DisciplinedRemoves({ removed, x }));
  }
  if (keywordOf(s, 'coordinate')) reasons.push(R.CoordinateOrder());
  return { state, reasons };
}
