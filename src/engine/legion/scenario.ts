/**
 * Legion scenarios: validating untrusted data (a `check` block's YAML, a URL, a form) into a
 * {@link Scenario}. Never throws; every problem names the field and what is allowed, as data (a key
 * of scenario-messages.ts and its facts; `parseScenario` of index.ts gives them in words), so the
 * browser loads the words only for a bad input.
 *
 * The format (every field optional except `ask`; defaults in brackets):
 *
 * ```yaml
 * game: legion                 # ignored (belongs to the check block); must be legion if given
 * unit:
 *   type: trooper              # trooper | droid-trooper | creature-trooper | ground-vehicle | repulsor-vehicle [trooper]
 *   courage: 1                 # whole number ≥ 1, or none / "-" [1; none for vehicles]
 *   suppression: 0             # tokens now, 0–30 [0]
 *   commander: 2               # courage of a friendly commander within 3: number or none [no commander]
 *   damaged: false             # vehicles only [false]
 *   damageRoll: blank          # blank | block | surge: this activation's damage die (needed when damaged in its own activation, unless rolled or ended brings it to Perform Actions)
 *   keywords: [relentless, { keyword: tactical, x: 1 }, { keyword: ai, actions: [attack] }]   # see KEYWORDS [none]
 *   cards: [{ card: Jump, as: move }]   # the unit's card actions, for legalActions [none]
 *   standby: true              # holds a standby token [false]; also aim, dodge, wounds, ion (counts)
 *   engaged: true              # in melee with an enemy trooper unit when the activation began [false] (then did: a withdraw takes it out, a move with startsMelee puts it in)
 *   meleeWeapon: false         # its unit leader has no melee weapon: no move with startsMelee [true]
 *   faceup: true               # holds a faceup order token (AI) [false]; ordered, undeployed, compel: true|false
 *   ion: 1, ionBlank: true     # ion tokens and whether an ion die showed a blank this activation (needed as damageRoll is)
 *   exhausted: [Comms Jammer]  # upgrade cards exhausted when the activation began (an action's exhausts: in did exhausts its card)
 *   expended: [Smoke Grenades] # cards expended earlier this game (an action's expends: in did expends its card)
 *   force: [Force Push]        # which upgrade cards are Force upgrades (Master of the Force)
 *   activations: 1             # activations already made this round [0] (Unstoppable)
 *   damageGained: true         # a vehicle damage token was already gained this game; resilience: 1–30
 * rolled: [block, blank]      # rally faces (step rally or start; with ended, the next activation's rally): one per suppression
 *                               # token the unit holds after ended and orderIssued (Disciplined first); applied, then ask is answered
 *                               # in Perform Actions (damageRoll / ionBlank not given: counted as no blank; the answer says so)
 * gains: 1                     # suppression gained just before the question (1–30)
 * orderIssued: true            # the unit is issued an order first, before its rally (Fire Support, Disciplined, Coordinate)
 * ended: true                  # the activation ends first (panic removal, ion tokens, cards its actions exhausted or expended
 *                               # stay so unless a later recover readied them, a Scout move deploys it, Master of the Force,
 *                               # order token facedown, out of melee after a withdraw, damage die to roll again), then the End Phase (aim, dodge,
 *                               # standby tokens and one suppression go); asked at its next round's activation, its rally
 *                               # not rolled unless rolled gives it (the answer says so), nor its damage die or
 *                               # ion dice (counted as no blank; the answer says so); turn must be own (or left out)
 * repaired: 1                  # Repair X used on the unit just before: a droid trooper or vehicle only (legion-repair)
 * treated: 1                   # Treat X used on the unit just before: an organic trooper only (legion-treat)
 *                               # (then wounded: n, wounds suffered)
 * attacked: { weapon: ranged, hit: true }   # then an attack against the unit resolved (after wounded): weapon ranged |
 *                               # melee (required), hit: a hit or critical rolled [true]; it gains 1 suppression only from a
 *                               # ranged attack with a hit (legion-attack-suppression; the answer's first reasons say which);
 *                               # suppressive: true, the pool held a Suppressive weapon: 1 more, hit or not (legion-suppressive);
 *                               # no `defeated`: a unit the attack defeated has no question left
 * turn: enemy                  # whose activation: own | friendly | enemy | phase-start (none yet) [own]
 * trigger: { did: move, within2: true, los: true, ownSide: false }   # what the enemy unit just did (turn: enemy, or phase-start: Independent)
 * step: perform-actions        # start | rally | perform-actions | end [perform-actions]
 * suppressionAtStart: 2        # suppression when Perform Actions began [= unit.suppression]
 * did: [move, { action: attack, free: true, grantedBy: relentless }, { gained: aim }]
 * ask: attack                  # an action, `contest` (with leaderInRange: true|false [true]), or `guardian`
 * guard: { within1: true, los: true, ranged: true, defenderTrooper: true, defenderGuardian: false }   # for ask: guardian
 * expect: no                   # ignored (belongs to the check block): yes | no | { answer, rule }
 * ```
 *
 * `unit` is the unit when its activation began (its token counts: now); `did` is what it made since,
 * in order, each checked as the engine answers it: `did[i]` must be possible for that unit after
 * `did[0]` … `did[i-1]` (an impossible history is a problem, not an answer).
 *
 * An action is a kind (`move`, `attack`, `aim`, `dodge`, `standby`, `recover`), `free <kind>`, or
 * an object `{ action, free, untyped, card, icons, as, grantedBy, notAction, from, standby, withdraw,
 * weapon, defenders, defender: { inRange, los, inMelee, engaged, trigger }, extraDefender: { inRange, los,
 * inMelee, same }, pools, startsMelee, exhausts, expends, capacity, cardWounds, target }` (see `Action` in
 * state.ts; a defender's `inMelee` is true, false or `other`, in melee with other units only, and
 * `engaged` is given only with `other`: see `Defender` there); `{ card: Name }` alone means a card action; `{ gained: aim|dodge|standby }` in `did`
 * is a token an effect gave.
 *
 * `pools` (an attack's): one list of weapons per defender, each weapon `{ name, type: ranged | melee
 * | both, as: ranged | melee }` (`as`, the type a weapon with both icons took, is required for `both`
 * and refused for the others); without `defenders`, their number is the number of pools, and with
 * it, it must be that number; `weapon` is left out, as the pools give the types (legion-pool-weapons).
 * `target` (a Repair or Treat card action's, with its `capacity`): `{ type, within1, los }`, `type` a
 * unit type, required, `within1` and `los` true unless given (legion-repair, legion-treat).
 * Names are case-insensitive and may use spaces for hyphens (`nameKey`
 * of state.ts, which the engine also compares card names with).
 *
 * `did` must be a history the unit could have made: each entry is asked of the engine itself
 * (`canPerform`) after the entries before it, and the first it refuses is reported
 * (`didImpossible`, naming `did[i]` and the engine's reasons). `did` lists the unit's own
 * activation, so it is empty when `turn` is not own. A gained token (`{ gained }`) is an effect's,
 * not checked. Where a keyword rule or a part of the engine the history needs is not loaded (a
 * page before it loaded them), the history is not replayed here; the answer, asked once they are
 * loaded, still follows the rules.
 */
import { failed, type Checked, type ProblemOf } from '../core/index.ts';
import { canPerform } from './actions.ts';
import type { ResolvedAttack } from './events.ts';
import type { Guard } from './keywords/guardian.ts';
import { NotLoaded, part } from './parts.ts';
import type { ScenarioMessages } from './scenario-messages.ts';
import {
  ACTION_KINDS,
  KEYWORDS,
  NAMED_KINDS,
  STEPS,
  TOKEN_KINDS,
  TRIGGER_KINDS,
  TURNS,
  UNIT_TYPES,
  WEAPONS,
  WHITE_FACES,
  POOL_TYPES,
  isGainedToken,
  isVehicle,
  rallyDice,
  type Action,
  type Courage,
  type Done,
  type NamedKind,
  type UnitState,
  type Weapon,
  type WhiteFace,
} from './state.ts';
import { nameKey } from './names.ts';

/** A validated scenario: the unit and its activation (a {@link UnitState}) plus the question. */
export interface Scenario {
  readonly state: UnitState;
  readonly ask: Action | 'contest' | 'guardian';
  /** For `ask: guardian`: the defending ally and the attack. */
  readonly guard?: Guard;
  /** For `ask: contest`: whether the unit leader is within 1/2 of the objective token. */
  readonly leaderInRange: boolean;
  /** Faces of the rally roll, one per suppression token after `ended` and `orderIssued`: applied before the question (step rally or start, or with `ended` the next rally). */
  readonly rolled?: readonly WhiteFace[];
  /** Suppression tokens the unit gains just before the question. */
  readonly gains?: number;
  /** Repair X used on the unit just before the question (X): a droid trooper or a vehicle (legion-repair). */
  readonly repaired?: number;
  /** Treat X used on the unit just before the question (X): an organic trooper (legion-treat). */
  readonly treated?: number;
  /** Wounds the unit suffers just before the question. */
  readonly wounded?: number;
  /** An attack against the unit that resolved just before the question, after `wounded` (legion-attack-suppression, legion-suppressive); `hit` is filled in (true). */
  readonly attacked?: Required<Pick<ResolvedAttack, 'weapon' | 'hit'>> & Pick<ResolvedAttack, 'suppressive'>;
  /** The unit is issued an order first (Fire Support, Disciplined, Coordinate apply). */
  readonly orderIssued?: boolean;
  /** The activation ends first (Master of the Force applies), then the End Phase; the question is asked at the unit's activation in the next round. */
  readonly ended?: boolean;
}

type Problems = ProblemOf<ScenarioMessages>[];
/** Reads one field: its value, or `undefined` after recording a problem in `p`. */
type Check<T> = (v: unknown, field: string, p: Problems) => T | undefined;
type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
/** A name read by {@link nameKey}; any other value as it is. */
const norm = (v: unknown): unknown => (typeof v === 'string' ? nameKey(v) : v);
function bad(p: Problems, problem: ProblemOf<ScenarioMessages>): undefined {
  p.push(problem);
  return undefined;
}

const oneOf =
  <T extends string | number>(values: readonly T[]): Check<T> =>
  (v, f, p) => {
    const n = norm(v) as T;
    return values.includes(n) ? n : bad(p, ['oneOf', f, values, v]);
  };
const count: Check<number> = (v, f, p) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 30 ? (v as number) : bad(p, ['count', f, v]);
const courage: Check<Courage> = (v, f, p) =>
  v === 'none' || v === '-' || v === null ? 'none' : Number.isInteger(v) && (v as number) >= 1 ? (v as number) : bad(p, ['courage', f, v]);
const bool: Check<boolean> = (v, f, p) => (typeof v === 'boolean' ? v : bad(p, ['bool', f, v]));
const text: Check<string> = (v, f, p) => (typeof v === 'string' && v.trim() ? v.trim() : bad(p, ['name', f, v]));
const small: Check<number> = (v, f, p) =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 30 ? (v as number) : bad(p, ['wholeNumber', f, v]);
/** A defender's `inMelee`: true, false, or `other` (in melee with other units only, not with the attacker). */
const inMelee: Check<boolean | 'other'> = (v, f, p) =>
  typeof v === 'boolean' ? v : norm(v) === 'other' ? 'other' : bad(p, ['oneOf', f, ['true', 'false', 'other'], v]);
/**
 * Longest list a scenario may give (`did`, `keywords`, `rolled`, …): a real activation needs far
 * fewer, and a longer one is refused before its entries are read (`listLong`), so a list of
 * 100,000 entries costs no time and gives one problem, not one per entry.
 */
export const MAX_LIST = 100;
const list =
  <T>(item: Check<T>): Check<T[]> =>
  (v, f, p) =>
    !Array.isArray(v)
      ? bad(p, ['list', f, v])
      : v.length > MAX_LIST
        ? bad(p, ['listLong', f, MAX_LIST, v.length])
        : v.map((x, i) => item(x, `${f}[${i}]`, p)).filter((x): x is T => x !== undefined);

/** Reads the fields of a mapping at `f` ('' for the top) by `schema`, reporting unknown fields; `undefined` if not a mapping. */
function fields(schema: Record<string, Check<unknown>>, v: unknown, f: string, p: Problems): Rec | undefined {
  if (!isRec(v)) return bad(p, ['mapping', f || 'scenario', v]);
  const out: Rec = {};
  for (const k in v) {
    const check = Object.hasOwn(schema, k) ? schema[k] : undefined;
    const at = f ? `${f}.${k}` : k;
    if (!check) bad(p, ['unknownField', at, Object.keys(schema)]);
    else if (v[k] !== undefined) out[k] = check(v[k], at, p);
  }
  return out;
}

/** A list read by `check` that must hold at least one entry (`emptyList` otherwise). */
const nonEmpty =
  <T>(check: Check<T[]>): Check<T[]> =>
  (v, f, p) =>
    Array.isArray(v) && !v.length ? bad(p, ['emptyList', f]) : check(v, f, p);

// Module-level calls are marked pure so a bundle that never parses scenarios can drop this file.
const ACTION: Record<string, Check<unknown>> = {
  action: /* @__PURE__ */ oneOf(ACTION_KINDS),
  free: bool,
  untyped: bool,
  card: text,
  icons: /* @__PURE__ */ oneOf([1, 2]),
  as: /* @__PURE__ */ oneOf(NAMED_KINDS),
  grantedBy: text,
  notAction: bool,
  gained: /* @__PURE__ */ oneOf(TOKEN_KINDS),
  from: text,
  standby: bool,
  withdraw: bool,
  weapon: /* @__PURE__ */ oneOf(WEAPONS),
  defenders: small,
  startsMelee: bool,
  exhausts: text,
  expends: text,
  capacity: small,
  cardWounds: count,
  defender: (v, f, p) => fields({ inRange: bool, los: bool, inMelee: inMelee, engaged: bool, trigger: bool }, v, f, p),
  extraDefender: (v, f, p) => fields({ inRange: bool, los: bool, inMelee: bool, same: bool }, v, f, p),
  pools: /* @__PURE__ */ nonEmpty(/* @__PURE__ */ list(/* @__PURE__ */ nonEmpty(/* @__PURE__ */ list(poolWeapon)))),
  target: (v, f, p) => {
    const t = fields({ type: /* @__PURE__ */ oneOf(UNIT_TYPES), within1: bool, los: bool }, v, f, p);
    if (t && t.type === undefined && isRec(v) && v.type === undefined) bad(p, ['targetType', `${f}.type`, UNIT_TYPES]);
    return t;
  },
};

/** A weapon of an attack pool: `{ name, type, as }`, `as` given exactly when `type` is both (legion-pool-weapons). */
function poolWeapon(v: unknown, f: string, p: Problems): Rec | undefined {
  const n = p.length;
  const w = fields({ name: text, type: /* @__PURE__ */ oneOf(POOL_TYPES), as: /* @__PURE__ */ oneOf(WEAPONS) }, v, f, p);
  if (!w) return undefined;
  if (isRec(v) && v.name === undefined) bad(p, ['poolWeaponName', `${f}.name`]);
  if (isRec(v) && v.type === undefined) bad(p, ['poolWeaponType', `${f}.type`, POOL_TYPES]);
  if (w.type === 'both' && isRec(v) && v.as === undefined) bad(p, ['poolWeaponAs', `${f}.as`]);
  if (w.type !== undefined && w.type !== 'both' && w.as !== undefined) bad(p, ['poolWeaponAsBoth', `${f}.as`]);
  return p.length === n ? w : undefined;
}

/** An action (or, in `did`, a gained token): a name, `free <name>`, or a mapping. */
function action(v: unknown, f: string, p: Problems): Done | undefined {
  const n = p.length;
  // Neither a name nor a mapping (a number, true, a list): say both forms, not only the mapping.
  if (typeof v !== 'string' && !isRec(v)) return bad(p, ['actionValue', f, v]);
  if (typeof v === 'string') {
    const free = /^free\s/i.test(v.trim());
    const kind = norm(free ? v.trim().slice(5) : v) as NamedKind;
    // The problem names the whole value given ("free card"), not the part after "free".
    if (!NAMED_KINDS.includes(kind)) return bad(p, ['oneOf', f, NAMED_KINDS, v]);
    return free ? { action: kind, free } : { action: kind };
  }
  const a = fields(ACTION, v, f, p);
  if (!a) return undefined;
  if (a.gained !== undefined) {
    if (Object.keys(a).length > 1) bad(p, ['gainedAlone', f]);
    return p.length === n ? (a as unknown as Done) : undefined;
  }
  if (a.action === undefined && a.card !== undefined) a.action = 'card';
  if (a.action === undefined && n === p.length) bad(p, ['actionMissing', `${f}.action`, ACTION_KINDS]);
  if (a.action === 'card' && a.card === undefined) bad(p, ['cardName', `${f}.card`]);
  if (a.action !== 'card')
    for (const k of ['card', 'icons', 'as', 'capacity', 'cardWounds']) if (a[k] !== undefined) bad(p, ['cardOnly', `${f}.${k}`]);
  // A card holds at most its capacity in wounds (it cannot be used once full: legion-repair).
  if (a.cardWounds !== undefined && a.capacity === undefined) bad(p, ['capacityNeeded', `${f}.cardWounds`]);
  else if (typeof a.cardWounds === 'number' && typeof a.capacity === 'number' && a.cardWounds > a.capacity)
    bad(p, ['cardWoundsOver', `${f}.cardWounds`, a.capacity]);
  if (a.untyped && !a.free) bad(p, ['untypedNotFree', `${f}.untyped`]);
  if (a.notAction && (a.action !== 'attack' || a.free)) bad(p, ['notActionAttack', `${f}.notAction`]);
  if (typeof a.grantedBy === 'string') a.grantedBy = nameKey(a.grantedBy);
  // `standby` on any action is a question the engine answers: a token gives only a free move or attack (legion-standby-spend).
  if (a.withdraw && a.action !== 'move') bad(p, ['withdrawMove', `${f}.withdraw`]);
  if (a.extraDefender && a.action !== 'attack') bad(p, ['extraDefenderAttack', `${f}.extraDefender`]);
  if (a.pools !== undefined) {
    // One pool per defender (legion-pool-weapons); the pools say the weapon types.
    const pools = a.pools as unknown[] | undefined;
    if (a.action !== 'attack') bad(p, ['poolsAttack', `${f}.pools`]);
    else if (a.weapon !== undefined) bad(p, ['poolsWeapon', `${f}.weapon`]);
    else if (pools && a.defenders !== undefined && a.defenders !== pools.length) bad(p, ['poolsDefenders', `${f}.defenders`, pools.length]);
    else if (pools) a.defenders = pools.length;
  }
  // A target is Repair's or Treat's, read with its card's capacity (legion-repair, legion-treat).
  if (a.target !== undefined) {
    if (a.action !== 'card' || !/^(repair|treat)/.test(nameKey(String(a.card ?? '')))) bad(p, ['targetCard', `${f}.target`]);
    else if (a.capacity === undefined) bad(p, ['targetCapacity', `${f}.target`]);
  }
  const d = a.defender as Rec | undefined;
  if (d?.engaged !== undefined && d.inMelee !== 'other') bad(p, ['engagedOther', `${f}.defender.engaged`]);
  return p.length === n ? (a as unknown as Action) : undefined;
}

/** A keyword: its name, or `{ keyword, x }` / `{ keyword: ai, actions: [...] }`. */
function keyword(v: unknown, f: string, p: Problems): unknown {
  // AI: X names its actions (legion-ai): without them no first action can be checked.
  if (!isRec(v)) return norm(v) === 'ai' ? bad(p, ['aiActions', f]) : oneOf(KEYWORDS)(v, f, p);
  const k = fields(
    { keyword: /* @__PURE__ */ oneOf(KEYWORDS), x: small, actions: /* @__PURE__ */ list(/* @__PURE__ */ oneOf(NAMED_KINDS)) },
    v,
    f,
    p,
  );
  // Missing only when not given at all: a keyword given but unknown is reported once, by oneOf.
  if (k && v.keyword === undefined) return bad(p, ['keywordMissing', `${f}.keyword`, KEYWORDS]);
  if (k?.keyword === 'ai' && (v.actions === undefined || (Array.isArray(v.actions) && !v.actions.length))) return bad(p, ['aiActions', f]);
  return k;
}
const UNIT: Record<string, Check<unknown>> = {
  type: /* @__PURE__ */ oneOf(UNIT_TYPES),
  courage,
  suppression: count,
  commander: courage,
  damaged: bool,
  damageRoll: /* @__PURE__ */ oneOf(WHITE_FACES),
  keywords: /* @__PURE__ */ list(keyword),
  cards: /* @__PURE__ */ list(action),
  standby: bool,
  aim: count,
  dodge: count,
  wounds: count,
  ion: count,
  damageGained: bool,
  resilience: small,
  engaged: bool,
  meleeWeapon: bool,
  faceup: bool,
  ordered: bool,
  undeployed: bool,
  compel: bool,
  ionBlank: bool,
  exhausted: /* @__PURE__ */ list(text),
  expended: /* @__PURE__ */ list(text),
  force: /* @__PURE__ */ list(text),
  activations: count,
};
const TRIGGER: Record<string, Check<unknown>> = { did: /* @__PURE__ */ oneOf(TRIGGER_KINDS), within2: bool, los: bool, ownSide: bool };
const TOP: Record<string, Check<unknown>> = {
  game: /* @__PURE__ */ oneOf(['legion']),
  expect: (v) => v,
  unit: (v, f, p) => fields(UNIT, v, f, p),
  step: /* @__PURE__ */ oneOf(STEPS),
  suppressionAtStart: count,
  rolled: /* @__PURE__ */ list(/* @__PURE__ */ oneOf(WHITE_FACES)),
  gains: small,
  repaired: small,
  treated: small,
  wounded: small,
  attacked: (v, f, p) => fields({ weapon: /* @__PURE__ */ oneOf(WEAPONS), hit: bool, suppressive: bool }, v, f, p),
  orderIssued: bool,
  ended: bool,
  turn: /* @__PURE__ */ oneOf(TURNS),
  trigger: (v, f, p) => fields(TRIGGER, v, f, p),
  did: /* @__PURE__ */ list(action),
  ask: (v, f, p) => (norm(v) === 'contest' ? 'contest' : norm(v) === 'guardian' ? 'guardian' : action(v, f, p)),
  leaderInRange: bool,
  guard: (v, f, p) => fields({ within1: bool, los: bool, ranged: bool, defenderTrooper: bool, defenderGuardian: bool }, v, f, p),
};

/**
 * Validates `input` (plain data) into a {@link Scenario}, filling the defaults of the format above.
 * Returns every problem found (as data: scenario-messages.ts words them), each naming its field.
 */
export function checkScenario(input: unknown): Checked<Scenario> {
  const p: Problems = [];
  const top = fields(TOP, input, '', p);
  if (!top) return failed(p);
  if (input && (input as Rec).ask === undefined) bad(p, ['askMissing', 'ask']);
  const u = (top.unit ?? {}) as Rec;
  const vehicle = isVehicle((u.type ?? 'trooper') as UnitState['type']);
  const calm = vehicle || u.courage === 'none';
  const step = top.step ?? 'perform-actions';
  const did = (top.did ?? []) as Done[];
  if (vehicle && typeof u.courage === 'number') bad(p, ['vehicleCourage', 'unit.courage']);
  if (calm && ((u.suppression ?? 0) !== 0 || (top.suppressionAtStart ?? 0) !== 0)) bad(p, ['neverSuppressed', 'unit.suppression']);
  if (u.damaged && !vehicle) bad(p, ['vehiclesOnly', 'unit.damaged']);
  if (u.damageRoll && !u.damaged) bad(p, ['needsDamaged', 'unit.damageRoll']);
  // The damage die is rolled after the rally step (legion-damaged-roll): not known before. It is the
  // unit's own activation's die: in another unit's activation the action count is not asked.
  const own = (top.turn ?? 'own') === 'own';
  if (u.damaged && !u.damageRoll && step !== 'rally' && step !== 'start' && own) bad(p, ['damageRollNeeded', 'unit.damageRoll']);
  ((u.cards ?? []) as Action[]).forEach((c, i) => {
    if (c.action !== 'card') bad(p, ['cardAction', `unit.cards[${i}]`]);
  });
  if ((step === 'rally' || step === 'start') && (did.length || top.suppressionAtStart !== undefined)) bad(p, ['rallyStep', 'step']);
  if (isRec(top.ask) && 'gained' in top.ask) bad(p, ['askGained', 'ask']);
  if (top.guard !== undefined && top.ask !== 'guardian') bad(p, ['guardAsk', 'guard']);
  if (top.leaderInRange !== undefined && top.ask !== 'contest') bad(p, ['leaderInRangeContest', 'leaderInRange']);
  // What the rule turns on first is the attack's type (legion-attack-suppression): never guessed.
  if (isRec(top.attacked) && !('weapon' in top.attacked)) bad(p, ['attackWeapon', 'attacked.weapon', WEAPONS]);
  if (u.ionBlank && !((u.ion as number | undefined) ?? 0)) bad(p, ['ionNeeded', 'unit.ionBlank']);
  // The ion dice are rolled as the activation starts (legion-ion): known from the end of the Rally step on.
  if (((u.ion as number | undefined) ?? 0) > 0 && u.ionBlank === undefined && step !== 'rally' && step !== 'start' && own)
    bad(p, ['ionRollNeeded', 'unit.ionBlank']);
  if (((u.ion as number | undefined) ?? 0) > 0 && !vehicle && u.type !== 'droid-trooper') bad(p, ['ionUnitType', 'unit.ion']);
  if (u.engaged && vehicle) bad(p, ['troopersOnly', 'unit.engaged']);
  // Repair mends droid troopers and vehicles (legion-repair); Treat, organic troopers (legion-treat).
  const mended = vehicle || u.type === 'droid-trooper';
  if (top.repaired !== undefined && !mended) bad(p, ['repairedTarget', 'repaired', (u.type as string | undefined) ?? 'trooper']);
  if (top.treated !== undefined && mended) bad(p, ['treatedTarget', 'treated', u.type as string]);
  // A repulsor vehicle can neither take nor hold a standby token (legion-standby-unit-types).
  if (u.standby && u.type === 'repulsor-vehicle') bad(p, ['repulsorStandby', 'unit.standby']);
  // `ended` asks at the unit's own activation next round: another unit's turn contradicts it.
  if (top.ended && (top.turn ?? 'own') !== 'own') bad(p, ['endedOwnTurn', 'turn', top.turn as string]);
  // An enemy unit acts in its own activation, or at the start of the Activation Phase (Independent):
  // both are in the Activation Phase, where a standby token may be set off (legion-standby-trigger).
  if (top.trigger !== undefined && top.turn !== 'enemy' && top.turn !== 'phase-start') bad(p, ['triggerEnemy', 'trigger']);
  if (did.length && top.turn !== undefined && top.turn !== 'own') bad(p, ['didOwnActivation', 'did', top.turn as string]);
  // With `ended`, `rolled` is the rally of the next activation, whatever step this one ended in.
  if (top.rolled !== undefined && step !== 'rally' && step !== 'start' && !top.ended) bad(p, ['rolledStep', 'rolled']);
  if (p.length) return failed(p);

  const state = { type: 'trooper', courage: calm ? 'none' : 1, suppression: 0, step, did } as Rec;
  Object.assign(state, u);
  if (top.suppressionAtStart !== undefined) state.suppressionAtStart = top.suppressionAtStart;
  if (top.turn !== undefined) state.turn = top.turn;
  if (top.trigger !== undefined) state.trigger = { within2: true, los: true, did: 'action', ...(top.trigger as Rec) };
  const impossible = impossibleDid(state as unknown as UnitState);
  if (impossible) return failed([impossible]);
  if (top.rolled !== undefined) {
    const dice = rallyDiceAfter(state as unknown as UnitState, top);
    // Count the faces given (each one valid by now).
    const given = (top.rolled as unknown[]).length;
    if (dice !== undefined && given !== dice) return failed([['rolledCount', 'rolled', dice, given]]);
  }
  const value: Scenario = {
    state: state as unknown as UnitState,
    ask: top.ask as Scenario['ask'],
    leaderInRange: top.leaderInRange !== false,
    ...(top.guard !== undefined ? { guard: top.guard as Guard } : {}),
  };
  return {
    ok: true,
    value: {
      ...value,
      ...(top.rolled !== undefined ? { rolled: top.rolled as WhiteFace[] } : {}),
      ...(top.gains !== undefined ? { gains: top.gains as number } : {}),
      ...(top.repaired !== undefined ? { repaired: top.repaired as number } : {}),
      ...(top.treated !== undefined ? { treated: top.treated as number } : {}),
      ...(top.wounded !== undefined ? { wounded: top.wounded as number } : {}),
      ...(isRec(top.attacked)
        ? {
            attacked: {
              weapon: top.attacked.weapon as Weapon,
              hit: top.attacked.hit !== false,
              ...(top.attacked.suppressive === true ? { suppressive: true } : {}),
            },
          }
        : {}),
      ...(top.orderIssued ? { orderIssued: true } : {}),
      ...(top.ended ? { ended: true } : {}),
    },
  };
}

/**
 * Dice the unit rolls in the rally `rolled` lists: one per suppression token it holds then, after
 * the end of its activation and the End Phase (`ended`) and the order it is issued first
 * (`orderIssued`, Disciplined X removing tokens) — `untilRally` of events.ts, the computation the
 * answer uses too. `undefined` when that needs a keyword rule or the events part not loaded (a page
 * before loading them): the count is then not checked here.
 */
function rallyDiceAfter(s: UnitState, top: Rec): number | undefined {
  if (!top.ended && !top.orderIssued) return rallyDice(s);
  try {
    return rallyDice(part('events').untilRally(s, { ended: top.ended === true, orderIssued: top.orderIssued === true }).state);
  } catch (e) {
    if (!(e instanceof NotLoaded)) throw e;
  }
  return undefined;
}

/**
 * The first entry of the unit's log `s.did` that the unit could not have made after the entries
 * before it, as a `didImpossible` problem naming `did[i]` and the engine's refusing reasons in
 * words; `undefined` when every entry could have been made (gained tokens are not asked). Each entry
 * is asked of `canPerform` in the Perform Actions step (where every action of the log was made),
 * so the rules that answer questions are the rules that check the history. `undefined` too when a
 * keyword rule or part of the engine it needs is not loaded (`NotLoaded`, parts.ts).
 */
function impossibleDid(s: UnitState): ProblemOf<ScenarioMessages> | undefined {
  try {
    for (let i = 0; i < s.did.length; i++) {
      const d = s.did[i]!;
      if (isGainedToken(d)) continue;
      const v = canPerform({ ...s, step: 'perform-actions', did: s.did.slice(0, i) }, d);
      if (!v.allowed) {
        const why = v.reasons.filter((r) => r.refuses).map((r) => r.message);
        return ['didImpossible', `did[${i}]`, why.join(' ')];
      }
    }
  } catch (e) {
    if (!(e instanceof NotLoaded)) throw e;
  }
  return undefined;
}
