/**
 * Whether what a scenario says happened earlier in the round fits its models: the Overwatch
 * attacks and Alien Behaviour Actions it lists, and the Overwatch tokens it shows. Part of
 * validating a scenario (scenario-parse.ts). Pure; reports problems as data.
 *
 * The rules applied: only the Overmind's revealed units take Alien Behaviour Actions, a Blip Token
 * once flipped (`cx-behaviour-after-flip`); a face-down Blip Token has no value but Movement
 * (`cx-blip-values`), so it cannot have taken Overwatch, holds no token and has made no Overwatch
 * attack; an Overwatch token fires once and is then removed (`cx-overwatch-once`), and only taking
 * Overwatch in an activation gives a model a token (`cx-overwatch-full`, `cx-overwatch-weak`).
 *
 * This vault's reading where the scenario does not say the order: a model that made an Overwatch
 * attack this round and was activated this round (in `activated`, as the Interruption's unit, or
 * being activated now) may hold a new token from that activation, whichever came first. The model
 * being activated keeps whatever token the scenario shows (the engine discards it on activation,
 * `cx-discard-overwatch`).
 */
import type { ProblemOf } from '../core/index.ts';
import type { ActionSpec, ModelSpec } from './scenario.ts';
import type { ScenarioMessages } from './scenario-messages.ts';

type Problems = ProblemOf<ScenarioMessages>[];

/** What a scenario says of the round before the question. */
export interface RoundHistory {
  readonly models: Readonly<Record<string, ModelSpec>>;
  /** The model being activated, or `null`. */
  readonly active: string | null;
  /** The actions the model being activated took so far. */
  readonly did: readonly ActionSpec[];
  readonly activated: readonly string[];
  readonly interruption: string | null;
  readonly overwatchAttacks: readonly string[];
  readonly behaviourActions: readonly string[];
}

/**
 * Adds a `historyImpossible` problem (field, why) for each listed Overwatch attack, Alien
 * Behaviour Action or Overwatch token that cannot have happened (see the module comment). Ids
 * must already name models. Never throws.
 */
export function checkRoundHistory(h: RoundHistory, errors: Problems): void {
  const flippedNow = (id: string) => id === h.active && h.did.some((d) => d.action === 'flip');
  const faceDown = (id: string) => h.models[id]?.kind === 'blip' && !flippedNow(id);
  const activatedThisRound = (id: string) => h.activated.includes(id) || h.interruption === id || h.active === id;
  h.behaviourActions.forEach((id, i) => {
    const field = `behaviourActions[${i}]`;
    if (h.models[id]?.kind === 'hero')
      errors.push(['historyImpossible', field, `${id} is a Hero, and only the Overmind's Alien Units take Alien Behaviour Actions`]);
    else if (faceDown(id))
      errors.push([
        'historyImpossible',
        field,
        `${id} is still a face-down Blip Token, and the Alien Behaviour Action is taken by the unit a blip reveals once it is flipped`,
      ]);
  });
  h.overwatchAttacks.forEach((id, i) => {
    if (h.models[id]?.kind === 'blip')
      errors.push([
        'historyImpossible',
        `overwatchAttacks[${i}]`,
        `${id} is a face-down Blip Token, with no value but Movement, so it cannot have taken Overwatch or fired on it`,
      ]);
  });
  for (const [id, m] of Object.entries(h.models)) {
    if (!m.overwatch || id === h.active) continue;
    const field = `models.${id}.overwatch`;
    if (m.kind === 'blip')
      errors.push([
        'historyImpossible',
        field,
        `${id} is a face-down Blip Token, with no value but Movement, so it cannot have taken Overwatch`,
      ]);
    else if (h.overwatchAttacks.includes(id) && !activatedThisRound(id))
      errors.push([
        'historyImpossible',
        field,
        `${id} made an Overwatch attack this round (\`overwatchAttacks\`), which removed its token, and only taking Overwatch in an activation gives it another, but ${id} has not been activated this round`,
      ]);
  }
}
