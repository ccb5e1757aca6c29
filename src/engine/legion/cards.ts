/**
 * The rules of card actions that `canPerform` (actions.ts) asks only for a card action, a part a
 * page loads on demand (parts.ts). In the action count (its step 4): a card action with two action
 * icons uses both of the unit's actions (legion-card-action-two-icons), a printed free card action
 * uses none (legion-free-card-not-counted). In the repeats (its step 5, {@link repeatChecks}):
 * legion-free-card-no-repeat (a free card action that is a named action the unit already made),
 * legion-card-actions-distinct (a card action once an activation; another card action is no repeat),
 * legion-card-action-source (the same name from another card is another card action),
 * legion-free-card-once (a free card action once), legion-card-action-named-type (a card action that
 * is also a named action). Card names compare by `sameName` (names.ts).
 */
import type { Reason } from '../core/index.ts';
import { catalogue, isGainedToken } from './kernel.ts';
import { sameName } from './names.ts';
import type { Action, UnitState } from './state.ts';

export const TwoIconsNeedBoth = catalogue.reason<{ left: number }>('TwoIconsNeedBoth', 'legion-card-action-two-icons', true);
export const TwoIconsUseBoth = catalogue.reason('TwoIconsUseBoth', 'legion-card-action-two-icons', false);
export const FreeCardNotCounted = catalogue.reason<{ card: string }>('FreeCardNotCounted', 'legion-free-card-not-counted', false);
export const CardActionRepeated = catalogue.reason<{ card: string }>('CardActionRepeated', 'legion-card-actions-distinct', true);
export const DifferentCardAction = catalogue.reason<{ card: string }>('DifferentCardAction', 'legion-card-actions-distinct', false);
export const FreeCardActionRepeated = catalogue.reason<{ card: string }>('FreeCardActionRepeated', 'legion-free-card-once', true);
export const FreeCardRepeatsAction = catalogue.reason<{ kind: string }>('FreeCardRepeatsAction', 'legion-free-card-no-repeat', true);
export const CardActionAlsoNamed = catalogue.reason<{ kind: string }>('CardActionAlsoNamed', 'legion-card-action-named-type', false);
export const SameNameOtherCard = catalogue.reason<{ card: string }>('SameNameOtherCard', 'legion-card-action-source', false);

/**
 * The repeat checks of the card action `a` (`action: card`), pushed to `out` in this order: a
 * printed free card action whose named type (`as`, not a move) the unit already made (`earlier`:
 * the first action of the log with the same named type, as canPerform found it) repeats that action
 * (legion-free-card-no-repeat); the same card action earlier in the log (free card actions each once
 * when both uses are free, legion-free-card-once; any other repeat, legion-card-actions-distinct),
 * else the same name from another card (legion-card-action-source), else another card action
 * (legion-card-actions-distinct); and the named type it also is (legion-card-action-named-type).
 * Log entries that are gained tokens or attacks that are not actions are no card actions.
 */
export function repeatChecks(s: UnitState, a: Action, earlier: Action | undefined, out: Reason[]): void {
  const freeCard = a.free === true && !a.untyped; // a printed free card action, not one made with an untyped free action
  if (freeCard && earlier && a.as && a.as !== 'move' && !a.notAction) out.push(FreeCardRepeatsAction({ kind: a.as }));
  let anyCard = false;
  let sameCard: Action | undefined; // the earlier use of this same card action
  let otherSource = false;
  for (const d of s.did) {
    if (isGainedToken(d) || d.notAction || d.action !== 'card') continue;
    anyCard = true;
    if (sameName(d.card, a.card)) {
      if (sameName(d.from, a.from)) sameCard ??= d;
      else otherSource = true;
    }
  }
  const card = a.card ?? '?';
  if (sameCard) out.push((freeCard && sameCard.free && !sameCard.untyped ? FreeCardActionRepeated : CardActionRepeated)({ card }));
  else if (otherSource) out.push(SameNameOtherCard({ card }));
  else if (anyCard) out.push(DifferentCardAction({ card }));
  if (a.as) out.push(CardActionAlsoNamed({ kind: a.as }));
}
