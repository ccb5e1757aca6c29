/**
 * The problem collector of the SWU scenario validator (scenario.ts and the scenario-*.ts readers):
 * problems as data (keys of scenario-messages.ts with their facts) and the small readers that report them.
 */
import type { ProblemOf } from '../core/index.ts';
import type { ScenarioMessages } from './scenario-messages.ts';
import type { PlayerId } from './state.ts';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isName = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Longest list read (`cards`, `pending`, `effects`, `happens`, `hand`, a card's `abilities`, …): a
 * real table holds far fewer, and a longer list is refused before its entries are read
 * (`listLong`), so 100,000 entries cost no time and give one problem, not one per entry.
 */
export const MAX_LIST = 200;
/** Longest id, name or text read: a card's text fits well within it; a longer value is refused (`nameLong`). */
export const MAX_NAME = 1000;

/** Problems as data (keys of scenario-messages.ts), with the readers that report them. */
export class Problems {
  readonly list: ProblemOf<ScenarioMessages>[] = [];
  add(problem: ProblemOf<ScenarioMessages>): void {
    this.list.push(problem);
  }
  unknownKeys(o: Obj, allowed: readonly string[], where: string): void {
    for (const k of Object.keys(o)) {
      if (!allowed.includes(k)) this.add(['unknownField', `${where}${where ? '.' : ''}${k}`, allowed]);
    }
  }
  name(v: unknown, where: string): string | undefined {
    if (isName(v) && v.length <= MAX_NAME) return v.trim();
    this.add(isName(v) ? ['nameLong', where, MAX_NAME, v.length] : ['name', where]);
    return undefined;
  }
  bool(v: unknown, where: string, dflt: boolean): boolean {
    if (v === undefined) return dflt;
    if (typeof v === 'boolean') return v;
    this.add(['bool', where]);
    return dflt;
  }
  count(v: unknown, where: string): number {
    if (v === undefined) return 0;
    if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return v;
    this.add(['count', where]);
    return 0;
  }
  list_(v: unknown, where: string): unknown[] {
    if (v === undefined) return [];
    if (!Array.isArray(v)) this.add(['list', where]);
    else if (v.length > MAX_LIST) this.add(['listLong', where, MAX_LIST, v.length]);
    else return v;
    return [];
  }
  player(v: unknown, where: string, players: readonly string[], dflt: PlayerId): PlayerId {
    if (v === undefined) return dflt;
    if (typeof v === 'string' && players.includes(v)) return v;
    this.add(['player', where, players]);
    return dflt;
  }
  oneOf<T extends string>(v: unknown, where: string, allowed: readonly T[]): T | undefined {
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    this.add(['oneOf', where, allowed]);
    return undefined;
  }
}
