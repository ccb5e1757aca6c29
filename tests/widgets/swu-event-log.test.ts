// @vitest-environment jsdom
/**
 * The SWU widget's log of what happened before the question: each event in words, a pass named
 * by who passed and whether it ended the action phase (`swu-two-passes-end-phase`).
 */
import { describe, expect, it } from 'vitest';
import { eventLog } from '../../src/components/islands/check-swu-words.ts';
import { engine } from '../../src/engine/swu/index.ts';

const parse = (input: unknown) => {
  const r = engine.parseScenario(input);
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.value;
};

describe('the SWU event log', () => {
  it('names who passed, and says when a pass ends the action phase', () => {
    const s = parse({
      cards: [{ id: 'x', name: 'X-Wing', controller: 'B', abilities: [] }],
      happens: ['pass', { 'start-of-turn': 'B' }, { play: 'x' }, { 'start-of-turn': 'A' }, 'pass', { 'start-of-turn': 'B' }, 'pass'],
      ask: { act: 'trigger' },
    });
    expect(eventLog(s)).toEqual([
      'A passed.',
      'Timing: start-of-turn of B.',
      'x was played.',
      'Timing: start-of-turn of A.',
      'A passed.',
      'Timing: start-of-turn of B.',
      'B passed: two passes in a row end the action phase.',
    ]);
  });

  it('says a pass after the turn’s action did not happen', () => {
    expect(eventLog(parse({ acted: true, happens: ['pass'], ask: { act: 'pass' } }))).toEqual(['A could not pass: see the answer.']);
  });
});
