/**
 * An ability that lets a unit attack the other arena (`otherArena` of `ask.attack`, of an attack
 * in `happens` and of `act: attack`): the arena rule allows it "unless an ability allows it", and
 * a link keeps the permission.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parse, answer, codes, throughLink } from './scenarios.ts';
import { engine } from '../../../src/engine/swu/index.ts';

const xwing = { id: 'xwing', unit: { arena: 'space', power: 2, hp: 3 } };
const atst = { id: 'atst', controller: 'B', unit: { arena: 'ground', power: 1, hp: 7 } };
const guard = { id: 'guard', controller: 'B', unit: { arena: 'space', power: 1, hp: 3 }, abilities: [{ keyword: 'Sentinel' }] };

describe('attacking the other arena when an ability allows it', () => {
  it('allows a space unit to attack a ground unit', () => {
    const v = answer({ cards: [xwing, atst], ask: { attack: { attacker: 'xwing', target: 'atst', otherArena: true } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('OtherArenaAllowed');
    expect(codes(v)).not.toContain('OtherArena');
    expect(v.reasons.find((r) => r.code === 'OtherArenaAllowed')?.rule).toBe('swu-arena-same');
  });

  it('still refuses it without the ability', () => {
    expect(answer({ cards: [xwing, atst], ask: { attack: { attacker: 'xwing', target: 'atst' } } })).toBeRefusedBy('swu-arena-same');
  });

  it('keeps a Sentinel in the attacker’s own arena in the way', () => {
    const v = answer({ cards: [xwing, atst, guard], ask: { attack: { attacker: 'xwing', target: 'atst', otherArena: true } } });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
  });

  it('does not make a Sentinel in the other arena bind the attacker', () => {
    const ground = { ...guard, id: 'wall', unit: { arena: 'ground', power: 1, hp: 3 } };
    const v = answer({ cards: [xwing, atst, ground], ask: { attack: { attacker: 'xwing', target: 'atst', otherArena: true } } });
    expect(v).toBeAllowed();
  });

  it('keeps the permission through a shared link', () => {
    const input = { cards: [xwing, atst], ask: { attack: { attacker: 'xwing', target: 'atst', otherArena: true } } };
    expect(throughLink(input).ask).toEqual(parse(input).ask);
    expect(engine.answer(throughLink(input))).toBeAllowed();
  });
});

describe('an attack into the other arena that already happened', () => {
  it('begins when an ability allowed it: the attacker exhausts, the turn’s action is used', () => {
    const happens = [{ attack: { attacker: 'xwing', defender: 'atst', otherArena: true } }];
    const v = answer({ cards: [xwing, atst], happens, ask: { order: [] } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('OtherArenaAllowed');
    expect(codes(v)).not.toContain('OtherArena');
    // The attacker is exhausted and the attack was the turn's action.
    const again = answer({ cards: [xwing, atst], happens: [...happens, 'end-of-attack'], ask: { attack: { attacker: 'xwing' } } });
    expect(again).toBeRefusedBy('swu-one-action-per-turn');
    expect(codes(again)).toContain('AttackerExhausted');
  });

  it('is still refused without the ability', () => {
    const happens = [{ attack: { attacker: 'xwing', defender: 'atst' } }];
    expect(answer({ cards: [xwing, atst], happens, ask: { order: [] } })).toBeRefusedBy('swu-arena-same');
  });
});

describe('`act: attack` when the only attack crosses arenas', () => {
  // An Ambush unit just played into space may attack only a unit: the only enemy unit is on the ground.
  const raider = { id: 'raider', unit: { arena: 'space', power: 3, hp: 3, entered: 'now' }, abilities: [{ keyword: 'Ambush' }] };

  it('allows the ability-directed attack when an ability lets it attack the other arena', () => {
    const v = answer({ cards: [raider, atst], ask: { act: 'attack', card: 'raider', byAbility: true, otherArena: true } });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'ChangesState')?.message).toContain('raider');
  });

  it('refuses it without the ability: no enemy unit in its arena', () => {
    const v = answer({ cards: [raider, atst], ask: { act: 'attack', card: 'raider', byAbility: true } });
    expect(v).toBeRefusedBy('swu-action-must-change-state');
  });

  it('keeps the permission through a shared link', () => {
    const input = { cards: [raider, atst], ask: { act: 'attack', card: 'raider', byAbility: true, otherArena: true } };
    expect(throughLink(input).ask).toEqual(parse(input).ask);
    expect(engine.answer(throughLink(input))).toBeAllowed();
  });
});
