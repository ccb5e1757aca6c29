import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinkGraph } from '../../src/graph-layout/index.ts';
import {
  buildLinkGraph,
  defaultTicks,
  globalGraphData,
  layoutNodes,
  localGraphData,
  NODE_UNWRITTEN,
  vaultLayout,
} from '../../src/graph-layout/index.ts';
import { edge, note, ringGraph, vaultGraph } from './graph-fixture.ts';

const small = vaultGraph(
  [note('legion/Free Actions'), note('legion/Actions'), note('swu/Attack'), note('Glossary'), note('legion/Panic')],
  [
    edge('legion/Free Actions', 'legion/Actions'),
    edge('legion/Actions', 'legion/Free Actions'), // the reverse link is the same undirected edge
    edge('legion/Actions', 'legion/Actions'), // self-links are not drawn
    edge('swu/Attack', 'Glossary'),
    edge('legion/Panic', null, 'Rally Step'),
  ],
  [{ raw: 'Rally Step', anchor: 'rally-step', from: [{ note: 'legion/Panic', line: 3, column: 5 }] }],
);

describe('buildLinkGraph', () => {
  it('has a node per note and per unwritten note, with site URLs', () => {
    const g = buildLinkGraph(small, '/');
    expect(g.nodes.map((n) => n.key)).toEqual([
      'Glossary',
      'legion/Actions',
      'legion/Free Actions',
      'legion/Panic',
      'swu/Attack',
      'unwritten:rally step',
    ]);
    const unwritten = g.nodes.find((n) => n.unwritten)!;
    expect(unwritten).toMatchObject({ title: 'Rally Step', url: '/unwritten/#rally-step', game: null });
    expect(g.nodes.find((n) => n.key === 'legion/Free Actions')!.url).toBe('/legion/free-actions/');
  });

  it('makes no node of a missing image or other attachment (only notes are nodes)', () => {
    const withImages = vaultGraph(
      [note('legion/Panic')],
      [
        edge('legion/Panic', null, 'Rally Step'),
        edge('legion/Panic', null, 'panic-chart.png'),
        edge('legion/Panic', null, 'Rules.pdf#page=3'),
      ],
      [
        { raw: 'Rally Step', anchor: 'rally-step', from: [{ note: 'legion/Panic', line: 3, column: 5 }] },
        { raw: 'panic-chart.png', anchor: 'panic-chart-png', from: [{ note: 'legion/Panic', line: 4, column: 1 }] },
        { raw: 'Rules.pdf#page=3', anchor: 'rules-pdf', from: [{ note: 'legion/Panic', line: 5, column: 1 }] },
      ],
    );
    expect(buildLinkGraph(withImages).nodes.map((n) => n.key)).toEqual(['legion/Panic', 'unwritten:rally step']);
  });

  it('joins each linked pair once and drops self-links', () => {
    const g = buildLinkGraph(small, '/docs/');
    const named = g.links.map(([a, b]) => [g.nodes[a]!.key, g.nodes[b]!.key].sort().join(' — '));
    expect(named.sort()).toEqual(['Glossary — swu/Attack', 'legion/Actions — legion/Free Actions', 'legion/Panic — unwritten:rally step']);
    expect(g.nodes[0]!.url).toBe('/docs/glossary/');
  });
});

describe('layoutNodes', () => {
  it('is deterministic and keeps linked nodes closer than unlinked ones', () => {
    const g = ringGraph(60);
    const linked = buildLinkGraph(g);
    const a = layoutNodes(linked.nodes.length, linked.links);
    const b = layoutNodes(linked.nodes.length, linked.links);
    expect(Array.from(a.x)).toEqual(Array.from(b.x));
    expect(Array.from(a.y)).toEqual(Array.from(b.y));
    const dist = (i: number, j: number) => Math.hypot(a.x[i]! - a.x[j]!, a.y[i]! - a.y[j]!);
    const linkedMean = linked.links.reduce((s, [i, j]) => s + dist(i, j), 0) / linked.links.length;
    let all = 0;
    let pairs = 0;
    for (let i = 0; i < 60; i++)
      for (let j = i + 1; j < 60; j++) {
        all += dist(i, j);
        pairs++;
      }
    expect(linkedMean).toBeLessThan(all / pairs);
    expect(Array.from(a.x).every(Number.isFinite)).toBe(true);
  });

  it('is memoised per graph and base, so local graphs share one layout', () => {
    const g = ringGraph(30);
    expect(vaultLayout(g, '/')).toBe(vaultLayout(g, '/'));
    expect(vaultLayout(g, '/docs/')).not.toBe(vaultLayout(g, '/'));
  });

  it('runs fewer ticks as the graph grows: full quality up to 1,000 nodes, bounded work on big graphs, never below 60', () => {
    expect(defaultTicks(1)).toBe(300);
    expect(defaultTicks(1000)).toBe(300);
    expect(defaultTicks(6410)).toBe(120);
    expect(defaultTicks(16_000)).toBe(120);
    expect(defaultTicks(63_815)).toBe(60);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.integer({ min: 0, max: 100_000 }), (n, more) => {
        const ticks = defaultTicks(n);
        expect(Number.isInteger(ticks)).toBe(true);
        expect(ticks).toBeGreaterThanOrEqual(60);
        expect(ticks).toBeLessThanOrEqual(300);
        // More nodes never get more ticks.
        expect(defaultTicks(n + more)).toBeLessThanOrEqual(ticks);
        // Above 16,000 nodes the work is bounded until the floor of 60 ticks.
        if (n > 16_000 && ticks > 60) expect(ticks * n).toBeLessThanOrEqual(120 * 16_000);
      }),
    );
  });

  it('refuses a link to a node that does not exist', () => {
    expect(() => layoutNodes(2, [[0, 5]])).toThrow(/link \[0, 5\] names a node outside 0…1/);
  });
});

describe('globalGraphData', () => {
  it('gives every node a position, a game index and a kind', () => {
    const data = globalGraphData(small);
    expect(data.games).toEqual(['legion', 'swu']);
    expect(data.title.length).toBe(6);
    expect(data.x.length).toBe(6);
    expect(data.links.length).toBe(6);
    const i = data.title.indexOf('Rally Step');
    expect(data.kind[i]).toBe(NODE_UNWRITTEN);
    expect(data.game[data.title.indexOf('Attack')]).toBe(1);
    expect(data.game[data.title.indexOf('Glossary')]).toBe(-1);
  });
});

describe('localGraphData', () => {
  it('puts the note at the centre with its neighbours at depth 1 and 2', () => {
    const { linkGraph, layout } = vaultLayout(ringGraph(40));
    const data = localGraphData(linkGraph, layout, 'legion/Note 00000')!;
    expect(data.title[0]).toBe('Note 00000');
    expect([data.x[0], data.y[0]]).toEqual([0, 0]);
    expect(data.depth![0]).toBe(0);
    const depth1 = data.title.filter((_, i) => data.depth![i] === 1).sort();
    // Note 0 links to 1 and 3; 39 links to 0 (ring) and 26 * 7 + 3 = 185 ≡ 25 (mod 40) … via chords.
    expect(depth1).toContain('Note 00001');
    expect(depth1).toContain('Note 00003');
    expect(depth1).toContain('Note 00039');
    expect(data.depth!.some((d) => d === 2)).toBe(true);
  });

  it('is the breadth-first neighbourhood read in full, also around a hub every note links to (read only as far as needed)', () => {
    /** The neighbourhood as its definition gives it: every neighbour list read to its end. */
    const reference = (graph: LinkGraph, centre: number, maxNodes: number) => {
      const picked = [centre];
      const depthOf = new Map([[centre, 0]]);
      let frontier = [centre];
      for (let depth = 1; depth <= 2; depth++) {
        const next: number[] = [];
        for (const from of frontier)
          for (const to of graph.neighbours[from]!) {
            if (depthOf.has(to) || picked.length >= maxNodes) continue;
            depthOf.set(to, depth);
            picked.push(to);
            next.push(to);
          }
        frontier = next;
      }
      const links: number[] = [];
      picked.forEach((a, la) => {
        for (const b of graph.neighbours[a]!) {
          const lb = picked.indexOf(b);
          if (lb > la) links.push(la, lb);
        }
      });
      return { keys: picked.map((i) => graph.nodes[i]!.key), depth: picked.map((i) => depthOf.get(i)), links };
    };
    const graphOf = (size: number, pairs: Array<[number, number]>, hubs: number): LinkGraph => {
      const neighbours: number[][] = Array.from({ length: size }, () => []);
      const add = (a: number, b: number) => {
        if (a === b || neighbours[a]!.includes(b)) return;
        neighbours[a]!.push(b);
        neighbours[b]!.push(a);
      };
      for (const [a, b] of pairs) add(a % size, b % size);
      // The first `hubs` nodes are linked with every node.
      for (let h = 0; h < Math.min(hubs, size); h++) for (let i = 0; i < size; i++) add(h, i);
      for (const list of neighbours) list.sort((x, y) => x - y);
      const nodes = Array.from({ length: size }, (_, i) => ({
        key: `n${String(i).padStart(5, '0')}`,
        title: `${i}`,
        url: `/${i}/`,
        game: null,
        unwritten: false,
      }));
      return { nodes, links: [], neighbours };
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 300 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 600 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (size, pairs, hubs, at, maxNodes) => {
          const graph = graphOf(size, pairs, hubs);
          const layout = { x: new Float64Array(size), y: new Float64Array(size) };
          const centre = at % size;
          const data = localGraphData(graph, layout, graph.nodes[centre]!.key, { maxNodes })!;
          const want = reference(graph, centre, maxNodes);
          expect(data.url).toEqual(want.keys.map((k) => `/${Number(k.slice(1))}/`));
          expect(data.depth).toEqual(want.depth);
          expect(data.links).toEqual(want.links);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('caps the number of nodes and answers null for an unknown note', () => {
    const { linkGraph, layout } = vaultLayout(ringGraph(200));
    expect(localGraphData(linkGraph, layout, 'legion/Note 00000', { maxNodes: 5 })!.title.length).toBe(5);
    expect(localGraphData(linkGraph, layout, 'nope')).toBeNull();
  });
});
