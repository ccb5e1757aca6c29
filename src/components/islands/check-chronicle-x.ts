/**
 * The Chronicle X widget: a board editor (click squares to place blocked squares, walls, the
 * active model and other models, or to ask about a move there; what a click does is in
 * check-chronicle-x-edit.ts, loaded with the checker on the first edit), the round's activations,
 * and the activation's actions, answered by the Chronicle X engine. Arrow keys move between squares.
 */
import { catalogue } from '../../engine/chronicle-x/reasons.ts';
import { movePath, type MoveInterruption } from '../../engine/chronicle-x/overwatch.ts';
import { answerScenario, name, stateOf, type ActionSpec, type Scenario } from '../../engine/chronicle-x/scenario.ts';
import { formatSquare, parseSquare, type Square } from '../../engine/chronicle-x/squares.ts';
import { CHRONICLE_X_FIELDS } from '../../widgets/games/chronicle-x.ts';
import type { Tool } from './check-chronicle-x-edit.ts';
import type { GameWidget, Input, NextStep } from './check-game.ts';
import { registerGame } from './check-widget.ts';
import { checkField, el, nextId, numberField, selectField } from './dom.ts';

const TOOLS: [Tool, string][] = [
  ['move', 'Ask: move there'],
  ['path', 'Ask: walk a path (click squares in order)'],
  ['active', 'Place the active model'],
  ['other', 'Add or remove another model'],
  ['blocked', 'Blocked square'],
  ['wall-east', 'Wall on its east side'],
  ['wall-south', 'Wall on its south side'],
];
let tool: Tool = 'move';
/** What a tap did, in words, by tool (the pinned answer says it). */
const TAPPED: Record<Tool, string> = {
  move: 'Asked: move to',
  active: 'Placed the active model on',
  other: 'Added or removed a model on',
  blocked: 'Toggled a blocked square at',
  'wall-east': 'Toggled the wall east of',
  'wall-south': 'Toggled the wall south of',
  path: 'Added a step to the path at',
};
let cursor = 'a1';
/** How many steps of the asked path the board shows (the path is played step by step). */
let shownSteps = Number.POSITIVE_INFINITY;

/** A face-down blip a moving Hero comes to see on a step of its path (`movePath`'s `revealed`). */
type Revealed = { readonly blip: string; readonly step: number; readonly at: Square };

/**
 * The asked path, what interrupts it and the blips the mover flips on the way, or `null` when the
 * question is not a path (or the path has an illegal step).
 */
function pathPlay(
  scenario: Scenario | null,
): { path: string[]; model: string; interruptions: readonly MoveInterruption[]; revealed: readonly Revealed[] } | null {
  if (!scenario || !('path' in scenario.ask)) return null;
  const { path, model } = scenario.ask;
  const out = movePath(
    stateOf(scenario),
    model,
    path.map((p) => parseSquare(p)!),
  );
  return { path, model, interruptions: out.ok ? out.interruptions : [], revealed: (out.ok && out.revealed) || [] };
}

const revealedWords = (model: string, r: Revealed): string => `${model} sees the blip ${r.blip}: it is flipped, and the move goes on`;

const interruptionWords = (i: MoveInterruption): string =>
  i.kind === 'flip'
    ? `${i.by} sees the blip: it is flipped here and the revealed unit takes its place`
    : `${i.kind === 'overwatch' ? `${i.by}'s Overwatch fires` : `${i.by} makes a free attack`}${i.blipFlips ? ' (the blip is flipped to make it)' : ''} with ${i.dice} ${i.dice === 1 ? 'die' : 'dice'}${i.weakened ? ' (blue token: one fewer)' : ''}; the move stops here${
        i.moverFlips
          ? ": the attacked blip is flipped, and the rest of the move is the revealed unit's"
          : i.stepsLeft
            ? `, ${i.stepsLeft} ${i.stepsLeft === 1 ? 'step' : 'steps'} of this path after it`
            : ''
      }`;

/** An action in words: an input (`move`, `overwatch-weak`, `{ action, to, target }`) or a validated action. */
const words = (a: unknown): string => {
  if (typeof a === 'string') return a === 'overwatch-weak' ? 'weak Overwatch' : a;
  const o = a as { action: string; to?: string; target?: string; mode?: string };
  if (o.mode === 'weak') return 'weak Overwatch';
  return `${o.action}${o.to ? ` to ${o.to}` : ''}${o.target ? ` at ${o.target}` : ''}`;
};

const copy = (input: Input): Input => JSON.parse(JSON.stringify(input)) as Input;

/** An action input of the next steps (`move`, `overwatch-weak`, `{ action, target }`) as the validator reads it. */
const actionSpec = (a: unknown): ActionSpec =>
  typeof a === 'string'
    ? a.startsWith('overwatch')
      ? { action: 'overwatch', mode: a === 'overwatch' ? 'full' : 'weak' }
      : { action: a as ActionSpec['action'] }
    : (a as ActionSpec);
const board = (input: Input) => (input.board ?? { size: '8x8' }) as { size: string; blocked?: string[]; walls?: string[] };
const models = (input: Input) => (input.models ?? {}) as Record<string, Record<string, unknown>>;

/** The editing module (the input checker and the board's square clicks), loaded on the first edit. */
const loadEdit = () => import('./check-chronicle-x-edit.ts');

function boardGrid(input: Input, change: (next: Input, what?: string) => void, scenario: Scenario | null = null): HTMLElement {
  const play = pathPlay(scenario);
  const shown = play ? Math.min(shownSteps, play.path.length) : 0;
  const stepOf = new Map<string, number>();
  if (play)
    play.path.slice(0, shown).forEach((sq, i) => {
      stepOf.set(sq, i + 1);
    });
  const stops = new Map<string, MoveInterruption[]>();
  for (const i of play?.interruptions ?? []) {
    if (i.step > shown) continue;
    const sq = formatSquare(i.at);
    stops.set(sq, [...(stops.get(sq) ?? []), i]);
  }
  const flips = new Map<string, string[]>();
  for (const r of play?.revealed ?? []) {
    if (r.step > shown) continue;
    const sq = formatSquare(r.at);
    flips.set(sq, [...(flips.get(sq) ?? []), revealedWords(play!.model, r)]);
  }
  const b = board(input);
  const [w, h] = b.size.split('x').map(Number) as [number, number];
  const ms = models(input);
  const walls = new Set(b.walls ?? []);
  const blocked = new Set(b.blocked ?? []);
  const ask = input.ask as { action?: string; to?: string } | string;
  const target = typeof ask === 'object' && ask.action === 'move' ? ask.to : undefined;
  if (!parseSquare(cursor) || parseSquare(cursor)!.x >= w || parseSquare(cursor)!.y >= h) cursor = 'a1';
  const grid = el('div', {
    class: 'rgc-board',
    role: 'group',
    'aria-label': `Board, ${w} by ${h} squares; arrow keys move between squares`,
    style: `--cols:${w}`,
  });
  // File letters above and rank numbers beside the squares, as the answers name squares (a1, b1-b2).
  grid.append(el('span', { class: 'rgc-coord', 'aria-hidden': 'true' }));
  for (let x = 0; x < w; x++)
    grid.append(el('span', { class: 'rgc-coord rgc-file', 'aria-hidden': 'true' }, formatSquare({ x, y: 0 }).replace(/\d+$/, '')));
  for (let y = 0; y < h; y++) {
    grid.append(el('span', { class: 'rgc-coord rgc-rank', 'aria-hidden': 'true' }, formatSquare({ x: 0, y }).replace(/^[a-z]+/, '')));
    for (let x = 0; x < w; x++) {
      const sq = formatSquare({ x, y });
      const occupant = Object.keys(ms).find((id) => ms[id]!.at === sq);
      const east = walls.has(`${sq}-${formatSquare({ x: x + 1, y })}`);
      const south = walls.has(`${sq}-${formatSquare({ x, y: y + 1 })}`);
      const facts = [
        blocked.has(sq) ? 'blocked' : '',
        occupant ? `${occupant} (${String(ms[occupant]!.kind ?? 'hero')}${occupant === input.active ? ', active' : ''})` : '',
        east ? 'wall east' : '',
        south ? 'wall south' : '',
        sq === target ? 'move asked' : '',
        stepOf.has(sq) ? `step ${stepOf.get(sq)} of the path` : '',
        ...(stops.get(sq) ?? []).map((i) => `move interrupted: ${interruptionWords(i)}`),
        ...(flips.get(sq) ?? []),
      ].filter(Boolean);
      const cls = [
        'rgc-sq',
        stepOf.has(sq) && 'rgc-path',
        stops.has(sq) && 'rgc-interrupted',
        blocked.has(sq) && 'rgc-blocked',
        east && 'rgc-we',
        south && 'rgc-ws',
        occupant === input.active && 'rgc-active',
        occupant && occupant !== input.active && 'rgc-other',
        sq === target && 'rgc-target',
      ]
        .filter(Boolean)
        .join(' ');
      grid.append(
        el(
          'button',
          {
            type: 'button',
            class: cls,
            'data-key': `sq-${sq}`,
            'data-square': sq,
            tabindex: sq === cursor ? 0 : -1,
            'aria-label': `${sq}${facts.length ? `: ${facts.join(', ')}` : ''}`,
            onclick: () => {
              cursor = sq;
              if (tool === 'path') shownSteps = Number.POSITIVE_INFINITY; // a new path is shown whole
              // Should the editing module fail to load, `change` says so (it needs the checker too).
              loadEdit().then(
                (edit) => change(edit.clickSquare(input, sq, tool), `${TAPPED[tool]} ${sq}.`),
                () => change(input),
              );
            },
            onkeydown: (e: Event) => {
              const k = (e as KeyboardEvent).key;
              const d = (
                { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] } as Record<string, [number, number]>
              )[k];
              if (!d) return;
              e.preventDefault();
              const nx = Math.min(w - 1, Math.max(0, x + d[0]));
              const ny = Math.min(h - 1, Math.max(0, y + d[1]));
              const to = grid.querySelector<HTMLElement>(`[data-square="${formatSquare({ x: nx, y: ny })}"]`);
              if (!to) return;
              for (const btn of grid.querySelectorAll<HTMLElement>('[tabindex="0"]')) btn.tabIndex = -1;
              to.tabIndex = 0;
              cursor = formatSquare({ x: nx, y: ny });
              to.focus();
            },
          },
          blocked.has(sq) ? '#' : (occupant ?? (stepOf.has(sq) ? String(stepOf.get(sq)) : '')),
        ),
      );
    }
  }
  return grid;
}

function toolPicker(change: () => void): HTMLElement {
  const name = nextId('rgc-tool');
  return el(
    'fieldset',
    { class: 'rgc-tools' },
    el('legend', {}, 'A click on a square will'),
    ...TOOLS.map(([t, label]) => {
      const id = nextId('rgc');
      return el(
        'span',
        { class: 'rgc-field rgc-check' },
        el('input', {
          type: 'radio',
          name,
          id,
          value: t,
          checked: tool === t,
          'data-key': `tool-${t}`,
          onchange: () => {
            tool = t;
            change();
          },
        }),
        el('label', { for: id }, label),
      );
    }),
  );
}

function setup(input: Input, scenario: Scenario | null, change: (next: Input, what?: string) => void): HTMLElement {
  const ms = models(input);
  const active = typeof input.active === 'string' ? input.active : null;
  const m = active ? ms[active] : undefined;
  const set = (f: (n: Input) => void) => {
    const n = copy(input);
    f(n);
    change(n);
  };
  const ranged = m?.short as { dice: number; range: number } | undefined;
  const activeBox = m
    ? el(
        'fieldset',
        {},
        el('legend', {}, `Active model ${active}`),
        selectField(
          'kind',
          'Kind',
          String(m.kind ?? 'hero'),
          [
            ['hero', 'Hero'],
            ['alien', 'Alien unit'],
            ['blip', 'Blip token'],
          ],
          (v) =>
            set((n) => {
              models(n)[active!]!.kind = v;
            }),
        ),
        numberField('move', 'Movement', Number(m.move ?? 4), 0, 12, (v) =>
          set((n) => {
            models(n)[active!]!.move = v;
          }),
        ),
        numberField('melee', 'Melee dice', Number(m.melee ?? 1), 0, 6, (v) =>
          set((n) => {
            models(n)[active!]!.melee = v;
          }),
        ),
        numberField('short', 'Short range (0 = cannot shoot)', ranged?.range ?? 0, 0, 12, (v) =>
          set((n) => {
            const mm = models(n)[active!]!;
            if (v === 0) delete mm.short;
            else mm.short = { dice: ranged?.dice ?? 2, range: v };
          }),
        ),
        selectField(
          'overwatch',
          'Overwatch token',
          String(m.overwatch ?? 'none'),
          [
            ['none', 'None'],
            ['full', 'Full (red)'],
            ['weak', 'Weak (blue)'],
          ],
          (v) =>
            set((n) => {
              const mm = models(n)[active!]!;
              if (v === 'none') delete mm.overwatch;
              else mm.overwatch = v;
            }),
        ),
      )
    : el('p', {}, 'No activation in progress.');
  const others = Object.keys(ms).filter((id) => id !== active);
  const round = el(
    'fieldset',
    {},
    el('legend', {}, 'Round'),
    selectField(
      'phase',
      'Phase',
      String(input.phase ?? 'hero'),
      [
        ['hero', 'Hero phase'],
        ['overmind', "Overmind's phase"],
      ],
      (v) =>
        set((n) => {
          n.phase = v;
        }),
    ),
    ...others.map((id) =>
      checkField(
        `activated-${id}`,
        `${id} already activated this round`,
        ((input.activated as string[] | undefined) ?? []).includes(id),
        (v) =>
          set((n) => {
            const others = ((n.activated as string[] | undefined) ?? []).filter((x) => x !== id);
            n.activated = v ? [...others, id] : others;
          }),
      ),
    ),
  );
  // The board first (the situation at a glance), then what a tap on it does.
  return el(
    'div',
    { class: 'rgc-setup' },
    boardGrid(input, change, scenario),
    ...pathControls(scenario, () => change(input)),
    toolPicker(() => change(input)),
    activeBox,
    round,
  );
}

/** Step-by-step play of an asked path: previous / next step, and what happens at the step shown. */
function pathControls(scenario: Scenario | null, redraw: () => void): HTMLElement[] {
  const play = pathPlay(scenario);
  if (!play || play.path.length === 0) return [];
  const n = play.path.length;
  const shown = Math.min(shownSteps, n);
  const here = play.interruptions.filter((i) => i.step === shown);
  const flipped = play.revealed.filter((r) => r.step === shown).map((r) => `${revealedWords(play.model, r)}. `);
  const status =
    shown === 0
      ? `${play.model} has not moved yet.`
      : `Step ${shown} of ${n}: ${play.model} enters ${play.path[shown - 1]}. ${flipped.join('')}${here.length ? here.map(interruptionWords).join('. ') : 'Nothing interrupts the move here'}.`;
  const go = (k: number) => () => {
    shownSteps = Math.max(0, Math.min(n, k));
    redraw();
  };
  return [
    el(
      'div',
      { class: 'rgc-share' },
      el('button', { type: 'button', 'data-key': 'path-prev', disabled: shown === 0, onclick: go(shown - 1) }, 'Previous step'),
      el('button', { type: 'button', 'data-key': 'path-next', disabled: shown >= n, onclick: go(shown + 1) }, 'Next step'),
      el('p', { role: 'status', 'data-key': 'path-status' }, status),
    ),
  ];
}

function next(input: Input, s: Scenario): NextStep[] {
  const steps: NextStep[] = [];
  const withAsk = (ask: unknown): Input => ({ ...copy(input), ask });
  if (s.active === null) {
    for (const id of Object.keys(s.models)) {
      const ask = { activate: id };
      steps.push({
        label: `Activate ${id}`,
        ask: withAsk(ask),
        askScenario: { ...s, ask: { ...ask, interruption: false } },
        perform: { ...copy(input), active: id, did: [], ask: 'move' },
      });
    }
    return steps;
  }
  const me = s.models[s.active]!;
  const enemies = Object.keys(s.models).filter((id) => id !== s.active && (s.models[id]!.kind === 'hero') !== (me.kind === 'hero'));
  const actions: unknown[] = ['move', 'sprint'];
  for (const kind of ['melee', 'shoot', 'psychic']) for (const t of enemies) actions.push({ action: kind, target: t });
  actions.push('interact', 'overwatch', 'overwatch-weak');
  if (me.kind === 'blip') actions.push('flip');
  for (const a of actions) {
    steps.push({
      label: words(a)[0]!.toUpperCase() + words(a).slice(1),
      ask: withAsk(a),
      askScenario: { ...s, ask: actionSpec(a) },
      perform: { ...withAsk(a), did: [...((input.did as unknown[]) ?? []), a] },
    });
  }
  const activated = [...s.activated, s.active];
  steps.push({
    label: `End ${s.active}'s activation`,
    ask: null,
    askScenario: null,
    perform: {
      ...copy(input),
      activated,
      active: null,
      did: [],
      ask: { activate: Object.keys(s.models).find((id) => !activated.includes(id)) ?? s.active },
    },
  });
  return steps;
}

const widget: GameWidget = {
  fields: CHRONICLE_X_FIELDS,
  engine: { name, answer: answerScenario },
  catalogue,
  loadChecker: async () => (await loadEdit()).checker,
  loadTexts: async () => (await import('../../engine/chronicle-x/reason-texts.ts')).texts,
  loadMessages: async () => (await import('../../engine/chronicle-x/scenario-messages.ts')).scenarioMessages,
  initial: () => ({
    board: { size: '6x6', blocked: ['c3'], walls: ['b1-b2'] },
    models: { A: { kind: 'hero', at: 'b2', short: { dice: 2, range: 4 } }, B: { kind: 'alien', at: 'e4' } },
    phase: 'hero',
    active: 'A',
    ask: { action: 'move', to: 'a1' },
  }),
  setup: (input, scenario, change) => setup(input, scenario as Scenario | null, change),
  log: (s: Scenario) => [
    ...s.activated.map((id) => `${id} was activated earlier this round.`),
    ...s.did.map((a) => `${s.active}: ${words(a)}.`),
  ],
  undo: (input) => {
    const did = (input.did as unknown[] | undefined) ?? [];
    return did.length ? { ...copy(input), did: did.slice(0, -1) } : null;
  },
  next,
  question: (s: Scenario) =>
    'activate' in s.ask
      ? `Can ${s.ask.activate} be activated now?`
      : 'path' in s.ask
        ? `Can ${s.ask.model} move ${s.ask.path.join(' → ')} without being interrupted?`
        : 'defend' in s.ask
          ? s.ask.dice === undefined
            ? `Does the defender roll defence dice against a ${s.ask.defend} attack?`
            : `How many defence dice does a defender with ${s.ask.dice} combat dice roll against a ${s.ask.defend} attack?`
          : `Can ${s.active ?? 'the model'} ${/overwatch/i.test(words(s.ask)) ? `go on ${words(s.ask).replace(/^overwatch$/, 'Overwatch')}` : words(s.ask)} now?`,
};

registerGame('chronicle-x', widget);
