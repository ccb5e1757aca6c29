import { describe, expect, it } from 'vitest';
import { canContest, rallyOdds, status, type Fraction } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { unit } from './builders.ts';

const codes = (rs: readonly { code: string }[]) => rs.map((r) => r.code);
const f = (x: Fraction) => `${x.n}/${x.d}`;

describe('legion: status', () => {
  it('suppressed at courage, panicked at twice courage (legion-suppressed, legion-panicked)', () => {
    expect(status(unit({ courage: 2, suppression: 1 }))).toMatchObject({ suppressed: false, panicked: false });
    expect(status(unit({ courage: 2, suppression: 2 }))).toMatchObject({ suppressed: true, panicked: false });
    expect(status(unit({ courage: 2, suppression: 3 }))).toMatchObject({ suppressed: true, panicked: false });
    expect(status(unit({ courage: 2, suppression: 4 }))).toMatchObject({ suppressed: true, panicked: true });
    expect(codes(status(unit({ courage: 2, suppression: 4 })).reasons)).toEqual(['Suppressed', 'Panicked', 'PanicRemovesAtEnd']);
  });
  it('explains with the numbers used', () => {
    const msgs = status(unit({ courage: 2, suppression: 3 })).reasons.map((r) => r.message);
    expect(msgs).toEqual(['Suppressed: 3 suppression ≥ courage 2.', 'Not panicked: 3 suppression < 2 × its courage 2.']);
  });
  it('a commander within 3 lends courage for the panic check only (legion-commander-courage)', () => {
    const s = status(unit({ courage: 1, suppression: 3, commander: 2 }));
    expect(s).toMatchObject({ suppressed: true, panicked: false, panicCourage: 2 });
    expect(codes(s.reasons)).toEqual(['Suppressed', 'CommanderCourage', 'NotPanicked']);
    // a commander with lower courage changes nothing
    expect(status(unit({ courage: 2, suppression: 4, commander: 1 }))).toMatchObject({ panicked: true, panicCourage: 2 });
    // but the suppressed check keeps the unit's own courage
    expect(status(unit({ courage: 1, suppression: 1, commander: 3 })).suppressed).toBe(true);
  });
  it('a commander with courage "-" within 3: never panics (legion-commander-courage-none)', () => {
    const s = status(unit({ courage: 1, suppression: 9, commander: 'none' }));
    expect(s).toMatchObject({ suppressed: true, panicked: false, panicCourage: 'none' });
    expect(codes(s.reasons)).toContain('CommanderCourageNone');
  });
  it('courage "-", droids and vehicles (legion-courage-none, legion-droid-courage, legion-vehicle-no-courage)', () => {
    expect(codes(status(unit({ courage: 'none' })).reasons)).toEqual(['CourageNone']);
    expect(status(unit({ type: 'droid-trooper', courage: 1, suppression: 1 }))).toMatchObject({ suppressed: false, panicked: false });
    expect(status(unit({ type: 'droid-trooper', courage: 1, suppression: 2 }))).toMatchObject({ suppressed: false, panicked: true });
    expect(codes(status(unit({ type: 'repulsor-vehicle', courage: 'none' })).reasons)).toEqual(['VehicleNoSuppression']);
  });
  it('a unit that began Perform Actions panicked removes its own courage in tokens at the end (legion-panic-remove-at-end)', () => {
    expect(status(unit({ courage: 2, suppression: 5 })).removesAtEnd).toBe(2);
    expect(status(unit({ courage: 2, suppression: 3 })).removesAtEnd).toBe(0);
    expect(status(unit({ step: 'rally', courage: 1, suppression: 2 })).removesAtEnd).toBe(0);
  });
  it('damaged vehicles report the token and the roll (legion-vehicle-damage-token, legion-damaged-roll)', () => {
    const s = status(unit({ type: 'ground-vehicle', courage: 'none', damaged: true, damageRoll: 'blank' }));
    expect(codes(s.reasons)).toEqual(['VehicleNoSuppression', 'VehicleDamaged', 'DamageRoll']);
    expect(s.reasons[2]?.message).toContain('one action fewer');
  });
});

describe('legion: rallyOdds (legion-rally)', () => {
  it('one token, courage 2: removed 1/3 → normal; kept 2/3 → still normal', () => {
    const o = rallyOdds(unit({ step: 'rally', courage: 2, suppression: 1 }));
    expect(o.dice).toBe(1);
    expect(o.cases.map((c) => [c.removed, c.outcome, c.actions, f(c.p)])).toEqual([
      [0, 'normal', 2, '2/3'],
      [1, 'normal', 2, '1/3'],
    ]);
    expect(f(o.byOutcome.normal)).toBe('1/1');
  });
  it('Rebel Troopers with 2 tokens and courage 1: 4/9 panicked, 4/9 suppressed, 1/9 normal', () => {
    const o = rallyOdds(unit({ step: 'rally', courage: 1, suppression: 2 }));
    expect(f(o.byOutcome.panicked)).toBe('4/9');
    expect(f(o.byOutcome.suppressed)).toBe('4/9');
    expect(f(o.byOutcome.normal)).toBe('1/9');
    expect(o.byActions.map(f)).toEqual(['4/9', '4/9', '1/9']);
    expect(o.reasons[0]).toMatchObject({ rule: 'legion-rally' });
  });
  it('a commander within 3 changes the panicked odds', () => {
    const alone = rallyOdds(unit({ step: 'rally', courage: 1, suppression: 3 }));
    const led = rallyOdds(unit({ step: 'rally', courage: 1, suppression: 3, commander: 2 }));
    expect(f(alone.byOutcome.panicked)).toBe('20/27'); // 8/27 keep all 3 + 12/27 keep 2
    expect(f(led.byOutcome.panicked)).toBe('0/1');
    expect(f(led.byOutcome.suppressed)).toBe('26/27');
  });
  it('no suppression or courage "-": certain normal, no dice', () => {
    expect(rallyOdds(unit({ courage: 'none' })).cases).toEqual([
      { removed: 0, left: 0, outcome: 'normal', actions: 2, p: { n: 1, d: 1, value: 1 } },
    ]);
  });
  it('ion dice not yet rolled: any blank of them costs one action (1 − 1/9 with two tokens), with the rally roll', () => {
    const o = rallyOdds(unit({ step: 'rally', type: 'ground-vehicle', courage: 'none', ion: 2 }));
    expect(o.byActions.map(f)).toEqual(['0/1', '8/9', '1/9']);
    expect(o.reasons.map((r) => r.rule)).toContain('legion-ion');
    // A droid trooper (never suppressed) with 2 suppression tokens, courage 1 and one ion token:
    // panicked when it keeps both (4/9); else 2 actions, 1 with a blank on its ion die (2/3).
    const droid = rallyOdds(unit({ step: 'rally', type: 'droid-trooper', courage: 1, suppression: 2, ion: 1 }));
    expect(droid.byActions.map(f)).toEqual(['4/9', '10/27', '5/27']);
    // Rolled already: as given.
    expect(rallyOdds(unit({ step: 'rally', type: 'ground-vehicle', courage: 'none', ion: 2, ionBlank: true })).byActions.map(f)).toEqual([
      '0/1',
      '1/1',
      '0/1',
    ]);
  });
  it('a damaged vehicle not yet rolled loses an action 2/3 of the time', () => {
    const o = rallyOdds(unit({ step: 'rally', type: 'ground-vehicle', courage: 'none', damaged: true }));
    expect(o.byActions.map(f)).toEqual(['0/1', '2/3', '1/3']);
  });
});

describe('legion: canContest (legion-contest-range, legion-panicked-no-contest)', () => {
  it('needs the leader within 1/2 and no panic; reports both', () => {
    expect(canContest(unit({ suppression: 1 }), true)).toBeAllowed();
    expect(canContest(unit(), false)).toBeRefusedBy('legion-contest-range');
    const v = canContest(unit({ courage: 1, suppression: 2 }), false);
    expect(codes(v.reasons)).toEqual(['ContestOutOfRange', 'PanickedCannotContest']);
    expect(canContest(unit({ courage: 1, suppression: 2, commander: 2 }), true)).toBeAllowed();
  });
});
