import { describe, expect, it } from 'vitest';
import { backlinksOf, games, unwritten } from '../../src/components/site-data.ts';
import { graph, note } from './graph-entry.ts';

describe('site data', () => {
  it('lists each game under its display name with its notes A–Z and the URL segment of its notes', () => {
    const list = games(
      graph([
        note('legion/Move'),
        note('legion/Aim'),
        note('Chronicle X/Sprint', { slug: 'chronicle-x/sprint', game: 'Chronicle X' }),
        note('Welcome'),
      ]),
    );
    expect(list.map((g) => [g.title, g.url, g.notes.map((n) => n.title)])).toEqual([
      ['Chronicle X', '/chronicle-x/', ['Sprint']],
      ['Star Wars: Legion', '/legion/', ['Aim', 'Move']],
    ]);
  });

  it('lists unwritten targets once per anchor with each linking note once, with its lines', () => {
    const g = graph([note('legion/Aim'), note('legion/Dodge')], {
      unresolved: [
        {
          raw: 'Move',
          anchor: 'move',
          from: [
            { note: 'legion/Dodge', line: 3, column: 1 },
            { note: 'legion/Aim', line: 9, column: 4 },
            { note: 'legion/Dodge', line: 7, column: 2 },
          ],
        },
        { raw: 'Card Action', anchor: 'card-action', from: [{ note: 'legion/Aim', line: 1, column: 1 }] },
        { raw: 'move', anchor: 'move', from: [{ note: 'legion/Aim', line: 12, column: 1 }] },
      ],
    });
    expect(unwritten(g).map((t) => [t.id, t.from.map((f) => `${f.note.title}:${f.places.map((p) => p.line).join(',')}`)])).toEqual([
      ['card-action', ['Aim:1']],
      ['move', ['Aim:9,12', 'Dodge:3,7']],
    ]);
  });

  it('tells missing files from unwritten notes', () => {
    const g = graph([note('legion/Aim')], {
      unresolved: ['Pasted image 20220118130742.png', 'Free Actions.md', 'Card Action', 'Mk. II'].map((raw) => ({
        raw,
        anchor: raw,
        from: [{ note: 'legion/Aim', line: 1, column: 1 }],
      })),
    });
    expect(unwritten(g).map((t) => [t.raw, t.isFile])).toEqual([
      ['Card Action', false],
      ['Free Actions.md', false],
      ['Mk. II', false],
      ['Pasted image 20220118130742.png', true],
    ]);
  });

  it('finds the backlinks of a note, sorted by title', () => {
    const g = graph([note('legion/Aim'), note('legion/Dodge'), note('legion/Cover')], {
      backlinks: { 'legion/Aim': ['legion/Dodge', 'legion/Cover'] },
    });
    expect(backlinksOf(g, 'legion/Aim').map((n) => n.title)).toEqual(['Cover', 'Dodge']);
    expect(backlinksOf(g, 'legion/Dodge')).toEqual([]);
  });
});
