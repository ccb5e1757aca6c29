import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionsRemaining, canPerform, legalActions, moraleOf, perform, rallyOdds, reasons } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { actionArb, doneArb, keywordArb, stateArb } from './arbitraries.ts';
import { keywordOf, type UnitState } from '../../../src/engine/legion/index.ts';
import { KEYWORD_RULES } from '../../../src/engine/legion/keywords/index.ts';

const runs = { numRuns: 2000 };
/** A free move or free attack spent from a standby token, with or without a defender's facts. */
const standbyArb = fc.record({
  action: fc.constantFrom('move' as const, 'attack' as const),
  free: fc.constant(true),
  standby: fc.constant(true),
  weapon: fc.constantFrom('melee' as const, 'ranged' as const),
  defender: fc.record({ trigger: fc.boolean(), inRange: fc.boolean(), los: fc.boolean() }, { requiredKeys: [] }),
});

describe('legion engine invariants (fast-check)', () => {
  it('a free action, a gained token or an attack that is not an action never lowers actionsRemaining', () => {
    fc.assert(
      fc.property(stateArb, doneArb, (s, d) => {
        fc.pre('gained' in d || d.free === true || d.notAction === true);
        expect(actionsRemaining(perform(s, d))).toBe(actionsRemaining(s));
      }),
      runs,
    );
  });

  it('a non-free action that is allowed uses exactly its cost', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (s, a) => {
        fc.pre(!a.free && !a.notAction && canPerform(s, a).allowed);
        const cost = a.action === 'card' && a.icons === 2 ? 2 : 1;
        expect(actionsRemaining(perform(s, a))).toBe(actionsRemaining(s) - cost);
      }),
      { ...runs, maxSkipsPerRun: 400 }, // most random states and actions are refused
    );
  });

  it('a unit that began Perform Actions panicked has no legal action', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        fc.pre((s.turn ?? 'own') === 'own' && moraleOf(s, s.suppressionAtStart ?? s.suppression).panicked);
        for (const { action, verdict } of legalActions(s)) {
          expect(verdict, JSON.stringify(action)).not.toBeAllowed();
        }
        expect(actionsRemaining(s)).toBe(0);
      }),
      runs,
    );
  });

  it('actionsRemaining is 0, 1 or 2 (up to 3 with Juyo Mastery)', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        expect(keywordOf(s, 'juyo-mastery') ? [0, 1, 2, 3] : [0, 1, 2]).toContain(actionsRemaining(s));
      }),
      runs,
    );
  });

  it('a keyword the unit lacks changes nothing: no reason cites it, unless the action asked is one it grants', () => {
    fc.assert(
      fc.property(stateArb, actionArb, keywordArb, (s, a, k) => {
        const name = typeof k === 'string' ? k : k.keyword;
        fc.pre(!keywordOf(s, name) && a.grantedBy !== name);
        const own = (KEYWORD_RULES[name]?.rules ?? [`legion-${name}`]).filter(
          (id) => id !== 'legion-keyword-needed' && id !== 'legion-dauntless',
        );
        const cited = canPerform(s, a).reasons.map((r) => r.rule);
        expect(cited.filter((id) => own.includes(id))).toEqual([]);
      }),
      runs,
    );
  });

  it('a keyword that only informs (Tactical, Agile, Ready, Spur) never changes whether an action is allowed', () => {
    fc.assert(
      fc.property(
        stateArb,
        actionArb,
        fc.constantFrom('tactical' as const, 'agile' as const, 'ready' as const, 'spur' as const),
        (s, a, name) => {
          const added: UnitState = { ...s, keywords: [...(s.keywords ?? []), { keyword: name, x: 2 }] };
          expect(canPerform(added, a).allowed).toBe(canPerform(s, a).allowed);
        },
      ),
      runs,
    );
  });

  it("a standby token is never spent in the unit's own activation", () => {
    fc.assert(
      fc.property(stateArb, standbyArb, (s, a) => {
        const own: UnitState = { ...s, turn: 'own' };
        expect(canPerform(own, a)).not.toBeAllowed();
        expect(canPerform(own, a).reasons.map((r) => r.code)).toContain('StandbyOwnActivation');
      }),
      runs,
    );
  });

  it('a panicked unit spends no standby token', () => {
    fc.assert(
      fc.property(stateArb, standbyArb, (s0, a) => {
        fc.pre(typeof s0.courage === 'number' && !s0.commander);
        // The same unit, panicked now (suppression ≥ 2 × courage).
        const s: UnitState = { ...s0, suppression: 2 * (s0.courage as number) };
        expect(moraleOf(s).panicked).toBe(true);
        expect(canPerform(s, a)).not.toBeAllowed();
        expect(canPerform(s, a).reasons.map((r) => r.code)).toContain('StandbyPanicked');
      }),
      runs,
    );
  });

  it('outside its own activation a unit has no action left and only standby or Guidance may be allowed', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (s, a) => {
        fc.pre(s.turn === 'friendly' || s.turn === 'enemy');
        expect(actionsRemaining(s)).toBe(0);
        if (canPerform(s, a).allowed) expect(a.standby === true || a.grantedBy === 'guidance').toBe(true);
      }),
      runs,
    );
  });

  it('canPerform agrees with legalActions', () => {
    fc.assert(
      fc.property(stateArb, (s) => {
        for (const { action, verdict } of legalActions(s)) expect(canPerform(s, action)).toEqual(verdict);
      }),
      { numRuns: 500 },
    );
  });

  it('rallyOdds: the cases, the outcomes and the action counts each sum to exactly 1', () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 2 }), (s0, n, ion) => {
        // Ion dice not rolled yet (no `ionBlank`) add to the dice: at most 30 + 1 + 2.
        const { ionBlank: _, ...rest } = s0;
        const s = { ...rest, suppression: s0.courage === 'none' ? 0 : n, ion, step: 'rally' as const, did: [] };
        const o = rallyOdds(s);
        const D = 3 ** 33;
        const sum = (fs: readonly { n: number; d: number }[]) => fs.reduce((t, f) => t + BigInt(f.n) * (BigInt(D) / BigInt(f.d)), 0n);
        expect(sum(o.cases.map((c) => c.p))).toBe(BigInt(D));
        expect(sum(Object.values(o.byOutcome))).toBe(BigInt(D));
        expect(sum(o.byActions)).toBe(BigInt(D));
      }),
      { numRuns: 500 },
    );
  });

  it('every refused verdict has a refusing reason, every verdict is explained, every reason is in the catalogue', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (s, a) => {
        const v = canPerform(s, a);
        expect(v.reasons.length).toBeGreaterThan(0);
        if (!v.allowed) expect(v.reasons.some((r) => r.refuses)).toBe(true);
        for (const r of v.reasons) expect(reasons[r.code]?.rule).toBe(r.rule);
      }),
      runs,
    );
  });
});
