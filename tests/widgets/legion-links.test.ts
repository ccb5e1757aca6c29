/**
 * Every Legion `check` block of content/ survives its link: the scenario read back from the link
 * the build writes for it (legionInput, the link codec) is the scenario of the block, and gets the
 * same answer. Covers the fields of the round around an activation (turn, trigger, rolled,
 * repaired, wounded, gains) and keywords with X.
 */
import { describe, expect, it } from 'vitest';
import { engine as legion } from '../../src/engine/legion/index.ts';
import { LEGION_FIELDS, legionInput } from '../../src/widgets/games/legion.ts';
import { encodeCheckQuery } from '../../src/widgets/url-codec.ts';
import { decodeCheckQuery } from '../../src/widgets/url-decode.ts';
import { notesOf } from '../engine/content-vault.ts';

const blocks = notesOf('legion').flatMap((n) => n.checks.map((c) => [`${n.path}:${c.line}`, c.data] as const));

describe('Legion check blocks through their links', () => {
  it.each(blocks)('%s', (_where, data) => {
    const parsed = legion.parseScenario(data);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const query = encodeCheckQuery(legionInput(parsed.value), LEGION_FIELDS);
    expect(query.startsWith('v=1&')).toBe(true);
    const decoded = decodeCheckQuery(new URL(`https://example.org/check/legion/?${query}`).search);
    if (!decoded.ok) throw new Error(decoded.errors.join('\n'));
    const back = legion.parseScenario(decoded.input);
    expect(back).toEqual(parsed);
    if (back.ok) expect(legion.answer(back.value)).toEqual(legion.answer(parsed.value));
  });
});
