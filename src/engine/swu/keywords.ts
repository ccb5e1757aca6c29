/**
 * Whether a card has a keyword in effect now (rules `swu-keyword-active`, `swu-ignore-keyword`):
 * it has the keyword ability and no lasting effect in force makes it ignore that keyword.
 */
import { sameKeyword } from './abilities.ts';
import type { Card, SwuState } from './state.ts';

/** `true` when `card` has `keyword` (compared by its first word, any case) and does not ignore it now. */
export function hasKeyword(state: SwuState, card: Card, keyword: string): boolean {
  if (!card.abilities.some((a) => a.kind === 'keyword' && sameKeyword(a.keyword, keyword))) return false;
  return !state.effects.some((e) => e.kind === 'lasting' && e.ignore?.card === card.id && sameKeyword(e.ignore.keyword, keyword));
}
