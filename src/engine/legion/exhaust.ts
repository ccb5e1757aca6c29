/**
 * What a card's own state allows: whether the card an action exhausts (its exhaust icon) is ready
 * and the card it expends (its expend icon) not yet expended (legion-exhaust), whether a card
 * with a capacity (Repair X: Capacity Y) still has room for the wound each use puts on it
 * (legion-repair), and whether the unit a Repair or Treat card action targets is one it may mend
 * (legion-repair, legion-treat). A part of the engine a page loads on demand (parts.ts), asked by
 * canPerform only for an action that names the card it exhausts or expends, or its capacity (a
 * target comes with the capacity: the scenario validator asks for both).
 */
import type { Reason } from '../core/index.ts';
import { catalogue, isVehicle } from './kernel.ts';
import { nameKey, sameName } from './names.ts';
import { isGainedToken, kindOf, type Action, type CardTarget, type UnitState } from './state.ts';

export const CardExhausted = catalogue.reason<{ card: string }>('CardExhausted', 'legion-exhaust', true);
export const CardExhausts = catalogue.reason<{ card: string }>('CardExhausts', 'legion-exhaust', false);
export const CardExpended = catalogue.reason<{ card: string }>('CardExpended', 'legion-exhaust', true);
export const CardExpends = catalogue.reason<{ card: string }>('CardExpends', 'legion-exhaust', false);
export const CapacityFull = catalogue.reason<{ card: string; capacity: number }>('CapacityFull', 'legion-repair', true);
export const CapacityWound = catalogue.reason<{ card: string; held: number; capacity: number }>('CapacityWound', 'legion-repair', false);
export const RepairTarget = catalogue.reason<{ type: string }>('RepairTarget', 'legion-repair', false);
export const RepairWrongTarget = catalogue.reason<{ type: string }>('RepairWrongTarget', 'legion-repair', true);
export const RepairTargetOut = catalogue.reason<{ need: string }>('RepairTargetOut', 'legion-repair', true);
export const TreatTarget = catalogue.reason<{ type: string }>('TreatTarget', 'legion-treat', false);
export const TreatWrongTarget = catalogue.reason<{ type: string }>('TreatWrongTarget', 'legion-treat', true);
export const TreatTargetOut = catalogue.reason<{ need: string }>('TreatTargetOut', 'legion-treat', true);

/** `true` when a card action named `card` is Treat (its name begins with Treat); any other card with a target is Repair. */
export const isTreat = (card = ''): boolean => nameKey(card).startsWith('treat');

/**
 * Reasons for the action `a` from its card's state: {@link expendChecks} when it expends a card,
 * {@link exhaustChecks} when it exhausts one, {@link capacityChecks} when it has a capacity. What
 * the action does to the card (exhausts it, expends it, puts a wound on it) happens only once it
 * resolves (legion-exhaust, legion-repair): when a reason already in `out` or one of the card's own
 * refuses the action, only the card's refusals are pushed, so a refused action never says the card
 * will be spent by it.
 */
export function cardChecks(s: UnitState, a: Action, out: Reason[]): void {
  const at = out.length;
  const refused = out.some((r) => r.refuses);
  if (a.expends !== undefined) expendChecks(s, a.expends, out);
  if (a.exhausts !== undefined) exhaustChecks(s, a.exhausts, out);
  if (a.target) targetChecks(a.card, a.target, out);
  if (a.capacity) capacityChecks(a, out);
  if (refused || out.slice(at).some((r) => r.refuses)) for (let i = out.length; i-- > at; ) if (!out[i]!.refuses) out.splice(i, 1);
}

/**
 * Reasons for a card action with a capacity (`capacity`: the Y of Repair X: Capacity Y): each use
 * puts 1 wound on the card, and a card that holds `capacity` wounds cannot be used (legion-repair).
 * The wounds it holds are `cardWounds`, as the activation began: the same card action is made at
 * most once an activation (legion-card-actions-distinct), so no earlier use this activation adds
 * one. Readying the card (Recover) does not take them off (this vault's reading: the rule names no
 * way to remove them).
 */
export function capacityChecks(a: Action, out: Reason[]): void {
  const held = a.cardWounds ?? 0;
  const card = a.card ?? '?';
  const capacity = a.capacity ?? 0;
  out.push(held >= capacity ? CapacityFull({ card, capacity }) : CapacityWound({ card, held: held + 1, capacity }));
}

/**
 * Reasons for the unit a Repair or Treat card action (named `card`) targets: Repair mends only a
 * droid trooper or a vehicle (legion-repair), Treat heals only an organic trooper, a trooper or
 * creature trooper (legion-treat, this vault's reading); either target must be within 1 of the unit
 * (`within1`) and in its line of sight (`los`), each counted true unless given false.
 */
export function targetChecks(card: string | undefined, t: CardTarget, out: Reason[]): void {
  const treat = isTreat(card);
  const type = t.type.replace('-', ' ');
  // Repair's targets are droid troopers and vehicles; Treat's every other trooper.
  const fits = (t.type === 'droid-trooper' || isVehicle(t.type)) !== treat;
  const unreachable = treat ? TreatTargetOut : RepairTargetOut;
  if (t.within1 === false) out.push(unreachable({ need: 'within 1' }));
  if (t.los === false) out.push(unreachable({ need: 'in line of sight' }));
  out.push((fits ? (treat ? TreatTarget : RepairTarget) : treat ? TreatWrongTarget : RepairWrongTarget)({ type }));
}

/**
 * Reasons for an action that exhausts the upgrade card `card` (its `exhausts`): refused while that
 * card is exhausted (exhausted when the activation began, `unit.exhausted`, or by an action made
 * since), a recover action readying every exhausted card; otherwise it exhausts the card after it
 * resolves.
 */
export function exhaustChecks(s: UnitState, card: string, out: Reason[]): void {
  let spent = !!s.exhausted?.some((c) => sameName(c, card));
  for (const d of s.did) {
    if (isGainedToken(d)) continue;
    if (kindOf(d) === 'recover') spent = false; // Recover readies exhausted upgrade cards
    if (sameName(d.exhausts, card)) spent = true;
  }
  out.push((spent ? CardExhausted : CardExhausts)({ card }));
}

/**
 * Reasons for an action that expends the card `card` (its `expends`): refused once the card is
 * expended, earlier this game (`unit.expended`) or by an action made since, as nothing readies an
 * expended card (Recover readies exhausted ones only); otherwise the card is expended after the
 * action resolves, gone for the rest of the game (legion-exhaust).
 */
export function expendChecks(s: UnitState, card: string, out: Reason[]): void {
  let gone = !!s.expended?.some((c) => sameName(c, card));
  for (const d of s.did) if (!isGainedToken(d) && sameName(d.expends, card)) gone = true;
  out.push((gone ? CardExpended : CardExpends)({ card }));
}
