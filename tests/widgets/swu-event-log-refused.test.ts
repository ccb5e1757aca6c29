// @vitest-environment jsdom
/**
 * The SWU widget's log of what happened: a leader's deploy is named a deploy, not a play, and a
 * play, a deploy, an attack or a turn start that could not have happened is not told as done.
 */
import { describe, expect, it } from 'vitest';
import { eventLog } from '../../src/components/islands/check-swu-words.ts';
import { engine } from '../../src/engine/swu/index.ts';

const parse = (input: unknown) => {
  const r = engine.parseScenario(input);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value;
};
const leader = { id: 'luke', unit: { arena: 'ground', power: 4, hp: 7, leader: true } };
const trooper = { id: 'n', unit: { arena: 'ground', power: 1, hp: 1 } };
const enemy = { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 1 } };

describe('the SWU event log, for deploys and refused events', () => {
  it('names a deploy as a deploy', () => {
    expect(eventLog(parse({ cards: [leader], happens: [{ deploy: 'luke' }], ask: { act: 'trigger' } }))).toEqual([
      'luke was deployed (a leader is deployed, not played).',
    ]);
  });

  it('does not tell a refused play, deploy, attack or turn start as done', () => {
    const s = parse({
      cards: [leader, trooper, enemy],
      happens: [
        { play: 'luke' },
        'end-of-phase',
        { play: 'n' },
        { deploy: 'luke' },
        { attack: { attacker: 'n', defender: 'e' } },
        { 'start-of-turn': 'B' },
      ],
      ask: { act: 'trigger' },
    });
    expect(eventLog(s)).toEqual([
      'luke could not be played: see the answer.',
      'Timing: end-of-phase.',
      'n could not be played: see the answer.',
      'luke could not deploy: see the answer.',
      'n could not attack: see the answer.',
      "B's turn could not start: see the answer.",
    ]);
  });
});
