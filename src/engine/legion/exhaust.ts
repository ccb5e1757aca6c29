/**
 * Exhausted upgrade cards: whether the card an action exhausts (its exhaust icon) is ready
 * (legion-exhaust). A part of the engine a page loads on demand (parts.ts), asked by canPerform only
 * for an action that names the card it exhausts.
 */
import type { Reason } from '../core/index.ts';
import { catalogue } from './kernel.ts';
import { isGainedToken, kindOf, sameName, type UnitState } from './state.ts';

export const CardExhausted = catalogue.reason<{ card: string }>('CardExhausted', 'legion-exhaust', true);
export const CardExhausts = catalogue.reason<{ card: string }>('CardExhausts', 'legion-exhaust', false);

/**
 * Reasons for an action that exhausts the upgrade card `card` (its `exhausts`): refused while that
 * card is exhausted (exhausted when the activation began, `unit.exhausted`, or by an action made
 * since), a recover action readying every exhausted card; otherwise it exhausts the card after it
 * resolves.
 */
export function exhaustChecks(s: UnitState, card: string, out: Reason[]): void {
  let spent = !!s.exhausted?.some((c) => sameName(c, card));
  for (const d of s.did) {
    if (isGainedToken(d)) continue;
    if (kindOf(d) === 'recover') spent = false; // Recover readies exhausted upgrade cards
    if (sameName(d.exhausts, card)) spent = true;
  }
  out.push((spent ? CardExhausted : CardExhausts)({ card }));
}
