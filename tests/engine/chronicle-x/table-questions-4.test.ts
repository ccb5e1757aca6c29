/**
 * Still more questions a player asks at the table, each answered from the checked rules and
 * asserted with the verdict and every rule block the answer cites: a blip that flipped and what it
 * may do next, actions that may not repeat, a blue Overwatch token as its target backs away,
 * diagonal steps by walls, lines of sight past corners and the model just struck, doors, range,
 * and blips that strike or flip while a model walks.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { answer } from './build.ts';

/** The rule block of every reason, in order. */
const rules = (v: Verdict): string[] => v.reasons.map((r) => r.rule);
const messages = (v: Verdict): string[] => v.reasons.map((r) => r.message);
const gunner = { kind: 'hero', move: 4, melee: 1, short: { dice: 3, range: 3 }, long: { dice: 2, range: 6 } };

describe('"The blip just flipped: what may the revealed unit do with its second action?"', () => {
  const models = { B: { kind: 'blip', at: 'c3', short: { dice: 2, range: 4 } } };

  it('the weaker Overwatch, as its second action, with the unit’s own shoot value', () => {
    const v = answer({ phase: 'overmind', models, active: 'B', did: ['flip'], ask: { action: 'overwatch', mode: 'weak' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-overwatch-weak']);
  });

  it('not full-power Overwatch: the flip was one of its two actions', () => {
    const v = answer({ phase: 'overmind', models, active: 'B', did: ['flip'], ask: { action: 'overwatch', mode: 'full' } });
    expect(v).toBeRefusedBy('cx-overwatch-full');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-overwatch-full']);
  });
});

describe('"How far does a face-down blip Sprint?"', () => {
  const board = 'B . . .';
  const models = { B: { kind: 'blip', move: 5 } };

  it('half its Movement, rounded down: 2 squares for a Movement of 5', () => {
    const v = answer({ phase: 'overmind', board, models, active: 'B', ask: { action: 'sprint', to: 'c1' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-sprint-distance']);
  });

  it('not 3 squares', () => {
    const v = answer({ phase: 'overmind', board, models, active: 'B', ask: { action: 'sprint', to: 'd1' } });
    expect(v).toBeRefusedBy('cx-sprint-distance');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-sprint-distance']);
  });
});

describe('"Can I use the terminal twice?"', () => {
  it('no: its two actions must differ, even with the terminal right there', () => {
    const v = answer({ board: 'H *', models: { H: {} }, did: ['interact'], ask: 'interact' });
    expect(v).toBeRefusedBy('cx-different-actions');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-different-actions', 'cx-interact-feature']);
  });

  it('but after using it the Hero may take the weaker Overwatch as its second action', () => {
    const v = answer({ board: 'H *', models: { H: gunner }, did: ['interact'], ask: { action: 'overwatch', mode: 'weak' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-overwatch-weak']);
  });
});

describe('"Can I open the door from here?"', () => {
  it('yes from the square diagonally next to its control', () => {
    const v = answer({ board: '. *\nH .', models: { H: {} }, ask: 'interact' });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-interact-feature']);
    expect(messages(v)).toContain('The feature on b1 offers an Interact action to H.');
  });

  it('not through the corner of the room when walls close both ways round it', () => {
    // Walls east of a2 and north of a2: the control on b1 touches a2 only at a walled corner.
    const v = answer({ board: { size: '2x2', features: ['b1'], walls: ['a2-b2', 'a1-a2'] }, models: { H: { at: 'a2' } }, ask: 'interact' });
    expect(v).toBeRefusedBy('cx-interact-feature');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-interact-feature', 'cx-wall-not-adjacent']);
  });

  it('a closed door across the corridor is a wall: no way through it, however far the Hero could move', () => {
    const v = answer({ board: 'H .|. .', models: { H: { move: 6 } }, ask: { action: 'move', to: 'd1' } });
    expect(v).toBeRefusedBy('cx-move-blocked');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-move-blocked']);
  });
});

describe('"My blue token did not fire at the alien next to my range: will it, as the alien backs off?"', () => {
  // H's short-range value is a single die: the blue token leaves none to roll within short range.
  const board = '. . . . . . . .\nH . X . . . . .';
  const models = {
    H: { kind: 'hero', short: { dice: 1, range: 2 }, long: { dice: 3, range: 6 }, overwatch: 'weak' },
    X: { kind: 'alien', move: 4 },
  };

  it('yes, on its first step into long range, with one die fewer than the long-range value', () => {
    const v = answer({ phase: 'overmind', board, models, active: 'X', ask: { path: ['d2', 'e2', 'f2'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(rules(v)).toEqual(['cx-overwatch-fires', 'cx-overwatch-weak-dice', 'cx-overwatch-once', 'cx-overwatch-stops-move']);
    expect(messages(v)[0]).toBe("X steps into d2 (step 1), a square H's shoot attack reaches: H's Overwatch fires with 2 dice.");
  });

  it('no, while it only shuffles within short range: no die to roll, and the token stays', () => {
    const v = answer({ phase: 'overmind', board, models, active: 'X', ask: { path: ['c1'] } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-overwatch-weak-dice', 'cx-overwatch-fires']);
  });
});

describe('"I sprinted first: how far may my Move take me now?"', () => {
  const board = 'H . . . . . .';

  it('its whole Movement: the Move is its own action', () => {
    const v = answer({ board, models: { H: { move: 4 } }, did: ['sprint'], ask: { path: ['b1', 'c1', 'd1', 'e1'] } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-overwatch-fires']);
  });

  it('no farther than its Movement', () => {
    const v = answer({ board, models: { H: { move: 4 } }, did: ['sprint'], ask: { path: ['b1', 'c1', 'd1', 'e1', 'f1'] } });
    expect(v).toBeRefusedBy('cx-move-distance');
    expect(rules(v)).toEqual(['cx-move-distance']);
  });
});

describe('"After striking one alien, may I shoot the one behind it?"', () => {
  it('not when the alien just struck stands in the line: it still blocks the shot', () => {
    const v = answer({
      board: 'H X . . Y',
      models: { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'melee', target: 'X' }],
      ask: { action: 'shoot', target: 'Y' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-blockers', 'cx-shoot-range']);
    expect(messages(v)).toContain(
      'H on a1 cannot see Y on e1: model X on b1 is in the way; it would have to move to a square from which it sees Y.',
    );
  });

  it('yes at one down the open side, with the range band’s value', () => {
    const v = answer({
      board: 'H X . .\n. . . .\n. . . .\nY . . .',
      models: { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'melee', target: 'X' }],
      ask: { action: 'shoot', target: 'Y' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
  });
});

describe('"May my psychic strike the alien right next to me, then shoot?"', () => {
  const psyker = { ...gunner, psychic: { dice: 2, range: 3 } };

  it('a psychic attack on an adjacent alien: yes, no line of sight needed, no defence dice without the Meditation Room', () => {
    const v = answer({ board: 'H X', models: { H: psyker, X: { kind: 'alien' } }, active: 'H', ask: { action: 'psychic', target: 'X' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-psychic-reach', 'cx-psychic-no-los', 'cx-psychic-no-defence']);
  });

  it('and a Shoot Attack after it, a different action, at a target it can see', () => {
    const v = answer({
      board: 'H . . X',
      models: { H: psyker, X: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'psychic', target: 'X' }],
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
  });
});

describe('"Can I step diagonally along this wall?"', () => {
  it('not past a wall that meets the corner, and the answer names the wall rule, not only the open squares', () => {
    const v = answer({ board: 'H|. .\n. . .', models: { H: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-diagonal-move']);
    expect(messages(v)[1]).toBe(
      'H could reach b2 only by stepping diagonally from a1 to b2 past a wall at the corner of a1 and b2; a diagonal step needs both squares it passes between open and no wall at that corner, so it must go round orthogonally, and no such path fits its movement.',
    );
  });

  it('yes when the wall runs a square away from the corner', () => {
    // The wall lies under c1, not at the corner a1, b1, a2, b2 meet.
    const v = answer({ board: 'H . .\n    -\n. . .', models: { H: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-move-distance']);
  });

  it('yes past a terminal and a hazard: both are open squares', () => {
    const v = answer({ board: 'H * .\n~ . .', models: { H: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-move-distance']);
  });
});

describe('"Can I see past this corner?"', () => {
  it('not when an alien stands on one side of it and a pillar on the other', () => {
    const v = answer({
      board: 'H X .\n# . .\n. . Y',
      models: { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'Y' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-blockers', 'cx-shoot-range']);
    expect(messages(v)).toContain(
      'H on a1 cannot see Y on c3: the corner between b1 and a2, closed on both sides, is in the way; it would have to move to a square from which it sees Y.',
    );
  });

  it('a line two across and one down clips the pillar beside the shooter, but not the one below it', () => {
    const clipped = answer({
      board: 'H # .\n. . Y',
      models: { H: gunner, Y: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'Y' },
    });
    expect(clipped).toBeRefusedBy('cx-los-blockers');
    expect(rules(clipped)).toEqual(['cx-two-actions', 'cx-los-blockers', 'cx-shoot-range']);
    const clear = answer({
      board: 'H . .\n# . Y',
      models: { H: gunner, Y: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'Y' },
    });
    expect(clear).toBeAllowed();
    expect(rules(clear)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
  });
});

describe('"My pistol has only a short range: can it reach one square farther?"', () => {
  it('no: beyond its short range there is no long-range value to use', () => {
    const v = answer({
      board: 'H . . . .',
      models: { H: { kind: 'hero', short: { dice: 2, range: 3 } }, X: { kind: 'alien', at: 'e1' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-shoot-range');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
    expect(messages(v)).toContain(
      'X is 4 squares from H, beyond its longest range of 3; H would have to come within 3 squares of it first.',
    );
  });
});

describe('"The blip ran up to my Hero on Overwatch: do I shoot it?"', () => {
  it('it is flipped as it comes into sight, but the square next to the Hero is no shooting target', () => {
    const v = answer({
      phase: 'overmind',
      board: 'H|B .\n. . .',
      models: { H: { ...gunner, overwatch: 'full' }, B: { kind: 'blip' } },
      active: 'B',
      ask: { path: ['b2'] },
    });
    expect(v).toBeRefusedBy('cx-blip-values');
    expect(rules(v)).toEqual(['cx-blip-values']);
  });
});

describe('"The blip was already in sight of one Hero: does it flip as it walks into another’s?"', () => {
  it('yes: it enters that Hero’s line of sight, whoever saw it before', () => {
    // H on a1 sees the blip on c1 along the top row; K on a3 sees neither c1 nor d1 past the
    // pillars, but does see e2.
    const v = answer({
      phase: 'overmind',
      board: 'H . B . .\n# # . . .\nK . . . .',
      models: { H: {}, K: {}, B: { kind: 'blip' } },
      active: 'B',
      ask: { path: ['d1', 'e2'] },
    });
    expect(v).toBeRefusedBy('cx-blip-values');
    expect(rules(v)).toEqual(['cx-blip-values']);
    expect(messages(v)).toEqual([
      'B comes into the line of sight of K at e2 (step 2): the blip is flipped there and the revealed unit takes its place.',
    ]);
  });

  it('no while it keeps to the squares only the first Hero sees', () => {
    const v = answer({
      phase: 'overmind',
      board: 'H . B . .\n# # . . .\nK . . . .',
      models: { H: {}, K: {}, B: { kind: 'blip' } },
      active: 'B',
      ask: { path: ['d1'] },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-overwatch-fires']);
  });
});

describe('"I walk away from a blip I cannot see round the corner: does it strike?"', () => {
  // H on b2 and the blip on c3 touch at a corner closed by two pillars: adjacent, but out of sight.
  const board = '. . . .\n. H # .\n. # B .\n. . . .';

  it('yes: the free attack needs the blip’s Melee value, so it is flipped and the revealed unit strikes', () => {
    const v = answer({ board, models: { H: {}, B: { kind: 'blip', melee: 2 } }, active: 'H', ask: { path: ['a1'] } });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(rules(v)).toEqual(['cx-free-attack-leaving', 'cx-blip-values', 'cx-overwatch-stops-move']);
    expect(messages(v)).toEqual([
      'H leaves the square next to B (step 1, to a1): B makes a free attack with 2 dice, interrupting the move.',
      'B is a face-down Blip Token, and its free attack needs its Melee value, a value other than Movement: the blip is flipped, and the revealed unit makes the free attack on H.',
      'The move stops at a1 while the attack resolves; if H survives it may go on with its 3 unused steps.',
    ]);
  });
});

describe('"The alien fired its Overwatch this Hero phase: may the Overmind still interrupt with it?"', () => {
  it('yes: the Overwatch attack was not its activation', () => {
    const v = answer({
      models: { H: { at: 'a1' }, X: { kind: 'alien', at: 'c3' } },
      active: null,
      overwatchAttacks: ['X'],
      ask: { activate: 'X', interruption: true },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-interruption-once', 'cx-interruption-cost', 'cx-interruption-before-hero', 'cx-not-activations']);
  });
});
