/**
 * Chronicle X scenarios as link and widget input: {@link chronicleXInput} writes a validated
 * scenario back as the plain data `parseScenario` reads (defaults left out), so that
 * `parseScenario(chronicleXInput(s))` gives `s` again. Pure.
 */
import { SCENARIO_FIELDS } from '../../engine/chronicle-x/fields.ts';
import type { ActionSpec, Ask, ModelSpec, Scenario } from '../../engine/chronicle-x/scenario.ts';

const [BOARD, MODELS, ...LATER] = SCENARIO_FIELDS;

/**
 * The top-level fields a Chronicle X link may carry, in the order links write them: the scenario's
 * fields plus `model`, the one-model shorthand `scenario.ts` documents (a link reader keeps every
 * name listed here and sets any other aside as unknown). {@link chronicleXInput} never writes
 * `model`; a link that has it is read as `parseScenario` reads it.
 */
export const CHRONICLE_X_FIELDS: readonly string[] = [BOARD, MODELS, 'model', ...LATER];

/** An action as the shortest input: `move`, `overwatch-weak`, or `{ action, to, target }`. */
function actionInput(spec: ActionSpec): unknown {
  if (spec.action === 'overwatch') return spec.mode === 'weak' ? 'overwatch-weak' : 'overwatch';
  const out: Record<string, unknown> = { action: spec.action };
  if (spec.to !== undefined) out.to = spec.to;
  if (spec.target !== undefined) out.target = spec.target;
  return Object.keys(out).length === 1 ? spec.action : out;
}

function modelInput(m: ModelSpec): Record<string, unknown> {
  const out: Record<string, unknown> = { kind: m.kind, at: m.at };
  if (m.move !== 4) out.move = m.move;
  if (m.melee !== 1) out.melee = m.melee;
  if (m.short) out.short = { ...m.short };
  if (m.long) out.long = { ...m.long };
  if (m.psychic) out.psychic = { ...m.psychic };
  if (m.overwatch) out.overwatch = m.overwatch;
  return out;
}

function askInput(ask: Ask): unknown {
  if ('activate' in ask) return { activate: ask.activate, ...(ask.interruption ? { interruption: true } : {}) };
  if ('path' in ask) return { path: [...ask.path], model: ask.model };
  if ('defend' in ask) return { defend: ask.defend, ...(ask.dice !== undefined ? { dice: ask.dice } : {}) };
  // The question is a link's last value, where a link is cut off: a cut inside `overwatch-weak`
  // would leave `overwatch`, another question, so weak Overwatch is asked as an object, which a
  // cut leaves unclosed (and the link is reported as cut off).
  if (ask.action === 'overwatch' && ask.mode === 'weak') return { action: 'overwatch', mode: 'weak' };
  return actionInput(ask);
}

/** The input data for a validated scenario (see the module comment). */
export function chronicleXInput(s: Scenario): Record<string, unknown> {
  const board: Record<string, unknown> = { size: s.board.size };
  for (const key of ['blocked', 'hazards', 'features', 'walls'] as const) if (s.board[key]?.length) board[key] = [...s.board[key]!];
  const out: Record<string, unknown> = {};
  if (Object.keys(board).length > 1 || board.size !== '8x8') out.board = board; // the default board: open 8x8
  out.models = Object.fromEntries(Object.entries(s.models).map(([id, m]) => [id, modelInput(m)]));
  out.phase = s.phase;
  if (s.activated.length) out.activated = [...s.activated];
  if (s.interruption !== null) out.interruption = s.interruption;
  if (s.overwatchAttacks.length) out.overwatchAttacks = [...s.overwatchAttacks];
  if (s.behaviourActions.length) out.behaviourActions = [...s.behaviourActions];
  // `active: null` is implied when asking about an activation with nothing done yet.
  if (!(s.active === null && !('action' in s.ask) && s.did.length === 0)) out.active = s.active;
  if (s.did.length) out.did = s.did.map(actionInput);
  if (s.mutationCards !== 5) out.mutationCards = s.mutationCards;
  if (s.meditationRoom) out.station = { meditationRoom: true };
  out.ask = askInput(s.ask);
  return out;
}
