/**
 * A shared check link as messaging apps, mail clients, browsers and people pass it on: each game's
 * link, written by its input writer and `encodeCheckQuery`, then damaged as sharing damages links,
 * and read as the widget reads it (the address bar's `search`, `splitLinkParams`,
 * `decodeCheckQuery`, the engine's `parseScenario`). Either the situation read back is the one
 * written, or the link is refused with a message that names what is wrong: never another situation.
 */
import { describe, expect, it } from 'vitest';
import type { GameEngine } from '../../src/engine/core/index.ts';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { stringifyFlow } from '../../src/widgets/flow.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { normaliseLinkQuery, splitLinkParams } from '../../src/widgets/link-params.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { cpuTimed } from '../cpu-time.ts';

interface Game {
  engine: GameEngine<any>;
  fields: readonly string[];
  write: (s: any) => Record<string, unknown>;
  /** Situations to share, as a `check` block holds them. */
  inputs: Record<string, unknown>[];
}

const GAMES: Record<string, Game> = {
  legion: {
    engine: legion,
    fields: LEGION_FIELDS,
    write: legionInput,
    inputs: [
      {
        unit: { type: 'trooper', courage: 1, suppression: 0, keywords: ['relentless'] },
        did: ['move', { action: 'attack', free: true, grantedBy: 'Some Effect' }],
        ask: 'contest',
        leaderInRange: false,
      },
      { unit: { type: 'trooper', courage: 2, suppression: 1 }, did: ['move'], ask: 'free attack' },
      { unit: { type: 'trooper' }, ask: 'attack' },
    ],
  },
  'chronicle-x': {
    engine: cx,
    fields: CHRONICLE_X_FIELDS,
    write: chronicleXInput,
    inputs: [
      {
        board: { size: '6x4' },
        models: { H: { kind: 'hero', at: 'a1' } },
        phase: 'hero',
        active: 'H',
        ask: { path: ['b1', 'c1'], model: 'H' },
      },
      { models: { A: { kind: 'hero', at: 'a1' }, B: { kind: 'alien', at: 'c3' } }, phase: 'hero', active: 'A', ask: 'move' },
      // A cut inside `overwatch-weak` must not leave `overwatch`, another question.
      {
        models: { A: { kind: 'hero', at: 'a1', short: { dice: 2, range: 4 } } },
        phase: 'hero',
        active: 'A',
        did: ['move'],
        ask: 'overwatch-weak',
      },
      { models: { A: { kind: 'hero', at: 'a1', short: { dice: 2, range: 4 } } }, phase: 'hero', active: 'A', ask: 'overwatch' },
    ],
  },
  swu: {
    engine: swu,
    fields: SWU_FIELDS,
    write: swuInput,
    inputs: [
      {
        players: ['P1', 'P2'],
        active: 'P1',
        cards: [
          {
            id: 'c1',
            name: "Luke's X-wing (Red 5).",
            controller: 'P1',
            abilities: [{ id: 'a', action: { exhaust: true }, text: 'Deal 2 damage: "now", then {draw} [1] card!' }],
          },
        ],
        ask: { use: { card: 'c1', ability: 'a' } },
      },
      {
        players: ['P1', 'P2'],
        resources: { P1: 2, P2: 1 },
        pending: [
          { id: 'x', controller: 'P1' },
          { id: 'y', controller: 'P2' },
        ],
        ask: { order: ['x', 'y'] },
      },
    ],
  },
};

/** Percent-escapes every character of `chars` in `text`, upper- or lower-case hex. */
function escape(text: string, chars: string, lower = false): string {
  return [...text]
    .map((c) => {
      if (!chars.includes(c)) return c;
      const hex = `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
      return lower ? hex.toLowerCase() : hex;
    })
    .join('');
}

/** `href` with `change` applied to its query (after the `?`) only. */
const inQuery = (href: string, change: (query: string) => string) => {
  const q = href.indexOf('?');
  return `${href.slice(0, q + 1)}${change(href.slice(q + 1))}`;
};

/** What sharing does to a link's URL (`href`: origin, path and `?query`), each read right. */
const KEPT: Record<string, (href: string) => string> = {
  'as written': (h) => h,
  '{ } [ ] : , \' " and spaces percent-encoded (chat apps, browsers)': (h) =>
    inQuery(h, (q) => escape(q, '{}[]:,\'"+').replace(/%2B/g, '%20')),
  'the same in lower-case hex': (h) => inQuery(h, (q) => escape(q, '{}[]:,\'"', true)),
  'every escape in lower-case hex': (h) => h.replace(/%[0-9A-F]{2}/g, (x) => x.toLowerCase()),
  '+ for a space': (h) => h.replace(/%20/g, '+'),
  'spaces as %20': (h) => h.replace(/\+/g, '%20'),
  '&amp; for & (copied out of HTML, mail clients)': (h) => h.replace(/&/g, '&amp;'),
  'a full stop after it (end of a sentence)': (h) => `${h}.`,
  'a comma after it': (h) => `${h},`,
  'a ) after it (written in brackets)': (h) => `${h})`,
  'a ). after it': (h) => `${h}).`,
  'a > after it (wrapped in <…>)': (h) => `${h}>`,
  'a question mark after it': (h) => `${h}?`,
  'parameters in another order': (h) => inQuery(h, (q) => q.split('&').reverse().join('&')),
  'a parameter doubled with the same value': (h) => `${h}&${h.split('&').at(-1)}`,
  'a #fragment appended': (h) => `${h}#RG-answer`,
  'tracking parameters appended': (h) => `${h}&utm_source=chat&fbclid=IwAR0abc`,
};

/** Reads a link as the widget on the check page does: the problems, or the scenario. */
function read(game: Game, href: string): { problems: string[]; unknown: string[]; scenario?: unknown } {
  const split = splitLinkParams(new URL(href).search, game.fields);
  const decoded = decodeCheckQuery(split.query);
  if (!decoded.ok) return { problems: decoded.errors, unknown: split.unknown };
  const parsed = game.engine.parseScenario(decoded.input);
  return parsed.ok ? { problems: [], unknown: split.unknown, scenario: parsed.value } : { problems: parsed.errors, unknown: split.unknown };
}

/** Every situation of every game, as the link the site writes (under a base path or not). */
function shared(): [string, string, Game, unknown, string][] {
  const out: [string, string, Game, unknown, string][] = [];
  for (const [name, game] of Object.entries(GAMES)) {
    for (const [i, input] of game.inputs.entries()) {
      const parsed = game.engine.parseScenario(input);
      if (!parsed.ok) throw new Error(`${name} #${i}: ${parsed.errors.join('; ')}`);
      const query = encodeCheckQuery(game.write(parsed.value), game.fields);
      for (const base of ['', '/rulegraph'])
        out.push([
          name,
          `#${i + 1}${base ? ' under a base path' : ''}`,
          game,
          parsed.value,
          `https://example.org${base}/check/${name}/?${query}`,
        ]);
    }
  }
  return out;
}

describe.each(shared())('a %s link (%s)', (_name, _which, game, scenario, href) => {
  it.each(Object.keys(KEPT))('with %s reads back the situation written', (damage) => {
    const damaged = KEPT[damage]!(href);
    const back = read(game, damaged);
    expect(back.problems, damaged).toEqual([]);
    expect(back.unknown, damaged).toEqual([]);
    expect(back.scenario, damaged).toEqual(scenario);
  });

  it('cut off anywhere is refused with a message, never read as another question', () => {
    const query = href.slice(href.indexOf('?') + 1);
    for (let end = 1; end < query.length; end++) {
      const cut = `${href.slice(0, href.indexOf('?') + 1)}${query.slice(0, end)}`;
      const back = read(game, cut);
      expect(back.problems.length, cut).toBeGreaterThan(0);
      for (const p of back.problems) expect(p.length, cut).toBeGreaterThan(10);
    }
  });
});

describe('a damaged link says what is wrong', () => {
  const href = (i: number) => {
    const game = GAMES['chronicle-x']!;
    const parsed = game.engine.parseScenario(game.inputs[i]!);
    if (!parsed.ok) throw new Error('bad test situation');
    return `https://example.org/check/chronicle-x/?${encodeCheckQuery(game.write(parsed.value), game.fields)}`;
  };

  it('cut off before its question: the link has no question and looks cut off', () => {
    const link = href(0);
    const cut = link.slice(0, link.lastIndexOf('&'));
    expect(read(GAMES['chronicle-x']!, cut).problems).toEqual([
      'The link has no question (`ask`, the last part of every link this site makes). The link looks cut off: copy the whole link again.',
    ]);
  });

  it('cut off inside a value: names the parameter and says the link looks cut off', () => {
    const cut = href(0).replace(/model:H\}$/, '');
    const problems = read(GAMES['chronicle-x']!, cut).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The parameter `ask` cannot be read: .*The link looks cut off: copy the whole link again\.$/);
  });

  it('a parameter given twice with different values: names it and both values', () => {
    expect(read(GAMES['chronicle-x']!, `${href(1)}&ask=sprint`).problems).toEqual([
      'The parameter `ask` appears more than once, with different values (`move`, `sprint`); keep one.',
    ]);
    expect(decodeCheckQuery('v=1&v=2&ask=move')).toMatchObject({
      ok: false,
      errors: ['The link gives the version `v` more than once, with different values (`1`, `2`); keep one `v=1`.'],
    });
  });
});

describe('links end where the sharer’s sentence begins', () => {
  it('every game writes its question last, so a link cut at a parameter boundary lacks it', () => {
    for (const [name, game] of Object.entries(GAMES)) expect(game.fields.at(-1), name).toBe('ask');
    for (const [, , game, scenario, href] of shared()) {
      expect(Object.keys(game.write(scenario)).at(-1), href).toBe('ask');
      expect(href, href).toMatch(/&ask=[^&]*$/);
    }
  });

  it('text ending with sentence punctuation is written in quotes, so no link ends with it', () => {
    for (const t of ['Done.', 'Really?', 'Go!', 'a;', 'Luke (Red 5)', 'a->']) expect(stringifyFlow(t)).toBe(JSON.stringify(t));
    expect(stringifyFlow('a.b')).toBe('a.b');
    expect(encodeCheckQuery({ ask: 'attack.' })).toBe('v=1&ask=%22attack.%22');
    expect(decodeCheckQuery(`${encodeCheckQuery({ ask: 'attack.' })}.`)).toMatchObject({ ok: true, input: { ask: 'attack.' } });
  });

  it('drops what is added after a link, raw or escaped by the browser, and reads &amp; as &', () => {
    expect(normaliseLinkQuery('?v=1&amp;ask=move).')).toBe('v=1&ask=move');
    expect(normaliseLinkQuery('v=1&ask={a:1}%3E')).toBe('v=1&ask={a:1}');
    expect(normaliseLinkQuery("v=1&ask=%22a%22'")).toBe('v=1&ask=%22a%22');
  });
});

describe('reading what is added after a link', () => {
  it('takes time in proportion to the link, however it ends', () => {
    const { ms } = cpuTimed(() => {
      for (const tail of ['.', '%2E', ').']) normaliseLinkQuery(`v=1&ask=${tail.repeat(100_000)}x`);
    });
    expect(ms).toBeLessThan(1000);
    expect(normaliseLinkQuery(`ask=move${'.%2e)'.repeat(1000)}`)).toBe('ask=move');
    expect(normaliseLinkQuery('ask=%E2%9C%93%ZZ')).toBe('ask=%E2%9C%93%ZZ');
  });
});
