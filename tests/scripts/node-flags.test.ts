import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NODE_FLAGS } from '../../scripts/node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  bin: Record<string, string>;
};

describe('the Node flags of the processes that run the vault pipeline', () => {
  it.each(['dev', 'check'])('are given to node by `npm run %s`', (name) => {
    expect(pkg.scripts[name]).toContain(`node ${NODE_FLAGS.join(' ')} `);
  });

  it('are given to astro by `npm run build`', () => {
    expect(pkg.scripts.build).toBe('sh scripts/build.sh');
    const script = readFileSync(path.join(ROOT, 'scripts/build.sh'), 'utf8');
    expect(script).toContain(`node ${NODE_FLAGS.join(' ')} node_modules/astro/bin/astro.mjs build "$@"`);
  });

  it('are given to node by the rulegraph command', () => {
    const bin = readFileSync(path.join(ROOT, pkg.bin.rulegraph!), 'utf8');
    expect(bin.split('\n')[0]).toBe(`#!/usr/bin/env -S node ${NODE_FLAGS.join(' ')}`);
  });

  it('take effect: the young generation stays at its cap while a process keeps what it makes', () => {
    // Three million objects kept: without the flag V8 grows the young generation to 128 MiB on a
    // machine with 24 GiB.
    const script = `const keep = []; for (let i = 0; i < 3e6; i++) keep.push({ i, s: 'x' + i });
      process.stdout.write(String(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size));`;
    const out = spawnSync(process.execPath, [...NODE_FLAGS, '-e', script], { encoding: 'utf8' });
    expect(out.status).toBe(0);
    // Two semi-spaces of at most 16 MiB each.
    expect(Number(out.stdout)).toBeLessThanOrEqual(32 * 2 ** 20);
  });
});
