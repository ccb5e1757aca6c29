/**
 * Table questions from an audit of the engine against the checked rules: a Hero's Overwatch on a
 * moving alien, Overwatch and the mover's own side, and a Blip Token as the unit the Overmind's
 * Interruption activates.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer } from './build.ts';

describe('"My Hero is on Overwatch: does it shoot the alien walking up the corridor?"', () => {
  // W on g2 watches with a short-range reach of 4: b1 is 5 squares away, c1 4.
  const board = 'X . . . . . .\n. . . . . . W';
  const models = { W: { kind: 'hero', overwatch: 'full', short: { dice: 2, range: 4 } }, X: { kind: 'alien' } };

  it('yes: a Hero overwatches as an alien does, firing at the first step into its reach', () => {
    const v = answer({ board, models, active: 'X', ask: { path: ['b1', 'c1', 'd1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v.reasons[0]!.message).toBe("X steps into c1 (step 2), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.");
    expect(v).toCite('cx-overwatch-once');
    expect(v).toCite('cx-overwatch-stops-move');
  });

  it('not at a model of its own side', () => {
    const v = answer({ board, models: { ...models, X: { kind: 'hero' } }, active: 'X', ask: { path: ['b1', 'c1', 'd1'] } });
    expect(v).toBeAllowed();
    expect(v).not.toCite('cx-overwatch-once');
  });
});

describe('"Can the Overmind interrupt with a Blip Token?"', () => {
  const models = { H: { kind: 'hero', at: 'a1' }, B: { kind: 'blip', at: 'c3' } };

  it("yes, in this vault's reading: a blip is one of the Overmind's units, at the usual cost and timing", () => {
    const v = answer({ models, phase: 'hero', active: null, ask: { activate: 'B', interruption: true } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-interruption-cost');
    expect(v).toCite('cx-interruption-before-hero');
    expect(answer({ models, phase: 'hero', active: null, mutationCards: 1, ask: { activate: 'B', interruption: true } })).toBeRefusedBy(
      'cx-interruption-cost',
    );
  });

  it('and once it has, it is that blip’s activation for the round', () => {
    expect(answer({ models, phase: 'overmind', interruption: 'B', active: null, ask: { activate: 'B' } })).toBeRefusedBy(
      'cx-interruption-counts',
    );
  });
});

describe('"I sprinted first: may I still Move?"', () => {
  it('yes: Sprint and Move are different actions, in either order', () => {
    expect(answer({ model: { kind: 'hero', move: 4 }, did: ['sprint'], ask: 'move' })).toBeAllowed();
    expect(answer({ model: { kind: 'hero', move: 4 }, did: ['sprint'], ask: 'sprint' })).toBeRefusedBy('cx-different-actions');
  });
});
