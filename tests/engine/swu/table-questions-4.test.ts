/**
 * Table questions, fourth round: the regroup phase and what it readies, resources and costs paid
 * with a leader's ability, the initiative taken mid-phase, Sentinel with Saboteur, Overwhelm with
 * Shields, damage and healing on bases, both players' triggers in a nested layer, an event's
 * ability against a unit's When Played, attacks by a leader unit, and a unit defeated during its
 * own attack. Each asserts the verdict, the rule blocks cited and what the words tell the player.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
const withAbilities = (id: string, controller: string, abilities: object[], stats: object = {}) =>
  unit(id, controller, stats, [], { abilities });
const leaderUnit = (over: object = {}) => ({ id: 'luke', unit: { arena: 'ground', power: 4, hp: 7, leader: true }, ...over });

describe('the regroup phase and what it readies', () => {
  it('"I took the initiative last round: may I take it again this round?" Yes, the new round has not seen it taken', () => {
    const v = answer({ initiative: 'A', initiativeTaken: true, happens: ['regroup'], ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    expect(v).toCite('swu-initiative-once-per-round');
    expect(message(v, 'InitiativeAvailable')).toContain('Nobody has taken the initiative this round');
    expect(message(v, 'RegroupReadies')).toContain('the next action phase starts with A, who holds the initiative');
  });

  it('"I took the initiative last round and passed for the rest of it: may I play a card now?" Yes', () => {
    const v = answer({
      initiative: 'A',
      initiativeTaken: true,
      resources: { A: 3 },
      hand: [{ id: 'x', cost: 2 }],
      happens: ['regroup'],
      ask: { act: 'play' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('AutoPassing');
    expect(v).toCite('swu-action-must-change-state');
    expect(words(v)).toContain('A can pay for x (2)');
  });

  it('"They passed last round, then I passed: is my first pass of the new round the second of two?" No', () => {
    const v = answer({ active: 'B', initiative: 'A', opponentPassed: true, happens: ['regroup'], ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pass-always-legal');
    expect(codes(v)).not.toContain('PassesEndPhase');
    expect(words(v)).toContain("It is A's turn and they have not acted yet; passing is their one action");
  });

  it('"Does the regroup phase take the damage off my unit?" No: it readies cards, and 1 more damage defeats it', () => {
    const v = answer({
      cards: [unit('t', 'A', { power: 1, hp: 3, damage: 2 })],
      happens: ['regroup'],
      ask: { damage: { card: 't', amount: 1 } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    expect(v).toCite('swu-defeat-at-hp');
    expect(words(v)).toContain('t takes 1 damage: 3 damage against 3 HP');
  });

  it('"My leader paid its [Exhaust] ability last round: may I use the ability again after the regroup phase?" Yes', () => {
    const leader = { id: 'leader', exhausted: true, abilities: [{ id: 'boost', action: { exhaust: true, resources: 1 } }] };
    const before = answer({ resources: { A: 1 }, cards: [leader], ask: { use: { card: 'leader', ability: 'boost' } } });
    expect(before).toBeRefusedBy('swu-exhaust-cost');
    const v = answer({ resources: { A: 1 }, cards: [leader], happens: ['regroup'], ask: { use: { card: 'leader', ability: 'boost' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    expect(v).toCite('swu-action-ability-cost');
    expect(message(v, 'RegroupReadies')).toContain('(readied: leader)');
  });

  it('"My resources were all exhausted last round: what does the answer count after the regroup phase?" The ready ones given', () => {
    const input = {
      resources: { A: 2 },
      cards: [{ id: 'post', abilities: [{ id: 'scan', action: { resources: 2 } }] }],
      happens: ['regroup'],
      ask: { use: { card: 'post', ability: 'scan' } },
    };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    const regroup = message(v, 'RegroupReadies');
    // Resources are a count: the answer must not claim none of them was exhausted.
    expect(regroup).not.toContain('none was exhausted');
    expect(regroup).toContain('no card other than resources was exhausted');
    expect(regroup).toContain('Ready resources are counted as given, as they stand after the regroup phase.');
    expect(engine.answer(throughLink(input))).toEqual(v);
  });
});

describe('resources and costs: paying with a leader’s ability', () => {
  const leader = { id: 'leader', abilities: [{ id: 'boost', action: { exhaust: true, resources: 1 } }] };

  it('"My leader’s action costs [Exhaust] and 1 resource; it is ready and I have 1: may I use it?" Yes', () => {
    const v = answer({ resources: { A: 1 }, cards: [leader], ask: { use: { card: 'leader', ability: 'boost' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-action-ability-is-turn-action');
    expect(message(v, 'CostPayable')).toBe('The cost (exhaust this card + 1 resource(s)) can be paid in full.');
  });

  it('"I attacked this turn: may I also use my leader’s action ability?" No, it would be a second action', () => {
    const v = answer({ acted: true, resources: { A: 3 }, cards: [leader], ask: { use: { card: 'leader', ability: 'boost' } } });
    expect(v).toBeRefusedBy('swu-action-ability-is-turn-action');
    expect(codes(v)).toContain('ActionAlreadyTaken');
    expect(words(v)).toContain('A already took their action this turn');
  });

  it('"An ability costing only [Exhaust], and no ready resource: is using it an action that changes the game?" Yes', () => {
    const v = answer({
      resources: { A: 0 },
      cards: [{ id: 'l', abilities: [{ id: 'go', action: { exhaust: true } }] }],
      ask: { act: 'ability' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-action-must-change-state');
    expect(words(v)).toContain('l\'s "go" can be used');
  });

  it('"My leader takes 1 off a 4-cost Aggression card, I am Vigilance, I have 3 ready: can I pay?" No, it costs 5', () => {
    const v = answer({
      resources: { A: 3 },
      aspects: { A: ['vigilance'] },
      hand: [{ id: 'x', cost: 4, aspects: ['aggression'], decrease: 1 }],
      ask: { cost: 'x' },
    });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(v).toCite('swu-aspect-penalty');
    expect(message(v, 'ModifiedCost')).toContain('printed 4, +2 in increases, −1 in decreases, never below 0: 5');
    expect(words(v)).toContain('A has 3 ready resources for a cost of 5: they cannot pay it');
  });

  it('"Their effect adds 1, my leader takes 1 off a 3-cost card, I have 3 ready: does any resource stay ready?" No', () => {
    const v = answer({ resources: { A: 3 }, hand: [{ id: 'x', cost: 3, increase: 1, decrease: 1 }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-cost-modified');
    expect(message(v, 'CostCovered')).toContain('by exhausting 3 resources, no more: 0 resources stay ready');
  });

  it('"My leader’s discount makes a 2-cost card free of cost, and I have no ready resource: may I play it?" Yes', () => {
    const v = answer({ resources: { A: 0 }, hand: [{ id: 'x', cost: 2, decrease: 2 }], ask: { act: 'play', card: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-action-must-change-state');
    expect(words(v)).toContain('A can pay for x (0)');
  });
});

describe('the initiative taken mid-phase, and who acts next', () => {
  it('"I attacked this turn: may I also take the initiative?" No; and the answer does not say I may', () => {
    const v = answer({ acted: true, ask: { act: 'initiative' } });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(v).not.toBeRefusedBy('swu-initiative-once-per-round');
    expect(words(v)).not.toContain('so A may take it');
    expect(message(v, 'InitiativeAvailable')).toBe(
      'Nobody has taken the initiative this round, so it is still there to take (one player per round).',
    );
    expect(message(v, 'TurnActionTaken')).toContain('taking the initiative would be a second one');
  });

  it('"They took the initiative mid-phase; I played a unit, they auto-passed: does my pass end the phase?" Yes', () => {
    const v = answer({
      initiative: 'B',
      initiativeTaken: true,
      cards: [unit('x', 'A')],
      happens: [{ play: 'x' }, { 'start-of-turn': 'B' }, { 'start-of-turn': 'A' }],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(message(v, 'PassesEndPhase')).toContain('B took the initiative and passes on each of their turns');
  });

  it('"They took the initiative: does their own pass on their next turn end the phase by itself?" No, I have not passed', () => {
    const v = answer({ active: 'B', initiative: 'B', initiativeTaken: true, ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pass-always-legal');
    expect(codes(v)).not.toContain('PassesEndPhase');
  });

  it('"I took the initiative; on their turn my trigger and theirs wait: do I pick who goes first?" No, they do', () => {
    const pending = [
      { id: 'a1', controller: 'A' },
      { id: 'b1', controller: 'B' },
    ];
    const v = answer({ active: 'B', initiative: 'A', initiativeTaken: true, pending, ask: { order: ['a1', 'b1'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
    expect(message(v, 'FirstPlayerChosen')).toContain('B, the active player, chose who resolves first: A resolves all of theirs, then B');
  });
});

describe('Sentinel and Saboteur together', () => {
  const spy = unit('spy', 'A', { power: 3, hp: 3 }, ['Saboteur']);

  it('"My Saboteur unit attacks their Sentinel with two Shields: are both Shields gone?" Yes, and 3 damage defeats it', () => {
    const v = answer({
      cards: [spy, unit('guard', 'B', { power: 1, hp: 3, shields: 2 }, ['Sentinel'])],
      ask: { attack: { attacker: 'spy', target: 'guard' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(v).toCite('swu-defeat-at-hp');
    expect(words(v)).toContain("spy's Saboteur defeats guard's 2 Shield tokens as the attack begins");
  });

  it('"My Saboteur unit goes past their shielded Sentinel to the base: are the Sentinel’s Shields defeated?" No', () => {
    const v = answer({
      cards: [spy, unit('guard', 'B', { power: 1, hp: 3, shields: 2 }, ['Sentinel'])],
      happens: [{ attack: { attacker: 'spy' } }],
      ask: { damage: { card: 'guard', amount: 3 } },
    });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-saboteur-ignores-sentinel');
    expect(codes(v)).not.toContain('SaboteurShields');
    expect(words(v)).toContain('A Shield token on guard prevents 3 damage and is defeated (1 left)');
  });

  it('"Two Sentinels guard their other unit: may my Saboteur unit attack that unit?" Yes', () => {
    const v = answer({
      cards: [spy, unit('g1', 'B', {}, ['Sentinel']), unit('g2', 'B', {}, ['Sentinel']), unit('t', 'B')],
      ask: { attack: { attacker: 'spy', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-ignores-sentinel');
    expect(message(v, 'SaboteurIgnoresSentinel')).toBe('spy has Saboteur, so it may ignore Sentinel (g1, g2).');
  });

  it('"My Saboteur is ignored this phase and I attack their shielded Sentinel: does its Shield go?" No, it takes my damage', () => {
    const v = answer({
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 'spy', keyword: 'Saboteur' } }],
      cards: [spy, unit('guard', 'B', { power: 1, hp: 3, shields: 1 }, ['Sentinel'])],
      ask: { attack: { attacker: 'spy', target: 'guard' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-prevents');
    expect(codes(v)).not.toContain('SaboteurShields');
    expect(codes(v)).not.toContain('UnitDefeated');
    expect(words(v)).toContain('after prevention spy deals 0 damage to guard');
  });
});

describe('Overwhelm and Shields together', () => {
  const atat = (stats: object = {}) => unit('atat', 'A', { power: 6, hp: 9, ...stats }, ['Overwhelm']);

  it('"Their Shielded unit already lost its Shield: does my Overwhelm excess go through?" Yes, 4 of 6', () => {
    const v = answer({
      cards: [atat(), unit('t', 'B', { power: 2, hp: 2 }, ['Shielded'])],
      ask: { attack: { attacker: 'atat', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-overwhelm');
    expect(message(v, 'OverwhelmExcess')).toBe(
      "atat's Overwhelm: of the 6 damage dealt to t, the 4 beyond its remaining 2 HP is dealt to B's base.",
    );
  });

  it('"Their unit has two Shields: does my 8 Overwhelm power get anything through?" No, one Shield takes it all', () => {
    const v = answer({
      cards: [atat({ power: 8 }), unit('t', 'B', { power: 2, hp: 2, shields: 2 })],
      ask: { attack: { attacker: 'atat', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-prevents');
    expect(v).toCite('swu-shield-overwhelm');
    expect(codes(v)).toContain('OverwhelmBlocked');
    expect(words(v)).toContain('A Shield token on t prevents 8 damage and is defeated (1 left)');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"My Overwhelm unit has a Shield itself: do I still get the excess?" Yes; my Shield takes the damage back', () => {
    const v = answer({
      cards: [atat({ power: 5, hp: 2, shields: 1 }), unit('t', 'B', { power: 4, hp: 2 })],
      ask: { attack: { attacker: 'atat', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-shield-prevents');
    expect(words(v)).toContain('A Shield token on atat prevents 4 damage');
    expect(words(v)).toContain('the 3 beyond its remaining 2 HP is dealt to B');
  });

  it('"They just played a Shielded unit: may I attack it on my turn before its Shielded resolves?" No, it resolves first', () => {
    const v = answer({
      active: 'B',
      cards: [atat(), unit('t', 'B', { power: 1, hp: 3, entered: 'now' }, ['Shielded'])],
      happens: [{ play: 't' }, { 'start-of-turn': 'A' }],
      ask: { attack: { attacker: 'atat', target: 't' } },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(v).toCite('swu-when-played-window');
    expect(words(v)).toContain('waiting to resolve (t: Shielded)');
  });
});

describe('damage and healing on bases', () => {
  const medic = (restore: number, stats: object = {}) => unit('medic', 'A', { power: 2, hp: 4, ...stats }, [`Restore ${restore}`]);

  it('"Restore 3, and my base has 1 damage: how much is healed?" 1, down to none', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 1 } }, cards: [medic(3)], ask: { attack: { attacker: 'medic', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-restore');
    expect(message(v, 'RestoreHeals')).toContain("1 damage is healed from A's base, which has 0 damage now");
  });

  it('"5 damage to my base with 20 of 25: is it destroyed at exactly its HP?" Yes, I lose', () => {
    const v = answer({ bases: { A: { hp: 25, damage: 20 } }, ask: { damage: { base: 'A', amount: 5 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-base-defeat');
    expect(words(v)).toContain("A's base has 25 damage and 25 HP: it is destroyed and A loses the game");
  });

  it('"Restore 2 and Overwhelm into their 3-HP unit, their base at 27: do I heal and win?" Both', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 4 }, B: { hp: 30, damage: 27 } },
      cards: [unit('m', 'A', { power: 6, hp: 6 }, ['Restore 2', 'Overwhelm']), unit('t', 'B', { power: 1, hp: 3 })],
      ask: { attack: { attacker: 'm', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-restore');
    expect(v).toCite('swu-base-defeat');
    expect(words(v)).toContain("2 damage is healed from A's base, which has 2 damage now");
    expect(words(v)).toContain("B's base has 30 damage and 30 HP: it is destroyed and B loses the game");
  });

  it('"My Restore healed my base at 29 before an ability deals 1 to each base: who loses?" Only they do', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 29 }, B: { hp: 30, damage: 29 } },
      cards: [medic(2), unit('t', 'B', { power: 1, hp: 9 })],
      happens: [{ attack: { attacker: 'medic', defender: 't' } }, 'end-of-attack'],
      ask: { damage: { base: 'each', amount: 1 } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-restore');
    expect(message(v, 'BaseStands')).toBe("A's base has 28 damage and 30 HP; it is not destroyed, so A does not lose.");
    expect(codes(v)).not.toContain('BasesDestroyedDraw');
  });
});

describe('both players’ triggers in a nested layer', () => {
  it('"Their trigger triggered one of mine and one of theirs: who picks which goes first there?" I do, as the active player', () => {
    const pending = [
      {
        id: 'b1',
        controller: 'B',
        triggers: [
          { id: 'a2', controller: 'A' },
          { id: 'b2', controller: 'B' },
        ],
      },
      { id: 'b3', controller: 'B' },
    ];
    const v = answer({ active: 'A', pending, ask: { order: ['b1', 'b2', 'a2', 'b3'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-nested-resolve-first');
    expect(message(v, 'FirstPlayerChosen')).toContain('in the layer triggered by "b1"; A, the active player, chose who resolves first');
    const early = answer({ active: 'A', pending, ask: { order: ['b1', 'a2', 'b3', 'b2'] } });
    expect(early).toBeRefusedBy('swu-nested-resolve-first');
  });
});

describe('"When Played": an event against a unit', () => {
  const event = { id: 'blast', abilities: [{ id: 'fx', event: 'Deal 2 damage to a unit.' }] };

  it('"I play my event: does its ability wait to be ordered, like a unit’s When Played?" No, it resolves as it is played', () => {
    const input = { cards: [event], happens: [{ play: 'blast' }], ask: { order: ['blast/fx'] } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-event-resolves-when-played');
    expect(codes(v)).toContain('EventNotQueued');
    expect(codes(v)).not.toContain('TriggerNotPending');
    expect(words(v)).toContain('"blast/fx" is the event ability of blast: it resolves when blast is played');
    expect(engine.answer(throughLink(input))).toEqual(v);
    expect(answer({ cards: [event], happens: [{ play: 'blast' }], ask: { act: 'trigger' } })).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"I play a unit with a When Played: does that one wait to resolve?" Yes, once it is in play with its cost paid', () => {
    const v = answer({
      cards: [withAbilities('trooper', 'A', [{ id: 'wp', when: 'When Played' }], { entered: 'now' })],
      happens: [{ play: 'trooper' }],
      ask: { order: ['trooper/wp'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-played');
    expect(words(v)).toContain('trooper is in play with its cost paid, so "trooper/wp" triggers');
  });
});

describe('attacks by a leader unit', () => {
  it('"My leader unit attacked on my last turn: may it attack again on this one?" No, it is still exhausted', () => {
    const v = answer({
      cards: [leaderUnit(), unit('t', 'B', { power: 1, hp: 9 })],
      happens: [{ attack: { attacker: 'luke', defender: 't' } }, 'end-of-attack', { 'start-of-turn': 'B' }, { 'start-of-turn': 'A' }],
      ask: { attack: { attacker: 'luke', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(message(v, 'AttackerExhausted')).toBe('luke is exhausted; only a ready unit may attack.');
  });

  it('"Does their Sentinel bind my leader unit too?" Yes', () => {
    const v = answer({
      cards: [leaderUnit(), unit('g', 'B', { hp: 9 }, ['Sentinel'])],
      ask: { attack: { attacker: 'luke', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(words(v)).toContain(
      "g has Sentinel and is in the ground arena with luke, so while it is there every attack by luke must target it: luke cannot attack B's base.",
    );
  });

  it('"I deployed my leader this turn and then played a card: may it attack?" No, I have taken my action', () => {
    const v = answer({
      acted: true,
      cards: [leaderUnit({ unit: { arena: 'ground', power: 4, hp: 7, leader: true, entered: 'now' } })],
      ask: { attack: { attacker: 'luke', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(v).toCite('swu-leader-deploys-ready');
    expect(codes(v)).not.toContain('AttackerExhausted');
  });

  it('"My leader unit is defeated by the damage back: does its When Defeated trigger?" Yes, for me', () => {
    const v = answer({
      cards: [
        leaderUnit({ unit: { arena: 'ground', power: 4, hp: 3, leader: true }, abilities: [{ id: 'wd', when: 'When Defeated' }] }),
        unit('t', 'B', { power: 5, hp: 9 }),
      ],
      ask: { attack: { attacker: 'luke', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-defeated');
    expect(message(v, 'UnitDefeated')).toBe('luke has 5 damage and 3 HP: damage at least equal to HP defeats it at once.');
    expect(words(v)).toContain('"luke/wd" triggers for A');
  });
});

describe('a unit defeated during its own attack', () => {
  const attackers = [
    withAbilities('a', 'A', [
      { id: 'wd', when: 'When Defeated' },
      { id: 'oa', when: 'On Attack' },
    ]),
    unit('a2', 'A'),
    withAbilities('d', 'B', [{ id: 'od', when: 'On Defense' }], { power: 1, hp: 5 }),
  ];
  const defeatedMidAttack = [{ attack: { attacker: 'a', defender: 'd' } }, { defeat: 'a' }];

  it('"My Overwhelm attacker dies in the combat: does its excess still reach their base?" Yes, combat damage is simultaneous', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 28 } },
      cards: [
        unit('atat', 'A', { power: 5, hp: 3 }, [], { abilities: [{ keyword: 'Overwhelm' }, { id: 'wd', when: 'When Defeated' }] }),
        unit('t', 'B', { power: 4, hp: 2 }),
      ],
      ask: { attack: { attacker: 'atat', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-combat-damage');
    expect(v).toCite('swu-when-defeated');
    expect(words(v)).toContain('atat has 4 damage and 3 HP');
    expect(words(v)).toContain("B's base has 31 damage and 30 HP: it is destroyed and B loses the game");
  });

  it('"My attacker was defeated before combat damage: may my other unit begin an attack now?" Not until that attack ends', () => {
    const input = { cards: attackers, happens: defeatedMidAttack, ask: { attack: { attacker: 'a2', target: 'base', byAbility: true } } };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    // Its attacker has left play: the answer must not say it is attacking.
    expect(words(v)).not.toContain('a is attacking now');
    expect(message(v, 'AttackInProgress')).toBe(
      'The attack by a has not ended yet, and units attack one at a time: a2 may begin an attack only once that attack has ended.',
    );
    const after = answer({ ...input, happens: [...defeatedMidAttack, 'end-of-attack'] });
    expect(after).toBeAllowed();
  });

  it('"My attacker died during its attack: do I get another action this turn?" No, the attack was my action', () => {
    const v = answer({
      resources: { A: 5 },
      hand: [{ id: 'x', cost: 1 }],
      cards: attackers,
      happens: [...defeatedMidAttack, 'end-of-attack'],
      ask: { act: 'play' },
    });
    expect(v).toBeRefusedBy('swu-one-action-per-turn');
    expect(words(v)).toContain('A already took their action this turn; playing a card would be a second one');
  });

  it('"Its On Attack, its When Defeated and their On Defense wait: may mine both go before theirs?" Yes, as I choose', () => {
    const v = answer({ cards: attackers, happens: defeatedMidAttack, ask: { order: ['a/wd', 'a/oa', 'd/od'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-in-play');
    expect(v).toCite('swu-trigger-own-order');
    expect(words(v)).toContain('"a: On Attack" triggered while a was in play; it still resolves now that the card has left play');
    const split = answer({ cards: attackers, happens: defeatedMidAttack, ask: { order: ['a/oa', 'd/od', 'a/wd'] } });
    expect(split).toBeRefusedBy('swu-trigger-active-player-chooses');
  });
});
