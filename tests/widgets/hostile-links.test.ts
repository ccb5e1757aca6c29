/**
 * Shared check links as hostile or careless hands leave them: mangled by chat apps and mail tools
 * (lower-cased, escaped twice, escaped as a whole, decorated, cut, with text glued on), or written
 * by hand to break the reader (huge, deep, repeated, unknown, prototype-named, script-like). Read as
 * the widget on a check page reads them (`readCheckLink`), each gives back the situation written or
 * a refusal in words, quickly and in few words: never a throw, a stall or another question.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameEngine } from '../../src/engine/core/index.ts';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { escapedTwice, normaliseLinkQuery, splitLinkParams, unknownNotice } from '../../src/widgets/link-params.ts';
import { MAX_CHARS, MAX_SHOWN, problemsToShow } from '../../src/widgets/problem-list.ts';
import { readCheckLink } from '../../src/widgets/read-link.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { cpuMsSince } from '../cpu-time.ts';

interface Game {
  engine: GameEngine<any>;
  fields: readonly string[];
  write: (s: any) => Record<string, unknown>;
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
      { unit: { type: 'trooper', courage: 2, suppression: 1 }, suppressionAtStart: 2, did: ['move'], ask: 'free attack' },
      { unit: { type: 'ground-vehicle', damaged: true, damageRoll: 'block' }, orderIssued: true, ask: 'attack' },
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
      {
        models: { A: { kind: 'hero', at: 'a1', short: { dice: 2, range: 4 } }, B: { kind: 'alien', at: 'c3' } },
        phase: 'hero',
        active: 'A',
        did: ['move'],
        ask: 'overwatch-weak',
      },
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
            abilities: [{ id: 'a', action: { exhaust: true }, text: 'Deal 2 damage: "now", then {draw} [1] card! 50%' }],
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

/** The game's validator as the widget's checker gives it. */
const checkWith = (game: Game) => (input: Record<string, unknown>) => {
  const parsed = game.engine.parseScenario(input);
  return parsed.ok ? parsed : { ok: false as const, problems: parsed.errors };
};

/** Reads a link's query as the check page's widget does: the scenario, or the problems. */
async function read(game: Game, query: string) {
  const r = await readCheckLink(query, game.fields, checkWith(game));
  return r.checked.ok
    ? { problems: [] as string[], scenario: r.checked.value, unknown: r.unknown, twice: r.escapedTwice }
    : { problems: r.checked.problems.map(String), scenario: undefined, unknown: r.unknown, twice: r.escapedTwice };
}

/** Every situation of every game as the query (after `?`) of the link the site writes, as the address bar gives it. */
const SHARED = Object.entries(GAMES).flatMap(([name, game]) =>
  game.inputs.map((input, i) => {
    const parsed = game.engine.parseScenario(input);
    if (!parsed.ok) throw new Error(`${name} #${i + 1}: ${parsed.errors.join('; ')}`);
    const query = new URL(`https://example.org/check/${name}/?${encodeCheckQuery(game.write(parsed.value), game.fields)}`).search.slice(1);
    return { name: `${name} #${i + 1}`, game, scenario: parsed.value as unknown, query };
  }),
);

/** Each way sharing mangles a query, and whether the situation must come back exactly (else: same up to letter case, or refused). */
const MANGLE: Record<string, { change: (q: string) => string; exact: boolean }> = {
  'lower-cased': { change: (q) => q.toLowerCase(), exact: false },
  'upper-case escapes': { change: (q) => q.replace(/%[0-9a-f]{2}/gi, (x) => x.toUpperCase()), exact: true },
  'escaped again (% as %25)': { change: (q) => q.replace(/%/g, '%25'), exact: true },
  'brackets escaped, then escaped again': {
    change: (q) => q.replace(/[{}[\]:,]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%/g, '%25'),
    exact: true,
  },
  'escaped as a whole (through a redirect)': { change: (q) => encodeURIComponent(q), exact: true },
  'escaped as a whole, with its ?': { change: (q) => encodeURIComponent(`?${q}`), exact: true },
  'escaped as a whole twice': { change: (q) => encodeURIComponent(encodeURIComponent(q)), exact: true },
  'tracking parameters in front and behind': { change: (q) => `fbclid=IwAR0&${q}&utm_source=chat&utm_medium=x&gclid=1`, exact: true },
  '&amp; and a full stop': { change: (q) => `${q.replace(/&/g, '&amp;')}.`, exact: true },
};

describe.each(SHARED)('a $name link', ({ game, scenario, query }) => {
  it.each(Object.keys(MANGLE))('%s: the same situation, or refused in words', async (how) => {
    const { change, exact } = MANGLE[how]!;
    const back = await read(game, change(query));
    if (exact) {
      expect(back.problems, change(query)).toEqual([]);
      expect(back.scenario).toEqual(scenario);
      return;
    }
    if (back.problems.length) for (const p of back.problems) expect(p.length).toBeGreaterThan(10);
    else expect(JSON.stringify(back.scenario).toLowerCase()).toBe(JSON.stringify(scenario).toLowerCase());
  });

  it('any mix of manglings and text glued on: the same situation (up to case) or refused, never another', async () => {
    const manglings = fc.array(fc.constantFrom(...Object.keys(MANGLE)), { maxLength: 3 });
    const glued = fc.option(
      fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('x', 'ed', '%E2%80%8B', '%C2%A0', '"', '%22', '-weak', '}')),
      {
        nil: undefined,
      },
    );
    await fc.assert(
      fc.asyncProperty(manglings, glued, async (hows, tail) => {
        let q = query;
        for (const how of hows) q = MANGLE[how]!.change(q);
        if (tail !== undefined) q += tail;
        const back = await read(game, q);
        if (back.problems.length) return;
        const exact = !hows.includes('lower-cased');
        if (exact) expect(back.scenario, q).toEqual(scenario);
        else expect(JSON.stringify(back.scenario).toLowerCase(), q).toBe(JSON.stringify(scenario).toLowerCase());
      }),
      { numRuns: 150 },
    );
  });
});

describe('links read as written are never read another way', () => {
  it('a text with a literal %22 in it keeps it, and the link is not taken as escaped twice', async () => {
    const game = GAMES.legion!;
    const input = { unit: { type: 'trooper' }, did: [{ action: 'attack', free: true, grantedBy: '50%22 off' }], ask: 'attack' };
    const parsed = game.engine.parseScenario(input);
    expect(parsed.ok).toBe(true);
    const query = encodeCheckQuery(input, game.fields);
    expect(query).toContain('50%2522+off');
    const back = await read(game, query);
    expect(back.twice).toBe(false);
    expect(back.scenario).toEqual(parsed.ok ? parsed.value : null);
  });

  it('a link with a plain = is never unescaped as a whole', () => {
    expect(normaliseLinkQuery('v=1&ask=%7Ba%3D1%7D')).toBe('v=1&ask=%7Ba%3D1%7D');
    expect(normaliseLinkQuery('v%3D1%26ask%3Dmove')).toBe('v=1&ask=move');
    expect(normaliseLinkQuery('%3Fv%3D1%26ask%3Dmove')).toBe('v=1&ask=move');
    expect(normaliseLinkQuery('v%3D1%26ask%3D%ZZ')).toBe('v%3D1%26ask%3D%ZZ');
    expect(escapedTwice('v=1&ask=move')).toBeNull();
    expect(escapedTwice('v=1&ask=%2522a%2522')).toBe('v=1&ask=%22a%22');
  });
});

describe('a lower-cased link', () => {
  it('keeps a parameter whose name lost its capitals, rather than answering without it', async () => {
    const game = GAMES.legion!;
    const query = 'v=1&unit={type:trooper,courage:1}&did=[move]&leaderinrange=false&ask=contest';
    const back = await read(game, query);
    expect(back.unknown).toEqual([]);
    expect(back.scenario).toMatchObject({ ask: 'contest', leaderInRange: false });
    expect(splitLinkParams('V=1&SuppressionAtStart=2&ASK=move', LEGION_FIELDS).query).toBe('v=1&suppressionAtStart=2&ask=move');
  });

  it('with the same parameter under both spellings and two values, is refused naming it', async () => {
    const back = await read(GAMES.legion!, 'v=1&unit={type:trooper}&leaderInRange=true&leaderinrange=false&ask=contest');
    expect(back.problems).toEqual([
      'The parameter `leaderInRange` appears more than once, with different values (`true`, `false`); keep one.',
    ]);
  });
});

describe('hand-made links', () => {
  const game = GAMES.legion!;

  it('prototype names are the link’s own keys: refused or set aside, never read as something inherited', async () => {
    for (const q of [
      'v=1&unit={__proto__:{type:trooper}}&ask=attack',
      'v=1&unit={type:trooper,constructor:1}&ask=attack',
      'v=1&unit={type:trooper,toString:1}&ask=attack',
      'v=1&unit={type:trooper}&ask={action:attack,__proto__:{free:true}}',
    ]) {
      const back = await read(game, q);
      expect(back.problems.join(' '), q).toMatch(/__proto__|constructor|toString/);
    }
    const set = await read(game, 'v=1&__proto__=x&constructor=y&hasOwnProperty=z&ask=attack');
    expect(set.unknown).toEqual(['__proto__', 'constructor', 'hasOwnProperty']);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('numbers that are not counts are refused, naming the field', async () => {
    for (const n of ['-1', '1.5', '1e400', '1e308', 'NaN', 'Infinity', '-Infinity', '0x1', '01', `9${'9'.repeat(400)}`]) {
      const back = await read(game, `v=1&unit={type:trooper,suppression:${n}}&ask=attack`);
      expect(back.problems, n).toHaveLength(1);
      expect(back.problems[0], n).toContain('unit.suppression');
    }
  });

  it('script-like text is kept as text, to be shown as text', async () => {
    const text = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const back = await read(
      game,
      `v=1&unit={type:trooper}&did=[{action:attack,free:true,grantedBy:${encodeURIComponent(JSON.stringify(text))}}]&ask=attack`,
    );
    const grantedBy = (back.scenario as { state: { did: { grantedBy?: string }[] } }).state.did[0]!.grantedBy;
    expect(grantedBy).toContain('<script>alert(2)</script>');
    const refused = await read(game, `v=1&unit={type:trooper}&ask=${encodeURIComponent(text)}`);
    expect(refused.problems[0]).toContain('<img src=x onerror=alert(1)>');
  });

  it('a version past the numbers a page can count is named as written', () => {
    expect(decodeCheckQuery('v=99999999999999999999999&ask=move')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('This link uses format v=99999999999999999999999, newer')],
    });
  });
});

describe('bounded in time and words', () => {
  const game = GAMES.legion!;

  it('a link with 100,000 unknown parameters is read in well under a few seconds, and named in one short notice', async () => {
    const query = `v=1&ask=attack&${Array.from({ length: 100_000 }, (_, i) => `p${i}=1`).join('&')}`;
    const start = process.cpuUsage();
    const back = await read(game, query);
    expect(cpuMsSince(start)).toBeLessThan(3000);
    expect(back.problems).toEqual([]);
    expect(back.unknown).toHaveLength(100_000);
    const notice = unknownNotice(back.unknown)!;
    expect(notice).toBe(
      'This link also had parameters the checker does not use (“p0”, “p1”, “p2”, “p3”, “p4” and 99995 more); they were left out and the rest of the situation is shown.',
    );
    expect(unknownNotice([`x${'y'.repeat(1_000_000)}`])!.length).toBeLessThan(200);
    expect(unknownNotice(['colour'])).toBe(
      'This link also had a parameter the checker does not use (“colour”); it was left out and the rest of the situation is shown.',
    );
    expect(unknownNotice([])).toBeNull();
  });

  it('a parameter given 50,000 different values is refused in one short message', async () => {
    const back = await read(game, `v=1&${Array.from({ length: 50_000 }, (_, i) => `ask=a${i}`).join('&')}`);
    expect(back.problems).toEqual([
      'The parameter `ask` appears more than once, with different values (`a0`, `a1`, `a2` and 49997 more); keep one.',
    ]);
  });

  it('huge, deep, wide and long values are refused quickly, and the problems listed stay short', async () => {
    const big = (s: string, n: number) => Array(n).fill(s).join(',');
    const queries = [
      `v=1&unit=${'['.repeat(1_000_000)}&ask=attack`,
      `v=1&unit={${'a:{'.repeat(100_000)}}&ask=attack`,
      `v=1&unit={type:trooper}&did=[${big('move', 100_000)}]&ask=attack`,
      `v=1&unit={${Array.from({ length: 50_000 }, (_, i) => `k${i}:1`).join(',')}}&ask=attack`,
      `v=1&unit={type:trooper,suppression:${'9'.repeat(1_000_000)}}&ask=attack`,
      `v=1&unit={type:trooper}&ask=%22${'\\\\'.repeat(500_000)}`,
      `v=${'9'.repeat(1_000_000)}&ask=attack`,
      `v=1&${'u'.repeat(1_000_000)}=1&ask=attack&ask=${'x'.repeat(1_000_000)}`,
    ];
    for (const q of queries) {
      const start = process.cpuUsage();
      const back = await read(game, q);
      expect(cpuMsSince(start), q.slice(0, 40)).toBeLessThan(3000);
      expect(back.problems.length, q.slice(0, 40)).toBeGreaterThan(0);
      const shown = problemsToShow(back.problems);
      expect(shown.length).toBeLessThanOrEqual(MAX_SHOWN + 1);
      for (const line of shown) expect(line.length).toBeLessThanOrEqual(MAX_CHARS + 1);
    }
  });

  it('lists at most ten problems, each cut short, and counts the rest', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => `\`unit.k${i}\` is not a field.`);
    const shown = problemsToShow(many);
    expect(shown).toHaveLength(MAX_SHOWN + 1);
    expect(shown.at(-1)).toBe('… and 49990 more problems: fix those above first.');
    expect(problemsToShow(['a'.repeat(10_000)])[0]).toBe(`${'a'.repeat(MAX_CHARS)}…`);
    expect(problemsToShow(['one', 'two'])).toEqual(['one', 'two']);
  });

  it('any text in any field: never throws, answers in bounded time and words', async () => {
    const games = Object.values(GAMES);
    const piece = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '%',
        '%25',
        '%2',
        '%ZZ',
        '%E2%9C',
        '%00',
        '{',
        '}',
        '[',
        ']',
        ':',
        ',',
        '"',
        '\\',
        '&',
        '=',
        '#',
        '?',
        '+',
        '__proto__',
      ),
      fc.constantFrom('constructor', '<script>', 'NaN', '-0', '1e999', '\u202e', '\ud800', '&amp;', 'utm_x=1'),
    );
    const value = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: games.length - 1 }),
        fc.array(fc.tuple(fc.nat(), value), { maxLength: 6 }),
        async (g, params) => {
          const game = games[g]!;
          const names = ['v', ...game.fields, 'zz'];
          const query = params.map(([k, v]) => `${names[k % names.length]}=${v}`).join('&');
          const start = process.cpuUsage();
          const back = await read(game, query);
          expect(cpuMsSince(start)).toBeLessThan(1000);
          for (const p of back.problems) expect(typeof p).toBe('string');
          if (back.problems.length === 0) expect(game.engine.parseScenario(game.write(back.scenario)).ok).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
