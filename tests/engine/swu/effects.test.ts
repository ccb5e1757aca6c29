import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parse } from './scenarios.ts';
import { defeat, engine, isActive, isLegalOrder, reachTiming, resolutionPlan } from '../../../src/engine/swu/index.ts';
import type { Effect } from '../../../src/engine/swu/index.ts';
import { card, ignoreFor, keyword, state, trig, whenDefeated } from './builders.ts';

describe('lasting effects', () => {
  const s = state({
    cards: [card('w', [keyword('Sentinel'), keyword('Grit')])],
    effects: [ignoreFor('attack-long', 'this-attack', 'w', 'Sentinel'), ignoreFor('phase-long', 'this-phase', 'w', 'Grit')],
  });

  it('an attack-long effect ends at the end of the attack; a phase-long one survives it', () => {
    const after = reachTiming(s, 'end-of-attack');
    expect(after.reasons.map((r) => r.code)).toEqual(['LastingEffectEnded']);
    expect(after.reasons[0]?.rule).toBe('swu-lasting-effect-duration');
    expect(isActive(after.state, 'w', 'sentinel')).toBeAllowed();
    expect(isActive(after.state, 'w', 'grit')).toBeRefusedBy('KeywordIgnored');
  });

  it('a phase-long effect ends at the end of the phase', () => {
    const after = reachTiming(reachTiming(s, 'end-of-attack').state, 'end-of-phase');
    expect(isActive(after.state, 'w', 'grit')).toBeAllowed();
    expect(after.state.effects).toEqual([]);
  });
});

describe('delayed effects', () => {
  const recall: Effect = { kind: 'delayed', id: 'recall', controller: 'A', at: 'start-of-turn', text: 'Draw a card.' };

  it('wait for their controller’s next turn, then join the pending triggers', () => {
    const notYet = reachTiming(state({ activePlayer: 'A', effects: [recall] }), 'start-of-turn', 'B');
    expect(notYet.state.pending).toEqual([]);
    expect(notYet.state.activePlayer).toBe('B');
    const fired = reachTiming(notYet.state, 'start-of-turn', 'A');
    expect(fired.reasons[0]).toMatchObject({ code: 'DelayedEffectFired', rule: 'swu-delayed-effect-fires' });
    expect(fired.state.pending).toEqual([{ id: 'recall', controller: 'A', label: 'Draw a card.', triggers: [] }]);
    expect(fired.state.effects).toEqual([]);
    expect(fired.state.actionTaken).toBe(false);
  });

  it('are ordered with the other triggers waiting then, like any trigger', () => {
    const end: Effect = { kind: 'delayed', id: 'cleanup', controller: 'B', at: 'end-of-phase' };
    const s = reachTiming(state({ pending: [trig('a1', 'A')], effects: [end] }), 'end-of-phase').state;
    expect(resolutionPlan(s).orders.map((o) => o.join(' '))).toEqual(['a1 cleanup', 'cleanup a1']);
  });
});

describe('defeat, When Defeated and replacement effects', () => {
  const trooper = card('trooper', [whenDefeated('wd')], { controller: 'B', name: 'Stormtrooper' });

  it('a defeated unit leaves play and its When Defeated ability joins the pending triggers', () => {
    const out = defeat(state({ cards: [trooper], pending: [trig('a1', 'A')] }), 'trooper');
    expect(out.state.cards).toEqual([]);
    expect(out.state.pending.map((t) => [t.id, t.controller])).toEqual([
      ['a1', 'A'],
      ['trooper/wd', 'B'],
    ]);
    expect(out.reasons[0]).toMatchObject({ code: 'AbilityTriggered', rule: 'swu-triggered-condition' });
  });

  it('a replacement effect changes the defeat: the unit stays and nothing triggers or waits', () => {
    const bacta: Effect = {
      kind: 'replacement',
      id: 'bacta',
      controller: 'B',
      replaces: 'defeat',
      card: 'trooper',
      instead: 'heal all damage from it',
    };
    const out = defeat(state({ cards: [trooper], effects: [bacta] }), 'trooper');
    expect(out.state.cards).toHaveLength(1);
    expect(out.state.pending).toEqual([]);
    expect(out.reasons.map((r) => r.code)).toEqual(['ReplacementApplied']);
    expect(out.reasons[0]?.message).toContain('heal all damage from it');
    expect(isLegalOrder(out.state, ['bacta'])).toBeRefusedBy('swu-replacement-not-queued');
  });

  it('with several replacement effects, the affected card’s controller must pick one that applies', () => {
    const fx: Effect[] = ['bacta', 'escape'].map((id) => ({
      kind: 'replacement',
      id,
      controller: 'A',
      replaces: 'defeat',
      card: 'trooper',
      instead: id,
    }));
    const s = state({ cards: [trooper], effects: fx });
    const none = defeat(s, 'trooper');
    expect(none.reasons[0]).toMatchObject({ code: 'ReplacementChoiceRequired', refuses: true });
    expect(none.reasons[0]?.message).toContain('B must pick');
    expect(none.state).toBe(s);
    const picked = defeat(s, 'trooper', 'escape');
    expect(picked.reasons.map((r) => r.code)).toEqual(['ReplacementChosen', 'ReplacementApplied']);
    expect(picked.reasons[1]?.message).toContain('"escape"');
    expect(defeat(s, 'trooper', 'nope').reasons[0]).toMatchObject({ code: 'ReplacementNotApplicable', refuses: true });
  });

  it('a replacement effect on another card does not stop this defeat', () => {
    const other: Effect = { kind: 'replacement', id: 'x', controller: 'B', replaces: 'defeat', card: 'someone-else', instead: 'x' };
    expect(defeat(state({ cards: [trooper], effects: [other] }), 'trooper').state.pending).toHaveLength(1);
  });

  it('defeating a card not in play changes nothing and says so, citing the in-play rule', () => {
    const out = defeat(state(), 'ghost');
    expect(out.reasons[0]).toMatchObject({ code: 'NotInPlay', rule: 'swu-trigger-in-play', refuses: true });
  });

  it('refuses a second defeat of a card the first one took out of play, its When Defeated triggered once', () => {
    const v = engine.answer(
      parse({
        cards: [{ id: 't', controller: 'B', abilities: [{ id: 'wd', when: 'When Defeated' }] }],
        happens: [{ defeat: 't' }, { defeat: 't' }],
        ask: { order: ['t/wd'] },
      }),
    );
    expect(v).toBeRefusedBy('swu-trigger-in-play');
    expect(v.reasons.filter((r) => r.code === 'WhenDefeatedTriggered')).toHaveLength(1);
    expect(v.reasons.map((r) => r.rule)).not.toContain('swu-ability-types');
  });
});
