import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import readVaultAhead from '../../src/integrations/read-vault-ahead.ts';
import { parseCacheDir, startReadAhead, takeReadAhead } from '../../src/loaders/read-ahead.ts';
import { readGraph } from '../../src/loaders/read-graph.ts';
import { loadVault } from '../../src/vault/index.ts';

const VAULT = path.resolve('tests/fixtures/site-vault');
const made: string[] = [];
const savedVault = process.env.RULEGRAPH_VAULT;
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  if (savedVault === undefined) delete process.env.RULEGRAPH_VAULT;
  else process.env.RULEGRAPH_VAULT = savedVault;
});

function astroCacheDir(): URL {
  const dir = mkdtempSync(path.join(tmpdir(), 'rulegraph-read-ahead-'));
  made.push(dir);
  return pathToFileURL(`${dir}/`);
}

/** Runs the integration's `astro:config:setup` hook as `astro <command>` would. */
function setUp(command: 'build' | 'dev' | 'sync', cacheDir: URL): void {
  const hook = readVaultAhead().hooks['astro:config:setup'] as (options: unknown) => void;
  hook({ command, config: { cacheDir } });
}

describe('reading the vault while Astro starts', () => {
  it('gives a build the graph a read at content sync gives, and is taken once', async () => {
    process.env.RULEGRAPH_VAULT = VAULT;
    const cacheDir = astroCacheDir();
    setUp('build', cacheDir);
    const graph = await readGraph(VAULT, '/', { cacheDir: parseCacheDir(cacheDir), keep: false });
    expect(takeReadAhead(VAULT, parseCacheDir(cacheDir))).toBeUndefined();
    const fresh = await loadVault(VAULT, { base: '/', cacheDir: parseCacheDir(astroCacheDir()) });
    expect(graph.notes.length).toBeGreaterThan(3);
    expect(graph.notes.map((n) => n.id)).toEqual(fresh.notes.map((n) => n.id));
    expect(graph.edges).toEqual(fresh.edges);
  });

  it('starts a read in astro build only', () => {
    process.env.RULEGRAPH_VAULT = VAULT;
    const building = astroCacheDir();
    setUp('build', building);
    expect(takeReadAhead(VAULT, parseCacheDir(building))).toBeInstanceOf(Promise);
    process.env.RULEGRAPH_VAULT = VAULT;
    const cacheDir = astroCacheDir();
    setUp('dev', cacheDir);
    setUp('sync', cacheDir);
    expect(takeReadAhead(VAULT, parseCacheDir(cacheDir))).toBeUndefined();
  });

  it('drops a read of another vault or cache folder', () => {
    const cacheDir = parseCacheDir(astroCacheDir());
    startReadAhead(VAULT, cacheDir);
    expect(takeReadAhead(path.resolve('content'), cacheDir)).toBeUndefined();
    startReadAhead(VAULT, cacheDir);
    expect(takeReadAhead(VAULT, parseCacheDir(astroCacheDir()))).toBeUndefined();
  });

  it('reports a missing vault folder when the build reads it, as before', async () => {
    const missing = path.join(tmpdir(), 'rulegraph-no-such-vault');
    const cacheDir = parseCacheDir(astroCacheDir());
    startReadAhead(missing, cacheDir);
    const withoutAhead = await loadVault(missing, { cacheDir }).catch((error: Error) => error.message);
    await expect(readGraph(missing, '/', { cacheDir, keep: false })).rejects.toThrow(String(withoutAhead));
  });
});
