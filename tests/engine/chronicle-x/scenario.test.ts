import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { parsedInWords } from '../../../src/engine/core/index.ts';
import { dataEngine, engine, parseScenarioData, scenarioMessages } from '../../../src/engine/chronicle-x/index.ts';

const errorsOf = (input: unknown): string[] => {
  const out = engine.parseScenario(input);
  return out.ok ? [] : out.errors;
};

describe('parseScenario', () => {
  it('fills defaults: one model A on a1 of an open 8x8 board, Hero phase, Movement 4', () => {
    const out = engine.parseScenario({ game: 'chronicle-x', model: {}, ask: 'move', expect: 'yes' });
    expect(out).toEqual({
      ok: true,
      value: {
        board: { size: '8x8' },
        models: { A: { kind: 'hero', at: 'a1', move: 4, melee: 1, short: null, long: null, psychic: null, overwatch: null } },
        phase: 'hero',
        activated: [],
        interruption: null,
        overwatchAttacks: [],
        behaviourActions: [],
        active: 'A',
        did: [],
        mutationCards: 5,
        meditationRoom: false,
        ask: { action: 'move' },
      },
    });
  });

  it("takes the phase from the active model's side unless an Interruption is involved", () => {
    const phase = (input: Record<string, unknown>) => {
      const out = engine.parseScenario(input);
      return out.ok ? out.value.phase : out.errors;
    };
    expect(phase({ model: { kind: 'alien' }, ask: 'move' })).toBe('overmind');
    expect(phase({ models: { X: { kind: 'alien', at: 'b2' } }, interruption: 'X', ask: 'move' })).toBe('hero');
    expect(phase({ models: { X: { kind: 'alien', at: 'b2' } }, ask: { activate: 'X', interruption: true } })).toBe('hero');
  });

  it("turns a drawn map into the lossless list form, keeping the models' squares", () => {
    const out = engine.parseScenario({ board: '. H|.\n-\n~ . X', models: { H: {}, X: { kind: 'alien' } }, active: 'H', ask: 'move' });
    expect(out.ok && out.value.board).toEqual({ size: '3x2', hazards: ['a2'], walls: ['a1-a2', 'b1-c1'] });
    expect(out.ok && [out.value.models.H!.at, out.value.models.X!.at]).toEqual(['b1', 'c2']);
  });

  it('names each bad field and what is allowed', () => {
    expect(errorsOf({ model: { kind: 'robot', move: -1, speed: 3 }, ask: 'run', phse: 'hero' })).toEqual([
      '`phse` is not a field here; allowed: game, expect, board, models, model, phase, activated, interruption, overwatchAttacks, behaviourActions, active, did, mutationCards, station, ask.',
      '`models.A.speed` is not a field here; allowed: kind, at, move, melee, short, long, psychic, overwatch.',
      '`models.A.kind` must be hero, alien or blip; got `robot`.',
      '`models.A.move` must be a whole number from 0 to 99; got `-1`.',
      '`ask` must be one of move, sprint, melee, shoot, interact, overwatch, psychic, flip, overwatch-weak, or { action, to, target, mode }; got `run`.',
    ]);
  });

  it('checks the map against the models', () => {
    expect(errorsOf({ board: 'H . Q', models: { H: {}, X: { at: 'b1' } }, active: 'H', ask: 'move' })).toEqual([
      '`board`: the map draws model Q, but `models` has no Q; add it (e.g. Q: { kind: alien }).',
    ]);
    expect(errorsOf({ board: 'H # .', models: { H: { at: 'c1' }, X: { at: 'b1' } }, active: 'H', ask: 'move' })).toEqual([
      '`models.H.at` is c1 but the map draws H on a1; give one of them.',
      '`models.X` stands on b1, a blocked square; move it to an open square.',
    ]);
  });

  it('needs the active model named when there are several, and rejects unknown ids', () => {
    expect(errorsOf({ models: { A: { at: 'a1' }, B: { at: 'b1' } }, ask: 'move' })).toEqual([
      'Several models are given; name the one being activated in `active` (one of A, B).',
    ]);
    expect(errorsOf({ model: {}, activated: ['Z'], ask: { action: 'melee', target: 'Z' } })).toEqual([
      '`activated[0]` must be the id of a model (A); got `Z`.',
      '`ask.target` must be the id of a model (A); got `Z`.',
    ]);
    expect(errorsOf({ model: {}, interruption: 'A', ask: 'move' })).toEqual([
      "`interruption` names A, a Hero; the Overmind's Interruption activates one of its own units.",
    ]);
  });

  it("refuses a model active outside its side's phase, unless the Overmind interrupted with it (cx-phase-sides)", () => {
    const models = { H: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'h8' } };
    expect(errorsOf({ models, phase: 'hero', active: 'X', ask: 'move' })).toEqual([
      "`active` is X, an Overmind model, in the Hero phase: only the Overmind's Interruption activates it then; add `interruption: X`, or set `phase: overmind`.",
    ]);
    expect(errorsOf({ models, phase: 'hero', active: 'X', interruption: 'X', ask: 'move' })).toEqual([]);
    expect(errorsOf({ models, phase: 'overmind', active: 'H', ask: 'move' })).toEqual([
      '`active` is H, a Hero, in the Overmind phase: Heroes activate in the Hero phase; set `phase: hero`.',
    ]);
    // Without `phase`, the active model's side decides it, as before.
    expect(errorsOf({ models, active: 'X', ask: 'move' })).toEqual([]);
  });

  it('refuses actions taken that no activation allows: a third, a repeat, Overwatch out of its place', () => {
    const model = { short: { dice: 3, range: 4 } };
    expect(errorsOf({ model, did: ['move', 'sprint', 'melee'], ask: 'move' })).toEqual([
      '`did[2]` cannot have been taken: a model takes at most two actions in an activation.',
    ]);
    expect(errorsOf({ model, did: ['move', 'move'], ask: 'melee' })).toEqual([
      '`did[1]` cannot have been taken: the two actions of an activation must differ, and move was already taken.',
    ]);
    expect(errorsOf({ model, did: ['overwatch-weak'], ask: 'move' })).toEqual([
      '`did[0]` cannot have been taken: the weaker Overwatch can only be the second action.',
    ]);
    expect(errorsOf({ model, did: ['overwatch', 'move'], ask: 'melee' })).toEqual([
      '`did[1]` cannot have been taken: full Overwatch took both actions of the activation.',
    ]);
    expect(errorsOf({ model, did: ['move', 'overwatch-weak'], ask: 'melee' })).toEqual([]);
  });

  it('reports map errors with the field name', () => {
    expect(errorsOf({ board: '. ? .', model: {}, ask: 'move' })).toEqual([
      '`board`: Map line 1, column 3: `?` is not a square; use `.` open, `#` blocked, `~` hazard, `*` feature or a letter/digit for a model.',
    ]);
  });

  it('rejects a non-object', () => {
    expect(errorsOf('move')).toHaveLength(1);
    expect(errorsOf(null)).toHaveLength(1);
  });
});

describe('parseScenarioData (the browser entry: boards in the list form only)', () => {
  const listed = {
    board: { size: '3x2', hazards: ['a2'], walls: ['a1-a2', 'b1-c1'] },
    models: { H: { at: 'b1' }, X: { kind: 'alien', at: 'c2' } },
    active: 'H',
    did: ['move'],
    ask: 'sprint',
  };

  it('gives the same scenario as parseScenario for list-form boards, and for the list form of a drawn board', () => {
    expect(parseScenarioData(listed)).toEqual(engine.parseScenario(listed));
    const drawn = engine.parseScenario({
      board: '. H|.\n-\n~ . X',
      models: { H: {}, X: { kind: 'alien' } },
      active: 'H',
      did: ['move'],
      ask: 'sprint',
    });
    expect(drawn).toEqual(parseScenarioData(listed));
    const listedOut = parseScenarioData(listed);
    if (!listedOut.ok || !drawn.ok) throw new Error('both forms must be valid');
    expect(dataEngine.answer(listedOut.value)).toEqual(engine.answer(drawn.value));
  });

  it('reports a drawn board in plain words instead of reading it', () => {
    for (const board of ['. A', { map: '. A' }]) {
      const out = parseScenarioData({ board, model: {}, ask: 'move' });
      expect(out.ok ? [] : out.errors).toEqual([
        `\`${typeof board === 'string' ? 'board' : 'board.map'}\` is a drawn (ASCII) board, which only \`check\` blocks in notes may use; here give the board as lists, e.g. { size: 6x6, blocked: [c3], walls: [b1-b2] }.`,
      ]);
    }
  });

  it('reports the same problems as parseScenario for everything else', () => {
    const bad = { board: { size: '3x2', walls: ['a1-c1'] }, model: { kind: 'robot', move: -1 }, ask: 'run' };
    expect(parseScenarioData(bad)).toEqual(engine.parseScenario(bad));
    expect(parsedInWords(dataEngine.checkScenario(bad), scenarioMessages)).toEqual(engine.parseScenario(bad));
  });
});

describe('engine', () => {
  it('identifies itself and exposes its catalogue', () => {
    expect(engine.id).toBe('chronicle-x');
    expect(engine.name).toBe('Chronicle X');
    expect(Object.keys(engine.reasons)).toContain('SameActionTwice');
  });

  it('reads a model written as a number (as YAML and links give `1`) as that model, and names kinds with one article', () => {
    const models = { 1: { kind: 'hero', at: 'a1' }, X: { kind: 'alien', at: 'd4' } };
    const p = engine.parseScenario({ board: { size: '4x4' }, models, active: 1, ask: 'move' });
    expect(p.ok).toBe(true);
    const flip = engine.parseScenario({ board: { size: '4x4' }, models, active: 'X', activated: [1], ask: { action: 'flip' } });
    expect(flip.ok).toBe(true);
    if (flip.ok) expect(engine.answer(flip.value).reasons[0]?.message).toMatch(/^X is an Alien Unit, not a face-down Blip Token/);
  });
});
