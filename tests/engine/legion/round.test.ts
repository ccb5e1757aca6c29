import { describe, expect, it } from 'vitest';
import {
  canPerform,
  gainSuppression,
  gainWounds,
  legalActions,
  rallyOdds,
  rallyRoll,
  repair,
  status,
  type UnitState,
} from '../../../src/engine/legion/index.ts';
import '../matchers.ts';

const trooper: UnitState = { type: 'trooper', courage: 1, suppression: 0, step: 'perform-actions', did: [] };
const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

describe('legion: the round around an activation', () => {
  it('a standby token spent after an enemy move within 2 and in sight: free move or attack on that enemy only', () => {
    const s: UnitState = { ...trooper, standby: true, turn: 'enemy', trigger: { did: 'move', within2: true, los: true } };
    expect(canPerform(s, { action: 'move', free: true, standby: true })).toBeAllowed();
    expect(canPerform(s, { action: 'attack', free: true, standby: true, defender: { trigger: true } })).toBeAllowed();
    expect(codes(canPerform(s, { action: 'attack', free: true, standby: true, defender: { trigger: false } }))).toContain(
      'StandbyOnlyTrigger',
    );
    expect(codes(canPerform(s, { action: 'aim', free: true, standby: true }))).toContain('StandbyOnlyMoveOrAttack');
    expect(codes(canPerform({ ...s, type: 'repulsor-vehicle', courage: 'none' }, { action: 'move', free: true, standby: true }))).toContain(
      'StandbyUnitType',
    );
  });

  it('in an enemy activation, its own actions are refused and it has none left', () => {
    const s: UnitState = { ...trooper, turn: 'enemy' };
    expect(canPerform(s, { action: 'attack' })).not.toBeAllowed();
    expect(
      legalActions({ ...s, standby: true, trigger: { did: 'attack', within2: true, los: true } })
        .filter((l) => l.verdict.allowed)
        .map((l) => l.action.standby),
    ).toEqual([true, true]);
  });

  it('gaining suppression removes a standby token, keeps the action count of the step, and passes vehicles by', () => {
    const e = gainSuppression({ ...trooper, standby: true, did: [{ action: 'aim' }] }, 1);
    expect(e.state.standby).toBe(false);
    expect(e.state.suppression).toBe(1);
    expect(e.state.suppressionAtStart).toBe(0);
    expect(codes(e)).toEqual(['SuppressionGained', 'StandbyLostToSuppression']);
    expect(canPerform(e.state, { action: 'move' })).toBeAllowed();
    const v = gainSuppression({ type: 'ground-vehicle', courage: 'none', suppression: 0, step: 'perform-actions', did: [] }, 2);
    expect(v.state.suppression).toBe(0);
  });

  it('a rolled rally removes a token per block or surge, then the unit acts with what is left', () => {
    const s: UnitState = { ...trooper, courage: 2, suppression: 3, step: 'rally' };
    const e = rallyRoll(s, ['block', 'blank', 'blank']);
    expect(e.state).toMatchObject({ suppression: 2, suppressionAtStart: 2, step: 'perform-actions' });
    expect(status(e.state).suppressed).toBe(true);
    expect(canPerform(perform2(e.state), { action: 'dodge' })).not.toBeAllowed();
  });

  it('Indomitable rallies with red dice: each removes a token 2 times in 3', () => {
    const s: UnitState = { ...trooper, suppression: 1, step: 'rally', keywords: ['indomitable'] };
    expect(rallyOdds(s).byOutcome.normal).toMatchObject({ n: 2, d: 3 });
    expect(rallyOdds({ ...s, keywords: [] }).byOutcome.normal).toMatchObject({ n: 1, d: 3 });
  });

  it('Juyo Mastery: a wounded unit has 3 actions but never a third move', () => {
    const s: UnitState = {
      ...trooper,
      courage: 'none',
      wounds: 1,
      keywords: ['juyo-mastery'],
      did: [{ action: 'move' }, { action: 'attack' }],
    };
    expect(canPerform(s, { action: 'aim' })).toBeAllowed();
    expect(canPerform({ ...s, did: [{ action: 'move' }, { action: 'move', free: true }] }, { action: 'move' })).not.toBeAllowed();
  });
});

function perform2(s: UnitState): UnitState {
  return { ...s, did: [{ action: 'aim' }] };
}

describe('legion: vehicle damage token and Repair', () => {
  const tank: UnitState = {
    type: 'ground-vehicle',
    courage: 'none',
    suppression: 0,
    step: 'perform-actions',
    did: [],
    resilience: 3,
    wounds: 2,
  };

  it('comes when wounds reach resilience, once per game, never with resilience "-"', () => {
    const hit = gainWounds(tank, 1);
    expect(hit.state).toMatchObject({ damaged: true, damageGained: true, wounds: 3 });
    const fixed = repair({ ...hit.state, damageRoll: 'blank' }, 1);
    expect(fixed.state.damaged).toBe(false);
    expect(fixed.state.damageRoll).toBeUndefined();
    expect(gainWounds(fixed.state, 2).state.damaged).toBe(false);
    const { resilience: _, ...noResilience } = tank;
    expect(gainWounds(noResilience, 5).state.damaged).toBeUndefined();
  });

  it('Repair removes up to X tokens in total: the damage token, then wounds, then ion', () => {
    const e = repair({ ...tank, damaged: true, wounds: 3, ion: 2 }, 3);
    expect(e.state).toMatchObject({ damaged: false, wounds: 1, ion: 2 });
    expect(repair({ ...tank, wounds: 1, ion: 2 }, 2).state).toMatchObject({ wounds: 0, ion: 1 });
  });
});
