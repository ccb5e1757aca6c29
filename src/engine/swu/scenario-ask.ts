/**
 * The question of an SWU scenario (`ask`, format: scenario.ts): its shapes ({@link Question}), its
 * reader, and the checks that the cards, hand cards and effects it names exist. Also owns the damage
 * fields `ask.damage` shares with the `damage` event of `happens` (`amount`, `unpreventable`,
 * `order`, `choose`) and their checks. Never throws; problems go to `p`.
 */
import { isName, isObj, MAX_LIST, type Problems } from './scenario-problems.ts';
import type { Card, Effect, PlayerId } from './state.ts';
import { TURN_ACTIONS, type ActKind } from './turn.ts';
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
export function checkChoose(
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
export const DAMAGE_FIELDS = ['amount', 'unpreventable', 'order', 'choose'] as const;

/**
 * The shared fields of damage (`where`: `ask.damage` or `happens[i].damage`): `amount` a whole
 * number or a list of instances (at most 100), `unpreventable`, `order` (replacement effect ids and
 * `shield`), `choose` (see {@link parseChoose}).
 */
export function parseDamageFields(
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
export function checkDamageOrder(order: readonly string[] | undefined, where: string, effects: readonly Effect[], p: Problems): void {
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

export function parseAsk(raw: unknown, p: Problems): Question | undefined {
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
 * The problems of the question against the table (`cardsAt`: the cards in play with their index in
 * `cards`; `cardIds`, `handIds`: the ids in play and in hand): every card, unit, hand card, player
 * and effect it names exists, and an ability cost question has the printed cost it reads.
 */
export function checkAsk(
  ask: Question,
  players: readonly PlayerId[],
  cardsAt: readonly { card: Card; at: number }[],
  cardIds: ReadonlySet<string>,
  handIds: ReadonlySet<string>,
  effects: readonly Effect[],
  p: Problems,
): void {
  const cards = cardsAt.map((c) => c.card);
  if ((ask.kind === 'use' || ask.kind === 'active') && !cardIds.has(ask.card))
    p.add(['askCard', `${ask.kind}.card`, ask.card, [...cardIds]]);
  if (ask.kind === 'attack') {
    if (!cardIds.has(ask.attacker)) p.add(['askCard', 'attack.attacker', ask.attacker, [...cardIds]]);
    if (ask.target !== undefined && ask.target !== 'base' && !cardIds.has(ask.target))
      p.add(['askCard', 'attack.target', ask.target, [...cardIds, 'base']]);
    // `choose` picks among the replacement effects on the defeat of a unit in the combat: the
    // attacker's or the target's (a base has none), at most one per unit.
    const units = [ask.attacker, ...(ask.target !== undefined && ask.target !== 'base' ? [ask.target] : [])];
    checkChoose(ask.choose, 'ask.attack.choose', units, effects, p, (id, known) => p.add(['attackChoose', id, units, known]));
  }
  if (ask.kind === 'damage') {
    if (ask.card !== undefined && !cards.some((c) => c.id === ask.card && c.unit))
      p.add(['askUnit', ask.card, cards.filter((c) => c.unit).map((c) => c.id)]);
    if (ask.base !== undefined && ask.base !== 'each' && !players.includes(ask.base))
      p.add(['player', 'ask.damage.base', [...players, 'each']]);
  }
  if (ask.kind === 'damage') {
    checkDamageOrder(ask.order, 'ask.damage.order', effects, p);
    // `choose` picks among the replacement effects on the unit's defeat: it must name one of them.
    checkChoose(ask.choose, 'ask.damage.choose', ask.card === undefined ? [] : [ask.card], effects, p, (id, known) =>
      p.add(['damageChoose', id, ask.card ?? null, known]),
    );
  }
  if (ask.kind === 'cost' && !handIds.has(ask.card)) p.add(['askHand', ask.card, [...handIds]]);
  if (ask.kind === 'declineAttack') {
    if (ask.attacker !== undefined && !cardIds.has(ask.attacker)) p.add(['askCard', 'declineAttack.attacker', ask.attacker, [...cardIds]]);
    if (ask.player !== undefined && !players.includes(ask.player)) p.add(['player', 'ask.declineAttack.player', players]);
  }
  if (ask.kind === 'abilityCost') {
    const inPlay = cardsAt.find((c) => c.card.id === ask.card);
    if (!inPlay && !handIds.has(ask.card)) p.add(['askCard', 'abilityCost.card', ask.card, [...cardIds, ...handIds]]);
    // An ability reads the printed cost: for a card in play, the scenario must give it (or say it is a token).
    else if (inPlay && inPlay.card.cost === undefined && !inPlay.card.token) p.add(['abilityCostUnknown', `cards[${inPlay.at}]`, ask.card]);
  }
  if (ask.kind === 'act' && ask.card !== undefined && !cardIds.has(ask.card) && !handIds.has(ask.card))
    p.add(['askCard', 'card', ask.card, [...cardIds, ...handIds]]);
}
