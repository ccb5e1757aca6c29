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

/** The keywords that carry a number (`Raid 2`, `Restore 1`): the scenario refuses one written without it. */
export const NUMBERED_KEYWORDS = ['Raid', 'Restore'] as const;

/** The number written after a keyword (`Raid 2` → 2), or `undefined` when there is none. */
export function keywordNumber(printed: string): number | undefined {
  const n = printed.trim().split(/\s+/)[1];
  return n !== undefined && /^\d+$/.test(n) ? Number(n) : undefined;
}

/**
 * The total of `card`'s `keyword` numbers in effect now (`Raid 1` and `Raid 2`: 3); 0 when it has
 * none or ignores the keyword. Several instances of a numbered keyword add up (rules `swu-raid`,
 * `swu-restore`: the rules facts are silent; this engine reads them as cumulative).
 */
export function keywordTotal(state: SwuState, card: Card, keyword: string): number {
  if (!hasKeyword(state, card, keyword)) return 0;
  let total = 0;
  for (const a of card.abilities) if (a.kind === 'keyword' && sameKeyword(a.keyword, keyword)) total += keywordNumber(a.keyword) ?? 0;
  return total;
}

/**
 * What `card`'s power is made of, with the keyword modifiers in effect: its printed power, the
 * damage on it when it has Grit (`swu-grit`), and, when it is `attacking`, the total of its Raid
 * keywords (`swu-raid`). All 0 for a card that is not a unit. The one reading of a unit's power:
 * combat (`combatPower` of attack.ts) and last known information ({@link powerNow}) use it.
 */
export function powerParts(state: SwuState, card: Card, attacking: boolean): { printed: number; grit: number; raid: number } {
  const u = card.unit;
  if (!u) return { printed: 0, grit: 0, raid: 0 };
  return {
    printed: u.power,
    grit: hasKeyword(state, card, 'Grit') ? u.damage : 0,
    raid: attacking ? keywordTotal(state, card, 'Raid') : 0,
  };
}

/**
 * `card`'s power as it stands now ({@link powerParts}: Raid while it is the attacker of the attack
 * in progress, `state.attacking`): what a card's last known information records as its power
 * (`swu-last-known-information`: attributes with their modifiers).
 */
export function powerNow(state: SwuState, card: Card): number {
  const p = powerParts(state, card, state.attacking?.attacker === card.id);
  return p.printed + p.grit + p.raid;
}
