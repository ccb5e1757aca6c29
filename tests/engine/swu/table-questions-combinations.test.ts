/**
 * Table questions on combinations and sequences: what a play or an attack an ability directs
 * needs once the action phase is over, Sentinel with Saboteur and Hidden, Shields with Overwhelm
 * and Saboteur, Ambush with Sentinel and Hidden, cost modifiers together, the initiative taken
 * then passes, and triggers of both players.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const twoPasses = ['pass', { 'start-of-turn': 'B' }, 'pass'];
const table = [unit('a', 'A'), unit('b', 'B')];

describe('a play or an attack an ability directs, after the action phase', () => {
  it('"We both passed and nothing waits: may an ability make me attack?" No, no ability is left to direct it', () => {
    const v = answer({ cards: table, happens: twoPasses, ask: { attack: { attacker: 'b', target: 'a', byAbility: true } } });
    expect(v).toBeRefusedBy('swu-directed-needs-waiting-ability');
    expect(words(v)).toContain(
      'Both players passed in a row, so the action phase is over, and no triggered ability waits to resolve: no ability is left that could say so, so attacking with a unit because an ability says so is not possible now.',
    );
    expect(codes(v)).not.toContain('CombatDamage');
  });
  it('"The phase has ended and nothing waits: may an ability make me play a card?" No', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'x', cost: 1 }],
      happens: ['end-of-phase'],
      ask: { act: 'play', byAbility: true },
    });
    expect(v).toBeRefusedBy('swu-directed-needs-waiting-ability');
  });
  it('"…so a card played that way after the phase ended: does its When Played wait?" No, it was not played', () => {
    const cards = [...table, unit('n', 'A', {}, [], { abilities: [{ id: 'wp', when: 'When Played' }] })];
    const v = answer({ cards, happens: ['end-of-phase', { play: 'n', byAbility: true }], ask: { act: 'trigger' } });
    expect(v).toBeRefusedBy('swu-directed-needs-waiting-ability');
    expect(codes(v)).not.toContain('WhenPlayedTriggered');
  });
  it('"We both passed, but my When Defeated ability waits and says attack: may I?" Yes', () => {
    const v = answer({
      cards: table,
      pending: [{ id: 'wd', controller: 'B', label: 'Attack with a unit.' }],
      happens: twoPasses,
      ask: { attack: { attacker: 'b', target: 'a', byAbility: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
  });
  it('"An end-of-phase delayed effect fired: may it make me play a card?" Yes, it waits to resolve', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'x', cost: 1 }],
      effects: [{ id: 'd', delayed: 'end-of-phase', controller: 'A' }],
      happens: ['end-of-phase'],
      ask: { act: 'play', card: 'x', byAbility: true },
    });
    expect(v).toBeAllowed();
  });
  it('"During the phase, an event says attack: may I, after my action?" Yes, the event is resolving as my action', () => {
    const v = answer({ cards: table, acted: true, ask: { attack: { attacker: 'a', target: 'b', byAbility: true } } });
    expect(v).toBeAllowed();
  });
});

describe('Sentinel, Saboteur and Hidden together', () => {
  it('"My Saboteur faces a Sentinel and a new Hidden unit: may I attack the Hidden one?" No, Saboteur only ignores Sentinel', () => {
    const cards = [unit('a', 'A', {}, ['Saboteur']), unit('s', 'B', {}, ['Sentinel']), unit('h', 'B', { entered: 'phase' }, ['Hidden'])];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'h' } } })).toBeRefusedBy('swu-hidden');
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeAllowed();
  });
  it('"A Sentinel in space does not bind my ground Saboteur-less unit"', () => {
    const cards = [unit('a', 'A'), unit('s', 'B', { arena: 'space' }, ['Sentinel']), unit('t', 'B')];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 't' } } })).toBeAllowed();
  });
});

describe('Shields with Overwhelm and Saboteur', () => {
  it('"5-power Overwhelm into a 2-HP unit with a Shield: does excess reach the base?" No', () => {
    const cards = [unit('a', 'A', { power: 5, hp: 6 }, ['Overwhelm']), unit('d', 'B', { power: 1, hp: 2, shields: 1 })];
    const v = answer({ cards, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toBeAllowed();
    expect(words(v)).toContain("a's Overwhelm has no excess to deal");
  });
  it('"…with Saboteur too: does the excess reach the base?" Yes, 3', () => {
    const cards = [unit('a', 'A', { power: 5, hp: 6 }, ['Overwhelm', 'Saboteur']), unit('d', 'B', { power: 1, hp: 2, shields: 2 })];
    const v = answer({ cards, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toBeAllowed();
    expect(words(v)).toContain("the 3 beyond its remaining 2 HP is dealt to B's base");
  });
});

describe('Ambush with Sentinel and Hidden', () => {
  const ambusher = unit('n', 'A', { entered: 'now' }, ['Ambush']);
  it('"My Ambush unit enters facing a Sentinel and another unit: may it attack the other?" No', () => {
    const cards = [ambusher, unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];
    expect(answer({ cards, ask: { attack: { attacker: 'n', target: 't' } } })).toBeRefusedBy('swu-sentinel-must-target');
    expect(answer({ cards, ask: { attack: { attacker: 'n', target: 's' } } })).toBeAllowed();
  });
  it('"The only enemy unit is Hidden and new: may my Ambush unit attack it, or their base?" No and no', () => {
    const cards = [ambusher, unit('h', 'B', { entered: 'phase' }, ['Hidden'])];
    expect(answer({ cards, ask: { attack: { attacker: 'n', target: 'h' } } }).allowed).toBe(false);
    expect(answer({ cards, ask: { attack: { attacker: 'n', target: 'base' } } }).allowed).toBe(false);
  });
  it('"A new Hidden Sentinel: may my Ambush unit attack it?" Yes, Sentinel overrides Hidden', () => {
    const cards = [ambusher, unit('hs', 'B', { entered: 'phase' }, ['Hidden', 'Sentinel'])];
    expect(answer({ cards, ask: { attack: { attacker: 'n', target: 'hs' } } })).toBeAllowed();
  });
  it('"The phase has ended as my Ambush unit enters: may it still make its Ambush attack?" Yes, its Ambush directs it', () => {
    const cards = [ambusher, unit('t', 'B')];
    expect(answer({ cards, happens: ['end-of-phase'], ask: { attack: { attacker: 'n', target: 't' } } })).toBeAllowed();
  });
  it('"After its Ambush attack, may my unit attack again as my action?" No, it is exhausted', () => {
    const cards = [ambusher, unit('t', 'B', { hp: 5 })];
    const v = answer({
      cards,
      happens: [{ attack: { attacker: 'n', defender: 't' } }, 'end-of-attack'],
      ask: { attack: { attacker: 'n', target: 't' } },
    });
    expect(v.allowed).toBe(false);
  });
});

describe('cost modifiers together', () => {
  it('"Printed 3, one aspect missing, +1 from their effect, -10 from Exploit: what do I pay?" 0, never below', () => {
    const v = answer({
      resources: { A: 0 },
      hand: [{ id: 'x', cost: 3, aspects: ['villainy'], increase: 1, decrease: 10 }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
  });
  it('"Printed 5, -2 then +1: can I pay with 4?" Yes; with 3? No', () => {
    const hand = [{ id: 'x', cost: 5, increase: 1, decrease: 2 }];
    expect(answer({ resources: { A: 4 }, hand, ask: { cost: 'x' } })).toBeAllowed();
    expect(answer({ resources: { A: 3 }, hand, ask: { cost: 'x' } }).allowed).toBe(false);
  });
  it('"For free, with a +2 increase and a missing aspect: do I pay anything?" No', () => {
    const v = answer({
      resources: { A: 0 },
      hand: [{ id: 'x', cost: 4, aspects: ['heroism'], increase: 2, free: true }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
  });
  it('"Ignoring the aspect penalty with a +1 increase: I pay printed + 1"', () => {
    const hand = [{ id: 'x', cost: 2, aspects: ['heroism', 'heroism'], increase: 1, ignorePenalty: true }];
    expect(answer({ resources: { A: 3 }, hand, ask: { cost: 'x' } })).toBeAllowed();
    expect(answer({ resources: { A: 2 }, hand, ask: { cost: 'x' } }).allowed).toBe(false);
  });
  it('"A double icon with one provided: +2 only"', () => {
    const hand = [{ id: 'x', cost: 1, aspects: ['heroism', 'heroism'] }];
    expect(answer({ aspects: { A: ['heroism'] }, resources: { A: 3 }, hand, ask: { cost: 'x' } })).toBeAllowed();
    expect(answer({ aspects: { A: ['heroism'] }, resources: { A: 2 }, hand, ask: { cost: 'x' } }).allowed).toBe(false);
  });
});

describe('the initiative, then passes', () => {
  it('"B took the initiative; I played a card; B auto-passes: may I pass and end the phase?" Yes', () => {
    const v = answer({ active: 'A', initiative: 'B', initiativeTaken: true, ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
  });
  it('"I took the initiative, then my opponent passed: may I attack on my turn?" No, I pass', () => {
    const v = answer({
      cards: table,
      active: 'A',
      initiative: 'A',
      initiativeTaken: true,
      opponentPassed: true,
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toBeRefusedBy('swu-initiative-auto-pass');
  });
  it('"B took the initiative; I pass; may B start a turn and attack?" No, the phase ended', () => {
    const v = answer({
      cards: table,
      active: 'A',
      initiative: 'B',
      initiativeTaken: true,
      happens: ['pass', { 'start-of-turn': 'B' }],
      ask: { attack: { attacker: 'b', target: 'a' } },
    });
    expect(v.allowed).toBe(false);
  });
  it('"I took the initiative; an ability of mine waits and says attack: may I?" Yes, resolving a trigger', () => {
    const v = answer({
      cards: table,
      initiative: 'A',
      initiativeTaken: true,
      pending: [{ id: 't', controller: 'A' }],
      ask: { attack: { attacker: 'a', target: 'b', byAbility: true } },
    });
    expect(v).toBeAllowed();
  });
});

describe('triggers of both players', () => {
  const pending = [
    { id: 'a1', controller: 'A' },
    { id: 'a2', controller: 'A' },
    { id: 'b1', controller: 'B' },
  ];
  it('"B\'s first, then both of mine?" Yes', () => {
    expect(answer({ pending, ask: { order: ['b1', 'a1', 'a2'] } })).toBeAllowed();
  });
  it('"One of mine, then B\'s, then my other?" No, each player resolves all of theirs', () => {
    expect(answer({ pending, ask: { order: ['a1', 'b1', 'a2'] } }).allowed).toBe(false);
  });
  it('"My trigger sets off one of B\'s: does it resolve before my other?" Yes', () => {
    const nested = [
      { id: 'a1', controller: 'A', triggers: [{ id: 'b2', controller: 'B' }] },
      { id: 'a2', controller: 'A' },
    ];
    expect(answer({ pending: nested, ask: { order: ['a1', 'b2', 'a2'] } })).toBeAllowed();
    expect(answer({ pending: nested, ask: { order: ['a1', 'a2', 'b2'] } }).allowed).toBe(false);
  });
});

describe('sequences of turns', () => {
  it('"A took the initiative; B played a card; A passed: may B keep acting, and does B\'s pass end the phase?" Yes and yes', () => {
    const input = {
      cards: [...table, unit('n', 'B')],
      active: 'B',
      initiative: 'A',
      initiativeTaken: true,
      happens: [{ play: 'n' }, { 'start-of-turn': 'A' }, 'pass', { 'start-of-turn': 'B' }],
    };
    expect(answer({ ...input, ask: { attack: { attacker: 'b', target: 'a' } } })).toBeAllowed();
    const pass = answer({ ...input, ask: { act: 'pass' } });
    expect(pass).toBeAllowed();
    expect(pass).toCite('swu-two-passes-end-phase');
  });
  it('"A passed, B attacked, A passed again: is that two passes in a row?" No, B acted between', () => {
    const v = answer({
      cards: table,
      happens: [
        'pass',
        { 'start-of-turn': 'B' },
        { attack: { attacker: 'b', defender: 'a' } },
        'end-of-attack',
        { 'start-of-turn': 'A' },
        'pass',
        { 'start-of-turn': 'B' },
      ],
      ask: { act: 'pass' },
    });
    expect(v).toCite('swu-two-passes-end-phase');
    expect(codes(v)).toContain('PassesEndPhase');
  });
  it('"We both passed; my waiting ability plays a unit with Ambush: may it attack as it enters?" Yes', () => {
    const cards = [unit('a', 'A'), unit('b', 'B'), unit('n', 'A', {}, ['Ambush'])];
    const v = answer({
      cards,
      pending: [{ id: 'wd', controller: 'A', label: 'When Defeated: play a unit from your hand.' }],
      happens: ['pass', { 'start-of-turn': 'B' }, 'pass', { play: 'n', byAbility: true }],
      ask: { attack: { attacker: 'n', target: 'b' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
  });
  it('"Two instances of damage, 2 then 1, on a unit with one Shield: how much does it keep?" The Shield takes the first, 1 is dealt', () => {
    const v = answer({ cards: [unit('d', 'A', { hp: 3, shields: 1 })], ask: { damage: { card: 'd', amount: [2, 1] } } });
    expect(words(v)).toContain('A Shield token on d prevents 2 damage and is defeated (0 left). d takes 1 damage: 1 damage against 3 HP.');
    expect(words(v)).toContain('it is not defeated');
  });
});
