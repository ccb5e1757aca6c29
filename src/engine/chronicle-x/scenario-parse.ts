/**
 * Validation of untrusted scenario input (parsed YAML from a `check` block, or a URL's data) into
 * a {@link Scenario}. Never throws: every problem is a sentence naming the field and what is
 * allowed. The format is documented in `scenario.ts`.
 *
 * Two entries, one validator: {@link parseScenario} (`scenario-read.ts`) also reads a drawn
 * (ASCII) board, for `check` blocks, tests and the build; {@link parseScenarioData} reads boards in
 * the list form only (`{ size, blocked, walls, … }`, as links and the widget write them), so the
 * browser bundle leaves the ASCII reader out. On valid input both give the same scenario.
 */
import { fail, ok, type Parsed } from '../core/index.ts';
import type { AsciiMap } from './ascii.ts';
import { BLOCKED, OCCUPIED, boardFromSpec, boardToSpec, createBoard, indexOf, isOnBoard, type Board, type BoardSpec } from './board.ts';
import type { ActionSpec, ActivateAsk, ModelSpec, Scenario } from './scenario.ts';
import { formatSquare, parseSquare, type Square } from './squares.ts';
import { ACTION_KINDS, type ActionKind, type RangedValue } from './state.ts';

const TOP_FIELDS = ['game', 'expect', 'board', 'models', 'model', 'phase', 'activated', 'interruption', 'overwatchAttacks', 'behaviourActions', 'active', 'did', 'ask'];
const MODEL_FIELDS = ['kind', 'at', 'move', 'melee', 'short', 'long', 'psychic', 'overwatch'];
const BOARD_FIELDS = ['map', 'size', 'blocked', 'hazards', 'features', 'walls'];
const ACTION_NAMES = `${ACTION_KINDS.join(', ')}, overwatch-weak`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? String(v));

function unknownFields(obj: Record<string, unknown>, allowed: readonly string[], where: string, errors: string[]): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) errors.push(`\`${where}${k}\` is not a field here; allowed: ${allowed.join(', ')}.`);
  }
}

function wholeNumber(v: unknown, field: string, min: number, errors: string[], fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > 99) {
    errors.push(`\`${field}\` must be a whole number from ${min} to 99; got \`${show(v)}\`.`);
    return fallback;
  }
  return v;
}

function ranged(v: unknown, field: string, errors: string[]): RangedValue | null {
  if (v === undefined || v === null) return null;
  if (!isRecord(v)) {
    errors.push(`\`${field}\` must be { dice, range } (whole numbers), e.g. { dice: 3, range: 4 }; got \`${show(v)}\`.`);
    return null;
  }
  unknownFields(v, ['dice', 'range'], `${field}.`, errors);
  return { dice: wholeNumber(v.dice, `${field}.dice`, 0, errors, 0), range: wholeNumber(v.range, `${field}.range`, 1, errors, 1) };
}

interface BoardInput { board: Board; marks: Record<string, Square> }

/** Reads a drawn board (`readAsciiMap` of ascii.ts): the map, or every problem found. */
export type MapReader = (text: string) => AsciiMap | { errors: string[] };

function readBoard(input: unknown, errors: string[], readMap: MapReader | null): BoardInput | null {
  if (input === undefined) return { board: createBoard(8, 8), marks: {} };
  const fromMap = (text: unknown, field: string): BoardInput | null => {
    if (!readMap) {
      errors.push(`\`${field}\` is a drawn (ASCII) board, which only \`check\` blocks in notes may use; here give the board as lists, e.g. { size: 6x6, blocked: [c3], walls: [b1-b2] }.`);
      return null;
    }
    if (typeof text !== 'string') {
      errors.push(`\`${field}\` must be an ASCII map (text); got \`${show(text)}\`.`);
      return null;
    }
    const m = readMap(text);
    if ('errors' in m) {
      errors.push(...m.errors.map((e) => `\`${field}\`: ${e}`));
      return null;
    }
    return { board: m.board, marks: { ...m.marks } };
  };
  if (typeof input === 'string') return fromMap(input, 'board');
  if (!isRecord(input)) {
    errors.push('`board` must be an ASCII map (text) or { map?, size?, blocked?, hazards?, features?, walls? }.');
    return null;
  }
  unknownFields(input, BOARD_FIELDS, 'board.', errors);
  for (const key of ['blocked', 'hazards', 'features', 'walls'] as const) {
    if (input[key] !== undefined && !Array.isArray(input[key])) {
      errors.push(`\`board.${key}\` must be a list${key === 'walls' ? ' of square pairs like `b2-b3`' : ' of squares like `c4`'}.`);
      return null;
    }
  }
  let base: BoardInput | null;
  if (input.map !== undefined) {
    base = fromMap(input.map, 'board.map');
    if (base && input.size !== undefined && input.size !== `${base.board.width}x${base.board.height}`) {
      errors.push(`\`board.size\` is \`${show(input.size)}\` but \`board.map\` is ${base.board.width}x${base.board.height}; drop \`size\` or make them agree.`);
      return null;
    }
  } else {
    const built = boardFromSpec({ size: String(input.size ?? '8x8') });
    if ('errors' in built) {
      errors.push(...built.errors);
      return null;
    }
    base = { board: built.board, marks: {} };
  }
  if (!base) return null;
  // Add the listed terrain and walls on top of the map (or the empty board of `size`).
  const extra = boardFromSpec({ ...(input as unknown as BoardSpec), size: `${base.board.width}x${base.board.height}` });
  if ('errors' in extra) {
    errors.push(...extra.errors);
    return null;
  }
  const merged = { ...base.board, cells: base.board.cells.slice() };
  for (let i = 0; i < merged.cells.length; i++) merged.cells[i]! |= extra.board.cells[i]!;
  return { board: merged, marks: base.marks };
}

function readAction(v: unknown, field: string, errors: string[], models: Record<string, ModelSpec>): ActionSpec | null {
  if (typeof v === 'string') {
    if (v === 'overwatch-weak') return { action: 'overwatch', mode: 'weak' };
    if ((ACTION_KINDS as readonly string[]).includes(v)) return v === 'overwatch' ? { action: 'overwatch', mode: 'full' } : { action: v as ActionKind };
    errors.push(`\`${field}\` must be one of ${ACTION_NAMES}, or { action, to, target, mode }; got \`${v}\`.`);
    return null;
  }
  if (!isRecord(v) || typeof v.action !== 'string' || !(ACTION_KINDS as readonly string[]).includes(v.action)) {
    errors.push(`\`${field}\` must be one of ${ACTION_NAMES}, or { action, to, target, mode } with action one of ${ACTION_KINDS.join(', ')}; got \`${show(v)}\`.`);
    return null;
  }
  const kind = v.action as ActionKind;
  const spec: ActionSpec = { action: kind };
  const allowed = ['action', ...(kind === 'move' || kind === 'sprint' ? ['to'] : []), ...(kind === 'melee' || kind === 'shoot' || kind === 'psychic' ? ['target'] : []), ...(kind === 'overwatch' ? ['mode'] : [])];
  unknownFields(v, allowed, `${field}.`, errors);
  if (v.to !== undefined) {
    const s = typeof v.to === 'string' ? parseSquare(v.to) : null;
    if (!s) errors.push(`\`${field}.to\` must be a square like \`c4\`; got \`${show(v.to)}\`.`);
    else spec.to = formatSquare(s);
  }
  if (v.target !== undefined) {
    if (typeof v.target !== 'string' || !models[v.target]) errors.push(`\`${field}.target\` must be the id of a model (${Object.keys(models).join(', ') || 'none listed'}); got \`${show(v.target)}\`.`);
    else spec.target = v.target;
  }
  if (kind === 'overwatch') {
    if (v.mode !== undefined && v.mode !== 'full' && v.mode !== 'weak') errors.push(`\`${field}.mode\` must be full or weak; got \`${show(v.mode)}\`.`);
    spec.mode = v.mode === 'weak' ? 'weak' : 'full';
  }
  return spec;
}

function idList(v: unknown, field: string, models: Record<string, ModelSpec>, errors: string[]): string[] {
  if (v === undefined || v === null) return [];
  const arr = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  arr.forEach((id, i) => {
    if (typeof id === 'string' && models[id]) out.push(id);
    else errors.push(`\`${field}[${i}]\` must be the id of a model (${Object.keys(models).join(', ') || 'none listed'}); got \`${show(id)}\`.`);
  });
  return out;
}

/**
 * Validates untrusted data into a {@link Scenario} (defaults filled, board in spec form), with the
 * board in the list form only: a drawn board (text, or `board.map`) is reported as a problem.
 * For links and the widget; `parseScenario` (scenario-read.ts) reads drawn boards too.
 * Never throws; on failure returns every problem found.
 */
export function parseScenarioData(input: unknown): Parsed<Scenario> {
  return readScenario(input, null);
}

/**
 * The validator behind {@link parseScenarioData} and `parseScenario`: `readMap` reads drawn
 * boards, or `null` to refuse them. Never throws.
 */
export function readScenario(input: unknown, readMap: MapReader | null): Parsed<Scenario> {
  const errors: string[] = [];
  if (!isRecord(input)) return fail(['A Chronicle X scenario must be a mapping with at least `ask`, e.g. { model: { move: 4 }, did: [move], ask: sprint }.']);
  unknownFields(input, TOP_FIELDS, '', errors);
  if (input.game !== undefined && input.game !== 'chronicle-x') errors.push(`\`game\` must be chronicle-x for this engine; got \`${show(input.game)}\`.`);

  const board = readBoard(input.board, errors, readMap);
  if (!board) return fail(errors);

  // Models
  let rawModels: Record<string, unknown>;
  if (input.model !== undefined && input.models !== undefined) {
    errors.push('Give either `model` (one model, id A) or `models`, not both.');
    return fail(errors);
  } else if (input.model !== undefined) rawModels = { A: input.model };
  else if (input.models === undefined) rawModels = {};
  else if (!isRecord(input.models)) {
    errors.push('`models` must map ids to models, e.g. { A: { kind: hero, at: b2 } }.');
    return fail(errors);
  } else rawModels = input.models;

  const models: Record<string, ModelSpec> = {};
  const placement = new Map<number, string>();
  for (const [id, raw] of Object.entries(rawModels)) {
    const f = `models.${id}`;
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id)) errors.push(`\`${f}\`: a model id is letters, digits, \`_\` or \`-\`, starting with a letter or digit.`);
    const m = raw === null || raw === undefined ? {} : raw;
    if (!isRecord(m)) {
      errors.push(`\`${f}\` must be a mapping like { kind: hero, at: b2, move: 4 }.`);
      continue;
    }
    unknownFields(m, MODEL_FIELDS, `${f}.`, errors);
    const kind = m.kind ?? 'hero';
    if (kind !== 'hero' && kind !== 'alien' && kind !== 'blip') errors.push(`\`${f}.kind\` must be hero, alien or blip; got \`${show(kind)}\`.`);
    let at: Square | null = null;
    if (m.at !== undefined) {
      at = typeof m.at === 'string' ? parseSquare(m.at) : null;
      if (!at || !isOnBoard(board.board, at)) {
        errors.push(`\`${f}.at\` must be a square on the ${board.board.width}x${board.board.height} board, like \`b2\`; got \`${show(m.at)}\`.`);
        at = null;
      }
    }
    const drawn = board.marks[id];
    if (drawn && at && (drawn.x !== at.x || drawn.y !== at.y)) errors.push(`\`${f}.at\` is ${formatSquare(at)} but the map draws ${id} on ${formatSquare(drawn)}; give one of them.`);
    at = at ?? drawn ?? (input.model !== undefined && m.at === undefined ? { x: 0, y: 0 } : null);
    if (!at) {
      if (m.at === undefined) errors.push(`\`${f}\` has no square: give \`at\` (like \`b2\`) or draw ${id} on the map.`);
      continue;
    }
    const i = indexOf(board.board, at);
    const flags = board.board.cells[i]!;
    if (flags & BLOCKED) errors.push(`\`${f}\` stands on ${formatSquare(at)}, a blocked square; move it to an open square.`);
    const other = placement.get(i);
    if (other !== undefined) errors.push(`\`${f}\` stands on ${formatSquare(at)}, where ${other} already is; one model per square.`);
    placement.set(i, id);
    const ow = m.overwatch ?? null;
    if (ow !== null && ow !== 'full' && ow !== 'weak') errors.push(`\`${f}.overwatch\` must be full, weak or omitted (no token); got \`${show(ow)}\`.`);
    models[id] = {
      kind: kind === 'alien' || kind === 'blip' ? kind : 'hero',
      at: formatSquare(at),
      move: wholeNumber(m.move, `${f}.move`, 0, errors, 4),
      melee: wholeNumber(m.melee, `${f}.melee`, 0, errors, 1),
      short: ranged(m.short, `${f}.short`, errors),
      long: ranged(m.long, `${f}.long`, errors),
      psychic: ranged(m.psychic, `${f}.psychic`, errors),
      overwatch: ow === 'full' || ow === 'weak' ? ow : null,
    };
  }
  for (const id of Object.keys(board.marks)) {
    if (!rawModels[id]) errors.push(`\`board\`: the map draws model ${id}, but \`models\` has no ${id}; add it (e.g. ${id}: { kind: alien }).`);
  }

  // Round
  const activated = idList(input.activated, 'activated', models, errors);
  const overwatchAttacks = idList(input.overwatchAttacks, 'overwatchAttacks', models, errors);
  const behaviourActions = idList(input.behaviourActions, 'behaviourActions', models, errors);
  let interruption: string | null = null;
  if (input.interruption !== undefined && input.interruption !== null) {
    if (typeof input.interruption !== 'string' || !models[input.interruption]) errors.push(`\`interruption\` must be the id of an alien unit or blip token; got \`${show(input.interruption)}\`.`);
    else if (models[input.interruption]!.kind === 'hero') errors.push(`\`interruption\` names ${input.interruption}, a Hero; the Overmind's Interruption activates one of its own units.`);
    else interruption = input.interruption;
  }
  if (interruption && activated.includes(interruption)) errors.push(`\`activated\` lists ${interruption}, the model activated by the Interruption; list it only in \`interruption\`.`);

  // Activation
  const ids = Object.keys(models);
  let active: string | null = null;
  const askIsActivate = isRecord(input.ask) && 'activate' in input.ask;
  if (input.active === null) {
    if (Array.isArray(input.did) && input.did.length) errors.push('`did` lists actions but `active` is null (no activation in progress); name the model in `active` or drop `did`.');
  } else if (input.active !== undefined) {
    if (typeof input.active !== 'string' || !models[input.active]) errors.push(`\`active\` must be the id of a model (${ids.join(', ') || 'none listed'}); got \`${show(input.active)}\`.`);
    else active = input.active;
  } else if (!askIsActivate || input.did !== undefined) {
    if (ids.length === 1) active = ids[0]!;
    else if (ids.length === 0) errors.push('No model is given: add `model` (e.g. { kind: hero, move: 4 }) or `models`.');
    else errors.push(`Several models are given; name the one being activated in \`active\` (one of ${ids.join(', ')}).`);
  }
  if (active && activated.includes(active)) errors.push(`\`activated\` lists ${active}, the model being activated now; list only earlier activations.`);
  const did: ActionSpec[] = [];
  if (input.did !== undefined && input.did !== null) {
    if (!Array.isArray(input.did)) errors.push('`did` must be a list of actions, e.g. [move] or [{ action: overwatch, mode: weak }].');
    else input.did.forEach((a, i) => {
      const spec = readAction(a, `did[${i}]`, errors, models);
      if (spec) did.push(spec);
    });
  }

  let ask: ActionSpec | ActivateAsk | null = null;
  if (input.ask === undefined) errors.push(`\`ask\` is missing: an action (${ACTION_NAMES}, or { action, to, target, mode }) or { activate: id, interruption?: true }.`);
  else if (askIsActivate) {
    const a = input.ask as Record<string, unknown>;
    unknownFields(a, ['activate', 'interruption'], 'ask.', errors);
    if (typeof a.activate !== 'string' || !models[a.activate]) errors.push(`\`ask.activate\` must be the id of a model (${ids.join(', ') || 'none listed'}); got \`${show(a.activate)}\`.`);
    if (a.interruption !== undefined && typeof a.interruption !== 'boolean') errors.push(`\`ask.interruption\` must be true or false; got \`${show(a.interruption)}\`.`);
    ask = { activate: String(a.activate), interruption: a.interruption === true };
  } else ask = readAction(input.ask, 'ask', errors, models);

  // Phase
  let phase: 'hero' | 'overmind';
  if (input.phase !== undefined) {
    if (input.phase !== 'hero' && input.phase !== 'overmind') errors.push(`\`phase\` must be hero or overmind; got \`${show(input.phase)}\`.`);
    phase = input.phase === 'overmind' ? 'overmind' : 'hero';
  } else {
    const who = active ?? (ask && 'activate' in ask ? ask.activate : null);
    const interrupting = interruption !== null || (ask !== null && 'activate' in ask && ask.interruption);
    phase = who && models[who] && models[who]!.kind !== 'hero' && !interrupting ? 'overmind' : 'hero';
  }

  if (errors.length || !ask) return fail(errors);
  const spec = boardToSpec({ ...board.board, cells: board.board.cells.map((c) => c & ~OCCUPIED) });
  return ok({ board: spec, models, phase, activated, interruption, overwatchAttacks, behaviourActions, active, did, ask });
}
