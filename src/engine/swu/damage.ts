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
import type { SwuState } from './state.ts';
import {
  BaseDestroyed,
  BaseDestroyedAtOnce,
  BaseHolds,
  BasesDestroyedDraw,
  BaseStands,
  NoBaseDestroyed,
  DamageDealt,
  DamagePrevented,
  ReplacementsAnyOrder,
  ReplacementsInOrder,
  OneShieldPerInstance,
  SequentialInstances,
  ShieldPrevents,
  Unpreventable,
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
  /** Damage of it actually dealt. */
  readonly dealt: number;
  /** `true` when none of it was dealt because a Shield or a prevention effect replaced it. */
  readonly prevented: boolean;
  /** The replacements applied to it, in order: effect ids, and `shield` for a Shield token. */
  readonly applied: readonly string[];
}

/** A replacement effect that prevents damage to the unit: `prevent` of each instance (absent: all). */
export interface DamagePrevention {
  readonly id: string;
  readonly prevent?: number;
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
  /**
   * Set when several replacements (effect ids, `shield`) would change an instance and no order
   * was given: the ones of the first such instance. The instances are then dealt as if they
   * applied in their listed order, the Shield last: an order nobody chose, so reasons must not
   * name it (see {@link preventionReasons}).
   */
  readonly choice?: readonly string[];
}

/**
 * Deals `amounts` (each a whole number ≥ 0; one entry per instance of damage, dealt in order)
 * to `target`. An instance of 0 deals nothing and uses no Shield; `unpreventable` damage ignores
 * Shields and prevention effects. Stops dealing once the target is defeated (it has left play).
 *
 * `preventions` are the unit's other damage replacement effects. When more than one replacement
 * (a Shield counts as one) would apply to an instance, the unit's controller applies them one at
 * a time in `order` (effect ids and `shield`; any left out follow in their listed order, the
 * Shield last) until the damage no longer happens; each applies at most once per instance. With
 * no `order` in that case, `choice` lists the options and the damage is dealt as if they applied
 * in their listed order.
 */
export function dealDamage(
  target: Damageable,
  amounts: readonly number[],
  unpreventable = false,
  preventions: readonly DamagePrevention[] = [],
  order?: readonly string[],
): DamageOutcome {
  let shields = target.shields;
  let damage = target.damage;
  let dealt = 0;
  let choice: string[] | undefined;
  const instances: InstanceOutcome[] = [];
  const byId = new Map(preventions.map((p) => [p.id, p]));
  const listed = [...(order ?? []).filter((id) => id === 'shield' || byId.has(id)), ...preventions.map((p) => p.id), 'shield'];
  const sequence = listed.filter((id, i) => listed.indexOf(id) === i);
  for (const amount of amounts) {
    if (damage >= target.hp) break;
    let left = amount;
    const applied: string[] = [];
    if (amount > 0 && !unpreventable) {
      const options = [...preventions.map((p) => p.id), ...(shields > 0 ? ['shield'] : [])];
      if (options.length > 1 && order === undefined) choice ??= options;
      for (const id of sequence) {
        if (left === 0) break;
        if (id === 'shield') {
          if (shields === 0) continue;
          shields--;
          left = 0;
        } else left -= Math.min(left, byId.get(id)!.prevent ?? left);
        applied.push(id);
      }
    }
    damage += left;
    dealt += left;
    instances.push({ amount, dealt: left, prevented: amount > 0 && left === 0, applied });
  }
  return {
    instances,
    dealt,
    shieldsDefeated: target.shields - shields,
    shieldsLeft: shields,
    damage,
    defeated: damage >= target.hp,
    ...(choice ? { choice } : {}),
  };
}

/**
 * The replacement effects in `state` that prevent damage to card `cardId` (`replacement: damage`),
 * as {@link dealDamage} takes them. Every question that deals damage to a unit (`ask.damage`, combat
 * damage in an attack) reads them here, so none of them can leave one out.
 */
export function preventionsOn(state: SwuState, cardId: string): DamagePrevention[] {
  const out: DamagePrevention[] = [];
  for (const e of state.effects)
    if (e.kind === 'replacement' && e.replaces === 'damage' && e.card === cardId)
      out.push(e.prevent === undefined ? { id: e.id } : { id: e.id, prevent: e.prevent });
  return out;
}

/**
 * The reasons for damage whose replacements' order was not given (`out.choice`), for a question
 * whose answer the order does not change (combat damage in an attack: one instance, and a Shield
 * takes whatever the effects leave): what was prevented and dealt, which is the same in any
 * order, and that which replacement is used up is the controller's choice
 * (`swu-replacements-one-at-a-time`). A question the order decides asks for it instead
 * (`DamageReplacementOrderNeeded`).
 */
function anyOrderReasons(card: string, out: DamageOutcome): Reason[] {
  const amount = out.instances.reduce((n, i) => n + i.amount, 0);
  return [ReplacementsAnyOrder({ card, options: out.choice!.join(', '), prevented: amount - out.dealt, dealt: out.dealt })];
}

/**
 * The reasons for what Shields and prevention effects did to damage dealt to a unit (`card` is its
 * name), instance by instance: each Shield defeated, each effect's prevented amount, the order when
 * several applied in the order given (rules `swu-shield-prevents`, `swu-replacement-instead`,
 * `swu-replacements-one-at-a-time`); with `dealt`, also the damage each instance dealt
 * (`swu-defeat-at-hp`). Empty when nothing was prevented and `dealt` is false. When no order was
 * given among several (`out.choice`), one reason with the amounts and no order instead.
 */
export function preventionReasons(
  card: string,
  target: Damageable,
  out: DamageOutcome,
  preventions: readonly DamagePrevention[] = [],
  dealt = false,
): Reason[] {
  // No order given among several replacements: the amount, not an order nobody chose.
  if (out.choice) return anyOrderReasons(card, out);
  const reasons: Reason[] = [];
  let left = target.shields;
  let damage = target.damage;
  for (const i of out.instances) {
    let rest = i.amount;
    for (const id of i.applied) {
      if (id === 'shield') {
        reasons.push(ShieldPrevents({ card, amount: rest, left: --left }));
        rest = 0;
      } else {
        const p = Math.min(rest, preventions.find((x) => x.id === id)?.prevent ?? rest);
        reasons.push(DamagePrevented({ card, effect: id, amount: p }));
        rest -= p;
      }
    }
    if (i.applied.length > 1) reasons.push(ReplacementsInOrder({ card, order: i.applied.join(', then ') }));
    if (dealt && i.dealt > 0) reasons.push(DamageDealt({ card, amount: i.dealt, damage: (damage += i.dealt), hp: target.hp }));
  }
  return reasons;
}

/**
 * The reasons for damage to a unit (`card` is its name), in the order it happened, up to whether
 * its damage reached its HP; without the last reason, whether it was defeated (the callers add it:
 * `hitUnit` and `defeatHit` of unit-damage.ts).
 */
export function damageStepReasons(
  card: string,
  target: Damageable,
  out: DamageOutcome,
  unpreventable: boolean,
  preventions: readonly DamagePrevention[] = [],
): Reason[] {
  const reasons: Reason[] = [];
  if (out.instances.length > 1) reasons.push(SequentialInstances({ card, count: out.instances.length }));
  if (unpreventable && target.shields > 0) reasons.push(Unpreventable({ card, shields: target.shields }));
  if (out.instances.length > 1 && target.shields > 0 && !unpreventable) {
    // Named per instance that used a Shield: one an effect prevented first used none.
    const used = out.instances.flatMap((i, n) => (i.applied.includes('shield') ? [`${n + 1} (${i.amount} damage)`] : []));
    const which = used.length > 1 ? `${used.slice(0, -1).join(', ')} and ${used.at(-1)}` : (used[0] ?? '');
    reasons.push(OneShieldPerInstance({ card, instances: out.instances.length, shields: target.shields, used: used.length, which }));
  }
  reasons.push(...preventionReasons(card, target, out, preventions, true));
  return reasons;
}

/** The reasons for damage to `player`'s base. */
export function baseDamageReasons(player: string, target: Damageable, out: DamageOutcome): Reason[] {
  return [
    out.defeated ? BaseDestroyed({ player, damage: out.damage, hp: target.hp }) : BaseHolds({ player, damage: out.damage, hp: target.hp }),
  ];
}

/**
 * The reasons for the same damage dealt to each base at once (`bases`: each player's, in turn
 * order), one instance after another, each to both bases at once (swu-damage-sequential): does the
 * game end? It ends at the first instance that destroys a base: a destroyed base loses its owner
 * the game; both by the same instance, a draw (swu-base-defeat). Refused (the game goes on) when
 * no instance destroys one.
 */
export function eachBaseDamageReasons(bases: ReadonlyArray<{ player: string; base: Damageable }>, amounts: readonly number[]): Reason[] {
  // The instances up to the first that destroys a base: the game is over then.
  let upTo = amounts.length;
  for (let i = 1; i <= amounts.length; i++) {
    if (bases.some(({ base }) => dealDamage(base, amounts.slice(0, i)).defeated)) {
      upTo = i;
      break;
    }
  }
  const dealt = amounts.slice(0, upTo);
  const outcomes = bases.map(({ player, base }) => ({ player, hp: base.hp, out: dealDamage(base, dealt) }));
  const destroyed = outcomes.filter((o) => o.out.defeated).length;
  const draw = destroyed === outcomes.length && outcomes.length > 1;
  const reasons: Reason[] = outcomes.map(({ player, hp, out }) =>
    (!out.defeated ? BaseStands : draw ? BaseDestroyedAtOnce : BaseDestroyed)({ player, damage: out.damage, hp }),
  );
  if (destroyed === 0) reasons.push(NoBaseDestroyed());
  else if (draw) reasons.push(BasesDestroyedDraw());
  return reasons;
}
