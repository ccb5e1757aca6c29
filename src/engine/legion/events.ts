/**
 * Events that change a unit's state before a question is asked: a rally with the faces actually
 * rolled (legion-rally, legion-indomitable), gaining suppression tokens (legion-suppression-gain,
 * legion-courage-none, legion-vehicle-no-courage, legion-standby-token-removed), as the defender of
 * an attack (legion-attack-suppression; `attacked` in a scenario), wounds
 * (legion-vehicle-damage-token), Repair (legion-repair, legion-repair-no-refund), Treat
 * (legion-treat), an order issued
 * the end of the activation (legion-panic-remove-at-end and the rules named there) and the End
 * Phase after it (legion-end-phase), `untilRally`, which runs those before a rally, and
 * `beforeQuestion`, which runs a scenario's events in game order. Each returns the new state and
 * the reasons that decided it; none checks legality beyond what it names.
 */
import { catalogue, isVehicle, moraleOf, ruleOf, suppressionAtStart } from './kernel.ts';
import { engagedNow, WithdrewOutOfMelee } from './attacks.ts';
import { IndomitableRedDice, ralliesRed } from './rally.ts';
import { sameName } from './names.ts';
import { isGainedToken, kindOf, rallyDice, type UnitState, type Weapon, type WhiteFace } from './state.ts';
import type { Reason } from '../core/index.ts';
import type { Scenario } from './scenario.ts';

export const VehicleNoSuppression = catalogue.reason<{ type: string }>('VehicleNoSuppression', 'legion-vehicle-no-courage', false);

export const ActivationEnded = catalogue.reason('ActivationEnded', 'legion-activation-steps', false);
export const EndPhaseRemoves = catalogue.reason<{ removed: number }>('EndPhaseRemoves', 'legion-end-phase', false);
export const NextRallyUnknown = catalogue.reason<{ dice: number; odds: string }>('NextRallyUnknown', 'legion-end-phase', false);
export const IonRemovedAtEnd = catalogue.reason<{ ion: number }>('IonRemovedAtEnd', 'legion-ion', false);
export const OrderTokenFacedown = catalogue.reason('OrderTokenFacedown', 'legion-one-activation', false);
export const CardsStaySpent = catalogue.reason<{ cards: string }>('CardsStaySpent', 'legion-exhaust', false);
export const RecoverReadied = catalogue.reason('RecoverReadied', 'legion-recover', false);
export const ScoutDeployed = catalogue.reason('ScoutDeployed', 'legion-scout', false);
export const DamageDieNotRolled = catalogue.reason('DamageDieNotRolled', 'legion-damaged-roll', false);
export const IonDiceNotRolled = catalogue.reason<{ dice: number }>('IonDiceNotRolled', 'legion-ion', false);
export const NoSuppressionGained = catalogue.reason('NoSuppressionGained', 'legion-courage-none', false);
export const PanicRemovesAtEnd = catalogue.reason<{ courage: number }>('PanicRemovesAtEnd', 'legion-panic-remove-at-end', false);
export const RallyRolled = catalogue.reason<{ removed: number; left: number; dice: number }>('RallyRolled', 'legion-rally', false);
export const RepairRemoves = catalogue.reason<{ removed: number; x: number }>('RepairRemoves', 'legion-repair', false);
export const TreatRemoves = catalogue.reason<{ removed: number; x: number }>('TreatRemoves', 'legion-treat', false);
export const RepairNoRefund = catalogue.reason<{ die: string }>('RepairNoRefund', 'legion-repair-no-refund', false);
export const StandbyLostToSuppression = catalogue.reason('StandbyLostToSuppression', 'legion-standby-token-removed', false);
export const SuppressionGained = catalogue.reason<{ n: number; now: number }>('SuppressionGained', 'legion-suppression-gain', false);
export const AttackSuppresses = catalogue.reason('AttackSuppresses', 'legion-attack-suppression', false);
export const AttackNoSuppression = catalogue.reason<{ why: string }>('AttackNoSuppression', 'legion-attack-suppression', false);
export const SuppressiveToken = catalogue.reason('SuppressiveToken', 'legion-suppressive', false);
export const SuppressiveDefeated = catalogue.reason('SuppressiveDefeated', 'legion-suppressive', false);
export const VehicleDamageGained = catalogue.reason<{ wounds: number; resilience: number }>(
  'VehicleDamageGained',
  'legion-vehicle-damage-token',
  false,
);
export const VehicleDamageOnce = catalogue.reason('VehicleDamageOnce', 'legion-vehicle-damage-token', false);

/**
 * Suppression tokens the unit removes at the end of its activation because it began its Perform
 * Actions step panicked, and so made no action: its own courage, at most the tokens it holds
 * (legion-panic-remove-at-end). `null` when the rule does not apply (not panicked then, courage
 * "-", a vehicle, or still in the start or rally step).
 */
export function panicRemovalAtEnd(s: UnitState): number | null {
  if (s.step === 'rally' || s.step === 'start' || typeof s.courage !== 'number') return null;
  return moraleOf(s, suppressionAtStart(s)).panicked ? Math.min(s.courage, s.suppression) : null;
}

/** A state after an event and the rules the event applied. */
export interface Event {
  readonly state: UnitState;
  readonly reasons: readonly Reason[];
}

/**
 * The unit's rally with the faces rolled, one per suppression token (white dice, or red with
 * Indomitable; a block or a surge removes a token either way). The state comes out at the start
 * of the Perform Actions step: `suppression` and `suppressionAtStart` are what is left, `did` is
 * empty. Faces beyond the dice are ignored and a short roll counts the missing dice as blanks;
 * callers validate the count (the scenario validator does).
 */
export function rallyRoll(s: UnitState, faces: readonly WhiteFace[]): Event {
  const dice = rallyDice(s);
  let removed = 0;
  for (let i = 0; i < dice; i++) if (faces[i] === 'block' || faces[i] === 'surge') removed++;
  const left = dice - removed;
  const reasons: Reason[] = [RallyRolled({ removed, left, dice })];
  if (ralliesRed(s)) reasons.push(IndomitableRedDice());
  return { state: { ...s, suppression: left, suppressionAtStart: left, step: 'perform-actions', did: [] }, reasons };
}

/**
 * `true` when the unit holds a standby token now: one held as its activation began (`standby`), or
 * one its standby action or an effect gave it this activation, as long as no later entry of `did`
 * (any action, or any attack, one that is no action too) and no suppression gained since
 * (`standbyLost`) removed it (legion-standby-token-removed): a token held as the activation began
 * is gone once the unit has made its first action or attack. canPerform reads the log the same way
 * in its one pass.
 */
export function standbyHeld(s: UnitState): boolean {
  let at = s.standby ? 0 : -1;
  s.did.forEach((d, i) => {
    const gained = isGainedToken(d);
    if (gained ? d.gained === 'standby' : kindOf(d) === 'standby' && !d.notAction) at = i + 1;
    else if (!gained) at = -1;
  });
  return at > (s.standbyLost ?? -1);
}

/**
 * The unit gains `n` suppression tokens now (n ≥ 1): none for courage "-" or a vehicle; a
 * trooper or droid trooper gains them, and a standby token it holds is removed, one its standby
 * action gave this activation too (`standbyLost`, legion-standby-token-removed). From the Perform
 * Actions step on, `suppressionAtStart` keeps the count the step began with (legion-action-count-fixed).
 */
export function gainSuppression(s: UnitState, n: number): Event {
  if (isVehicle(s.type)) return { state: s, reasons: [VehicleNoSuppression({ type: s.type.replace('-', ' ') })] };
  if (s.courage === 'none') return { state: s, reasons: [NoSuppressionGained()] };
  const now = Math.min(30, s.suppression + n);
  const reasons: Reason[] = [SuppressionGained({ n, now })];
  // A token held as the activation began, or one its standby action or an effect gave since (standbyHeld).
  const lost = standbyHeld(s);
  if (lost) reasons.push(StandbyLostToSuppression());
  // In the Perform Actions step or later the action count stays as it was when the step began.
  const fixed = s.step === 'start' || s.step === 'rally' ? {} : { suppressionAtStart: s.suppressionAtStart ?? s.suppression };
  return { state: { ...s, ...fixed, suppression: now, standby: false, ...(lost && { standbyLost: s.did.length }) }, reasons };
}

/** What {@link attackSuppression} needs of an attack that has resolved against the unit. */
export interface ResolvedAttack {
  /** The pool's weapon type. */
  readonly weapon: Weapon;
  /** At least one hit or critical result was rolled. */
  readonly hit: boolean;
  /** The attack defeated the unit. */
  readonly defeated?: boolean;
  /** The pool held a weapon with Suppressive (legion-suppressive). */
  readonly suppressive?: boolean;
}

/**
 * The unit, as the defender of an attack that has resolved: it gains one suppression token when
 * the attack was ranged, rolled a hit or a critical, and did not defeat it
 * (legion-attack-suppression), and one more when the pool held a Suppressive weapon, whatever the
 * dice showed and whatever the weapon type, unless the attack defeated it (legion-suppressive). The
 * tokens are gained as {@link gainSuppression} gains them (none for courage "-" or a vehicle; a
 * standby token it held goes). Otherwise its state is unchanged and the reason says why.
 */
export function attackSuppression(s: UnitState, attack: ResolvedAttack): Event {
  const why =
    attack.weapon !== 'ranged'
      ? 'a melee attack'
      : !attack.hit
        ? 'no hit or critical rolled'
        : attack.defeated
          ? 'the unit was defeated'
          : '';
  const reasons: Reason[] = [why ? AttackNoSuppression({ why }) : AttackSuppresses()];
  const n = (why ? 0 : 1) + (attack.suppressive && !attack.defeated ? 1 : 0);
  if (attack.suppressive) reasons.push(attack.defeated ? SuppressiveDefeated() : SuppressiveToken());
  if (!n) return { state: s, reasons };
  const gained = gainSuppression(s, n);
  return { state: gained.state, reasons: [...reasons, ...gained.reasons] };
}

/**
 * The unit suffers `n` wounds (n ≥ 1). A vehicle whose wounds reach its resilience gains the
 * vehicle damage token, unless it has one or already gained one this game (once per game), or
 * its resilience is "-" (omitted) (legion-vehicle-damage-token).
 */
export function gainWounds(s: UnitState, n: number): Event {
  const wounds = Math.min(99, (s.wounds ?? 0) + n);
  const state: UnitState = { ...s, wounds };
  if (!isVehicle(s.type) || s.resilience === undefined || wounds < s.resilience) return { state, reasons: [] };
  if (s.damaged || s.damageGained) return { state, reasons: [VehicleDamageOnce()] };
  return { state: { ...state, damaged: true, damageGained: true }, reasons: [VehicleDamageGained({ wounds, resilience: s.resilience })] };
}

/**
 * Treat X used on the unit, an organic trooper (the scenario validator refuses `treated` on a droid
 * trooper or a vehicle): removes up to `x` of its wound tokens (legion-treat).
 */
export function treat(s: UnitState, x: number): Event {
  const removed = Math.min(x, s.wounds ?? 0);
  return { state: { ...s, wounds: (s.wounds ?? 0) - removed }, reasons: [TreatRemoves({ removed, x })] };
}

/**
 * Repair X used on the unit, a droid trooper or a vehicle (the scenario validator refuses
 * `repaired` on an organic trooper: Treat heals those, {@link treat}): removes up to `x` tokens in total, its vehicle damage
 * token first, then wounds, then ion (the engine's order; the player may choose another)
 * (legion-repair). A damage token once removed never comes back this game.
 *
 * The action count was fixed when Perform Actions began (legion-action-count-fixed): from that step
 * on, a blank already rolled this activation on the damage die (`damageRoll`) or an ion die
 * (`ionBlank`) keeps costing its action after Repair removes the token, and the reasons say so
 * (legion-repair-no-refund, this vault's reading). In the start and rally steps nothing is lost
 * yet: the removed token's die is not rolled (`damageRoll` dropped; `ionBlank` dropped when no ion
 * token is left).
 */
export function repair(s: UnitState, x: number): Event {
  let left = x;
  const damaged = s.damaged === true && left === 0;
  if (s.damaged && left > 0) left--;
  const w = Math.min(left, s.wounds ?? 0);
  left -= w;
  const i = Math.min(left, s.ion ?? 0);
  left -= i;
  const state: UnitState = {
    ...s,
    damaged,
    wounds: (s.wounds ?? 0) - w,
    ion: (s.ion ?? 0) - i,
    ...(s.damaged ? { damageGained: true } : {}),
  };
  const reasons: Reason[] = [RepairRemoves({ removed: x - left, x })];
  // Before its own Perform Actions step (or in another unit's activation, a repair droid's): no die
  // of this activation is rolled yet.
  if (s.step === 'start' || s.step === 'rally' || (s.turn !== undefined && s.turn !== 'own')) {
    if (!damaged) delete (state as { damageRoll?: WhiteFace }).damageRoll;
    if (!state.ion) delete (state as { ionBlank?: boolean }).ionBlank;
  } else {
    // The dice of this activation were rolled with the tokens on: what a blank cost stays lost.
    if (s.damaged && !damaged && s.damageRoll === 'blank') reasons.push(RepairNoRefund({ die: 'damage die' }));
    if (i && s.ionBlank) reasons.push(RepairNoRefund({ die: 'ion die' }));
  }
  return { state, reasons };
}

/** Applies `hook` of each of the unit's keywords that has it, in the order the unit lists them. */
function eachKeyword(s: UnitState, hook: 'onOrder' | 'atEnd', out: Reason[], wanted?: string): UnitState {
  let state = s;
  for (const e of s.keywords ?? []) {
    const k = typeof e === 'string' ? { keyword: e } : e;
    const apply = ruleOf(k.keyword)[hook];
    if (apply) state = apply(state, k, out, wanted);
  }
  return state;
}

/**
 * The unit is issued an order (Command Phase or Coordinate): its keywords' order effects apply
 * (Fire Support: a standby token, not a standby action, never to a repulsor vehicle; Disciplined X:
 * removes up to X suppression tokens; Coordinate: may issue one order to a listed allied unit within
 * 1: legion-fire-support, legion-disciplined, legion-coordinate, in keywords/). `ordered` becomes
 * true, and its order token is faceup (`faceup`: AI no longer binds it, legion-ai).
 */
export function issueOrder(s: UnitState): Event {
  const reasons: Reason[] = [];
  return { state: eachKeyword({ ...s, ordered: true, faceup: true }, 'onOrder', reasons), reasons };
}

/**
 * The unit's activation ends (legion-activation-steps). A unit that began its Perform Actions step
 * panicked removes suppression equal to its courage (legion-panic-remove-at-end); its ion
 * tokens go (legion-ion); the cards its actions exhausted stay exhausted and those they expended
 * are gone, while a recover readied the cards exhausted before it (legion-exhaust, legion-recover:
 * {@link cardsAfter}); an undeployed unit that moved (its Scout move) is deployed (legion-scout);
 * its keywords' end-of-activation effects apply (Master of the Force X readies Force upgrades,
 * those exhausted this activation included: legion-master-of-the-force); last, after all of them
 * (legion-activation-steps), its order token is turned facedown (legion-one-activation). The
 * state returned is the unit's activation in the next round, at its Perform Actions step with
 * nothing done: `did` empty, no standby token (gone in the End Phase),
 * no activation made yet that round, no order issued yet (`orderIssued` issues one), engaged
 * unless it withdrew (legion-withdraw), and a damaged vehicle's damage die not rolled yet
 * (`damageRoll` dropped: {@link diceNotRolled} says the answer counts no blank, legion-damaged-roll).
 * `wanted`: the upgrade card the question is about (the card its action exhausts); where an
 * end-of-activation effect lets the player choose which cards to ready (Master of the Force X
 * readies up to X), that card is chosen first.
 */
export function endActivation(s: UnitState, wanted?: string): Event {
  const reasons: Reason[] = [ActivationEnded()];
  let state = s;
  const removal = panicRemovalAtEnd(s);
  if (removal !== null) {
    reasons.push(PanicRemovesAtEnd({ courage: s.courage as number }));
    state = { ...state, suppression: state.suppression - removal };
  }
  if ((s.ion ?? 0) > 0) {
    reasons.push(IonRemovedAtEnd({ ion: s.ion ?? 0 }));
    state = { ...state, ion: 0 };
  }
  const withdrew = s.engaged === true && s.did.some((d) => !isGainedToken(d) && d.withdraw === true);
  if (withdrew) reasons.push(WithdrewOutOfMelee());
  const engagedAtEnd = engagedNow(s);
  state = cardsAfter(state, reasons);
  // An undeployed unit that moved (its Scout move deploys it) is on the battlefield from then on.
  if (s.undeployed && s.did.some((d) => !isGainedToken(d) && kindOf(d) === 'move')) {
    reasons.push(ScoutDeployed());
    state = { ...state, undeployed: false };
  }
  const ended = eachKeyword(state, 'atEnd', reasons, wanted);
  // The last step of an activation, after every end-of-activation effect (legion-activation-steps).
  if (s.faceup) reasons.push(OrderTokenFacedown());
  const {
    suppressionAtStart: _,
    standbyLost: _l,
    activations: __,
    ionBlank: ___,
    damageRoll: _r,
    faceup: _f,
    ordered: _o,
    engaged: _e,
    ...rest
  } = ended;
  return {
    state: { ...rest, ...(engagedAtEnd ? { engaged: true } : {}), step: 'perform-actions', turn: 'own', did: [], standby: false },
    reasons,
  };
}

/**
 * The unit's upgrade cards as its activation's log leaves them (legion-exhaust, legion-recover): a
 * recover action (or a card action that is one) readies every card exhausted before it; a card an
 * action exhausts stays exhausted, and one an action expends is gone for the game. The log is
 * dropped when the activation ends, so what it did to the cards is kept in `exhausted` and
 * `expended`, which the end-of-activation effects (Master of the Force) then read. The reasons say
 * which cards stay spent into the next round, and that a recover readied the cards exhausted before it.
 */
function cardsAfter(s: UnitState, out: Reason[]): UnitState {
  let exhausted = [...(s.exhausted ?? [])];
  const expended = [...(s.expended ?? [])];
  let spent: string[] = []; // the cards this log exhausted or expended that stay so
  let recovered = false;
  const add = (list: string[], card = ''): void => {
    if (!card || list.some((c) => sameName(c, card))) return;
    list.push(card);
    spent.push(card);
  };
  for (const d of s.did) {
    if (isGainedToken(d)) continue;
    if (kindOf(d) === 'recover') {
      recovered ||= exhausted.length > 0;
      spent = spent.filter((c) => expended.includes(c));
      exhausted = [];
    }
    add(exhausted, d.exhausts);
    add(expended, d.expends);
  }
  if (recovered) out.push(RecoverReadied());
  if (spent.length) out.push(CardsStaySpent({ cards: spent.join(', ') }));
  return recovered || spent.length ? { ...s, exhausted, expended } : s;
}

/**
 * Caveats for a unit whose events took it into its Perform Actions step (`step: perform-actions`:
 * after `ended`, or a rally `rolled` from the start or rally step) without this activation's dice:
 * a damaged vehicle without `damageRoll` (legion-damaged-roll), a unit with ion tokens without
 * `ionBlank` (legion-ion). The engine then counts no blank (every action kept); these reasons say
 * so, and what a blank would cost. Empty in any other step, in another unit's activation (the dice
 * are its own activation's), or when the dice are given. `answer` (answer.ts) asks it once, after
 * every event of the scenario, with the unit as the scenario gave it (`before`): a Repair that
 * removed the token first leaves no caveat, and neither does a damage token the scenario's wounds
 * brought (it came after this activation's dice, so it costs nothing before the next activation:
 * legion-damaged-roll, this vault's reading).
 */
export function diceNotRolled(s: UnitState, before: UnitState): Reason[] {
  const out: Reason[] = [];
  if (s.step !== 'perform-actions' || (s.turn ?? 'own') !== 'own') return out;
  if (s.damaged && before.damaged && s.damageRoll === undefined) out.push(DamageDieNotRolled());
  if ((s.ion ?? 0) > 0 && s.ionBlank === undefined) out.push(IonDiceNotRolled({ dice: s.ion ?? 0 }));
  return out;
}

/**
 * The End Phase of the round (legion-end-phase): every aim, dodge and standby token is removed,
 * then one suppression token (none below zero). `s` is the unit as its activation ended
 * ({@link endActivation}).
 */
export function endPhase(s: UnitState): Event {
  const removed = Math.min(1, s.suppression);
  return {
    state: { ...s, aim: 0, dodge: 0, standby: false, suppression: s.suppression - removed },
    reasons: [EndPhaseRemoves({ removed })],
  };
}

/**
 * What happens to the unit of scenario `e` before its rally is rolled, in game order: with `ended`,
 * the end of its activation ({@link endActivation}) and the End Phase ({@link endPhase}); with
 * `orderIssued`, the order it is issued (in the Command Phase, before its activation:
 * {@link issueOrder}, Disciplined among its effects). With `ended` and no `rolled`, the rally of
 * its next activation is not known: the state keeps its suppression (no token removed) and a
 * reason says so (legion-end-phase), when it has dice to roll. The scenario validator counts the
 * faces `rolled` must list from the state returned ({@link rallyDice} of state.ts), and `answer`
 * (answer.ts) rolls them on it: one computation for both.
 */
export function untilRally(s: UnitState, e: Pick<Scenario, 'ended' | 'orderIssued' | 'rolled'> & Partial<Pick<Scenario, 'ask'>>): Event {
  let state = s;
  const reasons: Reason[] = [];
  const apply = (ev: Event): void => {
    state = ev.state;
    reasons.push(...ev.reasons);
  };
  if (e.ended) {
    apply(endActivation(state, typeof e.ask === 'object' ? e.ask.exhausts : undefined));
    apply(endPhase(state));
  }
  if (e.orderIssued) apply(issueOrder(state));
  const dice = rallyDice(state);
  if (e.ended && !e.rolled && dice > 0) {
    // Indomitable rallies with red dice: each removes a token 2 times in 3, not 1 in 3 (legion-indomitable).
    const red = ralliesRed(state);
    reasons.push(NextRallyUnknown({ dice, odds: red ? 'red, 2 in 3' : 'white, 1 in 3' }));
    if (red) reasons.push(IndomitableRedDice());
  }
  return { state, reasons };
}

/**
 * The unit of scenario `e` as its question is asked, after the events the scenario gives, in this
 * order: {@link untilRally} (`ended`, `orderIssued`), the rally `rolled` ({@link rallyRoll}),
 * Repair (`repaired`: {@link repair}), Treat (`treated`: {@link treat}), wounds (`wounded`: {@link gainWounds}), an attack that
 * resolved against it (`attacked`: {@link attackSuppression}, legion-attack-suppression; after the
 * wounds, as an attack's suppression comes after its wounds), then suppression gained (`gains`:
 * {@link gainSuppression}). Then the caveats of {@link diceNotRolled} (with the unit as the
 * scenario gave it). The reasons of every event, in that order; `answer` (answer.ts) puts them
 * before the question's.
 */
export function beforeQuestion(e: Scenario): Event {
  let state = e.state;
  const reasons: Reason[] = [];
  const apply = (ev: Event): void => {
    state = ev.state;
    reasons.push(...ev.reasons);
  };
  apply(untilRally(state, e));
  if (e.rolled) apply(rallyRoll(state, e.rolled));
  if (e.repaired) apply(repair(state, e.repaired));
  if (e.treated) apply(treat(state, e.treated));
  if (e.wounded) apply(gainWounds(state, e.wounded));
  if (e.attacked) apply(attackSuppression(state, e.attacked));
  if (e.gains) apply(gainSuppression(state, e.gains));
  // Taken into Perform Actions without this activation's damage die or ion dice: counted as no blank, and said.
  reasons.push(...diceNotRolled(state, e.state));
  return { state, reasons };
}
