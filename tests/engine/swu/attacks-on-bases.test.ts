/**
 * An attack whose combat damage takes the enemy base to its HP: the attack's answer says the
 * base is destroyed and its owner loses, as a damage question about that base would.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/swu/index.ts';

function answer(input: unknown) {
  const r = engine.parseScenario(input);
  if (!r.ok) throw new Error(`bad test scenario:\n${r.errors.join('\n')}`);
  return engine.answer(r.value);
}
const codes = (v: { reasons: readonly { code: string }[] }) => v.reasons.map((r) => r.code);

const fighter = (power: number, keywords: string[] = []) => ({
  id: 'fighter',
  unit: { arena: 'space', power, hp: 3 },
  abilities: keywords.map((keyword) => ({ keyword })),
});

describe('an attack that destroys the enemy base', () => {
  it('says the base is destroyed when the attacker deals its HP', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 28 } },
      cards: [fighter(2)],
      ask: { attack: { attacker: 'fighter', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toContain('BaseDestroyed');
    expect(v.reasons.find((r) => r.code === 'BaseDestroyed')?.rule).toBe('swu-base-defeat');
    expect(v.reasons.find((r) => r.code === 'BaseDestroyed')?.message).toMatch(/B loses the game/);
  });

  it('says nothing of a base the attack leaves standing', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 27 } },
      cards: [fighter(2)],
      ask: { attack: { attacker: 'fighter', target: 'base' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).not.toContain('BaseDestroyed');
  });

  it('counts the Overwhelm excess dealt to the base', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 28 } },
      cards: [fighter(5, ['Overwhelm']), { id: 'tie', controller: 'B', unit: { arena: 'space', power: 0, hp: 2 } }],
      ask: { attack: { attacker: 'fighter', target: 'tie' } },
    });
    expect(v).toBeAllowed();
    expect(codes(v)).toEqual(expect.arrayContaining(['OverwhelmExcess', 'UnitDefeated', 'BaseDestroyed']));
  });

  it('does not destroy the base when a Shield leaves no Overwhelm excess', () => {
    const v = answer({
      bases: { B: { hp: 30, damage: 29 } },
      cards: [fighter(5, ['Overwhelm']), { id: 'tie', controller: 'B', unit: { arena: 'space', power: 0, hp: 2, shields: 1 } }],
      ask: { attack: { attacker: 'fighter', target: 'tie' } },
    });
    expect(codes(v)).not.toContain('BaseDestroyed');
  });
});
