/**
 * The serialisable Chronicle X scenario (a situation plus one question), as written in `check`
 * blocks and encoded in shareable links, and how the engine answers it.
 *
 * Input format (YAML shown; every field but `ask` is optional; `game` and `expect` are accepted
 * and ignored):
 *
 * ```yaml
 * game: chronicle-x
 * board: |            # an ASCII map (see ascii.ts), or { map?, size?, blocked?, hazards?, features?, walls? }
 *   . . # .
 *   A|. . B
 * models:             # id → model; a one-character id may stand on the map instead of giving `at`
 *   A: { kind: hero, move: 4, melee: 2, short: { dice: 3, range: 4 }, long: { dice: 1, range: 8 } }
 *   B: { kind: alien, psychic: { dice: 2, range: 3 }, overwatch: weak }
 * model: { kind: hero, move: 4 }   # shorthand for a single model with id A (default square a1)
 * phase: hero         # hero | overmind (default: the active model's side; hero for an interruption)
 * activated: [C]      # models already activated this round
 * interruption: B     # the alien unit the Overmind activated out of turn this Hero phase
 * overwatchAttacks: [D]   # made an Overwatch attack this round (not an activation)
 * behaviourActions: [E]   # took an Alien Behaviour Action this round (not an activation)
 * active: A           # the model being activated (default: the only model; null = between activations)
 * did: [move]         # actions it took so far: move, sprint, melee, shoot, interact, overwatch
 *                     # (full), overwatch-weak, psychic, flip, or { action, to, target, mode };
 *                     # `at` is where each model stands now, so the last Move or Sprint that gives
 *                     # `to` ends on the active model's `at` (see scenario-did.ts for what is checked)
 * mutationCards: 5    # Mutation cards in the Overmind's hand (default 5; the Interruption discards 2)
 * station: { meditationRoom: false }   # rooms the Heroes built that the rules ask about
 * ask: sprint         # an action as above, e.g. { action: shoot, target: B } or { action: move, to: c4 },
 *                     # or { activate: B, interruption: true } to ask canActivate,
 *                     # or { path: [b2, c3], model: B } "does B walk it uninterrupted?" (model default: active),
 *                     # or { defend: psychic } "does the defender roll defence dice?" (melee | shoot | psychic)
 *                     #   (the defender: an enemy of the active model; a Hero when none is active);
 *                     #   { defend: melee, dice: 7 } also "how many?" (its combat dice; at most 5 are rolled)
 * expect: yes
 * ```
 *
 * Model defaults: `kind: hero`, `move: 4`, `melee: 1`, no ranged values, no psychic ability, no
 * Overwatch token. Board default: an open 8x8 board.
 */
import { emptyRecord, type Verdict } from '../core/index.ts';
import { canPerform } from './actions.ts';
import { canActivate } from './activation.ts';
import { checkBoardSpec, withModels, type Board, type BoardSpec } from './board.ts';
import { canDefend, type AttackKind } from './defence.ts';
import { pathVerdict } from './overwatch.ts';
import { parseSquare, type Square } from './squares.ts';
import type { Action, ActionKind, GameState, ModelKind, OverwatchMode, Phase, RangedValue } from './state.ts';

/** A model in a scenario; `at` is square notation. */
export interface ModelSpec {
  kind: ModelKind;
  at: string;
  move: number;
  melee: number;
  short: RangedValue | null;
  long: RangedValue | null;
  psychic: RangedValue | null;
  overwatch: OverwatchMode | null;
}

/** An action in a scenario; `to` is square notation. */
export interface ActionSpec {
  action: ActionKind;
  to?: string;
  target?: string;
  mode?: OverwatchMode;
}

/** "Can this model be activated now?" */
export interface ActivateAsk {
  activate: string;
  interruption: boolean;
}

/** "Does `model` walk this path (squares stepped into, in notation) without being interrupted?" */
export interface PathAsk {
  path: string[];
  model: string;
}

/** "Does the defender roll defence dice against this kind of attack?" */
export interface DefendAsk {
  defend: AttackKind;
  /** The defender's combat dice, when the question is also how many it rolls (0–99). */
  dice?: number;
}

export type Ask = ActionSpec | ActivateAsk | PathAsk | DefendAsk;

/** A validated scenario with every default filled in. Plain JSON. */
export interface Scenario {
  /** Terrain in the lossless spec form; an ASCII map in the input ends up here as lists. */
  board: BoardSpec;
  models: Record<string, ModelSpec>;
  phase: Phase;
  activated: string[];
  interruption: string | null;
  overwatchAttacks: string[];
  behaviourActions: string[];
  /** The model being activated, or `null` between activations. */
  active: string | null;
  did: ActionSpec[];
  /** Mutation cards in the Overmind's hand. */
  mutationCards: number;
  meditationRoom: boolean;
  ask: Ask;
}

/** The action an {@link ActionSpec} stands for. Squares must already be valid (as after parsing). */
export function actionOf(spec: ActionSpec): Action {
  switch (spec.action) {
    case 'move':
    case 'sprint':
      return spec.to ? { action: spec.action, to: parseSquare(spec.to) as Square } : { action: spec.action };
    case 'melee':
    case 'shoot':
    case 'psychic':
      return spec.target ? { action: spec.action, target: spec.target } : { action: spec.action };
    case 'overwatch':
      return { action: 'overwatch', mode: spec.mode ?? 'full' };
    default:
      return { action: spec.action };
  }
}

/**
 * The game state a validated scenario describes, with the board compiled and models placed.
 * Throws only for a scenario that did not come from `parseScenario` and is inconsistent.
 */
export function stateOf(scenario: Scenario): GameState {
  const built = checkBoardSpec(scenario.board);
  if ('problems' in built)
    throw new Error(
      `The scenario's board is not valid (${JSON.stringify(built.problems)}); validate the scenario with parseScenario first.`,
    );
  const placement = emptyRecord<Square>();
  const models: GameState['models'] = emptyRecord();
  for (const [id, m] of Object.entries(scenario.models)) {
    const at = parseSquare(m.at) as Square;
    placement[id] = at;
    (models as Record<string, GameState['models'][string]>)[id] = { id, ...m, at };
  }
  const board: Board = withModels(built.board, placement);
  const active = scenario.active;
  return {
    board,
    models,
    round: {
      phase: scenario.phase,
      activated: scenario.activated,
      interruption: scenario.interruption,
      overwatchAttacks: scenario.overwatchAttacks,
      behaviourActions: scenario.behaviourActions,
      mutationCards: scenario.mutationCards,
    },
    station: { meditationRoom: scenario.meditationRoom },
    activation: active === null ? null : { model: active, interruption: scenario.interruption === active, did: scenario.did.map(actionOf) },
  };
}

/** The game's display name. */
export const name = 'Chronicle X';

/**
 * Answers the scenario's question: `canActivate` for `{ activate }`, `pathVerdict` for
 * `{ path }`, `canDefend` for `{ defend }`, otherwise `canPerform` (a psychic attack's answer
 * adds whether its target rolls defence dice, as an explaining reason). The defender is an enemy
 * of the model being activated: an Overmind model when a Hero attacks, a Hero otherwise (also
 * when no model is being activated), which decides whether the Meditation Room helps it.
 */
export function answerScenario(scenario: Scenario): Verdict {
  const state = stateOf(scenario);
  const ask = scenario.ask;
  if ('activate' in ask) return canActivate(state, ask.activate, { interruption: ask.interruption });
  if ('path' in ask)
    return pathVerdict(
      state,
      ask.model,
      ask.path.map((p) => parseSquare(p) as Square),
    );
  // The defender is an enemy of the model being activated; with none, a Hero (whom the Meditation Room protects).
  const attacker = scenario.active === null ? undefined : scenario.models[scenario.active];
  const defender = attacker && attacker.kind === 'hero' ? 'overmind' : 'hero';
  if ('defend' in ask) return canDefend(state, ask.defend, defender, ask.dice);
  const verdict = canPerform(state, actionOf(ask));
  // A psychic attack's answer also says whether the target will roll defence dice.
  return ask.action === 'psychic' && verdict.allowed
    ? {
        ...verdict,
        reasons: [...verdict.reasons, ...canDefend(state, 'psychic', defender).reasons.map((r) => ({ ...r, refuses: false }))],
      }
    : verdict;
}
