/**
 * Every note gets a page, and check, check --watch and the build name the same URL: notes under
 * the site's route folders or named like its pages, names differing only in Unicode
 * normalisation, names too long for a file system.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession } from '../../src/checker/session.ts';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import { buildGraph, MAX_SEGMENT_BYTES } from '../../src/vault/index.ts';
import { buildReport, expectAgreement } from './agreement.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function vault(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'rulegraph-pages-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const isRoute = (slug: string): boolean =>
  SITE_ROUTES.some((r) => (r.endsWith('/') ? slug === r.slice(0, -1) || slug.startsWith(r) : slug === r));

describe('page URLs', () => {
  it('never gives a note a URL the site serves: it gets another with a SlugCollision, in check, --watch and the build alike', async () => {
    const root = vault({
      'tags/Cover.md': 'Cover. See [[Search]].',
      'check/Aim.md': 'Aim. See [[Cover]].',
      'search.md': 'Search. See [[Aim]].',
      'Glossary.md': 'Glossary. See [[search]].',
      'graph.json.md': 'A note named like a file.',
      'legion/Move.md': 'Move.',
      'Legion.md': 'The game. See [[Move]].',
    });
    const { graph, report } = await buildReport(root);
    const slugs = graph.notes.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(isRoute(slug), slug).toBe(false);
    expect(Object.fromEntries(graph.notes.map((n) => [n.path, n.slug]))).toEqual({
      'Glossary.md': 'glossary-2',
      'Legion.md': 'legion-2',
      'check/Aim.md': 'check-2/aim',
      'graph.json.md': 'graphjson',
      'legion/Move.md': 'legion/move',
      'search.md': 'search-2',
      'tags/Cover.md': 'tags-2/cover',
    });
    const moved = report.diagnostics.filter((d) => d.code === 'SlugCollision').map((d) => `${d.file}:${d.line}`);
    expect(moved).toEqual(['Glossary.md:1', 'Legion.md:1', 'check/Aim.md:1', 'search.md:1', 'tags/Cover.md:1']);
    await expectAgreement(root, createSession(root));
  });

  it('publishes one of two names that differ only in Unicode normalisation and reports the other', async () => {
    const nfc = 'Caf\u00e9.md';
    const nfd = 'Cafe\u0301.md';
    const root = vault({ [nfc]: 'Composed. ^one', [nfd]: 'Decomposed. ^two', 'Menu.md': 'See [[Café]].' });
    expect(readdirSync(root).sort()).toHaveLength(3); // the file system keeps both
    const { graph, report } = await buildReport(root);
    expect(graph.notes.map((n) => n.path)).toEqual([nfc, 'Menu.md']);
    const lost = report.diagnostics.filter((d) => d.code === 'DuplicateFileName');
    expect(lost.map((d) => [d.file, d.severity])).toEqual([[nfc < nfd ? nfd : nfc, 'error']]);
    expect(lost[0]!.message).toContain('Unicode normalisation');
    await expectAgreement(root, createSession(root));
  });

  it('reports the second spelling in --watch when it appears and forgets it when it goes', async () => {
    const root = vault({ 'Caf\u00e9.md': 'Composed.', 'Menu.md': 'See [[Café]].' });
    const session = createSession(root);
    writeFileSync(join(root, 'Cafe\u0301.md'), 'Decomposed.');
    session.update(['Cafe\u0301.md']);
    expect(session.report.diagnostics.map((d) => d.code)).toContain('DuplicateFileName');
    await expectAgreement(root, session);
    rmSync(join(root, 'Cafe\u0301.md'));
    session.update(['Cafe\u0301.md']);
    expect(session.report.diagnostics.map((d) => d.code)).not.toContain('DuplicateFileName');
    await expectAgreement(root, session);
  });

  it('caps each URL segment in bytes (truncated, with a hash), so a long name still gets a page', async () => {
    const long = 'İ'.repeat(125); // 250 bytes; lower-cased 375 bytes
    const other = `${'İ'.repeat(124)}x`;
    const root = vault({ [`${long}.md`]: 'Long.', [`${other}.md`]: 'Also long.', [`attachments/${long}.png`]: '' });
    const { graph } = await buildReport(root);
    const bytes = (s: string): number => new TextEncoder().encode(s).length;
    for (const note of graph.notes)
      for (const segment of note.slug.split('/')) expect(bytes(segment)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    for (const asset of graph.assets) for (const segment of asset.url.split('/')) expect(bytes(segment)).toBeLessThanOrEqual(255);
    expect(new Set(graph.notes.map((n) => n.slug)).size).toBe(2);
    await expectAgreement(root, createSession(root));
  });

  it('gives the same URLs whatever order the files come in', () => {
    const files = ['Caf\u00e9.md', 'Cafe\u0301.md', 'tags/A.md', 'tags.md'].map((path) => ({
      path,
      bytes: new TextEncoder().encode(path),
    }));
    const a = buildGraph(files, { html: false, routes: SITE_ROUTES });
    const b = buildGraph([...files].reverse(), { html: false, routes: SITE_ROUTES });
    expect(b.notes.map((n) => [n.path, n.slug, n.html])).toEqual(a.notes.map((n) => [n.path, n.slug, n.html]));
    expect(b.diagnostics).toEqual(a.diagnostics);
  });
});

describe('SITE_ROUTES', () => {
  it('lists every page and folder the site serves from src/pages/', () => {
    const pagesDir = join(import.meta.dirname, '../../src/pages');
    const served = readdirSync(pagesDir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith('[')) return []; // a note's or a game's page: the vault's own URLs
      if (entry.isDirectory()) return [`${entry.name}/`];
      const name = entry.name.replace(/\.(astro|ts|md)$/, '');
      return name === 'index' ? [] : [name];
    });
    expect(served.length).toBeGreaterThan(5);
    for (const route of served) expect(SITE_ROUTES).toContain(route);
  });
});
