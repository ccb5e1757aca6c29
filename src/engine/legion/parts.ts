/**
 * The parts of the Legion engine a page loads only when a situation needs them, each one module:
 * declaring attacks, engagement and withdraw (attacks.ts), another unit's activation and standby (round.ts), the events applied before a question
 * (events.ts: a rolled rally, suppression, wounds, Repair, an order, the end of the activation and the End Phase),
 * the rally odds (rally.ts), contesting objectives (contest.ts), exhausted upgrade cards (exhaust.ts) and the rules of
 * card actions (cards.ts: two icons, a free card action, card actions made again). A page loads them with
 * `loadFor` (browser.ts, a dynamic `import()` each); Node registers them all at once (index.ts).
 * This module only holds them, and imports none, so the engine that reads it stays small. Reading
 * a part not loaded throws {@link NotLoaded}.
 */
import type * as Attacks from './attacks.ts';
import type * as Cards from './cards.ts';
import type * as Contest from './contest.ts';
import type * as Events from './events.ts';
import type * as Exhaust from './exhaust.ts';
import type * as Rally from './rally.ts';
import type * as Round from './round.ts';

/** The parts, by name. */
export interface Parts {
  readonly attacks: typeof Attacks;
  readonly round: typeof Round;
  readonly events: typeof Events;
  readonly rally: typeof Rally;
  readonly contest: typeof Contest;
  readonly exhaust: typeof Exhaust;
  readonly cards: typeof Cards;
}
export type PartName = keyof Parts;

const loaded: { -readonly [K in PartName]?: Parts[K] } = {};

/** Registers parts already imported (index.ts registers every one). */
export function registerParts(parts: Partial<Parts>): void {
  Object.assign(loaded, parts);
}

/**
 * Thrown when a question needs a keyword rule (`kind: keyword`, registry.ts) or a part of the
 * engine (`kind: part`) that is not loaded; `what` says which (a keyword, or a {@link PartName}).
 */
export class NotLoaded extends Error {
  readonly kind: 'keyword' | 'part';
  readonly what: string;
  constructor(kind: 'keyword' | 'part', what: string) {
    super(`Not loaded: the ${what} ${kind} of the Legion engine.`);
    this.kind = kind;
    this.what = what;
  }
}

/** The part `name`; throws {@link NotLoaded} when it has not been loaded. */
export function part<K extends PartName>(name: K): Parts[K] {
  const p = loaded[name];
  if (!p) throw new NotLoaded('part', name);
  return p as Parts[K];
}
