/**
 * Questions a player asks at the table after an attack has resolved against their unit
 * (`attacked` in a scenario: legion-attack-suppression), and about Spur's cap of speed 3
 * (legion-spur), answered by the checked rules facts.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask, codes } from './builders.ts';

const shot = { weapon: 'ranged', hit: true } as const;

describe('legion: after an attack against the unit (attacked, legion-attack-suppression)', () => {
  it('my Guardian was shot and hit this round: with courage 1 it can no longer guard; a miss leaves it free to', () => {
    const guardian = { unit: { courage: 1, keywords: [{ keyword: 'guardian', x: 2 }] }, guard: {}, ask: 'guardian' };
    const hit = ask({ ...guardian, attacked: shot });
    expect(hit).toBeRefusedBy('legion-guardian');
    expect(codes(hit).slice(0, 2)).toEqual(['AttackSuppresses', 'SuppressionGained']);
    expect(ask({ ...guardian, attacked: { weapon: 'ranged', hit: false } })).toBeAllowed();
    expect(ask({ ...guardian, attacked: { weapon: 'melee' } })).toBeAllowed();
  });

  it('shot by a standby attack after its first action, it keeps its second: the count was fixed when the step began', () => {
    const v = ask({ unit: { courage: 1 }, did: ['aim'], attacked: shot, ask: 'dodge' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-action-count-fixed');
  });

  it('a vehicle and a unit with courage "-" gain no token from a ranged hit', () => {
    const vehicle = ask({ unit: { type: 'ground-vehicle' }, turn: 'enemy', attacked: shot, ask: 'contest' });
    expect(codes(vehicle).slice(0, 2)).toEqual(['AttackSuppresses', 'VehicleNoSuppression']);
    const fearless = ask({
      unit: { courage: 'none', standby: true },
      turn: 'enemy',
      trigger: { did: 'attack' },
      attacked: shot,
      ask: { action: 'move', free: true, standby: true },
    });
    expect(fearless).toBeAllowed();
    expect(codes(fearless).slice(0, 2)).toEqual(['AttackSuppresses', 'NoSuppressionGained']);
  });

  it("the attack's wounds come first: a vehicle's damage token, then its suppression (none for a vehicle)", () => {
    const v = ask({ unit: { type: 'ground-vehicle', resilience: 3, wounds: 2 }, step: 'rally', wounded: 1, attacked: shot, ask: 'move' });
    expect(codes(v).slice(0, 3)).toEqual(['VehicleDamageGained', 'AttackSuppresses', 'VehicleNoSuppression']);
  });

  it('a droid trooper gains the token and may panic with it, though it is never suppressed', () => {
    const v = ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1 }, attacked: shot, ask: 'contest' });
    expect(v).toBeRefusedBy('legion-panicked-no-contest');
  });
});

describe('legion: Spur takes a move to speed 3 at most (legion-spur)', () => {
  const scoutMove = { action: 'move', free: true, grantedBy: 'scout' };
  it('a Scout 3 move is at speed 3 already: Spur offers nothing more', () => {
    const v = ask({ unit: { undeployed: true, keywords: [{ keyword: 'scout', x: 3 }, 'spur'] }, ask: scoutMove });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-spur');
  });
  it('Scout 1 and Scout 2 stacked are speed 3 too; a Scout 2 move may take the token for speed 3', () => {
    const stacked = ask({ unit: { undeployed: true, keywords: ['scout', { keyword: 'scout', x: 2 }, 'spur'] }, ask: scoutMove });
    expect(stacked).not.toCite('legion-spur');
    const v = ask({ unit: { undeployed: true, keywords: [{ keyword: 'scout', x: 2 }, 'spur'] }, ask: scoutMove });
    expect(v).toCite('legion-spur');
  });
  it('any other move: the offer says the cap, since the move speed is not part of the situation', () => {
    const v = ask({ unit: { keywords: ['spur'] }, ask: 'move' });
    expect(v.reasons.find((r) => r.code === 'SpurSpeed')?.message).toMatch(/to at most speed 3/);
  });
});
