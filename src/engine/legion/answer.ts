/**
 * Answers a Legion {@link Scenario} (and names the game): what the widget needs to show a
 * situation, apart from the scenario validator (engine.ts joins them).
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import type { Event } from './events.ts';
import { ruleOf } from './keywords/registry.ts';
import { part } from './parts.ts';
import { keywordOf } from './state.ts';
import type { Scenario } from './scenario.ts';

/** The game's display name. */
export const name = 'Star Wars: Legion';

/**
 * Answers a validated scenario: `canContest` for `ask: contest`, Guardian's question for `ask:
 * guardian` (keywords/guardian.ts), else `canPerform`; the end of the activation and the End Phase
 * (`ended`: legion-end-phase), an order issued (`orderIssued`, in the Command Phase: before the
 * rally), a rally roll (`rolled`), Repair (`repaired`), wounds (`wounded`) and gained suppression
 * (`gains`) are applied first, in that order (`untilRally` of events.ts up to the rally), their
 * reasons leading. When they take the unit into its Perform Actions step without this activation's
 * damage die (`damageRoll`) or ion dice (`ionBlank`), as `ended` or a rally `rolled` at the start
 * or rally step do, the answer counts no blank and a caveat says so (`diceNotRolled` of events.ts:
 * legion-damaged-roll, legion-ion), rather than refusing the scenario. Throws
 * `NotLoaded` (parts.ts) when it needs a keyword rule or an engine part not loaded (Node's
 * index.ts loads everything; a page loads what is missing with `loadFor` of browser.ts).
 */
export function answer(s: Scenario): Verdict {
  let state = s.state;
  const before: Reason[] = [];
  const apply = (e: Event): void => {
    state = e.state;
    before.push(...e.reasons);
  };
  if (hasEvents(s)) {
    const e = part('events');
    apply(e.untilRally(state, s));
    if (s.rolled) apply(e.rallyRoll(state, s.rolled));
    if (s.repaired) apply(e.repair(state, s.repaired));
    if (s.wounded) apply(e.gainWounds(state, s.wounded));
    if (s.gains) apply(e.gainSuppression(state, s.gains));
    // Taken into Perform Actions without this activation's damage die or ion dice: counted as no blank, and said.
    before.push(...e.diceNotRolled(state, s.state));
  }
  const v =
    s.ask === 'contest'
      ? part('contest').canContest(state, s.leaderInRange)
      : s.ask === 'guardian'
        ? ruleOf('guardian').question!(state, { ...s.guard }, keywordOf(state, 'guardian'))
        : canPerform(state, s.ask);
  return before.length ? verdictOf([...before, ...v.reasons]) : v;
}

/** `true` when the scenario applies an event before its question (events.ts). */
function hasEvents(s: Scenario): boolean {
  return !!(s.ended || s.rolled || s.orderIssued || s.repaired || s.wounded || s.gains);
}
