import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionsRemaining, canPerform, legalActions, moraleOf, perform, rallyOdds, reasons,
} from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { actionArb, doneArb, stateArb } from './arbitraries.ts';

const runs = { numRuns: 2000 };

describe('legion engine invariants (fast-check)', () => {
  it('a free action, a gained token or an attack that is not an action never lowers actionsRemaining', () => {
    fc.assert(fc.property(stateArb, doneArb, (s, d) => {
      fc.pre('gained' in d || d.free === true || d.notAction === true);
      expect(actionsRemaining(perform(s, d))).toBe(actionsRemaining(s));
    }), runs);
  });

  it('a non-free action that is allowed uses exactly its cost', () => {
    fc.assert(fc.property(stateArb, actionArb, (s, a) => {
      fc.pre(!a.free && !a.notAction && canPerform(s, a).allowed);
      const cost = a.action === 'card' && a.icons === 2 ? 2 : 1;
      expect(actionsRemaining(perform(s, a))).toBe(actionsRemaining(s) - cost);
    }), runs);
  });

  it('a unit that began Perform Actions panicked has no legal action', () => {
    fc.assert(fc.property(stateArb, (s) => {
      fc.pre(moraleOf(s, s.suppressionAtStart ?? s.suppression).panicked);
      for (const { action, verdict } of legalActions(s)) {
        expect(verdict, JSON.stringify(action)).not.toBeAllowed();
      }
      expect(actionsRemaining(s)).toBe(0);
    }), runs);
  });

  it('actionsRemaining is 0, 1 or 2', () => {
    fc.assert(fc.property(stateArb, (s) => {
      expect([0, 1, 2]).toContain(actionsRemaining(s));
    }), runs);
  });

  it('canPerform agrees with legalActions', () => {
    fc.assert(fc.property(stateArb, (s) => {
      for (const { action, verdict } of legalActions(s)) expect(canPerform(s, action)).toEqual(verdict);
    }), { numRuns: 500 });
  });

  it('rallyOdds: the cases, the outcomes and the action counts each sum to exactly 1', () => {
    fc.assert(fc.property(stateArb, fc.integer({ min: 0, max: 30 }), (s0, n) => {
      const s = { ...s0, suppression: s0.courage === 'none' ? 0 : n, step: 'rally' as const, did: [] };
      const o = rallyOdds(s);
      const D = 3 ** 31;
      const sum = (fs: readonly { n: number; d: number }[]) => fs.reduce((t, f) => t + BigInt(f.n) * (BigInt(D) / BigInt(f.d)), 0n);
      expect(sum(o.cases.map((c) => c.p))).toBe(BigInt(D));
      expect(sum(Object.values(o.byOutcome))).toBe(BigInt(D));
      expect(sum(o.byActions)).toBe(BigInt(D));
    }), { numRuns: 500 });
  });

  it('every refused verdict has a refusing reason, every verdict is explained, every reason is in the catalogue', () => {
    fc.assert(fc.property(stateArb, actionArb, (s, a) => {
      const v = canPerform(s, a);
      expect(v.reasons.length).toBeGreaterThan(0);
      if (!v.allowed) expect(v.reasons.some((r) => r.refuses)).toBe(true);
      for (const r of v.reasons) expect(reasons[r.code]?.rule).toBe(r.rule);
    }), runs);
  });
});
