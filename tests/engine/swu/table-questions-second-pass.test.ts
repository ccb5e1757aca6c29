/**
 * Table questions, second pass: leaders' Epic Actions, constant abilities, Restore, Raid and
 * Bounty, lasting effects "for this attack" and "for this phase", delayed and replacement effects,
 * unpreventable damage, triggers whose card left play, last known information, the regroup phase
 * and resources.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const wd = (id: string, controller: string, stats: object = {}, over: object = {}) =>
  unit(id, controller, stats, [], { abilities: [{ id: 'wd', when: 'When Defeated' }], ...over });
const leader = (abilities: object[]) => unit('l', 'A', { leader: true }, [], { abilities });

describe('leaders and action abilities', () => {
  it('"I used my leader\'s Epic Action last round: may I use it again after the regroup phase?" No, once per game', () => {
    const v = answer({
      cards: [leader([{ id: 'ep', epic: {}, used: true }])],
      happens: ['regroup'],
      ask: { use: { card: 'l', ability: 'ep' } },
    });
    expect(v).toBeRefusedBy('swu-epic-action-once');
  });

  it('"My Epic Action costs 1 and my resources are all exhausted: may I use it?" No, the cost must be paid', () => {
    const v = answer({
      resources: { A: 0 },
      cards: [leader([{ id: 'ep', epic: { resources: 1 } }])],
      ask: { use: { card: 'l', ability: 'ep' } },
    });
    expect(v).toBeRefusedBy('swu-action-ability-cost');
    expect(v).toCite('swu-epic-action-once');
  });

  it('"May I use my leader\'s Epic Action during my opponent\'s turn?" No, it is an action of my turn', () => {
    const v = answer({ active: 'B', cards: [leader([{ id: 'ep', epic: {} }])], ask: { use: { card: 'l', ability: 'ep' } } });
    expect(v).toBeRefusedBy('swu-action-ability-is-turn-action');
  });

  it('"The ability costs 2 resources and I have 1 ready: may I use it?" No', () => {
    const u = unit('u', 'A', {}, [], { abilities: [{ id: 'x', action: { resources: 2 } }] });
    expect(answer({ resources: { A: 1 }, cards: [u], ask: { use: { card: 'u', ability: 'x' } } })).toBeRefusedBy('swu-action-ability-cost');
    expect(answer({ resources: { A: 2 }, cards: [u], ask: { use: { card: 'u', ability: 'x' } } })).toBeAllowed();
  });

  it('"My unit attacked and is exhausted: may I use its [Exhaust] ability?" No', () => {
    const u = unit('u', 'A', {}, [], { exhausted: true, abilities: [{ id: 'x', action: { exhaust: true } }] });
    expect(answer({ cards: [u], ask: { use: { card: 'u', ability: 'x' } } })).toBeRefusedBy('swu-exhaust-cost');
  });

  it('"My unit is exhausted: is its constant ability still on?" Yes', () => {
    const u = unit('u', 'A', {}, [], { exhausted: true, abilities: [{ id: 'c', constant: 'Other friendly units get +1/+0.' }] });
    expect(answer({ cards: [u], ask: { active: { card: 'u', ability: 'c' } } })).toBeAllowed();
  });

  it('"My unit was defeated: does its constant ability still work?" No, a card out of play has no abilities in effect', () => {
    const u = unit('u', 'A', {}, [], { abilities: [{ id: 'c', constant: 'Other friendly units get +1/+0.' }] });
    expect(answer({ cards: [u], happens: [{ defeat: 'u' }], ask: { active: { card: 'u', ability: 'c' } } })).toBeRefusedBy(
      'swu-last-known-information',
    );
  });
});

describe('Restore, Raid and Bounty', () => {
  it('"My base has no damage: what does Restore 2 do as I attack?" Nothing to heal; the attack goes on', () => {
    const v = answer({
      cards: [unit('m', 'A', {}, ['Restore 2']), unit('t', 'B', { hp: 5 })],
      ask: { attack: { attacker: 'm', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('has no damage to heal');
  });

  it('"Their unit attacks my Restore unit: does my base heal?" No, Restore works only when it attacks', () => {
    const v = answer({
      active: 'B',
      bases: { A: { hp: 30, damage: 28 } },
      cards: [unit('m', 'A', { hp: 5 }, ['Restore 2']), unit('t', 'B', { hp: 5 })],
      happens: [{ attack: { attacker: 't', defender: 'm' } }],
      ask: { damage: { base: 'A', amount: 2 } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-base-defeat');
  });

  it('"My Restore unit ignores its keywords this phase: does my base heal as it attacks?" No', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 28 } },
      cards: [unit('m', 'A', { hp: 5 }, ['Restore 2']), unit('t', 'B', { hp: 5 })],
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 'm', keyword: 'Restore' } }],
      happens: [{ attack: { attacker: 'm', defender: 't' } }],
      ask: { damage: { base: 'A', amount: 2 } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('RestoreHeals');
  });

  it('"My Restore unit dies in the attack: is my base still healed?" Yes, it healed as the attack began', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 29 } },
      cards: [unit('m', 'A', { hp: 1 }, ['Restore 2']), unit('t', 'B', { power: 5, hp: 5 })],
      ask: { attack: { attacker: 'm', target: 't' } },
    });
    expect(v).toCite('swu-restore');
    expect(words(v)).toContain('which has 27 damage now');
    expect(codes(v)).toContain('UnitDefeated');
  });

  it('"My Raid 2 unit is attacked: does it hit back harder?" No, Raid counts only while it attacks', () => {
    const v = answer({
      active: 'B',
      cards: [unit('r', 'A', { power: 2, hp: 5 }, ['Raid 2']), unit('t', 'B', { power: 1, hp: 3 })],
      ask: { attack: { attacker: 't', target: 'r' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('RaidPower');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"Their effect makes my unit ignore Raid for this attack: how much does it deal?" Its printed power', () => {
    const v = answer({
      cards: [unit('r', 'A', { power: 2, hp: 5 }, ['Raid 2']), unit('t', 'B', { power: 1, hp: 4 })],
      effects: [{ id: 'e', lasting: 'this-attack', ignore: { card: 'r', keyword: 'Raid' } }],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(words(v)).toContain('r deals 2 damage to t');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"Their Bounty unit was defeated: must I collect the Bounty?" No, I may decline it', () => {
    const v = answer({ cards: [unit('s', 'B', {}, ['Bounty'])], happens: [{ defeat: 's' }], ask: { order: ['s/bounty'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-bounty');
    expect(v).toCite('swu-optional-may');
  });

  it('"Their unit lost its Bounty for this phase, then was defeated: do I get to collect?" No', () => {
    const v = answer({
      cards: [unit('s', 'B', {}, ['Bounty'])],
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 's', keyword: 'Bounty' } }],
      happens: [{ defeat: 's' }],
      ask: { order: ['s/bounty'] },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"A replacement effect saved their Bounty unit from defeat: is the Bounty collected?" No, it was not defeated', () => {
    const v = answer({
      cards: [unit('s', 'B', {}, ['Bounty'])],
      effects: [{ id: 'r', replacement: 'defeat', card: 's', instead: 'return it to its owner’s hand' }],
      happens: [{ defeat: 's' }],
      ask: { order: ['s/bounty'] },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(v).toCite('swu-replacement-instead');
  });
});

describe('lasting, delayed and replacement effects', () => {
  const sentinelWall = [unit('a', 'A'), unit('a2', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];

  it('"Their Sentinel ignores it for this phase: after my attack, may my next unit go to the base?" Yes', () => {
    const v = answer({
      cards: sentinelWall,
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 's', keyword: 'Sentinel' } }],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, 'end-of-attack'],
      ask: { attack: { attacker: 'a2', target: 'base', byAbility: true } },
    });
    expect(v).toBeAllowed();
  });

  it('"The Sentinel was ignored for this phase: next round, may I go to the base?" No, the effect ended', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'])],
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 's', keyword: 'Sentinel' } }],
      happens: ['regroup'],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(v).toCite('swu-lasting-effect-duration');
  });

  it('"The Sentinel was ignored for my attack and the round ended: is it still ignored next round?" No', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')],
      effects: [{ id: 'e', lasting: 'this-attack', ignore: { card: 's', keyword: 'Sentinel' } }],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, 'regroup'],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(v).toCite('swu-lasting-effect-duration');
  });

  it('"An effect for this attack, then the turns went round: is it still on?" No, the attack is over', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('a2', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')],
      effects: [{ id: 'e', lasting: 'this-attack', ignore: { card: 's', keyword: 'Sentinel' } }],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, { 'start-of-turn': 'B' }, { 'start-of-turn': 'A' }],
      ask: { attack: { attacker: 'a2', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
  });

  it('"My "at the end of this attack" effect: does it still fire when the phase ends right after?" Yes, at the end of the attack', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('t', 'B')],
      effects: [{ id: 'd', delayed: 'end-of-attack', controller: 'A' }],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, 'end-of-phase'],
      ask: { order: ['d'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-delayed-effect-fires');
  });

  it('"The unit that made my delayed effect was defeated: does the effect still fire?" Yes, it outlives its source', () => {
    const v = answer({
      cards: [unit('src', 'A')],
      effects: [{ id: 'd', delayed: 'end-of-phase', controller: 'A', text: 'Draw a card.' }],
      happens: [{ defeat: 'src' }, 'end-of-phase'],
      ask: { order: ['d'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-delayed-effect-fires');
  });

  it('"I hold the initiative; my effect says "at the start of your next turn": does it fire as the new round begins?" Yes', () => {
    const v = answer({
      initiative: 'B',
      initiativeTaken: true,
      effects: [{ id: 'd', delayed: 'start-of-turn', controller: 'B', text: 'Heal 2 damage from your base.' }],
      happens: ['regroup'],
      ask: { act: 'initiative' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(v).toCite('swu-delayed-effect-fires');
  });

  it('"My opponent\'s "start of your next turn" effect: does it fire at the start of my turn?" No', () => {
    const v = answer({
      active: 'B',
      effects: [{ id: 'd', delayed: 'start-of-turn', controller: 'B' }],
      happens: [{ 'start-of-turn': 'A' }],
      ask: { act: 'initiative' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('DelayedEffectFired');
  });

  it('"A replacement effect returns my unit to hand instead of defeat: is its When Defeated waiting?" No, nothing was defeated', () => {
    const v = answer({
      cards: [wd('u', 'A')],
      effects: [{ id: 'r', replacement: 'defeat', card: 'u', instead: 'return it to its owner’s hand' }],
      happens: [{ defeat: 'u' }],
      ask: { act: 'initiative' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-replacement-instead');
  });

  it('"Unpreventable damage: do my Shield and my prevention effect stop it?" No', () => {
    const v = answer({
      cards: [unit('u', 'A', { shields: 1 })],
      effects: [{ id: 'p', replacement: 'damage', card: 'u' }],
      ask: { damage: { card: 'u', amount: 3, unpreventable: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-unpreventable');
  });

  it('"Unpreventable damage reaches my unit\'s HP, but I have an effect replacing its defeat: is it defeated?" No', () => {
    const v = answer({
      cards: [wd('u', 'A')],
      effects: [{ id: 'r', replacement: 'defeat', card: 'u', instead: 'return it to its owner’s hand' }],
      ask: { damage: { card: 'u', amount: 3, unpreventable: true } },
    });
    expect(v).toBeRefusedBy('swu-replacement-instead');
  });
});

describe('triggers whose card left play, last known information', () => {
  it('"My attacker was defeated before its On Attack resolved: does the ability still resolve?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, [], { abilities: [{ id: 'oa', when: 'On Attack' }] }), unit('t', 'B')],
      happens: [{ attack: { attacker: 'a', defender: 't' } }, { defeat: 'a' }],
      ask: { order: ['a/oa'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-in-play');
  });

  it('"My unit was exhausted when it was defeated: what does its When Defeated see?" An exhausted unit', () => {
    const v = answer({ cards: [wd('u', 'A', {}, { exhausted: true })], happens: [{ defeat: 'u' }], ask: { order: ['u/wd'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-last-known-information');
    expect(words(v)).toContain('0 damage, exhausted, defeated');
  });

  it('"Their unit was defeated earlier this turn: may my ability make me attack it?" No, it is out of play', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('t', 'B')],
      happens: [{ defeat: 't' }],
      ask: { attack: { attacker: 'a', target: 't', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-last-known-information');
  });
});

describe('the regroup phase', () => {
  it('"My unit attacked this round: is it ready for the next?" Yes, every card is readied', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, [], { exhausted: true })],
      happens: ['regroup'],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
  });

  it('"I had the last turn, but they took the initiative: who starts the next round?" They do', () => {
    const v = answer({
      active: 'A',
      initiative: 'B',
      initiativeTaken: true,
      cards: [unit('a', 'A')],
      happens: ['regroup'],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(words(v)).toContain('the next action phase starts with B');
  });

  it('"My "at the end of the phase" effect was waiting as both passed: does it carry into the next round?" No, it resolves first', () => {
    const v = answer({
      effects: [{ id: 'd', delayed: 'end-of-phase', controller: 'A' }],
      happens: ['regroup'],
      ask: { act: 'initiative' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
  });
});
