/**
 * Answers a {@link Scenario}: applies what `happens`, then asks the question.
 */
import { verdictOf } from '../core/index.ts';
import type { Reason, Verdict } from '../core/index.ts';
import { canUse, isActive } from './abilities.ts';
import { attackOutcome, BASE, canDeclineAttack, type AttackOutcome } from './attack.ts';
import { canPay, costForAbility } from './cost.ts';
import { baseDamageReasons, dealDamage, eachBaseDamageReasons, type DamageOutcome } from './damage.ts';
import { defeat } from './defeat.ts';
import { happen } from './effects.ts';
import { defeatHit, hitUnit, pickFor, withHits } from './unit-damage.ts';
import { isLegalOrder } from './order.ts';
import { choices, type Question } from './scenario-ask.ts';
import type { Scenario } from './scenario.ts';
import { DefeatReplaced, UnitDefeated, UnitSurvives } from './reasons.ts';
import { findCard, opponentOf, type SwuState } from './state.ts';
import { leftPlayReasons } from './triggers.ts';
import { canAttackNow, canTakeAction } from './turn.ts';

/** The game's display name. */
export const name = 'Star Wars: Unlimited';

/** A base's defaults when the scenario gives none: 30 HP, no damage. */
const DEFAULT_BASE = { hp: 30, damage: 0 };

/**
 * Units whose combat damage reached their HP (`out`, the outcome of `attackerId` attacking `target`):
 * each would be defeated (`swu-defeat-at-hp`), by the one defeat path, {@link defeat}, so its
 * replacement effects apply (`swu-replacement-instead`: the unit is then not defeated, and the
 * answer says only that the effect changed its defeat) and its When Defeated abilities trigger
 * (`swu-when-defeated`), reading its last known information as the combat left it: the attacker
 * exhausted, with its Raid (`swu-last-known-information`). Both take their combat damage at once,
 * so both have it before either defeat; the defender's defeat is told first. Empty when neither is defeated or a base was attacked.
 * `choose` holds the replacement effects picked among several on a defeat (`swu-replacement-controller-chooses`),
 * at most one per unit (the scenario checks it): each is passed to the defeat of the unit it is on,
 * so the attacker's and the target's controllers each pick for their own unit; a unit with several
 * and no pick refuses the answer.
 */
function combatDefeats(state: SwuState, attackerId: string, target: string, out: AttackOutcome, choose: readonly string[]): Reason[] {
  const sides = [
    { id: target, hit: out.defender },
    { id: attackerId, hit: out.attacker },
  ].filter((x): x is { id: string; hit: DamageOutcome } => x.hit !== null && x.hit.defeated && findCard(state, x.id)?.unit !== undefined);
  if (!sides.length) return [];
  // The game as the combat damage left it, the attack still in progress: the attacker exhausted as
  // the attack began (swu-attacker-ready-exhausts), so what its last known information records
  // (swu-last-known-information) is the unit as it was then, Raid included (see `powerNow`).
  let after: SwuState = {
    ...state,
    attacking: { attacker: attackerId, defender: target },
    cards: state.cards.map((c) => {
      const side = sides.find((x) => x.id === c.id);
      const exhausted = c.id === attackerId ? true : c.exhausted;
      // Its Shields as the combat left them (Saboteur defeats the defender's first), for its last
      // known information, which holds its upgrades.
      return side && c.unit ? { ...c, exhausted, unit: { ...c.unit, damage: side.hit.damage, shields: side.hit.shieldsLeft } } : c;
    }),
  };
  const reasons: Reason[] = [];
  for (const { id, hit } of sides) {
    const card = findCard(after, id)!;
    const d = defeat(after, id, pickFor(after, choose, id));
    after = d.state;
    // Defeated only when it left play: a replaced defeat, or one waiting for a pick, is told by
    // its own reasons, as for `ask.damage` (`defeatHit`).
    if (d.defeated) reasons.push(UnitDefeated({ card: card.name, damage: hit.damage, hp: card.unit!.hp }));
    reasons.push(...d.reasons);
  }
  return reasons;
}

/**
 * The enemy base after the combat damage of `attackerId` attacking `target` (`out`): the attacker's
 * power when it attacked the base, or the Overwhelm excess when it attacked a unit. A base whose
 * damage reaches its HP is destroyed and its owner loses the game (`swu-base-defeat`), so the
 * answer says so; a base left standing adds nothing (the attack's answer is about the attack).
 */
function combatBaseDefeat(state: SwuState, attackerId: string, target: string, out: AttackOutcome): Reason[] {
  const attacker = findCard(state, attackerId);
  if (!attacker) return [];
  const enemy = opponentOf(state, attacker.controller);
  const base = { ...(state.bases?.[enemy] ?? DEFAULT_BASE), shields: 0 };
  const hit = target === BASE ? out.defender : out.toBase > 0 ? dealDamage(base, [out.toBase]) : undefined;
  return hit?.defeated ? baseDamageReasons(enemy, base, hit) : [];
}

function ask(state: SwuState, q: Question): Verdict {
  switch (q.kind) {
    case 'use':
      return canUse(state, q.card, q.ability);
    case 'active':
      return isActive(state, q.card, q.ability);
    case 'order': {
      const v = isLegalOrder(state, q.order);
      return verdictOf([...leftPlayReasons(state), ...v.reasons]);
    }
    case 'act':
      return canTakeAction(state, q).verdict;
    case 'attack': {
      const v = canAttackNow(state, q.attacker, q.target, q.byAbility, q.otherArena);
      if (!v.allowed || q.target === undefined) return v;
      const out = attackOutcome(state, q.attacker, q.target);
      return verdictOf([
        ...v.reasons,
        ...out.reasons,
        ...combatDefeats(state, q.attacker, q.target, out, choices(q.choose)),
        ...combatBaseDefeat(state, q.attacker, q.target, out),
      ]);
    }
    case 'damage': {
      if (q.base === 'each') {
        const bases = state.players.map((player) => ({ player, base: { ...(state.bases?.[player] ?? DEFAULT_BASE), shields: 0 } }));
        return verdictOf(eachBaseDamageReasons(bases, q.amounts));
      }
      if (q.base !== undefined) {
        const base = { ...(state.bases?.[q.base] ?? DEFAULT_BASE), shields: 0 };
        return verdictOf(baseDamageReasons(q.base, base, dealDamage(base, q.amounts)));
      }
      const spec = { amounts: q.amounts, unpreventable: q.unpreventable, ...(q.order ? { order: q.order } : {}) };
      const hit = hitUnit(state, q.card ?? '', spec);
      if ('refused' in hit) return verdictOf(hit.refused);
      const { card, out } = hit;
      const facts = { card: card.name, damage: out.damage, hp: card.unit.hp };
      if (!out.defeated) return verdictOf([...hit.steps, UnitSurvives(facts)]);
      // Damage reached its HP: the unit would be defeated, the same event as a `happens` defeat, so
      // replacement effects on its defeat apply here too (swu-replacement-instead).
      const d = defeatHit(withHits(state, [hit]), hit, q.amounts, choices(q.choose)[0]);
      return verdictOf([...hit.steps, ...d.reasons, ...(d.replacedBy ? [DefeatReplaced({ ...facts, effect: d.replacedBy })] : [])]);
    }
    case 'cost':
      return canPay(state, q.card);
    case 'declineAttack':
      return canDeclineAttack(state, q);
    case 'abilityCost':
      return costForAbility(state, q.card, q);
  }
}

/**
 * The verdict for a scenario: the reasons from each event in `happens` (in order), then the
 * question's reasons. Refused when any of them refuses (e.g. a replacement pick is missing).
 * For `damage`, allowed means the unit is defeated (a base: its owner loses; a unit defeated earlier
 * in `happens` is refused by `LeftPlay`, as it is no longer in play): damage reaching its
 * HP is a defeat like a `happens` defeat, so a replacement effect on its defeat keeps it in play
 * (`swu-replacement-instead`; `choose` picks among several). When that happens before the last
 * instance, what the effect leaves (free text) decides the later ones: the question is refused by
 * `DefeatReplacedUndecided`, which says what to ask instead, not answered. For `attack`, the turn is checked as
 * for `act: attack` (see `canAttackNow`); with a target, the combat damage follows, and a unit it
 * takes to its HP is defeated the same way (its defeat replacements apply; `choose` picks among
 * several on the attacker's or the target's defeat, one effect id or a list with one per unit, and
 * without it such an answer is refused by `ReplacementChoiceRequired`, as for `damage`). When that
 * combat damage (to the base, or the Overwhelm excess) takes the enemy base to its HP, the answer
 * also says the base is destroyed and its owner loses (`swu-base-defeat`, see `combatBaseDefeat`).
 */
export function answer(scenario: Scenario): Verdict {
  let state = scenario.state;
  const reasons: Reason[] = [];
  for (const event of scenario.happens) {
    const out = happen(state, event);
    state = out.state;
    reasons.push(...out.reasons);
  }
  return verdictOf([...reasons, ...ask(state, scenario.ask).reasons]);
}
