/**
 * Attacks: who may attack, what it may attack, and what each side deals (rules
 * `swu-attacker-ready-exhausts`, `swu-enters-play-exhausted`, `swu-leader-deploys-ready`,
 * `swu-ambush-attack`, `swu-attack-target`, `swu-arena-same`, `swu-sentinel-must-target`,
 * `swu-saboteur-ignores-sentinel`, `swu-hidden`, `swu-sentinel-overrides-cant-be-attacked`, `swu-combat-damage`,
 * `swu-saboteur-defeats-shields`, `swu-shield-overwhelm`, `swu-raid`, `swu-grit`, `swu-restore`).
 *
 * Keywords are read from the card's keyword abilities, so an effect that makes a card ignore a
 * keyword (`swu-ignore-keyword`) turns it off here too.
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { leftPlayReason } from './abilities.ts';
import { hasKeyword, keywordTotal, powerParts } from './keywords.ts';
import { dealDamage, preventionReasons, preventionsOn, type DamageOutcome } from './damage.ts';
import {
  AmbushAttack,
  AmbushNeedsUnit,
  AmbushPassed,
  AttackerExhausted,
  AttackerExhaustsNow,
  AttackInProgress,
  BaseDealsNone,
  CantBeAttacked,
  CombatDamage,
  EnteredExhausted,
  GrantedAttackImpossible,
  GrantedAttackMustBeMade,
  GrantedAttackOptional,
  GritPower,
  HiddenTarget,
  LeaderDeploysReady,
  NoLegalTarget,
  NotAUnit,
  NotYourUnit,
  OtherArena,
  OtherArenaAllowed,
  OverwhelmBlocked,
  OverwhelmExcess,
  RaidPower,
  RestoreHeals,
  ReadiedAfterEntering,
  SaboteurIgnoresSentinel,
  SaboteurShields,
  SentinelMustBeTarget,
  SentinelOverridesCantBeAttacked,
  SentinelOverridesHidden,
  TargetLegal,
  TargetNotEnemy,
} from './reasons.ts';
import { triggerId } from './triggers.ts';
import { findCard, opponentOf, type Base, type Card, type PlayerId, type SwuState, type UnitStats } from './state.ts';

/** The target meaning "the enemy base". */
export const BASE = 'base';

type Unit = Card & { readonly unit: UnitStats };
const isUnit = (c: Card | undefined): c is Unit => c?.unit !== undefined;

/**
 * Enemy units of `attacker` it could attack, ignoring Sentinel and Hidden: those in its arena, or
 * in either arena when an ability lets it attack the other one (`otherArena`, `swu-arena-same`).
 */
function enemyUnits(state: SwuState, attacker: Unit, otherArena = false): Unit[] {
  return state.cards.filter(
    (c): c is Unit => isUnit(c) && c.controller !== attacker.controller && (otherArena || c.unit.arena === attacker.unit.arena),
  );
}

/** Enemy Sentinel units in `attacker`'s arena: only those bind its choice of target (`swu-sentinel-must-target`). */
const sentinelsFacing = (state: SwuState, attacker: Unit, units: readonly Unit[]) =>
  units.filter((u) => u.unit.arena === attacker.unit.arena && hasKeyword(state, u, 'Sentinel'));

const hiddenNow = (state: SwuState, c: Unit) =>
  c.unit.entered !== null && hasKeyword(state, c, 'Hidden') && !hasKeyword(state, c, 'Sentinel');

/** The lasting effects in force that say `c` can't be attacked (`swu-sentinel-overrides-cant-be-attacked`). */
const barringEffects = (state: SwuState, c: Card) =>
  state.effects.filter((e) => e.kind === 'lasting' && e.cantBeAttacked === c.id).map((e) => e.id);

/**
 * `true` when an effect says `c` can't be attacked and it lacks Sentinel, which overrides such an
 * effect (`swu-sentinel-overrides-cant-be-attacked`): then no attack may target it.
 */
const barredNow = (state: SwuState, c: Unit) => barringEffects(state, c).length > 0 && !hasKeyword(state, c, 'Sentinel');

/** No attack may target `c` now: Hidden in the phase it entered, or an effect says it can't be attacked (Sentinel lifts both). */
const untargetable = (state: SwuState, c: Unit) => hiddenNow(state, c) || barredNow(state, c);

/** Whether the Ambush trigger of `cardId` (`card/ambush`, made as it was played) waits in the top layer of pending triggers. */
const ambushWaiting = (state: SwuState, cardId: string) => {
  const id = triggerId(cardId, 'ambush');
  return state.pending.some((t) => !t.resolving && t.card === cardId && (t.id === id || t.id.startsWith(`${id}#`)));
};

/**
 * Whether an attack by `attacker` now is its Ambush attack (`swu-ambush-attack`): it has Ambush and
 * has just entered play (`entered: now`). Exhausted, as units other than leaders enter play, only
 * Ambush lets it attack. Ready (a deployed leader unit enters play ready, `swu-leader-deploys-ready`;
 * or an effect readied it), it could also attack as a turn action; the rules facts say Ambush acts
 * "on entering", whatever the unit's state, so this engine reads its attack as the Ambush attack when
 * its Ambush trigger is waiting (the attack is that trigger resolving: no action is taken while a
 * trigger waits, `swu-trigger-next-opportunity`) or when its player has already taken their action
 * this turn (playing it or deploying it was that action); otherwise as an ordinary attack.
 */
function ambushing(state: SwuState, attacker: Unit): boolean {
  const u = attacker.unit;
  if (u.entered !== 'now' || !hasKeyword(state, attacker, 'Ambush')) return false;
  if (attacker.exhausted) return !u.leader;
  return ambushWaiting(state, attacker.id) || state.actionTaken;
}

/**
 * The legal targets of `attackerId` now: enemy unit ids and/or {@link BASE}. Empty when the card
 * is not a unit. An Ambush attack (see {@link ambushing}) never targets a base. `otherArena`:
 * an ability lets it attack units in the other arena too (see {@link canAttack}).
 */
export function legalTargets(state: SwuState, attackerId: string, otherArena = false): string[] {
  const attacker = findCard(state, attackerId);
  if (!isUnit(attacker)) return [];
  const units = enemyUnits(state, attacker, otherArena).filter((u) => !untargetable(state, u));
  const sentinels = sentinelsFacing(state, attacker, units);
  const ambush = ambushing(state, attacker);
  if (sentinels.length && !hasKeyword(state, attacker, 'Saboteur')) return sentinels.map((u) => u.id);
  return [...units.map((u) => u.id), ...(ambush ? [] : [BASE])];
}

/**
 * Whether the unit may begin an attack (ready, or Ambush right as it enters play, `entered: now`):
 * its reasons, and whether the attack is its Ambush attack ({@link ambushing}: then part of
 * resolving its Ambush, never the turn's action, and never against a base, even for a ready unit).
 * An exhausted Ambush unit that entered earlier this phase, or already made its Ambush attack
 * (which ends its `now`, see `beginAttack` of turn.ts), is refused by `AmbushPassed` too
 * (`swu-ambush-attack`: one attack, as it enters play).
 */
function readiness(
  state: SwuState,
  attacker: Unit,
  target: string | undefined,
  otherArena: boolean,
): { reasons: Reason[]; ambush: boolean } {
  const name = attacker.name;
  const u = attacker.unit;
  const ambush = ambushing(state, attacker);
  if (!attacker.exhausted) {
    // A non-leader unit entered play exhausted; ready now, something readied it since.
    const entry =
      u.entered === null ? [] : u.leader ? [LeaderDeploysReady({ card: name })] : [ReadiedAfterEntering({ card: name, when: u.entered })];
    const reasons = [...entry, AttackerExhaustsNow({ card: name, begins: true })];
    if (!ambush) return { reasons, ambush: false };
    return { reasons: [...reasons, ...ambushReasons(state, attacker, target, otherArena)], ambush: true };
  }
  if (ambush) return { reasons: ambushReasons(state, attacker, target, otherArena), ambush: true };
  if (u.entered === 'now' && !u.leader) return { reasons: [EnteredExhausted({ card: name })], ambush: false };
  // Ambush gives one attack, as the unit enters play: once made (see `beginAttack`) or once that
  // moment has passed, it no longer lets the exhausted unit attack.
  const spent = u.entered === 'phase' && !u.leader && hasKeyword(state, attacker, 'Ambush') ? [AmbushPassed({ card: name })] : [];
  return { reasons: [AttackerExhausted({ card: name }), ...spent], ambush: false };
}

/** The reasons of an Ambush attack (`swu-ambush-attack`): it may attack an enemy unit it can attack, never a base. */
function ambushReasons(state: SwuState, attacker: Unit, target: string | undefined, otherArena: boolean): Reason[] {
  const name = attacker.name;
  const reasons = [AmbushAttack({ card: name })];
  if (target === BASE) reasons.push(AmbushNeedsUnit({ card: name, why: 'the base is not a unit' }));
  else if (enemyUnits(state, attacker, otherArena).every((e) => untargetable(state, e))) {
    const where = otherArena ? 'in either arena' : `in the ${attacker.unit.arena} arena`;
    reasons.push(AmbushNeedsUnit({ card: name, why: `no enemy unit ${where} can be attacked` }));
  }
  return reasons;
}

/**
 * May `attackerId` attack now, and (when `target` is given: an enemy unit id or {@link BASE})
 * attack that? Checks that it is a unit the attacking player controls (see below), that no other attack is in
 * progress (`state.attacking`: units attack one at a time, `swu-attacker-ready-exhausts`; the
 * rules facts say no more, so this engine reads it as: an attack, even one an ability grants,
 * begins only once the attack in progress has ended), that it is ready (it exhausts
 * as the attack begins) or may Ambush, then the target: an enemy unit in the same arena, or the
 * enemy base; while the enemy has Sentinel units in the attacker's arena, one of them must be the
 * target unless the attacker has Saboteur (`swu-sentinel-must-target`); a Hidden unit that entered
 * play this phase cannot be attacked, unless it has Sentinel (`swu-hidden`), even when the attacker
 * has Saboteur: ignoring Sentinel is the attacker's choice as it picks a target and takes Sentinel
 * from no unit (`swu-saboteur-ignores-sentinel`), so a Saboteur attacker that picks the Hidden
 * Sentinel does not ignore it, and Sentinel lifts Hidden as for any attacker. Then only
 * `SentinelOverridesHidden` is said, not `SaboteurIgnoresSentinel`, which is said only for a
 * target Saboteur opens (one that is not among those Sentinels). A unit a lasting effect in force
 * says can't be attacked (`cantBeAttacked`) is refused (`CantBeAttacked`) unless it has Sentinel,
 * which overrides such an effect (`swu-sentinel-overrides-cant-be-attacked`:
 * `SentinelOverridesCantBeAttacked`), so an enemy Sentinel in the attacker's arena must still be
 * the target; Saboteur is read as for Hidden. Without a target, refused only when no legal target
 * exists. A refused attack does not begin, so the reason that says a ready attacker exhausts as it
 * begins says it stays ready instead (see {@link begins}). Turn questions (is it the player's
 * action?) are asked with `canTakeAction`.
 *
 * The attacking player is the attacker's controller (`swu-attacker-ready-exhausts`). As the turn's
 * action, only the active player attacks, so a unit of the other player is refused (`NotYourUnit`).
 * An attack an ability directs (`byAbility`) or an Ambush attack is part of resolving that ability,
 * and a triggered ability may resolve in the other player's turn (`swu-trigger-not-action`,
 * `swu-ability-directed-not-action`): its controller then attacks with their own unit, whoever's
 * turn it is.
 *
 * `otherArena`: an ability lets the attacker attack a unit in the other arena (`swu-arena-same`:
 * "unless an ability allows it"). The rules facts say no more; this engine reads it as adding the
 * enemy units of the other arena to its targets, the unit staying in its own arena, while only
 * the enemy Sentinels in the attacker's own arena bind its choice: while there is one, it must be
 * the target, and no unit of the other arena may be (`swu-sentinel-must-target` names the
 * attacker's arena); a Sentinel in the other arena binds it to nothing.
 */
export function canAttack(state: SwuState, attackerId: string, target?: string, otherArena = false, byAbility = false): Verdict {
  const attacker = findCard(state, attackerId);
  if (!isUnit(attacker)) return verdictOf([leftPlayReason(state, attackerId) ?? NotAUnit({ card: attacker?.name ?? attackerId })]);
  const reasons: Reason[] = [];
  const ready = readiness(state, attacker, target, otherArena);
  if (attacker.controller !== state.activePlayer && !byAbility && !ready.ambush)
    reasons.push(NotYourUnit({ card: attacker.name, controller: attacker.controller, player: state.activePlayer }));
  if (state.attacking) {
    const current = findCard(state, state.attacking.attacker);
    reasons.push(AttackInProgress({ card: attacker.name, attacking: current?.name ?? state.attacking.attacker }));
  }
  reasons.push(...ready.reasons);
  const legal = legalTargets(state, attackerId, otherArena);
  const units = enemyUnits(state, attacker, otherArena);
  const sentinels = sentinelsFacing(state, attacker, units);
  const saboteur = hasKeyword(state, attacker, 'Saboteur');
  const sentinelNames = sentinels.map((s) => s.name).join(', ');
  // Saboteur is used only when the attacker picks something other than one of those Sentinels:
  // attacking a Sentinel, it need not ignore Sentinel, so the answer does not say it did.
  const targetsSentinel = sentinels.some((s) => s.id === target);
  if (sentinels.length && saboteur && !targetsSentinel)
    reasons.push(SaboteurIgnoresSentinel({ card: attacker.name, sentinels: sentinelNames }));
  if (target === undefined) {
    if (legal.length === 0) reasons.push(NoLegalTarget({ card: attacker.name, arena: attacker.unit.arena }));
    return begins(verdictOf(reasons), attacker.name);
  }
  const sentinelBlocks = sentinels.length > 0 && !saboteur && !targetsSentinel;
  const arena = attacker.unit.arena;
  if (target === BASE) {
    if (sentinelBlocks)
      reasons.push(
        SentinelMustBeTarget({
          card: attacker.name,
          target: `${opponentOf(state, attacker.controller)}'s base`,
          sentinels: sentinelNames,
          arena,
          count: sentinels.length,
        }),
      );
    else if (legal.includes(BASE))
      reasons.push(TargetLegal({ card: attacker.name, target: `${opponentOf(state, attacker.controller)}'s base` }));
    return begins(verdictOf(reasons), attacker.name);
  }
  const t = findCard(state, target);
  // A unit defeated earlier (in `happens`) is no longer in play: it is no target, as it is no unit to damage.
  const gone = leftPlayReason(state, target);
  if (gone) reasons.push(gone);
  else if (!isUnit(t) || t.controller === attacker.controller)
    reasons.push(TargetNotEnemy({ card: attacker.name, target: t?.name ?? target }));
  else if (t.unit.arena !== attacker.unit.arena && !otherArena)
    reasons.push(OtherArena({ card: attacker.name, target: t.name, arena: attacker.unit.arena, targetArena: t.unit.arena }));
  else if (t.unit.entered !== null && hasKeyword(state, t, 'Hidden') && hasKeyword(state, t, 'Sentinel')) {
    reasons.push(SentinelOverridesHidden({ target: t.name, card: attacker.name, saboteur }), ...allowedTarget(state, attacker, t));
  } else if (hiddenNow(state, t) || barredNow(state, t)) {
    if (hiddenNow(state, t)) reasons.push(HiddenTarget({ target: t.name }));
    if (barredNow(state, t)) reasons.push(CantBeAttacked({ target: t.name, effects: barringEffects(state, t).join(', ') }));
  } else if (sentinelBlocks)
    reasons.push(SentinelMustBeTarget({ card: attacker.name, target: t.name, sentinels: sentinelNames, arena, count: sentinels.length }));
  else reasons.push(...allowedTarget(state, attacker, t));
  return begins(verdictOf(reasons), attacker.name);
}

/**
 * The reasons an enemy unit `t` that `attacker` may attack is a legal target: Sentinel overriding
 * an effect that says it can't be attacked (`swu-sentinel-overrides-cant-be-attacked`), the ability
 * that lets the attacker reach the other arena when `t` is there (`swu-arena-same`), then
 * `TargetLegal`. The caller has checked the target (arena, Hidden, Sentinel).
 */
function allowedTarget(state: SwuState, attacker: Unit, t: Unit): Reason[] {
  const reasons: Reason[] = [];
  const barred = barringEffects(state, t);
  if (barred.length) reasons.push(SentinelOverridesCantBeAttacked({ target: t.name, effects: barred.join(', ') }));
  if (t.unit.arena !== attacker.unit.arena)
    reasons.push(OtherArenaAllowed({ card: attacker.name, target: t.name, arena: attacker.unit.arena, targetArena: t.unit.arena }));
  reasons.push(TargetLegal({ card: attacker.name, target: t.name }));
  return reasons;
}

/**
 * `verdict` (of an attack by `card`, the attacker's name) as told when that attack is refused: an attack that cannot be made does not
 * begin, so its attacker does not exhaust (`swu-attacker-ready-exhausts`), and the reason that says
 * a ready attacker exhausts as the attack begins says instead that it stays ready. An allowed
 * verdict is returned as it is. Shared with the turn's check of an attack (`canAttackNow` of
 * turn.ts), whose turn reasons can refuse an attack `canAttack` allows.
 */
export function begins(verdict: Verdict, card: string): Verdict {
  if (verdict.allowed) return verdict;
  return verdictOf(verdict.reasons.map((r) => (r.code === 'AttackerExhaustsNow' ? AttackerExhaustsNow({ card, begins: false }) : r)));
}

/** "May I decline this attack?": the attack an ability grants (see {@link canDeclineAttack}). */
export interface GrantedAttack {
  /** The unit the ability names ("attack with this unit"); absent: any unit of `player` ("attack with a unit"). */
  readonly attacker?: string;
  /** Whose attack it is when no `attacker` is named; default: the active player. */
  readonly player?: PlayerId;
  /** `true` when the ability says "may": the attack is optional. */
  readonly may?: boolean;
  /** `true` when the ability also lets the unit attack a unit in the other arena (as for {@link canAttack}). */
  readonly otherArena?: boolean;
}

/**
 * May the player decline the attack an ability grants (`swu-granted-attack-must-be-made`)? Allowed
 * when the ability says "may" (`GrantedAttackOptional`, `swu-optional-may`), or when no attack is
 * possible: neither the named unit nor (no `attacker` given) any unit of the player can attack now
 * (`GrantedAttackImpossible`, which says why). Refused by `GrantedAttackMustBeMade`, naming the
 * units that can attack and their targets, when an attack is possible.
 *
 * Possible means {@link canAttack} allows it as an attack an ability directs (`byAbility`: the
 * player's action for the turn is not needed, and a trigger may resolve in the other player's turn,
 * `swu-ability-directed-not-action`). Two readings of this engine where the rules facts say no more:
 * an attack in progress does not make the granted attack impossible (units attack one at a time,
 * so it begins once that attack has ended: the question is judged without it); and an exhausted
 * unit that could attack only with Ambush does not make it possible, as Ambush's attack is the
 * unit's own and optional ("may", `swu-optional-may`). An `attacker` that is not a unit in play
 * makes no attack possible.
 */
export function canDeclineAttack(state: SwuState, q: GrantedAttack): Verdict {
  const named = q.attacker === undefined ? undefined : findCard(state, q.attacker);
  const player = named?.controller ?? q.player ?? state.activePlayer;
  if (q.may) return verdictOf([GrantedAttackOptional({ player })]);
  const { attacking: _inProgress, ...judged } = state;
  const units =
    q.attacker !== undefined ? (isUnit(named) ? [named] : []) : state.cards.filter((c): c is Unit => isUnit(c) && c.controller === player);
  const able = units.filter((u) => {
    const v = canAttack(judged, u.id, undefined, q.otherArena ?? false, true);
    return v.allowed && !(u.exhausted && v.reasons.some((r) => r.code === 'AmbushAttack'));
  });
  if (able.length) {
    const target = (id: string) => (id === BASE ? `${opponentOf(state, player)}'s base` : (findCard(state, id)?.name ?? id));
    const list = able.map(
      (u) =>
        `${u.name} may attack ${legalTargets(judged, u.id, q.otherArena ?? false)
          .map(target)
          .join(' or ')}`,
    );
    return verdictOf([GrantedAttackMustBeMade({ player, units: list.join('; ') })]);
  }
  const why =
    q.attacker !== undefined
      ? isUnit(named)
        ? `${named.name} cannot attack now`
        : `${named?.name ?? q.attacker} is not a unit in play`
      : units.length
        ? `none of ${player}'s units (${units.map((u) => u.name).join(', ')}) can attack now`
        : `${player} has no unit in play`;
  return verdictOf([GrantedAttackImpossible({ player, why })]);
}

/**
 * The Shield tokens `attackerId`'s Saboteur defeats on `defenderId` as the attack begins
 * (`swu-saboteur-defeats-shields`): all of them when the attacker has Saboteur, else 0; 0 when
 * either is not a unit (a base has none). The one count both the `attack` question
 * ({@link attackOutcome}) and an attack that happened (`beginAttack` of turn.ts) use.
 */
export function sabotagedShields(state: SwuState, attackerId: string, defenderId: string | undefined): number {
  const a = findCard(state, attackerId);
  const d = defenderId === undefined ? undefined : findCard(state, defenderId);
  return isUnit(a) && isUnit(d) && hasKeyword(state, a, 'Saboteur') ? d.unit.shields : 0;
}

/**
 * A unit's power in combat, as {@link powerParts} (keywords.ts) makes it up, and the reasons for
 * what changed it: its power, plus the damage on it when it has Grit (`swu-grit`), plus, for the
 * attacker only, the total of its Raid keywords (`swu-raid`), whatever made it attack (its turn's
 * action, an ability, Ambush). Grit counts the damage on the unit before the combat damage: both
 * units deal their combat damage at once (`swu-combat-damage`), so the damage a unit takes in that
 * combat cannot raise the power it deals in it.
 */
function combatPower(state: SwuState, unit: Unit, attacking: boolean): { readonly power: number; readonly reasons: Reason[] } {
  const reasons: Reason[] = [];
  const { printed, grit, raid } = powerParts(state, unit, attacking);
  let power = printed;
  if (grit > 0) {
    power += grit;
    reasons.push(GritPower({ card: unit.name, damage: grit, power }));
  }
  if (raid > 0) {
    power += raid;
    reasons.push(RaidPower({ card: unit.name, raid, power }));
  }
  return { power, reasons };
}

/**
 * Restore as `attackerId` attacks (`swu-restore`): the total of its Restore keywords is healed
 * from its controller's base, down to no damage, whatever it attacks (a unit or the base). The
 * rules facts name Restore without its timing; this engine reads it as healing as the attack
 * begins, before combat damage, as Saboteur's effect is applied (`beginAttack` of turn.ts), not as
 * a trigger to order. `bases` is the bases after the healing (unchanged when nothing is healed).
 */
export function restored(
  state: SwuState,
  attackerId: string,
): { readonly bases: Readonly<Record<PlayerId, Base>> | undefined; readonly reasons: Reason[] } {
  const a = findCard(state, attackerId);
  const restore = isUnit(a) ? keywordTotal(state, a, 'Restore') : 0;
  if (!isUnit(a) || restore === 0) return { bases: state.bases, reasons: [] };
  const base = state.bases?.[a.controller] ?? { hp: 30, damage: 0 };
  const healed = Math.min(restore, base.damage);
  const damage = base.damage - healed;
  const bases = healed > 0 ? { ...state.bases, [a.controller]: { ...base, damage } } : state.bases;
  return { bases, reasons: [RestoreHeals({ card: a.name, restore, healed, player: a.controller, damage })] };
}

/** What an attack deals, as data (see {@link attackOutcome}). */
export interface AttackOutcome {
  /** Combat damage to the defending unit or base. */
  readonly defender: DamageOutcome;
  /** Combat damage back to the attacker; `null` when a base was attacked (it deals none). */
  readonly attacker: DamageOutcome | null;
  /** Overwhelm excess dealt to the defending player's base (0 when none). */
  readonly toBase: number;
  /** Shields Saboteur defeated on the defender as the attack began. */
  readonly sabotaged: number;
  readonly reasons: readonly Reason[];
}

/**
 * The combat damage of an attack the caller has found legal (`canAttack`): unit against unit, both
 * deal their power at once; a base takes the attacker's power and deals none (`swu-combat-damage`).
 * The power each deals is its combat power ({@link combatPower}: Grit, and Raid for the attacker);
 * the attacker's Restore heals its controller's base as the attack begins ({@link restored}).
 * Saboteur defeats the defender's Shields first (`swu-saboteur-defeats-shields`). Damage
 * replacement effects on either unit and Shields prevent combat damage as they prevent any damage
 * (`swu-shield-prevents`, `swu-replacement-instead`): prevented damage is not dealt. When a unit has
 * a Shield and prevention effects, the damage it is dealt is the same whatever order its controller
 * picks (one instance: the Shield takes whatever the effects leave), so no order is asked for: the
 * reasons give the amount prevented and dealt without naming an order (`preventionReasons`, which
 * `ask.damage` shares; it asks for the order, as the order can decide later instances).
 * Overwhelm deals to the defending player's base the damage dealt to the defender beyond its
 * remaining HP (`swu-shield-overwhelm`): none when the damage was prevented. Throws `RangeError`
 * for an attacker that is not a unit, or a target that is neither a unit nor {@link BASE}.
 */
export function attackOutcome(state: SwuState, attackerId: string, target: string): AttackOutcome {
  const a = findCard(state, attackerId);
  if (!isUnit(a)) throw new RangeError(`"${attackerId}" is not a unit in play.`);
  const enemy = opponentOf(state, a.controller);
  const restore = restored(state, a.id).reasons;
  const { power, reasons: raised } = combatPower(state, a, true);
  if (target === BASE) {
    const base = state.bases?.[enemy] ?? { hp: 30, damage: 0 };
    const defender = dealDamage({ ...base, shields: 0 }, [power]);
    const reasons = [...restore, ...raised, BaseDealsNone({ card: a.name, power, player: enemy })];
    return { defender, attacker: null, toBase: 0, sabotaged: 0, reasons };
  }
  const d = findCard(state, target);
  if (!isUnit(d)) throw new RangeError(`"${target}" is neither a unit in play nor the base.`);
  const back = combatPower(state, d, false);
  const reasons: Reason[] = [...restore, ...raised, ...back.reasons];
  const sabotaged = sabotagedShields(state, a.id, d.id);
  if (sabotaged > 0) reasons.push(SaboteurShields({ card: a.name, target: d.name, shields: sabotaged }));
  const dUnit = { ...d.unit, shields: d.unit.shields - sabotaged };
  const dPrevent = preventionsOn(state, d.id);
  const aPrevent = preventionsOn(state, a.id);
  const defender = dealDamage(dUnit, [power], false, dPrevent);
  const attacker = dealDamage(a.unit, [back.power], false, aPrevent);
  reasons.push(...preventionReasons(d.name, dUnit, defender, dPrevent), ...preventionReasons(a.name, a.unit, attacker, aPrevent));
  const prevented = defender.dealt < power || attacker.dealt < back.power;
  reasons.push(
    CombatDamage({ card: a.name, target: d.name, power, back: back.power, dealt: defender.dealt, backDealt: attacker.dealt, prevented }),
  );
  let toBase = 0;
  if (hasKeyword(state, a, 'Overwhelm')) {
    const remaining = Math.max(0, d.unit.hp - d.unit.damage);
    if (power > 0 && defender.dealt === 0) {
      // With no order given, every replacement that would apply together prevents it (in some order).
      const by = defender.choice ?? defender.instances[0]?.applied ?? [];
      // Each part starts with a word of ours, so capitalising the first letter never changes a card id.
      const words = by.map((id) => (id === 'shield' ? `the Shield on ${d.name}` : `replacement effect "${id}"`)).join(' and ');
      reasons.push(
        OverwhelmBlocked({ card: a.name, target: d.name, by: words.charAt(0).toUpperCase() + words.slice(1), count: by.length }),
      );
    } else {
      toBase = Math.max(0, defender.dealt - remaining);
      reasons.push(OverwhelmExcess({ card: a.name, target: d.name, excess: toBase, dealt: defender.dealt, remaining, player: enemy }));
    }
  }
  return { defender, attacker, toBase, sabotaged, reasons };
}
