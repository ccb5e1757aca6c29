/**
 * Chronicle X rules engine: activations, actions and the square grid, citing block ids in
 * `content/chronicle-x/`. Importing this module binds the reasons' words (reason-texts.ts) to the
 * catalogue. Pure; imports nothing outside `src/engine/`.
 */
import type { GameEngine } from '../core/index.ts';
import { texts } from './reason-texts.ts';
import { catalogue, reasons } from './reasons.ts';
import { answerScenario, name, type Scenario } from './scenario.ts';
import { parseScenario } from './scenario-read.ts';

catalogue.bind(texts);

export { canActivate } from './activation.ts';
export { canPerform, legalActions, reachableWith, isFaceDownBlip, featuresNear } from './actions.ts';
export {
  isAdjacent,
  isAdjacentOnBoard,
  wallsBetween,
  canStep,
  reachableSquares,
  sprintDistance,
  stepsTo,
  stepsBetween,
  stepsFrom,
} from './movement.ts';
export { hasLineOfSight, lineOfSightBlocker, type Blocker } from './line-of-sight.ts';
export { movePath, pathVerdict, overwatchDice, type MoveInterruption, type PathOutcome } from './overwatch.ts';
export { canDefend, defenceAgainst, ATTACK_KINDS, MAX_DEFENCE_DICE, type AttackKind, type DefenceAnswer } from './defence.ts';
export { range, type RangeResult } from './range.ts';
export {
  createBoard,
  checkBoardSpec,
  boardToSpec,
  withFlag,
  withWalls,
  withModels,
  isOpen,
  isOnBoard,
  isWallBetween,
  BLOCKED,
  HAZARD,
  FEATURE,
  WALL_EAST,
  WALL_SOUTH,
  OCCUPIED,
  type Board,
  type BoardSpec,
} from './board.ts';
export { readAsciiMap, asciiMap, formatAsciiMap, type AsciiMap } from './ascii.ts';
export { parseSquare, formatSquare, distance, type Square } from './squares.ts';
export type * from './state.ts';
export { actionsUsed, areEnemies, isAlienSide, overwatchTokenOf } from './state.ts';
export {
  stateOf,
  actionOf,
  type Scenario,
  type ModelSpec,
  type ActionSpec,
  type ActivateAsk,
  type PathAsk,
  type DefendAsk,
  type Ask,
} from './scenario.ts';
export { parseScenario } from './scenario-read.ts';
export { boardFromSpec, parseScenarioData } from './scenario-read.ts';
export { checkScenarioData, MAX_MODELS } from './scenario-parse.ts';
export { scenarioMessages } from './scenario-messages.ts';
export { dataEngine } from './data-engine.ts';
export { reasons };

/** The Chronicle X engine for `check` blocks, widgets and shareable links. */
export const engine: GameEngine<Scenario> = {
  id: 'chronicle-x',
  name,
  reasons,
  parseScenario,
  answer: answerScenario,
};
