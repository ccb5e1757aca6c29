/**
 * Histories a scenario may not describe (actions the model has no value for, Overwatch attacks,
 * Alien Behaviour Actions and tokens that cannot have happened), the possible ones next to them,
 * and who the Meditation Room lets defend against a psychic attack.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine } from '../../../src/engine/chronicle-x/index.ts';
import { answer, gunner } from './build.ts';

const problems = (input: Record<string, unknown>): string => {
  const out = engine.parseScenario({ ask: 'interact', ...input });
  return out.ok ? '' : out.errors.join('\n');
};

describe('did: an action the model has no value for cannot have been taken', () => {
  it.each([
    ['shoot', { kind: 'hero' }, /`did\[0\]` cannot have been taken: A has no short- or long-range value, so it makes no Shoot Attack/],
    ['melee', { kind: 'hero', melee: 0 }, /A has a Melee value of 0, so it makes no Melee Attack/],
    ['psychic', { kind: 'hero' }, /A has no psychic ability/],
    ['overwatch', { kind: 'hero' }, /A has no short- or long-range value, and Overwatch readies a Shoot Attack/],
    ['sprint', { kind: 'hero', move: 1 }, /A has a Movement value of 1, and a Sprint covers half of it, rounded down: no square at all/],
    ['move', { kind: 'hero', move: 0 }, /A has a Movement value of 0, so a Move takes it nowhere/],
    ['psychic', { kind: 'alien', psychic: { dice: 0, range: 3 } }, /A has no psychic ability/],
  ])('refuses did: [%s] for %j', (action, model, words) => {
    expect(problems({ model, did: [action] })).toMatch(words);
  });

  it('refuses an attack on a blip that is still face down, since an attacked blip is flipped', () => {
    for (const action of ['melee', 'shoot', 'psychic']) {
      const models = {
        H: { kind: 'hero', at: 'a1', melee: 2, short: { dice: 2, range: 5 }, psychic: { dice: 2, range: 5 } },
        B: { kind: 'blip', at: action === 'melee' ? 'b1' : 'c1' },
      };
      expect(problems({ models, active: 'H', did: [{ action, target: 'B' }] })).toMatch(
        /`did\[0\]` cannot have been taken: B is still a face-down Blip Token, but a blip that is attacked is flipped/,
      );
      expect(problems({ models: { ...models, B: { ...models.B, kind: 'alien' } }, active: 'H', did: [{ action, target: 'B' }] })).toBe('');
    }
  });

  it('refuses an attack its target was out of reach of, from where the model stood then', () => {
    const models = { H: { kind: 'hero', at: 'a1', melee: 2, short: { dice: 2, range: 3 } }, X: { kind: 'alien', at: 'f1' } };
    // No move in this activation: H stood on a1, five squares from X.
    expect(problems({ models, active: 'H', did: [{ action: 'melee', target: 'X' }] })).toMatch(
      /`did\[0\]` cannot have been taken: from a1, where H stood when it took it: X is 5 squares from H; a Melee Attack needs an adjacent target/,
    );
    expect(problems({ models, active: 'H', did: [{ action: 'shoot', target: 'X' }] })).toMatch(
      /from a1, where H stood when it took it: X is 5 squares from H/,
    );
    // It moved next to X first: the Melee Attack was possible.
    const moved = { ...models, H: { ...models.H, at: 'e1' } };
    expect(
      problems({
        models: moved,
        active: 'H',
        did: [
          { action: 'move', to: 'e1' },
          { action: 'melee', target: 'X' },
        ],
      }),
    ).toBe('');
    // The attack came before a move whose start is not given: where it stood is not known, so it is not checked.
    expect(problems({ models: moved, active: 'H', did: [{ action: 'shoot', target: 'X' }, 'move'] })).toBe('');
    // A wall in the line: no Shoot Attack from there.
    expect(
      problems({
        board: 'H . .|X . .',
        models: { H: models.H, X: { kind: 'alien' } },
        active: 'H',
        did: [{ action: 'shoot', target: 'X' }],
      }),
    ).toMatch(/from a1, where H stood when it took it: H on a1 cannot see X on d1/);
  });

  it('accepts the same actions when the model has the values', () => {
    expect(problems({ model: gunner, did: ['shoot'] })).toBe('');
    expect(problems({ model: { ...gunner, move: 2 }, did: ['sprint'] })).toBe('');
    expect(problems({ model: { kind: 'alien', psychic: { dice: 2, range: 3 } }, did: ['psychic'] })).toBe('');
    expect(problems({ model: { kind: 'hero', short: { dice: 0, range: 3 }, long: { dice: 1, range: 6 } }, did: ['overwatch'] })).toBe('');
    // A blip once flipped has its unit's values.
    expect(problems({ model: { kind: 'blip', short: { dice: 2, range: 4 } }, did: ['flip', 'shoot'] })).toBe('');
  });
});

describe('the round so far: Overwatch attacks, Alien Behaviour Actions and tokens', () => {
  const board = '. . . . . .\n. . . . . .';
  it('refuses an Alien Behaviour Action by a Hero or by a blip still face down', () => {
    expect(problems({ board, models: { H: { kind: 'hero', at: 'a1' } }, behaviourActions: ['H'], ask: { activate: 'H' } })).toMatch(
      /`behaviourActions\[0\]` describes what cannot have happened: H is a Hero, and only the Overmind's Alien Units take Alien Behaviour Actions/,
    );
    expect(
      problems({ board, models: { B: { kind: 'blip', at: 'a1' } }, phase: 'overmind', behaviourActions: ['B'], ask: { activate: 'B' } }),
    ).toMatch(/B is still a face-down Blip Token/);
    // The blip being activated, flipped in this activation, took it as the revealed unit.
    expect(problems({ model: { kind: 'blip' }, did: ['flip'], behaviourActions: ['A'] })).toBe('');
  });

  it('refuses an Overwatch attack or a token for a face-down blip', () => {
    expect(
      problems({ board, models: { B: { kind: 'blip', at: 'a1' } }, phase: 'overmind', overwatchAttacks: ['B'], ask: { activate: 'B' } }),
    ).toMatch(/`overwatchAttacks\[0\]` describes what cannot have happened: B is a face-down Blip Token/);
    const watched = {
      board,
      models: { H: { kind: 'hero', at: 'a1' }, B: { kind: 'blip', at: 'f1', short: { dice: 2, range: 6 }, overwatch: 'full' } },
      ask: { path: ['a2'], model: 'H' },
    };
    expect(problems(watched)).toMatch(/`models.B.overwatch` describes what cannot have happened: B is a face-down Blip Token/);
  });

  it('refuses a token on a model that fired its Overwatch this round and has not been activated since', () => {
    const X = { kind: 'alien', at: 'f1', short: { dice: 2, range: 6 }, overwatch: 'full' };
    const fired = {
      board,
      models: { H: { kind: 'hero', at: 'a1', move: 4 }, X },
      overwatchAttacks: ['X'],
      ask: { path: ['a2'], model: 'H' },
    };
    expect(problems(fired)).toMatch(/`models.X.overwatch` describes what cannot have happened: X made an Overwatch attack this round/);
    // Activated this round (in the Overmind phase, or by the Interruption): it may have taken Overwatch again.
    expect(problems({ ...fired, phase: 'overmind', activated: ['X'] })).toBe('');
    expect(problems({ ...fired, phase: 'hero', interruption: 'X' })).toBe('');
    // Without a token the same round is possible, and nothing fires.
    expect(answer({ ...fired, models: { ...fired.models, X: { ...X, overwatch: undefined } } })).toBeAllowed();
  });
});

describe('the Meditation Room lets the Heroes defend against psychic attacks', () => {
  const room = { station: { meditationRoom: true } };
  it("does not give an Overmind model defence dice against a Hero's psychic attack", () => {
    const heroAttacks = {
      board: 'H . X',
      models: { H: { kind: 'hero', psychic: { dice: 2, range: 4 } }, X: { kind: 'alien' } },
      active: 'H',
    };
    const v = answer({ ...heroAttacks, ...room, ask: { action: 'psychic', target: 'X' } });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.rule === 'cx-meditation-room')?.message).toMatch(/rolls no defence dice/);
    expect(answer({ ...heroAttacks, ...room, ask: { defend: 'psychic' } })).toBeRefusedBy('cx-meditation-room');
    expect(answer({ ...heroAttacks, ask: { defend: 'psychic' } })).toBeRefusedBy('cx-psychic-no-defence');
    expect(answer({ ...heroAttacks, ...room, ask: { defend: 'shoot' } })).toBeAllowed();
  });

  it("still gives a Hero defence dice against an Overmind model's psychic attack", () => {
    const alienAttacks = {
      board: 'X . H',
      models: { X: { kind: 'alien', psychic: { dice: 2, range: 4 } }, H: { kind: 'hero' } },
      active: 'X',
    };
    expect(answer({ ...alienAttacks, ...room, ask: { defend: 'psychic' } })).toBeAllowed();
    expect(answer({ ...alienAttacks, ...room, ask: { defend: 'psychic' } })).toCite('cx-meditation-room');
  });
});

describe('Overwatch and free attacks of a single die', () => {
  it('say "1 die", not "1 dice"', () => {
    const v = answer({
      board: 'H . . . . . . X',
      models: { H: { kind: 'hero', long: { dice: 2, range: 8 }, overwatch: 'weak' }, X: { kind: 'alien', move: 4 } },
      active: 'X',
      ask: { path: ['g1'] },
    });
    const words = v.reasons.map((r) => r.message).join(' ');
    expect(words).toMatch(/H's Overwatch fires with 1 die\./);
    expect(words).toMatch(/one die fewer, 1 die\./);
    const free = answer({ board: 'H X .', models: { H: { kind: 'hero' }, X: { kind: 'alien' } }, active: 'X', ask: { path: ['c1'] } });
    expect(free.reasons.map((r) => r.message).join(' ')).toMatch(/H makes a free attack with 1 die, interrupting the move/);
  });
});
