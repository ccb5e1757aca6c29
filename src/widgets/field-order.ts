/**
 * The order in which each game's scenario fields are written in a link (situation first, the
 * question last). Pure data; the widgets and `renderCheck` share it.
 */
import { CHRONICLE_X_FIELDS } from './games/chronicle-x.ts';
import { LEGION_FIELDS } from './games/legion.ts';
import { SWU_FIELDS } from './games/swu.ts';

const ORDERS: Record<string, readonly string[]> = {
  legion: LEGION_FIELDS,
  'chronicle-x': CHRONICLE_X_FIELDS,
  swu: SWU_FIELDS,
};

/** The field order of a game's links (empty for a game without one: fields keep their order). */
export function fieldOrder(game: string): readonly string[] {
  return ORDERS[game] ?? [];
}
