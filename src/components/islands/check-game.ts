/**
 * What a game brings to the `<rg-check>` widget (see check-widget.ts): its engine, how its
 * situation is edited, and which actions come next. One module per game
 * (check-legion.ts, check-chronicle-x.ts, check-swu.ts), loaded only on pages that need it.
 * Inputs are the plain data of a `check` block without `game` and `expect`.
 *
 * Showing a situation needs only the engine's `answer`: a widget in a note starts from the
 * situation the build checked (its `check` block), and the next steps are asked as scenarios.
 * Checking an input (a reader's edit, a link) needs the game's {@link GameChecker}, loaded apart.
 * The forms of the games edit a deep copy of the input ({@link copy}).
 */
import type { BoundCatalogue, Checked, ProblemMessages, Reason, ReasonTexts, Verdict } from '../../engine/core/index.ts';

/** Plain scenario input (what a link and a `check` block carry). */
export type Input = Record<string, unknown>;

/** An input as a game's form edits it: plain data whose fields are read and written freely. */
export type Obj = Record<string, any>;

/** A deep copy of an input (plain data), for a form to edit and hand on without touching the shown one. */
export const copy = (input: Input): Obj => JSON.parse(JSON.stringify(input)) as Obj;

/** One possible next step, shown as allowed or refused. */
export interface NextStep {
  /** Words for the button, e.g. "Attack", "Move to c4". */
  label: string;
  /** The input asking about this step; `null` for a step that is not a rules question (e.g. "End the activation"). */
  ask: Input | null;
  /**
   * The same question as a scenario: the current scenario with this step as its question, what
   * checking `ask` gives. The step is shown allowed or refused from its answer, with no input checked.
   */
  askScenario: unknown | null;
  /** The input after performing it (the log grows), or `null` when it is a question only. */
  perform: Input | null;
}

/** Renders controls into a container and reports edits (with, optionally, what changed in words: "Asked: move to c4."). Controls carry `data-key` (focus is kept across re-renders). */
type SetupRenderer = (input: Input, scenario: unknown | null, change: (next: Input, what?: string) => void) => HTMLElement;

/**
 * What checking an input takes: the game's scenario validator and its canonical input. Loaded on
 * the first edit or for a link ({@link GameWidget.loadChecker}).
 */
export interface GameChecker {
  /** Validates an input: the scenario, or its problems as data. Never throws. */
  check(input: Input): Checked<unknown>;
  /**
   * Reads a link's (or a `check` block's) input when it needs more than `check`, which reads the
   * forms the widget writes (Chronicle X: a drawn board, whose reader is loaded only then).
   */
  checkLink?(input: Input): Promise<Checked<unknown>>;
  /** The canonical input of a validated scenario: defaults left out, fields in the order links write them. */
  toInput(scenario: any): Input;
}

/** The headline of an answer when the engine's allowed/refused says less than the question asks. */
export interface Headline {
  /** The words shown, e.g. "Legal so far; still to place: b1." */
  text: string;
  /** How it reads: allowed (green), refused (red) or pending (neutral: not finished yet). */
  tone: 'allowed' | 'refused' | 'pending';
  /** The reasons to show instead of the verdict's (those about what is not done yet left out). */
  reasons?: readonly Reason[];
}

export interface GameWidget {
  /** The top-level fields of the game's links (src/widgets/games/{game}.ts); any other parameter is named as unknown. */
  readonly fields: readonly string[];
  /** The game's name and its engine's answer to a validated scenario (pure; throws only for a scenario not validated). */
  readonly engine: { readonly name: string; answer(scenario: any): Verdict };
  /**
   * Loads what answering a validated scenario needs beyond the engine's core (Legion: the rules of
   * the keywords it names, one module each); the widget awaits it before each new situation is
   * answered. Rejects when something cannot be loaded (offline). Absent: nothing to load.
   */
  prepare?(scenario: any): Promise<void>;
  /**
   * The engine's reason catalogue, whose words the widget binds before the first answer: the
   * message templates of the game's rules.json (data, not code), or {@link loadTexts} when that
   * file cannot be loaded.
   */
  readonly catalogue: BoundCatalogue;
  /** The catalogue's words as a module (reason-texts.ts), loaded only when rules.json cannot be. */
  loadTexts(): Promise<ReasonTexts>;
  /** The input checker, loaded on the first edit, for a link, or on the game's check page. */
  loadChecker(): Promise<GameChecker>;
  /** The words of the engine's scenario problems (scenario-messages.ts), loaded only for a bad input. */
  loadMessages(): Promise<ProblemMessages>;
  /** The situation shown when none is given. */
  initial(): Input;
  /** The situation editor. */
  setup: SetupRenderer;
  /** The actions taken so far, in words (the log). */
  log(scenario: any): string[];
  /** The input with the last logged action removed, or `null` when the log is empty. */
  undo(input: Input): Input | null;
  /** The possible next steps. */
  next(input: Input, scenario: any): NextStep[];
  /** The question, in words: "Can the unit attack now?". */
  question(scenario: any): string;
  /**
   * The answer's headline when "Allowed." or "Refused." would mislead (SWU: an order not finished
   * yet is legal so far, not refused); `null` for the usual words.
   */
  headline?(scenario: any, verdict: Verdict): Headline | null;
  /** Extra facts shown with the answer (Legion: the rally odds), as HTML-free text lines. */
  extra?(scenario: any, verdict: Verdict): string[];
}
