/** Only files a note links or embeds are published; every other file is reported once, as info. */
import { describe, expect, it } from 'vitest';
import { buildGraph } from '../../src/vault/index.ts';
import { publishedAssets } from '../../src/vault/asset-publish.ts';

const file = (path: string, text = '') => ({ path, bytes: new TextEncoder().encode(text) });

describe('asset publishing', () => {
  const graph = buildGraph(
    [
      file('legion/Move.md', 'A move. ![[token.png]] See [[rules.pdf]] and [map](../maps/Map.svg).\n'),
      file('legion/token.png'),
      file('legion/rules.pdf'),
      file('maps/Map.svg'),
      file('private/secret.png'),
      file('private/notes.xsd'),
      file('blob'),
    ],
    { html: false },
  );

  it('publishes the linked and embedded files, not the others', () => {
    expect(publishedAssets(graph.assets, graph.edges).map((a) => a.path)).toEqual(['legion/rules.pdf', 'legion/token.png', 'maps/Map.svg']);
  });

  it('reports each unpublished file as UnlinkedAsset (info), naming it, with what to do', () => {
    const unlinked = graph.diagnostics.filter((d) => d.code === 'UnlinkedAsset');
    expect(unlinked.map((d) => [d.file, d.severity, d.line])).toEqual([
      ['blob', 'info', 1],
      ['private/notes.xsd', 'info', 1],
      ['private/secret.png', 'info', 1],
    ]);
    expect(unlinked[0]!.message).toContain('does not publish it');
    expect(unlinked[0]!.hint).toContain('![[name]]');
  });
});
