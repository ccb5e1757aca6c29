/**
 * `onLinksResolved`: the link structure handed out before rendering (the site lays out its graph
 * view meanwhile) is the one the finished graph holds.
 */
import { describe, expect, it } from 'vitest';
import type { VaultGraph } from '../../src/vault/index.ts';
import { vault } from './helpers.ts';

const files = {
  'legion/Free Actions.md': '---\ntitle: Free actions\n---\nSee [[Actions]] and [[Rally Step]]. ^legion-free',
  'legion/Actions.md': 'Two per activation; a [[Free Actions|free action]] is extra. ![[Free Actions#^legion-free]]',
  'swu/Attack.md': 'Exhaust to attack; see [[Nowhere Yet]].',
};

describe('VaultOptions.onLinksResolved', () => {
  it('is called once, before any note is rendered, with the notes, edges and unresolved targets of the graph', () => {
    const seen: Array<{ links: Pick<VaultGraph, 'notes' | 'edges' | 'unresolved'>; htmlThen: string[] }> = [];
    const graph = vault(files, { onLinksResolved: (links) => seen.push({ links, htmlThen: links.notes.map((n) => n.html) }) });
    expect(seen).toHaveLength(1);
    const [{ links, htmlThen }] = seen as [(typeof seen)[0]];
    expect(htmlThen.every((html) => html === '')).toBe(true);
    expect(graph.notes.every((n) => n.html !== '')).toBe(true);
    expect(links.edges).toEqual(graph.edges);
    expect(links.unresolved).toEqual(graph.unresolved);
    expect(links.notes.map((n) => [n.id, n.title, n.slug, n.game])).toEqual(graph.notes.map((n) => [n.id, n.title, n.slug, n.game]));
    expect(graph.unresolved.map((u) => u.raw)).toEqual(['Nowhere Yet', 'Rally Step']);
  });

  it('is not called when nothing is rendered', () => {
    let calls = 0;
    vault(files, { html: false, onLinksResolved: () => calls++ });
    vault(files, { html: 'diagnostics', onLinksResolved: () => calls++ });
    expect(calls).toBe(0);
  });
});

describe('VaultOptions.adjustHtml', () => {
  it('gets each note’s final tree (note embeds in) and what it changes is in note.html', () => {
    const seen: string[] = [];
    const graph = vault(files, {
      adjustHtml: (tree, note) => {
        seen.push(note.id);
        tree.children.push({ type: 'element', tagName: 'hr', properties: { className: ['adjusted'] }, children: [] });
      },
    });
    expect(seen.sort()).toEqual(graph.notes.map((n) => n.id).sort());
    expect(graph.notes.every((n) => n.html.endsWith('<hr class="adjusted">'))).toBe(true);
    // The embedded block is in the tree the hook saw.
    expect(graph.notes.find((n) => n.id === 'legion/Actions')!.html).toMatch(/Rally Step[\s\S]*<hr class="adjusted">$/);
  });
});
