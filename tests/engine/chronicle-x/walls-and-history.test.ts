/**
 * Walls between touching squares (melee, free attacks, shooting) and what the actions already
 * taken in an activation (`did`) say about where the model stands, as a player would ask them.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { createBoard, engine, isAdjacentOnBoard, parseSquare, wallsBetween, withWalls } from '../../../src/engine/chronicle-x/index.ts';
import type { Square } from '../../../src/engine/chronicle-x/index.ts';
import { answer, gunner } from './build.ts';

const sq = (s: string): Square => parseSquare(s)!;
const problems = (input: Record<string, unknown>): string => {
  const out = engine.parseScenario(input);
  return out.ok ? '' : out.errors.join('\n');
};

describe('a wall between two touching squares', () => {
  it('separates side-by-side squares, and diagonal ones only when both ways round the corner are walled', () => {
    const board = withWalls(createBoard(3, 3), [
      [sq('a1'), sq('b1')],
      [sq('a1'), sq('a2')],
    ]);
    expect(wallsBetween(board, sq('a1'), sq('b1'))).toHaveLength(1);
    expect(isAdjacentOnBoard(board, sq('a1'), sq('b2'))).toBe(false);
    expect(isAdjacentOnBoard(board, sq('b1'), sq('a2'))).toBe(true);
    const stub = withWalls(createBoard(3, 3), [[sq('a1'), sq('b1')]]);
    expect(isAdjacentOnBoard(stub, sq('a1'), sq('b2'))).toBe(true);
  });

  it('stops a Melee Attack, with or without a named target', () => {
    const through = { board: 'H|X', models: { H: { kind: 'hero', melee: 3 }, X: { kind: 'alien' } }, active: 'H' };
    const v = answer({ ...through, ask: { action: 'melee', target: 'X' } });
    expect(v).toBeRefusedBy('cx-wall-not-adjacent');
    expect(v.reasons.map((r) => r.message).join(' ')).toMatch(/the wall between a1 and b1 separates them/);
    expect(answer({ ...through, ask: 'melee' })).toBeRefusedBy('cx-melee-adjacent');
    expect(answer({ ...through, board: 'H X', ask: { action: 'melee', target: 'X' } })).toBeAllowed();
  });

  it('gives no free attack to an enemy on the far side of a wall, and one without the wall', () => {
    const models = { H: { kind: 'hero' }, X: { kind: 'alien', melee: 2 } };
    expect(answer({ board: 'H|X .\n.|. .\n. . .', models, active: 'H', ask: { path: ['a2', 'a3'] } })).toBeAllowed();
    expect(answer({ board: 'H X .\n. . .\n. . .', models, active: 'H', ask: { path: ['a2', 'a3'] } })).toBeRefusedBy(
      'cx-free-attack-leaving',
    );
  });

  it('makes a touching enemy behind a wall a shooting target, refused only for the line of sight', () => {
    const v = answer({ board: 'H|X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(v.reasons.some((r) => r.code === 'ShootTargetAdjacent')).toBe(false);
  });
});

describe('the actions already taken and where the model stands', () => {
  const shooter = { kind: 'hero', short: { dice: 1, range: 2 } };

  it('answers from `at`, where the model stands now, with its last move ending there', () => {
    const models = { A: { ...shooter, at: 'c3' }, X: { kind: 'alien', at: 'e5' } };
    expect(answer({ models, active: 'A', did: [{ action: 'move', to: 'c3' }], ask: { action: 'shoot', target: 'X' } })).toBeAllowed();
  });

  it('refuses in plain words a history that clashes with `at` or the board', () => {
    const models = { A: { ...shooter, at: 'a1' }, X: { kind: 'alien', at: 'e5' } };
    expect(problems({ models, active: 'A', did: [{ action: 'move', to: 'c3' }], ask: 'interact' })).toMatch(
      /^`did\[0\]` cannot have been taken: it ends A's move on c3, but A stands on a1/,
    );
    const blocked = {
      board: { size: '4x4', blocked: ['b1'] },
      model: { kind: 'hero' },
      did: [{ action: 'move', to: 'b1' }],
      ask: 'sprint',
    };
    expect(problems(blocked)).toMatch(/^`did\[0\]` cannot have been taken: b1 is a blocked square/);
    expect(problems({ model: { kind: 'hero' }, did: ['flip'], ask: 'move' })).toMatch(/^`did\[0\]` cannot have been taken: A is a Hero/);
    const friends = { models: { A: { ...shooter, at: 'a1' }, B: { kind: 'hero', at: 'b3' } }, active: 'A' };
    expect(problems({ ...friends, did: [{ action: 'shoot', target: 'B' }], ask: 'move' })).toMatch(
      /^`did\[0\]` cannot have been taken: B is on A's side/,
    );
  });

  it('checks that a Sprint after a Move reaches where the model stands', () => {
    const line = (at: string) => ({ board: { size: '8x1' }, model: { kind: 'hero', at, move: 4 }, ask: 'interact' });
    const did = [{ action: 'move', to: 'b1' }, 'sprint'];
    expect(problems({ ...line('d1'), did })).toBe('');
    expect(problems({ ...line('h1'), did })).toMatch(
      /^`did\[1\]` cannot have been taken: A cannot get from b1 to h1 with a Sprint of 2 squares/,
    );
  });
});

describe('paths', () => {
  it('refuses a path longer than the Movement value without also saying the move goes through', () => {
    const v = answer({
      board: { size: '8x1' },
      models: { H: { kind: 'hero', at: 'a1', move: 2 } },
      active: 'H',
      ask: { path: ['b1', 'c1', 'd1'] },
    });
    expect(v).toBeRefusedBy('cx-move-distance');
    expect(v.reasons.map((r) => r.code)).toEqual(['PathTooLong']);
  });

  it('names what is missing when no model walks the path', () => {
    const out = problems({
      models: { H: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'h8' } },
      active: null,
      ask: { path: ['b1'] },
    });
    expect(out).toMatch(/`ask.path` needs the model that walks it/);
    expect(out).not.toMatch(/got `null`/);
  });
});
