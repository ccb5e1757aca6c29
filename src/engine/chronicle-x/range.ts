/**
 * Range bands for Shoot Attacks (rule `cx-shoot-range`): the short-range value when the target
 * is within short range, otherwise the long-range value when within long range. Distances are
 * counted in squares with a diagonal counting one (see `distance` in `squares.ts`).
 */
import { distance } from './squares.ts';
import type { Model } from './state.ts';

/** The range band of a target and the combat value (dice) to roll in it; `dice` is `null` out of range. */
export interface RangeResult {
  readonly band: 'short' | 'long' | 'out';
  /** Squares from the attacker to the target. */
  readonly distance: number;
  /** Combat dice to roll: the short- or long-range value; `null` when out of range. */
  readonly dice: number | null;
  /** The range limit of the band used (its farthest distance), or the longest range when out. */
  readonly limit: number;
}

/**
 * The band a target falls in for the attacker's ranged values. A model with no ranged value has
 * every target out of range (`limit` 0).
 */
export function range(attacker: Pick<Model, 'at' | 'short' | 'long'>, target: Pick<Model, 'at'>): RangeResult {
  const d = distance(attacker.at, target.at);
  if (attacker.short && d <= attacker.short.range)
    return { band: 'short', distance: d, dice: attacker.short.dice, limit: attacker.short.range };
  if (attacker.long && d <= attacker.long.range) return { band: 'long', distance: d, dice: attacker.long.dice, limit: attacker.long.range };
  return { band: 'out', distance: d, dice: null, limit: Math.max(attacker.short?.range ?? 0, attacker.long?.range ?? 0) };
}
