/**
 * Rules facts asked as a player asks them, where no other test named the rule or the reason that
 * answers them: Jump as a move, Guardian for a defender that has it, the vehicle damage token once
 * per game, Dauntless and Compel, and a card action with two icons. Each test asserts the verdict
 * and the block ids (and reason codes) the answer cites.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask, codes, rules } from './builders.ts';

const jumper = { courage: 1, keywords: [{ keyword: 'jump', x: 1 }] };
const jump = { action: 'card', card: 'Jump 1', as: 'move', grantedBy: 'jump' };

describe('"My unit moved: may it Jump now?" (legion-jump)', () => {
  it('yes: a Jump is a move action, and moves may repeat', () => {
    const v = ask({ unit: jumper, did: ['move'], ask: jump });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-jump', 'legion-two-actions', 'legion-move-repeatable', 'legion-card-action-named-type']);
  });

  it('but not a second Jump: the same card action is made once per activation', () => {
    const v = ask({ unit: jumper, did: [jump], ask: jump });
    expect(v).toBeRefusedBy('legion-card-actions-distinct');
    expect(v).toCite('legion-jump');
  });

  it('and an engaged unit, which makes no move but a withdraw, cannot Jump out', () => {
    const v = ask({ unit: { ...jumper, engaged: true }, ask: jump });
    expect(v).toBeRefusedBy('legion-engaged');
    expect(v).toCite('legion-jump');
  });

  it('a unit without the keyword has no Jump to make', () => {
    expect(ask({ unit: { courage: 1 }, ask: jump })).toBeRefusedBy('legion-keyword-needed');
  });
});

describe('"The ally being shot has Guardian too: may my Guardian unit cancel its hits?" (legion-guardian)', () => {
  it('no: a defender with Guardian of its own gets no Guardian help', () => {
    const v = ask({ unit: { courage: 2, keywords: [{ keyword: 'guardian', x: 2 }] }, guard: { defenderGuardian: true }, ask: 'guardian' });
    expect(v).toBeRefusedBy('GuardianDefenderHasIt');
    expect(rules(v)).toEqual(['legion-guardian']);
  });

  it('without Guardian on the defender, it may', () => {
    expect(ask({ unit: { courage: 2, keywords: [{ keyword: 'guardian', x: 2 }] }, guard: {}, ask: 'guardian' })).toBeAllowed();
  });
});

describe('"Repair took my vehicle\'s damage token; it is wounded to its resilience again: a new token?" (legion-vehicle-damage-token)', () => {
  const vehicle = { type: 'ground-vehicle', resilience: 3, wounds: 0 };

  it('no: the token comes once per game', () => {
    const v = ask({ unit: { ...vehicle, damageGained: true }, wounded: 3, ask: 'move' });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('VehicleDamageOnce');
    expect(codes(v)).not.toContain('VehicleDamageGained');
    expect(v).toCite('legion-vehicle-damage-token');
  });

  it('the first time its wounds reach its resilience, it gains one', () => {
    const v = ask({ unit: vehicle, wounded: 3, ask: 'move' });
    expect(codes(v)).toContain('VehicleDamageGained');
  });
});

describe('"A Compel unit is near my suppressed Dauntless unit: may it take the Compel move?" (legion-dauntless)', () => {
  it('no: a Dauntless unit ignores Compel (it has its own free move instead)', () => {
    const v = ask({
      unit: { courage: 2, suppression: 2, compel: true, keywords: ['dauntless'] },
      ask: { action: 'move', free: true, grantedBy: 'compel' },
    });
    expect(v).toBeRefusedBy('DauntlessIgnoresCompel');
    expect(v).toBeRefusedBy('legion-dauntless');
  });
});

describe('"I moved: may I still make a card action with two action icons?" (legion-card-action-two-icons)', () => {
  it('no: it needs both actions unspent', () => {
    const v = ask({ unit: { courage: 1 }, did: ['move'], ask: { action: 'card', card: 'Heavy Order', icons: 2 } });
    expect(v).toBeRefusedBy('TwoIconsNeedBoth');
    expect(rules(v)).toEqual(['legion-card-action-two-icons']);
  });

  it('as the first action it uses both', () => {
    const v = ask({ unit: { courage: 1 }, ask: { action: 'card', card: 'Heavy Order', icons: 2 } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('TwoIconsUseBoth');
  });
});
