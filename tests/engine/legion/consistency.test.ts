/**
 * What a player reads in a Legion answer stays consistent: names compare as the scenario format
 * promises, Repair gives back no action a die already cost, a history the unit could not have made
 * is refused as input, a refused grant is not also reported as granted, and problems name what was
 * given.
 */
import { describe, expect, it } from 'vitest';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { actionsRemaining, canGuard, canPerform, engine, nameKey, repair, sameName } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { card, did, free, unit } from './builders.ts';

/** The answer to a scenario input; throws with the problems when the input is refused. */
function ask(input: Record<string, unknown>): Verdict {
  const p = engine.parseScenario(input);
  if (!p.ok) throw new Error(p.errors.join('\n'));
  return engine.answer(p.value);
}
/** The problems of a scenario input (none when it is accepted). */
function problems(input: unknown): string[] {
  const p = engine.parseScenario(input);
  return p.ok ? [] : p.errors;
}
const codes = (v: Verdict): string[] => v.reasons.map((r) => r.code);

describe('legion: card names compare case- and space-insensitively (legion-card-actions-distinct, legion-exhaust)', () => {
  it('one normaliser: case, runs of spaces, underscores and hyphens do not matter', () => {
    expect(nameKey('  Force  Push ')).toBe(nameKey('force-push'));
    expect(sameName('Pulling the Strings', 'pulling_the strings')).toBe(true);
    expect(sameName(undefined, undefined)).toBe(true);
    expect(sameName('Force Push', undefined)).toBe(false);
    expect(sameName('Force Push', 'Force Choke')).toBe(false);
  });
  it.each(['Force Push', 'force push', 'Force  Push', 'FORCE-PUSH'])('"%s" after "force push" is the same card action: refused', (name) => {
    const v = ask({ did: [{ card: 'force push' }], ask: { card: name } });
    expect(v).toBeRefusedBy('CardActionRepeated');
    expect(codes(v)).not.toContain('DifferentCardAction');
  });
  it('a free card action made once is refused again under another capitalisation', () => {
    expect(ask({ did: [{ card: 'Pulling the Strings', free: true }], ask: { card: 'pulling the strings', free: true } })).toBeRefusedBy(
      'legion-free-card-once',
    );
  });
  it('an exhausted card named in other words is still exhausted', () => {
    expect(ask({ unit: { exhausted: ['Comms Jammer'] }, ask: { card: 'comms jammer', exhausts: 'comms jammer' } })).toBeRefusedBy(
      'legion-exhaust',
    );
    const used = canPerform(
      unit({ did: did(card('Comms Jammer', { exhausts: 'Comms Jammer' })) }),
      card('Jam', { exhausts: 'comms  jammer' }),
    );
    expect(used).toBeRefusedBy('CardExhausted');
  });
  it('the same name from another card is still another card action, whatever the spelling of the card', () => {
    const s = unit({ did: did(card('Repair', { from: 'R5 Astromech' })) });
    expect(canPerform(s, card('repair', { from: 'r5  astromech' }))).toBeRefusedBy('CardActionRepeated');
    expect(codes(canPerform(s, card('repair', { from: 'Medical Droid' })))).toContain('SameNameOtherCard');
  });
  it('a granting keyword is read by the same normaliser', () => {
    const p = engine.parseScenario({
      unit: { keywords: ['relentless'] },
      did: ['move'],
      ask: { action: 'attack', free: true, grantedBy: 'Relentless' },
    });
    expect(p.ok && p.value.ask).toMatchObject({ grantedBy: 'relentless' });
  });
});

describe('legion: Repair gives back no action already lost (legion-repair-no-refund)', () => {
  const blank = { type: 'ground-vehicle', resilience: 3, wounds: 3, damaged: true, damageRoll: 'blank' };
  it('repaired after a move, a vehicle whose damage die showed a blank has no second action', () => {
    const v = ask({ unit: blank, did: ['move'], repaired: 1, ask: 'aim' });
    expect(v).toBeRefusedBy('legion-damaged-roll');
    expect(v).toCite('legion-repair-no-refund');
    expect(codes(v)).not.toContain('ActionUsed');
  });
  it('the same as without Repair: the count was fixed when Perform Actions began', () => {
    const without = ask({ unit: blank, did: ['move'], ask: 'aim' });
    const repaired = ask({ unit: blank, did: ['move'], repaired: 1, ask: 'aim' });
    expect(repaired.allowed).toBe(without.allowed);
  });
  it('an action lost to an ion die stays lost when Repair removes the ion tokens', () => {
    const v = ask({ unit: { type: 'ground-vehicle', ion: 1, ionBlank: true }, did: ['move'], repaired: 1, ask: 'aim' });
    expect(v).toBeRefusedBy('legion-ion');
    expect(v).toCite('legion-repair-no-refund');
  });
  it('free actions stay open, and the token is gone for the next activation', () => {
    expect(ask({ unit: blank, did: ['move'], repaired: 1, ask: 'free aim' })).toBeAllowed();
    expect(ask({ unit: blank, did: ['move'], repaired: 1, ended: true, ask: { card: 'Big Gun', icons: 2 } })).toBeAllowed();
  });
  it('Repair before Perform Actions begins costs nothing: no die is rolled for a token it no longer has', () => {
    const v = ask({ unit: { type: 'ground-vehicle', resilience: 3, wounds: 3, damaged: true }, step: 'rally', repaired: 1, ask: 'move' });
    expect(codes(v)).not.toContain('RepairNoRefund');
    // Refused only for the step: no damage die counts against it, and once Perform Actions begins it has both actions.
    expect(v.reasons.filter((r) => r.refuses).map((r) => r.rule)).toEqual(['legion-activation-steps']);
    const repaired = repair(unit({ type: 'ground-vehicle', courage: 'none', resilience: 3, wounds: 3, damaged: true, step: 'rally' }), 1);
    expect(actionsRemaining(repaired.state)).toBe(2);
  });
});

describe('legion: a history the unit could not have made is refused as input', () => {
  it.each([
    ['a third action with nothing granting it', { did: ['move', 'aim', 'dodge'], ask: 'free move' }, 'did[2]', 'No action left'],
    ['attack and standby in one activation', { did: ['attack', 'standby'], ask: 'move' }, 'did[1]', 'never attack and standby'],
    [
      'the Relentless attack before any move',
      { unit: { keywords: ['relentless'] }, did: [{ action: 'attack', free: true, grantedBy: 'relentless' }, 'move'], ask: 'aim' },
      'did[0]',
      'Relentless only right after a move action',
    ],
    [
      'a standby token spent in its own activation',
      { unit: { standby: true }, did: [{ action: 'attack', free: true, standby: true }], ask: 'move' },
      'did[0]',
      'never spent in its own activation',
    ],
    ['an action while panicked', { unit: { courage: 1, suppression: 2 }, did: ['move'], ask: 'aim' }, 'did[0]', 'Panicked'],
    ['the same aim twice', { did: ['aim', 'aim'], ask: 'move' }, 'did[1]', 'Already made an aim action'],
  ])('%s', (_, input, field, why) => {
    const errors = problems(input);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`\`${field}\` cannot have been made`);
    expect(errors[0]).toContain(why);
  });
  it('a log in another unit’s activation is refused: did lists its own activation', () => {
    const errors = problems({ turn: 'enemy', unit: { standby: true }, did: ['move'], ask: { action: 'move', free: true, standby: true } });
    expect(errors.join(' ')).toContain('`did` lists what the unit made in its own activation');
  });
  it('histories the rules allow are accepted, gained tokens and the end step included', () => {
    for (const input of [
      { unit: { keywords: ['relentless'] }, did: ['move', { action: 'attack', free: true, grantedBy: 'relentless' }], ask: 'attack' },
      { did: ['move', 'move', { gained: 'aim' }, 'free aim'], ask: 'dodge' },
      { unit: { courage: 1, suppression: 0 }, suppressionAtStart: 1, did: ['recover'], ask: 'move' },
      { step: 'end', did: ['move', 'attack'], ask: 'aim' },
      { did: [{ card: 'Jump', as: 'move' }, { card: 'Force Push' }], ask: { card: 'force push' } },
    ])
      expect(problems(input)).toEqual([]);
  });
});

describe('legion: a refused grant is not also reported as granted', () => {
  const granted = ['StandbyTriggered', 'StandbySpent', 'RelentlessFreeAttack', 'GuardianCancels', 'ScoutMove', 'GunslingerExtraDefender'];
  const noGrant = (v: Verdict) => {
    expect(v.allowed).toBe(false);
    for (const code of granted) expect(codes(v)).not.toContain(code);
  };
  const spend = { action: 'attack', free: true, standby: true };
  const enemyMoved = { turn: 'enemy', trigger: { did: 'move' } };
  it('a standby token refused for any reason is neither set off nor spent', () => {
    noGrant(ask({ unit: { standby: false }, ...enemyMoved, ask: spend }));
    noGrant(ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'move', within2: false }, ask: spend }));
    noGrant(ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'move', los: false }, ask: spend }));
    noGrant(ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'move', ownSide: true }, ask: spend }));
    noGrant(ask({ unit: { standby: true }, turn: 'friendly', ask: spend }));
    noGrant(ask({ unit: { standby: true }, ask: spend }));
    noGrant(ask({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'attack' }, gains: 1, ask: spend }));
  });
  it('an allowed standby spend still says what set it off and what it spends', () => {
    const v = ask({ unit: { standby: true }, ...enemyMoved, ask: spend });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(expect.arrayContaining(['StandbyTriggered', 'StandbySpent']));
  });
  it('Relentless, Scout and Guardian without the keyword or its condition grant nothing', () => {
    noGrant(canPerform(unit({ did: did('move') }), free('attack', { grantedBy: 'relentless' })));
    noGrant(canPerform(unit({ keywords: [{ keyword: 'scout', x: 1 }] }), free('move', { grantedBy: 'scout' })));
    noGrant(canGuard(unit(), {}));
    noGrant(canGuard(unit({ keywords: [{ keyword: 'guardian', x: 2 }] }), { ranged: false }));
    noGrant(canPerform(unit({ keywords: ['gunslinger'] }), { action: 'attack', weapon: 'melee', extraDefender: {} }));
  });
  it('a grant the limits of other rules refuse still says what the keyword grants', () => {
    const v = canPerform(
      unit({ keywords: ['relentless'], did: did('move', free('attack', { grantedBy: 'relentless' }), 'move') }),
      free('attack', { grantedBy: 'relentless' }),
    );
    expect(v).toBeRefusedBy('legion-one-attack-action');
    expect(codes(v)).toContain('RelentlessFreeAttack');
  });
});

describe('legion: problems name what was given', () => {
  it('NaN and Infinity are named, not shown as null', () => {
    expect(problems({ gains: Number.NaN, ask: 'move' })).toEqual(['`gains` must be a whole number from 1 to 30 (got NaN).']);
    expect(problems({ unit: { suppression: Number.POSITIVE_INFINITY }, ask: 'move' })[0]).toContain('(got Infinity)');
  });
  it('a bad rally face is reported once, with no miscount of the faces given', () => {
    expect(problems({ unit: { courage: 1, suppression: 1 }, step: 'rally', rolled: ['hit'], ask: 'move' })).toEqual([
      '`rolled[0]` must be one of blank, block, surge (got "hit").',
    ]);
    expect(problems({ unit: { courage: 1, suppression: 2 }, step: 'rally', rolled: ['block'], ask: 'move' })[0]).toContain(
      '2 dice, 1 faces given',
    );
  });
  it('an unknown keyword is reported once, not also as missing', () => {
    const errors = problems({ unit: { keywords: [{ keyword: '__proto__' }] }, ask: 'move' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('(got "__proto__")');
    expect(problems({ unit: { keywords: [{ x: 1 }] }, ask: 'move' })[0]).toContain('is missing');
  });
  it('"free card" is named as given', () => {
    expect(problems({ ask: 'free card' })[0]).toContain('(got "free card")');
  });
  it('a unit already activated this round is refused for that alone, with no action count', () => {
    const v = ask({ unit: { activations: 1 }, ask: 'move' });
    expect(v).toBeRefusedBy('legion-one-activation');
    expect(codes(v)).toEqual(['ActivatedThisRound']);
  });
});

describe('legion: `unit` is the unit when its activation began; what it did since changes it (legion-engaged, legion-withdraw)', () => {
  it('a move into base contact (a charge) leaves it engaged: a melee attack or a withdraw, no ranged attack, no plain move', () => {
    const charged = { unit: { engaged: false }, did: [{ action: 'move', startsMelee: true }] };
    expect(ask({ ...charged, ask: { action: 'attack', weapon: 'ranged' } })).toBeRefusedBy('EngagedNoRanged');
    expect(ask({ ...charged, ask: 'move' })).toBeRefusedBy('EngagedNoMove');
    expect(ask({ ...charged, ask: { action: 'attack', weapon: 'melee' } }).allowed).toBe(true);
    expect(ask({ ...charged, ask: { action: 'move', withdraw: true } }).allowed).toBe(true);
  });
  it('a history the unit as described could not have made is a problem naming the entry and the rule', () => {
    expect(problems({ unit: { engaged: true }, did: [{ action: 'move', startsMelee: true }], ask: 'aim' })).toEqual([
      expect.stringMatching(
        /^`did\[0\]` cannot have been made by the unit as `unit` describes it when its activation began: Engaged: no move but a withdraw/,
      ),
    ]);
    expect(problems({ unit: { exhausted: ['Comms Jammer'] }, did: [{ card: 'Jam', exhausts: 'Comms Jammer' }], ask: 'aim' })).toHaveLength(
      1,
    );
  });
});

describe('legion: engaged is for troopers only; a vehicle in melee keeps its moves and ranged attacks (legion-engaged)', () => {
  const charged = (type: string) => ({ unit: { type }, did: [{ action: 'move', startsMelee: true }] });
  it('a ground vehicle that moved into melee may move again and attack at range: no engaged refusal', () => {
    const move = ask({ ...charged('ground-vehicle'), ask: 'move' });
    expect(move).toBeAllowed();
    expect(move.reasons.map((r) => r.message)).not.toContain('Engaged: no move but a withdraw.');
    expect(codes(move)).not.toContain('EngagedNoMove');
    const ranged = ask({ ...charged('ground-vehicle'), ask: { action: 'attack', weapon: 'ranged' } });
    expect(ranged).toBeAllowed();
    expect(codes(ranged)).not.toContain('EngagedNoRanged');
  });
  it('a repulsor vehicle in melee has nothing to withdraw from; a trooper that moved into melee does', () => {
    const withdraw = { action: 'move', withdraw: true };
    const v = ask({ ...charged('repulsor-vehicle'), ask: withdraw });
    expect(v).toBeRefusedBy('WithdrawNotEngaged');
    expect(codes(v)).not.toContain('WithdrawMove');
    expect(ask({ ...charged('trooper'), ask: withdraw })).toCite('WithdrawMove');
    expect(ask({ ...charged('droid-trooper'), ask: 'move' })).toBeRefusedBy('EngagedNoMove');
  });
});

describe('legion: a rally that takes a unit into Perform Actions without its damage die or ion dice says so (legion-damaged-roll, legion-ion)', () => {
  it('a damaged vehicle: both actions, counted as no blank, and a caveat naming the die', () => {
    const v = ask({ unit: { type: 'ground-vehicle', damaged: true }, step: 'start', rolled: [], ask: { card: 'Big', icons: 2 } });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'DamageDieNotRolled')?.message).toBe(
      'Its damage die of this activation is not rolled here (it is rolled at each activation): this answer counts no blank; on a blank (2 in 3) it has one action fewer.',
    );
    // The same caveat after the end of the activation; none once the die is given.
    const ended = ask({
      unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'block' },
      ended: true,
      ask: { card: 'Big', icons: 2 },
    });
    expect(codes(ended)).toContain('DamageDieNotRolled');
    const given = ask({
      unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' },
      step: 'rally',
      rolled: [],
      ask: { card: 'Big', icons: 2 },
    });
    expect(given).toBeRefusedBy('legion-damaged-roll');
    expect(codes(given)).not.toContain('DamageDieNotRolled');
  });
  it('ion tokens: the same for their dice; none when the rally step is only asked about', () => {
    const v = ask({
      unit: { type: 'droid-trooper', ion: 2, suppression: 1 },
      step: 'rally',
      rolled: ['block'],
      ask: { card: 'Big', icons: 2 },
    });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'IonDiceNotRolled')?.message).toBe(
      'Its ion dice of this activation (2 dice, one per ion token) are not rolled here: this answer counts no blank; if any shows a blank it has one action fewer.',
    );
    expect(codes(ask({ unit: { type: 'droid-trooper', ion: 2, ionBlank: true }, step: 'start', rolled: [], ask: 'aim' }))).not.toContain(
      'IonDiceNotRolled',
    );
    expect(codes(ask({ unit: { type: 'ground-vehicle', ion: 1 }, step: 'rally', gains: 1, ask: 'aim' }))).not.toContain('IonDiceNotRolled');
  });
});

describe('legion: `ended` asks at the unit’s own next activation, so another turn is a problem, not silently overridden', () => {
  const standby = {
    unit: { courage: 1, standby: true },
    turn: 'enemy',
    trigger: { did: 'move' },
    ask: { action: 'move', free: true, standby: true },
  };
  it('refuses ended with turn: enemy in plain words, and answers the standby question without ended', () => {
    expect(problems({ ...standby, ended: true })).toEqual([
      "`turn` must be own (or left out) with ended: true: the question is then asked at the unit's own activation in the next round, not turn: enemy. To ask about another unit's activation or the start of the Activation Phase, leave ended out.",
    ]);
    expect(problems({ unit: { courage: 1 }, turn: 'phase-start', ended: true, ask: 'move' })[0]).toContain('`turn` must be own');
    expect(ask(standby)).toBeAllowed();
    expect(ask({ unit: { courage: 1 }, turn: 'own', ended: true, ask: 'move' })).toBeAllowed();
  });
});

describe('legion: repeating a card action names the rule that forbids it (legion-card-actions-distinct, legion-free-card-once)', () => {
  it('a free use after a normal use of the same card action is the card-action rule, not "free card action already made"', () => {
    const v = ask({
      did: [{ card: 'Force Push', exhausts: 'Force Push' }, 'recover'],
      ask: { card: 'Force Push', exhausts: 'Force Push', free: true },
    });
    expect(v).toBeRefusedBy('legion-card-actions-distinct');
    expect(v.reasons.map((r) => r.message)).toContain('Card action Force Push already made.');
    expect(codes(v)).not.toContain('FreeCardActionRepeated');
    // Two free uses: each free card action once.
    expect(ask({ did: [{ card: 'Quick Thinking', free: true }], ask: { card: 'Quick Thinking', free: true } })).toBeRefusedBy(
      'legion-free-card-once',
    );
  });
});
