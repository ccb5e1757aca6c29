/**
 * Shareable links: decode(encode(scenario)) = scenario for generated scenarios of every game, the
 * flow syntax round-trips any JSON data, and bad links are reported in plain words.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { engine as cx } from '../../src/engine/chronicle-x/index.ts';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { engine as swu } from '../../src/engine/swu/index.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { stringifyFlow } from '../../src/widgets/flow.ts';
import { parseFlow } from '../../src/widgets/flow-parse.ts';
import { CHRONICLE_X_FIELDS, chronicleXInput } from '../../src/widgets/games/chronicle-x.ts';
import { SWU_FIELDS, swuInput } from '../../src/widgets/games/swu.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { cxInput, legionInputArb, swuInputArb } from './link-arbitraries.ts';

/** Encodes the input as a link, reads it back as the browser would (through a URL), parses it. */
function throughLink<S>(engine: { parseScenario(i: unknown): { ok: boolean } }, input: Record<string, unknown>, order: readonly string[]) {
  const query = encodeCheckQuery(input, order);
  const url = new URL(`https://example.org/check/x/?${query}`);
  const decoded = decodeCheckQuery(url.search);
  if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
  return engine.parseScenario(decoded.input) as { ok: true; value: S } | { ok: false; errors: string[] };
}

const text = fc.oneof(
  fc.constantFrom('a', 'Play: When Played', 'x,y', '{[', '12', 'true', 'null', ' sp ', 'é✓', 'a"b', "it's", 'a+b&c=d#e%'),
  fc.string({ maxLength: 12 }),
);
const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('flow syntax', () => {
  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(json, (v) => {
        const back = parseFlow(stringifyFlow(v));
        expect(back).toEqual({ ok: true, value: JSON.parse(JSON.stringify(v)) });
      }),
      { numRuns: 500 },
    );
  });
  it('writes check-block data without quotes or spaces', () => {
    expect(stringifyFlow({ unit: { type: 'trooper', courage: 1 }, did: ['move', { action: 'attack', free: true }] })).toBe(
      '{unit:{type:trooper,courage:1},did:[move,{action:attack,free:true}]}',
    );
  });
  it('says where unreadable text goes wrong, never throws', () => {
    expect(parseFlow('[move,{action:attack')).toEqual({ ok: false, error: 'expected `,` or `}` at character 21', atEnd: true });
    expect(parseFlow('{card:"Take Cov')).toEqual({ ok: false, error: 'a quoted text is not closed with " at character 7', atEnd: true });
    expect(parseFlow('{a:1}}')).toEqual({ ok: false, error: 'unexpected `}` at character 6', atEnd: false });
    fc.assert(
      fc.property(fc.string(), (s) => {
        parseFlow(s);
      }),
    );
  });
});

describe('decode(encode(scenario)) = scenario', () => {
  it('Chronicle X', () => {
    let checked = 0;
    fc.assert(
      fc.property(cxInput, (input) => {
        const parsed = cx.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(cx, chronicleXInput(parsed.value), CHRONICLE_X_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
  });
  it('Star Wars: Unlimited', () => {
    let checked = 0;
    fc.assert(
      fc.property(swuInputArb, (input) => {
        const parsed = swu.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(swu, swuInput(parsed.value), SWU_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 300 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});

describe('links', () => {
  it('read like the check block', () => {
    const q = encodeCheckQuery(
      {
        game: 'legion',
        unit: { type: 'trooper', courage: 1, suppression: 0 },
        did: ['move', { action: 'attack', free: true }],
        ask: 'attack',
        expect: 'no',
      },
      ['unit', 'did', 'ask'],
    );
    expect(q).toBe('v=1&unit={type:trooper,courage:1,suppression:0}&did=[move,{action:attack,free:true}]&ask=attack');
  });
  it('report a newer version, a bad version, a repeated or unreadable parameter', () => {
    expect(decodeCheckQuery('?v=9&ask=move')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('newer than this site understands')],
    });
    expect(decodeCheckQuery('?v=abc')).toMatchObject({ ok: false, errors: [expect.stringContaining('is not a version number')] });
    expect(decodeCheckQuery('?v=1&ask=move&ask=attack')).toMatchObject({
      ok: false,
      errors: ['The parameter `ask` appears more than once, with different values (`move`, `attack`); keep one.'],
    });
    expect(decodeCheckQuery('?v=1&did=[move')).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('The parameter `did` cannot be read')],
    });
  });
  it('read a link without a version as v=1', () => {
    expect(decodeCheckQuery('ask=move')).toEqual({ ok: true, version: 1, input: { ask: 'move' } });
  });
});

describe('decode(encode(scenario)) = scenario (Legion)', () => {
  it('Star Wars: Legion', () => {
    let checked = 0;
    fc.assert(
      fc.property(legionInputArb, (input) => {
        const parsed = legion.parseScenario(input);
        fc.pre(parsed.ok);
        if (!parsed.ok) return;
        checked++;
        const back = throughLink(legion, legionInput(parsed.value), LEGION_FIELDS);
        expect(back).toEqual(parsed);
      }),
      { numRuns: 2000 },
    );
    expect(checked).toBeGreaterThan(50);
  });
});
