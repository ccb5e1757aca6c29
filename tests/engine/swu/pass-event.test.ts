/**
 * A pass recorded in `happens`: the active player passes as their action for the turn. Whether the
 * previous action was a pass decides whether the next pass ends the action phase
 * (`swu-two-passes-end-phase`); a pass is still the turn's one action (`swu-one-action-per-turn`).
 * Each asserts what the player is told, and that a shared link keeps the pass.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { SWU_FIELDS, swuInput } from '../../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../../src/widgets/url-codec.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
/** A card of B's, already paid for, to play on B's turn. */
const cards = [{ id: 'x', name: 'X-Wing', controller: 'B', abilities: [] }];

describe('a pass, then the opponent’s turn', () => {
  it('"I passed; now it is their turn: does their pass end the phase?" Yes, two passes in a row', () => {
    const input = { happens: ['pass', { 'start-of-turn': 'B' }], ask: { act: 'pass' } };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(message(v, 'PassesEndPhase')).toBe(
      'The opponent passed on the previous action; B passing now ends the action phase once waiting abilities resolve.',
    );
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"I passed, they played a card; now my pass: does it end the phase?" No, their play came between', () => {
    const input = {
      cards,
      happens: ['pass', { 'start-of-turn': 'B' }, { play: 'x' }, { 'start-of-turn': 'A' }],
      ask: { act: 'pass' },
    };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pass-always-legal');
    expect(codes(v)).not.toContain('PassesEndPhase');
    expect(words(v)).toContain("It is A's turn and they have not acted yet; passing is their one action for this turn.");
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"They passed, I played, they played, and now I pass: does it end the phase?" No, only a pass right after a pass does', () => {
    const v = answer({
      opponentPassed: true,
      cards: [...cards, { id: 'y', controller: 'A', abilities: [] }],
      happens: [{ play: 'y' }, { 'start-of-turn': 'B' }, { play: 'x' }, { 'start-of-turn': 'A' }],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('PassesEndPhase');
  });

  it('"I passed, they attacked, I passed again; now their pass: does it end the phase?" Yes, my last action was a pass', () => {
    const input = {
      cards: [unit('b1', 'B')],
      happens: [
        'pass',
        { 'start-of-turn': 'B' },
        { attack: { attacker: 'b1' } },
        'end-of-attack',
        { 'start-of-turn': 'A' },
        'pass',
        { 'start-of-turn': 'B' },
      ],
      ask: { act: 'pass' },
    };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('PhaseEndedByPasses');
    // A's second pass came after B's attack, so it ended nothing; B's pass now does.
    expect(codes(v).filter((c) => c === 'PassesEndPhase')).toHaveLength(1);
    expect(codes(v).at(-1)).toBe('PassesEndPhase');
    expect(message(v, 'PassesEndPhase')).toContain('B passing now ends the action phase');
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"They took the initiative; I pass: may they still take a turn?" No, their turns are passes, so mine ends the phase', () => {
    const v = answer({ initiative: 'B', initiativeTaken: true, happens: ['pass', { 'start-of-turn': 'B' }], ask: { act: 'pass' } });
    expect(v).toBeRefusedBy('swu-two-passes-end-phase');
    expect(message(v, 'PassesEndPhase')).toContain('B took the initiative and passes on each of their turns, so A passing now');
    expect(message(v, 'PhaseEndedByPasses')).toContain("starting B's turn is not possible");
  });
});

describe('a pass that ends the action phase', () => {
  it('"They passed, I pass: may they take another turn?" No, the phase is over', () => {
    const v = answer({ opponentPassed: true, happens: ['pass', { 'start-of-turn': 'B' }], ask: { act: 'pass' } });
    expect(v).toBeRefusedBy('swu-two-passes-end-phase');
    expect(message(v, 'PhaseEndedByPasses')).toBe(
      "Both players passed in a row, so the action phase ends once waiting abilities resolve and no turn follows: starting B's turn is not possible; the regroup phase comes next.",
    );
  });

  it('"They passed, I pass: may I still attack?" No, no turn follows', () => {
    const v = answer({ opponentPassed: true, cards: [unit('a1', 'A')], happens: ['pass'], ask: { attack: { attacker: 'a1' } } });
    expect(v).toBeRefusedBy('swu-two-passes-end-phase');
    expect(message(v, 'PhaseEndedByPasses')).toContain('attacking with a unit is not possible');
  });

  it('"They passed, I pass, and the regroup phase runs: may I pass in the new phase?" Yes, no pass before it', () => {
    const v = answer({ opponentPassed: true, happens: ['pass', 'regroup'], ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    // The pass that happened ended the last phase; the one asked about ends nothing.
    expect(codes(v)).toEqual([
      'IsTheTurnAction',
      'PassAlwaysLegal',
      'PassesEndPhase',
      'RegroupReadies',
      'IsTheTurnAction',
      'PassAlwaysLegal',
    ]);
  });

  it('"They passed, I pass while my When Played waits: does it still resolve?" Yes, the phase ends after it', () => {
    const v = answer({
      opponentPassed: true,
      pending: [{ id: 'a1', controller: 'A', label: 'Scout: When Played' }],
      happens: ['pass', 'regroup'],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(words(v)).toContain('Scout: When Played');
  });
});

describe('a pass is the turn’s one action', () => {
  it('"I already played a card: may I pass too?" No, that would be a second action', () => {
    const v = answer({ acted: true, happens: ['pass'], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(message(v, 'TurnActionTaken')).toBe('A already took their action this turn; passing would be a second one.');
  });

  it('"I passed: may I pass again on the same turn?" No', () => {
    const v = answer({ happens: ['pass', 'pass'], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(codes(v)).toEqual(['IsTheTurnAction', 'PassAlwaysLegal', 'TurnActionTaken', 'NothingToResolve']);
  });

  it('"I passed: may I play a card now?" No, the pass was my action', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'h', name: 'X-Wing', owner: 'A', cost: 2 }],
      happens: ['pass'],
      ask: { act: 'play', card: 'h' },
    });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
  });
});

describe('writing a pass', () => {
  it('refuses a pass given a player or a value, and says how to write it', () => {
    for (const event of [{ pass: 'B' }, { pass: true }, { pass: null }]) {
      const r = engine.parseScenario({ happens: [event], ask: { act: 'pass' } });
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.errors).toEqual([
          "`happens[0]` must be written as `pass` alone: the active player passes as their action for the turn, so it takes no player nor value (for another player's pass, put { start-of-turn: <player> } before it).",
        ]);
    }
  });

  it('names pass among the events a wrong event could be', () => {
    const r = engine.parseScenario({ happens: ['passes'], ask: { act: 'pass' } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toContain('end-of-attack, end-of-phase, pass, regroup');
  });

  it('keeps every pass through a shared link, in order', () => {
    const input = {
      cards,
      happens: ['pass', { 'start-of-turn': 'B' }, { play: 'x' }, { 'start-of-turn': 'A' }, 'pass'],
      ask: { act: 'pass' },
    };
    const query = encodeCheckQuery(swuInput(parse(input)), SWU_FIELDS);
    expect(decodeURIComponent(query)).toContain('happens=[pass,{start-of-turn:B},{play:x},{start-of-turn:A},pass]');
    expect(throughLink(input).happens).toEqual(parse(input).happens);
    expect(throughLink(input).happens.filter((e) => e.kind === 'pass')).toHaveLength(2);
  });
});
