import { describe, expect, it } from 'vitest';
import { buildLinkGraph, layoutInThread, layoutNodes, vaultLayout } from '../../src/graph-layout/index.ts';
import { ringGraph } from './graph-fixture.ts';

describe('layoutInThread', () => {
  it('gives exactly the coordinates of the main-thread layout', async () => {
    const linked = buildLinkGraph(ringGraph(80));
    const here = layoutNodes(linked.nodes.length, linked.links);
    const there = await layoutInThread(linked.nodes.length, linked.links);
    expect(Array.from(there.x)).toEqual(Array.from(here.x));
    expect(Array.from(there.y)).toEqual(Array.from(here.y));
  });

  it('rejects a link to a node that does not exist, as layoutNodes throws', async () => {
    await expect(layoutInThread(2, [[0, 5]])).rejects.toThrow(/link \[0, 5\] names a node outside 0…1/);
  });
});

describe('vaultLayout with a layout made ahead', () => {
  it('uses the stored coordinates for the same base, and lays out anew for another base or size', () => {
    const g = ringGraph(12);
    const count = buildLinkGraph(g).nodes.length;
    const x = Array.from({ length: count }, (_, i) => i * 10);
    const y = Array.from({ length: count }, (_, i) => -i);
    const withLayout = { ...g, layout: { base: '/', x, y } };
    const used = vaultLayout(withLayout, '/');
    expect(Array.from(used.layout.x)).toEqual(x);
    expect(Array.from(used.layout.y)).toEqual(y);
    const fresh = layoutNodes(count, buildLinkGraph(g).links);
    expect(Array.from(vaultLayout(withLayout, '/docs/').layout.x)).toEqual(Array.from(fresh.x));
    const stale = { ...g, layout: { base: '/', x: x.slice(1), y: y.slice(1) } };
    expect(Array.from(vaultLayout(stale, '/').layout.x)).toEqual(Array.from(fresh.x));
  });
});
