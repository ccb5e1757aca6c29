/**
 * Readers for the table part of an SWU scenario: units in play, bases, the aspects leaders and
 * bases provide, and cards in hand (format: scenario.ts). Never throw; problems go to `p`.
 */
import { isObj, type Problems } from './scenario-problems.ts';
import { emptyRecord } from '../core/index.ts';
import type { Aspect, Base, HandCard, PlayerId, UnitStats } from './state.ts';
import { ARENAS, ASPECTS } from './state.ts';

const UNIT_FIELDS = ['arena', 'power', 'hp', 'damage', 'shields', 'leader', 'entered'];
const HAND_FIELDS = ['id', 'name', 'owner', 'cost', 'aspects', 'increase', 'decrease', 'ignorePenalty', 'free'];

/** HP as given (`dflt` when absent): a whole number ≥ 1, else one `hp` problem, whatever is wrong with it, and `dflt`. */
function hpOf(v: unknown, where: string, p: Problems, dflt: number): number {
  if (v === undefined) return dflt;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 1) return v;
  p.add(['hp', where, v]);
  return dflt;
}

export function parseUnit(raw: unknown, where: string, p: Problems): UnitStats | undefined {
  if (!isObj(raw)) {
    p.add(['unitShape', where]);
    return undefined;
  }
  p.unknownKeys(raw, UNIT_FIELDS, where);
  const arena = p.oneOf(raw.arena, `${where}.arena`, ARENAS);
  const hp = hpOf(raw.hp, `${where}.hp`, p, 1);
  let entered: UnitStats['entered'] = null;
  if (raw.entered !== undefined) {
    const e = p.oneOf(raw.entered, `${where}.entered`, ['now', 'phase', 'none'] as const);
    entered = e === 'now' || e === 'phase' ? e : null;
  }
  if (!arena) return undefined;
  return {
    arena,
    hp,
    entered,
    power: p.count(raw.power, `${where}.power`),
    damage: p.count(raw.damage, `${where}.damage`),
    shields: p.count(raw.shields, `${where}.shields`),
    leader: p.bool(raw.leader, `${where}.leader`, false),
  };
}

export function parseAspects(raw: unknown, where: string, p: Problems): Aspect[] {
  return p
    .list_(raw, where)
    .map((a, i) => p.oneOf(a, `${where}[${i}]`, ASPECTS))
    .filter((a): a is Aspect => a !== undefined);
}

export function parseHandCard(
  raw: unknown,
  where: string,
  players: readonly string[],
  active: PlayerId,
  p: Problems,
): HandCard | undefined {
  if (!isObj(raw)) {
    p.add(['handShape', where]);
    return undefined;
  }
  p.unknownKeys(raw, HAND_FIELDS, where);
  const id = p.name(raw.id, `${where}.id`);
  if (!id) return undefined;
  return {
    id,
    name: raw.name === undefined ? id : (p.name(raw.name, `${where}.name`) ?? id),
    owner: p.player(raw.owner, `${where}.owner`, players, active),
    cost: p.count(raw.cost, `${where}.cost`),
    aspects: parseAspects(raw.aspects, `${where}.aspects`, p),
    increase: p.count(raw.increase, `${where}.increase`),
    decrease: p.count(raw.decrease, `${where}.decrease`),
    ignorePenalty: p.bool(raw.ignorePenalty, `${where}.ignorePenalty`, false),
    free: p.bool(raw.free, `${where}.free`, false),
  };
}

export function perPlayer<T>(
  raw: unknown,
  field: string,
  players: readonly string[],
  p: Problems,
  read: (v: unknown, where: string) => T | undefined,
): Record<PlayerId, T> | undefined {
  if (raw === undefined) return undefined;
  const out = emptyRecord<T>();
  if (!isObj(raw)) {
    p.add(['perPlayerShape', field, players]);
    return undefined;
  }
  for (const [k, v] of Object.entries(raw)) {
    if (!players.includes(k)) p.add(['perPlayerKey', field, k, players]);
    else {
      const value = read(v, `${field}.${k}`);
      if (value !== undefined) out[k] = value;
    }
  }
  return out;
}

export function parseBase(raw: unknown, where: string, p: Problems): Base | undefined {
  if (!isObj(raw)) {
    p.add(['baseShape', where]);
    return undefined;
  }
  p.unknownKeys(raw, ['hp', 'damage'], where);
  const before = p.list.length;
  const hp = hpOf(raw.hp, `${where}.hp`, p, 30);
  const hpRead = p.list.length === before;
  const damage = p.count(raw.damage, `${where}.damage`);
  // A base with damage at its HP is destroyed: the game is already over.
  if (hpRead && damage >= hp) p.add(['baseDestroyed', `${where}.damage`, hp]);
  return { hp, damage };
}
