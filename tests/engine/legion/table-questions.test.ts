/**
 * Questions a player asks at the table, each answered by the checked rules facts: asked as a
 * scenario (what a `check` block or a widget sends) and, where the question is about the whole
 * list, through `legalActions`.
 */
import { describe, expect, it } from 'vitest';
import { engine, legalActions, type UnitState } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';

/** Answers a scenario, failing the test when it does not validate. */
function ask(input: Record<string, unknown>) {
  const parsed = engine.parseScenario({ game: 'legion', ...input });
  if (!parsed.ok) throw new Error(`scenario refused: ${JSON.stringify(parsed.errors)}`);
  return engine.answer(parsed.value);
}
const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

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
