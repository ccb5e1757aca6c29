/** The Legion catalogue module exports each reason under its own code, and nothing else but the catalogue. */
import { describe, expect, it } from 'vitest';
import * as R from '../../../src/engine/legion/reasons.ts';
import { reasons } from '../../../src/engine/legion/index.ts';

describe('legion reason catalogue', () => {
  it('exports each reason under its code, and `reasons` holds them all', () => {
    const exported = Object.entries(R).filter(([name]) => name !== 'catalogue') as [string, { code: string }][];
    for (const [name, def] of exported) expect(def.code).toBe(name);
    expect(Object.keys(reasons)).toHaveLength(exported.length);
    expect(Object.keys(R.catalogue.reasons)).toHaveLength(exported.length);
  });
});
