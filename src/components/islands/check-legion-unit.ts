/**
 * The Legion widget's unit form ("The unit"): its type, courage and suppression, a commander within
 * 3, vehicle damage, keywords (with their numbers), standby, engagement, wounds, activations made,
 * its Force upgrade; with the fields of when the question is asked (check-legion-timing.ts).
 * Each control edits a copy of the input through `set`, which hands on the edited input.
 */
import { KEYWORDS } from '../../engine/legion/browser.ts';
import type { Input, Obj } from './check-game.ts';
import { justBefore, stepFields, turnFields } from './check-legion-timing.ts';
import { capital } from './check-legion-words.ts';
import { checkField, el, numberField, selectField } from './dom.ts';

const COURAGE: [string, string][] = [
  ['none', 'none (-)'],
  ['1', '1'],
  ['2', '2'],
  ['3', '3'],
];
const courageValue = (v: string): number | 'none' => (v === 'none' ? 'none' : Number(v));
/** Keywords written with a number (Tactical 1). */
const X_KEYWORDS: readonly string[] = ['tactical', 'agile', 'jump', 'scout', 'disciplined', 'guardian', 'master-of-the-force', 'ready'];

/** The unit's fieldset; `set` edits a copy of the input and its `unit` (made if missing). */
export function unitFieldset(input: Input, set: (f: (n: Obj, u: Obj) => void) => void): HTMLElement {
  const unit = ((input.unit as Obj | undefined) ?? {}) as Obj;
  const type = String(unit.type ?? 'trooper');
  const vehicle = type === 'ground-vehicle' || type === 'repulsor-vehicle';
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
  fields.push(...turnFields(input, set));
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
  fields.push(...stepFields(input, set));
  return el('fieldset', {}, el('legend', {}, 'The unit'), ...fields);
}
