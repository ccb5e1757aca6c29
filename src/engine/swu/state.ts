/**
 * Star Wars: Unlimited game state for the abilities-and-effects engine: plain, JSON-serialisable
 * data. Nothing here has behaviour; the questions live in `abilities.ts`, `resolution.ts`,
 * `order.ts` and `effects.ts`.
 */

/** A player's name, e.g. `A` or `B`. */
export type PlayerId = string;

/** The cost printed in brackets before an action ability's colon. */
export interface AbilityCost {
  /** `[Exhaust]`: the card exhausts itself to pay. An exhausted card cannot pay it. */
  readonly exhaust: boolean;
  /** Resources to exhaust (whole number ≥ 0). */
  readonly resources: number;
}

/** An action ability ("Action [cost]: …"), or an Epic Action ("Epic Action [cost]: …"). */
export interface ActionAbility {
  readonly kind: 'action';
  readonly id: string;
  readonly cost: AbilityCost;
  /** `true` for an Epic Action: usable once per game. */
  readonly epic: boolean;
  /** For an Epic Action, whether it was already used this game. */
  readonly used: boolean;
  readonly text?: string;
}

/** A constant ability: no styling, always in effect while the card is in play. */
export interface ConstantAbility {
  readonly kind: 'constant';
  readonly id: string;
  readonly text?: string;
}

/** A keyword ability (Ambush, Grit, Overwhelm, Raid, Restore, Saboteur, Sentinel, Shielded, …). */
export interface KeywordAbility {
  readonly kind: 'keyword';
  readonly id: string;
  /** The keyword as printed, e.g. `Sentinel`, `Raid 2`. */
  readonly keyword: string;
}

/** A triggered ability: a bold condition ("When Played", "When Defeated", "On Attack") and an effect. */
export interface TriggeredAbility {
  readonly kind: 'triggered';
  readonly id: string;
  /** The triggering condition as printed, e.g. `When Defeated`, `When Played/On Attack`. */
  readonly condition: string;
  readonly text?: string;
  /** `true` for a "you may" ability: its controller may decline it when it resolves. */
  readonly optional?: boolean;
}

/** An event card's text: resolved when the event is played. */
export interface EventAbility {
  readonly kind: 'event';
  readonly id: string;
  readonly text?: string;
}

export type Ability = ActionAbility | ConstantAbility | KeywordAbility | TriggeredAbility | EventAbility;
export type AbilityKind = Ability['kind'];

/** The two arenas units fight in. */
export const ARENAS = ['ground', 'space'] as const;
export type Arena = (typeof ARENAS)[number];

/** When a unit entered play, as far as the rules care (see {@link UnitStats.entered}). */
export const ENTERED = ['now', 'phase'] as const;
export type Entered = (typeof ENTERED)[number] | null;

/** A unit's combat figures (a card in play that is a unit). */
export interface UnitStats {
  readonly arena: Arena;
  /** Power: damage it deals in combat (whole number ≥ 0). */
  readonly power: number;
  /** Remaining-health limit: defeated when `damage` ≥ `hp` (whole number ≥ 1). */
  readonly hp: number;
  /** Damage on it now. */
  readonly damage: number;
  /** Shield tokens attached to it. */
  readonly shields: number;
  /** `true` for a deployed leader unit (it enters play ready). */
  readonly leader: boolean;
  /**
   * When it entered play: `now` (its When Played / Ambush window is open), earlier this `phase`
   * (also once it made its Ambush attack, see `beginAttack` of turn.ts), or `null` (before this phase).
   */
  readonly entered: Entered;
}

/** A card in play (or, for an event, the card being asked about). */
export interface Card {
  readonly id: string;
  readonly name: string;
  readonly controller: PlayerId;
  /** `true` when exhausted, `false` when ready. */
  readonly exhausted: boolean;
  readonly abilities: readonly Ability[];
  /** Present when the card is a unit in play. */
  readonly unit?: UnitStats;
  /**
   * Printed cost (whole number ≥ 0), when a question reads it: an ability that checks a card's cost
   * reads this, never what was paid (`swu-ability-reads-printed-cost`). Absent for a token.
   */
  readonly cost?: number;
  /** `true` for a token (a token unit): it has no printed cost and costs 0 (`swu-ability-reads-printed-cost`). */
  readonly token?: true;
}

/** A player's base: defeated (its owner loses) when `damage` ≥ `hp`. */
export interface Base {
  readonly hp: number;
  readonly damage: number;
}

/** The aspects a card can carry; a leader and a base provide some of them. */
export const ASPECTS = ['vigilance', 'command', 'aggression', 'cunning', 'heroism', 'villainy'] as const;
export type Aspect = (typeof ASPECTS)[number];

/** A card in a player's hand, with what changes its cost. */
export interface HandCard {
  readonly id: string;
  readonly name: string;
  readonly owner: PlayerId;
  /** Printed cost (whole number ≥ 0). */
  readonly cost: number;
  /** Aspect icons printed on it; a double icon is listed twice. Empty for a neutral card. */
  readonly aspects: readonly Aspect[];
  /** Other cost increases in force (resources), e.g. from an opponent's ability. */
  readonly increase: number;
  /** Cost decreases in force (resources), e.g. Exploit or a leader's discount. */
  readonly decrease: number;
  /** An effect lets its player ignore the aspect penalty for it. */
  readonly ignorePenalty: boolean;
  /** An effect plays it for free: no resources at all. */
  readonly free: boolean;
}

/** Where the action phase stands: initiative and passing. */
export interface TurnState {
  /** The player holding the initiative counter. */
  readonly initiative: PlayerId;
  /** `true` once a player took the initiative this round (only one may). */
  readonly initiativeTaken: boolean;
  /** `true` when the previous action in this phase was the opponent's pass. */
  readonly opponentPassed: boolean;
}

/**
 * A triggered ability waiting to resolve. `triggers` lists what it triggers in turn while it
 * resolves (the next, nested layer); those resolve fully before the earlier layer continues.
 * Ids are unique across the whole tree.
 */
export interface PendingTrigger {
  readonly id: string;
  /**
   * The player who controls the card the ability is on; that player orders it among theirs.
   * Must be one of `SwuState.players` (`parseScenario` checks this; the questions assume it).
   */
  readonly controller: PlayerId;
  /** Card the ability is on, if known (for messages only). */
  readonly card?: string;
  /** Readable label, e.g. "Vader: When Defeated". Defaults to the id. */
  readonly label?: string;
  readonly triggers: readonly PendingTrigger[];
  /** `true` for a "you may" ability: its controller chooses whether to resolve it. */
  readonly optional?: boolean;
  /** For a card that left play: its last known information, read when the ability resolves. */
  readonly lastKnown?: LastKnown;
  /**
   * `true` for an ability that is resolving now and is not in any order: an Ambush whose attack
   * has begun. What it triggered meanwhile (`triggers`, e.g. the On Attack abilities of that
   * attack, or the When Defeated abilities of a unit defeated during it) resolves fully before the
   * rest of its layer (`swu-nested-resolve-first`), and its controller, who is resolving their
   * triggers of that layer, goes on with them after. At most one per layer, first in it. It stays
   * until its attack ends, and after while what it triggered waits. Set by the engine (an attack
   * in `happens`), never read from a scenario.
   */
  readonly resolving?: true;
}

/** A snapshot of a card just before it left play (last known information). */
export interface LastKnown {
  readonly controller: PlayerId;
  readonly exhausted: boolean;
  readonly unit?: UnitStats;
  /** How it left play, e.g. `defeated`. */
  readonly left: string;
}

/** Timing points at which lasting effects end and delayed effects fire. */
export const TIMING_POINTS = ['end-of-attack', 'end-of-phase', 'start-of-turn'] as const;
export type TimingPoint = (typeof TIMING_POINTS)[number];

/** Durations of lasting effects: "for this attack", "for this phase". */
export const DURATIONS = ['this-attack', 'this-phase'] as const;
export type Duration = (typeof DURATIONS)[number];

/** A lasting effect: changes the game for a duration, after the ability that made it resolved. */
export interface LastingEffect {
  readonly kind: 'lasting';
  readonly id: string;
  readonly controller: PlayerId;
  readonly duration: Duration;
  /** When set, the effect makes this card's keyword inactive (`ignore` a keyword). */
  readonly ignore?: { readonly card: string; readonly keyword: string };
  /**
   * When set, the effect says this unit can't be attacked while it lasts; Sentinel overrides it
   * (`swu-sentinel-overrides-cant-be-attacked`, see `canAttack` of attack.ts).
   */
  readonly cantBeAttacked?: string;
  readonly text?: string;
}

/** A delayed effect: waits for a timing point, then resolves as a triggered ability. */
export interface DelayedEffect {
  readonly kind: 'delayed';
  readonly id: string;
  readonly controller: PlayerId;
  /** `start-of-turn` means the start of its controller's next turn. */
  readonly at: TimingPoint;
  readonly text?: string;
}

/** A replacement effect ("would … instead"): changes an event as it happens; never queued. */
export interface ReplacementEffect {
  readonly kind: 'replacement';
  readonly id: string;
  readonly controller: PlayerId;
  /** The event it changes: the card's defeat, or damage that would be dealt to it. */
  readonly replaces: 'defeat' | 'damage';
  /** For `damage`: how much of each instance it prevents (absent: all of it). */
  readonly prevent?: number;
  /** The card whose event it changes. */
  readonly card: string;
  /** What happens instead, e.g. "heal all damage from it". */
  readonly instead: string;
}

export type Effect = LastingEffect | DelayedEffect | ReplacementEffect;

/** The whole situation the questions are asked about. */
export interface SwuState {
  /** Exactly two players. */
  readonly players: readonly [PlayerId, PlayerId];
  /** The player whose turn it is. */
  readonly activePlayer: PlayerId;
  /** `true` once the active player has taken their action this turn. */
  readonly actionTaken: boolean;
  /**
   * `true` when the active player's action this turn was a pass (a `pass` in `happens`, see
   * `beginPass` of turn.ts): at the other player's `start-of-turn` it becomes their
   * `opponentPassed` (`swu-two-passes-end-phase`). Not read from a scenario's input: `acted` says
   * only that an action was taken, so a pass is told by the `pass` event.
   */
  readonly passed?: true;
  /**
   * `true` once the action phase has reached its end (the `end-of-phase` timing point in `happens`,
   * see `reachTiming` of effects.ts), until the regroup phase leads into the next action phase: no
   * turn follows (`swu-no-turn-after-action-phase`, see {@link actionPhaseOver}). Not read from a
   * scenario's input: it follows from its `happens`.
   */
  readonly phaseOver?: true;
  /** Ready resources per player (missing = 0). */
  readonly resources: Readonly<Record<PlayerId, number>>;
  readonly cards: readonly Card[];
  /** Triggered abilities waiting to resolve (the top layer), each with what it triggers in turn. */
  readonly pending: readonly PendingTrigger[];
  /** Effects in force or waiting. */
  readonly effects: readonly Effect[];
  /** Bases by player (turn, attack and damage questions). */
  readonly bases?: Readonly<Record<PlayerId, Base>>;
  /** Aspect icons each player's leader and base provide together (a double is listed twice). */
  readonly aspects?: Readonly<Record<PlayerId, readonly Aspect[]>>;
  /** Cards in hand (cost and play questions). */
  readonly hand?: readonly HandCard[];
  /** The initiative and passing; default: the active player holds it, not taken, no pass before. */
  readonly turn?: TurnState;
  /**
   * The attack in progress: set by an attack that happened (`beginAttack` of turn.ts) until the
   * `end-of-attack` timing point (or the end of the phase, or the start of a turn). Not read from a
   * scenario's input: it follows from its `happens`.
   */
  readonly attacking?: { readonly attacker: string; readonly defender?: string };
  /**
   * Cards that left play (a defeat in `happens`), each as it was just before it left and with its
   * last known information (`swu-last-known-information`). Not read from a scenario's input: it
   * follows from its `happens`, so that a question about such a card is answered by that rule.
   */
  readonly left?: readonly LeftPlay[];
}

/** A card that left play, as it was just before (see {@link SwuState.left}). */
export interface LeftPlay {
  readonly card: Card;
  readonly lastKnown: LastKnown;
}

/** The card `cardId` that left play, if it did (the latest time, should it have left twice). */
export function leftCard(state: SwuState, cardId: string): LeftPlay | undefined {
  return state.left?.findLast((l) => l.card.id === cardId);
}

/** Finds a card by id. */
export function findCard(state: SwuState, cardId: string): Card | undefined {
  return state.cards.find((c) => c.id === cardId);
}

/** The other player of a two-player game. */
export function opponentOf(state: SwuState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

/**
 * The triggered abilities waiting to resolve first: the top layer, where a trigger resolving now (an
 * Ambush whose attack has begun) stands for what it triggered, which resolves before the rest of
 * the layer (`swu-nested-resolve-first`). Empty when nothing waits.
 */
export function waitingNow(state: SwuState): readonly PendingTrigger[] {
  return state.pending.flatMap((t) => (t.resolving ? t.triggers : [t]));
}

/**
 * `true` when the action phase has ended with two passes in a row (`swu-two-passes-end-phase`):
 * the active player's action this turn was a pass ({@link SwuState.passed}) right after the
 * opponent's pass, or while the opponent took the initiative this round and so passes on each of
 * their turns (`swu-initiative-auto-pass`). Waiting abilities still resolve; no turn follows, only
 * the end of the phase and the regroup phase.
 */
export function phaseEnded(state: SwuState): boolean {
  if (!state.passed) return false;
  const turn = turnOf(state);
  return turn.opponentPassed || (turn.initiativeTaken && turn.initiative !== state.activePlayer);
}

/**
 * How the action phase is over, if it is: `passes` when it ended with two passes in a row
 * ({@link phaseEnded}, `swu-two-passes-end-phase`), `ended` when it reached its end otherwise
 * ({@link SwuState.phaseOver}: an `end-of-phase` in `happens`), `undefined` while it goes on. Once it
 * is over no turn follows until the next action phase (`swu-no-turn-after-action-phase`): no
 * action of a turn, and no turn starting; waiting abilities still resolve, and what they direct.
 */
export function actionPhaseOver(state: SwuState): 'passes' | 'ended' | undefined {
  if (phaseEnded(state)) return 'passes';
  return state.phaseOver ? 'ended' : undefined;
}

/** The turn state, with its defaults: the active player holds the initiative, not taken, no pass before. */
export function turnOf(state: SwuState): TurnState {
  return state.turn ?? { initiative: state.activePlayer, initiativeTaken: false, opponentPassed: false };
}

/**
 * A card's last known information in words, e.g. `controlled by B, 3 power, 4 HP, 1 damage, 1 Shield
 * token, ready, defeated`. The snapshot holds the card's upgrades (`swu-last-known-information`), and
 * a Shield token is a token upgrade, so a unit's Shields are named when it had any.
 */
export function lastKnownFacts(lk: LastKnown): string {
  const u = lk.unit;
  const shields = u && u.shields > 0 ? `, ${u.shields} Shield token${u.shields === 1 ? '' : 's'}` : '';
  return `controlled by ${lk.controller}${u ? `, ${u.power} power, ${u.hp} HP, ${u.damage} damage${shields}` : ''}, ${lk.exhausted ? 'exhausted' : 'ready'}, ${lk.left}`;
}
