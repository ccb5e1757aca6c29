/**
 * Shareable links: decode(encode(scenario)) = scenario for generated scenarios of every game, the
 * flow syntax round-trips any JSON data, and bad links are reported in plain words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { stringifyFlow } from '../../src/widgets/flow.ts';
import { parseFlow } from '../../src/widgets/flow-parse.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

/** Encodes the input as a link, reads it back as the browser would (through a URL), parses it. */
function throughLink<S>(engine: { parseScenario(i: unknown): { ok: boolean } }, input: Record<string, unknown>, order: readonly string[]) {
  const query = encodeCheckQuery(input, order);
  const url = new URL(`https://example.org/check/x/?${query}`);
  const decoded = decodeCheckQuery(url.search);
  if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
  return engine.parseScenario(decoded.input) as { ok: true; value: S } | { ok: false; errors: string[] };
}

const text = fc.oneof(
  fc.constantFrom('a', 'Play: When Played', 'x,y', '{[', '12', 'true', 'null', ' sp ', 'é✓', 'a"b', "it's", 'a+b&c=d#e%'),
  fc.string({ maxLength: 12 }),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('flow syntax', () => {
  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(json, (v) => {
        const back = parseFlow(stringifyFlow(v));
        expect(back).toEqual({ ok: true, value: JSON.parse(JSON.stringify(v)) });
      }),
      { numRuns: 500 },
    );
  });
  it('writes check-block data without quotes or spaces', () => {
    expect(stringifyFlow({ unit: { type: 'trooper', courage: 1 }, did: ['move', { action: 'attack', free: true }] })).toBe(
      '{unit:{type:trooper,courage:1},did:[move,{action:attack,free:true}]}',
    );
  });
  it('says where unreadable text goes wrong, never throws', () => {
    expect(parseFlow('[move,{action:attack')).toEqual({ ok: false, error: 'expected `,` or `}` at character 21' });
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseFlow(s);
      }),
    );
  });
});

const square = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })).map(([x, y]) => `${'abcdef'[x]}${y + 1}`);
const ranged = fc.option(fc.record({ dice: fc.integer({ min: 0, max: 6 }), range: fc.integer({ min: 1, max: 9 }) }), { nil: undefined });
const cxModel = fc.record(
  {
    kind: fc.constantFrom('hero', 'alien', 'blip'),
    at: square,
    move: fc.integer({ min: 0, max: 8 }),
    melee: fc.integer({ min: 0, max: 4 }),
    short: ranged,
    long: ranged,
    psychic: ranged,
    overwatch: fc.option(fc.constantFrom('full', 'weak'), { nil: undefined }),
  },
  { requiredKeys: ['kind', 'at'] },
);
const cxAction = (ids: string[]) =>
  fc.oneof(
    fc.constantFrom('move', 'sprint', 'melee', 'shoot', 'interact', 'overwatch', 'overwatch-weak', 'psychic', 'flip'),
    fc.record({ action: fc.constantFrom('move', 'sprint'), to: square }),
    fc.record({ action: fc.constantFrom('melee', 'shoot', 'psychic'), target: fc.constantFrom(...ids) }),
  );
const cxInput = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'x1'), { minLength: 1, maxLength: 3 }).chain((ids) =>
  fc.record(
    {
      board: fc.record({
        size: fc.constant('6x6'),
        blocked: fc.array(square, { maxLength: 3 }),
        hazards: fc.array(square, { maxLength: 2 }),
        features: fc.array(square, { maxLength: 2 }),
        walls: fc.array(fc.constantFrom('a1-a2', 'b2-c2', 'c3-c4', 'e5-f5'), { maxLength: 3 }),
      }),
      models: fc.tuple(...ids.map(() => cxModel)).map((ms) => Object.fromEntries(ids.map((id, i) => [id, ms[i]]))),
      phase: fc.constantFrom('hero', 'overmind'),
      activated: fc.subarray(ids),
      active: fc.constantFrom(...ids),
      did: fc.array(cxAction(ids), { maxLength: 2 }),
      ask: fc.oneof(cxAction(ids), fc.record({ activate: fc.constantFrom(...ids), interruption: fc.boolean() })),
    },
    { requiredKeys: ['models', 'ask', 'active'] },
  ),
);

const swuName = fc.constantFrom('vader', 'han', 'x-wing', 'Play: When Played', 'a b');
const swuAbility = fc.oneof(
  fc.record({
    id: fc.constantFrom('strike', 'jump'),
    action: fc.record({ exhaust: fc.boolean(), resources: fc.integer({ min: 0, max: 3 }) }),
  }),
  fc.record({ id: fc.constant('finale'), epic: fc.record({ exhaust: fc.boolean() }), used: fc.boolean() }),
  fc.record({ keyword: fc.constantFrom('Sentinel', 'Raid 2', 'Grit') }),
  fc.record({ id: fc.constant('wd'), when: fc.constantFrom('When Defeated', 'On Attack'), text: fc.constant('Draw a card.') }),
  fc.record({ id: fc.constant('guard'), constant: fc.constant('While undamaged, it has Sentinel.') }),
);
const swuInputArb = fc
  .record({
    players: fc.constantFrom(['A', 'B'], ['Luke', 'Leia']),
  })
  .chain(({ players }) =>
    fc
      .record({
        players: fc.constant(players),
        active: fc.constantFrom(...players),
        acted: fc.boolean(),
        resources: fc.record({ [players[0]!]: fc.integer({ min: 0, max: 5 }) }),
        cards: fc.uniqueArray(
          fc.record({
            id: swuName,
            controller: fc.constantFrom(...players),
            exhausted: fc.boolean(),
            abilities: fc.uniqueArray(swuAbility, {
              maxLength: 3,
              selector: (a) => ('id' in a ? a.id : a.keyword.split(' ')[0]!.toLowerCase()),
            }),
          }),
          { minLength: 1, maxLength: 3, selector: (c) => c.id },
        ),
        pending: fc.constant([
          { id: 'a1', controller: players[0], label: 'Play: When Played', triggers: [{ id: 'b1', controller: players[1] }] },
        ]),
        effects: fc.constant([{ id: 'e2', delayed: 'start-of-turn', controller: players[1], text: 'Draw a card.' }]),
        happens: fc.constantFrom(['end-of-attack', { 'start-of-turn': players[1] }], ['pass', { 'start-of-turn': players[1] }, 'pass']),
      })
      .chain((input) =>
        fc.record({
          ...Object.fromEntries(Object.entries(input).map(([k, v]) => [k, fc.constant(v)])),
          ask: fc.oneof(
            fc.record({
              use: fc.record({
                card: fc.constantFrom(...input.cards.map((c) => c.id)),
                ability: fc.constantFrom('strike', 'finale', 'sentinel'),
              }),
            }),
            fc.record({ order: fc.constant(['a1', 'b1', 'e2']) }),
          ),
        }),
      ),
  );

describe('decode(encode(scenario)) = scenario', () => {
  it('Chronicle X', () => {
    let checked = 0;
    fc.assert(
      fc.property(cxInput, (input) => {
        const parsed = cx.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(cx, chronicleXInput(parsed.value), CHRONICLE_X_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
  });
  it('Star Wars: Unlimited', () => {
    let checked = 0;
    fc.assert(
      fc.property(swuInputArb, (input) => {
        const parsed = swu.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(swu, swuInput(parsed.value), SWU_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});

describe('links', () => {
  it('read like the check block', () => {
    const q = encodeCheckQuery(
      {
        game: 'legion',
        unit: { type: 'trooper', courage: 1, suppression: 0 },
        did: ['move', { action: 'attack', free: true }],
        ask: 'attack',
        expect: 'no',
      },
      ['unit', 'did', 'ask'],
    );
    expect(q).toBe('v=1&unit={type:trooper,courage:1,suppression:0}&did=[move,{action:attack,free:true}]&ask=attack');
  });
  it('report a newer version, a bad version, a repeated or unreadable parameter', () => {
    expect(decodeCheckQuery('?v=9&ask=move')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('newer than this site understands')],
    });
    expect(decodeCheckQuery('?v=abc')).toMatchObject({ ok: false, errors: [expect.stringContaining('is not a version number')] });
    expect(decodeCheckQuery('?v=1&ask=move&ask=attack')).toMatchObject({
      ok: false,
      errors: ['The parameter `ask` appears more than once, with different values (`move`, `attack`); keep one.'],
    });
    expect(decodeCheckQuery('?v=1&did=[move')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('The parameter `did` cannot be read')],
    });
  });
  it('read a link without a version as v=1', () => {
    expect(decodeCheckQuery('ask=move')).toEqual({ ok: true, version: 1, input: { ask: 'move' } });
  });
});

const legionAction = fc.oneof(
  fc.constantFrom('move', 'attack', 'aim', 'dodge', 'standby', 'recover', 'free attack', 'free aim'),
  fc.record({ action: fc.constant('attack'), free: fc.constant(true), grantedBy: fc.constantFrom('relentless', 'Some Effect') }),
  fc.record({ action: fc.constant('attack'), notAction: fc.constant(true), grantedBy: fc.constant('gunslinger') }),
  fc.record(
    { card: fc.constantFrom('Jump', 'Take Cover'), icons: fc.constantFrom(1, 2), as: fc.constantFrom('move', 'dodge') },
    { requiredKeys: ['card'] },
  ),
);
const legionInputArb = fc.record(
  {
    unit: fc.record(
      {
        type: fc.constantFrom('trooper', 'droid-trooper', 'ground-vehicle', 'repulsor-vehicle'),
        courage: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant('none')),
        suppression: fc.integer({ min: 0, max: 6 }),
        commander: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant('none')),
        damaged: fc.boolean(),
        damageRoll: fc.constantFrom('blank', 'block', 'surge'),
        keywords: fc.subarray(['relentless', 'gunslinger']),
        cards: fc.array(fc.record({ card: fc.constantFrom('Jump', 'Fire'), as: fc.constant('move') }, { requiredKeys: ['card'] }), {
          maxLength: 2,
        }),
      },
      { requiredKeys: [] },
    ),
    step: fc.constantFrom('rally', 'perform-actions', 'end'),
    suppressionAtStart: fc.integer({ min: 0, max: 4 }),
    did: fc.array(fc.oneof(legionAction, fc.record({ gained: fc.constantFrom('aim', 'dodge', 'standby') })), { maxLength: 4 }),
    ask: fc.oneof(legionAction, fc.constant('contest')),
    leaderInRange: fc.boolean(),
  },
  { requiredKeys: ['ask'] },
);

describe('decode(encode(scenario)) = scenario (Legion)', () => {
  it('Star Wars: Legion', () => {
    let checked = 0;
    fc.assert(
      fc.property(legionInputArb, (input) => {
        const parsed = legion.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(legion, legionInput(parsed.value), LEGION_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});
