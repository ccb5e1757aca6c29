/**
 * The SWU widget's turn and phase: the active player, whether they acted, ready resources
 * ("Turn"); the initiative, passes and base damage ("Action phase"); and the pending triggered
 * abilities, each with its controller ("Pending triggered abilities").
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import type { Scenario } from '../../engine/swu/scenario.ts';
import { allTriggers } from '../../engine/swu/resolution.ts';
import type { Input, Obj } from './check-game.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

/** Who is active, whether they took an action this turn, and each player's ready resources. */
export function turnFieldset(input: Input, players: readonly string[], set: (f: (n: Obj) => void) => void): HTMLElement {
  return el(
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
}

/** Who holds the initiative, whether it was taken, whether the opponent passed, and the damage on each base. */
export function phaseFieldset(input: Input, players: readonly string[], set: (f: (n: Obj) => void) => void): HTMLElement {
  return el(
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
}

/**
 * The pending triggered abilities (`pending`), each with its controller and removal, and a button
 * per player that adds one (an id fresh among all triggers the scenario holds, nested ones too).
 */
export function triggersFieldset(
  input: Input,
  scenario: Scenario | null,
  players: readonly string[],
  set: (f: (n: Obj) => void) => void,
): HTMLElement {
  const pending = (input.pending as Obj[] | undefined) ?? [];
  return el(
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
}
