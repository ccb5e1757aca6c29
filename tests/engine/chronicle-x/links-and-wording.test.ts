/**
 * What a player sees from a shared Chronicle X link and from the answers: the `model` shorthand
 * read from links, one problem per real mistake, values named as given, a silent blue Overwatch
 * explained, a Sprint out and back, and a walled-off neighbour named with its wall.
 */
import { describe, expect, it } from 'vitest';
import '../matchers.ts';
import { engine, parseScenarioData } from '../../../src/engine/chronicle-x/index.ts';
import { CHRONICLE_X_FIELDS } from '../../../src/widgets/games/chronicle-x.ts';
import { splitLinkParams } from '../../../src/widgets/link-params.ts';
import { decodeCheckQuery } from '../../../src/widgets/url-decode.ts';
import { answer } from './build.ts';

/** A link's query read as the widget reads it: the kept part, what was set aside, and the scenario in words. */
function readLink(query: string) {
  const split = splitLinkParams(query, CHRONICLE_X_FIELDS);
  const decoded = decodeCheckQuery(split.query);
  if (!decoded.ok) throw new Error(`undecodable link: ${JSON.stringify(decoded.errors)}`);
  return { unknown: split.unknown, parsed: parseScenarioData(decoded.input) };
}

const errorsOf = (query: string): string[] => {
  const { parsed } = readLink(query);
  return parsed.ok ? [] : parsed.errors;
};

describe('Chronicle X links', () => {
  it('read the one-model shorthand `model` as model A on a1, setting nothing aside', () => {
    const { unknown, parsed } = readLink('?v=1&model={kind:hero,move:1}&ask={action:move,to:b1}');
    expect(unknown).toEqual([]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.models.A).toMatchObject({ kind: 'hero', at: 'a1', move: 1 });
    expect(engine.answer(parsed.value)).toBeAllowed();
  });

  it('report a square that is not on the board once, without claiming no model was given', () => {
    for (const at of ['zz999', 'ä1']) {
      const errors = errorsOf(`?v=1&models={A:{kind:hero,at:${encodeURIComponent(at)}}}&ask={action:move,to:b1}`);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('`models.A.at` must be a square on the 8x8 board');
      expect(errors[0]).toContain(`got \`${at}\``);
      expect(errors.join(' ')).not.toMatch(/No model is given/);
    }
  });

  it('still say which model is meant when several are given and one square is bad', () => {
    const errors = errorsOf('?v=1&models={A:{at:zz9},B:{at:b2}}&ask={action:move,to:b1}');
    expect(errors.some((e) => e.includes('`models.A.at`'))).toBe(true);
    expect(errors.some((e) => e.includes('name the one being activated'))).toBe(true);
  });

  it('name a number too large to read as it was given, not as null', () => {
    const errors = errorsOf('?v=1&model={short:{dice:1e999,range:3}}&ask=move');
    expect(errors).toEqual(['`models.A.short.dice` must be a whole number from 0 to 99; got `Infinity`.']);
  });

  it('refuse a model id that does not start with a letter or digit, and read toString as a name', () => {
    expect(errorsOf('?v=1&models={__proto__:{kind:hero,at:a1}}&ask=move').join(' ')).toMatch(
      /a model id is letters, digits, `_` or `-`, starting with a letter or digit/,
    );
    const { parsed } = readLink('?v=1&models={toString:{kind:hero,at:a1}}&active=toString&ask=move');
    expect(parsed.ok && Object.keys(parsed.value.models)).toEqual(['toString']);
  });
});

describe('a blue Overwatch token with no die to roll', () => {
  const situation = {
    board: { size: '8x1' },
    models: { H: { kind: 'hero', at: 'a1' }, W: { kind: 'alien', at: 'h1', overwatch: 'weak', short: { dice: 1, range: 5 } } },
    active: 'H',
    ask: { path: ['b1', 'c1'], model: 'H' },
  };

  it('lets the move through and says why it did not fire, and that the token stays', () => {
    const v = answer(situation);
    expect(v).toBeAllowed();
    expect(v).toCite('cx-overwatch-weak-dice');
    const said = v.reasons.find((r) => r.code === 'OverwatchNoDice')!.message;
    expect(said).toContain('c1 (step 2)');
    expect(said).toContain('it would roll 0 dice, so it does not fire and W keeps its token');
  });

  it('says nothing of the kind when the token is the red one', () => {
    const v = answer({ ...situation, models: { ...situation.models, W: { ...situation.models.W, overwatch: 'full' } } });
    expect(v).toBeRefusedBy('cx-overwatch-fires');
    expect(v.reasons.some((r) => r.code === 'OverwatchNoDice')).toBe(false);
  });
});

describe('a Sprint after a Move that ends where the Move did', () => {
  const models = { A: { kind: 'hero', at: 'c3' }, X: { kind: 'alien', at: 'h8' } };

  it('is possible: the Sprint steps out and back', () => {
    for (const sprint of [{ action: 'sprint', to: 'c3' }, 'sprint']) {
      const parsed = parseScenarioData({ models, active: 'A', did: [{ action: 'move', to: 'c3' }, sprint], ask: 'interact' });
      expect(parsed.ok ? [] : parsed.errors).toEqual([]);
      // Both actions are taken: the answer is about the next one, not about the history.
      expect(answer({ models, active: 'A', did: [{ action: 'move', to: 'c3' }, sprint], ask: 'interact' })).toBeRefusedBy('cx-two-actions');
    }
  });

  it('is refused, in words, when the Sprint is too short or there is no square to step out to', () => {
    const short = parseScenarioData({
      models: { A: { kind: 'hero', at: 'c3', move: 2 } },
      did: [{ action: 'move', to: 'c3' }, 'sprint'],
      ask: 'interact',
    });
    expect(short.ok ? [] : short.errors).toEqual([
      "`did[1]` cannot have been taken: it would end A's sprint on c3, where it already stood, and a Sprint of 1 square cannot step out and back.",
    ]);
    const boxed = parseScenarioData({
      board: { size: '1x1' },
      models: { A: { kind: 'hero', at: 'a1' } },
      did: [{ action: 'move', to: 'a1' }, 'sprint'],
      ask: 'interact',
    });
    expect(boxed.ok ? [] : boxed.errors.join(' ')).toMatch(/has no open square next to it to step out to and back from/);
  });
});

describe('a Melee Attack with no target named', () => {
  it('names the wall when the only neighbouring enemy is behind one', () => {
    const v = answer({ board: 'H|X', models: { H: { kind: 'hero', melee: 3 }, X: { kind: 'alien' } }, active: 'H', ask: 'melee' });
    expect(v).toBeRefusedBy('cx-melee-adjacent');
    expect(v).toBeRefusedBy('cx-wall-not-adjacent');
    expect(v.reasons.map((r) => r.message).join(' ')).toMatch(/the wall between a1 and b1 separates them/);
  });
});
