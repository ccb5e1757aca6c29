/**
 * Reasons: why the engine allowed or refused something, as data.
 *
 * Modelled on Astro's error catalogue: each reason has a permanent `code`, the vault block id of
 * the rule it applies (`rule`), a short `title`, and a message built from the facts used.
 * Pure: imports nothing, so it runs in Node and in the browser.
 */

/** A vault block id without the caret, e.g. `legion-same-action-once`. */
export type RuleId = string;

/** One rule that decided (part of) a verdict. */
export interface Reason {
  /** Permanent, PascalCase, unique within a game, e.g. `SameActionTwice`. Never renamed. */
  readonly code: string;
  /** Block id in the vault (without `^`) of the rule statement applied. */
  readonly rule: RuleId;
  /** A sentence a player understands, naming the facts used ("… already made an attack action"). */
  readonly message: string;
  /** `true` when this reason forbids the thing asked; `false` when it explains why it is allowed. */
  readonly refuses: boolean;
}

/** The catalogue entry a {@link Reason} is made from. `P` is the facts its message needs. */
export interface ReasonDef<P = void> {
  readonly code: string;
  readonly rule: RuleId;
  /** A short title for lists and tooltips, e.g. "Same action twice". */
  readonly title: string;
  readonly refuses: boolean;
  readonly message: (facts: P) => string;
}

/** A catalogue entry that is also a function building its {@link Reason} from the facts. */
export type ReasonMaker<P = void> = ReasonDef<P> & ((facts: P) => Reason);

/**
 * Defines one catalogue entry.
 *
 * @example
 * const SameActionTwice = defineReason<{ action: string }>({
 *   code: 'SameActionTwice', rule: 'legion-same-action-once', title: 'Same action twice',
 *   refuses: true, message: ({ action }) => `This unit already made a ${action} action in this activation.`,
 * });
 * SameActionTwice({ action: 'attack' }) // → { code, rule, message, refuses: true }
 */
export function defineReason<P = void>(def: ReasonDef<P>): ReasonMaker<P> {
  const make = (facts: P): Reason => ({
    code: def.code,
    rule: def.rule,
    message: def.message(facts),
    refuses: def.refuses,
  });
  return Object.assign(make, def) as ReasonMaker<P>;
}

/** A game's whole catalogue, keyed by code. Used by citation tests and the checker. */
export type ReasonCatalogue = Readonly<Record<string, ReasonDef<never>>>;

/** Every block id a catalogue cites, sorted and without repeats. */
export function citedRules(catalogue: ReasonCatalogue): RuleId[] {
  return [...new Set(Object.values(catalogue).map((d) => d.rule))].sort();
}
