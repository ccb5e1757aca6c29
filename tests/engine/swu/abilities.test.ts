import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { canUse, isActive } from '../../../src/engine/swu/index.ts';
import { action, card, constant, ignoreFor, keyword, state, whenDefeated } from './builders.ts';

describe('canUse: action abilities', () => {
  it('allows a ready card’s exhaust action on its controller’s turn, citing turn and cost', () => {
    const v = canUse(state({ cards: [card('sniper', [action('ping', { exhaust: true })])] }), 'sniper', 'ping');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-action-ability-is-turn-action');
    expect(v).toCite('swu-action-ability-cost');
  });

  it('refuses an exhaust cost on an exhausted card (swu-exhaust-cost)', () => {
    const v = canUse(state({ cards: [card('sniper', [action('ping', { exhaust: true })], { exhausted: true })] }), 'sniper', 'ping');
    expect(v).toBeRefusedBy('swu-exhaust-cost');
    expect(v.reasons.find((r) => r.code === 'ExhaustCostUnpayable')?.message).toContain('exhausted');
  });

  it('allows an exhausted card’s action that has no exhaust cost', () => {
    const v = canUse(
      state({ resources: { A: 1 }, cards: [card('relay', [action('boost', { resources: 1 })], { exhausted: true })] }),
      'relay',
      'boost',
    );
    expect(v).toBeAllowed();
  });

  it('refuses when the resources cannot be paid, naming need and have', () => {
    const v = canUse(state({ resources: { A: 1 }, cards: [card('relay', [action('boost', { resources: 3 })])] }), 'relay', 'boost');
    expect(v).toBeRefusedBy('ResourcesShort');
    expect(v.reasons.find((r) => r.code === 'ResourcesShort')?.message).toMatch(/3 .*1/);
  });

  it('refuses on the opponent’s turn and after the player already acted', () => {
    const cards = [card('sniper', [action('ping')], { controller: 'B' })];
    expect(canUse(state({ cards }), 'sniper', 'ping')).toBeRefusedBy('NotYourTurn');
    expect(canUse(state({ cards, activePlayer: 'B', actionTaken: true }), 'sniper', 'ping')).toBeRefusedBy('ActionAlreadyTaken');
    expect(canUse(state({ cards, activePlayer: 'B' }), 'sniper', 'ping')).toBeAllowed();
  });

  it('reports every failing gate in order, not only the first', () => {
    const s = state({
      actionTaken: true,
      resources: { A: 0 },
      cards: [card('x', [action('go', { exhaust: true, resources: 2 }, true, true)], { exhausted: true })],
    });
    expect(canUse(s, 'x', 'go').reasons.map((r) => r.code)).toEqual([
      'ActionAlreadyTaken',
      'ExhaustCostUnpayable',
      'ResourcesShort',
      'EpicActionUsed',
    ]);
  });

  it('allows an Epic Action once per game', () => {
    expect(canUse(state({ cards: [card('leader', [action('deploy', {}, true, false)])] }), 'leader', 'deploy')).toCite(
      'EpicActionAvailable',
    );
    expect(canUse(state({ cards: [card('leader', [action('deploy', {}, true, true)])] }), 'leader', 'deploy')).toBeRefusedBy(
      'swu-epic-action-once',
    );
  });

  it('refuses non-action abilities with the reason of their kind', () => {
    const s = state({ cards: [card('t', [whenDefeated(), constant('c'), { kind: 'event', id: 'e' }])] });
    expect(canUse(s, 't', 'wd')).toBeRefusedBy('TriggeredNotUsed');
    expect(canUse(s, 't', 'c')).toBeRefusedBy('WrongAbilityKind');
    expect(canUse(s, 't', 'e')).toBeRefusedBy('EventAbilityNotInPlay');
  });

  it('names the known abilities when asked about a missing one', () => {
    const v = canUse(state({ cards: [card('t', [constant('c')])] }), 't', 'zap');
    expect(v).toBeRefusedBy('UnknownAbility');
    expect(v.reasons[0]?.message).toContain('known: c');
    expect(canUse(state(), 'ghost', 'zap').reasons[0]?.message).toContain('ghost');
  });
});

describe('isActive: constant and keyword abilities', () => {
  it('keeps a constant ability active while the card is exhausted', () => {
    const v = isActive(state({ cards: [card('g', [constant('cover')], { exhausted: true })] }), 'g', 'cover');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-constant-active-in-play');
    expect(v.reasons[0]?.message).toContain('exhausted');
  });

  it('treats an ignored keyword as inactive, and others on the card as active', () => {
    const s = state({
      cards: [card('w', [keyword('Sentinel'), keyword('Grit')])],
      effects: [ignoreFor('jam', 'this-attack', 'w', 'Sentinel')],
    });
    expect(isActive(s, 'w', 'sentinel')).toBeRefusedBy('swu-ignore-keyword');
    expect(isActive(s, 'w', 'grit')).toBeAllowed();
    expect(isActive(s, 'w', 'grit')).toCite('swu-keyword-active');
  });

  it('matches a numbered keyword by its word (Raid 2 is Raid)', () => {
    const s = state({
      cards: [card('r', [{ kind: 'keyword', id: 'raid', keyword: 'Raid 2' }])],
      effects: [ignoreFor('e', 'this-phase', 'r', 'raid')],
    });
    expect(isActive(s, 'r', 'raid')).toBeRefusedBy('KeywordIgnored');
  });

  it('does not let an effect on one card switch off the same keyword on another', () => {
    const s = state({
      cards: [card('w', [keyword('Sentinel')]), card('v', [keyword('Sentinel')])],
      effects: [ignoreFor('jam', 'this-phase', 'w', 'Sentinel')],
    });
    expect(isActive(s, 'v', 'sentinel')).toBeAllowed();
  });
});
