/** Scenario builders for SWU engine tests: small defaults, override what the test is about. */
import type { Ability, Card, Effect, PendingTrigger, SwuState } from '../../../src/engine/swu/index.ts';

/** A two-player state (A active, not yet acted, no resources) with the given overrides. */
export function state(over: Partial<SwuState> = {}): SwuState {
  return { players: ['A', 'B'], activePlayer: 'A', actionTaken: false, resources: {}, cards: [], pending: [], effects: [], ...over };
}

/** A ready card controlled by A. */
export function card(id: string, abilities: Ability[], over: Partial<Card> = {}): Card {
  return { id, name: id, controller: 'A', exhausted: false, abilities, ...over };
}

export const action = (id: string, cost: { exhaust?: boolean; resources?: number } = {}, epic = false, used = false): Ability => ({
  kind: 'action',
  id,
  cost: { exhaust: cost.exhaust ?? false, resources: cost.resources ?? 0 },
  epic,
  used,
});
export const keyword = (keyword: string): Ability => ({ kind: 'keyword', id: keyword.toLowerCase(), keyword });
export const constant = (id: string): Ability => ({ kind: 'constant', id });
export const whenDefeated = (id = 'wd'): Ability => ({ kind: 'triggered', id, condition: 'When Defeated' });

/** A pending trigger; `nested` are what it triggers while resolving. */
export function trig(id: string, controller: string, nested: PendingTrigger[] = []): PendingTrigger {
  return { id, controller, triggers: nested };
}

export const ignoreFor = (id: string, duration: 'this-attack' | 'this-phase', cardId: string, kw: string): Effect => ({
  kind: 'lasting',
  id,
  controller: 'A',
  duration,
  ignore: { card: cardId, keyword: kw },
});
