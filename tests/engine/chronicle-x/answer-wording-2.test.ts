/**
 * What a player reads in Chronicle X answers: a moving face-down blip that is attacked is said to
 * flip; a refused answer never tells of what the refused thing would bring about as if it
 * happened, and a refusal says what the player can do instead; a Psychic Attack and a Shoot
 * Attack are two different actions.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { movePath, parseSquare } from '../../../src/engine/chronicle-x/index.ts';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { answer, state } from './build.ts';

const messages = (v: Verdict): string[] => v.reasons.map((r) => r.message);
const said = (v: Verdict): string => messages(v).join(' ');
const sq = (s: string) => parseSquare(s)!;
const CONTENT = join(import.meta.dirname, '../../../content');

describe('a moving face-down blip that a Hero attacks', () => {
  const watcher = { kind: 'hero', overwatch: 'full', short: { dice: 2, range: 3 } };
  const shot = { phase: 'overmind', board: '. . . .\n. . . .\nB . . H', models: { B: { kind: 'blip' }, H: watcher }, active: 'B' };

  it("is said to flip when a Hero's Overwatch shot hits it, the rest of the move being the revealed unit's", () => {
    const v = answer({ ...shot, ask: { path: ['a2', 'a1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    const flip = v.reasons.find((r) => r.code === 'AttackedMoverFlips');
    expect(flip?.rule).toBe('cx-blip-values');
    expect(flip?.message).toBe(
      "B is a face-down Blip Token, and H's attack on it needs values the token does not show (to defend, to take damage): the blip is flipped on a2 (step 1), the revealed unit takes its place, and the attack is made against that unit.",
    );
    // No count of steps taken from the blip's Movement: what is left is the revealed unit's.
    expect(said(v)).not.toMatch(/unused steps?/);
    expect(said(v)).toContain('if the revealed unit survives, what is left of the move is its own, by its own Movement value');
  });

  it('is said to flip when it steps away from a Hero, whose free attack it draws', () => {
    const v = answer({
      phase: 'overmind',
      board: 'B H . .\n. . . .\n. . . .',
      models: { B: { kind: 'blip' }, H: { kind: 'hero', melee: 2 } },
      active: 'B',
      ask: { path: ['a2', 'a3'] },
    });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(said(v)).toContain("B is a face-down Blip Token, and H's attack on it needs values the token does not show");
    expect(said(v)).toContain('the blip is flipped on a3 (step 2)');
  });

  it('is flipped by the first attack only, and the path is judged no further', () => {
    // G watches the far end of the path too, but the blip is the revealed unit before it gets there.
    const s = state({
      phase: 'overmind',
      board: '. . . . . G\n. . . . . .\nB . . H . .',
      models: { B: { kind: 'blip', move: 6 }, H: watcher, G: watcher },
      active: 'B',
    });
    const out = movePath(s, 'B', [sq('a2'), sq('b1'), sq('c1')]);
    expect(out).toMatchObject({ ok: true, interruptions: [{ kind: 'overwatch', by: 'H', step: 1, moverFlips: true }] });
    expect(out.ok && out.interruptions).toHaveLength(1);
  });

  it('is not said to flip once it is a revealed unit, nor is an Alien Unit', () => {
    const flipped = answer({ ...shot, did: ['flip'], ask: { path: ['a2'] } });
    expect(flipped).toBeRefusedBy('cx-overwatch-fires');
    expect(said(flipped)).not.toMatch(/flipped/);
    const alien = answer({ ...shot, models: { B: { kind: 'alien' }, H: watcher }, ask: { path: ['a2'] } });
    expect(said(alien)).not.toMatch(/flipped/);
    expect(said(alien)).toMatch(/may go on with its 3 unused steps/);
  });
});

describe('a refused Interruption', () => {
  const round = { phase: 'hero', models: { H: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'c3' } } };

  it('does not say the Overmind discards its Mutation cards, whatever refuses it', () => {
    const x = { activate: 'X', interruption: true };
    const y = { activate: 'Y', interruption: true };
    const withY = { ...round.models, Y: { kind: 'alien', at: 'e5' } };
    for (const [refused, ask] of [
      [{ ...round, active: 'H' }, x],
      [{ ...round, active: null, activated: ['H'] }, x],
      [{ ...round, active: null, interruption: 'X', models: withY }, y],
    ] as const) {
      const v = answer({ ...refused, ask });
      expect(v.allowed).toBe(false);
      expect(said(v)).not.toMatch(/discard/);
      expect(said(v)).not.toMatch(/may activate/);
    }
  });

  it('still says it when the Interruption is allowed', () => {
    const v = answer({ ...round, active: null, ask: { activate: 'X', interruption: true } });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('The Overmind discards 2 of its 5 Mutation cards to activate X out of turn.');
  });

  it('says what the Overmind can do instead', () => {
    const during = answer({ ...round, active: 'H', ask: { activate: 'X', interruption: true } });
    expect(said(during)).toContain('it can be activated out of turn once that activation ends, if a Hero is still to activate');
    const late = answer({ ...round, active: null, activated: ['H'], ask: { activate: 'X', interruption: true } });
    expect(said(late)).toContain("it can be activated in the Overmind's phase, without the Interruption");
    const poor = answer({ ...round, active: null, mutationCards: 1, ask: { activate: 'X', interruption: true } });
    expect(poor).toBeRefusedBy('cx-interruption-cost');
    expect(said(poor)).toContain("it can activate X in the Overmind's phase, when its hand is refilled");
  });
});

describe('other refused answers', () => {
  it('do not discard the Overwatch token of a model that cannot be activated', () => {
    const models = { X: { kind: 'alien', at: 'c3', overwatch: 'weak', short: { dice: 2, range: 3 } } };
    const again = answer({ phase: 'overmind', models, activated: ['X'], active: null, ask: { activate: 'X' } });
    expect(again).toBeRefusedBy('cx-once-per-round');
    expect(said(again)).not.toMatch(/discarded/);
    expect(said(again)).toContain('it can be activated again next round');
    const fresh = answer({ phase: 'overmind', models, active: null, ask: { activate: 'X' } });
    expect(fresh).toBeAllowed();
    expect(said(fresh)).toContain('its unused weak (blue) Overwatch token is discarded');
  });

  it('do not flip a blip the refused attack would have hit', () => {
    const hero = { kind: 'hero', short: { dice: 2, range: 4 } };
    const v = answer({
      board: 'H . . B\n. . . .\nY . . .',
      models: { H: hero, B: { kind: 'blip' }, Y: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'shoot', target: 'Y' }],
      ask: { action: 'shoot', target: 'B' },
    });
    expect(v).toBeRefusedBy('cx-different-actions');
    expect(said(v)).not.toMatch(/flipped/);
  });

  it('do not promise the Alien Behaviour Action of a flip that cannot be taken', () => {
    const v = answer({ phase: 'overmind', models: { B: { kind: 'blip', at: 'c3' } }, did: ['move', 'sprint'], ask: 'flip' });
    expect(v).toBeRefusedBy('cx-two-actions');
    expect(said(v)).not.toMatch(/Alien Behaviour/);
    expect(said(v)).toContain('it takes no more until it is activated again next round');
  });

  it('do not say a model may Sprint, or may take the weaker Overwatch, when it may not', () => {
    const sprint = answer({ model: { kind: 'hero', move: 4 }, did: ['move', 'interact'], ask: 'sprint' });
    expect(sprint).toBeRefusedBy('cx-two-actions');
    expect(said(sprint)).not.toMatch(/may (still )?Sprint/);
    expect(said(sprint)).toContain('that Move does not rule out a Sprint');
    const weak = answer({ model: { kind: 'hero' }, did: ['move'], ask: 'overwatch-weak' });
    expect(weak).toBeRefusedBy('cx-overwatch-shooter');
    expect(said(weak)).not.toMatch(/may take the weaker Overwatch/);
  });

  it('say what the model can do instead', () => {
    const gun = { kind: 'hero', short: { dice: 2, range: 3 } };
    const far = answer({
      board: 'H . . . X',
      models: { H: gun, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(far).toBeRefusedBy('cx-shoot-range');
    expect(said(far)).toContain('H would have to come within 3 squares of it first');
    const hidden = answer({
      board: 'H . # X',
      models: { H: gun, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(said(hidden)).toContain('it would have to move to a square from which it sees X');
    const first = answer({ model: gun, ask: 'overwatch-weak' });
    expect(first).toBeRefusedBy('cx-overwatch-weak');
    expect(said(first)).toContain('it may take another action first, or the full-power Overwatch, which takes both');
    const used = answer({
      board: 'H . . . X',
      models: { H: gun, X: { kind: 'alien' } },
      active: 'H',
      did: ['move', 'interact'],
      ask: { path: ['b1'] },
    });
    expect(said(used)).toContain('it takes no more until it is activated again next round');
  });
});

describe('a Psychic Attack and a Shoot Attack in one activation', () => {
  const models = { H: { kind: 'hero', short: { dice: 2, range: 4 }, psychic: { dice: 2, range: 4 } }, X: { kind: 'alien' } };
  const after = { board: 'H . . X', models, active: 'H', did: [{ action: 'psychic', target: 'X' }] };

  it('are two different actions: the Shoot Attack is allowed, a second Psychic Attack is not', () => {
    expect(answer({ ...after, ask: { action: 'shoot', target: 'X' } })).toBeAllowed();
    expect(answer({ ...after, ask: { action: 'psychic', target: 'X' } })).toBeRefusedBy('cx-different-actions');
    expect(answer({ ...after, did: [{ action: 'shoot', target: 'X' }], ask: { action: 'psychic', target: 'X' } })).toBeAllowed();
  });

  it('are explained as this reading where the two-different-actions rule is', () => {
    const note = readFileSync(join(CONTENT, 'chronicle-x/Activation.md'), 'utf8');
    const rule = note.indexOf('^cx-different-actions');
    const reading = note.indexOf("This vault's reading: using the ability is an action of its own kind");
    expect(rule).toBeGreaterThan(0);
    expect(reading).toBeGreaterThan(rule);
    expect(note.slice(rule, reading)).not.toMatch(/^## /m);
  });
});
