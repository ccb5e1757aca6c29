/**
 * What waits and what happens in an SWU scenario (format: scenario.ts): the pending triggers
 * (`pending`), the lasting, delayed and replacement effects (`effects`), the events applied before
 * the question (`happens`), and the checks that their ids are unique, that the cards they name
 * exist, and that the triggers they can add stay within {@link MAX_PENDING_TRIGGERS}. Never throws;
 * problems go to `p`.
 */
import type { GameEvent } from './effects.ts';
import { isObj, type Problems } from './scenario-problems.ts';
import { checkChoose, checkDamageOrder, DAMAGE_FIELDS, parseDamageFields } from './scenario-ask.ts';
import type { Card, Effect, PendingTrigger, PlayerId } from './state.ts';
import { DURATIONS, TIMING_POINTS } from './state.ts';
import { sameKeyword } from './abilities.ts';

/**
 * Most triggers that may be pending when the question is asked: the `pending` triggers (all
 * layers) plus those `happens` can add (each defeated card's "When …" abilities, each delayed
 * effect). A real turn has a handful; a situation over the cap is refused with `tooManyTriggers`,
 * so that every answer and every widget step stays fast (see `scripts/bench/swu.ts`).
 */
export const MAX_PENDING_TRIGGERS = 32;

export function parseTrigger(
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

export function parseEffect(raw: unknown, where: string, players: readonly string[], active: PlayerId, p: Problems): Effect | undefined {
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

export function parseEvent(raw: unknown, where: string, players: readonly string[], p: Problems): GameEvent | undefined {
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
  if (isObj(raw) && raw.deploy !== undefined) {
    p.unknownKeys(raw, ['deploy'], where);
    const card = p.name(raw.deploy, `${where}.deploy`);
    return card ? { kind: 'deploy', card } : undefined;
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

/**
 * The problems of `pending`, `effects` and `happens` against the cards in play (`cardIds`: their
 * ids): trigger and effect ids are unique, the triggers waiting plus those `happens` can add stay
 * within {@link MAX_PENDING_TRIGGERS}, and every card, unit and effect an effect or event names exists.
 */
export function checkEvents(
  cards: readonly Card[],
  cardIds: ReadonlySet<string>,
  pending: readonly PendingTrigger[],
  effects: readonly Effect[],
  happens: readonly GameEvent[],
  p: Problems,
): void {
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
    if ((e.kind === 'play' || e.kind === 'deploy') && !cardIds.has(e.card)) p.add(['eventCard', i, e.card]);
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
}
