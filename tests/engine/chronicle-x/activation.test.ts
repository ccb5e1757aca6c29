import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { canActivate } from '../../../src/engine/chronicle-x/index.ts';
import { answer, state } from './build.ts';

const board = `
  H . . . .
  . . . . .
  . . X . Y
  . . . . B`;
const models = { H: { kind: 'hero' }, X: { kind: 'alien' }, Y: { kind: 'alien' }, B: { kind: 'blip' } };

describe('canActivate: once per round', () => {
  it('allows a hero not yet activated in the Hero phase', () => {
    expect(canActivate(state({ board, models, phase: 'hero', active: null }), 'H')).toBeAllowed();
  });

  it('refuses a model already activated this round', () => {
    const v = canActivate(state({ board, models, phase: 'overmind', activated: ['X'], active: null }), 'X');
    expect(v).toBeRefusedBy('cx-once-per-round');
    expect(v.reasons[0]!.message).toContain('X has already been activated');
  });

  it('counts the model being activated right now as activated', () => {
    expect(canActivate(state({ board, models, phase: 'overmind', active: 'Y' }), 'Y')).toBeRefusedBy('AlreadyActivated');
  });

  it('activates one model at a time: not while another is being activated (cx-one-at-a-time)', () => {
    const v = canActivate(state({ board, models, phase: 'overmind', active: 'Y' }), 'X');
    expect(v).toBeRefusedBy('cx-one-at-a-time');
    expect(v.reasons[0]!.message).toBe('Y is being activated; X can be activated only once that activation ends.');
    expect(canActivate(state({ board, models, phase: 'overmind', active: null }), 'X')).toBeAllowed();
  });

  it("counts an Interruption as that unit's activation for the round", () => {
    const s = state({ board, models, phase: 'overmind', interruption: 'X', active: null });
    expect(canActivate(s, 'X')).toBeRefusedBy('cx-interruption-counts');
    expect(canActivate(s, 'Y')).toBeAllowed();
  });

  it('does not count Overwatch attacks or Alien Behaviour Actions as activations', () => {
    const s = state({ board, models, phase: 'overmind', overwatchAttacks: ['X'], behaviourActions: ['X', 'Y'], active: null });
    const v = canActivate(s, 'X');
    expect(v).toBeAllowed();
    expect(v.reasons.filter((r) => r.rule === 'cx-not-activations').map((r) => r.message)).toEqual([
      'X made an Overwatch attack this round, which does not count as an activation.',
      'X made an Alien Behaviour Action this round, which does not count as an activation.',
    ]);
  });
});

describe('canActivate: phases and the Interruption', () => {
  it("keeps Heroes to the Hero phase and aliens to the Overmind's phase", () => {
    expect(canActivate(state({ board, models, phase: 'overmind', active: null }), 'H')).toBeRefusedBy('cx-phase-sides');
    expect(canActivate(state({ board, models, phase: 'hero', active: null }), 'X')).toBeRefusedBy('cx-phase-sides');
    expect(canActivate(state({ board, models, phase: 'overmind', active: null }), 'B')).toBeAllowed();
  });

  it('lets the Overmind interrupt once per Hero phase', () => {
    const fresh = state({ board, models, phase: 'hero', active: null });
    const v = canActivate(fresh, 'X', { interruption: true });
    expect(v).toBeAllowed();
    expect(v).toCite('InterruptionAvailable');
    expect(v).toCite('cx-interruption-cost');
    const used = state({ board, models, phase: 'hero', interruption: 'X', active: null });
    const again = canActivate(used, 'Y', { interruption: true });
    expect(again).toBeRefusedBy('cx-interruption-once');
    expect(again.reasons.find((r) => r.refuses)!.message).toContain('(on X)');
  });

  it('costs 2 Mutation cards and comes just before a Hero activates', () => {
    expect(canActivate(state({ board, models, phase: 'hero', active: null, mutationCards: 1 }), 'X', { interruption: true })).toBeRefusedBy(
      'cx-interruption-cost',
    );
    expect(canActivate(state({ board, models, phase: 'hero', active: null, activated: ['H'] }), 'X', { interruption: true })).toBeRefusedBy(
      'cx-interruption-before-hero',
    );
    expect(canActivate(state({ board, models, phase: 'hero', active: 'H' }), 'X', { interruption: true })).toBeRefusedBy(
      'cx-interruption-before-hero',
    );
  });

  it("refuses an Interruption on a Hero or in the Overmind's phase", () => {
    expect(canActivate(state({ board, models, phase: 'hero', active: null }), 'H', { interruption: true })).toBeRefusedBy(
      'InterruptionMisused',
    );
    expect(canActivate(state({ board, models, phase: 'overmind', active: null }), 'X', { interruption: true })).toBeRefusedBy(
      'InterruptionMisused',
    );
  });

  it('reports every failing rule: already interrupted and the Interruption spent', () => {
    const v = canActivate(state({ board, models, phase: 'hero', interruption: 'X', active: null }), 'X', { interruption: true });
    expect(v.reasons.filter((r) => r.refuses).map((r) => r.code)).toEqual(['InterruptionCounts', 'InterruptionUsed']);
  });
});

describe('canActivate: Overwatch token', () => {
  it('explains that an unused Overwatch token is discarded on activation', () => {
    const v = answer({ board, models: { ...models, H: { kind: 'hero', overwatch: 'weak' } }, phase: 'hero', ask: { activate: 'H' } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-discard-overwatch');
    expect(v.reasons.find((r) => r.code === 'OverwatchDiscarded')!.message).toContain('weak (blue)');
  });

  it('says nothing about Overwatch when the model has no token', () => {
    expect(answer({ board, models, phase: 'hero', ask: { activate: 'H' } })).not.toCite('cx-discard-overwatch');
  });

  it('throws for an unknown model id, naming the known ones', () => {
    expect(() => canActivate(state({ board, models, active: 'H' }), 'Q')).toThrow(/"Q".*H, X, Y, B/);
  });
});
