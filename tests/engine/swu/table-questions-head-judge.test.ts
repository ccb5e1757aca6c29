/**
 * Questions a head judge gets at the table, answered as scenarios: the turn and passing, attacks
 * with Sentinel, Saboteur, Hidden and Ambush (a ready Ambush unit and a leader with Ambush among
 * them), Shields and damage, costs, ability use, and the order of triggers, with what an Ambush
 * attack triggers resolving before the rest of its window.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';
import { engine } from '../../../src/engine/swu/index.ts';

const wd = (id: string, controller: string, stats: object = {}, more: object[] = []) =>
  unit(id, controller, stats, [], { abilities: [{ id: 'wd', when: 'When Defeated' }, ...more] });

describe('the turn: initiative and passing', () => {
  it('"My opponent just passed; I take the initiative: does the phase end?" Yes', () => {
    const v = answer({ active: 'B', initiative: 'A', opponentPassed: true, ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('it ends the action phase');
  });

  it('"My opponent took the initiative this round: may I take it back?" No, one player per round', () => {
    const v = answer({ active: 'B', initiative: 'A', initiativeTaken: true, ask: { act: 'initiative' } });
    expect(v).toBeRefusedBy('swu-initiative-once-per-round');
  });

  it('"My opponent took the initiative; if I pass now, does the phase end?" Yes, they pass on every turn', () => {
    const v = answer({ active: 'B', initiative: 'A', initiativeTaken: true, ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('PassesEndPhase');
  });

  it('"I attacked this turn: may I pass as well?" No, one action per turn', () => {
    expect(answer({ acted: true, ask: { act: 'pass' } })).toBeRefusedBy('swu-one-action-per-turn');
  });

  it('"A When Defeated ability is waiting: may I take the initiative first?" No, it resolves first', () => {
    const v = answer({ cards: [wd('a', 'A')], happens: [{ defeat: 'a' }], ask: { act: 'initiative' } });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"I took the initiative: do I still resolve my When Defeated ability?" Yes, it is no action', () => {
    const v = answer({
      initiative: 'A',
      initiativeTaken: true,
      cards: [wd('a', 'A')],
      happens: [{ defeat: 'a' }],
      ask: { act: 'trigger' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-not-action');
  });
});

describe('attacks: Sentinel, Saboteur and Hidden', () => {
  it('"My leader unit deployed this phase: may it attack the base now?" Yes, it deploys ready', () => {
    const v = answer({ cards: [unit('l', 'A', { leader: true, entered: 'now' })], ask: { attack: { attacker: 'l', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-leader-deploys-ready');
  });

  it('"Their only Sentinel is in space: may my ground unit attack their base?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('s', 'B', { arena: 'space' }, ['Sentinel'])],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
  });

  it('"My unit has Saboteur: may it go past their Sentinel to the base?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, ['Saboteur']), unit('s', 'B', {}, ['Sentinel'])],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-ignores-sentinel');
  });

  it('"They played a Hidden unit this phase and have a Sentinel: whom may I attack?" The Sentinel only', () => {
    const cards = [unit('a', 'A'), unit('h', 'B', { entered: 'phase' }, ['Hidden']), unit('s', 'B', {}, ['Sentinel'])];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'h' } } })).toBeRefusedBy('swu-hidden');
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeRefusedBy('swu-sentinel-must-target');
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 's' } } })).toBeAllowed();
  });

  it('"Their Hidden Sentinel came in this phase: may I attack their base instead?" No, Sentinel binds and wins over Hidden', () => {
    const cards = [unit('a', 'A'), unit('hs', 'B', { entered: 'now' }, ['Hidden', 'Sentinel'])];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeRefusedBy('swu-sentinel-must-target');
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'hs' } } })).toBeAllowed();
  });

  it('"Their Hidden unit came in last round: may I attack it now?" Yes, after the regroup phase', () => {
    const input = {
      cards: [unit('a', 'A'), unit('h', 'B', { entered: 'phase' }, ['Hidden'])],
      ask: { attack: { attacker: 'a', target: 'h' } },
    };
    expect(answer(input)).toBeRefusedBy('swu-hidden');
    expect(answer({ ...input, happens: ['regroup'] })).toBeAllowed();
  });

  it('"An effect makes their unit lose Hidden for this phase: may I attack it?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('h', 'B', { entered: 'phase' }, ['Hidden'])],
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 'h', keyword: 'Hidden' } }],
      ask: { attack: { attacker: 'a', target: 'h' } },
    });
    expect(v).toBeAllowed();
  });

  it('"An effect ignored their Sentinel for my last attack: is my next attack free of it too?" No, it lasted that attack', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('a2', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')],
      effects: [{ id: 'e', lasting: 'this-attack', ignore: { card: 's', keyword: 'Sentinel' } }],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, 'end-of-attack'],
      ask: { attack: { attacker: 'a2', target: 't', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(v).toCite('swu-lasting-effect-duration');
  });
});

describe('Ambush', () => {
  it('"Their only unit is Hidden and also a Sentinel: may my Ambush unit attack it?" Yes', () => {
    const v = answer({
      cards: [unit('r', 'A', {}, ['Ambush']), unit('hs', 'B', { entered: 'phase' }, ['Hidden', 'Sentinel'])],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 'hs' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
  });

  it('"My Ambush unit has Saboteur: may it ambush a unit behind their Sentinel?" Yes', () => {
    const v = answer({
      cards: [unit('r', 'A', {}, ['Ambush', 'Saboteur']), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(v).toBeAllowed();
  });

  it('"They have no unit at all: does my Ambush unit hit their base instead?" No', () => {
    const v = answer({
      cards: [unit('r', 'A', {}, ['Ambush'])],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-ambush-attack');
  });

  it('"My Ambush unit has Overwhelm and Raid 1: what reaches their base?" The excess of 5 power over 2 HP', () => {
    const v = answer({
      cards: [unit('r', 'A', { power: 4 }, ['Ambush', 'Overwhelm', 'Raid 1']), unit('t', 'B', { hp: 2 })],
      happens: [{ play: 'r' }],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('the 3 beyond its remaining 2 HP is dealt to B');
  });

  // The rules facts give Ambush "on entering", whatever the unit's state: a ready unit may make it.
  const ready = unit('r', 'A', { entered: 'now' }, ['Ambush'], { exhausted: false });

  it('"My Ambush unit was readied as it entered play: may it still ambush, though I played it as my action?" Yes, a unit', () => {
    const input = { cards: [ready, unit('t', 'B')], happens: [{ play: 'r' }], ask: { attack: { attacker: 'r', target: 't' } } };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
    expect(v).toCite('swu-ability-directed-not-action');
    expect(codes(v)).not.toContain('TurnActionTaken');
    expect(engine.answer(throughLink(input))).toEqual(v);
    const base = answer({ ...input, ask: { attack: { attacker: 'r', target: 'base' } } });
    expect(base).toBeRefusedBy('swu-ambush-attack');
  });

  it('"After that Ambush attack, may the readied unit attack again?" No, it exhausted and Ambush is spent', () => {
    const v = answer({
      cards: [ready, unit('t', 'B', { hp: 9 }), unit('u', 'B', { hp: 9 })],
      happens: [{ play: 'r' }, { attack: { attacker: 'r', defender: 't' } }, 'end-of-attack'],
      ask: { attack: { attacker: 'r', target: 'u', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(codes(v)).toContain('AmbushPassed');
  });

  it('"My leader unit has Ambush: may it ambush as it deploys?" Yes, a unit, not the base', () => {
    const cards = [unit('l', 'A', { leader: true }, ['Ambush']), unit('t', 'B')];
    const v = answer({ cards, happens: [{ deploy: 'l' }], ask: { attack: { attacker: 'l', target: 't' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
    expect(answer({ cards, happens: [{ deploy: 'l' }], ask: { attack: { attacker: 'l', target: 'base' } } })).toBeRefusedBy(
      'swu-ambush-attack',
    );
  });

  it('"My readied unit entered this phase without Ambush and I have not acted: may it attack the base?" Yes, as my action', () => {
    const v = answer({
      cards: [unit('r', 'A', { entered: 'phase' }, [], { exhausted: false })],
      ask: { attack: { attacker: 'r', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('IsTheTurnAction');
  });
});

describe('Shields and damage', () => {
  it('"Two instances, 0 then 1, at my 1-HP unit with one Shield: does it survive?" Yes, the 0 uses no Shield', () => {
    const v = answer({ cards: [unit('t', 'B', { hp: 1, shields: 1 })], ask: { damage: { card: 't', amount: [0, 1] } } });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-shield-prevents');
  });

  it('"Unpreventable damage at my unit with a Shield and a prevent-all effect?" Dealt: it is defeated, the Shield stays', () => {
    const v = answer({
      cards: [unit('t', 'B', { hp: 3, shields: 1 })],
      effects: [{ id: 'p', replacement: 'damage', card: 't', controller: 'B' }],
      ask: { damage: { card: 't', amount: 3, unpreventable: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-unpreventable');
  });

  it('"I attack their damaged Grit unit that has a Shield: who survives?" The Shield takes my 3; its Grit 3 defeats my 3-HP unit', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 3, hp: 3 }), unit('g', 'B', { power: 1, hp: 5, damage: 2, shields: 1 }, ['Grit'])],
      ask: { attack: { attacker: 'a', target: 'g' } },
    });
    expect(v).toCite('swu-grit');
    expect(v).toCite('swu-shield-prevents');
    expect(words(v)).toContain('a has 3 damage and 3 HP');
  });

  it('"Overwhelm for exactly the defender’s HP: anything to the base?" No', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 3 }, ['Overwhelm']), unit('t', 'B', { hp: 3 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(words(v)).toContain('none goes to B');
  });

  it('"Overwhelm into a defender with 2 damage on 4 HP, 5 power: how much to the base?" 3', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 5 }, ['Overwhelm']), unit('t', 'B', { hp: 4, damage: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(words(v)).toContain('the 3 beyond its remaining 2 HP');
  });

  it('"One ability deals 2 to each base, both at 1 HP left: who wins?" Nobody, a draw', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 29 }, B: { hp: 30, damage: 29 } }, ask: { damage: { base: 'each', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BasesDestroyedDraw');
  });

  it('"Both units die in my attack: do both When Defeated abilities trigger?" Yes', () => {
    const v = answer({
      cards: [wd('a', 'A', { power: 3, hp: 2 }), wd('t', 'B', { hp: 3 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(codes(v).filter((c) => c === 'WhenDefeatedTriggered')).toHaveLength(2);
  });
});

describe('costs and abilities', () => {
  it('"A double-Vigilance card, my leader and base give one Vigilance: what does a 3-cost cost?" 5', () => {
    const v = answer({
      resources: { A: 4 },
      aspects: { A: ['vigilance', 'heroism'] },
      hand: [{ id: 'x', cost: 3, aspects: ['vigilance', 'vigilance'] }],
      ask: { cost: 'x' },
    });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(words(v)).toContain('printed 3, +2 in increases');
  });

  it('"I ignore the aspect penalty and have a 2 discount on a 3-cost card: what do I pay?" 1', () => {
    const v = answer({
      resources: { A: 1 },
      hand: [{ id: 'x', cost: 3, aspects: ['aggression', 'aggression'], ignorePenalty: true, decrease: 2 }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ignore-aspect-penalty');
  });

  it('"I play it for free, but their effect adds 2 to it: do I pay 2?" No, nothing', () => {
    const v = answer({ hand: [{ id: 'x', cost: 5, aspects: ['villainy'], increase: 2, free: true }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-for-free');
  });

  it('"My unit is exhausted: is its constant ability on, and may I use its action with no [Exhaust] cost?" Yes to both', () => {
    const c = unit('c', 'A', {}, [], {
      exhausted: true,
      abilities: [
        { id: 'k', constant: 'x' },
        { id: 'act', action: { exhaust: false } },
      ],
    });
    expect(answer({ cards: [c], ask: { active: { card: 'c', ability: 'k' } } })).toBeAllowed();
    expect(answer({ cards: [c], ask: { use: { card: 'c', ability: 'act' } } })).toBeAllowed();
  });
});

describe('trigger order', () => {
  it('"One ability defeats a unit of each of us, both with When Defeated: may their ability go first?" Yes, my choice', () => {
    const v = answer({
      cards: [wd('a', 'A'), wd('b', 'B')],
      happens: [{ damage: { cards: ['a', 'b'], amount: 3 } }],
      ask: { order: ['b/wd', 'a/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
  });

  it('"A defeat replaced by an effect: does my When Defeated trigger?" No', () => {
    const v = answer({
      cards: [wd('a', 'A')],
      effects: [{ id: 'r', replacement: 'defeat', card: 'a', instead: 'heal it' }],
      happens: [{ defeat: 'a' }],
      ask: { order: ['a/wd'] },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  // r enters play: its When Played ability waits with its Ambush. The Ambush attack defeats t.
  const r = unit('r', 'A', { power: 5 }, [], {
    abilities: [{ keyword: 'Ambush' }, { id: 'wp', when: 'When Played' }, { id: 'wd', when: 'When Defeated' }],
  });
  const ambushed = [{ play: 'r' }, { attack: { attacker: 'r', defender: 't' } }];

  it('"My Ambush unit defeats their unit with a When Defeated; my When Played still waits: which first?" Theirs', () => {
    const input = { cards: [r, wd('t', 'B', { hp: 2 })], happens: [...ambushed, { defeat: 't' }], ask: { order: ['r/wp', 't/wd'] } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-nested-resolve-first');
    expect(codes(v)).toContain('NestedInterrupted');
    expect(engine.answer(throughLink(input))).toEqual(v);
    const first = answer({ ...input, ask: { order: ['t/wd', 'r/wp'] } });
    expect(first).toBeAllowed();
    expect(first).toCite('swu-nested-resolve-first');
    // Still so once the attack has ended, and when the damage of an ability defeats it.
    expect(answer({ ...input, happens: [...input.happens, 'end-of-attack'] })).toBeRefusedBy('swu-nested-resolve-first');
    const damaged = { ...input, happens: [...ambushed, { damage: { cards: ['t'], amount: 5 } }] };
    expect(answer(damaged)).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"My Ambush attack defeats a unit with a Bounty: do I collect it before my When Played?" Yes, it is nested', () => {
    const v = answer({
      cards: [r, unit('t', 'B', { hp: 2 }, ['Bounty'])],
      happens: [...ambushed, { defeat: 't' }],
      ask: { order: ['r/wp', 't/bounty'] },
    });
    expect(v).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"My Ambush unit dies in its Ambush attack: its When Defeated or its When Played first?" When Defeated', () => {
    const input = { cards: [r, unit('t', 'B', { hp: 9, power: 5 })], happens: [...ambushed, { defeat: 'r' }] };
    expect(answer({ ...input, ask: { order: ['r/wd', 'r/wp'] } })).toBeAllowed();
    expect(answer({ ...input, ask: { order: ['r/wp', 'r/wd'] } })).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"A defeat after the Ambush attack ended is not nested: the active player picks who goes first"', () => {
    const v = answer({
      cards: [r, wd('t', 'B', { hp: 9 })],
      happens: [...ambushed, 'end-of-attack', { defeat: 't' }],
      ask: { order: ['r/wp', 't/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
  });

  it('"During my Ambush attack, with nothing triggered yet, is anything waiting to resolve?" No, the Ambush is resolving', () => {
    const v = answer({
      cards: [unit('q', 'A', {}, ['Ambush']), unit('t', 'B', { hp: 9 })],
      happens: [{ play: 'q' }, { attack: { attacker: 'q', defender: 't' } }],
      ask: { act: 'trigger' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(codes(v)).toContain('NothingToResolve');
  });
});
