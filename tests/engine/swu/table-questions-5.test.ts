/**
 * Table questions, fifth round: attacks by exhausted units and into exhausted defenders, keywords
 * together (Grit with Raid or Overwhelm, Restore on an Ambush or an ability's attack, Saboteur
 * against a prevention effect), Shields beside other prevention effects, a replaced defeat in
 * combat, two Bounties on one unit, On Defense when a base is attacked, the turn order of passes
 * across turns, the initiative, and aspect costs with two different aspects. Each asserts the
 * verdict, the rule blocks cited and what the words tell the player.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';
import { answer, codes, throughLink, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
const withAbilities = (id: string, controller: string, abilities: object[], stats: object = {}, over: object = {}) =>
  unit(id, controller, stats, [], { abilities, ...over });

describe('who may attack, and what hits back', () => {
  it('"My exhausted unit has Saboteur: may it go past their Sentinel to the base?" No, Saboteur does not ready it', () => {
    const v = answer({
      cards: [unit('spy', 'A', {}, ['Saboteur'], { exhausted: true }), unit('guard', 'B', {}, ['Sentinel'])],
      ask: { attack: { attacker: 'spy', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(v).toCite('swu-saboteur-ignores-sentinel');
    expect(codes(v)).not.toContain('SentinelMustBeTarget');
    expect(message(v, 'AttackerExhausted')).toBe('spy is exhausted; only a ready unit may attack.');
  });

  it('"I attack their exhausted unit: does it still deal its power back?" Yes, and it defeats my 2-HP attacker', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 3, hp: 2 }), unit('d', 'B', { power: 2, hp: 4 }, [], { exhausted: true })],
      ask: { attack: { attacker: 'a', target: 'd' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-combat-damage');
    expect(v).toCite('swu-defeat-at-hp');
    expect(message(v, 'CombatDamage')).toBe('Combat: a deals 3 damage to d and d deals 2 damage to a, at the same time.');
    expect(message(v, 'UnitDefeated')).toBe('a has 2 damage and 2 HP: damage at least equal to HP defeats it at once.');
  });

  it('"I have nothing to play and no unit that can attack: may I still take the initiative?" Yes', () => {
    const v = answer({ cards: [unit('a', 'A', {}, [], { exhausted: true })], ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-once-per-round');
    expect(v).toCite('swu-initiative-auto-pass');
    expect(codes(v)).not.toContain('ChangesNothing');
    expect(message(v, 'InitiativeThenPasses')).toBe(
      'Once A takes the initiative, they pass automatically on each of their turns for the rest of the phase.',
    );
  });

  it('"I hold the counter from last round but nobody took it this round: may my opponent take it?" Yes', () => {
    const v = answer({ active: 'B', initiative: 'A', ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-once-per-round');
    expect(message(v, 'InitiativeAvailable')).toContain('Nobody has taken the initiative this round');
  });

  it('"I just played a unit whose action costs [Exhaust], by my leader\'s ability: may I use that action now?" No, it entered exhausted', () => {
    const v = answer({
      cards: [withAbilities('droid', 'A', [{ id: 'scan', action: { exhaust: true } }], { entered: 'now' })],
      ask: { use: { card: 'droid', ability: 'scan' } },
    });
    expect(v).toBeRefusedBy('swu-exhaust-cost');
    expect(v).toCite('swu-action-ability-is-turn-action');
    expect(message(v, 'ExhaustCostUnpayable')).toBe('droid is exhausted, so it cannot pay an [Exhaust] cost.');
  });

  it('"My leader is exhausted and its unused Epic Action costs [Exhaust]: may I use it?" No', () => {
    const v = answer({
      resources: { A: 5 },
      cards: [{ id: 'leader', exhausted: true, abilities: [{ id: 'finale', epic: { exhaust: true } }] }],
      ask: { use: { card: 'leader', ability: 'finale' } },
    });
    expect(v).toBeRefusedBy('swu-exhaust-cost');
    expect(v).toCite('swu-epic-action-once');
    expect(codes(v)).not.toContain('EpicActionUsed');
  });
});

describe('keywords together', () => {
  it('"My Grit unit has 2 damage and Raid 2: how much does its 1 power deal when it attacks?" 5', () => {
    const v = answer({
      cards: [unit('brute', 'A', { power: 1, hp: 5, damage: 2 }, ['Grit', 'Raid 2']), unit('d', 'B', { power: 1, hp: 5 })],
      ask: { attack: { attacker: 'brute', target: 'd' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-grit');
    expect(v).toCite('swu-raid');
    expect(v).toCite('swu-defeat-at-hp');
    expect(message(v, 'RaidPower')).toBe("brute's Raid 2: +2 power while it attacks, so its power is 5 for this attack.");
    expect(message(v, 'UnitDefeated')).toBe('d has 5 damage and 5 HP: damage at least equal to HP defeats it at once.');
  });

  it('"My damaged Grit unit has Overwhelm: is the excess counted from its Grit power?" Yes, 3 of 5, and their base falls', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 28 } },
      cards: [unit('brute', 'A', { power: 2, hp: 6, damage: 3 }, ['Grit', 'Overwhelm']), unit('d', 'B', { power: 1, hp: 2 })],
      ask: { attack: { attacker: 'brute', target: 'd' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-grit');
    expect(v).toCite('swu-shield-overwhelm');
    expect(v).toCite('swu-base-defeat');
    expect(message(v, 'OverwhelmExcess')).toBe(
      "brute's Overwhelm: of the 5 damage dealt to d, the 3 beyond its remaining 2 HP is dealt to B's base.",
    );
  });

  it('"My Ambush unit has Restore 2: does my base heal in its Ambush attack?" Yes', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 5 } },
      cards: [unit('medic', 'A', { power: 1, hp: 5, entered: 'now' }, ['Ambush', 'Restore 2']), unit('d', 'B', { power: 1, hp: 6 })],
      happens: [{ play: 'medic' }],
      ask: { attack: { attacker: 'medic', target: 'd' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
    expect(v).toCite('swu-restore');
    expect(message(v, 'RestoreHeals')).toContain("2 damage is healed from A's base, which has 3 damage now");
  });

  it('"My ability gives my Restore unit an attack after I took my action: does Restore heal?" Yes, whatever made it attack', () => {
    const v = answer({
      acted: true,
      bases: { A: { hp: 30, damage: 4 } },
      cards: [unit('medic', 'A', {}, ['Restore 2']), unit('d', 'B', { power: 1, hp: 5 })],
      ask: { attack: { attacker: 'medic', target: 'd', byAbility: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
    expect(v).toCite('swu-restore');
    expect(message(v, 'RestoreHeals')).toContain('which has 2 damage now');
  });

  it('"My Saboteur and Overwhelm unit hits a unit with two Shields and a prevent-all effect: anything through?" No', () => {
    const v = answer({
      cards: [unit('spy', 'A', { power: 4, hp: 4 }, ['Saboteur', 'Overwhelm']), unit('d', 'B', { power: 1, hp: 2, shields: 2 })],
      effects: [{ id: 'cover', replacement: 'damage', card: 'd', instead: 'prevent it' }],
      ask: { attack: { attacker: 'spy', target: 'd' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(v).toCite('swu-replacement-instead');
    expect(v).toCite('swu-shield-overwhelm');
    expect(message(v, 'SaboteurShields')).toBe("spy's Saboteur defeats d's 2 Shield tokens as the attack begins.");
    expect(message(v, 'DamagePrevented')).toBe('Replacement effect "cover" prevents 4 of the damage to d as it would be dealt.');
    expect(codes(v)).toContain('OverwhelmBlocked');
    expect(codes(v)).not.toContain('OverwhelmExcess');
    expect(codes(v)).not.toContain('UnitDefeated');
  });

  it('"Their unit has two Bounties and is defeated: do I get both, and may I take them in either order?" Yes', () => {
    const input = {
      cards: [
        unit('mark', 'B', {}, [], {
          abilities: [
            { id: 'b1', keyword: 'Bounty' },
            { id: 'b2', keyword: 'Bounty' },
          ],
        }),
      ],
      happens: [{ defeat: 'mark' }],
      ask: { order: ['mark/b2', 'mark/b1'] },
    };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-bounty');
    expect(v).toCite('swu-trigger-own-order');
    expect(codes(v).filter((c) => c === 'BountyCollectable')).toHaveLength(2);
    expect(codes(v).filter((c) => c === 'OptionalChoice')).toHaveLength(2);
    // The answer tells the two Bounties apart, as it does two When Defeated abilities of one card.
    expect(message(v, 'OwnOrderChosen')).toBe(
      'A chose the order of their own simultaneous triggers: mark: Bounty (b2) → mark: Bounty (b1).',
    );
    expect(engine.answer(throughLink(input))).toEqual(v);
  });
});

describe('Shields beside other prevention effects', () => {
  it('"An effect prevents all damage to my shielded unit and I apply it first: do I keep the Shield?" Yes', () => {
    const v = answer({
      cards: [unit('t', 'A', { hp: 3, shields: 1 })],
      effects: [{ id: 'cover', replacement: 'damage', card: 't', instead: 'prevent it' }],
      ask: { damage: { card: 't', amount: 3, order: ['cover', 'shield'] } },
    });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-replacement-instead');
    expect(codes(v)).not.toContain('ShieldPrevents');
    expect(message(v, 'UnitSurvives')).toBe('t has 0 damage and 3 HP, so it is not defeated.');
  });

  it('"An effect prevents 1 of each hit; 1 then 3 at my shielded unit: when is the Shield used?" On the 3, not the 1', () => {
    const v = answer({
      cards: [unit('t', 'A', { hp: 3, shields: 1 })],
      effects: [{ id: 'plate', replacement: 'damage', card: 't', prevent: 1, instead: 'prevent 1 of it' }],
      ask: { damage: { card: 't', amount: [1, 3], order: ['plate', 'shield'] } },
    });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-replacements-one-at-a-time');
    expect(v).toCite('swu-damage-sequential');
    expect(message(v, 'ShieldPrevents')).toBe('A Shield token on t prevents 2 damage and is defeated (0 left).');
    expect(codes(v).filter((c) => c === 'DamagePrevented')).toHaveLength(2);
    expect(message(v, 'UnitSurvives')).toBe('t has 0 damage and 3 HP, so it is not defeated.');
  });
});

describe('a defeat in combat that an effect replaces', () => {
  const cards = [
    unit('a', 'A', { power: 5, hp: 5 }, ['Overwhelm']),
    withAbilities('d', 'B', [{ id: 'wd', when: 'When Defeated' }], { power: 1, hp: 2 }),
  ];
  const effects = [{ id: 'recall', replacement: 'defeat', card: 'd', controller: 'B', instead: 'return it to its owner’s hand' }];

  it('"An effect returns their defender to hand instead of its defeat: does the answer call it defeated?" No', () => {
    const v = answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-replacement-instead');
    expect(codes(v)).not.toContain('UnitDefeated');
    expect(codes(v)).not.toContain('WhenDefeatedTriggered');
    expect(message(v, 'ReplacementApplied')).toBe(
      'Replacement effect "recall" changed "d is defeated" as it happened: instead, return it to its owner’s hand.',
    );
  });

  it('"Does my Overwhelm excess still reach their base when their defender’s defeat is replaced?" Yes, the damage was dealt', () => {
    const v = answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toCite('swu-shield-overwhelm');
    expect(message(v, 'OverwhelmExcess')).toBe(
      "a's Overwhelm: of the 5 damage dealt to d, the 3 beyond its remaining 2 HP is dealt to B's base.",
    );
  });

  it('"Two effects could replace their defender’s defeat and none is picked: does the answer call it defeated?" No, B must pick', () => {
    const two = [...effects, { id: 'heal', replacement: 'defeat', card: 'd', controller: 'B', instead: 'heal all damage from it' }];
    const v = answer({ cards, effects: two, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toBeRefusedBy('swu-replacement-controller-chooses');
    expect(codes(v)).not.toContain('UnitDefeated');
    expect(words(v)).toContain('B must pick the one that applies');
  });

  it('"Without an effect, is their defender still called defeated, and its When Defeated waiting?" Yes', () => {
    const v = answer({ cards, ask: { attack: { attacker: 'a', target: 'd' } } });
    expect(v).toCite('swu-when-defeated');
    expect(message(v, 'UnitDefeated')).toBe('d has 5 damage and 2 HP: damage at least equal to HP defeats it at once.');
    expect(codes(v).indexOf('UnitDefeated')).toBeLessThan(codes(v).indexOf('WhenDefeatedTriggered'));
  });
});

describe('triggers of an attack', () => {
  const cards = [
    withAbilities('a', 'A', [{ id: 'oa', when: 'On Attack' }]),
    withAbilities('d', 'B', [{ id: 'od', when: 'On Defense' }], {}, { exhausted: true }),
  ];

  it('"Their exhausted unit is attacked: does its On Defense trigger?" Yes, and I may let it resolve first', () => {
    const v = answer({ cards, happens: [{ attack: { attacker: 'a', defender: 'd' } }], ask: { order: ['d/od', 'a/oa'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-on-attack');
    expect(v).toCite('swu-trigger-active-player-chooses');
    expect(message(v, 'FirstPlayerChosen')).toContain('A, the active player, chose who resolves first: B resolves all of theirs, then A');
  });

  it('"I attack their base: does their unit’s On Defense trigger?" No, no unit defends', () => {
    const v = answer({ cards, happens: [{ attack: { attacker: 'a' } }], ask: { order: ['a/oa', 'd/od'] } });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(v).toCite('swu-on-attack');
    expect(message(v, 'TriggerNotPending')).toBe('"d/od" is not a pending triggered ability (pending: a/oa).');
  });
});

describe('passes across turns', () => {
  it('"They passed, then I played a card; now it is their turn: does their pass end the phase?" No, my play came between', () => {
    const input = { acted: true, opponentPassed: true, happens: [{ 'start-of-turn': 'B' }], ask: { act: 'pass' } };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pass-always-legal');
    expect(codes(v)).not.toContain('PassesEndPhase');
    expect(words(v)).toContain("It is B's turn and they have not acted yet; passing is their one action");
    expect(engine.answer(throughLink(input))).toEqual(v);
  });

  it('"They passed and it is my turn, nothing between: does my pass end the phase?" Yes', () => {
    const v = answer({ opponentPassed: true, ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(message(v, 'PassesEndPhase')).toContain('The opponent passed on the previous action');
  });

  it('"They took the initiative, then I acted; on their turn and then mine, does my pass end the phase?" Yes, they pass for the rest of it', () => {
    const v = answer({
      acted: true,
      initiative: 'B',
      initiativeTaken: true,
      happens: [{ 'start-of-turn': 'B' }, { 'start-of-turn': 'A' }],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(message(v, 'PassesEndPhase')).toContain('B took the initiative and passes on each of their turns');
  });
});

describe('aspect costs', () => {
  it('"A 3-cost Vigilance-Heroism card; my leader and base give only Vigilance: what does it cost?" 5, one icon uncovered', () => {
    const v = answer({
      resources: { A: 4 },
      aspects: { A: ['vigilance'] },
      hand: [{ id: 'x', owner: 'A', cost: 3, aspects: ['vigilance', 'heroism'] }],
      ask: { cost: 'x' },
    });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(v).toCite('swu-aspect-penalty');
    expect(message(v, 'AspectPenalty')).toBe("x's aspect icons not provided by the leader and base (heroism) add 2 to its cost.");
    expect(message(v, 'CostNotCovered')).toContain('A has 4 ready resources for a cost of 5');
  });

  it('"A double-Vigilance card; my leader and my base each give Vigilance: any penalty?" None', () => {
    const v = answer({
      resources: { A: 3 },
      aspects: { A: ['vigilance', 'vigilance'] },
      hand: [{ id: 'x', owner: 'A', cost: 3, aspects: ['vigilance', 'vigilance'] }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-aspect-penalty');
    expect(codes(v)).not.toContain('AspectPenalty');
    expect(message(v, 'ModifiedCost')).toBe('Modified cost of x: printed 3, +0 in increases, −0 in decreases, never below 0: 3.');
  });

  it('"I ignore the aspect penalty of a double-Aggression card I have no Aggression for: do I pay the 4?" No, 3', () => {
    const v = answer({
      resources: { A: 3 },
      aspects: { A: ['heroism'] },
      hand: [{ id: 'x', owner: 'A', cost: 3, aspects: ['aggression', 'aggression'], ignorePenalty: true }],
      ask: { cost: 'x' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ignore-aspect-penalty');
    expect(message(v, 'PenaltyIgnored')).toBe(
      'An effect ignores the aspect penalty of x: the 4 it would add is not paid; its aspects stay.',
    );
    expect(message(v, 'CostCovered')).toContain('0 resources stay ready');
  });
});
