/**
 * Links by the names and folder layouts real vaults have: what a reader sees (the link's address
 * and text) and what the checker says, where Obsidian's resolution (`getLinkpathDest`) decides
 * more than the plain name.
 */
import { describe, expect, it } from 'vitest';
import { note, vault } from './helpers.ts';
import type { VaultGraph } from '../../src/vault/index.ts';

/** The `<a>` elements of a note's page, as `[href, text]`. */
function anchors(graph: VaultGraph, id: string): Array<[string, string]> {
  return [...note(graph, id).html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1]!, m[2]!]);
}

/** The link diagnostics of a graph, as `file:line:column code`. */
function linkDiagnostics(graph: VaultGraph): string[] {
  return graph.diagnostics
    .filter((d) => /Link|Anchor|Embed|PageNotInVault/.test(d.code))
    .map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`);
}

describe('a relative link no file answers exactly', () => {
  const graph = vault({
    'a/Rules.md': '# A rules',
    'b/Rules.md': '# B rules, longer',
    'Index.md': '[[./Rules]]',
    'x/Note.md': '[[../Rules]]',
    'b/Turns.md': '[[./Keywords]] and [[../Missing]]',
  });

  it('is matched by the end of its path, as Obsidian does: from the root, [[./Rules]] finds the note in any folder', () => {
    expect(anchors(graph, 'Index')).toEqual([['/a/rules/', './Rules']]);
    expect(anchors(graph, 'x/Note')).toEqual([['/a/rules/', '../Rules']]);
    // Two notes of one path length: Obsidian's order does not settle it, so the checker warns.
    expect(linkDiagnostics(graph)).toEqual([
      'Index.md:1:1 AmbiguousLink',
      'b/Turns.md:1:1 BrokenLink',
      'b/Turns.md:1:20 BrokenLink',
      'x/Note.md:1:1 AmbiguousLink',
    ]);
  });

  it('stays unwritten when no path ends with it', () => {
    expect(anchors(graph, 'b/Turns')).toEqual([
      ['/unwritten/#bkeywords', './Keywords'],
      ['/unwritten/#missing', '../Missing'],
    ]);
  });
});

describe('a shared name linked from a folder with none of them', () => {
  const graph = vault({
    'Rules/Index.md': '[[Move]]',
    'Rules/Legion/Move.md': '# In a folder inside the linking folder',
    'Core/Move.md': '# Shorter path',
    'Session 1/Index.md': '[[Aim]]',
    'Session 10/Aim.md': '# Aim',
    'z/Aim.md': '# Aim, shorter',
  });

  it('goes to the one in a folder inside the linking folder, before a shorter path elsewhere, as Obsidian does', () => {
    expect(anchors(graph, 'Rules/Index')).toEqual([['/rules/legion/move/', 'Move']]);
    const settled = graph.diagnostics.find((d) => d.file === 'Rules/Index.md');
    expect(settled?.code).toBe('AmbiguousLinkSettled');
    expect(settled?.message).toContain('it goes to "Rules/Legion/Move.md", as in Obsidian');
  });

  it('compares the paths by their characters, as Obsidian does: from `Session 1/`, `Session 10/` counts as inside', () => {
    expect(anchors(graph, 'Session 1/Index')).toEqual([['/session-10/aim/', 'Aim']]);
  });
});

describe('names with dots, accents, symbols and digits', () => {
  const nfd = 'Cre\u0300me';
  const graph = vault({
    'v1.2 Rules.md': '# Versioned',
    'Note.v2.md': '# Second',
    'Crème.md': '# Cream',
    'Cats & Dogs.md': '# Both',
    '2024.md': '# Year',
    'Map.md': '# Map',
    'Map.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    'Excalidraw/Drawing.excalidraw.md': '# Drawing',
    'Index.md': [
      `[[v1.2 Rules]] [[Note.v2]] [[Note]] [[${nfd}]] [[Cats & Dogs]] [[2024]] [[Map]] [[Map.png]]`,
      '',
      '[[Drawing]] [[Drawing.excalidraw]] [y](v1.2%20Rules.md) [z](Cats%20&%20Dogs.md)',
    ].join('\n'),
  });

  it('are found by the whole name before `.md`, dots included, in either Unicode form', () => {
    expect(anchors(graph, 'Index')).toEqual([
      ['/v12-rules/', 'v1.2 Rules'],
      ['/notev2/', 'Note.v2'],
      ['/unwritten/#note', 'Note'],
      ['/crème/', nfd],
      ['/cats--dogs/', 'Cats &#x26; Dogs'],
      ['/2024/', '2024'],
      ['/map/', 'Map'],
      ['/assets/map.png', 'Map.png'],
      ['/unwritten/#drawing', 'Drawing'],
      ['/excalidraw/drawingexcalidraw/', 'Drawing.excalidraw'],
      ['/v12-rules/', 'y'],
      ['/cats--dogs/', 'z'],
    ]);
    // `Note.v2.md` is named `Note.v2`; `Drawing.excalidraw.md` is named `Drawing.excalidraw`.
    expect(linkDiagnostics(graph)).toEqual(['Index.md:1:28 BrokenLink', 'Index.md:3:1 BrokenLink']);
  });
});
