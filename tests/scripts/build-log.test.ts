import { describe, expect, it } from 'vitest';
import { buildPhases } from '../../scripts/bench/build-log.ts';

// A build started at 10:00:00 local time.
const startedAt = new Date(2026, 0, 5, 10, 0, 0).getTime();
const log = (pages: string, vite: string) =>
  [
    '10:00:04 [content] Syncing content',
    '10:01:15 [content] Synced content',
    `10:01:17 [vite] ✓ built in ${vite}`,
    '10:01:17 [vite] ✓ built in 412ms',
    `10:03:30 ✓ Completed in ${pages}.`,
    '10:04:33 [rulegraph:search-and-offline] Pagefind indexed 50000 pages in 63132 ms (1 shard).',
  ].join('\n');

describe('the phases of a build, from its log', () => {
  it('reads durations in seconds and milliseconds', () => {
    const p = buildPhases(log('27.96s', '1.50s'), startedAt);
    expect(p).toMatchObject({ startup: 4, contentSync: 71, vite: 1.9, pages: 28, pagefind: 63.1 });
  });

  it('reads a phase of a minute or more, which Astro prints as minutes and seconds', () => {
    const p = buildPhases(log('2m 13s', '1m 2s'), startedAt);
    expect(p.pages).toBe(133);
    expect(p.vite).toBe(62.4);
  });
});
