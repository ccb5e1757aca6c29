/**
 * A second round of table questions, each answered by the checked rules facts: the steps of an
 * activation and what an order issued before it does, what an attack leaves on the defender
 * (Suppressive weapons included), aim and dodge, recovering with nothing to recover, the End Phase,
 * a commander's courage, and the keywords not asked about in the first round (Compel, Coordinate,
 * Fire Support, Disciplined, Tactical, Agile, Guardian, Indomitable, Unstoppable, AI).
 */
import { describe, expect, it } from 'vitest';
import { attackSuppression, endPhase, issueOrder } from '../../../src/engine/legion/index.ts';
import { ask, rules, unit } from './builders.ts';
import '../matchers.ts';

const compelMove = { action: 'move', free: true, grantedBy: 'compel' } as const;
const jump = { card: 'Jump 1', as: 'move', grantedBy: 'jump' } as const;
const ai = { keyword: 'ai', actions: ['attack'] } as const;
const guardian = { keyword: 'guardian', x: 1 } as const;

describe('legion second pass: the steps of an activation (legion-activation-steps)', () => {
  it('no move in the start-of-activation step, before the rally', () => {
    expect(ask({ unit: { courage: 1 }, step: 'start', ask: 'move' })).toBeRefusedBy('legion-activation-steps');
  });
  it('no free attack once the activation has reached its end step', () => {
    expect(ask({ unit: { courage: 1 }, step: 'end', ask: 'free attack' })).toBeRefusedBy('legion-activation-steps');
  });
  it('Disciplined acts when the order is issued, before the rally: 2 tokens become 1, one die, a blank leaves it suppressed', () => {
    const base = { unit: { courage: 1, suppression: 2, keywords: [{ keyword: 'disciplined', x: 1 }] }, step: 'rally', orderIssued: true };
    const v = ask({ ...base, rolled: ['blank'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(rules(v).slice(0, 2)).toEqual(['legion-disciplined', 'legion-rally']);
    expect(v).toCite('legion-suppressed-one-fewer');
  });
  it('Disciplined 1 with 3 tokens and a rally of blanks: 2 left, panicked with courage 1', () => {
    const v = ask({
      unit: { courage: 1, suppression: 3, keywords: [{ keyword: 'disciplined', x: 1 }] },
      step: 'rally',
      orderIssued: true,
      rolled: ['blank', 'blank'],
      ask: 'aim',
    });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
  });
  it('Indomitable rallies with red dice, where a surge removes a token as a block does', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, keywords: ['indomitable'] },
      step: 'rally',
      rolled: ['surge', 'blank'],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-indomitable');
    expect(v).toCite('legion-suppressed-one-fewer');
  });
});

describe('legion second pass: orders issued (legion-fire-support, legion-coordinate)', () => {
  it('a repulsor vehicle with Fire Support gains no standby token when issued an order', () => {
    const e = issueOrder(unit({ type: 'repulsor-vehicle', courage: 'none', keywords: ['fire-support'] }));
    expect(e.state.standby).toBeUndefined();
    expect(rules(e)).not.toContain('legion-fire-support');
  });
  it('an order passed on by Coordinate is an order: a Fire Support unit that receives it gains its standby token', () => {
    const coordinator = issueOrder(unit({ keywords: ['coordinate'] }));
    expect(rules(coordinator)).toContain('legion-coordinate');
    expect(issueOrder(unit({ keywords: ['fire-support'] })).state.standby).toBe(true);
  });
  it('Coordinate hands over an order, not a free action', () => {
    expect(
      ask({ unit: { courage: 1, keywords: ['coordinate'] }, ask: { action: 'aim', free: true, grantedBy: 'coordinate' } }),
    ).toBeRefusedBy('legion-keyword-needed');
  });
  it('a Fire Support token lost to suppression before the enemy moves cannot be spent', () => {
    const v = ask({
      unit: { courage: 2, keywords: ['fire-support'] },
      orderIssued: true,
      gains: 1,
      turn: 'enemy',
      trigger: { did: 'move', within2: true, los: true },
      ask: { action: 'move', free: true, standby: true },
    });
    expect(v).toBeRefusedBy('legion-standby-spend');
    expect(v).toCite('legion-standby-token-removed');
  });
});

describe('legion second pass: attacks and the suppression they leave (legion-attack-suppression, legion-suppressive)', () => {
  it('a ranged hit in the middle of its Perform Actions step gives a token but takes no action away', () => {
    const v = ask({ unit: { courage: 1 }, attacked: { weapon: 'ranged', hit: true }, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-action-count-fixed');
  });
  it('a Suppressive pool gives its token even when every die missed', () => {
    const e = attackSuppression(unit({ courage: 2 }), { weapon: 'ranged', hit: false, suppressive: true });
    expect(e.state.suppression).toBe(1);
    expect(rules(e)).toContain('legion-suppressive');
  });
  it('a ranged hit from a Suppressive pool gives two tokens: a Guardian with courage 2 can no longer guard', () => {
    const v = ask({
      unit: { courage: 2, keywords: [guardian] },
      turn: 'enemy',
      attacked: { weapon: 'ranged', hit: true, suppressive: true },
      ask: 'guardian',
    });
    expect(v).toBeRefusedBy('legion-guardian');
    expect(v).toCite('legion-suppressive');
  });
  it('Suppressive gives nothing to a defender the attack defeated, nor to a vehicle', () => {
    expect(
      attackSuppression(unit({ courage: 1 }), { weapon: 'ranged', hit: true, defeated: true, suppressive: true }).state.suppression,
    ).toBe(0);
    const vehicle = attackSuppression(unit({ type: 'ground-vehicle', courage: 'none' }), {
      weapon: 'ranged',
      hit: true,
      suppressive: true,
    });
    expect(vehicle.state.suppression).toBe(0);
    expect(rules(vehicle)).toContain('legion-vehicle-no-courage');
  });
  it('a melee hit gives no token, so a courage 1 Guardian can still guard afterwards', () => {
    const v = ask({ unit: { courage: 1, keywords: [guardian] }, turn: 'enemy', attacked: { weapon: 'melee', hit: true }, ask: 'guardian' });
    expect(v).toBeAllowed();
  });
});

describe('legion second pass: aim, dodge, recover and the End Phase', () => {
  it('no dodge action in an enemy activation to meet an incoming attack', () => {
    expect(ask({ unit: { courage: 1 }, turn: 'enemy', ask: 'dodge' })).toBeRefusedBy('legion-other-activation');
  });
  it('a unit with no suppression and nothing exhausted may still recover, once', () => {
    const v = ask({ unit: { courage: 1 }, ask: 'recover' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-recover');
    expect(ask({ unit: { courage: 1 }, did: ['recover'], ask: 'recover' })).toBeRefusedBy('legion-same-action-once');
  });
  it('ion tokens go at the end of the activation: the vehicle has both actions next round', () => {
    const v = ask({ unit: { type: 'ground-vehicle', ion: 2, ionBlank: true }, did: ['move'], ended: true, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-ion');
  });
  it('the End Phase takes aim tokens from a unit with courage "-" and no suppression to lose', () => {
    const s = endPhase(unit({ courage: 'none', aim: 1, dodge: 2 })).state;
    expect([s.aim, s.dodge, s.suppression]).toEqual([0, 0, 0]);
  });
});

describe('legion second pass: a commander within 3 (legion-commander-courage)', () => {
  it('a droid trooper with 3 tokens and courage 1 next to a courage 2 commander: not panicked, never suppressed, two actions', () => {
    const v = ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 3, commander: 2 }, did: ['move'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-commander-courage');
  });
  it('the commander keeps a standby holder from panic, so it may spend its token', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, commander: 2, standby: true },
      turn: 'enemy',
      trigger: { did: 'move', within2: true, los: true },
      ask: { action: 'attack', free: true, standby: true },
    });
    expect(v).toBeAllowed();
  });
  it('Guardian reads the unit’s own courage: a commander nearby does not lift it', () => {
    expect(ask({ unit: { courage: 1, suppression: 1, commander: 3, keywords: [guardian] }, ask: 'guardian' })).toBeRefusedBy(
      'legion-guardian',
    );
  });
  it('a unit kept from panic by its commander may take a Compel move', () => {
    expect(ask({ unit: { courage: 1, suppression: 2, commander: 2, compel: true }, ask: compelMove })).toBeAllowed();
  });
});

describe('legion second pass: Compel (legion-compel)', () => {
  it('the Compel move uses no action; the one action left after suppression is still there, but no second', () => {
    expect(ask({ unit: { courage: 2, suppression: 3, compel: true }, did: [compelMove], ask: 'aim' })).toBeAllowed();
    expect(ask({ unit: { courage: 2, suppression: 3, compel: true }, did: [compelMove, 'aim'], ask: 'move' })).toBeRefusedBy(
      'legion-suppressed-one-fewer',
    );
  });
  it('a droid trooper is never suppressed, so Compel never moves it', () => {
    expect(ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1, compel: true }, ask: compelMove })).toBeRefusedBy(
      'legion-compel',
    );
  });
});

describe('legion second pass: Tactical and Agile after a Jump (legion-tactical, legion-agile, legion-jump)', () => {
  it('a Jump is a move action made as normal: Tactical gives its aim tokens after it', () => {
    const v = ask({
      unit: {
        courage: 1,
        keywords: [
          { keyword: 'tactical', x: 1 },
          { keyword: 'jump', x: 1 },
        ],
      },
      ask: jump,
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-tactical');
  });
  it('and Agile its dodge tokens', () => {
    expect(
      ask({
        unit: {
          courage: 1,
          keywords: [
            { keyword: 'agile', x: 1 },
            { keyword: 'jump', x: 1 },
          ],
        },
        ask: jump,
      }),
    ).toCite('legion-agile');
  });
  it('a Scout move is a free move action: Tactical gives its aim tokens', () => {
    const v = ask({
      unit: {
        courage: 1,
        undeployed: true,
        keywords: [
          { keyword: 'tactical', x: 1 },
          { keyword: 'scout', x: 2 },
        ],
      },
      ask: { action: 'move', free: true, grantedBy: 'scout' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-tactical');
  });
  it('a withdraw is a move action at speed 1: Agile gives its dodge tokens', () => {
    expect(
      ask({ unit: { courage: 1, engaged: true, keywords: [{ keyword: 'agile', x: 1 }] }, ask: { action: 'move', withdraw: true } }),
    ).toCite('legion-agile');
  });
});

describe('legion second pass: Guardian, Unstoppable, AI (legion-guardian, legion-unstoppable, legion-ai)', () => {
  it('Guardian covers neither a melee attack nor a vehicle', () => {
    expect(ask({ unit: { courage: 2, keywords: [guardian] }, ask: 'guardian', guard: { ranged: false } })).toBeRefusedBy('legion-guardian');
    expect(ask({ unit: { courage: 2, keywords: [guardian] }, ask: 'guardian', guard: { defenderTrooper: false } })).toBeRefusedBy(
      'legion-guardian',
    );
  });
  it('Unstoppable: a second activation in the round, never a third; without it, no second', () => {
    expect(ask({ unit: { courage: 1, activations: 1, keywords: ['unstoppable'] }, ask: 'move' })).toCite('legion-unstoppable');
    expect(ask({ unit: { courage: 1, activations: 2, keywords: ['unstoppable'] }, ask: 'move' })).toBeRefusedBy('legion-one-activation');
    expect(ask({ unit: { courage: 1, activations: 1 }, ask: 'move' })).toBeRefusedBy('legion-one-activation');
  });
  it('AI: a free action first does not count, the first action must still be the listed one', () => {
    expect(ask({ unit: { courage: 1, keywords: [ai] }, did: ['free aim'], ask: 'move' })).toBeRefusedBy('legion-ai');
  });
  it('AI is lifted by an order issued this round or a commander within 3, and binds again next round', () => {
    expect(ask({ unit: { courage: 1, keywords: [ai] }, orderIssued: true, ask: 'move' })).toBeAllowed();
    expect(ask({ unit: { courage: 1, commander: 2, keywords: [ai] }, ask: 'move' })).toBeAllowed();
    expect(ask({ unit: { courage: 1, faceup: true, keywords: [ai] }, did: ['move'], ended: true, ask: 'move' })).toBeRefusedBy('legion-ai');
  });
});

describe('legion second pass: objectives (legion-contest-range)', () => {
  it('a unit whose unit leader is not within 1/2 of the token does not contest it, whatever its other minis', () => {
    expect(ask({ unit: { courage: 1 }, ask: 'contest', leaderInRange: false })).toBeRefusedBy('legion-contest-range');
  });
});
