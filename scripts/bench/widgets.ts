/**
 * Widget benchmark: the JavaScript a note page with a `check` widget loads, gzipped, per game,
 * measured in Chromium (every script response while the page loads and the widget answers),
 * split into the widget's share (the script of the game's widget: its module with its engine, the
 * shared <rg-check> code, and their chunks) and the page's other islands. Also the time the widget takes to answer on load.
 *
 *   npx node scripts/bench/widgets.ts [--vault content | --dist DIR]
 *
 * Target: the page total (every script loaded at first view, the widget's engine
 * included) under 15 KB gzipped. Prints; never asserts.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distToMeasure, launchChromium, serveDist } from '../../tests/e2e/harness.ts';

const { values } = parseArgs({ options: { vault: { type: 'string' }, dist: { type: 'string' } } });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = await distToMeasure(values);

/** The first note page (not a /check/ page) holding a widget of each game. */
function pagesWithWidgets(): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        if (!['_astro', 'check', 'pagefind', 'assets'].includes(name)) walk(file);
      } else if (name === 'index.html') {
        const html = readFileSync(file, 'utf8');
        for (const m of html.matchAll(/<rg-check data-game="([^"]+)"/g)) {
          if (!found.has(m[1]!)) found.set(m[1]!, `/${path.relative(dist, dir).split(path.sep).join('/')}/`);
        }
      }
    }
  };
  walk(dist);
  return found;
}

/** Files the widget's entry script reaches (static imports and Vite's dynamic-import map). */
function widgetFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const rel = queue.pop()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const text = readFileSync(path.join(dist, rel), 'utf8');
    for (const m of text.matchAll(/(?:from\s*|import\s*\(?\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) queue.push(`_astro/${m[1]}`);
    for (const m of text.matchAll(/["'](_astro\/[^"']+\.js)["']/g)) queue.push(m[1]!);
  }
  return seen;
}

const server = await serveDist(dist);
const browser = await launchChromium();
try {
  const pages = pagesWithWidgets();
  if (pages.size === 0) console.log('No note page holds a check widget in this build.');
  console.log('JavaScript loaded by a note page with a widget (gzip -9 per file; the widget = <rg-check> + game module + engine):');
  for (const [game, url] of pages) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return;
      try {
        scripts.set(new URL(res.url()).pathname.slice(1), gzipSync(await res.body(), { level: 9 }).length);
      } catch {
        /* a redirect has no body */
      }
    });
    const started = performance.now();
    await page.goto(new URL(url.slice(1), server.url).href);
    await page.locator(`rg-check[data-game="${game}"] .rgc-verdict`).first().waitFor({ timeout: 15000 });
    const answered = performance.now() - started;
    await page.waitForLoadState('networkidle');
    const mark = await page.evaluate(() => performance.getEntriesByName('rg-check-answered')[0]?.startTime ?? null);
    // The widget's entry: the script of its game's component (CheckLegion.astro, …; see CheckWidget.astro).
    const entry = [...scripts.keys()].filter((f) => /^Check[A-Za-z]+\.astro_/.test(path.basename(f)));
    const mine = widgetFiles(entry);
    let widget = 0;
    let other = 0;
    const parts: string[] = [];
    for (const [file, size] of scripts) {
      if (mine.has(file)) {
        widget += size;
        parts.push(`${path.basename(file)} ${kb(size)}`);
      } else other += size;
    }
    console.log(`  ${game.padEnd(12)} ${url}`);
    console.log(`    widget: ${kb(widget)} (${parts.join(', ')})`);
    console.log(`    other islands on the page: ${kb(other)}; page total: ${kb(widget + other)} (target: under 15.0 KB)`);
    console.log(
      `    first widget answered ${mark === null ? '?' : mark.toFixed(0)} ms after navigation start (local server; Playwright saw it after ${answered.toFixed(0)} ms)`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
