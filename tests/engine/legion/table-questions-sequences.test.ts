/**
 * Table questions on combinations and sequences: a panicked unit that is issued an order and
 * rallies, standby tokens across turns, free actions from several sources in one activation,
 * Ready with actions that are or are not standby actions, and dice that each take an action.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask, codes, enemy, messages, standbyAttack, standbyMove } from './builders.ts';

describe('panic, rally, then an order', () => {
  it('courage 1, 2 tokens (panicked), issued an order, rally removes 1: suppressed, one action', () => {
    const input = { unit: { courage: 1, suppression: 2 }, orderIssued: true, step: 'start', rolled: ['block', 'blank'] };
    const v = ask({ ...input, ask: 'move' });
    expect(v).toBeAllowed();
    expect(messages(v)).toMatch(/Uses 1 of 1 action/);
  });
  it('…rally removes none: still panicked, no action and no free action', () => {
    const input = { unit: { courage: 1, suppression: 2 }, orderIssued: true, step: 'start', rolled: ['blank', 'blank'] };
    expect(ask({ ...input, ask: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
    expect(ask({ ...input, ask: { action: 'aim', free: true, grantedBy: 'command card' } })).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('Disciplined 1 removes a token when ordered, before the rally roll of the rest', () => {
    const input = {
      unit: { courage: 1, suppression: 2, keywords: [{ keyword: 'disciplined', x: 1 }] },
      orderIssued: true,
      step: 'start',
      rolled: ['block'],
    };
    const v = ask({ ...input, ask: 'move' });
    expect(v).toBeAllowed();
    expect(messages(v)).toMatch(/Uses 1 of 2 actions/);
  });
  it('a commander of courage 2 within 3: 2 tokens on courage 1 is suppressed, not panicked', () => {
    const v = ask({ unit: { courage: 1, suppression: 2, commander: 2 }, ask: 'move' });
    expect(v).toBeAllowed();
    expect(ask({ unit: { courage: 1, suppression: 2, commander: 2 }, did: ['move'], ask: 'aim' })).toBeRefusedBy(
      'legion-suppressed-one-fewer',
    );
  });
  it('panicked, makes nothing, ends: loses courage then the End Phase token; next round it has 2 actions', () => {
    const v = ask({ unit: { courage: 1, suppression: 2 }, ended: true, ask: 'move' });
    expect(v).toBeAllowed();
    expect(messages(v)).toMatch(/Uses 1 of 2 actions/);
  });
  it('a droid trooper with 2 tokens on courage 1 panics though never suppressed', () => {
    expect(ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 2 }, ask: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
    expect(ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1 }, did: ['move'], ask: 'attack' })).toBeAllowed();
  });
  it('recover does not give back the action suppression took', () => {
    const v = ask({ unit: { courage: 1, suppression: 1 }, did: ['recover'], ask: 'move' });
    expect(v).toBeRefusedBy('legion-recover-no-refund');
  });
  it('a suppressed unit that used its one action may still make a free action', () => {
    const v = ask({ unit: { courage: 1, suppression: 1 }, did: ['move'], ask: { action: 'aim', free: true, grantedBy: 'command card' } });
    expect(v).toBeAllowed();
  });
});

describe('standby across turns', () => {
  it('an enemy within 2 and in LOS moves: the holder may attack it with the token', () => {
    expect(ask({ unit: { standby: true }, ...enemy('move'), ask: standbyAttack() })).toBeAllowed();
  });
  it('…but the holder gained suppression first: the token is gone', () => {
    const v = ask({ unit: { standby: true }, gains: 1, ...enemy('move'), ask: standbyAttack() });
    expect(v.allowed).toBe(false);
    expect(v).toCite('legion-standby-token-removed');
  });
  it('…a ranged attack hit the holder: it gains suppression, so the token is gone', () => {
    const v = ask({ unit: { standby: true, courage: 2 }, attacked: { weapon: 'ranged', hit: true }, ...enemy('attack'), ask: standbyMove });
    expect(v.allowed).toBe(false);
  });
  it('…a melee attack hit the holder: no suppression, the token stays', () => {
    const v = ask({ unit: { standby: true, courage: 2 }, attacked: { weapon: 'melee', hit: true }, ...enemy('attack'), ask: standbyMove });
    expect(v).toBeAllowed();
  });
  it("an effect of the holder's own side moved the enemy: no trigger", () => {
    const v = ask({ unit: { standby: true }, ...enemy('move', { ownSide: true }), ask: standbyAttack() });
    expect(v.allowed).toBe(false);
  });
  it("a panicked holder spends no token (the vault's reading); a merely suppressed one does", () => {
    expect(ask({ unit: { standby: true, courage: 1, suppression: 2 }, ...enemy('move'), ask: standbyMove })).toBeRefusedBy(
      'legion-standby-panicked',
    );
    expect(ask({ unit: { standby: true, courage: 1, suppression: 1 }, ...enemy('move'), ask: standbyMove })).toBeAllowed();
  });
  it('an engaged holder may not spend the token for a move', () => {
    const v = ask({ unit: { standby: true, engaged: true }, ...enemy('action'), ask: standbyMove });
    expect(v).toBeRefusedBy('legion-engaged');
  });
  it('Ready: spending the token for a free move is no standby action, so no aim tokens', () => {
    const v = ask({ unit: { standby: true, keywords: [{ keyword: 'ready', x: 1 }] }, ...enemy('move'), ask: standbyMove });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('ReadyAim');
  });
  it('Ready: a card action that is a standby gives aim tokens, and then no attack', () => {
    const v = ask({ unit: { keywords: [{ keyword: 'ready', x: 2 }] }, ask: { card: 'Hold Position', as: 'standby' } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('ReadyAim');
    expect(
      ask({ unit: { keywords: [{ keyword: 'ready', x: 2 }] }, did: [{ card: 'Hold Position', as: 'standby' }], ask: 'attack' }),
    ).toBeRefusedBy('legion-standby-no-attack');
  });
  it('a withdraw, then standby: no', () => {
    const v = ask({ unit: { engaged: true }, did: [{ action: 'move', withdraw: true }], ask: 'standby' });
    expect(v.allowed).toBe(false);
  });
  it('Fire Support token on order, then the unit attacks: allowed, the token is no standby action', () => {
    const v = ask({ unit: { keywords: ['fire-support'] }, orderIssued: true, ask: 'attack' });
    expect(v).toBeAllowed();
  });
});

describe('free actions from several sources in one activation', () => {
  it('Relentless and Steady after one move: one free attack only', () => {
    const keywords = ['relentless', 'steady'];
    expect(ask({ unit: { keywords }, did: ['move'], ask: { action: 'attack', free: true, grantedBy: 'steady' } })).toBeAllowed();
    const v = ask({
      unit: { keywords },
      did: ['move', { action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' }],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });
  it('Charge then Relentless after a move into melee: one free attack only', () => {
    const v = ask({
      unit: { keywords: ['charge', 'relentless'] },
      did: [
        { action: 'move', startsMelee: true },
        { action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' },
      ],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v.allowed).toBe(false);
  });
  it('two different free card actions, then a card action of a third: all allowed', () => {
    const v = ask({
      did: [
        { action: 'card', card: 'A', free: true },
        { action: 'card', card: 'B', free: true },
      ],
      ask: { action: 'card', card: 'C' },
    });
    expect(v).toBeAllowed();
  });
  it('the same free card action twice: no', () => {
    const v = ask({ did: [{ action: 'card', card: 'A', free: true }], ask: { action: 'card', card: 'A', free: true } });
    expect(v).toBeRefusedBy('legion-free-card-once');
  });
  it('Plodding with Relentless: move, free attack, no second move', () => {
    const unit = { keywords: ['plodding', 'relentless'] };
    expect(ask({ unit, did: ['move'], ask: { action: 'attack', free: true, grantedBy: 'relentless' } })).toBeAllowed();
    expect(ask({ unit, did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }], ask: 'move' })).toBeRefusedBy(
      'legion-plodding',
    );
  });
  it('Juyo with a wound, suppressed: 2 actions; a third move never', () => {
    const unit = { keywords: ['juyo-mastery'], wounds: 1, courage: 1, suppression: 1 };
    expect(ask({ unit, did: ['move'], ask: 'aim' })).toBeAllowed();
    expect(
      ask({ unit: { ...unit, suppression: 0 }, did: ['move', 'move'], ask: { action: 'move', free: true, grantedBy: 'command card' } })
        .allowed,
    ).toBe(false);
  });
  it('Jump as a move then a plain move, then a free move: Juyo-less units may move three times', () => {
    const v = ask({
      unit: { keywords: [{ keyword: 'jump', x: 1 }] },
      did: [{ card: 'Jump', as: 'move' }, 'move'],
      ask: { action: 'move', free: true, grantedBy: 'command card' },
    });
    expect(v).toBeAllowed();
  });
});

describe('dice that each take an action', () => {
  it('a damaged vehicle with a blank and an ion blank: no actions left, free actions still', () => {
    const unit = { type: 'ground-vehicle', damaged: true, damageRoll: 'blank', ion: 1, ionBlank: true };
    expect(ask({ unit, ask: 'move' }).allowed).toBe(false);
    expect(ask({ unit, ask: { action: 'aim', free: true, grantedBy: 'command card' } })).toBeAllowed();
  });
  it('a damaged vehicle with a blank: one action', () => {
    const unit = { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' };
    expect(ask({ unit, ask: 'move' })).toBeAllowed();
    expect(ask({ unit, did: ['move'], ask: 'aim' }).allowed).toBe(false);
  });
  it('a suppressed droid trooper with an ion blank: one action (ion), not two fewer', () => {
    const unit = { type: 'droid-trooper', courage: 1, suppression: 1, ion: 1, ionBlank: true };
    expect(ask({ unit, ask: 'move' })).toBeAllowed();
    expect(ask({ unit, did: ['move'], ask: 'aim' }).allowed).toBe(false);
  });
});

describe('keywords two or three at once', () => {
  const ai = { keyword: 'ai', actions: ['attack'] };
  it('AI and suppressed: the one action must be the attack', () => {
    const unit = { type: 'droid-trooper', courage: 1, suppression: 1, keywords: [ai] };
    expect(ask({ unit: { ...unit, type: 'trooper' }, ask: 'move' })).toBeRefusedBy('legion-ai');
    expect(ask({ unit: { ...unit, type: 'trooper' }, ask: 'attack' })).toBeAllowed();
  });
  it('AI, engaged, with a melee weapon: it must attack first, so no withdraw', () => {
    const v = ask({ unit: { type: 'droid-trooper', engaged: true, keywords: [ai] }, ask: { action: 'move', withdraw: true } });
    expect(v).toBeRefusedBy('legion-ai');
  });
  it('Juyo with a wound, suppressed: move, attack, then nothing', () => {
    const v = ask({ unit: { keywords: ['juyo-mastery'], wounds: 1, courage: 1, suppression: 1 }, did: ['move', 'attack'], ask: 'aim' });
    expect(v.allowed).toBe(false);
  });
  it('Juyo with a wound: two moves, then a Jump (a move) is a third move: no', () => {
    const v = ask({
      unit: { keywords: ['juyo-mastery', { keyword: 'jump', x: 1 }], wounds: 1 },
      did: ['move', 'move'],
      ask: { card: 'Jump', as: 'move' },
    });
    expect(v.allowed).toBe(false);
  });
  it('Plodding: a move, then Jump (a move): no', () => {
    const v = ask({ unit: { keywords: ['plodding', { keyword: 'jump', x: 1 }] }, did: ['move'], ask: { card: 'Jump', as: 'move' } });
    expect(v).toBeRefusedBy('legion-plodding');
  });
  it("a withdraw, then Relentless's free attack: no; a creature trooper: yes", () => {
    const did = [{ action: 'move', withdraw: true }];
    const relentless = { action: 'attack', free: true, grantedBy: 'relentless', weapon: 'melee' };
    expect(ask({ unit: { engaged: true, keywords: ['relentless'] }, did, ask: relentless }).allowed).toBe(false);
    expect(ask({ unit: { type: 'creature-trooper', engaged: true, keywords: ['relentless'] }, did, ask: relentless })).toBeAllowed();
  });
  it('a card action that exhausts its card, recover readies it: the same card action again? No, once per activation', () => {
    const v = ask({
      did: [{ card: 'Comms Jammer', exhausts: 'Comms Jammer' }, 'recover'],
      ask: { card: 'Comms Jammer', exhausts: 'Comms Jammer', free: true },
    });
    expect(v.allowed).toBe(false);
  });
  it('recover readies an exhausted card: another card action of that card may exhaust it', () => {
    const v = ask({ unit: { exhausted: ['Scanner'] }, did: ['recover'], ask: { card: 'Scan', exhausts: 'Scanner' } });
    expect(v).toBeAllowed();
  });
  it("Guidance in an ally's activation: a free move yes, a free attack no; a suppressed unit too", () => {
    const unit = { courage: 1, suppression: 1 };
    expect(ask({ unit, turn: 'friendly', ask: { action: 'move', free: true, grantedBy: 'guidance' } })).toBeAllowed();
    expect(ask({ unit, turn: 'friendly', ask: { action: 'attack', free: true, grantedBy: 'guidance' } }).allowed).toBe(false);
  });
  it('Tactical after a free move: the aim token is no aim action, so aim stays open', () => {
    const v = ask({
      unit: { keywords: [{ keyword: 'tactical', x: 1 }] },
      did: [{ action: 'move', free: true, grantedBy: 'command card' }, { gained: 'aim' }],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
  });
  it('Agile: a standby token spent for a free move is a standard free move: gains dodge', () => {
    const v = ask({ unit: { standby: true, keywords: [{ keyword: 'agile', x: 1 }] }, ...enemy('move'), ask: standbyMove });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-agile');
  });
  it("Charge's free attack with a ranged weapon: no; Steady's with melee: no", () => {
    const charge = ask({
      unit: { keywords: ['charge'] },
      did: [{ action: 'move', startsMelee: true }],
      ask: { action: 'attack', free: true, grantedBy: 'charge', weapon: 'ranged' },
    });
    expect(charge.allowed).toBe(false);
    const steady = ask({
      unit: { keywords: ['steady'] },
      did: ['move'],
      ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'melee' },
    });
    expect(steady.allowed).toBe(false);
  });
  it('Independent at the start of the phase with an order token: no', () => {
    const v = ask({
      unit: { ordered: true, keywords: [{ keyword: 'independent', actions: ['aim'] }] },
      turn: 'phase-start',
      ask: { action: 'aim', free: true, grantedBy: 'independent' },
    });
    expect(v.allowed).toBe(false);
  });
});
