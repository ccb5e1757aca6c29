/**
 * Table questions, sixth round: an attack an ability gives the other player, a Sentinel gone
 * from play, Hidden on a deployed leader, on an attacker and against damage from an ability, Grit
 * against a base, the initiative taker's granted attack, a granted attack that costs the attacker
 * its unit, and a granted attack into the other arena. Each asserts the verdict, the rule blocks
 * cited and what the words tell the player.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { answer, codes, unit, words } from './scenarios.ts';

const message = (v: { reasons: readonly { code: string; message: string }[] }, code: string) =>
  v.reasons.find((r) => r.code === code)?.message ?? '';

describe('Sentinel outside the plain case', () => {
  it('"An ability of theirs gives their unit an attack during my turn: does my Sentinel bind it?" Yes', () => {
    const cards = [unit('b', 'B'), unit('s', 'A', {}, ['Sentinel']), unit('t', 'A')];
    const other = answer({ cards, ask: { attack: { attacker: 'b', target: 't', byAbility: true } } });
    expect(other).toBeRefusedBy('swu-sentinel-must-target');
    expect(other).toCite('swu-ability-directed-not-action');
    expect(codes(other)).not.toContain('NotYourUnit');
    const base = answer({ cards, ask: { attack: { attacker: 'b', target: 'base', byAbility: true } } });
    expect(base).toBeRefusedBy('swu-sentinel-must-target');
    expect(message(base, 'SentinelMustBeTarget')).toContain("b cannot attack A's base");
    expect(answer({ cards, ask: { attack: { attacker: 'b', target: 's', byAbility: true } } })).toBeAllowed();
  });

  it('"Their Sentinel was defeated earlier this turn: may my unit attack their base now?" Yes, and the Sentinel is no target any more', () => {
    const cards = [unit('a', 'A'), unit('s', 'B', {}, ['Sentinel']), unit('t', 'B')];
    const happens = [{ defeat: 's' }];
    const base = answer({ cards, happens, ask: { attack: { attacker: 'a', target: 'base' } } });
    expect(base).toBeAllowed();
    expect(codes(base)).not.toContain('SentinelMustBeTarget');
    expect(answer({ cards, happens, ask: { attack: { attacker: 'a', target: 't' } } })).toBeAllowed();
    const gone = answer({ cards, happens, ask: { attack: { attacker: 'a', target: 's' } } });
    expect(gone).toBeRefusedBy('LeftPlay');
    expect(codes(gone)).not.toContain('CombatDamage');
  });

  it('"Their new Hidden Sentinel is also under an effect that says it can\'t be attacked: may I skip it for their base?" No, I must attack it', () => {
    const cards = [unit('a', 'A'), unit('hs', 'B', { entered: 'phase' }, ['Hidden', 'Sentinel'])];
    const effects = [{ id: 'cover', lasting: 'this-phase', controller: 'B', cantBeAttacked: 'hs' }];
    const at = answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'hs' } } });
    expect(at).toBeAllowed();
    expect(at).toCite('swu-hidden');
    expect(at).toCite('swu-sentinel-overrides-cant-be-attacked');
    expect(answer({ cards, effects, ask: { attack: { attacker: 'a', target: 'base' } } })).toBeRefusedBy('swu-sentinel-must-target');
  });
});

describe('Hidden outside the plain case', () => {
  it('"Their leader deployed this phase and has Hidden: may I attack it?" No, not before the next round', () => {
    const input = {
      cards: [unit('a', 'A'), unit('l', 'B', { leader: true, entered: 'now', hp: 6 }, ['Hidden'])],
      ask: { attack: { attacker: 'a', target: 'l' } },
    };
    const v = answer(input);
    expect(v).toBeRefusedBy('swu-hidden');
    expect(message(v, 'HiddenTarget')).toBe('l has Hidden and entered play this phase, so it cannot be attacked.');
    expect(answer({ ...input, happens: ['regroup'] })).toBeAllowed();
  });

  it('"My Hidden unit came in this phase and an effect readied it: does Hidden stop it attacking?" No, Hidden only protects it', () => {
    const v = answer({
      cards: [unit('h', 'A', { entered: 'phase' }, ['Hidden'], { exhausted: false }), unit('t', 'B')],
      ask: { attack: { attacker: 'h', target: 't' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-enters-play-exhausted');
    expect(v).not.toCite('swu-hidden');
  });

  it('"Their new Hidden unit has 2 HP: may my event deal it 2 damage and defeat it?" Yes, Hidden stops attacks, not damage', () => {
    const v = answer({ cards: [unit('h', 'B', { hp: 2, entered: 'phase' }, ['Hidden'])], ask: { damage: { card: 'h', amount: 2 } } });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-defeat-at-hp');
    expect(codes(v)).not.toContain('HiddenTarget');
    expect(message(v, 'UnitDefeated')).toBe('h has 2 damage and 2 HP: damage at least equal to HP defeats it at once.');
  });
});

describe('power and granted attacks', () => {
  it('"My 2-power Grit unit has 3 damage: does Grit count when it attacks a base?" Yes, it deals 5', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 25 } },
      cards: [unit('g', 'A', { power: 2, hp: 6, damage: 3 }, ['Grit'])],
      ask: { attack: { attacker: 'g', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('swu-grit');
    expect(message(v, 'BaseDealsNone')).toBe('Attacking a base: g deals 5 damage to B’s base, which deals none back.');
    // 25 + 5 reaches the base's 30 HP.
    expect(v).toCite('swu-base-defeat');
  });

  it('"I took the initiative; my own triggered ability tells my unit to attack: may it?" Yes, though an attack as my action is not open', () => {
    const taken = { initiative: 'A', initiativeTaken: true, cards: [unit('a', 'A'), unit('t', 'B')] };
    const granted = answer({ ...taken, ask: { attack: { attacker: 'a', target: 't', byAbility: true } } });
    expect(granted).toBeAllowed();
    expect(granted).toCite('swu-ability-directed-not-action');
    expect(codes(granted)).not.toContain('AutoPassing');
    const asAction = answer({ ...taken, ask: { attack: { attacker: 'a', target: 't' } } });
    expect(asAction).toBeRefusedBy('swu-initiative-auto-pass');
    expect(codes(asAction)).not.toContain('CombatDamage');
  });

  it('"An ability makes me attack, and my only target is their big Sentinel that will defeat my unit: may I decline?" No', () => {
    const cards = [unit('a', 'A', { power: 1, hp: 1 }), unit('s', 'B', { power: 5, hp: 9 }, ['Sentinel']), unit('t', 'B', { hp: 1 })];
    const v = answer({ acted: true, cards, ask: { declineAttack: { attacker: 'a' } } });
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toContain('(a may attack s)');
    // The attack it must make defeats it.
    const made = answer({ acted: true, cards, ask: { attack: { attacker: 'a', target: 's', byAbility: true } } });
    expect(made).toBeAllowed();
    expect(message(made, 'UnitDefeated')).toBe('a has 5 damage and 1 HP: damage at least equal to HP defeats it at once.');
  });

  it('"An ability gives my space unit an attack that may reach the ground; their only unit is a new Hidden ground unit: must I attack?" Yes, their base', () => {
    const cards = [unit('x', 'A', { arena: 'space' }), unit('h', 'B', { entered: 'phase' }, ['Hidden'])];
    const v = answer({ acted: true, cards, ask: { declineAttack: { attacker: 'x', otherArena: true } } });
    expect(v).toBeRefusedBy('swu-granted-attack-must-be-made');
    expect(words(v)).toContain("(x may attack B's base)");
    expect(
      answer({ acted: true, cards, ask: { attack: { attacker: 'x', target: 'h', byAbility: true, otherArena: true } } }),
    ).toBeRefusedBy('swu-hidden');
  });
});
