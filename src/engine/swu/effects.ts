/**
 * Effects over time: what happens to lasting, delayed and replacement effects when the game
 * reaches a timing point, a card would be defeated (defeat.ts) or an ability damages several units
 * at once (unit-damage.ts). Pure: returns a new state and the reasons that explain the change.
 */
import type { Reason } from '../core/index.ts';
import type { Effect, PendingTrigger, PlayerId, SwuState, TimingPoint, TurnState } from './state.ts';
import { turnOf } from './state.ts';
import { attacked, deployed, played, triggerId } from './triggers.ts';
import { beginAttack, beginDeploy, beginPass, beginPlay } from './turn.ts';
import { phaseOverReason } from './abilities.ts';
import { defeat, type Happened } from './defeat.ts';
import { damageAtOnce, type DamageEvent } from './unit-damage.ts';
import { DelayedEffectFired, LastingEffectEnded, RegroupReadies, WaitingResolveBeforeEnd } from './reasons.ts';

/** Something that happens in the game before the question is asked. */
export type GameEvent =
  | { readonly kind: 'timing'; readonly at: TimingPoint /** whose turn starts, for `start-of-turn` */; readonly player?: PlayerId }
  | {
      readonly kind: 'defeat';
      readonly card: string /** the replacement effect the affected card's controller picks */;
      readonly choose?: string;
    }
  | {
      readonly kind: 'play' /** the card, already in play with its cost paid */;
      readonly card: string;
      /** `true` when an ability made its controller play it: not the turn's action. */
      readonly byAbility?: boolean;
    }
  | {
      /** A leader unit deployed (see `beginDeploy` of turn.ts): deployed, not played. */
      readonly kind: 'deploy';
      readonly card: string;
    }
  | {
      readonly kind: 'attack';
      readonly attacker: string;
      /** The defending unit; none for the enemy base. */
      readonly defender?: string;
      /** `true` when an ability made the unit attack: not the turn's action (Ambush is one already). */
      readonly byAbility?: boolean;
      /** `true` when an ability let the unit attack a unit in the other arena (as `ask.attack.otherArena`). */
      readonly otherArena?: boolean;
    }
  /**
   * The active player passes as their action for the turn (see `beginPass` of turn.ts;
   * `swu-pass-always-legal`, `swu-two-passes-end-phase`).
   */
  | { readonly kind: 'pass' }
  /** Both players passed: the action phase ends, the regroup phase runs, the next action phase begins (see {@link regroup}). */
  | { readonly kind: 'regroup' }
  /** One ability deals the same damage to several units at once (see `damageAtOnce` of unit-damage.ts). */
  | ({ readonly kind: 'damage' } & DamageEvent);

export { triggerId };

/**
 * The pending triggers once the attack in progress has ended: an Ambush resolving through that
 * attack (`resolving`) that triggered nothing has resolved and leaves them; one that triggered
 * abilities stays in front of them, as those resolve before the rest of its layer
 * (`swu-nested-resolve-first`).
 */
function resolvedAtEndOfAttack(pending: readonly PendingTrigger[]): readonly PendingTrigger[] {
  const [first, ...rest] = pending;
  return first?.resolving && first.triggers.length === 0 ? rest : pending;
}

const DURATION_WORDS = { 'this-attack': 'for this attack', 'this-phase': 'for this phase' } as const;
const ENDS_AT = { 'this-attack': 'end-of-attack', 'this-phase': 'end-of-phase' } as const;

/**
 * The game reaches a timing point.
 * - Lasting effects whose duration ends there (`this-attack` at `end-of-attack`, `this-phase` at
 *   `end-of-phase`) end — `swu-lasting-effect-duration`.
 * - Delayed effects waiting for it fire and join the pending triggers as their controller's
 *   triggered abilities — `swu-delayed-effect-fires`. At `start-of-turn` of `player`, only that
 *   player's delayed effects fire, `player` becomes the active player, and no action is taken yet
 *   (nor passed); whether the previous action was a pass follows from the turn that ended
 *   ({@link passBefore}, `swu-two-passes-end-phase`).
 * - At `end-of-phase` the action phase is over (`phaseOver`, `swu-no-turn-after-action-phase`): no
 *   turn follows until {@link regroup} starts the next action phase; waiting abilities, those it
 *   fired among them, still resolve.
 * - The attack in progress, if any, has ended (`end-of-attack`; the end of the phase and the start
 *   of a turn come after any attack has ended): another attack may begin, and an Ambush that
 *   resolved through it and triggered nothing leaves the pending triggers ({@link resolvedAtEndOfAttack}).
 *   Reaching the end of the phase or the start of a turn with an attack in progress first reaches
 *   the end of that attack, so its effects "for this attack" end and its delayed effects waiting
 *   for the end of the attack fire (then, not in a later phase); and no effect "for this attack"
 *   outlives those points, attack in progress or not (`swu-lasting-effect-duration`: the rules
 *   facts give the durations, not their order; this engine reads every attack of a phase as ended
 *   before the phase ends or another turn starts).
 */
export function reachTiming(state: SwuState, at: TimingPoint, player?: PlayerId): Happened {
  if (at !== 'end-of-attack' && state.attacking) {
    const ended = reachTiming(state, 'end-of-attack');
    const next = reachTiming(ended.state, at, player);
    return { state: next.state, reasons: [...ended.reasons, ...next.reasons] };
  }
  const reasons: Reason[] = [];
  const kept: Effect[] = [];
  const fired: PendingTrigger[] = [];
  for (const e of state.effects) {
    if (e.kind === 'lasting' && (ENDS_AT[e.duration] === at || e.duration === 'this-attack')) {
      reasons.push(LastingEffectEnded({ effect: e.id, duration: DURATION_WORDS[e.duration], at: at.replaceAll('-', ' ') }));
    } else if (e.kind === 'delayed' && e.at === at && (at !== 'start-of-turn' || e.controller === player)) {
      reasons.push(DelayedEffectFired({ effect: e.id, at: at.replaceAll('-', ' '), controller: e.controller }));
      fired.push({ id: e.id, controller: e.controller, label: e.text ?? e.id, triggers: [] });
    } else {
      kept.push(e);
    }
  }
  // A turn starting: the new active player has not acted (nor passed) yet.
  const starting = at === 'start-of-turn' && player !== undefined;
  const turn = starting ? { activePlayer: player, actionTaken: false, ...passBefore(state, player) } : {};
  // Every timing point here comes after the attack in progress, if any, has ended.
  const { attacking: _, passed, ...rest } = state;
  const stillPassed = passed && !starting ? { passed } : {};
  const pending = state.attacking ? resolvedAtEndOfAttack(state.pending) : state.pending;
  // The end of the phase ends the action phase: no turn follows (swu-no-turn-after-action-phase).
  const over = at === 'end-of-phase' ? { phaseOver: true as const } : {};
  return { state: { ...rest, ...turn, ...stillPassed, ...over, effects: kept, pending: [...pending, ...fired] }, reasons };
}

/**
 * The turn state as `player`'s turn starts, after the other player's turn (`swu-two-passes-end-phase`):
 * - their action was a pass (`passed`, a `pass` in `happens`): the previous action is the
 *   opponent's pass, so `opponentPassed` becomes true, and the new player passing would be the
 *   second of two in a row;
 * - they took another action (`actionTaken` without `passed`: a play, an attack, or `acted` as
 *   given): that action is now the previous one and was no pass, so `opponentPassed` becomes false;
 * - the scenario records no action of theirs: the turn state is kept.
 * The initiative stays with its holder in every case: the default of {@link turnOf} (the active
 * player holds it) is fixed before the active player changes.
 * Nothing changes when `player` is already the active player.
 */
function passBefore(state: SwuState, player: PlayerId): { readonly turn?: TurnState } {
  if (player === state.activePlayer) return {};
  // The turn state is written out as the turn changes hands: left to its default, the initiative
  // would follow the new active player, while its holder keeps it unless someone takes it
  // (`swu-initiative-auto-pass`).
  const turn = turnOf(state);
  if (state.passed) return { turn: { ...turn, opponentPassed: true } };
  return { turn: state.actionTaken && turn.opponentPassed ? { ...turn, opponentPassed: false } : turn };
}

/**
 * The action phase ends and the regroup phase runs (`swu-regroup`), up to the start of the next
 * action phase:
 * - the end of the phase is reached first ({@link reachTiming} at `end-of-phase`: lasting effects
 *   for this phase end, delayed effects waiting for it fire);
 * - the phase ends only once every waiting ability has resolved (`swu-two-passes-end-phase`), so
 *   no trigger is pending after it, those just fired included; a reason names those that resolved
 *   (`WaitingResolveBeforeEnd`);
 * - each player draws 2 cards and may resource 1, the player with the initiative first: neither
 *   hand size nor the resource count is modelled. `resources` counts each player's ready
 *   resources when the question is asked (as for a `play` in `happens`, whose cost is already
 *   paid), so give it as it stands after the regroup phase;
 * - every card in play is readied (resources too, which `resources` already counts), and every
 *   unit counts as having entered play before this (new) phase;
 * - the next action phase starts with the initiative holder as the active player, no action
 *   taken (nor passed), the initiative not yet taken, no pass before: that is the start of the holder's turn
 *   ({@link reachTiming} at `start-of-turn`), so the holder's delayed effects waiting for the start
 *   of their turn fire and wait to resolve (`swu-delayed-effect-fires`; the rules facts do not name
 *   the first turn of a phase, and this engine reads it as a turn starting like any other).
 */
export function regroup(state: SwuState): Happened {
  const end = reachTiming(state, 'end-of-phase');
  const waiting = end.state.pending;
  const resolved = waiting.length
    ? [WaitingResolveBeforeEnd({ count: waiting.length, waiting: waiting.map((t) => t.label ?? t.id).join(', ') })]
    : [];
  const holder = turnOf(end.state).initiative;
  const readied = end.state.cards.filter((c) => c.exhausted).map((c) => c.name);
  const cards = end.state.cards.map((c) => ({ ...c, exhausted: false, ...(c.unit ? { unit: { ...c.unit, entered: null } } : {}) }));
  // The ended action phase is behind: the next one begins (swu-no-turn-after-action-phase).
  const { phaseOver: _, ...ended } = end.state;
  const next = reachTiming(
    {
      ...ended,
      cards,
      pending: [],
      activePlayer: holder,
      actionTaken: false,
      turn: { initiative: holder, initiativeTaken: false, opponentPassed: false },
    },
    'start-of-turn',
    holder,
  );
  return {
    state: next.state,
    reasons: [
      ...end.reasons,
      ...resolved,
      RegroupReadies({
        readied: readied.length ? `readied: ${readied.join(', ')}` : 'no card other than resources was exhausted',
        initiative: holder,
      }),
      ...next.reasons,
    ],
  };
}

/**
 * Applies one {@link GameEvent}. A play and an attack use the turn's action unless an ability
 * directs them (see `beginPlay` and `beginAttack` of turn.ts); a pass and a leader's deploy always
 * do (see `beginPass`, `beginDeploy`). Once the action phase is over (`actionPhaseOver` of
 * state.ts: two passes in a row, `swu-two-passes-end-phase`, or its `end-of-phase` reached,
 * `swu-no-turn-after-action-phase`), no turn follows: a `start-of-turn` is refused
 * (`phaseOverReason` of abilities.ts) and leaves the state as it was, as is a pass; a play, a
 * deploy or an attack as the turn's action is refused by its turn check. A play, a deploy or an
 * attack refused by any check did not happen and leaves the state as it was: nothing enters play,
 * nothing triggers. What resolving waiting abilities does (a defeat, damage, a play or an attack an
 * ability directs), the end of the phase and the regroup phase still follow.
 */
export function happen(state: SwuState, event: GameEvent): Happened {
  switch (event.kind) {
    case 'timing':
      if (event.at === 'start-of-turn') {
        const over = phaseOverReason(state, `starting ${event.player ?? 'another player'}'s turn`);
        if (over) return { state, reasons: [over] };
      }
      return reachTiming(state, event.at, event.player);
    case 'pass':
      return beginPass(state);
    case 'defeat':
      return defeat(state, event.card, event.choose);
    case 'regroup':
      return regroup(state);
    case 'damage':
      return damageAtOnce(state, event);
    case 'play': {
      // Playing the card is the turn's action unless an ability directs it (see `beginPlay`);
      // then its When Played window opens.
      const begun = beginPlay(state, event.card, event.byAbility);
      // A play that could not have happened did not: the card did not enter play, nothing triggers.
      if (!begun.begun) return { state, reasons: begun.reasons };
      const out = played(begun.state, event.card);
      return { state: out.state, reasons: [...begun.reasons, ...out.reasons] };
    }
    case 'deploy': {
      // Deploying is the turn's action (an action ability of the leader), then the leader unit's
      // When Deployed window opens: deployed, not played (swu-leader-deployed-not-played).
      const begun = beginDeploy(state, event.card);
      if (!begun.begun) return { state, reasons: begun.reasons };
      const out = deployed(begun.state, event.card);
      return { state: out.state, reasons: [...begun.reasons, ...out.reasons] };
    }
    case 'attack': {
      // The attack begins as the `attack` question checks it (the attacker exhausts, the turn's
      // action, Saboteur), then its On Attack / On Defense abilities trigger.
      const begun = beginAttack(state, event.attacker, event.defender, event.byAbility, event.otherArena);
      // An attack that could not have been made did not begin: nothing triggers (see `beginAttack`).
      if (!begun.begun) return { state, reasons: begun.reasons };
      // In an Ambush attack they join the Ambush's own layer, as it is resolving (`withTriggersNow`).
      const out = attacked(begun.state, event.attacker, event.defender);
      return { state: out.state, reasons: [...begun.reasons, ...out.reasons] };
    }
  }
}
