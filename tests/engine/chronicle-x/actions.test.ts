import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { canPerform, legalActions, parseSquare, type Square } from '../../../src/engine/chronicle-x/index.ts';
import { answer, gunner, state } from './build.ts';

const sq = (s: string): Square => parseSquare(s)!;

describe('two different actions per activation', () => {
  it("allows Move then Sprint and refuses Move then Move (the seed's example)", () => {
    expect(answer({ model: { move: 4 }, did: ['move'], ask: 'sprint' })).toBeAllowed();
    expect(answer({ model: { move: 4 }, did: ['move'], ask: 'sprint' })).toCite('cx-sprint-differs');
    expect(answer({ model: { move: 4 }, did: ['move'], ask: 'move' })).toBeRefusedBy('cx-different-actions');
  });

  it('refuses a third action and names what was done', () => {
    const v = answer({ model: gunner, did: ['move', 'interact'], ask: 'sprint' });
    expect(v).toBeRefusedBy('cx-two-actions');
    expect(v.reasons.find((r) => r.code === 'ActionsUsedUp')!.message).toBe(
      'A has already used both actions of this activation (move, interact); it takes no more until it is activated again next round.',
    );
  });

  it('reports every failing rule, in check order', () => {
    const v = answer({ model: gunner, did: ['move', 'sprint'], ask: 'move' });
    expect(v.reasons.filter((r) => r.refuses).map((r) => r.code)).toEqual(['ActionsUsedUp', 'SameActionTwice']);
  });

  it('refuses any action when no model is being activated', () => {
    expect(answer({ models: { A: { at: 'a1' }, B: { at: 'c3' } }, active: null, ask: 'move' })).toBeRefusedBy('cx-actions-in-activation');
    expect(legalActions(state({ models: { A: { at: 'a1' }, B: { at: 'c3' } }, active: null }))).toEqual([]);
  });
});

describe('Move and Sprint', () => {
  const open = `
    A . . . . .
    . . . . . .
    . . . . . .`;
  it('moves up to the Movement value, diagonals counting one', () => {
    expect(answer({ board: open, models: { A: { move: 3 } }, ask: { action: 'move', to: 'd3' } })).toBeAllowed();
    const far = answer({ board: open, models: { A: { move: 3 } }, ask: { action: 'move', to: 'e1' } });
    expect(far).toBeRefusedBy('cx-move-distance');
    expect(far.reasons.find((r) => r.refuses)!.message).toBe(
      'A can Move up to 3 squares but e1 is 4 squares away along open squares; a Move can end only on a square at most 3 squares away.',
    );
  });

  it('sprints half the Movement value, rounded down', () => {
    expect(answer({ board: open, models: { A: { move: 5 } }, ask: { action: 'sprint', to: 'c3' } })).toBeAllowed();
    expect(answer({ board: open, models: { A: { move: 5 } }, ask: { action: 'sprint', to: 'd1' } })).toBeRefusedBy('cx-sprint-distance');
    expect(answer({ board: open, models: { A: { move: 1 } }, ask: 'sprint' })).toBeRefusedBy('cx-sprint-distance');
  });

  it('does not end on blocked or occupied squares, or off the board', () => {
    const board = `
      A # .
      . B .`;
    const models = { A: { move: 4 }, B: { kind: 'alien' } };
    expect(answer({ board, models, active: 'A', ask: { action: 'move', to: 'b1' } })).toBeRefusedBy('cx-move-blocked');
    const onB = answer({ board, models, active: 'A', ask: { action: 'move', to: 'b2' } });
    expect(onB.reasons.find((r) => r.refuses)!.message).toBe('A cannot end on b2: B stands there; a move ends on an open square.');
    expect(answer({ board, models, active: 'A', ask: { action: 'move', to: 'd1' } })).toBeRefusedBy('DestinationClosed');
  });

  it('goes round a blocked square when the diagonal past it is closed', () => {
    // a1 to b2 past the blocked b1: the diagonal is closed, a2 then b2 takes 2 squares.
    const board = `
      A # .
      . . .`;
    const refused = answer({ board, models: { A: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(refused).toBeRefusedBy('cx-diagonal-move');
    // The refusal names the corner and what closes it.
    expect(refused.reasons.find((r) => r.code === 'DiagonalPastObstacle')!.message).toContain(
      'stepping diagonally from a1 to b2 past the blocked square b1;',
    );
    expect(answer({ board, models: { A: { move: 2 } }, ask: { action: 'move', to: 'b2' } })).toBeAllowed();
  });

  it('says when there is no path at all', () => {
    const board = `
      A|. .
      -+
      . . .`;
    const v = answer({ board, models: { A: { move: 9 } }, ask: { action: 'move', to: 'c2' } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    const sealed = `
      A|.
      -+-
      . .`;
    expect(answer({ board: sealed, models: { A: { move: 9 } }, ask: 'move' })).toBeRefusedBy('NoSquareReachable');
  });

  it('may end where it stands by stepping out and back, two squares, as a `did` may say it did', () => {
    const board = `
      . . . .
      . . A .`;
    const sprint = answer({ board, models: { A: { move: 4 } }, ask: { action: 'sprint', to: 'c2' } });
    expect(sprint).toBeAllowed();
    expect(sprint).toCite('cx-sprint-distance');
    expect(answer({ board, models: { A: { move: 4 } }, ask: { action: 'move', to: 'c2' } })).toBeAllowed();
    // The same situation is accepted as history: a Move and a Sprint that both ended on c2.
    expect(
      answer({ board, models: { A: { move: 4 } }, did: [{ action: 'move', to: 'c2' }], ask: { action: 'sprint', to: 'c2' } }),
    ).toBeAllowed();
    // A Sprint of 1 square cannot go out and back; a model boxed in has nowhere to step out to.
    expect(answer({ board, models: { A: { move: 3 } }, ask: { action: 'sprint', to: 'c2' } })).toBeRefusedBy('cx-sprint-distance');
    const sealed = `
      A|.
      -+-
      . .`;
    expect(answer({ board: sealed, models: { A: { move: 9 } }, ask: { action: 'move', to: 'a1' } })).toBeRefusedBy('cx-move-blocked');
  });
});

describe('Melee Attack', () => {
  const board = `
    H X .
    . . Y
    Z . .`;
  const models = { H: { melee: 2 }, X: { kind: 'alien' }, Y: { kind: 'alien' }, Z: { kind: 'blip' } };
  it('needs an adjacent enemy target (diagonals included)', () => {
    expect(answer({ board, models, active: 'H', ask: { action: 'melee', target: 'X' } })).toBeAllowed();
    const far = answer({ board, models, active: 'H', ask: { action: 'melee', target: 'Y' } });
    expect(far).toBeRefusedBy('cx-melee-adjacent');
    expect(far.reasons.find((r) => r.refuses)!.message).toBe(
      'Y is 2 squares from H; a Melee Attack needs an adjacent target, so H would have to move next to it first.',
    );
  });

  it('without a target, asks whether any enemy is adjacent', () => {
    const v = answer({ board, models, active: 'H', ask: 'melee' });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'MeleeAdjacent')!.message).toBe(
      'X is adjacent to H; it rolls 2 combat dice (its Melee value).',
    );
    expect(answer({ board, models, active: 'Y', phase: 'overmind', ask: 'melee' })).toBeRefusedBy('NoAdjacentEnemy');
  });

  it('needs a Melee value', () => {
    expect(answer({ board, models: { ...models, H: { melee: 0 } }, active: 'H', ask: 'melee' })).toBeRefusedBy('cx-melee-value');
  });
});

describe('Shoot Attack', () => {
  it('uses the short-range value within short range, else the long-range value', () => {
    const board = `
      H . . X . . . . . . .
      . . . . . . . . . . .
      . . . . . . . . Y . .`;
    const models = { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } };
    const short = answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(short.reasons.find((r) => r.code === 'RangeValue')!.message).toBe(
      'X is 3 squares from H, within short range (3): it rolls 3 combat dice (its short-range value).',
    );
    const long = answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'Y' } });
    expect(long).toBeAllowed();
    expect(long.reasons.find((r) => r.code === 'RangeValue')!.message).toContain('within long range (8): it rolls 1 combat die');
  });

  it('refuses adjacent targets, blocked lines and targets out of range, all at once', () => {
    const board = `
      H X # . . . . . . . Y
      . . . . . . . . . . .`;
    const models = { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } };
    expect(answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeRefusedBy('cx-shoot-target');
    const y = answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'Y' } });
    expect(y.reasons.filter((r) => r.refuses).map((r) => r.code)).toEqual(['NoLineOfSight', 'OutOfRange']);
    // The refusal names what is in the way: the first thing the line meets.
    expect(y.reasons.find((r) => r.code === 'NoLineOfSight')!.message).toBe(
      'H on a1 cannot see Y on k1: model X on b1 is in the way; it would have to move to a square from which it sees Y.',
    );
  });

  it('names the blocked square, the wall or the model in the way', () => {
    const models = { H: gunner, Y: { kind: 'alien' } };
    const seen = (board: string, walls?: string[]) =>
      answer({ board: walls ? { map: board, walls } : board, models, active: 'H', ask: { action: 'shoot', target: 'Y' } }).reasons.find(
        (r) => r.code === 'NoLineOfSight',
      )?.message;
    expect(seen('H . # . Y')).toBe(
      'H on a1 cannot see Y on e1: the blocked square c1 is in the way; it would have to move to a square from which it sees Y.',
    );
    expect(seen('H . . . Y', ['b1-c1'])).toBe(
      'H on a1 cannot see Y on e1: the wall between b1 and c1 is in the way; it would have to move to a square from which it sees Y.',
    );
    expect(seen('H . . . Y')).toBeUndefined();
  });

  it('a range band of 0 dice is no value: within it the long-range value applies, never a shot of 0 dice', () => {
    const models = { H: { short: { dice: 0, range: 2 }, long: { dice: 2, range: 6 } }, X: { kind: 'alien' } };
    const v = answer({ board: 'H . X', models, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeAllowed();
    expect(v.reasons.find((r) => r.code === 'RangeValue')!.message).toBe(
      'X is 2 squares from H, within long range (6): it rolls 2 combat dice (its long-range value).',
    );
    const shortOnly = { H: { short: { dice: 0, range: 2 } }, X: { kind: 'alien' } };
    expect(answer({ board: 'H . X', models: shortOnly, active: 'H', ask: { action: 'shoot', target: 'X' } })).toBeRefusedBy('NoShootValue');
  });

  it('a model with only a long-range value uses it even at short distance', () => {
    const board = `H . X`;
    const v = answer({
      board,
      models: { H: { long: { dice: 2, range: 6 } }, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v.reasons.find((r) => r.code === 'RangeValue')!.message).toContain('long range (6): it rolls 2');
  });

  it('needs a ranged value, and without a target finds one', () => {
    const board = `H . X`;
    expect(answer({ board, models: { H: { melee: 2 }, X: { kind: 'alien' } }, active: 'H', ask: 'shoot' })).toBeRefusedBy('NoShootValue');
    expect(answer({ board, models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: 'shoot' })).toBeAllowed();
    expect(answer({ board: 'H|. X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: 'shoot' })).toBeRefusedBy(
      'NoShootTarget',
    );
  });

  it('refuses a friendly target', () => {
    expect(answer({ board: 'H . G', models: { H: gunner, G: {} }, active: 'H', ask: { action: 'shoot', target: 'G' } })).toBeRefusedBy(
      'cx-attack-enemy',
    );
  });
});

describe('Psychic Attack', () => {
  it('ignores line of sight but not reach', () => {
    const board = `
      X # H . . K`;
    const models = { X: { kind: 'alien', psychic: { dice: 2, range: 3 } }, H: {}, K: {} };
    const v = answer({ board, models, active: 'X', ask: { action: 'psychic', target: 'H' } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-psychic-no-los');
    expect(answer({ board, models, active: 'X', ask: { action: 'psychic', target: 'K' } })).toBeRefusedBy('cx-psychic-reach');
    expect(
      answer({
        board: 'X . . . . K',
        models: { X: { kind: 'alien', psychic: { dice: 2, range: 3 } }, K: {} },
        active: 'X',
        ask: 'psychic',
      }),
    ).toBeRefusedBy('NoPsychicTarget');
  });

  it('needs a psychic ability', () => {
    expect(answer({ board: 'X H', models: { X: { kind: 'alien' }, H: {} }, active: 'X', ask: 'psychic' })).toBeRefusedBy(
      'cx-psychic-ability',
    );
    // A psychic value of 0 dice is no ability: there is no die to roll.
    const none = { X: { kind: 'alien', psychic: { dice: 0, range: 3 } }, H: {} };
    expect(answer({ board: 'X . H', models: none, active: 'X', ask: { action: 'psychic', target: 'H' } })).toBeRefusedBy(
      'cx-psychic-ability',
    );
  });
});

describe('Interact', () => {
  it('needs a feature on or next to the model', () => {
    expect(answer({ board: 'H * .', models: { H: {} }, ask: 'interact' })).toBeAllowed();
    const v = answer({ board: 'H . *', models: { H: {} }, ask: 'interact' });
    expect(v).toBeRefusedBy('cx-interact-feature');
    expect(v.reasons.find((r) => r.refuses)!.message).toContain('Nothing on or next to a1');
  });

  it('does not reach a feature behind a wall, which is not adjacent', () => {
    const v = answer({ board: 'H|* .', models: { H: {} }, ask: 'interact' });
    expect(v).toBeRefusedBy('cx-interact-feature');
    expect(v).toBeRefusedBy('cx-wall-not-adjacent');
    expect(v.reasons.find((r) => r.code === 'FeatureAcrossWall')!.message).toContain('the wall between a1 and b1');
    // A walled corner hides the diagonal feature; one wall beside the corner does not.
    expect(answer({ board: 'H|.\n-\n. *', models: { H: {} }, ask: 'interact' })).toBeRefusedBy('cx-wall-not-adjacent');
    expect(answer({ board: 'H|.\n. *', models: { H: {} }, ask: 'interact' })).toBeAllowed();
    // A feature on the model's own square is always in reach.
    expect(
      answer({ models: { H: { at: 'a1' } }, board: { size: '2x1', features: ['a1'], walls: ['a1-b1'] }, ask: 'interact' }),
    ).toBeAllowed();
  });
});

describe('Overwatch', () => {
  it('full takes both actions: only as the first, and nothing after it', () => {
    expect(answer({ model: gunner, ask: 'overwatch' })).toBeAllowed();
    expect(answer({ model: gunner, did: ['move'], ask: 'overwatch' })).toBeRefusedBy('cx-overwatch-full');
    expect(answer({ model: gunner, did: ['overwatch'], ask: 'move' })).toBeRefusedBy('cx-two-actions');
  });

  it('weak only as the second action', () => {
    expect(answer({ model: gunner, did: ['move'], ask: 'overwatch-weak' })).toBeAllowed();
    expect(answer({ model: gunner, ask: 'overwatch-weak' })).toBeRefusedBy('cx-overwatch-weak');
  });

  it('needs a ranged value to shoot with', () => {
    expect(answer({ model: { melee: 3 }, ask: 'overwatch' })).toBeRefusedBy('cx-overwatch-shooter');
  });
});

describe('Blip tokens', () => {
  const board = `
    B H . .
    . . . .`;
  const models = { B: { kind: 'blip', melee: 3 }, H: { short: { dice: 2, range: 3 } } };
  it('only a face-down blip token can flip, once', () => {
    expect(answer({ board, models, active: 'B', ask: 'flip' })).toCite('cx-behaviour-after-flip');
    expect(answer({ board, models, active: 'H', ask: 'flip' })).toBeRefusedBy('cx-flip-blip-only');
    expect(answer({ board, models, active: 'B', did: ['flip'], ask: 'flip' })).toBeRefusedBy('cx-flip-blip-only');
  });

  it("a face-down blip has only Movement; after flipping, the unit's own values apply", () => {
    expect(answer({ board, models, active: 'B', ask: 'move' })).toBeAllowed();
    expect(answer({ board, models, active: 'B', ask: { action: 'melee', target: 'H' } })).toBeRefusedBy('cx-blip-values');
    expect(answer({ board, models, active: 'B', ask: 'overwatch' })).toBeRefusedBy('cx-blip-values');
    expect(answer({ board, models, active: 'B', did: ['flip'], ask: { action: 'melee', target: 'H' } })).toBeAllowed();
  });

  it('heroes may attack blip tokens', () => {
    expect(answer({ board, models, active: 'H', phase: 'hero', ask: { action: 'melee', target: 'B' } })).toBeAllowed();
  });

  it('an attacked face-down blip is flipped, and the answer says so', () => {
    const hero = { kind: 'hero', melee: 2, short: { dice: 2, range: 3 }, psychic: { dice: 2, range: 4 } };
    const near = { board: 'H B . .', models: { H: hero, B: { kind: 'blip' } }, active: 'H' };
    const melee = answer({ ...near, ask: { action: 'melee', target: 'B' } });
    expect(melee).toBeAllowed();
    expect(melee).toCite('AttackedBlipFlips');
    expect(answer({ ...near, ask: 'melee' })).toCite('AttackedBlipFlips');
    const far = { board: 'H . . B', models: { H: hero, B: { kind: 'blip' } }, active: 'H' };
    for (const ask of [{ action: 'shoot', target: 'B' }, 'shoot', { action: 'psychic', target: 'B' }, 'psychic']) {
      const v = answer({ ...far, ask });
      expect(v).toBeAllowed();
      expect(v).toCite('AttackedBlipFlips');
    }
    // An attack that cannot be made flips nothing; a revealed unit has nothing to flip.
    expect(answer({ ...far, ask: { action: 'melee', target: 'B' } })).not.toCite('AttackedBlipFlips');
    expect(answer({ ...far, models: { H: hero, B: { kind: 'alien' } }, ask: { action: 'shoot', target: 'B' } })).not.toCite(
      'AttackedBlipFlips',
    );
  });
});

describe('legalActions', () => {
  it('lists exactly the allowed actions, one per target', () => {
    const s = state({
      board: `
        H . . . Y
        X * . . .`,
      models: { H: { ...gunner, melee: 2 }, X: { kind: 'alien' }, Y: { kind: 'alien' } },
      active: 'H',
      did: ['move'],
    });
    expect(legalActions(s)).toEqual([
      { action: 'sprint' },
      { action: 'melee', target: 'X' },
      { action: 'shoot', target: 'Y' },
      { action: 'interact' },
      { action: 'overwatch', mode: 'weak' },
    ]);
    for (const a of legalActions(s)) expect(canPerform(s, a)).toBeAllowed();
  });

  it('for a face-down blip: Move, Sprint and Flip only', () => {
    const s = state({ board: 'B . . H', models: { B: { kind: 'blip' }, H: {} }, active: 'B' });
    expect(legalActions(s).map((a) => a.action)).toEqual(['move', 'sprint', 'flip']);
    expect(canPerform(s, { action: 'move', to: sq('c1') })).toBeAllowed();
  });
});
