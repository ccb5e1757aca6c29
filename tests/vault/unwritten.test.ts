/**
 * Unwritten notes: one per note Obsidian would create when the link is followed, whatever the
 * spelling of the link (case, `.md`, heading, block, display text, a path relative to the linking
 * note or from the vault root), each with its own anchor on the `/unwritten/` page.
 */
import { describe, expect, it } from 'vitest';
import { unwritten } from '../../src/components/site-data.ts';
import { graph as graphEntry, note as graphNote } from '../site/graph-entry.ts';
import { note, vault } from './helpers.ts';

describe('unwritten notes', () => {
  const graph = vault({
    'Index.md': [
      '[[Scatter]] [[scatter]] [[Scatter.md]] [[Scatter#Drift]] [[Scatter|scattering]] [[SCATTER.MD#Drift|d]]',
      '[[Scatter#^roll]] [[/Scatter]] ![[Scatter]] [t](Scatter.md) [u](<Scatter>)',
      '[[Reroll?]] [[Reroll]] [[Blast Zone]] [[blast zone.md]]',
    ].join('\n'),
    'rules/Deviation.md': '[[../Scatter]] [[./Scatter]] [[rules/Scatter]] [[../Reroll]]',
  });

  it('are one target per note Obsidian would create', () => {
    expect(graph.unresolved.map((t) => [t.raw, t.from.length])).toEqual([
      ['Blast Zone', 2],
      ['Reroll', 2],
      ['Reroll?', 1],
      ['rules/Scatter', 2],
      ['Scatter', 12],
    ]);
  });

  it('each have their own anchor, and every link to one goes to it', () => {
    const anchors = graph.unresolved.map((t) => t.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    const byRaw = new Map(graph.unresolved.map((t) => [t.raw, t.anchor]));
    expect(byRaw.get('Reroll')).toBe('reroll');
    expect(byRaw.get('Reroll?')).toBe('reroll-2');
    const hrefs = (id: string) => [...note(graph, id).html.matchAll(/href="\/unwritten\/#([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(hrefs('Index'))).toEqual(new Set(['scatter', 'reroll-2', 'reroll', 'blast-zone']));
    expect(hrefs('rules/Deviation')).toEqual(['scatter', 'rulesscatter', 'rulesscatter', 'reroll']);
  });

  it('are listed once each on the unwritten page', () => {
    const entry = graphEntry(
      graph.notes.map((n) => graphNote(n.id)),
      { unresolved: graph.unresolved },
    );
    const listed = unwritten(entry);
    expect(listed.map((t) => [t.raw, t.id])).toEqual(graph.unresolved.map((t) => [t.raw, t.anchor]));
  });
});
