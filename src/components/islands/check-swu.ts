/**
 * The Star Wars: Unlimited widget: the players, who is active, the cards in play (controller,
 * exhausted, their abilities; units with arena, power, HP, damage, Shields, keywords), the cards in
 * hand with what changes their cost, aspects, bases, the initiative, and the pending triggered
 * abilities, the effects that say a unit can't be attacked, the printed cost of cards in play.
 * Questions: the turn's actions, attacks, damage, costs; the form sets the trigger order, declining
 * an attack an ability grants, or an ability's cost check. Play: pick the triggers in the
 * order they resolve (each possible next trigger shown as allowed or refused), or ask whether an
 * ability can be used or is active now. Answered by the SWU engine.
 *
 * This module is the game as the widget sees it (its engine, setup, log, registration); the forms
 * are check-swu-turn.ts (turn, phase, pending triggers), check-swu-cards.ts (cards in play),
 * check-swu-hand.ts (cards in hand, aspects) and check-swu-question.ts (the question); the next
 * steps are check-swu-play.ts, and the words check-swu-words.ts.
 */
import { answer, name } from '../../engine/swu/answer.ts';
import { catalogue } from '../../engine/swu/reasons.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import { SWU_FIELDS } from '../../widgets/games/swu.ts';
import { copy, type GameWidget, type Input, type Obj } from './check-game.ts';
import { cardsFieldset, unitFieldsets } from './check-swu-cards.ts';
import { aspectsFieldset, handFieldset } from './check-swu-hand.ts';
import { headline, next } from './check-swu-play.ts';
import { questionFields } from './check-swu-question.ts';
import { phaseFieldset, triggersFieldset, turnFieldset } from './check-swu-turn.ts';
import { eventLog, question } from './check-swu-words.ts';
import { registerGame } from './check-widget.ts';
import { el } from './dom.ts';

/** The situation editor: the forms of the turn, the cards and the question, each control editing a copy of the input. */
function setup(input: Input, scenario: Scenario | null, change: (next: Input) => void): HTMLElement {
  const players = (input.players as string[] | undefined) ?? ['A', 'B'];
  const set = (f: (n: Obj) => void) => {
    const n = copy(input);
    f(n);
    change(n);
  };
  // Made in this order (their controls' ids are numbered as made), shown in the order below.
  const turn = turnFieldset(input, players, set);
  const cardList = cardsFieldset(input, players, set);
  const triggers = triggersFieldset(input, scenario, players, set);
  const handList = handFieldset(input, players, set);
  const aspects = aspectsFieldset(input, players, set);
  const phase = phaseFieldset(input, players, set);
  const units = unitFieldsets(input, set);
  return el('div', { class: 'rgc-setup' }, turn, phase, aspects, cardList, ...units, handList, triggers, questionFields(input, set));
}

const widget: GameWidget = {
  fields: SWU_FIELDS,
  headline,
  engine: { name, answer },
  catalogue,
  loadChecker: async () => (await import('./check-swu-edit.ts')).checker,
  loadMessages: async () => (await import('../../engine/swu/scenario-messages.ts')).scenarioMessages,
  loadTexts: async () => (await import('../../engine/swu/reason-texts.ts')).texts,
  initial: () => ({
    players: ['A', 'B'],
    active: 'A',
    cards: [
      {
        id: 'vader',
        name: 'Darth Vader',
        controller: 'A',
        abilities: [{ id: 'strike', action: { exhaust: true } }, { keyword: 'Sentinel' }],
      },
    ],
    pending: [
      { id: 'a1', controller: 'A' },
      { id: 'a2', controller: 'A' },
      { id: 'b1', controller: 'B' },
    ],
    ask: { order: [] },
  }),
  setup: (input, scenario, change) => setup(input, scenario as Scenario | null, change),
  log: (s: Scenario) => [...eventLog(s), ...(s.ask.kind === 'order' ? s.ask.order.map((id) => `${id} resolves.`) : [])],
  undo: (input) => {
    const order = (input.ask as Obj | undefined)?.order as string[] | undefined;
    return order?.length ? { ...copy(input), ask: { order: order.slice(0, -1) } } : null;
  },
  next,
  question,
};

registerGame('swu', widget);
