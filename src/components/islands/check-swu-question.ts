/**
 * The SWU widget's question form ("Question"): which question the form edits (the trigger order,
 * declining an attack an ability grants, an ability's cost check) and its details. The facts these
 * questions read of the cards (a printed cost, an effect that says a unit can't be attacked) are
 * set with the cards (check-swu-cards.ts).
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import type { Input, Obj } from './check-game.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

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
export function questionFields(input: Input, set: (f: (n: Obj) => void) => void): HTMLElement {
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
