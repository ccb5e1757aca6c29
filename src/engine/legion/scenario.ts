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
 * An action is a kind (`move`, `attack`, `aim`, `dodge`, `standby`, `recover`, `card`), `free <kind>`,
 * or an object `{ action, free, untyped, card, icons, as, grantedBy, notAction }` (see `Action` in
 * state.ts); `{ card: Name }` alone means a card action; `{ gained: aim|dodge|standby }` in `did`
 * is a token an effect gave.
 */
import { fail, ok, type Parsed } from '../core/index.ts';
import {
  ACTION_KINDS, KEYWORDS, NAMED_KINDS, STEPS, TOKEN_KINDS, UNIT_TYPES, WHITE_FACES, isVehicle,
  type Action, type ActionKind, type Courage, type Done, type Keyword, type NamedKind, type Step,
  type TokenKind, type UnitState, type UnitType, type WhiteFace,
} from './state.ts';

/** A validated scenario: the unit and its activation (a {@link UnitState}) plus the question. */
export interface Scenario {
  readonly state: UnitState;
  readonly ask: Action | 'contest';
  /** For `ask: contest`: whether the unit leader is within 1/2 of the objective token. */
  readonly leaderInRange: boolean;
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? `"${v}"` : JSON.stringify(v) ?? String(v));
const norm = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase().replace(/[\s_]+/g, '-') : v);

const TOP = ['game', 'expect', 'unit', 'step', 'suppressionAtStart', 'did', 'ask', 'leaderInRange'];
const UNIT = ['type', 'courage', 'suppression', 'commander', 'damaged', 'damageRoll', 'keywords', 'cards'];
const ACTION = ['action', 'free', 'untyped', 'card', 'icons', 'as', 'grantedBy', 'notAction'];
const MAX_SUPPRESSION = 30;

class Problems {
  readonly list: string[] = [];
  add(msg: string): undefined {
    this.list.push(msg);
    return undefined;
  }
  unknownKeys(obj: Rec, allowed: string[], where: string): void {
    for (const k of Object.keys(obj)) {
      if (!allowed.includes(k)) this.add(`\`${where}${k}\` is not a field; allowed: ${allowed.join(', ')}.`);
    }
  }
  oneOf<T>(v: unknown, allowed: readonly T[], field: string): T | undefined {
    const n = norm(v) as T;
    return allowed.includes(n) ? n : this.add(`\`${field}\` must be one of ${allowed.join(', ')} (got ${show(v)}).`);
  }
  count(v: unknown, field: string): number | undefined {
    return Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_SUPPRESSION
      ? (v as number)
      : this.add(`\`${field}\` must be a whole number from 0 to ${MAX_SUPPRESSION} (got ${show(v)}).`);
  }
  courage(v: unknown, field: string): Courage | undefined {
    if (v === 'none' || v === '-' || v === null) return 'none';
    return Number.isInteger(v) && (v as number) >= 1
      ? (v as number)
      : this.add(`\`${field}\` must be a whole number ≥ 1, or none (the "-" on the card) (got ${show(v)}).`);
  }
  bool(v: unknown, field: string): boolean | undefined {
    return typeof v === 'boolean' ? v : this.add(`\`${field}\` must be true or false (got ${show(v)}).`);
  }
}

function parseAction(v: unknown, field: string, p: Problems, allowGained: boolean): Done | undefined {
  if (typeof v === 'string') {
    const m = /^(free\s+)?(.+)$/i.exec(v.trim());
    const kind = p.oneOf(m?.[2], NAMED_KINDS, field);
    if (!kind) return undefined;
    return m?.[1] ? { action: kind, free: true } : { action: kind };
  }
  if (!isRec(v)) return p.add(`\`${field}\` must be an action name (move, attack, aim, dodge, standby, recover, free attack, …) or an object such as { action: attack, free: true }.`);
  if ('gained' in v) {
    if (!allowGained) return p.add(`\`${field}\` asks about a gained token; ask about an action instead.`);
    p.unknownKeys(v, ['gained'], `${field}.`);
    const gained = p.oneOf<TokenKind>(v.gained, TOKEN_KINDS, `${field}.gained`);
    return gained && { gained };
  }
  const before = p.list.length;
  p.unknownKeys(v, ACTION, `${field}.`);
  const action = v.action === undefined && v.card !== undefined ? 'card' : p.oneOf<ActionKind>(v.action, ACTION_KINDS, `${field}.action`);
  const out: { -readonly [K in keyof Action]: Action[K] } = { action: action ?? 'move' };
  for (const k of ['free', 'untyped', 'notAction'] as const) if (v[k] !== undefined) out[k] = p.bool(v[k], `${field}.${k}`);
  if (v.grantedBy !== undefined) {
    if (typeof v.grantedBy === 'string' && v.grantedBy.trim()) out.grantedBy = v.grantedBy.trim().toLowerCase();
    else p.add(`\`${field}.grantedBy\` must name what granted it, e.g. relentless, gunslinger or a card's name.`);
  }
  if (action === 'card') {
    if (typeof v.card === 'string' && v.card.trim()) out.card = v.card.trim();
    else p.add(`\`${field}.card\` must name the card or ability of this card action, e.g. card: Jump.`);
    if (v.icons !== undefined) {
      if (v.icons === 1 || v.icons === 2) out.icons = v.icons;
      else p.add(`\`${field}.icons\` must be 1 or 2 (action icons the card action costs; got ${show(v.icons)}).`);
    }
    if (v.as !== undefined) out.as = p.oneOf<NamedKind>(v.as, NAMED_KINDS, `${field}.as`);
  } else {
    for (const k of ['card', 'icons', 'as']) if (v[k] !== undefined) p.add(`\`${field}.${k}\` belongs to card actions only; set action: card.`);
  }
  if (out.untyped && !out.free) p.add(`\`${field}.untyped\` needs free: true (it describes a free action granted without a type).`);
  if (out.notAction && (action !== 'attack' || out.free)) p.add(`\`${field}.notAction\` is only for an attack that is not an action (action: attack, not free).`);
  return p.list.length === before ? out : undefined;
}

/**
 * Validates `input` (plain data) into a {@link Scenario}, filling the defaults of the format above.
 * Returns every problem found, each naming its field.
 */
export function parseScenario(input: unknown): Parsed<Scenario> {
  const p = new Problems();
  if (!isRec(input)) return fail(['The scenario must be a mapping with at least `ask` (and usually `unit` and `did`).']);
  p.unknownKeys(input, TOP, '');
  if (input.game !== undefined && input.game !== 'legion') p.add(`\`game\` must be legion for this engine (got ${show(input.game)}).`);

  const u = input.unit ?? {};
  if (!isRec(u)) p.add('`unit` must be a mapping such as { type: trooper, courage: 1, suppression: 0 }.');
  const unit: Rec = isRec(u) ? u : {};
  p.unknownKeys(unit, UNIT, 'unit.');
  const type = unit.type === undefined ? 'trooper' : p.oneOf<UnitType>(unit.type, UNIT_TYPES, 'unit.type');
  const vehicle = type !== undefined && isVehicle(type);
  let courage: Courage | undefined = vehicle ? 'none' : 1;
  if (unit.courage !== undefined) {
    courage = p.courage(unit.courage, 'unit.courage');
    if (vehicle && courage !== 'none') p.add('`unit.courage` must be none for a vehicle: vehicles have no courage.');
  }
  const suppression = unit.suppression === undefined ? 0 : p.count(unit.suppression, 'unit.suppression');
  const calm = courage === 'none';
  if (calm && suppression) p.add(`\`unit.suppression\` must be 0: a ${vehicle ? 'vehicle' : 'unit with courage none'} never gains suppression.`);
  const commander = unit.commander === undefined ? undefined : p.courage(unit.commander, 'unit.commander');
  const damaged = unit.damaged === undefined ? false : p.bool(unit.damaged, 'unit.damaged');
  if (damaged && !vehicle) p.add('`unit.damaged` is for vehicles only (ground-vehicle or repulsor-vehicle).');
  const damageRoll = unit.damageRoll === undefined ? undefined : p.oneOf<WhiteFace>(unit.damageRoll, WHITE_FACES, 'unit.damageRoll');
  if (damageRoll && !damaged) p.add('`unit.damageRoll` needs damaged: true (only a damaged vehicle rolls the damage die).');
  let keywords: Keyword[] = [];
  if (unit.keywords !== undefined) {
    if (Array.isArray(unit.keywords)) keywords = unit.keywords.map((k, i) => p.oneOf<Keyword>(k, KEYWORDS, `unit.keywords[${i}]`)).filter((k) => k !== undefined);
    else p.add('`unit.keywords` must be a list, e.g. [relentless].');
  }
  let cards: Action[] = [];
  if (unit.cards !== undefined) {
    if (Array.isArray(unit.cards)) {
      cards = unit.cards.map((c, i) => parseAction(c, `unit.cards[${i}]`, p, false) as Action | undefined).filter((c) => c !== undefined);
      cards.forEach((c, i) => c.action !== 'card' && p.add(`\`unit.cards[${i}]\` must be a card action ({ card: Name, … }).`));
    } else p.add('`unit.cards` must be a list of card actions, e.g. [{ card: Jump, as: move }].');
  }

  const step = input.step === undefined ? 'perform-actions' : p.oneOf<Step>(input.step, STEPS, 'step');
  if (damaged && step !== 'rally' && !damageRoll) p.add('`unit.damageRoll` is needed for a damaged vehicle once its Perform Actions step began: blank, block or surge.');
  let suppressionAtStart: number | undefined;
  if (input.suppressionAtStart !== undefined) {
    suppressionAtStart = p.count(input.suppressionAtStart, 'suppressionAtStart');
    if (step === 'rally') p.add('`suppressionAtStart` cannot be set in the rally step: Perform Actions has not begun.');
    if (calm && suppressionAtStart) p.add('`suppressionAtStart` must be 0 for a unit that never gains suppression.');
  }
  let did: Done[] = [];
  if (input.did !== undefined) {
    if (Array.isArray(input.did)) did = input.did.map((d, i) => parseAction(d, `did[${i}]`, p, true)).filter((d) => d !== undefined);
    else p.add('`did` must be a list of what the unit made this activation, e.g. [move, attack].');
    if (step === 'rally' && did.length) p.add('`did` must be empty in the rally step: the unit makes nothing before Perform Actions.');
  }

  let ask: Action | 'contest' | undefined;
  if (input.ask === undefined) p.add('`ask` is missing: name an action (move, attack, free attack, { card: Jump }, …) or contest.');
  else if (norm(input.ask) === 'contest') ask = 'contest';
  else ask = parseAction(input.ask, 'ask', p, false) as Action | undefined;
  const leaderInRange = input.leaderInRange === undefined ? true : p.bool(input.leaderInRange, 'leaderInRange');
  if (input.leaderInRange !== undefined && ask !== 'contest') p.add('`leaderInRange` is only for ask: contest.');

  if (p.list.length || !type || courage === undefined || suppression === undefined || !step || !ask) return fail(p.list);
  const state: UnitState = {
    type, courage, suppression, step, did,
    ...(commander !== undefined ? { commander } : {}),
    ...(damaged ? { damaged, ...(damageRoll ? { damageRoll } : {}) } : {}),
    ...(keywords.length ? { keywords } : {}),
    ...(cards.length ? { cards } : {}),
    ...(suppressionAtStart !== undefined ? { suppressionAtStart } : {}),
  };
  return ok({ state, ask, leaderInRange: leaderInRange ?? true });
}
