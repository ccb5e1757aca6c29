/**
 * More questions players ask at the table: what paying a cost leaves ready, who resources first
 * in the regroup phase, whose delayed effects fire when, ignored keywords (Saboteur, Overwhelm),
 * Saboteur with Overwhelm against Shields, one Shield per instance of damage, a Shield on the
 * attacker, what a player who took the initiative may still do, and Ambush across arenas.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, parse, throughLink, unit, words } from './scenarios.ts';
import { attackOutcome, engine } from '../../../src/engine/swu/index.ts';

describe('resources and the regroup phase', () => {
  it('paying a 3-cost card with 5 ready resources exhausts 3 of them, no more: 2 stay ready', () => {
    const v = answer({ resources: { A: 5 }, hand: [{ id: 'x', cost: 3 }], ask: { cost: 'x' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-pay-cost');
    expect(words(v)).toContain('they can pay it now by exhausting 3 resources, no more: 2 resources stay ready');
    const exact = answer({ resources: { A: 1 }, hand: [{ id: 'y', cost: 1 }], ask: { cost: 'y' } });
    expect(words(exact)).toContain(
      'A has 1 ready resource for a cost of 1: they can pay it now by exhausting 1 resource, no more: 0 resources stay ready',
    );
  });

  it('in the regroup phase the initiative holder resources first, and resources are readied with the units', () => {
    const input = {
      active: 'A',
      acted: true,
      initiative: 'B',
      initiativeTaken: true,
      cards: [unit('a', 'A', {}, [], { exhausted: true })],
      happens: ['regroup'],
      ask: { act: 'pass' },
    };
    const v = answer(input);
    expect(v).toCite('swu-regroup');
    expect(words(v)).toContain('may resource 1 card, B first');
    expect(words(v)).toContain('units and resources alike (readied: a)');
    expect(engine.answer(throughLink(input))).toEqual(v);
  });
});

describe('delayed effects fire at their own timing point', () => {
  it('the opponent’s "at the start of your turn" effect does not fire at the start of my turn', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'h', cost: 1 }],
      effects: [{ id: 'd', delayed: 'start-of-turn', controller: 'B' }],
      happens: [{ 'start-of-turn': 'A' }],
      ask: { act: 'play', card: 'h' },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('TriggersWaiting');
  });

  it('an "at the end of this attack" effect fires when the attack ends, and resolves before the next action', () => {
    const v = answer({
      resources: { A: 3 },
      hand: [{ id: 'h', cost: 1 }],
      cards: [unit('a', 'A'), unit('t', 'B')],
      effects: [{ id: 'd', delayed: 'end-of-attack', controller: 'A' }],
      happens: [{ attack: { attacker: 'a', defender: 't', byAbility: true } }, 'end-of-attack'],
      ask: { act: 'play', card: 'h' },
    });
    expect(v).toCite('swu-delayed-effect-fires');
    expect(v).toBeRefusedBy('swu-trigger-next-opportunity');
  });
});

describe('ignored keywords', () => {
  it('a Saboteur unit whose Saboteur is ignored must attack the enemy Sentinel like any unit', () => {
    const cards = [unit('a', 'A', {}, ['Saboteur']), unit('s', 'B', {}, ['Sentinel'])];
    expect(answer({ cards, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeAllowed();
    const v = answer({
      cards,
      effects: [{ id: 'e', lasting: 'this-phase', ignore: { card: 'a', keyword: 'Saboteur' } }],
      ask: { attack: { attacker: 'a', target: 'base' } },
    });
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(codes(v)).not.toContain('SaboteurIgnoresSentinel');
  });

  it('an attacker whose Overwhelm is ignored sends no excess to the base', () => {
    const input = {
      cards: [unit('a', 'A', { power: 5 }, ['Overwhelm']), unit('t', 'B', { hp: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    };
    expect(attackOutcome(parse(input).state, 'a', 't').toBase).toBe(3);
    const ignored = parse({ ...input, effects: [{ id: 'e', lasting: 'this-attack', ignore: { card: 'a', keyword: 'Overwhelm' } }] });
    const out = attackOutcome(ignored.state, 'a', 't');
    expect(out.toBase).toBe(0);
    expect(out.reasons.map((r) => r.code)).not.toContain('OverwhelmExcess');
  });
});

describe('Shields and the order of damage', () => {
  it('Saboteur with Overwhelm: the Shields go as the attack begins, so the excess reaches the base', () => {
    const s = parse({
      cards: [unit('a', 'A', { power: 5 }, ['Saboteur', 'Overwhelm']), unit('t', 'B', { hp: 2, shields: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    const out = attackOutcome(s.state, 'a', 't');
    expect(out).toMatchObject({ sabotaged: 2, toBase: 3 });
    expect(out.defender).toMatchObject({ dealt: 5, defeated: true });
    expect(out.reasons.map((r) => r.rule)).toEqual(expect.arrayContaining(['swu-saboteur-defeats-shields', 'swu-shield-overwhelm']));
  });

  it('two Shields against three instances of 3 damage: each Shield stops one instance, the third is dealt', () => {
    const v = answer({ cards: [unit('t', 'B', { hp: 4, shields: 2 })], ask: { damage: { card: 't', amount: [3, 3, 3] } } });
    expect(v).toBeRefusedBy('swu-defeat-at-hp');
    expect(v).toCite('swu-shield-one-per-instance');
    expect(words(v)).toContain('t has 3 damage and 4 HP, so it is not defeated');
  });

  it('a Shield on the attacker stops the damage the defender deals back, and the attacker still deals its own', () => {
    const s = parse({
      cards: [unit('a', 'A', { power: 3, shields: 1 }), unit('t', 'B', { hp: 5, power: 2 })],
      ask: { attack: { attacker: 'a', target: 't' } },
    });
    const out = attackOutcome(s.state, 'a', 't');
    expect(out.attacker).toMatchObject({ dealt: 0, shieldsDefeated: 1, shieldsLeft: 0 });
    expect(out.defender).toMatchObject({ dealt: 3 });
  });
});

describe('a player who took the initiative', () => {
  const taken = { initiative: 'A', initiativeTaken: true, resources: { A: 3 }, hand: [{ id: 'h', cost: 1 }] };

  it('still resolves their own triggered ability', () => {
    const v = answer({ ...taken, pending: [{ id: 't', controller: 'A' }], ask: { act: 'trigger' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-trigger-not-action');
  });

  it('plays a card when their resolving ability says so, though a play as their action is refused', () => {
    expect(answer({ ...taken, ask: { act: 'play', card: 'h' } })).toBeRefusedBy('swu-initiative-auto-pass');
    const v = answer({ ...taken, ask: { act: 'play', card: 'h', byAbility: true } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
  });
});

describe('Ambush across arenas', () => {
  it('a ground unit with Ambush cannot attack when the only enemy units are in space', () => {
    const v = answer({
      cards: [unit('a', 'A', { entered: 'now' }, ['Ambush']), unit('ship', 'B', { arena: 'space' })],
      ask: { attack: { attacker: 'a', target: 'ship' } },
    });
    expect(v).toBeRefusedBy('swu-ambush-attack');
    expect(v).toBeRefusedBy('swu-arena-same');
    expect(words(v)).toContain('no enemy unit in the ground arena can be attacked');
  });
});

describe('the end of the action phase', () => {
  it('an "at the end of the phase" effect resolves before the regroup phase, as any waiting ability does', () => {
    const v = answer({
      effects: [{ id: 'd', delayed: 'end-of-phase', controller: 'B', text: 'Deal 1 damage to a base.' }],
      pending: [{ id: 'p', controller: 'A', label: 'Scout: When Played' }],
      happens: ['regroup'],
      ask: { act: 'initiative' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
    expect(words(v)).toContain('2 triggered abilities (Scout: When Played, Deal 1 damage to a base.) resolve before the regroup phase');
    expect(codes(v)).not.toContain('TriggersWaiting');
  });
});

describe('Ambush is optional', () => {
  it('the player who played the unit chooses whether it attacks with Ambush', () => {
    const v = answer({
      cards: [unit('a', 'A', {}, ['Ambush', 'Shielded']), unit('t', 'B')],
      happens: [{ play: 'a' }],
      ask: { order: ['a/shielded', 'a/ambush'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-optional-may');
    expect(words(v)).toContain('"a/ambush" is a "you may" ability: A chooses, when it resolves, whether to use it.');
    expect(words(v)).not.toContain('"a/shielded" is a "you may" ability');
  });
});
