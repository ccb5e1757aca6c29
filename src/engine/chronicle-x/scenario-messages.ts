/**
 * The words of the problems the Chronicle X scenario validator (scenario-parse.ts) and the board
 * spec reader (`checkBoardSpec`, board.ts) report: key → sentence naming the field and what is
 * allowed. The validators report problems as data (`['wholeNumber', field, min, got]`), so the
 * browser loads these words only for a bad input; Node code gets them through `parseScenario`,
 * `parseScenarioData` and `boardFromSpec` (scenario-read.ts). Imports nothing, so that its chunk
 * in the browser stands alone.
 */
/** The action names a field may give: every action kind, and overwatch-weak. */
const actionNames = (kinds: readonly string[]): string => `${kinds.join(', ')}, overwatch-weak`;
/** Longest value a message quotes: a longer one is cut with `…` (a message stays readable). */
const SHOWN = 80;
/**
 * A value as given: text as is, a number as JavaScript writes it (`Infinity`, `NaN`, where JSON
 * would write `null`); cut at {@link SHOWN} characters.
 */
const show = (v: unknown): string => {
  let shown: string;
  try {
    shown =
      typeof v === 'string'
        ? v
        : typeof v === 'number'
          ? String(v)
          : (JSON.stringify(v, (_, x) => (typeof x === 'number' && !Number.isFinite(x) ? String(x) : x)) ?? String(v));
  } catch {
    shown = Array.isArray(v) ? 'a list that contains itself or nests too deeply' : 'a mapping that contains itself or nests too deeply';
  }
  return shown.length > SHOWN ? `${shown.slice(0, SHOWN)}…` : shown;
};
const modelIds = (ids: readonly string[]): string => ids.join(', ') || 'none listed';

export const scenarioMessages = {
  notMapping: () => 'A Chronicle X scenario must be a mapping with at least `ask`, e.g. { model: { move: 4 }, did: [move], ask: sprint }.',
  unknownField: (field: string, allowed: readonly string[]) => `\`${field}\` is not a field here; allowed: ${allowed.join(', ')}.`,
  wrongGame: (got: unknown) => `\`game\` must be chronicle-x for this engine; got \`${show(got)}\`.`,
  wholeNumber: (field: string, min: number, got: unknown) => `\`${field}\` must be a whole number from ${min} to 99; got \`${show(got)}\`.`,
  rangedValue: (field: string, got: unknown) =>
    `\`${field}\` must be { dice, range } (whole numbers), e.g. { dice: 3, range: 4 }; got \`${show(got)}\`.`,

  // Board
  drawnBoardHere: (field: string) =>
    `\`${field}\` is a drawn (ASCII) board, which only \`check\` blocks in notes may use; here give the board as lists, e.g. { size: 6x6, blocked: [c3], walls: [b1-b2] }.`,
  mapNotText: (field: string, got: unknown) => `\`${field}\` must be an ASCII map (text); got \`${show(got)}\`.`,
  mapProblem: (field: string, problem: string) => `\`${field}\`: ${problem}`,
  boardShape: () => '`board` must be an ASCII map (text) or { map?, size?, blocked?, hazards?, features?, walls? }.',
  boardList: (key: string) =>
    `\`board.${key}\` must be a list${key === 'walls' ? ' of square pairs like `b2-b3`' : ' of squares like `c4`'}.`,
  mapSizeDiffers: (size: unknown, width: number, height: number) =>
    `\`board.size\` is \`${show(size)}\` but \`board.map\` is ${width}x${height}; drop \`size\` or make them agree.`,
  boardSize: (field: string, max: number, got: unknown) =>
    `\`${field}.size\` must be WIDTHxHEIGHT with each side 1 to ${max}, e.g. \`12x8\`; got \`${show(got)}\`.`,
  boardSquare: (field: string, width: number, height: number, got: unknown) =>
    `\`${field}\` must be a square on the ${width}x${height} board, like \`a1\`; got \`${show(got)}\`.`,
  boardWall: (field: string, got: unknown) =>
    `\`${field}\` must name two orthogonally adjacent squares on the board joined by \`-\`, like \`b2-b3\`; got \`${show(got)}\`.`,

  // Models
  modelAndModels: () => 'Give either `model` (one model, id A) or `models`, not both.',
  tooManyModels: (count: number, max: number) =>
    `\`models\` has ${count} models, more than the ${max} this site works out; keep the models that matter to the question.`,
  modelsShape: () => '`models` must map ids to models, e.g. { A: { kind: hero, at: b2 } }.',
  modelIdLong: (field: string, max: number) => `\`${field}\`: a model id is at most ${max} characters; give a shorter one.`,
  modelIdChars: (field: string) => `\`${field}\`: a model id is letters, digits, \`_\` or \`-\`, starting with a letter or digit.`,
  modelShape: (field: string) => `\`${field}\` must be a mapping like { kind: hero, at: b2, move: 4 }.`,
  modelKind: (field: string, got: unknown) => `\`${field}.kind\` must be hero, alien or blip; got \`${show(got)}\`.`,
  modelAt: (field: string, width: number, height: number, got: unknown) =>
    `\`${field}.at\` must be a square on the ${width}x${height} board, like \`b2\`; got \`${show(got)}\`.`,
  atNotAsDrawn: (field: string, at: string, id: string, drawn: string) =>
    `\`${field}.at\` is ${at} but the map draws ${id} on ${drawn}; give one of them.`,
  modelNoSquare: (field: string, id: string) => `\`${field}\` has no square: give \`at\` (like \`b2\`) or draw ${id} on the map.`,
  modelOnBlocked: (field: string, square: string) => `\`${field}\` stands on ${square}, a blocked square; move it to an open square.`,
  squareTaken: (field: string, square: string, other: string) =>
    `\`${field}\` stands on ${square}, where ${other} already is; one model per square.`,
  overwatchToken: (field: string, got: unknown) => `\`${field}.overwatch\` must be full, weak or omitted (no token); got \`${show(got)}\`.`,
  drawnModelMissing: (id: string) =>
    `\`board\`: the map draws model ${id}, but \`models\` has no ${id}; add it (e.g. ${id}: { kind: alien }).`,
  modelId: (field: string, ids: readonly string[], got: unknown) =>
    `\`${field}\` must be the id of a model (${modelIds(ids)}); got \`${show(got)}\`.`,

  // Round and activation
  interruptionId: (got: unknown) => `\`interruption\` must be the id of an alien unit or blip token; got \`${show(got)}\`.`,
  interruptionHero: (id: string) => `\`interruption\` names ${id}, a Hero; the Overmind's Interruption activates one of its own units.`,
  interruptionListed: (id: string) =>
    `\`activated\` lists ${id}, the model activated by the Interruption; list it only in \`interruption\`.`,
  didWithoutActive: () => '`did` lists actions but `active` is null (no activation in progress); name the model in `active` or drop `did`.',
  noModel: () => 'No model is given: add `model` (e.g. { kind: hero, move: 4 }) or `models`.',
  whichActive: (ids: readonly string[]) =>
    `Several models are given; name the one being activated in \`active\` (one of ${ids.join(', ')}).`,
  activeListed: (id: string) => `\`activated\` lists ${id}, the model being activated now; list only earlier activations.`,
  didImpossible: (field: string, why: string) => `\`${field}\` cannot have been taken: ${why}.`,
  historyImpossible: (field: string, why: string) => `\`${field}\` describes what cannot have happened: ${why}.`,
  listLong: (field: string, max: number, length: number) =>
    `\`${field}\` lists ${length} entries; at most ${max} are read: shorten the list to what the situation needs.`,
  didShape: () => '`did` must be a list of actions, e.g. [move] or [{ action: overwatch, mode: weak }].',
  activeOutOfPhase: (id: string, phase: string) =>
    phase === 'hero'
      ? `\`active\` is ${id}, an Overmind model, in the Hero phase: only the Overmind's Interruption activates it then; add \`interruption: ${id}\`, or set \`phase: overmind\`.`
      : `\`active\` is ${id}, a Hero, in the Overmind phase: Heroes activate in the Hero phase; set \`phase: hero\`.`,
  activeAfterInterruption: (id: string) =>
    `\`active\` is ${id} in the Overmind phase, but the Overmind's Interruption already activated ${id} this round (\`interruption: ${id}\`), and that was its activation for the round; set \`phase: hero\` for that activation, or name another model in \`active\`.`,
  phase: (got: unknown) => `\`phase\` must be hero or overmind; got \`${show(got)}\`.`,

  // Actions and the question
  actionName: (field: string, got: string, kinds: readonly string[]) =>
    `\`${field}\` must be one of ${actionNames(kinds)}, or { action, to, target, mode }; got \`${show(got)}\`.`,
  actionShape: (field: string, got: unknown, kinds: readonly string[]) =>
    `\`${field}\` must be one of ${actionNames(kinds)}, or { action, to, target, mode } with action one of ${kinds.join(', ')}; got \`${show(got)}\`.`,
  actionSquare: (field: string, got: unknown) => `\`${field}\` must be a square like \`c4\`; got \`${show(got)}\`.`,
  overwatchMode: (field: string, got: unknown) => `\`${field}\` must be full or weak; got \`${show(got)}\`.`,
  askMissing: (kinds: readonly string[]) =>
    `\`ask\` is missing: an action (${actionNames(kinds)}, or { action, to, target, mode }) or { activate: id, interruption?: true }.`,
  askPath: (got: unknown) => `\`ask.path\` must be a list of squares the model steps into, in order, e.g. [b2, c3]; got \`${show(got)}\`.`,
  askPathLong: (max: number) => `\`ask.path\` may list at most ${max} squares.`,
  pathModel: (ids: readonly string[]) =>
    `\`ask.path\` needs the model that walks it, and no model is being activated (\`active\` is null): give \`ask.model\` (one of ${modelIds(ids)}) or name the model in \`active\`.`,
  askDefend: (got: unknown) => `\`ask.defend\` must be melee, shoot or psychic (the attack defended against); got \`${show(got)}\`.`,
  mutationCards: (got: unknown) =>
    `\`mutationCards\` must be a whole number from 0 to 99 (Mutation cards in the Overmind's hand); got \`${show(got)}\`.`,
  station: (got: unknown) => `\`station\` must be a mapping such as { meditationRoom: true }; got \`${show(got)}\`.`,
  askInterruption: (got: unknown) => `\`ask.interruption\` must be true or false; got \`${show(got)}\`.`,
};

/** The keys and facts of the Chronicle X scenario problems. */
export type ScenarioMessages = typeof scenarioMessages;
