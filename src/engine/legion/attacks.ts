/**
 * Declaring an attack and moving while engaged: legion-engaged (engaged units attack in melee
 * only and move only by withdrawing), legion-attack-declare (the defender in range and line of
 * sight), legion-undeployed-no-attack (no attack before the unit is on the battlefield), legion-no-ranged-into-melee, legion-attack-pools (several defenders, one attack),
 * legion-withdraw, legion-base-contact (a move into base contact needs a unit leader with a melee
 * weapon), legion-pool-weapons (what each pool may hold); an extra defender needs Gunslinger (legion-keyword-needed; the keyword's own
 * checks are in keywords/gunslinger.ts). A creature trooper may attack and withdraw in the same
 * activation (legion-withdraw); no trooper withdraws and goes on standby in one.
 */
import type { Reason } from '../core/index.ts';
import { catalogue, KeywordMissing, keywordOf, kindOf } from './kernel.ts';
import { typeIn } from './keywords/weapons.ts';
import { sameName } from './names.ts';
import { isGainedToken, isVehicle, type Action, type PoolWeapon, type UnitState, type Weapon } from './state.ts';

export const EngagedNoRanged = catalogue.reason('EngagedNoRanged', 'legion-engaged', true);
export const EngagedNoMove = catalogue.reason('EngagedNoMove', 'legion-engaged', true);
export const EngagedMelee = catalogue.reason('EngagedMelee', 'legion-engaged', false);
export const DefenderOutOfRange = catalogue.reason('DefenderOutOfRange', 'legion-attack-declare', true);
export const DefenderNoLos = catalogue.reason('DefenderNoLos', 'legion-attack-declare', true);
export const DefenderOutOfMelee = catalogue.reason('DefenderOutOfMelee', 'legion-attack-declare', true);
export const DefenderInMelee = catalogue.reason('DefenderInMelee', 'legion-no-ranged-into-melee', true);
export const DefenderEngaged = catalogue.reason('DefenderEngaged', 'legion-no-ranged-into-melee', true);
export const DefenderMeleeElsewhere = catalogue.reason('DefenderMeleeElsewhere', 'legion-no-ranged-into-melee', false);
export const AttackPools = catalogue.reason<{ defenders: number }>('AttackPools', 'legion-attack-pools', false);
export const PoolMixed = catalogue.reason<{ pool: number }>('PoolMixed', 'legion-pool-weapons', true);
export const PoolSplit = catalogue.reason<{ name: string }>('PoolSplit', 'legion-pool-weapons', true);
export const PoolTakesType = catalogue.reason<{ name: string; as: string }>('PoolTakesType', 'legion-pool-weapons', false);
export const PoolsOneType = catalogue.reason<{ pools: number }>('PoolsOneType', 'legion-pool-weapons', false);
export const NoMeleeWeapon = catalogue.reason('NoMeleeWeapon', 'legion-base-contact', true);
export const WithdrawNotEngaged = catalogue.reason('WithdrawNotEngaged', 'legion-withdraw', true);
export const WithdrawMove = catalogue.reason('WithdrawMove', 'legion-withdraw', false);
export const WithdrawAfter = catalogue.reason<{ kind: string }>('WithdrawAfter', 'legion-withdraw', true);
export const WithdrewNoMelee = catalogue.reason('WithdrewNoMelee', 'legion-withdraw', true);
export const WithdrewNoMore = catalogue.reason<{ kind: string }>('WithdrewNoMore', 'legion-withdraw', true);
export const AttackerUndeployed = catalogue.reason('AttackerUndeployed', 'legion-undeployed-no-attack', true);
export const CreatureAttacksAndWithdraws = catalogue.reason('CreatureAttacksAndWithdraws', 'legion-withdraw', false);
export const WithdrewOutOfMelee = catalogue.reason('WithdrewOutOfMelee', 'legion-withdraw', false);

/**
 * Whether the unit is engaged after what it did this activation: `unit.engaged` is its state when
 * the activation began; a withdraw takes it out of melee, a move that ends in base contact with an
 * enemy (`startsMelee`, a charge) puts it in (legion-withdraw, legion-engaged). Only troopers
 * (`trooper`, `droid-trooper`, `creature-trooper`) are ever engaged: a vehicle that moves into melee is in melee but
 * never engaged, so it keeps its moves and ranged attacks and has nothing to withdraw from
 * (legion-engaged). The one answer to "engaged now" for attacks, moves and the activation's end.
 */
export function engagedNow(s: UnitState): boolean {
  if (isVehicle(s.type)) return false;
  let engaged = s.engaged === true;
  for (const d of s.did) {
    if (isGainedToken(d)) continue;
    if (d.withdraw) engaged = false;
    else if (d.startsMelee) engaged = true;
  }
  return engaged;
}

/**
 * Whether the unit is still off the battlefield: `unit.undeployed` is its state when the activation
 * began, and any move it made since (a Scout move, or a move that deploys it) put it on the battlefield,
 * as the end of its activation reads it too (legion-scout). An undeployed unit has no unit leader on
 * the battlefield to measure range and line of sight from, so it declares no attack
 * (legion-undeployed-no-attack, this vault's reading).
 */
export function undeployedNow(s: UnitState): boolean {
  return s.undeployed === true && !s.did.some((d) => !isGainedToken(d) && !d.notAction && kindOf(d) === 'move');
}

/**
 * The weapon type of the attack `a`: the one given, else the type of its `pools` (ranged when any
 * pool holds a ranged weapon, so that every rule barring ranged weapons applies: legion-engaged,
 * legion-no-ranged-into-melee; else melee), else the one the rule that grants it fixes:
 * ranged for Steady's free attack (legion-steady), for the older Gunslinger's extra attack
 * (legion-gunslinger) and for an attack with Gunslinger's extra defender, whose pool is a ranged
 * weapon the attack already uses (legion-gunslinger-defender); melee for Charge's free attack
 * (legion-charge). `undefined` when neither the attack nor its rule says.
 */
export function weaponOf(a: Action): Weapon | undefined {
  if (a.weapon) return a.weapon;
  const types = a.pools?.flat().map(typeIn);
  if (types?.includes('ranged')) return 'ranged';
  if (types?.includes('melee')) return 'melee';
  const g = a.grantedBy;
  if (g === 'steady' || a.extraDefender || (a.notAction && g === 'gunslinger')) return 'ranged';
  return g === 'charge' ? 'melee' : undefined;
}

/**
 * Reasons for the attack `a` (an attack, action or not) against its defender(s), with the weapon
 * type {@link weaponOf} gives it: engaged as {@link engagedNow} says. A ranged weapon is refused
 * against a defender in melee with the attacker (`inMelee: true`, which also stands for "in melee,
 * with whom not said") and against an engaged one; a defender in melee with other units only that
 * is not engaged (`inMelee: 'other'` with `engaged: false`: a vehicle, which is never engaged) may
 * be its target
 * (legion-no-ranged-into-melee, this vault's reading of "in melee with the attacker"). A melee
 * weapon's range is base contact: a defender given as not in melee with the attacker (`inMelee:
 * false`, or `'other'`) is out of its range, so no melee attack is declared against it
 * (legion-attack-declare); `inMelee` omitted or true leaves a melee attack open. A unit not yet
 * on the battlefield ({@link undeployedNow}) declares none (legion-undeployed-no-attack).
 */
export function attackChecks(s: UnitState, a: Action, out: Reason[]): void {
  const weapon = weaponOf(a);
  const ranged = weapon === 'ranged';
  if (undeployedNow(s)) out.push(AttackerUndeployed());
  if (engagedNow(s)) out.push(ranged ? EngagedNoRanged() : EngagedMelee());
  const d = a.defender;
  if (d) {
    if (d.inRange === false) out.push(DefenderOutOfRange());
    if (d.los === false) out.push(DefenderNoLos());
    // A melee weapon's range is base contact: a defender said not to be in melee with the attacker is out of it.
    if (weapon === 'melee' && (d.inMelee === false || d.inMelee === 'other')) out.push(DefenderOutOfMelee());
    // In melee with the attacker (or with a unit not named): no ranged weapon. In melee with other
    // units only: no ranged weapon if it is engaged (counted so unless `engaged: false`, a vehicle's case).
    if (ranged && d.inMelee)
      out.push(d.inMelee === true ? DefenderInMelee() : d.engaged === false ? DefenderMeleeElsewhere() : DefenderEngaged());
  }
  if (a.pools) poolChecks(a.pools, out);
  if (a.defenders !== undefined && a.defenders > 1) out.push(AttackPools({ defenders: a.defenders }));
  if (a.extraDefender && !keywordOf(s, 'gunslinger')) out.push(KeywordMissing({ keyword: 'Gunslinger' }));
}

/**
 * Reasons for an attack's `pools` (one per defender, legion-pool-weapons): a pool that holds both
 * melee and ranged weapons is refused (`pool` numbers it from 1), and so is a weapon name found in
 * two pools (same-named weapons share one pool); a weapon with both icons counts as the type it
 * took (`as`), which the reasons name. When nothing is refused, the pools are said to be each of
 * one type.
 */
export function poolChecks(pools: readonly (readonly PoolWeapon[])[], out: Reason[]): void {
  const at = out.length;
  const split: string[] = [];
  pools.forEach((pool, i) => {
    if (new Set(pool.map(typeIn).filter(Boolean)).size > 1) out.push(PoolMixed({ pool: i + 1 }));
    for (const w of pool) {
      if (w.type === 'both' && w.as) out.push(PoolTakesType({ name: w.name, as: w.as }));
      // A name also found in a later pool: reported once, at the first pool that holds it.
      if (!split.some((n) => sameName(n, w.name)) && pools.some((other, j) => j > i && other.some((o) => sameName(o.name, w.name)))) {
        split.push(w.name);
        out.push(PoolSplit({ name: w.name }));
      }
    }
  });
  if (!out.slice(at).some((r) => r.refuses)) out.push(PoolsOneType({ pools: pools.length }));
}

/**
 * Reasons for an attack, move or standby `a` of the unit's own activation (canPerform asks them for
 * an engaged unit, one that withdrew or moved into melee this activation, a withdraw, or an attack
 * naming its defenders): the attack's declaration ({@link attackChecks}) or the move's
 * ({@link moveChecks}), and what a withdraw made earlier rules out: no attack after it, an attack
 * that is no action included (the rule bars an attack, not only the attack action), unless the
 * unit is a creature trooper, and no standby (legion-withdraw). `earlier` and `withdrew` as for
 * {@link moveChecks}.
 */
export function declareChecks(s: UnitState, a: Action, out: Reason[], earlier: 'attack' | 'standby' | null, withdrew: boolean): void {
  const kind = kindOf(a);
  if (kind === 'move') return void moveChecks(s, a, out, earlier, withdrew);
  if (kind === 'attack') attackChecks(s, a, out);
  if (withdrew)
    out.push(
      kind === 'attack' && s.type === 'creature-trooper' ? CreatureAttacksAndWithdraws() : WithdrewNoMore({ kind: kind ?? 'standby' }),
    );
}

/**
 * Reasons for a move `a` that ends in base contact with an enemy (`startsMelee`): only a unit whose
 * unit leader has a melee weapon makes one (legion-base-contact; `meleeWeapon: false` says it has
 * none). Asked for every move, through {@link moveChecks}, in the unit's own activation or outside it (round.ts).
 */
export function contactChecks(s: UnitState, a: Action, out: Reason[]): void {
  if (a.startsMelee && s.meleeWeapon === false) out.push(NoMeleeWeapon());
}

/**
 * Reasons for a move `a` (or a withdraw) of an engaged or withdrawing unit, or of one ending in
 * base contact ({@link contactChecks}). `earlier`: the attack (an attack action, or an attack that
 * is no action) or the standby action the unit already made this activation, if any (no withdraw in
 * the same activation as either, in whichever order, but a creature trooper's attack: legion-withdraw; and no move into
 * melee, the withdraw's own included). `withdrew`: the unit withdrew earlier this
 * activation: the withdraw took it out of melee, so it is no longer engaged (no second withdraw; a
 * plain move, but none into melee: legion-withdraw). Also asked for a free move outside the unit's
 * own activation (a standby token's, a handed one: round.ts), with `earlier` null and `withdrew` false.
 */
export function moveChecks(s: UnitState, a: Action, out: Reason[], earlier: 'attack' | 'standby' | null, withdrew: boolean): void {
  const engaged = engagedNow(s);
  contactChecks(s, a, out);
  if (withdrew) out.push(WithdrewOutOfMelee());
  if (a.withdraw) {
    out.push(engaged ? WithdrawMove() : WithdrawNotEngaged());
    // The withdraw itself ends out of melee: none into base contact (legion-withdraw).
    if (a.startsMelee) out.push(WithdrewNoMelee());
    if (earlier)
      out.push(
        earlier === 'attack' && s.type === 'creature-trooper'
          ? CreatureAttacksAndWithdraws()
          : WithdrawAfter({ kind: earlier === 'attack' ? 'attack' : 'standby action' }),
      );
  } else if (withdrew) {
    if (a.startsMelee) out.push(WithdrewNoMelee());
  } else if (engaged) out.push(EngagedNoMove());
}
