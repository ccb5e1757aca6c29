/**
 * Audit questions, second round: table questions on combat damage and its timing (Grit, Raid,
 * Overwhelm), defeat and last known information, Shield tokens, leaders and Epic Actions, costs,
 * the regroup phase and bases, each asked once against the rules and the words a player reads.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const withAbilities = (id: string, controller: string, abilities: object[], stats: object = {}) =>
  unit(id, controller, stats, [], { abilities });
const count = (v: { reasons: readonly { code: string }[] }, code: string) => codes(v).filter((c) => c === code).length;
const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';

describe('combat damage and its timing', () => {
  it('"My 3-power 3-HP unit attacks their 3-power 3-HP unit: are both defeated?" Yes, the damage is dealt at once', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 3, hp: 3 }), unit('b', 'B', { power: 3, hp: 3 })],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-combat-damage');
    expect(count(v, 'UnitDefeated')).toBe(2);
  });

  it('"Their Grit unit has no damage: does Grit add to what it deals back?" No, my 2-HP unit takes its 1 power', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 2, hp: 2 }), unit('g', 'B', { power: 1, hp: 5 }, ['Grit'])],
      ask: { attack: { attacker: 'a', target: 'g' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('GritPower');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"My Grit unit is told to ignore Grit this phase: does its damage still add power?" No', () => {
    const v = answer({
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 'g', keyword: 'Grit' } }],
      cards: [unit('g', 'A', { power: 1, hp: 6, damage: 3 }, ['Grit']), unit('t', 'B', { hp: 4 })],
      ask: { attack: { attacker: 'g', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('GritPower');
    expect(words(v)).toContain('g deals 1 damage to t');
  });

  it('"Does my undamaged Grit attacker count the damage it takes in this combat?" No, both deal at the same moment', () => {
    const v = answer({
      cards: [unit('g', 'A', { power: 1, hp: 5 }, ['Grit']), unit('t', 'B', { power: 3, hp: 2 })],
      ask: { attack: { attacker: 'g', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('g deals 1 damage to t');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"Their Raid unit defends: does Raid add to its power?" No, Raid counts only while it attacks', () => {
    const v = answer({
      active: 'B',
      cards: [unit('r', 'A', { power: 2, hp: 4 }, ['Raid 2']), unit('t', 'B', { power: 1, hp: 3 })],
      ask: { attack: { attacker: 't', target: 'r' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('RaidPower');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"My Raid 2 unit hits a shielded unit: does the answer say it deals 5 damage?" No: 5 power, all of it prevented', () => {
    const v = answer({
      cards: [unit('r', 'A', { power: 3 }, ['Raid 2']), unit('t', 'B', { hp: 2, shields: 1 })],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-raid');
    expect(message(v, 'RaidPower')).toContain('its power is 5');
    expect(message(v, 'RaidPower')).not.toContain('deals 5');
    expect(words(v)).toContain('r deals 0 damage to t');
  });

  it('"5 Overwhelm power into a 3-HP unit with 1 damage: how much reaches the base?" 3', () => {
    const v = answer({
      cards: [unit('o', 'A', { power: 5, hp: 6 }, ['Overwhelm']), unit('t', 'B', { hp: 3, damage: 1 })],
      ask: { attack: { attacker: 'o', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'OverwhelmExcess')).toContain('the 3 beyond its remaining 2 HP');
  });

  it('"My Overwhelm excess takes their base to its HP: do they lose?" Yes', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 28 } },
      cards: [unit('o', 'A', { power: 5, hp: 6 }, ['Overwhelm']), unit('t', 'B', { hp: 3 })],
      ask: { attack: { attacker: 'o', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-base-defeat');
    expect(codes(v)).toContain('BaseDestroyed');
  });

  it('"Overwhelm into a damaged Grit defender: is the excess counted from its remaining HP?" Yes, 2 of 5', () => {
    const v = answer({
      cards: [unit('o', 'A', { power: 5, hp: 9 }, ['Overwhelm']), unit('g', 'B', { power: 1, hp: 4, damage: 1 }, ['Grit'])],
      ask: { attack: { attacker: 'o', target: 'g' } },
    });
    expect(v).toCite('swu-grit');
    expect(message(v, 'OverwhelmExcess')).toContain('the 2 beyond its remaining 3 HP');
  });

  it('"Saboteur and Overwhelm into a unit with two Shields: does the excess reach the base?" Yes, the Shields go first', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 5 }, ['Saboteur', 'Overwhelm']), unit('t', 'B', { hp: 2, shields: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(message(v, 'OverwhelmExcess')).toContain('the 3 beyond');
  });

  it('"My Overwhelm unit attacks the base: is anything else dealt?" No, the base takes its power and deals none', () => {
    const v = answer({ cards: [unit('o', 'A', { power: 4 }, ['Overwhelm'])], ask: { attack: { attacker: 'o', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BaseDealsNone');
    expect(codes(v)).not.toContain('OverwhelmExcess');
  });

  it('"My 0-power unit attacks their shielded unit: is the Shield used up?" No, no damage would be dealt', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 0, hp: 5 }), unit('t', 'B', { hp: 2, shields: 1 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('ShieldPrevents');
  });

  it('"3 power into a base with 27 of 30 damage: do they lose?" Yes', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 27 } },
      cards: [unit('a', 'A', { power: 3 })],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toCite('swu-base-defeat');
    expect(words(v)).toContain('B loses the game');
  });

  it('"3 power into a base with 26 of 30 damage: does the answer claim it is destroyed?" No', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 26 } },
      cards: [unit('a', 'A', { power: 3 })],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('BaseDestroyed');
  });
});

describe('defeat and last known information', () => {
  it('"My Grit unit with 4 damage is defeated: what power does its When Defeated read?" 5, Grit included', () => {
    const v = answer({
      cards: [withAbilities('g', 'B', [{ keyword: 'Grit' }, { id: 'wd', when: 'When Defeated' }], { power: 1, hp: 4, damage: 4 })],
      happens: [{ defeat: 'g' }],
      ask: { order: ['g/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-last-known-information');
    expect(message(v, 'LastKnownUsed')).toContain('5 power');
  });

  it('"Their Grit defender is defeated in combat: does its last known power count the combat damage?" Yes, 1 + 4', () => {
    const v = answer({
      cards: [
        unit('a', 'A', { power: 3, hp: 5 }),
        withAbilities('g', 'B', [{ keyword: 'Grit' }, { id: 'wd', when: 'When Defeated' }], { power: 1, hp: 3, damage: 1 }),
      ],
      ask: { attack: { attacker: 'a', target: 'g' } },
    });
    expect(message(v, 'LastKnownUsed')).toContain('5 power, 3 HP, 4 damage, ready');
  });

  it('"My Raid attacker dies to the damage back: is it exhausted and at Raid power in its last known information?" Yes', () => {
    const v = answer({
      cards: [
        withAbilities('a', 'A', [{ keyword: 'Raid 2' }, { id: 'wd', when: 'When Defeated' }], { power: 1, hp: 2 }),
        unit('b', 'B', { power: 3, hp: 5 }),
      ],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'LastKnownUsed')).toContain('3 power, 2 HP, 3 damage, exhausted');
  });

  it('"My ready attacker is defeated by the defender hitting back: does its When Defeated see it ready?" No, exhausted', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'wd', when: 'When Defeated' }], { power: 1, hp: 2 }), unit('b', 'B', { power: 3, hp: 5 })],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(message(v, 'LastKnownUsed')).toContain('exhausted');
    expect(message(v, 'LastKnownUsed')).not.toContain('ready');
  });

  it('"My Raid unit is defeated by an ability mid-attack: does its last known power include Raid?" Yes', () => {
    const v = answer({
      cards: [
        withAbilities('a', 'A', [{ keyword: 'Raid 2' }, { id: 'wd', when: 'When Defeated' }], { power: 1, hp: 2 }),
        unit('b', 'B', { power: 3, hp: 5 }),
      ],
      happens: [{ attack: { attacker: 'a', defender: 'b' } }, { defeat: 'a' }],
      ask: { order: ['a/wd'] },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'LastKnownUsed')).toContain('3 power');
  });

  it('"My Raid unit is defeated after its attack ended: does Raid still count?" No, it no longer attacks', () => {
    const v = answer({
      cards: [
        withAbilities('a', 'A', [{ keyword: 'Raid 2' }, { id: 'wd', when: 'When Defeated' }], { power: 1, hp: 2 }),
        unit('b', 'B', { power: 3, hp: 5 }),
      ],
      happens: [{ attack: { attacker: 'a', defender: 'b' } }, 'end-of-attack', { defeat: 'a' }],
      ask: { order: ['a/wd'] },
    });
    expect(message(v, 'LastKnownUsed')).toContain('1 power');
  });

  it('"Combat defeats both units, each with a When Defeated: do both trigger?" Yes, each for its controller', () => {
    const v = answer({
      cards: [
        withAbilities('a', 'A', [{ id: 'wd', when: 'When Defeated' }], { power: 3, hp: 3 }),
        withAbilities('b', 'B', [{ id: 'wd', when: 'When Defeated' }], { power: 3, hp: 3 }),
      ],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toCite('swu-when-defeated');
    expect(count(v, 'WhenDefeatedTriggered')).toBe(2);
  });
});

describe('Shield tokens', () => {
  it('"Three 1-damage instances at my 2-HP unit with one Shield: defeated?" Yes, the Shield stops only the first', () => {
    const v = answer({ cards: [unit('a', 'A', { hp: 2, shields: 1 })], ask: { damage: { card: 'a', amount: [1, 1, 1] } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-one-per-instance');
    expect(count(v, 'ShieldPrevents')).toBe(1);
  });

  it('"An ability dealt 2 to my shielded unit, then 1 more comes: is it defeated?" No, but the Shield is gone', () => {
    const v = answer({
      cards: [unit('a', 'A', { hp: 2, shields: 1 }), unit('b', 'B', { hp: 2 })],
      happens: [{ damage: { cards: ['a', 'b'], amount: 2 } }],
      ask: { damage: { card: 'a', amount: 1 } },
    });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(count(v, 'ShieldPrevents')).toBe(1);
    expect(message(v, 'UnitSurvives')).toContain('1 damage and 2 HP');
  });
});

describe('leaders and Epic Actions', () => {
  it('"I deployed my leader as my action: may it attack this turn?" No, that was my action; it is ready for a later one', () => {
    const v = answer({
      acted: true,
      cards: [unit('l', 'A', { leader: true, entered: 'now' })],
      ask: { attack: { attacker: 'l', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(message(v, 'LeaderDeploysReady')).not.toContain('may attack the turn it deploys');
    expect(message(v, 'LeaderDeploysReady')).toContain('enters play ready');
  });

  it('"My just-deployed leader, my action unused: may it attack their base?" Yes, it entered ready', () => {
    const v = answer({ cards: [unit('l', 'A', { leader: true, entered: 'now' })], ask: { attack: { attacker: 'l', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-leader-deploys-ready');
  });

  it('"I used my Epic Action last round: may I use it again after the regroup phase?" No, once per game', () => {
    const v = answer({
      cards: [{ id: 'leader', abilities: [{ id: 'dep', epic: {}, used: true }] }],
      happens: ['regroup'],
      ask: { use: { card: 'leader', ability: 'dep' } },
    });
    expect(v).toBeRefusedBy('swu-epic-action-once');
  });

  it('"My unused Epic Action costs 5 and I have 4 ready resources: may I use it?" No, the cost must be paid', () => {
    const v = answer({
      resources: { A: 4 },
      cards: [{ id: 'leader', abilities: [{ id: 'dep', epic: { resources: 5 } }] }],
      ask: { use: { card: 'leader', ability: 'dep' } },
    });
    expect(v).toBeRefusedBy('swu-action-ability-cost');
    expect(codes(v)).toContain('EpicActionAvailable');
  });

  it('"My only action ability is a used Epic Action: may I take the ability action?" No, it would change nothing', () => {
    const v = answer({ cards: [{ id: 'leader', abilities: [{ id: 'dep', epic: {}, used: true }] }], ask: { act: 'ability' } });
    expect(v).toBeRefusedBy('swu-action-must-change-state');
  });
});

describe('resources and costs', () => {
  it('"A 3-cost card with two Aggression icons, my base gives one: what does it cost?" 5', () => {
    const hand = [{ id: 'x', cost: 3, aspects: ['aggression', 'aggression'] }];
    expect(answer({ resources: { A: 4 }, aspects: { A: ['aggression'] }, hand, ask: { cost: 'x' } })).toBeRefusedBy('swu-pay-cost');
    const v = answer({ resources: { A: 5 }, aspects: { A: ['aggression'] }, hand, ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-aspect-penalty');
  });

  it('"I play a card with an aspect penalty for free, with no ready resources: can I?" Yes, it costs nothing', () => {
    const v = answer({
      resources: { A: 0 },
      aspects: { A: [] },
      hand: [{ id: 'x', cost: 3, aspects: ['cunning'], free: true }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-for-free');
  });

  it('"I pay a 4-cost card with exactly 4 ready resources: does any stay ready?" No, all 4 are exhausted', () => {
    const v = answer({ resources: { A: 4 }, hand: [{ id: 'x', cost: 4 }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(message(v, 'CostCovered')).toContain('0 resources stay ready');
  });

  it('"A 1-cost card with a 2 penalty and a 5 discount: do I get resources back?" No, the cost stops at 0', () => {
    const v = answer({
      resources: { A: 0 },
      aspects: { A: [] },
      hand: [{ id: 'x', cost: 1, aspects: ['villainy'], decrease: 5 }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'ModifiedCost')).toContain(': 0.');
  });
});

describe('the regroup phase', () => {
  it('"My unit paid its [Exhaust] cost this round: after the regroup phase may I use it again?" Yes, all is readied', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'x', action: { exhaust: true } }])],
      acted: true,
      happens: [{ attack: { attacker: 'a', byAbility: true } }, 'regroup'],
      ask: { use: { card: 'a', ability: 'x' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
  });

  it('"An end-of-phase delayed effect fires as we both pass: does it resolve before the regroup phase?" Yes', () => {
    const v = answer({
      effects: [{ id: 'later', delayed: 'end-of-phase', controller: 'A' }],
      happens: ['regroup'],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('DelayedEffectFired');
    expect(codes(v)).toContain('WaitingResolveBeforeEnd');
  });

  it('"My Ambush unit came in last round: after the regroup phase is its attack an Ambush?" No, an ordinary one', () => {
    const v = answer({
      cards: [unit('a', 'A', { entered: 'phase' }, ['Ambush']), unit('b', 'B')],
      happens: ['regroup'],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('AmbushAttack');
  });

  it('"Their unit is exhausted from attacking: after the regroup phase may my unit attack it?" Yes, and it hits back', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 2, hp: 2 }, [], { exhausted: true }), unit('b', 'B', { power: 2 }, [], { exhausted: true })],
      happens: ['regroup'],
      ask: { attack: { attacker: 'a', target: 'b' } },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('readied: a, b');
    expect(codes(v)).toContain('UnitDefeated');
  });
});

describe('bases', () => {
  it('"3 damage to each base, both at 27 of 30: who wins?" Nobody, it is a draw', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 27 }, B: { hp: 30, damage: 27 } }, ask: { damage: { base: 'each', amount: 3 } } });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BasesDestroyedDraw');
  });

  it('"Each base takes 1, then 5; mine is at 29 and theirs at 25: a draw?" No, mine goes at the first and I lose', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 29 }, B: { hp: 30, damage: 25 } },
      ask: { damage: { base: 'each', amount: [1, 5] } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('BasesDestroyedDraw');
    expect(words(v)).toContain('A loses the game');
  });

  it('"Two hits of 3 at a base with 5 of 10 damage: destroyed?" Yes, by the second', () => {
    const v = answer({ bases: { B: { hp: 10, damage: 5 } }, ask: { damage: { base: 'B', amount: [3, 3] } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-base-defeat');
  });
});
