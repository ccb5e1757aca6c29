/**
 * Questions a player asks at the table, checked against the rules: a path that cuts a corner, the
 * unit the Overmind's Interruption activated, and Overwatch on a target that starts in reach.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine, movePath, parseSquare, type Square } from '../../../src/engine/chronicle-x/index.ts';
import { answer, state } from './build.ts';

const path = (...squares: string[]): Square[] => squares.map((s) => parseSquare(s)!);

describe('"Can my Hero walk this path?" with a diagonal step past a closed corner', () => {
  it('is refused by the diagonal rule, naming what closes the corner', () => {
    const blocked = answer({ board: 'A # .\n. . .', models: { A: { move: 4 } }, ask: { path: ['b2'] } });
    expect(blocked).toBeRefusedBy('cx-diagonal-move');
    expect(blocked).not.toCite('cx-move-blocked');
    expect(blocked.reasons.map((r) => r.message)).toEqual([
      'Step 1 of the path, a1 to b2, is a diagonal step past the blocked square b1; a diagonal step needs both squares it passes between open and no wall at that corner, so A must go round orthogonally.',
    ]);
    const model = answer({ board: 'A G .\n. . .', models: { A: { move: 4 }, G: {} }, active: 'A', ask: { path: ['b2'] } });
    expect(model).toBeRefusedBy('cx-diagonal-move');
    expect(model.reasons[0]!.message).toContain('past model G on b1');
    const wall = answer({ board: 'A|. .\n. . .', models: { A: { move: 4 } }, ask: { path: ['b2'] } });
    expect(wall).toBeRefusedBy('cx-diagonal-move');
    expect(wall.reasons[0]!.message).toContain('past a wall at the corner of a1 and b2');
  });

  it('does not count the square the mover left as closed, and says so as data', () => {
    // Out to b1, then diagonally back past a1 (now empty) and the blocked b2: only b2 closes it.
    const s = state({ board: 'A . .\n. # .', models: { A: { move: 4 } } });
    expect(movePath(s, 'A', path('b1', 'a2'))).toEqual({
      ok: false,
      step: 2,
      from: parseSquare('b1'),
      to: parseSquare('a2'),
      cornerCut: true,
    });
    const v = answer({ board: 'A . .\n. # .', models: { A: { move: 4 } }, ask: { path: ['b1', 'a2'] } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    expect(v.reasons[0]!.message).toContain('past the blocked square b2;');
  });

  it('keeps the rule on blocked squares for a step into one, or a step of two squares', () => {
    for (const [board, to] of [
      ['A # .\n. . .', 'b1'],
      ['A . .\n. . .', 'c1'],
      ['A . .\n. # .', 'b2'],
    ] as const) {
      const v = answer({ board, models: { A: { move: 4 } }, ask: { path: [to] } });
      expect(v).toBeRefusedBy('cx-move-blocked');
      expect(v).not.toCite('cx-diagonal-move');
    }
  });
});

describe('"The alien interrupted earlier: can it act again in the Overmind phase?"', () => {
  const models = { H: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'c3' }, Y: { kind: 'alien', at: 'e5' } };

  it('no: a situation where it is being activated again is refused in plain words', () => {
    const parsed = engine.parseScenario({ models, phase: 'overmind', interruption: 'X', active: 'X', ask: 'move' });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? [] : parsed.errors).toEqual([
      "`active` is X in the Overmind phase, but the Overmind's Interruption already activated X this round (`interruption: X`), and that was its activation for the round; set `phase: hero` for that activation, or name another model in `active`.",
    ]);
    // Asked before activating it, the answer cites the rule.
    expect(answer({ models, phase: 'overmind', interruption: 'X', active: null, ask: { activate: 'X' } })).toBeRefusedBy(
      'cx-interruption-counts',
    );
  });

  it('its out-of-turn activation in the Hero phase, and another unit in the Overmind phase, are fine', () => {
    expect(answer({ models, phase: 'hero', interruption: 'X', active: 'X', ask: 'move' })).toBeAllowed();
    expect(answer({ models, phase: 'overmind', interruption: 'X', active: 'Y', ask: 'move' })).toBeAllowed();
  });
});

describe('"My Hero starts in the alien\'s Overwatch reach: is it shot if it moves?"', () => {
  // W on g3 watches with a reach of 4; H on c1 (4 squares away) is already in reach, b1 (5) is not.
  const board = '. . H . . . .\n. . . . . . .\n. . . . . . W';
  const models = { H: { kind: 'hero' }, W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 4 } } };

  it('yes, when it steps to another square in reach', () => {
    const v = answer({ board, models, active: 'H', ask: { path: ['d1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v.reasons[0]!.message).toBe("H steps into d1 (step 1), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.");
  });

  it('no, when it steps out of reach, nor when it stays put', () => {
    const out = answer({ board, models, active: 'H', ask: { path: ['b1'] } });
    expect(out).toBeAllowed();
    expect(out).toCite('cx-overwatch-fires');
    expect(out).not.toCite('cx-overwatch-once');
    expect(answer({ board, models, active: 'H', ask: { path: [] } })).toCite('cx-overwatch-still-target');
  });
});
