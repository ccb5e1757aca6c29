/**
 * The Star Wars: Unlimited widget: the players, who is active, the cards in play (controller,
 * exhausted, their abilities; units with arena, power, HP, damage, Shields, keywords), the cards in
 * hand with what changes their cost, aspects, bases, the initiative, and the pending triggered
 * abilities. Questions: the turn's actions, attacks, damage, costs. Play: pick the triggers in the
 * order they resolve (each possible next trigger shown as allowed or refused), or ask whether an
 * ability can be used or is active now. Answered by the SWU engine.
 */
import { happen } from '../../engine/swu/effects.ts';
import { answer, name } from '../../engine/swu/answer.ts';
import { catalogue } from '../../engine/swu/reasons.ts';
import { completeOrder } from '../../engine/swu/order.ts';
import { legalTargets } from '../../engine/swu/attack.ts';
import { allTriggers } from '../../engine/swu/resolution.ts';
import { TURN_ACTIONS } from '../../engine/swu/turn.ts';
import type { Scenario } from '../../engine/swu/scenario.ts';
import { phaseEnded, type SwuState } from '../../engine/swu/state.ts';
import type { Verdict } from '../../engine/core/index.ts';
import { SWU_FIELDS } from '../../widgets/games/swu.ts';
import type { GameWidget, Headline, Input, NextStep } from './check-game.ts';
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
  ['Ground unit 3/5', { name: 'Trooper', abilities: [], unit: { arena: 'ground', power: 3, hp: 5 } }],
  ['Space unit 2/3', { name: 'Fighter', abilities: [], unit: { arena: 'space', power: 2, hp: 3 } }],
  [
    'Ground Sentinel 2/4 with a Shield',
    { name: 'Guard', abilities: [{ keyword: 'Sentinel' }], unit: { arena: 'ground', power: 2, hp: 4, shields: 1 } },
  ],
  ['Ground unit with Saboteur 2/3', { name: 'Spy', abilities: [{ keyword: 'Saboteur' }], unit: { arena: 'ground', power: 2, hp: 3 } }],
  [
    'Just played, Ambush 3/3',
    { name: 'Raider', exhausted: true, abilities: [{ keyword: 'Ambush' }], unit: { arena: 'ground', power: 3, hp: 3, entered: 'now' } },
  ],
];

/** Keywords the attack rules read, offered as switches on each unit (numbered ones, Raid and Restore, are kept as a link gives them). */
const UNIT_KEYWORDS = ['Sentinel', 'Saboteur', 'Ambush', 'Overwhelm', 'Grit', 'Hidden', 'Shielded'] as const;
const ASPECT_NAMES = ['vigilance', 'command', 'aggression', 'cunning', 'heroism', 'villainy'] as const;

/** A unit's figures, arena, keywords and entry, as fields (for a card with `unit`). */
function unitFields(c: Obj, i: number, set: (f: (n: Obj) => void) => void): HTMLElement {
  const u = c.unit as Obj;
  const label = String(c.name ?? c.id);
  const num = (key: string, words: string, dflt: number, min: number, max: number) =>
    numberField(`${key}-${i}`, `${words} of ${label}`, Number(u[key] ?? dflt), min, max, (v) =>
      set((n) => {
        n.cards[i].unit[key] = v;
      }),
    );
  const has = (kw: string) =>
    ((c.abilities as Obj[] | undefined) ?? []).some((a) => String(a.keyword ?? '').toLowerCase() === kw.toLowerCase());
  return el(
    'fieldset',
    { class: 'rgc-unit' },
    el('legend', {}, `${label} as a unit`),
    selectField(
      `arena-${i}`,
      'Arena',
      String(u.arena),
      [
        ['ground', 'Ground'],
        ['space', 'Space'],
      ],
      (v) =>
        set((n) => {
          n.cards[i].unit.arena = v;
        }),
    ),
    num('power', 'Power', 0, 0, 20),
    num('hp', 'HP', 1, 1, 40),
    num('damage', 'Damage', 0, 0, 40),
    num('shields', 'Shield tokens', 0, 0, 5),
    selectField(
      `entered-${i}`,
      'Entered play',
      String(u.entered ?? 'none'),
      [
        ['none', 'Before this phase'],
        ['phase', 'Earlier this phase'],
        ['now', 'Just now (When Played window)'],
      ],
      (v) =>
        set((n) => {
          n.cards[i].unit.entered = v;
        }),
    ),
    checkField(`leader-${i}`, 'Deployed leader', u.leader === true, (v) =>
      set((n) => {
        n.cards[i].unit.leader = v;
      }),
    ),
    ...UNIT_KEYWORDS.map((kw) =>
      checkField(`kw-${kw.toLowerCase()}-${i}`, kw, has(kw), (v) =>
        set((n) => {
          const rest = ((n.cards[i].abilities as Obj[] | undefined) ?? []).filter(
            (a) => String(a.keyword ?? '').toLowerCase() !== kw.toLowerCase(),
          );
          n.cards[i].abilities = v ? [...rest, { keyword: kw }] : rest;
        }),
      ),
    ),
  );
}

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
  const cards = (input.cards as Obj[] | undefined) ?? [];
  const pending = (input.pending as Obj[] | undefined) ?? [];
  const turn = el(
    'fieldset',
    {},
    el('legend', {}, 'Turn'),
    selectField('active', 'Active player', String(input.active ?? players[0]), players, (v) =>
      set((n) => {
        n.active = v;
      }),
    ),
    checkField('acted', 'The active player already took an action this turn', input.acted === true, (v) =>
      set((n) => {
        n.acted = v;
      }),
    ),
    ...players.map((p) =>
      numberField(`res-${p}`, `Ready resources of ${p}`, Number((input.resources as Obj | undefined)?.[p] ?? 0), 0, 20, (v) =>
        set((n) => {
          n.resources = { ...(n.resources ?? {}), [p]: v };
        }),
      ),
    ),
  );
  const cardList = el(
    'fieldset',
    {},
    el('legend', {}, 'Cards in play'),
    el(
      'ul',
      { class: 'rgc-cards' },
      ...cards.map((c, i) =>
        el(
          'li',
          {},
          el('strong', {}, `${String(c.name ?? c.id)} `),
          el(
            'span',
            { class: 'rgc-abilities' },
            `(${((c.abilities as Obj[] | undefined) ?? []).map((a) => a.keyword ?? (a.action ? `Action [${a.action.exhaust ? 'Exhaust' : ''}${a.action.resources ? ` ${a.action.resources} resources` : ''}]` : a.epic ? `Epic Action${a.used ? ', used' : ''}` : (a.when ?? (a.constant ? 'constant' : 'event')))).join('; ') || 'no abilities'}) `,
          ),
          selectField(`ctl-${i}`, `Controller of ${String(c.name ?? c.id)}`, String(c.controller ?? input.active), players, (v) =>
            set((n) => {
              n.cards[i].controller = v;
            }),
          ),
          checkField(`exh-${i}`, 'exhausted', c.exhausted === true, (v) =>
            set((n) => {
              n.cards[i].exhausted = v;
            }),
          ),
          el(
            'button',
            {
              type: 'button',
              'data-key': `rm-card-${i}`,
              'aria-label': `Remove ${String(c.name ?? c.id)}`,
              onclick: () =>
                set((n) => {
                  n.cards.splice(i, 1);
                  if (JSON.stringify(n.ask).includes(`"${c.id}"`)) n.ask = { order: [] };
                }),
            },
            'Remove',
          ),
        ),
      ),
    ),
    selectField(
      'add-card',
      'Add a card',
      '',
      [['', 'Choose…'], ...PRESETS.map(([label], i): [string, string] => [String(i), label])],
      (v) =>
        set((n) => {
          const preset = PRESETS[Number(v)]![1];
          const used = new Set((n.cards ?? []).map((c: Obj) => c.id));
          let k = 1;
          while (used.has(`card${k}`)) k++;
          n.cards = [
            ...(n.cards ?? []),
            { id: `card${k}`, ...JSON.parse(JSON.stringify(preset)), name: `${preset.name} ${k}`, controller: n.active ?? players[0] },
          ];
        }),
    ),
  );
  const triggers = el(
    'fieldset',
    {},
    el('legend', {}, 'Pending triggered abilities'),
    el(
      'ul',
      { class: 'rgc-triggers' },
      ...pending.map((t, i) =>
        el(
          'li',
          {},
          `${String(t.label ?? t.id)} `,
          (t.triggers as Obj[] | undefined)?.length ? `(then triggers ${(t.triggers as Obj[]).map((x) => x.id).join(', ')}) ` : '',
          selectField(`tctl-${i}`, `Controller of ${String(t.id)}`, String(t.controller), players, (v) =>
            set((n) => {
              n.pending[i].controller = v;
            }),
          ),
          el(
            'button',
            {
              type: 'button',
              'data-key': `rm-trig-${i}`,
              'aria-label': `Remove trigger ${String(t.id)}`,
              onclick: () =>
                set((n) => {
                  n.pending.splice(i, 1);
                  if (n.ask?.order) n.ask.order = n.ask.order.filter((x: string) => x !== t.id);
                }),
            },
            'Remove',
          ),
        ),
      ),
    ),
    ...players.map((p) =>
      el(
        'button',
        {
          type: 'button',
          'data-key': `add-trig-${p}`,
          onclick: () =>
            set((n) => {
              const ids = new Set(scenario ? allTriggers(scenario.state.pending).map((x) => x.id) : []);
              let k = 1;
              while (ids.has(`${p.toLowerCase()}${k}`)) k++;
              n.pending = [...(n.pending ?? []), { id: `${p.toLowerCase()}${k}`, controller: p }];
              if (!n.ask?.order) n.ask = { order: [] };
            }),
        },
        `Add a trigger of ${p}`,
      ),
    ),
  );
  const hand = (input.hand as Obj[] | undefined) ?? [];
  const handList = el(
    'fieldset',
    {},
    el('legend', {}, 'Cards in hand'),
    el(
      'ul',
      { class: 'rgc-cards' },
      ...hand.map((c, i) =>
        el(
          'li',
          {},
          el('strong', {}, `${String(c.name ?? c.id)} `),
          selectField(`howner-${i}`, `Owner of ${String(c.name ?? c.id)}`, String(c.owner ?? input.active ?? players[0]), players, (v) =>
            set((n) => {
              n.hand[i].owner = v;
            }),
          ),
          numberField(`hcost-${i}`, 'Printed cost', Number(c.cost ?? 0), 0, 20, (v) =>
            set((n) => {
              n.hand[i].cost = v;
            }),
          ),
          ...ASPECT_NAMES.map((a) =>
            numberField(
              `hasp-${a}-${i}`,
              `${a} icons`,
              ((c.aspects as string[] | undefined) ?? []).filter((x) => x === a).length,
              0,
              2,
              (v) =>
                set((n) => {
                  n.hand[i].aspects = [
                    ...((n.hand[i].aspects as string[] | undefined) ?? []).filter((x) => x !== a),
                    ...Array.from({ length: v }, () => a),
                  ];
                }),
            ),
          ),
          numberField(`hinc-${i}`, 'Other increases', Number(c.increase ?? 0), 0, 20, (v) =>
            set((n) => {
              n.hand[i].increase = v;
            }),
          ),
          numberField(`hdec-${i}`, 'Decreases', Number(c.decrease ?? 0), 0, 20, (v) =>
            set((n) => {
              n.hand[i].decrease = v;
            }),
          ),
          checkField(`hign-${i}`, 'Ignore the aspect penalty', c.ignorePenalty === true, (v) =>
            set((n) => {
              n.hand[i].ignorePenalty = v;
            }),
          ),
          checkField(`hfree-${i}`, 'Played for free', c.free === true, (v) =>
            set((n) => {
              n.hand[i].free = v;
            }),
          ),
          el(
            'button',
            {
              type: 'button',
              'data-key': `rm-hand-${i}`,
              'aria-label': `Remove ${String(c.name ?? c.id)} from hand`,
              onclick: () =>
                set((n) => {
                  n.hand.splice(i, 1);
                  if (n.ask?.cost === c.id) n.ask = { act: 'play' };
                }),
            },
            'Remove',
          ),
        ),
      ),
    ),
    el(
      'button',
      {
        type: 'button',
        'data-key': 'add-hand',
        onclick: () =>
          set((n) => {
            const used = new Set((n.hand ?? []).map((c: Obj) => c.id));
            let k = 1;
            while (used.has(`hand${k}`)) k++;
            n.hand = [...(n.hand ?? []), { id: `hand${k}`, name: `Card ${k}`, owner: n.active ?? players[0], cost: 2, aspects: [] }];
          }),
      },
      'Add a card to hand',
    ),
  );
  const aspects = el(
    'fieldset',
    {},
    el('legend', {}, 'Aspects the leader and base provide'),
    ...players.flatMap((p) =>
      ASPECT_NAMES.map((a) =>
        numberField(
          `asp-${p}-${a}`,
          `${p}: ${a}`,
          (((input.aspects as Obj | undefined)?.[p] as string[] | undefined) ?? []).filter((x) => x === a).length,
          0,
          2,
          (v) =>
            set((n) => {
              const mine = (((n.aspects as Obj | undefined)?.[p] as string[] | undefined) ?? []).filter((x) => x !== a);
              n.aspects = { ...(n.aspects ?? {}), [p]: [...mine, ...Array.from({ length: v }, () => a)] };
            }),
        ),
      ),
    ),
  );
  const phase = el(
    'fieldset',
    {},
    el('legend', {}, 'Action phase'),
    selectField('initiative', 'Initiative counter held by', String(input.initiative ?? input.active ?? players[0]), players, (v) =>
      set((n) => {
        n.initiative = v;
      }),
    ),
    checkField('initiativeTaken', 'Its holder took it this round', input.initiativeTaken === true, (v) =>
      set((n) => {
        n.initiativeTaken = v;
      }),
    ),
    checkField('opponentPassed', 'The opponent passed on the previous action', input.opponentPassed === true, (v) =>
      set((n) => {
        n.opponentPassed = v;
      }),
    ),
    ...players.map((p) =>
      numberField(`base-${p}`, `Damage on ${p}'s base (30 HP)`, Number((input.bases as Obj | undefined)?.[p]?.damage ?? 0), 0, 40, (v) =>
        set((n) => {
          n.bases = { ...(n.bases ?? {}), [p]: { hp: n.bases?.[p]?.hp ?? 30, damage: v } };
        }),
      ),
    ),
  );
  const units = cards.map((c, i) => (c.unit ? unitFields(c, i, set) : null)).filter((x): x is HTMLElement => x !== null);
  return el('div', { class: 'rgc-setup' }, turn, phase, aspects, cardList, ...units, handList, triggers);
}

function next(input: Input, s: Scenario): NextStep[] {
  const steps: NextStep[] = [];
  const state = stateAfter(s);
  const order = s.ask.kind === 'order' ? [...s.ask.order] : [];
  const all = allTriggers(state.pending);
  for (const t of all) {
    if (order.includes(t.id)) continue;
    const prefix = [...order, t.id];
    const full = completeOrder(state, prefix) ?? [...prefix, ...all.map((x) => x.id).filter((id) => !prefix.includes(id))];
    steps.push({
      label: `Resolve ${t.label ?? t.id} (${t.controller}) next`,
      ask: { ...copy(input), ask: { order: full } },
      askScenario: { ...s, ask: { kind: 'order', order: full } },
      perform: { ...copy(input), ask: { order: prefix } },
    });
  }
  const ask = (q: Obj, scenarioAsk: Scenario['ask'], label: string) =>
    steps.push({ label, ask: { ...copy(input), ask: q }, askScenario: { ...s, ask: scenarioAsk }, perform: null });
  for (const act of TURN_ACTIONS) ask({ act }, { kind: 'act', act }, `May ${state.activePlayer} ${ACT_WORDS[act]} now?`);
  for (const c of state.cards) {
    if (!c.unit) continue;
    if (c.controller === state.activePlayer) {
      ask({ attack: { attacker: c.id } }, { kind: 'attack', attacker: c.id }, `May ${c.name} attack now?`);
      for (const t of legalTargets(state, c.id))
        ask(
          { attack: { attacker: c.id, target: t } },
          { kind: 'attack', attacker: c.id, target: t },
          `${c.name} attacks ${t === 'base' ? 'the enemy base' : (state.cards.find((x) => x.id === t)?.name ?? t)}`,
        );
    }
    ask(
      { damage: { card: c.id, amount: 3 } },
      { kind: 'damage', card: c.id, amounts: [3], unpreventable: false },
      `Is ${c.name} defeated by 3 damage?`,
    );
  }
  for (const h of state.hand ?? []) ask({ cost: h.id }, { kind: 'cost', card: h.id }, `Can ${h.owner} pay for ${h.name} now?`);
  for (const c of state.cards) {
    for (const a of c.abilities) {
      const ref = { card: c.id, ability: a.id };
      if (a.kind === 'action')
        steps.push({
          label: `Use ${c.name}'s ${a.epic ? 'Epic Action' : 'action'} “${a.id}”`,
          ask: { ...copy(input), ask: { use: ref } },
          askScenario: { ...s, ask: { kind: 'use', ...ref } },
          perform: null,
        });
      if (a.kind === 'keyword' || a.kind === 'constant')
        steps.push({
          label: `Is ${c.name}'s ${a.kind === 'keyword' ? a.keyword : a.id} active?`,
          ask: { ...copy(input), ask: { active: ref } },
          askScenario: { ...s, ask: { kind: 'active', ...ref } },
          perform: null,
        });
    }
  }
  return steps;
}

const ACT_WORDS = {
  play: 'play a card',
  attack: 'attack with a unit',
  ability: 'use an action ability',
  initiative: 'take the initiative',
  pass: 'pass',
  trigger: 'resolve a triggered ability',
} as const;

function question(s: Scenario): string {
  const q = s.ask;
  const nameOf = (id: string) => s.state.cards.find((c) => c.id === id)?.name ?? s.state.hand?.find((c) => c.id === id)?.name ?? id;
  if (q.kind === 'use') return `Can ${s.state.activePlayer} use ${nameOf(q.card)}'s ability “${q.ability}” now?`;
  if (q.kind === 'active') return `Is ${nameOf(q.card)}'s ability “${q.ability}” active now?`;
  if (q.kind === 'act')
    return `May ${s.state.activePlayer} ${ACT_WORDS[q.act]}${q.card ? ` (${nameOf(q.card)})` : ''} now${q.byAbility ? ', as an ability directs' : ''}${q.act === 'attack' && q.otherArena ? ', as an ability lets it attack the other arena' : ''}?`;
  if (q.kind === 'attack')
    return `May ${nameOf(q.attacker)} attack${q.target ? ` ${q.target === 'base' ? 'the enemy base' : nameOf(q.target)}` : ''} now${q.otherArena ? ', as an ability lets it attack the other arena' : ''}?`;
  if (q.kind === 'damage')
    return `Is ${q.card ? nameOf(q.card) : `${q.base}'s base`} defeated by ${q.amounts.join(' then ')} damage${q.unpreventable ? ' (unpreventable)' : ''}?`;
  if (q.kind === 'cost')
    return `Can ${s.state.hand?.find((c) => c.id === q.card)?.owner ?? s.state.activePlayer} pay for ${nameOf(q.card)} now?`;
  if (q.kind === 'declineAttack')
    return `May ${q.attacker ? (s.state.cards.find((c) => c.id === q.attacker)?.controller ?? s.state.activePlayer) : (q.player ?? s.state.activePlayer)} decline the attack ${q.may ? 'an ability says they may make' : 'an ability grants'}${q.attacker ? ` with ${nameOf(q.attacker)}` : ''}?`;
  if (q.kind === 'abilityCost') {
    const bound =
      q.atMost !== undefined && q.atLeast !== undefined
        ? `between ${q.atLeast} and ${q.atMost}`
        : q.atMost !== undefined
          ? `${q.atMost} or less`
          : `${q.atLeast} or more`;
    return `Does ${nameOf(q.card)} count for an ability that checks for a cost of ${bound}?`;
  }
  return q.order.length
    ? `Is resolving the triggers in the order ${q.order.join(' → ')} legal?`
    : 'In which order may the pending triggers resolve?';
}

/**
 * What `happens`, one line per event, each read in the game as the events before it left it (a
 * pass is the active player's at that moment).
 */
export function eventLog(s: Scenario): string[] {
  let state = s.state;
  return s.happens.map((e) => {
    const before = state;
    state = happen(before, e).state;
    switch (e.kind) {
      case 'defeat':
        return `${e.card} was defeated.`;
      case 'play':
        return `${e.card} was played.`;
      case 'attack':
        return `${e.attacker} attacked ${e.defender ?? 'the base'}${e.defender !== undefined && e.otherArena ? ' in the other arena, as an ability let it' : ''}.`;
      case 'pass':
        // A refused pass leaves the game as it was (see `beginPass`); the answer says why.
        return state === before
          ? `${before.activePlayer} could not pass: see the answer.`
          : phaseEnded(state)
            ? `${before.activePlayer} passed: two passes in a row end the action phase.`
            : `${before.activePlayer} passed.`;
      case 'regroup':
        return 'Both passed: the regroup phase readied every card.';
      case 'damage':
        return `One ability dealt ${e.amounts.join(', then ')} damage to ${e.cards.join(', ')} at once.`;
    }
    return `Timing: ${e.at}${e.player ? ` of ${e.player}` : ''}.`;
  });
}

/**
 * An order not finished yet: legal so far when some legal order starts with it (then the
 * triggers still to place are named and the "left out" refusals are not shown), else refused.
 */
function headline(s: Scenario, verdict: Verdict): Headline | null {
  if (s.ask.kind !== 'order') return null;
  const state = stateAfter(s);
  const placed = s.ask.order;
  const rest = allTriggers(state.pending)
    .map((t) => t.id)
    .filter((id) => !placed.includes(id));
  if (rest.length === 0 || verdict.allowed) return null;
  if (!completeOrder(state, placed)) return { text: 'Refused: no legal order starts this way.', tone: 'refused' };
  return {
    text: `${placed.length ? 'Legal so far' : 'Nothing placed yet'}; still to place: ${rest.join(', ')}.`,
    tone: 'pending',
    reasons: verdict.reasons.filter((r) => r.code !== 'TriggerNotResolved'),
  };
}

const widget: GameWidget = {
  fields: SWU_FIELDS,
  headline,
  engine: { name, answer },
  catalogue,
  loadChecker: async () => (await import('./check-swu-edit.ts')).checker,
  loadMessages: async () => (await import('../../engine/swu/scenario-messages.ts')).scenarioMessages,
  loadTexts: async () => (await import('../../engine/swu/reason-texts.ts')).texts,
  initial: () => ({
    players: ['A', 'B'],
    active: 'A',
    cards: [
      {
        id: 'vader',
        name: 'Darth Vader',
        controller: 'A',
        abilities: [{ id: 'strike', action: { exhaust: true } }, { keyword: 'Sentinel' }],
      },
    ],
    pending: [
      { id: 'a1', controller: 'A' },
      { id: 'a2', controller: 'A' },
      { id: 'b1', controller: 'B' },
    ],
    ask: { order: [] },
  }),
  setup: (input, scenario, change) => setup(input, scenario as Scenario | null, change),
  log: (s: Scenario) => [...eventLog(s), ...(s.ask.kind === 'order' ? s.ask.order.map((id) => `${id} resolves.`) : [])],
  undo: (input) => {
    const order = (input.ask as Obj | undefined)?.order as string[] | undefined;
    return order?.length ? { ...copy(input), ask: { order: order.slice(0, -1) } } : null;
  },
  next,
  question,
};

registerGame('swu', widget);
