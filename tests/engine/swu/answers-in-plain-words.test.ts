/**
 * SWU answers as a player reads them: damage replacements without an order nobody gave, a defeat
 * replacement that leaves later damage undecided, and the wording of Overwhelm, `choose`, twin
 * When Defeated abilities, a trigger with nothing pending, and a bad HP.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';

const errors = (input: unknown) => {
  const r = engine.parseScenario(input);
  return r.ok ? [] : r.errors;
};

/** Answers scenario data, or throws with its problems. */
function answer(input: unknown) {
  const r = engine.parseScenario(input);
  if (!r.ok) throw new Error(`bad test scenario:\n${r.errors.join('\n')}`);
  return engine.answer(r.value);
}

const words = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message).join(' ');

describe('combat damage with several damage replacements on the defender', () => {
  const situation = {
    cards: [
      { id: 'striker', unit: { arena: 'ground', power: 3, hp: 4 } },
      { id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 1, hp: 2, shields: 1 } },
    ],
    effects: [{ id: 'armour', replacement: 'damage', card: 'trooper', controller: 'B', prevent: 1 }],
  };

  it('states what is prevented and dealt without naming an order nobody chose', () => {
    const v = answer({ ...situation, ask: { attack: { attacker: 'striker', target: 'trooper' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-replacements-one-at-a-time');
    const said = words(v);
    expect(said).not.toMatch(/applied the replacements one at a time/);
    expect(said).not.toMatch(/armour, then shield/);
    expect(said).toContain('In any order, 3 of the damage is prevented and 0 dealt');
    expect(said).toContain("which of them is used up (a Shield is defeated only if it applies) is the controller's choice");
  });

  it('asks for the order where it decides the answer: `ask.damage`, through the same damage code', () => {
    expect(answer({ ...situation, ask: { damage: { card: 'trooper', amount: 3 } } })).toBeRefusedBy('swu-replacements-one-at-a-time');
    const ordered = answer({ ...situation, ask: { damage: { card: 'trooper', amount: 3, order: ['armour', 'shield'] } } });
    expect(words(ordered)).toContain('armour, then shield');
  });

  it('reads Overwhelm blocked by two replacements with a plural verb', () => {
    const v = answer({
      ...situation,
      cards: [{ id: 'striker', unit: { arena: 'ground', power: 3, hp: 4 }, abilities: [{ keyword: 'Overwhelm' }] }, situation.cards[1]],
      ask: { attack: { attacker: 'striker', target: 'trooper' } },
    });
    expect(words(v)).toContain('Replacement effect "armour" and the Shield on trooper prevent the combat damage to trooper;');
  });
});

describe('damage after a replaced defeat', () => {
  const situation = {
    cards: [{ id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 1, hp: 2 } }],
    effects: [{ id: 'escape', replacement: 'defeat', card: 'trooper', controller: 'B', instead: 'return it to its owner’s hand' }],
  };

  it('is not decided: the answer says so and what to ask instead, and claims no survival', () => {
    const v = answer({ ...situation, ask: { damage: { card: 'trooper', amount: [2, 3] } } });
    expect(v.allowed).toBe(false);
    expect(v).toCite('swu-replacement-instead');
    const said = words(v);
    expect(said).not.toMatch(/so trooper is not defeated|not worked out here/);
    expect(said).toContain('which this question cannot work out');
    expect(said).toContain('give trooper the damage the effect leaves and ask about that instance alone (`amount: 3`)');
  });

  it('is answered when the replaced defeat comes with the last instance', () => {
    const v = answer({ ...situation, ask: { damage: { card: 'trooper', amount: [1, 1] } } });
    expect(words(v)).toContain('so trooper is not defeated');
  });

  it('refuses a `choose` that names no replacement effect on the defeat', () => {
    expect(errors({ ...situation, ask: { damage: { card: 'trooper', amount: 2, choose: 'nope' } } })).toEqual([
      '`ask.damage.choose` names "nope", which is not a replacement effect on trooper\'s defeat (escape).',
    ]);
  });
});

describe('wording', () => {
  it('tells two When Defeated abilities of one card apart by their ids', () => {
    const v = answer({
      cards: [
        {
          id: 'y',
          controller: 'B',
          unit: { arena: 'ground', hp: 1 },
          abilities: [
            { id: 'first', when: 'When Defeated', text: 'Draw a card.' },
            { id: 'second', when: 'When Defeated', text: 'Deal 1 damage.' },
          ],
        },
      ],
      happens: [{ defeat: 'y' }],
      ask: { order: ['y/first', 'y/second'] },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('y: When Defeated (first) → y: When Defeated (second)');
  });

  it('says there is nothing to resolve when asked to resolve a trigger with none pending', () => {
    const v = answer({ ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(words(v)).toContain('there is nothing to resolve now');
  });

  it('gives one problem, naming the value, for an HP that is not a whole number of at least 1', () => {
    expect(
      errors({ cards: [{ id: 'x', unit: { arena: 'ground', hp: Number.POSITIVE_INFINITY } }], ask: { cost: 'x' } }).filter((e) =>
        e.includes('hp'),
      ),
    ).toEqual(['`cards[0].unit.hp` must be a whole number, at least 1; got `Infinity`.']);
    expect(errors({ cards: [{ id: 'x', unit: { arena: 'ground', hp: 0 } }], ask: { cost: 'x' } }).filter((e) => e.includes('hp'))).toEqual([
      '`cards[0].unit.hp` must be a whole number, at least 1; got `0`.',
    ]);
  });
});

describe('counts read as written', () => {
  it('one Shield token against two instances of damage is "1 Shield token", not "1 Shield tokens"', () => {
    const v = answer({
      cards: [{ id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 1, hp: 9, shields: 1 } }],
      ask: { damage: { card: 'trooper', amount: [2, 3] } },
    });
    expect(words(v)).toContain('2 instances of damage to trooper, 1 Shield token: each instance can use one Shield at most');
  });

  it('a base destroyed alone: its player loses, and the draw is only a possibility', () => {
    const v = answer({ ask: { damage: { base: 'B', amount: 30 } } });
    const said = words(v);
    expect(said).toContain('loses the game');
    expect(said).not.toMatch(/\(both bases at once: a draw\)/);
  });
});
