/**
 * Hardening, on one site built from tests/fixtures/hostile-vault plus files made here:
 * - XSS: every page (notes, glossary, unwritten, tags, graph, search with results) is loaded in
 *   Chromium and no payload runs: payloads call `__pwn(where)` (exposed to the page), `alert`
 *   (dialogs are listened for); the built HTML has no event-handler attribute, no `javascript:`,
 *   `vbscript:` or `data:` URL, no frame/object/embed/base element and no script of the note's.
 * - Paths: links and embeds with `../`, absolute paths, encoded separators, backslashes, `file:`
 *   URLs and symbolic links (a note, an image, a folder) out of the vault never read or publish a
 *   file from outside: no file of dist/ holds the outside files' marker or bytes.
 * - Limits: a 5 MB note, a note with 10,000 links and a 50-level embed chain build, with
 *   `NoteTooLarge` and `EmbedTooDeep` printed.
 * - No note lost: notes in = pages out (shared helper).
 * - Hostile or invalid `check` blocks (tests/fixtures/hostile-checks-vault) fail the build, naming
 *   each block's file and line.
 * - Determinism: a second build of the same vault gives a byte-identical dist/.
 * - Hostile web files (tests/fixtures/hostile-web, copied in as `web/`): only linked or embedded
 *   files are published; each published file opened by itself runs nothing (SVG hiding markup in
 *   `<style>`, XML types, a file with no extension); page ids never clash with heading ids; check
 *   links with prototype keys are answered, and 32 pending SWU triggers (the cap) never freeze the tab.
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
const HOSTILE_WEB = path.join(PROJECT_ROOT, 'tests/fixtures/hostile-web');
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
  await cp(HOSTILE_WEB, path.join(vault, 'web'), { recursive: true });
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
    await writeFile(
      path.join(limits, `Level ${i}.md`),
      i < 49 ? `Level ${i} text. ^level-${i}\n\n![[Level ${i + 1}]]\n` : 'The last level.\n',
    );
  }
  outDir = await tempOutDir();
  site = await buildSite({ vault, outDir });
  pages = await readPages(outDir);
}, 600_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (root) await rm(root, { recursive: true, force: true });
});

const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'data',
  'poster',
  'srcSet',
  'xLinkHref',
  'background',
  'cite',
  'longDesc',
  'manifest',
  'codeBase',
  'ping',
]);
const FORBIDDEN_TAGS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'applet']);

/** What in a page's HTML could run a note's script. */
function dangers(page: BuiltPage): string[] {
  const found: string[] = [];
  visit(page.tree, 'element', (node: Element) => {
    if (FORBIDDEN_TAGS.has(node.tagName)) found.push(`<${node.tagName}>`);
    if (
      node.tagName === 'meta' &&
      String(node.properties.httpEquiv ?? '')
        .toLowerCase()
        .includes('refresh')
    )
      found.push('<meta refresh>');
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
        if (url.startsWith('/search/'))
          await page
            .waitForSelector('search-box [role="status"], search-box ol li, search-box ul li', { timeout: 5000 })
            .catch(() => undefined);
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
      const widths = await page
        .locator('img[src$="evil.svg"]')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(widths.length).toBeGreaterThan(0);
      expect(widths.every((w) => w > 0)).toBe(true);
      await context.close();
      expect(fired).toEqual([]);
    }, 300_000);

    it('opens every published file by itself without running anything (no __pwn, dialog or fetch of /pwned)', async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const fired: string[] = [];
      let where = '';
      await page.exposeFunction('__pwn', (what: unknown) => fired.push(`${String(what)} on ${where}`));
      page.on('dialog', (dialog) => {
        fired.push(`dialog "${dialog.message()}" on ${where}`);
        void dialog.dismiss();
      });
      await context.route('**/pwned*', (route) => {
        fired.push(`fetch ${route.request().url()} on ${where}`);
        return route.fulfill({ status: 204 });
      });
      const files = (await listFiles(outDir)).filter((f) => f.startsWith('assets/') || f === 'graph.json');
      expect(files.length).toBeGreaterThanOrEqual(10);
      for (const file of files) {
        where = file;
        const response = await page.goto(new URL(file, server.url).href, { waitUntil: 'load' });
        expect(response?.status(), file).toBe(200);
        const type = response?.headers()['content-type'] ?? '';
        expect(type, file).toMatch(/^(image\/|audio\/|video\/|application\/pdf|application\/json|text\/plain)/);
        await page.waitForTimeout(50);
      }
      // The page that links them all, with its embedded drawings shown.
      where = 'web/hostile-files';
      await page.goto(new URL('web/hostile-files/', server.url).href, { waitUntil: 'load' });
      // Images load lazily, as a reader scrolls to them: scroll to each, then read them once loaded.
      const drawings = page.locator('img[src*="style-"]');
      for (let i = 0; i < (await drawings.count()); i++) await drawings.nth(i).scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[src*="style-"]')].every((img) => img.complete));
      const widths = await drawings.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(widths).toEqual([10, 10, 10]);
      await context.close();
      expect(fired).toEqual([]);
    }, 300_000);

    it('takes the table of contents\' link to a heading "Content" to that heading', async () => {
      const page = await browser.newPage();
      await page.goto(new URL('web/ids/', server.url).href, { waitUntil: 'load' });
      await page.locator('.toc a', { hasText: /^Content$/ }).click();
      await expect
        .poll(() =>
          page.evaluate(() => {
            const target = document.querySelector(':target');
            return target ? `${target.tagName} ${target.textContent?.trim()}` : null;
          }),
        )
        .toBe('H2 Content');
      expect(await page.evaluate(() => document.querySelectorAll('#content').length)).toBe(1);
      await page.close();
    }, 60_000);

    it('answers check links whose model ids are prototype names, and 32 pending triggers (the cap) without freezing', async () => {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const key of ['toString', 'constructor', 'valueOf']) {
        await page.goto(new URL(`check/chronicle-x/?v=1&models={${key}:{kind:hero,at:a1}}&active=${key}&ask=move`, server.url).href, {
          waitUntil: 'load',
        });
        const widget = page.locator('rg-check').first();
        await expect.poll(() => widget.locator('.rgc-answer').innerText(), { timeout: 10_000 }).toContain('Allowed.');
        expect(await widget.locator('.rgc-errors').isHidden()).toBe(true);
      }
      const pending = Array.from({ length: 32 }, (_, i) => `{id:t${i},controller:A}`).join(',');
      await page.goto(new URL(`check/swu/?v=1&pending=[${pending}]&ask={order:[]}`, server.url).href, { waitUntil: 'load' });
      const swu = page.locator('rg-check').first();
      await expect.poll(() => swu.locator('.rgc-next li').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(32);
      // The tab still answers: a click on the last trigger resolves it at once.
      await swu.getByRole('button', { name: 'Perform Resolve t31 (A) next', exact: true }).click({ timeout: 10_000 });
      await expect.poll(() => swu.locator('.rgc-log').innerText(), { timeout: 10_000 }).toBe('t31 resolves.');
      const over = Array.from({ length: 33 }, (_, i) => `{id:t${i},controller:A}`).join(',');
      await page.goto(new URL(`check/swu/?v=1&pending=[${over}]&ask={order:[]}`, server.url).href, { waitUntil: 'load' });
      await expect
        .poll(() => page.locator('rg-check .rgc-errors').innerText(), { timeout: 10_000 })
        .toContain('33 pending triggers are more than the 32');
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  });

  it('publishes only the files a note links or embeds, reporting the others', async () => {
    const published = (await listFiles(outDir)).filter((f) => f.startsWith('assets/')).sort();
    expect(published.filter((f) => f.startsWith('assets/web/'))).toEqual([
      'assets/web/files/feed.rss.txt',
      'assets/web/files/schema.xsd.txt',
      'assets/web/files/sniffme.txt',
      'assets/web/files/strings.xlf.txt',
      'assets/web/files/style-cdata.svg',
      'assets/web/files/style-escape.svg',
      'assets/web/files/style-unbalanced.svg',
      'assets/web/files/track.gpx.txt',
    ]);
    expect(site.log).toMatch(/web\/private\/unlinked\.html:1:1 UnlinkedAsset/);
    expect(site.log).toMatch(/web\/private\/unlinked\.png:1:1 UnlinkedAsset/);
    const graphJson = await readFile(path.join(outDir, 'graph.json'), 'utf8');
    expect(graphJson).not.toContain('unlinked');
    for (const file of await listFiles(outDir))
      expect((await readFile(path.join(outDir, file))).includes('PRIVATE-UNLINKED-MARKER'), file).toBe(false);
  });

  it("gives the site's own elements ids no heading can take", () => {
    const clashes: string[] = [];
    for (const page of pages.values()) {
      const ids = new Map<string, number>();
      visit(page.tree, 'element', (node: Element) => {
        const id = node.properties.id;
        if (typeof id === 'string') ids.set(id, (ids.get(id) ?? 0) + 1);
      });
      for (const [id, n] of ids) if (n > 1) clashes.push(`${page.url}: id "${id}" ×${n}`);
    }
    expect(clashes).toEqual([]);
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
    // A link climbing above the vault with `..` is read from the vault root, as Obsidian reads it: no
    // file of that name is in the vault, so it is a note not written yet there.
    expect(site.log).toMatch(/Paths\.md:6:\d+ BrokenLink/);
  });

  it('builds the limits: a 5 MB note, 10,000 links in a note, a 50-level embed chain', async () => {
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
      const error = await buildSite({ vault: HOSTILE_CHECKS, outDir: failed }).then(
        () => null,
        (e: Error) => e,
      );
      expect(error?.message).toMatch(/Check Blocks\.md:3 invalid `check` block/);
      expect(error?.message).toMatch(/Check Blocks\.md:19 invalid `check` block/);
      expect(error?.message).toMatch(/Many Triggers\.md:5 invalid `check` block:\n {2}- 65 pending triggers are more than the 32/);
      expect(await listFiles(failed)).toEqual([]);
    } finally {
      await rm(failed, { recursive: true, force: true });
    }
  }, 300_000);
});
