/**
 * What a player notices about cards that left play, Bounty and the regroup phase: an ability of a
 * card defeated earlier is answered by last known information (its When Defeated ability reads
 * it), not by "no such ability"; a defeated unit's Bounty triggers for its opponent, who may
 * collect it; after the regroup phase every card is ready and the initiative holder acts first;
 * and a shared link keeps a regroup in `happens`.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parse, throughLink, answer, codes, words } from './scenarios.ts';
import { engine, happen, resolutionPlan } from '../../../src/engine/swu/index.ts';

describe('a card that left play', () => {
  const walker = {
    id: 'walker',
    name: 'AT-AT',
    controller: 'A',
    exhausted: true,
    unit: { arena: 'ground', power: 6, hp: 7, damage: 2 },
    abilities: [
      { id: 'zap', action: { resources: 0 } },
      { keyword: 'Sentinel' },
      { id: 'cover', constant: 'Friendly ground units get +1/+0.' },
    ],
  };
  const gone = (ask: unknown, abilities: unknown[] = walker.abilities) =>
    answer({ cards: [{ ...walker, abilities }], happens: [{ defeat: 'walker' }], ask });

  it('has no ability to use or in effect, by last known information, not "no such ability"', () => {
    for (const ask of [
      { use: { card: 'walker', ability: 'zap' } },
      { active: { card: 'walker', ability: 'sentinel' } },
      { active: { card: 'walker', ability: 'cover' } },
    ]) {
      const v = gone(ask);
      expect(v).toBeRefusedBy('swu-last-known-information');
      expect(codes(v)).toEqual(['LeftPlay']);
      expect(v).not.toCite('swu-ability-types');
      expect(words(v)).toContain('AT-AT left play earlier (defeated)');
      expect(words(v)).toContain('controlled by A, 6 power, 7 HP, 2 damage, exhausted, defeated');
    }
  });

  it('answers its When Defeated ability by the last known information it reads', () => {
    const v = gone({ use: { card: 'walker', ability: 'wd' } }, [
      { id: 'wd', when: 'When Defeated', text: 'Deal damage equal to its power.' },
    ]);
    expect(v).toBeRefusedBy('swu-last-known-information');
    expect(codes(v)).toContain('WhenDefeatedReadsLastKnown');
    expect(words(v)).toContain(
      '"wd" is not used or in effect now; it triggered when AT-AT was defeated and reads its last known information',
    );
    expect(gone({ active: { card: 'walker', ability: 'wd' } }, [{ id: 'wd', when: 'When Defeated' }])).toBeRefusedBy(
      'swu-last-known-information',
    );
  });

  it('still names an ability it never had', () => {
    const v = gone({ use: { card: 'walker', ability: 'nope' } });
    expect(codes(v)).toEqual(['UnknownAbility']);
    expect(words(v)).toContain('known: zap, sentinel, cover');
  });

  it('takes no damage: the question is refused, not an error', () => {
    const v = gone({ damage: { card: 'walker', amount: 1 } });
    expect(v).toBeRefusedBy('swu-last-known-information');
    expect(codes(v)).toEqual(['LeftPlay']);
  });

  it('is in play again as asked when a replacement effect kept it there', () => {
    const v = answer({
      cards: [walker],
      effects: [{ id: 'stay', replacement: 'defeat', card: 'walker', instead: 'heal all damage from it' }],
      happens: [{ defeat: 'walker' }],
      ask: { active: { card: 'walker', ability: 'sentinel' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-keyword-active');
  });
});

describe('Bounty', () => {
  const smuggler = (abilities: unknown[] = [{ keyword: 'Bounty' }]) => ({
    id: 'smuggler',
    name: 'Wanted Smuggler',
    controller: 'B',
    unit: { arena: 'ground', power: 2, hp: 3 },
    abilities,
  });

  it('triggers for the opponent when the unit is defeated, and is theirs to collect or decline', () => {
    const s = parse({ cards: [smuggler()], happens: [{ defeat: 'smuggler' }], ask: { order: ['smuggler/bounty'] } });
    const v = engine.answer(s);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-bounty');
    expect(v).toCite('swu-optional-may');
    expect(words(v)).toContain('"smuggler/bounty" triggers for A, its opponent, who may collect it or decline it.');
    // Declining still resolves it: it must be in the order.
    expect(answer({ cards: [smuggler()], happens: [{ defeat: 'smuggler' }], ask: { order: [] } })).toBeRefusedBy(
      'swu-trigger-next-opportunity',
    );
  });

  it('is a choice of the collecting player in the resolution plan', () => {
    const state = happenAll(parse({ cards: [smuggler()], happens: [{ defeat: 'smuggler' }], ask: { order: [] } }));
    expect(resolutionPlan(state).decisions).toContainEqual(
      expect.objectContaining({ kind: 'optional', trigger: 'smuggler/bounty', chooser: 'A', rule: 'swu-optional-may' }),
    );
  });

  it('triggers beside a When Defeated ability: one trigger for each player, the active player picks who goes first', () => {
    const cards = [smuggler([{ keyword: 'Bounty' }, { id: 'wd', when: 'When Defeated' }])];
    const both = (order: string[]) => answer({ active: 'A', cards, happens: [{ defeat: 'smuggler' }], ask: { order } });
    expect(both(['smuggler/wd', 'smuggler/bounty'])).toBeAllowed();
    expect(both(['smuggler/bounty', 'smuggler/wd'])).toBeAllowed();
    expect(both(['smuggler/bounty', 'smuggler/wd'])).toCite('swu-trigger-active-player-chooses');
  });

  it('triggers when combat damage defeats the unit', () => {
    const v = answer({
      cards: [{ id: 'a', unit: { arena: 'ground', power: 3, hp: 5 } }, smuggler()],
      ask: { attack: { attacker: 'a', target: 'smuggler' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BountyCollectable');
  });

  it('does not trigger while the unit ignores its Bounty, nor when its defeat is replaced', () => {
    const ignored = answer({
      cards: [smuggler()],
      effects: [{ id: 'x', lasting: 'this-phase', ignore: { card: 'smuggler', keyword: 'Bounty' } }],
      happens: [{ defeat: 'smuggler' }],
      ask: { order: [] },
    });
    expect(ignored).toBeAllowed();
    expect(ignored).not.toCite('swu-bounty');
    const replaced = answer({
      cards: [smuggler()],
      effects: [{ id: 'r', replacement: 'defeat', card: 'smuggler', instead: 'return it to hand' }],
      happens: [{ defeat: 'smuggler' }],
      ask: { order: [] },
    });
    expect(replaced).not.toCite('swu-bounty');
  });
});

/** The state after what `happens`. */
function happenAll(s: ReturnType<typeof parse>) {
  let state = s.state;
  for (const e of s.happens) state = happen(state, e).state;
  return state;
}

describe('the regroup phase', () => {
  const cards = [
    { id: 'speeder', exhausted: true, unit: { arena: 'ground', power: 3, hp: 3 }, abilities: [{ id: 'zap', action: { exhaust: true } }] },
    { id: 'fresh', unit: { arena: 'ground', power: 1, hp: 1, entered: 'now' } },
    { id: 'trooper', controller: 'B', exhausted: true, unit: { arena: 'ground', power: 2, hp: 2 } },
  ];

  it('readies every card, so a unit that attacked attacks again and an [Exhaust] cost can be paid', () => {
    const before = answer({ cards, ask: { attack: { attacker: 'speeder', target: 'trooper' } } });
    expect(before).toBeRefusedBy('swu-attacker-ready-exhausts');
    const v = answer({ cards, happens: ['regroup'], ask: { attack: { attacker: 'speeder', target: 'trooper' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-regroup');
    expect(words(v)).toContain('readied: speeder, fresh, trooper');
    expect(answer({ cards, happens: ['regroup'], ask: { use: { card: 'speeder', ability: 'zap' } } })).toBeAllowed();
  });

  it('leaves no unit counting as entered this phase', () => {
    expect(answer({ cards, happens: ['regroup'], ask: { attack: { attacker: 'fresh', target: 'trooper' } } })).toBeAllowed();
  });

  it('starts the next action phase with the initiative holder, who has not acted', () => {
    const input = { active: 'A', acted: true, initiative: 'B', opponentPassed: true, cards, happens: ['regroup'] };
    const v = answer({ ...input, ask: { attack: { attacker: 'trooper', target: 'speeder' } } });
    expect(v).toBeAllowed();
    expect(words(v)).toContain('the next action phase starts with B, who holds the initiative');
    expect(answer({ ...input, ask: { use: { card: 'speeder', ability: 'zap' } } })).toBeRefusedBy('swu-action-ability-is-turn-action');
    // The initiative is there to take again in the new round.
    expect(answer({ ...input, initiativeTaken: true, ask: { act: 'initiative' } })).toBeAllowed();
  });

  it('ends the phase first: lasting effects for this phase end, no trigger is left waiting', () => {
    const v = answer({
      cards: [{ id: 'wall', controller: 'B', abilities: [{ keyword: 'Sentinel' }] }],
      effects: [{ id: 'flank', lasting: 'this-phase', ignore: { card: 'wall', keyword: 'Sentinel' } }],
      pending: [{ id: 't1', controller: 'A' }],
      happens: ['regroup'],
      ask: { active: { card: 'wall', ability: 'sentinel' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(['LastingEffectEnded', 'WaitingResolveBeforeEnd', 'RegroupReadies', 'KeywordActive']);
    const s = parse({ pending: [{ id: 't1', controller: 'A' }], happens: ['regroup'], ask: { order: [] } });
    expect(happenAll(s).pending).toEqual([]);
  });

  it('survives a shared link', () => {
    const input = { cards, happens: [{ defeat: 'fresh' }, 'regroup'], ask: { attack: { attacker: 'speeder', target: 'trooper' } } };
    expect(throughLink(input).happens).toEqual([{ kind: 'defeat', card: 'fresh' }, { kind: 'regroup' }]);
    expect(engine.answer(throughLink(input))).toEqual(answer(input));
  });
});
