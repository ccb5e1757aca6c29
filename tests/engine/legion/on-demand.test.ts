/**
 * What a page ships (browser.ts): the core answers a situation without keywords at once; a
 * situation naming a keyword or a part of the engine is answered, the same as in Node, once
 * `loadFor` has fetched what it needs, and not before (no silent answer without the keyword).
 */
import { describe, expect, it } from 'vitest';
import { answer, loadFor } from '../../../src/engine/legion/browser.ts';
import { NotLoaded } from '../../../src/engine/legion/parts.ts';
import { checkScenario, type Scenario } from '../../../src/engine/legion/scenario.ts';

const scenario = (input: unknown): Scenario => {
  const c = checkScenario(input);
  if (!c.ok) throw new Error(JSON.stringify(c.problems));
  return c.value;
};
const codes = (s: Scenario) => answer(s).reasons.map((r) => r.code);

describe('the Legion engine a page ships', () => {
  it('answers a situation with no keyword and no event without loading anything', () => {
    const s = scenario({ unit: { type: 'trooper', courage: 1 }, did: ['move'], ask: 'attack' });
    expect(answer(s).allowed).toBe(true);
  });

  it('refuses to answer a keyword it has not loaded, then answers it once loaded', async () => {
    const s = scenario({
      unit: { type: 'trooper', courage: 'none', wounds: 1, keywords: ['juyo-mastery'] },
      did: ['move', 'aim'],
      ask: 'dodge',
    });
    expect(() => answer(s)).toThrow(NotLoaded);
    await loadFor(() => answer(s));
    expect(answer(s).allowed).toBe(true);
    expect(codes(s)).toContain('JuyoExtraAction');
  });

  it('loads the parts a situation needs: an enemy activation with a standby token, a rolled rally, Gunslinger', async () => {
    const standby = scenario({
      unit: { type: 'trooper', courage: 1, standby: true },
      turn: 'enemy',
      trigger: { did: 'move' },
      ask: { action: 'attack', free: true, standby: true, defender: { trigger: true } },
    });
    const rally = scenario({
      unit: { type: 'trooper', courage: 1, suppression: 2, keywords: ['indomitable'] },
      step: 'rally',
      rolled: ['block', 'blank'],
      ask: 'move',
    });
    const gunslinger = scenario({
      unit: { type: 'trooper', courage: 2, keywords: ['gunslinger'] },
      ask: { action: 'attack', weapon: 'ranged', defenders: 2, extraDefender: { same: true } },
    });
    for (const s of [standby, rally, gunslinger]) await loadFor(() => answer(s));
    expect(codes(standby)).toContain('StandbySpent');
    expect(answer(standby).allowed).toBe(true);
    expect(codes(rally)).toEqual(expect.arrayContaining(['RallyRolled', 'IndomitableRedDice']));
    expect(answer(gunslinger).allowed).toBe(false);
    expect(codes(gunslinger)).toContain('GunslingerSameDefender');
  });

  it('loads the rules of card actions for a card action: the same card action made again is refused', async () => {
    const card = scenario({
      unit: { type: 'trooper', courage: 1 },
      did: [{ action: 'card', card: 'Take Cover' }],
      ask: { action: 'card', card: 'take cover' },
    });
    await loadFor(() => answer(card));
    expect(answer(card).allowed).toBe(false);
    expect(codes(card)).toContain('CardActionRepeated');
  });
});
