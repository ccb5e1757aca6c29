/**
 * Actions in the Perform Actions step: `canPerform`, `actionsRemaining`, `legalActions`, `perform`.
 *
 * `canPerform` runs its checks in a fixed order and reports every reason that decided the answer:
 * 1. the step and the round (legion-activation-steps, legion-free-card-own-step, legion-one-activation);
 * 2. panic when Perform Actions began (legion-panicked-no-actions, legion-commander-courage,
 *    legion-commander-courage-none, legion-droid-courage);
 * 3. what granted it (the granting keyword's file in keywords/);
 * 4. the action count (legion-two-actions, legion-suppressed-one-fewer, legion-damaged-roll, legion-ion,
 *    legion-free-typed, legion-free-untyped, legion-free-while-suppressed, legion-free-while-damaged,
 *    legion-attack-not-action, legion-action-count-fixed, legion-recover-no-refund); a card action's own
 *    (legion-card-action-two-icons, legion-free-card-not-counted) are in cards.ts, a part loaded on
 *    demand: asked only for a card action;
 * 5. repeats (legion-same-action-once, legion-move-repeatable, legion-one-attack-action,
 *    legion-gained-token-not-action); a card action's (legion-free-card-no-repeat,
 *    legion-card-actions-distinct, legion-card-action-source, legion-free-card-once,
 *    legion-card-action-named-type) in cards.ts, asked only for a card action;
 * 6. keywords that change actions (keywords/, each citing its own block ids; loaded through
 *    keywords/registry.ts, so a keyword not loaded throws `NotLoaded` of parts.ts);
 * 7. attacks and engagement (legion-engaged, legion-attack-declare, legion-undeployed-no-attack,
 *    legion-no-ranged-into-melee, legion-attack-pools, legion-withdraw, legion-base-contact,
 *    legion-keyword-needed for an extra defender), in attacks.ts, a part loaded on demand: asked only
 *    for an engaged or undeployed unit, a withdraw (made or asked), a move into base contact, or an
 *    attack that names its defender(s) (an attack with `pools` names their number in `defenders`:
 *    legion-pool-weapons);
 * 8. standby (legion-standby-unit-types, legion-standby-no-attack);
 * 9. exhausted and expended cards (legion-exhaust), a card's capacity (legion-repair: Repair X:
 *    Capacity Y) and a Repair or Treat target (legion-repair, legion-treat), in exhaust.ts, a part loaded on demand: asked only for an action that exhausts or
 *    expends a card or names its capacity; after every rule that may refuse the action, so that a
 *    refused action is not said to spend its card;
 * 10. what an allowed action does, only when nothing above refused it: a recover removes suppression
 *    and readies upgrade cards (legion-recover), it removes the standby token the unit holds
 *    (legion-standby-token-removed), and a move gives what its keywords' `moved` hook gives (Tactical,
 *    Agile, Spur). A refused action does none of these, and uses none of the unit's actions: the count's
 *    "uses 1 of 2" (legion-two-actions, legion-card-action-two-icons) is left out of a refusal, while
 *    what took an action away (suppression, a blank die) is still cited.
 *
 * In another unit's activation (`turn`), or for spending a standby token, round.ts answers instead
 * (a part a page loads on demand: parts.ts).
 */
import { verdictOf, type Reason, type ReasonMaker, type Verdict } from '../core/index.ts';
import { grantingRule, ruleOf } from './keywords/registry.ts';
import type { Log } from './keywords/types.ts';
import { moraleOf, suppressionAtStart, type Morale } from './morale.ts';
import * as R from './reasons.ts';
import type { Panic } from './reasons.ts';
import { part } from './parts.ts';
import { describeAction, isGainedToken, keywordOf, kindOf, NAMED_KINDS, type Action, type Done, type UnitState } from './state.ts';

/** Extra actions the unit's keywords give (Juyo Mastery), 0 for a unit without such keywords. */
function extraActions(s: UnitState): number {
  let n = 0;
  if (s.keywords) {
    for (const e of s.keywords) {
      const k = typeof e === 'string' ? { keyword: e } : e;
      const extra = ruleOf(k.keyword).extraActions;
      if (extra) n = Math.max(n, extra(s, k)); // a keyword twice gives its extra action once
    }
  }
  return n;
}

/** Activations the unit may make this round: 1, or more by a keyword (Unstoppable: 2) (legion-one-activation). */
export function activationsAllowed(s: UnitState): number {
  let n = 1;
  if (s.keywords) {
    for (const e of s.keywords) {
      const k = typeof e === 'string' ? { keyword: e } : e;
      const more = ruleOf(k.keyword).activations;
      if (more) n = Math.max(n, more(s, k));
    }
  }
  return n;
}

/** `true` when the unit has already made every activation it may make this round. */
function activatedOut(s: UnitState): s is UnitState & { readonly activations: number } {
  return !!s.activations && s.activations >= activationsAllowed(s);
}

/** Actions a non-free action costs: 2 for a card action with two action icons, else 1. */
function costOf(a: Action): number {
  return a.action === 'card' && a.icons === 2 ? 2 : 1;
}

/** A log entry that is an action (free or not), i.e. not a gained token nor an attack that is not an action. */
function isAction(d: Done): d is Action {
  return !isGainedToken(d) && !d.notAction;
}

/**
 * The unit's action count for this activation, fixed when Perform Actions began (legion-two-actions,
 * legion-action-count-fixed): 2, one fewer if suppressed then, one fewer for a blank damage die
 * (legion-damaged-roll), one fewer for a blank ion die (legion-ion), 0 if panicked then or already
 * activated out this round (legion-one-activation); plus a keyword's extra action (Juyo Mastery). The
 * dice rolled this activation keep counting after Repair removes their tokens (`damageRoll`,
 * `ionBlank` stay: legion-repair-no-refund). In the rally step: what it would be if Perform Actions
 * began now.
 */
export function actionCount(s: UnitState, m = moraleOf(s, suppressionAtStart(s))): number {
  if (m.panicked || activatedOut(s)) return 0;
  let n = 2;
  if (m.suppressed) n--;
  if (s.damageRoll === 'blank') n--;
  if (s.ionBlank) n--;
  return n + extraActions(s);
}

/**
 * Settles the reasons one grant pushed to `out` from index `from` on (a keyword's free action or
 * extra defender, a standby token spent, Guardian's cancelled hits): kept as they are when none
 * refuses; when one does, only the refusals stay, so a refused grant is never also reported as
 * granted. Called where each grant's reasons are assembled: the grant hooks here, standbyChecks
 * and outsideOwnActivation (round.ts), canGuard and Gunslinger's extra defender (keywords/).
 */
export function settle(out: Reason[], from: number): void {
  if (out.slice(from).some((r) => r.refuses)) for (let i = out.length; i-- > from; ) if (!out[i]!.refuses) out.splice(i, 1);
}

/**
 * The unit's morale with `suppression` tokens ({@link moraleOf}) and, for a question that panic
 * refuses, the panic check's reasons: `panicked` (that question's refusal, e.g. UnitIsPanicked)
 * when the unit is panicked; when only its own courage would have panicked it, the friendly
 * commander within 3 whose courage kept it from panic (legion-commander-courage,
 * legion-commander-courage-none). The one reading of it for canPerform, spending a standby token
 * and handed actions (round.ts), and contesting objectives (contest.ts).
 */
export function panicReasons(s: UnitState, suppression: number, panicked: ReasonMaker<Panic>, out: Reason[]): Morale {
  const c = s.courage;
  const m = moraleOf(s, suppression);
  if (m.panicked) out.push(panicked({ suppression, courage: m.panicCourage ?? 0, by: m.by === 'commander' ? "the commander's" : 'its' }));
  else if (typeof c === 'number' && suppression >= 2 * c)
    out.push(s.commander === 'none' ? R.CommanderCourageNone() : R.CommanderCourage({ commander: m.panicCourage ?? 0, own: c }));
  return m;
}

/** Actions the unit has used this activation (free actions, gained tokens and non-action attacks use none). */
export function actionsUsed(s: UnitState): number {
  let used = 0;
  for (const d of s.did) if (isAction(d) && !d.free) used += costOf(d);
  return used;
}

/**
 * How many actions the unit can still make this activation: 0, 1 or 2 (3 with Juyo Mastery). Free
 * actions do not count. In the end step or another unit's activation: 0. In the start and rally
 * steps: the count it would have if Perform Actions began now.
 */
export function actionsRemaining(s: UnitState): number {
  if (s.step === 'end' || (s.turn !== undefined && s.turn !== 'own')) return 0;
  return Math.max(0, actionCount(s) - actionsUsed(s));
}

/** Can the unit make `a` now? Every deciding reason, in the order described at the top of this file. */
export function canPerform(s: UnitState, a: Action): Verdict {
  if (s.turn !== undefined && s.turn !== 'own') return verdictOf(part('round').outsideOwnActivation(s, a));
  const out: Reason[] = [];
  if (a.standby) {
    part('round').standbyChecks(s, a, out);
    return verdictOf(out);
  }
  const kind = kindOf(a);
  const isCard = a.action === 'card';
  const freeCard = isCard && a.free === true && !a.untyped; // a printed free card action, not a card action made with an untyped free action
  const courage = typeof s.courage === 'number' ? s.courage : 0;

  // One pass over the log.
  let used = 0;
  let moves = 0;
  let earlier: Action | undefined; // the first action of the same named kind
  let attacked = false;
  let standby = false;
  let notActionAttack = false;
  let gainedSame = false;
  let withdrew = false;
  let startedMelee = false;
  let first: Action | undefined;
  let made = 0;
  let recovered = false;
  let counted = -1; // where the count's "uses 1 of 2" reasons are (-1: none), dropped if the action is refused
  let i = 0;
  // Where the standby token it holds came from: 0, held as the activation began (`standby`); i, did[i - 1];
  // -1, none, as its first action or attack, free or not, removed a held one (legion-standby-token-removed).
  // events.ts standbyHeld reads it the same way.
  let token = s.standby ? 0 : -1;
  for (const d of s.did) {
    i++;
    if (isGainedToken(d)) {
      if (d.gained === kind) gainedSame = true;
      if (d.gained === 'standby') token = i;
    } else if (d.notAction) {
      notActionAttack = true;
      token = -1;
    } else {
      token = -1;
      made++;
      if (!d.free) {
        used += costOf(d);
        first ??= d;
      }
      const k = kindOf(d);
      if (k === 'move') {
        moves++;
        if (d.withdraw) withdrew = true;
        if (d.startsMelee) startedMelee = true;
      } else if (k === 'attack') attacked = true;
      else if (k === 'standby') {
        standby = true;
        token = i;
      } else if (k === 'recover') recovered = true;
      if (k === kind && !earlier) earlier = d;
    }
  }

  // 1. step
  if (s.step !== 'perform-actions')
    out.push(freeCard ? R.FreeCardOutsideOwnStep({ step: `in its ${s.step} step` }) : R.NotPerformActionsStep({ step: s.step }));
  if (activatedOut(s)) out.push(R.ActivatedThisRound({ activations: s.activations, allowed: activationsAllowed(s) }));

  // 2. panic when Perform Actions began
  const atStart = suppressionAtStart(s);
  const m = panicReasons(s, atStart, R.UnitIsPanicked, out);
  if (s.type === 'droid-trooper' && courage && atStart >= courage && !m.panicked) out.push(R.DroidNotSuppressed());

  // 3. what granted it
  const g = a.grantedBy;
  const log: Log | undefined = g !== undefined || s.keywords?.length ? { used, moves, attacked, startedMelee, first, made } : undefined;
  // Guidance hands an action over in another allied unit's activation only (round.ts).
  if (g === 'guidance') out.push(part('round').guidanceOwnActivation());
  const granting = g !== undefined && log ? grantingRule(g) : undefined;
  if (granting?.grant && log) {
    const at = out.length;
    granting.grant(s, a, log, keywordOf(s, granting.keyword), out);
    settle(out, at);
  }

  // 4. the action count
  if (a.notAction) out.push(R.AttackNotAnAction());
  else if (!m.panicked) {
    const damagedBlank = s.damageRoll === 'blank';
    if (a.free) {
      if (freeCard) out.push(part('cards').FreeCardNotCounted({ card: a.card ?? '?' }));
      else out.push((a.untyped ? R.FreeUntyped : R.FreeActionCounts)({ kind: kind ?? 'card' }));
      if (m.suppressed) out.push(R.FreeWhileSuppressed());
      if (damagedBlank) out.push(R.FreeWhileDamaged());
    } else if (!activatedOut(s)) {
      // A unit activated out this round cannot act at all: ActivatedThisRound says so, no count.
      // The one count (actionCount), from the morale already read.
      const total = actionCount(s, m);
      const cost = costOf(a);
      const ok = total - used >= cost;
      if (ok) {
        counted = out.length;
        out.push(R.ActionUsed({ total, used, cost, left: total - used - cost }));
        if (cost === 2) out.push(part('cards').TwoIconsUseBoth());
      } else out.push(cost === 2 && total - used === 1 ? part('cards').TwoIconsNeedBoth({ left: 1 }) : R.NoActionsLeft({ total, used }));
      // What took an action away is cited either way: a refusal when this action is one too many.
      if (m.suppressed) out.push((ok ? R.SuppressedActionLost : R.SuppressedOneFewer)({ suppression: atStart, courage }));
      if (damagedBlank) out.push((ok ? R.DamagedActionLost : R.DamagedOneFewer)());
      if (s.ionBlank) out.push((ok ? R.IonActionLost : R.IonOneFewer)());
      // Recovering (now or earlier this activation) gives back no action lost to suppression.
      if (m.suppressed && (kind === 'recover' || recovered)) out.push((ok ? R.RecoverNoRefund : R.RecoveredNoRefund)());
    }
    if (atStart !== s.suppression) {
      const now = moraleOf(s);
      if (now.suppressed !== m.suppressed || now.panicked !== m.panicked) out.push(R.CountFixedAtStart({ atStart, now: s.suppression }));
    }
  }

  // 5. repeats
  if (!a.notAction && kind) {
    if (kind === 'move') {
      if (moves) out.push(R.MoveMayRepeat({ moves }));
    } else if (earlier) out.push(kind === 'attack' ? R.OneAttackAction({ earlier: describeAction(earlier) }) : R.SameActionTwice({ kind }));
    else if (kind === 'attack') {
      if (notActionAttack) out.push(R.EarlierAttackNotAction());
    } else if (gainedSame) out.push(R.GainedTokenNotAction({ kind }));
  }
  // A card action made again, or also a named action (cards.ts, loaded only for a card action).
  if (isCard) part('cards').repeatChecks(s, a, earlier, out);

  // 6. keywords that change actions
  if (s.keywords && log) {
    for (const e of s.keywords) {
      const k = typeof e === 'string' ? { keyword: e } : e;
      const check = ruleOf(k.keyword).check;
      if (check) check(s, a, log, k, out);
    }
  }

  // 7. attacks, engagement, withdraw (attacks.ts, loaded only when one of them is in play)
  if (
    (kind === 'attack' || kind === 'move' || kind === 'standby') &&
    (s.engaged || s.undeployed || startedMelee || withdrew || a.withdraw || a.startsMelee || a.defender || a.extraDefender || a.defenders)
  )
    part('attacks').declareChecks(s, a, out, attacked || notActionAttack ? 'attack' : standby ? 'standby' : null, withdrew);

  // 8. standby
  if (!a.notAction) {
    if (kind === 'standby') {
      if (s.type === 'repulsor-vehicle') out.push(R.StandbyUnitType({ type: 'repulsor vehicle' }));
      if (attacked) out.push(R.StandbyWithAttack({ earlier: 'attack' }));
    } else if (kind === 'attack' && standby) out.push(R.StandbyWithAttack({ earlier: 'standby' }));
  }

  // 9. the card's state: exhausted, expended, or full to its capacity (exhaust.ts, loaded only for an action that names one),
  // after every other rule that may refuse the action: a refused action spends no card.
  if (a.exhausts ?? a.expends ?? a.capacity) part('exhaust').cardChecks(s, a, out);

  // 10. what an action the unit may make does (a refused one does nothing, and uses no action: the count's
  // "uses 1 of 2" and a two-icon card's "uses both" go): a recover removes suppression; any action, and any
  // attack (one that is no action too), removes the standby token the unit holds now
  // (legion-standby-token-removed): one held as the activation began that nothing in `did` removed yet, or one
  // its standby action or an effect gave since that no later action, attack or suppression removed; a move
  // gives (Tactical's aim, Agile's dodge) or offers (Spur), a standby action gives (Ready's aim).
  if (!out.some((r) => r.refuses)) {
    if (kind === 'recover') out.push(R.RecoverRemovesSuppression({ suppression: s.suppression }));
    if (token > (s.standbyLost ?? -1)) out.push(R.StandbyTokenRemoved());
    actionGains(s, a, out);
  } else if (counted >= 0) out.splice(counted, costOf(a));
  return verdictOf(out);
}

/** The state after the unit makes `a`: `a` appended to the log (no legality check; ask {@link canPerform} first). */
export function perform(s: UnitState, a: Done): UnitState {
  return { ...s, did: [...s.did, a] };
}

/**
 * The candidate next actions: each named action, normal and free (as if an effect granted it), the
 * actions its keywords add (the Relentless free attack, Gunslinger's extra defender…), and each of
 * its card actions, and a standby token's free move and free attack (for an engaged unit the move
 * is a withdraw, the only move it has: legion-engaged). Each comes with its {@link canPerform} verdict.
 */
export function legalActions(s: UnitState): { action: Action; verdict: Verdict }[] {
  const candidates: Action[] = [];
  for (const action of NAMED_KINDS) candidates.push({ action });
  for (const action of NAMED_KINDS) candidates.push({ action, free: true });
  if (s.keywords) {
    for (const e of s.keywords) {
      const k = typeof e === 'string' ? { keyword: e } : e;
      const more = ruleOf(k.keyword).candidates;
      if (more) candidates.push(...more(s, k));
    }
  }
  if (s.engaged) candidates.push({ action: 'move', withdraw: true });
  if (s.standby)
    candidates.push(
      { action: 'move', free: true, standby: true, ...(s.engaged && { withdraw: true }) },
      { action: 'attack', free: true, standby: true, defender: { trigger: true } },
    );
  if (s.cards) candidates.push(...s.cards);
  return candidates.map((action) => ({ action, verdict: canPerform(s, action) }));
}

/**
 * What an action the unit may make gives or offers it, from its keywords' hooks, in the order the
 * unit lists them: for a move, `moved` (Tactical's aim, legion-tactical; Agile's dodge,
 * legion-agile; Spur's extra speed, legion-spur); for any other action, `made` (Ready's aim after
 * a standby action, legion-ready). Ask it only once nothing refused the action: a refused action
 * gives nothing. The one reading in the unit's own activation (canPerform) and outside it (round.ts).
 */
export function actionGains(s: UnitState, a: Action, out: Reason[]): void {
  if (!s.keywords) return;
  const move = kindOf(a) === 'move';
  for (const e of s.keywords) {
    const k = typeof e === 'string' ? { keyword: e } : e;
    const rule = ruleOf(k.keyword);
    (move ? rule.moved : rule.made)?.(s, a, k, out);
  }
}
