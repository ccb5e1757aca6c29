/**
 * When the Legion widget's question is asked (the unit form's fields, check-legion-unit.ts): what
 * happened to the unit just before it, whose activation it is (and, in an enemy's, what that unit
 * just did), the activation step, the end of the activation and the rally roll.
 */
import type { Input, Obj } from './check-game.ts';
import { checkField, numberField, selectField } from './dom.ts';

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
export function justBefore(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement[] {
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

/**
 * Whose activation it is (`turn`: its own, a friendly or an enemy unit's, or none yet) and, in an
 * enemy unit's, what that unit just did and where it is (`trigger`: for Standby and the like).
 */
export function turnFields(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement[] {
  const fields: HTMLElement[] = [];
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
  return fields;
}

/**
 * Where the unit's own activation is: ended (`ended`, at its end step), the rally roll (`rolled`,
 * at the rally step of a unit with suppression to roll for) and the activation step (`step`).
 */
export function stepFields(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement[] {
  const unit = ((input.unit as Obj | undefined) ?? {}) as Obj;
  const type = String(unit.type ?? 'trooper');
  const vehicle = type === 'ground-vehicle' || type === 'repulsor-vehicle';
  const turn = String(input.turn ?? 'own');
  const fields: HTMLElement[] = [];
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
  return fields;
}
