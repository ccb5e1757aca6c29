/**
 * Scenario builders for Legion engine tests: `unit({...})` gives a trooper (courage 1, no
 * suppression) in its Perform Actions step with an empty log; `did(...)` turns action names and
 * objects into log entries; `ask({...})` answers a scenario as a `check` block states it.
 */
import { engine, type Action, type Done, type NamedKind, type UnitState } from '../../../src/engine/legion/index.ts';

/** A unit in its Perform Actions step; override any field. */
export function unit(over: Partial<UnitState> = {}): UnitState {
  return { type: 'trooper', courage: 1, suppression: 0, step: 'perform-actions', did: [], ...over };
}

/** Log entries from names (`'move'`) or full entries. */
export function did(...entries: (NamedKind | Done)[]): Done[] {
  return entries.map((e) => (typeof e === 'string' ? { action: e } : e));
}

/** A free action of a named type. */
export const free = (action: NamedKind, extra: Partial<Action> = {}): Action => ({ action, free: true, ...extra });
/** A card action. */
export const card = (name: string, extra: Partial<Action> = {}): Action => ({ action: 'card', card: name, ...extra });

/** Answers a scenario (a `check` block's fields, `game` added), failing the test when it does not validate. */
export function ask(input: Record<string, unknown>) {
  const parsed = engine.parseScenario({ game: 'legion', ...input });
  if (!parsed.ok) throw new Error(`scenario refused: ${JSON.stringify(parsed.errors)}`);
  return engine.answer(parsed.value);
}

/** The codes of a verdict's reasons, in order. */
export const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

/** The rule block ids a verdict cites, in order. */
export const rules = (v: { reasons: readonly { rule: string }[] }) => v.reasons.map((r) => r.rule);

/** A verdict's messages as one text, as the answer shows them. */
export const messages = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message).join(' ');

/** The enemy's turn, an enemy unit within 2 and in line of sight having done `did` (a standby's trigger). */
export const enemy = (did: string, extra: Record<string, unknown> = {}) => ({
  turn: 'enemy',
  trigger: { did, within2: true, los: true, ...extra },
});

/** The move a standby token allows. */
export const standbyMove = { action: 'move', free: true, standby: true } as const;

/** The attack a standby token allows, against the unit that set it off (`defender` adds to it). */
export const standbyAttack = (defender: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  action: 'attack',
  free: true,
  standby: true,
  defender: { trigger: true, ...defender },
  ...extra,
});
