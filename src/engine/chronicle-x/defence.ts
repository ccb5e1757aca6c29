/**
 * Whether the defender rolls defence dice (rules `cx-defence-dice`, `cx-psychic-no-defence`,
 * `cx-meditation-room`): always against melee and shoot attacks; against a psychic attack only
 * when the Heroes built the Meditation Room and the defender is a Hero. The room is the Heroes'
 * own, on their Space Station, and the rules say that with it the Heroes defend: an Alien Unit
 * (or a blip, flipped by the attack) hit by a Hero's psychic attack still rolls no defence dice
 * (this vault's reading).
 */
import { verdictOf, type Verdict } from '../core/index.ts';
import * as R from './reasons.ts';
import type { GameState } from './state.ts';

/** Kinds of attack a defender may face. */
export const ATTACK_KINDS = ['melee', 'shoot', 'psychic'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** As data: does the defender roll defence dice, and which rule decides it. */
export interface DefenceAnswer {
  readonly rollsDefence: boolean;
  /** `room-heroes-only`: the Meditation Room is built, but it does not help an Overmind model. */
  readonly because: 'normal' | 'psychic-no-defence' | 'meditation-room' | 'room-heroes-only';
}

/** Which side the defender is on: a Hero, or one of the Overmind's models. */
export type DefenderSide = 'hero' | 'overmind';

/** Does the defender of an `attack` roll defence dice in this state? `defender` defaults to a Hero. */
export function defenceAgainst(state: Pick<GameState, 'station'>, attack: AttackKind, defender: DefenderSide = 'hero'): DefenceAnswer {
  if (attack !== 'psychic') return { rollsDefence: true, because: 'normal' };
  if (!state.station.meditationRoom) return { rollsDefence: false, because: 'psychic-no-defence' };
  return defender === 'hero' ? { rollsDefence: true, because: 'meditation-room' } : { rollsDefence: false, because: 'room-heroes-only' };
}

/** {@link defenceAgainst} as a verdict: allowed when the defender rolls defence dice. */
export function canDefend(state: Pick<GameState, 'station'>, attack: AttackKind, defender: DefenderSide = 'hero'): Verdict {
  const a = defenceAgainst(state, attack, defender);
  const reason =
    a.because === 'normal'
      ? R.NormalDefence({ attack })
      : a.because === 'meditation-room'
        ? R.MeditationRoomDefence()
        : a.because === 'room-heroes-only'
          ? R.MeditationRoomHeroesOnly()
          : R.PsychicNoDefence();
  return verdictOf([reason]);
}
