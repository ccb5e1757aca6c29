import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { layoutNodes } from '../../src/graph-layout/layout.ts';
import { cachedLayout, layoutKey } from '../../src/graph-layout/layout-cache.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const links: Array<[number, number]> = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 0],
  [4, 2],
];

/** Waits until the background write of a computed layout is on disk. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('the layout kept between builds', () => {
  it('gives back, for the same links, the very coordinates computed before, without computing', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-layout-cache-'));
    dirs.push(dir);
    const key = layoutKey(5, links);
    let runs = 0;
    const compute = async () => {
      runs++;
      return layoutNodes(5, links);
    };
    const first = await cachedLayout(dir, key, compute);
    await settle();
    const second = await cachedLayout(dir, key, compute);
    expect(runs).toBe(1);
    expect(Array.from(second.x)).toEqual(Array.from(first.x));
    expect(Array.from(second.y)).toEqual(Array.from(first.y));
  });

  it('computes again when a link changed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-layout-cache-'));
    dirs.push(dir);
    let runs = 0;
    const compute = (l: Array<[number, number]>) => async () => {
      runs++;
      return layoutNodes(5, l);
    };
    await cachedLayout(dir, layoutKey(5, links), compute(links));
    await settle();
    const moved: Array<[number, number]> = [...links.slice(0, -1), [4, 0]];
    expect(layoutKey(5, moved)).not.toBe(layoutKey(5, links));
    const relaid = await cachedLayout(dir, layoutKey(5, moved), compute(moved));
    expect(runs).toBe(2);
    expect(Array.from(relaid.x)).toEqual(Array.from(layoutNodes(5, moved).x));
  });

  it('starts computing before it returns when nothing is stored, so a build busy rendering notes does not hold the layout back', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rulegraph-layout-cache-'));
    dirs.push(dir);
    let started = false;
    const pending = cachedLayout(dir, layoutKey(5, links), async () => {
      started = true;
      return layoutNodes(5, links);
    });
    expect(started).toBe(true);
    await pending;
  });
});
