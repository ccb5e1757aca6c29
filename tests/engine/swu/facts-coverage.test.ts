/**
 * Rules facts asked as a player asks them, where no other test named the reason that answers
 * them: a Hidden unit in the phase it entered play, a unit that entered play exhausted this turn,
 * and a card played for free. Each test asserts the verdict and the block ids (and reason codes)
 * the answer cites.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit } from './scenarios.ts';

describe('"They played a Hidden unit this phase: may I attack it?" (swu-hidden)', () => {
  it('no, not during the phase it entered play', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('h', 'B', { entered: 'phase' }, ['Hidden'])],
      ask: { attack: { attacker: 'a', target: 'h' } },
    });
    expect(v).toBeRefusedBy('HiddenTarget');
    expect(v).toBeRefusedBy('swu-hidden');
    expect(v).toCite('swu-attacker-ready-exhausts');
  });

  it('a unit without Hidden that came in this phase may be attacked', () => {
    expect(
      answer({ cards: [unit('a', 'A'), unit('h', 'B', { entered: 'phase' })], ask: { attack: { attacker: 'a', target: 'h' } } }),
    ).toBeAllowed();
  });
});

describe('"I just played this unit: may it attack their base?" (swu-enters-play-exhausted)', () => {
  it('no: a non-leader unit enters play exhausted', () => {
    const v = answer({ cards: [unit('a', 'A', { entered: 'now' })], ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(v).toBeRefusedBy('EnteredExhausted');
    expect(v).toBeRefusedBy('swu-enters-play-exhausted');
  });
});

describe('"An effect plays this card for free: do I need resources?" (swu-for-free)', () => {
  it('no: every increase is bypassed, the aspect penalty included, and it costs 0', () => {
    const v = answer({ hand: [{ id: 'x', cost: 5, aspects: ['villainy'], increase: 1, free: true }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['AspectPenalty', 'PlayedForFree', 'CostCovered']);
    expect(v).toCite('swu-for-free');
    expect(v).toCite('swu-pay-cost');
  });

  it('the same card not played for free cannot be paid with no resources', () => {
    const v = answer({ hand: [{ id: 'x', cost: 5, aspects: ['villainy'], increase: 1 }], ask: { cost: 'x' } });
    expect(v).toBeRefusedBy('swu-pay-cost');
  });
});
