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
 *   - end-of-attack          # or end-of-phase: the action phase is over, no turn follows (a `start-of-turn`, a pass, a
 *                            # play, a deploy or an attack as the turn's action is refused) until `regroup`
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
 *                            # controller play it; once the action phase is over, only while a triggered ability
 *                            # waits in `pending` to direct it); it enters play (`entered: now`; a unit given without
 *                            # `entered` enters exhausted); then When Played, Ambush, Shielded trigger. Refused, and
 *                            # nothing of it happens, when it could not have been played: a leader unit (it deploys),
 *                            # or a turn action refused by the turn check
 *   - { deploy: luke }                # luke, a leader unit (`leader: true`), deployed, not played: its controller's action
 *                            # for the turn (an action ability of the leader, checked as one; refused for another card,
 *                            # another player's leader, or once the player acted); no resources paid; it enters play
 *                            # ready (`entered: now`); then When Deployed, Ambush, Shielded trigger (not When Played)
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
 *
 * This file reads the top level and the cards in play; the table (units, bases, aspects, hand) is read
 * by scenario-table.ts, `pending`, `effects` and `happens` by scenario-events.ts, `ask` by
 * scenario-ask.ts.
 */
import { emptyRecord, failed, type Checked } from '../core/index.ts';
import type { GameEvent } from './effects.ts';
import { isName, isObj, MAX_LIST, Problems } from './scenario-problems.ts';
import { parseBase, parseAspects, parseHandCard, parseUnit, perPlayer } from './scenario-table.ts';
import { checkAsk, parseAsk, type Question } from './scenario-ask.ts';
import { checkEvents, MAX_PENDING_TRIGGERS, parseEffect, parseEvent, parseTrigger } from './scenario-events.ts';
import type { Ability, Card, Effect, HandCard, PendingTrigger, PlayerId, SwuState, TurnState } from './state.ts';
import { sameKeyword } from './abilities.ts';
import { keywordNumber, NUMBERED_KEYWORDS } from './keywords.ts';
import { SCENARIO_FIELDS } from './fields.ts';

/** A validated scenario: the table, the events applied to it in order, then the question. */
export interface Scenario {
  readonly state: SwuState;
  readonly happens: readonly GameEvent[];
  readonly ask: Question;
}

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
  checkEvents(cards, cardIds, pending, effects, happens, p);
  const handIds = new Set<string>();
  for (const c of hand ?? []) {
    if (handIds.has(c.id)) p.add(['handIdTwice', c.id]);
    handIds.add(c.id);
  }
  if (ask) checkAsk(ask, players, cardsAt, cardIds, handIds, effects, p);

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
