/**
 * Every game engine rulegraph ships, keyed by the game's folder in the vault (`legion`,
 * `chronicle-x`, `swu`). `check` blocks, shareable links, widgets and the checker look engines up
 * here. Pure: imports only engine modules.
 */
import type { GameEngine } from './core/index.ts';
import { engine as chronicleX } from './chronicle-x/index.ts';
import { engine as legion } from './legion/index.ts';
import { engine as swu } from './swu/index.ts';

/** The engines, in the order the site lists the games. */
export const engines: readonly GameEngine<any>[] = [legion, chronicleX, swu];

/** The engine for a game folder, or `undefined` when rulegraph has none for it. */
export function engineFor(game: string): GameEngine<any> | undefined {
  return engines.find((e) => e.id === game);
}
