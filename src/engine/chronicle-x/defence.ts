/**
 * Whether the defender rolls defence dice, and how many (rules `cx-defence-dice`,
 * `cx-psychic-no-defence`, `cx-meditation-room`): always against melee and shoot attacks, never
 * more than 5 dice; against a psychic attack only when the Heroes built the Meditation Room and
 * the defender is a Hero. The room is the Heroes' own, on their Space Station, and the rules say
 * that with it the Heroes defend: an Alien Unit (or a blip, flipped by the attack) hit by a Hero's
 * psychic attack still rolls no defence dice (this vault's reading).
 */
import { verdictOf, type Verdict } from '../core/index.ts';
import * as R from './reasons.ts';
import type { GameState } from './state.ts';

/** Kinds of attack a defender may face. */
export const ATTACK_KINDS = ['melee', 'shoot', 'psychic'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** Most defence dice a defender rolls, whatever its combat dice (`cx-defence-dice`). */
export const MAX_DEFENCE_DICE = 5;

/** As data: does the defender roll defence dice, and which rule decides it. */
export interface DefenceAnswer {
  readonly rollsDefence: boolean;
  /**
   * Defence dice rolled, when the defender's combat dice were given: those dice, at most
   * {@link MAX_DEFENCE_DICE}; 0 when no defence dice are rolled. Absent when not given.
   */
  readonly dice?: number;
  /** `room-heroes-only`: the Meditation Room is built, but it does not help an Overmind model. */
  readonly because: 'normal' | 'psychic-no-defence' | 'meditation-room' | 'room-heroes-only';
}

/** A count of dice as a whole number, never below 0. */
const wholeDice = (n: number): number => Math.max(0, Math.floor(n));

/** Which side the defender is on: a Hero, or one of the Overmind's models. */
export type DefenderSide = 'hero' | 'overmind';

/**
 * Does the defender of an `attack` roll defence dice in this state? `defender` defaults to a Hero.
 * With `combatDice` (the defender's combat dice for defence), also how many it rolls: no more
 * than {@link MAX_DEFENCE_DICE} (`cx-defence-dice`), also against a psychic attack that the
 * Meditation Room lets it defend "as usual" (`cx-meditation-room`).
 */
export function defenceAgainst(
  state: Pick<GameState, 'station'>,
  attack: AttackKind,
  defender: DefenderSide = 'hero',
  combatDice?: number,
): DefenceAnswer {
  const a: DefenceAnswer =
    attack !== 'psychic'
      ? { rollsDefence: true, because: 'normal' }
      : !state.station.meditationRoom
        ? { rollsDefence: false, because: 'psychic-no-defence' }
        : defender === 'hero'
          ? { rollsDefence: true, because: 'meditation-room' }
          : { rollsDefence: false, because: 'room-heroes-only' };
  if (combatDice === undefined) return a;
  return { ...a, dice: a.rollsDefence ? Math.min(wholeDice(combatDice), MAX_DEFENCE_DICE) : 0 };
}

/**
 * {@link defenceAgainst} as a verdict: allowed when the defender rolls defence dice. With
 * `combatDice`, an explaining reason says how many it rolls (at most {@link MAX_DEFENCE_DICE}).
 */
export function canDefend(
  state: Pick<GameState, 'station'>,
  attack: AttackKind,
  defender: DefenderSide = 'hero',
  combatDice?: number,
): Verdict {
  const a = defenceAgainst(state, attack, defender, combatDice);
  const reason =
    a.because === 'normal'
      ? R.NormalDefence({ attack })
      : a.because === 'meditation-room'
        ? R.MeditationRoomDefence()
        : a.because === 'room-heroes-only'
          ? R.MeditationRoomHeroesOnly()
          : R.PsychicNoDefence();
  if (!a.rollsDefence || a.dice === undefined || combatDice === undefined) return verdictOf([reason]);
  return verdictOf([reason, R.DefenceDiceRolled({ have: wholeDice(combatDice), dice: a.dice, max: MAX_DEFENCE_DICE })]);
}
