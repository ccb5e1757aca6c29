/**
 * A fifth round of table questions: a standby token the unit already holds as its activation begins
 * (Fire Support) and what takes it away, a withdraw next to an attack that is no action, the rally
 * at the start of an activation with a commander's courage in the panic check, standby tokens set
 * off next to units in melee, free actions of no named type and free moves while engaged, and
 * order tokens. Each question is answered by the checked rules facts; each test asserts the
 * verdict and the block ids cited, as a `check` block or the widget asks them.
 */
import { describe, expect, it } from 'vitest';
import { endActivation, status } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { ask, codes, enemy, messages, rules, standbyAttack, standbyMove, unit } from './builders.ts';

/** An attack a card grants without calling it an action. */
const cardAttack = (weapon: 'melee' | 'ranged' = 'ranged') => ({ action: 'attack', notAction: true, grantedBy: 'command card', weapon });
const withdraw = { action: 'move', withdraw: true } as const;

describe('legion questions 5: a standby token held as the activation begins (legion-standby-token-removed)', () => {
  it('Fire Support token, then a move: the move took the token, so the aim after it removes nothing', () => {
    // "removed when the unit moves, attacks, makes any action": the first action, not the second.
    const first = ask({ unit: { standby: true }, ask: 'move' });
    expect(first).toBeAllowed();
    expect(rules(first)).toEqual(['legion-two-actions', 'legion-standby-token-removed']);
    const v = ask({ unit: { standby: true }, did: ['move'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-two-actions']);
    expect(codes(status(unit({ standby: true, did: [{ action: 'move' }] })))).not.toContain('StandbyHeld');
    expect(codes(status(unit({ standby: true })))).toContain('StandbyHeld');
  });

  it('shot after its move: the suppression takes no standby token, the move already did; before any action it does', () => {
    const moved = ask({ unit: { standby: true }, did: ['move'], gains: 1, ask: 'aim' });
    expect(moved).toBeAllowed();
    expect(codes(moved)).not.toContain('StandbyLostToSuppression');
    expect(rules(moved)).toEqual(['legion-suppression-gain', 'legion-two-actions', 'legion-action-count-fixed']);
    const idle = ask({ unit: { standby: true }, gains: 1, ask: 'aim' });
    expect(idle).toBeAllowed();
    expect(codes(idle)).toContain('StandbyLostToSuppression');
    expect(idle).toCite('legion-standby-token-removed');
  });

  it('an attack that is no action still attacks: it removes the token, and nothing after it removes it again', () => {
    const v = ask({ unit: { standby: true }, ask: cardAttack() });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-attack-not-action', 'legion-standby-token-removed']);
    const after = ask({ unit: { standby: true }, did: [cardAttack()], ask: 'aim' });
    expect(after).toBeAllowed();
    expect(after).not.toCite('legion-standby-token-removed');
    const shot = ask({ unit: { courage: 2, standby: true }, did: [cardAttack()], gains: 1, ask: 'aim' });
    expect(codes(shot)).not.toContain('StandbyLostToSuppression');
  });

  it('a panicked unit makes no action, free or not, so it keeps its token: the refusal does not say the token goes', () => {
    const s = { unit: { courage: 1, suppression: 2, standby: true } };
    const v = ask({ ...s, ask: { action: 'move', free: true, grantedBy: 'command card' } });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
    expect(rules(v)).toEqual(['legion-panicked-no-actions']);
    expect(codes(status(unit({ courage: 1, suppression: 2, standby: true })))).toEqual(
      expect.arrayContaining(['Panicked', 'PanicRemovesAtEnd', 'StandbyHeld']),
    );
  });

  it('standby, then recover: the recover removes the token it just gained, yet no attack comes after a standby action', () => {
    const recover = ask({ did: ['standby'], ask: 'recover' });
    expect(recover).toBeAllowed();
    expect(rules(recover)).toEqual(['legion-two-actions', 'legion-recover', 'legion-standby-token-removed']);
    const attack = ask({ did: ['standby', 'recover'], ask: { action: 'attack', free: true, grantedBy: 'command card' } });
    expect(attack).toBeRefusedBy('legion-standby-no-attack');
    expect(attack).not.toCite('legion-standby-token-removed');
  });

  it('a standby token from an effect is no standby action: the attack action stays open, and takes the token', () => {
    const v = ask({ did: [{ gained: 'standby' }], ask: 'attack' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-two-actions', 'legion-standby-token-removed']);
  });
});

describe('legion questions 5: a withdraw bars every attack in its activation (legion-withdraw)', () => {
  it('withdrew, then an attack a card grants without calling it an action: refused, it is still an attack', () => {
    const v = ask({ unit: { engaged: true }, did: [withdraw], ask: cardAttack() });
    expect(v).toBeRefusedBy('legion-withdraw');
    expect(rules(v)).toEqual(['legion-attack-not-action', 'legion-withdraw']);
    expect(messages(v)).toMatch(/Withdrew this activation: no attack after it/);
  });

  it('a melee attack that is no action, then a withdraw: refused in that order too', () => {
    const v = ask({ unit: { engaged: true }, did: [cardAttack('melee')], ask: withdraw });
    expect(v).toBeRefusedBy('legion-withdraw');
    expect(messages(v)).toMatch(/Made an attack this activation: no withdraw in it/);
    // The wording still fits a standby action.
    expect(messages(ask({ unit: { engaged: true }, did: ['standby'], ask: withdraw }))).toMatch(/Made a standby action this activation/);
  });

  it('a creature trooper may attack and withdraw in one activation, whichever attack it is', () => {
    const creature = { type: 'creature-trooper', courage: 2, engaged: true };
    const after = ask({ unit: creature, did: [withdraw], ask: cardAttack() });
    expect(after).toBeAllowed();
    expect(rules(after)).toEqual(['legion-attack-not-action', 'legion-withdraw']);
    expect(ask({ unit: creature, did: [cardAttack('melee')], ask: withdraw })).toBeAllowed();
  });
});

describe('legion questions 5: the rally, a commander and panic as the activation starts', () => {
  const squad = { courage: 1, suppression: 4, commander: 2 };

  it('courage 1, 4 tokens, a courage 2 commander within 3: one block leaves 3, not panicked, but suppressed by its own courage', () => {
    const v = ask({ unit: squad, step: 'rally', rolled: ['block', 'blank', 'blank', 'blank'], ask: 'move' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-rally', 'legion-commander-courage', 'legion-two-actions', 'legion-suppressed-one-fewer']);
    expect(messages(v)).toMatch(/Uses 1 of 1 action/);
  });

  it('four blanks: 4 tokens are twice the commander’s courage as well, so it is panicked: no action, not even a free one', () => {
    const v = ask({ unit: squad, step: 'rally', rolled: ['blank', 'blank', 'blank', 'blank'], ask: { action: 'aim', free: true } });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
    expect(rules(v)).toEqual(['legion-rally', 'legion-panicked-no-actions']);
    expect(messages(v)).toMatch(/the commander's courage 2/);
  });

  it('panicked by the commander’s courage too: at the end it removes its own courage in tokens (1), not the commander’s (2)', () => {
    const e = endActivation(unit(squad));
    expect(rules(e)).toContain('legion-panic-remove-at-end');
    expect(e.reasons.map((r) => r.message).join(' ')).toMatch(/removes 1 suppression \(its courage\)/);
    expect(e.state.suppression).toBe(3);
  });

  it('a droid trooper with courage 1 and 2 tokens: two blanks and it panics; one block and it keeps both actions', () => {
    const droid = { type: 'droid-trooper', courage: 1, suppression: 2 };
    const blanks = ask({ unit: droid, step: 'rally', rolled: ['blank', 'blank'], ask: 'move' });
    expect(blanks).toBeRefusedBy('legion-panicked-no-actions');
    const block = ask({ unit: droid, step: 'rally', rolled: ['block', 'blank'], ask: 'move' });
    expect(block).toBeAllowed();
    expect(rules(block)).toEqual(['legion-rally', 'legion-droid-courage', 'legion-two-actions']);
    expect(messages(block)).toMatch(/Uses 1 of 2 actions; 1 left after/);
  });

  it('a commander with courage "-" within 3: 5 tokens and courage 1, it still contests an objective, yet it has one action', () => {
    const s = { unit: { courage: 1, suppression: 5, commander: 'none' } };
    const contest = ask({ ...s, ask: 'contest' });
    expect(contest).toBeAllowed();
    expect(rules(contest)).toEqual(['legion-contest-range', 'legion-commander-courage-none']);
    const second = ask({ ...s, did: ['move'], ask: 'aim' });
    expect(second).toBeRefusedBy('legion-suppressed-one-fewer');
  });

  it('panicked with courage 2 and 4 tokens it cannot contest; after its activation and the End Phase (1 token left) it can', () => {
    const s = { unit: { courage: 2, suppression: 4 } };
    expect(ask({ ...s, ask: 'contest' })).toBeRefusedBy('legion-panicked-no-contest');
    const next = ask({ ...s, ended: true, ask: 'contest' });
    expect(next).toBeAllowed();
    expect(rules(next)).toEqual(
      expect.arrayContaining(['legion-activation-steps', 'legion-panic-remove-at-end', 'legion-end-phase', 'legion-contest-range']),
    );
  });
});

describe('legion questions 5: standby tokens next to units in melee', () => {
  it('an engaged unit that has not withdrawn may go on standby; the enemy in base contact acts: a melee standby attack', () => {
    const standby = ask({ unit: { engaged: true }, ask: 'standby' });
    expect(standby).toBeAllowed();
    expect(rules(standby)).toEqual(['legion-two-actions']);
    const v = ask({
      unit: { engaged: true, standby: true },
      ...enemy('action'),
      ask: standbyAttack({ inMelee: true }, { weapon: 'melee' }),
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-standby-trigger', 'legion-standby-spend', 'legion-engaged']);
  });

  it('the enemy that set it off just moved into melee with a friendly trooper unit: no ranged standby attack on it, the move stays', () => {
    const engagedTrigger = ask({
      unit: { standby: true },
      ...enemy('move'),
      ask: standbyAttack({ inMelee: 'other' }, { weapon: 'ranged' }),
    });
    expect(engagedTrigger).toBeRefusedBy('legion-no-ranged-into-melee');
    expect(rules(engagedTrigger)).toEqual(['legion-no-ranged-into-melee']);
    expect(ask({ unit: { standby: true }, ...enemy('move'), ask: standbyMove })).toBeAllowed();
    // A vehicle in melee is never engaged: it may be shot at.
    const vehicle = ask({
      unit: { standby: true },
      ...enemy('move'),
      ask: standbyAttack({ inMelee: 'other', engaged: false }, { weapon: 'ranged' }),
    });
    expect(vehicle).toBeAllowed();
    expect(vehicle).toCite('legion-no-ranged-into-melee');
  });

  it('attacked in melee by the enemy that set it off: no suppression, so the token stays; a melee attack back, and a withdraw, not a move', () => {
    const s = { unit: { engaged: true, standby: true }, ...enemy('attack'), attacked: { weapon: 'melee', hit: true } };
    const attack = ask({ ...s, ask: standbyAttack({}, { weapon: 'melee' }) });
    expect(attack).toBeAllowed();
    expect(rules(attack)).toEqual(['legion-attack-suppression', 'legion-standby-trigger', 'legion-standby-spend', 'legion-engaged']);
    expect(ask({ ...s, ask: standbyMove })).toBeRefusedBy('legion-engaged');
    const out = ask({ ...s, ask: { ...standbyMove, withdraw: true } });
    expect(out).toBeAllowed();
    expect(out).toCite('legion-withdraw');
  });

  it('a Fire Support token at the start of the Activation Phase: an enemy’s Independent move within 2 sets it off', () => {
    const v = ask({
      unit: { keywords: ['fire-support'] },
      orderIssued: true,
      turn: 'phase-start',
      trigger: { did: 'move', within2: true, los: true },
      ask: standbyAttack(),
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-fire-support', 'legion-standby-trigger', 'legion-standby-spend']);
  });

  it('a Charge unit whose standby move reached an enemy in an enemy activation gets no Charge attack: that is its own activation’s', () => {
    const s = { unit: { standby: true, keywords: ['charge'] }, ...enemy('move') };
    expect(ask({ ...s, ask: { ...standbyMove, startsMelee: true } })).toBeAllowed();
    const charge = ask({ ...s, ask: { action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' } });
    expect(charge).toBeRefusedBy('legion-other-activation');
    expect(rules(charge)).toEqual(['legion-other-activation']);
  });

  it('Guidance may hand an engaged unit a standby action: it is no move and no attack', () => {
    const v = ask({ unit: { engaged: true }, turn: 'friendly', ask: { action: 'standby', free: true, grantedBy: 'guidance' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-other-activation']);
  });
});

describe('legion questions 5: free actions and the steps they fit in', () => {
  it('a free action of no named type made a move by an engaged unit: no plain move, only a withdraw', () => {
    const move = ask({ unit: { engaged: true }, ask: { action: 'move', free: true, untyped: true } });
    expect(move).toBeRefusedBy('legion-engaged');
    const out = ask({ unit: { engaged: true }, ask: { action: 'move', free: true, untyped: true, withdraw: true } });
    expect(out).toBeAllowed();
    expect(rules(out)).toEqual(['legion-free-untyped', 'legion-withdraw']);
  });

  it('Juyo Mastery, wounded and engaged: a withdraw and a move are its two moves; no free move after them, but an aim', () => {
    const s = { unit: { engaged: true, wounds: 1, keywords: ['juyo-mastery'] }, did: [withdraw, 'move'] };
    const move = ask({ ...s, ask: { action: 'move', free: true, grantedBy: 'command card' } });
    expect(move).toBeRefusedBy('legion-juyo-mastery');
    expect(move.reasons.filter((r) => r.refuses).map((r) => r.rule)).toEqual(['legion-juyo-mastery']);
    const aim = ask({ ...s, ask: 'aim' });
    expect(aim).toBeAllowed();
    expect(messages(aim)).toMatch(/Uses 1 of 3 actions; 0 left after/);
  });

  it('no free card action in the start-of-activation step, and no Compel move in the rally step', () => {
    const card = ask({ step: 'start', ask: { card: 'Quick Reflexes', free: true } });
    expect(card).toBeRefusedBy('legion-free-card-own-step');
    expect(messages(card)).toMatch(/not in its start step/);
    const compel = ask({ unit: { suppression: 1, compel: true }, step: 'rally', ask: { action: 'move', free: true, grantedBy: 'compel' } });
    expect(compel).toBeRefusedBy('legion-activation-steps');
  });
});

describe('legion questions 5: order tokens and activations (legion-one-activation, legion-unstoppable)', () => {
  it('Unstoppable’s second activation rallies again: one block of two leaves it suppressed, with one action', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, activations: 1, keywords: ['unstoppable'] },
      step: 'rally',
      rolled: ['block', 'blank'],
      ask: 'move',
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-rally', 'legion-two-actions', 'legion-suppressed-one-fewer', 'legion-unstoppable']);
  });

  it('a third activation is refused, free actions included', () => {
    const v = ask({ unit: { activations: 2, keywords: ['unstoppable'] }, ask: { action: 'move', free: true, grantedBy: 'command card' } });
    expect(v).toBeRefusedBy('legion-one-activation');
  });
});
