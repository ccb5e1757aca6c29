import { describe, expect, it } from 'vitest';
import { glossary, glossaryEntryUrl, glossaryLines, glossaryPageLabel } from '../../src/components/glossary.ts';
import { graph, note } from './graph-entry.ts';

describe('glossary', () => {
  it('puts notes and their aliases in the glossary by letter, aliases pointing to their note', () => {
    const aim = note('legion/Aim', { aliases: ['Aiming', 'aim'], summary: 'Reroll dice.' });
    const { letters, split } = glossary(graph([aim, note('legion/Ébranlé'), note('legion/1st Turn'), note('legion/Dodge')]));
    expect(split).toBe(false);
    expect(letters.map((l) => [l.letter, l.entries.map((e) => `${e.term}${e.isAlias ? ` → ${e.note.title}` : ''}`)])).toEqual([
      ['#', ['1st Turn']],
      ['A', ['Aim', 'Aiming → Aim']],
      ['D', ['Dodge']],
      ['E', ['Ébranlé']],
    ]);
  });

  it('keeps a glossary within the limit on one page, an alias’s “see” landing on its note’s entry', () => {
    const g = graph([note('legion/Aim', { aliases: ['Aiming'] }), note('legion/Dodge')]);
    expect(glossary(g).pages).toEqual([]);
    expect(glossaryEntryUrl(g, 'legion/Aim')).toBe('/glossary/#RG-term-aim');
    const [, aiming] = glossaryLines(g, glossary(g).letters[0]!.entries);
    expect(aiming!.see).toEqual({ title: 'Aim', href: '/glossary/#RG-term-aim' });
  });

  it('splits a glossary over the limit into letter pages, a long letter into parts of equal size', () => {
    const notes = [
      ...Array.from({ length: 7 }, (_, i) => note(`legion/Aim ${i + 1}`)),
      note('legion/Dodge', { aliases: ['Avoid'] }),
      note('legion/1st Turn'),
    ];
    const g = graph(notes);
    const layout = glossary(g, 3);
    expect(layout.split).toBe(true);
    expect(layout.count).toBe(10);
    expect(layout.pages.map((p) => [p.url, p.entries.length])).toEqual([
      ['/glossary/other/', 1],
      ['/glossary/a/', 3],
      ['/glossary/a/2/', 2],
      ['/glossary/a/3/', 3],
      ['/glossary/d/', 1],
    ]);
    expect(layout.pages.map(glossaryPageLabel)).toEqual(['#', 'Aim 1 – Aim 3', 'Aim 4 – Aim 5', 'Aim 6 – Avoid', 'D']);
    // Every entry on exactly one page, in order.
    expect(layout.pages.flatMap((p) => p.entries.map((e) => e.term))).toEqual(layout.letters.flatMap((l) => l.entries.map((e) => e.term)));
    expect(glossaryEntryUrl(g, 'legion/Aim 5', 3)).toBe('/glossary/a/2/#RG-term-aim-5');
    expect(glossaryEntryUrl(g, 'legion/Dodge', 3)).toBe('/glossary/d/#RG-term-dodge');
    expect(glossaryEntryUrl(g, 'legion/Missing', 3)).toBeNull();
  });
});
