/**
 * The SWU widget's play: the possible next steps of a situation (the next trigger to resolve, the
 * turn's actions, attacks, damage, costs, abilities to use or check) and the headline of a trigger
 * order not finished yet.
 */
import type { Verdict } from '../../engine/core/index.ts';
import { legalTargets } from '../../engine/swu/attack.ts';
import { happen } from '../../engine/swu/effects.ts';
import { completeOrder } from '../../engine/swu/order.ts';
import { allTriggers } from '../../engine/swu/resolution.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import type { SwuState } from '../../engine/swu/state.ts';
import { TURN_ACTIONS } from '../../engine/swu/turn.ts';
import { copy, type Headline, type Input, type NextStep, type Obj } from './check-game.ts';
import { ACT_WORDS } from './check-swu-words.ts';

/** The state the question is asked in: after what `happens`. */
function stateAfter(s: Scenario): SwuState {
  let state = s.state;
  for (const e of s.happens) state = happen(state, e).state;
  return state;
}

/** The possible next steps: each trigger that may resolve next, then the questions the situation offers. */
export function next(input: Input, s: Scenario): NextStep[] {
  const steps: NextStep[] = [];
  const state = stateAfter(s);
  const order = s.ask.kind === 'order' ? [...s.ask.order] : [];
  const all = allTriggers(state.pending);
  for (const t of all) {
    if (order.includes(t.id)) continue;
    const prefix = [...order, t.id];
    const full = completeOrder(state, prefix) ?? [...prefix, ...all.map((x) => x.id).filter((id) => !prefix.includes(id))];
    steps.push({
      label: `Resolve ${t.label ?? t.id} (${t.controller}) next`,
      ask: { ...copy(input), ask: { order: full } },
      askScenario: { ...s, ask: { kind: 'order', order: full } },
      perform: { ...copy(input), ask: { order: prefix } },
    });
  }
  const ask = (q: Obj, scenarioAsk: Scenario['ask'], label: string) =>
    steps.push({ label, ask: { ...copy(input), ask: q }, askScenario: { ...s, ask: scenarioAsk }, perform: null });
  for (const act of TURN_ACTIONS) ask({ act }, { kind: 'act', act }, `May ${state.activePlayer} ${ACT_WORDS[act]} now?`);
  for (const c of state.cards) {
    if (!c.unit) continue;
    if (c.controller === state.activePlayer) {
      ask({ attack: { attacker: c.id } }, { kind: 'attack', attacker: c.id }, `May ${c.name} attack now?`);
      for (const t of legalTargets(state, c.id))
        ask(
          { attack: { attacker: c.id, target: t } },
          { kind: 'attack', attacker: c.id, target: t },
          `${c.name} attacks ${t === 'base' ? 'the enemy base' : (state.cards.find((x) => x.id === t)?.name ?? t)}`,
        );
    }
    ask(
      { damage: { card: c.id, amount: 3 } },
      { kind: 'damage', card: c.id, amounts: [3], unpreventable: false },
      `Is ${c.name} defeated by 3 damage?`,
    );
  }
  for (const h of state.hand ?? []) ask({ cost: h.id }, { kind: 'cost', card: h.id }, `Can ${h.owner} pay for ${h.name} now?`);
  for (const c of state.cards) {
    for (const a of c.abilities) {
      const ref = { card: c.id, ability: a.id };
      if (a.kind === 'action')
        steps.push({
          label: `Use ${c.name}'s ${a.epic ? 'Epic Action' : 'action'} “${a.id}”`,
          ask: { ...copy(input), ask: { use: ref } },
          askScenario: { ...s, ask: { kind: 'use', ...ref } },
          perform: null,
        });
      if (a.kind === 'keyword' || a.kind === 'constant')
        steps.push({
          label: `Is ${c.name}'s ${a.kind === 'keyword' ? a.keyword : a.id} active?`,
          ask: { ...copy(input), ask: { active: ref } },
          askScenario: { ...s, ask: { kind: 'active', ...ref } },
          perform: null,
        });
    }
  }
  return steps;
}

/**
 * An order not finished yet: legal so far when some legal order starts with it (then the
 * triggers still to place are named and the "left out" refusals are not shown), else refused.
 */
export function headline(s: Scenario, verdict: Verdict): Headline | null {
  if (s.ask.kind !== 'order') return null;
  const state = stateAfter(s);
  const placed = s.ask.order;
  const rest = allTriggers(state.pending)
    .map((t) => t.id)
    .filter((id) => !placed.includes(id));
  if (rest.length === 0 || verdict.allowed) return null;
  if (!completeOrder(state, placed)) return { text: 'Refused: no legal order starts this way.', tone: 'refused' };
  return {
    text: `${placed.length ? 'Legal so far' : 'Nothing placed yet'}; still to place: ${rest.join(', ')}.`,
    tone: 'pending',
    reasons: verdict.reasons.filter((r) => r.code !== 'TriggerNotResolved'),
  };
}
