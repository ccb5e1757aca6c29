/**
 * Table questions on combinations and sequences: moves at the edge of their range with walls and
 * models in the way, line of sight past several blockers at once, blips that move, flip and are
 * seen, and Overwatch with the action order of one activation.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { answer, gunner } from './build.ts';

const rules = (v: Verdict): string[] => v.reasons.map((r) => r.rule);
const said = (v: Verdict): string => v.reasons.map((r) => r.message).join(' ');

describe('moves at their range limit', () => {
  it('Move 4 reaches four squares along a row, not five', () => {
    expect(answer({ board: 'H . . . . .', models: { H: { move: 4 } }, ask: { action: 'move', to: 'e1' } })).toBeAllowed();
    expect(answer({ board: 'H . . . . .', models: { H: { move: 4 } }, ask: { action: 'move', to: 'f1' } })).toBeRefusedBy(
      'cx-move-distance',
    );
  });
  it('diagonals count one: Move 3 reaches d4 from a1', () => {
    expect(
      answer({ board: 'H . . .\n. . . .\n. . . .\n. . . .', models: { H: { move: 3 } }, ask: { action: 'move', to: 'd4' } }),
    ).toBeAllowed();
  });
  it('blocked squares close the diagonals: the way round a1-a3-c3-c2 is 5 steps, so Move 4 does not reach', () => {
    const board = 'H # .\n. # .\n. . .';
    expect(answer({ board, models: { H: { move: 4 } }, ask: { action: 'move', to: 'c2' } })).toBeRefusedBy('cx-diagonal-move');
    expect(answer({ board, models: { H: { move: 5 } }, ask: { action: 'move', to: 'c2' } })).toBeAllowed();
  });
  it('Move then Sprint: the sprint reaches half the Movement value', () => {
    const did = [{ action: 'move', to: 'e1' }];
    expect(
      answer({ board: '. . . . . . . .', models: { H: { move: 4, at: 'e1' } }, active: 'H', did, ask: { action: 'sprint', to: 'g1' } }),
    ).toBeAllowed();
    expect(
      answer({ board: '. . . . . . . .', models: { H: { move: 4, at: 'e1' } }, active: 'H', did, ask: { action: 'sprint', to: 'h1' } })
        .allowed,
    ).toBe(false);
  });
  it('Sprint then Move: different actions, allowed; Sprint then Sprint: no', () => {
    expect(
      answer({ board: 'H . . . . . .', models: { H: { move: 4 } }, active: 'H', did: ['sprint'], ask: { action: 'move', to: 'e1' } }),
    ).toBeAllowed();
    expect(
      answer({ board: 'H . . . . . .', models: { H: { move: 4 } }, active: 'H', did: ['sprint'], ask: { action: 'sprint', to: 'b1' } }),
    ).toBeRefusedBy('cx-different-actions');
  });
  it('a model beside the corridor: no diagonal past it, so the way round takes 4 steps, beyond Move 3', () => {
    const board = 'H X . .\n. . . .';
    const models = (move: number) => ({ H: { move }, X: { kind: 'hero' } });
    expect(answer({ board, models: models(3), active: 'H', ask: { action: 'move', to: 'c1' } })).toBeRefusedBy('cx-diagonal-move');
    expect(answer({ board, models: models(4), active: 'H', ask: { action: 'move', to: 'c1' } })).toBeAllowed();
  });
});

describe('line of sight with several blockers', () => {
  it('a hazard between does not block; a blip between does', () => {
    const models = { H: gunner, X: { kind: 'alien' }, b: { kind: 'blip' } };
    expect(
      answer({ board: 'H . ~ . X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } }),
    ).toBeAllowed();
    expect(answer({ board: 'H . b . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeRefusedBy('cx-los-blockers');
  });
  it('a friendly Hero between blocks my shot, as an enemy does', () => {
    const models = { H: gunner, F: { kind: 'hero' }, X: { kind: 'alien' } };
    expect(answer({ board: 'H . F . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeRefusedBy('cx-los-blockers');
  });
  it('a psychic power needs no line of sight past the blockers', () => {
    const models = { H: { kind: 'hero', psychic: { dice: 2, range: 5 } }, F: { kind: 'hero' }, X: { kind: 'alien' } };
    expect(answer({ board: 'H . F # X', models, active: 'H', ask: { action: 'psychic', target: 'X' } })).toBeAllowed();
  });
  it('long range: beyond short, within long, in sight: allowed; beyond long: no', () => {
    const models = { H: gunner, X: { kind: 'alien' } };
    expect(answer({ board: 'H . . . . . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeAllowed();
    expect(answer({ board: 'H . . . . . . . . . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } }).allowed).toBe(false);
  });
});

describe('blips', () => {
  it('a blip moves, then flips: different actions', () => {
    const v = answer({
      board: '. . b .',
      models: { b: { kind: 'blip', move: 3 } },
      phase: 'overmind',
      active: 'b',
      did: [{ action: 'move', to: 'c1' }],
      ask: 'flip',
    });
    expect(v).toBeAllowed();
    const again = answer({
      board: '. . b .',
      models: { b: { kind: 'blip', move: 3 } },
      phase: 'overmind',
      active: 'b',
      did: [{ action: 'move', to: 'c1' }],
      ask: { action: 'move', to: 'd1' },
    });
    expect(again).toBeRefusedBy('cx-different-actions');
  });
  it('a blip may not shoot or strike: it shows no value but Movement', () => {
    const models = { b: { kind: 'blip', melee: 2 }, H: { kind: 'hero' } };
    expect(answer({ board: 'b H', models, phase: 'overmind', active: 'b', ask: { action: 'melee', target: 'H' } })).toBeRefusedBy(
      'cx-blip-values',
    );
  });
  it('a Hero may not flip a blip as an action', () => {
    expect(answer({ board: 'H b', models: { H: { kind: 'hero' }, b: { kind: 'blip' } }, active: 'H', ask: 'flip' })).toBeRefusedBy(
      'cx-flip-blip-only',
    );
  });
  it("a blip walking into a Hero's line of sight flips on the way", () => {
    const v = answer({
      board: 'b . . .\n# # . #\n. . . H',
      models: { b: { kind: 'blip', move: 4 }, H: { kind: 'hero' } },
      phase: 'overmind',
      active: 'b',
      ask: { path: ['b1', 'c1', 'c2'] },
    });
    expect(v).toCite('cx-blip-values');
  });
});

describe('Overwatch in the order of one activation', () => {
  it('full Overwatch takes both actions: after a move, no; the weak one as the second: yes', () => {
    const models = { H: { ...gunner, overwatch: null } };
    expect(answer({ board: 'H . .', models, active: 'H', did: ['move'], ask: 'overwatch' }).allowed).toBe(false);
    expect(answer({ board: 'H . .', models, active: 'H', did: ['move'], ask: 'overwatch-weak' })).toBeAllowed();
    expect(answer({ board: 'H . .', models, active: 'H', ask: 'overwatch-weak' }).allowed).toBe(false);
  });
  it('after full Overwatch as the first action: nothing more', () => {
    const models = { H: gunner };
    expect(answer({ board: 'H . .', models, active: 'H', did: ['overwatch'], ask: { action: 'move', to: 'b1' } }).allowed).toBe(false);
  });
  it('an alien already activated by the Interruption may not activate in the next Overmind phase', () => {
    const v = answer({
      board: 'X . H',
      models: { X: { kind: 'alien' }, H: { kind: 'hero' } },
      phase: 'overmind',
      interruption: 'X',
      active: null,
      ask: { activate: 'X', interruption: false },
    });
    expect(v.allowed).toBe(false);
  });
  it("a watcher's shot stops my move where I step into its reach, and I go on after", () => {
    const v = answer({
      board: 'H . . . . . . W',
      models: { H: { kind: 'hero', move: 4 }, W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 4 } } },
      active: 'H',
      ask: { path: ['b1', 'c1', 'd1', 'e1'] },
    });
    expect(v.allowed).toBe(false);
    expect(said(v)).toContain('d1');
  });
});
