import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../src/integrations/search-index.ts';
import { buildServiceWorker } from '../../src/integrations/service-worker.ts';

const page = (title: string, body: string, game: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Site nav</nav>` +
  `<main data-pagefind-body><h1 data-pagefind-meta="title">${title}</h1>` +
  `<span data-pagefind-filter="game">${game}</span><p>${body}</p></main></body></html>`;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'rulegraph-dist-'));
  const files: Record<string, string> = {
    'index.html': page('Home', 'Welcome to the rules.', 'all'),
    'legion/free-actions/index.html': page('Free Actions', 'A free action does not use one of the two actions.', 'legion'),
    'swu/attack/index.html': page('Attack', 'Exhaust a unit to attack.', 'swu'),
    '_astro/search.abc123.js': 'console.log(1)',
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('search index then service worker', () => {
  it('indexes every page and writes the Pagefind bundle into dist/pagefind', async () => {
    const result = await buildSearchIndex(dist);
    expect(result.pageCount).toBe(3);
    const bundle = readdirSync(path.join(dist, 'pagefind'));
    expect(bundle).toContain('pagefind.js');
    expect(bundle).toContain('pagefind-entry.json');
    expect(readdirSync(path.join(dist, 'pagefind', 'filter')).length).toBeGreaterThan(0);
  });

  it('precaches pages, scripts and the search bundle in sw.js, and waits before taking over', async () => {
    const result = await buildServiceWorker(dist, '/');
    const sw = readFileSync(result.swPath, 'utf8');
    for (const url of [
      'legion/free-actions/index.html',
      'swu/attack/index.html',
      '_astro/search.abc123.js',
      'pagefind/pagefind.js',
      'pagefind/pagefind-entry.json',
    ]) {
      expect(sw).toContain(`"${url}"`);
    }
    expect(sw).toMatch(/\.pf_fragment"/);
    expect(sw).toContain('SKIP_WAITING');
    expect(result.count).toBeGreaterThan(8);
  });

  it('refuses a site with no HTML page', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rulegraph-empty-'));
    try {
      await expect(buildSearchIndex(empty)).rejects.toThrow(/no page to index/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
