import { describe, expect, it } from 'vitest';
import { tagIndex, tagUrl } from '../../src/components/islands/tags.ts';

const notes = [
  { title: 'Dodge', tags: ['action', 'defence'] },
  { title: 'aim', tags: ['action', 'rules/timing'] },
  { title: 'Panic', tags: ['a b', 'a-b'] },
];

describe('tagIndex', () => {
  it('lists each tag once with its notes sorted by title, nested tags as nested paths', () => {
    const index = tagIndex(notes, '/');
    expect(index.map((t) => [t.tag, t.url])).toEqual([
      ['a b', '/tags/a-b/'],
      ['a-b', '/tags/a-b-2/'],
      ['action', '/tags/action/'],
      ['defence', '/tags/defence/'],
      ['rules/timing', '/tags/rules/timing/'],
    ]);
    expect(index.find((t) => t.tag === 'action')!.notes.map((n) => n.title)).toEqual(['aim', 'Dodge']);
  });

  it('puts tag pages under the site base and finds a tag’s URL', () => {
    const index = tagIndex(notes, '/rules');
    expect(tagUrl(index, 'defence')).toBe('/rules/tags/defence/');
    expect(tagUrl(index, 'nope')).toBeNull();
  });
});
