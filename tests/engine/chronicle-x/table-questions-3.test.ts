/**
 * More questions a player asks at the table, each answered from the checked rules: an action after
 * moving, a model that already attacked, Overwatch along a move of several squares, a blip in the
 * way, walls and corners, ranges at their edge, tokens and defence dice.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { answer } from './build.ts';

const messages = (v: Verdict): string[] => v.reasons.map((r) => r.message);
const gunner = { kind: 'hero', move: 4, melee: 1, short: { dice: 3, range: 3 }, long: { dice: 1, range: 6 } };

describe('"I have moved: what may I do with my second action?"', () => {
  it('shoot the alien the move brought into sight, with the value of the range band it is in', () => {
    const board = '. . . . . . . .\n. . H . . . X .';
    const v = answer({
      board,
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'move', to: 'c2' }],
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeAllowed();
    expect(messages(v)).toEqual([
      'H has used 1 of its 2 actions in this activation.',
      'The line from the centre of c2 to the centre of g2 is clear, so H can see X.',
      'X is 4 squares from H, within long range (6): it rolls 1 combat die (its long-range value).',
    ]);
  });

  it('strike the face-down blip it walked up to: the blip is flipped and the revealed unit is struck', () => {
    const v = answer({
      board: '. . .\n. H B',
      models: { H: { kind: 'hero', melee: 2 }, B: { kind: 'blip' } },
      active: 'H',
      did: [{ action: 'move', to: 'b2' }],
      ask: { action: 'melee', target: 'B' },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-melee-adjacent');
    expect(v).toCite('cx-blip-values');
  });

  it('use the terminal it walked up to, but not one still across the room', () => {
    const board = '. . . . .\n. . H . *';
    const models = { H: { kind: 'hero' } };
    const near = answer({ board, models, did: [{ action: 'move', to: 'c2' }], ask: 'interact' });
    expect(near).toBeRefusedBy('cx-interact-feature');
    const there = answer({ board: '. . . . .\n. . . H *', models, did: [{ action: 'move', to: 'd2' }], ask: 'interact' });
    expect(there).toBeAllowed();
    expect(messages(there)).toContain('The feature on e2 offers an Interact action to H.');
  });

  it('Sprint on, but only half its Movement, rounded down', () => {
    const board = 'H . . . . . . .';
    const models = { H: { kind: 'hero', move: 5 } };
    expect(answer({ board, models, did: ['move'], ask: { action: 'sprint', to: 'c1' } })).toBeAllowed();
    const far = answer({ board, models, did: ['move'], ask: { action: 'sprint', to: 'd1' } });
    expect(far).toBeRefusedBy('cx-sprint-distance');
    expect(messages(far)).toContain(
      "A Sprint covers half of H's Movement 5, rounded down: 2 squares, but d1 is 3 squares away; a Sprint can end only on a square at most 2 squares away.",
    );
  });

  it('not full-power Overwatch, which takes both actions, but the weaker one', () => {
    expect(answer({ model: gunner, did: ['move'], ask: { action: 'overwatch', mode: 'full' } })).toBeRefusedBy('cx-overwatch-full');
    expect(answer({ model: gunner, did: ['move'], ask: { action: 'overwatch', mode: 'weak' } })).toBeAllowed();
  });
});

describe('"My model already attacked: what now?"', () => {
  const board = 'H . . X . .\n. . . . . Y';
  const models = { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } };

  it('no second Shoot Attack, even at another alien it can see', () => {
    const v = answer({ board, models, active: 'H', did: [{ action: 'shoot', target: 'X' }], ask: { action: 'shoot', target: 'Y' } });
    expect(v).toBeRefusedBy('cx-different-actions');
    expect(v).not.toCite('cx-los-blockers');
    expect(messages(v)).toContain(
      'H already took a shoot action in this activation; its two actions must be different, so the other one has to be another action.',
    );
  });

  it('it may still move, and take the weaker Overwatch after a Melee Attack', () => {
    expect(
      answer({ board, models, active: 'H', did: [{ action: 'shoot', target: 'X' }], ask: { action: 'move', to: 'c2' } }),
    ).toBeAllowed();
    const melee = answer({
      board: 'H X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'melee', target: 'X' }],
      ask: { action: 'overwatch', mode: 'weak' },
    });
    expect(melee).toBeAllowed();
    expect(melee).toCite('cx-overwatch-weak');
  });

  it('walking away from the alien it struck draws that alien’s free attack; the rest of the Move is its own', () => {
    const v = answer({
      board: 'H X . .\n. . . .\n. . . .',
      models: { H: { kind: 'hero', melee: 2 }, X: { kind: 'alien', melee: 3 } },
      active: 'H',
      did: [{ action: 'melee', target: 'X' }],
      ask: { path: ['a2', 'a3'] },
    });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(messages(v)).toEqual([
      'H leaves the square next to X (step 2, to a3): X makes a free attack with 3 dice, interrupting the move.',
      // A Move of 4: two squares walked, two not yet used.
      'The move stops at a3 while the attack resolves; if H survives it may go on with its 2 unused steps.',
    ]);
  });

  it('after both actions, not even a step', () => {
    const v = answer({
      board,
      models,
      active: 'H',
      did: [
        { action: 'shoot', target: 'X' },
        { action: 'move', to: 'a1' },
      ],
      ask: { path: ['a2'] },
    });
    expect(v).toBeRefusedBy('cx-two-actions');
    expect(v).not.toCite('cx-overwatch-fires');
  });
});

describe('"How much of my move is left after the Overwatch shot?"', () => {
  // W on d4 watches with a reach of 3; H on a1 (3 squares away) walks east along row 1.
  const board = 'H . . . . . .\n. . . . . . .\n. . . . . . .\n. . . W . . .';
  const watcher = { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 3 } };

  it('all the squares of the Move not yet walked, not only the rest of the path asked', () => {
    const v = answer({ board, models: { H: { kind: 'hero', move: 4 }, W: watcher }, active: 'H', ask: { path: ['b1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)).toEqual([
      "H steps into b1 (step 1), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.",
      "W's Overwatch token is removed once it has fired; it fires only once.",
      'The move stops at b1 while the attack resolves; if H survives it may go on with its 3 unused steps.',
    ]);
  });

  it('none when the shot comes on the last square of its Movement', () => {
    // W on g1 reaches d1 (3 squares) first.
    const v = answer({
      board: '. H . . . . W',
      models: { H: { kind: 'hero', move: 2 }, W: watcher },
      active: 'H',
      ask: { path: ['c1', 'd1'] },
    });
    expect(messages(v)).toContain('The move stops at d1 while the attack resolves; H had no steps left.');
  });

  it('for a Sprint after a Move, what is left of the Sprint, shot at with the long-range value at its edge', () => {
    const v = answer({
      board: '. . H . . . . .\n. . . . . . . W',
      models: {
        H: { kind: 'hero', move: 4 },
        W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 3 }, long: { dice: 1, range: 4 } },
      },
      active: 'H',
      did: [{ action: 'move', to: 'c1' }],
      ask: { path: ['d1', 'e1'] },
    });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)).toEqual([
      // d1 is 4 squares from h2: the last square of the long range.
      "H steps into d1 (step 1), a square W's shoot attack reaches: W's Overwatch fires with 1 die.",
      "W's Overwatch token is removed once it has fired; it fires only once.",
      'The move stops at d1 while the attack resolves; if H survives it may go on with its 1 unused step.',
    ]);
  });
});

describe('"Who fires as I run down the corridor?"', () => {
  it('each watcher once, on the first step into its own reach, the blue token with one die fewer', () => {
    const v = answer({
      board: 'H . . . . . .\n. . . . . . .\n. . . . . . .\n. . . W . . V',
      models: {
        H: { kind: 'hero', move: 6 },
        W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 3 } },
        V: { kind: 'alien', overwatch: 'weak', short: { dice: 1, range: 2 }, long: { dice: 3, range: 4 } },
      },
      active: 'H',
      ask: { path: ['b1', 'c1', 'd1', 'e1', 'f1'] },
    });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)).toEqual([
      "H steps into b1 (step 1), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.",
      "W's Overwatch token is removed once it has fired; it fires only once.",
      'The move stops at b1 while the attack resolves; if H survives it may go on with its 5 unused steps.',
      // c1 is 4 squares from g4: V's long range, 3 dice, one fewer for the blue token.
      "H steps into c1 (step 2), a square V's shoot attack reaches: V's Overwatch fires with 2 dice.",
      "V's Overwatch token is the blue (weak) one: one die fewer, 2 dice.",
      "V's Overwatch token is removed once it has fired; it fires only once.",
      'The move stops at c1 while the attack resolves; if H survives it may go on with its 4 unused steps.',
    ]);
  });

  it('the alien behind a wall fires only once the Hero steps out where it can see it', () => {
    // W on c3 has a wall on its west side: a3 and a2 are out of its sight, b1 is not.
    const v = answer({
      board: '. . . . .\n. . . . .\n. .|W . .\nH . . . .',
      models: { H: { kind: 'hero', move: 5 }, W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 4 } } },
      active: 'H',
      ask: { path: ['a3', 'a2', 'b1', 'c1'] },
    });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)[0]).toBe("H steps into b1 (step 3), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.");
    expect(
      answer({
        board: '. . . . .\n. . . . .\n. .|W . .\nH . . . .',
        models: { H: { kind: 'hero' }, W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 4 } } },
        active: 'H',
        ask: { path: ['a3', 'a2'] },
      }),
    ).toBeAllowed();
  });

  it('a blip between the watcher and the corridor hides the squares behind it: the shot comes where the line is clear', () => {
    // W on c5 looks north; the blip on c3 hides b1, c1 and d1 from it, not a1 or e1.
    const board = '. . . . H\n. . . . .\n. . B . .\n. . . . .\n. . W . .';
    const models = { H: { kind: 'hero' }, B: { kind: 'blip' }, W: { kind: 'alien', overwatch: 'full', short: { dice: 2, range: 5 } } };
    const v = answer({ board, models, active: 'H', ask: { path: ['d1', 'c1', 'b1', 'a1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)[0]).toBe("H steps into a1 (step 4), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.");
    expect(answer({ board, models, active: 'H', ask: { path: ['d1', 'c1', 'b1'] } })).toBeAllowed();
  });

  it('two aliens left behind on one step both strike, each stopping the move', () => {
    const v = answer({
      board: '. X .\n. H .\nY . .\n. . .\n. . .',
      models: { H: { kind: 'hero' }, X: { kind: 'alien', melee: 2 }, Y: { kind: 'alien', melee: 1 } },
      active: 'H',
      ask: { path: ['c3', 'c4'] },
    });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(messages(v)).toEqual([
      'H leaves the square next to X (step 1, to c3): X makes a free attack with 2 dice, interrupting the move.',
      'The move stops at c3 while the attack resolves; if H survives it may go on with its 3 unused steps.',
      'H leaves the square next to Y (step 1, to c3): Y makes a free attack with 1 die, interrupting the move.',
      'The move stops at c3 while the attack resolves; if H survives it may go on with its 3 unused steps.',
    ]);
  });
});

describe('"The blip is walking towards my Hero on Overwatch: what happens?"', () => {
  it('on the step into the Hero’s sight it is flipped, and the shot is at the revealed unit there; the rest is not judged', () => {
    const v = answer({
      board: 'B . . . .\n# # # . .\n. . . . .\nH . . . .',
      models: { B: { kind: 'blip', move: 5 }, H: { kind: 'hero', overwatch: 'full', short: { dice: 2, range: 4 } } },
      active: 'B',
      ask: { path: ['b1', 'c1', 'd1', 'd2', 'e2'] },
    });
    expect(v).toBeRefusedBy('cx-blip-values');
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(messages(v)[0]).toBe(
      'B comes into the line of sight of H at e2 (step 5): the blip is flipped there and the revealed unit takes its place.',
    );
    expect(messages(v)[1]).toBe("B steps into e2 (step 5), a square H's shoot attack reaches: H's Overwatch fires with 2 dice.");
  });

  it('behind the wall it moves on unseen and unshot', () => {
    const v = answer({
      board: 'B . . . .\n# # # . .\n. . . . .\nH . . . .',
      models: { B: { kind: 'blip', move: 5 }, H: { kind: 'hero', overwatch: 'full', short: { dice: 2, range: 4 } } },
      active: 'B',
      ask: { path: ['b1', 'c1', 'd1'] },
    });
    expect(v).toBeAllowed();
    expect(v).not.toCite('cx-blip-values');
  });
});

describe('"A blip is standing in the corridor: can I get past?"', () => {
  const models = { H: { kind: 'hero' }, B: { kind: 'blip' } };

  it('not through it: its square is closed to a move, and a path into it stops at that step', () => {
    const v = answer({ board: 'H B . .\n. . . .', models, active: 'H', ask: { path: ['b1', 'c1'] } });
    expect(v).toBeRefusedBy('cx-move-blocked');
    expect(messages(v)).toEqual([
      'Step 1 of the path, a1 to b1, is not a legal step for H (one square, not blocked or occupied, no wall, no cut corner).',
    ]);
  });

  it('not diagonally past it: the square it stands on closes that corner', () => {
    const v = answer({ board: 'H B . .\n. . . .', models, active: 'H', ask: { path: ['b2'] } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    expect(messages(v)[0]).toContain('past model B on b1');
  });

  it('round it through the open row, counting every square of the way round', () => {
    const board = 'H B . .\n. . . .';
    expect(answer({ board, models, active: 'H', ask: { path: ['a2', 'b2', 'c2', 'c1'] } })).toBeAllowed();
    const v = answer({ board, models, active: 'H', ask: { action: 'move', to: 'c1' } });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('H can Move up to 4 squares and reaches c1 in 4 steps.');
    // With a Movement of 3 only the diagonal past the blip would be short enough, and it is closed.
    const short = answer({ board, models: { ...models, H: { kind: 'hero', move: 3 } }, active: 'H', ask: { action: 'move', to: 'c1' } });
    expect(short).toBeRefusedBy('cx-diagonal-move');
    expect(messages(short)[1]).toContain('past model B on b1');
  });

  it('not at all when it fills a one-square corridor: the blip closes the way, whatever the Movement', () => {
    const v = answer({
      board: 'H B . .\n# # . .',
      models: { H: { kind: 'hero', move: 9 }, B: { kind: 'blip' } },
      active: 'H',
      ask: { action: 'move', to: 'c1' },
    });
    expect(v).toBeRefusedBy('cx-move-blocked');
    expect(v).not.toCite('cx-move-distance');
    expect(messages(v)).toContain(
      'No path of any length takes H to c1: blocked squares, walls, models or blip tokens close every way there, and a move cannot pass them; it can move only to a square an open way leads to.',
    );
  });

  it('the same for a Sprint across a line of blocked squares', () => {
    const v = answer({ board: 'H . # .\n. . # .', models: { H: { kind: 'hero', move: 8 } }, ask: { action: 'sprint', to: 'd1' } });
    expect(v).toBeRefusedBy('cx-move-blocked');
    expect(v).not.toCite('cx-sprint-distance');
  });
});

describe('"Can I see round this corner?"', () => {
  it('not through a corner closed on both sides, and the answer reads as a sentence', () => {
    const v = answer({
      board: 'H # .\n# . .\n. . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(messages(v)).toContain(
      'H on a1 cannot see X on c3: the corner between b1 and a2, closed on both sides, is in the way; it would have to move to a square from which it sees X.',
    );
  });

  it('not past a corner closed by two walls, though the squares beside it are open', () => {
    const v = answer({
      board: 'H|. .\n-\n. . .\n. . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
  });

  it('yes when one way round the corner is open, but the Hero cannot step through it diagonally', () => {
    const board = 'H # .\n. . .\n. . X';
    expect(
      answer({ board, models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } }),
    ).toBeAllowed();
    const step = answer({ board: 'H # .\n. . .\n. . .', models: { H: { kind: 'hero', move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(step).toBeRefusedBy('cx-diagonal-move');
  });
});

describe('"Is it in range?" at the edge', () => {
  const open = '. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .';

  it('three squares diagonally is exactly short range: the short-range value', () => {
    const v = answer({
      board: open,
      models: { H: { ...gunner, at: 'a1' }, X: { kind: 'alien', at: 'd4' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(messages(v)).toContain('X is 3 squares from H, within short range (3): it rolls 3 combat dice (its short-range value).');
  });

  it('six squares diagonally is the last square of long range; seven is beyond it', () => {
    const v = answer({
      board: open,
      models: { H: { ...gunner, at: 'a1' }, X: { kind: 'alien', at: 'g7' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(messages(v)).toContain('X is 6 squares from H, within long range (6): it rolls 1 combat die (its long-range value).');
    const beyond = answer({
      board: 'H . . . . . . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(beyond).toBeRefusedBy('cx-shoot-range');
    expect(messages(beyond)).toContain(
      'X is 7 squares from H, beyond its longest range of 6; H would have to come within 6 squares of it first.',
    );
  });

  it('a psychic ability reaches exactly its reach, through a wall, and no farther', () => {
    const models = { X: { kind: 'alien', psychic: { dice: 2, range: 4 } }, H: { kind: 'hero' } };
    const v = answer({ board: 'X . .|. H', models, active: 'X', ask: { action: 'psychic', target: 'H' } });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-psychic-no-los');
    expect(answer({ board: 'X . .|. . H', models, active: 'X', ask: { action: 'psychic', target: 'H' } })).toBeRefusedBy(
      'cx-psychic-reach',
    );
  });
});

describe('"The blip moved and flipped: how many actions has it left?"', () => {
  const models = { B: { kind: 'blip', melee: 2 }, H: { kind: 'hero' } };

  it('Move then Flip are two different actions; after them, nothing', () => {
    const v = answer({ board: 'B . . H', models, active: 'B', did: ['move'], ask: 'flip' });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-behaviour-after-flip');
    const after = answer({ board: '. . B H', models, active: 'B', did: ['move', 'flip'], ask: { action: 'melee', target: 'H' } });
    expect(after).toBeRefusedBy('cx-two-actions');
  });

  it('a face-down blip cannot take Overwatch: it has no value but Movement', () => {
    const v = answer({ board: 'B . . H', models, active: 'B', ask: { action: 'overwatch', mode: 'full' } });
    expect(v).toBeRefusedBy('cx-blip-values');
  });
});

describe('"My Hero took Overwatch with its first action: can it still move?"', () => {
  it('no: the red token took both actions, so neither an action nor a path is left', () => {
    const models = { H: gunner, X: { kind: 'alien' } };
    const v = answer({ board: 'H . . . X', models, active: 'H', did: ['overwatch'], ask: { path: ['b1'] } });
    expect(v).toBeRefusedBy('cx-two-actions');
    expect(messages(v)).toEqual([
      'H has already used both actions of this activation (full Overwatch); it takes no more until it is activated again next round.',
    ]);
  });
});

describe('"How many dice does my Hero roll to defend?"', () => {
  it('none when it has no combat dice, and the answer says so', () => {
    const v = answer({
      board: 'X H',
      models: { X: { kind: 'alien' }, H: { kind: 'hero' } },
      active: 'X',
      ask: { defend: 'melee', dice: 0 },
    });
    expect(v).toCite('cx-defence-dice');
    expect(messages(v)).toContain('The defender has no combat dice to roll in defence.');
  });

  it('against a psychic attack with the Meditation Room built, as usual: at most 5', () => {
    const v = answer({
      board: 'X . H',
      models: { X: { kind: 'alien', psychic: { dice: 2, range: 4 } }, H: { kind: 'hero' } },
      active: 'X',
      station: { meditationRoom: true },
      ask: { defend: 'psychic', dice: 6 },
    });
    expect(v).toBeAllowed();
    expect(v).toCite('cx-meditation-room');
    expect(messages(v)).toContain('The defender has 6 combat dice and rolls 5 dice in defence (never more than 5).');
  });
});

describe('"Can the Overmind interrupt while my Hero is in the middle of its activation?"', () => {
  it('no: the Interruption comes just before a Hero activates, not during an activation', () => {
    const v = answer({
      models: { H: { kind: 'hero', at: 'a1' }, G: { kind: 'hero', at: 'a3' }, X: { kind: 'alien', at: 'c3' } },
      phase: 'hero',
      active: 'H',
      ask: { activate: 'X', interruption: true },
    });
    expect(v).toBeRefusedBy('cx-interruption-before-hero');
    expect(messages(v)).toContain(
      'The Interruption comes just before a Hero activates, and H is being activated, so X cannot be activated out of turn now; it can be activated out of turn once that activation ends, if a Hero is still to activate.',
    );
  });
});
