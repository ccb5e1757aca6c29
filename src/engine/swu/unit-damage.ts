/**
 * Damage to units in play, up to their defeat: the one implementation behind `ask.damage` about
 * one unit and the `damage` event of `happens`, one ability's damage to several units at once
 * (rules `swu-defeat-at-hp`, `swu-damage-sequential`, `swu-shield-prevents`,
 * `swu-replacements-one-at-a-time`, `swu-replacement-instead`, `swu-when-defeated`). Pure.
 */
import type { Reason } from '../core/index.ts';
import { leftPlayReason } from './abilities.ts';
import { damageStepReasons, dealDamage, preventionsOn, type DamageOutcome } from './damage.ts';
import { defeat, type Happened } from './defeat.ts';
import {
  DamageReplacementOrderNeeded,
  DefeatedAtOnce,
  DefeatReplacedUndecided,
  SimultaneousDamage,
  UnitDefeated,
  UnitStaysInPlay,
} from './reasons.ts';
import { choices, type Choose } from './scenario-ask.ts';
import { findCard, type Card, type SwuState, type UnitStats } from './state.ts';
import { allTriggers } from './resolution.ts';

/** How damage is dealt: as `ask.damage` and the `damage` event of `happens` give it. */
export interface DamageSpec {
  /** One entry per instance of damage, dealt one after another (each a whole number ≥ 0). */
  readonly amounts: readonly number[];
  /** Shields and prevention effects do not apply (`swu-unpreventable`). */
  readonly unpreventable: boolean;
  /** The order the unit's controller applies several damage replacements in: effect ids and `shield`. */
  readonly order?: readonly string[];
}

/** Damage dealt to one unit, before its defeat: what it did, and the reasons up to its damage reaching (or not) its HP. */
export interface UnitHit {
  readonly card: Card & { readonly unit: UnitStats };
  readonly out: DamageOutcome;
  readonly steps: readonly Reason[];
}

/**
 * Deals `spec` to unit `cardId` in `state` (Shields and prevention effects on it included, see
 * `dealDamage`). Refused (`{ refused }`, nothing dealt) when the unit has left play
 * (`swu-last-known-information`) or when several damage replacements apply and no `order` says how
 * its controller applies them (`swu-replacements-one-at-a-time`). Throws a `RangeError` when
 * `cardId` was never a unit: the scenario check refuses that first.
 */
export function hitUnit(state: SwuState, cardId: string, spec: DamageSpec): UnitHit | { readonly refused: readonly Reason[] } {
  const gone = leftPlayReason(state, cardId);
  if (gone) return { refused: [gone] };
  const card = findCard(state, cardId);
  if (!card?.unit) throw new RangeError(`"${cardId}" is not a unit in play; validate the scenario with parseScenario first.`);
  const preventions = preventionsOn(state, card.id);
  const out = dealDamage(card.unit, spec.amounts, spec.unpreventable, preventions, spec.order);
  if (out.choice) return { refused: [DamageReplacementOrderNeeded({ card: card.name, options: out.choice.join(', ') })] };
  const steps = damageStepReasons(card.name, card.unit, out, spec.unpreventable, preventions);
  return { card: { ...card, unit: card.unit }, out, steps };
}

/** `state` with the damage and Shields each hit left on its unit (the units are still in play). */
export function withHits(state: SwuState, hits: readonly UnitHit[]): SwuState {
  return {
    ...state,
    cards: state.cards.map((c) => {
      const hit = hits.find((h) => h.card.id === c.id);
      return hit && c.unit ? { ...c, unit: { ...c.unit, damage: hit.out.damage, shields: hit.out.shieldsLeft } } : c;
    }),
  };
}

/** Of the replacement effects picked in `choose`, the one on unit `cardId`'s defeat, if any. */
export function pickFor(state: SwuState, choose: readonly string[], cardId: string): string | undefined {
  return choose.find((c) =>
    state.effects.some((e) => e.id === c && e.kind === 'replacement' && e.replaces === 'defeat' && e.card === cardId),
  );
}

/** A hit unit's defeat (see {@link defeatHit}). */
export interface HitDefeat extends Happened {
  /** The replacement effect that changed the defeat, when it settled the damage (no later instance waits). */
  readonly replacedBy?: string;
}

/**
 * The unit of `hit`, whose damage reached its HP (`state` already holds that damage), would be
 * defeated (`swu-defeat-at-hp`) by the one defeat path, `defeat`: its defeat replacement effects
 * apply (`choose`: the pick among several), else it leaves play and its When Defeated abilities
 * join the pending triggers. When a replacement changed the defeat before the last of `amounts`,
 * what the effect leaves (free text) decides the later instances: a refusing
 * `DefeatReplacedUndecided` says so.
 */
export function defeatHit(state: SwuState, hit: UnitHit, amounts: readonly number[], choose?: string): HitDefeat {
  const facts = { card: hit.card.name, damage: hit.out.damage, hp: hit.card.unit.hp };
  const d = defeat(state, hit.card.id, choose);
  if (d.defeated) return { state: d.state, reasons: [UnitDefeated(facts), ...d.reasons] };
  if (d.replacedBy === undefined) return d;
  const rest = amounts.slice(hit.out.instances.length);
  if (!rest.length) return { ...d, replacedBy: d.replacedBy };
  return {
    state: d.state,
    reasons: [...d.reasons, DefeatReplacedUndecided({ ...facts, effect: d.replacedBy, later: rest.length, rest: rest.join(', ') })],
  };
}

/** One ability's damage to several units at once: the `damage` event of `happens`. */
export interface DamageEvent extends DamageSpec {
  /** The units, each a card id; each takes `amounts`. */
  readonly cards: readonly string[];
  /** The defeat replacement effects picked, as written: one id, or a list, at most one per unit (see {@link Choose}). */
  readonly choose?: Choose;
}

/**
 * One ability deals the same damage to several units at once (`swu-damage-sequential`): each unit
 * takes it as `ask.damage` deals it to one unit ({@link hitUnit}: its own Shields and prevention
 * effects, its own instances one after another); every unit has its damage before any is defeated;
 * then every unit whose damage reached its HP is defeated at the same time ({@link defeatHit}), so
 * the When Defeated abilities of all of them wait together in one window, each controller ordering
 * their own and the active player choosing who goes first (checked by `ask.order`). A unit left
 * standing stays in play with its damage, minus the Shields used. A unit that cannot be dealt the
 * damage (it left play, or its replacements need an `order`) refuses the answer and is left as it was.
 */
export function damageAtOnce(state: SwuState, event: DamageEvent): Happened {
  const hits: UnitHit[] = [];
  const reasons: Reason[] = [];
  const names = event.cards.map((id) => findCard(state, id)?.name ?? id);
  reasons.push(SimultaneousDamage({ cards: names.join(', '), amount: event.amounts.join(', then ') }));
  for (const id of event.cards) {
    const hit = hitUnit(state, id, event);
    if ('refused' in hit) {
      reasons.push(...hit.refused);
      continue;
    }
    hits.push(hit);
    reasons.push(...hit.steps);
    if (!hit.out.defeated) reasons.push(UnitStaysInPlay({ card: hit.card.name, damage: hit.out.damage, hp: hit.card.unit.hp }));
  }
  let after = withHits(state, hits);
  const defeated: string[] = [];
  for (const hit of hits.filter((h) => h.out.defeated)) {
    const d = defeatHit(after, hit, event.amounts, pickFor(after, choices(event.choose), hit.card.id));
    if (!findCard(d.state, hit.card.id)) defeated.push(hit.card.name);
    after = d.state;
    reasons.push(...d.reasons);
  }
  if (defeated.length > 1) reasons.push(DefeatedAtOnce({ cards: defeated.join(', '), players: newTriggerControllers(state, after) }));
  return { state: after, reasons };
}

/**
 * How many players control the triggered abilities that are pending in `after` and were not in
 * `before`: 0 when the defeats triggered nothing, 1 when one player orders them all
 * (`swu-trigger-own-order`), 2 when the active player also chooses who resolves first
 * (`swu-trigger-active-player-chooses`). `DefeatedAtOnce` says only what applies.
 */
function newTriggerControllers(before: SwuState, after: SwuState): number {
  const old = new Set(allTriggers(before.pending).map((t) => t.id));
  return new Set(
    allTriggers(after.pending)
      .filter((t) => !old.has(t.id))
      .map((t) => t.controller),
  ).size;
}
