/**
 * More questions a player asks at the table, each answered by the checked rules facts and not
 * asked elsewhere: a standby token set off at the start of the Activation Phase, the suppression
 * an attack gives its defender, and a card that has been expended.
 */
import { describe, expect, it } from 'vitest';
import { attackSuppression, canPerform, engine, legalActions, type UnitState } from '../../../src/engine/legion/index.ts';
import { ask, card, codes, did, unit } from './builders.ts';
import '../matchers.ts';

describe('legion: a standby token at the start of the Activation Phase (legion-standby-trigger)', () => {
  // A Fire Support unit holds its token from the order it was issued; an enemy unit with Independent
  // acts before any activation, still in the Activation Phase.
  const holder = { unit: { standby: true }, turn: 'phase-start' } as const;
  it("an enemy unit's Independent action within 2 and in line of sight sets it off", () => {
    const v = ask({ ...holder, trigger: { did: 'move', within2: true, los: true }, ask: { action: 'attack', free: true, standby: true } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['StandbyTriggered', 'StandbySpent']);
    expect(v).toCite('legion-standby-trigger');
  });
  it('not when the enemy is out of reach, nor when an effect of its own side made the enemy act', () => {
    const move = { action: 'move', free: true, standby: true };
    expect(ask({ ...holder, trigger: { did: 'action', within2: false, los: true }, ask: move })).toBeRefusedBy('legion-standby-trigger');
    expect(ask({ ...holder, trigger: { did: 'action', ownSide: true }, ask: move })).toBeRefusedBy('legion-standby-trigger');
  });
  it('a friendly unit acting sets nothing off: a trigger there is still a problem in the scenario', () => {
    const parsed = engine.parseScenario({
      game: 'legion',
      unit: { standby: true },
      turn: 'friendly',
      trigger: { did: 'move' },
      ask: 'move',
    });
    expect(parsed.ok ? [] : parsed.errors).toEqual([expect.stringContaining('`trigger` needs turn: enemy or phase-start')]);
  });
});

describe('legion: does the defender gain suppression from this attack? (legion-attack-suppression)', () => {
  const target = unit({ courage: 2, suppression: 1 });
  it('a ranged attack that rolled a hit or critical and did not defeat it gives one token', () => {
    const e = attackSuppression(target, { weapon: 'ranged', hit: true });
    expect(e.state.suppression).toBe(2);
    expect(e.reasons.map((r) => [r.code, r.rule])).toEqual([
      ['AttackSuppresses', 'legion-attack-suppression'],
      ['SuppressionGained', 'legion-suppression-gain'],
    ]);
  });
  it('a melee attack, a roll without a hit or critical, or a defeated defender: none', () => {
    for (const attack of [
      { weapon: 'melee', hit: true },
      { weapon: 'ranged', hit: false },
      { weapon: 'ranged', hit: true, defeated: true },
    ] as const) {
      const e = attackSuppression(target, attack);
      expect(e.state).toBe(target);
      expect(e.reasons.map((r) => [r.code, r.rule])).toEqual([['AttackNoSuppression', 'legion-attack-suppression']]);
    }
  });
  it('the token is gained as any is: a unit with courage "-" and a vehicle gain none, a standby token goes', () => {
    expect(attackSuppression(unit({ courage: 'none' }), { weapon: 'ranged', hit: true }).state.suppression).toBe(0);
    expect(attackSuppression(unit({ type: 'ground-vehicle', courage: 'none' }), { weapon: 'ranged', hit: true }).state.suppression).toBe(0);
    const standing = attackSuppression(unit({ standby: true }), { weapon: 'ranged', hit: true });
    expect(standing.state.standby).toBe(false);
    expect(standing.reasons.map((r) => r.rule)).toContain('legion-standby-token-removed');
  });
});

describe('legion: can it use a card it has expended? (legion-exhaust)', () => {
  const grenades = card('Smoke Grenades', { expends: 'Smoke Grenades' });
  it('a card not yet expended may be used, and the answer says it is gone afterwards', () => {
    const v = canPerform(unit(), grenades);
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('CardExpends');
  });
  it('not once expended, earlier this game or earlier this activation, whatever the case of its name', () => {
    expect(canPerform(unit({ expended: ['smoke grenades'] }), grenades)).toBeRefusedBy('legion-exhaust');
    const s: UnitState = unit({ did: did({ action: 'aim', free: true, expends: 'Smoke-Grenades' }) });
    expect(canPerform(s, grenades)).toBeRefusedBy('legion-exhaust');
  });
  it('Recover readies exhausted cards but never brings an expended one back', () => {
    expect(canPerform(unit({ expended: ['Smoke Grenades'], did: did('recover') }), grenades)).toBeRefusedBy('legion-exhaust');
  });
  it('a free action handed over by Guidance cannot expend it again either', () => {
    expect(
      ask({
        unit: { expended: ['Smoke Grenades'] },
        turn: 'friendly',
        ask: { card: 'Smoke Grenades', free: true, grantedBy: 'guidance', expends: 'Smoke Grenades' },
      }),
    ).toBeRefusedBy('legion-exhaust');
  });
  it("the unit's next actions offer the card action with its verdict", () => {
    const s = unit({ expended: ['Smoke Grenades'], cards: [grenades] });
    expect(legalActions(s).find((c) => c.action.card === 'Smoke Grenades')?.verdict).toBeRefusedBy('legion-exhaust');
  });
});
