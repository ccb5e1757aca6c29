/**
 * A second round of table questions, on what the first left out: vehicles (damage token and die,
 * ion tokens, no courage, standby, Repair, resilience), the round around an activation (orders
 * issued in the Command Phase, activations already made, the End Phase, the start of the
 * Activation Phase), and the keywords no earlier question asked about (Tactical, Agile, Plodding,
 * Jump, Scout, Spur, Indomitable, Fire Support, Disciplined, Coordinate, Master of the Force,
 * Independent, and more of Guardian, Compel, Dauntless, Juyo Mastery, Unstoppable and AI), each
 * answered by the checked rules facts and asserting the rule the engine cites and, where a player
 * would read it, the sentence.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask, codes } from './builders.ts';

const vehicle = { type: 'ground-vehicle' } as const;
const enemy = (did: string) => ({ turn: 'enemy', trigger: { did, within2: true, los: true } }) as const;
const standbyMove = { action: 'move', free: true, standby: true } as const;
const standbyAttack = { action: 'attack', free: true, standby: true, defender: { trigger: true } } as const;
const bigGun = { card: 'Big Gun', icons: 2 } as const;
const jump = (x = 1) => ({ card: `Jump ${x}`, as: 'move', grantedBy: 'jump' }) as const;
const messages = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message).join(' ');

describe('legion questions 2: vehicles', () => {
  it('a damaged vehicle whose die showed a blank has one action: standby first is fine, standby after a move is not', () => {
    const unit = { ...vehicle, damaged: true, damageRoll: 'blank' };
    expect(ask({ unit, ask: 'standby' })).toBeAllowed();
    expect(ask({ unit, did: ['move'], ask: 'standby' })).toBeRefusedBy('legion-damaged-roll');
  });

  it('a blank damage die and a blank ion die leave no action, but free actions stay open', () => {
    const unit = { ...vehicle, damaged: true, damageRoll: 'blank', ion: 1, ionBlank: true };
    const v = ask({ unit, ask: 'move' });
    expect(v).toBeRefusedBy('legion-damaged-roll');
    expect(v).toBeRefusedBy('legion-ion');
    expect(ask({ unit, ask: 'free move' })).toCite('legion-free-while-damaged');
  });

  it('a vehicle shot by a ranged hit, Suppressive or not, keeps its standby token and spends it', () => {
    const v = ask({
      unit: { ...vehicle, standby: true },
      ...enemy('attack'),
      attacked: { weapon: 'ranged', hit: true, suppressive: true },
      ask: standbyMove,
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-vehicle-no-courage');
    expect(v).toCite('legion-standby-spend');
  });

  it('a repulsor vehicle with Fire Support gets no standby token from its order, so it has none to spend', () => {
    const v = ask({
      unit: { type: 'repulsor-vehicle', keywords: ['fire-support'] },
      orderIssued: true,
      ...enemy('move'),
      ask: standbyAttack,
    });
    expect(v).toBeRefusedBy('legion-standby-unit-types');
    expect(v).not.toCite('legion-fire-support');
  });

  it('a ground vehicle with Fire Support gains the token with its order and may spend it at once', () => {
    const v = ask({ unit: { ...vehicle, keywords: ['fire-support'] }, orderIssued: true, ...enemy('move'), ask: standbyAttack });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-fire-support');
  });

  it('a damage token gained mid-activation costs nothing in this activation: its die is rolled from the next one', () => {
    const v = ask({ unit: { ...vehicle, resilience: 4, wounds: 2 }, wounded: 2, ask: bigGun });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-vehicle-damage-token');
    expect(v).not.toCite('legion-damaged-roll');
  });

  it('a vehicle with resilience "-" never gains a damage token, however many wounds', () => {
    const v = ask({ unit: { ...vehicle, wounds: 5 }, wounded: 5, did: ['move'], ask: 'attack' });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-vehicle-damage-token');
  });

  it('Repair before the Perform Actions step removes the damage token before its die is rolled: both actions stay', () => {
    const v = ask({ unit: { ...vehicle, damaged: true, wounds: 3, resilience: 3 }, step: 'start', rolled: [], repaired: 1, ask: bigGun });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-repair');
    expect(v).not.toCite('legion-damaged-roll');
  });

  it('a droid trooper’s ion tokens go when its activation ends: next round it has both actions, and the sentence agrees in number', () => {
    const v = ask({ unit: { type: 'droid-trooper', courage: 1, ion: 1, ionBlank: true }, did: ['move'], ended: true, ask: bigGun });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-ion');
    expect(messages(v)).toContain('Its 1 ion token goes at the end of its activation.');
  });

  it('a droid trooper at its courage is not suppressed, but a blank ion die still costs it an action', () => {
    const v = ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1, ion: 2, ionBlank: true }, did: ['move'], ask: 'aim' });
    expect(v).toBeRefusedBy('legion-ion');
    expect(v).not.toCite('legion-suppressed-one-fewer');
  });

  it('a vehicle that moved into melee is never engaged: no withdraw, but a plain move or a ranged attack at another unit', () => {
    const inMelee = { unit: vehicle, did: [{ action: 'move', startsMelee: true }] };
    expect(ask({ ...inMelee, ask: { action: 'move', withdraw: true } })).toBeRefusedBy('legion-withdraw');
    expect(ask({ ...inMelee, ask: 'move' })).toBeAllowed();
    expect(ask({ ...inMelee, ask: { action: 'attack', weapon: 'ranged', defender: { inMelee: false } } })).toBeAllowed();
    expect(ask({ ...inMelee, ask: { action: 'attack', weapon: 'ranged', defender: { inMelee: true } } })).toBeRefusedBy(
      'legion-no-ranged-into-melee',
    );
  });

  it('a vehicle is never moved by Compel (it is never suppressed) and is offered no Spur speed (it takes no suppression)', () => {
    expect(ask({ unit: { ...vehicle, compel: true }, ask: { action: 'move', free: true, grantedBy: 'compel' } })).toBeRefusedBy(
      'legion-compel',
    );
    expect(ask({ unit: { ...vehicle, keywords: ['spur'] }, ask: 'move' })).not.toCite('legion-spur');
  });
});

describe('legion questions 2: the round', () => {
  it('an AI unit issued an order has a faceup token: its first action is free to choose', () => {
    const v = ask({ unit: { courage: 1, keywords: [{ keyword: 'ai', actions: ['attack'] }] }, orderIssued: true, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-ai');
  });

  it('after its two activations an Unstoppable unit activates again next round', () => {
    const v = ask({ unit: { courage: 1, keywords: ['unstoppable'], activations: 2 }, ended: true, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-one-activation');
  });

  it('an Unstoppable unit’s third activation in a round makes not even a free card action', () => {
    const v = ask({ unit: { courage: 1, activations: 2, keywords: ['unstoppable'] }, ask: { card: 'Take Cover', free: true } });
    expect(v).toBeRefusedBy('legion-one-activation');
  });

  it('at the start of the Activation Phase an enemy’s Independent move sets off a Fire Support standby token', () => {
    const v = ask({
      unit: { courage: 1, keywords: ['fire-support'] },
      orderIssued: true,
      turn: 'phase-start',
      trigger: { did: 'move', within2: true, los: true },
      ask: standbyAttack,
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-fire-support');
    expect(v).toCite('legion-standby-trigger');
  });

  it('at the start of the Activation Phase no unit makes an ordinary action', () => {
    expect(ask({ unit: { courage: 1 }, turn: 'phase-start', ask: 'move' })).toBeRefusedBy('legion-other-activation');
  });

  it('panicked, ended, End Phase, then Disciplined 1 on its order: one die left to rally, a blank leaves one action', () => {
    const base = { unit: { courage: 1, suppression: 4, keywords: [{ keyword: 'disciplined', x: 1 }] }, ended: true, orderIssued: true };
    // 4 tokens: 1 removed for panic, 1 in the End Phase, 1 by Disciplined: 1 die, a blank: suppressed.
    const v = ask({ ...base, rolled: ['blank'], ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-panic-remove-at-end');
    expect(v).toCite('legion-end-phase');
    expect(v).toCite('legion-disciplined');
    expect(ask({ ...base, rolled: ['blank'], ask: bigGun })).toBeRefusedBy('legion-suppressed-one-fewer');
  });

  it('Disciplined removes nothing without an order: courage 1 and 2 tokens panic the unit', () => {
    const v = ask({ unit: { courage: 1, suppression: 2, keywords: [{ keyword: 'disciplined', x: 2 }] }, ask: 'move' });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('a panicked unit gets its Fire Support token but cannot spend it', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, keywords: ['fire-support'] },
      orderIssued: true,
      ...enemy('move'),
      ask: standbyMove,
    });
    expect(v).toBeRefusedBy('legion-standby-panicked');
  });

  it('a Fire Support token is lost to suppression gained before the enemy acts', () => {
    const v = ask({ unit: { courage: 2, keywords: ['fire-support'] }, orderIssued: true, ...enemy('attack'), gains: 1, ask: standbyMove });
    expect(v).toBeRefusedBy('legion-standby-spend');
    expect(v).toCite('legion-standby-token-removed');
  });

  it('a standby token from a standby action does not last into the next round', () => {
    const v = ask({ unit: { courage: 1 }, did: ['standby'], ended: true, ask: 'attack' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-end-phase');
    expect(v).not.toCite('legion-standby-no-attack');
  });

  it('an Independent free move at the start of the Activation Phase removes a standby token the unit holds', () => {
    const v = ask({
      unit: { courage: 1, standby: true, keywords: [{ keyword: 'independent', x: 1, actions: ['move'] }] },
      turn: 'phase-start',
      ask: { action: 'move', free: true, grantedBy: 'independent' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-standby-token-removed');
  });

  it('a unit issued an order gets nothing from Independent', () => {
    const v = ask({
      unit: { courage: 1, keywords: [{ keyword: 'independent', x: 1, actions: ['aim'] }] },
      orderIssued: true,
      turn: 'phase-start',
      ask: { action: 'aim', free: true, grantedBy: 'independent' },
    });
    expect(v).toBeRefusedBy('legion-independent');
  });

  it('an engaged unit’s Independent attack is melee only; a repulsor vehicle’s Independent standby is refused', () => {
    const attack = { action: 'attack', free: true, grantedBy: 'independent', weapon: 'ranged' };
    const engaged = { courage: 1, engaged: true, keywords: [{ keyword: 'independent', x: 1, actions: ['attack'] }] };
    expect(ask({ unit: engaged, turn: 'phase-start', ask: attack })).toBeRefusedBy('legion-engaged');
    const repulsor = { type: 'repulsor-vehicle', keywords: [{ keyword: 'independent', x: 1, actions: ['standby'] }] };
    expect(ask({ unit: repulsor, turn: 'phase-start', ask: { action: 'standby', free: true, grantedBy: 'independent' } })).toBeRefusedBy(
      'legion-standby-unit-types',
    );
  });
});

describe('legion questions 2: Tactical, Agile and Spur only for a move the unit may make', () => {
  it('an engaged Tactical unit asking for a plain move is refused, and is not told it gains aim from it', () => {
    const v = ask({ unit: { courage: 1, engaged: true, keywords: [{ keyword: 'tactical', x: 1 }] }, ask: 'move' });
    expect(v).toBeRefusedBy('legion-engaged');
    expect(codes(v)).not.toContain('TacticalAim');
  });

  it('a suppressed Agile unit with no action left is refused a move, and is not told it gains dodge from it', () => {
    const v = ask({ unit: { courage: 1, suppression: 1, keywords: [{ keyword: 'agile', x: 1 }] }, did: ['aim'], ask: 'move' });
    expect(v).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(codes(v)).not.toContain('AgileDodge');
  });

  it('Tactical grants no free move, and the refusal promises no aim', () => {
    const v = ask({
      unit: { courage: 1, keywords: [{ keyword: 'tactical', x: 1 }] },
      ask: { action: 'move', free: true, grantedBy: 'tactical' },
    });
    expect(v).toBeRefusedBy('legion-keyword-needed');
    expect(codes(v)).not.toContain('TacticalAim');
  });

  it('a Plodding Spur unit is refused its second move, with no Spur offer for it', () => {
    const v = ask({ unit: { courage: 1, keywords: ['plodding', 'spur'] }, did: ['move'], ask: 'move' });
    expect(v).toBeRefusedBy('legion-plodding');
    expect(v).not.toCite('legion-spur');
  });

  it('an allowed move still gives them: Tactical 2 on a standby move, Agile on a Dauntless move', () => {
    expect(
      ask({ unit: { courage: 1, standby: true, keywords: [{ keyword: 'tactical', x: 2 }] }, ...enemy('move'), ask: standbyMove }),
    ).toCite('legion-tactical');
    const v = ask({
      unit: { courage: 1, suppression: 1, keywords: ['dauntless', { keyword: 'agile', x: 1 }] },
      ask: { action: 'move', free: true, grantedBy: 'dauntless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-agile');
    expect(ask({ unit: { courage: 1, keywords: ['spur'] }, ask: 'move' })).toCite('legion-spur');
  });

  it('Tactical’s aim is no aim action: after a move and its aim token, an aim action is still open', () => {
    const v = ask({ unit: { courage: 1, keywords: [{ keyword: 'tactical', x: 1 }] }, did: ['move', { gained: 'aim' }], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-gained-token-not-action');
  });
});

describe('legion questions 2: Plodding, Jump, Scout', () => {
  it('Plodding: no Jump after a move, no move after a withdraw, no move after an untyped free move', () => {
    expect(ask({ unit: { courage: 1, keywords: ['plodding', 'jump'] }, did: ['move'], ask: jump() })).toBeRefusedBy('legion-plodding');
    expect(
      ask({ unit: { courage: 1, engaged: true, keywords: ['plodding'] }, did: [{ action: 'move', withdraw: true }], ask: 'move' }),
    ).toBeRefusedBy('legion-plodding');
    expect(
      ask({ unit: { courage: 1, keywords: ['plodding'] }, did: [{ action: 'move', free: true, untyped: true }], ask: 'move' }),
    ).toBeRefusedBy('legion-plodding');
  });

  it('a Plodding unit that moved in its activation may still spend a standby token on a move in an enemy’s', () => {
    const v = ask({ unit: { courage: 1, standby: true, keywords: ['plodding'] }, ...enemy('move'), ask: standbyMove });
    expect(v).toBeAllowed();
  });

  it('a Jump after a move is another move; the same Jump twice is the same card action twice', () => {
    const unit = { courage: 1, keywords: [{ keyword: 'jump', x: 2 }] };
    expect(ask({ unit, did: ['move'], ask: jump(2) })).toBeAllowed();
    expect(ask({ unit, did: [jump(2)], ask: jump(2) })).toBeRefusedBy('legion-card-actions-distinct');
  });

  it('Relentless follows a Jump, a move action', () => {
    const v = ask({
      unit: { courage: 1, keywords: ['jump', 'relentless'] },
      did: [jump()],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-relentless');
  });

  it('Scout 1 and Scout 2 add up to speed 3; a Scout move after another action is refused', () => {
    const scout = { action: 'move', free: true, grantedBy: 'scout' };
    const v = ask({
      unit: {
        courage: 1,
        undeployed: true,
        keywords: [
          { keyword: 'scout', x: 1 },
          { keyword: 'scout', x: 2 },
        ],
      },
      ask: scout,
    });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('Scout 3');
    const late = ask({
      unit: { courage: 1, undeployed: true, keywords: ['scout'] },
      did: [{ action: 'aim', free: true, untyped: true }],
      ask: scout,
    });
    expect(late).toBeRefusedBy('legion-scout');
  });

  it('a Plodding unit that deployed with its Scout move makes no move action after it', () => {
    const v = ask({
      unit: { courage: 1, undeployed: true, keywords: ['scout', 'plodding'] },
      did: [{ action: 'move', free: true, grantedBy: 'scout' }],
      ask: 'move',
    });
    expect(v).toBeRefusedBy('legion-plodding');
  });
});

describe('legion questions 2: Indomitable, Master of the Force, Coordinate', () => {
  it('Indomitable rallies with red dice but a blank is still a blank: courage 1, 3 tokens, one block leaves it panicked', () => {
    const v = ask({
      unit: { courage: 1, suppression: 3, keywords: ['indomitable'] },
      step: 'rally',
      rolled: ['blank', 'block', 'blank'],
      ask: 'move',
    });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
    expect(v).toCite('legion-indomitable');
  });

  it('Indomitable grants no free action', () => {
    const v = ask({ unit: { courage: 2, keywords: ['indomitable'] }, ask: { action: 'aim', free: true, grantedBy: 'indomitable' } });
    expect(v).toBeRefusedBy('legion-keyword-needed');
  });

  it('Master of the Force 1 with two exhausted Force upgrades readies the one the player picks: either may be used next round', () => {
    const unit = {
      courage: 1,
      keywords: [{ keyword: 'master-of-the-force', x: 1 }],
      force: ['Force Push', 'Force Choke'],
      exhausted: ['Force Push'],
    };
    const base = { unit, did: [{ card: 'Force Choke', exhausts: 'Force Choke' }], ended: true };
    const choke = ask({ ...base, ask: { card: 'Force Choke', exhausts: 'Force Choke' } });
    expect(choke).toBeAllowed();
    expect(choke).toCite('legion-master-of-the-force');
    expect(messages(choke)).toContain('readies exhausted Force upgrades: Force Choke.');
    expect(ask({ ...base, ask: { card: 'Force Push', exhausts: 'Force Push' } })).toBeAllowed();
  });

  it('Master of the Force readies nothing during the activation: a Force upgrade used is not used again in it', () => {
    const v = ask({
      unit: { courage: 1, keywords: [{ keyword: 'master-of-the-force', x: 1 }], force: ['Force Push'], exhausted: ['Force Push'] },
      ask: { card: 'Force Push', exhausts: 'Force Push' },
    });
    expect(v).toBeRefusedBy('legion-exhaust');
  });

  it('Coordinate passes an order along; it grants the unit no free action', () => {
    const v = ask({
      unit: { courage: 1, keywords: ['coordinate'] },
      orderIssued: true,
      ask: { action: 'move', free: true, grantedBy: 'coordinate' },
    });
    expect(v).toBeRefusedBy('legion-keyword-needed');
    expect(v).toCite('legion-coordinate');
  });
});

describe('legion questions 2: Guardian, Compel, Dauntless, Juyo Mastery, AI', () => {
  it('Guardian: a hit that takes its suppression to its courage ends it; a commander’s courage does not help', () => {
    const unit = { courage: 2, suppression: 1, keywords: [{ keyword: 'guardian', x: 2 }] };
    expect(ask({ unit, guard: {}, ask: 'guardian' })).toBeAllowed();
    expect(ask({ unit, gains: 1, guard: {}, ask: 'guardian' })).toBeRefusedBy('legion-guardian');
    const withCommander = { courage: 1, suppression: 1, commander: 3, keywords: [{ keyword: 'guardian', x: 1 }] };
    expect(ask({ unit: withCommander, guard: {}, ask: 'guardian' })).toBeRefusedBy('legion-guardian');
  });

  it('Compel does not move a droid trooper (never suppressed); Dauntless neither', () => {
    const droid = { type: 'droid-trooper', courage: 1, suppression: 1 };
    expect(ask({ unit: { ...droid, compel: true }, ask: { action: 'move', free: true, grantedBy: 'compel' } })).toBeRefusedBy(
      'legion-compel',
    );
    expect(ask({ unit: { ...droid, keywords: ['dauntless'] }, ask: { action: 'move', free: true, grantedBy: 'dauntless' } })).toBeRefusedBy(
      'legion-dauntless',
    );
  });

  it('Compel after a rally that left the unit suppressed, not panicked', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, compel: true },
      step: 'rally',
      rolled: ['block', 'blank'],
      ask: { action: 'move', free: true, grantedBy: 'compel' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-compel');
  });

  it('Dauntless kept from panic by a commander’s courage still moves', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, commander: 2, keywords: ['dauntless'] },
      ask: { action: 'move', free: true, grantedBy: 'dauntless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-commander-courage');
  });

  it('Juyo Mastery’s third action is open to an attack, but a standby move in an enemy’s activation is no own move', () => {
    const unit = { courage: 1, wounds: 2, keywords: ['juyo-mastery'] };
    expect(ask({ unit, did: ['move', 'aim'], ask: 'attack' })).toCite('legion-juyo-mastery');
    expect(ask({ unit: { ...unit, standby: true }, ...enemy('move'), ask: standbyMove })).toBeAllowed();
  });

  it('AI: a free move first does not satisfy AI; a commander with courage "-" within 3 lifts it', () => {
    const ai = { keyword: 'ai', actions: ['attack'] };
    expect(ask({ unit: { courage: 1, keywords: [ai] }, did: ['free move'], ask: 'aim' })).toBeRefusedBy('legion-ai');
    expect(ask({ unit: { courage: 1, commander: 'none', keywords: [ai] }, ask: 'move' })).toBeAllowed();
  });
});
