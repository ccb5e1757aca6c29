/**
 * A judge's round of table questions, each answered by the checked rules facts: courage and
 * suppression at their boundaries, panic next to a commander, standby and what sets it off or
 * takes it away, engagement, keywords together, vehicles, cards used up in one activation and
 * still so in the next, and free actions said to come from keywords that grant none.
 */
import { describe, expect, it } from 'vitest';
import { endActivation, endPhase, type UnitState } from '../../../src/engine/legion/index.ts';
import { ask, codes, unit } from './builders.ts';
import '../matchers.ts';

const enemyMoved = { turn: 'enemy', trigger: { did: 'move', within2: true, los: true } } as const;
const standbyAttack = { action: 'attack', free: true, standby: true } as const;
const standbyMove = { action: 'move', free: true, standby: true } as const;

describe('legion audit: courage and suppression at the boundaries', () => {
  it('courage 2 with 2 suppression is suppressed: one action, so no second', () => {
    expect(ask({ unit: { courage: 2, suppression: 2 }, ask: 'aim' })).toBeAllowed();
    expect(ask({ unit: { courage: 2, suppression: 2 }, did: ['aim'], ask: 'move' })).toBeRefusedBy('legion-suppressed-one-fewer');
  });
  it('courage 2 with 3 suppression, one short of panic: still one action', () => {
    const v = ask({ unit: { courage: 2, suppression: 3 }, ask: 'aim' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-suppressed-one-fewer');
  });
  it('courage 1, 2 suppression, a commander of courage 2 within 3: not panicked, but suppressed by its own courage', () => {
    const v = ask({ unit: { courage: 1, suppression: 2, commander: 2 }, ask: 'aim' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-commander-courage');
    expect(ask({ unit: { courage: 1, suppression: 2, commander: 2 }, did: ['aim'], ask: 'move' })).toBeRefusedBy(
      'legion-suppressed-one-fewer',
    );
  });
  it('a commander whose courage is no higher than the unit’s changes nothing: panicked', () => {
    expect(ask({ unit: { courage: 1, suppression: 2, commander: 1 }, ask: 'aim' })).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('a commander with courage "-" within 3: never panicked, however many tokens, yet still suppressed', () => {
    const v = ask({ unit: { courage: 1, suppression: 9, commander: 'none' }, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-commander-courage-none');
    expect(v).toCite('legion-suppressed-one-fewer');
  });
  it('a droid trooper with tokens equal to its courage keeps both actions; at twice its courage it is panicked', () => {
    expect(ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1 }, did: ['move'], ask: 'aim' })).toBeAllowed();
    expect(ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 2 }, ask: 'aim' })).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('a panicked unit makes no free action either', () => {
    expect(ask({ unit: { courage: 1, suppression: 2 }, ask: 'free aim' })).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('rallying from 3 to 1 token with courage 1: suppressed, one action; down to 2 only: panicked', () => {
    const one = ask({ unit: { courage: 1, suppression: 3 }, step: 'rally', rolled: ['block', 'surge', 'blank'], ask: 'move' });
    expect(one).toBeAllowed();
    expect(one).toCite('legion-suppressed-one-fewer');
    expect(ask({ unit: { courage: 1, suppression: 3 }, step: 'rally', rolled: ['block', 'blank', 'blank'], ask: 'move' })).toBeRefusedBy(
      'legion-panicked-no-actions',
    );
  });
  it('suppressed up to panic after its first action, the unit keeps its second: the count was fixed', () => {
    const v = ask({ unit: { courage: 1 }, did: ['aim'], gains: 2, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-action-count-fixed');
  });
  it('a panicked unit removes tokens equal to its own courage at the end, then one more in the End Phase', () => {
    const panicked: UnitState = unit({ courage: 2, suppression: 5 });
    const ended = endActivation(panicked);
    expect(ended.state.suppression).toBe(3);
    expect(ended.reasons.map((r) => r.rule)).toContain('legion-panic-remove-at-end');
    expect(endPhase(ended.state).state.suppression).toBe(2);
  });
  it('the End Phase takes its aim, dodge and standby tokens', () => {
    const s = endPhase(unit({ standby: true, aim: 2, dodge: 1, suppression: 1 })).state;
    expect([s.standby, s.aim, s.dodge, s.suppression]).toEqual([false, 0, 0, 0]);
  });
});

describe('legion audit: standby', () => {
  it('a unit that activates holding a standby token loses it with its first action, even a free one', () => {
    expect(ask({ unit: { standby: true }, ask: 'free aim' })).toCite('legion-standby-token-removed');
  });
  it('it cannot spend the token in its own activation', () => {
    expect(ask({ unit: { standby: true }, ask: standbyMove })).toBeRefusedBy('legion-standby-trigger');
  });
  it('Fire Support: issued an order, it may spend its token when an enemy within 2 and in sight moves', () => {
    const v = ask({ unit: { keywords: ['fire-support'] }, orderIssued: true, ...enemyMoved, ask: standbyAttack });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['FireSupportStandby', 'StandbyTriggered', 'StandbySpent']);
  });
  it('not for an enemy out of sight, nor in a friendly unit’s activation, nor against another defender', () => {
    expect(ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'attack', los: false }, ask: standbyMove })).toBeRefusedBy(
      'legion-standby-trigger',
    );
    expect(ask({ unit: { standby: true }, turn: 'friendly', ask: standbyMove })).toBeRefusedBy('legion-standby-trigger');
    expect(ask({ unit: { standby: true }, ...enemyMoved, ask: { ...standbyAttack, defender: { trigger: false } } })).toBeRefusedBy(
      'legion-standby-defender',
    );
  });
  it('a suppressed holder may spend it; a panicked one may not', () => {
    expect(ask({ unit: { courage: 1, suppression: 1, standby: true }, ...enemyMoved, ask: standbyAttack })).toBeAllowed();
    expect(ask({ unit: { courage: 1, suppression: 2, standby: true }, ...enemyMoved, ask: standbyAttack })).toBeRefusedBy(
      'legion-standby-panicked',
    );
  });
  it('shot and hit by the enemy that set it off: a trooper loses the token; a unit with courage "-" keeps it', () => {
    const shot = { turn: 'enemy', trigger: { did: 'attack' }, attacked: { weapon: 'ranged', hit: true }, ask: standbyAttack };
    expect(ask({ unit: { courage: 1, standby: true }, ...shot })).toBeRefusedBy('legion-standby-spend');
    expect(ask({ unit: { courage: 'none', standby: true }, ...shot })).toBeAllowed();
  });
  it('no standby with an attack action, nor with a withdraw, in either order', () => {
    expect(ask({ did: ['standby'], ask: 'attack' })).toBeRefusedBy('legion-standby-no-attack');
    expect(ask({ did: ['attack'], ask: 'standby' })).toBeRefusedBy('legion-standby-no-attack');
    expect(ask({ unit: { engaged: true }, did: [{ action: 'move', withdraw: true }], ask: 'standby' })).toBeRefusedBy('legion-withdraw');
    expect(ask({ unit: { engaged: true }, did: ['standby'], ask: { action: 'move', withdraw: true } })).toBeRefusedBy('legion-withdraw');
  });
});

describe('legion audit: engagement and melee', () => {
  it('an engaged unit: no ranged attack, no move but a withdraw, and no attack after withdrawing (a creature trooper may)', () => {
    expect(ask({ unit: { engaged: true }, ask: { action: 'attack', weapon: 'ranged' } })).toBeRefusedBy('legion-engaged');
    expect(ask({ unit: { engaged: true }, ask: { action: 'move', withdraw: true } })).toBeAllowed();
    const withdrew = [{ action: 'move', withdraw: true }];
    expect(ask({ unit: { engaged: true }, did: withdrew, ask: { action: 'attack', weapon: 'melee' } })).toBeRefusedBy('legion-withdraw');
    expect(
      ask({ unit: { type: 'creature-trooper', engaged: true }, did: withdrew, ask: { action: 'attack', weapon: 'melee' } }),
    ).toBeAllowed();
  });
  it('a melee weapon reaches only a defender in base contact: not one out of melee, nor one in melee with others only', () => {
    expect(ask({ ask: { action: 'attack', weapon: 'melee', defender: { inMelee: false } } })).toBeRefusedBy('legion-attack-declare');
    expect(ask({ ask: { action: 'attack', weapon: 'melee', defender: { inMelee: 'other', engaged: true } } })).toBeRefusedBy(
      'legion-attack-declare',
    );
    expect(ask({ ask: { action: 'attack', weapon: 'melee', defender: { inMelee: true } } })).toBeAllowed();
    // A standby attack against the enemy that set it off, from a holder not in melee with it: no melee pool either.
    expect(
      ask({ unit: { standby: true }, ...enemyMoved, ask: { ...standbyAttack, weapon: 'melee', defender: { inMelee: false } } }),
    ).toBeRefusedBy('legion-attack-declare');
  });
});

describe('legion audit: action counts and repeats', () => {
  it('recovering gives back no action lost to suppression', () => {
    expect(ask({ unit: { courage: 1, suppression: 1 }, did: ['recover'], ask: 'move' })).toBeRefusedBy('legion-recover-no-refund');
  });
  it('aim twice is refused, free or not; an aim token from an effect does not count as the aim action', () => {
    expect(ask({ did: ['aim'], ask: 'free aim' })).toBeRefusedBy('legion-same-action-once');
    expect(ask({ did: [{ gained: 'aim' }], ask: 'aim' })).toBeAllowed();
  });
  it('a card action with two action icons needs both: not for a suppressed unit', () => {
    expect(ask({ unit: { courage: 1, suppression: 1 }, ask: { card: 'Heavy Strike', icons: 2 } })).toBeRefusedBy(
      'legion-card-action-two-icons',
    );
  });
  it('a vehicle with a blank damage die and a blank ion die has no action left, but free actions still', () => {
    const wreck = { type: 'ground-vehicle', damaged: true, damageRoll: 'blank', ion: 1, ionBlank: true };
    const v = ask({ unit: wreck, ask: 'move' });
    expect(v).toBeRefusedBy('legion-damaged-roll');
    expect(v).toBeRefusedBy('legion-ion');
    expect(ask({ unit: wreck, ask: 'free move' })).toBeAllowed();
  });
  it('free card actions: each once, and only in the unit’s own Perform Actions step', () => {
    expect(ask({ did: [{ card: 'Comms Relay', free: true }], ask: { card: 'Comms Relay', free: true } })).toBeRefusedBy(
      'legion-free-card-once',
    );
    expect(ask({ turn: 'enemy', ask: { card: 'Comms Relay', free: true } })).toBeRefusedBy('legion-free-card-own-step');
  });
  it('Repair: two cards are two actions, one card once, and a full card not at all', () => {
    expect(ask({ did: [{ card: 'Repair', from: 'R5 Astromech' }], ask: { card: 'Repair', from: 'R2 Astromech' } })).toBeAllowed();
    expect(ask({ did: [{ card: 'Repair', from: 'R5 Astromech' }], ask: { card: 'Repair', from: 'R5 Astromech' } })).toBeRefusedBy(
      'legion-card-actions-distinct',
    );
    expect(ask({ ask: { card: 'Repair', capacity: 2, cardWounds: 2 } })).toBeRefusedBy('legion-repair');
  });
});

describe('legion audit: keywords together', () => {
  const jump = { card: 'Jump 1', as: 'move', grantedBy: 'jump' };
  it('Relentless attacks after a Jump, a move action; Plodding makes no move after one', () => {
    expect(
      ask({ unit: { keywords: ['relentless', 'jump'] }, did: [jump], ask: { action: 'attack', free: true, grantedBy: 'relentless' } }),
    ).toBeAllowed();
    expect(ask({ unit: { keywords: ['plodding', 'jump'] }, did: [jump], ask: 'move' })).toBeRefusedBy('legion-plodding');
  });
  it('Juyo Mastery, wounded and suppressed: two actions; never a third move, free or not', () => {
    expect(ask({ unit: { courage: 1, suppression: 1, wounds: 1, keywords: ['juyo-mastery'] }, did: ['aim'], ask: 'dodge' })).toBeAllowed();
    expect(ask({ unit: { wounds: 1, keywords: ['juyo-mastery'] }, did: ['move', 'free move'], ask: 'move' })).toBeRefusedBy(
      'legion-juyo-mastery',
    );
  });
  it('Dauntless ignores Compel, and its own move comes before anything else, free actions included', () => {
    const dauntless = { courage: 1, suppression: 1, compel: true, keywords: ['dauntless'] };
    expect(ask({ unit: dauntless, ask: { action: 'move', free: true, grantedBy: 'compel' } })).toBeRefusedBy('legion-dauntless');
    expect(ask({ unit: dauntless, did: ['free aim'], ask: { action: 'move', free: true, grantedBy: 'dauntless' } })).toBeRefusedBy(
      'legion-dauntless',
    );
  });
  it('a keyword that grants no action gives no free action: Tactical’s aim token is not a free aim action', () => {
    const v = ask({
      unit: { keywords: [{ keyword: 'tactical', x: 1 }] },
      did: ['move'],
      ask: { action: 'aim', free: true, grantedBy: 'tactical' },
    });
    expect(v).toBeRefusedBy('legion-keyword-needed');
    expect(v.reasons.find((r) => r.code === 'GrantsNoAction')?.message).toMatch(/Tactical .*aim tokens/);
  });
  it('nor Fire Support’s standby token a free standby, nor Juyo Mastery’s extra action a free attack, nor any other such keyword', () => {
    const none: [string, Record<string, unknown>][] = [
      ['fire-support', { action: 'standby', free: true }],
      ['juyo-mastery', { action: 'attack', free: true }],
      ['agile', { action: 'dodge', free: true }],
      ['spur', { action: 'move', free: true }],
      ['guardian', { action: 'attack', notAction: true }],
      ['unstoppable', { action: 'attack', free: true }],
      ['disciplined', { action: 'recover', free: true }],
      ['coordinate', { action: 'move', free: true }],
      ['master-of-the-force', { action: 'recover', free: true }],
      ['plodding', { action: 'move', free: true }],
      ['indomitable', { action: 'recover', free: true }],
    ];
    for (const [keyword, action] of none)
      expect(ask({ unit: { wounds: 1, keywords: [keyword] }, ask: { ...action, grantedBy: keyword } }), keyword).toBeRefusedBy(
        'legion-keyword-needed',
      );
    // The unit's own actions are not affected by the keyword being named.
    expect(ask({ unit: { wounds: 1, keywords: ['juyo-mastery'] }, did: ['move', 'aim'], ask: 'attack' })).toBeAllowed();
  });
});

describe('legion audit: cards used up in one activation are still used up in the next', () => {
  const scopes = { card: 'Targeting Scopes', free: true, exhausts: 'Targeting Scopes' };
  it('a card the unit exhausted stays exhausted at its next activation unless readied', () => {
    const v = ask({ did: [scopes], ended: true, ask: scopes });
    expect(v).toBeRefusedBy('legion-exhaust');
    expect(codes(v)).toContain('CardsStaySpent');
  });
  it('a card it expended stays gone', () => {
    const grenades = { card: 'Smoke Grenades', expends: 'Smoke Grenades' };
    expect(ask({ did: [grenades], ended: true, ask: grenades })).toBeRefusedBy('legion-exhaust');
  });
  it('a recover readies the cards exhausted before it, for the next round too, not one exhausted after it', () => {
    const jammer = { card: 'Comms Jammer', free: true, exhausts: 'Comms Jammer' };
    const before = { unit: { exhausted: ['Comms Jammer'] }, did: ['recover', scopes], ended: true };
    const ready = ask({ ...before, ask: jammer });
    expect(ready).toBeAllowed();
    expect(ready).toCite('legion-recover');
    expect(ask({ ...before, ask: scopes })).toBeRefusedBy('legion-exhaust');
  });
  it('Master of the Force readies a Force upgrade exhausted during that same activation', () => {
    const push = { card: 'Force Push', exhausts: 'Force Push' };
    const v = ask({
      unit: { courage: 3, force: ['Force Push'], keywords: [{ keyword: 'master-of-the-force', x: 1 }] },
      did: [push],
      ended: true,
      ask: push,
    });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'MasterOfTheForceReadies')?.message).toContain('Force Push');
  });
});

describe('legion audit: Scout deploys the unit', () => {
  const scoutMove = { action: 'move', free: true, grantedBy: 'scout' };
  it('after its Scout move it is deployed: no Scout move next round', () => {
    const v = ask({ unit: { undeployed: true, keywords: ['scout'] }, did: [scoutMove], ended: true, ask: scoutMove });
    expect(v).toBeRefusedBy('legion-scout');
    expect(codes(v)).toContain('ScoutDeployed');
  });
  it('and AI, which spares only an undeployed unit, binds its first action from then on', () => {
    const keywords = ['scout', { keyword: 'ai', actions: ['attack'] }];
    expect(ask({ unit: { undeployed: true, keywords }, did: [scoutMove], ended: true, ask: 'aim' })).toBeRefusedBy('legion-ai');
  });
});
