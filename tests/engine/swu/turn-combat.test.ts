/**
 * The turn's action, attacks, damage with Shields and costs, as a player would ask them.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import {
  attackOutcome,
  canAttack,
  canPay,
  canTakeAction,
  canUse,
  dealDamage,
  engine,
  legalTargets,
  modifiedCost,
  turnActions,
} from '../../../src/engine/swu/index.ts';
import type { Card, HandCard, UnitStats } from '../../../src/engine/swu/index.ts';
import { action, card, keyword, state, trig } from './builders.ts';

const stats = (over: Partial<UnitStats> = {}): UnitStats => ({
  arena: 'ground',
  power: 2,
  hp: 3,
  damage: 0,
  shields: 0,
  leader: false,
  entered: null,
  ...over,
});
const unit = (id: string, over: Partial<Card> = {}, s: Partial<UnitStats> = {}, kws: string[] = []): Card =>
  card(id, kws.map(keyword), { unit: stats(s), ...over });
const handCard = (id: string, over: Partial<HandCard> = {}): HandCard => ({
  id,
  name: id,
  owner: 'A',
  cost: 2,
  aspects: [],
  increase: 0,
  decrease: 0,
  ignorePenalty: false,
  free: false,
  ...over,
});

describe('the turn action', () => {
  it('lists which of the five actions are legal now, and why', () => {
    const s = state({ resources: { A: 2 }, hand: [handCard('x')], cards: [unit('u', { exhausted: true })] });
    const legal = Object.fromEntries(turnActions(s).map(({ act, answer }) => [act, answer.verdict.allowed]));
    expect(legal).toEqual({ play: true, attack: false, ability: false, initiative: true, pass: true });
    expect(turnActions(s).find((a) => a.act === 'attack')!.answer.verdict).toBeRefusedBy('swu-action-must-change-state');
  });

  it('allows one action per turn; passing stays legal', () => {
    const s = state({ actionTaken: true, resources: { A: 9 }, hand: [handCard('x')] });
    expect(canTakeAction(s, { act: 'play' }).verdict).toBeRefusedBy('swu-one-action-per-turn');
    expect(canTakeAction(state(), { act: 'pass' }).verdict).toCite('swu-pass-always-legal');
  });

  it('says as data that a trigger or an ability-directed attack is not the turn action', () => {
    const s = state({ actionTaken: true, cards: [unit('u'), unit('e', { controller: 'B' })] });
    expect(canTakeAction({ ...s, pending: [trig('t', 'B')] }, { act: 'trigger' })).toMatchObject({
      usesTurnAction: false,
      verdict: { allowed: true },
    });
    const directed = canTakeAction(s, { act: 'attack', card: 'u', byAbility: true });
    expect(directed.usesTurnAction).toBe(false);
    expect(directed.verdict).toBeAllowed();
    expect(canTakeAction(state({ cards: s.cards }), { act: 'attack' }).usesTurnAction).toBe(true);
  });

  it('lets the initiative be taken once a round; its taker then only passes', () => {
    expect(
      canTakeAction(state({ turn: { initiative: 'B', initiativeTaken: true, opponentPassed: false } }), { act: 'initiative' }).verdict,
    ).toBeRefusedBy('swu-initiative-once-per-round');
    const taker = state({
      resources: { A: 5 },
      hand: [handCard('x')],
      turn: { initiative: 'A', initiativeTaken: true, opponentPassed: false },
    });
    expect(canTakeAction(taker, { act: 'play' }).verdict).toBeRefusedBy('swu-initiative-auto-pass');
    expect(canTakeAction(taker, { act: 'pass' }).verdict).toBeAllowed();
    // Using a given action ability is refused the same way, with the same rule.
    const withAbility = state({
      resources: { A: 3 },
      cards: [card('c', [action('act', { resources: 1 })])],
      turn: { initiative: 'A', initiativeTaken: true, opponentPassed: false },
    });
    expect(canUse(withAbility, 'c', 'act')).toBeRefusedBy('swu-initiative-auto-pass');
    expect(canUse({ ...withAbility, turn: { initiative: 'B', initiativeTaken: true, opponentPassed: false } }, 'c', 'act')).toBeAllowed();
  });

  it('ends the phase on the second pass in a row', () => {
    const v = canTakeAction(state({ turn: { initiative: 'A', initiativeTaken: false, opponentPassed: true } }), { act: 'pass' }).verdict;
    expect(v).toCite('swu-two-passes-end-phase');
  });
});

describe('attacks', () => {
  it('needs a ready unit, and a unit just played has entered exhausted unless it has Ambush', () => {
    const enemy = unit('e', { controller: 'B' });
    expect(canAttack(state({ cards: [unit('u', { exhausted: true }), enemy] }), 'u')).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(canAttack(state({ cards: [unit('u', { exhausted: true }, { entered: 'now' }), enemy] }), 'u')).toBeRefusedBy(
      'swu-enters-play-exhausted',
    );
    const ambusher = unit('u', { exhausted: true }, { entered: 'now' }, ['Ambush']);
    expect(canAttack(state({ cards: [ambusher, enemy] }), 'u', 'e')).toBeAllowed();
    expect(canAttack(state({ cards: [ambusher, enemy] }), 'u', 'base')).toBeRefusedBy('swu-ambush-attack');
    expect(canAttack(state({ cards: [ambusher] }), 'u')).toBeRefusedBy('swu-ambush-attack');
    expect(canAttack(state({ cards: [unit('l', {}, { leader: true, entered: 'now' })] }), 'l', 'base')).toCite('swu-leader-deploys-ready');
  });

  it('targets an enemy unit in the same arena or the base; Sentinel forces the target unless Saboteur', () => {
    const cards = [
      unit('u'),
      unit('mine'),
      unit('ship', { controller: 'B' }, { arena: 'space' }),
      unit('g', { controller: 'B' }, {}, ['Sentinel']),
      unit('t', { controller: 'B' }),
    ];
    const s = state({ cards });
    expect(legalTargets(s, 'u')).toEqual(['g']);
    expect(canAttack(s, 'u', 'mine')).toBeRefusedBy('swu-attack-target');
    expect(canAttack(s, 'u', 'ship')).toBeRefusedBy('swu-arena-same');
    expect(canAttack(s, 'u', 't')).toBeRefusedBy('swu-sentinel-must-target');
    const sab = state({ cards: [unit('u', {}, {}, ['Saboteur']), ...cards.slice(1)] });
    expect(legalTargets(sab, 'u').sort()).toEqual(['base', 'g', 't']);
    // an effect that makes the defender ignore Sentinel frees the attacker
    const ignored = state({
      cards,
      effects: [{ kind: 'lasting', id: 'e1', controller: 'A', duration: 'this-phase', ignore: { card: 'g', keyword: 'Sentinel' } }],
    });
    expect(legalTargets(ignored, 'u').sort()).toEqual(['base', 'g', 't']);
  });

  it('keeps a Hidden unit safe the phase it entered, unless it has Sentinel', () => {
    const hidden = unit('h', { controller: 'B' }, { entered: 'phase' }, ['Hidden']);
    expect(canAttack(state({ cards: [unit('u'), hidden] }), 'u', 'h')).toBeRefusedBy('swu-hidden');
    const both = unit('h', { controller: 'B' }, { entered: 'phase' }, ['Hidden', 'Sentinel']);
    expect(canAttack(state({ cards: [unit('u'), both] }), 'u', 'h')).toBeAllowed();
  });

  it('deals power both ways at once; a base deals none; Saboteur strips Shields; Overwhelm stops at a Shield', () => {
    const s = state({ cards: [unit('u', {}, { power: 4, hp: 5 }), unit('e', { controller: 'B' }, { power: 3, hp: 2 })] });
    const out = attackOutcome(s, 'u', 'e');
    expect(out.defender).toMatchObject({ dealt: 4, defeated: true });
    expect(out.attacker).toMatchObject({ dealt: 3, defeated: false });
    expect(attackOutcome(s, 'u', 'base')).toMatchObject({ attacker: null, defender: { dealt: 4 } });
    const sab = state({ cards: [unit('u', {}, { power: 4 }, ['Saboteur']), unit('e', { controller: 'B' }, { hp: 5, shields: 2 })] });
    expect(attackOutcome(sab, 'u', 'e')).toMatchObject({ sabotaged: 2, defender: { dealt: 4, shieldsLeft: 0 } });
    const ow = [unit('u', {}, { power: 8 }, ['Overwhelm'])];
    expect(attackOutcome(state({ cards: [...ow, unit('e', { controller: 'B' }, { hp: 3, damage: 1 })] }), 'u', 'e').toBase).toBe(6);
    expect(attackOutcome(state({ cards: [...ow, unit('e', { controller: 'B' }, { hp: 3, shields: 1 })] }), 'u', 'e').toBase).toBe(0);
  });
});

describe('damage and Shield tokens', () => {
  it('defeats at damage ≥ HP; a Shield prevents one whole instance', () => {
    expect(dealDamage({ damage: 1, hp: 3, shields: 0 }, [2])).toMatchObject({ damage: 3, defeated: true });
    expect(dealDamage({ damage: 0, hp: 1, shields: 1 }, [9])).toMatchObject({ dealt: 0, shieldsLeft: 0, defeated: false });
    expect(dealDamage({ damage: 0, hp: 2, shields: 1 }, [2, 2])).toMatchObject({ dealt: 2, shieldsDefeated: 1, defeated: true });
    expect(dealDamage({ damage: 0, hp: 2, shields: 2 }, [3], true)).toMatchObject({ dealt: 3, shieldsLeft: 2, defeated: true });
    expect(dealDamage({ damage: 0, hp: 2, shields: 1 }, [0, 1])).toMatchObject({ dealt: 0, shieldsDefeated: 1 });
  });
});

describe('several damage replacements', () => {
  const trooper = unit('t', { controller: 'B' }, { hp: 2, shields: 1 });
  const armour = {
    kind: 'replacement' as const,
    id: 'armour',
    controller: 'B',
    replaces: 'damage' as const,
    card: 't',
    instead: 'prevent 1',
    prevent: 1,
  };
  const ask = (amount: number, order?: string[]) =>
    engine.answer({
      state: state({ cards: [trooper], effects: [armour] }),
      happens: [],
      ask: { kind: 'damage', card: 't', amounts: [amount], unpreventable: false, ...(order ? { order } : {}) },
    });

  it('are applied one at a time in the order the controller chooses, until the damage no longer happens', () => {
    expect(dealDamage({ damage: 0, hp: 2, shields: 1 }, [1], false, [{ id: 'armour', prevent: 1 }], ['armour', 'shield'])).toMatchObject({
      shieldsLeft: 1,
      dealt: 0,
      instances: [{ applied: ['armour'] }],
    });
    expect(dealDamage({ damage: 0, hp: 2, shields: 1 }, [1], false, [{ id: 'armour', prevent: 1 }], ['shield', 'armour'])).toMatchObject({
      shieldsLeft: 0,
      dealt: 0,
      instances: [{ applied: ['shield'] }],
    });
    expect(dealDamage({ damage: 0, hp: 5, shields: 0 }, [3], false, [{ id: 'armour', prevent: 1 }])).toMatchObject({ dealt: 2 });
    expect(ask(3, ['armour', 'shield'])).toCite('swu-replacements-one-at-a-time');
  });

  it('wait for the controller to choose an order when more than one applies', () => {
    expect(ask(3)).toBeRefusedBy('swu-replacements-one-at-a-time');
  });
});

describe('costs', () => {
  it('adds 2 per aspect icon the leader and base do not provide, a double icon counted twice', () => {
    expect(modifiedCost(handCard('x', { cost: 3, aspects: ['aggression', 'aggression'] }), ['aggression']).cost).toBe(5);
    expect(modifiedCost(handCard('x', { cost: 3, aspects: ['aggression', 'aggression'] }), ['aggression', 'aggression']).cost).toBe(3);
    expect(modifiedCost(handCard('x', { cost: 3, aspects: ['heroism'], ignorePenalty: true, increase: 1 }), []).cost).toBe(4);
    expect(modifiedCost(handCard('x', { cost: 1, decrease: 4 }), []).cost).toBe(0);
    expect(modifiedCost(handCard('x', { cost: 6, aspects: ['cunning'], increase: 3, free: true }), []).cost).toBe(0);
  });

  it('answers whether the ready resources cover the modified cost', () => {
    const s = state({ resources: { A: 4 }, aspects: { A: ['vigilance'] }, hand: [handCard('x', { cost: 2, aspects: ['villainy'] })] });
    expect(canPay(s, 'x')).toBeAllowed();
    expect(canPay({ ...s, resources: { A: 3 } }, 'x')).toBeRefusedBy('swu-pay-cost');
    expect(canPay(s, 'nope')).toBeRefusedBy('swu-pay-cost');
  });
});

describe('scenarios', () => {
  it('reads units, bases, aspects, hand and turn fields, and rejects bad ones by field', () => {
    const r = engine.parseScenario({
      cards: [{ id: 'u', unit: { arena: 'space', power: 2, hp: 3, entered: 'now' } }],
      bases: { B: { hp: 25 } },
      aspects: { A: ['command'] },
      hand: [{ id: 'x', cost: 1 }],
      opponentPassed: true,
      ask: { act: 'pass' },
    });
    expect(r.ok).toBe(true);
    const bad = engine.parseScenario({
      cards: [{ id: 'u', unit: { arena: 'air' } }],
      aspects: { A: ['force'] },
      ask: { damage: { card: 'u' } },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.join('\n')).toMatch(/cards\[0\]\.unit\.arena/);
      expect(bad.errors.join('\n')).toMatch(/aspects\.A\[0\]/);
    }
  });
});

/** Parses and answers a scenario as a `check` block or a link would; fails the test on a parse error. */
function ask(input: unknown) {
  const parsed = engine.parseScenario(input);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return engine.answer(parsed.value);
}
const messages = (v: { reasons: readonly { message: string }[] }) => v.reasons.map((r) => r.message).join('\n');

describe('Overwhelm against prevented combat damage', () => {
  const cards = [
    { id: 'atat', unit: { arena: 'ground', power: 5, hp: 5 }, abilities: [{ keyword: 'Overwhelm' }] },
    { id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 2, hp: 2 } },
  ];
  const prevent = (n?: number) => [{ id: 'armour', replacement: 'damage', card: 'trooper', controller: 'B', ...(n ? { prevent: n } : {}) }];
  const excessOf = (s: ReturnType<typeof state>) => attackOutcome(s, 'atat', 'trooper').toBase;

  it('sends only the damage actually dealt beyond the remaining HP to the base', () => {
    const overwhelm = unit('atat', {}, { power: 5, hp: 5 }, ['Overwhelm']);
    const trooper = unit('trooper', { controller: 'B' }, { hp: 2 });
    const armour = (n?: number) => ({
      kind: 'replacement' as const,
      id: 'armour',
      controller: 'B',
      replaces: 'damage' as const,
      card: 'trooper',
      instead: 'prevented',
      ...(n === undefined ? {} : { prevent: n }),
    });
    expect(excessOf(state({ cards: [overwhelm, trooper] }))).toBe(3);
    expect(excessOf(state({ cards: [overwhelm, trooper], effects: [armour(1)] }))).toBe(2);
    expect(excessOf(state({ cards: [overwhelm, trooper], effects: [armour(2)] }))).toBe(1);
    expect(excessOf(state({ cards: [overwhelm, trooper], effects: [armour()] }))).toBe(0);
  });

  it('says nothing reaches the base when an effect prevents all of it, and names the damage dealt', () => {
    const all = ask({ cards, effects: prevent(), ask: { attack: { attacker: 'atat', target: 'trooper' } } });
    expect(all).toCite('OverwhelmBlocked');
    expect(all.reasons.some((r) => r.code === 'OverwhelmExcess')).toBe(false);
    expect(messages(all)).toMatch(/atat deals 0 damage to trooper/);
    const one = ask({ cards, effects: prevent(1), ask: { attack: { attacker: 'atat', target: 'trooper' } } });
    expect(messages(one)).toMatch(/atat deals 4 damage to trooper/);
    expect(messages(one)).toMatch(/the 2 beyond its remaining 2 HP is dealt to B's base/);
  });

  it('prevents damage back to the attacker the same way', () => {
    const s = state({
      cards: [unit('u', {}, { power: 1, hp: 3 }), unit('e', { controller: 'B' }, { power: 3, hp: 3 })],
      effects: [{ kind: 'replacement', id: 'plating', controller: 'A', replaces: 'damage', card: 'u', prevent: 2, instead: 'prevented' }],
    });
    expect(attackOutcome(s, 'u', 'e').attacker).toMatchObject({ dealt: 1, defeated: false });
  });
});

describe('damage that reaches a unit HP is a defeat, replaced like any other', () => {
  const trooper = { id: 't', controller: 'B', unit: { arena: 'ground', power: 2, hp: 2 } };
  const bacta = { id: 'bacta', replacement: 'defeat', card: 't', controller: 'B', instead: 'remove all damage from it' };

  it('keeps the unit in play when a replacement effect changes its defeat, as a `happens` defeat does', () => {
    const v = ask({ cards: [trooper], effects: [bacta], ask: { damage: { card: 't', amount: 5 } } });
    expect(v).toBeRefusedBy('swu-replacement-instead');
    expect(v).toCite('ReplacementApplied');
    expect(v.reasons.some((r) => r.code === 'UnitDefeated')).toBe(false);
    const viaEvent = ask({ cards: [trooper], effects: [bacta], happens: [{ defeat: 't' }], ask: { order: [] } });
    expect(viaEvent.reasons.find((r) => r.code === 'ReplacementApplied')?.message).toBe(
      v.reasons.find((r) => r.code === 'ReplacementApplied')?.message,
    );
  });

  it('waits for the controller to pick among several, and applies the pick', () => {
    const escape = { id: 'escape', replacement: 'defeat', card: 't', controller: 'B', instead: 'return it to hand' };
    const unpicked = ask({ cards: [trooper], effects: [bacta, escape], ask: { damage: { card: 't', amount: 3 } } });
    expect(unpicked).toBeRefusedBy('swu-replacement-controller-chooses');
    const picked = ask({ cards: [trooper], effects: [bacta, escape], ask: { damage: { card: 't', amount: 3, choose: 'escape' } } });
    expect(messages(picked)).toMatch(/"escape" changed "t is defeated"/);
  });

  it('still defeats a unit without one, and its When Defeated ability triggers', () => {
    const v = ask({ cards: [{ ...trooper, abilities: [{ id: 'wd', when: 'When Defeated' }] }], ask: { damage: { card: 't', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-when-defeated');
  });
});

describe('an attack is the turn action, and a unit just played is exhausted', () => {
  const wookiee = { id: 'w', unit: { arena: 'ground', power: 3, hp: 5 } };

  it('refuses an attack after the player has acted, as `act: attack` does', () => {
    expect(ask({ acted: true, cards: [wookiee], ask: { attack: { attacker: 'w', target: 'base' } } })).toBeRefusedBy(
      'swu-one-action-per-turn',
    );
    expect(ask({ cards: [wookiee], ask: { attack: { attacker: 'w', target: 'base' } } })).toCite('IsTheTurnAction');
    const taken = { initiative: 'A', initiativeTaken: true, cards: [wookiee], ask: { attack: { attacker: 'w', target: 'base' } } };
    expect(ask(taken)).toBeRefusedBy('swu-initiative-auto-pass');
  });

  it('lets an ability-directed or Ambush attack happen after the action, as part of that ability', () => {
    expect(ask({ acted: true, cards: [wookiee], ask: { attack: { attacker: 'w', target: 'base', byAbility: true } } })).toBeAllowed();
    const raider = { id: 'r', unit: { arena: 'ground', power: 3, hp: 3, entered: 'now' }, abilities: [{ keyword: 'Ambush' }] };
    const enemy = { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } };
    const v = ask({ acted: true, cards: [raider, enemy], ask: { attack: { attacker: 'r', target: 'e' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-ability-directed-not-action');
  });

  it('reads a unit that entered play this phase as exhausted unless `exhausted: false` says it was readied', () => {
    const played = { id: 'w', unit: { arena: 'ground', power: 3, hp: 5, entered: 'now' } };
    expect(ask({ cards: [played], ask: { attack: { attacker: 'w', target: 'base' } } })).toBeRefusedBy('swu-enters-play-exhausted');
    const earlier = { ...played, unit: { ...played.unit, entered: 'phase' } };
    expect(ask({ cards: [earlier], ask: { attack: { attacker: 'w', target: 'base' } } })).toBeRefusedBy('swu-attacker-ready-exhausts');
    const readied = ask({ cards: [{ ...played, exhausted: false }], ask: { attack: { attacker: 'w', target: 'base' } } });
    expect(readied).toBeAllowed();
    expect(readied).toCite('ReadiedAfterEntering');
    const leader = { id: 'l', unit: { arena: 'ground', power: 4, hp: 7, leader: true, entered: 'now' } };
    expect(ask({ cards: [leader], ask: { attack: { attacker: 'l', target: 'base' } } })).toCite('swu-leader-deploys-ready');
  });

  it('makes a unit played in `happens` enter play exhausted, so only Ambush or a readying lets it attack', () => {
    const enemy = { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } };
    const byAbility = ask({
      cards: [wookiee, enemy],
      happens: [{ play: 'w' }],
      ask: { attack: { attacker: 'w', target: 'e', byAbility: true } },
    });
    expect(byAbility).toBeRefusedBy('swu-enters-play-exhausted');
    const ambusher = { ...wookiee, abilities: [{ keyword: 'Ambush' }] };
    const ambush = ask({ cards: [ambusher, enemy], happens: [{ play: 'w' }], ask: { attack: { attacker: 'w', target: 'e' } } });
    expect(ambush).toBeAllowed();
    expect(ambush).toCite('swu-ambush-attack');
    const leader = { id: 'l', unit: { arena: 'ground', power: 4, hp: 7, leader: true } };
    expect(
      ask({ cards: [leader], happens: [{ deploy: 'l' }], ask: { attack: { attacker: 'l', target: 'base', byAbility: true } } }),
    ).toBeAllowed();
  });

  it('does not count an Ambush attack as the turn’s attack action', () => {
    const raider = { id: 'r', unit: { arena: 'ground', power: 3, hp: 3, entered: 'now' }, abilities: [{ keyword: 'Ambush' }] };
    const enemy = { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } };
    const v = ask({ cards: [raider, enemy], ask: { act: 'attack' } });
    expect(v).toBeRefusedBy('swu-action-must-change-state');
    expect(messages(v)).toContain('r may attack only with Ambush as it enters play');
    expect(ask({ cards: [raider, enemy], ask: { act: 'attack', byAbility: true } })).toBeAllowed();
    expect(ask({ cards: [raider, wookiee, enemy], ask: { act: 'attack' } })).toBeAllowed();
  });

  it('lets one attack at a time happen: another begins only once the attack in progress has ended', () => {
    const enemy = { id: 'e', controller: 'B', unit: { arena: 'ground', power: 1, hp: 3 } };
    const other = { id: 'o', unit: { arena: 'ground', power: 2, hp: 2 } };
    const happens = [{ attack: { attacker: 'w', defender: 'e' } }];
    const during = ask({ cards: [wookiee, other, enemy], happens, ask: { attack: { attacker: 'o', target: 'e', byAbility: true } } });
    expect(during).toBeRefusedBy('swu-attacker-ready-exhausts');
    expect(during).toCite('AttackInProgress');
    expect(messages(during)).toContain('The attack by w has not ended yet, and units attack one at a time');
    const after = ask({
      cards: [wookiee, other, enemy],
      happens: [...happens, 'end-of-attack'],
      ask: { attack: { attacker: 'o', target: 'e', byAbility: true } },
    });
    expect(after).toBeAllowed();
  });

  it('names the field that holds an unknown card', () => {
    const bad = engine.parseScenario({ cards: [wookiee], ask: { attack: { attacker: 'x' } } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.join('\n')).toMatch(/^`ask\.attack\.attacker` names card "x"/m);
    const act = engine.parseScenario({ cards: [wookiee], ask: { act: 'attack', card: 'x' } });
    if (!act.ok) expect(act.errors.join('\n')).toMatch(/^`ask\.card` names card "x"/m);
    else expect.unreachable();
  });
});
