/**
 * Questions a player asks at the table, each answered by the checked rules facts: asked as a
 * scenario (what a `check` block or a widget sends) and, where the question is about the whole
 * list, through `legalActions`.
 */
import { describe, expect, it } from 'vitest';
import { endActivation, legalActions, rallyOdds, type UnitState } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { ask, codes } from './builders.ts';

const enemyMoved = { turn: 'enemy', trigger: { did: 'move', within2: true, los: true } } as const;
const standbyMove = { action: 'move', free: true, standby: true } as const;

describe("legion: moves outside a unit's own activation follow the engagement rules (legion-engaged, legion-withdraw)", () => {
  it('an engaged unit spends its standby token on a withdraw, and the answer cites the withdraw rule', () => {
    const v = ask({ unit: { engaged: true, standby: true }, ...enemyMoved, ask: { ...standbyMove, withdraw: true } });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['StandbyTriggered', 'StandbySpent', 'WithdrawMove']);
    // Any other move is closed to it.
    expect(ask({ unit: { engaged: true, standby: true }, ...enemyMoved, ask: standbyMove })).toBeRefusedBy('legion-engaged');
  });
  it('a unit that is not engaged has nothing to withdraw from, with a standby token or a handed move', () => {
    expect(ask({ unit: { standby: true }, ...enemyMoved, ask: { ...standbyMove, withdraw: true } })).toBeRefusedBy('legion-withdraw');
    expect(ask({ unit: {}, turn: 'friendly', ask: { action: 'move', free: true, grantedBy: 'guidance', withdraw: true } })).toBeRefusedBy(
      'legion-withdraw',
    );
  });
  it('a free move handed to an engaged unit by Guidance is a withdraw, cited as one', () => {
    const v = ask({
      unit: { engaged: true },
      turn: 'friendly',
      ask: { action: 'move', free: true, grantedBy: 'guidance', withdraw: true },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-withdraw');
  });
  it("the next actions of an engaged unit holding a standby token offer the token's withdraw", () => {
    const s: UnitState = {
      type: 'trooper',
      courage: 1,
      suppression: 0,
      step: 'perform-actions',
      did: [],
      engaged: true,
      standby: true,
      ...enemyMoved,
    };
    const move = legalActions(s).find((c) => c.action.standby && c.action.action === 'move');
    expect(move?.action.withdraw).toBe(true);
    expect(move?.verdict).toBeAllowed();
  });
});

describe('legion: keywords on a standby move (legion-spur, legion-tactical)', () => {
  it("Spur offers its speed on a standby token's move, as on any move", () => {
    expect(ask({ unit: { courage: 2, standby: true, keywords: ['spur'] }, ...enemyMoved, ask: standbyMove })).toCite('legion-spur');
    // Not on a withdraw, whose speed is fixed at 1.
    const withdraw = ask({
      unit: { courage: 2, engaged: true, standby: true, keywords: ['spur'] },
      ...enemyMoved,
      ask: { ...standbyMove, withdraw: true },
    });
    expect(withdraw).toBeAllowed();
    expect(withdraw).not.toCite('legion-spur');
  });
  it('Agile gives its dodge on a standby move too', () => {
    expect(ask({ unit: { standby: true, keywords: [{ keyword: 'agile', x: 1 }] }, ...enemyMoved, ask: standbyMove })).toCite(
      'legion-agile',
    );
  });
});

describe('legion: suppression, courage and standby at the table', () => {
  it('a unit with courage "-" gains no suppression, so it keeps both actions (legion-courage-none)', () => {
    const v = ask({ unit: { courage: 'none' }, gains: 2, did: ['move'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('NoSuppressionGained');
  });
  it('a droid trooper that gains suppression in an enemy activation loses its standby token (legion-standby-token-removed)', () => {
    const v = ask({
      unit: { type: 'droid-trooper', courage: 1, standby: true },
      turn: 'enemy',
      trigger: { did: 'attack', within2: true, los: true },
      gains: 1,
      ask: { action: 'attack', free: true, standby: true },
    });
    expect(v).toBeRefusedBy('legion-standby-spend');
    expect(v).toCite('legion-standby-token-removed');
  });
});

describe('legion: keywords that grant a move at the start of Perform Actions (legion-compel, legion-dauntless)', () => {
  const compelled = { courage: 1, suppression: 1, compel: true };
  const compelMove = { action: 'move', free: true, grantedBy: 'compel' } as const;
  it('Compel moves a suppressed unit only before it has made anything', () => {
    expect(ask({ unit: compelled, ask: compelMove })).toBeAllowed();
    expect(ask({ unit: compelled, did: ['aim'], ask: compelMove })).toBeRefusedBy('legion-compel');
  });
  it('Compel does not move a panicked unit', () => {
    expect(ask({ unit: { ...compelled, suppression: 2 }, ask: compelMove })).toBeRefusedBy('legion-compel');
  });
  it('a Dauntless unit ignores Compel', () => {
    expect(ask({ unit: { ...compelled, keywords: ['dauntless'] }, ask: compelMove })).toBeRefusedBy('legion-dauntless');
  });
});

describe('legion: free attacks after a move keep to their weapons (legion-charge, legion-steady, legion-juyo-mastery)', () => {
  it('Charge attacks with melee weapons only; Steady with ranged weapons only', () => {
    const charged = [{ action: 'move', startsMelee: true }];
    expect(
      ask({ unit: { keywords: ['charge'] }, did: charged, ask: { action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' } }),
    ).toBeAllowed();
    expect(
      ask({ unit: { keywords: ['charge'] }, did: charged, ask: { action: 'attack', free: true, grantedBy: 'charge', weapon: 'ranged' } }),
    ).toBeRefusedBy('legion-charge');
    expect(
      ask({ unit: { keywords: ['steady'] }, did: ['move'], ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' } }),
    ).toBeAllowed();
    expect(
      ask({ unit: { keywords: ['steady'] }, did: ['move'], ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'melee' } }),
    ).toBeRefusedBy('legion-steady');
  });
  it('Juyo Mastery: a third action only with a wound, and never a third move, free or not', () => {
    expect(ask({ unit: { keywords: ['juyo-mastery'] }, did: ['move', 'aim'], ask: 'dodge' })).toBeRefusedBy('legion-two-actions');
    expect(ask({ unit: { keywords: ['juyo-mastery'], wounds: 1 }, did: ['move', 'aim'], ask: 'dodge' })).toBeAllowed();
    expect(ask({ unit: { keywords: ['juyo-mastery'], wounds: 1 }, did: ['move', 'move'], ask: 'free move' })).toBeRefusedBy(
      'legion-juyo-mastery',
    );
  });
});

describe('legion: Guardian on a droid trooper (legion-guardian)', () => {
  // The rule counts suppression tokens against courage; a droid trooper gains tokens though it is never suppressed.
  const droid = (suppression: number) => ({ type: 'droid-trooper', courage: 1, suppression, keywords: [{ keyword: 'guardian', x: 1 }] });
  it('guards with fewer suppression tokens than its courage, and not with as many', () => {
    expect(ask({ unit: droid(0), ask: 'guardian' })).toBeAllowed();
    expect(ask({ unit: droid(1), ask: 'guardian' })).toBeRefusedBy('legion-guardian');
  });
});

describe("legion: a handed free action keeps its card's limits (legion-other-activation, legion-exhaust, legion-repair)", () => {
  const guided = (extra: Record<string, unknown>) => ({
    action: 'card',
    card: 'Comms Jammer',
    free: true,
    grantedBy: 'guidance',
    ...extra,
  });
  it("Guidance cannot hand over the action of an exhausted upgrade card, and a ready one's exhausts it", () => {
    expect(ask({ unit: { exhausted: ['Comms Jammer'] }, turn: 'friendly', ask: guided({ exhausts: 'Comms Jammer' }) })).toBeRefusedBy(
      'legion-exhaust',
    );
    const ready = ask({ unit: {}, turn: 'friendly', ask: guided({ exhausts: 'Comms Jammer' }) });
    expect(ready).toBeAllowed();
    expect(codes(ready)).toEqual(['GuidanceAction', 'CardExhausts']);
  });
  it('Guidance cannot hand over a Repair whose card already holds its capacity in wounds', () => {
    const repair = { card: 'Repair', capacity: 2 };
    expect(ask({ unit: {}, turn: 'friendly', ask: guided({ ...repair, cardWounds: 2 }) })).toBeRefusedBy('legion-repair');
    expect(ask({ unit: {}, turn: 'friendly', ask: guided({ ...repair, cardWounds: 1 }) })).toBeAllowed();
  });
});

describe('legion: Independent at the start of the Activation Phase (legion-independent)', () => {
  const independent = (actions: string[]) => ({ keyword: 'independent', x: 1, actions });
  const phaseStart = { turn: 'phase-start' } as const;
  it('a unit that already holds an order token gets nothing', () => {
    const aim = { action: 'aim', free: true, grantedBy: 'independent' };
    expect(ask({ unit: { keywords: [independent(['aim'])] }, ...phaseStart, ask: aim })).toBeAllowed();
    expect(ask({ unit: { ordered: true, keywords: [independent(['aim'])] }, ...phaseStart, ask: aim })).toBeRefusedBy('legion-independent');
  });
  it('its free attack is an attack for every rule: an engaged unit makes no ranged one (legion-engaged)', () => {
    const attack = (weapon: string) => ({ action: 'attack', free: true, grantedBy: 'independent', weapon });
    const engaged = { engaged: true, keywords: [independent(['attack'])] };
    expect(ask({ unit: engaged, ...phaseStart, ask: attack('ranged') })).toBeRefusedBy('legion-engaged');
    expect(ask({ unit: engaged, ...phaseStart, ask: attack('melee') })).toBeAllowed();
  });
  it("its free action cannot use an exhausted upgrade card's exhaust icon (legion-exhaust)", () => {
    expect(
      ask({
        unit: { exhausted: ['Targeting Scopes'], keywords: [independent(['aim'])] },
        ...phaseStart,
        ask: { action: 'aim', free: true, grantedBy: 'independent', exhausts: 'Targeting Scopes' },
      }),
    ).toBeRefusedBy('legion-exhaust');
  });
});

describe('legion: free moves that are move actions, and moves after a withdraw', () => {
  it("Relentless attacks after Compel's free move, a move action like any other (legion-relentless, legion-compel)", () => {
    const v = ask({
      unit: { courage: 1, suppression: 1, compel: true, keywords: ['relentless'] },
      did: [{ action: 'move', free: true, grantedBy: 'compel' }],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-relentless');
  });
  it('Steady gives no free attack after a withdraw, which allows no attack that activation (legion-withdraw)', () => {
    expect(
      ask({
        unit: { engaged: true, keywords: ['steady'] },
        did: [{ action: 'move', withdraw: true }],
        ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' },
      }),
    ).toBeRefusedBy('legion-withdraw');
  });
  it('a Plodding unit that withdrew makes no second move (legion-plodding)', () => {
    expect(ask({ unit: { engaged: true, keywords: ['plodding'] }, did: [{ action: 'move', withdraw: true }], ask: 'move' })).toBeRefusedBy(
      'legion-plodding',
    );
  });
  it('an engaged unit cannot Jump: the card action is a move (legion-engaged, legion-card-action-named-type)', () => {
    expect(ask({ unit: { engaged: true }, ask: { card: 'Jump', as: 'move' } })).toBeRefusedBy('legion-engaged');
  });
});

describe('legion: Master of the Force reads card names as the rest of the engine does (legion-master-of-the-force)', () => {
  it('readies an exhausted Force upgrade whatever the case of its name in each list', () => {
    const s: UnitState = {
      type: 'trooper',
      courage: 2,
      suppression: 0,
      step: 'end',
      did: [],
      exhausted: ['Force Push', 'Comms Jammer'],
      force: ['force push'],
      keywords: [{ keyword: 'master-of-the-force', x: 1 }],
    };
    expect(endActivation(s).state.exhausted).toEqual(['Comms Jammer']);
  });
});

describe('legion: rally odds under a commander with courage "-" (legion-rally, legion-commander-courage-none)', () => {
  it('courage 1 and 2 tokens: never panicked, suppressed unless both dice remove a token (8/9)', () => {
    const o = rallyOdds({ type: 'trooper', courage: 1, suppression: 2, commander: 'none', step: 'rally', did: [] });
    const f = (p: { n: number; d: number }) => `${p.n}/${p.d}`;
    expect(f(o.byOutcome.panicked)).toBe('0/1');
    expect(f(o.byOutcome.suppressed)).toBe('8/9');
    expect(o.byActions.map(f)).toEqual(['0/1', '8/9', '1/9']);
  });
});
