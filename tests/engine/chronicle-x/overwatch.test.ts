/**
 * Overwatch firing on a move, free attacks for leaving an adjacent enemy, and defence against
 * psychic attacks, as a player reads them off the board.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { movePath, parseSquare, pathVerdict, type Square } from '../../../src/engine/chronicle-x/index.ts';
import { answer, state } from './build.ts';

const sq = (s: string): Square => parseSquare(s)!;
const path = (...s: string[]) => s.map(sq);
const watcher = (overwatch: 'full' | 'weak') => ({ kind: 'alien', overwatch, short: { dice: 3, range: 3 }, long: { dice: 1, range: 6 } });

describe('Overwatch firing', () => {
  // H walks east along row 1; W watches from f4, its shoot attack reaching 3 squares.
  const board = `
H . . . . .
. . . . . .
. . . . . .
. . . . . W
`;
  it('fires at the first step into a square its shoot attack reaches, stops the move, removes the token', () => {
    const s = state({ board, models: { H: { kind: 'hero', move: 5 }, W: { ...watcher('full'), long: null } }, active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1', 'd1', 'e1'));
    expect(out).toEqual({
      ok: true,
      interruptions: [{ kind: 'overwatch', by: 'W', step: 2, at: sq('c1'), dice: 3, weakened: false, stepsLeft: 2 }],
    });
    const v = pathVerdict(s, 'H', path('b1', 'c1', 'd1', 'e1'));
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v).toCite('cx-overwatch-once');
    expect(v).toCite('cx-overwatch-stops-move');
  });

  it('rolls one die fewer with the blue token, reported as data', () => {
    const s = state({ board, models: { H: { kind: 'hero' }, W: { ...watcher('weak'), long: null } }, active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1'));
    expect(out.ok && out.interruptions[0]).toMatchObject({ dice: 2, weakened: true });
    expect(pathVerdict(s, 'H', path('b1', 'c1'))).toCite('cx-overwatch-weak-dice');
    // A shoot value of one die leaves the blue token nothing to roll: it does not fire.
    const one = state({
      board,
      models: { H: { kind: 'hero' }, W: { ...watcher('weak'), short: { dice: 1, range: 3 }, long: null } },
      active: 'H',
    });
    // It does not fire, and the outcome names the step where it had nothing to roll.
    expect(movePath(one, 'H', path('b1', 'c1'))).toEqual({
      ok: true,
      interruptions: [],
      noDice: [{ by: 'W', step: 2, at: parseSquare('c1') }],
    });
  });

  it('uses the long-range value beyond short range, and does not fire without line of sight', () => {
    const far = `
H . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . W
`;
    const s = state({ board: far, models: { H: { kind: 'hero' }, W: watcher('full') }, active: 'H' });
    const out = movePath(s, 'H', path('b1'));
    expect(out.ok && out.interruptions[0]).toMatchObject({ dice: 1, at: sq('b1') });
    const walled = `
H . . . .
. . . . .
# # # # #
. . W . .
`;
    const blocked = state({ board: walled, models: { H: { kind: 'hero' }, W: watcher('full') }, active: 'H' });
    expect(movePath(blocked, 'H', path('b1', 'c1', 'd1'))).toEqual({ ok: true, interruptions: [] });
    expect(pathVerdict(blocked, 'H', path('b1', 'c1', 'd1'))).toBeAllowed();
  });

  it('never shoots a model that does not move, even in reach', () => {
    const s = state({ board: '. . H\n. . .\n. . W', models: { H: { kind: 'hero' }, W: watcher('full') }, active: 'H' });
    const v = pathVerdict(s, 'H', []);
    expect(v).toBeAllowed();
    expect(v).toCite('cx-overwatch-still-target');
  });

  it('fires at a moving blip as at any enemy (this vault’s reading)', () => {
    const s = state({
      board: '. . . .\n. . . .\nB . . H',
      models: { B: { kind: 'blip' }, H: { kind: 'hero', overwatch: 'full', short: { dice: 2, range: 3 } } },
      active: 'B',
      phase: 'overmind',
    });
    expect(pathVerdict(s, 'B', path('a2'))).toBeRefusedBy('cx-overwatch-fires');
  });

  it('gives an adjacent enemy a free attack when the mover steps away from it', () => {
    const s = state({ board: 'H X . .\n. . . .', models: { H: { kind: 'hero' }, X: { kind: 'alien', melee: 2 } }, active: 'H' });
    const out = movePath(s, 'H', path('a2', 'b2', 'c2'));
    // a2 and b2 are still next to X; leaving b2 for... c2 is next to X too: no free attack
    expect(out).toEqual({ ok: true, interruptions: [] });
    const away = movePath(
      state({ board: 'H X . .\n. . . .\n. . . .', models: { H: { kind: 'hero' }, X: { kind: 'alien', melee: 2 } }, active: 'H' }),
      'H',
      path('a2', 'a3'),
    );
    expect(away).toEqual({
      ok: true,
      interruptions: [{ kind: 'free-attack', by: 'X', step: 2, at: sq('a3'), dice: 2, weakened: false, stepsLeft: 0 }],
    });
  });

  it("flips a moving blip on the step that brings it into a Hero's line of sight, and judges the path no further", () => {
    const board = 'B . . .\n# # # .\nH . . .';
    const s = state({ phase: 'overmind', board, models: { B: { kind: 'blip', move: 5 }, H: { kind: 'hero' } }, active: 'B' });
    // Behind the wall (d2 too: the line from a3 crosses b2 and c2) the Hero does not see it; d3 shares the Hero's row.
    expect(movePath(s, 'B', path('b1', 'c1', 'd1'))).toEqual({ ok: true, interruptions: [] });
    expect(movePath(s, 'B', path('b1', 'c1', 'd1', 'd2', 'd3', 'c3'))).toMatchObject({
      ok: true,
      interruptions: [{ kind: 'flip', by: 'H', at: sq('d3'), step: 5, stepsLeft: 1 }],
    });
    expect(pathVerdict(s, 'B', path('b1', 'c1', 'd1', 'd2', 'd3'))).toBeRefusedBy('cx-blip-values');
    expect(pathVerdict(s, 'B', path('b1', 'c1', 'd1', 'd2'))).toBeAllowed();
    // A revealed alien is not flipped, and a blip in sight from the start is not coming into sight.
    const alien = state({ phase: 'overmind', board, models: { B: { kind: 'alien', move: 5 }, H: { kind: 'hero' } }, active: 'B' });
    expect(movePath(alien, 'B', path('b1', 'c1', 'd1', 'd2', 'd3'))).toEqual({ ok: true, interruptions: [] });
    const open = state({
      phase: 'overmind',
      board: 'B . .\n. . .\nH . .',
      models: { B: { kind: 'blip' }, H: { kind: 'hero' } },
      active: 'B',
    });
    expect(movePath(open, 'B', path('b1'))).toEqual({ ok: true, interruptions: [] });
  });

  it('refuses a path through a wall or longer than the Movement value', () => {
    const s = state({ board: 'H|. .', models: { H: { kind: 'hero', move: 2 } }, active: 'H' });
    expect(pathVerdict(s, 'H', path('b1'))).toBeRefusedBy('cx-move-blocked');
    const open = state({ board: 'H . . .', models: { H: { kind: 'hero', move: 2 } }, active: 'H' });
    expect(pathVerdict(open, 'H', path('b1', 'c1', 'd1'))).toBeRefusedBy('cx-move-distance');
  });

  it("walks the active model's path as its next movement action: a Sprint after a Move, none once its actions are used", () => {
    const models = { H: { kind: 'hero', move: 4, short: { dice: 2, range: 5 } }, X: { kind: 'alien' } };
    const board = 'H . . . . .\n. . . . . X';
    // After a Move, the path is a Sprint: half of Movement 4 is 2 squares.
    const sprint = answer({ board, models, active: 'H', did: ['move'], ask: { path: ['b1', 'c1', 'd1'] } });
    expect(sprint).toBeRefusedBy('cx-sprint-distance');
    expect(sprint.reasons.map((r) => r.code)).toEqual(['SprintPathTooLong']);
    expect(answer({ board, models, active: 'H', did: ['move'], ask: { path: ['b1', 'c1'] } })).toBeAllowed();
    // A Sprint first leaves the Move, of the whole Movement value.
    expect(answer({ board, models, active: 'H', did: ['sprint'], ask: { path: ['b1', 'c1', 'd1'] } })).toBeAllowed();
    // Both actions used, or full Overwatch taken: it does not walk at all.
    const used = answer({ board, models, active: 'H', did: ['move', { action: 'shoot', target: 'X' }], ask: { path: ['b1'] } });
    expect(used).toBeRefusedBy('cx-two-actions');
    expect(answer({ board, models, active: 'H', did: ['overwatch'], ask: { path: ['b1'] } })).toBeRefusedBy('cx-two-actions');
    expect(answer({ board, models, active: 'H', did: ['move', 'sprint'], ask: { path: ['b1'] } })).toBeRefusedBy('cx-different-actions');
    // A model not being activated is asked about as a hypothetical Move.
    expect(answer({ board, models, active: null, ask: { path: ['b1', 'c1', 'd1'], model: 'H' } })).toBeAllowed();
  });

  it('does not flip again a blip flipped earlier in this activation: the revealed unit moves on, and strikes back', () => {
    const board = 'B . . .\n# # # .\nH . . .';
    const models = { B: { kind: 'blip', move: 5, melee: 2 }, H: { kind: 'hero', melee: 1 } };
    const flipped = answer({ phase: 'overmind', board, models, active: 'B', did: ['flip'], ask: { path: ['b1', 'c1', 'd1', 'd2', 'd3'] } });
    expect(flipped).toBeAllowed();
    expect(flipped).not.toCite('cx-blip-values');
    // Face down, the same path flips it at d3.
    expect(answer({ phase: 'overmind', board, models, active: 'B', ask: { path: ['b1', 'c1', 'd1', 'd2', 'd3'] } })).toBeRefusedBy(
      'cx-blip-values',
    );
    // Revealed, it has its Melee value: a Hero stepping away from it draws its free attack.
    const s = state({ phase: 'overmind', board: 'B H .\n. . .\n. . .', models, active: 'B', did: ['flip'] });
    expect(movePath(s, 'H', path('c2', 'c3'))).toMatchObject({ ok: true, interruptions: [{ kind: 'free-attack', by: 'B', step: 1 }] });
  });

  it('answers path questions from scenario data', () => {
    expect(
      answer({ board, models: { H: { kind: 'hero', move: 5 }, W: watcher('full') }, active: 'H', ask: { path: ['b1', 'c1'] } }),
    ).toBeRefusedBy('cx-overwatch-fires');
  });
});

describe('a moving Hero and face-down blips', () => {
  // Behind the rubble the Hero does not see B; on d3 it shares B's row.
  const board = 'H . . .\n# # # .\nB . . .';
  it('flips a blip the moving Hero comes to see, without stopping the move', () => {
    const s = state({ board, models: { H: { kind: 'hero', move: 5 }, B: { kind: 'blip' } }, active: 'H' });
    const route = path('b1', 'c1', 'd1', 'd2', 'd3');
    expect(movePath(s, 'H', route)).toEqual({ ok: true, interruptions: [], revealed: [{ blip: 'B', step: 5, at: sq('d3') }] });
    const v = pathVerdict(s, 'H', route);
    expect(v).toBeAllowed();
    expect(v).toCite('HeroSeesBlip');
    // A blip the Hero already sees where its move starts is not coming into its sight.
    const open = state({ board: 'H . B\n. . .', models: { H: { kind: 'hero' }, B: { kind: 'blip' } }, active: 'H' });
    expect(movePath(open, 'H', path('a2', 'b2'))).toEqual({ ok: true, interruptions: [] });
  });

  it('lets the revealed unit make its free attack when the Hero then walks away from it, and fire no Overwatch', () => {
    const walled = 'H . . .\n# # . .\n. B . .\n. . . .';
    const models = { H: { kind: 'hero' }, B: { kind: 'blip', melee: 2, short: { dice: 3, range: 3 } } };
    const s = state({ board: walled, models, active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1', 'c2', 'd3'));
    expect(out).toEqual({
      ok: true,
      interruptions: [{ kind: 'free-attack', by: 'B', step: 4, at: sq('d3'), dice: 2, weakened: false, stepsLeft: 0 }],
      revealed: [{ blip: 'B', step: 3, at: sq('c2') }],
    });
    const v = pathVerdict(s, 'H', path('b1', 'c1', 'c2', 'd3'));
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    // In step order: the flip on c2 before the free attack on d3.
    expect(v.reasons.map((r) => r.code)).toEqual(['HeroSeesBlip', 'FreeAttackOnLeaving', 'MoveGoesOn']);
  });
});

describe('a free attack and an Overwatch shot from one enemy on one step', () => {
  const board = 'H . .\nX . .\n. . .';
  const x = { kind: 'alien', melee: 2, overwatch: 'full', short: { dice: 3, range: 3 } };
  it('makes both, the free attack first, and says so (this vault’s reading)', () => {
    const s = state({ board, models: { H: { kind: 'hero' }, X: x }, active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1'));
    expect(out.ok && out.interruptions.map((i) => [i.kind, i.by, i.step])).toEqual([
      ['free-attack', 'X', 2],
      ['overwatch', 'X', 2],
    ]);
    const v = pathVerdict(s, 'H', path('b1', 'c1'));
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v).toCite('cx-free-attack-and-overwatch');
  });

  it('says nothing of it when the two attacks come from different enemies', () => {
    const two = 'H . .\nX . .\n. . .\n. . Y';
    const s = state({ board: two, models: { H: { kind: 'hero' }, X: { kind: 'alien', melee: 2 }, Y: { ...x, melee: 0 } }, active: 'H' });
    const v = pathVerdict(s, 'H', path('b1', 'c1'));
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v).not.toCite('cx-free-attack-and-overwatch');
  });
});

describe('Overwatch laws', () => {
  it('fires at most once per token, only on squares entered, never at a model that did not move', () => {
    const side = 6;
    const arb = fc.record({
      watchers: fc.uniqueArray(fc.integer({ min: 1, max: side * side - 1 }), { minLength: 1, maxLength: 4 }),
      weak: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      steps: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 10 }),
    });
    const DIRS = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
      [1, 1],
      [1, -1],
      [-1, 1],
      [-1, -1],
    ] as const;
    fc.assert(
      fc.property(arb, ({ watchers, weak, steps }) => {
        const models: Record<string, unknown> = { H: { kind: 'hero', at: 'a1', move: 99 } };
        watchers.forEach((i, k) => {
          models[`W${k}`] = {
            kind: 'alien',
            at: `${String.fromCharCode(97 + (i % side))}${Math.floor(i / side) + 1}`,
            overwatch: weak[k] ? 'weak' : 'full',
            short: { dice: 2, range: 2 },
            long: { dice: 1, range: 4 },
          };
        });
        const s = state({ board: { size: `${side}x${side}` }, models, active: 'H' });
        // a walk of legal steps only
        const walk: Square[] = [];
        let at = { x: 0, y: 0 };
        const taken = new Set(Object.values(s.models).map((m) => `${m.at.x},${m.at.y}`));
        taken.delete('0,0');
        for (const d of steps) {
          const [dx, dy] = DIRS[d]!;
          const to = { x: at.x + dx, y: at.y + dy };
          if (to.x < 0 || to.y < 0 || to.x >= side || to.y >= side || taken.has(`${to.x},${to.y}`)) continue;
          walk.push(to);
          at = to;
        }
        const out = movePath(s, 'H', walk);
        if (!out.ok) return; // a diagonal past a watcher: not a legal walk
        const shots = out.interruptions.filter((i) => i.kind === 'overwatch');
        expect(new Set(shots.map((i) => i.by)).size).toBe(shots.length);
        for (const i of shots) expect(walk[i.step - 1]).toEqual(i.at);
        expect(movePath(s, 'H', [])).toEqual({ ok: true, interruptions: [] });
      }),
    );
  });
});

describe('defence against psychic attacks', () => {
  const models = { X: { kind: 'alien', psychic: { dice: 2, range: 4 } }, H: { kind: 'hero' } };
  it('rolls no defence dice unless the Meditation Room is built, and the answer says which', () => {
    expect(answer({ board: 'X . H', models, active: 'X', ask: { defend: 'psychic' } })).toBeRefusedBy('cx-psychic-no-defence');
    expect(answer({ board: 'X . H', models, active: 'X', station: { meditationRoom: true }, ask: { defend: 'psychic' } })).toCite(
      'cx-meditation-room',
    );
    expect(answer({ board: 'X . H', models, active: 'X', ask: { defend: 'shoot' } })).toBeAllowed();
    const attack = answer({ board: 'X . H', models, active: 'X', ask: { action: 'psychic', target: 'H' } });
    expect(attack).toBeAllowed();
    expect(attack).toCite('cx-psychic-no-defence');
  });
});
