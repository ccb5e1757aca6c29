/**
 * Star Wars: Legion scenarios as link and widget input: {@link legionInput} writes a validated
 * scenario back as the plain data `parseScenario` reads, so that `parseScenario(legionInput(s))`
 * gives `s` again. Pure.
 */
import type { Scenario } from '../../engine/legion/scenario.ts';
import type { Done } from '../../engine/legion/state.ts';

/**
 * Field order of Legion links. `ask` comes last, as in every game's links, so that a link cut off
 * at a parameter boundary loses its question (and is refused) rather than a field with a default.
 */
export const LEGION_FIELDS = [
  'unit',
  'turn',
  'trigger',
  'step',
  'suppressionAtStart',
  'rolled',
  'orderIssued',
  'ended',
  'repaired',
  'treated',
  'wounded',
  'attacked',
  'gains',
  'did',
  'guard',
  'leaderInRange',
  'ask',
] as const;

/** An action or gained token as the shortest input: `move`, or the mapping when it says more. */
export function legionActionInput(a: Done | 'contest' | 'guardian'): unknown {
  if (typeof a === 'string') return a;
  const keys = Object.keys(a);
  return keys.length === 1 && keys[0] === 'action' && (a as { action: string }).action !== 'card'
    ? (a as { action: string }).action
    : { ...a };
}

/** The input data for a validated scenario (see the module comment). */
export function legionInput(s: Scenario): Record<string, unknown> {
  const { step, did, suppressionAtStart, turn, trigger, ...unit } = s.state;
  const out: Record<string, unknown> = { unit: JSON.parse(JSON.stringify(unit)) };
  if (turn !== undefined && turn !== 'own') out.turn = turn;
  if (trigger !== undefined) out.trigger = { ...trigger };
  if (step !== 'perform-actions') out.step = step;
  if (suppressionAtStart !== undefined) out.suppressionAtStart = suppressionAtStart;
  if (s.rolled) out.rolled = [...s.rolled];
  if (s.orderIssued) out.orderIssued = true;
  if (s.ended) out.ended = true;
  if (s.repaired) out.repaired = s.repaired;
  if (s.treated) out.treated = s.treated;
  if (s.wounded) out.wounded = s.wounded;
  if (s.attacked) out.attacked = { ...s.attacked };
  if (s.gains) out.gains = s.gains;
  if (did.length) out.did = did.map(legionActionInput);
  if (s.guard) out.guard = { ...s.guard };
  if (s.ask === 'contest' && !s.leaderInRange) out.leaderInRange = false;
  out.ask = legionActionInput(s.ask); // last: see LEGION_FIELDS
  return out;
}
