/**
 * Files named like the site's own URLs or holding URL-special characters still get a page or file
 * of their own at a URL a browser can ask for: attachments whose last dot starts no extension, and
 * folders deeper in the vault named like a route the site serves below its top level.
 */
import { describe, expect, it } from 'vitest';
import { SITE_ROUTES } from '../../src/site-routes.ts';
import { assignPageSlugs } from '../../src/vault/pages.ts';
import { assetUrl } from '../../src/vault/slug.ts';
import { vault } from './helpers.ts';

const bytes = (text: string): number => new TextEncoder().encode(text).length;

describe('attachment URLs', () => {
  it('holds no %, #, ? or space, whatever follows the last dot of the name', () => {
    const names = ['Score.100%', 'Scan 03.07 #4', 'Draft.v3 late', 'Odd.x?y', 'Ends with a dot.', 'Tally.50% off.png'];
    const urls = names.map((name) => assetUrl(`files/${name}`));
    expect(urls).toEqual([
      'assets/files/score100.txt',
      'assets/files/scan-0307-4.txt',
      'assets/files/draftv3-late.txt',
      'assets/files/oddxy.txt',
      'assets/files/ends-with-a-dot.txt',
      'assets/files/tally50-off.png',
    ]);
    for (const url of urls) expect(url, url).toMatch(/^[a-z0-9/._-]+$/);
  });

  it('keeps a real extension, lower-cased, and still serves types a browser might run as text', () => {
    expect(assetUrl('files/Board Map.PNG')).toBe('assets/files/board-map.png');
    expect(assetUrl('files/Rules Sheet.pdf')).toBe('assets/files/rules-sheet.pdf');
    expect(assetUrl('files/loader.js')).toBe('assets/files/loader.js.txt');
  });

  it('fits every segment in a file name when a long name has a dot early on and no extension', () => {
    const name = `Part 2.${'z'.repeat(240)}`;
    const url = assetUrl(`files/${name}`);
    for (const segment of url.split('/')) expect(bytes(segment), segment).toBeLessThanOrEqual(255);
    expect(url).toMatch(/^assets\/files\/part-2z+-[0-9a-f]{8}\.txt$/);
  });

  it('gives two such attachments in a vault URLs of their own, which the notes link to', () => {
    const graph = vault({
      'Index.md': '[[Score.100%]] and [[Score.100]]',
      'Score.100%': 'a',
      'Score.100': 'b',
    });
    const urls = Object.fromEntries(graph.assets.map((a) => [a.path, a.url]));
    expect(urls).toEqual({ 'Score.100': 'assets/score.100.txt', 'Score.100%': 'assets/score100.txt' });
    const html = graph.notes.find((n) => n.path === 'Index.md')!.html;
    expect(html).toContain('href="/assets/score100.txt"');
    expect(html).toContain('href="/assets/score.100.txt"');
  });
});

describe('folders named like a route below the top level', () => {
  const routes = ['library/extra/', 'library/extra.json'];

  it('moves the folder to another URL, with a SlugCollision naming it, and keeps a note named like it off the route', () => {
    const notes = ['Library/Extra.md', 'Library/Extra/Deep/Leaf.md', 'Library/Extra/Tail.md', 'Library/Other.md'];
    const { slugs, diagnostics } = assignPageSlugs(notes, notes, routes);
    expect(Object.fromEntries(slugs)).toEqual({
      'Library/Extra.md': 'library/extra-2',
      'Library/Extra/Deep/Leaf.md': 'library/extra-2/deep/leaf',
      'Library/Extra/Tail.md': 'library/extra-2/tail',
      'Library/Other.md': 'library/other',
    });
    expect(diagnostics.map((d) => [d.file, d.message])).toEqual([
      [
        'Library/Extra.md',
        'The page URL "library/extra" is taken by a page of the site itself; this file is published at "library/extra-2".',
      ],
      [
        'Library/Extra/Deep/Leaf.md',
        'The folder “Library/Extra” would be published at "library/extra/", a URL taken by a page of the site itself; its notes are published under "library/extra-2/".',
      ],
    ]);
  });

  it("never publishes a note under the site's own folder of diagram files", () => {
    const notes = ['Vendor/Mermaid.md', 'Vendor/Mermaid/Tail.md'];
    const { slugs } = assignPageSlugs(notes, notes, SITE_ROUTES);
    const dirs = SITE_ROUTES.filter((r) => r.includes('/') && r.indexOf('/') < r.length - 1);
    expect(dirs.length).toBeGreaterThan(0);
    for (const slug of slugs.values())
      for (const dir of dirs) expect(`${slug}/`.startsWith(dir) || `${slug}/` === dir, `${slug} under ${dir}`).toBe(false);
  });
});
