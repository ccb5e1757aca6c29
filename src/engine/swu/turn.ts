/**
 * The action a player takes on their turn in the action phase (rules `swu-one-action-per-turn`,
 * `swu-action-must-change-state`, `swu-ability-directed-not-action`, `swu-trigger-not-action`,
 * `swu-initiative-once-per-round`, `swu-initiative-auto-pass`, `swu-pass-always-legal`,
 * `swu-two-passes-end-phase`, `swu-no-turn-after-action-phase`, `swu-trigger-next-opportunity`,
 * `swu-ambush-attack`, `swu-leader-deployed-not-played`, `swu-directed-needs-waiting-ability`).
 */
import { verdictOf, type Reason, type Verdict } from '../core/index.ts';
import { canUse, phaseOverReason, triggersWaiting } from './abilities.ts';
import { BASE, begins, canAttack, legalTargets, restored, sabotagedShields } from './attack.ts';
import { canPay, modifiedCost } from './cost.ts';
import {
  AutoPassing,
  ChangesNothing,
  ChangesState,
  DirectedByAbility,
  InitiativeAlreadyTaken,
  InitiativeAvailable,
  InitiativeThenPasses,
  IsTheTurnAction,
  LeaderDeployed,
  LeaderNotPlayed,
  NoAbilityToDirect,
  NotALeader,
  NotYourTurn,
  PassAlwaysLegal,
  PassesEndPhase,
  PlayedOutOfTurn,
  SaboteurShields,
  NothingToResolve,
  TriggerIsNoAction,
  TurnActionTaken,
} from './reasons.ts';
import { actionPhaseOver, turnOf, waitingNow, type Card, type PendingTrigger, type SwuState, type TurnState } from './state.ts';
import { triggerId } from './triggers.ts';

/** The five actions of a turn, and resolving a triggered ability (which is none of them). */
export const TURN_ACTIONS = ['play', 'attack', 'ability', 'initiative', 'pass'] as const;
export type TurnActionKind = (typeof TURN_ACTIONS)[number];
export type ActKind = TurnActionKind | 'trigger';

const WORDS: Record<ActKind, string> = {
  play: 'Playing a card',
  attack: 'Attacking with a unit',
  ability: 'Using an action ability',
  initiative: 'Taking the initiative',
  pass: 'Passing',
  trigger: 'Resolving a triggered ability',
};

/** "May I do this now?" for the turn: what, optionally with which card, and whether an ability directs it. */
export interface ActQuestion {
  readonly act: ActKind;
  /** For `play`: the hand card; `attack`: the attacking unit; `ability`: the card whose action ability is used. */
  readonly card?: string;
  /** For `ability`: the ability id (default: the card's first action ability). */
  readonly ability?: string;
  /** `true` when an ability says to play or attack: no action of its own. */
  readonly byAbility?: boolean;
  /** For `attack`: `true` when an ability lets the unit attack a unit in the other arena (see `canAttack`). */
  readonly otherArena?: boolean;
}

/** The answer: the verdict, and whether doing it is the player's action for the turn. */
export interface ActAnswer {
  readonly verdict: Verdict;
  /** `true` when doing it is the one action of the turn; `false` for a trigger or an ability-directed play or attack. */
  readonly usesTurnAction: boolean;
}

/** How the action would change the game, or why it would not (`null` = it changes something). */
function effectOf(state: SwuState, q: ActQuestion): { how: string } | { why: string } {
  const player = state.activePlayer;
  switch (q.act) {
    case 'play': {
      const hand = (state.hand ?? []).filter((c) => c.owner === player && (q.card === undefined || c.id === q.card));
      if (q.card !== undefined && hand.length === 0) return { why: `${player} has no card "${q.card}" in hand` };
      const playable = hand.filter((c) => canPay(state, c.id).allowed);
      if (playable.length)
        return {
          how: `${player} can pay for ${playable.map((c) => `${c.name} (${modifiedCost(c, state.aspects?.[player] ?? []).cost})`).join(', ')}`,
        };
      return {
        why: hand.length
          ? `${player} cannot pay for any card in hand with ${state.resources[player] ?? 0} ready resources`
          : `${player} has no card in hand`,
      };
    }
    case 'attack': {
      const units = state.cards.filter((c) => c.unit && c.controller === player && (q.card === undefined || c.id === q.card));
      const verdicts = units
        .map((u) => ({ u, v: canAttack(state, u.id, undefined, q.otherArena) }))
        .filter(({ u, v }) => v.allowed && legalTargets(state, u.id, q.otherArena).length > 0);
      // An Ambush attack is part of the unit entering play (swu-ambush-attack), not the turn's
      // action: as the action, only a unit that may attack without it counts; an ability-directed
      // attack (`byAbility`) may be that Ambush attack.
      const ambushOnly = verdicts.filter(({ v }) => !q.byAbility && v.reasons.some((r) => r.code === 'AmbushAttack')).map(({ u }) => u);
      const able = verdicts.map(({ u }) => u).filter((u) => !ambushOnly.includes(u));
      if (able.length) return { how: `${able.map((u) => u.name).join(', ')} can attack` };
      if (ambushOnly.length)
        return {
          why: `${ambushOnly.map((u) => u.name).join(', ')} may attack only with Ambush as it enters play, which is part of entering play, not an action`,
        };
      return {
        why: units.length
          ? `no unit of ${player}'s${q.card ? ` (${q.card})` : ''} can attack now`
          : `${player} has no unit${q.card ? ` "${q.card}"` : ''} in play`,
      };
    }
    case 'ability': {
      const uses = state.cards
        .filter((c) => c.controller === player && (q.card === undefined || c.id === q.card))
        .flatMap((c) =>
          c.abilities.filter((a) => a.kind === 'action' && (q.ability === undefined || a.id === q.ability)).map((a) => ({ c, a })),
        );
      // Whether it could be used as the action: the turn's own gates (an action already taken,
      // waiting triggers, the initiative taken, swu-initiative-auto-pass) are turnReason's.
      const free = { ...state, actionTaken: false, pending: [], turn: { ...turnOf(state), initiativeTaken: false } };
      const usable = uses.filter(({ c, a }) => canUse(free, c.id, a.id).allowed);
      if (usable.length) return { how: `${usable.map(({ c, a }) => `${c.name}'s "${a.id}"`).join(', ')} can be used` };
      return {
        why: uses.length
          ? 'no action ability of theirs can be used now (cost, exhaustion or once per game)'
          : `${player} has no action ability in play`,
      };
    }
    default:
      return { how: '' };
  }
}

/**
 * Whether the active player may do `act` as their action now: part of resolving an ability when
 * `directed` (`swu-ability-directed-not-action`; `ambush`: the unit's Ambush directs it), which
 * once the action phase is over needs a triggered ability waiting (see `directedReason`);
 * otherwise refused once the action phase is over, as no turn follows (`phaseOverReason` of
 * abilities.ts: `PhaseEndedByPasses` after two passes in a row, `swu-two-passes-end-phase`;
 * `ActionPhaseEnded` once its end was reached, `swu-no-turn-after-action-phase`); refused when they already took their action this turn
 * (`swu-one-action-per-turn`) or took the initiative and pass for the rest of the phase
 * (`swu-initiative-auto-pass`); otherwise it is their one action for the turn. An action other than
 * passing is also refused while triggered abilities wait to resolve: they come first
 * (`swu-trigger-next-opportunity`, see `triggersWaiting`). `action` is the action in words, lower
 * case (default: the kind's, e.g. "playing a card").
 */
function turnReason(state: SwuState, act: TurnActionKind, directed: boolean | 'ambush', action = WORDS[act].toLowerCase()): Reason[] {
  const player = state.activePlayer;
  const turn = turnOf(state);
  if (directed) return [directedReason(state, act, directed === 'ambush')];
  const over = phaseOverReason(state, action);
  if (over) return [over];
  const waiting = act === 'pass' ? [] : triggersWaiting(state, player);
  if (state.actionTaken) return [TurnActionTaken({ player, action }), ...waiting];
  if (turn.initiativeTaken && turn.initiative === player && act !== 'pass') return [AutoPassing({ player, action }), ...waiting];
  return [IsTheTurnAction({ player, action }), ...waiting];
}

/**
 * The turn's part of a play or an attack an ability directs (`swu-ability-directed-not-action`):
 * no action of the turn (`DirectedByAbility`). Once the action phase is over no turn follows, so
 * no action ability or event can be resolving: only a triggered ability waiting to resolve
 * (`pending`, any layer, either player's: `swu-two-passes-end-phase`) can direct it. With none
 * waiting, it is refused (`NoAbilityToDirect`, `swu-directed-needs-waiting-ability`), unless it
 * is an Ambush attack (`ambush`): the unit's own Ambush, as it enters play, directs that one.
 */
function directedReason(state: SwuState, act: TurnActionKind, ambush: boolean): Reason {
  const over = actionPhaseOver(state);
  if (over && !ambush && state.pending.length === 0)
    return NoAbilityToDirect({
      action: WORDS[act].toLowerCase(),
      how: over === 'passes' ? 'Both players passed in a row, so the action phase is over' : 'The action phase has ended',
    });
  return DirectedByAbility({ action: WORDS[act] });
}

/**
 * "May `attackerId` attack (`target`, an enemy unit id or `base`) now?" as a player asks it: the
 * turn first, with the same check as {@link canTakeAction} for `attack` (the player has not taken
 * their action this turn, `swu-one-action-per-turn`; has not taken the initiative,
 * `swu-initiative-auto-pass`), unless an ability directs the attack (`byAbility`) or the unit
 * attacks with Ambush as it enters play: then the attack is part of resolving that ability, not
 * the turn's action (`swu-ability-directed-not-action`); once the action phase is over, an
 * attack `byAbility` needs a triggered ability waiting to direct it, else it is refused
 * (`NoAbilityToDirect`, `swu-directed-needs-waiting-ability`). Then {@link canAttack}'s checks of the
 * attacker and the target (`otherArena`: an ability lets it attack a unit in the other arena, see
 * `canAttack`). Every failing reason is reported. Throws nothing; an unknown attacker
 * is refused by `canAttack` (`NotAUnit`).
 */
export function canAttackNow(state: SwuState, attackerId: string, target?: string, byAbility = false, otherArena = false): Verdict {
  return attackNow(state, attackerId, target, byAbility, otherArena).verdict;
}

/** {@link canAttackNow}'s verdict, and whether the attack is directed by an ability (`byAbility`, or Ambush). */
function attackNow(state: SwuState, attackerId: string, target: string | undefined, byAbility: boolean, otherArena = false) {
  const attack = canAttack(state, attackerId, target, otherArena, byAbility);
  const ambush = attack.reasons.some((r) => r.code === 'AmbushAttack');
  const directed = byAbility || ambush;
  const name = state.cards.find((c) => c.id === attackerId)?.name ?? attackerId;
  const turn = turnReason(state, 'attack', ambush ? 'ambush' : directed);
  return { verdict: begins(verdictOf([...turn, ...attack.reasons]), name), directed };
}

/** An attack that began: the state after it, and the reasons (see {@link beginAttack}). */
export interface AttackBegun {
  readonly state: SwuState;
  readonly reasons: readonly Reason[];
  /** `false` when the attack could not have been made: it did not begin, and `state` is unchanged. */
  readonly begun: boolean;
}

/**
 * `attackerId` attacks `target` (an enemy unit id or `base`; none: the base): what the attack
 * changes as it begins, for an attack that happened (`happens: [{ attack: … }]`).
 * - The reasons are first {@link canAttackNow}'s, the check the `attack` question makes: an attack
 *   that could not have happened is refused with why, and does not begin (`begun: false`): the
 *   state is left as it was, so nothing below happens (no exhaustion, no turn's action, no
 *   Saboteur, no Restore), as a pass refused is (see {@link beginPass}).
 * - The attacker exhausts (`swu-attacker-ready-exhausts`; an Ambush attacker is already exhausted).
 * - Unless an ability directs it (`byAbility`, or Ambush), it is the active player's action for the
 *   turn (`swu-one-action-per-turn`, `swu-ability-directed-not-action`): `actionTaken` becomes true,
 *   and the opponent's pass before it is no longer the previous action (`afterOwnAction`,
 *   `swu-two-passes-end-phase`).
 * - Saboteur defeats all the defender's Shield tokens (`swu-saboteur-defeats-shields`), counted
 *   by `sabotagedShields`, as `attackOutcome` counts them.
 * - Restore heals its controller's base (`swu-restore`, see `restored` of attack.ts), whatever the
 *   attack targets.
 * - An Ambush attack is the unit's one Ambush attack (`swu-ambush-attack`): its Ambush trigger
 *   (`card/ambush`) is resolving (`resolving`, first in its layer: it is in no order any more,
 *   see `ambushResolving`), and the unit's `entered` becomes `phase`, so Ambush lets it attack no
 *   more (see `ambushSpent`).
 * - The attack is in progress (`attacking`) until the `end-of-attack` timing point: no other
 *   attack may begin meanwhile (units attack one at a time, `swu-attacker-ready-exhausts`).
 * - `otherArena`: an ability let it attack a unit in the other arena, checked as the `attack`
 *   question checks it (`canAttack` of attack.ts).
 * Combat damage is not dealt: On Attack and On Defense abilities wait before it (`swu-on-attack`).
 */
export function beginAttack(state: SwuState, attackerId: string, target?: string, byAbility = false, otherArena = false): AttackBegun {
  const { verdict, directed } = attackNow(state, attackerId, target ?? BASE, byAbility, otherArena);
  if (!verdict.allowed) return { state, reasons: verdict.reasons, begun: false };
  const reasons: Reason[] = [...verdict.reasons];
  const attacker = state.cards.find((c) => c.id === attackerId);
  const defender = target === undefined || target === BASE ? undefined : state.cards.find((c) => c.id === target);
  const sabotaged = sabotagedShields(state, attackerId, defender?.id);
  if (attacker && defender?.unit && sabotaged > 0)
    reasons.push(SaboteurShields({ card: attacker.name, target: defender.name, shields: sabotaged }));
  const ambush = verdict.reasons.some((r) => r.code === 'AmbushAttack');
  const cards = state.cards.map((c) => {
    if (c.id === attackerId) return ambushSpent({ ...c, exhausted: true }, ambush);
    if (c === defender && c.unit && sabotaged > 0) return { ...c, unit: { ...c.unit, shields: c.unit.shields - sabotaged } };
    return c;
  });
  const attacking = { attacker: attackerId, ...(defender ? { defender: defender.id } : {}) };
  const restore = restored(state, attackerId);
  reasons.push(...restore.reasons);
  const bases = restore.bases ? { bases: restore.bases } : {};
  const pending = ambush ? ambushResolving(state.pending, attackerId) : state.pending;
  return {
    state: {
      ...state,
      cards,
      ...bases,
      pending,
      attacking,
      actionTaken: state.actionTaken || !directed,
      ...afterOwnAction(state, directed),
    },
    reasons,
    begun: true,
  };
}

/**
 * A unit that attacks with Ambush (`ambush`) has made its one Ambush attack (`swu-ambush-attack`):
 * its moment of entering play is over, so its `entered` becomes `phase` (it entered this phase) and
 * Ambush no longer lets it attack while exhausted. Otherwise the unit is unchanged.
 */
function ambushSpent(card: Card, ambush: boolean): Card {
  return ambush && card.unit ? { ...card, unit: { ...card.unit, entered: 'phase' } } : card;
}

/**
 * `pending` with the Ambush trigger of `cardId` (`card/ambush`, made when the card was played, see
 * `played` of triggers.ts) resolving: the Ambush attack is that trigger resolving, so it waits no
 * more (`swu-trigger-next-opportunity`: each resolves once). It moves to the front of the top
 * layer marked `resolving`: its controller is resolving their triggers of that layer now, and what
 * it triggers (the attack's On Attack and On Defense abilities, see `happen` of effects.ts) resolves
 * before the rest of the layer (`swu-nested-resolve-first`). Only the first such trigger of the
 * top layer is taken. While another trigger of that layer is resolving already, the Ambush trigger
 * simply leaves it, what it triggered in turn, if anything, waiting in its place.
 */
function ambushResolving(pending: readonly PendingTrigger[], cardId: string): readonly PendingTrigger[] {
  const id = triggerId(cardId, 'ambush');
  const i = pending.findIndex((t) => !t.resolving && t.card === cardId && (t.id === id || t.id.startsWith(`${id}#`)));
  if (i < 0) return pending;
  if (pending.some((t) => t.resolving)) return [...pending.slice(0, i), ...pending[i]!.triggers, ...pending.slice(i + 1)];
  return [{ ...pending[i]!, resolving: true }, ...pending.filter((_, j) => j !== i)];
}

/**
 * `cardId` was played (`happens: [{ play: … }]`; the card is in play, its cost paid): what playing
 * it changes for the turn, before its When Played window opens (`played` of triggers.ts).
 * - Unless an ability directs the play (`byAbility`), playing a card is the active player's action
 *   for the turn (`swu-one-action-per-turn`, `swu-ability-directed-not-action`): the reason is the
 *   turn check {@link canTakeAction} makes for `play` (refused when they already took their action,
 *   took the initiative and pass for the rest of the phase, `swu-initiative-auto-pass`, while
 *   triggered abilities wait, or once the action phase is over), and `actionTaken` becomes true, as
 *   after an attack ({@link beginAttack}); the opponent's pass before it is no longer the previous
 *   action (`afterOwnAction`, `swu-two-passes-end-phase`). A play an ability directs is refused
 *   once the action phase is over while no triggered ability waits to resolve: none is left to
 *   direct it (`NoAbilityToDirect`, `swu-directed-needs-waiting-ability`).
 * - Only the active player takes an action, and the player who plays a card controls it as it
 *   enters play. So a card the other player controls was played by an ability or not at all:
 *   without `byAbility`, refused with `PlayedOutOfTurn` (`swu-one-action-per-turn`), and the active
 *   player's action stays unused.
 * - A leader unit is deployed, never played (`swu-leader-deployed-not-played`): refused with
 *   `LeaderNotPlayed` (the event for it is `deploy`, {@link beginDeploy}).
 * - A play refused by any of these did not happen (`begun: false`): the state is left as it was,
 *   so the card does not enter play and nothing triggers, as for a refused attack or pass.
 * - Otherwise the card enters play: a unit given without `entered` enters exhausted, and its
 *   `entered` becomes `now` (see `entering`).
 * Whether the cost could be paid is not checked here (the card is already in play): that is the
 * `cost` question. A card not in play changes nothing here; `played` then says it is not in play.
 */
export function beginPlay(state: SwuState, cardId: string, byAbility = false): Begun {
  const card = state.cards.find((c) => c.id === cardId);
  if (card?.unit?.leader) return { state, reasons: [LeaderNotPlayed({ card: card.name })], begun: false };
  if (!byAbility && card && card.controller !== state.activePlayer)
    return {
      state,
      reasons: [PlayedOutOfTurn({ card: card.name, controller: card.controller, active: state.activePlayer })],
      begun: false,
    };
  const reasons = turnReason(state, 'play', byAbility);
  if (!verdictOf(reasons).allowed) return { state, reasons, begun: false };
  const cards = state.cards.map((c) => (c === card ? entering(c) : c));
  return {
    state: { ...state, cards, actionTaken: state.actionTaken || !byAbility, ...afterOwnAction(state, byAbility) },
    reasons,
    begun: true,
  };
}

/** A play or a deploy in `happens`: the state after it, its reasons, and whether it happened at all. */
export interface Begun {
  readonly state: SwuState;
  readonly reasons: readonly Reason[];
  /** `false` when it could not have happened: `state` is then unchanged, and nothing triggers. */
  readonly begun: boolean;
}

/**
 * The leader unit `cardId` deploys (`happens: [{ deploy: … }]`; the card is in play as its leader
 * unit): what deploying changes, before its When Deployed window opens (`deployed` of triggers.ts).
 * A leader is deployed, never played (`swu-leader-deployed-not-played`):
 * - only a leader unit deploys: another card is refused with `NotALeader`;
 * - deploying is done with an action ability of the leader, so it is its controller's action for
 *   the turn: the leader of the player whose turn it is not is refused with `NotYourTurn`
 *   (`swu-action-ability-is-turn-action`); otherwise the turn check of an action ability
 *   ({@link canTakeAction}'s, for "deploying" it: refused once the player acted, took the
 *   initiative, while triggers wait, or once the action phase is over). `actionTaken` becomes true,
 *   as after any action, and the opponent's pass before it is no longer the previous action;
 * - no resources are paid (`resources` is left as it is), and the leader unit enters play ready
 *   with `entered: now` (`swu-leader-deploys-ready`, see `entering`); `LeaderDeployed` says so.
 * A refused deploy leaves the state as it was (`begun: false`), as a refused play or attack does.
 */
export function beginDeploy(state: SwuState, cardId: string): Begun {
  const card = state.cards.find((c) => c.id === cardId);
  if (!card) return { state, reasons: [], begun: false };
  if (!card.unit?.leader) return { state, reasons: [NotALeader({ card: card.name })], begun: false };
  if (card.controller !== state.activePlayer)
    return { state, reasons: [NotYourTurn({ player: card.controller, active: state.activePlayer })], begun: false };
  const reasons = turnReason(state, 'ability', false, `deploying ${card.name} (using an action ability of the leader)`);
  if (!verdictOf(reasons).allowed) return { state, reasons, begun: false };
  const cards = state.cards.map((c) => (c === card ? entering(c) : c));
  return {
    state: { ...state, cards, actionTaken: true, ...afterOwnAction(state, false) },
    reasons: [...reasons, LeaderDeployed({ card: card.name })],
    begun: true,
  };
}

/**
 * The active player passes as their action for the turn (`happens: [pass]`): the reasons are those
 * of the `act: pass` question ({@link canTakeAction}).
 * - Passing is always legal (`swu-pass-always-legal`), waiting triggers or not, but it is the
 *   turn's one action (`swu-one-action-per-turn`): a player who already took their action this
 *   turn is refused (`TurnActionTaken`), and the state is left as it was.
 * - Otherwise `actionTaken` becomes true and `passed` records that the action was a pass: at the
 *   other player's `start-of-turn` it becomes their `opponentPassed` (`reachTiming` of effects.ts,
 *   `swu-two-passes-end-phase`). The turn state is written out, so that the initiative holder
 *   stays who it was when the active player changes.
 * - Right after the opponent's pass, or when the opponent took the initiative this round and so
 *   passes on each of their turns (`swu-initiative-auto-pass`), the pass ends the action phase
 *   (`PassesEndPhase`, `swu-two-passes-end-phase`): `phaseEnded` of state.ts is then true, and no
 *   turn follows (`PhaseEndedByPasses`); waiting abilities still resolve, then the end of the
 *   phase and the regroup phase.
 * - Once the phase ended, a pass is refused (`PhaseEndedByPasses`) and the state is left as it was.
 */
export function beginPass(state: SwuState): { readonly state: SwuState; readonly reasons: readonly Reason[] } {
  const { verdict } = canTakeAction(state, { act: 'pass' });
  if (!verdict.allowed) return { state, reasons: verdict.reasons };
  return { state: { ...state, actionTaken: true, passed: true, turn: turnOf(state) }, reasons: verdict.reasons };
}

/**
 * The turn state after a play or an attack (`swu-two-passes-end-phase`): when it is the active
 * player's action for the turn (not `directed` by an ability), the previous action of the phase is
 * now theirs, not the opponent's pass, so `opponentPassed` becomes false and a pass by the opponent
 * on their next turn is not the second of two in a row. Nothing changes for a play or an attack an
 * ability directs (no action of the turn), nor when no pass was recorded.
 */
function afterOwnAction(state: SwuState, directed: boolean): { readonly turn?: TurnState } {
  return !directed && state.turn?.opponentPassed ? { turn: { ...state.turn, opponentPassed: false } } : {};
}

/**
 * A card as it enters play by being played or deployed: a unit's `entered` becomes `now` (its When Played and
 * Ambush window is open, and Hidden keeps it from being attacked this phase). A unit the scenario
 * gave as in play since before this phase (no `entered`) takes the exhaustion units enter play
 * with: exhausted, a leader unit ready (`swu-enters-play-exhausted`, `swu-leader-deploys-ready`).
 * A unit given as having entered this phase keeps its `exhausted` as written: `exhausted: false`
 * there says an effect readied it since (see scenario.ts). Other cards are unchanged.
 */
function entering(card: Card): Card {
  const u = card.unit;
  if (!u) return card;
  return { ...card, exhausted: u.entered === null ? !u.leader : card.exhausted, unit: { ...u, entered: 'now' } };
}

/**
 * May the active player do `q.act` now, and is it their action for the turn?
 *
 * - `trigger`: never an action (`swu-trigger-not-action`); refused when no triggered ability is
 *   pending, as there is nothing to resolve (`swu-trigger-next-opportunity`).
 * - `byAbility` play or attack: part of resolving that ability, not an action
 *   (`swu-ability-directed-not-action`); only whether it changes the game is checked, and, once
 *   the action phase is over, that a triggered ability waits to resolve that could direct it
 *   (`NoAbilityToDirect`, `swu-directed-needs-waiting-ability`).
 * - once the action phase is over, every action of the turn is refused: no turn follows
 *   (after two passes in a row, a `pass` in `happens`, see {@link beginPass}: `PhaseEndedByPasses`,
 *   `swu-two-passes-end-phase`; once `end-of-phase` was reached: `ActionPhaseEnded`,
 *   `swu-no-turn-after-action-phase`), and for a pass or the initiative that refusal is the whole
 *   answer (a pass is not then "always legal", nor does it end the phase). Resolving a waiting
 *   trigger is still allowed.
 * - otherwise, in order: the player has not acted this turn (`swu-one-action-per-turn`); no
 *   triggered ability is waiting to resolve, except for a pass (`swu-trigger-next-opportunity`); a player
 *   who took the initiative only passes (`swu-initiative-auto-pass`); passing is always legal
 *   (`swu-pass-always-legal`; not said when the player already acted, which refuses it) and ends
 *   the phase right after the opponent's pass, or when the opponent took the initiative this round,
 *   as their next turn is then a pass (`swu-two-passes-end-phase`, `swu-initiative-auto-pass`); the
 *   initiative can be taken once a round (`swu-initiative-once-per-round`), and its taker then
 *   passes for the rest of the phase, or ends the phase when taking it as the action right after
 *   the opponent's pass, never once the player already acted (`swu-initiative-auto-pass`: both
 *   said by `InitiativeThenPasses`); any other action must change the game state
 *   (`swu-action-must-change-state`: a card they can pay for, a unit that can attack, a usable
 *   action ability). For `attack`, `otherArena` says an ability lets the unit attack a unit in the
 *   other arena (`swu-arena-same`), as for the `attack` question (`canAttack` of attack.ts).
 */
export function canTakeAction(state: SwuState, q: ActQuestion): ActAnswer {
  const player = state.activePlayer;
  const words = WORDS[q.act];
  if (q.act === 'trigger')
    return {
      verdict: verdictOf([waitingNow(state).length ? TriggerIsNoAction() : NothingToResolve()]),
      usesTurnAction: false,
    };
  const directed = q.byAbility === true && (q.act === 'play' || q.act === 'attack');
  const reasons: Reason[] = turnReason(state, q.act, directed);
  const turn = turnOf(state);
  // Once the action phase is over, no pass or initiative of a turn is left to describe: what they
  // would do (a legal pass, the phase ending, the initiative there to take) does not happen.
  if (actionPhaseOver(state) && (q.act === 'pass' || q.act === 'initiative')) return { verdict: verdictOf(reasons), usesTurnAction: true };
  if (q.act === 'pass') {
    // Passing needs no change to the game (swu-pass-always-legal), but it is still the turn's one
    // action: refused once the player took theirs, the answer says only that (`TurnActionTaken`).
    if (!state.actionTaken) reasons.push(PassAlwaysLegal({ player }));
    // The opponent who took the initiative passes on each of their later turns (swu-initiative-auto-pass),
    // so this pass is followed by theirs: two passes in a row, as after the opponent's own pass.
    const auto = turn.initiativeTaken && turn.initiative !== player;
    if ((turn.opponentPassed || auto) && !state.actionTaken)
      reasons.push(PassesEndPhase({ player, holder: turn.initiative, auto: auto && !turn.opponentPassed }));
  } else if (q.act === 'initiative') {
    // Taking it ends the phase only as the action right after the opponent's pass: not once the
    // player took their action this turn, when taking it is refused (`TurnActionTaken`).
    const endsPhase = turn.opponentPassed && !state.actionTaken;
    if (turn.initiativeTaken) reasons.push(InitiativeAlreadyTaken({ holder: turn.initiative }));
    else reasons.push(InitiativeAvailable({ player, endsPhase }), InitiativeThenPasses({ player, endsPhase }));
  } else {
    const effect = effectOf(state, q);
    reasons.push('how' in effect ? ChangesState({ action: words, how: effect.how }) : ChangesNothing({ action: words, why: effect.why }));
  }
  return { verdict: verdictOf(reasons), usesTurnAction: !directed };
}

/** Every turn action and whether the active player may take it now, in the rulebook's order. */
export function turnActions(state: SwuState): { readonly act: TurnActionKind; readonly answer: ActAnswer }[] {
  return TURN_ACTIONS.map((act) => ({ act, answer: canTakeAction(state, { act }) }));
}
