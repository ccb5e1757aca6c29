/**
 * The Legion widget's question form ("Question"): which action is asked, an attack's weapon pools
 * (one per defender), and a Repair or Treat card action's capacity, wounds and target.
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import type { Action } from '../../engine/legion/browser.ts';
import type { Input, Obj } from './check-game.ts';
import { words } from './check-legion-words.ts';
import { checkField, el, numberField, selectField, textField } from './dom.ts';

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
export function questionFields(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement {
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
