/**
 * fast-check arbitraries for Legion states and actions: every state `parseScenario` would accept
 * (vehicles have courage none and no suppression; only vehicles are damaged), with logs that may
 * hold anything, legal or not, so invariants are tested beyond the happy path.
 */
import fc from 'fast-check';
import {
  KEYWORDS,
  NAMED_KINDS,
  TOKEN_KINDS,
  TRIGGER_KINDS,
  UNIT_TYPES,
  isVehicle,
  type Action,
  type Courage,
  type Done,
  type KeywordEntry,
  type Trigger,
  type UnitState,
} from '../../../src/engine/legion/index.ts';

const kind = fc.constantFrom(...NAMED_KINDS);
const cardName = fc.constantFrom('Take Cover', 'Jump', 'Quick Thinking', 'Full Salvo');

/** Any action a unit might be asked about (or have in its log). */
export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ action: kind }),
  fc.record({ action: kind, free: fc.constant(true) }),
  fc.record({ action: kind, free: fc.constant(true), untyped: fc.constant(true) }),
  fc.constant<Action>({ action: 'attack', free: true, grantedBy: 'relentless' }),
  fc.constant<Action>({ action: 'attack', notAction: true, grantedBy: 'gunslinger' }),
  fc.constant<Action>({ action: 'attack', notAction: true, grantedBy: 'command card' }),
  fc.record({
    action: fc.constantFrom('move' as const, 'attack' as const),
    free: fc.constant(true),
    standby: fc.constant(true),
    weapon: fc.constantFrom('melee' as const, 'ranged' as const),
  }),
  fc.record({ action: fc.constant('move' as const), withdraw: fc.constant(true) }),
  fc.record({
    action: fc.constant('attack' as const),
    weapon: fc.constantFrom('melee' as const, 'ranged' as const),
    defenders: fc.constant(2),
    extraDefender: fc.record({ inRange: fc.boolean(), los: fc.boolean(), inMelee: fc.boolean(), same: fc.boolean() }, { requiredKeys: [] }),
  }),
  fc.record({ action: kind, free: fc.constant(true), grantedBy: fc.constant('independent') }),
  fc.record({
    action: fc.constant('attack' as const),
    weapon: fc.constantFrom('melee' as const, 'ranged' as const),
    defender: fc.record({ inRange: fc.boolean(), los: fc.boolean(), inMelee: fc.boolean() }),
  }),
  fc.record({
    action: fc.constantFrom('move' as const, 'attack' as const),
    free: fc.constant(true),
    grantedBy: fc.constantFrom('charge', 'steady', 'scout', 'dauntless', 'compel', 'guidance'),
  }),
  fc.record(
    { action: fc.constant('card' as const), card: cardName, free: fc.boolean(), icons: fc.constantFrom(1 as const, 2 as const), as: kind },
    { requiredKeys: ['action', 'card'] },
  ),
);

/** A log entry: an action or a gained token. */
export const doneArb: fc.Arbitrary<Done> = fc.oneof(
  { weight: 5, arbitrary: actionArb },
  { weight: 1, arbitrary: fc.record({ gained: fc.constantFrom(...TOKEN_KINDS) }) },
);

/** A keyword entry, with an X or an AI list sometimes. */
export const keywordArb: fc.Arbitrary<KeywordEntry> = fc.oneof(
  fc.constantFrom(...KEYWORDS),
  fc.record({ keyword: fc.constantFrom(...KEYWORDS), x: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ keyword: fc.constant('ai' as const), actions: fc.subarray([...NAMED_KINDS], { minLength: 1 }) }),
);

const triggerArb: fc.Arbitrary<Trigger> = fc.record({
  did: fc.constantFrom(...TRIGGER_KINDS),
  within2: fc.boolean(),
  los: fc.boolean(),
  ownSide: fc.boolean(),
});

const courageArb: fc.Arbitrary<Courage> = fc.oneof(fc.integer({ min: 1, max: 3 }), fc.constant('none' as const));

/** A unit state as parseScenario would build it. */
export const stateArb: fc.Arbitrary<UnitState> = fc
  .record({
    type: fc.constantFrom(...UNIT_TYPES),
    courage: courageArb,
    suppression: fc.integer({ min: 0, max: 8 }),
    atStart: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    commander: fc.option(courageArb, { nil: undefined }),
    damaged: fc.boolean(),
    damageRoll: fc.option(fc.constantFrom('blank' as const, 'block' as const, 'surge' as const), { nil: undefined }),
    keywords: fc.array(keywordArb, { maxLength: 3 }),
    round: fc.record(
      {
        turn: fc.constantFrom('own' as const, 'friendly' as const, 'enemy' as const, 'phase-start' as const),
        activations: fc.constantFrom(0, 0, 0, 0, 1, 2),
        ordered: fc.boolean(),
        trigger: triggerArb,
        standby: fc.boolean(),
        wounds: fc.integer({ min: 0, max: 3 }),
        engaged: fc.boolean(),
        faceup: fc.boolean(),
        undeployed: fc.boolean(),
        compel: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    step: fc.constantFrom('rally' as const, 'perform-actions' as const, 'perform-actions' as const, 'end' as const),
    did: fc.array(doneArb, { maxLength: 5 }),
  })
  .map(({ type, courage, suppression, atStart, commander, damaged, damageRoll, keywords, round, step, did }) => {
    const vehicle = isVehicle(type);
    const c: Courage = vehicle ? 'none' : courage;
    const calm = c === 'none';
    const isDamaged = vehicle && damaged;
    const { engaged, trigger, ...rest } = round;
    const s: UnitState = {
      ...rest,
      ...(engaged !== undefined && !vehicle ? { engaged } : {}),
      ...(trigger !== undefined && round.turn === 'enemy' ? { trigger } : {}),
      type,
      courage: c,
      suppression: calm ? 0 : suppression,
      step,
      did: step === 'rally' ? [] : did,
      keywords,
      ...(commander !== undefined ? { commander } : {}),
      ...(isDamaged ? { damaged: true, ...(damageRoll || step !== 'rally' ? { damageRoll: damageRoll ?? 'blank' } : {}) } : {}),
      ...(atStart !== undefined && step !== 'rally' ? { suppressionAtStart: calm ? 0 : atStart } : {}),
    };
    return s;
  });
