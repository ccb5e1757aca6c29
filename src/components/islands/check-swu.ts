/**
 * The Star Wars: Unlimited widget: the players, who is active, the cards in play (controller,
 * exhausted, their abilities; units with arena, power, HP, damage, Shields, keywords), the cards in
 * hand with what changes their cost, aspects, bases, the initiative, and the pending triggered
 * abilities, the effects that say a unit can't be attacked, the printed cost of cards in play.
 * Questions: the turn's actions, attacks, damage, costs; the form sets the trigger order, declining
 * an attack an ability grants, or an ability's cost check. Play: pick the triggers in the
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

/** A fresh id `{base}`, `{base}-2`, … not in `used`. */
function freshId(used: ReadonlySet<string>, base: string): string {
  let id = base;
  for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
  return id;
}

/** Whether an effect input says `id` can't be attacked (a lasting effect with `cantBeAttacked`). */
const bars = (e: Obj, id: string): boolean => e.lasting !== undefined && e.cantBeAttacked === id;

/**
 * The control of the lasting effects that say a unit can't be attacked (`cantBeAttacked`,
 * `swu-sentinel-overrides-cant-be-attacked`): none, or one for this phase or this attack. Choosing
 * a duration leaves one such effect, of that duration.
 */
function cantBeAttackedField(c: Obj, i: number, effects: readonly Obj[], set: (f: (n: Obj) => void) => void): HTMLElement {
  const barring = effects.find((e) => bars(e, String(c.id)));
  return selectField(
    `cba-${i}`,
    `An effect says ${String(c.name ?? c.id)} can't be attacked`,
    barring ? String(barring.lasting) : '',
    [
      ['', 'no'],
      ['this-phase', 'for this phase'],
      ['this-attack', 'for this attack'],
    ],
    (v) =>
      set((n) => {
        const all = (n.effects as Obj[] | undefined) ?? [];
        const rest = all.filter((e) => !bars(e, String(c.id)));
        // The first such effect keeps its id, controller and words; only its duration changes.
        const kept = all.find((e) => bars(e, String(c.id))) ?? {
          id: freshId(new Set(rest.map((e) => String(e.id))), `cant-attack-${String(c.id)}`),
          cantBeAttacked: c.id,
        };
        n.effects = v ? [...rest, { ...kept, lasting: v }] : rest;
        if (!n.effects.length) delete n.effects;
      }),
  );
}

/** Highest printed cost offered for a card in play (a link's higher one is offered too). */
const MAX_PRINTED_COST = 12;

/**
 * A card in play's printed cost, which an ability that checks cost reads (`ask.abilityCost`,
 * `swu-ability-reads-printed-cost`): not given, a token (no printed cost: 0), or a number.
 */
function printedCostField(c: Obj, i: number, set: (f: (n: Obj) => void) => void): HTMLElement {
  const value = c.token === true ? 'token' : c.cost === undefined ? '' : String(c.cost);
  const costs = Array.from({ length: Math.max(MAX_PRINTED_COST, Number(c.cost ?? 0)) + 1 }, (_, k) => String(k));
  return selectField(
    `ccost-${i}`,
    `Printed cost of ${String(c.name ?? c.id)}`,
    value,
    [['', 'not given'], ['token', 'a token (costs 0)'], ...costs],
    (v) =>
      set((n) => {
        const card = n.cards[i] as Obj;
        delete card.cost;
        delete card.token;
        if (v === 'token') card.token = true;
        else if (v !== '') card.cost = Number(v);
      }),
  );
}

/** A unit's figures, arena, keywords and entry, as fields (for a card with `unit`). */
function unitFields(c: Obj, i: number, effects: readonly Obj[], set: (f: (n: Obj) => void) => void): HTMLElement {
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
    cantBeAttackedField(c, i, effects, set),
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
          printedCostField(c, i, set),
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
                  // The effects that say it can't be attacked go with it.
                  if (n.effects) n.effects = (n.effects as Obj[]).filter((e) => !bars(e, String(c.id)));
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
                  if (n.ask?.cost === c.id || n.ask?.abilityCost?.card === c.id) n.ask = { act: 'play' };
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
  const effects = (input.effects as Obj[] | undefined) ?? [];
  const units = cards.map((c, i) => (c.unit ? unitFields(c, i, effects, set) : null)).filter((x): x is HTMLElement => x !== null);
  return el('div', { class: 'rgc-setup' }, turn, phase, aspects, cardList, ...units, handList, triggers, questionFields(input, set));
}

/**
 * The questions the form switches between, each with the input it starts from; another question (a
 * link's, an order step's) is kept as it is until one of these is chosen.
 */
const ASK_CHOICES: [string, string][] = [
  ['order', 'In which order may the pending triggers resolve?'],
  ['declineAttack', 'May a player decline an attack an ability grants?'],
  ['abilityCost', 'Does a card count for an ability that checks cost?'],
];

/**
 * The question, when it is one the form edits: which one (`ask-kind`); for `declineAttack`
 * (`swu-granted-attack-must-be-made`) the unit the ability names or the player who picks one, "may",
 * and the other arena; for `abilityCost` (`swu-ability-reads-printed-cost`) the card and the cost
 * bound the ability checks (N or less, N or more, or between), the card's printed cost being set
 * with the card.
 */
function questionFields(input: Input, set: (f: (n: Obj) => void) => void): HTMLElement {
  const players = (input.players as string[] | undefined) ?? ['A', 'B'];
  const active = String(input.active ?? players[0]);
  const cards = (input.cards as Obj[] | undefined) ?? [];
  const hand = (input.hand as Obj[] | undefined) ?? [];
  const ask = (input.ask as Obj | undefined) ?? {};
  const kind = ASK_CHOICES.map(([k]) => k).find((k) => ask[k] !== undefined) ?? '';
  const costed = [...cards.filter((c) => c.cost !== undefined || c.token === true), ...hand, ...cards];
  const choices = ASK_CHOICES.filter(([k]) => k !== 'abilityCost' || costed.length > 0);
  const fields: HTMLElement[] = [
    selectField(
      'ask-kind',
      'Question',
      kind,
      [...(kind ? [] : [['', 'another question (as it stands)'] as [string, string]]), ...choices],
      (v) =>
        set((n) => {
          if (v === 'order') n.ask = { order: [] };
          else if (v === 'declineAttack') n.ask = { declineAttack: { player: active } };
          else if (v === 'abilityCost') n.ask = { abilityCost: { card: costed[0]!.id, atMost: 3 } };
        }),
    ),
  ];
  const nameOf = (c: Obj) => String(c.name ?? c.id);
  if (kind === 'declineAttack') {
    const d = ask.declineAttack as Obj;
    const units = cards.filter((c) => c.unit || c.id === d.attacker);
    const setD = (f: (d: Obj) => void) =>
      set((n) => {
        f(n.ask.declineAttack);
      });
    fields.push(
      selectField(
        'decline-who',
        'The attack it grants is made with',
        d.attacker !== undefined ? `card:${String(d.attacker)}` : `player:${String(d.player ?? active)}`,
        [
          ...players.map((p): [string, string] => [`player:${p}`, `a unit ${p} picks`]),
          ...units.map((c): [string, string] => [`card:${String(c.id)}`, `${nameOf(c)} (named)`]),
        ],
        (v) =>
          setD((x) => {
            delete x.attacker;
            delete x.player;
            const [what, id] = [v.slice(0, v.indexOf(':')), v.slice(v.indexOf(':') + 1)];
            x[what === 'card' ? 'attacker' : 'player'] = id;
          }),
      ),
      checkField('decline-may', 'The ability says “may”', d.may === true, (v) =>
        setD((x) => {
          if (v) x.may = true;
          else delete x.may;
        }),
      ),
      checkField('decline-otherArena', 'It lets the unit attack a unit in the other arena', d.otherArena === true, (v) =>
        setD((x) => {
          if (v) x.otherArena = true;
          else delete x.otherArena;
        }),
      ),
    );
  }
  if (kind === 'abilityCost') {
    const a = ask.abilityCost as Obj;
    const setA = (f: (a: Obj) => void) =>
      set((n) => {
        f(n.ask.abilityCost);
      });
    const listed = [
      ...cards.map((c): [string, string] => [String(c.id), nameOf(c)]),
      ...hand.map((c): [string, string] => [String(c.id), `${nameOf(c)} (in hand)`]),
    ];
    if (!listed.some(([id]) => id === a.card)) listed.push([String(a.card), String(a.card)]);
    const bound = a.atMost !== undefined && a.atLeast !== undefined ? 'between' : a.atMost !== undefined ? 'atMost' : 'atLeast';
    fields.push(
      selectField('acost-card', 'Card the ability checks', String(a.card), listed, (v) =>
        setA((x) => {
          x.card = v;
        }),
      ),
      selectField(
        'acost-bound',
        'It checks for a cost of',
        bound,
        [
          ['atMost', 'N or less'],
          ['atLeast', 'N or more'],
          ['between', 'between two numbers'],
        ],
        (v) =>
          setA((x) => {
            const n = Number(x.atMost ?? x.atLeast ?? 3);
            if (v !== 'atLeast') x.atMost = x.atMost ?? n;
            else delete x.atMost;
            if (v !== 'atMost') x.atLeast = v === 'between' ? Math.min(Number(x.atLeast ?? 0), n) : n;
            else delete x.atLeast;
          }),
      ),
    );
    for (const [key, words] of [
      ['atLeast', 'Cost at least'],
      ['atMost', 'Cost at most'],
    ] as const)
      if (a[key] !== undefined)
        fields.push(
          numberField(`acost-${key}`, words, Number(a[key]), 0, 40, (v) =>
            setA((x) => {
              x[key] = v;
            }),
          ),
        );
  }
  return el('fieldset', {}, el('legend', {}, 'Question'), ...fields);
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
