/**
 * The Star Wars: Legion widget: set up a unit (type, courage, suppression, a commander within 3,
 * vehicle damage, keywords, the activation step), set the question (an action kind, an attack's
 * weapon pools, a Repair or Treat card action's capacity and target), play its activation (each possible next action
 * shown as allowed or refused; perform one and the log grows), see the rally odds before the roll.
 * Answered by the Legion engine as a page ships it (engine/legion/browser.ts): the rules of the
 * keywords a situation names are loaded before it is answered ({@link GameWidget.prepare}).
 *
 * This module is the game as the widget sees it (its engine, next steps, registration); the unit
 * form is check-legion-unit.ts (with check-legion-timing.ts), the question form
 * check-legion-question.ts, and the words check-legion-words.ts.
 */
import { answer, catalogue, legalActions, loadFor, name, part, type Scenario } from '../../engine/legion/browser.ts';
import { LEGION_FIELDS, legionActionInput } from '../../widgets/games/legion.ts';
import { copy, type GameWidget, type Input, type NextStep, type Obj } from './check-game.ts';
import { questionFields } from './check-legion-question.ts';
import { unitFieldset } from './check-legion-unit.ts';
import { capital, logLines, questionWords, rallyOddsLines, words } from './check-legion-words.ts';
import { registerGame } from './check-widget.ts';
import { el } from './dom.ts';

/** The situation editor: the unit's form and the question's, each control editing a copy of the input. */
function setup(input: Input, _scenario: unknown, change: (next: Input) => void): HTMLElement {
  const set = (f: (n: Obj, u: Obj) => void) => {
    const n = copy(input);
    n.unit = n.unit ?? {};
    f(n, n.unit);
    change(n);
  };
  return el('div', { class: 'rgc-setup' }, unitFieldset(input, set), questionFields(input, set));
}

function next(input: Input, s: Scenario): NextStep[] {
  const did = (input.did as unknown[] | undefined) ?? [];
  // Asking about an action: `leaderInRange` belongs to `ask: contest` only.
  const { leaderInRange: _, ...situation } = copy(input);
  // After the end of the activation or a rolled rally the next steps are those of the Perform Actions step that follows.
  let state = s.state;
  if (s.ended) state = part('events').endActivation(state).state;
  if (s.rolled) state = part('events').rallyRoll(state, s.rolled).state;
  return legalActions(state).map(({ action }) => ({
    label: capital(words(action)),
    ask: { ...situation, ask: legionActionInput(action) },
    askScenario: { ...s, ask: action, leaderInRange: true },
    perform:
      s.state.step === 'perform-actions' && (s.state.turn ?? 'own') === 'own' && !s.rolled && !s.ended
        ? { ...situation, did: [...did, legionActionInput(action)], ask: legionActionInput(action) }
        : null,
  }));
}

const widget: GameWidget = {
  fields: LEGION_FIELDS,
  engine: { name, answer },
  prepare: (s: Scenario) =>
    loadFor(() => {
      answer(s);
      next({}, s);
      rallyOddsLines(s);
    }),
  catalogue,
  loadChecker: async () => (await import('./check-legion-edit.ts')).checker,
  loadMessages: async () => (await import('../../engine/legion/scenario-messages.ts')).scenarioMessages,
  loadTexts: async () => (await import('../../engine/legion/reason-texts.ts')).texts,
  initial: () => ({ unit: { type: 'trooper', courage: 1, suppression: 0 }, ask: 'move' }),
  setup,
  log: logLines,
  undo: (input) => {
    const did = (input.did as unknown[] | undefined) ?? [];
    return did.length ? { ...copy(input), did: did.slice(0, -1) } : null;
  },
  next,
  question: questionWords,
  extra: (s: Scenario) => rallyOddsLines(s),
};

registerGame('legion', widget);
