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
      // A tag a slug would change gets a hash of itself: its address does not depend on the other tags.
      ['a b', '/tags/a-b-10a3f9f2/'],
      ['a-b', '/tags/a-b/'],
      ['action', '/tags/action/'],
      ['defence', '/tags/defence/'],
      ['rules/timing', '/tags/rules/timing/'],
    ]);
    expect(index.find((t) => t.tag === 'action')!.notes.map((n) => n.title)).toEqual(['aim', 'Dodge']);
  });

  it('shows a tag as the first note carrying it writes it (the vault compares tags ignoring case)', () => {
    const named = tagIndex(
      [
        { title: 'A', tags: ['bunkers/guilds', 'npc'], tagNames: ['Bunkers/Guilds', 'npc'] },
        { title: 'B', tags: ['bunkers/guilds'], tagNames: ['bunkers/GUILDS'] },
      ],
      '/',
    );
    expect(named.map((t) => [t.tag, t.name])).toEqual([
      ['bunkers/guilds', 'Bunkers/Guilds'],
      ['npc', 'npc'],
    ]);
  });

  it('keeps the page path of a tag of thousands of levels, or of long levels, within what a file system allows', () => {
    const deep = `${'a/'.repeat(20_000)}b`;
    const long = 'x'.repeat(400);
    const index = tagIndex([{ title: 'Deep', tags: [deep, `${deep}c`, long] }], '/');
    const paths = index.map((t) => t.path);
    for (const path of paths) {
      expect(new TextEncoder().encode(path).length).toBeLessThanOrEqual(1000);
      for (const level of path.split('/')) expect(new TextEncoder().encode(level).length).toBeLessThanOrEqual(180);
    }
    // Two long tags sharing their start still get pages of their own.
    expect(new Set(paths).size).toBe(3);
    expect(index.find((t) => t.tag === deep)!.path.startsWith('a/a/a/')).toBe(true);
  });

  it('puts tag pages under the site base and finds a tag’s URL', () => {
    const index = tagIndex(notes, '/rules');
    expect(tagUrl(index, 'defence')).toBe('/rules/tags/defence/');
    expect(tagUrl(index, 'nope')).toBeNull();
  });
});
