/**
 * The Legion catalogue: each module that defines reasons (the core's reasons.ts, each part of the
 * engine, each keyword file, the keywords' shared needed.ts) exports each under its own code, and `reasons` holds them all.
 */
import { describe, expect, it } from 'vitest';
import * as attacks from '../../../src/engine/legion/attacks.ts';
import * as cards from '../../../src/engine/legion/cards.ts';
import * as contest from '../../../src/engine/legion/contest.ts';
import * as events from '../../../src/engine/legion/events.ts';
import * as exhaust from '../../../src/engine/legion/exhaust.ts';
import * as needed from '../../../src/engine/legion/keywords/needed.ts';
import { ALL_KEYWORD_RULES, reasons } from '../../../src/engine/legion/index.ts';
import * as rally from '../../../src/engine/legion/rally.ts';
import * as R from '../../../src/engine/legion/reasons.ts';
import * as round from '../../../src/engine/legion/round.ts';
import * as status from '../../../src/engine/legion/status.ts';

const keywordModules = await Promise.all(
  ALL_KEYWORD_RULES.map((k) => import(`../../../src/engine/legion/keywords/${k.keyword}.ts`) as Promise<Record<string, unknown>>),
);

describe('legion reason catalogue', () => {
  it('exports each reason under its code, and `reasons` holds them all', () => {
    const parts = [attacks, cards, contest, events, exhaust, rally, round, status];
    const modules = [R, ...parts, needed, ...keywordModules] as Record<string, unknown>[];
    const exported = modules.flatMap((m) =>
      Object.entries(m).filter(([, v]) => typeof v === 'function' && typeof (v as { code?: unknown }).code === 'string'),
    ) as [string, { code: string }][];
    for (const [name, def] of exported) expect(def.code).toBe(name);
    expect(new Set(exported.map(([n]) => n)).size).toBe(exported.length);
    expect(Object.keys(reasons).sort()).toEqual(exported.map(([n]) => n).sort());
  });
});
