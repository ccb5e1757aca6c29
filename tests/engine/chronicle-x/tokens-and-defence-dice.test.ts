/**
 * Questions a player asks at the table about the Overwatch token of the model being activated
 * and about how many defence dice a defender rolls.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { canDefend, defenceAgainst, engine, MAX_DEFENCE_DICE, overwatchTokenOf } from '../../../src/engine/chronicle-x/index.ts';
import { chronicleXInput } from '../../../src/widgets/games/chronicle-x.ts';
import { answer, scenario, state } from './build.ts';

// H watches the row; X would walk in from e1, into H's short range of 4.
const board = 'H . . . X';
const shooter = { kind: 'hero', short: { dice: 2, range: 4 } };
const walkIn = { path: ['d1', 'c1'], model: 'X' };

describe('the Overwatch token of the model being activated', () => {
  it('an old token it still shows was discarded on activation: it does not fire', () => {
    const v = answer({ board, models: { H: { ...shooter, overwatch: 'full' }, X: { kind: 'alien' } }, active: 'H', ask: walkIn });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-discard-overwatch');
    expect(v.reasons.map((r) => r.message).join(' ')).toMatch(/No enemy is on Overwatch/);
  });

  it('Overwatch taken in this activation gives it a token that fires, with the dice of the mode taken', () => {
    const full = answer({ board, models: { H: shooter, X: { kind: 'alien' } }, active: 'H', did: ['overwatch'], ask: walkIn });
    expect(full).toBeRefusedBy('cx-overwatch-fires');
    expect(full.reasons.map((r) => r.message).join(' ')).toMatch(/H's Overwatch fires with 2 dice/);
    // The old blue token is gone, the new one is blue too: one die fewer.
    const weak = answer({
      board,
      models: { H: { ...shooter, overwatch: 'full' }, X: { kind: 'alien' } },
      active: 'H',
      did: ['move', 'overwatch-weak'],
      ask: walkIn,
    });
    expect(weak).toBeRefusedBy('cx-overwatch-fires');
    expect(weak).toCite('cx-overwatch-weak-dice');
    expect(weak).not.toCite('cx-discard-overwatch');
  });

  it('the same for an alien unit activated by the Interruption, and other models keep the token shown', () => {
    const models = { X: { kind: 'alien', at: 'a1', short: { dice: 2, range: 4 }, overwatch: 'weak' }, H: { at: 'e1' } };
    const s = state({ models, interruption: 'X', active: 'X' });
    expect(overwatchTokenOf(s, s.models.X!)).toBeNull();
    expect(overwatchTokenOf(state({ models, interruption: 'X', active: 'X', did: ['overwatch'] }), s.models.X!)).toBe('full');
    const between = state({ models, active: null, phase: 'overmind', ask: { activate: 'X' } });
    expect(overwatchTokenOf(between, between.models.X!)).toBe('weak');
    expect(answer({ models, interruption: 'X', active: 'X', ask: { path: ['d1'], model: 'H' } })).toBeAllowed();
  });

  it("may take full Overwatch again although it still shows last round's token", () => {
    expect(answer({ models: { H: { ...shooter, at: 'a1', overwatch: 'full' } }, ask: 'overwatch' })).toBeAllowed();
  });
});

describe('defence dice', () => {
  const noRoom = { station: { meditationRoom: false } };
  it('a defender rolls its combat dice, never more than 5', () => {
    expect(MAX_DEFENCE_DICE).toBe(5);
    expect(defenceAgainst(noRoom, 'melee', 'hero', 3)).toEqual({ rollsDefence: true, because: 'normal', dice: 3 });
    expect(defenceAgainst(noRoom, 'shoot', 'overmind', 7)).toEqual({ rollsDefence: true, because: 'normal', dice: 5 });
    const v = canDefend(noRoom, 'shoot', 'hero', 7);
    expect(v).toBeAllowed();
    expect(v.reasons.map((r) => r.message).join(' ')).toMatch(/has 7 combat dice and rolls 5 dice in defence \(never more than 5\)/);
  });

  it('rolls none against a psychic attack without the Meditation Room, and at most 5 with it', () => {
    expect(defenceAgainst(noRoom, 'psychic', 'hero', 6)).toMatchObject({ rollsDefence: false, dice: 0 });
    expect(defenceAgainst({ station: { meditationRoom: true } }, 'psychic', 'hero', 6)).toMatchObject({ rollsDefence: true, dice: 5 });
    expect(canDefend(noRoom, 'psychic', 'hero', 6).reasons.map((r) => r.code)).toEqual(['PsychicNoDefence']);
  });

  it('says the cap when asked without the dice', () => {
    const v = answer({ board: 'X H', models: { X: { kind: 'alien', melee: 2 }, H: {} }, active: 'X', ask: { defend: 'melee' } });
    expect(v).toBeAllowed();
    expect(v.reasons[0]!.message).toMatch(/rolls its combat dice, at most 5/);
  });
});

describe('how many defence dice, asked in a check block or a shared link', () => {
  const duel = { board: 'H X', models: { H: { kind: 'hero' }, X: { kind: 'alien' } }, active: 'X' };

  it('answers with the defender’s dice, at most 5, and the link writes the dice back', () => {
    const v = answer({ ...duel, ask: { defend: 'melee', dice: 7 } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-defence-dice');
    expect(v.reasons.map((r) => r.message).join(' ')).toMatch(/\b5\b/);
    const s = scenario({ ...duel, ask: { defend: 'melee', dice: 7 } });
    expect(chronicleXInput(s).ask).toEqual({ defend: 'melee', dice: 7 });
    expect(scenario(chronicleXInput(s))).toEqual(s);
  });

  it('says no dice against a psychic attack without the Meditation Room, whatever the dice', () => {
    const v = answer({ ...duel, ask: { defend: 'psychic', dice: 3 } });
    expect(v).toBeRefusedBy('cx-psychic-no-defence');
  });

  it('refuses dice that are not a whole number, naming the field', () => {
    const parsed = engine.parseScenario({ ...duel, ask: { defend: 'shoot', dice: 2.5 } });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.join('\n')).toMatch(/`ask\.dice` must be a whole number from 0 to 99/);
  });
});
