import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { isLegalOrder, legalOrders, resolutionPlan } from '../../../src/engine/swu/index.ts';
import { state, trig } from './builders.ts';

const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

describe('resolutionPlan', () => {
  it('lets one player order their own triggers: n! orders, one decision', () => {
    const plan = resolutionPlan(state({ pending: [trig('a1', 'A'), trig('a2', 'A'), trig('a3', 'A')] }));
    expect(plan.count).toBe(6);
    expect(plan.orders).toHaveLength(6);
    expect(plan.decisions).toEqual([
      { kind: 'order', chooser: 'A', layer: null, triggers: ['a1', 'a2', 'a3'], rule: 'swu-trigger-own-order' },
    ]);
    expect(plan.truncated).toBe(false);
  });

  it('with triggers on both sides, the active player picks who goes first and each orders their own', () => {
    const plan = resolutionPlan(state({ activePlayer: 'B', pending: [trig('a1', 'A'), trig('a2', 'A'), trig('b1', 'B')] }));
    expect(plan.decisions).toEqual([
      { kind: 'first-player', chooser: 'B', layer: null, between: ['B', 'A'], rule: 'swu-trigger-active-player-chooses' },
      { kind: 'order', chooser: 'A', layer: null, triggers: ['a1', 'a2'], rule: 'swu-trigger-own-order' },
    ]);
    expect(plan.count).toBe(4);
    expect(plan.orders.map((o) => o.join(' '))).toEqual(['b1 a1 a2', 'b1 a2 a1', 'a1 a2 b1', 'a2 a1 b1']);
  });

  it('the seed example: a When Defeated triggered by a When Played resolves before the rest of the first layer', () => {
    const pending = [trig('played', 'A', [trig('defeated', 'B')]), trig('other', 'A')];
    const plan = resolutionPlan(state({ pending }));
    expect(plan.orders.map((o) => o.join(' '))).toEqual(['played defeated other', 'other played defeated']);
    expect(plan.decisions).toEqual([
      { kind: 'order', chooser: 'A', layer: null, triggers: ['played', 'other'], rule: 'swu-trigger-own-order' },
    ]);
  });

  it('describes the choices of a nested layer with both players, three layers deep', () => {
    const pending = [trig('p', 'A', [trig('d', 'B', [trig('r1', 'A'), trig('r2', 'A')]), trig('s', 'A')]), trig('q', 'B')];
    const plan = resolutionPlan(state({ pending }));
    expect(plan.decisions).toEqual([
      { kind: 'first-player', chooser: 'A', layer: null, between: ['A', 'B'], rule: 'swu-trigger-active-player-chooses' },
      { kind: 'first-player', chooser: 'A', layer: 'p', between: ['A', 'B'], rule: 'swu-trigger-active-player-chooses' },
      { kind: 'order', chooser: 'A', layer: 'd', triggers: ['r1', 'r2'], rule: 'swu-trigger-own-order' },
    ]);
    // 2 (top) × [2 (layer p) × 2 (layer d)] = 8
    expect(plan.count).toBe(8);
    for (const o of plan.orders) {
      const d = o.indexOf('d');
      expect(o.slice(d + 1, d + 3).sort()).toEqual(['r1', 'r2']);
      expect(isLegalOrder(state({ pending }), o)).toBeAllowed();
    }
    expect(plan.orders).toContainEqual(['q', 'p', 's', 'd', 'r2', 'r1']);
  });

  it('counts without enumerating and caps the listed orders', () => {
    const pending = Array.from({ length: 12 }, (_, i) => trig(`t${i}`, i % 2 ? 'A' : 'B'));
    const plan = resolutionPlan(state({ pending }), 50);
    expect(plan.count).toBe(2 * 720 * 720);
    expect(plan.orders).toHaveLength(50);
    expect(plan.truncated).toBe(true);
    expect(resolutionPlan(state({ pending: Array.from({ length: 30 }, (_, i) => trig(`t${i}`, 'A')) }), 0).countIsExact).toBe(false);
  });

  it('has exactly one (empty) order when nothing is pending', () => {
    expect([...legalOrders(state())]).toEqual([[]]);
    expect(resolutionPlan(state()).decisions).toEqual([]);
  });
});

describe('isLegalOrder', () => {
  const both = state({ pending: [trig('a1', 'A'), trig('a2', 'A'), trig('b1', 'B')] });

  it('allows the other player first when the active player picks them, citing 7.6.9 and 7.6.10', () => {
    const v = isLegalOrder(both, ['b1', 'a2', 'a1']);
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['TriggersResolveNow', 'FirstPlayerChosen', 'OwnOrderChosen']);
    expect(v.reasons[1]?.message).toContain('chose who resolves first: B resolves all of theirs, then A');
  });

  it('refuses interleaved players', () => {
    expect(isLegalOrder(both, ['a1', 'b1', 'a2'])).toBeRefusedBy('swu-trigger-active-player-chooses');
  });

  it('refuses missing, repeated and unknown triggers, each named', () => {
    const v = isLegalOrder(both, ['a1', 'a1', 'zz', 'b1']);
    expect(codes(v)).toEqual(['TriggerResolvedTwice', 'TriggerNotPending', 'TriggerNotResolved']);
    expect(v.reasons[2]?.message).toContain('a2');
  });

  it('refuses a nested trigger before its parent and an earlier layer continuing too soon', () => {
    const s = state({ pending: [trig('played', 'A', [trig('defeated', 'B')]), trig('other', 'A')] });
    expect(isLegalOrder(s, ['defeated', 'played', 'other'])).toBeRefusedBy('NestedBeforeParent');
    const v = isLegalOrder(s, ['played', 'other', 'defeated']);
    expect(v).toBeRefusedBy('NestedInterrupted');
    expect(v.reasons).toHaveLength(1);
    expect(v.reasons[0]?.message).toBe(
      '"defeated" triggered while "played" resolved, so it must resolve before "other" (an earlier layer) continues.',
    );
  });

  it('three layers: the deepest trigger must resolve before its grandparent’s layer continues', () => {
    const s = state({ pending: [trig('p', 'A', [trig('d', 'B', [trig('r', 'A')]), trig('s', 'B')]), trig('o', 'A')] });
    expect(isLegalOrder(s, ['p', 'd', 'r', 's', 'o'])).toBeAllowed();
    expect(isLegalOrder(s, ['o', 'p', 's', 'd', 'r'])).toBeAllowed();
    const v = isLegalOrder(s, ['p', 'd', 's', 'r', 'o']);
    expect(codes(v)).toEqual(['NestedInterrupted']);
    expect(isLegalOrder(s, ['p', 'd', 'o', 'r', 's'])).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('checks who goes first again inside a nested layer', () => {
    const s = state({ pending: [trig('p', 'A', [trig('x1', 'A'), trig('y1', 'B'), trig('x2', 'A')])] });
    expect(isLegalOrder(s, ['p', 'y1', 'x2', 'x1'])).toBeAllowed();
    const v = isLegalOrder(s, ['p', 'x1', 'y1', 'x2']);
    expect(v).toBeRefusedBy('PlayersInterleaved');
    expect(v.reasons[0]?.message).toContain('triggered by "p"');
  });
});
