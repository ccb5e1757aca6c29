/**
 * A sixth round of table questions: what a refused answer must not say (an action it does not use,
 * suppression a refused recover does not remove), panic and suppression at courage 3 and beside a
 * commander, engaged units and their withdraw, the same action twice and card actions around free
 * ones, a unit not yet on the battlefield, damage dice and the steps around Perform Actions. Each
 * question is answered by the checked rules facts (or, where they are silent, the vault's reading
 * cited); each test asserts the verdict and the block ids cited, as a `check` block asks them.
 */
import { describe, expect, it } from 'vitest';
import { actionsRemaining } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { ask, card, codes, did, enemy, free, messages, rules, standbyAttack, unit } from './builders.ts';

const withdraw = { action: 'move', withdraw: true } as const;
const commandCard = (action: string, extra: Record<string, unknown> = {}) => ({ action, free: true, grantedBy: 'command card', ...extra });
const refusing = (v: { reasons: readonly { rule: string; refuses: boolean }[] }) => v.reasons.filter((r) => r.refuses).map((r) => r.rule);

describe('legion questions 6: a refused action uses no action and does nothing (legion-two-actions, legion-recover)', () => {
  it('an engaged unit asking for a plain move: refused by the engagement alone, with no "uses 1 of 2" beside it', () => {
    const v = ask({ unit: { engaged: true }, ask: 'move' });
    expect(v).toBeRefusedBy('legion-engaged');
    expect(rules(v)).toEqual(['legion-engaged']);
    expect(messages(v)).not.toMatch(/Uses \d of/);
    // The same unit's withdraw is allowed and does use one of its two actions.
    const w = ask({ unit: { engaged: true }, ask: withdraw });
    expect(w).toBeAllowed();
    expect(messages(w)).toMatch(/Uses 1 of 2 actions; 1 left after/);
  });

  it('an engaged unit asking for a ranged attack: refused, and the count is not said to be spent', () => {
    const v = ask({ unit: { engaged: true }, ask: { action: 'attack', weapon: 'ranged' } });
    expect(rules(v)).toEqual(['legion-engaged']);
    expect(codes(v)).not.toContain('ActionUsed');
  });

  it('a panicked unit asking to recover: no action at all, so no suppression is said to be removed', () => {
    for (const recover of ['recover', { action: 'recover', free: true }]) {
      const v = ask({ unit: { courage: 1, suppression: 2 }, ask: recover });
      expect(v).toBeRefusedBy('legion-panicked-no-actions');
      expect(rules(v)).toEqual(['legion-panicked-no-actions']);
      expect(messages(v)).not.toMatch(/Removes any/);
    }
  });

  it('a second recover after a card action that is one: refused as the same action, not said to remove anything', () => {
    const v = ask({ did: [{ card: 'Rally Cry', as: 'recover' }], ask: 'recover' });
    expect(v).toBeRefusedBy('legion-same-action-once');
    expect(v).not.toCite('legion-recover');
    expect(v).not.toCite('legion-two-actions');
  });

  it('a refused two-icon card action is not said to use both actions; an allowed one is', () => {
    const refused = ask({ did: ['move', 'attack'], ask: { card: 'Salvo', icons: 2 } });
    expect(refused).toBeRefusedBy('legion-two-actions');
    expect(codes(refused)).not.toContain('TwoIconsUseBoth');
    const allowed = ask({ did: [{ action: 'aim', free: true }], ask: { card: 'Salvo', icons: 2 } });
    expect(allowed).toBeAllowed();
    expect(rules(allowed)).toEqual(['legion-two-actions', 'legion-card-action-two-icons']);
  });

  it('in the end step and in the rally step a move is refused for the step, and not said to use an action', () => {
    const end = ask({ step: 'end', ask: 'move' });
    expect(rules(end)).toEqual(['legion-activation-steps']);
    const rally = ask({ unit: { suppression: 1 }, step: 'rally', ask: 'move' });
    expect(refusing(rally)).toEqual(['legion-activation-steps']);
    expect(codes(rally)).not.toContain('ActionUsed');
  });

  it('a vehicle may recover to ready its cards; the answer does not speak of suppression it cannot have', () => {
    const v = ask({ unit: { type: 'ground-vehicle' }, ask: 'recover' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-two-actions', 'legion-recover']);
    expect(messages(v)).toMatch(/No suppression to remove; readies its exhausted upgrade cards/);
    const trooper = ask({ unit: { courage: 2, suppression: 2 }, ask: 'recover' });
    expect(rules(trooper)).toEqual(['legion-two-actions', 'legion-suppressed-one-fewer', 'legion-recover-no-refund', 'legion-recover']);
    expect(messages(trooper)).toMatch(/Removes any of its 2 suppression/);
  });
});

describe('legion questions 6: suppression, panic and courage', () => {
  it('courage 3 with 5 tokens is suppressed, one short of panic: one action, so a move and nothing after it', () => {
    const s = { unit: { courage: 3, suppression: 5 } };
    expect(ask({ ...s, ask: 'move' })).toBeAllowed();
    const second = ask({ ...s, did: ['move'], ask: 'attack' });
    expect(second).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(refusing(second)).toEqual(['legion-two-actions', 'legion-suppressed-one-fewer']);
  });

  it('courage 3 with 6 tokens, twice its courage: panicked, no action', () => {
    const v = ask({ unit: { courage: 3, suppression: 6 }, ask: 'move' });
    expect(rules(v)).toEqual(['legion-panicked-no-actions']);
    expect(messages(v)).toMatch(/6 ≥ 2 × its courage 3/);
  });

  it('courage 2, 4 tokens, a courage 3 commander within 3: kept from panic, still suppressed by its own courage', () => {
    const v = ask({ unit: { courage: 2, suppression: 4, commander: 3 }, did: ['move'], ask: 'aim' });
    expect(v).toBeRefusedBy('legion-suppressed-one-fewer');
    expect(v).not.toCite('legion-panicked-no-actions');
    expect(rules(v)).toEqual(['legion-commander-courage', 'legion-two-actions', 'legion-suppressed-one-fewer']);
  });

  it('a droid trooper with courage 2 and 3 tokens keeps both actions; at 4 it panics, free actions too', () => {
    const three = ask({ unit: { type: 'droid-trooper', courage: 2, suppression: 3 }, did: ['move'], ask: 'attack' });
    expect(three).toBeAllowed();
    expect(rules(three)).toEqual(['legion-droid-courage', 'legion-two-actions']);
    const four = ask({ unit: { type: 'droid-trooper', courage: 2, suppression: 4 }, ask: { action: 'aim', free: true } });
    expect(four).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('a standby holder with courage 2 and 3 tokens (suppressed, not panicked) spends its token when an enemy moves', () => {
    const v = ask({ unit: { courage: 2, suppression: 3, standby: true }, ...enemy('move'), ask: standbyAttack() });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-standby-trigger', 'legion-standby-spend']);
  });
});

describe('legion questions 6: engaged units (legion-engaged, legion-withdraw)', () => {
  it('an engaged, suppressed unit withdraws with its one action, and has nothing after it', () => {
    const s = { unit: { engaged: true, courage: 1, suppression: 1 } };
    const w = ask({ ...s, ask: withdraw });
    expect(w).toBeAllowed();
    expect(rules(w)).toEqual(['legion-two-actions', 'legion-suppressed-one-fewer', 'legion-withdraw']);
    expect(ask({ ...s, did: [withdraw], ask: 'aim' })).toBeRefusedBy('legion-suppressed-one-fewer');
  });

  it('an engaged, panicked unit cannot even withdraw: it makes no action', () => {
    const v = ask({ unit: { engaged: true, courage: 1, suppression: 2 }, ask: withdraw });
    expect(v).toBeRefusedBy('legion-panicked-no-actions');
  });

  it('a free move a card gives an engaged unit: not a plain move, but a withdraw it may be', () => {
    expect(ask({ unit: { engaged: true }, ask: commandCard('move') })).toBeRefusedBy('legion-engaged');
    const w = ask({ unit: { engaged: true }, ask: commandCard('move', { withdraw: true }) });
    expect(w).toBeAllowed();
    expect(rules(w)).toEqual(['legion-free-typed', 'legion-withdraw']);
  });

  it('an engaged unit may aim, dodge and go on standby, but not attack at range', () => {
    for (const a of ['aim', 'dodge', 'standby']) expect(ask({ unit: { engaged: true }, ask: a })).toBeAllowed();
    expect(ask({ unit: { engaged: true }, did: ['aim'], ask: { action: 'attack', weapon: 'melee' } })).toBeAllowed();
    expect(ask({ unit: { engaged: true }, did: ['aim'], ask: { action: 'attack', weapon: 'ranged' } })).toBeRefusedBy('legion-engaged');
  });
});

describe('legion questions 6: the same action twice, free actions and card actions', () => {
  it('dodge, then a free dodge (or the other way round): the same action twice', () => {
    expect(ask({ did: ['dodge'], ask: { action: 'dodge', free: true } })).toBeRefusedBy('legion-same-action-once');
    expect(ask({ did: [{ action: 'dodge', free: true }], ask: 'dodge' })).toBeRefusedBy('legion-same-action-once');
  });

  it('move, move, then a free move: moves repeat, and a free one uses no action', () => {
    const v = ask({ did: ['move', 'move'], ask: commandCard('move') });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['legion-free-typed', 'legion-move-repeatable']);
    const attack = ask({ did: ['move', 'move'], ask: 'attack' });
    expect(rules(attack)).toEqual(['legion-two-actions']);
  });

  it('Relentless after a second move: the move just made is a move action, so the free attack comes', () => {
    const v = ask({
      unit: { keywords: ['relentless'] },
      did: ['move', 'move'],
      ask: { action: 'attack', free: true, grantedBy: 'relentless' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-relentless');
  });

  it('a free card action, then the same card action as an action: refused; another card action is fine', () => {
    const s = { did: [{ card: 'Force Push', free: true }] };
    expect(ask({ ...s, ask: { card: 'Force Push' } })).toBeRefusedBy('legion-card-actions-distinct');
    const other = ask({ ...s, ask: { card: 'Saber Throw' } });
    expect(other).toBeAllowed();
    expect(rules(other)).toEqual(['legion-two-actions', 'legion-card-actions-distinct']);
  });

  it('a card action that is an attack, then an attack action: refused, the earlier one named in plain words', () => {
    const v = ask({ did: [{ card: 'Saber Throw', as: 'attack' }], ask: 'attack' });
    expect(rules(v)).toEqual(['legion-one-attack-action']);
    expect(messages(v)).toMatch(/made: card action Saber Throw \(attack action\)/);
    expect(messages(v)).not.toMatch(/\ba attack/);
  });

  it('a free aim, a two-icon card action, a free card action: then no move, both actions are gone', () => {
    const history = [
      { action: 'aim', free: true },
      { card: 'Salvo', icons: 2 },
      { card: 'Quick', free: true },
    ];
    const v = ask({ did: history, ask: 'move' });
    expect(rules(v)).toEqual(['legion-two-actions']);
    expect(messages(v)).toMatch(/2 of 2 used/);
    expect(actionsRemaining(unit({ did: did(free('aim'), card('Salvo', { icons: 2 }), card('Quick', { free: true })) }))).toBe(0);
  });

  it('an untyped free action made as an aim is an aim: no aim action after it', () => {
    const v = ask({ did: [{ action: 'aim', free: true, untyped: true }], ask: 'aim' });
    expect(rules(v)).toEqual(['legion-same-action-once']);
  });

  it('an attack a card grants without calling it an action does not rule out a standby action', () => {
    const v = ask({ did: [{ action: 'attack', notAction: true, grantedBy: 'command card' }], ask: 'standby' });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-standby-no-attack');
  });
});

describe('legion questions 6: a unit not yet on the battlefield (legion-undeployed-no-attack, legion-scout)', () => {
  const scout = { undeployed: true, keywords: [{ keyword: 'scout', x: 2 }] };

  it('before its Scout move it declares no attack, free or not: nothing to measure range and line of sight from', () => {
    const v = ask({ unit: scout, ask: 'attack' });
    expect(v).toBeRefusedBy('legion-undeployed-no-attack');
    expect(rules(v)).toEqual(['legion-undeployed-no-attack']);
    expect(ask({ unit: scout, ask: commandCard('attack') })).toBeRefusedBy('legion-undeployed-no-attack');
  });

  it('the Scout move deploys it: then it may attack, and Relentless follows the Scout move', () => {
    const moved = { unit: scout, did: [{ action: 'move', free: true, grantedBy: 'scout' }] };
    const v = ask({ ...moved, ask: 'attack' });
    expect(v).toBeAllowed();
    expect(v).not.toCite('legion-undeployed-no-attack');
    const relentless = { ...moved, unit: { ...scout, keywords: [...scout.keywords, 'relentless'] } };
    expect(ask({ ...relentless, ask: { action: 'attack', free: true, grantedBy: 'relentless' } })).toBeAllowed();
  });

  it('a move, an aim or a dodge is still open before it deploys', () => {
    for (const a of ['move', 'aim', 'dodge']) expect(ask({ unit: { undeployed: true }, ask: a })).toBeAllowed();
  });
});

describe('legion questions 6: damaged vehicles (legion-damaged-roll)', () => {
  it('only a blank damage die costs an action: a block or a surge leaves both', () => {
    for (const face of ['block', 'surge'])
      expect(ask({ unit: { type: 'ground-vehicle', damaged: true, damageRoll: face }, did: ['move'], ask: 'attack' })).toBeAllowed();
    const blank = ask({ unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' }, did: ['move'], ask: 'attack' });
    expect(refusing(blank)).toEqual(['legion-two-actions', 'legion-damaged-roll']);
  });
});
