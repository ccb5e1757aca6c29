/**
 * Ready X as a player asks about it at the table: a standby action gives X aim tokens (no aim
 * action), a standby token an effect gives (Fire Support's, with the order) gives none, a refused
 * standby gives nothing, and Ready grants no action of its own (legion-ready). Each question is a
 * `check` block's fields, answered by the engine; the test asserts the answer and the rule ids cited.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPerform, type UnitState } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';
import { actionArb, stateArb } from './arbitraries.ts';
import { ask, messages, rules } from './builders.ts';

const ready = (x: number) => ({ keyword: 'ready', x });

describe('"My unit has Ready: what does its standby give?" (legion-ready)', () => {
  const table: { q: string; input: Record<string, unknown>; allowed: boolean; cites: string[]; says?: RegExp }[] = [
    {
      q: 'a standby action with Ready 2: allowed, 2 aim tokens, one action used',
      input: { unit: { keywords: [ready(2)] }, ask: 'standby' },
      allowed: true,
      cites: ['legion-two-actions', 'legion-ready'],
      says: /Ready 2: gains 2 aim after this standby action/,
    },
    {
      q: 'a free standby action counts as a standby action: the aim tokens come too',
      input: { unit: { keywords: [ready(1)] }, ask: { action: 'standby', free: true } },
      allowed: true,
      cites: ['legion-free-typed', 'legion-ready'],
      says: /Ready 1: gains 1 aim/,
    },
    {
      q: 'after the standby and its aim tokens, an aim action is still open (and it takes the standby token away)',
      input: { unit: { keywords: [ready(1)] }, did: ['standby', { gained: 'aim' }], ask: 'aim' },
      allowed: true,
      cites: ['legion-two-actions', 'legion-gained-token-not-action', 'legion-standby-token-removed'],
    },
    {
      q: 'Fire Support and Ready, issued an order: the token is no standby action, so no aim (the answer says so)',
      input: { unit: { keywords: ['fire-support', ready(1)] }, orderIssued: true, ask: 'aim' },
      allowed: true,
      cites: ['legion-fire-support', 'legion-ready', 'legion-two-actions', 'legion-standby-token-removed'],
      says: /no standby action, so it gains no aim/,
    },
    {
      q: 'the same with the keywords listed the other way round',
      input: { unit: { keywords: [ready(1), 'fire-support'] }, orderIssued: true, ask: 'aim' },
      allowed: true,
      cites: ['legion-ready', 'legion-fire-support', 'legion-two-actions', 'legion-standby-token-removed'],
    },
    {
      q: 'a standby after an attack action: refused, and no aim tokens are promised',
      input: { unit: { keywords: [ready(1)] }, did: ['attack'], ask: 'standby' },
      allowed: false,
      cites: ['legion-standby-no-attack'],
    },
    {
      q: 'a panicked unit makes no free standby, so Ready gives nothing',
      input: { unit: { courage: 1, suppression: 2, keywords: [ready(1)] }, ask: { action: 'standby', free: true } },
      allowed: false,
      cites: ['legion-panicked-no-actions'],
    },
    {
      q: 'a free standby action handed over by Guidance: the aim tokens come too',
      input: { unit: { keywords: [ready(1)] }, turn: 'friendly', ask: { action: 'standby', free: true, grantedBy: 'guidance' } },
      allowed: true,
      cites: ['legion-other-activation', 'legion-ready'],
    },
    {
      q: 'Ready grants no free aim action after the standby',
      input: { unit: { keywords: [ready(1)] }, did: ['standby'], ask: { action: 'aim', free: true, grantedBy: 'ready' } },
      allowed: false,
      cites: ['legion-keyword-needed', 'legion-free-typed'],
    },
    {
      q: 'a move with Ready gives no aim: only a standby action does',
      input: { unit: { keywords: [ready(1)] }, ask: 'move' },
      allowed: true,
      cites: ['legion-two-actions'],
    },
  ];

  for (const { q, input, allowed, cites, says } of table) {
    it(q, () => {
      const v = ask(input);
      expect(v.allowed).toBe(allowed);
      expect(rules(v)).toEqual(cites);
      if (says) expect(messages(v)).toMatch(says);
    });
  }
});

describe('Ready X laws (legion-ready)', () => {
  it('Ready is cited as giving aim exactly when an allowed action is a standby action', () => {
    fc.assert(
      fc.property(stateArb, actionArb, (s, a) => {
        const withReady: UnitState = { ...s, keywords: [...(s.keywords ?? []).filter((k) => k !== 'ready'), { keyword: 'ready', x: 1 }] };
        const v = canPerform(withReady, a);
        const gives = v.reasons.some((r) => r.code === 'ReadyAim');
        const standby = (a.as ?? a.action) === 'standby' && !a.standby;
        expect(gives).toBe(v.allowed && standby);
      }),
      { numRuns: 2000 },
    );
  });
});
