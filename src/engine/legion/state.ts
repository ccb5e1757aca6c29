/**
 * Star Wars: Legion: the serialisable state of one unit during its activation.
 *
 * Plain JSON data only (no classes, no functions), so a state can come from a `check` block, a
 * URL or a widget form, and be answered the same way in Node and in the browser.
 */

/**
 * The unit types the engine knows. Droid troopers are troopers with their own courage rule;
 * creature troopers are troopers that may attack and withdraw in the same activation
 * (legion-withdraw); in every other rule here they are troopers.
 */
export type UnitType = 'trooper' | 'droid-trooper' | 'creature-trooper' | 'ground-vehicle' | 'repulsor-vehicle';
export const UNIT_TYPES: readonly UnitType[] = ['trooper', 'droid-trooper', 'creature-trooper', 'ground-vehicle', 'repulsor-vehicle'];

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

/** Keywords the engine implements (each in keywords/, with its block ids). */
export type Keyword =
  | 'relentless'
  | 'gunslinger'
  | 'charge'
  | 'steady'
  | 'juyo-mastery'
  | 'ai'
  | 'tactical'
  | 'agile'
  | 'plodding'
  | 'jump'
  | 'scout'
  | 'spur'
  | 'compel'
  | 'dauntless'
  | 'indomitable'
  | 'fire-support'
  | 'disciplined'
  | 'coordinate'
  | 'guardian'
  | 'unstoppable'
  | 'master-of-the-force'
  | 'independent'
  | 'ready';
export const KEYWORDS: readonly Keyword[] = [
  'relentless',
  'gunslinger',
  'charge',
  'steady',
  'juyo-mastery',
  'ai',
  'tactical',
  'agile',
  'plodding',
  'jump',
  'scout',
  'spur',
  'compel',
  'dauntless',
  'indomitable',
  'fire-support',
  'disciplined',
  'coordinate',
  'guardian',
  'unstoppable',
  'master-of-the-force',
  'independent',
  'ready',
];

/**
 * A keyword on the unit: its name, or `{ keyword, x }` for a keyword with a number (Tactical 1),
 * or `{ keyword: 'ai', actions: [attack] }` for AI's list of actions.
 */
export type KeywordEntry = Keyword | { readonly keyword: Keyword; readonly x?: number; readonly actions?: readonly NamedKind[] };

/** The steps of an activation the engine distinguishes (`start`: start-of-activation effects, before Rally). */
export type Step = 'start' | 'rally' | 'perform-actions' | 'end';
export const STEPS: readonly Step[] = ['start', 'rally', 'perform-actions', 'end'];

/**
 * Whose activation it is: the unit's own, another friendly unit's, an enemy unit's, or none yet
 * (`phase-start`: the start of the Activation Phase, before any unit activates; Independent).
 */
export type Turn = 'own' | 'friendly' | 'enemy' | 'phase-start';
export const TURNS: readonly Turn[] = ['own', 'friendly', 'enemy', 'phase-start'];

/** What the enemy unit that may trigger a standby token just did: an attack, a move of any kind, or another action. */
export type TriggerKind = 'attack' | 'move' | 'action';
export const TRIGGER_KINDS: readonly TriggerKind[] = ['attack', 'move', 'action'];

/**
 * What an enemy unit just did (the active one in an enemy activation, or one acting at the start of
 * the Activation Phase by Independent: `turn: 'phase-start'`), as the holder of a
 * standby token sees it: `did`; `within2`: within 2 of any mini of the holder; `los`: in line of
 * sight of any of them; `ownSide`: an effect of the holder's side caused it.
 */
export interface Trigger {
  readonly did: TriggerKind;
  readonly within2: boolean;
  readonly los: boolean;
  readonly ownSide?: boolean;
}

/** A weapon type: a pool is all melee or all ranged. */
export type Weapon = 'melee' | 'ranged';
export const WEAPONS: readonly Weapon[] = ['melee', 'ranged'];
/** A pool weapon's icons: one type, or `both` (a melee and a ranged icon). */
export const POOL_TYPES: readonly PoolWeapon['type'][] = ['melee', 'ranged', 'both'];

/**
 * One weapon of an attack pool (`pools` of an {@link Action}): its `name` (weapons of the same name
 * share one pool), its `type` as its icons show it (`both`: a melee and a ranged icon), and for
 * `both` the type it takes as it is added to the pool (`as`), which it keeps for the whole attack
 * (legion-pool-weapons).
 */
export interface PoolWeapon {
  readonly name: string;
  readonly type: Weapon | 'both';
  readonly as?: Weapon;
}

/**
 * The unit a Repair or Treat card action targets: its `type`, and whether it is `within1` of the
 * unit and in its line of sight (`los`); omitted facts count as true (legion-repair, legion-treat).
 */
export interface CardTarget {
  readonly type: UnitType;
  readonly within1?: boolean;
  readonly los?: boolean;
}

/**
 * The defender of an attack, as far as declaring it needs: `inRange` (of the pool's weapon,
 * measured from the unit leader), `los` (a mini in the leader's line of sight), `inMelee`, `trigger`
 * (it is the enemy unit whose action set off the standby token). Omitted facts count as true,
 * `inMelee` as false.
 *
 * `inMelee`: `true` is in melee with the attacker, or with a unit the input does not name (no
 * ranged weapon against it either way); `'other'` is in melee with other units only, not with the
 * attacker. Then `engaged` says whether it is engaged (a trooper unit in melee with an enemy
 * trooper unit: no ranged weapon may target it); omitted, it counts as engaged, so a vehicle (in
 * melee, never engaged) is given as `engaged: false`. `engaged` is read with `inMelee: 'other'`
 * only (legion-no-ranged-into-melee). A melee weapon reaches only a defender in base contact, so
 * `inMelee: false` or `'other'` given for a melee attack refuses it (legion-attack-declare); omitted,
 * `inMelee` is not read for a melee attack.
 */
export interface Defender {
  readonly inRange?: boolean;
  readonly los?: boolean;
  readonly inMelee?: boolean | 'other';
  readonly engaged?: boolean;
  readonly trigger?: boolean;
}

/**
 * The one more defender the current Gunslinger adds inside an attack (its pool: a single ranged
 * weapon already used in this attack): the {@link Defender} facts but `trigger` and `engaged`, with
 * `inMelee` a plain yes or no (an extra defender must be out of melee), and `same`: it is a unit
 * already declared a defender of this attack.
 */
export interface ExtraDefender {
  readonly inRange?: boolean;
  readonly los?: boolean;
  readonly inMelee?: boolean;
  readonly same?: boolean;
}

/** A face of the white defense die, as far as the rules here care. */
export type WhiteFace = 'blank' | 'block' | 'surge';
export const WHITE_FACES: readonly WhiteFace[] = ['blank', 'block', 'surge'];

/**
 * One thing a unit makes (asked about, or already in the activation's log).
 *
 * - `action`: the kind. For `card`, `card` names the card or ability (same name = same card action;
 *   names compare by `nameKey` of names.ts: case and spacing do not matter).
 * - `free`: a free action: it uses none of the unit's actions but is still that action for every
 *   other rule.
 * - `untyped`: the free action was granted without naming a type (needs `free`).
 * - `icons`: action icons a card action costs (1 or 2; 2 uses both actions). Default 1.
 * - `as`: the named type a card action also is (a jump is a move), limited by both rules.
 * - `grantedBy`: what granted a free action or an extra attack (`relentless`, `gunslinger`, or any
 *   effect name, which the engine reports but does not check). A keyword that grants no action
 *   (Tactical, Fire Support, Juyo Mastery…) named for a free action or an attack that is not an
 *   action refuses it (legion-keyword-needed: keywords/needed.ts).
 * - `notAction`: an attack granted without calling it an action (older Gunslinger wording); only
 *   with `action: 'attack'`.
 * - `from`: the card a card action comes from (unit, upgrade, command or battle card); two card
 *   actions with the same name from different cards are different card actions.
 * - `standby`: made by spending the unit's standby token, which gives a free move or a free attack
 *   and nothing else (any other action asked this way is refused: legion-standby-spend).
 * - `withdraw`: a move action that is a withdraw (engaged units; speed 1).
 * - `weapon`: an attack's weapon type (`melee` or `ranged`); `defenders`: units it attacks, one
 *   pool each (default 1); `defender`: what declaring needs to know about the (first) defender.
 * - `pools`: the attack's pools, one per defender, each a list of {@link PoolWeapon}s: a pool is
 *   all melee or all ranged, and same-named weapons share one pool (legion-pool-weapons). Without
 *   `weapon`, the pools give the attack's weapon type (ranged when any pool is ranged). Give
 *   `defenders` with them (their number; the scenario validator fills it in): canPerform reads the
 *   pools only for an attack that names its defenders, as it loads the attack rules on demand.
 * - `extraDefender`: the one more defender Gunslinger adds inside this attack (not an extra attack).
 * - `startsMelee`: a move that ended in base contact with an enemy (for Charge).
 * - `exhausts`: the upgrade card this action exhausts (its exhaust icon); refused while exhausted.
 * - `expends`: the card this action expends (its expend icon): gone for the rest of the game after
 *   it resolves, so refused once expended, and readying never brings it back.
 * - `capacity`: a card action's capacity (the Y of Repair X: Capacity Y): each use puts 1 wound on
 *   the card, and it cannot be used once the card holds that many; `cardWounds`: wounds on the card
 *   when the activation began (default 0). Card actions only.
 * - `target`: the unit a Repair or Treat card action targets ({@link CardTarget}): Repair only a
 *   droid trooper or a vehicle (legion-repair), Treat only an organic trooper (legion-treat), each
 *   within 1 and in line of sight. Read with `capacity` only (Repair X: Capacity Y; the scenario
 *   validator asks for both), as canPerform asks the card's checks only for an action naming one.
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
  readonly from?: string;
  readonly standby?: boolean;
  readonly withdraw?: boolean;
  readonly weapon?: Weapon;
  readonly defenders?: number;
  readonly defender?: Defender;
  readonly extraDefender?: ExtraDefender;
  readonly pools?: readonly (readonly PoolWeapon[])[];
  readonly startsMelee?: boolean;
  readonly exhausts?: string;
  readonly expends?: string;
  readonly capacity?: number;
  readonly cardWounds?: number;
  readonly target?: CardTarget;
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
 *   activation's white die for it (omitted: not rolled yet); a blank costs an action for the whole
 *   activation, so it stays when Repair removes the token after Perform Actions began.
 * - `cards`: the card actions the unit has (for {@link legalActions}).
 * - `step`: where the activation is. `suppressionAtStart`: suppression when Perform Actions
 *   began (defaults to `suppression`).
 * - `did`: what the unit made so far this activation, in order.
 *
 * The round around it (all optional; omitted = the unit's own activation, no tokens):
 * - `turn`: whose activation it is (`own` by default); `step` is then that activation's step.
 * - `trigger`: what an enemy unit just did in the Activation Phase (for spending a standby token).
 * - `standby`, `aim`, `dodge`, `wounds`, `ion`: tokens that outlive an activation (`standby`:
 *   holds its standby token as the activation began, or now outside its own activation; the first
 *   action or attack in `did`, free or not, removes it: legion-standby-token-removed).
 *   `damageGained`: a vehicle damage token was already gained this game;
 *   `resilience`: its resilience (omitted: "-").
 * - `engaged`: a trooper unit in melee with an enemy trooper unit.
 * - `meleeWeapon`: its unit leader has a melee weapon (omitted: it has one); without one the unit
 *   makes no move into base contact with an enemy (`startsMelee`: legion-base-contact).
 * - `faceup`: holds a faceup order token (AI); `ordered`: was issued an order this round.
 * - `undeployed`: not yet on the battlefield (Scout): no attack until a move deploys it (legion-undeployed-no-attack).
 * - `compel`: an allied unit with Compel (of a rank or type it names) is within 2.
 * - `ionBlank`: with ion tokens, one of this activation's ion dice showed a blank (it stays, like
 *   `damageRoll`, when Repair removes the ion tokens after Perform Actions began).
 * - `exhausted`: names of the unit's exhausted upgrade cards (an action with `exhausts` names its card);
 *   `force`: which of the unit's upgrade cards are Force upgrades (Master of the Force); `expended`:
 *   cards it expended earlier this game (an action with `expends` names its card).
 * - `activations`: activations the unit already made this round (0 when omitted; Unstoppable).
 * - `standbyLost`: set by gaining suppression (events.ts), the length of `did` then: a standby
 *   token the log gave before it is gone (legion-standby-token-removed).
 */
export interface UnitState {
  readonly type: UnitType;
  readonly courage: Courage;
  readonly suppression: number;
  readonly commander?: Courage;
  readonly damaged?: boolean;
  readonly damageRoll?: WhiteFace;
  readonly keywords?: readonly KeywordEntry[];
  readonly cards?: readonly Action[];
  readonly step: Step;
  readonly suppressionAtStart?: number;
  readonly did: readonly Done[];
  readonly turn?: Turn;
  readonly trigger?: Trigger;
  readonly standby?: boolean;
  readonly aim?: number;
  readonly dodge?: number;
  readonly wounds?: number;
  readonly ion?: number;
  readonly damageGained?: boolean;
  readonly resilience?: number;
  readonly engaged?: boolean;
  readonly meleeWeapon?: boolean;
  readonly faceup?: boolean;
  readonly ordered?: boolean;
  readonly undeployed?: boolean;
  readonly compel?: boolean;
  readonly ionBlank?: boolean;
  readonly exhausted?: readonly string[];
  readonly expended?: readonly string[];
  readonly force?: readonly string[];
  readonly activations?: number;
  readonly standbyLost?: number;
}

/** The unit's entry for keyword `k`, as `{ keyword, x }`, or `undefined` when it lacks it. */
export function keywordOf(
  s: UnitState,
  k: Keyword,
): { readonly keyword: Keyword; readonly x?: number; readonly actions?: readonly NamedKind[] } | undefined {
  const ks = s.keywords;
  if (!ks) return undefined;
  for (const e of ks) {
    if (e === k) return { keyword: k };
    if (typeof e === 'object' && e.keyword === k) return e;
  }
  return undefined;
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

/** A short human name of an action, e.g. "free attack action", "card action Jump (move action)". */
export function describeAction(a: Action): string {
  if (a.notAction) return 'attack that is not an action';
  const free = a.free ? 'free ' : '';
  if (a.action === 'card') return `${free}card action ${a.card ?? '?'}${a.as ? ` (${a.as} action)` : ''}`;
  return `${free}${a.action} action`;
}

/**
 * White dice the unit rolls in its Rally step (legion-rally): one per suppression token it holds;
 * none for a unit that never has suppression (courage "-", a vehicle).
 */
export function rallyDice(s: UnitState): number {
  return s.courage === 'none' ? 0 : s.suppression;
}
