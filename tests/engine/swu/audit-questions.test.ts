/**
 * Audit questions: table questions asked against the rules, one each, on passing and the
 * initiative, attacks and targets, Sentinel, Saboteur, Ambush, Shield tokens, trigger windows and
 * ordering, damage and defeat, and costs.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { played, resolutionPlan } from '../../../src/engine/swu/index.ts';
import { answer, codes, parse, unit, words } from './scenarios.ts';

const withAbilities = (id: string, controller: string, abilities: object[], stats: object = {}) =>
  unit(id, controller, stats, [], { abilities });

describe('passing and the initiative after an action', () => {
  it('"They passed, then I attacked: on their turn, does their pass end the phase?" No, my attack came between', () => {
    const v = answer({
      opponentPassed: true,
      cards: [unit('a', 'A')],
      happens: [{ attack: { attacker: 'a' } }, 'end-of-attack', { 'start-of-turn': 'B' }],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pass-always-legal');
    expect(codes(v)).not.toContain('PassesEndPhase');
  });

  it('"They passed, then I played a unit: does their pass now end the phase?" No', () => {
    const v = answer({
      opponentPassed: true,
      cards: [unit('x', 'A')],
      happens: [{ play: 'x' }, { 'start-of-turn': 'B' }],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('PassesEndPhase');
  });

  it('"They passed, then I attacked: if they take the initiative now, does the phase end?" No, they then pass for the rest of it', () => {
    const v = answer({
      opponentPassed: true,
      cards: [unit('a', 'A')],
      happens: [{ attack: { attacker: 'a' } }, 'end-of-attack', { 'start-of-turn': 'B' }],
      ask: { act: 'initiative' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-auto-pass');
    expect(words(v)).not.toContain('ends the action phase');
    expect(words(v)).toContain('pass automatically');
  });

  it('"They passed; my resolving ability made my unit attack: does my pass still end the phase?" Yes, that attack was no action', () => {
    const v = answer({
      opponentPassed: true,
      cards: [unit('a', 'A')],
      happens: [{ attack: { attacker: 'a', byAbility: true } }, 'end-of-attack'],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('PassesEndPhase');
  });

  it('"They just passed and I take the initiative: which rule ends the phase?" The initiative rule, cited', () => {
    const v = answer({ active: 'B', initiative: 'A', opponentPassed: true, ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-once-per-round');
    expect(v).toCite('swu-initiative-auto-pass');
    expect(words(v)).toContain('ends the action phase');
  });

  it('"I hold the counter and nobody took it: may I take the initiative, and what then?" Yes; I pass for the rest of the phase', () => {
    const v = answer({ initiative: 'A', ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-auto-pass');
  });

  it('"I took the initiative earlier this round: may I take it again?" No', () => {
    const v = answer({ initiative: 'A', initiativeTaken: true, ask: { act: 'initiative' } });
    expect(v).toBeRefusedBy('swu-initiative-once-per-round');
    expect(v).toBeRefusedBy('swu-initiative-auto-pass');
  });

  it('"They took the initiative: may I still attack on my turn?" Yes', () => {
    const v = answer({
      active: 'B',
      initiative: 'A',
      initiativeTaken: true,
      cards: [unit('b', 'B'), unit('a', 'A')],
      ask: { attack: { attacker: 'b', target: 'a' } },
    });
    expect(v).toBeAllowed();
  });

  it('"Nobody took the initiative and we both passed: who starts the next round?" Its holder, who acts first', () => {
    const v = answer({
      active: 'B',
      initiative: 'A',
      opponentPassed: true,
      cards: [withAbilities('u', 'A', [{ id: 'x', action: {} }])],
      happens: ['regroup'],
      ask: { use: { card: 'u', ability: 'x' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    expect(v).toCite('swu-action-ability-is-turn-action');
  });

  it('"My only action ability needs [Exhaust] and the card is exhausted: may I take the ability action?" No, it changes nothing', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, [], { exhausted: true, abilities: [{ id: 'x', action: { exhaust: true } }] })],
      ask: { act: 'ability' },
    });
    expect(v).toBeRefusedBy('swu-action-must-change-state');
  });
});

describe('what can attack what', () => {
  it('"May my unit attack my own other unit?" No, only enemy units or the enemy base', () => {
    expect(answer({ cards: [unit('a', 'A'), unit('a2', 'A')], ask: { attack: { attacker: 'a', target: 'a2' } } })).toBeRefusedBy(
      'swu-attack-target',
    );
  });

  it('"My event gives a unit an attack: may my exhausted unit make it?" No, the attacker must be ready', () => {
    const v = answer({
      acted: true,
      cards: [unit('a', 'A', {}, [], { exhausted: true }), unit('b', 'B')],
      ask: { attack: { attacker: 'a', target: 'b', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
  });

  it('"My 1-HP unit attacks their base: does it take damage back?" No, a base deals none', () => {
    const v = answer({ cards: [unit('a', 'A', { power: 3, hp: 1 })], ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BaseDealsNone');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"My unit attacked earlier this phase: on my next turn, may I pay its [Exhaust] cost?" No, it is still exhausted', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'x', action: { exhaust: true } }])],
      happens: [{ attack: { attacker: 'a' } }, 'end-of-attack', { 'start-of-turn': 'B' }, { 'start-of-turn': 'A' }],
      ask: { use: { card: 'a', ability: 'x' } },
    });
    expect(v).toBeRefusedBy('swu-exhaust-cost');
  });

  it('"My space unit attacks: does their ground Sentinel stop it reaching the base?" No, Sentinel binds its own arena', () => {
    const v = answer({
      cards: [unit('a', 'A', { arena: 'space' }), unit('s', 'B', {}, ['Sentinel'])],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-attack-target');
  });

  it('"The only Sentinel on the table is mine: may I attack their base?" Yes', () => {
    expect(
      answer({ cards: [unit('a', 'A'), unit('s', 'A', {}, ['Sentinel'])], ask: { attack: { attacker: 'a', target: 'base' } } }),
    ).toBeAllowed();
  });

  it('"My ability gives my unit an attack: may it go to the base past their Sentinel?" No, Sentinel binds that attack too', () => {
    const v = answer({
      acted: true,
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'])],
      ask: { attack: { attacker: 'a', target: 'base', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
  });

  it('"My Saboteur unit attacks a 3-HP unit with two Shields: are both Shields gone?" Yes, and my 3 damage defeats it', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 3 }, ['Saboteur']), unit('b', 'B', { hp: 3, shields: 2 })],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(words(v)).toContain('2 Shield tokens');
    expect(codes(v)).toContain('UnitDefeated');
  });

  it('"My Ambush unit enters: may it attack their exhausted unit?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, ['Ambush']), unit('b', 'B', {}, [], { exhausted: true })],
      happens: [{ play: 'a' }],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
  });
});

describe('trigger windows and ordering', () => {
  const attackers = () => [
    withAbilities(
      'a',
      'A',
      [
        { id: 'oa', when: 'On Attack' },
        { id: 'oa2', when: 'On Attack' },
      ],
      { hp: 5 },
    ),
    withAbilities('d', 'B', [{ id: 'od', when: 'On Defense' }], { hp: 5 }),
  ];

  it('"My two On Attack and their On Defense: may their ability resolve first?" Yes, as I choose; I then order mine', () => {
    const v = answer({
      cards: attackers(),
      happens: [{ attack: { attacker: 'a', defender: 'd' } }],
      ask: { order: ['d/od', 'a/oa2', 'a/oa'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
    expect(v).toCite('swu-trigger-own-order');
  });

  it('"May their On Defense go between my two On Attack abilities?" No', () => {
    const v = answer({
      cards: attackers(),
      happens: [{ attack: { attacker: 'a', defender: 'd' } }],
      ask: { order: ['a/oa', 'd/od', 'a/oa2'] },
    });
    expect(v).toBeRefusedBy('swu-trigger-active-player-chooses');
  });

  it('"My unit was defeated before its When Played resolved: does it still resolve?" Yes, with its When Defeated', () => {
    const v = answer({
      cards: [
        withAbilities('x', 'A', [
          { id: 'wp', when: 'When Played' },
          { id: 'wd', when: 'When Defeated' },
        ]),
      ],
      happens: [{ play: 'x' }, { defeat: 'x' }],
      ask: { order: ['x/wp', 'x/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-in-play');
  });

  it('"My two When Defeated abilities wait during their turn: who orders them?" I do', () => {
    const v = answer({
      active: 'B',
      cards: [
        withAbilities('x', 'A', [
          { id: 'w1', when: 'When Defeated' },
          { id: 'w2', when: 'When Defeated' },
        ]),
      ],
      happens: [{ defeat: 'x' }],
      ask: { order: ['x/w2', 'x/w1'] },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('A chose the order of their own');
  });

  it('"My "When Played/When Defeated" unit is defeated: does the ability trigger?" Yes, on either condition', () => {
    const v = answer({
      cards: [withAbilities('x', 'A', [{ id: 'w', when: 'When Played/When Defeated' }])],
      happens: [{ defeat: 'x' }],
      ask: { order: ['x/w'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-slash-conditions');
  });

  it('"Both our "at the end of the phase" effects fire: may theirs resolve first?" Yes, the active player picks', () => {
    const v = answer({
      effects: [
        { id: 'e1', delayed: 'end-of-phase', controller: 'A' },
        { id: 'e2', delayed: 'end-of-phase', controller: 'B' },
      ],
      happens: ['end-of-phase'],
      ask: { order: ['e2', 'e1'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
  });

  it('"I play a unit with Shielded only: what waits, and under which rule?" Its Shielded, in its When Played window', () => {
    const v = answer({ cards: [unit('a', 'A', {}, ['Shielded'])], happens: [{ play: 'a' }], ask: { order: ['a/shielded'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-played-window');
    expect(words(v)).toContain('not one');
  });

  it('"I play a unit with Ambush only: is its Ambush a trigger I may decline?" Yes, one of its When Played window', () => {
    const v = answer({ cards: [unit('a', 'A', {}, ['Ambush'])], happens: [{ play: 'a' }], ask: { order: ['a/ambush'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-played-window');
    expect(v).toCite('swu-optional-may');
  });

  it('"May I decline my unit\'s Shielded as it enters play?" No, only "may" abilities are optional', () => {
    const s = parse({ cards: [unit('a', 'A', {}, ['Shielded', 'Ambush'])], ask: { order: [] } }).state;
    const out = played(s, 'a');
    const optional = resolutionPlan(out.state)
      .decisions.filter((d) => d.kind === 'optional')
      .map((d) => (d.kind === 'optional' ? d.trigger : ''));
    expect(optional).toEqual(['a/ambush']);
  });
});

describe('damage, Shields and defeat', () => {
  it('"2 damage to a unit with 2 damage on 4 HP: defeated?" Yes, damage reached its HP', () => {
    const v = answer({ cards: [unit('b', 'B', { hp: 4, damage: 2 })], ask: { damage: { card: 'b', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-defeat-at-hp');
  });

  it('"Two Shields against two hits of 5: does my 3-HP unit survive?" Yes, each hit takes one Shield', () => {
    const v = answer({ cards: [unit('b', 'B', { hp: 3, shields: 2 })], ask: { damage: { card: 'b', amount: [5, 5] } } });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-shield-one-per-instance');
    expect(words(v)).toContain('0 damage and 3 HP');
  });

  it('"Unpreventable 3 damage at my 3-HP unit with a Shield?" Defeated; the Shield does not apply', () => {
    const v = answer({ cards: [unit('b', 'B', { hp: 3, shields: 1 })], ask: { damage: { card: 'b', amount: 3, unpreventable: true } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-unpreventable');
  });

  it('"An ability defeats my unit that has a Shield: does the Shield save it?" No, a Shield prevents damage, not a defeat', () => {
    const v = answer({
      cards: [withAbilities('b', 'A', [{ id: 'wd', when: 'When Defeated' }], { shields: 1 })],
      happens: [{ defeat: 'b' }],
      ask: { order: ['b/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-defeated');
  });

  it('"3 damage to each base, mine at 27 and theirs at 20: who loses?" I do; no draw', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 27 }, B: { hp: 30, damage: 20 } }, ask: { damage: { base: 'each', amount: 3 } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BaseDestroyed');
    expect(codes(v)).not.toContain('BasesDestroyedDraw');
  });
});

describe('costs', () => {
  it('"A neutral 2-cost card, my leader and base give no aspect: what does it cost?" 2, no penalty', () => {
    const v = answer({ resources: { A: 2 }, aspects: { A: [] }, hand: [{ id: 'x', cost: 2, aspects: [] }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('printed 2, +0 in increases');
  });

  it('"I ignore the aspect penalty, but their effect adds 1: what do I pay for a 3-cost card?" 4, the other increase stays', () => {
    const hand = [{ id: 'x', cost: 3, aspects: ['villainy', 'aggression'], ignorePenalty: true, increase: 1 }];
    expect(answer({ resources: { A: 3 }, aspects: { A: ['heroism'] }, hand, ask: { cost: 'x' } })).toBeRefusedBy('swu-pay-cost');
    const v = answer({ resources: { A: 4 }, aspects: { A: ['heroism'] }, hand, ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ignore-aspect-penalty');
  });
});
