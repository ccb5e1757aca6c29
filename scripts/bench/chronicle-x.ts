/**
 * Chronicle X engine benchmark. Run: `npx node scripts/bench/chronicle-x.ts`.
 * Prints (never asserts) queries a second, each measured over at least one second (a line with a
 * target: the median of five such rounds, and per second of this process's CPU time), on a 30x30
 * board with walls, blocked squares, hazards and 40 models, built from a fixed seed:
 * - hasLineOfSight over random square pairs (short and long lines);
 * - canPerform over a mix of actions and activations (Move/Sprint to a square, Shoot, Melee,
 *   Psychic, Overwatch, Interact, Flip);
 * - reachable squares for a Move of 6;
 * - a whole `check`-style scenario: parseScenario + answer;
 * - movePath: Overwatch and free attacks along 6-step paths, with 10 models on Overwatch;
 * - the widget's engine work for one render at the model cap (`MAX_MODELS`).
 * Targets (met / missed): canPerform move to a square and overwatch-path queries, each at least
 * 100,000 a second; one widget render at the cap within 100 ms.
 */
import { loadavg } from 'node:os';
import {
  BLOCKED,
  FEATURE,
  HAZARD,
  WALL_EAST,
  WALL_SOUTH,
  boardToSpec,
  canPerform,
  createBoard,
  engine,
  formatSquare,
  hasLineOfSight,
  MAX_MODELS,
  movePath,
  reachableSquares,
  stateOf,
  stepsTo,
  type Action,
  type GameState,
  type ModelSpec,
  type Scenario,
  type Square,
} from '../../src/engine/chronicle-x/index.ts';

let seed = 20190601;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const int = (n: number): number => Math.floor(rand() * n);

const SIDE = 30;
const terrain = createBoard(SIDE, SIDE);
for (let i = 0; i < terrain.cells.length; i++) {
  const r = rand();
  let f = r < 0.08 ? BLOCKED : r < 0.12 ? HAZARD : r < 0.13 ? FEATURE : 0;
  if (rand() < 0.1) f |= WALL_EAST;
  if (rand() < 0.1) f |= WALL_SOUTH;
  terrain.cells[i] = f;
}

// 40 models on distinct open squares: 12 heroes, 20 aliens, 8 blips.
const models: Record<string, ModelSpec> = {};
const taken = new Set<number>();
for (let n = 0; n < 40; n++) {
  let i: number;
  do i = int(SIDE * SIDE);
  while (taken.has(i) || terrain.cells[i]! & BLOCKED);
  taken.add(i);
  const kind = n < 12 ? 'hero' : n < 32 ? 'alien' : 'blip';
  models[`m${n}`] = {
    kind,
    at: formatSquare({ x: i % SIDE, y: Math.floor(i / SIDE) }),
    move: 4 + (n % 4),
    melee: 1 + (n % 3),
    short: { dice: 3, range: 4 },
    long: { dice: 1, range: 12 },
    psychic: n % 5 === 0 ? { dice: 2, range: 6 } : null,
    overwatch: null,
  };
}

const base: Scenario = {
  board: boardToSpec(terrain),
  models,
  phase: 'hero',
  activated: [],
  interruption: null,
  overwatchAttacks: [],
  behaviourActions: [],
  active: 'm0',
  did: [],
  mutationCards: 5,
  meditationRoom: false,
  ask: { action: 'move' },
};

/** One round of at least 1 s of wall time: queries done, seconds of wall time and of this process's CPU time. */
function round(n: number, run: (i: number) => void): { done: number; seconds: number; cpuSeconds: number } {
  let done = 0;
  const start = performance.now();
  const cpu = process.cpuUsage();
  let now = start;
  while (now - start < 1000) {
    for (let k = 0; k < 1000; k++) run(done++ % n);
    now = performance.now();
  }
  const used = process.cpuUsage(cpu);
  return { done, seconds: (now - start) / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

/** Rounds of a line with a target: one round moves with the machine's other work (the same code gave 66,197 and 124,062/s back to back). */
const TARGET_ROUNDS = 5;

/**
 * Prints `label`'s queries a second. Without a target: one round. With one: {@link TARGET_ROUNDS}
 * rounds, each printed, then the median a wall-clock second and a CPU second, judged met or
 * missed on the median a wall-clock second. Returns the rate judged.
 */
function measure(label: string, unit: string, n: number, run: (i: number) => void, target?: number): number {
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  if (target === undefined) {
    const { done, seconds } = round(n, run);
    const perSecond = done / seconds;
    console.log(
      `${label.padEnd(44)} ${fmt(perSecond).padStart(12)} ${unit}/s  (${done.toLocaleString('en-US')} in ${seconds.toFixed(2)} s)`,
    );
    return perSecond;
  }
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let r = 0; r < TARGET_ROUNDS; r++) {
    const { done, seconds, cpuSeconds } = round(n, run);
    walls.push(done / seconds);
    cpus.push(done / cpuSeconds);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const perSecond = median(walls);
  console.log(
    `  ${label}, rounds of 1 s: ${walls.map(fmt).join(', ')} ${unit}/s (per CPU-second: ${cpus.map(fmt).join(', ')}; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  console.log(
    `${label.padEnd(44)} ${fmt(perSecond).padStart(12)} ${unit}/s  (median of ${TARGET_ROUNDS}; ${fmt(median(cpus))} per CPU-second)  target ≥ ${target.toLocaleString('en-US')}/s: ${perSecond >= target ? 'met' : 'missed'}`,
  );
  return perSecond;
}

const state = stateOf(base);
const pairs: [Square, Square][] = [];
for (let k = 0; k < 4096; k++)
  pairs.push([
    { x: int(SIDE), y: int(SIDE) },
    { x: int(SIDE), y: int(SIDE) },
  ]);
let visible = 0;
for (const [a, b] of pairs) if (hasLineOfSight(state.board, a, b)) visible++;
console.log(
  `Chronicle X engine, ${SIDE}x${SIDE} board, ${Object.keys(models).length} models; ${visible} of ${pairs.length} sampled pairs see each other`,
);

measure('hasLineOfSight (random pairs)', 'queries', pairs.length, (i) => {
  const [a, b] = pairs[i]!;
  hasLineOfSight(state.board, a, b);
});

// A mix of activations and actions.
const ids = Object.keys(models);
const mix: { state: GameState; action: Action }[] = [];
const kinds: Action['action'][] = ['move', 'sprint', 'shoot', 'melee', 'psychic', 'overwatch', 'interact', 'flip'];
for (let k = 0; k < 512; k++) {
  const active = ids[int(ids.length)]!;
  const did = [[], ['move'], ['interact']][k % 3]!.map((a) => ({ action: a as 'move' | 'interact' }));
  const s = stateOf({ ...base, active, did, phase: models[active]!.kind === 'hero' ? 'hero' : 'overmind' });
  const kind = kinds[k % kinds.length]!;
  const action: Action =
    kind === 'move' || kind === 'sprint'
      ? { action: kind, to: { x: int(SIDE), y: int(SIDE) } }
      : kind === 'shoot' || kind === 'melee' || kind === 'psychic'
        ? { action: kind, target: ids[int(ids.length)] === active ? ids[(ids.indexOf(active) + 1) % ids.length]! : ids[int(ids.length)]! }
        : kind === 'overwatch'
          ? { action: 'overwatch', mode: k % 2 ? 'full' : 'weak' }
          : { action: kind };
  mix.push({ state: s, action });
}
let allowed = 0;
for (const q of mix) if (canPerform(q.state, q.action).allowed) allowed++;
console.log(`canPerform mix: ${allowed} of ${mix.length} allowed`);
measure('canPerform (mixed actions and states)', 'queries', mix.length, (i) => {
  canPerform(mix[i]!.state, mix[i]!.action);
});
const shots = mix.filter((q) => q.action.action === 'shoot');
measure('canPerform shoot (LoS + range)', 'queries', shots.length, (i) => {
  canPerform(shots[i]!.state, shots[i]!.action);
});
const moves = mix.filter((q) => q.action.action === 'move');
measure(
  'canPerform move to a square',
  'queries',
  moves.length,
  (i) => {
    canPerform(moves[i]!.state, moves[i]!.action);
  },
  100_000,
);
// The same questions on a board never asked about before (a fresh board object each time: no
// distance field kept from an earlier question).
measure('  ...first question on a board', 'queries', moves.length, (i) => {
  const q = moves[i]!;
  canPerform({ ...q.state, board: { ...q.state.board } }, q.action);
});
measure('reachableSquares, Move 6', 'queries', ids.length, (i) => {
  reachableSquares(state.board, state.models[ids[i]!]!.at, 6);
});
const raw = JSON.parse(JSON.stringify({ ...base, ask: { action: 'shoot', target: 'm20' } }));
measure('parseScenario + answer (30x30 scenario)', 'scenarios', 1, () => {
  const p = engine.parseScenario(raw);
  if (p.ok) engine.answer(p.value);
});

/**
 * The widget's engine work for one render at the model cap: a 100x100 board (the largest) with
 * MAX_MODELS models, half heroes, the active hero's next steps (move, sprint, interact,
 * overwatch, and melee, shoot and psychic at each alien) each answered. Worst of 10 renders
 * against the 100 ms a main-thread task may take.
 */
{
  const models: Record<string, unknown> = {};
  for (let i = 0; i < MAX_MODELS; i++)
    models[`m${i}`] = { kind: i % 2 ? 'alien' : 'hero', at: formatSquare({ x: (i * 7) % 100, y: (i * 13) % 100 }) };
  const parsed = engine.parseScenario({ board: { size: '100x100' }, models, active: 'm0', ask: 'move' });
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const s = parsed.value;
  const asks: unknown[] = ['move', 'sprint', 'interact', 'overwatch'].map((action) => ({ action }));
  for (const action of ['melee', 'shoot', 'psychic'])
    for (const target of Object.keys(s.models).filter((id) => s.models[id]!.kind === 'alien')) asks.push({ action, target });
  let worst = 0;
  for (let r = 0; r < 10; r++) {
    const start = performance.now();
    for (const ask of asks) engine.answer({ ...s, ask } as Scenario);
    worst = Math.max(worst, performance.now() - start);
  }
  console.log(
    `widget render at the cap (${MAX_MODELS} models, 100x100, ${asks.length} next steps answered): ${worst.toFixed(1)} ms worst of 10   ${worst <= 100 ? 'met' : 'MISSED'} (≤ 100 ms)`,
  );
}
// Overwatch along paths: 10 models on Overwatch (both sides), 6-step walks of legal steps.
const watching = stateOf({
  ...base,
  models: Object.fromEntries(
    Object.entries(models).map(([id, m], n) => [id, { ...m, overwatch: n % 4 === 0 ? (n % 8 === 0 ? 'full' : 'weak') : null }]),
  ),
});
const walks: { mover: string; path: Square[] }[] = [];
for (let k = 0; walks.length < 512 && k < 20_000; k++) {
  const mover = ids[int(ids.length)]!;
  let at = watching.models[mover]!.at;
  const path: Square[] = [];
  for (let step = 0; step < 6; step++) {
    const dist = stepsTo(watching.board, at, 1);
    const options: Square[] = [];
    for (let i = 0; i < dist.length; i++) if (dist[i] === 1) options.push({ x: i % SIDE, y: Math.floor(i / SIDE) });
    const next = options.filter((o) => !path.some((p) => p.x === o.x && p.y === o.y))[int(options.length)];
    if (!next) break;
    path.push(next);
    at = next;
  }
  if (path.length === 6 && movePath(watching, mover, path).ok) walks.push({ mover, path });
}
let interrupted = 0;
for (const w of walks) {
  const out = movePath(watching, w.mover, w.path);
  if (out.ok) interrupted += out.interruptions.length;
}
console.log(`overwatch paths: ${walks.length} walks of 6 steps, ${interrupted} interruptions in all`);
measure(
  'movePath (Overwatch + free attacks, 6 steps)',
  'queries',
  walks.length,
  (i) => {
    movePath(watching, walks[i]!.mover, walks[i]!.path);
  },
  100_000,
);
