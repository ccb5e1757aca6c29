/**
 * Star Wars: Legion: the serialisable state of one unit during its activation.
 *
 * Plain JSON data only (no classes, no functions), so a state can come from a `check` block, a
 * URL or a widget form, and be answered the same way in Node and in the browser.
 */

/** The unit types the engine knows. Droid troopers are troopers with their own courage rule. */
export type UnitType = 'trooper' | 'droid-trooper' | 'ground-vehicle' | 'repulsor-vehicle';
export const UNIT_TYPES: readonly UnitType[] = ['trooper', 'droid-trooper', 'ground-vehicle', 'repulsor-vehicle'];

/** A courage value: a whole number, or `'none'` for the "-" printed on the unit card. */
export type Courage = number | 'none';

/** The kinds of action a unit can make in its Perform Actions step. */
export type ActionKind = 'move' | 'attack' | 'aim' | 'dodge' | 'standby' | 'recover' | 'card';
export const ACTION_KINDS: readonly ActionKind[] = ['move', 'attack', 'aim', 'dodge', 'standby', 'recover', 'card'];
/** The named action types (every kind but `card`). */
export type NamedKind = Exclude<ActionKind, 'card'>;
export const NAMED_KINDS: readonly NamedKind[] = ['move', 'attack', 'aim', 'dodge', 'standby', 'recover'];

/** Tokens an effect can give without the unit making the matching action. */
export type TokenKind = 'aim' | 'dodge' | 'standby';
export const TOKEN_KINDS: readonly TokenKind[] = ['aim', 'dodge', 'standby'];

/** Keywords the engine implements. */
export type Keyword = 'relentless' | 'gunslinger';
export const KEYWORDS: readonly Keyword[] = ['relentless', 'gunslinger'];

/** The steps of an activation the engine distinguishes. */
export type Step = 'rally' | 'perform-actions' | 'end';
export const STEPS: readonly Step[] = ['rally', 'perform-actions', 'end'];

/** A face of the white defense die, as far as the rules here care. */
export type WhiteFace = 'blank' | 'block' | 'surge';
export const WHITE_FACES: readonly WhiteFace[] = ['blank', 'block', 'surge'];

/**
 * One thing a unit makes (asked about, or already in the activation's log).
 *
 * - `action`: the kind. For `card`, `card` names the card or ability (same name = same card action).
 * - `free`: a free action: it uses none of the unit's actions but is still that action for every
 *   other rule.
 * - `untyped`: the free action was granted without naming a type (needs `free`).
 * - `icons`: action icons a card action costs (1 or 2; 2 uses both actions). Default 1.
 * - `as`: the named type a card action also is (a jump is a move), limited by both rules.
 * - `grantedBy`: what granted a free action or an extra attack (`relentless`, `gunslinger`, or any
 *   effect name, which the engine reports but does not check).
 * - `notAction`: an attack granted without calling it an action (older Gunslinger wording); only
 *   with `action: 'attack'`.
 */
export interface Action {
  readonly action: ActionKind;
  readonly free?: boolean;
  readonly untyped?: boolean;
  readonly card?: string;
  readonly icons?: 1 | 2;
  readonly as?: NamedKind;
  readonly grantedBy?: string;
  readonly notAction?: boolean;
}

/** A token an effect gave the unit during its activation: not an action. */
export interface GainedToken {
  readonly gained: TokenKind;
}

/** One entry of the activation log. */
export type Done = Action | GainedToken;

/**
 * A unit and its activation so far.
 *
 * - `courage`: the unit's own courage; always `'none'` for vehicles.
 * - `suppression`: suppression tokens now (0 for courage `'none'` and vehicles).
 * - `commander`: courage of a friendly commander within 3, `'none'` for "-", or omitted when there
 *   is no such commander.
 * - `damaged`: vehicles only: the unit has its vehicle damage token. `damageRoll`: this
 *   activation's white die for it (omitted: not rolled yet).
 * - `cards`: the card actions the unit has (for {@link legalActions}).
 * - `step`: where the activation is. `suppressionAtStart`: suppression when Perform Actions
 *   began (defaults to `suppression`).
 * - `did`: what the unit made so far this activation, in order.
 */
export interface UnitState {
  readonly type: UnitType;
  readonly courage: Courage;
  readonly suppression: number;
  readonly commander?: Courage;
  readonly damaged?: boolean;
  readonly damageRoll?: WhiteFace;
  readonly keywords?: readonly Keyword[];
  readonly cards?: readonly Action[];
  readonly step: Step;
  readonly suppressionAtStart?: number;
  readonly did: readonly Done[];
}

/** `true` for ground and repulsor vehicles. */
export function isVehicle(type: UnitType): boolean {
  return type === 'ground-vehicle' || type === 'repulsor-vehicle';
}

/** `true` when a log entry is a token an effect gave, not an action. */
export function isGainedToken(d: Done): d is GainedToken {
  return (d as GainedToken).gained !== undefined;
}

/** The named type an action counts as for the same-action rule, or `undefined` for a plain card action. */
export function kindOf(a: Action): NamedKind | undefined {
  return a.action === 'card' ? a.as : a.action;
}

/** A short human name of an action, e.g. "free attack action", "card action Jump (a move)". */
export function describeAction(a: Action): string {
  if (a.notAction) return 'attack that is not an action';
  const free = a.free ? 'free ' : '';
  if (a.action === 'card') return `${free}card action ${a.card ?? '?'}${a.as ? ` (a ${a.as})` : ''}`;
  return `${free}${a.action} action`;
}
