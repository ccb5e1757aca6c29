/**
 * What the SWU widget's cost questions read of the players' cards: the cards in hand ("Cards in
 * hand": owner, printed cost, aspect icons, what increases or decreases the cost, the aspect penalty
 * ignored, played for free) and the aspects each player's leader and base provide.
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import type { Input, Obj } from './check-game.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

const ASPECT_NAMES = ['vigilance', 'command', 'aggression', 'cunning', 'heroism', 'villainy'] as const;

/** The list of cards in hand, each with its controls, and the button that adds one. */
export function handFieldset(input: Input, players: readonly string[], set: (f: (n: Obj) => void) => void): HTMLElement {
  const hand = (input.hand as Obj[] | undefined) ?? [];
  return el(
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
}

/** The aspect icons each player's leader and base provide (`aspects`), a number per aspect. */
export function aspectsFieldset(input: Input, players: readonly string[], set: (f: (n: Obj) => void) => void): HTMLElement {
  return el(
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
}
