import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../scripts/node-flags.ts';

const HEAP = pathToFileURL(path.resolve(import.meta.dirname, '../../src/vault/heap.ts')).href;

/** Runs the module `script` in a Node process with `flags`; it prints `{ before, after }` (MiB). */
function beforeAfter(flags: readonly string[], script: string): { before: number; after: number } {
  const out = spawnSync(process.execPath, [...flags, '--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(out.stderr).toBe('');
  return JSON.parse(out.stdout) as { before: number; after: number };
}

/**
 * A heap statistic (MiB) before and after `collect()` (`collectIfGrown`, first called to set where
 * the heap's growth is counted from, or `collectAll`), once ~300 MB of garbage was made, in a
 * process with `flags`.
 */
function heapAround(
  flags: readonly string[],
  collect: 'collectIfGrown' | 'collectAll',
  statistic: 'used_heap_size' | 'total_heap_size',
): { before: number; after: number } {
  const script = `import { getHeapStatistics } from 'node:v8';
    import { ${collect} } from ${JSON.stringify(HEAP)};
    ${collect === 'collectIfGrown' ? 'collectIfGrown();' : ''}
    let made = [];
    for (let i = 0; i < 3e6; i++) made.push({ i, s: 'x' + i });
    made = null;
    const before = getHeapStatistics().${statistic};
    ${collect}();
    const after = getHeapStatistics().${statistic};
    process.stdout.write(JSON.stringify({ before: before / 2 ** 20, after: after / 2 ** 20 }));`;
  return beforeAfter(flags, script);
}

/** The heap's used size (MiB) before and after `collectIfGrown()`, once ~300 MB of garbage was made, in a process with `flags`. */
const around = (flags: readonly string[]) => heapAround(flags, 'collectIfGrown', 'used_heap_size');

describe('collecting a note’s garbage between notes', () => {
  it('frees what a parse left behind, in a process started with the product’s Node flags', () => {
    const { before, after } = around(NODE_FLAGS);
    expect(before).toBeGreaterThan(200);
    expect(after).toBeLessThan(before - 150);
  });

  it('does nothing where V8’s collector is not exposed', () => {
    const { before, after } = around(NODE_FLAGS.filter((f) => f !== '--expose-gc'));
    expect(after).toBeGreaterThan(before - 1);
  });
});

/** Array buffers (MiB) before and after `collectIfGrown()`, once 300 MB of them were let go, told (`droppedOutsideHeap`) or not. */
function buffersAround(told: boolean): { before: number; after: number } {
  const script = `import { collectIfGrown, droppedOutsideHeap } from ${JSON.stringify(HEAP)};
    collectIfGrown();
    let made = [];
    for (let i = 0; i < 300; i++) made.push({ tree: new Uint8Array(2 ** 20).fill(1) });
    made = null;
    if (${told}) droppedOutsideHeap(300 * 2 ** 20);
    const before = process.memoryUsage().arrayBuffers;
    collectIfGrown();
    const after = process.memoryUsage().arrayBuffers;
    process.stdout.write(JSON.stringify({ before: before / 2 ** 20, after: after / 2 ** 20 }));`;
  return beforeAfter(NODE_FLAGS, script);
}

describe('collecting serialised trees let go outside the heap', () => {
  it('frees them once they are counted', () => {
    const { before, after } = buffersAround(true);
    expect(before).toBeGreaterThan(250);
    expect(after).toBeLessThan(before - 200);
  });

  it('keeps them when only the heap’s growth is counted (what the count is for)', () => {
    const { before, after } = buffersAround(false);
    expect(before).toBeGreaterThan(250);
    expect(after).toBeGreaterThan(before - 50);
  });
});

/** The heap's committed size (MiB) before and after `collectAll()`, once ~300 MB of garbage was made. */
const committedAround = (flags: readonly string[]) => heapAround(flags, 'collectAll', 'total_heap_size');

describe('collecting everything when the content sync ends', () => {
  it('gives the heap’s free memory back, not only marks it free', () => {
    const { before, after } = committedAround(NODE_FLAGS);
    expect(before).toBeGreaterThan(200);
    expect(after).toBeLessThan(before / 4);
  });

  it('does nothing where V8’s collector is not exposed', () => {
    const { before, after } = committedAround(NODE_FLAGS.filter((f) => f !== '--expose-gc'));
    expect(after).toBeGreaterThan(before - 1);
  });
});
