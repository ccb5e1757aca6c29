/**
 * fast-check arbitraries for the inputs of every game's links: plain data as a `check` block or a
 * link holds it, often (not always) a scenario its game accepts, so tests filter on `parseScenario`.
 */
import fc from 'fast-check';

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
export const cxInput = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'x1'), { minLength: 1, maxLength: 3 }).chain((ids) =>
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
export const swuInputArb = fc
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

const legionAction = fc.oneof(
  fc.constantFrom('move', 'attack', 'aim', 'dodge', 'standby', 'recover', 'free attack', 'free aim'),
  fc.record({ action: fc.constant('attack'), free: fc.constant(true), grantedBy: fc.constantFrom('relentless', 'Some Effect') }),
  fc.record({ action: fc.constant('attack'), notAction: fc.constant(true), grantedBy: fc.constant('gunslinger') }),
  fc.record(
    { card: fc.constantFrom('Jump', 'Take Cover'), icons: fc.constantFrom(1, 2), as: fc.constantFrom('move', 'dodge') },
    { requiredKeys: ['card'] },
  ),
);
/** A Legion input: a unit, its log and a question. */
export const legionInputArb = fc.record(
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
