/**
 * Answers a Legion {@link Scenario} (and names the game): what the widget needs to show a
 * situation, apart from the scenario validator (engine.ts joins them).
 */
import { verdictOf, type Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
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
 * rally), a rally roll (`rolled`), Repair (`repaired`), Treat (`treated`), wounds (`wounded`), an attack that resolved
 * against the unit (`attacked`: legion-attack-suppression) and gained suppression (`gains`) are
 * applied first, in that order (`beforeQuestion` of events.ts), their reasons leading. When they
 * take the unit into its Perform Actions step without this activation's damage die (`damageRoll`)
 * or ion dice (`ionBlank`), as `ended` or a rally `rolled` at the start or rally step do, the
 * answer counts no blank and a caveat says so (`diceNotRolled` of events.ts: legion-damaged-roll,
 * legion-ion), rather than refusing the scenario. Throws
 * `NotLoaded` (parts.ts) when it needs a keyword rule or an engine part not loaded (Node's
 * index.ts loads everything; a page loads what is missing with `loadFor` of browser.ts).
 */
export function answer(s: Scenario): Verdict {
  const e = hasEvents(s) ? part('events').beforeQuestion(s) : undefined;
  const state = e ? e.state : s.state;
  const v =
    s.ask === 'contest'
      ? part('contest').canContest(state, s.leaderInRange)
      : s.ask === 'guardian'
        ? ruleOf('guardian').question!(state, { ...s.guard }, keywordOf(state, 'guardian'))
        : canPerform(state, s.ask);
  return e?.reasons.length ? verdictOf([...e.reasons, ...v.reasons]) : v;
}

/** `true` when the scenario applies an event before its question (events.ts). */
function hasEvents(s: Scenario): boolean {
  return !!(s.ended || s.rolled || s.orderIssued || s.repaired || s.treated || s.wounded || s.attacked || s.gains);
}
