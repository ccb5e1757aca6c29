/**
 * The SWU widget's cards in play ("Cards in play" and a fieldset per unit): each card's controller,
 * exhausted or not, printed cost (or token), removal; the cards a user can add; a unit's arena,
 * power, HP, damage, Shields, entry, leader, keywords, and the effects that say it can't be attacked.
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import type { Input, Obj } from './check-game.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

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

/** The list of cards in play, each with its controls, and the control that adds one (a preset). */
export function cardsFieldset(input: Input, players: readonly string[], set: (f: (n: Obj) => void) => void): HTMLElement {
  const cards = (input.cards as Obj[] | undefined) ?? [];
  return el(
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
}

/** A fieldset per unit in play (a card with `unit`), in the order of the cards. */
export function unitFieldsets(input: Input, set: (f: (n: Obj) => void) => void): HTMLElement[] {
  const cards = (input.cards as Obj[] | undefined) ?? [];
  const effects = (input.effects as Obj[] | undefined) ?? [];
  return cards.map((c, i) => (c.unit ? unitFields(c, i, effects, set) : null)).filter((x): x is HTMLElement => x !== null);
}
