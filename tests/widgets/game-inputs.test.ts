/**
 * The new questions survive the trip through a shareable link: Chronicle X paths, defence,
 * Mutation cards and the Meditation Room; SWU turn, attack, damage and cost questions with units,
 * bases, aspects and hand. And the board's path tool builds the path square by square.
 */
import { describe, expect, it } from 'vitest';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { clickSquare } from '../../src/components/islands/check-chronicle-x-edit.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

type Engine<S> = { parseScenario(i: unknown): { ok: true; value: S } | { ok: false; errors: string[] } };

/** Parses `input`, writes it as a link, reads the link back and parses it again: the same scenario. */
function roundTrip<S>(engine: Engine<S>, toInput: (s: S) => Record<string, unknown>, fields: readonly string[], input: unknown) {
  const first = engine.parseScenario(input);
  if (!first.ok) throw new Error(first.errors.join('\n'));
  const url = new URL(`https://example.org/check/x/?${encodeCheckQuery(toInput(first.value), fields)}`);
  const decoded = decodeCheckQuery(url.search);
  if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
  expect(engine.parseScenario(decoded.input)).toEqual(first);
}

describe('link inputs for the new questions', () => {
  it('keeps Chronicle X paths, defence questions, Mutation cards and the Meditation Room', () => {
    const models = { H: { kind: 'hero', at: 'a1' }, W: { kind: 'alien', at: 'f4', overwatch: 'weak', short: { dice: 3, range: 3 } } };
    roundTrip(cx, chronicleXInput, CHRONICLE_X_FIELDS, {
      board: { size: '6x4' },
      models,
      active: 'H',
      mutationCards: 1,
      ask: { path: ['b1', 'c1'] },
    });
    roundTrip(cx, chronicleXInput, CHRONICLE_X_FIELDS, {
      board: { size: '6x4' },
      models,
      active: null,
      station: { meditationRoom: true },
      ask: { defend: 'psychic' },
    });
  });

  it('keeps SWU units, bases, aspects, hand, the turn and each new question', () => {
    const base = {
      cards: [
        {
          id: 'u',
          unit: { arena: 'space', power: 2, hp: 3, shields: 1, entered: 'now' },
          abilities: [{ keyword: 'Ambush' }, { id: 'w', when: 'When Played/On Attack', may: true }],
        },
        { id: 'e', controller: 'B', unit: { arena: 'space', hp: 2 } },
      ],
      bases: { B: { hp: 25, damage: 3 } },
      aspects: { A: ['heroism', 'heroism'] },
      hand: [{ id: 'x', cost: 4, aspects: ['villainy'], decrease: 1 }],
      initiative: 'B',
      initiativeTaken: true,
      opponentPassed: true,
      happens: [{ play: 'u' }, { attack: { attacker: 'u', defender: 'e' } }],
    };
    for (const ask of [
      { act: 'attack', card: 'u', byAbility: true },
      { attack: { attacker: 'u', target: 'base' } },
      { damage: { card: 'e', amount: [1, 2], unpreventable: true } },
      { damage: { base: 'B', amount: 4 } },
      { cost: 'x' },
      { order: ['u/w'] },
    ]) {
      roundTrip(swu, swuInput, SWU_FIELDS, { ...base, ask });
    }
  });
});

describe('SWU damage to several units at once', () => {
  it('keeps the units, the amount, unpreventable, order and choose of the `damage` event', () => {
    const cards = [
      { id: 'a', unit: { arena: 'ground', hp: 2 }, abilities: [{ id: 'wd', when: 'When Defeated' }] },
      { id: 'b', controller: 'B', unit: { arena: 'ground', hp: 2, shields: 1 }, abilities: [{ id: 'wd', when: 'When Defeated' }] },
    ];
    const effects = [
      { id: 'r', replacement: 'defeat', card: 'b', instead: 'heal it' },
      { id: 'p', replacement: 'damage', card: 'b', prevent: 1 },
    ];
    for (const damage of [
      { cards: ['a', 'b'], amount: 2, order: ['p', 'shield'] },
      { cards: ['a', 'b'], amount: [1, 2], unpreventable: true, choose: 'r' },
      { cards: ['b'], amount: 3, order: ['shield'], choose: ['r'] },
    ]) {
      roundTrip(swu, swuInput, SWU_FIELDS, { cards, effects, happens: [{ damage }], ask: { order: ['a/wd'] } });
    }
  });
});

describe('the path tool', () => {
  it('adds squares in order for the active model, and a click on the last one takes it back', () => {
    let input: Record<string, unknown> = { board: { size: '4x4' }, models: { A: { kind: 'hero', at: 'a1' } }, active: 'A', ask: 'move' };
    input = clickSquare(input, 'b1', 'path');
    input = clickSquare(input, 'c2', 'path');
    expect(input.ask).toEqual({ path: ['b1', 'c2'], model: 'A' });
    input = clickSquare(input, 'c2', 'path');
    expect(input.ask).toEqual({ path: ['b1'], model: 'A' });
  });
});
