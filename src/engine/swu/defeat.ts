/**
 * A card would be defeated: the one defeat path, whatever brings it about (a `happens` defeat,
 * damage reaching a unit's HP in `ask.damage`, an attack or a `damage` event). Pure.
 */
import type { Reason } from '../core/index.ts';
import type { ReplacementEffect, SwuState } from './state.ts';
import { findCard } from './state.ts';
import { defeatedTriggers, lastKnownOf, withTriggersNow } from './triggers.ts';
import { NotInPlay, ReplacementApplied, ReplacementChoiceRequired, ReplacementChosen, ReplacementNotApplicable } from './reasons.ts';

/** The state after something happened, and the reasons that explain the change. */
export interface Happened {
  readonly state: SwuState;
  readonly reasons: readonly Reason[];
}

/** What became of a card that would be defeated: the new state, the reasons, and whether it left play. */
export interface Defeat extends Happened {
  /** `true` when the card was defeated (it left play); `false` when a replacement effect changed the event, or the event waits for a pick. */
  readonly defeated: boolean;
  /** The replacement effect that changed the defeat, when one did. */
  readonly replacedBy?: string;
}

/**
 * A card would be defeated. The one implementation of that event, whatever brings it about: a
 * `happens` defeat, or damage reaching a unit's HP in `ask.damage`.
 * - Replacement effects on that card change the event as it happens (`swu-replacement-instead`);
 *   they never join the pending triggers. With several, the player who controls the card picks one
 *   with `choose` (`swu-replacement-controller-chooses`); without a pick, or with a pick that does
 *   not apply, the event is left as it was and a refusing reason says what to add.
 * - Otherwise the card leaves play and each of its "When Defeated" abilities joins the pending
 *   triggers as `card/ability`, controlled by the card's controller, with the card's last known
 *   information (`swu-when-defeated`, `swu-last-known-information`); its Bounty joins them as
 *   `card/bounty`, controlled by its opponent, who may collect it (`swu-bounty`). During an Ambush
 *   attack they join the Ambush's own layer, as it is resolving (`swu-nested-resolve-first`, see
 *   `withTriggersNow` of triggers.ts); otherwise the top layer. The card is kept
 *   in `left` with that information, whatever its abilities, so that a later question about it is
 *   answered by `swu-last-known-information`.
 * - A card not in play (say, defeated earlier in `happens`): state unchanged, one refusing
 *   `NotInPlay` reason (`swu-trigger-in-play`).
 */
export function defeat(state: SwuState, cardId: string, choose?: string): Defeat {
  const card = findCard(state, cardId);
  // A card no longer in play (defeated already) cannot be defeated again, and its When Defeated
  // abilities cannot trigger again (swu-trigger-in-play).
  if (!card) return { state, defeated: false, reasons: [NotInPlay({ card: cardId, condition: 'When Defeated' })] };
  const event = `${card.name} is defeated`;
  const applicable = state.effects.filter(
    (e): e is ReplacementEffect => e.kind === 'replacement' && e.replaces === 'defeat' && e.card === card.id,
  );
  if (applicable.length > 0) {
    const options = applicable.map((e) => e.id).join(', ');
    let picked: ReplacementEffect | undefined;
    const reasons: Reason[] = [];
    if (choose !== undefined) {
      picked = applicable.find((e) => e.id === choose);
      if (!picked) return { state, defeated: false, reasons: [ReplacementNotApplicable({ effect: choose, event, options })] };
      reasons.push(ReplacementChosen({ chooser: card.controller, effect: picked.id, event }));
    } else if (applicable.length === 1) {
      picked = applicable[0];
    } else {
      return { state, defeated: false, reasons: [ReplacementChoiceRequired({ chooser: card.controller, event, options })] };
    }
    reasons.push(ReplacementApplied({ effect: picked!.id, event, instead: picked!.instead }));
    return { state, defeated: false, replacedBy: picked!.id, reasons };
  }
  const { triggers, reasons } = defeatedTriggers(card, state);
  const left = [...(state.left ?? []), { card, lastKnown: lastKnownOf(card, 'defeated', state) }];
  return {
    state: withTriggersNow({ ...state, cards: state.cards.filter((c) => c.id !== card.id), left }, triggers),
    defeated: true,
    reasons,
  };
}
