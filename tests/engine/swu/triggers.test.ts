/**
 * Triggered abilities by condition: When Played (with Ambush and Shielded in its window), On
 * Attack / On Defense, slashed conditions, When Defeated with last known information, optional
 * abilities in the plan; and the law that every plan resolves each trigger exactly once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { allTriggers, attacked, defeat, legalOrders, played, resolutionPlan } from '../../../src/engine/swu/index.ts';
import type { Ability, Card, SwuState } from '../../../src/engine/swu/index.ts';
import { card, keyword, state } from './builders.ts';

const when = (id: string, condition: string, optional = false): Ability => ({
  kind: 'triggered',
  id,
  condition,
  ...(optional ? { optional } : {}),
});
const unitCard = (id: string, abilities: Ability[], over: Partial<Card> = {}): Card =>
  card(id, abilities, { unit: { arena: 'ground', power: 3, hp: 4, damage: 1, shields: 0, leader: false, entered: 'now' }, ...over });

describe('triggers by condition', () => {
  it('puts When Played, Ambush and Shielded in one window the controller orders', () => {
    const s = state({
      cards: [unitCard('r', [when('wp', 'When Played'), keyword('Ambush'), keyword('Shielded'), when('wd', 'When Defeated')])],
    });
    const out = played(s, 'r');
    expect(out.state.pending.map((t) => t.id)).toEqual(['r/wp', 'r/ambush', 'r/shielded']);
    expect(out.reasons.map((r) => r.rule)).toContain('swu-when-played-window');
    expect(legalOrders(out.state)).toHaveLength(6);
    // Ambush is a "may" keyword: the plan lists its choice
    expect(resolutionPlan(out.state).decisions).toContainEqual(
      expect.objectContaining({ kind: 'optional', trigger: 'r/ambush', rule: 'swu-optional-may' }),
    );
  });

  it('fires On Attack for the attacker and On Defense for the defender; a slash condition fires on either', () => {
    const s = state({
      cards: [
        unitCard('a', [when('oa', 'On Attack'), when('both', 'When Played/On Attack')]),
        unitCard('d', [when('od', 'On Defense'), when('oa2', 'On Attack')], { controller: 'B' }),
      ],
    });
    const out = attacked(s, 'a', 'd');
    expect(out.state.pending.map((t) => t.id)).toEqual(['a/oa', 'a/both', 'd/od']);
    expect(out.reasons.map((r) => r.rule)).toContain('swu-slash-conditions');
    expect(played(s, 'a').state.pending.map((t) => t.id)).toEqual(['a/both']);
  });

  it('needs the card in play when the condition happens', () => {
    expect(played(state(), 'ghost').reasons[0]).toMatchObject({ rule: 'swu-trigger-in-play', refuses: true });
  });

  it('resolves When Defeated with the last known information, for the controller at defeat', () => {
    const s = state({ cards: [unitCard('w', [when('wd', 'When Defeated', true)], { controller: 'B', exhausted: true })] });
    const out = defeat(s, 'w');
    expect(out.state.cards).toEqual([]);
    expect(out.state.pending[0]).toMatchObject({
      id: 'w/wd',
      controller: 'B',
      optional: true,
      lastKnown: { controller: 'B', exhausted: true, left: 'defeated', unit: { power: 3 } },
    });
    expect(out.reasons.map((r) => r.rule)).toEqual(
      expect.arrayContaining(['swu-when-defeated', 'swu-last-known-information', 'swu-optional-may']),
    );
  });
});

describe('trigger law', () => {
  it('every plan resolves each trigger of a play, an attack and a defeat exactly once', () => {
    const conds = fc.constantFrom('When Played', 'On Attack', 'On Defense', 'When Defeated', 'When Played/On Attack');
    const abilities = fc.array(fc.record({ c: conds, may: fc.boolean() }), { maxLength: 3 });
    const arb = fc.record({ a: abilities, d: abilities, ambush: fc.boolean(), active: fc.constantFrom('A', 'B') });
    fc.assert(
      fc.property(arb, ({ a, d, ambush, active }) => {
        const mk = (xs: { c: string; may: boolean }[]) => xs.map((x, i) => when(`t${i}`, x.c, x.may));
        let s: SwuState = state({
          activePlayer: active,
          cards: [unitCard('a', [...mk(a), ...(ambush ? [keyword('Ambush')] : [])]), unitCard('d', mk(d), { controller: 'B' })],
        });
        s = played(s, 'a').state;
        s = attacked(s, 'a', 'd').state;
        s = defeat(s, 'd').state;
        const ids = allTriggers(s.pending)
          .map((t) => t.id)
          .sort();
        expect(new Set(ids).size).toBe(ids.length);
        let n = 0;
        for (const o of legalOrders(s, 200)) {
          expect([...o].sort()).toEqual(ids);
          n++;
        }
        expect(n).toBeGreaterThan(0);
      }),
    );
  });
});
