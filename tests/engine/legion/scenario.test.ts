import { describe, expect, it } from 'vitest';
import { engine } from '../../../src/engine/legion/index.ts';
import '../matchers.ts';

const parse = engine.parseScenario;
const errors = (input: unknown) => {
  const p = parse(input);
  return p.ok ? [] : p.errors;
};

describe('legion parseScenario', () => {
  it('fills defaults: trooper, courage 1, no suppression, Perform Actions, empty log', () => {
    expect(parse({ ask: 'move' })).toEqual({
      ok: true,
      value: {
        state: { type: 'trooper', courage: 1, suppression: 0, step: 'perform-actions', did: [] },
        ask: { action: 'move' },
        leaderInRange: true,
      },
    });
  });
  it('accepts and ignores the check block fields game and expect', () => {
    const p = parse({
      game: 'legion',
      expect: { answer: 'no', rule: 'x' },
      unit: { type: 'trooper', courage: 1, suppression: 0 },
      did: ['move', { action: 'attack', free: true }],
      ask: 'attack',
    });
    expect(p.ok).toBe(true);
    if (p.ok) expect(engine.answer(p.value)).toBeRefusedBy('legion-one-attack-action');
  });
  it('reads shorthands: "free dodge", { card: X }, spaced names, "-" courage, { gained: aim }', () => {
    const p = parse({
      unit: { type: 'Droid Trooper', courage: '-', commander: '-' },
      step: 'Perform Actions',
      did: ['free dodge', { gained: 'aim' }],
      ask: { card: 'Jump', as: 'move' },
    });
    expect(p).toMatchObject({
      ok: true,
      value: {
        state: {
          type: 'droid-trooper',
          courage: 'none',
          commander: 'none',
          step: 'perform-actions',
          did: [{ action: 'dodge', free: true }, { gained: 'aim' }],
        },
        ask: { action: 'card', card: 'Jump', as: 'move' },
      },
    });
  });
  it('vehicles default to courage none', () => {
    expect(parse({ unit: { type: 'ground-vehicle' }, ask: 'move' })).toMatchObject({ ok: true, value: { state: { courage: 'none' } } });
  });
  it('names each bad field and the allowed values, all at once', () => {
    const e = errors({ unit: { type: 'walker', courage: 0, suppression: -1, colour: 'red' }, step: 'combat', did: 'move', ask: 'shoot' });
    expect(e).toEqual(
      expect.arrayContaining([
        expect.stringContaining('`unit.colour` is not a field'),
        expect.stringContaining(
          '`unit.type` must be one of trooper, droid-trooper, creature-trooper, ground-vehicle, repulsor-vehicle (got "walker")',
        ),
        expect.stringContaining('`unit.courage` must be a whole number ≥ 1, or none'),
        expect.stringContaining('`unit.suppression` must be a whole number from 0 to 30 (got -1)'),
        expect.stringContaining('`step` must be one of start, rally, perform-actions, end'),
        expect.stringContaining('`did` must be a list'),
        expect.stringContaining('`ask` must be one of move, attack, aim, dodge, standby, recover (got "shoot")'),
      ]),
    );
    expect(e).toHaveLength(7);
  });
  it('refuses states the rules make impossible, saying why', () => {
    expect(errors({ unit: { type: 'repulsor-vehicle', courage: 2 }, ask: 'move' })).toEqual([
      '`unit.courage` must be none for a vehicle (vehicles have no courage).',
    ]);
    expect(errors({ unit: { courage: 'none', suppression: 2 }, ask: 'move' })[0]).toContain('never gains suppression');
    expect(errors({ unit: { damaged: true }, ask: 'move' })[0]).toContain('vehicles only');
    expect(errors({ unit: { type: 'ground-vehicle', damaged: true }, ask: 'move' })[0]).toContain('`unit.damageRoll` is needed');
    expect(errors({ step: 'rally', did: ['move'], ask: 'move' })[0]).toContain('`step` is rally: Perform Actions has not begun');
    expect(errors({ ask: { action: 'aim', untyped: true } })[0]).toContain('needs free: true');
    expect(errors({ ask: { action: 'move', notAction: true } })[0]).toContain('only for an attack');
    expect(errors({ ask: { action: 'card' } })[0]).toContain('`ask.card` must name the card');
    expect(errors({ ask: { action: 'move', as: 'attack' } })[0]).toContain('card actions only');
    expect(errors({ game: 'swu', ask: 'move' })[0]).toContain('`game` must be one of legion (got "swu")');
    expect(errors({})).toEqual([expect.stringContaining('`ask` is missing')]);
    expect(errors('move')).toEqual([expect.stringContaining('must be a mapping')]);
  });
  it('never throws, whatever it is given', () => {
    for (const input of [
      null,
      undefined,
      3,
      [],
      { unit: [] },
      { did: [null, 4, {}] },
      { ask: { gained: 'aim' } },
      { unit: { keywords: 'x', cards: [1] }, ask: 1 },
    ]) {
      expect(() => parse(input)).not.toThrow();
      expect(parse(input).ok).toBe(false);
    }
  });
  it('answers contest questions', () => {
    const p = parse({ unit: { courage: 1, suppression: 2 }, ask: 'contest', leaderInRange: false });
    expect(p.ok && engine.answer(p.value)).toBeRefusedBy('legion-panicked-no-contest');
    expect(errors({ ask: 'move', leaderInRange: true })[0]).toContain('only for ask: contest');
  });

  it('reads the round around an activation and refuses what cannot be', () => {
    const ok = engine.parseScenario({
      unit: { standby: true, keywords: [{ keyword: 'tactical', x: 2 }] },
      turn: 'enemy',
      trigger: { did: 'attack' },
      ask: { action: 'attack', free: true, standby: true },
    });
    expect(ok.ok && ok.value.state).toMatchObject({ turn: 'enemy', standby: true, trigger: { did: 'attack', within2: true, los: true } });
    const bad = errors({
      unit: { type: 'ground-vehicle', engaged: true, suppression: 2 },
      trigger: { did: 'move' },
      step: 'rally',
      rolled: ['block'],
      ask: { action: 'aim', standby: true },
    });
    expect(bad).toEqual(
      expect.arrayContaining([
        expect.stringContaining('`unit.engaged` is for troopers only'),
        expect.stringContaining('`trigger` needs turn: enemy'),
      ]),
    );
    expect(bad).toHaveLength(3);
    expect(errors({ unit: { suppression: 2 }, step: 'rally', rolled: ['block'], ask: 'move' })).toEqual([
      expect.stringContaining('one face per die: 2 dice, 1 faces given'),
    ]);
    expect(errors({ unit: { type: 'repulsor-vehicle', courage: 'none', standby: true }, ask: 'move' })).toEqual([
      '`unit.standby` cannot be true for a repulsor vehicle: repulsor vehicles never gain standby tokens.',
    ]);
  });

  it('reads the new round facts: the start of the Activation Phase, activations made, Force upgrades, the end of the activation, an extra defender', () => {
    const ok = engine.parseScenario({
      unit: { activations: 1, force: ['Force Push'], exhausted: ['Force Push'], keywords: [{ keyword: 'master of the force', x: 1 }] },
      ended: true,
      ask: { action: 'attack', weapon: 'ranged', defenders: 2, extraDefender: { inRange: true, same: false } },
    });
    expect(ok.ok && ok.value).toMatchObject({
      ended: true,
      state: { activations: 1, force: ['Force Push'], keywords: [{ keyword: 'master-of-the-force', x: 1 }] },
      ask: { extraDefender: { inRange: true, same: false } },
    });
    expect(parse({ turn: 'phase-start', ask: 'move' })).toMatchObject({ ok: true, value: { state: { turn: 'phase-start' } } });
    expect(errors({ ask: { action: 'move', extraDefender: {} } })).toEqual([
      expect.stringContaining('`ask.extraDefender` is for an attack only'),
    ]);
  });

  it('names the fields a player must fix: an ask that is neither an action nor a mapping, AI without actions, a damage die before it is rolled', () => {
    const either = 'must be an action name (e.g. move or free attack) or a mapping (e.g. { action: attack, free: true })';
    expect(errors({ ask: 12 })).toEqual([`\`ask\` ${either} (got 12).`]);
    expect(errors({ ask: true })).toEqual([`\`ask\` ${either} (got true).`]);
    expect(errors({ did: [3], ask: 'move' })).toEqual([`\`did[0]\` ${either} (got 3).`]);
    // AI: X with no X listed is a problem of the scenario, not a refusal naming "a listed action".
    const ai = '`unit.keywords[0]` is AI without its list of actions: give them in `actions`';
    expect(errors({ unit: { keywords: ['ai'] }, ask: 'move' })).toEqual([expect.stringContaining(ai)]);
    expect(errors({ unit: { keywords: [{ keyword: 'ai' }] }, ask: 'move' })).toEqual([expect.stringContaining(ai)]);
    expect(errors({ unit: { keywords: [{ keyword: 'ai', actions: [] }] }, ask: 'move' })).toEqual([expect.stringContaining(ai)]);
    expect(errors({ unit: { keywords: [{ keyword: 'ai', actions: ['attack'] }] }, ask: 'move' })).toEqual([]);
    // The damage die is rolled after the rally: not needed at the start of the activation.
    const start = parse({ unit: { type: 'ground-vehicle', damaged: true, wounds: 2 }, step: 'start', repaired: 1, ask: 'move' });
    expect(start.ok).toBe(true);
    if (start.ok) expect(engine.answer(start.value).reasons.map((r) => r.code)).toContain('RepairRemoves');
    expect(errors({ unit: { type: 'ground-vehicle', damaged: true }, ask: 'move' })).toEqual([
      '`unit.damageRoll` is needed for a damaged vehicle after its rally step: blank, block or surge.',
    ]);
  });
});

describe('legion: spending a standby token on another action is a question, answered (legion-standby-spend)', () => {
  it('an aim or a card action asked from a standby token is refused by the rule, not as input', () => {
    for (const ask of [
      { action: 'aim', standby: true },
      { action: 'dodge', free: true, standby: true },
      { card: 'Take Cover', standby: true },
    ]) {
      const p = engine.parseScenario({ unit: { standby: true }, turn: 'enemy', trigger: { did: 'move' }, ask });
      expect(p.ok).toBe(true);
      if (p.ok) expect(engine.answer(p.value)).toBeRefusedBy('legion-standby-spend');
    }
  });
});
