import { describe, expect, it } from 'vitest';
import { citedRules, defineReason, runGates, verdictOf } from '../../src/engine/core/index.ts';
import './matchers.ts';

const Tired = defineReason<{ n: number }>({
  code: 'Tired', rule: 'demo-tired', title: 'Tired', refuses: true,
  message: ({ n }) => `The unit already made ${n} actions.`,
});
const Free = defineReason({
  code: 'Free', rule: 'demo-free', title: 'Free', refuses: false,
  message: () => 'A free action uses no action.',
});

describe('engine core', () => {
  it('builds reasons from the catalogue with the facts in the message', () => {
    expect(Tired({ n: 2 })).toEqual({ code: 'Tired', rule: 'demo-tired', refuses: true, message: 'The unit already made 2 actions.' });
  });

  it('reports every failing gate in order, not only the first', () => {
    const v = runGates<number, string>([
      (s) => (s >= 2 ? Tired({ n: s }) : null),
      () => Free(),
      (s) => (s >= 2 ? [Tired({ n: s + 1 })] : null),
    ], 2, 'move');
    expect(v.allowed).toBe(false);
    expect(v.reasons.map((r) => r.code)).toEqual(['Tired', 'Free', 'Tired']);
    expect(v).toBeRefusedBy('demo-tired');
    expect(v).toCite('demo-free');
  });

  it('allows when no reason refuses', () => {
    expect(verdictOf([Free()])).toBeAllowed();
    expect(verdictOf([])).toBeAllowed();
  });

  it('lists the rules a catalogue cites', () => {
    expect(citedRules({ Tired, Free })).toEqual(['demo-free', 'demo-tired']);
  });
});
