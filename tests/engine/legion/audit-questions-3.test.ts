/**
 * A third round of table questions, on attacks and the activation as a whole: declaring defenders
 * (range, line of sight, base contact, engaged units, several defenders), the one attack action and
 * the free attacks keywords grant, withdraws and other moves, suppression and panic gained during
 * the unit's own activation, recover, standby tokens gained and lost, and Unstoppable. Each is
 * answered by the checked rules facts, asserting the rule cited and, where a player reads it, the
 * sentence.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask, codes, messages } from './builders.ts';

const melee = { action: 'attack', weapon: 'melee' } as const;
const ranged = { action: 'attack', weapon: 'ranged' } as const;
const withdraw = { action: 'move', withdraw: true } as const;
const grant = (grantedBy: string, extra: Record<string, unknown> = {}) => ({ action: 'attack', free: true, grantedBy, ...extra });

describe('legion questions 3: declaring defenders', () => {
  it('a melee attack needs a mini of the defender in line of sight, base contact or not', () => {
    expect(ask({ ask: { ...melee, defender: { inMelee: true, los: false } } })).toBeRefusedBy('legion-attack-declare');
  });

  it('a ranged attack at a unit in melee with the attacker is refused, for a vehicle too', () => {
    expect(ask({ ask: { ...ranged, defender: { inMelee: true } } })).toBeRefusedBy('legion-no-ranged-into-melee');
    const v = ask({
      unit: { type: 'ground-vehicle' },
      did: [{ action: 'move', startsMelee: true }],
      ask: { ...ranged, defender: { inMelee: true } },
    });
    expect(v).toBeRefusedBy('legion-no-ranged-into-melee');
  });

  it('an engaged unit may attack two defenders in melee in one attack, but not with ranged weapons', () => {
    const v = ask({ unit: { engaged: true }, ask: { ...melee, defenders: 2 } });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-attack-pools');
    expect(ask({ unit: { engaged: true }, ask: { ...ranged, defenders: 2 } })).toBeRefusedBy('legion-engaged');
  });

  it('two defenders are one attack action: no second attack action after it', () => {
    expect(ask({ did: [{ ...ranged, defenders: 2 }], ask: 'attack' })).toBeRefusedBy('legion-one-attack-action');
  });

  it('Gunslinger’s extra defender rides on an attack that already has two defenders: still one attack', () => {
    const v = ask({ unit: { keywords: ['gunslinger'] }, ask: { ...ranged, defenders: 2, extraDefender: {} } });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-gunslinger-defender');
    expect(v).toCite('legion-attack-pools');
  });

  it('a unit that moved into base contact this activation attacks in melee, not at range', () => {
    const moved = { did: [{ action: 'move', startsMelee: true }] };
    expect(ask({ ...moved, ask: { ...melee, defender: { inMelee: true } } })).toBeAllowed();
    expect(ask({ ...moved, ask: ranged })).toBeRefusedBy('legion-engaged');
  });

  it('an engaged unit’s sentence never says an attack is allowed when the attack is refused', () => {
    const v = ask({ unit: { engaged: true }, did: [melee], ask: melee });
    expect(v).toBeRefusedBy('legion-one-attack-action');
    expect(messages(v)).not.toContain('is allowed');
    expect(messages(v)).toContain('melee weapons only');
  });

  it('an engaged unit asked for an attack without a weapon is told it attacks with melee weapons only', () => {
    const v = ask({ unit: { engaged: true }, ask: 'attack' });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('melee weapons only');
  });
});

describe('legion questions 3: the one attack action and free attacks', () => {
  it('move, attack action, then Relentless: refused twice over (not right after the move, and a second attack)', () => {
    const v = ask({ unit: { keywords: ['relentless'] }, did: ['move', 'attack'], ask: grant('relentless') });
    expect(v).toBeRefusedBy('legion-relentless');
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });

  it('move, Steady attack, move, then Relentless: the second free attack is one attack action too many', () => {
    const v = ask({
      unit: { keywords: ['relentless', 'steady'] },
      did: ['move', grant('steady'), 'move'],
      ask: grant('relentless'),
    });
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });

  it('after a Charge attack no attack action: the Charge attack was the attack action', () => {
    const v = ask({
      unit: { keywords: ['charge'] },
      did: [{ action: 'move', startsMelee: true }, grant('charge')],
      ask: melee,
    });
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });

  it('the older Gunslinger attack follows a Relentless free attack: a free attack action is an attack action', () => {
    const v = ask({
      unit: { keywords: ['relentless', 'gunslinger'] },
      did: ['move', grant('relentless')],
      ask: { action: 'attack', notAction: true, grantedBy: 'gunslinger' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-attack-not-action');
  });

  it('an untyped free action made as an attack after an attack action is refused', () => {
    expect(ask({ did: ['attack'], ask: { action: 'attack', free: true, untyped: true } })).toBeRefusedBy('legion-one-attack-action');
  });

  it('a Relentless attack after a move into melee may not be ranged', () => {
    const v = ask({
      unit: { keywords: ['relentless'] },
      did: [{ action: 'move', startsMelee: true }],
      ask: grant('relentless', { weapon: 'ranged' }),
    });
    expect(v).toBeRefusedBy('legion-engaged');
  });

  it('a free standby after an attack action is refused', () => {
    expect(ask({ did: ['attack'], ask: 'free standby' })).toBeRefusedBy('legion-standby-no-attack');
  });
});

describe('legion questions 3: withdraw and moves', () => {
  it('after a withdraw the unit may aim or make a plain move', () => {
    const unit = { engaged: true };
    expect(ask({ unit, did: [withdraw], ask: 'aim' })).toBeAllowed();
    const v = ask({ unit, did: [withdraw], ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-withdraw');
  });

  it('a second withdraw is refused: the first took it out of melee', () => {
    expect(ask({ unit: { engaged: true }, did: [withdraw], ask: withdraw })).toBeRefusedBy('WithdrawNotEngaged');
  });

  it('a withdraw may not itself end in base contact with an enemy', () => {
    const v = ask({ unit: { engaged: true }, ask: { ...withdraw, startsMelee: true } });
    expect(v).toBeRefusedBy('legion-withdraw');
    expect(codes(v)).toContain('WithdrewNoMelee');
  });

  it('a withdraw after a standby action or a melee attack is refused; a creature trooper may withdraw after its attack', () => {
    expect(ask({ unit: { engaged: true }, did: ['standby'], ask: withdraw })).toBeRefusedBy('legion-withdraw');
    expect(ask({ unit: { engaged: true }, did: [melee], ask: withdraw })).toBeRefusedBy('legion-withdraw');
    expect(ask({ unit: { type: 'creature-trooper', engaged: true }, did: [melee], ask: withdraw })).toBeAllowed();
  });

  it('after a withdraw and a plain move, Relentless and Steady still give no attack', () => {
    const unit = { engaged: true, keywords: ['relentless', 'steady'] };
    expect(ask({ unit, did: [withdraw, 'move'], ask: grant('relentless') })).toBeRefusedBy('legion-withdraw');
    expect(ask({ unit, did: [withdraw], ask: grant('steady') })).toBeRefusedBy('legion-withdraw');
  });

  it('a Jump after a withdraw is a plain move: allowed', () => {
    const v = ask({ unit: { engaged: true, keywords: ['jump'] }, did: [withdraw], ask: { card: 'Jump 1', as: 'move', grantedBy: 'jump' } });
    expect(v).toBeAllowed();
  });

  it('a vehicle never withdraws: it is never engaged', () => {
    expect(ask({ unit: { type: 'ground-vehicle' }, ask: withdraw })).toBeRefusedBy('WithdrawNotEngaged');
  });

  it('a second Scout move is refused: Scout moves only at the start of the step', () => {
    const unit = { undeployed: true, keywords: [{ keyword: 'scout', x: 1 }] };
    const scout = { action: 'move', free: true, grantedBy: 'scout' };
    expect(ask({ unit, did: [scout], ask: scout })).toBeRefusedBy('legion-scout');
  });
});

describe('legion questions 3: suppression and panic during its own activation', () => {
  it('shot to panic after its move, it still makes its Relentless attack and a free aim', () => {
    const v = ask({ unit: { keywords: ['relentless'] }, did: ['move'], gains: 2, ask: grant('relentless') });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-action-count-fixed');
    expect(ask({ did: ['move'], gains: 2, ask: 'aim' })).toBeAllowed();
  });

  it('panicked when Perform Actions began: no Relentless attack', () => {
    const v = ask({ unit: { suppression: 2, keywords: ['relentless'] }, ask: grant('relentless') });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('a recover after suppression gained mid-activation removes it, and no action was lost to it', () => {
    const v = ask({ did: ['move'], gains: 1, ask: 'recover' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-recover');
    expect(v).not.toCite('legion-recover-no-refund');
  });

  it('suppressed at the start, a recover uses its one action: nothing after it', () => {
    expect(ask({ unit: { suppression: 1 }, did: ['recover'], ask: 'move' })).toBeRefusedBy('legion-recover-no-refund');
  });

  it('after a free recover, a recover action is the same action twice', () => {
    expect(ask({ did: ['recover'], ask: 'free recover' })).toBeRefusedBy('legion-same-action-once');
  });
});

describe('legion questions 3: standby tokens in its own activation', () => {
  it('a standby token from its standby action is lost to suppression gained before its next action, and the answer says so', () => {
    const v = ask({ did: ['standby'], attacked: { weapon: 'ranged' }, ask: 'move' });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('StandbyLostToSuppression');
    expect(codes(v)).not.toContain('StandbyTokenRemoved');
  });

  it('a standby token an effect gave is lost to suppression too: the aim after it removes nothing', () => {
    const v = ask({ did: [{ gained: 'standby' }], gains: 1, ask: 'aim' });
    expect(codes(v)).toContain('StandbyLostToSuppression');
    expect(codes(v)).not.toContain('StandbyTokenRemoved');
  });

  it('once a move removed the standby token, the next action does not remove it again', () => {
    expect(codes(ask({ did: ['standby', 'move'], ask: 'aim' }))).not.toContain('StandbyTokenRemoved');
    expect(ask({ did: ['standby'], ask: 'move' })).toCite('legion-standby-token-removed');
  });
});

describe('legion questions 3: activations', () => {
  it('Unstoppable’s second activation has its actions; panicked then, not even a free move', () => {
    expect(ask({ unit: { keywords: ['unstoppable'], activations: 1 }, ask: 'attack' })).toCite('legion-unstoppable');
    expect(ask({ unit: { keywords: ['unstoppable'], activations: 1, suppression: 2 }, ask: 'free move' })).toBeRefusedBy(
      'legion-panicked-no-actions',
    );
  });
});
