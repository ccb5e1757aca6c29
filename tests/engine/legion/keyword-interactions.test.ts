import { describe, expect, it } from 'vitest';
import { canPerform, type Action } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { did, free, unit } from './builders.ts';

/** The codes of a verdict's reasons. */
const codes = (v: { reasons: readonly { code: string }[] }): string[] => v.reasons.map((r) => r.code);

describe('legion: an "after" keyword is used right after what it follows, not later in the activation', () => {
  const relentless = free('attack', { grantedBy: 'relentless' });
  const steady = free('attack', { grantedBy: 'steady', weapon: 'ranged' });
  const charge = free('attack', { grantedBy: 'charge', weapon: 'melee' });
  const gunslinger: Action = { action: 'attack', notAction: true, grantedBy: 'gunslinger' };
  it('Relentless: move, then aim: the window closed with the aim (legion-relentless)', () => {
    const vader = (...d: Parameters<typeof did>) => unit({ courage: 'none', keywords: ['relentless'], did: did(...d) });
    expect(canPerform(vader('move', 'aim'), relentless)).toBeRefusedBy('RelentlessNeedsMove');
    // A token gained from the move (an effect, no action) leaves the window open; a second move reopens it.
    expect(canPerform(vader('move', { gained: 'aim' }), relentless)).toBeAllowed();
    expect(canPerform(vader('move', free('aim'), 'move'), relentless)).toBeAllowed();
  });
  it('Steady: move, then aim (legion-steady)', () => {
    expect(canPerform(unit({ keywords: ['steady'], did: did('move', 'aim') }), steady)).toBeRefusedBy('SteadyNeedsMove');
  });
  it('Charge: a move into melee, then an aim (legion-charge)', () => {
    const s = unit({ keywords: ['charge'], did: did({ action: 'move', startsMelee: true }, 'aim') });
    expect(canPerform(s, charge)).toBeRefusedBy('ChargeNeedsMove');
  });
  it('Gunslinger, older wording: an attack action, then an aim (legion-gunslinger)', () => {
    const han = unit({ courage: 2, keywords: ['gunslinger'], did: did('attack', 'aim') });
    expect(canPerform(han, gunslinger)).toBeRefusedBy('GunslingerNeedsAttackAction');
  });
});

describe('legion: Tactical and Agile on every standard move made as an action or free action', () => {
  const tactical = { keyword: 'tactical', x: 1 } as const;
  const agile = { keyword: 'agile', x: 2 } as const;
  it('a withdraw is a move action at speed 1: it gives the aim and dodge tokens (legion-tactical, legion-agile)', () => {
    const v = canPerform(unit({ engaged: true, keywords: [tactical, agile] }), { action: 'move', withdraw: true });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-tactical');
    expect(v).toCite('legion-agile');
  });
  it("a standby token's free move in an enemy's activation gives them too (legion-tactical)", () => {
    const s = unit({
      standby: true,
      keywords: [tactical],
      turn: 'enemy',
      trigger: { did: 'move', within2: true, los: true },
    });
    const v = canPerform(s, free('move', { standby: true }));
    expect(v).toBeAllowed();
    expect(v).toCite('legion-tactical');
    // A standby attack is no move: nothing gained.
    expect(codes(canPerform(s, free('attack', { standby: true, defender: { trigger: true } })))).not.toContain('TacticalAim');
  });
  it('a free move handed over by Guidance or Independent gives them; a refused one gives none (legion-agile)', () => {
    const guided = canPerform(unit({ keywords: [agile], turn: 'friendly' }), free('move', { grantedBy: 'guidance' }));
    expect(guided).toBeAllowed();
    expect(guided).toCite('legion-agile');
    const independent = { keyword: 'independent', x: 1, actions: ['move'] } as const;
    const early = canPerform(unit({ keywords: [agile, independent], turn: 'phase-start' }), free('move', { grantedBy: 'independent' }));
    expect(early).toBeAllowed();
    expect(early).toCite('legion-agile');
    const panicked = unit({ suppression: 2, keywords: [agile], turn: 'friendly' });
    expect(codes(canPerform(panicked, free('move', { grantedBy: 'guidance' })))).not.toContain('AgileDodge');
  });
});

describe('legion: Juyo Mastery with panic (legion-juyo-mastery, legion-panicked-no-actions)', () => {
  it('a wounded unit panicked when Perform Actions began is not told of an extra action it cannot make', () => {
    const v = canPerform(unit({ suppression: 2, wounds: 1, keywords: ['juyo-mastery'] }), { action: 'aim' });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
    expect(codes(v)).not.toContain('JuyoExtraAction');
  });
});
