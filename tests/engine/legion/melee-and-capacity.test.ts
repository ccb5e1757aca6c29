/**
 * Legion questions about melee and card capacity: a ranged attack against a defender in melee with
 * other units only (legion-no-ranged-into-melee), the Charge attack's one defender (legion-charge),
 * moving into base contact without a melee weapon (legion-base-contact), and Repair's capacity
 * (legion-repair).
 */
import { describe, expect, it } from 'vitest';
import { canPerform, engine, legalActions, type UnitState } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { card, did, free, unit } from './builders.ts';

const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);
/** The answer to a scenario given as a check block or a link gives it. */
function ask(input: Record<string, unknown>) {
  const parsed = engine.parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return engine.answer(parsed.value);
}

describe('legion: ranged attacks against a defender in melee', () => {
  const ranged = { action: 'attack', weapon: 'ranged' } as const;

  it('a vehicle in melee with another unit, not the attacker, may be shot at: it is never engaged', () => {
    const v = canPerform(unit(), { ...ranged, defender: { inMelee: 'other', engaged: false } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('DefenderMeleeElsewhere');
    expect(ask({ unit: { type: 'trooper' }, ask: { ...ranged, defender: { inMelee: 'other', engaged: false } } })).toBeAllowed();
  });

  it('an engaged defender is refused even when the attacker is not in its melee; other: counts as engaged unless said', () => {
    expect(canPerform(unit(), { ...ranged, defender: { inMelee: 'other', engaged: true } })).toBeRefusedBy('DefenderEngaged');
    expect(canPerform(unit(), { ...ranged, defender: { inMelee: 'other' } })).toBeRefusedBy('legion-no-ranged-into-melee');
  });

  it('inMelee: true keeps its meaning (in melee with the attacker, or with whom not said), and melee weapons are unaffected', () => {
    expect(canPerform(unit(), { ...ranged, defender: { inMelee: true } })).toBeRefusedBy('DefenderInMelee');
    expect(canPerform(unit(), { action: 'attack', weapon: 'melee', defender: { inMelee: true } })).toBeAllowed();
    // Not in melee with the attacker: out of a melee weapon's reach (base contact), not a ranged-weapon rule.
    const v = canPerform(unit(), { action: 'attack', weapon: 'melee', defender: { inMelee: 'other', engaged: false } });
    expect(v).toBeRefusedBy('legion-attack-declare');
    expect(v).not.toCite('legion-no-ranged-into-melee');
  });

  it('the scenario reader accepts inMelee: other, and engaged only with it', () => {
    expect(engine.parseScenario({ ask: { ...ranged, defender: { inMelee: 'Other', engaged: false } } }).ok).toBe(true);
    const bad = engine.parseScenario({ ask: { ...ranged, defender: { inMelee: true, engaged: false } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join(' ')).toContain('ask.defender.engaged');
    const wrong = engine.parseScenario({ ask: { ...ranged, defender: { inMelee: 'attacker' } } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors.join(' ')).toContain('ask.defender.inMelee');
  });
});

describe('legion: the Charge attack has one defender', () => {
  const charger = unit({ keywords: ['charge'], did: did({ action: 'move', startsMelee: true }) });
  const chargeAttack = free('attack', { grantedBy: 'charge', weapon: 'melee' });

  it('is allowed against the unit the move reached alone', () => {
    expect(canPerform(charger, chargeAttack)).toBeAllowed();
  });

  it('refuses more defenders with pools of their own, and Gunslinger’s extra defender', () => {
    const more = canPerform(charger, { ...chargeAttack, defenders: 2 });
    expect(more).toBeRefusedBy('ChargeOneDefender');
    expect(codes(more)).not.toContain('ChargeFreeAttack');
    const slinger: UnitState = { ...charger, keywords: ['charge', 'gunslinger'] };
    expect(canPerform(slinger, { ...chargeAttack, extraDefender: {} })).toBeRefusedBy('ChargeOneDefender');
  });
});

describe('legion: moving into base contact needs a melee weapon', () => {
  const noMelee = unit({ meleeWeapon: false });

  it('a unit whose leader has no melee weapon makes no move into base contact, free or not, vehicles too', () => {
    expect(canPerform(noMelee, { action: 'move', startsMelee: true })).toBeRefusedBy('legion-base-contact');
    expect(canPerform(noMelee, free('move', { startsMelee: true }))).toBeRefusedBy('NoMeleeWeapon');
    expect(canPerform(noMelee, card('Jump', { as: 'move', startsMelee: true }))).toBeRefusedBy('NoMeleeWeapon');
    expect(canPerform({ ...noMelee, type: 'ground-vehicle', courage: 'none' }, { action: 'move', startsMelee: true })).toBeRefusedBy(
      'NoMeleeWeapon',
    );
  });

  it('it may still move out of base contact, and a unit with a melee weapon (the default) moves into it', () => {
    expect(canPerform(noMelee, { action: 'move' })).toBeAllowed();
    expect(canPerform(unit(), { action: 'move', startsMelee: true })).toBeAllowed();
    expect(canPerform(unit({ meleeWeapon: true }), { action: 'move', startsMelee: true })).toBeAllowed();
  });

  it('binds the free move of a standby token and one handed over by Guidance', () => {
    const standby: UnitState = { ...noMelee, standby: true, turn: 'enemy', trigger: { did: 'move', within2: true, los: true } };
    expect(canPerform(standby, free('move', { standby: true, startsMelee: true }))).toBeRefusedBy('NoMeleeWeapon');
    expect(canPerform(standby, free('move', { standby: true }))).toBeAllowed();
    const guided: UnitState = { ...noMelee, turn: 'friendly' };
    expect(canPerform(guided, free('move', { grantedBy: 'guidance', startsMelee: true }))).toBeRefusedBy('NoMeleeWeapon');
  });

  it('a history with such a move is impossible; the scenario reader takes meleeWeapon', () => {
    const p = engine.parseScenario({ unit: { meleeWeapon: false }, did: [{ action: 'move', startsMelee: true }], ask: 'aim' });
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.errors.join(' ')).toContain('did[0]');
    expect(ask({ unit: { meleeWeapon: false }, ask: { action: 'move', startsMelee: true } })).toBeRefusedBy('legion-base-contact');
  });
});

describe('legion: Repair X: Capacity Y', () => {
  const droid = unit({ type: 'droid-trooper' });
  const repairCard = (cardWounds: number) => card('Repair', { capacity: 2, cardWounds });

  it('each use puts a wound on the card; a card holding its capacity cannot be used', () => {
    const ok = canPerform(droid, repairCard(1));
    expect(ok).toBeAllowed();
    expect(codes(ok)).toContain('CapacityWound');
    expect(canPerform(droid, repairCard(2))).toBeRefusedBy('CapacityFull');
    expect(canPerform(droid, card('Repair', { capacity: 1 }))).toBeAllowed();
  });

  it('readying (Recover) does not empty the card', () => {
    expect(canPerform({ ...droid, did: did('recover') }, repairCard(2))).toBeRefusedBy('CapacityFull');
  });

  it('listed among the unit’s cards, a full card is refused in legalActions; the reader checks the fields', () => {
    const listed = legalActions({ ...droid, cards: [repairCard(2)] }).find((c) => c.action.card === 'Repair');
    expect(listed?.verdict).toBeRefusedBy('legion-repair');
    expect(ask({ unit: { type: 'droid-trooper' }, ask: { card: 'Repair', capacity: 2, cardWounds: 2 } })).toBeRefusedBy('legion-repair');
    for (const bad of [
      { card: 'Repair', cardWounds: 1 },
      { card: 'Repair', capacity: 1, cardWounds: 2 },
      { action: 'move', capacity: 1 },
    ]) {
      expect(engine.parseScenario({ ask: bad }).ok).toBe(false);
    }
  });
});
