/**
 * Laws of costs and Shields (fast-check): the modified cost stays within its bounds, and a
 * Shield never lets the instance it prevents through.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASPECTS, dealDamage, modifiedCost, missingAspects, PENALTY_PER_ICON } from '../../../src/engine/swu/index.ts';
import type { Aspect, HandCard } from '../../../src/engine/swu/index.ts';

const aspect = fc.constantFrom(...ASPECTS) as fc.Arbitrary<Aspect>;
const hand: fc.Arbitrary<HandCard> = fc.record({
  id: fc.constant('x'),
  name: fc.constant('x'),
  owner: fc.constant('A'),
  cost: fc.nat({ max: 12 }),
  aspects: fc.array(aspect, { maxLength: 3 }),
  increase: fc.nat({ max: 5 }),
  decrease: fc.nat({ max: 15 }),
  ignorePenalty: fc.boolean(),
  free: fc.boolean(),
});

describe('cost laws', () => {
  it('is never below 0 and never above printed + 2 × missing aspects + other increases', () => {
    fc.assert(
      fc.property(hand, fc.array(aspect, { maxLength: 4 }), (card, provided) => {
        const b = modifiedCost(card, provided);
        const missing = missingAspects(card.aspects, provided).length;
        expect(b.cost).toBeGreaterThanOrEqual(0);
        expect(b.cost).toBeLessThanOrEqual(card.cost + PENALTY_PER_ICON * missing + card.increase);
        if (card.increase === 0 && card.decrease === 0 && !card.free && !card.ignorePenalty)
          expect(b.cost).toBe(card.cost + PENALTY_PER_ICON * missing);
        if (card.free) expect(b.cost).toBe(0);
      }),
    );
  });
});

describe('Shield laws', () => {
  it('never lets damage through from an instance it prevents; each instance uses at most one Shield', () => {
    const target = fc.record({ damage: fc.nat({ max: 5 }), hp: fc.integer({ min: 1, max: 12 }), shields: fc.nat({ max: 4 }) });
    fc.assert(
      fc.property(target, fc.array(fc.nat({ max: 8 }), { maxLength: 6 }), (t, amounts) => {
        const out = dealDamage(t, amounts);
        for (const i of out.instances) if (i.prevented) expect(i.amount).toBeGreaterThan(0);
        expect(out.dealt).toBe(out.instances.filter((i) => !i.prevented).reduce((n, i) => n + i.amount, 0));
        for (const i of out.instances) expect(i.prevented ? i.dealt : i.amount).toBe(i.prevented ? 0 : i.dealt);
        expect(out.shieldsDefeated).toBe(out.instances.filter((i) => i.prevented).length);
        expect(out.shieldsDefeated).toBeLessThanOrEqual(t.shields);
        // With as many Shields as instances, nothing is dealt.
        if (t.shields >= amounts.length) expect(out.dealt).toBe(0);
        expect(out.defeated).toBe(out.damage >= t.hp);
      }),
    );
  });

  it('with other prevention effects in any order: never defeated where it would survive without them; a Shield only on damage still happening', () => {
    const target = fc.record({ damage: fc.nat({ max: 3 }), hp: fc.integer({ min: 1, max: 12 }), shields: fc.nat({ max: 3 }) });
    const prevent = fc.array(fc.option(fc.nat({ max: 3 }), { nil: undefined }), { maxLength: 2 });
    fc.assert(
      fc.property(target, fc.array(fc.nat({ max: 6 }), { maxLength: 5 }), prevent, fc.boolean(), (t, amounts, ps, shieldFirst) => {
        const preventions = ps.map((p, i) => ({ id: `e${i}`, ...(p === undefined ? {} : { prevent: p }) }));
        const ids = preventions.map((p) => p.id);
        const out = dealDamage(t, amounts, false, preventions, shieldFirst ? ['shield', ...ids] : [...ids, 'shield']);
        // prevention only ever helps: defeated with it means defeated without it
        if (out.defeated) expect(dealDamage(t, amounts).defeated).toBe(true);
        for (const i of out.instances) {
          // a Shield is only ever applied to damage still happening, and stops it
          const at = i.applied.indexOf('shield');
          if (at >= 0) expect(at).toBe(i.applied.length - 1);
          if (at >= 0) expect(i.dealt).toBe(0);
          expect(i.dealt).toBeLessThanOrEqual(i.amount);
        }
      }),
    );
  });
});
