/**
 * Keywords that change combat (Raid, Grit, Restore) and a pass after the opponent took the
 * initiative, asked as a player asks them at the table.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parse, answer, codes, words, throughLink } from './scenarios.ts';
import { attackOutcome, engine } from '../../../src/engine/swu/index.ts';

const trooper = (over: object = {}) => ({ id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 1, hp: 4, ...over } });
const raider = (kws: string[], over: object = {}) => ({
  id: 'raider',
  unit: { arena: 'ground', power: 2, hp: 4, ...over },
  abilities: kws.map((keyword) => ({ keyword })),
});

describe('Raid', () => {
  it('adds its number to the attacker’s combat damage: 2 power with Raid 2 defeats a 4-HP unit', () => {
    const v = answer({ cards: [raider(['Raid 2']), trooper()], ask: { attack: { attacker: 'raider', target: 'trooper' } } });
    expect(v).toCite('swu-raid');
    expect(codes(v)).toContain('UnitDefeated');
    expect(words(v)).toContain('raider deals 4 damage to trooper');
  });

  it('holds for an attack an ability gives, after the turn’s action', () => {
    const v = answer({
      acted: true,
      cards: [raider(['Raid 2']), trooper()],
      ask: { attack: { attacker: 'raider', target: 'trooper', byAbility: true } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-raid');
    expect(codes(v)).toContain('UnitDefeated');
  });

  it('adds up several Raid keywords, and raises the Overwhelm excess', () => {
    const s = parse({
      cards: [
        {
          ...raider(['Overwhelm'], { power: 1 }),
          abilities: [{ keyword: 'Overwhelm' }, { id: 'raid1', keyword: 'Raid 1' }, { id: 'raid2', keyword: 'Raid 2' }],
        },
        trooper({ hp: 2 }),
      ],
      ask: { attack: { attacker: 'raider', target: 'trooper' } },
    });
    expect(attackOutcome(s.state, 'raider', 'trooper').toBase).toBe(2);
  });

  it('still sends nothing past a Shield on the defender', () => {
    const s = parse({
      cards: [raider(['Raid 2', 'Overwhelm'], { power: 3 }), trooper({ hp: 2, shields: 1 })],
      ask: { attack: { attacker: 'raider', target: 'trooper' } },
    });
    const out = attackOutcome(s.state, 'raider', 'trooper');
    expect(out.toBase).toBe(0);
    expect(out.defender.dealt).toBe(0);
  });

  it('gives nothing while the unit defends, or while it is ignored', () => {
    const defending = answer({
      cards: [
        { id: 'wookiee', unit: { arena: 'ground', power: 1, hp: 4 } },
        { ...raider(['Raid 2']), controller: 'B' },
      ],
      ask: { attack: { attacker: 'wookiee', target: 'raider' } },
    });
    expect(codes(defending)).not.toContain('RaidPower');
    expect(words(defending)).toContain('raider deals 2 damage to wookiee');
    const ignored = answer({
      cards: [raider(['Raid 2']), trooper()],
      effects: [{ id: 'calm', lasting: 'this-attack', ignore: { card: 'raider', keyword: 'Raid' } }],
      ask: { attack: { attacker: 'raider', target: 'trooper' } },
    });
    expect(codes(ignored)).not.toContain('RaidPower');
    expect(codes(ignored)).not.toContain('UnitDefeated');
  });

  it('needs its number: a Raid written without one is refused with the field named', () => {
    const r = engine.parseScenario({ cards: [raider(['Raid'])], ask: { attack: { attacker: 'raider' } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.join(' ')).toContain('cards[0].abilities[0].keyword');
  });

  it('survives a shareable link', () => {
    const input = { cards: [raider(['Raid 2']), trooper()], ask: { attack: { attacker: 'raider', target: 'trooper' } } };
    expect(engine.answer(throughLink(input))).toEqual(engine.answer(parse(input)));
  });
});

describe('Grit', () => {
  it('counts the damage already on the attacker: 1 power and 3 damage deal 4', () => {
    const v = answer({
      cards: [{ id: 'brawler', unit: { arena: 'ground', power: 1, hp: 6, damage: 3 }, abilities: [{ keyword: 'Grit' }] }, trooper()],
      ask: { attack: { attacker: 'brawler', target: 'trooper' } },
    });
    expect(v).toCite('swu-grit');
    expect(codes(v)).toContain('UnitDefeated');
  });

  it('hits back as a defender, counting the damage it had before the combat, not the damage it takes in it', () => {
    const v = answer({
      cards: [
        { id: 'striker', unit: { arena: 'ground', power: 3, hp: 4 } },
        { id: 'brawler', controller: 'B', unit: { arena: 'ground', power: 1, hp: 6, damage: 2 }, abilities: [{ keyword: 'Grit' }] },
      ],
      ask: { attack: { attacker: 'striker', target: 'brawler' } },
    });
    expect(v).toCite('swu-grit');
    // 1 power + 2 damage before the combat = 3 (not 1 + 5 after taking 3).
    expect(words(v)).toContain('brawler deals 3 damage to striker');
  });
});

describe('Restore', () => {
  const cards = [
    { id: 'medic', unit: { arena: 'ground', power: 2, hp: 4 }, abilities: [{ keyword: 'Restore 2' }] },
    { id: 'trooper', controller: 'B', unit: { arena: 'ground', power: 1, hp: 4 } },
  ];

  it('heals its controller’s base as it attacks a unit, so later damage does not destroy it', () => {
    const v = answer({
      bases: { A: { hp: 30, damage: 28 } },
      cards,
      happens: [{ attack: { attacker: 'medic', defender: 'trooper' } }],
      ask: { damage: { base: 'A', amount: 3 } },
    });
    expect(v).toCite('swu-restore');
    expect(v).toBeRefusedBy('swu-base-defeat');
  });

  it('heals the same when it attacks the enemy base, never below no damage', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 1 } }, cards, ask: { attack: { attacker: 'medic', target: 'base' } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-restore');
    expect(words(v)).toContain("1 damage is healed from A's base, which has 0 damage now");
  });
});

describe('passing after the opponent took the initiative', () => {
  it('ends the phase: the opponent’s next turn is a pass', () => {
    const v = answer({ active: 'B', initiative: 'A', initiativeTaken: true, ask: { act: 'pass' } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-two-passes-end-phase');
  });

  it('does not, when the player who passes is the one who took it and the opponent did not pass', () => {
    const v = answer({ initiative: 'A', initiativeTaken: true, ask: { act: 'pass' } });
    expect(codes(v)).not.toContain('PassesEndPhase');
  });
});
