/**
 * The wording of the Legion widget (check-legion.ts): an action in words ("move", "free attack
 * (from Tactical)"), the question ("Can the unit make a move action now?"), the log of what the
 * unit did, and the rally odds before the roll. Text only: no DOM.
 */
import { indefiniteArticle } from '../../engine/core/message.ts';
import { describeAction, isVehicle, part, type Action, type Scenario } from '../../engine/legion/browser.ts';

/** An action in words, or contesting an objective, or using Guardian (the questions that are not an action). */
export function words(a: Action | 'contest' | 'guardian'): string {
  if (a === 'contest') return 'contest the objective';
  if (a === 'guardian') return 'use Guardian for the defending ally';
  const by = a.grantedBy ? ` (from ${a.grantedBy})` : '';
  return `${describeAction(a)}${by}`;
}
/** The text with its first letter a capital. */
export const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** The question, in words: "Can the unit make a move action now?". */
export function questionWords(s: Scenario): string {
  const w = s.ask === 'contest' || s.ask === 'guardian' ? '' : words(s.ask);
  const what = s.ask === 'contest' || s.ask === 'guardian' ? words(s.ask) : `make ${indefiniteArticle(w)} ${w}`;
  return `Can the ${isVehicle(s.state.type) ? 'vehicle' : 'unit'} ${what} now?`;
}

/** What the unit did this activation, one line each: its actions, and the tokens it gained. */
export function logLines(s: Scenario): string[] {
  return s.state.did.map((d) =>
    'gained' in d ? `Gained ${indefiniteArticle(d.gained)} ${d.gained} token.` : `${capital(words(d as Action))}.`,
  );
}

const pct = (v: number): string => `${Math.round(v * 1000) / 10}%`;

/** The rally odds before the roll, in words (none outside the rally step). */
export function rallyOddsLines(s: Scenario): string[] {
  const st = s.state;
  if (st.step !== 'rally') return [];
  const odds = part('rally').rallyOdds(st);
  const colour = odds.reasons.some((r) => r.code === 'IndomitableRedDice') ? 'red' : 'white';
  const ion = odds.cases.some((c) => c.ion !== undefined);
  if (odds.dice === 0 && !(st.damaged && st.damageRoll === undefined) && !ion)
    return ['Rally: no suppression tokens, so no dice to roll; the unit keeps its actions.'];
  const o = odds.byOutcome;
  const [a0, a1, a2, a3] = odds.byActions;
  const ionDice = st.ion ?? 0;
  return [
    `Rally odds before the roll (${odds.dice} ${colour} ${odds.dice === 1 ? 'die' : 'dice'}, each block or surge removes a token): ` +
      `not suppressed ${pct(o.normal.value)}, suppressed ${pct(o.suppressed.value)}, panicked ${pct(o.panicked.value)}.` +
      (ion ? ` The ${ionDice} ion ${ionDice === 1 ? 'die is' : 'dice are'} not rolled yet: any blank costs one action.` : ''),
    `Actions after the rally: ${a3 ? `3 actions ${pct(a3.value)}, ` : ''}2 actions ${pct(a2.value)}, 1 action ${pct(a1.value)}, none ${pct(a0.value)}.`,
  ];
}
