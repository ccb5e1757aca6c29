/**
 * Star Wars: Unlimited scenarios as link and widget input: {@link swuInput} writes a validated
 * scenario back as the plain data `parseScenario` reads, so that `parseScenario(swuInput(s))`
 * gives `s` again. Pure.
 */
import type { GameEvent } from '../../engine/swu/effects.ts';
import { SCENARIO_FIELDS } from '../../engine/swu/fields.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import type { Choose, Question } from '../../engine/swu/scenario-ask.ts';
import type { Ability, Card, Effect, PendingTrigger } from '../../engine/swu/state.ts';

/** Field order of SWU links. */
export const SWU_FIELDS = SCENARIO_FIELDS;

function abilityInput(a: Ability): Record<string, unknown> {
  const text = 'text' in a && a.text !== undefined ? { text: a.text } : {};
  switch (a.kind) {
    case 'action':
      return {
        id: a.id,
        [a.epic ? 'epic' : 'action']: { exhaust: a.cost.exhaust, resources: a.cost.resources },
        ...(a.epic ? { used: a.used } : {}),
        ...text,
      };
    case 'constant':
      return { id: a.id, constant: a.text ?? '' };
    case 'keyword':
      return { id: a.id, keyword: a.keyword };
    case 'triggered':
      return { id: a.id, when: a.condition, ...text, ...(a.optional ? { may: true } : {}) };
    case 'event':
      return { id: a.id, event: a.text ?? '' };
  }
}

const cardInput = (c: Card): Record<string, unknown> => ({
  id: c.id,
  name: c.name,
  controller: c.controller,
  exhausted: c.exhausted,
  abilities: c.abilities.map(abilityInput),
  ...(c.unit ? { unit: { ...c.unit, entered: c.unit.entered ?? 'none' } } : {}),
  ...(c.token ? { token: true } : c.cost !== undefined ? { cost: c.cost } : {}),
});

function triggerInput(t: PendingTrigger): Record<string, unknown> {
  return {
    id: t.id,
    controller: t.controller,
    ...(t.card !== undefined ? { card: t.card } : {}),
    ...(t.label !== undefined ? { label: t.label } : {}),
    ...(t.optional ? { may: true } : {}),
    ...(t.triggers.length ? { triggers: t.triggers.map(triggerInput) } : {}),
  };
}

function effectInput(e: Effect): Record<string, unknown> {
  switch (e.kind) {
    case 'lasting':
      return {
        id: e.id,
        lasting: e.duration,
        controller: e.controller,
        ...(e.ignore ? { ignore: { ...e.ignore } } : {}),
        ...(e.cantBeAttacked !== undefined ? { cantBeAttacked: e.cantBeAttacked } : {}),
        ...(e.text !== undefined ? { text: e.text } : {}),
      };
    case 'delayed':
      return { id: e.id, delayed: e.at, controller: e.controller, ...(e.text !== undefined ? { text: e.text } : {}) };
    case 'replacement':
      return {
        id: e.id,
        replacement: e.replaces,
        controller: e.controller,
        card: e.card,
        instead: e.instead,
        ...(e.prevent !== undefined ? { prevent: e.prevent } : {}),
      };
  }
}

function eventInput(e: GameEvent): unknown {
  switch (e.kind) {
    case 'defeat':
      return { defeat: e.card, ...(e.choose !== undefined ? { choose: e.choose } : {}) };
    case 'play':
      return { play: e.card, ...(e.byAbility ? { byAbility: true } : {}) };
    case 'deploy':
      return { deploy: e.card };
    case 'attack':
      return {
        attack: {
          attacker: e.attacker,
          ...(e.defender !== undefined ? { defender: e.defender } : {}),
          ...(e.byAbility ? { byAbility: true } : {}),
          ...(e.otherArena ? { otherArena: true } : {}),
        },
      };
    case 'timing':
      return e.at === 'start-of-turn' ? { 'start-of-turn': e.player } : e.at;
    case 'pass':
      return 'pass';
    case 'regroup':
      return 'regroup';
    case 'damage':
      return {
        damage: {
          cards: [...e.cards],
          amount: [...e.amounts],
          unpreventable: e.unpreventable,
          ...(e.order ? { order: [...e.order] } : {}),
          ...(e.choose !== undefined ? { choose: chooseInput(e.choose) } : {}),
        },
      };
  }
}

/** A `choose` as written: one effect id stays one id, a list stays a list. */
const chooseInput = (c: Choose): string | string[] => (typeof c === 'string' ? c : [...c]);

/** The `ask` input for a question: every field `parseScenario` reads (the link tests check each `ask` shape). */
function swuAskInput(q: Question): unknown {
  switch (q.kind) {
    case 'order':
      return { order: [...q.order] };
    case 'use':
    case 'active':
      return { [q.kind]: { card: q.card, ability: q.ability } };
    case 'act': {
      const { kind: _, ...rest } = q;
      return { ...rest };
    }
    case 'attack':
      return {
        attack: {
          attacker: q.attacker,
          ...(q.target !== undefined ? { target: q.target } : {}),
          ...(q.byAbility ? { byAbility: true } : {}),
          ...(q.otherArena ? { otherArena: true } : {}),
          ...(q.choose !== undefined ? { choose: chooseInput(q.choose) } : {}),
        },
      };
    case 'damage':
      return {
        damage: {
          ...(q.card !== undefined ? { card: q.card } : { base: q.base }),
          amount: [...q.amounts],
          unpreventable: q.unpreventable,
          ...(q.order ? { order: [...q.order] } : {}),
          ...(q.choose !== undefined ? { choose: chooseInput(q.choose) } : {}),
        },
      };
    case 'cost':
      return { cost: q.card };
    case 'declineAttack':
      return {
        declineAttack: {
          ...(q.attacker !== undefined ? { attacker: q.attacker } : {}),
          ...(q.player !== undefined ? { player: q.player } : {}),
          ...(q.may ? { may: true } : {}),
          ...(q.otherArena ? { otherArena: true } : {}),
        },
      };
    case 'abilityCost':
      return {
        abilityCost: {
          card: q.card,
          ...(q.atMost !== undefined ? { atMost: q.atMost } : {}),
          ...(q.atLeast !== undefined ? { atLeast: q.atLeast } : {}),
        },
      };
  }
}

/** The input data for a validated scenario (see the module comment). */
export function swuInput(s: Scenario): Record<string, unknown> {
  const st = s.state;
  const out: Record<string, unknown> = { players: [...st.players], active: st.activePlayer };
  if (st.actionTaken) out.acted = true;
  if (Object.keys(st.resources).length) out.resources = { ...st.resources };
  if (st.cards.length) out.cards = st.cards.map(cardInput);
  if (st.pending.length) out.pending = st.pending.map(triggerInput);
  if (st.effects.length) out.effects = st.effects.map(effectInput);
  if (s.happens.length) out.happens = s.happens.map(eventInput);
  if (st.bases) out.bases = structuredClone(st.bases);
  if (st.aspects) out.aspects = Object.fromEntries(Object.entries(st.aspects).map(([k, v]) => [k, [...v]]));
  if (st.hand) out.hand = st.hand.map((c) => ({ ...c, aspects: [...c.aspects] }));
  if (st.turn) Object.assign(out, { ...st.turn });
  out.ask = swuAskInput(s.ask);
  return out;
}
