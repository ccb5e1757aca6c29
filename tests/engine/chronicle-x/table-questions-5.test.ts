/**
 * A fifth round of questions a player asks at the table, each asserted with the verdict and the
 * rule blocks the answer cites: diagonal steps past walls and models, shooting with an enemy at
 * your side, lines of sight that graze a corner, a watcher hidden behind its friend, free attacks
 * that never come or come twice, what a blip may do before and after it flips, psychic powers at
 * friends and at blips, the Interruption at its exact cost, and refused answers that never say an
 * attack rolls dice or a Move reaches a square when the action is not taken.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import type { Verdict } from '../../../src/engine/core/index.ts';
import { answer } from './build.ts';

const rules = (v: Verdict): string[] => v.reasons.map((r) => r.rule);
const messages = (v: Verdict): string[] => v.reasons.map((r) => r.message);
const said = (v: Verdict): string => messages(v).join(' ');
const gunner = { kind: 'hero', move: 4, melee: 1, short: { dice: 3, range: 3 }, long: { dice: 1, range: 8 } };

describe('"A wall runs under the square beside me: may I step diagonally past it, or strike across it?"', () => {
  // The wall lies along the south edge of b1: one of the four edges meeting at the corner a1-b2.
  const board = 'H . .\n  -\n. X .';

  it('no step: a wall touching the corner closes the diagonal, even on the far side of it', () => {
    const v = answer({ board: 'H . .\n  -\n. . .', models: { H: { move: 1 } }, ask: { action: 'move', to: 'b2' } });
    expect(v).toBeRefusedBy('cx-diagonal-move');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-diagonal-move']);
    expect(messages(v)[1]).toContain('past a wall at the corner of a1 and b2');
  });

  it('but the strike lands: one way round the corner is open, so the alien is adjacent', () => {
    const v = answer({ board, models: { H: { melee: 2 }, X: { kind: 'alien' } }, active: 'H', ask: { action: 'melee', target: 'X' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-melee-adjacent']);
  });
});

describe('"An alien is right next to me: may I still shoot the other one down the corridor?"', () => {
  const board = 'H . . X\nY . . .';
  const models = { H: gunner, X: { kind: 'alien' }, Y: { kind: 'alien' } };

  it('yes: only the target must not be adjacent, not every enemy', () => {
    const v = answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
  });

  it('not the one at its side, which it strikes in melee instead', () => {
    const v = answer({ board, models, active: 'H', ask: { action: 'shoot', target: 'Y' } });
    expect(v).toBeRefusedBy('cx-shoot-target');
    expect(answer({ board, models, active: 'H', ask: { action: 'melee', target: 'Y' } })).toBeAllowed();
  });
});

describe('"My Hero walked past the alien: can it turn round and shoot it?"', () => {
  it('yes: models have no facing, and the shot after the Move uses the band the alien is in', () => {
    const v = answer({
      board: 'X . . . H . .',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'move', to: 'e1' }],
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
    expect(messages(v)).toContain('X is 4 squares from H, within long range (8): it rolls 1 combat die (its long-range value).');
  });

  it('turning costs no movement: a path that doubles back counts only the squares stepped into', () => {
    const board = 'H . . .\n. . . .';
    const back = answer({ board, models: { H: { move: 4 } }, active: 'H', ask: { path: ['b1', 'c1', 'b1', 'a2'] } });
    expect(back).toBeAllowed();
    expect(rules(back)).toEqual(['cx-overwatch-fires']);
    const over = answer({ board, models: { H: { move: 4 } }, active: 'H', ask: { path: ['b1', 'c1', 'b1', 'a2', 'a1'] } });
    expect(over).toBeRefusedBy('cx-move-distance');
  });
});

describe('"Can I see the alien past these two pillars?" (a line three across and one down)', () => {
  it('not when both squares beside the corner it grazes are blocked', () => {
    const v = answer({
      board: 'H . # .\n. # . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(messages(v)).toContain(
      'H on a1 cannot see X on d2: the corner between c1 and b2, closed on both sides, is in the way; it would have to move to a square from which it sees X.',
    );
  });

  it('yes with one of them gone', () => {
    const v = answer({
      board: 'H . # .\n. . . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
  });

  it('not along the diagonal through a blip token, which blocks the line as a model does', () => {
    const v = answer({
      board: 'H . .\n. B .\n. . X',
      models: { H: gunner, B: { kind: 'blip' }, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(said(v)).toContain('the blip token B on b2 is in the way');
    expect(said(v)).not.toMatch(/flipped/);
  });
});

describe('"Two aliens on Overwatch stand in a row: do both shoot me?"', () => {
  // W on d1 and V on e1 both watch; from e1 every line to column a passes through W's square.
  const board = '. . . W V\n. . . . .\nH . . . .';
  const watcher = (dice: number) => ({ kind: 'alien', overwatch: 'full', short: { dice, range: 4 } });

  it('only the front one: its friend behind it has no line of sight past it', () => {
    const v = answer({ board, models: { H: {}, W: watcher(2), V: watcher(3) }, active: 'H', ask: { path: ['a2', 'a1'] } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(rules(v)).toEqual(['cx-overwatch-fires', 'cx-overwatch-once', 'cx-overwatch-stops-move']);
    expect(messages(v)[0]).toBe("H steps into a2 (step 1), a square W's shoot attack reaches: W's Overwatch fires with 2 dice.");
    expect(said(v)).not.toContain("V's Overwatch");
  });
});

describe('"The alien next to me has no melee weapon: does it get a free attack as I walk off?"', () => {
  const board = 'H X .\n. . .\n. . .';

  it('no: the free attack rolls its Melee value, and the answer says why it stays quiet', () => {
    const v = answer({
      board,
      models: { H: {}, X: { kind: 'alien', melee: 0, short: { dice: 2, range: 4 } } },
      active: 'H',
      ask: { path: ['a2', 'a3'] },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-free-attack-leaving', 'cx-overwatch-fires']);
    expect(messages(v)[0]).toBe(
      'H leaves the square next to X (step 2, to a3), but X has no Melee value, which a free attack rolls, so it makes none.',
    );
  });

  it('a face-down blip whose unit has no Melee value is not flipped by it either', () => {
    const v = answer({
      board: 'H B .\n. . .\n. . .',
      models: { H: {}, B: { kind: 'blip', melee: 0 } },
      active: 'H',
      ask: { path: ['a2', 'a3'] },
    });
    expect(v).toBeAllowed();
    expect(v).not.toCite('cx-blip-values');
  });
});

describe('"I step away from the alien, back, and away again: how often does it strike?"', () => {
  it('twice: each time the Hero leaves its side is a new free attack', () => {
    const v = answer({
      board: '. . . .\n. H . .\n. X . .\n. . . .',
      models: { H: { move: 6 }, X: { kind: 'alien', melee: 2 } },
      active: 'H',
      ask: { path: ['b1', 'b2', 'b1'] },
    });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(rules(v)).toEqual(['cx-free-attack-leaving', 'cx-overwatch-stops-move', 'cx-free-attack-leaving', 'cx-overwatch-stops-move']);
    expect(messages(v)[2]).toBe('H leaves the square next to X (step 3, to b1): X makes a free attack with 2 dice, interrupting the move.');
  });
});

describe('"The blip backs away from my Hero on Overwatch: what does my Hero get?"', () => {
  it('its free attack first, which flips the blip, then the Overwatch shot at the revealed unit', () => {
    const v = answer({
      phase: 'overmind',
      board: '. . . . .\n. H B . .\n. . . . .',
      models: { H: { ...gunner, melee: 2, overwatch: 'full' }, B: { kind: 'blip' } },
      active: 'B',
      ask: { path: ['d2', 'e2'] },
    });
    expect(v).toBeRefusedBy('cx-free-attack-leaving');
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(rules(v)).toEqual([
      'cx-free-attack-leaving',
      'cx-blip-values',
      'cx-overwatch-stops-move',
      'cx-overwatch-fires',
      'cx-overwatch-once',
      'cx-free-attack-and-overwatch',
      'cx-overwatch-stops-move',
    ]);
    // The path is judged no further than the flip: e2 is the revealed unit's to walk.
    expect(said(v)).not.toContain('e2');
  });
});

describe('"What may a face-down blip do?"', () => {
  const base = { phase: 'overmind', active: 'B' };

  it('not use a terminal: it must flip first, and once flipped it may', () => {
    const models = { B: { kind: 'blip' } };
    const v = answer({ ...base, board: 'B *', models, ask: 'interact' });
    expect(v).toBeRefusedBy('cx-blip-values');
    expect(rules(v)).toEqual(['cx-blip-values', 'cx-two-actions']);
    const after = answer({ ...base, board: 'B *', models, did: ['flip'], ask: 'interact' });
    expect(after).toBeAllowed();
    expect(rules(after)).toEqual(['cx-two-actions', 'cx-interact-feature']);
  });

  it('not use the psychic power of the unit under it until it is flipped', () => {
    const models = { B: { kind: 'blip', psychic: { dice: 2, range: 3 } }, H: {} };
    expect(answer({ ...base, board: 'B . H', models, ask: { action: 'psychic', target: 'H' } })).toBeRefusedBy('cx-blip-values');
    const after = answer({ ...base, board: 'B . H', models, did: ['flip'], ask: { action: 'psychic', target: 'H' } });
    expect(after).toBeAllowed();
    expect(rules(after)).toEqual(['cx-two-actions', 'cx-psychic-reach', 'cx-psychic-no-los', 'cx-psychic-no-defence']);
  });

  it('not walk through the alien of its own side that fills the corridor', () => {
    const v = answer({
      ...base,
      board: 'B X . .\n# # . .',
      models: { B: { kind: 'blip', move: 6 }, X: { kind: 'alien' } },
      ask: { action: 'move', to: 'c1' },
    });
    expect(v).toBeRefusedBy('cx-move-blocked');
    expect(v).not.toCite('cx-move-distance');
  });

  it('Sprint after it flipped, half the Movement of the unit', () => {
    const v = answer({
      ...base,
      board: 'B . . .',
      models: { B: { kind: 'blip', move: 4 } },
      did: ['flip'],
      ask: { action: 'sprint', to: 'c1' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-sprint-distance']);
  });
});

describe('"My blip was flipped when it walked into a Hero’s sight: has it still an action?"', () => {
  it('yes: the flip on coming into sight is no action, so the revealed unit shoots with its second', () => {
    const v = answer({
      phase: 'overmind',
      board: 'B . . H',
      models: { B: { kind: 'alien', short: { dice: 2, range: 4 } }, H: {} },
      active: 'B',
      did: [{ action: 'move', to: 'a1' }],
      ask: { action: 'shoot', target: 'H' },
    });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-method', 'cx-shoot-range']);
    expect(messages(v)[0]).toBe('B has used 1 of its 2 actions in this activation.');
  });

  it('but not Flip Blip Token: it is an Alien Unit now', () => {
    const v = answer({ phase: 'overmind', models: { B: { kind: 'alien', at: 'a1' } }, active: 'B', did: ['move'], ask: 'flip' });
    expect(v).toBeRefusedBy('cx-flip-blip-only');
    expect(said(v)).not.toMatch(/Alien Behaviour/);
  });
});

describe('"May my psychic Hero blast…"', () => {
  const psyker = { kind: 'hero', psychic: { dice: 2, range: 3 } };

  it('…the friend beside the alien? No: attacks are for enemies, and no dice are said to roll', () => {
    const v = answer({ board: 'H . G', models: { H: psyker, G: {} }, active: 'H', ask: { action: 'psychic', target: 'G' } });
    expect(v).toBeRefusedBy('cx-attack-enemy');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-attack-enemy', 'cx-psychic-reach', 'cx-psychic-no-los']);
    expect(said(v)).not.toMatch(/rolls/);
    expect(messages(v)).toContain("G is within the 3-square reach of H's psychic ability, whose value is 2 combat dice.");
  });

  it('…the blip behind the pillar? Yes: no sight needed; the blip is flipped and the unit rolls no defence', () => {
    const v = answer({ board: 'H # B', models: { H: psyker, B: { kind: 'blip' } }, active: 'H', ask: { action: 'psychic', target: 'B' } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-psychic-reach', 'cx-blip-values', 'cx-psychic-no-los', 'cx-psychic-no-defence']);
  });

  it('…the alien one square past its reach, diagonally? No: reach counts diagonals as one square', () => {
    const v = answer({
      board: 'H . . . .\n. . . . .\n. . . . .\n. . . . X',
      models: { H: psyker, X: { kind: 'alien' } },
      active: 'H',
      ask: { action: 'psychic', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-psychic-reach');
    expect(said(v)).toContain('X is 4 squares from H, beyond the 3-square reach of its psychic ability');
  });
});

describe('refused attacks and moves do not say they happen', () => {
  it('a shot refused for the line of sight names the range band without rolling its dice', () => {
    const v = answer({ board: 'H . # X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeRefusedBy('cx-los-blockers');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-los-blockers', 'cx-shoot-range']);
    expect(said(v)).not.toMatch(/rolls/);
    expect(messages(v)).toContain("X is 3 squares from H, within short range (3), where H's short-range value is 3 combat dice.");
  });

  it('a second Melee Attack is refused without saying the adjacent alien is struck', () => {
    const v = answer({
      board: 'Y H X',
      models: { H: { melee: 2 }, X: { kind: 'alien' }, Y: { kind: 'alien' } },
      active: 'H',
      did: [{ action: 'melee', target: 'X' }],
      ask: { action: 'melee', target: 'Y' },
    });
    expect(v).toBeRefusedBy('cx-different-actions');
    expect(said(v)).not.toMatch(/rolls/);
    expect(messages(v)).toContain('Y is adjacent to H, whose Melee value is 2 combat dice.');
  });

  it('a Move after a Move is refused without saying it reaches the square', () => {
    const v = answer({ board: 'H . . .', models: { H: { move: 4 } }, did: ['move'], ask: { action: 'move', to: 'c1' } });
    expect(v).toBeRefusedBy('cx-different-actions');
    expect(said(v)).not.toMatch(/can Move|reaches/);
    expect(messages(v)).toContain("c1 is 2 steps away, within H's Movement of 4 squares.");
  });

  it('while an allowed attack still says what it rolls', () => {
    const v = answer({ board: 'H . . X', models: { H: gunner, X: { kind: 'alien' } }, active: 'H', ask: { action: 'shoot', target: 'X' } });
    expect(v).toBeAllowed();
    expect(messages(v)).toContain('X is 3 squares from H, within short range (3): it rolls 3 combat dice (its short-range value).');
  });
});

describe('"Nobody is being activated: may my Hero take a quick shot?"', () => {
  it('no: actions are taken only in an activation', () => {
    const v = answer({
      board: 'H . . X',
      models: { H: gunner, X: { kind: 'alien' } },
      active: null,
      ask: { action: 'shoot', target: 'X' },
    });
    expect(v).toBeRefusedBy('cx-actions-in-activation');
    expect(rules(v)).toEqual(['cx-actions-in-activation']);
  });

  it('and a Hero whose activation ended with an action unused cannot be activated again to take it', () => {
    const v = answer({
      phase: 'hero',
      models: { H: { at: 'a1' }, G: { at: 'c1' } },
      activated: ['H'],
      active: null,
      ask: { activate: 'H' },
    });
    expect(v).toBeRefusedBy('cx-once-per-round');
    expect(rules(v)).toEqual(['cx-once-per-round']);
  });
});

describe('"The Overmind holds exactly two Mutation cards: may it interrupt?"', () => {
  const models = { H: { at: 'a1' }, G: { at: 'a3' }, X: { kind: 'alien', at: 'c3' } };

  it('yes, discarding both', () => {
    const v = answer({ phase: 'hero', models, active: null, mutationCards: 2, ask: { activate: 'X', interruption: true } });
    expect(v).toBeAllowed();
    expect(rules(v)).toEqual(['cx-interruption-once', 'cx-interruption-cost', 'cx-interruption-before-hero']);
    expect(messages(v)).toContain('The Overmind discards 2 of its 2 Mutation cards to activate X out of turn.');
  });

  it('and once that unit is done, the Heroes go on activating', () => {
    expect(answer({ phase: 'hero', models, active: null, interruption: 'X', ask: { activate: 'H' } })).toBeAllowed();
    expect(answer({ phase: 'hero', models, active: 'X', interruption: 'X', ask: { activate: 'H' } })).toBeRefusedBy('cx-one-at-a-time');
  });
});

describe('"How far does a Sprint take a model of Movement 3?"', () => {
  it('one square: half of 3, rounded down', () => {
    const board = 'H . . .';
    expect(answer({ board, models: { H: { move: 3 } }, ask: { action: 'sprint', to: 'b1' } })).toBeAllowed();
    const v = answer({ board, models: { H: { move: 3 } }, ask: { action: 'sprint', to: 'c1' } });
    expect(v).toBeRefusedBy('cx-sprint-distance');
    expect(rules(v)).toEqual(['cx-two-actions', 'cx-sprint-distance']);
  });
});
