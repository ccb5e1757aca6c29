/**
 * Answers whose verdict was right but whose words told the player otherwise: a refused pass or
 * initiative that still read as open or as ending the phase, a left-play unit's snapshot without
 * its Shields, and the Shield count of several instances of damage when an effect took one of them.
 * Each asserts the words the player reads.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
const whenDefeated = [{ id: 'wd', when: 'When Defeated', text: 'Draw a card.' }];

describe('a refused turn action does not read as open', () => {
  it('"I already attacked this turn: may I pass as well?" No, and the answer does not call passing always legal', () => {
    const input = { acted: true, ask: { act: 'pass' } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(codes(v)).not.toContain('PassAlwaysLegal');
    expect(words(v)).not.toContain('always');
    expect(words(v)).toBe('A already took their action this turn; passing would be a second one.');
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"I have not acted yet: may I pass?" Yes, and then passing is said to be always legal', () => {
    const v = answer({ ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(message(v, 'PassAlwaysLegal')).toBe('Passing is always a legal action for A.');
  });

  it('"They passed, but I already acted this turn: would taking the initiative end the phase?" It is refused, and not said to end it', () => {
    const input = { acted: true, opponentPassed: true, ask: { act: 'initiative' } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(words(v)).not.toContain('ends the action phase');
    expect(words(v)).not.toContain('right after the opponent’s pass');
    expect(message(v, 'InitiativeThenPasses')).toBe(
      'Once A takes the initiative, they pass automatically on each of their turns for the rest of the phase.',
    );
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"They passed and I have not acted: does taking the initiative end the phase?" Yes, said so', () => {
    const v = answer({ opponentPassed: true, ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(message(v, 'InitiativeThenPasses')).toBe('A takes it right after the opponent’s pass, so taking it ends the action phase.');
  });
});

describe('last known information holds a unit’s Shield tokens', () => {
  it('"My shielded unit was defeated by an ability: what does its When Defeated read?" Its Shields too', () => {
    const v = answer({
      cards: [unit('t', 'B', { shields: 2 }, [], { abilities: whenDefeated })],
      happens: [{ defeat: 't' }],
      ask: { order: ['t/wd'] },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'LastKnownUsed')).toBe(
      'The ability reads t as it last was in play: controlled by B, 2 power, 3 HP, 0 damage, 2 Shield tokens, ready, defeated.',
    );
  });

  it('"Is the ability of my defeated unit with a Shield still active?" No, and its snapshot names the Shield', () => {
    const v = answer({
      cards: [unit('t', 'B', { shields: 1 }, [], { abilities: whenDefeated })],
      happens: [{ defeat: 't' }],
      ask: { active: { card: 't', ability: 'wd' } },
    });
    expect(v).toBeRefusedBy('swu-last-known-information');
    expect(message(v, 'WhenDefeatedReadsLastKnown')).toContain(
      'reads its last known information: controlled by B, 2 power, 3 HP, 0 damage, 1 Shield token, ready, defeated.',
    );
  });

  it('"Saboteur took its Shield, then the attack defeated it: what does its snapshot hold?" No Shield', () => {
    const v = answer({
      cards: [unit('s', 'A', { power: 5 }, ['Saboteur']), unit('t', 'B', { shields: 1, hp: 2 }, [], { abilities: whenDefeated })],
      ask: { attack: { attacker: 's', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(message(v, 'LastKnownUsed')).toBe(
      'The ability reads t as it last was in play: controlled by B, 2 power, 2 HP, 5 damage, ready, defeated.',
    );
  });
});

describe('Shields per instance, named by the instances that used one', () => {
  const armoured = (shields: number, prevent?: number) => ({
    cards: [unit('t', 'B', { hp: 9, shields })],
    effects: [{ id: 'armour', replacement: 'damage', card: 't', controller: 'B', ...(prevent === undefined ? {} : { prevent }) }],
  });

  it('"Armour soaks the 1-damage hit, then a 3-damage hit comes: which used my Shield?" Only the second', () => {
    const v = answer({ ...armoured(1, 1), ask: { damage: { card: 't', amount: [1, 3], order: ['armour', 'shield'] } } });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(message(v, 'OneShieldPerInstance')).toBe(
      '2 instances of damage to t, 1 Shield token: each instance can use one Shield at most; only instance 2 (3 damage) used one, so 1 Shield is defeated.',
    );
  });

  it('"Two hits, two Shields, nothing else: how many Shields go?" One per hit, both named', () => {
    const v = answer({ cards: [unit('t', 'B', { hp: 9, shields: 2 })], ask: { damage: { card: 't', amount: [2, 4] } } });
    expect(message(v, 'OneShieldPerInstance')).toBe(
      '2 instances of damage to t, 2 Shield tokens: each instance can use one Shield at most; instances 1 (2 damage) and 2 (4 damage) used one each, so 2 Shields are defeated.',
    );
  });

  it('"Armour that prevents all damage goes first against both hits: do I lose my Shield?" No', () => {
    const v = answer({ ...armoured(1), ask: { damage: { card: 't', amount: [2, 2], order: ['armour', 'shield'] } } });
    expect(codes(v)).not.toContain('ShieldPrevents');
    expect(message(v, 'OneShieldPerInstance')).toBe(
      '2 instances of damage to t, 1 Shield token: each instance can use one Shield at most, and none had damage left for a Shield to prevent, so no Shield is defeated.',
    );
  });
});
