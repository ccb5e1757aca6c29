/**
 * Table questions that combine rules: suppression, panic and courage with a commander in and out
 * of range, rallies, standby and what sets it off or takes it away, free actions from keywords
 * after other moves, compelled moves, engaged units, recover, and cards spent, each answered by
 * the checked rules facts and asserting the rule the engine cites.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { ask } from './builders.ts';

const enemyMoved = { turn: 'enemy', trigger: { did: 'move', within2: true, los: true } } as const;
const standbyAttack = { action: 'attack', free: true, standby: true, defender: { trigger: true } } as const;
const standbyMove = { action: 'move', free: true, standby: true } as const;
const wounded = (keywords: unknown[]) => ({ courage: 1, wounds: 1, keywords });

describe('legion questions: suppression, panic, courage and rally', () => {
  it('courage 1, 4 tokens, a commander of courage 2 within 3: 4 is twice the commander’s courage, so it panics anyway', () => {
    const v = ask({ unit: { courage: 1, suppression: 4, commander: 2 }, ask: 'aim' });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('courage 1, 4 tokens, rally of all blanks beside a commander of courage 2: panicked; one block would leave it suppressed', () => {
    const base = { unit: { courage: 1, suppression: 4, commander: 2 }, step: 'rally' };
    expect(ask({ ...base, rolled: ['blank', 'blank', 'blank', 'blank'], ask: 'move' })).toBeRefusedBy('legion-panicked-no-actions');
    const one = ask({ ...base, rolled: ['blank', 'block', 'blank', 'blank'], ask: 'move' });
    expect(one).toBeAllowed();
    expect(one).toCite('legion-commander-courage');
    expect(one).toCite('legion-suppressed-one-fewer');
  });

  it('a surge on a rally die removes a token as a block does: 2 tokens, courage 1, two surges leave it free to act twice', () => {
    const v = ask({ unit: { courage: 1, suppression: 2 }, step: 'rally', rolled: ['surge', 'surge'], did: [], ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-rally');
    expect(v).not.toCite('legion-suppressed-one-fewer');
  });

  it('suppressed to panic mid-activation, the unit keeps its action but can no longer contest an objective', () => {
    const v = ask({ unit: { courage: 1, suppression: 1 }, gains: 1, ask: 'contest' });
    expect(v).toBeRefusedBy('legion-panicked-no-contest');
  });

  it('a commander of courage 2 within 3 keeps a courage 1 unit with 3 tokens contesting', () => {
    const v = ask({ unit: { courage: 1, suppression: 3, commander: 2 }, ask: 'contest' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-commander-courage');
  });

  it('courage 2, 5 tokens, panicked: removes 2 at the end, 1 in the End Phase; two blank rally dice leave it suppressed', () => {
    const v = ask({ unit: { courage: 2, suppression: 5 }, ended: true, rolled: ['blank', 'blank'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-panic-remove-at-end');
    expect(v).toCite('legion-end-phase');
    expect(v).toCite('legion-suppressed-one-fewer');
  });

  it('a unit kept from panic by its commander removes no tokens at the end of its activation', () => {
    const v = ask({
      unit: { courage: 1, suppression: 3, commander: 2 },
      did: ['aim'],
      ended: true,
      rolled: ['blank', 'blank'],
      ask: 'aim',
    });
    // 3 tokens, one removed in the End Phase: 2 dice; none removed for panic.
    expect(v).not.toCite('legion-panic-remove-at-end');
  });

  it('a suppressed unit whose one action is a move still makes its Relentless free attack', () => {
    const v = ask({
      unit: { courage: 1, suppression: 1, keywords: ['relentless'] },
      did: ['move'],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-free-while-suppressed');
    expect(v).toCite('legion-relentless');
  });

  it('a free recover removes the suppression, but the action lost to it stays lost', () => {
    const v = ask({
      unit: { courage: 1, suppression: 1 },
      did: [{ action: 'recover', free: true, untyped: true }, 'aim'],
      ask: 'dodge',
    });
    expect(v).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(v).toCite('legion-recover-no-refund');
  });

  it('after a free recover, no recover action in the same activation', () => {
    const v = ask({ unit: { courage: 1 }, did: [{ action: 'recover', free: true, untyped: true }], ask: 'recover' });
    expect(v).toBeRefusedBy('legion-same-action-once');
  });

  it('a droid trooper with suppression equal to its courage cannot use Guardian, though it is not suppressed', () => {
    const v = ask({ unit: { type: 'droid-trooper', courage: 1, suppression: 1, keywords: ['guardian'] }, guard: {}, ask: 'guardian' });
    expect(v).toBeRefusedBy('legion-guardian');
  });

  it('a unit with courage "-" may always guard', () => {
    const v = ask({ unit: { courage: 'none', keywords: [{ keyword: 'guardian', x: 2 }] }, guard: {}, ask: 'guardian' });
    expect(v).toBeAllowed();
  });
});

describe('legion questions: standby', () => {
  it('a unit with courage "-" shot before an enemy moves keeps its standby token and spends it', () => {
    const v = ask({ unit: { courage: 'none', standby: true }, ...enemyMoved, gains: 1, ask: standbyAttack });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-courage-none');
    expect(v).toCite('legion-standby-spend');
  });

  it('a ground vehicle keeps its standby token when it would gain suppression, and may spend it', () => {
    const v = ask({ unit: { type: 'ground-vehicle', standby: true }, ...enemyMoved, gains: 1, ask: standbyMove });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-vehicle-no-courage');
  });

  it('an enemy that attacked out of line of sight sets off no standby token', () => {
    const v = ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'attack', within2: true, los: false }, ask: standbyAttack });
    expect(v).toBeRefusedBy('legion-standby-trigger');
  });

  it('an enemy that only made an aim action within 2 and in sight sets it off: any action does', () => {
    const v = ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'action', within2: true, los: true }, ask: standbyAttack });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-standby-trigger');
  });

  it('an engaged holder spends its token on a melee attack against the enemy that set it off, not a ranged one', () => {
    const base = { unit: { standby: true, engaged: true }, ...enemyMoved };
    expect(ask({ ...base, ask: { ...standbyAttack, weapon: 'melee' } })).toBeAllowed();
    expect(ask({ ...base, ask: { ...standbyAttack, weapon: 'ranged' } })).toBeRefusedBy('legion-engaged');
  });

  it('a standby token cannot be spent in the holder’s own activation, even after its standby action', () => {
    const v = ask({ unit: { courage: 1 }, did: ['standby'], ask: standbyMove });
    expect(v).toBeRefusedBy('legion-standby-trigger');
  });

  it('standby as the second action after a move is allowed; after a Relentless free attack it is not', () => {
    expect(ask({ unit: { courage: 1 }, did: ['move'], ask: 'standby' })).toBeAllowed();
    const v = ask({
      unit: { courage: 1, keywords: ['relentless'] },
      did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }],
      ask: 'standby',
    });
    expect(v).toBeRefusedBy('legion-standby-no-attack');
  });

  it('a standby move of an engaged unit must be a withdraw', () => {
    const base = { unit: { standby: true, engaged: true }, ...enemyMoved };
    expect(ask({ ...base, ask: standbyMove })).toBeRefusedBy('legion-engaged');
    const w = ask({ ...base, ask: { ...standbyMove, withdraw: true } });
    expect(w).toBeAllowed();
    expect(w).toCite('legion-withdraw');
  });
});

describe('legion questions: free actions from keywords after a move', () => {
  it('Relentless attacks after a Scout move, a free move action', () => {
    const v = ask({
      unit: { undeployed: true, keywords: ['scout', 'relentless'] },
      did: [{ action: 'move', free: true, grantedBy: 'scout' }],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-relentless');
  });

  it('Steady attacks after a Compel move; Charge attacks after a Compel move into melee', () => {
    const compelMove = { action: 'move', free: true, grantedBy: 'compel' };
    const steady = ask({
      unit: { courage: 1, suppression: 1, compel: true, keywords: ['steady'] },
      did: [compelMove],
      ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' },
    });
    expect(steady).toBeAllowed();
    expect(steady).toCite('legion-steady');
    const charge = ask({
      unit: { courage: 1, suppression: 1, compel: true, keywords: ['charge'] },
      did: [{ ...compelMove, startsMelee: true }],
      ask: { action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' },
    });
    expect(charge).toBeAllowed();
    expect(charge).toCite('legion-charge');
  });

  it('Relentless then Steady after the same move: the second free attack is refused', () => {
    const v = ask({
      unit: { courage: 1, keywords: ['relentless', 'steady'] },
      did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }],
      ask: { action: 'attack', free: true, grantedBy: 'steady', weapon: 'ranged' },
    });
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });

  it('Relentless after a move into melee: a melee attack, no ranged one', () => {
    const base = { unit: { courage: 1, keywords: ['relentless'] }, did: [{ action: 'move', startsMelee: true }] };
    expect(ask({ ...base, ask: { action: 'attack', free: true, grantedBy: 'relentless', weapon: 'melee' } })).toBeAllowed();
    expect(ask({ ...base, ask: { action: 'attack', free: true, grantedBy: 'relentless', weapon: 'ranged' } })).toBeRefusedBy(
      'legion-engaged',
    );
  });

  it('a creature trooper that withdrew may make its Relentless attack; a plain trooper may not', () => {
    const relentless = { action: 'attack', free: true, grantedBy: 'relentless' };
    const withdraw = { action: 'move', withdraw: true };
    expect(
      ask({ unit: { type: 'creature-trooper', courage: 1, engaged: true, keywords: ['relentless'] }, did: [withdraw], ask: relentless }),
    ).toBeAllowed();
    expect(ask({ unit: { courage: 1, engaged: true, keywords: ['relentless'] }, did: [withdraw], ask: relentless })).toBeRefusedBy(
      'legion-withdraw',
    );
  });

  it('Juyo Mastery, wounded: move, Relentless attack, then no attack action, though actions remain', () => {
    const v = ask({
      unit: wounded(['juyo-mastery', 'relentless']),
      did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }],
      ask: 'attack',
    });
    expect(v).toBeRefusedBy('legion-one-attack-action');
  });

  it('Juyo Mastery, wounded and suppressed, has two actions: a two-icon card action fits', () => {
    const v = ask({ unit: { ...wounded(['juyo-mastery']), suppression: 1 }, ask: { card: 'Big Order', icons: 2 } });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-card-action-two-icons');
    expect(v).toCite('legion-juyo-mastery');
  });

  it('a Dauntless unit’s free move comes before its first action; a second Dauntless move is refused', () => {
    const dauntless = { action: 'move', free: true, grantedBy: 'dauntless' };
    const v = ask({ unit: { courage: 1, suppression: 1, keywords: ['dauntless'] }, did: [dauntless], ask: dauntless });
    expect(v).toBeRefusedBy('legion-dauntless');
  });

  it('Compel does not move a unit that is not suppressed', () => {
    const v = ask({ unit: { courage: 2, suppression: 1, compel: true }, ask: { action: 'move', free: true, grantedBy: 'compel' } });
    expect(v).toBeRefusedBy('legion-compel');
  });

  it('an engaged unit’s Compel move is no plain move', () => {
    const v = ask({
      unit: { courage: 1, suppression: 1, compel: true, engaged: true },
      ask: { action: 'move', free: true, grantedBy: 'compel' },
    });
    expect(v).toBeRefusedBy('legion-engaged');
  });
});

describe('legion questions: engaged units, cards and steps', () => {
  it('an engaged unit cannot Jump: a Jump is a move action', () => {
    const v = ask({ unit: { courage: 1, engaged: true, keywords: ['jump'] }, ask: { card: 'Jump 1', as: 'move', grantedBy: 'jump' } });
    expect(v).toBeRefusedBy('legion-engaged');
  });

  it('an engaged unit may aim, dodge or recover', () => {
    for (const a of ['aim', 'dodge', 'recover']) expect(ask({ unit: { courage: 1, engaged: true }, ask: a })).toBeAllowed();
  });

  it('a unit that moved into melee this activation may then withdraw, but not after its melee attack', () => {
    const charge = { action: 'move', startsMelee: true };
    const w = ask({ unit: { courage: 1 }, did: [charge], ask: { action: 'move', withdraw: true } });
    expect(w).toBeAllowed();
    expect(w).toCite('legion-withdraw');
    const v = ask({
      unit: { courage: 1, keywords: ['charge'] },
      did: [charge, { action: 'attack', free: true, grantedBy: 'charge', weapon: 'melee' }],
      ask: { action: 'move', withdraw: true },
    });
    expect(v).toBeRefusedBy('legion-withdraw');
  });

  it('an exhausted card readied by a recover may be used, but the same card action not twice in one activation', () => {
    const readied = ask({
      unit: { courage: 1, exhausted: ['Comms Jammer'] },
      did: ['recover'],
      ask: { card: 'Comms Jammer', exhausts: 'Comms Jammer' },
    });
    expect(readied).toBeAllowed();
    expect(readied).toCite('legion-exhaust');
    const twice = ask({
      unit: { courage: 1, keywords: ['juyo-mastery'], wounds: 1 },
      did: [{ card: 'Comms Jammer', exhausts: 'Comms Jammer' }, 'recover'],
      ask: { card: 'Comms Jammer', exhausts: 'Comms Jammer' },
    });
    expect(twice).toBeRefusedBy('legion-card-actions-distinct');
  });

  it('a free card action is refused in the rally step and after the activation ends', () => {
    const free = { card: 'Hold the Line', free: true };
    expect(ask({ unit: { courage: 1 }, step: 'rally', ask: free })).toBeRefusedBy('legion-free-card-own-step');
    expect(ask({ unit: { courage: 1 }, step: 'end', ask: free })).toBeRefusedBy('legion-free-card-own-step');
  });

  it('two different free card actions after both actions are used; a panicked unit makes neither', () => {
    const v = ask({
      unit: { courage: 1 },
      did: ['move', 'aim', { card: 'Hold the Line', free: true }],
      ask: { card: 'Take Cover', free: true },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-free-card-not-counted');
    expect(ask({ unit: { courage: 1, suppression: 2 }, ask: { card: 'Take Cover', free: true } })).toBeRefusedBy(
      'legion-panicked-no-actions',
    );
  });

  it('a unit activating for the second time without Unstoppable is refused; with it, it acts', () => {
    expect(ask({ unit: { courage: 1, activations: 1 }, ask: 'move' })).toBeRefusedBy('legion-one-activation');
    const v = ask({ unit: { courage: 1, activations: 1, keywords: ['unstoppable'] }, ask: 'move' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-unstoppable');
  });
});

describe('legion questions: attacks whose keyword fixes the weapon, with the weapon left out', () => {
  it('Steady after a move into base contact: the free attack is ranged, and the unit is now engaged (legion-engaged)', () => {
    const v = ask({
      unit: { courage: 1, keywords: ['steady'] },
      did: [{ action: 'move', startsMelee: true }],
      ask: { action: 'attack', free: true, grantedBy: 'steady' },
    });
    expect(v).toBeRefusedBy('legion-engaged');
  });

  it('an engaged unit makes no older-wording Gunslinger attack after its melee attack: that attack is ranged', () => {
    const v = ask({
      unit: { courage: 2, engaged: true, keywords: ['gunslinger'] },
      did: [{ action: 'attack', weapon: 'melee' }],
      ask: { action: 'attack', notAction: true, grantedBy: 'gunslinger' },
    });
    expect(v).toBeRefusedBy('legion-engaged');
  });

  it('the older-wording Gunslinger attack is never a melee attack', () => {
    const v = ask({
      unit: { courage: 2, keywords: ['gunslinger'] },
      did: [{ action: 'attack', weapon: 'melee' }],
      ask: { action: 'attack', notAction: true, grantedBy: 'gunslinger', weapon: 'melee' },
    });
    expect(v).toBeRefusedBy('legion-gunslinger');
  });

  it('Gunslinger’s extra defender makes the attack a ranged one: not for an engaged unit, nor against a defender in its melee', () => {
    expect(
      ask({ unit: { courage: 2, engaged: true, keywords: ['gunslinger'] }, ask: { action: 'attack', extraDefender: {} } }),
    ).toBeRefusedBy('legion-engaged');
    const v = ask({
      unit: { courage: 2, keywords: ['gunslinger'] },
      ask: { action: 'attack', defender: { inMelee: true }, extraDefender: {} },
    });
    expect(v).toBeRefusedBy('legion-no-ranged-into-melee');
  });

  it('the Charge attack is a melee attack: it cannot reach a defender out of base contact', () => {
    const base = { unit: { courage: 1, keywords: ['charge'] }, did: [{ action: 'move', startsMelee: true }] };
    expect(ask({ ...base, ask: { action: 'attack', free: true, grantedBy: 'charge' } })).toBeAllowed();
    expect(ask({ ...base, ask: { action: 'attack', free: true, grantedBy: 'charge', defender: { inMelee: false } } })).toBeRefusedBy(
      'legion-attack-declare',
    );
  });

  it('legalActions lists no Gunslinger attack for an engaged unit', async () => {
    const { legalActions } = await import('../../../src/engine/legion/index.ts');
    const s = { type: 'trooper', courage: 2, suppression: 0, step: 'perform-actions', engaged: true, keywords: ['gunslinger'] } as const;
    const after = { ...s, did: [{ action: 'attack', weapon: 'melee' }] } as const;
    const extra = legalActions(after).find((c) => c.action.notAction && c.action.grantedBy === 'gunslinger');
    expect(extra?.verdict).toBeRefusedBy('legion-engaged');
  });
});

describe('legion questions: AI with nothing listed possible', () => {
  it('AI: Move on a Plodding unit that already made its Compel move: no move is possible, so it acts freely', () => {
    const v = ask({
      unit: { courage: 1, suppression: 1, compel: true, keywords: ['plodding', { keyword: 'ai', actions: ['move'] }] },
      did: [{ action: 'move', free: true, grantedBy: 'compel' }],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
    expect(v).toCite('AiNonePossible');
  });
});
