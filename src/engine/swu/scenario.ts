/**
 * Scenarios: untrusted plain data (a `check` block's YAML, a URL) → a validated {@link Scenario}.
 *
 * Format (every field optional unless marked; `game` and `expect` are accepted and ignored):
 * ```yaml
 * game: swu
 * players: [A, B]            # two distinct names; default [A, B]
 * active: A                  # whose turn it is; default the first player
 * acted: false               # the active player already took their action this turn (not a pass: for
 *                            # that, write `pass` in `happens`); default false
 * resources: { A: 2 }        # ready resources per player; default 0
 * cards:
 *   - id: vader              # required, unique
 *     name: Darth Vader      # default: the id
 *     controller: A          # default: the active player
 *     exhausted: true        # default false (ready); a unit other than a leader that entered this
 *                            # phase (`entered: now` or `phase`) defaults to true: units enter play
 *                            # exhausted, so `exhausted: false` there means an effect readied it
 *     unit: { arena: ground, power: 3, hp: 5, damage: 1, shields: 1, leader: false, entered: now }
 *                            # a unit in play: arena ground|space (required), power/damage/shields default 0,
 *                            # hp default 1; entered: now (its When Played / Ambush window) | phase | none
 *     cost: 4                # printed cost, read by `ask.abilityCost`; or `token: true` (a token: costs 0,
 *                            # no `cost` with it)
 *     abilities:             # each has exactly one of action / epic / constant / keyword / when / event
 *       - { id: strike, action: { exhaust: true, resources: 1 } }   # Action [Exhaust, 1 resource]
 *       - { id: finale, epic: {}, used: true }                      # Epic Action, already used
 *       - { id: guard, constant: "While undamaged, it has Sentinel." }
 *       - { keyword: Sentinel }                                     # id defaults to `sentinel`
 *       - { keyword: Raid 2 }                                       # Raid and Restore need their number
 *       - { id: wd, when: When Defeated, text: Draw a card. }
 *       - { id: wp, when: When Played/On Attack, may: true }        # `may`: a "you may" ability
 *       - { id: blast, event: Deal 2 damage to each ground unit. }
 * pending:                   # triggered abilities waiting; `triggers` = what each triggers while resolving;
 *                            # at most MAX_PENDING_TRIGGERS (32) in all layers, with those `happens` may add
 *   - { id: a1, controller: A, label: "Play: When Played", triggers: [{ id: b1, controller: B }] }
 * effects:
 *   - { id: e1, lasting: this-attack, ignore: { card: vader, keyword: Sentinel } }  # or this-phase
 *   - { id: e5, lasting: this-phase, cantBeAttacked: luke }   # luke can't be attacked (Sentinel overrides it)
 *   - { id: e2, delayed: start-of-turn, controller: A, text: Draw a card. }          # or end-of-attack / end-of-phase
 *   - { id: e3, replacement: defeat, card: vader, instead: heal all damage from it }
 *   - { id: e4, replacement: damage, card: vader, prevent: 1 }   # prevents 1 of each instance (none given: all)
 * bases: { A: { hp: 30, damage: 4 } }   # default 30 HP, no damage
 * aspects: { A: [vigilance, heroism] }  # icons the leader and base provide (a double icon twice)
 * hand:
 *   - { id: x, name: X-Wing, owner: A, cost: 2, aspects: [heroism], increase: 0, decrease: 0, ignorePenalty: false, free: false }
 * initiative: A              # who holds the initiative counter; default the active player
 * initiativeTaken: false     # someone (the holder) took it this round
 * opponentPassed: false      # the previous action in this phase was the opponent's pass
 * happens:                   # applied in order before the question
 *   - end-of-attack          # or end-of-phase
 *   - regroup                # both passed: end of phase, regroup (every card readied), next action phase
 *                            # (the initiative holder active, their turn starting: nothing pending but
 *                            # their delayed effects for the start of their turn; `resources` as after it)
 *   - { start-of-turn: B }
 *   - pass                   # the active player passes as their action for the turn (`acted` becomes true;
 *                            # refused if they acted already). At the other player's `start-of-turn`,
 *                            # `opponentPassed` is then true (after any other action of theirs, false).
 *                            # A pass right after the opponent's (or while the opponent took the initiative
 *                            # this round) ends the action phase: no turn follows (a `start-of-turn`, a pass,
 *                            # a play or an attack as the turn's action is refused); waiting abilities,
 *                            # `end-of-phase` and `regroup` may follow
 *   - { defeat: vader, choose: e3 }   # `choose` only when several replacement effects apply
 *   - { play: vader }                 # vader entered play, cost paid: it is the active player's action for
 *                            # the turn (`acted` becomes true; refused if they acted already, or if vader is
 *                            # the other player's card) unless `byAbility: true` (an ability made its
 *                            # controller play it); it enters play (`entered: now`; a unit given without
 *                            # `entered` enters exhausted, a leader ready); then When Played, Ambush, Shielded trigger
 *   - { attack: { attacker: vader, defender: luke } }   # the attack begins (no defender: the enemy base):
 *                            # checked as `ask.attack` is (`otherArena: true` as there: an ability let
 *                            # vader attack a unit in the other arena); vader exhausts; it is the active player's
 *                            # action for the turn (`acted` becomes true) unless `byAbility: true` (an
 *                            # ability made it attack; Ambush is one already); Saboteur defeats luke's
 *                            # Shields; then On Attack / On Defense trigger. No combat damage is dealt. The
 *                            # attack is in progress until `end-of-attack`: no other attack may begin before
 *   - { damage: { cards: [trooper, luke], amount: 2, unpreventable: false, order: [e4, shield], choose: [e3] } }
 *                            # one ability deals the same damage to several units at once (swu-damage-sequential):
 *                            # `cards` lists each unit once (at least one); `amount`, `unpreventable`, `order` as
 *                            # in `ask.damage` below, each unit taking it as that question deals it to one unit
 *                            # (its own Shields and prevention effects; `order` applies to each unit's own);
 *                            # `choose`: the defeat replacements picked, at most one per unit. Every unit has its
 *                            # damage before any is defeated; those it defeats are defeated together, so their
 *                            # When Defeated abilities (`card/ability`) wait in one window for `ask.order`. A unit
 *                            # left standing keeps the damage and loses the Shields used.
 * ask:                       # required, exactly one of:
 *   use: { card: vader, ability: strike }    # can I use this ability now?
 *   # active: { card: vader, ability: sentinel }   # is this ability active?
 *   # order: [a1, b1]                             # is this resolution order legal?
 *   # act: play                                   # may the active player do this now? play | attack | ability |
 *   #                                             # initiative | pass | trigger; with card?, ability?, byAbility?,
 *   #                                             # otherArena? (attack: as for `attack` below)
 *   # attack: { attacker: x, target: base }       # may x attack (that)? target: a unit id or base; optional;
 *   #                                             # the turn is checked as for `act: attack`; byAbility: true when
 *   #                                             # an ability makes it attack (Ambush is one already); otherArena:
 *   #                                             # true when an ability lets x attack a unit in the other arena; `choose`:
 *   #                                             # the defeat replacement picked when several apply to a unit
 *   #                                             # (attacker or target) the combat damage defeats: an effect id,
 *   #                                             # or a list of them (both units: [e3, e5]), at most one per unit
 *   # damage: { card: x, amount: [2, 1], unpreventable: false, order: [e4, shield] }
 *   #                                             # is the unit (or `base: A`) defeated? `order`: how its controller
 *   #                                             # applies several damage replacements (effect ids, `shield`);
 *   #                                             # `choose`: the defeat replacement picked when several apply
 *   #                                             # (an effect id, or a list holding one)
 *   # damage: { base: each, amount: 3 }           # both bases at once: does the game end (who loses, or a draw)?
 *   # cost: x                                     # can x's owner pay for this hand card now?
 *   # declineAttack: { attacker: x }              # may the player decline the attack an ability grants with x?
 *   #                                             # no `attacker`: "attack with a unit", `player` (default the
 *   #                                             # active player) picks any unit; may: true (the ability says
 *   #                                             # "may"); otherArena as for `attack`
 *   # abilityCost: { card: x, atMost: 3 }         # does an ability that checks cost count x (a card in play
 *   #                                             # with `cost` or `token`, or a hand card)? atMost and/or atLeast
 * ```
 * A trigger from a defeated card's "When Defeated" ability gets the id `card/ability`, and one from
 * its Bounty keyword (`{ keyword: Bounty }`, collected by its opponent) `card/bounty`; a fired
 * delayed effect keeps the effect's id. `controller` of an effect defaults to the active player.
 */
import { emptyRecord, failed, type Checked } from '../core/index.ts';
import type { GameEvent } from './effects.ts';
import { isName, isObj, MAX_LIST, Problems } from './scenario-problems.ts';
import { parseBase, parseAspects, parseHandCard, parseUnit, perPlayer } from './scenario-table.ts';
import type { Ability, Card, Effect, HandCard, PendingTrigger, PlayerId, SwuState, TurnState } from './state.ts';
import { DURATIONS, TIMING_POINTS } from './state.ts';
import { TURN_ACTIONS, type ActKind } from './turn.ts';
import { sameKeyword } from './abilities.ts';
import { keywordNumber, NUMBERED_KEYWORDS } from './keywords.ts';
import { SCENARIO_FIELDS } from './fields.ts';
import type { GrantedAttack } from './attack.ts';
import type { CostBound } from './cost.ts';

/** The question of a scenario. */
export type Question =
  | { readonly kind: 'use'; readonly card: string; readonly ability: string }
  | { readonly kind: 'active'; readonly card: string; readonly ability: string }
  | { readonly kind: 'order'; readonly order: readonly string[] }
  | {
      readonly kind: 'act';
      readonly act: ActKind;
      readonly card?: string;
      readonly ability?: string;
      readonly byAbility?: boolean;
      /** For `act: attack`: an ability lets the unit attack a unit in the other arena (as `ask.attack.otherArena`). */
      readonly otherArena?: boolean;
    }
  | {
      readonly kind: 'attack';
      readonly attacker: string;
      readonly target?: string;
      /** `true` when an ability makes the unit attack: part of resolving it, not the turn's action. */
      readonly byAbility?: boolean;
      /**
       * `true` when an ability lets the attacker attack a unit in the other arena (`swu-arena-same`:
       * "unless an ability allows it"); see `canAttack` of attack.ts.
       */
      readonly otherArena?: boolean;
      /**
       * The replacement effects the units' controllers pick when several would change a unit's
       * defeat by the combat damage: one effect id, or a list of them, each on the attacker's or
       * the target's defeat (the effect names its unit), at most one per unit (see {@link choices}).
       */
      readonly choose?: Choose;
    }
  | {
      readonly kind: 'damage';
      readonly card?: string;
      /** A player's base, or `each`: both bases take the damage at once (who loses, or a draw). */
      readonly base?: PlayerId | 'each';
      readonly amounts: readonly number[];
      readonly unpreventable: boolean;
      /** The order the unit's controller applies its damage replacements in: effect ids and `shield`. */
      readonly order?: readonly string[];
      /**
       * The replacement effect the unit's controller picks when several would change its defeat:
       * its id, or a list holding it (at most one: one unit is defeated; see {@link choices}).
       */
      readonly choose?: Choose;
    }
  | { readonly kind: 'cost'; readonly card: string }
  | ({ readonly kind: 'declineAttack' } & GrantedAttack)
  | ({ readonly kind: 'abilityCost'; readonly card: string } & CostBound);

/**
 * A pick among defeat replacement effects (`choose` of `ask.attack` and `ask.damage`): one effect
 * id, or a list of them, kept as written so that a link writes it back the same way.
 */
export type Choose = string | readonly string[];

/** The effect ids of a `choose`, as a list (none when absent). */
export function choices(choose: Choose | undefined): readonly string[] {
  return choose === undefined ? [] : typeof choose === 'string' ? [choose] : choose;
}

/** The kinds of `ask`. */
export const ASK_KINDS = ['use', 'active', 'order', 'act', 'attack', 'damage', 'cost', 'declineAttack', 'abilityCost'] as const;

export interface Scenario {
  readonly state: SwuState;
  readonly happens: readonly GameEvent[];
  readonly ask: Question;
}

/**
 * Most triggers that may be pending when the question is asked: the `pending` triggers (all
 * layers) plus those `happens` can add (each defeated card's "When …" abilities, each delayed
 * effect). A real turn has a handful; a situation over the cap is refused with `tooManyTriggers`,
 * so that every answer and every widget step stays fast (see `scripts/bench/swu.ts`).
 */
export const MAX_PENDING_TRIGGERS = 32;

const TOP_FIELDS: readonly string[] = ['game', 'expect', ...SCENARIO_FIELDS];
const ABILITY_KINDS = ['action', 'epic', 'constant', 'keyword', 'when', 'event'] as const;

function parseAbility(raw: unknown, where: string, p: Problems): Ability | undefined {
  if (!isObj(raw)) {
    p.add(['abilityShape', where]);
    return undefined;
  }
  const kinds = ABILITY_KINDS.filter((k) => raw[k] !== undefined);
  if (kinds.length !== 1) {
    p.add(['abilityKinds', where, kinds, ABILITY_KINDS]);
    return undefined;
  }
  const kind = kinds[0]!;
  p.unknownKeys(raw, ['id', kind, 'text', ...(kind === 'epic' ? ['used'] : []), ...(kind === 'when' ? ['may'] : [])], where);
  const text = raw.text === undefined ? undefined : p.name(raw.text, `${where}.text`);
  if (kind === 'keyword') {
    const keyword = p.name(raw.keyword, `${where}.keyword`);
    if (!keyword) return undefined;
    // Raid and Restore carry their number (`Raid 2`): without it, the answer would rest on a guess.
    const numbered = NUMBERED_KEYWORDS.find((k) => sameKeyword(keyword, k));
    if (numbered && keywordNumber(keyword) === undefined) p.add(['keywordNumber', `${where}.keyword`, numbered]);
    const id = raw.id === undefined ? keyword.split(/\s+/)[0]!.toLowerCase() : p.name(raw.id, `${where}.id`);
    return id ? { kind: 'keyword', id, keyword } : undefined;
  }
  const id = p.name(raw.id, `${where}.id`);
  if (!id) return undefined;
  switch (kind) {
    case 'action':
    case 'epic': {
      const c = raw[kind];
      if (!isObj(c)) {
        p.add(['cost', `${where}.${kind}`]);
        return undefined;
      }
      p.unknownKeys(c, ['exhaust', 'resources'], `${where}.${kind}`);
      const cost = {
        exhaust: p.bool(c.exhaust, `${where}.${kind}.exhaust`, false),
        resources: p.count(c.resources, `${where}.${kind}.resources`),
      };
      return { kind: 'action', id, cost, epic: kind === 'epic', used: p.bool(raw.used, `${where}.used`, false), ...(text ? { text } : {}) };
    }
    case 'constant':
      return { kind: 'constant', id, text: p.name(raw.constant, `${where}.constant`) ?? '' };
    case 'when':
      return {
        kind: 'triggered',
        id,
        condition: p.name(raw.when, `${where}.when`) ?? '',
        ...(text ? { text } : {}),
        ...(p.bool(raw.may, `${where}.may`, false) ? { optional: true } : {}),
      };
    case 'event':
      return { kind: 'event', id, text: p.name(raw.event, `${where}.event`) ?? '' };
  }
}

function parseCard(raw: unknown, where: string, players: readonly string[], active: PlayerId, p: Problems): Card | undefined {
  if (!isObj(raw)) {
    p.add(['cardShape', where]);
    return undefined;
  }
  p.unknownKeys(raw, ['id', 'name', 'controller', 'exhausted', 'abilities', 'unit', 'cost', 'token'], where);
  const id = p.name(raw.id, `${where}.id`);
  const unit = raw.unit === undefined ? undefined : parseUnit(raw.unit, `${where}.unit`, p);
  const abilities = p
    .list_(raw.abilities, `${where}.abilities`)
    .map((a, i) => parseAbility(a, `${where}.abilities[${i}]`, p))
    .filter((a): a is Ability => a !== undefined);
  const seen = new Set<string>();
  for (const a of abilities) {
    if (seen.has(a.id)) p.add(['abilityIdTwice', where, a.id]);
    seen.add(a.id);
  }
  const cost = raw.cost === undefined ? undefined : p.count(raw.cost, `${where}.cost`);
  const token = p.bool(raw.token, `${where}.token`, false);
  // A token has no printed cost: it costs 0 (swu-ability-reads-printed-cost).
  if (token && cost !== undefined) p.add(['tokenCost', where]);
  if (!id) return undefined;
  return {
    id,
    name: raw.name === undefined ? id : (p.name(raw.name, `${where}.name`) ?? id),
    controller: p.player(raw.controller, `${where}.controller`, players, active),
    // A unit other than a leader enters play exhausted (swu-enters-play-exhausted): one that entered
    // this phase is exhausted unless `exhausted: false` says something readied it since.
    exhausted: p.bool(raw.exhausted, `${where}.exhausted`, unit !== undefined && !unit.leader && unit.entered !== null),
    abilities,
    ...(unit ? { unit } : {}),
    ...(token ? { token: true as const } : cost !== undefined ? { cost } : {}),
  };
}

function parseTrigger(
  raw: unknown,
  where: string,
  players: readonly string[],
  active: PlayerId,
  p: Problems,
  depth: number,
): PendingTrigger | undefined {
  if (!isObj(raw)) {
    p.add(['triggerShape', where]);
    return undefined;
  }
  if (depth > 32) {
    p.add(['tooDeep', where]);
    return undefined;
  }
  p.unknownKeys(raw, ['id', 'controller', 'card', 'label', 'triggers', 'may'], where);
  const optional = p.bool(raw.may, `${where}.may`, false);
  const id = p.name(raw.id, `${where}.id`);
  const triggers = p
    .list_(raw.triggers, `${where}.triggers`)
    .map((t, i) => parseTrigger(t, `${where}.triggers[${i}]`, players, active, p, depth + 1))
    .filter((t): t is PendingTrigger => t !== undefined);
  if (raw.controller === undefined) p.add(['controllerRequired', where, players]);
  const controller = p.player(raw.controller, `${where}.controller`, players, active);
  if (!id) return undefined;
  return {
    id,
    controller,
    triggers,
    ...(raw.card !== undefined ? { card: p.name(raw.card, `${where}.card`) ?? '' } : {}),
    ...(raw.label !== undefined ? { label: p.name(raw.label, `${where}.label`) ?? id } : {}),
    ...(optional ? { optional } : {}),
  };
}

function parseEffect(raw: unknown, where: string, players: readonly string[], active: PlayerId, p: Problems): Effect | undefined {
  if (!isObj(raw)) {
    p.add(['effectShape', where]);
    return undefined;
  }
  const kinds = (['lasting', 'delayed', 'replacement'] as const).filter((k) => raw[k] !== undefined);
  if (kinds.length !== 1) {
    p.add(['effectKinds', where, kinds]);
    return undefined;
  }
  const kind = kinds[0]!;
  const extra = { lasting: ['ignore', 'cantBeAttacked', 'text'], delayed: ['text'], replacement: ['card', 'instead', 'prevent'] }[kind];
  p.unknownKeys(raw, ['id', kind, 'controller', ...extra], where);
  const id = p.name(raw.id, `${where}.id`);
  const controller = p.player(raw.controller, `${where}.controller`, players, active);
  const text = raw.text === undefined ? undefined : p.name(raw.text, `${where}.text`);
  if (kind === 'lasting') {
    const duration = p.oneOf(raw.lasting, `${where}.lasting`, DURATIONS);
    let ignore: { card: string; keyword: string } | undefined;
    if (raw.ignore !== undefined) {
      if (!isObj(raw.ignore)) p.add(['ignoreShape', where]);
      else {
        const card = p.name(raw.ignore.card, `${where}.ignore.card`);
        const keyword = p.name(raw.ignore.keyword, `${where}.ignore.keyword`);
        if (card && keyword) ignore = { card, keyword };
      }
    }
    const cantBeAttacked = raw.cantBeAttacked === undefined ? undefined : p.name(raw.cantBeAttacked, `${where}.cantBeAttacked`);
    // One lasting effect does one thing here: a card ignoring a keyword, or a unit that can't be attacked.
    if (ignore && cantBeAttacked) p.add(['lastingOneChange', where]);
    if (!id || !duration) return undefined;
    return {
      kind,
      id,
      controller,
      duration,
      ...(ignore ? { ignore } : {}),
      ...(cantBeAttacked ? { cantBeAttacked } : {}),
      ...(text ? { text } : {}),
    };
  }
  if (kind === 'delayed') {
    const at = p.oneOf(raw.delayed, `${where}.delayed`, TIMING_POINTS);
    if (!id || !at) return undefined;
    return { kind, id, controller, at, ...(text ? { text } : {}) };
  }
  const replaces = p.oneOf(raw.replacement, `${where}.replacement`, ['defeat', 'damage'] as const);
  const card = p.name(raw.card, `${where}.card`);
  const prevent = raw.prevent === undefined ? undefined : p.count(raw.prevent, `${where}.prevent`);
  const dflt =
    replaces === 'damage'
      ? prevent === undefined
        ? 'all of that damage is prevented'
        : `${prevent} of that damage is prevented`
      : 'something else happens';
  const instead = raw.instead === undefined ? dflt : (p.name(raw.instead, `${where}.instead`) ?? '');
  if (!id || !replaces || !card) return undefined;
  return { kind, id, controller, replaces, card, instead, ...(prevent !== undefined && replaces === 'damage' ? { prevent } : {}) };
}

function parseEvent(raw: unknown, where: string, players: readonly string[], p: Problems): GameEvent | undefined {
  if (raw === 'end-of-attack' || raw === 'end-of-phase') return { kind: 'timing', at: raw };
  if (raw === 'regroup') return { kind: 'regroup' };
  // A pass is always the active player's, as their action for the turn: it takes no value.
  if (raw === 'pass') return { kind: 'pass' };
  if (isObj(raw) && raw.pass !== undefined) {
    p.add(['passEventShape', where]);
    return undefined;
  }
  if (isObj(raw) && raw['start-of-turn'] !== undefined) {
    p.unknownKeys(raw, ['start-of-turn'], where);
    const player = p.player(raw['start-of-turn'], `${where}.start-of-turn`, players, players[0]!);
    return { kind: 'timing', at: 'start-of-turn', player };
  }
  if (isObj(raw) && raw.play !== undefined) {
    p.unknownKeys(raw, ['play', 'byAbility'], where);
    const card = p.name(raw.play, `${where}.play`);
    const byAbility = p.bool(raw.byAbility, `${where}.byAbility`, false);
    return card ? { kind: 'play', card, ...(byAbility ? { byAbility } : {}) } : undefined;
  }
  if (isObj(raw) && raw.attack !== undefined) {
    p.unknownKeys(raw, ['attack'], where);
    if (!isObj(raw.attack)) {
      p.add(['eventShape', where]);
      return undefined;
    }
    p.unknownKeys(raw.attack, ['attacker', 'defender', 'byAbility', 'otherArena'], `${where}.attack`);
    const attacker = p.name(raw.attack.attacker, `${where}.attack.attacker`);
    const defender = raw.attack.defender === undefined ? undefined : p.name(raw.attack.defender, `${where}.attack.defender`);
    const byAbility = p.bool(raw.attack.byAbility, `${where}.attack.byAbility`, false);
    const otherArena = p.bool(raw.attack.otherArena, `${where}.attack.otherArena`, false);
    return attacker
      ? {
          kind: 'attack',
          attacker,
          ...(defender ? { defender } : {}),
          ...(byAbility ? { byAbility } : {}),
          ...(otherArena ? { otherArena } : {}),
        }
      : undefined;
  }
  if (isObj(raw) && raw.damage !== undefined) {
    p.unknownKeys(raw, ['damage'], where);
    const d = raw.damage;
    if (!isObj(d) || !Array.isArray(d.cards) || d.cards.length === 0) {
      p.add(['damageEventShape', `${where}.damage`]);
      return undefined;
    }
    p.unknownKeys(d, ['cards', ...DAMAGE_FIELDS], `${where}.damage`);
    const cards = p
      .list_(d.cards, `${where}.damage.cards`)
      .map((c, i) => p.name(c, `${where}.damage.cards[${i}]`))
      .filter((c): c is string => c !== undefined);
    for (const [i, c] of cards.entries()) if (cards.indexOf(c) !== i) p.add(['damageCardTwice', `${where}.damage.cards`, c]);
    const { amounts, unpreventable, order, choose } = parseDamageFields(d, `${where}.damage`, p);
    return { kind: 'damage', cards, amounts, unpreventable, ...(order ? { order } : {}), ...(choose !== undefined ? { choose } : {}) };
  }
  if (isObj(raw) && raw.defeat !== undefined) {
    p.unknownKeys(raw, ['defeat', 'choose'], where);
    const card = p.name(raw.defeat, `${where}.defeat`);
    const choose = raw.choose === undefined ? undefined : p.name(raw.choose, `${where}.choose`);
    return card ? { kind: 'defeat', card, ...(choose ? { choose } : {}) } : undefined;
  }
  p.add(['eventShape', where]);
  return undefined;
}

/** `choose` as written: one effect id, or a non-empty list of them. */
function parseChoose(raw: unknown, where: string, p: Problems): Choose | undefined {
  if (raw === undefined) return undefined;
  if (isName(raw)) return raw.trim();
  if (Array.isArray(raw) && raw.length > 0 && raw.every(isName)) return raw.map((x) => x.trim());
  p.add(['chooseShape', where]);
  return undefined;
}

/**
 * The problems of a `choose` (`where`: `ask.attack.choose` or `ask.damage.choose`): each id must be
 * a replacement effect on the defeat of one of `units` (`unknown` reports one that is not), and it
 * picks at most one per unit, since a unit's controller applies one replacement to its defeat
 * (`swu-replacement-controller-chooses`).
 */
function checkChoose(
  choose: Choose | undefined,
  where: string,
  units: readonly string[],
  effects: readonly Effect[],
  p: Problems,
  unknown: (id: string, onDefeat: readonly string[]) => void,
): void {
  const onDefeat = effects.filter((e) => e.kind === 'replacement' && e.replaces === 'defeat' && units.includes(e.card));
  const perUnit = new Map<string, string[]>();
  for (const id of choices(choose)) {
    const e = onDefeat.find((x) => x.id === id);
    if (!e || e.kind !== 'replacement')
      unknown(
        id,
        onDefeat.map((x) => x.id),
      );
    else perUnit.set(e.card, [...(perUnit.get(e.card) ?? []), id]);
  }
  for (const [unit, ids] of perUnit) if (ids.length > 1) p.add(['chooseOnePerUnit', where, unit, ids]);
}

/** The fields `ask.damage` and the `damage` event of `happens` share, besides the damaged ones. */
const DAMAGE_FIELDS = ['amount', 'unpreventable', 'order', 'choose'] as const;

/**
 * The shared fields of damage (`where`: `ask.damage` or `happens[i].damage`): `amount` a whole
 * number or a list of instances (at most 100), `unpreventable`, `order` (replacement effect ids and
 * `shield`), `choose` (see {@link parseChoose}).
 */
function parseDamageFields(
  d: Record<string, unknown>,
  where: string,
  p: Problems,
): { amounts: number[]; unpreventable: boolean; order?: string[]; choose?: Choose } {
  const choose = parseChoose(d.choose, `${where}.choose`, p);
  let order: string[] | undefined;
  if (d.order !== undefined) {
    if (Array.isArray(d.order) && d.order.length > MAX_LIST) p.add(['listLong', `${where}.order`, MAX_LIST, d.order.length]);
    else if (!Array.isArray(d.order) || !d.order.every(isName)) p.add(['damageOrder', `${where}.order`]);
    else order = d.order.map((x) => x.trim());
  }
  // Past 100 instances the list is refused whole, before its entries are read.
  const tooMany = Array.isArray(d.amount) && d.amount.length > 100;
  if (tooMany) p.add(['tooManyInstances', `${where}.amount`]);
  const amounts = !Array.isArray(d.amount)
    ? [p.count(d.amount, `${where}.amount`)]
    : tooMany
      ? []
      : d.amount.map((n, i) => p.count(n, `${where}.amount[${i}]`));
  const unpreventable = p.bool(d.unpreventable, `${where}.unpreventable`, false);
  return { amounts, unpreventable, ...(order ? { order } : {}), ...(choose ? { choose } : {}) };
}

/** The problems of a damage `order` (at `where`): each entry is `shield` or a damage replacement effect's id. */
function checkDamageOrder(order: readonly string[] | undefined, where: string, effects: readonly Effect[], p: Problems): void {
  const known = ['shield', ...effects.filter((e) => e.kind === 'replacement' && e.replaces === 'damage').map((e) => e.id)];
  for (const id of order ?? []) if (!known.includes(id)) p.add(['damageOrderId', where, id, known]);
}

function parseRef(raw: unknown, where: string, p: Problems): { card: string; ability: string } | undefined {
  if (!isObj(raw)) {
    p.add(['refShape', where]);
    return undefined;
  }
  p.unknownKeys(raw, ['card', 'ability'], where);
  const card = p.name(raw.card, `${where}.card`);
  const ability = p.name(raw.ability, `${where}.ability`);
  return card && ability ? { card, ability } : undefined;
}

function parseAsk(raw: unknown, p: Problems): Question | undefined {
  if (!isObj(raw)) {
    p.add(['askRequired']);
    return undefined;
  }
  const kinds = ASK_KINDS.filter((k) => raw[k] !== undefined);
  const extra = kinds[0] === 'act' ? ['card', 'ability', 'byAbility', 'otherArena'] : [];
  if (kinds.length !== 1 || Object.keys(raw).some((k) => k !== kinds[0] && !extra.includes(k))) {
    p.add(['askOne']);
    return undefined;
  }
  const kind = kinds[0]!;
  if (kind === 'act') {
    const act = p.oneOf(raw.act, 'ask.act', [...TURN_ACTIONS, 'trigger'] as const);
    const card = raw.card === undefined ? undefined : p.name(raw.card, 'ask.card');
    const ability = raw.ability === undefined ? undefined : p.name(raw.ability, 'ask.ability');
    const byAbility = p.bool(raw.byAbility, 'ask.byAbility', false);
    const otherArena = p.bool(raw.otherArena, 'ask.otherArena', false);
    return act
      ? {
          kind,
          act,
          ...(card ? { card } : {}),
          ...(ability ? { ability } : {}),
          ...(byAbility ? { byAbility } : {}),
          ...(otherArena ? { otherArena } : {}),
        }
      : undefined;
  }
  if (kind === 'cost') {
    const card = p.name(raw.cost, 'ask.cost');
    return card ? { kind, card } : undefined;
  }
  if (kind === 'declineAttack') {
    const d = raw.declineAttack;
    if (!isObj(d)) {
      p.add(['declineAttackShape']);
      return undefined;
    }
    p.unknownKeys(d, ['attacker', 'player', 'may', 'otherArena'], 'ask.declineAttack');
    // The named unit's controller makes its attack: a `player` beside it would say nothing more, or contradict it.
    if (d.attacker !== undefined && d.player !== undefined) p.add(['declineAttackBoth']);
    const attacker = d.attacker === undefined ? undefined : p.name(d.attacker, 'ask.declineAttack.attacker');
    const player = d.player === undefined ? undefined : p.name(d.player, 'ask.declineAttack.player');
    const may = p.bool(d.may, 'ask.declineAttack.may', false);
    const otherArena = p.bool(d.otherArena, 'ask.declineAttack.otherArena', false);
    return {
      kind,
      ...(attacker ? { attacker } : {}),
      ...(player ? { player } : {}),
      ...(may ? { may } : {}),
      ...(otherArena ? { otherArena } : {}),
    };
  }
  if (kind === 'abilityCost') {
    const c = raw.abilityCost;
    if (!isObj(c) || (c.atMost === undefined && c.atLeast === undefined)) {
      p.add(['abilityCostShape']);
      return undefined;
    }
    p.unknownKeys(c, ['card', 'atMost', 'atLeast'], 'ask.abilityCost');
    const card = p.name(c.card, 'ask.abilityCost.card');
    const atMost = c.atMost === undefined ? undefined : p.count(c.atMost, 'ask.abilityCost.atMost');
    const atLeast = c.atLeast === undefined ? undefined : p.count(c.atLeast, 'ask.abilityCost.atLeast');
    return card ? { kind, card, ...(atMost !== undefined ? { atMost } : {}), ...(atLeast !== undefined ? { atLeast } : {}) } : undefined;
  }
  if (kind === 'attack') {
    const a = raw.attack;
    if (!isObj(a)) {
      p.add(['attackShape']);
      return undefined;
    }
    p.unknownKeys(a, ['attacker', 'target', 'byAbility', 'otherArena', 'choose'], 'ask.attack');
    const attacker = p.name(a.attacker, 'ask.attack.attacker');
    const target = a.target === undefined ? undefined : p.name(a.target, 'ask.attack.target');
    const byAbility = p.bool(a.byAbility, 'ask.attack.byAbility', false);
    const otherArena = p.bool(a.otherArena, 'ask.attack.otherArena', false);
    const choose = parseChoose(a.choose, 'ask.attack.choose', p);
    return attacker
      ? {
          kind,
          attacker,
          ...(target ? { target } : {}),
          ...(byAbility ? { byAbility } : {}),
          ...(otherArena ? { otherArena } : {}),
          ...(choose ? { choose } : {}),
        }
      : undefined;
  }
  if (kind === 'damage') {
    const d = raw.damage;
    if (!isObj(d) || (d.card === undefined) === (d.base === undefined)) {
      p.add(['damageShape']);
      return undefined;
    }
    p.unknownKeys(d, ['card', 'base', ...DAMAGE_FIELDS], 'ask.damage');
    const { amounts, unpreventable, order, choose } = parseDamageFields(d, 'ask.damage', p);
    const card = d.card === undefined ? undefined : p.name(d.card, 'ask.damage.card');
    const base = d.base === undefined ? undefined : d.base === 'each' ? 'each' : p.name(d.base, 'ask.damage.base');
    return card || base
      ? {
          kind,
          ...(card ? { card } : {}),
          ...(base ? { base } : {}),
          amounts,
          unpreventable,
          ...(order ? { order } : {}),
          ...(choose ? { choose } : {}),
        }
      : undefined;
  }
  if (kind === 'order') {
    if (Array.isArray(raw.order) && raw.order.length > MAX_LIST) {
      p.add(['listLong', 'ask.order', MAX_LIST, raw.order.length]);
      return undefined;
    }
    if (!Array.isArray(raw.order) || !raw.order.every(isName)) {
      p.add(['askOrder']);
      return undefined;
    }
    return { kind, order: raw.order.map((s) => s.trim()) };
  }
  const ref = parseRef(raw[kind], `ask.${kind}`, p);
  return ref ? { kind, ...ref } : undefined;
}

/**
 * Validates untrusted data into a {@link Scenario}. Never throws; each problem (as data: a key of
 * scenario-messages.ts and its facts; `parseScenario` of scenario-read.ts gives them in words)
 * names the field and the allowed values. Also checks that ids are unique and that every card,
 * trigger and effect referred to exists (ids of triggers made by `happens` are allowed in `ask.order`).
 */
export function checkScenario(input: unknown): Checked<Scenario> {
  const p = new Problems();
  if (!isObj(input)) return failed([['notMapping']]);
  p.unknownKeys(input, TOP_FIELDS, '');
  if (input.game !== undefined && input.game !== 'swu') p.add(['wrongGame']);

  let players: [PlayerId, PlayerId] = ['A', 'B'];
  if (input.players !== undefined) {
    const ps = input.players;
    if (Array.isArray(ps) && ps.length === 2 && ps.every(isName) && ps[0] !== ps[1]) players = [ps[0]!.trim(), ps[1]!.trim()];
    else p.add(['players']);
  }
  const active = p.player(input.active, 'active', players, players[0]);
  const actionTaken = p.bool(input.acted, 'acted', false);
  const resources = emptyRecord<number>();
  if (input.resources !== undefined) {
    if (!isObj(input.resources)) p.add(['resourcesShape']);
    else
      for (const [k, v] of Object.entries(input.resources)) {
        if (!players.includes(k)) p.add(['resourcesPlayer', k, players]);
        else resources[k] = p.count(v, `resources.${k}`);
      }
  }
  const cardsAt = p
    .list_(input.cards, 'cards')
    .map((c, i) => ({ card: parseCard(c, `cards[${i}]`, players, active, p), at: i }))
    .filter((c): c is { card: Card; at: number } => c.card !== undefined);
  const cards = cardsAt.map((c) => c.card);
  // Past the list limit, the pending triggers are refused by their own cap, before they are read.
  const pendingOver = Array.isArray(input.pending) && input.pending.length > MAX_LIST;
  if (pendingOver) p.add(['tooManyTriggers', (input.pending as unknown[]).length, 0, MAX_PENDING_TRIGGERS]);
  const pending = p
    .list_(pendingOver ? [] : input.pending, 'pending')
    .map((t, i) => parseTrigger(t, `pending[${i}]`, players, active, p, 0))
    .filter((t): t is PendingTrigger => t !== undefined);
  const effects = p
    .list_(input.effects, 'effects')
    .map((e, i) => parseEffect(e, `effects[${i}]`, players, active, p))
    .filter((e): e is Effect => e !== undefined);
  const happens = p
    .list_(input.happens, 'happens')
    .map((e, i) => parseEvent(e, `happens[${i}]`, players, p))
    .filter((e): e is GameEvent => e !== undefined);
  const ask = parseAsk(input.ask, p);
  const bases = perPlayer(input.bases, 'bases', players, p, (v, w) => parseBase(v, w, p));
  const aspects = perPlayer(input.aspects, 'aspects', players, p, (v, w) => parseAspects(v, w, p));
  const hand =
    input.hand === undefined
      ? undefined
      : p
          .list_(input.hand, 'hand')
          .map((c, i) => parseHandCard(c, `hand[${i}]`, players, active, p))
          .filter((c): c is HandCard => c !== undefined);
  const turn: TurnState | undefined =
    input.initiative === undefined && input.initiativeTaken === undefined && input.opponentPassed === undefined
      ? undefined
      : {
          initiative: p.player(input.initiative, 'initiative', players, active),
          initiativeTaken: p.bool(input.initiativeTaken, 'initiativeTaken', false),
          opponentPassed: p.bool(input.opponentPassed, 'opponentPassed', false),
        };

  // Cross-references.
  // A unit with damage at its HP is defeated at once (swu-defeat-at-hp): it is no longer in play,
  // unless `happens` defeats it (the question is then about it as it left play).
  const defeatedByEvent = new Set(happens.flatMap((e) => (e.kind === 'defeat' ? [e.card] : [])));
  for (const { card, at } of cardsAt)
    if (card.unit && card.unit.damage >= card.unit.hp && !defeatedByEvent.has(card.id))
      p.add(['unitDefeated', `cards[${at}].unit.damage`, card.unit.hp]);
  const cardIds = new Set<string>();
  for (const c of cards) {
    if (cardIds.has(c.id)) p.add(['cardIdTwice', c.id]);
    cardIds.add(c.id);
  }
  const triggerIds = new Set<string>();
  const walk = (ts: readonly PendingTrigger[]) => {
    for (const t of ts) {
      if (triggerIds.has(t.id)) p.add(['triggerIdTwice', t.id]);
      triggerIds.add(t.id);
      walk(t.triggers);
    }
  };
  walk(pending);
  // The triggers a card's defeat can add: its "When …" abilities and its Bounty.
  const onDefeat = (id: string) =>
    cards
      .find((c) => c.id === id)
      ?.abilities.filter((a) => a.kind === 'triggered' || (a.kind === 'keyword' && sameKeyword(a.keyword, 'Bounty'))).length ?? 0;
  const fromHappens =
    happens.reduce(
      (n, e) => n + (e.kind === 'defeat' ? onDefeat(e.card) : e.kind === 'damage' ? e.cards.reduce((m, c) => m + onDefeat(c), 0) : 0),
      0,
    ) + effects.filter((e) => e.kind === 'delayed').length;
  if (triggerIds.size + fromHappens > MAX_PENDING_TRIGGERS) p.add(['tooManyTriggers', triggerIds.size, fromHappens, MAX_PENDING_TRIGGERS]);
  for (const e of effects) {
    if (triggerIds.has(e.id)) p.add(['effectIdReused', e.id]);
    triggerIds.add(e.id);
    const card = e.kind === 'replacement' ? e.card : e.kind === 'lasting' ? e.ignore?.card : undefined;
    if (card !== undefined && !cardIds.has(card)) p.add(['effectCard', e.id, card]);
    // Only a unit is attacked: the effect must name a unit in play.
    if (e.kind === 'lasting' && e.cantBeAttacked !== undefined && !cards.some((c) => c.id === e.cantBeAttacked && c.unit))
      p.add(['effectUnit', e.id, e.cantBeAttacked, cards.filter((c) => c.unit).map((c) => c.id)]);
  }
  happens.forEach((e, i) => {
    if (e.kind === 'defeat' && !cardIds.has(e.card)) p.add(['defeatCard', i, e.card]);
    if (e.kind === 'play' && !cardIds.has(e.card)) p.add(['eventCard', i, e.card]);
    if (e.kind === 'attack') for (const c of [e.attacker, e.defender]) if (c !== undefined && !cardIds.has(c)) p.add(['eventCard', i, c]);
    if (e.kind === 'damage') {
      const where = `happens[${i}].damage`;
      const units = cards.filter((c) => c.unit).map((c) => c.id);
      for (const c of e.cards) if (!units.includes(c)) p.add(['damageEventUnit', `${where}.cards`, c, units]);
      checkDamageOrder(e.order, `${where}.order`, effects, p);
      checkChoose(e.choose, `${where}.choose`, e.cards, effects, p, (id, known) =>
        p.add(['damageEventChoose', `${where}.choose`, id, known]),
      );
    }
  });
  const handIds = new Set<string>();
  for (const c of hand ?? []) {
    if (handIds.has(c.id)) p.add(['handIdTwice', c.id]);
    handIds.add(c.id);
  }
  if (ask && (ask.kind === 'use' || ask.kind === 'active') && !cardIds.has(ask.card))
    p.add(['askCard', `${ask.kind}.card`, ask.card, [...cardIds]]);
  if (ask?.kind === 'attack') {
    if (!cardIds.has(ask.attacker)) p.add(['askCard', 'attack.attacker', ask.attacker, [...cardIds]]);
    if (ask.target !== undefined && ask.target !== 'base' && !cardIds.has(ask.target))
      p.add(['askCard', 'attack.target', ask.target, [...cardIds, 'base']]);
    // `choose` picks among the replacement effects on the defeat of a unit in the combat: the
    // attacker's or the target's (a base has none), at most one per unit.
    const units = [ask.attacker, ...(ask.target !== undefined && ask.target !== 'base' ? [ask.target] : [])];
    checkChoose(ask.choose, 'ask.attack.choose', units, effects, p, (id, known) => p.add(['attackChoose', id, units, known]));
  }
  if (ask?.kind === 'damage') {
    if (ask.card !== undefined && !cards.some((c) => c.id === ask.card && c.unit))
      p.add(['askUnit', ask.card, cards.filter((c) => c.unit).map((c) => c.id)]);
    if (ask.base !== undefined && ask.base !== 'each' && !players.includes(ask.base))
      p.add(['player', 'ask.damage.base', [...players, 'each']]);
  }
  if (ask?.kind === 'damage') {
    checkDamageOrder(ask.order, 'ask.damage.order', effects, p);
    // `choose` picks among the replacement effects on the unit's defeat: it must name one of them.
    checkChoose(ask.choose, 'ask.damage.choose', ask.card === undefined ? [] : [ask.card], effects, p, (id, known) =>
      p.add(['damageChoose', id, ask.card ?? null, known]),
    );
  }
  if (ask?.kind === 'cost' && !handIds.has(ask.card)) p.add(['askHand', ask.card, [...handIds]]);
  if (ask?.kind === 'declineAttack') {
    if (ask.attacker !== undefined && !cardIds.has(ask.attacker)) p.add(['askCard', 'declineAttack.attacker', ask.attacker, [...cardIds]]);
    if (ask.player !== undefined && !players.includes(ask.player)) p.add(['player', 'ask.declineAttack.player', players]);
  }
  if (ask?.kind === 'abilityCost') {
    const inPlay = cardsAt.find((c) => c.card.id === ask.card);
    if (!inPlay && !handIds.has(ask.card)) p.add(['askCard', 'abilityCost.card', ask.card, [...cardIds, ...handIds]]);
    // An ability reads the printed cost: for a card in play, the scenario must give it (or say it is a token).
    else if (inPlay && inPlay.card.cost === undefined && !inPlay.card.token) p.add(['abilityCostUnknown', `cards[${inPlay.at}]`, ask.card]);
  }
  if (ask?.kind === 'act' && ask.card !== undefined && !cardIds.has(ask.card) && !handIds.has(ask.card))
    p.add(['askCard', 'card', ask.card, [...cardIds, ...handIds]]);

  if (p.list.length > 0 || !ask) return failed(p.list.length > 0 ? p.list : [['askIsRequired']]);
  const state: SwuState = {
    players,
    activePlayer: active,
    actionTaken,
    resources,
    cards,
    pending,
    effects,
    ...(bases ? { bases } : {}),
    ...(aspects ? { aspects } : {}),
    ...(hand ? { hand } : {}),
    ...(turn ? { turn } : {}),
  };
  return { ok: true, value: { state, happens, ask } };
}
