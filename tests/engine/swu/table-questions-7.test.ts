/**
 * Table questions, seventh round: paying with too few ready resources, the aspect penalty on
 * neutral and double-icon cards, playing for free and with a discount; exhausted attackers and
 * defenders and what the regroup phase readies; who keeps the initiative when nobody takes it;
 * events, which are not units; damage at HP and the base's end of the game; and keywords in
 * combination (Ambush with Raid and Overwhelm, Grit with Overwhelm, Restore on an attacker that is
 * defeated, Saboteur in an Ambush attack, Bounty beside a When Defeated ability, Shielded in the
 * When Played window). Each asserts the verdict, the rule blocks cited and what the words tell the
 * player; a refused answer does not tell of an attack, a payment or a damage that does not happen.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';

/** Both players pass in turn from A's turn, then the regroup phase runs. */
const bothPassThenRegroup = ['pass', { 'start-of-turn': 'B' }, 'pass', 'regroup'];

describe('resources and costs', () => {
  it('"I have 3 ready resources: may I play my 4-cost card?" No, and nothing is paid', () => {
    const v = answer({ resources: { A: 3 }, hand: [{ id: 'x', cost: 4 }], ask: { cost: 'x' } });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(message(v, 'CostNotCovered')).toBe('A has 3 ready resources for a cost of 4: they cannot pay it, so they cannot play it.');
    expect(words(v)).not.toContain('by exhausting');
    expect(codes(v)).not.toContain('CostCovered');
  });

  it('"My only card in hand costs more than my ready resources: may I play a card as my action?" No: it would change nothing', () => {
    const v = answer({ resources: { A: 3 }, hand: [{ id: 'x', cost: 4 }], ask: { act: 'play', card: 'x' } });
    expect(v).toBeRefusedBy('swu-action-must-change-state');
    expect(words(v)).toContain('A cannot pay for any card in hand with 3 ready resources');
    const enough = answer({ resources: { A: 4 }, hand: [{ id: 'x', cost: 4 }], ask: { act: 'play', card: 'x' } });
    expect(enough).toBeAllowed();
  });

  it('"A 2-cost Aggression card, my leader and base give only Command, 3 ready resources: can I play it?" No, it costs 4', () => {
    const v = answer({
      resources: { A: 3 },
      aspects: { A: ['command'] },
      hand: [{ id: 'x', cost: 2, aspects: ['aggression'] }],
      ask: { cost: 'x' },
    });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(v).toCite('swu-aspect-penalty');
    expect(v).toCite('swu-cost-modified');
    expect(message(v, 'ModifiedCost')).toContain('printed 2, +2 in increases');
    expect(message(v, 'CostNotCovered')).toContain('a cost of 4');
  });

  it('"A neutral card, and my leader and base give no aspect at all: is there a penalty?" None: it has no icons', () => {
    const v = answer({ resources: { A: 2 }, aspects: { A: [] }, hand: [{ id: 'x', cost: 2, aspects: [] }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-aspect-penalty');
    expect(message(v, 'NoAspectIcons')).toBe(
      'x has no aspect icons (a neutral card), so it pays no aspect penalty, whatever the leader and base provide.',
    );
    expect(codes(v)).not.toContain('AspectsProvided');
    expect(codes(v)).not.toContain('AspectPenalty');
    expect(message(v, 'CostCovered')).toContain('a cost of 2');
  });

  it('"A double-Heroism card, and only my leader gives Heroism: one penalty or two?" One: 2-cost plays for 4', () => {
    const input = { aspects: { A: ['heroism'] }, hand: [{ id: 'x', cost: 2, aspects: ['heroism', 'heroism'] }], ask: { cost: 'x' } };
    const v = answer({ ...input, resources: { A: 4 } });
    expect(v).toBeAllowed();
    expect(message(v, 'AspectPenalty')).toBe("x's aspect icons not provided by the leader and base (heroism) add 2 to its cost.");
    expect(message(v, 'CostCovered')).toContain('0 resources stay ready');
    expect(answer({ ...input, resources: { A: 3 } })).toBeRefusedBy('swu-pay-cost');
  });

  it('"My discount is bigger than the card\'s cost: do I get resources back?" No: it costs 0, never less', () => {
    const v = answer({ resources: { A: 0 }, hand: [{ id: 'x', cost: 2, decrease: 3 }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-cost-modified');
    expect(message(v, 'ModifiedCost')).toContain('−3 in decreases, never below 0: 0');
    expect(message(v, 'CostCovered')).toContain('A has 0 ready resources for a cost of 0');
  });

  it('"It\'s my turn: can my opponent pay for the card in their hand with my resources?" No: each player pays with their own', () => {
    const v = answer({ resources: { A: 5, B: 1 }, hand: [{ id: 'x', owner: 'B', cost: 3 }], ask: { cost: 'x' } });
    expect(v).toBeRefusedBy('swu-pay-cost');
    expect(message(v, 'CostNotCovered')).toContain('B has 1 ready resource for a cost of 3');
  });
});

describe('exhausted and ready', () => {
  it('"My unit is exhausted: may it attack?" No, and it does not exhaust or deal damage', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, [], { exhausted: true }), unit('t', 'B')],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(message(v, 'AttackerExhausted')).toBe('a is exhausted; only a ready unit may attack.');
    expect(codes(v)).not.toContain('CombatDamage');
    expect(codes(v)).not.toContain('AttackerExhaustsNow');
  });

  it('"Their unit is exhausted: may I still attack it?" Yes: only the attacker must be ready, and the defender still deals damage back', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('t', 'B', {}, [], { exhausted: true })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-attack-target');
    expect(message(v, 'CombatDamage')).toBe('Combat: a deals 2 damage to t and t deals 2 damage to a, at the same time.');
  });

  it('"My unit was played this phase without Ambush: may it attack?" Not now; after the regroup phase, yes', () => {
    const cards = [unit('n', 'A', { entered: 'phase' }), unit('t', 'B')];
    const now = answer({ cards, ask: { attack: { attacker: 'n', target: 't' } } });
    expect(now).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(codes(now)).not.toContain('CombatDamage');
    const later = answer({ cards, happens: bothPassThenRegroup, ask: { attack: { attacker: 'n', target: 't' } } });
    expect(later).toBeAllowed();
    expect(later).toCite('swu-regroup');
    expect(message(later, 'RegroupReadies')).toContain('readied: n');
  });

  it('"My unit attacked this round: may it attack again next round?" Yes: the regroup phase readies it', () => {
    const cards = [unit('a', 'A'), unit('t', 'B', { hp: 5 })];
    const happens = [
      { attack: { attacker: 'a', defender: 't' } },
      'end-of-attack',
      { 'start-of-turn': 'B' },
      'pass',
      { 'start-of-turn': 'A' },
      'pass',
      'regroup',
    ];
    const again = answer({ cards, happens, ask: { attack: { attacker: 'a', target: 't' } } });
    expect(again).toBeAllowed();
    expect(message(again, 'AttackerExhaustsNow')).toBe('a is ready; it exhausts as the attack begins.');
    const sameRound = answer({ cards, happens: happens.slice(0, 2), ask: { attack: { attacker: 'a', target: 't', byAbility: true } } });
    expect(sameRound).toBeRefusedBy('swu-attacker-ready-exhausts');
  });
});

describe('the initiative', () => {
  it('"Nobody took the initiative this round: who starts the next one?" The player who held it, even if the other passed last', () => {
    const v = answer({
      cards: [unit('a', 'A')],
      happens: [
        { attack: { attacker: 'a' } },
        'end-of-attack',
        { 'start-of-turn': 'B' },
        'pass',
        { 'start-of-turn': 'A' },
        'pass',
        'regroup',
      ],
      ask: { act: 'pass' },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'RegroupReadies')).toContain('may resource 1 card, A first');
    expect(message(v, 'RegroupReadies')).toContain('the next action phase starts with A, who holds the initiative');
    expect(v.reasons.at(-2)?.message).toBe("It is A's turn and they have not acted yet; passing is their one action for this turn.");
  });

  it('"My opponent holds the initiative and it is their counter: do they start the next round after we both pass?" Yes', () => {
    const v = answer({
      active: 'A',
      initiative: 'B',
      happens: ['pass', { 'start-of-turn': 'B' }, 'pass', 'regroup'],
      ask: { act: 'pass' },
    });
    expect(message(v, 'RegroupReadies')).toContain('the next action phase starts with B, who holds the initiative');
    expect(v.reasons.at(-2)?.message).toBe("It is B's turn and they have not acted yet; passing is their one action for this turn.");
  });

  it('"My opponent already took the initiative this round: may I take it?" No', () => {
    const v = answer({ active: 'A', initiative: 'B', initiativeTaken: true, ask: { act: 'initiative' } });
    expect(v).toBeRefusedBy('swu-initiative-once-per-round');
    expect(message(v, 'InitiativeAlreadyTaken')).toBe('B already took the initiative this round; only one player may take it per round.');
  });

  it('"I took the initiative: may I play a card on my next turn?" No, I pass for the rest of the phase', () => {
    const v = answer({
      initiative: 'A',
      initiativeTaken: true,
      resources: { A: 5 },
      hand: [{ id: 'x', cost: 1 }],
      ask: { act: 'play', card: 'x' },
    });
    expect(v).toBeRefusedBy('swu-initiative-auto-pass');
    expect(message(v, 'AutoPassing')).toContain('passes automatically for the rest of the phase');
  });

  it('"My opponent just passed: if I take the initiative, does the phase go on?" No: it ends the action phase', () => {
    const v = answer({ active: 'A', initiative: 'B', opponentPassed: true, ask: { act: 'initiative' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-initiative-auto-pass');
    expect(message(v, 'InitiativeThenPasses')).toContain('ends the action phase');
  });
});

describe('events are not units', () => {
  const event = (id: string, controller: string) => ({ id, controller, abilities: [{ id: 'e', event: 'Deal 2 damage to a unit.' }] });

  it('"May my unit attack their event card?" No: only an enemy unit or base is attacked, and no damage is dealt', () => {
    const v = answer({ cards: [unit('a', 'A'), event('ev', 'B')], ask: { attack: { attacker: 'a', target: 'ev' } } });
    expect(v).toBeRefusedBy('swu-attack-target');
    expect(message(v, 'TargetNotEnemy')).toBe('ev is not an enemy unit or base, so a cannot attack it.');
    expect(message(v, 'AttackerExhaustsNow')).toContain('it does not begin and a stays ready');
    expect(codes(v)).not.toContain('CombatDamage');
  });

  it('"May my event attack their unit?" No: an event is not a unit', () => {
    const v = answer({ cards: [event('ev', 'A'), unit('t', 'B')], ask: { attack: { attacker: 'ev', target: 't' } } });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(message(v, 'NotAUnit')).toBe('ev is not a unit in play, so it cannot attack.');
    expect(codes(v)).not.toContain('CombatDamage');
  });

  it('"Can I use my event\'s text later as an action?" No: it resolved when played', () => {
    const v = answer({ cards: [event('ev', 'A')], ask: { use: { card: 'ev', ability: 'e' } } });
    expect(v).toBeRefusedBy('swu-event-resolves-when-played');
  });
});

describe('damage at HP and the end of the game', () => {
  it('"Their 3-HP unit has 1 damage; my ability deals 2: is it defeated?" Yes: damage equal to HP is enough', () => {
    const v = answer({ cards: [unit('t', 'B', { hp: 3, damage: 1 })], ask: { damage: { card: 't', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-defeat-at-hp');
    expect(message(v, 'UnitDefeated')).toBe('t has 3 damage and 3 HP: damage at least equal to HP defeats it at once.');
    const one = answer({ cards: [unit('t', 'B', { hp: 3, damage: 1 })], ask: { damage: { card: 't', amount: 1 } } });
    expect(one).toBeRefusedBy('swu-defeat-at-hp');
    expect(codes(one)).not.toContain('UnitDefeated');
  });

  it('"Our units have 3 power and 3 HP each and both have When Defeated: who is defeated?" Both, and both abilities wait', () => {
    const wd = { id: 'wd', when: 'When Defeated' };
    const v = answer({
      cards: [unit('a', 'A', { power: 3, hp: 3 }, [], { abilities: [wd] }), unit('t', 'B', { power: 3, hp: 3 }, [], { abilities: [wd] })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v.reasons.filter((r) => r.code === 'UnitDefeated').map((r) => r.message)).toEqual([
      't has 3 damage and 3 HP: damage at least equal to HP defeats it at once.',
      'a has 3 damage and 3 HP: damage at least equal to HP defeats it at once.',
    ]);
    expect(v).toCite('swu-when-defeated');
    expect(words(v)).toContain('"t/wd" triggers for B');
    expect(words(v)).toContain('"a/wd" triggers for A');
  });

  it('"Their base has 26 damage of 30: does my 4-power attack win the game?" Yes; with 25 damage it does not', () => {
    const cards = [unit('a', 'A', { power: 4 })];
    const win = answer({ cards, bases: { B: { hp: 30, damage: 26 } }, ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(win).toCite('swu-base-defeat');
    expect(message(win, 'BaseDestroyed')).toContain("B's base has 30 damage and 30 HP: it is destroyed and B loses the game");
    const short = answer({ cards, bases: { B: { hp: 30, damage: 25 } }, ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(short).toBeAllowed();
    expect(codes(short)).not.toContain('BaseDestroyed');
    expect(words(short)).not.toContain('loses the game');
  });

  it('"One ability deals 2 to each base, mine at 28 and theirs at 29 of 30: who wins?" Nobody: a draw', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 28 }, B: { hp: 30, damage: 29 } }, ask: { damage: { base: 'each', amount: 2 } } });
    expect(v).toCite('swu-base-defeat');
    expect(message(v, 'BasesDestroyedDraw')).toBe('Both bases are destroyed at the same moment: the game is a draw.');
    expect(words(v)).not.toContain('loses the game');
  });

  it('"My 1-power Raid 2 unit attacks their base with 3 HP left: is it destroyed?" Yes: Raid counts against a base too', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 1 }, ['Raid 2'])],
      bases: { B: { hp: 25, damage: 22 } },
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toCite('swu-raid');
    expect(message(v, 'BaseDealsNone')).toBe('Attacking a base: a deals 3 damage to B’s base, which deals none back.');
    expect(message(v, 'BaseDestroyed')).toContain('B loses the game');
  });
});

describe('keywords together', () => {
  it('"My new Ambush unit with Raid 2 and Overwhelm attacks their 2-HP unit: how much reaches their base?" 3', () => {
    const v = answer({
      cards: [unit('r', 'A', { entered: 'now', power: 3 }, ['Ambush', 'Raid 2', 'Overwhelm']), unit('t', 'B', { hp: 2 })],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
    expect(message(v, 'RaidPower')).toBe("r's Raid 2: +2 power while it attacks, so its power is 5 for this attack.");
    expect(message(v, 'OverwhelmExcess')).toBe(
      "r's Overwhelm: of the 5 damage dealt to t, the 3 beyond its remaining 2 HP is dealt to B's base.",
    );
  });

  it('"My new Ambush unit has no enemy unit to attack: may it hit the base instead?" No: Ambush never attacks a base', () => {
    const v = answer({
      cards: [unit('r', 'A', { entered: 'now', power: 3 }, ['Ambush'])],
      ask: { attack: { attacker: 'r', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-ambush-attack');
    expect(codes(v)).not.toContain('BaseDealsNone');
  });

  it('"My damaged Grit unit with Overwhelm attacks a 2-HP unit: does Grit add to the excess?" Yes', () => {
    const v = answer({
      cards: [unit('g', 'A', { power: 2, hp: 6, damage: 3 }, ['Grit', 'Overwhelm']), unit('t', 'B', { hp: 2, power: 0 })],
      ask: { attack: { attacker: 'g', target: 't' } },
    });
    expect(v).toCite('swu-grit');
    expect(message(v, 'GritPower')).toBe('g has Grit and 3 damage on it before the combat damage: its power counts 5.');
    expect(message(v, 'OverwhelmExcess')).toContain('the 3 beyond its remaining 2 HP');
  });

  it('"Their damaged Grit unit defends: does its Grit count?" Yes, it hits back harder, and its Raid would not', () => {
    const grit = answer({
      cards: [unit('a', 'A', { power: 2, hp: 4 }), unit('g', 'B', { power: 1, hp: 5, damage: 3 }, ['Grit'])],
      ask: { attack: { attacker: 'a', target: 'g' } },
    });
    expect(message(grit, 'CombatDamage')).toBe('Combat: a deals 2 damage to g and g deals 4 damage to a, at the same time.');
    expect(words(grit)).toContain('a has 4 damage and 4 HP');
    const raid = answer({
      cards: [unit('a', 'A', { power: 2, hp: 3 }), unit('r', 'B', { power: 2, hp: 5 }, ['Raid 2'])],
      ask: { attack: { attacker: 'a', target: 'r' } },
    });
    expect(codes(raid)).not.toContain('RaidPower');
    expect(message(raid, 'CombatDamage')).toBe('Combat: a deals 2 damage to r and r deals 2 damage to a, at the same time.');
  });

  it('"My Restore 2 unit is defeated by the unit it attacks: is my base still healed?" Yes: Restore heals as the attack begins', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 1, hp: 1 }, ['Restore 2']), unit('t', 'B', { hp: 5, power: 3 })],
      bases: { A: { hp: 30, damage: 5 } },
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toCite('swu-restore');
    expect(message(v, 'RestoreHeals')).toBe(
      "a's Restore 2: as it attacks, whatever it attacks, 2 damage is healed from A's base, which has 3 damage now.",
    );
    expect(message(v, 'UnitDefeated')).toContain('a has 3 damage and 1 HP');
  });

  it('"My Ambush unit has Saboteur and their unit has a Shield: does the Shield stop my Ambush attack?" No: Saboteur defeats it first', () => {
    const v = answer({
      cards: [unit('r', 'A', { entered: 'now', power: 3 }, ['Ambush', 'Saboteur']), unit('t', 'B', { hp: 3, shields: 1 })],
      ask: { attack: { attacker: 'r', target: 't' } },
    });
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(message(v, 'SaboteurShields')).toBe("r's Saboteur defeats t's 1 Shield token as the attack begins.");
    expect(codes(v)).not.toContain('ShieldPrevents');
    expect(message(v, 'UnitDefeated')).toContain('t has 3 damage and 3 HP');
  });

  it('"My Overwhelm unit and theirs defeat each other: does the excess still reach their base?" Yes', () => {
    const v = answer({
      cards: [unit('a', 'A', { power: 5, hp: 2 }, ['Overwhelm']), unit('t', 'B', { hp: 3, power: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(message(v, 'OverwhelmExcess')).toContain("the 2 beyond its remaining 3 HP is dealt to B's base");
    expect(v.reasons.filter((r) => r.code === 'UnitDefeated')).toHaveLength(2);
  });

  it('"Their Bounty unit with a When Defeated ability is defeated: who resolves what, and must I collect?" Each their own; collecting is my choice', () => {
    const v = answer({
      cards: [
        unit('a', 'A', { power: 3 }),
        unit('b', 'B', { hp: 3 }, [], { abilities: [{ keyword: 'Bounty' }, { id: 'wd', when: 'When Defeated' }] }),
      ],
      happens: [{ defeat: 'b' }],
      ask: { order: ['b/bounty', 'b/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-bounty');
    expect(v).toCite('swu-trigger-active-player-chooses');
    expect(message(v, 'BountyCollectable')).toBe(
      'b was defeated with a Bounty: "b/bounty" triggers for A, its opponent, who may collect it or decline it.',
    );
    expect(words(v)).toContain('"b/wd" triggers for B');
    expect(message(v, 'OptionalChoice')).toContain('A chooses, when it resolves, whether to use it');
  });

  it('"I played a unit with Shielded and a When Played ability: which resolves first?" I choose: they share one window', () => {
    const v = answer({
      cards: [unit('s', 'A', {}, [], { abilities: [{ keyword: 'Shielded' }, { id: 'wp', when: 'When Played' }] })],
      happens: [{ play: 's' }],
      ask: { order: ['s/shielded', 's/wp'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-played-window');
    expect(message(v, 'SharedWhenPlayedWindow')).toBe('s entered play: s/wp, s/shielded wait in the same window, and A orders them.');
    expect(
      answer({
        cards: [unit('s', 'A', {}, [], { abilities: [{ keyword: 'Shielded' }, { id: 'wp', when: 'When Played' }] })],
        happens: [{ play: 's' }],
        ask: { order: ['s/wp', 's/shielded'] },
      }),
    ).toBeAllowed();
  });
});
