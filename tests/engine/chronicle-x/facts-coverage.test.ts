/**
 * Rules facts asked as a player asks them, where no other test named the reason that answers
 * them: the two Overwatch modes and which action each may be, an Overwatch attack that is no
 * activation, one activation at a time, a Psychic Attack through a wall, and at most 5 defence
 * dice. Each test asserts the verdict and the block ids (and reason codes) the answer cites.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer } from './build.ts';

const shooter = { kind: 'hero', short: { dice: 2, range: 3 } };
const rules = (v: { reasons: readonly { rule: string }[] }) => v.reasons.map((r) => r.rule);

describe('"May my Hero take Overwatch now?" (cx-overwatch-full, cx-overwatch-weak)', () => {
  it('the weak (blue) Overwatch can only be the second action, not the first', () => {
    const v = answer({ model: shooter, ask: 'overwatch-weak' });
    expect(v).toBeRefusedBy('WeakOverwatchNotSecond');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-overwatch-weak']);
    expect(answer({ model: shooter, did: ['move'], ask: 'overwatch-weak' })).toBeAllowed();
  });

  it('the full (red) Overwatch takes both actions, so not after a Move', () => {
    const v = answer({ model: shooter, did: ['move'], ask: 'overwatch' });
    expect(v).toBeRefusedBy('FullOverwatchNeedsBoth');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-overwatch-full']);
    expect(answer({ model: shooter, ask: 'overwatch' })).toBeAllowed();
  });
});

describe('"This alien already fired its Overwatch this round: may the Overmind still activate it?" (cx-not-activations)', () => {
  const models = { X: { kind: 'alien', at: 'a1' }, Y: { kind: 'alien', at: 'c1' }, H: { kind: 'hero', at: 'h8' } };

  it('yes: an Overwatch attack is not an activation', () => {
    const v = answer({ models, phase: 'overmind', overwatchAttacks: ['X'], active: null, ask: { activate: 'X' } });
    expect(v).toBeAllowed();
    expect(v).toCite('NotAnActivation');
    expect(rules(v)).toEqual(['cx-not-activations']);
  });

  it('but not in the middle of another alien’s activation: one model at a time', () => {
    const v = answer({ models, phase: 'overmind', active: 'Y', ask: { activate: 'X' } });
    expect(v).toBeRefusedBy('ActivationInProgress');
    expect(v).toBeRefusedBy('cx-one-at-a-time');
  });
});

describe('"A wall stands between my psychic Hero and the alien: may it still attack?" (cx-psychic-no-los)', () => {
  it('yes: a Psychic Attack needs no line of sight, and the alien rolls no defence dice', () => {
    const v = answer({
      board: 'H # X',
      models: { H: { kind: 'hero', psychic: { dice: 2, range: 3 } }, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'psychic', target: 'X' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('PsychicIgnoresLineOfSight');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-psychic-reach', 'cx-psychic-no-los', 'cx-psychic-no-defence']);
  });

  it('a Shoot Attack across the same wall is refused for want of line of sight', () => {
    const v = answer({
      board: 'H # . X',
      models: { H: { kind: 'hero', short: { dice: 2, range: 4 } }, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
  });
});

describe('"My Hero has 7 combat dice: how many does it roll in defence?" (cx-defence-dice)', () => {
  it('at most 5', () => {
    const v = answer({
      models: { H: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'b1', melee: 2 } },
      active: 'X',
      ask: { defend: 'melee', dice: 7 },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-defence-dice', 'cx-defence-dice']);
    expect(v.reasons.map((r) => r.message).join(' ')).toContain('rolls 5 dice');
  });
});
