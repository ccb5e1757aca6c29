/**
 * Rally odds: the exact probability of each outcome of the rally roll (legion-rally); red dice for
 * Indomitable (legion-indomitable: 2 of 3 per die).
 *
 * One white defense die per suppression token; a block or a surge (2 faces of 6) removes a token,
 * so each die removes one with probability 1/3. For a damaged vehicle whose damage die is not
 * rolled yet, its blank (4 faces of 6) costs an action with probability 2/3 (legion-damaged-roll).
 * For a unit with ion tokens whose ion dice are not rolled yet (`ionBlank` not given), a blank on
 * any of them (one white die a token) costs one action, with probability 1 − (1/3)^tokens
 * (legion-ion). Probabilities are exact fractions over a power of 3: every numerator and
 * denominator is an exact JavaScript integer while at most 33 dice are rolled in all (suppression
 * and ion tokens are each capped at 30; beyond 33 dice, within floating-point rounding).
 */
import { actionCount, catalogue, keywordOf, moraleOf } from './kernel.ts';
import { rallyDice, type UnitState } from './state.ts';
import type { Reason } from '../core/index.ts';

export const VehicleDamaged = catalogue.reason('VehicleDamaged', 'legion-vehicle-damage-token', false);
export const IndomitableRedDice = catalogue.reason('IndomitableRedDice', 'legion-indomitable', false);

export const RallyRoll = catalogue.reason<{ dice: number; odds: string }>('RallyRoll', 'legion-rally', false);
export const IonRollPending = catalogue.reason<{ ion: number }>('IonRollPending', 'legion-ion', false);

/** `true` when the unit rallies with red dice (Indomitable: legion-indomitable). */
export function ralliesRed(s: UnitState): boolean {
  return keywordOf(s, 'indomitable') !== undefined;
}

/** A probability `n / d` (reduced) and its decimal `value`: exact while at most 33 dice are rolled (see the module doc). */
export interface Fraction {
  readonly n: number;
  readonly d: number;
  readonly value: number;
}

export type RallyOutcome = 'normal' | 'suppressed' | 'panicked';

/** One way the rally (and damage die) can end. */
export interface RallyCase {
  /** Suppression tokens removed and left. */
  readonly removed: number;
  readonly left: number;
  /** Damage die for a damaged vehicle not yet rolled: `blank` or `other`; omitted otherwise. */
  readonly damage?: 'blank' | 'other';
  /** Ion dice not yet rolled: `blank` (at least one blank) or `none`; omitted otherwise. */
  readonly ion?: 'blank' | 'none';
  readonly outcome: RallyOutcome;
  /** Actions the unit will have in its Perform Actions step. */
  readonly actions: number;
  readonly p: Fraction;
}

/** What {@link rallyOdds} returns. */
export interface RallyOdds {
  /** White dice rolled: one per suppression token. */
  readonly dice: number;
  /** Every case, by tokens removed (and damage die). Their probabilities sum to exactly 1. */
  readonly cases: readonly RallyCase[];
  readonly byOutcome: Readonly<Record<RallyOutcome, Fraction>>;
  /** Probability of having 0, 1 or 2 actions (and a fourth entry, 3 actions, for a unit with Juyo Mastery and wounds). */
  readonly byActions: readonly [Fraction, Fraction, Fraction, ...Fraction[]];
  /** The rules applied: the rally roll and the morale of the unit as it stands. */
  readonly reasons: readonly Reason[];
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

function frac(n: number, d: number): Fraction {
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g, value: n / d };
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return Math.round(c);
}

/**
 * Exact rally odds for the unit's current suppression tokens (the state is read as at the rally
 * step: `did` and `suppressionAtStart` are ignored). Units that never have suppression roll no
 * dice and come out normal with certainty.
 */
export function rallyOdds(s: UnitState): RallyOdds {
  const dice = rallyDice(s);
  const rollDamage = s.damaged === true && s.damageRoll === undefined;
  const red = ralliesRed(s);
  const faces: ('blank' | 'other' | undefined)[] = rollDamage ? ['blank', 'other'] : [undefined];
  const ionDice = s.ionBlank === undefined ? (s.ion ?? 0) : 0;
  // Ion dice: none blank in 1 of 3^ionDice ways (each die 2 faces of 6 not blank).
  const ionFaces: Array<['blank' | 'none', number] | undefined> =
    ionDice > 0
      ? [
          ['blank', 3 ** ionDice - 1],
          ['none', 1],
        ]
      : [undefined];
  const d = 3 ** (dice + (rollDamage ? 1 : 0) + ionDice);
  const cases: RallyCase[] = [];
  const outcome = { normal: 0, suppressed: 0, panicked: 0 };
  const actions = [0, 0, 0];
  for (let removed = 0; removed <= dice; removed++) {
    const left = dice - removed;
    // Per die of 3 equal thirds: white removes on 1 and keeps on 2; red (Indomitable) removes on 2 and keeps on 1.
    const ways = choose(dice, removed) * (red ? 2 ** removed : 2 ** left);
    const m = moraleOf(s, left);
    const o: RallyOutcome = m.panicked ? 'panicked' : m.suppressed ? 'suppressed' : 'normal';
    for (const damage of faces) {
      for (const ionFace of ionFaces) {
        const n = ways * (damage === 'blank' ? 2 : 1) * (ionFace ? ionFace[1] : 1);
        const state: UnitState = {
          ...s,
          suppression: left,
          step: 'rally',
          did: [],
          ...(damage ? { damageRoll: damage === 'blank' ? 'blank' : 'block' } : {}),
          ...(ionFace ? { ionBlank: ionFace[0] === 'blank' } : {}),
        };
        const a = actionCount(state);
        cases.push({
          removed,
          left,
          ...(damage ? { damage } : {}),
          ...(ionFace ? { ion: ionFace[0] } : {}),
          outcome: o,
          actions: a,
          p: frac(n, d),
        });
        outcome[o] += n;
        actions[a] = (actions[a] ?? 0) + n;
      }
    }
  }
  const reasons: Reason[] = [RallyRoll({ dice, odds: red ? 'red, 2 in 3' : 'white, 1 in 3' })];
  if (red) reasons.push(IndomitableRedDice());
  if (rollDamage) reasons.push(VehicleDamaged());
  if (ionDice > 0) reasons.push(IonRollPending({ ion: ionDice }));
  return {
    dice,
    cases,
    byOutcome: { normal: frac(outcome.normal, d), suppressed: frac(outcome.suppressed, d), panicked: frac(outcome.panicked, d) },
    byActions: [
      frac(actions[0] ?? 0, d),
      frac(actions[1] ?? 0, d),
      frac(actions[2] ?? 0, d),
      ...(actions.length > 3 ? [frac(actions[3] ?? 0, d)] : []),
    ],
    reasons,
  };
}
