/**
 * What editing a Chronicle X situation takes in the widget: what a click on a board square does
 * with the chosen tool ({@link clickSquare}), and the input checker (see `GameChecker` in
 * check-game.ts): the scenario validator (boards in the list form, as links and the widget write
 * them), the reader of a link that carries a drawn board (as `check` blocks may; its ASCII reader
 * loaded only for such a link), and the canonical input. Loaded apart from the widget
 * (check-chronicle-x.ts), on the first edit, for a link, or on the check page.
 */
import { checkScenarioData, readScenario } from '../../engine/chronicle-x/scenario-parse.ts';
import { formatSquare, parseSquare } from '../../engine/chronicle-x/squares.ts';
import { chronicleXInput } from '../../widgets/games/chronicle-x.ts';
import type { GameChecker, Input } from './check-game.ts';

/** A drawn board in the input (text, or `board.map`), which only `readScenario` with the ASCII map reader reads. */
const drawn = (input: Input): boolean =>
  typeof input.board === 'string' || (typeof input.board === 'object' && input.board !== null && 'map' in input.board);

export const checker: GameChecker = {
  check: checkScenarioData,
  checkLink: async (input) =>
    drawn(input) ? readScenario(input, (await import('../../engine/chronicle-x/ascii.ts')).readAsciiMap) : checkScenarioData(input),
  toInput: chronicleXInput,
};

function toggle(list: string[] | undefined, item: string): string[] {
  const l = list ?? [];
  return l.includes(item) ? l.filter((x) => x !== item) : [...l, item];
}

/** What a click on a board square does. */
export type Tool = 'blocked' | 'wall-east' | 'wall-south' | 'active' | 'other' | 'move' | 'path';

type Models = Record<string, Record<string, unknown>>;
const copy = (input: Input): Input => JSON.parse(JSON.stringify(input)) as Input;
const board = (input: Input) => (input.board ?? { size: '8x8' }) as { size: string; blocked?: string[]; walls?: string[] };
const models = (input: Input) => (input.models ?? {}) as Models;

/**
 * The input after a click on square `sq` with `tool`: toggles a blocked square or a wall on its
 * east or south side, places the active model, adds or removes another model (and what refers to
 * it), asks about a move there, or adds the square to the path the active model walks (a click
 * on the path's last square takes it back). A click the situation does not allow (a model onto a blocked
 * square) leaves it as it is.
 */
export function clickSquare(input: Input, sq: string, tool: Tool): Input {
  const next = copy(input);
  const b = board(next);
  const ms = models(next);
  const s = parseSquare(sq)!;
  const [w, h] = b.size.split('x').map(Number) as [number, number];
  const occupant = Object.keys(ms).find((id) => ms[id]!.at === sq);
  switch (tool) {
    case 'blocked':
      if (!occupant) b.blocked = toggle(b.blocked, sq);
      break;
    case 'wall-east':
      if (s.x + 1 < w) b.walls = toggle(b.walls, `${sq}-${formatSquare({ x: s.x + 1, y: s.y })}`);
      break;
    case 'wall-south':
      if (s.y + 1 < h) b.walls = toggle(b.walls, `${sq}-${formatSquare({ x: s.x, y: s.y + 1 })}`);
      break;
    case 'active': {
      const id = typeof next.active === 'string' ? next.active : 'A';
      if (!occupant && !b.blocked?.includes(sq)) ms[id] = { ...(ms[id] ?? { kind: 'hero' }), at: sq };
      next.active = id;
      break;
    }
    case 'other':
      if (occupant && occupant !== next.active) {
        delete ms[occupant];
        for (const k of ['activated', 'overwatchAttacks', 'behaviourActions'] as const)
          if (Array.isArray(next[k])) next[k] = (next[k] as string[]).filter((x) => x !== occupant);
        if (Array.isArray(next.did)) next.did = (next.did as unknown[]).filter((a) => (a as { target?: string }).target !== occupant);
        if (JSON.stringify(next.ask).includes(`"${occupant}"`)) next.ask = 'move';
      } else if (!occupant && !b.blocked?.includes(sq)) {
        const id = 'BCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').find((c) => !ms[c])!;
        const activeKind = ms[String(next.active)]?.kind ?? 'hero';
        ms[id] = { kind: activeKind === 'hero' ? 'alien' : 'hero', at: sq };
      }
      break;
    case 'move':
      if (typeof next.active === 'string') next.ask = { action: 'move', to: sq };
      break;
    case 'path': {
      // Squares the active model steps into, in order; a click on the last square takes it back.
      if (typeof next.active !== 'string') break;
      const ask = next.ask as { path?: unknown; model?: unknown } | undefined;
      const path = ask && Array.isArray(ask.path) && ask.model === next.active ? (ask.path as string[]) : [];
      next.ask = { path: path[path.length - 1] === sq ? path.slice(0, -1) : [...path, sq], model: next.active };
      break;
    }
  }
  next.board = b;
  next.models = ms;
  return next;
}
