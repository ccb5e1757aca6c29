/**
 * The Star Wars: Legion widget: set up a unit (type, courage, suppression, a commander within 3,
 * vehicle damage, keywords, the activation step), set the question (an action kind, an attack's
 * weapon pools, a Repair or Treat card action's capacity and target), play its activation (each possible next action
 * shown as allowed or refused; perform one and the log grows), see the rally odds before the roll.
 * Answered by the Legion engine as a page ships it (engine/legion/browser.ts): the rules of the
 * keywords a situation names are loaded before it is answered ({@link GameWidget.prepare}).
 */
import { indefiniteArticle } from '../../engine/core/message.ts';
import {
  answer,
  catalogue,
  describeAction,
  isVehicle,
  KEYWORDS,
  legalActions,
  loadFor,
  name,
  part,
  type Action,
  type Scenario,
} from '../../engine/legion/browser.ts';
import { LEGION_FIELDS, legionActionInput } from '../../widgets/games/legion.ts';
import type { GameWidget, Input, NextStep } from './check-game.ts';
import { registerGame } from './check-widget.ts';
import { checkField, el, numberField, selectField, textField } from './dom.ts';

type Obj = Record<string, any>;
const copy = (input: Input): Obj => JSON.parse(JSON.stringify(input)) as Obj;

const COURAGE: [string, string][] = [
  ['none', 'none (-)'],
  ['1', '1'],
  ['2', '2'],
  ['3', '3'],
];
const courageValue = (v: string): number | 'none' => (v === 'none' ? 'none' : Number(v));
/** Keywords written with a number (Tactical 1). */
const X_KEYWORDS: readonly string[] = ['tactical', 'agile', 'jump', 'scout', 'disciplined', 'guardian', 'master-of-the-force'];

function words(a: Action | 'contest' | 'guardian'): string {
  if (a === 'contest') return 'contest the objective';
  if (a === 'guardian') return 'use Guardian for the defending ally';
  const by = a.grantedBy ? ` (from ${a.grantedBy})` : '';
  return `${describeAction(a)}${by}`;
}
const capital = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

function setup(input: Input, _scenario: unknown, change: (next: Input) => void): HTMLElement {
  const unit = ((input.unit as Obj | undefined) ?? {}) as Obj;
  const type = String(unit.type ?? 'trooper');
  const vehicle = type === 'ground-vehicle' || type === 'repulsor-vehicle';
  const set = (f: (n: Obj, u: Obj) => void) => {
    const n = copy(input);
    n.unit = n.unit ?? {};
    f(n, n.unit);
    change(n);
  };
  const keywords = (unit.keywords as string[] | undefined) ?? [];
  const fields: HTMLElement[] = [
    selectField(
      'type',
      'Unit type',
      type,
      [
        ['trooper', 'Trooper'],
        ['droid-trooper', 'Droid trooper'],
        ['creature-trooper', 'Creature trooper'],
        ['ground-vehicle', 'Ground vehicle'],
        ['repulsor-vehicle', 'Repulsor vehicle'],
      ],
      (v) =>
        set((n, u) => {
          u.type = v;
          if (v.endsWith('vehicle')) {
            u.courage = 'none';
            u.suppression = 0;
            delete n.suppressionAtStart;
            // A vehicle is never engaged, rolls no rally dice, and a repulsor holds no standby
            // token: their controls are gone, so their values go too.
            delete u.engaged;
            delete n.rolled;
            if (v === 'repulsor-vehicle') delete u.standby;
          } else {
            delete u.damaged;
            delete u.damageRoll;
          }
        }),
    ),
  ];
  if (!vehicle) {
    fields.push(
      selectField('courage', 'Courage', String(unit.courage ?? 1), COURAGE, (v) =>
        set((n, u) => {
          u.courage = courageValue(v);
          if (v === 'none') {
            u.suppression = 0;
            delete n.suppressionAtStart;
            delete n.rolled;
          }
        }),
      ),
      numberField('suppression', 'Suppression tokens', Number(unit.suppression ?? 0), 0, 30, (v) =>
        set((n, u) => {
          u.suppression = v;
          // A rally roll is one die per token: a roll of the old count is not this unit's.
          if (v !== Number(unit.suppression ?? 0)) delete n.rolled;
        }),
      ),
    );
  }
  fields.push(
    selectField(
      'commander',
      'Friendly commander within range 3',
      unit.commander === undefined ? '' : String(unit.commander),
      [['', 'none within 3'], ...COURAGE.map(([v, t]): [string, string] => [v, `courage ${t}`])],
      (v) =>
        set((_n, u) => {
          if (v === '') delete u.commander;
          else u.commander = courageValue(v);
        }),
    ),
  );
  if (vehicle) {
    fields.push(
      checkField('damaged', 'Damaged (vehicle damage token)', unit.damaged === true, (v) =>
        set((n, u) => {
          if (v) {
            u.damaged = true;
            if (n.step !== 'rally') u.damageRoll = u.damageRoll ?? 'block';
          } else {
            delete u.damaged;
            delete u.damageRoll;
          }
        }),
      ),
    );
    if (unit.damaged) {
      fields.push(
        selectField(
          'damageRoll',
          'Damage die this activation',
          String(unit.damageRoll ?? ''),
          [
            ...(input.step === 'rally' ? [['', 'not rolled yet'] as [string, string]] : []),
            ['blank', 'blank'],
            ['block', 'block'],
            ['surge', 'surge'],
          ],
          (v) =>
            set((_n, u) => {
              if (v === '') delete u.damageRoll;
              else u.damageRoll = v;
            }),
        ),
      );
    }
  }
  // Keywords: a checkbox each; those with a number (Tactical X…) get the number once ticked; AI lists attack.
  const entries = keywords as unknown as (string | Obj)[];
  const nameOf = (e: string | Obj): string => (typeof e === 'string' ? e : String(e.keyword));
  for (const k of KEYWORDS) {
    const i = entries.findIndex((e) => nameOf(e) === k);
    const title = capital(k.replace(/-/g, ' '));
    fields.push(
      checkField(
        `kw-${k}`,
        k === 'ai' ? 'AI: Attack' : k === 'independent' ? 'Independent: Aim 1' : X_KEYWORDS.includes(k) ? `${title} X` : title,
        i >= 0,
        (v) =>
          set((_n, u) => {
            const rest = entries.filter((e) => nameOf(e) !== k);
            const entry =
              k === 'ai'
                ? { keyword: 'ai', actions: ['attack'] }
                : k === 'independent'
                  ? { keyword: 'independent', x: 1, actions: ['aim'] }
                  : X_KEYWORDS.includes(k)
                    ? { keyword: k, x: 1 }
                    : k;
            u.keywords = v ? [...rest, entry] : rest;
          }),
      ),
    );
    const e = entries[i];
    if (i >= 0 && typeof e === 'object' && X_KEYWORDS.includes(k)) {
      fields.push(
        numberField(`kw-${k}-x`, `${title}: X`, Number(e.x ?? 1), 1, 3, (v) =>
          set((_n, u) => {
            u.keywords = entries.map((x) => (nameOf(x) === k ? { keyword: k, x: v } : x));
          }),
        ),
      );
    }
  }
  if (!vehicle || type === 'ground-vehicle') {
    fields.push(
      checkField('standby', 'Holds a standby token', unit.standby === true, (v) =>
        set((_n, u) => {
          if (v) u.standby = true;
          else delete u.standby;
        }),
      ),
    );
  }
  if (!vehicle) {
    fields.push(
      checkField('engaged', 'Engaged (in melee with an enemy trooper unit)', unit.engaged === true, (v) =>
        set((_n, u) => {
          if (v) u.engaged = true;
          else delete u.engaged;
        }),
      ),
    );
  }
  fields.push(
    numberField('wounds', 'Wound tokens', Number(unit.wounds ?? 0), 0, 30, (v) =>
      set((_n, u) => {
        if (v) u.wounds = v;
        else delete u.wounds;
      }),
    ),
  );
  fields.push(
    numberField('activations', 'Activations already made this round', Number(unit.activations ?? 0), 0, 2, (v) =>
      set((_n, u) => {
        if (v) u.activations = v;
        else delete u.activations;
      }),
    ),
  );
  fields.push(...justBefore(input, set));
  const turn = String(input.turn ?? 'own');
  fields.push(
    selectField(
      'turn',
      'Whose activation',
      turn,
      [
        ['own', 'its own'],
        ['friendly', "a friendly unit's"],
        ['enemy', "an enemy unit's"],
        ['phase-start', 'none yet (start of the Activation Phase)'],
      ],
      (v) =>
        set((n) => {
          if (v === 'own') {
            delete n.turn;
            delete n.trigger;
          } else {
            n.turn = v;
            // What the unit did, its ended activation and its rally roll belong to its own activation.
            delete n.did;
            delete n.ended;
            delete n.rolled;
            if (v === 'enemy') n.trigger = n.trigger ?? { did: 'move', within2: true, los: true };
            else delete n.trigger;
            if (n.step === 'rally' || n.step === 'start') n.step = 'perform-actions';
          }
        }),
    ),
  );
  if (turn === 'enemy') {
    const t = ((input.trigger as Obj | undefined) ?? {}) as Obj;
    const setT = (f: (t: Obj) => void) =>
      set((n) => {
        n.trigger = { did: 'move', within2: true, los: true, ...(n.trigger ?? {}) };
        f(n.trigger);
      });
    fields.push(
      selectField(
        'trigger-did',
        'The enemy unit just made',
        String(t.did ?? 'move'),
        [
          ['attack', 'an attack'],
          ['move', 'a move'],
          ['action', 'another action'],
        ],
        (v) =>
          setT((x) => {
            x.did = v;
          }),
      ),
      checkField('trigger-within2', 'It is within 2', t.within2 !== false, (v) =>
        setT((x) => {
          x.within2 = v;
        }),
      ),
      checkField('trigger-los', 'It is in line of sight', t.los !== false, (v) =>
        setT((x) => {
          x.los = v;
        }),
      ),
      checkField('trigger-ownSide', "An effect of this unit's side made it act", t.ownSide === true, (v) =>
        setT((x) => {
          if (v) x.ownSide = true;
          else delete x.ownSide;
        }),
      ),
    );
  }
  if (entries.some((e) => nameOf(e) === 'master-of-the-force')) {
    fields.push(
      checkField(
        'force-exhausted',
        'Its Force upgrade (Force Push) is exhausted',
        ((unit.exhausted as string[] | undefined) ?? []).includes('Force Push'),
        (v) =>
          set((_n, u) => {
            const rest = ((u.exhausted as string[] | undefined) ?? []).filter((c) => c !== 'Force Push');
            u.exhausted = v ? [...rest, 'Force Push'] : rest;
            u.force = v ? ['Force Push'] : [];
            if (!u.exhausted.length) delete u.exhausted;
            if (!u.force.length) delete u.force;
          }),
      ),
    );
  }
  if (input.step === 'end' && turn === 'own') {
    fields.push(
      checkField('ended', 'End the activation, then ask at its activation next round', input.ended === true, (v) =>
        set((n) => {
          if (v) n.ended = true;
          else delete n.ended;
        }),
      ),
    );
  }
  if (input.step === 'rally' && !vehicle && unit.courage !== 'none' && Number(unit.suppression ?? 0) > 0) {
    const dice = Number(unit.suppression ?? 0);
    const rolled = input.rolled as string[] | undefined;
    const hits = rolled ? rolled.filter((f) => f !== 'blank').length : -1;
    fields.push(
      selectField(
        'rolled',
        'Rally roll',
        String(hits),
        [
          ['-1', 'not rolled yet'],
          ...Array.from({ length: dice + 1 }, (_, k): [string, string] => [String(k), `${k} of ${dice} dice show a block or surge`]),
        ],
        (v) =>
          set((n) => {
            const k = Number(v);
            if (k < 0) delete n.rolled;
            else n.rolled = Array.from({ length: dice }, (_, i) => (i < k ? 'block' : 'blank'));
          }),
      ),
    );
  }
  fields.push(
    selectField(
      'step',
      'Activation step',
      String(input.step ?? 'perform-actions'),
      [
        ['start', 'Start'],
        ['rally', 'Rally (before the roll)'],
        ['perform-actions', 'Perform actions'],
        ['end', 'End'],
      ],
      (v) =>
        set((n, u) => {
          n.step = v;
          if (v !== 'end') delete n.ended;
          if (v !== 'rally' && v !== 'start') delete n.rolled;
          if (v === 'rally' || v === 'start') {
            delete n.did;
            delete n.suppressionAtStart;
            if (!['move', 'attack', 'aim', 'dodge', 'standby', 'recover', 'contest'].includes(String(n.ask))) n.ask = 'move';
          } else {
            if (u.damaged && !u.damageRoll) u.damageRoll = 'block';
            // The ion dice are known after the rally step: none blank unless the situation says so.
            if (Number(u.ion ?? 0) > 0 && u.ionBlank === undefined) u.ionBlank = false;
          }
        }),
    ),
  );
  return el('div', { class: 'rgc-setup' }, el('fieldset', {}, el('legend', {}, 'The unit'), ...fields), questionFields(input, set));
}

/** The attack that resolved against the unit, as the one value of its control. */
const ATTACKED: [string, string][] = [
  ['', 'none'],
  ['ranged-hit', 'a ranged attack that rolled a hit or critical'],
  ['ranged-miss', 'a ranged attack that rolled no hit or critical'],
  ['melee', 'a melee attack'],
];

/**
 * What happened to the unit just before the question, as the table asks it ("it was just shot:
 * can it still…?"): an attack that resolved against it (`attacked`, legion-attack-suppression,
 * with a Suppressive weapon in its pool, legion-suppressive) and suppression it gained otherwise
 * (`gains`).
 * The engine applies them before answering (events.ts), their reasons leading the answer.
 */
function justBefore(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement[] {
  const attacked = input.attacked as Obj | undefined;
  const value = attacked === undefined ? '' : attacked.weapon === 'melee' ? 'melee' : attacked.hit === false ? 'ranged-miss' : 'ranged-hit';
  const fields = [
    selectField('attacked', 'An attack against it just resolved', value, ATTACKED, (v) =>
      set((n) => {
        const suppressive = (n.attacked as Obj | undefined)?.suppressive === true;
        if (v === '') delete n.attacked;
        else
          n.attacked = {
            weapon: v === 'melee' ? 'melee' : 'ranged',
            hit: v !== 'ranged-miss',
            ...(suppressive ? { suppressive: true } : {}),
          };
      }),
    ),
  ];
  if (attacked !== undefined) {
    fields.push(
      checkField('attacked-suppressive', 'Its weapons were Suppressive', attacked.suppressive === true, (v) =>
        set((n) => {
          const a = { ...(n.attacked as Obj) };
          if (v) a.suppressive = true;
          else delete a.suppressive;
          n.attacked = a;
        }),
      ),
    );
  }
  fields.push(
    numberField('gains', 'Suppression it just gained otherwise', Number(input.gains ?? 0), 0, 30, (v) =>
      set((n) => {
        if (v) n.gains = v;
        else delete n.gains;
      }),
    ),
  );
  return fields;
}

/** Unit types, as a Repair or Treat target's control offers them (the scenario's `type` values). */
const UNIT_TYPE_WORDS: [string, string][] = [
  ['trooper', 'a trooper'],
  ['droid-trooper', 'a droid trooper'],
  ['creature-trooper', 'a creature trooper'],
  ['ground-vehicle', 'a ground vehicle'],
  ['repulsor-vehicle', 'a repulsor vehicle'],
];

/** The questions the form switches between: an action kind, or a Repair or Treat card action (with its card's capacity and target). */
const ASKS: [string, string][] = [
  ['move', 'a move'],
  ['attack', 'an attack'],
  ['aim', 'an aim'],
  ['dodge', 'a dodge'],
  ['standby', 'a standby'],
  ['recover', 'a recover'],
  ['repair', 'a Repair card action'],
  ['treat', 'a Treat card action'],
];

/** The question as an action mapping (`move` → `{ action: move }`, `free attack` → `{ action: attack, free: true }`), or `null` for contest and Guardian. */
function askAction(ask: unknown): Obj | null {
  if (typeof ask !== 'string') return ask && typeof ask === 'object' ? (ask as Obj) : null;
  const free = /^free\s/i.test(ask.trim());
  const kind = (free ? ask.trim().slice(5) : ask).trim().toLowerCase();
  if (kind === 'contest' || kind === 'guardian') return null;
  return free ? { action: kind, free: true } : { action: kind };
}

/** `repair` or `treat` for a card action of that card (names as the engine compares them), else `null`. */
function mendingCard(a: Obj | null): 'repair' | 'treat' | null {
  const card = String(a?.card ?? '')
    .trim()
    .toLowerCase();
  return a?.action === 'card' || a?.card !== undefined
    ? card.startsWith('repair')
      ? 'repair'
      : card.startsWith('treat')
        ? 'treat'
        : null
    : null;
}

/**
 * The question: which action is asked (`ask-kind`), and what the form edits of it: an attack's
 * weapon pools, one per defender (`pools`, legion-pool-weapons: each weapon's name, type, and the
 * type a weapon with both icons took), and a Repair or Treat card action's capacity, the wounds on
 * its card and its target (`capacity`, `cardWounds`, `target`: legion-repair, legion-treat).
 */
function questionFields(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement {
  const a = askAction(input.ask);
  const mending = mendingCard(a);
  const asked = a ? words(a as Action) : input.ask === 'contest' || input.ask === 'guardian' ? words(input.ask) : 'another question';
  const kind = mending ?? (a && a.action !== 'card' && ASKS.some(([k]) => k === a.action) && !a.free ? String(a.action) : '');
  const setAsk = (f: (a: Obj) => void) =>
    set((n) => {
      const next = { ...askAction(n.ask) };
      f(next);
      n.ask = next;
    });
  const fields: HTMLElement[] = [
    selectField('ask-kind', 'Can it make', kind, [...(kind ? [] : [['', `as asked now: ${asked}`] as [string, string]]), ...ASKS], (v) =>
      set((n) => {
        if (v === 'repair') n.ask = { card: 'Repair', capacity: 2, target: { type: 'droid-trooper' } };
        else if (v === 'treat') n.ask = { card: 'Treat', capacity: 2, target: { type: 'trooper' } };
        else n.ask = v;
        delete n.guard;
        delete n.leaderInRange;
      }),
    ),
  ];
  if (a?.action === 'attack') fields.push(...poolFields(a, setAsk));
  if (a && mending) {
    const target = a.target as Obj | undefined;
    const title = mending === 'repair' ? 'Repair' : 'Treat';
    if (a.capacity !== undefined)
      fields.push(
        numberField('card-capacity', `${title}: Capacity`, Number(a.capacity), 1, 30, (v) =>
          setAsk((x) => {
            x.capacity = v;
            if (Number(x.cardWounds ?? 0) > v) x.cardWounds = v;
          }),
        ),
        numberField('card-wounds', `Wounds on the ${title} card`, Number(a.cardWounds ?? 0), 0, Number(a.capacity), (v) =>
          setAsk((x) => {
            if (v) x.cardWounds = v;
            else delete x.cardWounds;
          }),
        ),
      );
    fields.push(
      selectField('target-type', `${title} targets`, String(target?.type ?? ''), [['', 'no unit named'], ...UNIT_TYPE_WORDS], (v) =>
        setAsk((x) => {
          if (v === '') delete x.target;
          else {
            x.target = { ...(x.target ?? {}), type: v };
            // A target is read with its card's capacity (Repair X: Capacity Y).
            x.capacity = x.capacity ?? 2;
          }
        }),
      ),
    );
    if (target)
      fields.push(
        ...(['within1', 'los'] as const).map((k) =>
          checkField(
            `target-${k}`,
            k === 'within1' ? 'The target is within 1' : 'The target is in line of sight',
            target[k] !== false,
            (v) =>
              setAsk((x) => {
                x.target = { ...x.target };
                if (v) delete x.target[k];
                else x.target[k] = false;
              }),
          ),
        ),
      );
  }
  return el('fieldset', {}, el('legend', {}, 'Question'), ...fields);
}

/** The weapon types of a pool weapon's control. */
const POOL_TYPE_WORDS: [string, string][] = [
  ['ranged', 'ranged'],
  ['melee', 'melee'],
  ['both', 'both icons'],
];

/**
 * An attack's pools, one per defender (legion-pool-weapons): given or not (`pools`); each weapon's
 * name (same-named weapons share one pool), its type, and for a weapon with both icons the type it
 * took; weapons and pools added and removed. The pools give the attack's weapon type and its number
 * of defenders, so `weapon` goes and `defenders` follows the pools.
 */
function poolFields(a: Obj, setAsk: (f: (a: Obj) => void) => void): HTMLElement[] {
  const pools = a.pools as Obj[][] | undefined;
  const setPools = (f: (pools: Obj[][]) => void) =>
    setAsk((x) => {
      const next = JSON.parse(JSON.stringify(x.pools ?? [])) as Obj[][];
      f(next);
      x.pools = next;
      x.defenders = next.length;
      delete x.weapon;
    });
  const fresh = (all: Obj[][]): Obj => {
    const names = new Set(all.flat().map((w) => String(w.name)));
    let k = 1;
    while (names.has(`Weapon ${k}`)) k++;
    return { name: `Weapon ${k}`, type: 'ranged' };
  };
  const out: HTMLElement[] = [
    checkField('pools', 'Name the weapons of each pool (one pool per defender)', pools !== undefined, (v) =>
      setAsk((x) => {
        delete x.defenders;
        if (v) {
          x.pools = [[{ name: 'Weapon 1', type: x.weapon ?? 'ranged' }]];
          x.defenders = 1;
          delete x.weapon;
        } else delete x.pools;
      }),
    ),
  ];
  pools?.forEach((pool, i) => {
    const weapons = pool.map((w, j) =>
      el(
        'li',
        {},
        textField(`pool-${i}-${j}-name`, `Pool ${i + 1}, weapon ${j + 1}: name`, String(w.name ?? ''), (v) =>
          setPools((ps) => {
            ps[i]![j]!.name = v;
          }),
        ),
        selectField(`pool-${i}-${j}-type`, `Pool ${i + 1}, weapon ${j + 1}: type`, String(w.type ?? ''), POOL_TYPE_WORDS, (v) =>
          setPools((ps) => {
            const weapon = ps[i]![j]!;
            weapon.type = v;
            if (v === 'both') weapon.as = weapon.as ?? 'ranged';
            else delete weapon.as;
          }),
        ),
        w.type === 'both'
          ? selectField(`pool-${i}-${j}-as`, `Pool ${i + 1}, weapon ${j + 1}: taken as`, String(w.as ?? ''), ['ranged', 'melee'], (v) =>
              setPools((ps) => {
                ps[i]![j]!.as = v;
              }),
            )
          : null,
        pool.length > 1
          ? el(
              'button',
              {
                type: 'button',
                'data-key': `pool-${i}-${j}-rm`,
                'aria-label': `Remove ${String(w.name)} from pool ${i + 1}`,
                onclick: () => setPools((ps) => void ps[i]!.splice(j, 1)),
              },
              'Remove',
            )
          : null,
      ),
    );
    out.push(
      el(
        'fieldset',
        {},
        el('legend', {}, `Pool ${i + 1} (defender ${i + 1})`),
        el('ul', { class: 'rgc-cards' }, ...weapons),
        el(
          'button',
          { type: 'button', 'data-key': `pool-${i}-add`, onclick: () => setPools((ps) => void ps[i]!.push(fresh(ps))) },
          `Add a weapon to pool ${i + 1}`,
        ),
        pools.length > 1
          ? el(
              'button',
              { type: 'button', 'data-key': `pool-${i}-rm`, onclick: () => setPools((ps) => void ps.splice(i, 1)) },
              `Remove pool ${i + 1}`,
            )
          : null,
      ),
    );
  });
  if (pools)
    out.push(
      el(
        'button',
        { type: 'button', 'data-key': 'pool-add', onclick: () => setPools((ps) => void ps.push([fresh(ps)])) },
        'Add a pool (another defender)',
      ),
    );
  return out;
}

function next(input: Input, s: Scenario): NextStep[] {
  const did = (input.did as unknown[] | undefined) ?? [];
  // Asking about an action: `leaderInRange` belongs to `ask: contest` only.
  const { leaderInRange: _, ...situation } = copy(input);
  // After the end of the activation or a rolled rally the next steps are those of the Perform Actions step that follows.
  let state = s.state;
  if (s.ended) state = part('events').endActivation(state).state;
  if (s.rolled) state = part('events').rallyRoll(state, s.rolled).state;
  return legalActions(state).map(({ action }) => ({
    label: capital(words(action)),
    ask: { ...situation, ask: legionActionInput(action) },
    askScenario: { ...s, ask: action, leaderInRange: true },
    perform:
      s.state.step === 'perform-actions' && (s.state.turn ?? 'own') === 'own' && !s.rolled && !s.ended
        ? { ...situation, did: [...did, legionActionInput(action)], ask: legionActionInput(action) }
        : null,
  }));
}

const pct = (v: number): string => `${Math.round(v * 1000) / 10}%`;

/** The rally odds before the roll, in words. */
function extra(s: Scenario): string[] {
  const st = s.state;
  if (st.step !== 'rally') return [];
  const odds = part('rally').rallyOdds(st);
  const colour = odds.reasons.some((r) => r.code === 'IndomitableRedDice') ? 'red' : 'white';
  const ion = odds.cases.some((c) => c.ion !== undefined);
  if (odds.dice === 0 && !(st.damaged && st.damageRoll === undefined) && !ion)
    return ['Rally: no suppression tokens, so no dice to roll; the unit keeps its actions.'];
  const o = odds.byOutcome;
  const [a0, a1, a2, a3] = odds.byActions;
  const ionDice = st.ion ?? 0;
  return [
    `Rally odds before the roll (${odds.dice} ${colour} ${odds.dice === 1 ? 'die' : 'dice'}, each block or surge removes a token): ` +
      `not suppressed ${pct(o.normal.value)}, suppressed ${pct(o.suppressed.value)}, panicked ${pct(o.panicked.value)}.` +
      (ion ? ` The ${ionDice} ion ${ionDice === 1 ? 'die is' : 'dice are'} not rolled yet: any blank costs one action.` : ''),
    `Actions after the rally: ${a3 ? `3 actions ${pct(a3.value)}, ` : ''}2 actions ${pct(a2.value)}, 1 action ${pct(a1.value)}, none ${pct(a0.value)}.`,
  ];
}

const widget: GameWidget = {
  fields: LEGION_FIELDS,
  engine: { name, answer },
  prepare: (s: Scenario) =>
    loadFor(() => {
      answer(s);
      next({}, s);
      extra(s);
    }),
  catalogue,
  loadChecker: async () => (await import('./check-legion-edit.ts')).checker,
  loadMessages: async () => (await import('../../engine/legion/scenario-messages.ts')).scenarioMessages,
  loadTexts: async () => (await import('../../engine/legion/reason-texts.ts')).texts,
  initial: () => ({ unit: { type: 'trooper', courage: 1, suppression: 0 }, ask: 'move' }),
  setup,
  log: (s: Scenario) =>
    s.state.did.map((d) =>
      'gained' in d ? `Gained ${indefiniteArticle(d.gained)} ${d.gained} token.` : `${capital(words(d as Action))}.`,
    ),
  undo: (input) => {
    const did = (input.did as unknown[] | undefined) ?? [];
    return did.length ? { ...copy(input), did: did.slice(0, -1) } : null;
  },
  next,
  question: (s: Scenario) => {
    const w = s.ask === 'contest' || s.ask === 'guardian' ? '' : words(s.ask);
    const what = s.ask === 'contest' || s.ask === 'guardian' ? words(s.ask) : `make ${indefiniteArticle(w)} ${w}`;
    return `Can the ${isVehicle(s.state.type) ? 'vehicle' : 'unit'} ${what} now?`;
  },
  extra: (s: Scenario) => extra(s),
};

registerGame('legion', widget);
