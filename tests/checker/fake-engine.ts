/**
 * A small but real game engine for the checker's tests (game id `fake`, vault folder `fake/`):
 * a unit has two actions per activation and cannot repeat an action.
 * Scenario: `{ did: string[], ask: string }`; `game`, `expect` and `unit` are ignored.
 */
import { defineReason, fail, ok, runGates, type GameEngine } from '../../src/engine/core/index.ts';

interface Scenario {
  did: string[];
  ask: string;
}

const TwoActions = defineReason<{ used: number }>({
  code: 'TwoActions',
  rule: 'fake-two-actions',
  title: 'Two actions',
  refuses: true,
  message: ({ used }) => `This unit already performed ${used} actions.`,
});
const SameActionTwice = defineReason<{ action: string }>({
  code: 'SameActionTwice',
  rule: 'fake-same-action-once',
  title: 'Same action twice',
  refuses: true,
  message: ({ action }) => `This unit already performed ${action}.`,
});
const MissingRule = defineReason({
  code: 'Teleport',
  rule: 'fake-teleport',
  title: 'Teleport',
  refuses: true,
  message: () => 'Nobody teleports.',
});

export const reasons = { TwoActions, SameActionTwice, Teleport: MissingRule };

export const fakeEngine: GameEngine<Scenario> = {
  id: 'fake',
  name: 'Fake Game',
  reasons,
  parseScenario(input) {
    const data = (input ?? {}) as Record<string, unknown>;
    const errors: string[] = [];
    const did = data.did ?? [];
    if (!Array.isArray(did) || !did.every((a) => typeof a === 'string')) errors.push('`did` must be a list of action names.');
    if (typeof data.ask !== 'string') errors.push('`ask` must be an action name.');
    return errors.length ? fail(errors) : ok({ did: did as string[], ask: data.ask as string });
  },
  answer(s) {
    return runGates<Scenario, string>(
      [
        (st) => st.did.length >= 2 && TwoActions({ used: st.did.length }),
        (st, ask) => st.did.includes(ask) && SameActionTwice({ action: ask }),
      ],
      s,
      s.ask,
    );
  },
};

export const engines = [fakeEngine];
