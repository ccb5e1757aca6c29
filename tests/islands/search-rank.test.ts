import { describe, expect, it } from 'vitest';
import { exactFirst } from '../../src/components/islands/search-rank.ts';

const r = (title: string, aliases?: string) => ({ meta: { title, ...(aliases ? { aliases } : {}) } });

describe('search results', () => {
  it('put an exact title or alias match first, keeping the rest in their order', () => {
    const found = [r('Free Actions'), r('Standby'), r('Line of Sight', 'LOS, line-of-sight'), r('Cover')];
    expect(exactFirst(found, 'los').map((x) => x.meta.title)).toEqual(['Line of Sight', 'Free Actions', 'Standby', 'Cover']);
    expect(exactFirst(found, ' cover ').map((x) => x.meta.title)).toEqual(['Cover', 'Free Actions', 'Standby', 'Line of Sight']);
    expect(exactFirst(found, 'lin').map((x) => x.meta.title)).toEqual(['Free Actions', 'Standby', 'Line of Sight', 'Cover']);
  });
});
