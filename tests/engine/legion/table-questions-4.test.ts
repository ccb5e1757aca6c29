/**
 * A fourth round of table questions, on combinations the earlier rounds touched less: several
 * keywords on one unit, free actions and upgrade cards with an exhaust icon, suppression and panic
 * that change during the round, the rally at the start of an activation, standby tokens set off by
 * an enemy at range, a unit attacked or wounded before or during its activation, the order of what
 * happens as an activation ends, and an action refused for one reason and allowed after another
 * event. Each is answered by the checked rules facts, asserting the verdict, the block ids cited
 * and the sentence a player reads.
 */
import { describe, expect, it } from 'vitest';
import { actionsRemaining, attackSuppression, canPerform, gainWounds, rallyOdds, rallyRoll } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { ask, codes, did, enemy, messages, rules, standbyAttack, standbyMove, unit } from './builders.ts';

const grant = (grantedBy: string, extra: Record<string, unknown> = {}) => ({ action: 'attack', free: true, grantedBy, ...extra });
const freeCard = (card: string, extra: Record<string, unknown> = {}) => ({ card, free: true, exhausts: card, ...extra });

describe('legion questions 4: several keywords on one unit', () => {
  it('Relentless, Plodding and Tactical 1: the aim token after the move does not close the Relentless window; a second move does not come', () => {
    const keywords = ['relentless', 'plodding', { keyword: 'tactical', x: 1 }];
    const moved = { unit: { keywords }, did: ['move', { gained: 'aim' }] };
    const attack = ask({ ...moved, ask: grant('relentless') });
    expect(attack).toBeAllowed();
    expect(rules(attack)).toEqual(['legion-relentless', 'legion-free-typed']);
    const after = { ...moved, did: [...moved.did, grant('relentless')] };
    const move = ask({ ...after, ask: 'move' });
    expect(move).toBeRefusedBy('legion-plodding');
    expect(messages(move)).toMatch(/one move action per activation/);
    // Tactical's token is no aim action: the aim action is still open for its second action.
    const aim = ask({ ...after, ask: 'aim' });
    expect(aim).toBeAllowed();
    expect(aim).toCite('legion-gained-token-not-action');
  });

  it('Juyo Mastery with a wound and Plodding: three actions, but the second move is refused by Plodding, not by the count', () => {
    const s = { unit: { wounds: 1, keywords: ['juyo-mastery', 'plodding'] }, did: ['move', 'attack'] };
    const move = ask({ ...s, ask: 'move' });
    expect(move).toBeRefusedBy('legion-plodding');
    expect(move.reasons.filter((r) => r.refuses).map((r) => r.rule)).toEqual(['legion-plodding']);
    // The count has room (3 actions, 2 used), yet a refused move is not said to use it.
    expect(actionsRemaining(unit({ wounds: 1, keywords: ['juyo-mastery', 'plodding'], did: did('move', 'attack') }))).toBe(1);
    expect(move).not.toCite('legion-two-actions');
    const dodge = ask({ ...s, ask: 'dodge' });
    expect(dodge).toBeAllowed();
    expect(dodge).toCite('legion-juyo-mastery');
  });

  it('AI: Attack with Relentless: it may not move first to set up the free attack; after attack then move, Relentless is a second attack', () => {
    const keywords = [{ keyword: 'ai', actions: ['attack'] }, 'relentless'];
    const first = ask({ unit: { keywords }, ask: 'move' });
    expect(first).toBeRefusedBy('legion-ai');
    expect(messages(first)).toMatch(/first action must be attack/);
    expect(ask({ unit: { keywords }, did: ['attack'], ask: 'move' })).toBeAllowed();
    const relentless = ask({ unit: { keywords }, did: ['attack', 'move'], ask: grant('relentless') });
    expect(relentless).toBeRefusedBy('legion-one-attack-action');
    expect(relentless).toCite('legion-relentless');
  });

  it('Dauntless with Tactical and Agile: the Dauntless move is a move, so both give their tokens; the token it takes changes no count', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, keywords: ['dauntless', { keyword: 'tactical', x: 1 }, { keyword: 'agile', x: 1 }] },
      suppressionAtStart: 1,
      ask: { action: 'move', free: true, grantedBy: 'dauntless' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(expect.arrayContaining(['legion-dauntless', 'legion-action-count-fixed', 'legion-tactical', 'legion-agile']));
    expect(messages(v)).toMatch(/counted at 1 suppression when Perform Actions began, not 2 now/);
  });

  it('Dauntless then Relentless: the free attack follows the Dauntless move, yet at 2 tokens with courage 1 it no longer contests', () => {
    const s = {
      unit: { courage: 1, suppression: 2, keywords: ['dauntless', 'relentless'] },
      suppressionAtStart: 1,
      did: [{ action: 'move', free: true, grantedBy: 'dauntless' }],
    };
    expect(ask({ ...s, ask: grant('relentless') })).toBeAllowed();
    const contest = ask({ ...s, ask: 'contest' });
    expect(contest).toBeRefusedBy('legion-panicked-no-contest');
    expect(messages(contest)).toMatch(/Panicked \(2 ≥ 2 × its courage 1\)/);
  });

  it('Charge and Agile: the dodge token after the move into melee leaves the Charge attack open; then a dodge action, not a plain move', () => {
    const s = {
      unit: { keywords: ['charge', { keyword: 'agile', x: 1 }] },
      did: [{ action: 'move', startsMelee: true }, { gained: 'dodge' }],
    };
    const charge = ask({ ...s, ask: grant('charge') });
    expect(charge).toBeAllowed();
    expect(charge).toCite('legion-engaged');
    const after = { ...s, did: [...s.did, grant('charge')] };
    expect(ask({ ...after, ask: 'dodge' })).toBeAllowed();
    expect(ask({ ...after, ask: 'move' })).toBeRefusedBy('legion-engaged');
  });
});

describe('legion questions 4: free actions and upgrade cards with an exhaust icon', () => {
  it('suppressed, its one action spent: a free card action with an exhaust icon is still made, and the card exhausts', () => {
    const v = ask({ unit: { courage: 1, suppression: 1 }, did: ['aim'], ask: freeCard('Comms Relay') });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-free-card-not-counted', 'legion-free-while-suppressed', 'legion-exhaust']);
    expect(messages(v)).toMatch(/Comms Relay exhausts after this/);
  });

  it('panicked: no free card action, and the answer does not say the card would exhaust', () => {
    const v = ask({ unit: { courage: 1, suppression: 2 }, ask: freeCard('Comms Relay') });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
    expect(v).not.toCite('legion-exhaust');
    expect(messages(v)).not.toMatch(/exhausts/);
  });

  it('a recover readies the card, but the same free card action is still made once an activation', () => {
    const v = ask({ did: [freeCard('Comms Relay'), 'recover'], ask: freeCard('Comms Relay') });
    expect(v).toBeRefusedBy('legion-free-card-once');
    expect(v.reasons.filter((r) => r.refuses).map((r) => r.code)).toEqual(['FreeCardActionRepeated']);
    expect(messages(v)).toMatch(/Free card action Comms Relay already made/);
    expect(messages(v)).not.toMatch(/exhausts after this/);
  });

  it('a free recover from an effect readies an exhausted upgrade for its free card action; no recover action after it', () => {
    const s = { unit: { exhausted: ['Targeting Scopes'] }, did: [{ action: 'recover', free: true, grantedBy: 'field commander' }] };
    const card = ask({ ...s, ask: freeCard('Targeting Scopes') });
    expect(card).toBeAllowed();
    expect(card).toCite('legion-exhaust');
    expect(ask({ ...s, ask: 'recover' })).toBeRefusedBy('legion-same-action-once');
  });

  it("an upgrade's free move or free attack keeps the move and attack limits, and a refused one does not exhaust the card", () => {
    const move = ask({ unit: { keywords: ['plodding'] }, did: ['move'], ask: { action: 'move', free: true, exhausts: 'Grappling Hooks' } });
    expect(move).toBeRefusedBy('legion-plodding');
    expect(move).not.toCite('legion-exhaust');
    const attack = ask({ did: ['attack'], ask: grant('Tactical Visor', { exhausts: 'Tactical Visor' }) });
    expect(attack).toBeRefusedBy('legion-one-attack-action');
    expect(messages(attack)).not.toMatch(/Tactical Visor exhausts/);
  });

  it('a card action that is an attack, after a standby action: refused, and not said to exhaust its card', () => {
    const v = ask({ did: ['standby'], ask: { card: 'Ambush', as: 'attack', exhausts: 'Ambush' } });
    expect(v).toBeRefusedBy('legion-standby-no-attack');
    expect(v).not.toCite('legion-exhaust');
  });
});

describe('legion questions 4: suppression and panic that change during the round', () => {
  it('Spur takes a courage 1 unit to suppressed during its move: its second action stays, counted when the step began', () => {
    const v = ask({ unit: { courage: 1, suppression: 1, keywords: ['spur'] }, suppressionAtStart: 0, did: ['move'], ask: 'attack' });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-action-count-fixed');
    expect(messages(v)).toMatch(/counted at 0 suppression when Perform Actions began, not 1 now/);
  });

  it('Spur takes it to panic mid-activation: no panic removal at the end (it was not panicked when the step began); End Phase, then one die', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, keywords: ['spur'] },
      suppressionAtStart: 1,
      did: ['move'],
      ended: true,
      rolled: ['blank'],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-panic-remove-at-end');
    expect(rules(v).slice(0, 3)).toEqual(['legion-activation-steps', 'legion-end-phase', 'legion-rally']);
    expect(v).toCite('legion-suppressed-one-fewer');
    expect(messages(v)).toMatch(/Uses 1 of 1 action; 0 left after/);
  });

  it('panicked at 2 tokens when the step began and shot to 3: removes 1 (its courage) at the end, 1 in the End Phase; a block clears the last', () => {
    const v = ask({ unit: { courage: 1, suppression: 3 }, suppressionAtStart: 2, ended: true, rolled: ['block'], ask: 'aim' });
    expect(v).toBeAllowed();
    expect(codes(v).slice(0, 4)).toEqual(['ActivationEnded', 'PanicRemovesAtEnd', 'EndPhaseRemoves', 'RallyRolled']);
    expect(messages(v)).toMatch(/removes 1 suppression \(its courage\) at the end/);
    expect(messages(v)).toMatch(/Uses 1 of 2 actions; 1 left after/);
  });

  it('a commander with courage "-" keeps the unit from panic, not from the tokens: gaining them still costs its standby token', () => {
    const v = ask({
      unit: { courage: 1, suppression: 1, standby: true, commander: 'none' },
      ...enemy('move'),
      gains: 2,
      ask: standbyAttack(),
    });
    expect(v).toBeRefusedBy('legion-standby-spend');
    expect(codes(v)).toEqual(['SuppressionGained', 'StandbyLostToSuppression', 'StandbyNoToken']);
    expect(v).not.toCite('legion-standby-panicked');
  });

  it('a Guardian at its courage in suppression cannot guard; after its activation ends and the End Phase takes a token, it can', () => {
    const unitState = { courage: 1, suppression: 1, keywords: [{ keyword: 'guardian', x: 1 }] };
    const now = ask({ unit: unitState, turn: 'enemy', ask: 'guardian' });
    expect(now).toBeRefusedBy('legion-guardian');
    expect(messages(now)).toMatch(/suppression 1 ≥ courage 1/);
    const next = ask({ unit: unitState, ended: true, ask: 'guardian' });
    expect(next).toBeAllowed();
    expect(rules(next)).toEqual(['legion-activation-steps', 'legion-end-phase', 'legion-guardian']);
  });
});

describe('legion questions 4: the rally at the start of an activation', () => {
  it('Compel after the rally: courage 2, 3 tokens, one block leaves 2: suppressed, not panicked, so the Compel move comes', () => {
    const v = ask({
      unit: { courage: 2, suppression: 3, compel: true },
      step: 'rally',
      rolled: ['block', 'blank', 'blank'],
      ask: { action: 'move', free: true, grantedBy: 'compel' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-rally', 'legion-compel', 'legion-free-typed', 'legion-free-while-suppressed']);
    expect(messages(v)).toMatch(/1 of 3 dice showed a block or surge; 2 suppression left/);
  });

  it('no free card action while rolling the rally; once rolled, still suppressed, it is made', () => {
    const base = { unit: { courage: 1, suppression: 1 }, step: 'rally' };
    const during = ask({ ...base, ask: freeCard('Comms Relay') });
    expect(during).toBeRefusedBy('legion-free-card-own-step');
    expect(messages(during)).toMatch(/not in its rally step/);
    const after = ask({ ...base, rolled: ['blank'], ask: freeCard('Comms Relay') });
    expect(after).toBeAllowed();
    expect(after).toCite('legion-free-while-suppressed');
  });

  it('Fire Support and Disciplined 1 on its order: a standby token and one token fewer before the rally; the first action removes the standby token', () => {
    const v = ask({
      unit: { courage: 1, suppression: 2, keywords: ['fire-support', { keyword: 'disciplined', x: 1 }] },
      step: 'rally',
      orderIssued: true,
      rolled: ['blank'],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
    expect(rules(v).slice(0, 3)).toEqual(['legion-fire-support', 'legion-disciplined', 'legion-rally']);
    expect(v).toCite('legion-suppressed-one-fewer');
    expect(v).toCite('legion-standby-token-removed');
  });

  it('Indomitable, courage 1, 2 tokens: red dice make it act normally 4 times in 9 and panic 1 time in 9 (white: 1 in 9 and 4 in 9)', () => {
    const red = rallyOdds(unit({ step: 'rally', suppression: 2, keywords: ['indomitable'] }));
    expect([red.byOutcome.normal.n, red.byOutcome.normal.d]).toEqual([4, 9]);
    expect([red.byOutcome.panicked.n, red.byOutcome.panicked.d]).toEqual([1, 9]);
    expect(red.reasons.map((r) => r.rule)).toEqual(['legion-rally', 'legion-indomitable']);
    const white = rallyOdds(unit({ step: 'rally', suppression: 2 }));
    expect([white.byOutcome.normal.n, white.byOutcome.panicked.n]).toEqual([1, 4]);
  });
});

describe('legion questions 4: a standby token set off by an enemy at range', () => {
  it('the enemy is in sight of one of its minis but not of its unit leader: no standby attack, the standby move is still there', () => {
    const attack = ask({ unit: { standby: true }, ...enemy('attack'), ask: standbyAttack({ los: false }) });
    expect(attack).toBeRefusedBy('legion-attack-declare');
    expect(messages(attack)).toMatch(/unit leader's line of sight/);
    expect(ask({ unit: { standby: true }, ...enemy('attack'), ask: standbyMove })).toBeAllowed();
  });

  it('set off at range 2 with weapons of range 1: the attack is refused for range, not for the trigger', () => {
    const v = ask({ unit: { standby: true }, ...enemy('move'), ask: standbyAttack({ inRange: false }) });
    expect(v).toBeRefusedBy('legion-attack-declare');
    expect(v.reasons.filter((r) => r.refuses).map((r) => r.code)).toEqual(['DefenderOutOfRange']);
  });

  it('an engaged holder and another enemy moving within 2: no ranged shot (engaged), no melee (not in base contact), only a withdraw', () => {
    const s = { unit: { standby: true, engaged: true }, ...enemy('move') };
    expect(ask({ ...s, ask: standbyAttack({ inMelee: false }, { weapon: 'ranged' }) })).toBeRefusedBy('legion-engaged');
    expect(ask({ ...s, ask: standbyAttack({ inMelee: false }, { weapon: 'melee' }) })).toBeRefusedBy('legion-attack-declare');
    const withdraw = ask({ ...s, ask: { ...standbyMove, withdraw: true } });
    expect(withdraw).toBeAllowed();
    expect(withdraw).toCite('legion-withdraw');
  });

  it('the enemy attacked the holder in melee with a Suppressive weapon and missed: one token all the same, and the standby token goes', () => {
    const v = ask({
      unit: { courage: 1, standby: true },
      ...enemy('attack'),
      attacked: { weapon: 'melee', hit: false, suppressive: true },
      ask: standbyAttack({}, { weapon: 'melee' }),
    });
    expect(v).toBeRefusedBy('legion-standby-spend');
    expect(codes(v)).toEqual([
      'AttackNoSuppression',
      'SuppressiveToken',
      'SuppressionGained',
      'StandbyLostToSuppression',
      'StandbyNoToken',
    ]);
  });

  it("a Relentless holder's standby move in the enemy's activation gives no Relentless attack: that is for its own activation", () => {
    const v = ask({ unit: { standby: true, keywords: ['relentless'] }, ...enemy('move'), ask: grant('relentless') });
    expect(v).toBeRefusedBy('legion-other-activation');
    expect(messages(v)).toMatch(/In an enemy unit's activation a unit acts only where a rule lets it/);
  });

  it('an enemy acting beyond range 2 sets nothing off; the same enemy acting again within 2 does', () => {
    const far = ask({ unit: { standby: true }, ...enemy('action', { within2: false }), ask: standbyMove });
    expect(far).toBeRefusedBy('legion-standby-trigger');
    expect(messages(far)).toMatch(/not within 2 of the standby unit/);
    const near = ask({ unit: { standby: true }, ...enemy('action'), ask: standbyMove });
    expect(near).toBeAllowed();
    expect(rules(near)).toEqual(['legion-standby-trigger', 'legion-standby-spend']);
  });
});

describe('legion questions 4: a unit attacked or wounded, then activating', () => {
  it('courage 1 with 1 token, shot and hit before it activates: 2 tokens to rally; one block leaves it suppressed with one action, none panicked', () => {
    const shot = attackSuppression(unit({ step: 'rally', suppression: 1 }), { weapon: 'ranged', hit: true });
    expect(shot.state.suppression).toBe(2);
    const oneBlock = rallyRoll(shot.state, ['block', 'blank']).state;
    expect(canPerform(oneBlock, { action: 'aim' })).toBeAllowed();
    const second = canPerform({ ...oneBlock, did: [{ action: 'aim' }] }, { action: 'move' });
    expect(second).toBeRefusedBy('legion-suppressed-one-fewer');
    const blanks = rallyRoll(shot.state, ['blank', 'blank']).state;
    expect(canPerform(blanks, { action: 'aim' })).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('courage 2, shot by a Suppressive pool that hit: 2 tokens, suppressed; one block at its rally and it has both actions', () => {
    const shot = attackSuppression(unit({ step: 'rally', courage: 2 }), { weapon: 'ranged', hit: true, suppressive: true });
    expect(shot.state.suppression).toBe(2);
    const rallied = rallyRoll(shot.state, ['blank', 'surge']);
    expect(rallied.state.suppression).toBe(1);
    const v = canPerform({ ...rallied.state, did: [{ action: 'move' }] }, { action: 'attack' });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-suppressed-one-fewer');
  });

  it('Juyo Mastery wounded in an enemy activation has its extra action at its own: move, attack and a third action', () => {
    const before = gainWounds(unit({ step: 'rally', keywords: ['juyo-mastery'] }), 1).state;
    const own = rallyRoll(before, []).state;
    const v = canPerform({ ...own, did: [{ action: 'move' }, { action: 'attack' }] }, { action: 'aim' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-two-actions', 'legion-juyo-mastery']);
    expect(messages(v)).toMatch(/Uses 1 of 3 actions; 0 left after/);
  });
});

describe('legion questions 4: what happens as an activation ends, in order', () => {
  it('panicked with Master of the Force 1 and a faceup order: panic removal, then the Force upgrade readied, then the order token facedown', () => {
    const v = ask({
      unit: {
        courage: 2,
        suppression: 4,
        faceup: true,
        keywords: [{ keyword: 'master-of-the-force', x: 1 }],
        exhausted: ['Force Push'],
        force: ['Force Push'],
      },
      ended: true,
      ask: { card: 'Force Push', exhausts: 'Force Push' },
    });
    expect(v).toBeAllowed();
    expect(codes(v).slice(0, 5)).toEqual([
      'ActivationEnded',
      'PanicRemovesAtEnd',
      'MasterOfTheForceReadies',
      'OrderTokenFacedown',
      'EndPhaseRemoves',
    ]);
  });

  it('a panicked droid trooper with an ion token: its courage in tokens and its ion token go at the end, the End Phase takes the last', () => {
    const v = ask({
      unit: { type: 'droid-trooper', courage: 1, suppression: 2, ion: 1, ionBlank: true },
      ended: true,
      rolled: [],
      ask: 'aim',
    });
    expect(v).toBeAllowed();
    expect(codes(v).slice(0, 5)).toEqual(['ActivationEnded', 'PanicRemovesAtEnd', 'IonRemovedAtEnd', 'EndPhaseRemoves', 'RallyRolled']);
    expect(messages(v)).toMatch(/Its 1 ion token goes at the end of its activation/);
    expect(messages(v)).toMatch(/Uses 1 of 2 actions; 1 left after/);
  });
});

describe('legion questions 4: refused for one reason, allowed after another event', () => {
  it('an engaged creature trooper: no ranged attack; after its withdraw it may shoot, but still not go on standby', () => {
    const unitState = { type: 'creature-trooper', engaged: true };
    expect(ask({ unit: unitState, ask: { action: 'attack', weapon: 'ranged' } })).toBeRefusedBy('legion-engaged');
    const withdrew = { unit: unitState, did: [{ action: 'move', withdraw: true }] };
    const shot = ask({ ...withdrew, ask: { action: 'attack', weapon: 'ranged' } });
    expect(shot).toBeAllowed();
    expect(messages(shot)).toMatch(/A creature trooper may attack and withdraw in the same activation/);
    expect(ask({ ...withdrew, ask: 'standby' })).toBeRefusedBy('legion-withdraw');
  });

  it('Relentless after move then aim is refused; a free card action that is a move opens it again', () => {
    const refused = ask({ unit: { keywords: ['relentless'] }, did: ['move', 'aim'], ask: grant('relentless') });
    expect(refused).toBeRefusedBy('legion-relentless');
    expect(messages(refused)).toMatch(/a move must be its last action/);
    const v = ask({
      unit: { keywords: ['relentless'] },
      did: ['move', 'aim', { card: 'Hop', free: true, as: 'move' }],
      ask: grant('relentless'),
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-relentless');
  });
});
