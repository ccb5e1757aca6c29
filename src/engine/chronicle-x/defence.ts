/**
 * Whether the defender rolls defence dice (rules `cx-defence-dice`, `cx-psychic-no-defence`,
 * `cx-meditation-room`): always against melee and shoot attacks; against a psychic attack only
 * when the Heroes built the Meditation Room.
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
  readonly because: 'normal' | 'psychic-no-defence' | 'meditation-room';
}

/** Does the defender of an `attack` roll defence dice in this state? */
export function defenceAgainst(state: Pick<GameState, 'station'>, attack: AttackKind): DefenceAnswer {
  if (attack !== 'psychic') return { rollsDefence: true, because: 'normal' };
  return state.station.meditationRoom
    ? { rollsDefence: true, because: 'meditation-room' }
    : { rollsDefence: false, because: 'psychic-no-defence' };
}

/** {@link defenceAgainst} as a verdict: allowed when the defender rolls defence dice. */
export function canDefend(state: Pick<GameState, 'station'>, attack: AttackKind): Verdict {
  const a = defenceAgainst(state, attack);
  const reason =
    a.because === 'normal'
      ? R.NormalDefence({ attack })
      : a.because === 'meditation-room'
        ? R.MeditationRoomDefence()
        : R.PsychicNoDefence();
  return verdictOf([reason]);
}
