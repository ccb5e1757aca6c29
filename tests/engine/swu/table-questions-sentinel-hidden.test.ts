/**
 * Table questions on Sentinel, Hidden and Saboteur together, in one arena and across the two:
 * which targets a unit may pick, what the answer cites, and that a refused attack is told as one
 * that does not begin (the attacker stays ready, nothing of the attack happens).
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';
/** Asks whether `attacker` may attack `target` among `cards` (`otherArena`: an ability lets it reach the other arena). */
const attack = (cards: object[], attacker: string, target: string, otherArena = false) =>
  answer({ cards, ask: { attack: { attacker, target, ...(otherArena ? { otherArena: true } : {}) } } });

/** A ground unit of B with Hidden and Sentinel, played this phase. */
const hiddenGuard = (over: object = {}) => unit('hs', 'B', { entered: 'phase', ...over }, ['Hidden', 'Sentinel']);
/** A ground unit of B with Hidden only, played this phase. */
const hidden = (id = 'h', over: object = {}) => unit(id, 'B', { entered: 'phase', ...over }, ['Hidden']);

describe('Hidden and Sentinel on one unit, same arena', () => {
  const cards = [unit('a', 'A'), hiddenGuard(), unit('t', 'B')];

  it('"Their Hidden Sentinel came in this phase: may I attack it?" Yes, Sentinel wins over Hidden', () => {
    const v = attack(cards, 'a', 'hs');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-hidden');
    expect(v).toCite('swu-combat-damage');
    expect(message(v, 'SentinelOverridesHidden')).toBe('hs has Sentinel as well as Hidden; Sentinel wins, so it can be attacked.');
  });

  it('"…then may I attack their other unit instead?" No, the Hidden Sentinel still binds me', () => {
    const v = attack(cards, 'a', 't');
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(message(v, 'SentinelMustBeTarget')).toBe(
      'hs has Sentinel and is in the ground arena with a, so while it is there every attack by a must target it: a cannot attack t.',
    );
  });

  it('"A Hidden Sentinel that came in last round: does Hidden come into it at all?" No, it is a plain Sentinel now', () => {
    const v = attack([unit('a', 'A'), unit('hs', 'B', {}, ['Hidden', 'Sentinel'])], 'a', 'hs');
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('SentinelOverridesHidden');
    expect(v).not.toCite('swu-hidden');
  });

  it('"An effect makes their Hidden Sentinel ignore Sentinel this phase: may I attack it, or must I attack it?" Neither: Hidden protects it again', () => {
    const effects = [{ id: 'quiet', lasting: 'this-phase', ignore: { card: 'hs', keyword: 'Sentinel' } }];
    const at = answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'hs' } } });
    expect(at).toBeRefusedBy('swu-hidden');
    expect(message(at, 'HiddenTarget')).toBe('hs has Hidden and entered play this phase, so it cannot be attacked.');
    const base = answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(base).toBeAllowed();
    expect(codes(base)).not.toContain('SentinelMustBeTarget');
  });

  it('"They have two Sentinels, one of them Hidden and new: which may I pick?" Either one', () => {
    const two = [unit('a', 'A'), hiddenGuard(), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];
    expect(attack(two, 'a', 'hs')).toBeAllowed();
    expect(attack(two, 'a', 's')).toBeAllowed();
    const v = attack(two, 'a', 'base');
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(message(v, 'SentinelMustBeTarget')).toContain('hs, s have Sentinel and are in the ground arena with a');
    expect(message(v, 'SentinelMustBeTarget')).toContain('must target one of them');
  });
});

describe('Saboteur against Hidden and Sentinel', () => {
  const spy = unit('spy', 'A', {}, ['Saboteur']);

  it('"My Saboteur attacks their new Hidden Sentinel: does Saboteur switch its Sentinel off, so Hidden protects it?" No, I may attack it', () => {
    const v = attack([spy, hiddenGuard()], 'spy', 'hs');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-hidden');
    // Attacking the Sentinel itself, Saboteur is not used: the answer does not claim it was.
    expect(codes(v)).not.toContain('SaboteurIgnoresSentinel');
    expect(message(v, 'SentinelOverridesHidden')).toContain("spy's Saboteur only lets it ignore Sentinel if it chooses to");
  });

  it('"…or may it go past that Hidden Sentinel to another unit or the base?" Yes, both', () => {
    const cards = [spy, hiddenGuard(), unit('t', 'B')];
    for (const target of ['t', 'base']) {
      const v = attack(cards, 'spy', target);
      expect(v).toBeAllowed();
      expect(v).toCite('swu-saboteur-ignores-sentinel');
      expect(message(v, 'SaboteurIgnoresSentinel')).toBe('spy has Saboteur, so it may ignore Sentinel (hs).');
    }
  });

  it('"They have a Sentinel and a new Hidden unit: may my Saboteur go past the Sentinel to the Hidden one?" No, Hidden still protects it', () => {
    const v = attack([spy, unit('s', 'B', {}, ['Sentinel']), hidden()], 'spy', 'h');
    expect(v).toBeRefusedBy('swu-hidden');
    expect(codes(v)).not.toContain('SentinelMustBeTarget');
  });

  it('"My Saboteur has Overwhelm: their Hidden Sentinel has a Shield and 1 HP left; does the excess reach the base?" Yes, Saboteur defeats the Shield first', () => {
    const striker = unit('spy', 'A', { power: 4 }, ['Saboteur', 'Overwhelm']);
    const v = attack([striker, hiddenGuard({ hp: 3, damage: 2, shields: 1 })], 'spy', 'hs');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-saboteur-defeats-shields');
    expect(message(v, 'OverwhelmExcess')).toBe(
      "spy's Overwhelm: of the 4 damage dealt to hs, the 3 beyond its remaining 1 HP is dealt to B's base.",
    );
    // Without Saboteur, the Shield takes the damage and Overwhelm has no excess.
    const plain = attack([unit('o', 'A', { power: 4 }, ['Overwhelm']), hiddenGuard({ hp: 3, damage: 2, shields: 1 })], 'o', 'hs');
    expect(plain).toBeAllowed();
    expect(codes(plain)).toContain('OverwhelmBlocked');
    expect(codes(plain)).not.toContain('OverwhelmExcess');
  });
});

describe('Hidden alone', () => {
  it('"Their only unit is Hidden and new: may I attack their base?" Yes, Hidden protects the unit, not the base', () => {
    const v = attack([unit('a', 'A'), hidden()], 'a', 'base');
    expect(v).toBeAllowed();
    expect(v).toCite('swu-attack-target');
    expect(codes(v)).not.toContain('HiddenTarget');
  });

  it('"An ability gives me an attack; their only unit is Hidden and new: may I decline it?" No, the base can be attacked', () => {
    const v = answer({ acted: true, cards: [unit('a', 'A'), hidden()], ask: { declineAttack: { attacker: 'a' } } });
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toContain("a may attack B's base");
    expect(words(v)).not.toContain('may attack h');
  });

  it('"An ability gives me an attack and their Hidden Sentinel is new: which target must I take?" That Sentinel, and only it', () => {
    const v = answer({ acted: true, cards: [unit('a', 'A'), hiddenGuard(), unit('t', 'B')], ask: { declineAttack: { attacker: 'a' } } });
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toContain('(a may attack hs)');
  });
});

describe('across the arenas', () => {
  const xwing = unit('x', 'A', { arena: 'space' });

  it('"Their new Hidden Sentinel is on the ground: may my space unit attack their base?" Yes, it binds only the ground arena', () => {
    const v = attack([xwing, hiddenGuard()], 'x', 'base');
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('SentinelMustBeTarget');
  });

  it('"…and may my space unit attack that ground Sentinel?" Not without an ability: the arenas are apart', () => {
    const v = attack([xwing, hiddenGuard()], 'x', 'hs');
    expect(v).toBeRefusedBy('swu-arena-same');
    expect(codes(v)).not.toContain('SentinelOverridesHidden');
  });

  it('"My space unit can attack the ground arena: may it attack their new Hidden ground Sentinel?" Yes', () => {
    const v = attack([xwing, hiddenGuard()], 'x', 'hs', true);
    expect(v).toBeAllowed();
    expect(v).toCite('swu-arena-same');
    expect(v).toCite('swu-hidden');
  });

  it('"…and their new Hidden ground unit without Sentinel?" No, Hidden protects it from every arena', () => {
    const v = attack([xwing, hidden()], 'x', 'h', true);
    expect(v).toBeRefusedBy('swu-hidden');
    expect(codes(v)).not.toContain('OtherArena');
  });

  it('"…past their ground Sentinel to another ground unit?" Yes: a ground Sentinel does not bind a space attacker', () => {
    const v = attack([xwing, unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')], 'x', 't', true);
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('OtherArenaAllowed');
  });

  it('"They have a Sentinel in space too: may my space unit still reach a ground unit?" No, its own arena’s Sentinel binds it', () => {
    const cards = [xwing, unit('p', 'B', { arena: 'space' }, ['Sentinel']), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];
    const v = attack(cards, 'x', 't', true);
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(message(v, 'SentinelMustBeTarget')).toContain('p has Sentinel and is in the space arena with x');
    // Nor a Sentinel of the other arena: only the Sentinels of its own arena may be the target.
    expect(attack(cards, 'x', 's', true)).toBeRefusedBy('swu-sentinel-must-target');
    expect(attack(cards, 'x', 'p', true)).toBeAllowed();
  });

  it('"A Hidden Sentinel in space, new this phase: does it bind my space attacker that could reach the ground?" Yes', () => {
    const cards = [xwing, unit('p', 'B', { arena: 'space', entered: 'phase' }, ['Hidden', 'Sentinel']), unit('t', 'B')];
    expect(attack(cards, 'x', 't', true)).toBeRefusedBy('swu-sentinel-must-target');
    expect(attack(cards, 'x', 'base', true)).toBeRefusedBy('swu-sentinel-must-target');
    expect(attack(cards, 'x', 'p', true)).toBeAllowed();
  });

  it('"They have a Sentinel in each arena: may my ground unit attack their base?" No, the ground one binds it', () => {
    const v = attack([unit('a', 'A'), unit('p', 'B', { arena: 'space' }, ['Sentinel']), hiddenGuard()], 'a', 'base');
    expect(v).toBeRefusedBy('swu-sentinel-must-target');
    expect(message(v, 'SentinelMustBeTarget')).toContain('hs has Sentinel and is in the ground arena');
    expect(message(v, 'SentinelMustBeTarget')).not.toContain('p');
  });

  it('"My space unit with Ambush just came in; their only unit is a ground Sentinel: may it ambush?" Only with an ability to reach the ground', () => {
    const raider = unit('r', 'A', { arena: 'space' }, ['Ambush']);
    const cards = [raider, unit('s', 'B', {}, ['Sentinel'])];
    const without = answer({ cards, happens: [{ play: 'r' }], ask: { attack: { attacker: 'r', target: 's' } } });
    expect(without).toBeRefusedBy('swu-ambush-attack');
    expect(without).toBeRefusedBy('swu-arena-same');
    expect(message(without, 'AmbushNeedsUnit')).toContain('no enemy unit in the space arena can be attacked');
    const withAbility = answer({ cards, happens: [{ play: 'r' }], ask: { attack: { attacker: 'r', target: 's', otherArena: true } } });
    expect(withAbility).toBeAllowed();
    expect(withAbility).toCite('swu-ambush-attack');
  });
});

describe('a refused attack does not begin', () => {
  const cards = [unit('a', 'A', {}, ['Raid 2', 'Saboteur', 'Restore 2']), unit('s', 'B', {}, ['Sentinel']), hidden('h', { shields: 1 })];

  it('"Their new Hidden unit has a Shield: if I try my Saboteur on it, what happens?" Nothing: the attack cannot be made, my unit stays ready', () => {
    const v = answer({ bases: { A: { hp: 30, damage: 4 } }, cards, ask: { attack: { attacker: 'a', target: 'h' } } });
    expect(v).toBeRefusedBy('swu-hidden');
    expect(message(v, 'AttackerExhaustsNow')).toBe('a is ready, but this attack cannot be made, so it does not begin and a stays ready.');
    expect(words(v)).not.toContain('exhausts as the attack begins');
    for (const code of ['SaboteurShields', 'RestoreHeals', 'RaidPower', 'CombatDamage']) expect(codes(v)).not.toContain(code);
  });

  it('"We wrote down an attack on the new Hidden unit: did it use my action and my unit?" No, it never began', () => {
    const happens = [{ attack: { attacker: 'a', defender: 'h' } }];
    const v = answer({ bases: { A: { hp: 30, damage: 4 } }, cards, happens, ask: { attack: { attacker: 'a', target: 's' } } });
    // The attack written down is refused, with why; nothing of it happened.
    expect(v).toBeRefusedBy('swu-hidden');
    expect(codes(v)).not.toContain('SaboteurShields');
    // Restore healed once, for the attack asked about: the base had 4 damage, not 2.
    expect(codes(v).filter((c) => c === 'RestoreHeals')).toHaveLength(1);
    expect(message(v, 'RestoreHeals')).toBe(
      "a's Restore 2: as it attacks, whatever it attacks, 2 damage is healed from A's base, which has 2 damage now.",
    );
    // The unit is still ready, the turn's action unused: the attack on the Sentinel is judged as the first.
    expect(codes(v)).not.toContain('AttackerExhausted');
    expect(codes(v)).not.toContain('TurnActionTaken');
    expect(codes(v)).not.toContain('AttackInProgress');
    expect(words(v)).toContain('a is ready; it exhausts as the attack begins.');
  });

  it('"My unit with Raid goes for their base past their Sentinel: does Raid change anything?" No, still refused, and no power is told', () => {
    const raider = attack([unit('r', 'A', {}, ['Raid 2']), unit('s', 'B', {}, ['Sentinel'])], 'r', 'base');
    expect(raider).toBeRefusedBy('swu-sentinel-must-target');
    expect(codes(raider)).not.toContain('RaidPower');
    expect(codes(raider)).not.toContain('BaseDealsNone');
  });

  it('an allowed attack still says the attacker exhausts as it begins', () => {
    const v = attack([unit('a', 'A'), unit('s', 'B', {}, ['Sentinel'])], 'a', 's');
    expect(v).toBeAllowed();
    expect(message(v, 'AttackerExhaustsNow')).toBe('a is ready; it exhausts as the attack begins.');
  });
});
