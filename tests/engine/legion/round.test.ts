import { describe, expect, it } from 'vitest';
import {
  canPerform,
  endActivation,
  endPhase,
  engine,
  gainSuppression,
  gainWounds,
  legalActions,
  rallyOdds,
  rallyRoll,
  repair,
  status,
  type UnitState,
} from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { did } from './builders.ts';

const trooper: UnitState = { type: 'trooper', courage: 1, suppression: 0, step: 'perform-actions', did: [] };
const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

describe('legion: the round around an activation', () => {
  it('the end of a panicked activation removes suppression equal to its courage (legion-panic-remove-at-end)', () => {
    const panicked: UnitState = { ...trooper, courage: 2, suppression: 4 };
    const ended = endActivation(panicked);
    expect(ended.state.suppression).toBe(2);
    expect(codes(ended)).toEqual(['ActivationEnded', 'PanicRemovesAtEnd']);
    // Next activation: 2 tokens at courage 2 is suppressed, no longer panicked; one action.
    expect(canPerform(ended.state, { action: 'move' })).toBeAllowed();
    expect(status(ended.state)).toMatchObject({ suppressed: true, panicked: false });
    // Never below zero; courage 1 with 2 tokens removes 1; a unit not panicked keeps its tokens.
    expect(endActivation({ ...trooper, courage: 1, suppression: 2 }).state.suppression).toBe(1);
    expect(endActivation({ ...trooper, courage: 2, suppression: 3 }).state.suppression).toBe(3);
    // Panicked when the step began counts, not tokens gained since (legion-action-count-fixed).
    expect(endActivation({ ...trooper, courage: 2, suppression: 4, suppressionAtStart: 1 }).state.suppression).toBe(4);
    // The same answer through a scenario, as a check block or a shared link asks it.
    const parsed = engine.parseScenario({ unit: { courage: 2, suppression: 4 }, ended: true, ask: 'move' });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(engine.answer(parsed.value).allowed).toBe(true);
  });

  it('a withdraw shares no activation with an attack or a standby, in either order (legion-withdraw)', () => {
    const engaged: UnitState = { ...trooper, engaged: true };
    const withdraw = { action: 'move', withdraw: true } as const;
    expect(canPerform(engaged, withdraw)).toBeAllowed();
    expect(canPerform({ ...engaged, did: [{ action: 'attack', weapon: 'melee' }] }, withdraw)).toBeRefusedBy('legion-withdraw');
    expect(codes(canPerform({ ...engaged, did: [{ action: 'attack', weapon: 'melee' }] }, withdraw))).toContain('WithdrawAfter');
    expect(codes(canPerform({ ...engaged, did: did('standby') }, withdraw))).toContain('WithdrawAfter');
    expect(canPerform({ ...engaged, did: [{ action: 'move', withdraw: true }] }, { action: 'attack', weapon: 'melee' })).toBeRefusedBy(
      'legion-withdraw',
    );
    // An aim first leaves the withdraw open.
    expect(canPerform({ ...engaged, did: did('aim') }, withdraw)).toBeAllowed();
  });

  it("an action handed over (Guidance, Independent) is bound by the unit's own rules and by whose activation it is", () => {
    const aim = { action: 'aim', free: true, grantedBy: 'guidance' } as const;
    expect(canPerform({ ...trooper, turn: 'friendly' }, aim)).toBeAllowed();
    expect(codes(canPerform({ ...trooper, turn: 'enemy' }, aim))).toContain('GuidanceFriendlyOnly');
    expect(codes(canPerform({ ...trooper, turn: 'phase-start' }, aim))).toContain('GuidanceFriendlyOnly');
    const repulsor: UnitState = { ...trooper, type: 'repulsor-vehicle', courage: 'none', turn: 'friendly' };
    expect(canPerform(repulsor, { action: 'standby', free: true, grantedBy: 'guidance' })).toBeRefusedBy('legion-standby-unit-types');
    const engaged: UnitState = { ...trooper, engaged: true, turn: 'friendly' };
    expect(canPerform(engaged, { action: 'move', free: true, grantedBy: 'guidance' })).toBeRefusedBy('legion-engaged');
    const panicked: UnitState = { ...trooper, suppression: 2, turn: 'friendly' };
    expect(canPerform(panicked, aim)).toBeRefusedBy('legion-panicked-handed-actions');
    expect(codes(canPerform(panicked, aim))).not.toContain('StandbyPanicked');
    const independent: UnitState = {
      ...repulsor,
      turn: 'phase-start',
      keywords: [{ keyword: 'independent', x: 1, actions: ['standby'] }],
    };
    expect(canPerform(independent, { action: 'standby', free: true, grantedBy: 'independent' })).toBeRefusedBy('legion-standby-unit-types');
    expect(
      canPerform({ ...independent, type: 'trooper', courage: 1 }, { action: 'standby', free: true, grantedBy: 'independent' }),
    ).toBeAllowed();
  });

  it('Scout keywords add up to 3 (legion-scout); AI does not bind a unit still to deploy (legion-ai)', () => {
    const undeployed: UnitState = { ...trooper, undeployed: true };
    const scoutMove = { action: 'move', free: true, grantedBy: 'scout' } as const;
    const speed = (keywords: UnitState['keywords']) =>
      canPerform({ ...undeployed, keywords }, scoutMove).reasons.find((r) => r.code === 'ScoutMove')?.message;
    expect(speed([{ keyword: 'scout', x: 1 }])).toMatch(/speed 1/);
    expect(
      speed([
        { keyword: 'scout', x: 1 },
        { keyword: 'scout', x: 1 },
      ]),
    ).toMatch(/speed 2/);
    expect(
      speed([
        { keyword: 'scout', x: 2 },
        { keyword: 'scout', x: 2 },
      ]),
    ).toMatch(/speed 3/);
    const ai: UnitState = { ...trooper, type: 'droid-trooper', keywords: [{ keyword: 'ai', actions: ['attack'] }] };
    expect(canPerform(ai, { action: 'move' })).toBeRefusedBy('legion-ai');
    expect(canPerform({ ...ai, undeployed: true }, { action: 'move' })).toBeAllowed();
  });

  it('ion tokens go at the end of the activation (legion-ion)', () => {
    const ioned: UnitState = { ...trooper, type: 'ground-vehicle', courage: 'none', ion: 2, ionBlank: true, did: did('move') };
    expect(codes(canPerform(ioned, { action: 'attack' }))).toContain('IonOneFewer');
    const ended = endActivation(ioned);
    expect(ended.state).toMatchObject({ ion: 0 });
    expect(ended.state.ionBlank).toBeUndefined();
    expect(codes(ended)).toEqual(['ActivationEnded', 'IonRemovedAtEnd']);
    expect(canPerform(ended.state, { action: 'move' })).toBeAllowed();
    expect(canPerform({ ...ended.state, did: did('move') }, { action: 'attack' })).toBeAllowed();
  });

  it('a standby token spent after an enemy move within 2 and in sight: free move or attack on that enemy only', () => {
    const s: UnitState = { ...trooper, standby: true, turn: 'enemy', trigger: { did: 'move', within2: true, los: true } };
    expect(canPerform(s, { action: 'move', free: true, standby: true })).toBeAllowed();
    expect(canPerform(s, { action: 'attack', free: true, standby: true, defender: { trigger: true } })).toBeAllowed();
    expect(codes(canPerform(s, { action: 'attack', free: true, standby: true, defender: { trigger: false } }))).toContain(
      'StandbyOnlyTrigger',
    );
    expect(codes(canPerform(s, { action: 'aim', free: true, standby: true }))).toContain('StandbyOnlyMoveOrAttack');
    expect(codes(canPerform({ ...s, type: 'repulsor-vehicle', courage: 'none' }, { action: 'move', free: true, standby: true }))).toContain(
      'StandbyUnitType',
    );
  });

  it('in an enemy activation, its own actions are refused and it has none left', () => {
    const s: UnitState = { ...trooper, turn: 'enemy' };
    expect(canPerform(s, { action: 'attack' })).not.toBeAllowed();
    expect(
      legalActions({ ...s, standby: true, trigger: { did: 'attack', within2: true, los: true } })
        .filter((l) => l.verdict.allowed)
        .map((l) => l.action.standby),
    ).toEqual([true, true]);
  });

  it('gaining suppression removes a standby token, keeps the action count of the step, and passes vehicles by', () => {
    // The token its standby action gave (one held as the activation began went with its first action).
    const e = gainSuppression({ ...trooper, did: [{ action: 'standby' }] }, 1);
    expect(e.state.standby).toBe(false);
    expect(e.state.suppression).toBe(1);
    expect(e.state.suppressionAtStart).toBe(0);
    expect(codes(e)).toEqual(['SuppressionGained', 'StandbyLostToSuppression']);
    expect(canPerform(e.state, { action: 'move' })).toBeAllowed();
    const v = gainSuppression({ type: 'ground-vehicle', courage: 'none', suppression: 0, step: 'perform-actions', did: [] }, 2);
    expect(v.state.suppression).toBe(0);
  });

  it('a rolled rally removes a token per block or surge, then the unit acts with what is left', () => {
    const s: UnitState = { ...trooper, courage: 2, suppression: 3, step: 'rally' };
    const e = rallyRoll(s, ['block', 'blank', 'blank']);
    expect(e.state).toMatchObject({ suppression: 2, suppressionAtStart: 2, step: 'perform-actions' });
    expect(status(e.state).suppressed).toBe(true);
    expect(canPerform(perform2(e.state), { action: 'dodge' })).not.toBeAllowed();
  });

  it('Indomitable rallies with red dice: each removes a token 2 times in 3', () => {
    const s: UnitState = { ...trooper, suppression: 1, step: 'rally', keywords: ['indomitable'] };
    expect(rallyOdds(s).byOutcome.normal).toMatchObject({ n: 2, d: 3 });
    expect(rallyOdds({ ...s, keywords: [] }).byOutcome.normal).toMatchObject({ n: 1, d: 3 });
  });

  it('Juyo Mastery: a wounded unit has 3 actions but never a third move', () => {
    const s: UnitState = {
      ...trooper,
      courage: 'none',
      wounds: 1,
      keywords: ['juyo-mastery'],
      did: [{ action: 'move' }, { action: 'attack' }],
    };
    expect(canPerform(s, { action: 'aim' })).toBeAllowed();
    expect(canPerform({ ...s, did: [{ action: 'move' }, { action: 'move', free: true }] }, { action: 'move' })).not.toBeAllowed();
  });
});

function perform2(s: UnitState): UnitState {
  return { ...s, did: [{ action: 'aim' }] };
}

describe('legion: vehicle damage token and Repair', () => {
  const tank: UnitState = {
    type: 'ground-vehicle',
    courage: 'none',
    suppression: 0,
    step: 'perform-actions',
    did: [],
    resilience: 3,
    wounds: 2,
  };

  it('comes when wounds reach resilience, once per game, never with resilience "-"', () => {
    const hit = gainWounds(tank, 1);
    expect(hit.state).toMatchObject({ damaged: true, damageGained: true, wounds: 3 });
    const fixed = repair({ ...hit.state, damageRoll: 'blank' }, 1);
    expect(fixed.state.damaged).toBe(false);
    // This activation's die was rolled with the token on: its blank stays (legion-repair-no-refund).
    expect(fixed.state.damageRoll).toBe('blank');
    expect(repair({ ...hit.state, step: 'rally' }, 1).state.damageRoll).toBeUndefined();
    expect(gainWounds(fixed.state, 2).state.damaged).toBe(false);
    const { resilience: _, ...noResilience } = tank;
    expect(gainWounds(noResilience, 5).state.damaged).toBeUndefined();
  });

  it('Repair removes up to X tokens in total: the damage token, then wounds, then ion', () => {
    const e = repair({ ...tank, damaged: true, wounds: 3, ion: 2 }, 3);
    expect(e.state).toMatchObject({ damaged: false, wounds: 1, ion: 2 });
    expect(repair({ ...tank, wounds: 1, ion: 2 }, 2).state).toMatchObject({ wounds: 0, ion: 1 });
  });
});

describe('legion: what the end of an activation carries into the next one', () => {
  const ask = (input: Record<string, unknown>) => {
    const p = engine.parseScenario(input);
    if (!p.ok) throw new Error(p.errors.join('\n'));
    return engine.answer(p.value);
  };

  it("does not carry this activation's damage die over: the next one rolls again, and the answer says it counts no blank", () => {
    const v = ask({ unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' }, ended: true, ask: { card: 'Big', icons: 2 } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('DamageDieNotRolled');
    // Within the same activation the blank still costs the action.
    expect(ask({ unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' }, ask: { card: 'Big', icons: 2 } })).toBeRefusedBy(
      'legion-damaged-roll',
    );
  });

  it('turns the order token facedown, so AI binds the unit again unless it is issued an order', () => {
    const unit = { faceup: true, keywords: [{ keyword: 'ai', actions: ['attack'] }] };
    expect(ask({ unit, ask: 'move' })).toBeAllowed();
    expect(ask({ unit, ended: true, ask: 'move' })).toBeRefusedBy('legion-ai');
    expect(codes(ask({ unit, ended: true, ask: 'move' }))).toContain('OrderTokenFacedown');
    // An order issued in the next Command Phase turns a token faceup again.
    expect(ask({ unit, ended: true, orderIssued: true, ask: 'move' })).toBeAllowed();
  });

  it('leaves a unit that withdrew out of melee: a plain move after, no second withdraw, no move into melee', () => {
    const withdrew = { unit: { engaged: true }, did: [{ action: 'move', withdraw: true }] };
    expect(ask({ ...withdrew, ask: 'move' })).toBeAllowed();
    expect(ask({ ...withdrew, ask: { action: 'move', withdraw: true } })).toBeRefusedBy('WithdrawNotEngaged');
    expect(ask({ ...withdrew, ask: { action: 'move', startsMelee: true } })).toBeRefusedBy('WithdrewNoMelee');
    expect(codes(ask({ ...withdrew, ask: { action: 'attack', weapon: 'ranged' } }))).not.toContain('EngagedNoRanged');
    expect(ask({ ...withdrew, ended: true, ask: 'move' })).toBeAllowed();
    // Without a withdraw the unit is still engaged next round.
    expect(ask({ unit: { engaged: true }, did: ['aim'], ended: true, ask: 'move' })).toBeRefusedBy('legion-engaged');
  });

  it('refuses a Guidance action in the unit’s own activation, and words the step of a free card action plainly', () => {
    expect(ask({ ask: { action: 'aim', free: true, grantedBy: 'guidance' } })).toBeRefusedBy('GuidanceFriendlyOnly');
    const enemy = ask({ turn: 'enemy', ask: { card: 'X', free: true } });
    expect(enemy.reasons[0]?.message).toBe(
      "Free card actions only in the unit's own Perform Actions step, not in an enemy unit's activation.",
    );
    expect(ask({ step: 'rally', ask: { card: 'X', free: true } }).reasons[0]?.message).toContain('not in its rally step.');
  });

  it('refuses ion tokens on a trooper that is not a droid', () => {
    const p = engine.parseScenario({ unit: { type: 'trooper', ion: 1 }, ask: 'move' });
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.errors.join(' ')).toContain('only vehicles and droid troopers gain ion tokens');
    expect(engine.parseScenario({ unit: { type: 'droid-trooper', ion: 1, ionBlank: false }, ask: 'move' }).ok).toBe(true);
  });
  it('needs the ion roll from the end of the rally step on (legion-ion), not before', () => {
    const p = engine.parseScenario({ unit: { type: 'droid-trooper', ion: 1 }, ask: 'move' });
    expect(p.ok ? [] : p.errors).toEqual([
      '`unit.ionBlank` is needed for a unit with ion tokens after its rally step: true when one of its ion dice showed a blank, else false.',
    ]);
    expect(engine.parseScenario({ unit: { type: 'droid-trooper', ion: 1 }, step: 'rally', ask: 'move' }).ok).toBe(true);
  });
});

describe('legion: the End Phase between an activation and the next round (legion-end-phase)', () => {
  const ask = (input: Record<string, unknown>) => {
    const p = engine.parseScenario(input);
    if (!p.ok) throw new Error(p.errors.join('\n'));
    return engine.answer(p.value);
  };
  const messages = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message);

  it('removes one more suppression token: a unit suppressed at the end has both its actions next round', () => {
    const v = ask({ unit: { courage: 1, suppression: 1 }, did: ['aim'], ended: true, ask: 'move' });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['ActivationEnded', 'EndPhaseRemoves', 'ActionUsed']);
    expect(messages(v)).toContain('Uses 1 of 2 actions; 1 left after.');
    // No token left, so no rally dice: nothing to say about the next rally.
    expect(codes(v)).not.toContain('NextRallyUnknown');
  });

  it('applies after the panic removal at the end of the activation: courage 1, 2 tokens is not panicked next round', () => {
    const v = ask({ unit: { courage: 1, suppression: 2 }, ended: true, ask: 'aim' });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['ActivationEnded', 'PanicRemovesAtEnd', 'EndPhaseRemoves', 'ActionUsed']);
    expect(messages(v)).toContain('Uses 1 of 2 actions; 1 left after.');
  });

  it('says the next rally is not rolled yet instead of silently counting blanks, and applies its faces when given', () => {
    // Panicked only by tokens gained in the step: no panic removal; the End Phase leaves 1 token.
    const unit = { courage: 1, suppression: 2 };
    const v = ask({ unit, suppressionAtStart: 0, did: ['move'], ended: true, ask: 'aim' });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('Uses 1 of 1 action; 0 left after.');
    expect(messages(v)).toContain(
      'Its next rally (1 die) is not rolled yet: this answer counts every die a blank; each block or surge (white, 1 in 3) removes one more token.',
    );
    expect(v.reasons.find((r) => r.code === 'NextRallyUnknown')?.rule).toBe('legion-end-phase');
    // With the faces of that rally: a block removes the last token, two actions.
    const rolled = ask({ unit, suppressionAtStart: 0, did: ['move'], ended: true, rolled: ['block'], ask: 'aim' });
    expect(codes(rolled)).not.toContain('NextRallyUnknown');
    expect(messages(rolled)).toContain('Uses 1 of 2 actions; 1 left after.');
    // The faces counted are those of the tokens left after the End Phase.
    expect(
      engine.parseScenario({ unit: { courage: 2, suppression: 3 }, ended: true, rolled: ['blank', 'blank', 'blank'], ask: 'move' }),
    ).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('one face per die: 2 dice, 3 faces given')],
    });
  });

  it('removes aim, dodge and standby tokens', () => {
    const e = endPhase({ ...trooper, suppression: 0, aim: 1, dodge: 2, standby: true });
    expect(e.state).toMatchObject({ aim: 0, dodge: 0, standby: false, suppression: 0 });
    expect(e.reasons.map((r) => r.message)).toEqual([
      'End Phase: its aim, dodge and standby tokens are removed, then 0 suppression tokens (one a unit).',
    ]);
  });
});

describe('legion: an order issued comes before the rally (Disciplined)', () => {
  const unit = { courage: 1, suppression: 2, keywords: [{ keyword: 'disciplined', x: 1 }] };

  it('rolls one die per token left after Disciplined, and the unit is suppressed, not panicked', () => {
    const p = engine.parseScenario({ unit, orderIssued: true, step: 'rally', rolled: ['blank'], ask: 'move' });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const v = engine.answer(p.value);
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['DisciplinedRemoves', 'RallyRolled', 'ActionUsed', 'SuppressedActionLost']);
    expect(v.reasons.some((r) => r.refuses)).toBe(false);
    expect(v.reasons.map((r) => r.message)).toContain('Uses 1 of 1 action; 0 left after.');
  });

  it('refuses a face for a token Disciplined already removed', () => {
    expect(engine.parseScenario({ unit, orderIssued: true, step: 'rally', rolled: ['blank', 'blank'], ask: 'move' })).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('`rolled` must list one face per die: 1 dice, 2 faces given')],
    });
  });
});

describe('legion: a standby attack has one defender, the unit that set it off (legion-standby-defender)', () => {
  const holder: UnitState = { ...trooper, standby: true, turn: 'enemy', trigger: { did: 'move', within2: true, los: true } };
  it('refuses a second defender, with pools of its own or added by Gunslinger', () => {
    expect(canPerform(holder, { action: 'attack', free: true, standby: true, defenders: 2 })).toBeRefusedBy('legion-standby-defender');
    const gunslinger: UnitState = { ...holder, keywords: ['gunslinger'] };
    const extra = canPerform(gunslinger, { action: 'attack', free: true, standby: true, weapon: 'ranged', extraDefender: {} });
    expect(extra).toBeRefusedBy('legion-standby-defender');
    expect(codes(extra)).not.toContain('StandbySpent');
  });
  it('allows the attack on the trigger unit alone', () => {
    expect(canPerform(holder, { action: 'attack', free: true, standby: true, defenders: 1, defender: { trigger: true } })).toBeAllowed();
  });
});

describe("legion: a friendly commander's courage that kept the unit from panic is cited (legion-commander-courage)", () => {
  it('when it spends a standby token and when it is handed an action', () => {
    const held: UnitState = {
      ...trooper,
      courage: 1,
      suppression: 2,
      commander: 2,
      standby: true,
      turn: 'enemy',
      trigger: { did: 'move', within2: true, los: true },
    };
    const spend = canPerform(held, { action: 'move', free: true, standby: true });
    expect(spend).toBeAllowed();
    expect(spend).toCite('legion-commander-courage');
    const handed = canPerform(
      { ...trooper, courage: 1, suppression: 3, commander: 'none', turn: 'friendly' },
      { action: 'aim', free: true, grantedBy: 'guidance' },
    );
    expect(handed).toBeAllowed();
    expect(handed).toCite('legion-commander-courage-none');
  });
  it('and the answer still refuses a unit the commander does not save', () => {
    const spend = canPerform(
      {
        ...trooper,
        courage: 1,
        suppression: 4,
        commander: 2,
        standby: true,
        turn: 'enemy',
        trigger: { did: 'move', within2: true, los: true },
      },
      { action: 'move', free: true, standby: true },
    );
    expect(spend).toBeRefusedBy('legion-standby-panicked');
  });
});

describe("legion: the damage die and ion dice are the unit's own activation's (legion-damaged-roll, legion-ion)", () => {
  const answer = (input: Record<string, unknown>) => {
    const p = engine.parseScenario(input);
    if (!p.ok) throw new Error(p.errors.join('\n'));
    return engine.answer(p.value);
  };
  it("in an enemy's activation a damaged vehicle or a unit with ion tokens needs no die to spend its standby token", () => {
    const enemy = { turn: 'enemy', trigger: { did: 'attack' }, ask: { action: 'attack', free: true, standby: true } };
    const vehicle = answer({ unit: { type: 'ground-vehicle', standby: true, damaged: true }, ...enemy });
    expect(vehicle).toBeAllowed();
    expect(vehicle).not.toCite('DamageDieNotRolled');
    expect(answer({ unit: { type: 'droid-trooper', courage: 1, standby: true, ion: 1 }, ...enemy })).toBeAllowed();
  });
  it("a damage token gained in the enemy's activation or in the unit's own Perform Actions step brings no caveat about this activation's die", () => {
    const enemy = answer({
      unit: { type: 'ground-vehicle', standby: true, resilience: 3, wounds: 2 },
      turn: 'enemy',
      trigger: { did: 'attack' },
      wounded: 1,
      ask: { action: 'attack', free: true, standby: true },
    });
    expect(enemy).toCite('VehicleDamageGained');
    expect(enemy).not.toCite('DamageDieNotRolled');
    const own = answer({ unit: { type: 'ground-vehicle', resilience: 3, wounds: 2 }, did: ['move'], wounded: 1, ask: 'aim' });
    expect(own).toBeAllowed();
    expect(own).not.toCite('DamageDieNotRolled');
  });
  it('a token held since before the activation still brings the caveat when its die is not given', () => {
    expect(answer({ unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'blank' }, ended: true, ask: 'move' })).toCite(
      'DamageDieNotRolled',
    );
  });
});

describe('legion: Guardian covers an allied trooper unit only (legion-guardian)', () => {
  it('an ally that is a vehicle is refused; the question is read from the scenario', () => {
    const p = engine.parseScenario({
      unit: { type: 'trooper', courage: 2, keywords: [{ keyword: 'guardian', x: 1 }] },
      ask: 'guardian',
      guard: { within1: true, los: true, ranged: true, defenderTrooper: false },
    });
    expect(p.ok).toBe(true);
    if (p.ok) expect(engine.answer(p.value)).toBeRefusedBy('GuardianTroopersOnly');
  });
});

describe('legion: a standby token held as the activation began', () => {
  it('is removed by any action the unit makes, not only after its own standby action (legion-standby-token-removed)', () => {
    // Fire Support gave it the token when it was issued its order; it then activates and moves.
    const held: UnitState = { ...trooper, standby: true };
    expect(codes(canPerform(held, { action: 'move' }))).toContain('StandbyTokenRemoved');
    expect(codes(canPerform(held, { action: 'aim', free: true }))).toContain('StandbyTokenRemoved');
    // A token an effect gave during the activation goes the same way.
    const gained: UnitState = { ...trooper, did: [{ gained: 'standby' }] };
    expect(codes(canPerform(gained, { action: 'dodge' }))).toContain('StandbyTokenRemoved');
    // No token, no removal.
    expect(codes(canPerform(trooper, { action: 'move' }))).not.toContain('StandbyTokenRemoved');
  });
});

describe('legion: the rally still to roll of an Indomitable unit', () => {
  it('gives red-die odds (2 in 3) and cites Indomitable, not the white-die 1 in 3 (legion-indomitable)', () => {
    const p = engine.parseScenario({ unit: { courage: 2, suppression: 3, keywords: ['indomitable'] }, ended: true, ask: 'move' });
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    const v = engine.answer(p.value);
    const next = v.reasons.find((r) => r.code === 'NextRallyUnknown');
    expect(next?.message).toContain('(red, 2 in 3)');
    expect(codes(v)).toContain('IndomitableRedDice');
    // The rally odds say the same about the dice they roll.
    const odds = rallyOdds({ ...trooper, courage: 2, suppression: 2, step: 'rally', keywords: ['indomitable'] });
    expect(odds.reasons[0]?.message).toBe('Rally: 2 dice; each block or surge (red, 2 in 3) removes a token.');
  });
});

describe('legion: a standby token and an action handed over outside its own activation', () => {
  it('a free action from Guidance removes the standby token the unit holds (legion-standby-token-removed)', () => {
    const holder: UnitState = { ...trooper, standby: true, turn: 'friendly' };
    const v = canPerform(holder, { action: 'aim', free: true, grantedBy: 'guidance' });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('StandbyTokenRemoved');
    expect(codes(canPerform({ ...holder, standby: false }, { action: 'aim', free: true, grantedBy: 'guidance' }))).not.toContain(
      'StandbyTokenRemoved',
    );
  });
});
