/**
 * Questions players ask at the table, each answered as a scenario (and, where it matters, through
 * a shareable link): waiting triggers before the next action, attacks an ability gives the other
 * player, units that left play, Sentinel, Ambush, costs, Shields, lasting effects and Raid.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';
import { attackOutcome, engine } from '../../../src/engine/swu/index.ts';

describe('a triggered ability is waiting: may I take my action first?', () => {
  const cards = [
    unit('fallen', 'A', {}, [], { abilities: [{ id: 'wd', when: 'When Defeated' }] }),
    unit('w', 'A', {}, [], { abilities: [{ id: 'strike', action: {} }] }),
    unit('e', 'B'),
  ];
  const defeated = { cards, resources: { A: 3 }, hand: [{ id: 'h', cost: 1 }], happens: [{ defeat: 'fallen' }] };

  it('no: playing, attacking, using an action ability or taking the initiative waits until it has resolved', () => {
    for (const ask of [
      { act: 'play', card: 'h' },
      { act: 'attack', card: 'w' },
      { act: 'ability', card: 'w' },
      { act: 'initiative' },
      { attack: { attacker: 'w', target: 'e' } },
      { use: { card: 'w', ability: 'strike' } },
    ]) {
      const v = answer({ ...defeated, ask });
      expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
      expect(codes(v)).toContain('TriggersWaiting');
    }
    expect(words(answer({ ...defeated, ask: { act: 'play', card: 'h' } }))).toContain(
      '1 triggered ability is waiting to resolve (fallen: When Defeated); they resolve at the next opportunity',
    );
  });

  it('resolving it is allowed, and is no action; passing is left to its own rules', () => {
    expect(answer({ ...defeated, ask: { act: 'trigger' } })).toBeAllowed();
    expect(answer({ ...defeated, ask: { act: 'pass' } })).toBeAllowed();
  });

  it('a delayed effect that fired at the start of the turn resolves before the player acts', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'h', cost: 1 }],
      effects: [{ id: 'd', delayed: 'start-of-turn', controller: 'A', text: 'Draw a card.' }],
      happens: [{ 'start-of-turn': 'A' }],
      ask: { act: 'play', card: 'h' },
    });
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });

  it('an attack the waiting ability itself directs is part of resolving it, so it is not held back', () => {
    const v = answer({ ...defeated, ask: { attack: { attacker: 'w', target: 'e', byAbility: true } } });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('TriggersWaiting');
  });
});

describe('an ability of the other player tells them to attack during my turn', () => {
  const cards = [unit('mine', 'A'), unit('theirs', 'B')];

  it('lets its controller attack with their own unit, and leaves my action unused', () => {
    const input = { active: 'A', cards, ask: { attack: { attacker: 'theirs', target: 'mine', byAbility: true } } };
    const v = answer(input);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
    expect(codes(v)).not.toContain('NotYourUnit');
    expect(engine.answer(throughLink(input))).toEqual(v);
    const after = answer({
      ...input,
      happens: [{ attack: { attacker: 'theirs', defender: 'mine', byAbility: true } }, 'end-of-attack'],
      ask: { act: 'pass' },
    });
    expect(words(after)).toContain('passing is their one action for this turn');
  });

  it('still refuses the other player’s unit as the active player’s own attack action', () => {
    expect(answer({ active: 'A', cards, ask: { attack: { attacker: 'theirs', target: 'mine' } } })).toBeRefusedBy(
      'swu-attacker-ready-exhausts',
    );
  });

  it('lets their unit Ambush when their ability played it during my turn', () => {
    const ambusher = unit('ambusher', 'B', {}, ['Ambush']);
    const v = answer({
      active: 'A',
      acted: true,
      cards: [unit('mine', 'A'), ambusher],
      happens: [{ play: 'ambusher', byAbility: true }],
      ask: { attack: { attacker: 'ambusher', target: 'mine' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ambush-attack');
  });
});

describe('a unit that was defeated', () => {
  const cards = [unit('a', 'A'), unit('e', 'B')];

  it('cannot be attacked, because it left play (not because it is no enemy)', () => {
    const v = answer({ cards, happens: [{ defeat: 'e' }], ask: { attack: { attacker: 'a', target: 'e', byAbility: true } } });
    expect(v).toBeRefusedBy('swu-last-known-information');
    expect(codes(v)).not.toContain('TargetNotEnemy');
    expect(words(v)).toContain('e left play earlier (defeated)');
  });

  it('cannot attack either, for the same reason', () => {
    const v = answer({ cards, happens: [{ defeat: 'a' }], ask: { attack: { attacker: 'a', target: 'e', byAbility: true } } });
    expect(v).toBeRefusedBy('swu-last-known-information');
    expect(codes(v)).toContain('LeftPlay');
    expect(codes(v)).not.toContain('NotAUnit');
  });
});

describe('Sentinel and Ambush', () => {
  it('an exhausted enemy Sentinel must still be attacked first', () => {
    const v = answer({
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'], { exhausted: true }), unit('t', 'B')],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
  });

  it('with two enemy Sentinels in the arena, either may be attacked, but nothing else', () => {
    const input = { cards: [unit('a', 'A'), unit('s1', 'B', {}, ['Sentinel']), unit('s2', 'B', {}, ['Sentinel'])] };
    expect(answer({ ...input, ask: { attack: { attacker: 'a', target: 's2' } } })).toBeAllowed();
    expect(answer({ ...input, ask: { attack: { attacker: 'a', target: 's1' } } })).toBeAllowed();
    expect(answer({ ...input, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeRefusedBy('swu-sentinel-must-target');
  });

  it('an Ambush attack must go to the enemy Sentinel too', () => {
    const cards = [unit('a', 'A', { entered: 'now' }, ['Ambush']), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 't' } } })).toBeRefusedBy('swu-sentinel-must-target');
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 's' } } })).toBeAllowed();
  });

  it('an effect ignoring Sentinel for this phase ends with it: after the regroup phase the Sentinel binds again', () => {
    const input = {
      cards: [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')],
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 's', keyword: 'Sentinel' } }],
      ask: { attack: { attacker: 'a', target: 't' } },
    };
    expect(answer(input)).toBeAllowed();
    expect(answer({ ...input, happens: ['regroup'] })).toBeRefusedBy('swu-sentinel-must-target');
  });
});

describe('costs, Shields and Raid', () => {
  it('applies the aspect penalty before a discount: 1 + 2 − 3 costs 0, not 2', () => {
    const v = answer({ resources: { A: 0 }, hand: [{ id: 'x', cost: 1, aspects: ['heroism'], decrease: 3 }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-cost-modified');
    expect(words(v)).toContain('printed 1, +2 in increases, −3 in decreases, never below 0: 0');
  });

  it('an attacker with 0 power deals no damage, so the defender’s Shield stays', () => {
    const s = parse({
      cards: [unit('a', 'A', { power: 0 }), unit('t', 'B', { shields: 1 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    expect(attackOutcome(s.state, 'a', 't').defender).toMatchObject({ dealt: 0, shieldsDefeated: 0, shieldsLeft: 1 });
  });

  it('Raid adds its number when the attacker attacks the base too', () => {
    const v = answer({ cards: [unit('a', 'A', {}, ['Raid 2'])], ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(v).toCite('swu-raid');
    expect(words(v)).toContain('a deals 4 damage to B’s base');
  });
});
