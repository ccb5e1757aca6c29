/**
 * What a card costs to play, and whether its player can pay now (rules `swu-cost-modified`,
 * `swu-aspect-penalty`, `swu-ignore-aspect-penalty`, `swu-for-free`, `swu-pay-cost`); and the cost
 * an ability reads (`swu-ability-reads-printed-cost`).
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import {
  AspectPenalty,
  AspectsProvided,
  CostCovered,
  CostNotCovered,
  CostOutsideBound,
  CostWithinBound,
  ModifiedCost,
  NoAspectIcons,
  PenaltyIgnored,
  PlayedForFree,
  PrintedCostRead,
  TokenCostsZero,
  UnknownHandCard,
} from './reasons.ts';
import { findCard, type Aspect, type HandCard, type SwuState } from './state.ts';

/** Resources added per aspect icon the leader and base do not provide. */
export const PENALTY_PER_ICON = 2;

/** The cost of a card, step by step (all figures in resources). */
export interface CostBreakdown {
  readonly printed: number;
  /** The card's aspect icons that the leader and base leave uncovered (a double icon may appear twice). */
  readonly missing: readonly Aspect[];
  /** `PENALTY_PER_ICON` × missing icons, whether or not it is ignored. */
  readonly penalty: number;
  /** All increases applied: the penalty (unless ignored) plus other increases. */
  readonly increases: number;
  readonly decreases: number;
  /** What the player pays: 0 for free, else printed + increases − decreases, never below 0. */
  readonly cost: number;
}

/**
 * The aspect icons of `icons` that `provided` does not cover: each provided icon covers one icon
 * of the card, so a double icon needs that aspect twice (`swu-aspect-penalty`).
 */
export function missingAspects(icons: readonly Aspect[], provided: readonly Aspect[]): Aspect[] {
  const left = new Map<Aspect, number>();
  for (const a of provided) left.set(a, (left.get(a) ?? 0) + 1);
  const missing: Aspect[] = [];
  for (const a of icons) {
    const n = left.get(a) ?? 0;
    if (n > 0) left.set(a, n - 1);
    else missing.push(a);
  }
  return missing;
}

/**
 * The modified cost of a card (`swu-cost-modified`): the printed cost, then every increase (the
 * aspect penalty, unless ignored: `swu-ignore-aspect-penalty`, and `card.increase`), then every
 * decrease; never below 0. A card played for free costs 0 whatever the modifiers (`swu-for-free`).
 */
export function modifiedCost(card: HandCard, provided: readonly Aspect[]): CostBreakdown {
  const missing = missingAspects(card.aspects, provided);
  const penalty = PENALTY_PER_ICON * missing.length;
  const increases = (card.ignorePenalty ? 0 : penalty) + card.increase;
  const cost = card.free ? 0 : Math.max(0, card.cost + increases - card.decrease);
  return { printed: card.cost, missing, penalty, increases, decreases: card.decrease, cost };
}

/** The reasons that explain a breakdown, in the order the cost is worked out. */
function costReasons(card: HandCard, b: CostBreakdown): Reason[] {
  const out: Reason[] = [];
  // A neutral card has no icons to cover: saying the leader and base provide them all would mislead.
  if (card.aspects.length === 0) out.push(NoAspectIcons({ card: card.name }));
  else if (b.missing.length === 0) out.push(AspectsProvided({ card: card.name }));
  else {
    out.push(AspectPenalty({ card: card.name, missing: b.missing.join(', '), penalty: b.penalty }));
    if (card.ignorePenalty) out.push(PenaltyIgnored({ card: card.name, penalty: b.penalty }));
  }
  if (card.free) out.push(PlayedForFree({ card: card.name }));
  else out.push(ModifiedCost({ card: card.name, printed: b.printed, up: b.increases, down: b.decreases, cost: b.cost }));
  return out;
}

/**
 * Can the card's owner pay for `handCardId` now with their ready resources (`swu-pay-cost`)?
 * Paying exhausts exactly as many ready resources as the modified cost, never more, so the rest
 * stay ready (`CostCovered` says how many). The reasons give the cost step by step; refused with
 * `CostNotCovered` when the modified cost exceeds the ready resources, or `UnknownHandCard` when
 * no such card is in hand.
 */
export function canPay(state: SwuState, handCardId: string): Verdict {
  const card = state.hand?.find((c) => c.id === handCardId);
  if (!card) return verdictOf([UnknownHandCard({ card: handCardId, known: (state.hand ?? []).map((c) => c.id).join(', ') || 'none' })]);
  const b = modifiedCost(card, state.aspects?.[card.owner] ?? []);
  const have = state.resources[card.owner] ?? 0;
  const pay =
    b.cost <= have
      ? CostCovered({ player: card.owner, cost: b.cost, have, left: have - b.cost })
      : CostNotCovered({ player: card.owner, cost: b.cost, have });
  return verdictOf([...costReasons(card, b), pay]);
}

/** The bound an ability puts on a card's cost ("costs 3 or less": `atMost: 3`); at least one is given. */
export interface CostBound {
  readonly atMost?: number;
  readonly atLeast?: number;
}

/** A bound in words: `3 or less`, `4 or more`, `between 2 and 4`. */
function boundWords(b: CostBound): string {
  if (b.atMost !== undefined && b.atLeast !== undefined) return `between ${b.atLeast} and ${b.atMost}`;
  return b.atMost !== undefined ? `${b.atMost} or less` : `${b.atLeast ?? 0} or more`;
}

/**
 * Does `cardId` meet the cost bound of an ability that checks its cost ("a unit that costs 3 or
 * less")? The ability reads the printed cost, never the modified cost its player would pay (aspect
 * penalty, increases, decreases, for free), and a token costs 0 (`swu-ability-reads-printed-cost`).
 * The card is looked up in play first (its `cost`, or `token`), then in hand (its printed `cost`;
 * `PrintedCostRead` then also gives what its owner would pay). Refused by `CostOutsideBound` when
 * the cost misses the bound; by `UnknownHandCard` when no such card is known. Throws `RangeError`
 * for a card in play with neither `cost` nor `token` (the scenario reader refuses such a question).
 */
export function costForAbility(state: SwuState, cardId: string, bound: CostBound): Verdict {
  const inPlay = findCard(state, cardId);
  const inHand = state.hand?.find((c) => c.id === cardId);
  const reasons: Reason[] = [];
  let cost: number;
  let name: string;
  if (inPlay) {
    name = inPlay.name;
    if (inPlay.token) {
      cost = 0;
      reasons.push(TokenCostsZero({ card: name }));
    } else if (inPlay.cost !== undefined) {
      cost = inPlay.cost;
      reasons.push(PrintedCostRead({ card: name, printed: cost, paid: null, modified: false }));
    } else throw new RangeError(`"${cardId}" has no printed cost given.`);
  } else if (inHand) {
    name = inHand.name;
    cost = inHand.cost;
    const paid = modifiedCost(inHand, state.aspects?.[inHand.owner] ?? []).cost;
    reasons.push(PrintedCostRead({ card: name, printed: cost, paid, modified: paid !== cost }));
  } else {
    const known = [...state.cards.map((c) => c.id), ...(state.hand ?? []).map((c) => c.id)];
    return verdictOf([UnknownHandCard({ card: cardId, known: known.join(', ') || 'none' })]);
  }
  const within = (bound.atMost === undefined || cost <= bound.atMost) && (bound.atLeast === undefined || cost >= bound.atLeast);
  const facts = { card: name, cost, bound: boundWords(bound) };
  reasons.push(within ? CostWithinBound(facts) : CostOutsideBound(facts));
  return verdictOf(reasons);
}
