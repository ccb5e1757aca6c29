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
 * every target out of range (`limit` 0). A value of 0 dice is no value (as a model needs a die to
 * attack at all): a target within a short range of 0 dice is attacked with the long-range value
 * when within long range, as for a model with no short-range value (this vault's reading).
 */
export function range(attacker: Pick<Model, 'at' | 'short' | 'long'>, target: Pick<Model, 'at'>): RangeResult {
  const d = distance(attacker.at, target.at);
  const short = attacker.short && attacker.short.dice > 0 ? attacker.short : null;
  const long = attacker.long && attacker.long.dice > 0 ? attacker.long : null;
  if (short && d <= short.range) return { band: 'short', distance: d, dice: short.dice, limit: short.range };
  if (long && d <= long.range) return { band: 'long', distance: d, dice: long.dice, limit: long.range };
  return { band: 'out', distance: d, dice: null, limit: Math.max(short?.range ?? 0, long?.range ?? 0) };
}
