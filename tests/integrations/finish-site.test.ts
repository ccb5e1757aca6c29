import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSiteFinish, type SiteFinish, writeSiteFinish } from '../../src/integrations/finish-site.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'rulegraph-finish-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the record Astro leaves for the build script', () => {
  it('reads back what was written', () => {
    const file = path.join(dir, 'finish.json');
    const finish: SiteFinish = {
      outDir: '/srv/site',
      base: '/rules/',
      searchCacheDir: '/srv/cache/search-shards',
      precacheBudgetBytes: 1 << 20,
    };
    writeSiteFinish(file, finish);
    expect(readSiteFinish(file)).toEqual(finish);
  });

  it('is absent when Astro failed before its pages were written', () => {
    expect(readSiteFinish(path.join(dir, 'never-written.json'))).toBeNull();
  });

  it('names the file when it is not such a record', () => {
    const file = path.join(dir, 'other.json');
    writeFileSync(file, '{"base": "/"}');
    expect(() => readSiteFinish(file)).toThrow(`${file}: not a record of a finished Astro build`);
  });
});
