/**
 * Whether the actions a scenario says the active model already took (`did`) fit the board and the
 * model: part of validating a scenario (scenario-parse.ts). Pure; reports problems as data.
 *
 * What `at` and `did` mean together: a model's `at` is the square it stands on now, for the model
 * being activated as for every other model (the engine answers from there, and the widget draws it
 * there). A Move or Sprint in `did` may say where it ended (`to`); the last one that says so must
 * then end on `at`, and a Sprint after a Move with `to` must reach its own end from there (ending
 * where the first move ended is stepping out and back: two squares or more). Where the
 * activation began is not given, so a first move's start is not checked. Attacks in `did` name an
 * enemy; whether they reached it from where the model stood then is checked once the rest of the
 * scenario is valid (scenario-did-attacks.ts). Only a face-down Blip Token flips, and it has no value but Movement until it does; a
 * blip that an action in `did` attacked has been flipped, so the scenario shows its unit. An
 * action the model has no value for (a Shoot Attack without a ranged value, a Sprint with a
 * Movement of 1, …) cannot have been taken anywhere, so it is refused like the rest.
 */
import type { ProblemOf } from '../core/index.ts';
import { BLOCKED, OCCUPIED, indexOf, isOnBoard, type Board } from './board.ts';
import { canStepOutAndBack, sprintDistance, stepsBetween } from './movement.ts';
import type { ActionSpec, ModelSpec } from './scenario.ts';
import type { ScenarioMessages } from './scenario-messages.ts';
import { formatSquare, parseSquare, sameSquare, type Square } from './squares.ts';
import { hasValueFor, type ActionKind } from './state.ts';

type Problems = ProblemOf<ScenarioMessages>[];

const NEEDS_VALUES = new Set(['melee', 'shoot', 'psychic', 'interact', 'overwatch']);
const KIND_WORDS = { hero: 'a Hero', alien: 'an Alien Unit, already revealed', blip: 'a Blip Token' } as const;

/** Why `id` (values `m`) cannot take `kind` at all: the value it lacks (see `hasValueFor`). */
function lacking(id: string, m: ModelSpec, kind: ActionKind): string {
  switch (kind) {
    case 'move':
      return `${id} has a Movement value of 0, so a Move takes it nowhere`;
    case 'sprint':
      return `${id} has a Movement value of ${m.move}, and a Sprint covers half of it, rounded down: no square at all`;
    case 'melee':
      return `${id} has a Melee value of 0, so it makes no Melee Attack`;
    case 'shoot':
      return `${id} has no short- or long-range value, so it makes no Shoot Attack`;
    case 'overwatch':
      return `${id} has no short- or long-range value, and Overwatch readies a Shoot Attack`;
    default:
      return `${id} has no psychic ability`;
  }
}

/**
 * Adds a `didImpossible` problem (`did[i] cannot have been taken: …`) for each action in `did` that
 * cannot have been taken by `active` on `board` (see the module comment), at most one per action,
 * skipping the indices in `skip` (already reported). `board` is the terrain (model flags ignored);
 * `models` every model with its square (id → {@link ModelSpec}); `did` the parsed actions
 * (`{ action, to?, target?, mode? }`); `errors` receives `['didImpossible', 'did[i]', why]`.
 * Never throws. The rules applied: only a face-down Blip Token flips, once (`cx-flip-blip-only`),
 * and has no value but Movement until then (`cx-blip-values`), so a blip that was attacked has
 * been flipped and is no longer face down; an action needs the model's value
 * for it (`hasValueFor`: a Movement of 1 for a Move, of 2 for a Sprint, a Melee value, a ranged
 * value for Shoot and Overwatch, a psychic ability), whatever the board; attacks target enemy models
 * (`cx-attack-enemy`); a move ends on an open square of the board (`cx-move-blocked`); a second
 * Move or Sprint reaches its end within its squares (`cx-move-distance`, `cx-sprint-distance`),
 * which may be where the first ended, by stepping out and back.
 */
export function checkDidOnBoard(
  board: Board,
  models: Readonly<Record<string, ModelSpec>>,
  active: string,
  did: readonly ActionSpec[],
  skip: ReadonlySet<number>,
  errors: Problems,
): void {
  const me = models[active];
  if (!me || did.length === 0) return;
  const here = parseSquare(me.at);
  if (!here) return;
  // The board as the mover found it: the other models on their squares, the mover's own square free.
  const cells = board.cells.map((c) => c & ~OCCUPIED);
  const standing = new Map<number, string>();
  for (const [id, m] of Object.entries(models)) {
    const at = parseSquare(m.at);
    if (id === active || !at || !isOnBoard(board, at)) continue;
    cells[indexOf(board, at)]! |= OCCUPIED;
    standing.set(indexOf(board, at), id);
  }
  const open: Board = { ...board, cells };
  const why = new Map<number, string>();
  const say = (i: number, text: string) => {
    if (!skip.has(i) && !why.has(i)) why.set(i, text);
  };

  did.forEach((spec, i) => {
    const flipped = did.slice(0, i).some((d) => d.action === 'flip');
    if (spec.action === 'flip' && me.kind !== 'blip') say(i, `${active} is ${KIND_WORDS[me.kind]}; only a face-down Blip Token flips`);
    else if (spec.action === 'flip' && flipped) say(i, `${active} was already flipped in this activation`);
    if (me.kind === 'blip' && !flipped && NEEDS_VALUES.has(spec.action))
      say(i, `${active} is a face-down Blip Token with no value but Movement until it flips, so it cannot take ${spec.action}`);
    if (!hasValueFor(me, spec.action)) say(i, lacking(active, me, spec.action));
    if (spec.target !== undefined) {
      const target = models[spec.target];
      if (spec.target === active) say(i, `${active} cannot attack itself`);
      else if (target && (target.kind === 'hero') === (me.kind === 'hero'))
        say(i, `${spec.target} is on ${active}'s side, and attacks target enemy models`);
      else if (target?.kind === 'blip')
        say(
          i,
          `${spec.target} is still a face-down Blip Token, but a blip that is attacked is flipped and the attack is made against the unit it reveals; show ${spec.target} as that unit (kind: alien)`,
        );
    }
    if (spec.to !== undefined) {
      const to = parseSquare(spec.to);
      if (!to || !isOnBoard(board, to)) say(i, `${spec.to} is off the ${board.width}x${board.height} board`);
      else if (board.cells[indexOf(board, to)]! & BLOCKED) say(i, `${spec.to} is a blocked square, and a move ends on an open square`);
      else {
        const other = standing.get(indexOf(board, to));
        if (other !== undefined) say(i, `${other} stands on ${spec.to}, and a move ends on an open square`);
      }
    }
  });

  // Where the moves ended: the last Move or Sprint ends on `at`; a second one starts where the first ended.
  const moves = did.flatMap((d, i) => (d.action === 'move' || d.action === 'sprint' ? [i] : []));
  const last = moves.at(-1);
  if (last !== undefined && did[last]!.to !== undefined && !why.has(last)) {
    const to = did[last]!.to!;
    if (to !== me.at)
      say(
        last,
        `it ends ${active}'s ${did[last]!.action} on ${to}, but ${active} stands on ${me.at}; \`at\` is where a model stands now, so its last Move or Sprint ends there (give \`at: ${to}\`)`,
      );
  }
  if (moves.length === 2) {
    const [first, second] = moves as [number, number];
    const from = did[first]!.to === undefined ? null : parseSquare(did[first]!.to!);
    const to: Square | null = did[second]!.to === undefined ? here : parseSquare(did[second]!.to!);
    if (from && to && !why.has(first) && !why.has(second)) {
      const kind = did[second]!.action;
      const steps = kind === 'sprint' ? sprintDistance(me.move) : me.move;
      // Back where the first move ended: a move of two or more squares steps out and back (cx-move-distance).
      if (sameSquare(from, to)) {
        if (!canStepOutAndBack(open, from, steps))
          say(
            second,
            steps < 2
              ? `it would end ${active}'s ${kind} on ${formatSquare(to)}, where it already stood, and a ${kind === 'sprint' ? 'Sprint' : 'Move'} of ${steps} square${steps === 1 ? '' : 's'} cannot step out and back`
              : `it would end ${active}'s ${kind} on ${formatSquare(to)}, where it already stood, and ${active} has no open square next to it to step out to and back from`,
          );
      } else if (stepsBetween(open, from, to, steps) <= 0)
        say(
          second,
          `${active} cannot get from ${formatSquare(from)} to ${formatSquare(to)} with a ${kind === 'sprint' ? 'Sprint' : 'Move'} of ${steps} square${steps === 1 ? '' : 's'}`,
        );
    }
  }
  for (const [i, text] of [...why].sort((a, b) => a[0] - b[0])) errors.push(['didImpossible', `did[${i}]`, text]);
}
