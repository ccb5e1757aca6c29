/**
 * Hardening (issue 9), on one site built from tests/fixtures/hostile-vault plus files made here:
 * - XSS: every page (notes, glossary, unwritten, tags, graph, search with results) is loaded in
 *   Chromium and no payload runs: payloads call `__pwn(where)` (exposed to the page), `alert`
 *   (dialogs are listened for); the built HTML has no event-handler attribute, no `javascript:`,
 *   `vbscript:` or `data:` URL, no frame/object/embed/base element and no script of the note's.
 * - Paths: links and embeds with `../`, absolute paths, encoded separators, backslashes, `file:`
 *   URLs and symbolic links (a note, an image, a folder) out of the vault never read or publish a
 *   file from outside: no file of dist/ holds the outside files' marker or bytes.
 * - Limits: a 5 MB note, a note with 10,000 links and a 50-level transclusion chain build, with
 *   `NoteTooLarge` and `EmbedTooDeep` printed.
 * - No note lost: notes in = pages out (shared helper).
 * - Hostile or invalid `check` blocks (tests/fixtures/hostile-checks-vault) fail the build, naming
 *   each block's file and line.
 * - Determinism: a second build of the same vault gives a byte-identical dist/.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, launchChromium, PROJECT_ROOT, serveDist, tempOutDir, type BuiltSite, type DistServer } from './harness.ts';
import { listFiles, readPages, type BuiltPage } from './links.ts';
import { expectNoNoteLost } from './no-note-lost.ts';

const FIXTURE = path.join(PROJECT_ROOT, 'tests/fixtures/hostile-vault');
const HOSTILE_CHECKS = path.join(PROJECT_ROOT, 'tests/fixtures/hostile-checks-vault');
const MARKER = 'OUTSIDE-SECRET-MARKER-9f3a';

let root = '';
let vault = '';
let outDir = '';
let site: BuiltSite;
let pages: Map<string, BuiltPage>;
const outsideFiles: Buffer[] = [];

async function writeOutside(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  await writeFile(file, bytes);
  outsideFiles.push(bytes);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'rulegraph-hostile-'));
  vault = path.join(root, 'vault');
  await cp(FIXTURE, vault, { recursive: true });
  // Files outside the vault, next to it and one level up, each carrying the marker.
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(MARKER)]);
  await writeOutside(path.join(root, 'outside-secret.md'), `# Secret\n\n${MARKER} md`);
  await writeOutside(path.join(root, 'outside-secret.png'), png);
  await writeOutside(path.join(root, 'outside', 'secret.md'), `# Secret\n\n${MARKER} linked`);
  await writeOutside(path.join(root, 'outside', 'secret.png'), Buffer.concat([png, Buffer.from('2')]));
  // Symbolic links inside the vault to them.
  await symlink(path.join(root, 'outside', 'secret.md'), path.join(vault, 'legion', 'Linked Secret.md'));
  await symlink(path.join(root, 'outside', 'secret.png'), path.join(vault, 'attachments', 'linked.png'));
  await symlink(path.join(root, 'outside'), path.join(vault, 'linked-dir'));
  // Limits.
  const limits = path.join(vault, 'limits');
  await mkdir(limits);
  await writeFile(path.join(limits, 'Big.md'), `# Big\n\n${'The unit moves and attacks. [[Hub]] '.repeat(140_000)}`);
  const links = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? `[[Level ${i % 50}]]` : `[[Unwritten ${i}]]`));
  await writeFile(path.join(limits, 'Hub.md'), `# Hub\n\n${links.join(' ')}\n`);
  for (let i = 0; i < 50; i++) {
    await writeFile(path.join(limits, `Level ${i}.md`), i < 49 ? `Level ${i} text. ^level-${i}\n\n![[Level ${i + 1}]]\n` : 'The last level.\n');
  }
  outDir = await tempOutDir();
  site = await buildSite({ vault, outDir });
  pages = await readPages(outDir);
}, 600_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (root) await rm(root, { recursive: true, force: true });
});

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formAction', 'data', 'poster', 'srcSet', 'xLinkHref', 'background', 'cite', 'longDesc', 'manifest', 'codeBase', 'ping']);
const FORBIDDEN_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'applet']);

/** What in a page's HTML could run a note's script. */
function dangers(page: BuiltPage): string[] {
  const found: string[] = [];
  visit(page.tree, 'element', (node: Element) => {
    if (FORBIDDEN_TAGS.has(node.tagName)) found.push(`<${node.tagName}>`);
    if (node.tagName === 'meta' && String(node.properties.httpEquiv ?? '').toLowerCase().includes('refresh')) found.push('<meta refresh>');
    if (node.tagName === 'script') {
      const text = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
      // Data islands (`application/json`) may hold note text; it must stay one valid JSON value
      // (a `</script>` in it would have cut it short). Any other script must hold no payload.
      if (String(node.properties.type ?? '').includes('json')) {
        try {
          JSON.parse(text);
        } catch {
          found.push('<script type=json> that is not valid JSON');
        }
      } else if (text.includes('__pwn')) found.push('<script> with a payload');
    }
    if (node.tagName === 'style' && JSON.stringify(node.children).includes('__pwn')) found.push('<style> with a payload');
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name)) found.push(`${node.tagName}[${name}]`);
      if (name === 'style' && String(value).includes('__pwn')) found.push(`${node.tagName}[style]`);
      if (name === 'srcDoc') found.push(`${node.tagName}[srcdoc]`);
      if (URL_ATTRIBUTES.has(name) && /^\s*(javascript|vbscript|data):/i.test(String(value).replace(/[\u0000-\u001f]/g, ''))) {
        found.push(`${node.tagName}[${name}=${String(value).slice(0, 40)}]`);
      }
    }
  });
  return found;
}

describe('a hostile vault', () => {
  it('builds, publishing every note as a page (notes in = pages out)', async () => {
    const notes = await expectNoNoteLost(vault, outDir);
    expect(notes.length).toBeGreaterThanOrEqual(58);
  });

  it('leaves nothing in the built HTML that could run a script', () => {
    const report = [...pages.values()].flatMap((page) => dangers(page).map((d) => `${page.url}: ${d}`));
    expect(report).toEqual([]);
    // The site's own pages are among them.
    for (const url of ['/glossary/', '/unwritten/', '/tags/', '/graph/', '/search/']) expect(pages.has(url), url).toBe(true);
  });

  describe('in Chromium', () => {
    let server: DistServer;
    let browser: Browser;
    beforeAll(async () => {
      server = await serveDist(outDir);
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await server?.close();
    });

    it('runs no payload on any page, in search results or in link previews', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fired: string[] = [];
      let where = '';
      await page.exposeFunction('__pwn', (what: unknown) => fired.push(`${String(what)} on ${where}`));
      page.on('dialog', (dialog) => {
        fired.push(`dialog "${dialog.message()}" on ${where}`);
        void dialog.dismiss();
      });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${where}: ${error.message}`));
      const urls = [...pages.keys()].filter((url) => !url.startsWith('/limits/level-') || url === '/limits/level-0/');
      urls.push('/search/?q=pwn', '/search/?q=script', '/search/?q=img');
      for (const url of urls) {
        where = url;
        await page.goto(new URL(url.slice(1), server.url).href, { waitUntil: 'load' });
        if (url.startsWith('/search/')) await page.waitForSelector('search-box [role="status"], search-box ol li, search-box ul li', { timeout: 5000 }).catch(() => undefined);
        if (url === '/legion/wikilinks/' || url === '/legion/raw-html/') {
          // Hover every link of the note (link previews load the target) and focus the inputs.
          for (const link of await page.locator('.note-body a').all()) await link.hover({ timeout: 1000 }).catch(() => undefined);
          await page.waitForTimeout(300);
        }
        await page.waitForTimeout(30);
      }
      await context.close();
      expect(fired).toEqual([]);
      expect(errors.filter((e) => /__pwn|alert/.test(e))).toEqual([]);
    }, 300_000);

    it('publishes vault files that opened by themselves run nothing (SVG sanitised, HTML as text)', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fired: string[] = [];
      await page.exposeFunction('__pwn', (what: unknown) => fired.push(String(what)));
      page.on('dialog', (dialog) => {
        fired.push(`dialog "${dialog.message()}"`);
        void dialog.dismiss();
      });
      const graph = JSON.parse(await readFile(path.join(outDir, 'graph.json'), 'utf8')) as { assets: Array<{ path: string; url: string }> };
      expect(graph.assets.find((a) => a.path === 'attachments/evil.html')?.url).toBe('assets/attachments/evil.html.txt');
      for (const asset of graph.assets) {
        const response = await page.goto(new URL(asset.url, server.url).href, { waitUntil: 'load' });
        expect(response?.status(), asset.url).toBe(200);
        await page.waitForTimeout(50);
      }
      // The sanitised SVG still shows as an image where a note embeds it.
      await page.goto(new URL('legion/wikilinks/', server.url).href, { waitUntil: 'load' });
      const widths = await page.locator('img[src$="evil.svg"]').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.every((w) => w > 0)).toBe(true);
      await context.close();
      expect(fired).toEqual([]);
    }, 300_000);
  });

  it('never reads or publishes a file from outside the vault', async () => {
    const files = await listFiles(outDir);
    const leaks: string[] = [];
    for (const file of files) {
      const bytes = await readFile(path.join(outDir, file));
      if (bytes.includes(MARKER)) leaks.push(`${file} holds the marker`);
      if (outsideFiles.some((outside) => outside.equals(bytes))) leaks.push(`${file} is an outside file`);
      if (bytes.includes('root:x:0:0')) leaks.push(`${file} holds /etc/passwd`);
    }
    expect(leaks).toEqual([]);
    // The symbolic links were reported, not followed.
    expect(site.log).toMatch(/Linked Secret\.md:1:1 SymlinkSkipped/);
    expect(site.log).toMatch(/linked-dir:1:1 SymlinkSkipped/);
    expect(site.log).toMatch(/Paths\.md:\d+:\d+ LinkOutsideVault/);
  });

  it('builds the limits: a 5 MB note, 10,000 links in a note, a 50-level transclusion chain', async () => {
    expect(site.log).toMatch(/limits\/Big\.md:1:1 NoteTooLarge/);
    expect(site.log).toMatch(/limits\/Level \d+\.md:3:1 EmbedTooDeep/);
    const hub = await readFile(path.join(outDir, 'limits/hub/index.html'), 'utf8');
    expect((hub.match(/class="wikilink/g) ?? []).length).toBeGreaterThanOrEqual(10_000);
  });

  it('gives a byte-identical dist/ when built again', async () => {
    const again = await tempOutDir();
    try {
      await buildSite({ vault, outDir: again });
      const [first, second] = [await listFiles(outDir), await listFiles(again)];
      expect(second).toEqual(first);
      const differ: string[] = [];
      for (const file of first) {
        const [a, b] = [await readFile(path.join(outDir, file)), await readFile(path.join(again, file))];
        if (!a.equals(b)) differ.push(file);
      }
      expect(differ).toEqual([]);
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 600_000);

  it('refuses to build a vault whose check blocks are hostile or invalid, naming file and line', async () => {
    const failed = await tempOutDir();
    try {
      const error = await buildSite({ vault: HOSTILE_CHECKS, outDir: failed }).then(() => null, (e: Error) => e);
      expect(error?.message).toMatch(/Check Blocks\.md:3 invalid `check` block/);
      expect(error?.message).toMatch(/Check Blocks\.md:19 invalid `check` block/);
      expect(await listFiles(failed)).toEqual([]);
    } finally {
      await rm(failed, { recursive: true, force: true });
    }
  }, 300_000);
});
