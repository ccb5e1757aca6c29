/**
 * The shape of a Legion keyword rule: one file per keyword in this folder, each citing its block
 * ids, registered in index.ts. A keyword is data on the unit (`'plodding'`, `{ keyword: 'tactical',
 * x: 1 }`); the engine calls a rule's hooks only for a unit that has the keyword, or for an action
 * the keyword is said to grant (`grantedBy`). A keyword's reasons are defined in its own file, so a
 * page that never meets the keyword never loads them (registry.ts).
 */
import type { Reason, Verdict } from '../../core/index.ts';
import type { Action, Keyword, NamedKind, UnitState } from '../state.ts';

/** The unit's keyword entry: the keyword, its X and (AI) its list of actions. */
interface KeywordEntry {
  readonly keyword: Keyword;
  readonly x?: number;
  readonly actions?: readonly NamedKind[];
}

/** What the activation's log holds, read once by `canPerform` and shared with the keyword rules. */
export interface Log {
  /** Actions used (free ones use none). */
  readonly used: number;
  /** Move actions made, free ones included. */
  readonly moves: number;
  /** Attack actions made (free included; an attack that is not an action excluded). */
  readonly attacked: boolean;
  /** A move action made so far ended in base contact with an enemy. */
  readonly startedMelee: boolean;
  /** The first action that used one of the unit's actions, if any. */
  readonly first: Action | undefined;
  /** Actions made, free or not (gained tokens and non-action attacks excluded). */
  readonly made: number;
}

/** One keyword's rules (see the module comment). Every hook pushes its reasons to `out`. */
export interface KeywordRule {
  readonly keyword: Keyword;
  /** The block ids it cites (documentation; the reasons carry them). */
  readonly rules: readonly string[];
  /** Checks an action the keyword grants (`a.grantedBy` is the keyword); `k` is undefined when the unit lacks it. */
  readonly grant?: (s: UnitState, a: Action, log: Log, k: KeywordEntry | undefined, out: Reason[]) => void;
  /** Reasons for any action asked in the unit's own activation while it has the keyword. */
  readonly check?: (s: UnitState, a: Action, log: Log, k: KeywordEntry, out: Reason[]) => void;
  /** Extra actions it gives the action count (Juyo Mastery). */
  readonly extraActions?: (s: UnitState, k: KeywordEntry) => number;
  /** Candidate actions it adds to `legalActions`. */
  readonly candidates?: (s: UnitState, k: KeywordEntry) => readonly Action[];
  /**
   * Reasons for a move the unit makes, in its own activation or outside it (spending a standby
   * token, or one handed to it by Guidance or Independent), asked once the move is allowed:
   * what it gives or offers (Tactical, Agile, Spur). A refused move gets none.
   */
  readonly moved?: (s: UnitState, a: Action, k: KeywordEntry, out: Reason[]) => void;
  /**
   * The same for an action of another kind the unit makes, asked as `moved` is: what it gives
   * (Ready X: aim tokens after a standby action).
   */
  readonly made?: (s: UnitState, a: Action, k: KeywordEntry, out: Reason[]) => void;
  /** Checks an action the keyword grants outside the unit's own activation (`turn` not `own`); `k` as for `grant`. */
  readonly outside?: (s: UnitState, a: Action, k: KeywordEntry | undefined, out: Reason[]) => void;
  /** Activations the unit may make in one round (Unstoppable: 2); the most of its keywords counts, 1 without. */
  readonly activations?: (s: UnitState, k: KeywordEntry) => number;
  /** Its effect when the unit is issued an order (Fire Support, Disciplined, Coordinate): the new state. */
  readonly onOrder?: (s: UnitState, k: KeywordEntry, out: Reason[], wanted?: string) => UnitState;
  /**
   * Its effect at the end of the unit's activation (Master of the Force): the new state. `wanted`:
   * the upgrade card the question is about, chosen first where the player chooses cards.
   */
  readonly atEnd?: (s: UnitState, k: KeywordEntry, out: Reason[], wanted?: string) => UnitState;
  /** A question of its own (Guardian: `ask: guardian`), with the facts it needs; `k` undefined when the unit lacks it. */
  readonly question?: (s: UnitState, facts: Readonly<Record<string, boolean | undefined>>, k: KeywordEntry | undefined) => Verdict;
}
