/**
 * Every game's link reader (the query string → `decodeCheckQuery` → the engine's `parseScenario`
 * → `answer`, and back through the game's input writer and `encodeCheckQuery`) over random and
 * crafted links, prototype keys (`__proto__`, `constructor`, `toString` …) included: nothing
 * throws, every rejected link gets messages in plain words, and an accepted link's situation
 * survives the round trip.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEngine } from '../../src/engine/core/index.ts';
import { engine as chronicleX } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';

interface Game {
  engine: GameEngine<any>;
  fields: readonly string[];
  input: (s: any) => Record<string, unknown>;
  /** Links that must be accepted (prototype names as ids and names). */
  accepted: string[];
}

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf', '__defineGetter__'];

const games: Record<string, Game> = {
  legion: {
    engine: legion,
    fields: LEGION_FIELDS,
    input: legionInput,
    accepted: ['v=1&unit={type:trooper,courage:1,suppression:0}&did=[move]&ask=attack'],
  },
  'chronicle-x': {
    engine: chronicleX,
    fields: CHRONICLE_X_FIELDS,
    input: chronicleXInput,
    accepted: ['toString', 'constructor', 'valueOf', 'hasOwnProperty'].map(
      (k) => `v=1&models={${k}:{kind:hero,at:a1},b:{kind:alien,at:c3}}&active=${k}&ask=move`,
    ),
  },
  swu: {
    engine: swu,
    fields: SWU_FIELDS,
    input: swuInput,
    accepted: [
      'v=1&players=[constructor,toString]&resources={constructor:2,toString:1}&pending=[{id:__proto__,controller:constructor},{id:valueOf,controller:toString}]&ask={order:[__proto__,valueOf]}',
      'v=1&cards=[{id:toString,abilities:[{id:constructor,action:{exhaust:true}}]}]&ask={use:{card:toString,ability:constructor}}',
    ],
  },
};

/**
 * Words a message in plain words never shows: a value printed as code, not as what it means. The
 * generated links never hold them, so a message that does made them up itself.
 */
const NOT_WORDS = /\[object |undefined|NaN|function|=>|Symbol\(/;
const words = (a: fc.Arbitrary<string>) => a.filter((x) => !NOT_WORDS.test(x) && !NOT_WORDS.test(safeDecode(x)));
function safeDecode(x: string): string {
  try {
    return decodeURIComponent(x);
  } catch {
    return x;
  }
}

function expectPlainWords(errors: readonly string[], link: string): void {
  expect(errors.length, link).toBeGreaterThan(0);
  for (const e of errors) {
    expect(typeof e, link).toBe('string');
    expect(e.trim().length, link).toBeGreaterThan(10);
    // A quote of the link itself may hold anything the link does (`v=>`); the words around it may not.
    const own = e.replace(/`[^`]*`/g, (q) => (safeDecode(link).includes(q.slice(1, -1)) ? '' : q));
    expect(own, link).not.toMatch(NOT_WORDS);
  }
}

/** Reads `link` as the widget does; returns the problems, or `[]` when it is answered. */
function read(game: Game, link: string): string[] {
  const decoded = decodeCheckQuery(link);
  if (!decoded.ok) return decoded.errors;
  const parsed = game.engine.parseScenario(decoded.input);
  if (!parsed.ok) return parsed.errors;
  const verdict = game.engine.answer(parsed.value);
  expect(typeof verdict.allowed, link).toBe('boolean');
  // The link the widget would write for this situation reads back to the same situation.
  const written = decodeCheckQuery(encodeCheckQuery(game.input(parsed.value), game.fields));
  expect(written.ok, link).toBe(true);
  const again = written.ok ? game.engine.parseScenario(written.input) : null;
  expect(again?.ok && again.value, link).toEqual(parsed.value);
  return [];
}

const key = fc.oneof(
  fc.constantFrom(...PROTO_KEYS),
  fc.constantFrom('id', 'kind', 'at', 'type', 'controller', 'order', 'use', 'card', 'ability', 'size', 'map', 'action', 'to', 'target'),
  words(fc.string({ maxLength: 6 })),
);
const scalar = fc.oneof(
  fc.constantFrom(...PROTO_KEYS),
  fc.constantFrom(
    'a1',
    'c3',
    'A',
    'B',
    'hero',
    'alien',
    'trooper',
    'move',
    'attack',
    'true',
    '-1',
    '1e400',
    '0x10',
    '99999999999',
    '8x8',
    '100x100',
  ),
  words(fc.string({ maxLength: 8 })),
);
const flow: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`),
    fc.array(fc.tuple(key, tie('v')), { maxLength: 4 }).map((kvs) => `{${kvs.map(([k, v]) => `${k}:${v}`).join(',')}}`),
  ),
})).v;

function linkFor(fields: readonly string[]): fc.Arbitrary<string> {
  const param = fc
    .tuple(fc.oneof(fc.constantFrom(...fields, ...PROTO_KEYS, 'v', 'game', 'expect'), words(fc.string({ maxLength: 5 }))), flow)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return fc.oneof(
    fc.array(param, { maxLength: 6 }).map((ps) => ['v=1', ...ps].join('&')),
    fc.array(param, { maxLength: 6 }).map((ps) => ps.join('&')),
    words(fc.string({ maxLength: 120 })),
    fc.string({ unit: fc.constantFrom(...'{}[],:&=%?+v1_'.split('')), maxLength: 60 }),
  );
}

describe.each(Object.entries(games))('the %s link reader', (_name, game) => {
  it('answers links that use prototype names as ids and player names', () => {
    for (const link of game.accepted) expect(read(game, link), link).toEqual([]);
  });

  it('never throws on 400 random and crafted links, and rejects in plain words', () => {
    let rejected = 0;
    fc.assert(
      fc.property(linkFor(game.fields), (link) => {
        const errors = read(game, link);
        if (errors.length) {
          rejected++;
          expectPlainWords(errors, link);
        }
      }),
      { numRuns: 400 },
    );
    expect(rejected).toBeGreaterThan(100);
  });

  it('rejects a prototype key at the top of a link as an unknown field, in plain words', () => {
    for (const k of PROTO_KEYS) {
      const link = `v=1&${encodeURIComponent(k)}={a:1}&ask=move`;
      const errors = read(game, link);
      expectPlainWords(errors, link);
      expect(errors.join(' '), link).toContain(k);
    }
  });
});

/** Rich links each reader accepts, whose every value the test below replaces in turn. */
const RICH: Record<string, string> = {
  legion:
    'v=1&unit={type:trooper,courage:2,suppression:1,keywords:[relentless]}&did=[move,{action:attack,free:true,grantedBy:relentless}]&ask=attack',
  'chronicle-x':
    'v=1&board={size:8x8,blocked:[c4],hazards:[d4],walls:[b2-b3]}&models={A:{kind:hero,at:a1},B:{kind:alien,at:c3}}&active=A&ask={path:[a2,a3],model:A}',
  swu: 'v=1&players=[P1,P2]&resources={P1:2,P2:1}&pending=[{id:x,controller:P1},{id:y,controller:P2}]&ask={order:[x,y]}',
};

/** Every path to a value inside `v` (list items and record fields), outermost first. */
function paths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(v)) for (const [i, x] of v.entries()) out.push(...paths(x, [...at, i]));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

function replaced(v: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const [head, ...rest] = path;
  if (Array.isArray(v)) return v.map((x, i) => (i === head ? replaced(x, rest, by) : x));
  const copy: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  copy[head as string] = replaced(copy[head as string], rest, by);
  return copy;
}

describe.each(Object.entries(games))('the %s link reader, each value of a rich link replaced', (name, game) => {
  it('never throws when a value is an empty record, a list, a record of prototype keys, or text', () => {
    const decoded = decodeCheckQuery(RICH[name]!);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(read(game, RICH[name]!)).toEqual([]);
    const stand: unknown[] = [{}, [], { toString: 1, valueOf: 'a1' }, { size: {} }, [{}], 'x'];
    let tried = 0;
    for (const p of paths(decoded.input).slice(1)) {
      for (const by of stand) {
        const link = encodeCheckQuery(replaced(decoded.input, p, by) as Record<string, unknown>, game.fields);
        const errors = read(game, link);
        if (errors.length) expectPlainWords(errors, link);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(40);
  });
});
