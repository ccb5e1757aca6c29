/**
 * Verdicts and the gate runner shared by every game's engine.
 *
 * Modelled on boardgame.io's move validation: gates are checked in a fixed order and each refusal
 * has a namespaced code. Unlike boardgame.io, every failing gate is reported, not only the first.
 */
import type { Reason } from './reason.ts';

/** The answer to "can this unit do X now?". */
export interface Verdict {
  /** `true` when no reason refuses. */
  readonly allowed: boolean;
  /** Every rule that decided it, in check order; empty only when trivially allowed. */
  readonly reasons: readonly Reason[];
}

/** A check: returns the reasons it contributes (none when the rule does not apply). */
export type Gate<S, Q> = (state: S, question: Q) => Reason | readonly Reason[] | null | undefined | false;

/** Builds a verdict from reasons: allowed exactly when none refuses. */
export function verdictOf(reasons: readonly Reason[]): Verdict {
  return { allowed: !reasons.some((r) => r.refuses), reasons };
}

/** Runs every gate in order and collects all their reasons into one {@link Verdict}. */
export function runGates<S, Q>(gates: readonly Gate<S, Q>[], state: S, question: Q): Verdict {
  const reasons: Reason[] = [];
  for (const gate of gates) {
    const out = gate(state, question);
    if (!out) continue;
    if (Array.isArray(out)) reasons.push(...(out as readonly Reason[]));
    else reasons.push(out as Reason);
  }
  return verdictOf(reasons);
}
