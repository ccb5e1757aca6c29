/**
 * Validation of untrusted scenario input (parsed YAML from a `check` block, or a URL's data) into
 * a {@link Scenario}. Never throws: every problem names the field and what is allowed. Problems
 * are reported as data (keys of scenario-messages.ts with their facts), so that the browser loads
 * their words only for a bad input. The format is documented in `scenario.ts`.
 *
 * Two entries, one validator: `parseScenario` (`scenario-read.ts`) also reads a drawn (ASCII)
 * board, for `check` blocks, tests and the build; {@link checkScenarioData} reads boards in the
 * list form only (`{ size, blocked, walls, … }`, as links and the widget write them), so the
 * browser bundle leaves the ASCII reader out. On valid input both give the same scenario.
 */
import { emptyRecord, failed, ownValue, type Checked, type ProblemOf } from '../core/index.ts';
import type { AsciiMap } from './ascii.ts';
import { BLOCKED, OCCUPIED, boardToSpec, checkBoardSpec, createBoard, indexOf, isOnBoard, type Board, type BoardSpec } from './board.ts';
import type { Ask, ModelSpec, ActionSpec, Scenario } from './scenario.ts';
import { ATTACK_KINDS, type AttackKind } from './defence.ts';
import type { ScenarioMessages } from './scenario-messages.ts';
import { formatSquare, parseSquare, type Square } from './squares.ts';
import { ACTION_KINDS, type ActionKind, type RangedValue } from './state.ts';
import { SCENARIO_FIELDS } from './fields.ts';
import { checkDidOnBoard } from './scenario-did.ts';
import { checkRoundHistory } from './scenario-round.ts';
import { checkDidAttacks } from './scenario-did-attacks.ts';

type Problems = ProblemOf<ScenarioMessages>[];

// `model` (one model) is listed after `models`, as messages name the allowed fields.
const [BOARD, MODELS, ...LATER] = SCENARIO_FIELDS;
const TOP_FIELDS: readonly string[] = ['game', 'expect', BOARD, MODELS, 'model', ...LATER];
/** Longest path accepted in `ask.path`. */
const MAX_PATH = 200;
const MODEL_FIELDS = ['kind', 'at', 'move', 'melee', 'short', 'long', 'psychic', 'overwatch'];
const BOARD_FIELDS = ['map', 'size', 'blocked', 'hazards', 'features', 'walls'];

/**
 * Most models a situation may hold: a real mission has far fewer. Each model adds widget steps
 * (activate it, attack it) that the engine answers, so the cap keeps one widget render fast
 * (2,000 models took seconds on a 100x100 board); over it the situation is refused (`tooManyModels`).
 */
export const MAX_MODELS = 48;

/**
 * Longest `did` read: an activation takes at most two actions, so a longer list is refused at once
 * (`listLong`), with one problem rather than one per entry.
 */
const MAX_DID = 20;
/** Longest model id: ids name models in every message about them, so they stay short. */
const MAX_ID = 32;
/**
 * Longest terrain or wall list read (`board.blocked`, `board.walls`, …): twice the squares of the
 * largest board (100x100), enough for a wall on every side; a longer list is refused at once.
 */
const MAX_BOARD_LIST = 20_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function unknownFields(obj: Record<string, unknown>, allowed: readonly string[], where: string, errors: Problems): void {
  for (const k of Object.keys(obj)) {
    if (!allowed.includes(k)) errors.push(['unknownField', `${where}${k}`, allowed]);
  }
}

function wholeNumber(v: unknown, field: string, min: number, errors: Problems, fallback: number): number {
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > 99) {
    errors.push(['wholeNumber', field, min, v]);
    return fallback;
  }
  return v;
}

function ranged(v: unknown, field: string, errors: Problems): RangedValue | null {
  if (v === undefined || v === null) return null;
  if (!isRecord(v)) {
    errors.push(['rangedValue', field, v]);
    return null;
  }
  unknownFields(v, ['dice', 'range'], `${field}.`, errors);
  return { dice: wholeNumber(v.dice, `${field}.dice`, 0, errors, 0), range: wholeNumber(v.range, `${field}.range`, 1, errors, 1) };
}

interface BoardInput {
  board: Board;
  marks: Record<string, Square>;
}

/** Reads a drawn board (`readAsciiMap` of ascii.ts): the map, or every problem found. */
export type MapReader = (text: string) => AsciiMap | { errors: string[] };

function readBoard(input: unknown, errors: Problems, readMap: MapReader | null): BoardInput | null {
  if (input === undefined) return { board: createBoard(8, 8), marks: emptyRecord() };
  const fromMap = (text: unknown, field: string): BoardInput | null => {
    if (!readMap) {
      errors.push(['drawnBoardHere', field]);
      return null;
    }
    if (typeof text !== 'string') {
      errors.push(['mapNotText', field, text]);
      return null;
    }
    const m = readMap(text);
    if ('errors' in m) {
      for (const e of m.errors) errors.push(['mapProblem', field, e]);
      return null;
    }
    return { board: m.board, marks: Object.assign(emptyRecord<Square>(), m.marks) };
  };
  if (typeof input === 'string') return fromMap(input, 'board');
  if (!isRecord(input)) {
    errors.push(['boardShape']);
    return null;
  }
  unknownFields(input, BOARD_FIELDS, 'board.', errors);
  for (const key of ['blocked', 'hazards', 'features', 'walls'] as const) {
    const list = input[key];
    if (list !== undefined && !Array.isArray(list)) {
      errors.push(['boardList', key]);
      return null;
    }
    if (list !== undefined && list.length > MAX_BOARD_LIST) {
      errors.push(['listLong', `board.${key}`, MAX_BOARD_LIST, list.length]);
      return null;
    }
  }
  let base: BoardInput | null;
  if (input.map !== undefined) {
    base = fromMap(input.map, 'board.map');
    if (base && input.size !== undefined && input.size !== `${base.board.width}x${base.board.height}`) {
      errors.push(['mapSizeDiffers', input.size, base.board.width, base.board.height]);
      return null;
    }
  } else {
    const built = checkBoardSpec({ size: (input.size ?? '8x8') as string });
    if ('problems' in built) {
      errors.push(...built.problems);
      return null;
    }
    base = { board: built.board, marks: emptyRecord() };
  }
  if (!base) return null;
  // Add the listed terrain and walls on top of the map (or the empty board of `size`).
  const extra = checkBoardSpec({ ...(input as unknown as BoardSpec), size: `${base.board.width}x${base.board.height}` });
  if ('problems' in extra) {
    errors.push(...extra.problems);
    return null;
  }
  const merged = { ...base.board, cells: base.board.cells.slice() };
  for (let i = 0; i < merged.cells.length; i++) merged.cells[i]! |= extra.board.cells[i]!;
  return { board: merged, marks: base.marks };
}

function readAction(v: unknown, field: string, errors: Problems, models: Record<string, ModelSpec>): ActionSpec | null {
  if (typeof v === 'string') {
    if (v === 'overwatch-weak') return { action: 'overwatch', mode: 'weak' };
    if ((ACTION_KINDS as readonly string[]).includes(v))
      return v === 'overwatch' ? { action: 'overwatch', mode: 'full' } : { action: v as ActionKind };
    errors.push(['actionName', field, v, ACTION_KINDS]);
    return null;
  }
  if (!isRecord(v) || typeof v.action !== 'string' || !(ACTION_KINDS as readonly string[]).includes(v.action)) {
    errors.push(['actionShape', field, v, ACTION_KINDS]);
    return null;
  }
  const kind = v.action as ActionKind;
  const spec: ActionSpec = { action: kind };
  const allowed = [
    'action',
    ...(kind === 'move' || kind === 'sprint' ? ['to'] : []),
    ...(kind === 'melee' || kind === 'shoot' || kind === 'psychic' ? ['target'] : []),
    ...(kind === 'overwatch' ? ['mode'] : []),
  ];
  unknownFields(v, allowed, `${field}.`, errors);
  if (v.to !== undefined) {
    const s = typeof v.to === 'string' ? parseSquare(v.to) : null;
    if (!s) errors.push(['actionSquare', `${field}.to`, v.to]);
    else spec.to = formatSquare(s);
  }
  if (v.target !== undefined) {
    const target = idOf(v.target);
    if (typeof target !== 'string' || !models[target]) errors.push(['modelId', `${field}.target`, Object.keys(models), v.target]);
    else spec.target = target;
  }
  if (kind === 'overwatch') {
    if (v.mode !== undefined && v.mode !== 'full' && v.mode !== 'weak') errors.push(['overwatchMode', `${field}.mode`, v.mode]);
    spec.mode = v.mode === 'weak' ? 'weak' : 'full';
  }
  return spec;
}

/**
 * A model id as read: a whole number stands for its digits, since a YAML or link reader gives `1`
 * for the model written `1` (the keys of `models` are always strings).
 */
const idOf = (v: unknown): unknown => (typeof v === 'number' && Number.isInteger(v) ? String(v) : v);

function idList(v: unknown, field: string, models: Record<string, ModelSpec>, errors: Problems): string[] {
  if (v === undefined || v === null) return [];
  const arr = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  if (arr.length > MAX_MODELS) {
    errors.push(['listLong', field, MAX_MODELS, arr.length]);
    return out;
  }
  arr.forEach((read, i) => {
    const id = idOf(read);
    if (typeof id === 'string' && models[id]) out.push(id);
    else errors.push(['modelId', `${field}[${i}]`, Object.keys(models), id]);
  });
  return out;
}

/**
 * Validates untrusted data into a {@link Scenario} (defaults filled, board in spec form), with the
 * board in the list form only: a drawn board (text, or `board.map`) is reported as a problem.
 * For links and the widget (`parseScenarioData` of scenario-read.ts gives the problems in words;
 * `parseScenario` there reads drawn boards too). Never throws; on failure returns every problem found.
 */
export function checkScenarioData(input: unknown): Checked<Scenario> {
  return readScenario(input, null);
}

/**
 * The validator behind {@link checkScenarioData} and `parseScenario`: `readMap` reads drawn
 * boards, or `null` to refuse them. Never throws.
 */
export function readScenario(input: unknown, readMap: MapReader | null): Checked<Scenario> {
  const errors: Problems = [];
  if (!isRecord(input)) return failed([['notMapping']]);
  unknownFields(input, TOP_FIELDS, '', errors);
  if (input.game !== undefined && input.game !== 'chronicle-x') errors.push(['wrongGame', input.game]);

  const board = readBoard(input.board, errors, readMap);
  if (!board) return failed(errors);

  // Models
  let rawModels: Record<string, unknown>;
  if (input.model !== undefined && input.models !== undefined) {
    errors.push(['modelAndModels']);
    return failed(errors);
  } else if (input.model !== undefined) rawModels = { A: input.model };
  else if (input.models === undefined) rawModels = {};
  else if (!isRecord(input.models)) {
    errors.push(['modelsShape']);
    return failed(errors);
  } else rawModels = input.models;
  const modelCount = Object.keys(rawModels).length;
  if (modelCount > MAX_MODELS) {
    errors.push(['tooManyModels', modelCount, MAX_MODELS]);
    return failed(errors);
  }

  const models = emptyRecord<ModelSpec>();
  const placement = new Map<number, string>();
  for (const [id, raw] of Object.entries(rawModels)) {
    if (id.length > MAX_ID) {
      errors.push(['modelIdLong', `models.${id.slice(0, MAX_ID)}…`, MAX_ID]);
      continue;
    }
    const f = `models.${id}`;
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(id)) errors.push(['modelIdChars', f]);
    const m = raw === null || raw === undefined ? {} : raw;
    if (!isRecord(m)) {
      errors.push(['modelShape', f]);
      continue;
    }
    unknownFields(m, MODEL_FIELDS, `${f}.`, errors);
    const kind = m.kind ?? 'hero';
    if (kind !== 'hero' && kind !== 'alien' && kind !== 'blip') errors.push(['modelKind', f, kind]);
    let at: Square | null = null;
    if (m.at !== undefined) {
      at = typeof m.at === 'string' ? parseSquare(m.at) : null;
      if (!at || !isOnBoard(board.board, at)) {
        errors.push(['modelAt', f, board.board.width, board.board.height, m.at]);
        at = null;
      }
    }
    const drawn = ownValue(board.marks, id);
    if (drawn && at && (drawn.x !== at.x || drawn.y !== at.y)) errors.push(['atNotAsDrawn', f, formatSquare(at), id, formatSquare(drawn)]);
    at = at ?? drawn ?? (input.model !== undefined && m.at === undefined ? { x: 0, y: 0 } : null);
    if (!at) {
      if (m.at === undefined) errors.push(['modelNoSquare', f, id]);
      continue;
    }
    const i = indexOf(board.board, at);
    const flags = board.board.cells[i]!;
    if (flags & BLOCKED) errors.push(['modelOnBlocked', f, formatSquare(at)]);
    const other = placement.get(i);
    if (other !== undefined) errors.push(['squareTaken', f, formatSquare(at), other]);
    placement.set(i, id);
    const ow = m.overwatch ?? null;
    if (ow !== null && ow !== 'full' && ow !== 'weak') errors.push(['overwatchToken', f, ow]);
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
    if (!ownValue(rawModels, id)) errors.push(['drawnModelMissing', id]);
  }

  // Round
  const activated = idList(input.activated, 'activated', models, errors);
  const overwatchAttacks = idList(input.overwatchAttacks, 'overwatchAttacks', models, errors);
  const behaviourActions = idList(input.behaviourActions, 'behaviourActions', models, errors);
  let interruption: string | null = null;
  if (input.interruption !== undefined && input.interruption !== null) {
    const id = idOf(input.interruption);
    if (typeof id !== 'string' || !models[id]) errors.push(['interruptionId', input.interruption]);
    else if (models[id]!.kind === 'hero') errors.push(['interruptionHero', id]);
    else interruption = id;
  }
  if (interruption && activated.includes(interruption)) errors.push(['interruptionListed', interruption]);

  // Activation
  const ids = Object.keys(models);
  let active: string | null = null;
  const askIsActivate = isRecord(input.ask) && 'activate' in input.ask;
  const askIsPath = isRecord(input.ask) && 'path' in input.ask;
  const askIsDefend = isRecord(input.ask) && 'defend' in input.ask;
  if (input.active === null) {
    if (Array.isArray(input.did) && input.did.length) errors.push(['didWithoutActive']);
  } else if (input.active !== undefined) {
    const id = idOf(input.active);
    if (typeof id !== 'string' || !models[id]) errors.push(['modelId', 'active', ids, input.active]);
    else active = id;
  } else if (
    !(askIsActivate || askIsDefend || (askIsPath && (input.ask as Record<string, unknown>).model !== undefined)) ||
    input.did !== undefined
  ) {
    // Counted over the models given, not the ones read: a model whose square could not be read
    // was already reported, and is no missing model.
    const given = Object.keys(rawModels);
    if (given.length === 0) errors.push(['noModel']);
    else if (given.length > 1) errors.push(['whichActive', given]);
    else if (ids.length === 1) active = ids[0]!;
  }
  if (active && activated.includes(active)) errors.push(['activeListed', active]);
  const did: ActionSpec[] = [];
  if (input.did !== undefined && input.did !== null) {
    if (!Array.isArray(input.did)) errors.push(['didShape']);
    else if (input.did.length > MAX_DID) errors.push(['listLong', 'did', MAX_DID, input.did.length]);
    else
      input.did.forEach((a, i) => {
        const spec = readAction(a, `did[${i}]`, errors, models);
        if (spec) did.push(spec);
      });
    // The actions taken so far must be ones an activation allows, in that order: at most two
    // (cx-two-actions), different (cx-different-actions), full Overwatch alone (cx-overwatch-full),
    // the weaker one second (cx-overwatch-weak).
    const before = errors.length;
    did.forEach((spec, i) => {
      const field = `did[${i}]`;
      if (i >= 2) errors.push(['didImpossible', field, 'a model takes at most two actions in an activation']);
      else if (did.slice(0, i).some((d) => d.action === spec.action))
        errors.push(['didImpossible', field, `the two actions of an activation must differ, and ${spec.action} was already taken`]);
      else if (spec.action === 'overwatch' && spec.mode === 'weak' && i === 0)
        errors.push(['didImpossible', field, 'the weaker Overwatch can only be the second action']);
      else if (spec.action === 'overwatch' && spec.mode !== 'weak' && i === 1)
        errors.push(['didImpossible', field, 'full Overwatch takes both actions, so it cannot be the second']);
      else if (i === 1 && did[0]!.action === 'overwatch' && did[0]!.mode !== 'weak')
        errors.push(['didImpossible', field, 'full Overwatch took both actions of the activation']);
    });
    // What the actions say about the board and the model: squares moved to, flips, attacks (scenario-did.ts).
    const reported = new Set(errors.slice(before).map((e) => Number(/\d+/.exec(String(e[1]))?.[0])));
    if (active && Array.isArray(input.did) && input.did.length === did.length)
      checkDidOnBoard(board.board, models, active, did, reported, errors);
  }
  // What the round lists and the tokens shown must fit the models (scenario-round.ts).
  checkRoundHistory({ models, active, did, activated, interruption, overwatchAttacks, behaviourActions }, errors);

  let ask: Ask | null = null;
  if (input.ask === undefined) errors.push(['askMissing', ACTION_KINDS]);
  else if (askIsPath) {
    const a = input.ask as Record<string, unknown>;
    unknownFields(a, ['path', 'model'], 'ask.', errors);
    const path: string[] = [];
    if (!Array.isArray(a.path)) errors.push(['askPath', a.path]);
    else if (a.path.length > MAX_PATH) errors.push(['askPathLong', MAX_PATH]);
    else
      a.path.forEach((text, i) => {
        const sq = typeof text === 'string' ? parseSquare(text) : null;
        if (!sq || !isOnBoard(board.board, sq)) errors.push(['modelAt', `ask.path[${i}]`, board.board.width, board.board.height, text]);
        else path.push(formatSquare(sq));
      });
    const model = a.model === undefined ? active : idOf(a.model);
    // No `ask.model` and no model being activated: say what is missing (when `active` was left out,
    // `whichActive` or `noModel` already said it).
    if (a.model === undefined && model === null) {
      if (input.active === null) errors.push(['pathModel', ids]);
    } else if (typeof model !== 'string' || !models[model]) errors.push(['modelId', 'ask.model', ids, model]);
    ask = { path, model: typeof model === 'string' ? model : '' };
  } else if (askIsDefend) {
    const a = input.ask as Record<string, unknown>;
    unknownFields(a, ['defend', 'dice'], 'ask.', errors);
    if (!(ATTACK_KINDS as readonly unknown[]).includes(a.defend)) errors.push(['askDefend', a.defend]);
    const dice = a.dice === undefined ? undefined : wholeNumber(a.dice, 'ask.dice', 0, errors, 0);
    ask = { defend: a.defend as AttackKind, ...(dice !== undefined ? { dice } : {}) };
  } else if (askIsActivate) {
    const a = input.ask as Record<string, unknown>;
    unknownFields(a, ['activate', 'interruption'], 'ask.', errors);
    const activate = idOf(a.activate);
    if (typeof activate !== 'string' || !models[activate]) errors.push(['modelId', 'ask.activate', ids, a.activate]);
    if (a.interruption !== undefined && typeof a.interruption !== 'boolean') errors.push(['askInterruption', a.interruption]);
    ask = { activate: typeof activate === 'string' ? activate : '', interruption: a.interruption === true };
  } else ask = readAction(input.ask, 'ask', errors, models);

  // Phase
  let phase: 'hero' | 'overmind';
  if (input.phase !== undefined) {
    if (input.phase !== 'hero' && input.phase !== 'overmind') errors.push(['phase', input.phase]);
    phase = input.phase === 'overmind' ? 'overmind' : 'hero';
  } else {
    const who = active ?? (ask && 'activate' in ask ? ask.activate : ask && 'path' in ask ? ask.model : null);
    const interrupting = interruption !== null || (ask !== null && 'activate' in ask && ask.interruption);
    phase = who && models[who] && models[who]!.kind !== 'hero' && !interrupting ? 'overmind' : 'hero';
  }
  // The active model acts in its own side's phase; an alien unit in the Hero phase only as the
  // Overmind's Interruption (cx-phase-sides, cx-interruption-before-hero), and the unit the
  // Interruption activated not again in the Overmind phase (cx-interruption-counts).
  const activeModel = active === null ? undefined : models[active];
  if (active !== null && activeModel) {
    if (phase === 'hero' && activeModel.kind !== 'hero' && interruption !== active) errors.push(['activeOutOfPhase', active, 'hero']);
    else if (phase === 'overmind' && activeModel.kind === 'hero') errors.push(['activeOutOfPhase', active, 'overmind']);
    else if (phase === 'overmind' && interruption === active) errors.push(['activeAfterInterruption', active]);
  }

  const mutationCards = wholeNumber(input.mutationCards, 'mutationCards', 0, errors, 5);
  let meditationRoom = false;
  if (input.station !== undefined) {
    if (!isRecord(input.station) || (input.station.meditationRoom !== undefined && typeof input.station.meditationRoom !== 'boolean'))
      errors.push(['station', input.station]);
    else {
      unknownFields(input.station, ['meditationRoom'], 'station.', errors);
      meditationRoom = input.station.meditationRoom === true;
    }
  }

  if (errors.length || !ask) return failed(errors);
  const spec = boardToSpec({ ...board.board, cells: board.board.cells.map((c) => c & ~OCCUPIED) });
  const value: Scenario = {
    board: spec,
    models,
    phase,
    activated,
    interruption,
    overwatchAttacks,
    behaviourActions,
    active,
    did,
    mutationCards,
    meditationRoom,
    ask,
  };
  // Each attack in `did` reached its target from where the model stood then (scenario-did-attacks.ts).
  checkDidAttacks(value, errors);
  return errors.length ? failed(errors) : { ok: true, value };
}
