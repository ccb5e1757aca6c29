/**
 * A link that settles an argument, through what happens to links in the wild, read as the widget
 * reads every link, on a check page and in a note (`readCheckLink` with the game's widget checker,
 * from the address as the browser parses it). Each situation is a `check` block of content/ or a
 * generated one, written as the widget writes its link. A link repaired safely gives back the
 * situation written and the same answer; a damaged one is refused in words that say so and what to
 * do, never answered as another question.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checker as cxChecker } from '../../src/components/islands/check-chronicle-x-edit.ts';
import type { GameChecker } from '../../src/components/islands/check-game.ts';
import { checker as legionChecker } from '../../src/components/islands/check-legion-edit.ts';
import { checker as swuChecker } from '../../src/components/islands/check-swu-edit.ts';
import type { GameEngine } from '../../src/engine/core/index.ts';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { scenarioMessages as cxMessages } from '../../src/engine/chronicle-x/scenario-messages.ts';
import { scenarioMessages as legionMessages } from '../../src/engine/legion/scenario-messages.ts';
import { scenarioMessages as swuMessages } from '../../src/engine/swu/scenario-messages.ts';
import { inWords, type ProblemMessages } from '../../src/engine/core/index.ts';
import { CHRONICLE_X_FIELDS } from '../../src/widgets/games/chronicle-x.ts';
import { LEGION_FIELDS } from '../../src/widgets/games/legion.ts';
import { SWU_FIELDS } from '../../src/widgets/games/swu.ts';
import { readCheckLink } from '../../src/widgets/read-link.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { notesOf } from '../engine/content-vault.ts';
import { cxInput, legionInputArb, swuInputArb } from './link-arbitraries.ts';

interface Game {
  id: string;
  engine: GameEngine<any>;
  checker: GameChecker;
  /** The words of the game's problems, as the widget loads them for a bad link. */
  messages: ProblemMessages;
  fields: readonly string[];
  /** Generated inputs, some of which the game accepts. */
  inputs: fc.Arbitrary<Record<string, unknown>>;
}

const GAMES: Game[] = [
  { id: 'legion', engine: legion, checker: legionChecker, messages: legionMessages, fields: LEGION_FIELDS, inputs: legionInputArb },
  { id: 'chronicle-x', engine: cx, checker: cxChecker, messages: cxMessages, fields: CHRONICLE_X_FIELDS, inputs: cxInput },
  {
    id: 'swu',
    engine: swu,
    checker: swuChecker,
    messages: swuMessages,
    fields: SWU_FIELDS,
    inputs: swuInputArb as fc.Arbitrary<Record<string, unknown>>,
  },
];

/** The link the widget writes for a validated scenario (its canonical input, in the game's field order). */
const linkFor = (game: Game, scenario: unknown): string =>
  new URL(`https://example.org/check/${game.id}/?${encodeCheckQuery(game.checker.toInput(scenario), game.fields)}`).href;

/** What the widget makes of a link opened in the browser: the scenario read, or the problems in words. */
async function open(game: Game, href: string) {
  const read = await readCheckLink(new URL(href).search, game.fields, (input) =>
    game.checker.checkLink ? game.checker.checkLink(input) : game.checker.check(input),
  );
  if (read.checked.ok) return { scenario: read.checked.value, problems: [] as string[], unknown: read.unknown, twice: read.escapedTwice };
  return { scenario: undefined, problems: inWords(read.checked.problems, game.messages), unknown: read.unknown, twice: read.escapedTwice };
}

/** Every `check` block of content/ of every game, as its scenario and the link the widget writes for it. */
const SHARED = GAMES.flatMap((game) =>
  notesOf(game.id).flatMap((note) =>
    note.checks.map((check) => {
      const parsed = game.engine.parseScenario(check.data);
      if (!parsed.ok) throw new Error(`${note.path}:${check.line}: ${parsed.errors.join('; ')}`);
      return { where: `${note.path}:${check.line}`, game, scenario: parsed.value as unknown, href: linkFor(game, parsed.value) };
    }),
  ),
);

/** The query (after `?`) of `href` changed by `change`, the rest kept. */
const inQuery = (href: string, change: (query: string) => string) => {
  const q = href.indexOf('?');
  return `${href.slice(0, q + 1)}${change(href.slice(q + 1))}`;
};

/** Each value of a query escaped once more, as a web form does with a link pasted into it. */
const valuesEscapedAgain = (query: string) =>
  query
    .split('&')
    .map((p) => `${p.slice(0, p.indexOf('='))}=${encodeURIComponent(p.slice(p.indexOf('=') + 1))}`)
    .join('&');

/** What happens to a link on its way that the widget repairs: the situation and the answer come back. */
const REPAIRED: Record<string, (href: string) => string> = {
  'a ) after it': (h) => `${h})`,
  'a ). after it': (h) => `${h}).`,
  'a > after it (a link written <…>)': (h) => `${h}>`,
  'a , after it': (h) => `${h},`,
  "a ' after it": (h) => `${h}'`,
  'a " after it': (h) => `${h}"`,
  'a ." after it (a quoted sentence)': (h) => `${h}."`,
  'a ". after it': (h) => `${h}".`,
  'a ")> after it': (h) => `${h}")>`,
  'its values escaped again (pasted into a web form)': (h) => inQuery(h, valuesEscapedAgain),
  'its values escaped again, with a " after it': (h) => `${inQuery(h, valuesEscapedAgain)}"`,
  'its query escaped again as a whole': (h) => inQuery(h, encodeURIComponent),
  'every % escaped again': (h) => inQuery(h, (q) => q.replace(/%/g, '%25')),
  '+ for a space written %20': (h) => inQuery(h, (q) => q.replace(/\+/g, '%20')),
  'its escapes in lower case': (h) => h.replace(/%[0-9A-F]{2}/g, (x) => x.toLowerCase()),
  'brackets and commas escaped, in lower case': (h) =>
    inQuery(h, (q) => q.replace(/[{}[\],:]/g, (c) => `%${c.charCodeAt(0).toString(16).toLowerCase()}`)),
  'its parameters in reverse order': (h) => inQuery(h, (q) => q.split('&').reverse().join('&')),
  'every parameter given twice': (h) => inQuery(h, (q) => `${q}&${q}`),
  'tracking parameters added': (h) => inQuery(h, (q) => `fbclid=IwAR0x&${q}&utm_source=chat&utm_medium=social&gclid=1`),
  'a fragment appended': (h) => `${h}#answer`,
  'a fragment appended after a full stop': (h) => `${h}.#answer`,
};

describe.each(SHARED)('the link of $where', ({ game, scenario, href }) => {
  it('repaired after each thing that happens on its way, gives the situation written and the same answer', async () => {
    const answer = game.engine.answer(scenario);
    for (const [how, damage] of Object.entries(REPAIRED)) {
      const damaged = damage(href);
      const back = await open(game, damaged);
      expect(back.problems, `${how}: ${damaged}`).toEqual([]);
      expect(back.unknown, `${how}: ${damaged}`).toEqual([]);
      expect(back.scenario, `${how}: ${damaged}`).toEqual(scenario);
      expect(game.engine.answer(back.scenario), `${how}: ${damaged}`).toEqual(answer);
    }
  });

  it('cut short at any character is refused, saying so and to copy the whole link again', async () => {
    const q = href.indexOf('?') + 1;
    for (let end = q + 1; end < href.length; end++) {
      const cut = href.slice(0, end);
      const back = await open(game, cut);
      expect(back.scenario, cut).toBeUndefined();
      expect(back.problems.join(' '), cut).toMatch(/cut (off|short).*copy the whole link again/is);
    }
  });
});

describe('an extra parameter the game does not know', () => {
  it('is named in a notice and the rest of the situation is answered', async () => {
    const { game, scenario, href } = SHARED[0]!;
    const back = await open(
      game,
      inQuery(href, (q) => `${q}&colour=red`),
    );
    expect(back.unknown).toEqual(['colour']);
    expect(back.scenario).toEqual(scenario);
  });
});

describe('a link escaped twice that cannot be read back safely', () => {
  it('is refused, saying it was escaped twice and to copy it again', async () => {
    const game = GAMES[0]!;
    // `%2522Take`: a quote escaped twice, whose text never closes once the extra escapes are undone.
    const back = await open(game, 'https://example.org/check/legion/?v=1&unit={type:trooper}&ask={action:card,card:%2522Take}');
    expect(back.scenario).toBeUndefined();
    expect(back.problems).toEqual([expect.stringMatching(/`%22Take` .*escaped twice.*Copy the link again/)]);
  });

  it('but a % in a text the site wrote is read as written', async () => {
    const game = GAMES[2]!;
    for (const text of ['50%', '100%AB', '%22', 'a%2Bb']) {
      const parsed = game.engine.parseScenario({
        players: ['P1', 'P2'],
        cards: [{ id: 'c1', name: text, controller: 'P1', abilities: [{ id: 'a', action: {}, text }] }],
        ask: { use: { card: 'c1', ability: 'a' } },
      });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      const back = await open(game, linkFor(game, parsed.value));
      expect(back.twice, text).toBe(false);
      expect(back.scenario, text).toEqual(parsed.value);
    }
  });
});

describe('links made by this site', () => {
  it.each(GAMES.map((g) => [g.id, g] as const))(
    '%s: random scenarios come back from their link exactly, with the same answer and the same link',
    async (_id, game) => {
      let checked = 0;
      await fc.assert(
        fc.asyncProperty(game.inputs, async (input) => {
          const parsed = game.engine.parseScenario(input);
          fc.pre(parsed.ok);
          if (!parsed.ok) return;
          checked++;
          const href = linkFor(game, parsed.value);
          const back = await open(game, href);
          expect(back.problems, href).toEqual([]);
          expect(back.twice).toBe(false);
          expect(back.scenario).toEqual(parsed.value);
          expect(game.engine.answer(back.scenario)).toEqual(game.engine.answer(parsed.value));
          expect(linkFor(game, back.scenario)).toBe(href);
        }),
        { numRuns: 300 },
      );
      expect(checked).toBeGreaterThan(30);
    },
  );

  it.each(GAMES.map((g) => [g.id, g] as const))(
    '%s: random scenarios cut short anywhere or with a tail added are refused or read exactly',
    async (_id, game) => {
      await fc.assert(
        fc.asyncProperty(
          game.inputs,
          fc.nat(),
          fc.constantFrom('', '.', ').', '>', '"', "'", ',', '".', '#x', '&utm_source=x'),
          async (input, at, tail) => {
            const parsed = game.engine.parseScenario(input);
            fc.pre(parsed.ok);
            if (!parsed.ok) return;
            const href = linkFor(game, parsed.value);
            const q = href.indexOf('?') + 1;
            const end = q + 1 + (at % (href.length - q - 1));
            const cut = href.slice(0, end) + tail;
            const back = await open(game, cut);
            expect(back.scenario, cut).toBeUndefined();
            expect(back.problems.join(' '), cut).toMatch(/copy the whole link again/i);
          },
        ),
        { numRuns: 300 },
      );
    },
  );

  it('never write a plain text holding a %, so a link read back never looks escaped twice', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.constantFrom('%22', '%2B', '%41', '%E2%9C%93', '%'), (a, esc) => {
        const text = `${a}${esc}`;
        const decoded = decodeCheckQuery(encodeCheckQuery({ did: [{ card: text }], ask: text }));
        expect(decoded).toMatchObject({ ok: true, input: { did: [{ card: text }], ask: text } });
        expect(decoded.ok && decoded.stillEscaped).toBeUndefined();
      }),
    );
  });
});
