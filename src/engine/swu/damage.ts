/**
 * Damage to units and bases, with Shield tokens (rules `swu-defeat-at-hp`, `swu-base-defeat`,
 * `swu-damage-sequential`, `swu-shield-prevents`, `swu-shield-one-per-instance`,
 * `swu-unpreventable`).
 *
 * A Shield is a mandatory replacement effect: when damage would be dealt to its unit, that
 * instance is prevented instead and one Shield is defeated. Each instance of damage is dealt on
 * its own, so each uses at most one Shield.
 */
import type { Reason } from '../core/index.ts';
import {
  BaseDestroyed, BaseHolds, DamageDealt, OneShieldPerInstance, SequentialInstances, ShieldPrevents, UnitDefeated, UnitSurvives, Unpreventable,
} from './reasons.ts';

/** What a unit or base is before the damage: damage on it, its HP and its Shield tokens (0 for a base). */
export interface Damageable {
  readonly damage: number;
  readonly hp: number;
  readonly shields: number;
}

/** One instance of damage and what became of it. */
export interface InstanceOutcome {
  readonly amount: number;
  /** `true` when a Shield prevented it (none of it was dealt). */
  readonly prevented: boolean;
}

/** The result of dealing instances of damage, one after another. */
export interface DamageOutcome {
  readonly instances: readonly InstanceOutcome[];
  /** Damage actually dealt (prevented damage is not dealt). */
  readonly dealt: number;
  readonly shieldsDefeated: number;
  readonly shieldsLeft: number;
  /** Damage on it afterwards. */
  readonly damage: number;
  /** `damage ≥ hp`: a unit is defeated; a base's owner loses. */
  readonly defeated: boolean;
}

/**
 * Deals `amounts` (each a whole number ≥ 0; one entry per instance of damage, dealt in order)
 * to `target`. An instance of 0 deals nothing and uses no Shield; `unpreventable` damage ignores
 * Shields. Stops dealing once the target is defeated (it has left play).
 */
export function dealDamage(target: Damageable, amounts: readonly number[], unpreventable = false): DamageOutcome {
  let shields = target.shields;
  let damage = target.damage;
  let dealt = 0;
  const instances: InstanceOutcome[] = [];
  for (const amount of amounts) {
    if (damage >= target.hp) break;
    if (amount > 0 && shields > 0 && !unpreventable) {
      shields--;
      instances.push({ amount, prevented: true });
      continue;
    }
    damage += amount;
    dealt += amount;
    instances.push({ amount, prevented: false });
  }
  return { instances, dealt, shieldsDefeated: target.shields - shields, shieldsLeft: shields, damage, defeated: damage >= target.hp };
}

/** The reasons for damage to a unit (`card` is its name), in the order it happened. */
export function unitDamageReasons(card: string, target: Damageable, out: DamageOutcome, unpreventable: boolean): Reason[] {
  const reasons: Reason[] = [];
  if (out.instances.length > 1) reasons.push(SequentialInstances({ card, count: out.instances.length }));
  if (unpreventable && target.shields > 0) reasons.push(Unpreventable({ card, shields: target.shields }));
  if (out.instances.length > 1 && target.shields > 0 && !unpreventable) reasons.push(OneShieldPerInstance({ card, instances: out.instances.length, shields: target.shields }));
  let left = target.shields;
  let damage = target.damage;
  for (const i of out.instances) {
    if (i.prevented) reasons.push(ShieldPrevents({ card, amount: i.amount, left: --left }));
    else if (i.amount > 0) reasons.push(DamageDealt({ card, amount: i.amount, damage: (damage += i.amount), hp: target.hp }));
  }
  reasons.push(out.defeated ? UnitDefeated({ card, damage: out.damage, hp: target.hp }) : UnitSurvives({ card, damage: out.damage, hp: target.hp }));
  return reasons;
}

/** The reasons for damage to `player`'s base. */
export function baseDamageReasons(player: string, target: Damageable, out: DamageOutcome): Reason[] {
  return [out.defeated ? BaseDestroyed({ player, damage: out.damage, hp: target.hp }) : BaseHolds({ player, damage: out.damage, hp: target.hp })];
}
