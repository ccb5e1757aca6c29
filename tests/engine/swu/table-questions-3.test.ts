/**
 * Still more questions players ask at the table: may my Ambush unit attack a second time, does
 * the opponent wait for an Ambush that already attacked, and why may I not use an action ability
 * after taking the initiative.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';
import { engine } from '../../../src/engine/swu/index.ts';

describe('Ambush gives one attack, as the unit enters play', () => {
  const cards = [unit('raider', 'A', {}, ['Ambush']), unit('t1', 'B', { hp: 9 }), unit('t2', 'B', { hp: 9 })];
  const ambushed = [{ play: 'raider' }, { attack: { attacker: 'raider', defender: 't1' } }, 'end-of-attack'];

  it('after its Ambush attack, the exhausted unit may not attack again with Ambush', () => {
    const first = answer({ cards, happens: [{ play: 'raider' }], ask: { attack: { attacker: 'raider', target: 't2' } } });
    expect(first).toBeAllowed();
    expect(first).toCite('swu-ambush-attack');
    const input = { cards, happens: ambushed, ask: { attack: { attacker: 'raider', target: 't2' } } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-ambush-attack');
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(codes(v)).toContain('AmbushPassed');
    expect(words(v)).toContain('Ambush no longer lets raider attack while exhausted');
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('an exhausted Ambush unit that entered play earlier this phase cannot attack with Ambush either', () => {
    const v = answer({
      cards: [unit('raider', 'A', { entered: 'phase' }, ['Ambush']), unit('t', 'B')],
      ask: { attack: { attacker: 'raider', target: 't', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-ambush-attack');
    expect(codes(v)).not.toContain('AmbushAttack');
  });

  it('its Ambush has resolved with that attack: nothing is left waiting, so the opponent acts on their turn', () => {
    const base = { cards, resources: { B: 2 }, hand: [{ id: 'h', owner: 'B', cost: 1 }] };
    const v = answer({ ...base, happens: [...ambushed, { 'start-of-turn': 'B' }], ask: { act: 'play', card: 'h' } });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('TriggersWaiting');
    expect(answer({ cards, happens: ambushed, ask: { act: 'trigger' } })).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('its other When Played abilities still wait: only the Ambush resolved', () => {
    const withWhenPlayed = [
      unit('raider', 'A', {}, [], { abilities: [{ keyword: 'Ambush' }, { id: 'wp', when: 'When Played' }] }),
      unit('t1', 'B', { hp: 9 }),
    ];
    const v = answer({ cards: withWhenPlayed, happens: ambushed, ask: { order: ['raider/wp'] } });
    expect(v).toBeAllowed();
    expect(answer({ cards: withWhenPlayed, happens: ambushed, ask: { order: ['raider/wp', 'raider/ambush'] } })).not.toBeAllowed();
  });
});

describe('after taking the initiative, may I use an action ability?', () => {
  const cards = [unit('a', 'A', {}, [], { abilities: [{ id: 'strike', action: { resources: 1 } }] })];

  it('no, because they pass for the rest of the phase, not because the ability cannot be used', () => {
    const v = answer({ initiative: 'A', initiativeTaken: true, resources: { A: 1 }, cards, ask: { act: 'ability', card: 'a' } });
    expect(v).toBeRefusedBy('swu-initiative-auto-pass');
    expect(codes(v)).toContain('ChangesState');
    expect(codes(v)).not.toContain('ChangesNothing');
    expect(words(v)).toContain('a\'s "strike" can be used');
  });

  it('an ability they could not pay for is still said to change nothing', () => {
    const v = answer({ initiative: 'A', initiativeTaken: true, resources: { A: 0 }, cards, ask: { act: 'ability', card: 'a' } });
    expect(v).toBeRefusedBy('swu-initiative-auto-pass');
    expect(v).toBeRefusedBy('swu-action-must-change-state');
  });
});
