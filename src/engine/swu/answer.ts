/**
 * Answers a {@link Scenario}: applies what `happens`, then asks the question.
 */
import { verdictOf } from '../core/index.ts';
import type { Reason, Verdict } from '../core/index.ts';
import { canUse, isActive } from './abilities.ts';
import { attackOutcome, canAttack } from './attack.ts';
import { canPay } from './cost.ts';
import { baseDamageReasons, dealDamage, eachBaseDamageReasons, unitDamageReasons } from './damage.ts';
import { happen } from './effects.ts';
import { isLegalOrder } from './order.ts';
import type { Question, Scenario } from './scenario.ts';
import { DamageReplacementOrderNeeded } from './reasons.ts';
import { findCard, type SwuState } from './state.ts';
import { leftPlayReasons } from './triggers.ts';
import { canTakeAction } from './turn.ts';

/** The game's display name. */
export const name = 'Star Wars: Unlimited';

/** A base's defaults when the scenario gives none: 30 HP, no damage. */
const DEFAULT_BASE = { hp: 30, damage: 0 };

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
      const v = canAttack(state, q.attacker, q.target);
      if (!v.allowed || q.target === undefined) return v;
      return verdictOf([...v.reasons, ...attackOutcome(state, q.attacker, q.target).reasons]);
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
      const card = findCard(state, q.card ?? '');
      if (!card?.unit) throw new RangeError(`"${q.card}" is not a unit in play; validate the scenario with parseScenario first.`);
      const preventions = state.effects
        .filter((e) => e.kind === 'replacement' && e.replaces === 'damage' && e.card === card.id)
        .map((e) => ({ id: e.id, ...(e.kind === 'replacement' && e.prevent !== undefined ? { prevent: e.prevent } : {}) }));
      const out = dealDamage(card.unit, q.amounts, q.unpreventable, preventions, q.order);
      if (out.choice) return verdictOf([DamageReplacementOrderNeeded({ card: card.name, options: out.choice.join(', ') })]);
      return verdictOf(unitDamageReasons(card.name, card.unit, out, q.unpreventable, preventions));
    }
    case 'cost':
      return canPay(state, q.card);
  }
}

/**
 * The verdict for a scenario: the reasons from each event in `happens` (in order), then the
 * question's reasons. Refused when any of them refuses (e.g. a replacement pick is missing).
 * For `damage`, allowed means the unit is defeated (a base: its owner loses).
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
