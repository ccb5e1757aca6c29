/**
 * The Chronicle X game state the engine reasons about: models on a board, the round so far, and
 * the activation in progress. Everything but the compiled {@link Board} is plain data; the
 * serialisable form of a whole situation is the {@link Scenario} (see `scenario.ts`).
 */
import type { Board } from './board.ts';
import { sprintDistance } from './movement.ts';
import type { Square } from './squares.ts';

/** Hero (the Heroes' side), alien unit (revealed, the Overmind's side) or blip token (face down, the Overmind's side). */
export type ModelKind = 'hero' | 'alien' | 'blip';

/** A ranged combat value: dice rolled, and the farthest distance (in squares) it applies to. */
export interface RangedValue {
  readonly dice: number;
  readonly range: number;
}

/** A Hero, Alien Unit or Blip Token. */
export interface Model {
  readonly id: string;
  readonly kind: ModelKind;
  readonly at: Square;
  /** Movement value: squares a Move covers (a Sprint covers half, rounded down). */
  readonly move: number;
  /** Melee value: combat dice for a Melee Attack; 0 = cannot make Melee Attacks. */
  readonly melee: number;
  /** Short-range combat value and distance, if the model can shoot at short range. */
  readonly short: RangedValue | null;
  /** Long-range combat value and distance, if the model can shoot at long range. */
  readonly long: RangedValue | null;
  /** A psychic ability (one named Psy, Psychic or Psionic): dice and reach in squares; `null` when none. */
  readonly psychic: RangedValue | null;
  /** The Overwatch token beside the model: red full-power, blue weak, or none. */
  readonly overwatch: OverwatchMode | null;
}

export type OverwatchMode = 'full' | 'weak';

/** The side taking its turn: the Heroes' phase or the Overmind's phase. */
export type Phase = 'hero' | 'overmind';

/** What has happened this round so far (before the current activation). */
export interface Round {
  readonly phase: Phase;
  /** Ids of models already activated this round in their own side's phase. */
  readonly activated: readonly string[];
  /** Id of the alien unit the Overmind activated out of turn with its Interruption during this hero phase, if any. */
  readonly interruption: string | null;
  /** Ids of models that made an Overwatch attack this round (not activations). */
  readonly overwatchAttacks: readonly string[];
  /** Ids of alien units that took an Alien Behaviour Action this round (not activations). */
  readonly behaviourActions: readonly string[];
  /** Mutation cards in the Overmind's hand (the Interruption discards 2). */
  readonly mutationCards: number;
}

/** What the Heroes have built on the Space Station that the rules ask about. */
export interface Station {
  /** The Meditation Room: with it, psychic attacks are defended with dice. */
  readonly meditationRoom: boolean;
}

export type ActionKind = 'move' | 'sprint' | 'melee' | 'shoot' | 'interact' | 'overwatch' | 'psychic' | 'flip';

/**
 * One action, as asked about or as already taken. `to` (Move, Sprint) and `target` (attacks) are
 * optional: without them the question is whether the action is possible at all now.
 */
export type Action =
  | { readonly action: 'move' | 'sprint'; readonly to?: Square }
  | { readonly action: 'melee' | 'shoot' | 'psychic'; readonly target?: string }
  | { readonly action: 'interact' | 'flip' }
  | { readonly action: 'overwatch'; readonly mode: OverwatchMode };

export const ACTION_KINDS: readonly ActionKind[] = ['move', 'sprint', 'melee', 'shoot', 'interact', 'overwatch', 'psychic', 'flip'];

/** The activation in progress. */
export interface Activation {
  /** Id of the model being activated. */
  readonly model: string;
  /** `true` when the Overmind activated it out of turn with its Interruption. */
  readonly interruption: boolean;
  /** Actions taken so far in this activation, in order. */
  readonly did: readonly Action[];
}

export interface GameState {
  /** The grid, with every model placed on its square. */
  readonly board: Board;
  readonly models: Readonly<Record<string, Model>>;
  readonly round: Round;
  /** The activation in progress; `null` between activations. */
  readonly activation: Activation | null;
  readonly station: Station;
}

/** `true` for the Overmind's models (alien units and blip tokens). */
export function isAlienSide(model: Model): boolean {
  return model.kind !== 'hero';
}

/** `true` when the two models are on opposite sides. */
export function areEnemies(a: Model, b: Model): boolean {
  return isAlienSide(a) !== isAlienSide(b);
}

/**
 * The Overwatch token a model holds now. For the model being activated that is the token it took
 * in this activation, if any: a token it still had from earlier was discarded when it was
 * activated (`cx-discard-overwatch`), and taking Overwatch gives it a new one, red or blue by the
 * mode taken (`cx-overwatch-full`, `cx-overwatch-weak`). Any other model holds the token shown.
 */
export function overwatchTokenOf(state: Pick<GameState, 'activation'>, model: Model): OverwatchMode | null {
  const a = state.activation;
  if (!a || a.model !== model.id) return model.overwatch;
  for (const d of a.did) if (d.action === 'overwatch') return d.mode;
  return null;
}

/** Actions that a full-power Overwatch counts as: it takes both actions. */
export function actionsUsed(did: readonly Action[]): number {
  return did.reduce((n, a) => n + (a.action === 'overwatch' && a.mode === 'full' ? 2 : 1), 0);
}

/** The values an action may need: Movement, Melee, the ranged values and a psychic ability. */
export type CombatValues = Pick<Model, 'move' | 'melee' | 'short' | 'long' | 'psychic'>;

/**
 * `false` when the model lacks the value an action needs, whatever the board: a Move needs a
 * Movement of 1 or more (`cx-move-distance`), a Sprint half of it rounded down, so a Movement of
 * 2 or more (`cx-sprint-distance`), a Melee Attack a Melee value (`cx-melee-value`), a Shoot
 * Attack and Overwatch a short- or long-range value (`cx-shoot-range`, `cx-overwatch-shooter`),
 * a Psychic Attack a psychic ability (`cx-psychic-ability`). A value of 0 dice is none. Interact
 * and Flip need no value. The same test decides what `canPerform` refuses and which actions a
 * scenario's `did` cannot hold.
 */
export function hasValueFor(m: CombatValues, kind: ActionKind): boolean {
  switch (kind) {
    case 'move':
      return m.move > 0;
    case 'sprint':
      return sprintDistance(m.move) > 0;
    case 'melee':
      return m.melee > 0;
    case 'shoot':
    case 'overwatch':
      return (m.short?.dice ?? 0) > 0 || (m.long?.dice ?? 0) > 0;
    case 'psychic':
      return (m.psychic?.dice ?? 0) > 0;
    default:
      return true;
  }
}
