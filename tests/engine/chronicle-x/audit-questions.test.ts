/**
 * Rules questions a player asks at the table, checked against the rules the engine cites:
 * diagonal moves past corners, occupied squares, line of sight along walls and through models,
 * Overwatch on each step of a move, blips coming into sight, and the actions an activation has left.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { movePath, parseSquare, type Square } from '../../../src/engine/chronicle-x/index.ts';
import { answer, gunner, state } from './build.ts';

const sq = (s: string): Square => parseSquare(s)!;
const path = (...s: string[]) => s.map(sq);
const shooter = (overwatch: 'full' | 'weak' | null = null) => ({
  kind: 'alien',
  overwatch,
  short: { dice: 3, range: 3 },
  long: { dice: 2, range: 6 },
});

describe('"Can my model step diagonally here?"', () => {
  it('yes past hazards: a hazard is an open square', () => {
    const board = `
      A ~
      ~ .`;
    const v = answer({ board, models: { A: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-move-distance');
  });

  it('no past one blocked square: it goes round, which a Movement of 1 cannot', () => {
    const board = `
      A #
      . .`;
    expect(answer({ board, models: { A: { move: 1 } }, ask: { action: 'move', to: 'b2' } })).toBeRefusedBy('cx-diagonal-move');
    expect(answer({ board, models: { A: { move: 2 } }, ask: { action: 'move', to: 'b2' } })).toBeAllowed();
  });

  it('no between two models, even friendly ones, and the refusal names them', () => {
    const board = `
      A G
      K .`;
    const v = answer({ board, models: { A: { move: 3 }, G: {}, K: {} }, active: 'A', ask: { action: 'move', to: 'b2' } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    expect(v.reasons.find((r) => r.refuses)!.message).toContain('G');
  });

  it('no past a blip token on one side', () => {
    const board = `
      A B
      . .`;
    const v = answer({ board, models: { A: { move: 1 }, B: { kind: 'blip' } }, active: 'A', ask: { action: 'move', to: 'b2' } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
  });

  it('a path that cuts the corner is refused at that step, naming the rule; going round is fine', () => {
    const board = `
      H # .
      . . .`;
    const models = { H: { move: 4 } };
    const cut = answer({ board, models, ask: { path: ['b2', 'c1'] } });
    expect(cut).toBeRefusedBy('cx-diagonal-move');
    expect(cut.reasons.find((r) => r.refuses)!.message).toContain('the blocked square b1');
    expect(answer({ board, models, ask: { path: ['a2', 'b2', 'c1'] } })).toBeRefusedBy('cx-diagonal-move');
    expect(answer({ board, models, ask: { path: ['a2', 'b2', 'c2', 'c1'] } })).toBeAllowed();
  });
});

describe('"Can I end my move on that square?"', () => {
  it('not on a friendly model, nor on a blip', () => {
    const board = 'A . G B';
    const models = { A: { move: 4 }, G: {}, B: { kind: 'blip' } };
    expect(answer({ board, models, active: 'A', ask: { action: 'move', to: 'c1' } })).toBeRefusedBy('cx-move-blocked');
    expect(answer({ board, models, active: 'A', ask: { action: 'move', to: 'd1' } })).toBeRefusedBy('cx-move-blocked');
  });

  it('yes on a hazard', () => {
    expect(answer({ board: 'A . ~', models: { A: { move: 2 } }, ask: { action: 'move', to: 'c1' } })).toBeAllowed();
  });

  it('a Sprint of a Movement of 4 reaches 2 squares, not 3', () => {
    expect(answer({ board: 'A . . . .', models: { A: { move: 4 } }, ask: { action: 'sprint', to: 'c1' } })).toBeAllowed();
    expect(answer({ board: 'A . . . .', models: { A: { move: 4 } }, ask: { action: 'sprint', to: 'd1' } })).toBeRefusedBy(
      'cx-sprint-distance',
    );
  });

  it('a Move reaches exactly its Movement value, one more is too far', () => {
    const board = 'A . . . . .';
    expect(answer({ board, models: { A: { move: 4 } }, ask: { action: 'move', to: 'e1' } })).toBeAllowed();
    expect(answer({ board, models: { A: { move: 4 } }, ask: { action: 'move', to: 'f1' } })).toBeRefusedBy('cx-move-distance');
  });

  it('a wall across the corridor makes the way round count', () => {
    const board = `
      A|. .
      . . .
      . . .`;
    // a1 to b1 round the wall: a2 then b1 (diagonal past the wall's corner is closed), so a2, b2, b1.
    expect(answer({ board, models: { A: { move: 1 } }, ask: { action: 'move', to: 'b1' } })).toBeRefusedBy('cx-move-distance');
  });
});

describe('"What actions has my model left?"', () => {
  it('Shoot then Melee is fine; Shoot then Shoot is not', () => {
    const board = 'X H . . Y';
    const models = { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } };
    expect(
      answer({ board, models, active: 'H', did: [{ action: 'shoot', target: 'Y' }], ask: { action: 'melee', target: 'X' } }),
    ).toBeAllowed();
    expect(
      answer({ board, models, active: 'H', did: [{ action: 'melee', target: 'X' }], ask: { action: 'shoot', target: 'Y' } }),
    ).toBeAllowed();
    const twice = answer({ board, models, active: 'H', did: [{ action: 'melee', target: 'X' }], ask: { action: 'melee', target: 'X' } });
    expect(twice).toBeRefusedBy('cx-different-actions');
  });

  it('weak Overwatch is fine as the second action after a Sprint, and nothing follows it', () => {
    const model = gunner;
    expect(answer({ model, did: ['sprint'], ask: { action: 'overwatch', mode: 'weak' } })).toBeAllowed();
    expect(answer({ model, did: ['sprint', 'overwatch-weak'], ask: 'interact' })).toBeRefusedBy('cx-two-actions');
    expect(answer({ model, did: ['sprint', 'overwatch-weak'], ask: 'move' })).toBeRefusedBy('cx-two-actions');
  });

  it('full Overwatch after a Move is refused: it takes both actions', () => {
    expect(answer({ model: gunner, did: ['move'], ask: { action: 'overwatch', mode: 'full' } })).toBeRefusedBy('cx-overwatch-full');
  });

  it('a flipped blip has one action left, and may then use the unit’s values', () => {
    const board = 'B H';
    const models = { B: { kind: 'blip', melee: 3 }, H: {} };
    const v = answer({ board, models, active: 'B', did: ['flip'], ask: { action: 'melee', target: 'H' } });
    expect(v).toBeAllowed();
    expect(answer({ board, models, active: 'B', did: ['flip', 'move'], ask: 'sprint' })).toBeRefusedBy('cx-two-actions');
  });

  it('flipping a blip says its Alien Behaviour Action may follow', () => {
    const v = answer({ model: { kind: 'blip' }, ask: 'flip' });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-behaviour-after-flip');
  });
});

describe('"Can my model shoot that alien?"', () => {
  it('not one diagonally adjacent: a Shoot Attack needs a non-adjacent target', () => {
    const board = `
      H .
      . X`;
    const v = answer({ board, models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeRefusedBy('cx-shoot-target');
  });

  it('at exactly short range with the short value, one square more with the long value, past long range not at all', () => {
    const H = { short: { dice: 3, range: 3 }, long: { dice: 1, range: 7 } };
    const only = (id: string) => ({ H, [id]: { kind: 'alien' } });
    const at3 = answer({ board: 'H . . X', models: only('X'), active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(at3.reasons.find((r) => r.code === 'RangeValue')).toMatchObject({ rule: 'cx-shoot-range' });
    expect(at3.reasons.find((r) => r.code === 'RangeValue')!.message).toContain('short range (3): it rolls 3');
    const at4 = answer({ board: 'H . . . Y', models: only('Y'), active: 'H', ask: { action: 'shoot', target: 'Y' } });
    expect(at4.reasons.find((r) => r.code === 'RangeValue')!.message).toContain('long range (7): it rolls 1');
    const at8 = answer({ board: 'H . . . . . . . Z', models: only('Z'), active: 'H', ask: { action: 'shoot', target: 'Z' } });
    expect(at8).toBeRefusedBy('cx-shoot-range');
  });

  it('yes across hazards: they do not block line of sight', () => {
    const v = answer({ board: 'H ~ ~ X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeAllowed();
  });

  it('not through a friendly Hero standing in between', () => {
    const v = answer({
      board: 'H . G . X',
      models: { H: gunner, G: {}, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
  });

  it('not through a blip token in between, though the blip itself may be shot at', () => {
    const models = { H: gunner, B: { kind: 'blip' }, X: { kind: 'alien' } };
    expect(answer({ board: 'H . B . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeRefusedBy('cx-los-blockers');
    expect(answer({ board: 'H . B . X', models, active: 'H', ask: { action: 'shoot', target: 'B' } })).toBeAllowed();
  });

  it('yes along a wall that runs beside the line: the line never crosses it', () => {
    const board = { map: 'H . . . X\n. . . . .', walls: ['b1-b2', 'c1-c2', 'd1-d2'] };
    const v = answer({ board, models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeAllowed();
  });

  it('not across a wall between the two, even diagonally', () => {
    const board = { map: 'H . .\n. . .\n. . X', walls: ['a2-a3', 'b2-b3', 'c2-c3'] };
    const v = answer({ board, models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeRefusedBy('cx-los-blockers');
  });

  it('a psychic attack goes through the model in between, and the target rolls dice only with the Meditation Room', () => {
    const models = { X: { kind: 'alien', psychic: { dice: 2, range: 4 } }, G: { kind: 'alien' }, H: {} };
    const v = answer({ board: 'X G H', models, active: 'X', ask: { action: 'psychic', target: 'H' } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-psychic-no-los');
    expect(answer({ board: 'X G H', models, active: 'X', ask: { defend: 'psychic' } })).toBeRefusedBy('cx-psychic-no-defence');
    expect(answer({ board: 'X G H', models, active: 'X', station: { meditationRoom: true }, ask: { defend: 'psychic' } })).toBeAllowed();
  });
});

describe('"Can my Hero hit the alien next to it?"', () => {
  it('yes diagonally; not two squares away', () => {
    const board = `
      H . .
      . X .
      . . Y`;
    const models = { H: { melee: 2 }, X: { kind: 'alien' }, Y: { kind: 'alien' } };
    expect(answer({ board, models, active: 'H', ask: { action: 'melee', target: 'X' } })).toBeAllowed();
    expect(answer({ board, models, active: 'H', ask: { action: 'melee', target: 'Y' } })).toBeRefusedBy('cx-melee-adjacent');
  });

  it('a face-down blip next to it cannot hit back with a melee attack until flipped', () => {
    const models = { B: { kind: 'blip', melee: 3 }, H: {} };
    expect(answer({ board: 'B H', models, active: 'B', ask: { action: 'melee', target: 'H' } })).toBeRefusedBy('cx-blip-values');
  });
});

describe('"Does the Overwatch fire on this step?"', () => {
  // W on e5 watches with a short range of 3 (3 dice) and a long range of 6 (2 dice).
  const board = { size: '9x5' };
  const at = (h: string, w = 'e5') => ({ H: { move: 4, at: h }, W: { ...shooter('full'), at: w } });

  it('fires on the first step into long range, with the long-range value', () => {
    // W on l1 reaches f1 (6 squares) with its long range; b1 to e1 are 10 to 7 squares away.
    const s = state({ board: { size: '12x1' }, models: at('a1', 'l1'), active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1', 'd1', 'e1', 'f1', 'g1'));
    expect(out).toEqual({
      ok: true,
      interruptions: [{ kind: 'overwatch', by: 'W', step: 5, at: sq('f1'), dice: 2, weakened: false, stepsLeft: 1 }],
    });
  });

  it('fires on a step from one square it reaches to another, but not on a step out of its reach', () => {
    const models = { H: { move: 4, at: 'e2' }, W: { ...shooter('full'), long: null, at: 'e5' } };
    const s = state({ board, models, active: 'H' });
    // e2 is 3 squares from e5: in reach already. d2 is too.
    expect(movePath(s, 'H', path('d2'))).toMatchObject({ ok: true, interruptions: [{ kind: 'overwatch', by: 'W', step: 1 }] });
    expect(movePath(s, 'H', path('e1'))).toEqual({ ok: true, interruptions: [] });
    const v = answer({ board, models, active: 'H', ask: { path: ['e1'] } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-overwatch-fires');
  });

  it('not on a step into the square next to it, which a shoot attack cannot target', () => {
    // H on d3 is 2 squares from W on f5 (in reach already, standing still); e4 is adjacent to W.
    const models = { H: { move: 4, at: 'd3' }, W: { ...shooter('full'), melee: 0, at: 'f5' } };
    const s = state({ board, models, active: 'H' });
    expect(movePath(s, 'H', path('e4'))).toEqual({ ok: true, interruptions: [] });
    // Stepping on from the adjacent square to one two squares away is a step into reach: it fires.
    const on = state({ board, models: { ...models, H: { move: 4, at: 'e4' } }, active: 'H' });
    expect(movePath(on, 'H', path('d4'))).toMatchObject({
      ok: true,
      interruptions: [{ kind: 'overwatch', by: 'W', step: 1, at: sq('d4'), dice: 3 }],
    });
  });

  it('waits until the mover comes out from behind a blocked square, then fires once', () => {
    const covered = `
      . . . . . .
      H # . . . .
      . . . . . W`;
    const s = state({ board: covered, models: { H: { move: 5 }, W: shooter('full') }, active: 'H' });
    // f3 sees neither a2 nor a1 past b2; b1 it sees (the line runs above b2).
    const out = movePath(s, 'H', path('a1', 'b1', 'c1'));
    expect(out).toEqual({
      ok: true,
      interruptions: [{ kind: 'overwatch', by: 'W', step: 2, at: sq('b1'), dice: 2, weakened: false, stepsLeft: 1 }],
    });
    // Behind a model instead: a Hero on e3 hides the row from W. H walks along it and is not shot.
    const row = state({ board: 'H . . . G W', models: { H: { move: 3 }, G: {}, W: shooter('full') }, active: 'H' });
    expect(movePath(row, 'H', path('b1', 'c1', 'd1'))).toEqual({ ok: true, interruptions: [] });
  });

  it('two watchers both fire on the step that takes the mover into both their reaches', () => {
    const two = `
      . . . . . . .
      V . . H . . W`;
    const s = state({ board: two, models: { H: { move: 2 }, V: shooter('full'), W: shooter('weak') }, active: 'H' });
    const out = movePath(s, 'H', path('d1'));
    expect(out).toMatchObject({
      ok: true,
      interruptions: [
        { kind: 'overwatch', by: 'V', dice: 3, weakened: false },
        { kind: 'overwatch', by: 'W', dice: 2, weakened: true },
      ],
    });
  });

  it('a Sprint after a Move is shot at like the Move', () => {
    const v = answer({
      board,
      models: { H: { move: 4, at: 'a1' }, W: { ...shooter('full'), long: null, at: 'e5' } },
      active: 'H',
      did: ['move'],
      ask: { path: ['b1', 'c2'] },
    });
    // b1 is 4 squares from e5, c2 is 3: in short range.
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v.reasons.find((r) => r.refuses)!.message).toContain('c2 (step 2)');
    expect(v).toCite('cx-overwatch-stops-move');
  });
});

describe('"Do I get a free attack as it walks away?"', () => {
  it('not while it moves to another square still next to me', () => {
    const board = `
      . . .
      X H .`;
    const v = answer({ board, models: { H: { move: 2 }, X: { kind: 'alien', melee: 2 } }, active: 'H', ask: { path: ['b1'] } });
    expect(v).toBeAllowed();
    const away = answer({ board, models: { H: { move: 2 }, X: { kind: 'alien', melee: 2 } }, active: 'H', ask: { path: ['c1'] } });
    expect(away).toBeRefusedBy('cx-free-attack-leaving');
  });

  it('yes from a face-down blip left behind: the free attack needs its Melee value, so the blip is flipped to make it', () => {
    const v = answer({ board: 'B H . .', models: { B: { kind: 'blip', melee: 2 }, H: {} }, active: 'H', ask: { path: ['c1', 'd1'] } });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(v).toCite('cx-blip-values');
    expect(v.reasons.map((r) => r.message)).toContain(
      'B is a face-down Blip Token, and its free attack needs its Melee value, a value other than Movement: the blip is flipped, and the revealed unit makes the free attack on H.',
    );
  });
});

describe('"Does the blip flip?"', () => {
  it('a moving blip flips on the first step that brings it into a Hero’s sight, past a blocked square', () => {
    const board = `
      B . . .
      # . . .
      H . . .`;
    const models = { B: { kind: 'blip' }, H: {} };
    // H on a3 sees neither a1 nor b1 past the blocked a2; c1 it sees.
    const s = state({ board, models, active: 'B' });
    expect(movePath(s, 'B', path('b1', 'c1', 'd1'))).toMatchObject({
      ok: true,
      interruptions: [{ kind: 'flip', by: 'H', step: 2, at: sq('c1'), stepsLeft: 1 }],
    });
    const v = answer({ board, models, active: 'B', ask: { path: ['b1', 'c1', 'd1'] } });
    expect(v).toBeRefusedBy('cx-blip-values');
  });

  it('not while a model stands between it and the Hero', () => {
    const s = state({ board: 'B . X H', models: { B: { kind: 'blip' }, X: { kind: 'alien' }, H: {} }, active: 'B' });
    expect(movePath(s, 'B', path('b1'))).toEqual({ ok: true, interruptions: [] });
  });

  it('a Hero walking round a wall flips the blip it comes to see, and walks on', () => {
    const board = `
      H . . .
      # # # .
      B . . .`;
    const s = state({ board, models: { H: { move: 5 }, B: { kind: 'blip' } }, active: 'H' });
    const out = movePath(s, 'H', path('b1', 'c1', 'd1', 'd2', 'd3'));
    expect(out).toEqual({ ok: true, interruptions: [], revealed: [{ blip: 'B', step: 5, at: sq('d3') }] });
    const v = answer({
      board,
      models: { H: { move: 5 }, B: { kind: 'blip' } },
      active: 'H',
      ask: { path: ['b1', 'c1', 'd1', 'd2', 'd3'] },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-blip-values');
  });
});
