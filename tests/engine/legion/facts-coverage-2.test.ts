/**
 * Rules facts asked as a player asks them: whom Repair and Treat may target (legion-repair,
 * legion-treat), and what an attack pool may hold (legion-pool-weapons). Each test asserts the
 * verdict, the block ids the answer cites and the words it gives; the scenarios also go through a
 * shared link and come back with the same answer.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/legion/index.ts';
import { LEGION_FIELDS, legionInput } from '../../../src/widgets/games/legion.ts';
import { encodeCheckQuery } from '../../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../../src/widgets/url-decode.ts';
import { ask, codes, messages, rules } from './builders.ts';

const droid = { type: 'droid-trooper', courage: 1 };
const medic = { type: 'trooper', courage: 1 };
const repair = (target: Record<string, unknown>) => ({ card: 'Repair', capacity: 2, target });
const treat = (target: Record<string, unknown>) => ({ card: 'Treat', capacity: 2, target });
const attack = (...pools: Record<string, unknown>[][]) => ({ action: 'attack', pools });
const e11 = { name: 'E-11', type: 'ranged' };
const knife = { name: 'Vibroknife', type: 'melee' };
const staff = (as: string) => ({ name: 'Electrostaff', type: 'both', as });

/** The problems the scenario validator reports for `input`, in words. */
function problems(input: Record<string, unknown>): string[] {
  const p = engine.parseScenario({ game: 'legion', ...input });
  return p.ok ? [] : p.errors;
}

describe('"May my droid Repair that wounded trooper?" (legion-repair)', () => {
  it('no: Repair mends only droid troopers and vehicles', () => {
    const v = ask({ unit: droid, ask: repair({ type: 'trooper' }) });
    expect(v).toBeRefusedBy('RepairWrongTarget');
    expect(rules({ reasons: v.reasons.filter((r) => r.refuses) })).toEqual(['legion-repair']);
    expect(messages(v)).toContain('Repair mends only droid troopers and vehicles, not a trooper');
    expect(messages(v)).toContain('healed by Treat');
  });

  it('yes for a vehicle within 1 and in line of sight, the card taking a wound', () => {
    const v = ask({ unit: droid, ask: repair({ type: 'ground-vehicle', within1: true, los: true }) });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(expect.arrayContaining(['RepairTarget', 'CapacityWound']));
    expect(messages(v)).toContain('a ground vehicle is a unit it may target');
  });

  it('no for a droid trooper out of range, or out of sight', () => {
    const far = ask({ unit: droid, ask: repair({ type: 'droid-trooper', within1: false }) });
    expect(far).toBeRefusedBy('RepairTargetOut');
    expect(messages(far)).toContain("Repair's target must be within 1 of the unit.");
    const unseen = ask({ unit: droid, ask: repair({ type: 'repulsor-vehicle', los: false }) });
    expect(unseen).toBeRefusedBy('legion-repair');
    expect(messages(unseen)).toContain('in line of sight');
  });

  it('a Repair said to have been used on an organic trooper is refused as a scenario, pointing to Treat', () => {
    expect(problems({ unit: medic, repaired: 1, ask: 'move' })).toEqual([
      '`repaired` is for a droid trooper or a vehicle: Repair cannot mend a trooper; for an organic trooper use treated (Treat X).',
    ]);
    expect(problems({ unit: { type: 'creature-trooper', courage: 1 }, repaired: 1, ask: 'move' })).toHaveLength(1);
  });

  it('a target needs its card: Repair or Treat, with its capacity', () => {
    expect(problems({ unit: droid, ask: { card: 'Jump', target: { type: 'trooper' } } })[0]).toMatch(
      /^`ask.target` is only for a Repair or Treat/,
    );
    expect(problems({ unit: droid, ask: { card: 'Repair', target: { type: 'trooper' } } })[0]).toMatch(
      /^`ask.target` needs the card's capacity/,
    );
    expect(problems({ unit: droid, ask: repair({ within1: true }) })[0]).toMatch(/^`ask.target.type` is missing/);
  });
});

describe('"May my medic Treat the droid next to it?" (legion-treat)', () => {
  it('no: Treat heals only organic troopers', () => {
    const v = ask({ unit: medic, ask: treat({ type: 'droid-trooper' }) });
    expect(v).toBeRefusedBy('TreatWrongTarget');
    expect(v).toBeRefusedBy('legion-treat');
    expect(messages(v)).toContain('Treat heals only organic troopers, not a droid trooper');
  });

  it('yes for a trooper or a creature trooper within 1 and in sight', () => {
    expect(ask({ unit: medic, ask: treat({ type: 'trooper' }) })).toBeAllowed();
    const v = ask({ unit: medic, ask: treat({ type: 'creature-trooper' }) });
    expect(v).toBeAllowed();
    expect(v).toCite('legion-treat');
  });

  it('Treat used on a trooper removes its wounds, citing Treat, not Repair', () => {
    const v = ask({ unit: { ...medic, wounds: 2 }, treated: 3, ask: 'move' });
    expect(v).toBeAllowed();
    expect(codes(v)[0]).toBe('TreatRemoves');
    expect(rules(v)[0]).toBe('legion-treat');
    expect(messages(v)).toContain('Treat 3: removes 2 wound tokens.');
    expect(rules(v)).not.toContain('legion-repair');
  });

  it('Treat said to have been used on a vehicle is refused as a scenario, pointing to Repair', () => {
    expect(problems({ unit: { type: 'ground-vehicle' }, treated: 1, ask: 'move' })).toEqual([
      '`treated` is for an organic trooper: Treat cannot heal a ground-vehicle; for a droid trooper or a vehicle use repaired (Repair X).',
    ]);
  });
});

describe('"Can I put my rifle and my knife in one pool?" (legion-pool-weapons)', () => {
  it('no: a pool is all melee or all ranged', () => {
    const v = ask({ unit: medic, ask: attack([e11, knife]) });
    expect(v).toBeRefusedBy('PoolMixed');
    expect(rules({ reasons: v.reasons.filter((r) => r.refuses) })).toEqual(['legion-pool-weapons']);
    expect(messages(v)).toContain('Pool 1 holds melee and ranged weapons: a pool is all melee or all ranged.');
  });

  it('no: two E-11s cannot be split between two defenders', () => {
    const v = ask({ unit: medic, ask: attack([e11], [{ ...e11, name: 'e-11' }]) });
    expect(v).toBeRefusedBy('PoolSplit');
    expect(codes(v).filter((c) => c === 'PoolSplit')).toHaveLength(1);
    expect(messages(v)).toContain('E-11 is in two pools: weapons of the same name share one pool.');
  });

  it('yes: a ranged pool at one defender and a differently named ranged pool at another, one attack', () => {
    const v = ask({ unit: medic, ask: attack([e11, e11], [{ name: 'DLT-19', type: 'ranged' }]) });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(expect.arrayContaining(['PoolsOneType', 'AttackPools']));
    expect(messages(v)).toContain('2 pools, each of weapons of one type');
  });

  it('a weapon with both icons joins a melee pool as melee, and is melee for the whole attack', () => {
    const v = ask({ unit: medic, ask: attack([staff('melee'), knife]) });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('Electrostaff has both icons: it joined its pool as a melee weapon');
  });

  it('added as ranged, it is a ranged weapon: an engaged unit cannot use it so', () => {
    const v = ask({ unit: { ...medic, engaged: true }, ask: attack([staff('ranged')]) });
    expect(v).toBeRefusedBy('legion-engaged');
    expect(v).toCite('legion-pool-weapons');
    expect(ask({ unit: { ...medic, engaged: true }, ask: attack([staff('melee')]) })).toBeAllowed();
  });

  it("Steady's free attack refuses a melee pool among its pools", () => {
    const v = ask({
      unit: { ...medic, keywords: ['steady'] },
      did: ['move'],
      ask: { ...attack([e11], [knife]), free: true, grantedBy: 'steady' },
    });
    expect(v).toBeRefusedBy('SteadyRangedOnly');
  });

  it('the scenario says a weapon with both icons which type it took, and gives no weapon beside pools', () => {
    expect(problems({ unit: medic, ask: attack([{ name: 'Electrostaff', type: 'both' }]) })[0]).toMatch(
      /^`ask.pools\[0\]\[0\].as` is missing: a weapon with both icons takes one type/,
    );
    expect(problems({ unit: medic, ask: { ...attack([e11]), weapon: 'ranged' } })[0]).toMatch(/^`ask.weapon` must be left out with pools/);
    expect(problems({ unit: medic, ask: { ...attack([e11]), defenders: 2 } })[0]).toMatch(
      /^`ask.defenders` must be 1, the number of pools/,
    );
    expect(problems({ unit: medic, ask: attack() })).toEqual(['`ask.pools` must not be empty.']);
  });
});

describe('Repair, Treat and pool scenarios through a shared link', () => {
  it.each([
    ['a Repair target', { unit: droid, ask: repair({ type: 'trooper', within1: false, los: true }) }],
    ['Treat used on the unit', { unit: { ...medic, wounds: 2 }, treated: 1, ask: 'move' }],
    ['pools', { unit: medic, ask: attack([e11, { name: 'Heavy Blaster', type: 'ranged' }], [staff('ranged')]) }],
  ])('%s keeps its answer', (_what, input) => {
    const parsed = engine.parseScenario({ game: 'legion', ...input });
    if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
    const decoded = decodeCheckQuery(
      new URL(`https://example.org/check/legion/?${encodeCheckQuery(legionInput(parsed.value), LEGION_FIELDS)}`).search,
    );
    if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
    const back = engine.parseScenario(decoded.input);
    expect(back).toEqual(parsed);
    if (back.ok) expect(engine.answer(back.value)).toEqual(engine.answer(parsed.value));
  });
});
