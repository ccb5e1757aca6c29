/**
 * Legion scenarios: validating untrusted data (a `check` block's YAML, a URL, a form) into a
 * {@link Scenario}. Never throws; every problem is a sentence naming the field and what is allowed.
 *
 * The format (every field optional except `ask`; defaults in brackets):
 *
 * ```yaml
 * game: legion                 # ignored (belongs to the check block); must be legion if given
 * unit:
 *   type: trooper              # trooper | droid-trooper | ground-vehicle | repulsor-vehicle [trooper]
 *   courage: 1                 # whole number ≥ 1, or none / "-" [1; none for vehicles]
 *   suppression: 0             # tokens now, 0–30 [0]
 *   commander: 2               # courage of a friendly commander within 3: number or none [no commander]
 *   damaged: false             # vehicles only [false]
 *   damageRoll: blank          # blank | block | surge: this activation's damage die (needed when damaged)
 *   keywords: [relentless]     # relentless | gunslinger [none]
 *   cards: [{ card: Jump, as: move }]   # the unit's card actions, for legalActions [none]
 * step: perform-actions        # rally | perform-actions | end [perform-actions]
 * suppressionAtStart: 2        # suppression when Perform Actions began [= unit.suppression]
 * did: [move, { action: attack, free: true, grantedBy: relentless }, { gained: aim }]
 * ask: attack                  # an action, or `contest` (with leaderInRange: true|false [true])
 * expect: no                   # ignored (belongs to the check block): yes | no | { answer, rule }
 * ```
 *
 * An action is a kind (`move`, `attack`, `aim`, `dodge`, `standby`, `recover`), `free <kind>`, or
 * an object `{ action, free, untyped, card, icons, as, grantedBy, notAction }` (see `Action` in
 * state.ts); `{ card: Name }` alone means a card action; `{ gained: aim|dodge|standby }` in `did`
 * is a token an effect gave. Names are case-insensitive and may use spaces for hyphens.
 */
import { fail, ok, type Parsed } from '../core/index.ts';
import {
  ACTION_KINDS, KEYWORDS, NAMED_KINDS, STEPS, TOKEN_KINDS, UNIT_TYPES, WHITE_FACES, isVehicle,
  type Action, type Courage, type Done, type UnitState,
} from './state.ts';

/** A validated scenario: the unit and its activation (a {@link UnitState}) plus the question. */
export interface Scenario {
  readonly state: UnitState;
  readonly ask: Action | 'contest';
  /** For `ask: contest`: whether the unit leader is within 1/2 of the objective token. */
  readonly leaderInRange: boolean;
}

/** Reads one field: its value, or `undefined` after recording a problem in `p`. */
type Check<T> = (v: unknown, field: string, p: string[]) => T | undefined;
type Rec = Record<string, unknown>;

const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const norm = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : v);
function bad(p: string[], field: string, want: string, v?: unknown): undefined {
  p.push(`\`${field}\` ${want}${arguments.length > 3 ? ` (got ${typeof v === 'string' ? `"${v}"` : JSON.stringify(v)})` : ''}.`);
  return undefined;
}

const oneOf = <T>(values: readonly T[]): Check<T> => (v, f, p) => {
  const n = norm(v) as T;
  return values.includes(n) ? n : bad(p, f, `must be one of ${values.join(', ')}`, v);
};
const count: Check<number> = (v, f, p) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 30 ? (v as number) : bad(p, f, 'must be a whole number from 0 to 30', v);
const courage: Check<Courage> = (v, f, p) =>
  v === 'none' || v === '-' || v === null ? 'none' : Number.isInteger(v) && (v as number) >= 1 ? (v as number) : bad(p, f, 'must be a whole number ≥ 1, or none', v);
const bool: Check<boolean> = (v, f, p) => (typeof v === 'boolean' ? v : bad(p, f, 'must be true or false', v));
const text: Check<string> = (v, f, p) => (typeof v === 'string' && v.trim() ? v.trim() : bad(p, f, 'must be a name', v));
const list = <T>(item: Check<T>): Check<T[]> => (v, f, p) =>
  Array.isArray(v) ? v.map((x, i) => item(x, `${f}[${i}]`, p)).filter((x): x is T => x !== undefined) : bad(p, f, 'must be a list', v);

/** Reads the fields of a mapping at `f` ('' for the top) by `schema`, reporting unknown fields; `undefined` if not a mapping. */
function fields(schema: Record<string, Check<unknown>>, v: unknown, f: string, p: string[]): Rec | undefined {
  if (!isRec(v)) return bad(p, f || 'scenario', 'must be a mapping', v);
  const out: Rec = {};
  for (const k in v) {
    const check = schema[k];
    const at = f ? `${f}.${k}` : k;
    if (!check) bad(p, at, `is not a field; use ${Object.keys(schema).join(', ')}`);
    else if (v[k] !== undefined) out[k] = check(v[k], at, p);
  }
  return out;
}

// Module-level calls are marked pure so a bundle that never parses scenarios can drop this file.
const ACTION: Record<string, Check<unknown>> = {
  action: /* @__PURE__ */ oneOf(ACTION_KINDS), free: bool, untyped: bool, card: text, icons: /* @__PURE__ */ oneOf([1, 2]), as: /* @__PURE__ */ oneOf(NAMED_KINDS),
  grantedBy: text, notAction: bool, gained: /* @__PURE__ */ oneOf(TOKEN_KINDS),
};

/** An action (or, in `did`, a gained token): a name, `free <name>`, or a mapping. */
function action(v: unknown, f: string, p: string[]): Done | undefined {
  const n = p.length;
  if (typeof v === 'string') {
    const free = /^free\s/i.test(v.trim());
    const kind = oneOf(NAMED_KINDS)(free ? v.trim().slice(5) : v, f, p);
    return kind && (free ? { action: kind, free } : { action: kind });
  }
  const a = fields(ACTION, v, f, p);
  if (!a) return undefined;
  if (a.gained !== undefined) {
    if (Object.keys(a).length > 1) bad(p, f, 'must be { gained: aim|dodge|standby } alone');
    return p.length === n ? (a as unknown as Done) : undefined;
  }
  if (a.action === undefined && a.card !== undefined) a.action = 'card';
  if (a.action === undefined && n === p.length) bad(p, `${f}.action`, `is missing: use ${ACTION_KINDS.join(', ')}`);
  if (a.action === 'card' && a.card === undefined) bad(p, `${f}.card`, 'must name the card action, e.g. card: Jump');
  if (a.action !== 'card') for (const k of ['card', 'icons', 'as']) if (a[k] !== undefined) bad(p, `${f}.${k}`, 'is for card actions only');
  if (a.untyped && !a.free) bad(p, `${f}.untyped`, 'needs free: true');
  if (a.notAction && (a.action !== 'attack' || a.free)) bad(p, `${f}.notAction`, 'is only for an attack that is not an action (not free)');
  if (typeof a.grantedBy === 'string') a.grantedBy = a.grantedBy.toLowerCase();
  return p.length === n ? (a as unknown as Action) : undefined;
}

const UNIT: Record<string, Check<unknown>> = {
  type: /* @__PURE__ */ oneOf(UNIT_TYPES), courage, suppression: count, commander: courage, damaged: bool, damageRoll: /* @__PURE__ */ oneOf(WHITE_FACES),
  keywords: /* @__PURE__ */ list(/* @__PURE__ */ oneOf(KEYWORDS)), cards: /* @__PURE__ */ list(action),
};
const TOP: Record<string, Check<unknown>> = {
  game: /* @__PURE__ */ oneOf(['legion']), expect: (v) => v, unit: (v, f, p) => fields(UNIT, v, f, p), step: /* @__PURE__ */ oneOf(STEPS), suppressionAtStart: count,
  did: /* @__PURE__ */ list(action), ask: (v, f, p) => (norm(v) === 'contest' ? 'contest' : action(v, f, p)), leaderInRange: bool,
};

/**
 * Validates `input` (plain data) into a {@link Scenario}, filling the defaults of the format above.
 * Returns every problem found, each naming its field.
 */
export function parseScenario(input: unknown): Parsed<Scenario> {
  const p: string[] = [];
  const top = fields(TOP, input, '', p);
  if (!top) return fail(p);
  if (input && (input as Rec).ask === undefined) bad(p, 'ask', 'is missing: name an action (move, free attack, { card: Jump }, …) or contest');
  const u = (top.unit ?? {}) as Rec;
  const vehicle = isVehicle((u.type ?? 'trooper') as UnitState['type']);
  const calm = vehicle || u.courage === 'none';
  const step = top.step ?? 'perform-actions';
  const did = (top.did ?? []) as Done[];
  if (vehicle && typeof u.courage === 'number') bad(p, 'unit.courage', 'must be none for a vehicle (vehicles have no courage)');
  if (calm && ((u.suppression ?? 0) !== 0 || (top.suppressionAtStart ?? 0) !== 0)) bad(p, 'unit.suppression', 'must be 0: this unit never gains suppression');
  if (u.damaged && !vehicle) bad(p, 'unit.damaged', 'is for vehicles only');
  if (u.damageRoll && !u.damaged) bad(p, 'unit.damageRoll', 'needs damaged: true');
  if (u.damaged && !u.damageRoll && step !== 'rally') bad(p, 'unit.damageRoll', 'is needed for a damaged vehicle after its rally step: blank, block or surge');
  ((u.cards ?? []) as Action[]).forEach((c, i) => c.action !== 'card' && bad(p, `unit.cards[${i}]`, 'must be a card action, e.g. { card: Jump }'));
  if (step === 'rally' && (did.length || top.suppressionAtStart !== undefined)) bad(p, 'step', 'is rally: Perform Actions has not begun, so leave did and suppressionAtStart out');
  if (isRec(top.ask) && 'gained' in top.ask) bad(p, 'ask', 'must be an action; a gained token is not one');
  if (top.leaderInRange !== undefined && top.ask !== 'contest') bad(p, 'leaderInRange', 'is only for ask: contest');
  if (p.length) return fail(p);

  const state = { type: 'trooper', courage: calm ? 'none' : 1, suppression: 0, step, did } as Rec;
  Object.assign(state, u);
  if (top.suppressionAtStart !== undefined) state.suppressionAtStart = top.suppressionAtStart;
  return ok({ state: state as unknown as UnitState, ask: top.ask as Action | 'contest', leaderInRange: top.leaderInRange !== false });
}
