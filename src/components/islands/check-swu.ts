/**
 * The Star Wars: Unlimited widget: the players, who is active, the cards in play (controller,
 * exhausted, their abilities) and the pending triggered abilities. Play: pick the triggers in the
 * order they resolve (each possible next trigger shown as allowed or refused), or ask whether an
 * ability can be used or is active now. Answered by the SWU engine.
 */
import { happen } from '../../engine/swu/effects.ts';
import { answer, name } from '../../engine/swu/answer.ts';
import { catalogue } from '../../engine/swu/reasons.ts';
import { allTriggers, forEachLegalOrder } from '../../engine/swu/resolution.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import type { SwuState } from '../../engine/swu/state.ts';
import type { GameWidget, Input, NextStep } from './check-game.ts';
import { registerGame } from './check-widget.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

type Obj = Record<string, any>;
const copy = (input: Input): Obj => JSON.parse(JSON.stringify(input)) as Obj;

/** Cards a user can add: our own example texts, one per kind of ability. */
const PRESETS: [string, Obj][] = [
  ['Unit with Action [Exhaust]', { name: 'Raider', abilities: [{ id: 'strike', action: { exhaust: true } }] }],
  ['Unit with Epic Action', { name: 'Commander', abilities: [{ id: 'finale', epic: {} }] }],
  ['Unit with Sentinel', { name: 'Guard', abilities: [{ keyword: 'Sentinel' }] }],
  ['Unit with When Defeated', { name: 'Scout', abilities: [{ id: 'wd', when: 'When Defeated', text: 'Draw a card.' }] }],
];

/** The state the question is asked in: after what `happens`. */
function stateAfter(s: Scenario): SwuState {
  let state = s.state;
  for (const e of s.happens) state = happen(state, e).state;
  return state;
}

function setup(input: Input, scenario: Scenario | null, change: (next: Input) => void): HTMLElement {
  const players = (input.players as string[] | undefined) ?? ['A', 'B'];
  const set = (f: (n: Obj) => void) => {
    const n = copy(input);
    f(n);
    change(n);
  };
  const cards = ((input.cards as Obj[] | undefined) ?? []);
  const pending = ((input.pending as Obj[] | undefined) ?? []);
  const turn = el('fieldset', {}, el('legend', {}, 'Turn'),
    selectField('active', 'Active player', String(input.active ?? players[0]), players, (v) => set((n) => { n.active = v; })),
    checkField('acted', 'The active player already took an action this turn', input.acted === true, (v) => set((n) => { n.acted = v; })),
    ...players.map((p) => numberField(`res-${p}`, `Ready resources of ${p}`, Number((input.resources as Obj | undefined)?.[p] ?? 0), 0, 20, (v) => set((n) => { n.resources = { ...(n.resources ?? {}), [p]: v }; }))));
  const cardList = el('fieldset', {}, el('legend', {}, 'Cards in play'),
    el('ul', { class: 'rgc-cards' }, ...cards.map((c, i) => el('li', {},
      el('strong', {}, `${String(c.name ?? c.id)} `),
      el('span', { class: 'rgc-abilities' }, `(${(c.abilities as Obj[] | undefined ?? []).map((a) => a.keyword ?? (a.action ? `Action [${a.action.exhaust ? 'Exhaust' : ''}${a.action.resources ? ` ${a.action.resources} resources` : ''}]` : a.epic ? `Epic Action${a.used ? ', used' : ''}` : a.when ?? (a.constant ? 'constant' : 'event'))).join('; ') || 'no abilities'}) `),
      selectField(`ctl-${i}`, `Controller of ${String(c.name ?? c.id)}`, String(c.controller ?? input.active), players, (v) => set((n) => { n.cards[i].controller = v; })),
      checkField(`exh-${i}`, 'exhausted', c.exhausted === true, (v) => set((n) => { n.cards[i].exhausted = v; })),
      el('button', { type: 'button', 'data-key': `rm-card-${i}`, 'aria-label': `Remove ${String(c.name ?? c.id)}`, onclick: () => set((n) => { n.cards.splice(i, 1); if (JSON.stringify(n.ask).includes(`"${c.id}"`)) n.ask = { order: [] }; }) }, 'Remove')))),
    selectField('add-card', 'Add a card', '', [['', 'Choose…'], ...PRESETS.map(([label], i): [string, string] => [String(i), label])], (v) => set((n) => {
      const preset = PRESETS[Number(v)]![1];
      const used = new Set((n.cards ?? []).map((c: Obj) => c.id));
      let k = 1;
      while (used.has(`card${k}`)) k++;
      n.cards = [...(n.cards ?? []), { id: `card${k}`, ...JSON.parse(JSON.stringify(preset)), name: `${preset.name} ${k}`, controller: n.active ?? players[0] }];
    })));
  const triggers = el('fieldset', {}, el('legend', {}, 'Pending triggered abilities'),
    el('ul', { class: 'rgc-triggers' }, ...pending.map((t, i) => el('li', {},
      `${String(t.label ?? t.id)} `,
      (t.triggers as Obj[] | undefined)?.length ? `(then triggers ${(t.triggers as Obj[]).map((x) => x.id).join(', ')}) ` : '',
      selectField(`tctl-${i}`, `Controller of ${String(t.id)}`, String(t.controller), players, (v) => set((n) => { n.pending[i].controller = v; })),
      el('button', { type: 'button', 'data-key': `rm-trig-${i}`, 'aria-label': `Remove trigger ${String(t.id)}`, onclick: () => set((n) => {
        n.pending.splice(i, 1);
        if (n.ask?.order) n.ask.order = n.ask.order.filter((x: string) => x !== t.id);
      }) }, 'Remove')))),
    ...players.map((p) => el('button', { type: 'button', 'data-key': `add-trig-${p}`, onclick: () => set((n) => {
      const ids = new Set(scenario ? allTriggers(scenario.state.pending).map((x) => x.id) : []);
      let k = 1;
      while (ids.has(`${p.toLowerCase()}${k}`)) k++;
      n.pending = [...(n.pending ?? []), { id: `${p.toLowerCase()}${k}`, controller: p }];
      if (!n.ask?.order) n.ask = { order: [] };
    }) }, `Add a trigger of ${p}`)));
  return el('div', { class: 'rgc-setup' }, turn, cardList, triggers);
}

/** The first legal complete order starting with `prefix`, if any. */
function completion(state: SwuState, prefix: readonly string[]): string[] | null {
  let found: string[] | null = null;
  forEachLegalOrder(state, (order) => {
    if (prefix.every((id, i) => order[i] === id)) {
      found = [...order];
      return false;
    }
    return true;
  });
  return found;
}

function next(input: Input, s: Scenario): NextStep[] {
  const steps: NextStep[] = [];
  const state = stateAfter(s);
  const order = s.ask.kind === 'order' ? [...s.ask.order] : [];
  const all = allTriggers(state.pending);
  for (const t of all) {
    if (order.includes(t.id)) continue;
    const prefix = [...order, t.id];
    const full = completion(state, prefix) ?? [...prefix, ...all.map((x) => x.id).filter((id) => !prefix.includes(id))];
    steps.push({ label: `Resolve ${t.label ?? t.id} (${t.controller}) next`, ask: { ...copy(input), ask: { order: full } }, askScenario: { ...s, ask: { kind: 'order', order: full } }, perform: { ...copy(input), ask: { order: prefix } } });
  }
  for (const c of state.cards) {
    for (const a of c.abilities) {
      const ref = { card: c.id, ability: a.id };
      if (a.kind === 'action') steps.push({ label: `Use ${c.name}'s ${a.epic ? 'Epic Action' : 'action'} “${a.id}”`, ask: { ...copy(input), ask: { use: ref } }, askScenario: { ...s, ask: { kind: 'use', ...ref } }, perform: null });
      if (a.kind === 'keyword' || a.kind === 'constant') steps.push({ label: `Is ${c.name}'s ${a.kind === 'keyword' ? a.keyword : a.id} active?`, ask: { ...copy(input), ask: { active: ref } }, askScenario: { ...s, ask: { kind: 'active', ...ref } }, perform: null });
    }
  }
  return steps;
}

const ACT_WORDS = { play: 'play a card', attack: 'attack with a unit', ability: 'use an action ability', initiative: 'take the initiative', pass: 'pass', trigger: 'resolve a triggered ability' } as const;

function question(s: Scenario): string {
  const q = s.ask;
  const nameOf = (id: string) => s.state.cards.find((c) => c.id === id)?.name ?? s.state.hand?.find((c) => c.id === id)?.name ?? id;
  if (q.kind === 'use') return `Can ${s.state.activePlayer} use ${nameOf(q.card)}'s ability “${q.ability}” now?`;
  if (q.kind === 'active') return `Is ${nameOf(q.card)}'s ability “${q.ability}” active now?`;
  if (q.kind === 'act') return `May ${s.state.activePlayer} ${ACT_WORDS[q.act]}${q.card ? ` (${nameOf(q.card)})` : ''} now${q.byAbility ? ', as an ability directs' : ''}?`;
  if (q.kind === 'attack') return `May ${nameOf(q.attacker)} attack${q.target ? ` ${q.target === 'base' ? 'the enemy base' : nameOf(q.target)}` : ''} now?`;
  if (q.kind === 'damage') return `Is ${q.card ? nameOf(q.card) : `${q.base}'s base`} defeated by ${q.amounts.join(' then ')} damage${q.unpreventable ? ' (unpreventable)' : ''}?`;
  if (q.kind === 'cost') return `Can ${s.state.hand?.find((c) => c.id === q.card)?.owner ?? s.state.activePlayer} pay for ${nameOf(q.card)} now?`;
  return q.order.length ? `Is resolving the triggers in the order ${q.order.join(' → ')} legal?` : 'In which order may the pending triggers resolve?';
}

export const widget: GameWidget = {
  engine: { name, answer },
  catalogue,
  loadChecker: async () => (await import('./check-swu-edit.ts')).checker,
  loadMessages: async () => (await import('../../engine/swu/scenario-messages.ts')).scenarioMessages,
  loadTexts: async () => (await import('../../engine/swu/reason-texts.ts')).texts,
  initial: () => ({
    players: ['A', 'B'], active: 'A',
    cards: [{ id: 'vader', name: 'Darth Vader', controller: 'A', abilities: [{ id: 'strike', action: { exhaust: true } }, { keyword: 'Sentinel' }] }],
    pending: [{ id: 'a1', controller: 'A' }, { id: 'a2', controller: 'A' }, { id: 'b1', controller: 'B' }],
    ask: { order: [] },
  }),
  setup: (input, scenario, change) => setup(input, scenario as Scenario | null, change),
  log: (s: Scenario) => [
    ...s.happens.map((e) =>
      e.kind === 'defeat' ? `${e.card} was defeated.`
      : e.kind === 'play' ? `${e.card} was played.`
      : e.kind === 'attack' ? `${e.attacker} attacked ${e.defender ?? 'the base'}.`
      : `Timing: ${e.at}${e.player ? ` of ${e.player}` : ''}.`),
    ...(s.ask.kind === 'order' ? s.ask.order.map((id, i) => `${i + 1}. ${id} resolves.`) : []),
  ],
  undo: (input) => {
    const order = (input.ask as Obj | undefined)?.order as string[] | undefined;
    return order?.length ? { ...copy(input), ask: { order: order.slice(0, -1) } } : null;
  },
  next,
  question,
};

registerGame('swu', widget);
