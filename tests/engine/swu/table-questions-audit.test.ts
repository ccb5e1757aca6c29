/**
 * Table questions from an audit of the engine against the checked rules: the On Attack abilities
 * of an Ambush attack, whom Ambush may attack, and Hidden against Saboteur.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';
import { completeOrder, engine, happen, legalOrders, resolutionPlan } from '../../../src/engine/swu/index.ts';

describe('"My Ambush unit has an On Attack ability and a When Played one: which resolves first?"', () => {
  // r enters play: its When Played ability and its Ambush wait in one window. Resolving the Ambush,
  // r attacks t, and the On Attack (r) and On Defense (t) abilities trigger while the Ambush resolves.
  const r = unit('r', 'A', { power: 3 }, [], {
    abilities: [{ keyword: 'Ambush' }, { id: 'wp', when: 'When Played' }, { id: 'oa', when: 'On Attack' }],
  });
  const t = unit('t', 'B', { hp: 9 }, [], { abilities: [{ id: 'od', when: 'On Defense' }] });
  const happens = [{ play: 'r' }, { attack: { attacker: 'r', defender: 't' } }];
  const ask = (order: string[], more: unknown[] = []) => answer({ cards: [r, t], happens: [...happens, ...more], ask: { order } });

  it('the abilities the Ambush attack triggered, before the rest of the When Played window', () => {
    const v = ask(['r/oa', 't/od', 'r/wp']);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-nested-resolve-first');
    expect(ask(['t/od', 'r/oa', 'r/wp'])).toBeAllowed();
    const late = ask(['r/wp', 'r/oa', 't/od']);
    expect(late).toBeRefusedBy('swu-nested-resolve-first');
    expect(codes(late)).toContain('NestedInterrupted');
    expect(ask(['r/oa', 'r/wp', 't/od'])).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('still so after the attack ended, and through a shared link', () => {
    expect(ask(['r/wp', 'r/oa', 't/od'], ['end-of-attack'])).toBeRefusedBy('swu-nested-resolve-first');
    const input = { cards: [r, t], happens, ask: { order: ['r/wp', 'r/oa', 't/od'] } };
    expect(engine.answer(throughLink(input))).toEqual(answer(input));
  });

  it('the Ambush itself has resolved: it is in no order, and the plan lists only what waits', () => {
    expect(codes(ask(['r/ambush', 'r/oa', 't/od', 'r/wp']))).toContain('TriggerNotPending');
    const before = parse({ cards: [r, t], ask: { act: 'pass' } }).state;
    const after = happen(happen(before, { kind: 'play', card: 'r' }).state, { kind: 'attack', attacker: 'r', defender: 't' }).state;
    expect(legalOrders(after)).toEqual([
      ['r/oa', 't/od', 'r/wp'],
      ['t/od', 'r/oa', 'r/wp'],
    ]);
    const plan = resolutionPlan(after);
    expect(plan.count).toBe(2);
    expect(plan.decisions.map((d) => d.kind)).toEqual(['first-player']);
    expect(completeOrder(after, ['t/od'])).toEqual(['t/od', 'r/oa', 'r/wp']);
    expect(completeOrder(after, ['r/wp'])).toBeNull();
  });

  it('an Ambush attack that triggers nothing leaves only the When Played ability waiting', () => {
    const quiet = unit('q', 'A', {}, [], { abilities: [{ keyword: 'Ambush' }, { id: 'wp', when: 'When Played' }] });
    const v = answer({
      cards: [quiet, unit('u', 'B', { hp: 9 })],
      happens: [{ play: 'q' }, { attack: { attacker: 'q', defender: 'u' } }],
      ask: { order: ['q/wp'] },
    });
    expect(v).toBeAllowed();
  });
});

describe('"Whom may my Ambush unit attack?"', () => {
  it('an enemy unit only, never the base', () => {
    const v = answer({
      cards: [unit('r', 'A', {}, ['Ambush']), unit('t', 'B')],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-ambush-attack');
    expect(words(v)).toContain('never a base');
  });

  it('not a Hidden unit that entered this phase: with no other enemy unit, it does not attack', () => {
    const v = answer({
      cards: [unit('r', 'A', {}, ['Ambush']), unit('h', 'B', { entered: 'phase' }, ['Hidden'])],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 'h' } },
    });
    expect(v).toBeRefusedBy('swu-hidden');
    expect(v).toBeRefusedBy('swu-ambush-attack');
  });
});

describe('"My unit has Saboteur: may it attack the Hidden unit that came in this phase?"', () => {
  it('no: Saboteur gets past Sentinel and Shields, not Hidden', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, ['Saboteur']), unit('h', 'B', { entered: 'phase' }, ['Hidden'])],
      ask: { attack: { attacker: 'a', target: 'h' } },
    });
    expect(v).toBeRefusedBy('swu-hidden');
  });
});
