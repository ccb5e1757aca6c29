/**
 * Audit questions, third round: the trigger machinery players argue about: who resolves first when
 * both players have triggers, ordering one's own, nested triggers, When Defeated abilities of units
 * defeated together, On Attack and Ambush nesting, lasting effects and when they end, replacement
 * effects against triggers, passing while triggers wait, and the words of each answer.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const withAbilities = (id: string, controller: string, abilities: object[], stats: object = {}) =>
  unit(id, controller, stats, [], { abilities });
const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
const both = [
  { id: 'a1', controller: 'A' },
  { id: 'b1', controller: 'B' },
];
const ignoreSentinel = (lasting: string) => ({ id: 'e', lasting, ignore: { card: 's', keyword: 'Sentinel' } });
const ambusher = () => [
  withAbilities('a', 'A', [{ id: 'wp', when: 'When Played' }, { id: 'oa', when: 'On Attack' }, { keyword: 'Ambush' }]),
  withAbilities('b', 'B', [
    { id: 'od', when: 'On Defense' },
    { id: 'wd', when: 'When Defeated' },
  ]),
];
const ambushAttack = [{ play: 'a' }, { attack: { attacker: 'a', defender: 'b' } }];

describe('who resolves first', () => {
  it('"It is their turn and we both have a trigger: may theirs go first?" Yes, they choose', () => {
    const v = answer({ active: 'B', pending: both, ask: { order: ['b1', 'a1'] } });
    expect(v).toBeAllowed();
    expect(message(v, 'FirstPlayerChosen')).toContain('B, the active player, chose');
  });

  it('"It is their turn: may they let mine go first?" Yes, it is their choice either way', () => {
    const v = answer({ active: 'B', pending: both, ask: { order: ['a1', 'b1'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-active-player-chooses');
  });

  it('"My unit with a Bounty and a When Defeated is defeated on their turn: whose resolves first?" They choose', () => {
    const v = answer({
      active: 'A',
      cards: [withAbilities('x', 'B', [{ id: 'wd', when: 'When Defeated' }, { keyword: 'Bounty' }])],
      happens: [{ defeat: 'x' }],
      ask: { order: ['x/bounty', 'x/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-bounty');
    expect(v).toCite('swu-trigger-active-player-chooses');
  });

  it('"Both our units die to one blast on my turn: may theirs resolve before mine?" Yes, as I choose', () => {
    const v = answer({
      cards: [
        withAbilities('x', 'A', [{ id: 'wd', when: 'When Defeated' }], { hp: 2 }),
        withAbilities('y', 'B', [{ id: 'wd', when: 'When Defeated' }], { hp: 2 }),
      ],
      happens: [{ damage: { cards: ['x', 'y'], amount: 2 } }],
      ask: { order: ['y/wd', 'x/wd'] },
    });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('the active player chooses which player resolves first');
  });
});

describe('units defeated together: what the answer says', () => {
  it('"One blast defeats two of my units on their turn: does the opponent choose who goes first?" No, only I have triggers', () => {
    const v = answer({
      active: 'B',
      cards: [
        withAbilities('x', 'A', [{ id: 'wd', when: 'When Defeated' }], { hp: 1 }),
        withAbilities('y', 'A', [{ id: 'wd', when: 'When Defeated' }], { hp: 1 }),
      ],
      happens: [{ damage: { cards: ['x', 'y'], amount: 1 } }],
      ask: { order: ['y/wd', 'x/wd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-own-order');
    expect(words(v)).not.toContain('active player chooses');
    expect(message(v, 'DefeatedAtOnce')).toContain('one player’s, who orders them');
  });

  it('"A blast defeats two units, only mine has a When Defeated: is there a first-player choice?" No', () => {
    const v = answer({
      cards: [withAbilities('x', 'A', [{ id: 'wd', when: 'When Defeated' }], { hp: 1 }), unit('y', 'B', { hp: 1 })],
      happens: [{ damage: { cards: ['x', 'y'], amount: 1 } }],
      ask: { order: ['x/wd'] },
    });
    expect(v).toBeAllowed();
    expect(words(v)).not.toContain('active player chooses');
  });

  it('"A blast defeats two units with no abilities: does anything wait?" No, and the answer says none triggered', () => {
    const v = answer({
      cards: [unit('x', 'A', { hp: 1 }), unit('y', 'B', { hp: 1 })],
      happens: [{ damage: { cards: ['x', 'y'], amount: 1 } }],
      ask: { act: 'trigger' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(message(v, 'DefeatedAtOnce')).toContain('triggers no ability');
    expect(words(v)).not.toContain('wait together');
  });

  it('"A blast defeats their defender mid-Ambush: does its When Defeated jump ahead of my When Played?" Yes, it nests', () => {
    const cards = [...ambusher(), withAbilities('c', 'B', [{ id: 'wd', when: 'When Defeated' }], { hp: 1 })];
    const v = answer({
      cards,
      happens: [...ambushAttack, { damage: { cards: ['b', 'c'], amount: 3 } }],
      ask: { order: ['b/od', 'a/oa', 'a/wp', 'b/wd', 'c/wd'] },
    });
    expect(v).toBeRefusedBy('swu-nested-resolve-first');
  });
});

describe('nested triggers', () => {
  const nested = [
    { id: 'a1', controller: 'A', triggers: [{ id: 'b1', controller: 'B' }] },
    { id: 'a2', controller: 'A' },
  ];

  it('"My first trigger triggered theirs: may I finish my second before theirs?" No, theirs resolves first', () => {
    expect(answer({ pending: nested, ask: { order: ['a1', 'a2', 'b1'] } })).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"And right after mine, then my second?" Yes', () => {
    const v = answer({ pending: nested, ask: { order: ['a1', 'b1', 'a2'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-nested-resolve-first');
  });

  it('"May the triggered ability resolve before the one that caused it?" No', () => {
    const v = answer({ pending: [{ id: 'a1', controller: 'A', triggers: [{ id: 'b1', controller: 'B' }] }], ask: { order: ['b1', 'a1'] } });
    expect(v).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"Three layers deep: does each finish before its parent\'s layer goes on?" Yes, and I pick first in the middle layer', () => {
    const v = answer({
      pending: [
        {
          id: 'a1',
          controller: 'A',
          triggers: [
            { id: 'b1', controller: 'B', triggers: [{ id: 'a3', controller: 'A' }] },
            { id: 'a4', controller: 'A' },
          ],
        },
        { id: 'a2', controller: 'A' },
      ],
      ask: { order: ['a1', 'a4', 'b1', 'a3', 'a2'] },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'FirstPlayerChosen')).toContain('in the layer triggered by "a1"');
  });

  it('"My trigger triggered two of theirs: who orders those?" They do', () => {
    const v = answer({
      pending: [
        {
          id: 'a1',
          controller: 'A',
          triggers: [
            { id: 'b1', controller: 'B' },
            { id: 'b2', controller: 'B' },
          ],
        },
      ],
      ask: { order: ['a1', 'b2', 'b1'] },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'OwnOrderChosen')).toContain('B chose');
  });
});

describe('On Attack and Ambush', () => {
  it('"My Ambush attack triggers my On Attack: may my When Played go first?" No, the Ambush\'s own layer comes first', () => {
    const v = answer({ cards: ambusher(), happens: ambushAttack, ask: { order: ['a/wp', 'b/od', 'a/oa'] } });
    expect(v).toBeRefusedBy('swu-nested-resolve-first');
  });

  it('"In my Ambush attack, may their On Defense resolve before my On Attack?" Yes, I choose', () => {
    const v = answer({ cards: ambusher(), happens: ambushAttack, ask: { order: ['b/od', 'a/oa', 'a/wp'] } });
    expect(v).toBeAllowed();
    expect(message(v, 'FirstPlayerChosen')).toContain('in the layer triggered by "a: Ambush"');
  });

  it('"My "When Played/On Attack" unit Ambushes: does the On Attack copy resolve before the When Played one?" Yes', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'w', when: 'When Played/On Attack' }, { keyword: 'Ambush' }]), unit('b', 'B')],
      happens: ambushAttack,
      ask: { order: ['a/w#2', 'a/w'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-slash-conditions');
  });

  it('"Is my Ambush, its attack begun, still a trigger I put in the order?" No, it is resolving', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'oa', when: 'On Attack' }, { keyword: 'Ambush' }]), unit('b', 'B')],
      happens: ambushAttack,
      ask: { order: ['a/ambush', 'a/oa'] },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"My Ambush attack has ended; my When Played still waits: may I play a card?" No, it resolves first', () => {
    const v = answer({
      resources: { A: 5 },
      hand: [{ id: 'h', owner: 'A', cost: 1 }],
      cards: [withAbilities('a', 'A', [{ id: 'wp', when: 'When Played' }, { keyword: 'Ambush' }]), unit('b', 'B')],
      happens: [{ play: 'a', byAbility: true }, { attack: { attacker: 'a', defender: 'b' } }, 'end-of-attack'],
      ask: { act: 'play' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"My On Attack waits: may my other unit begin an attack?" No, one attack at a time', () => {
    const v = answer({
      cards: [withAbilities('a', 'A', [{ id: 'oa', when: 'On Attack' }]), unit('c', 'A'), unit('b', 'B')],
      happens: [{ attack: { attacker: 'a', defender: 'b' } }],
      ask: { attack: { attacker: 'c', target: 'base', byAbility: true } },
    });
    expect(v).toBeRefusedBy('swu-attacker-ready-exhausts');
  });

  it('"What does the answer call their On Defense?" A trigger before combat damage, whose damage is not combat damage', () => {
    const v = answer({
      cards: [unit('a', 'A'), withAbilities('b', 'B', [{ id: 'od', when: 'On Defense' }])],
      happens: [{ attack: { attacker: 'a', defender: 'b' } }],
      ask: { order: ['b/od'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-on-attack');
  });
});

describe('lasting and delayed effects', () => {
  it('"Their Sentinel is ignored for this attack: after the attack, is it back?" Yes', () => {
    const v = answer({
      effects: [ignoreSentinel('this-attack')],
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'])],
      happens: [{ attack: { attacker: 'a', defender: 's' } }, 'end-of-attack'],
      ask: { active: { card: 's', ability: 'sentinel' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-lasting-effect-duration');
  });

  it('"Ignored for this phase: is it back once the attack ends?" No, the phase goes on', () => {
    const v = answer({
      effects: [ignoreSentinel('this-phase')],
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'])],
      happens: [{ attack: { attacker: 'a', defender: 's' } }, 'end-of-attack'],
      ask: { active: { card: 's', ability: 'sentinel' } },
    });
    expect(v).toBeRefusedBy('swu-ignore-keyword');
  });

  it('"Ignored for this phase: does it come back when their turn starts?" No', () => {
    const v = answer({
      effects: [ignoreSentinel('this-phase')],
      cards: [unit('s', 'B', {}, ['Sentinel'])],
      happens: [{ 'start-of-turn': 'B' }],
      ask: { active: { card: 's', ability: 'sentinel' } },
    });
    expect(v).toBeRefusedBy('swu-ignore-keyword');
  });

  it('"Ignored for this phase, and we both pass: is it back next phase?" Yes', () => {
    const v = answer({
      effects: [ignoreSentinel('this-phase')],
      cards: [unit('s', 'B', {}, ['Sentinel'])],
      happens: ['regroup'],
      ask: { active: { card: 's', ability: 'sentinel' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-lasting-effect-duration');
  });

  it('"Their delayed effect fires at the end of my attack while my On Attack waits: may I resolve mine first?" Yes, I choose', () => {
    const v = answer({
      effects: [{ id: 'd', delayed: 'end-of-attack', controller: 'B' }],
      cards: [withAbilities('a', 'A', [{ id: 'oa', when: 'On Attack' }]), unit('b', 'B')],
      happens: [{ attack: { attacker: 'a', defender: 'b' } }, 'end-of-attack'],
      ask: { order: ['a/oa', 'd'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-delayed-effect-fires');
  });

  it('"My delayed effect waits for the start of my turn: does it fire when theirs starts?" No', () => {
    const v = answer({
      effects: [{ id: 'd', delayed: 'start-of-turn', controller: 'A' }],
      happens: [{ 'start-of-turn': 'B' }],
      ask: { act: 'trigger' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });
});

describe('replacement effects versus triggers', () => {
  const replaced = {
    effects: [{ id: 'r', replacement: 'defeat', card: 'x' }],
    cards: [withAbilities('x', 'A', [{ id: 'wd', when: 'When Defeated' }])],
    happens: [{ defeat: 'x' }],
  };

  it('"My unit\'s defeat was replaced: does its When Defeated wait?" No, it was never defeated', () => {
    const v = answer({ ...replaced, ask: { order: ['x/wd'] } });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(v).toCite('swu-replacement-instead');
  });

  it('"May I put the replacement effect itself in the order?" No, it is never queued', () => {
    expect(answer({ ...replaced, ask: { order: ['r'] } })).toBeRefusedBy('swu-replacement-not-queued');
  });
});

describe('passing and resolving while triggers wait', () => {
  it('"A trigger waits and they passed: does my pass end the phase at once?" Only once the waiting abilities resolve', () => {
    const v = answer({ opponentPassed: true, pending: [{ id: 'a1', controller: 'A' }], ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(message(v, 'PassesEndPhase')).toContain('once waiting abilities resolve');
  });

  it('"Their trigger waits: may I take the initiative?" No, it resolves first', () => {
    expect(answer({ pending: [{ id: 'b1', controller: 'B' }], ask: { act: 'initiative' } })).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('"A trigger waits as we both pass: does it resolve before the regroup phase?" Yes, with the delayed effect that fires', () => {
    const v = answer({
      pending: [{ id: 'a1', controller: 'A' }],
      effects: [{ id: 'd', delayed: 'end-of-phase', controller: 'B' }],
      happens: ['regroup'],
      ask: { act: 'trigger' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
    expect(message(v, 'WaitingResolveBeforeEnd')).toContain('(a1, d)');
  });

  it('"My unit left play before its When Played resolved: does it still resolve?" Yes', () => {
    const v = answer({
      cards: [withAbilities('x', 'A', [{ id: 'wp', when: 'When Played' }])],
      happens: [{ play: 'x' }, { defeat: 'x' }],
      ask: { order: ['x/wp'] },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('ResolvesAfterLeaving');
  });
});

describe('slash conditions in words', () => {
  it('"An ability with three slashed conditions: does the answer say it names two?" No', () => {
    const v = answer({
      cards: [withAbilities('x', 'A', [{ id: 'w', when: 'When Played/On Attack/When Defeated' }])],
      happens: [{ defeat: 'x' }],
      ask: { order: ['x/w'] },
    });
    expect(v).toBeAllowed();
    expect(message(v, 'SlashConditions')).not.toContain('two conditions');
    expect(message(v, 'SlashConditions')).toContain('now on "when defeated"');
  });
});
