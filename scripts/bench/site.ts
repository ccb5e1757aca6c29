/**
 * Site benchmark: builds the site for a vault (or reads an existing build) and prints
 * - HTML bytes of note pages (min / median / max, and the largest pages) and of the other pages,
 * - JavaScript bytes each kind of page loads (its module scripts and their static imports),
 * - the bytes a first search downloads, measured in Chromium (every response under /pagefind/
 *   while the search page answers its first query), and the build time.
 *
 *   npx node scripts/bench/site.ts [--vault content | --dist DIR] [--query "free action" …]
 *
 * Default queries: the first alias of the vault (often several words) and the first word of the
 * first note's title. Each is a first search in a fresh browser context.
 *
 * Targets: note page HTML < 20 KB on the content vault; first search < 300 KB on a
 * 5,000-note vault (`npx node scripts/generate-vault.ts --notes 5000 --out bench-out/vaults/v5000`).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { distToMeasure, launchChromium, serveDist } from '../../tests/e2e/harness.ts';

const { values } = parseArgs({
  options: { vault: { type: 'string' }, dist: { type: 'string' }, query: { type: 'string', multiple: true } },
});

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dist = await distToMeasure(values);

interface GraphJson {
  notes: Array<{ title: string; url: string; aliases: string[] }>;
}
const graph = JSON.parse(readFileSync(path.join(dist, 'graph.json'), 'utf8')) as GraphJson;
const fileOf = (url: string) => path.join(dist, decodeURI(url), url.endsWith('/') ? 'index.html' : '');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

// HTML bytes
const noteFiles = new Set(graph.notes.map((note) => fileOf(note.url)));
const noteSizes = [...noteFiles].map((file) => ({ file, bytes: statSync(file).size })).sort((a, b) => a.bytes - b.bytes);
const median = noteSizes[Math.floor(noteSizes.length / 2)]?.bytes ?? 0;
console.log(
  `\nnote pages: ${noteSizes.length}; HTML min ${kb(noteSizes[0]?.bytes ?? 0)}, median ${kb(median)}, max ${kb(noteSizes.at(-1)?.bytes ?? 0)} (target < 20 KB)`,
);
for (const { file, bytes } of noteSizes.slice(-3).reverse()) console.log(`  largest: ${kb(bytes)}  ${path.relative(dist, file)}`);
const htmlFiles = walk(dist).filter((f) => f.endsWith('.html'));
const otherPages = htmlFiles.filter((f) => !noteFiles.has(f)).map((file) => ({ file, bytes: statSync(file).size }));
for (const { file, bytes } of otherPages.sort((a, b) => b.bytes - a.bytes).slice(0, 8))
  console.log(`  page ${kb(bytes).padStart(9)}  ${path.relative(dist, file)}`);
// The glossary's pages: one page, or an index and a page per letter (part) past 1,000 terms.
const glossaryPages = otherPages.filter(({ file }) => path.relative(dist, file).split(path.sep)[0] === 'glossary');
const largestGlossary = Math.max(0, ...glossaryPages.map((p) => p.bytes));
console.log(
  `  glossary: ${glossaryPages.length} pages, largest ${kb(largestGlossary)} (target < 1024 KB: ${largestGlossary < 1024 * 1024 ? 'met' : 'missed'})`,
);
// The widgets' rules index: one static file per game, fetched once by a page with widgets (then cached).
for (const file of walk(dist).filter((f) => /[\\/]check[\\/][^\\/]+[\\/]rules\.json$/.test(f))) {
  const bytes = readFileSync(file);
  console.log(
    `  rules  ${kb(bytes.length).padStart(9)}  ${path.relative(dist, file)} (${kb(gzipSync(bytes).length)} gzip; fetched once by the first widget, not in the page)`,
  );
}

// JavaScript bytes per page: module scripts and their static imports (dynamic imports load later).
function jsClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const match of text.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const target = match[1]!.startsWith('/') ? path.join(dist, match[1]!) : path.resolve(path.dirname(entry), match[1]!);
    jsClosure(target, seen);
  }
  return seen;
}
function jsOfPage(file: string): { inline: number; files: Set<string> } {
  const html = readFileSync(file, 'utf8');
  const files = new Set<string>();
  let inline = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = match[1]!;
    if (/type="application\/(ld\+)?json"/.test(attrs)) continue;
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    if (src) for (const f of jsClosure(path.join(dist, src))) files.add(f);
    else inline += Buffer.byteLength(match[2]!);
  }
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g))
    for (const f of jsClosure(path.join(dist, match[1]!))) files.add(f);
  return { inline, files };
}
const samples: Array<[string, string]> = [
  ['home', path.join(dist, 'index.html')],
  ['note', noteSizes[Math.floor(noteSizes.length / 2)]!.file],
  ['glossary', path.join(dist, 'glossary', 'index.html')],
  ['graph', path.join(dist, 'graph', 'index.html')],
  ['search', path.join(dist, 'search', 'index.html')],
];
console.log('\nJavaScript per page (module scripts + static imports + inline; Pagefind loads on first search):');
for (const [name, file] of samples) {
  try {
    const { inline, files } = jsOfPage(file);
    const bytes = [...files].reduce((sum, f) => sum + statSync(f).size, 0);
    console.log(`  ${name.padEnd(9)} ${kb(bytes + inline).padStart(9)}  (${files.size} files, ${inline} B inline)`);
  } catch (error) {
    console.log(`  ${name.padEnd(9)} n/a (${(error as Error).message})`);
  }
}
const layout = path.join(dist, 'graph-layout.json');
try {
  console.log(`  graph-layout.json ${kb(statSync(layout).size)}`);
} catch {
  // no global graph
}

// First search, measured in Chromium.
const firstAlias = graph.notes.find((n) => n.aliases.length > 0)?.aliases[0];
const firstWord = graph.notes[0]?.title.split(/\s+/)[0];
const queries = values.query ?? [firstAlias, firstWord].filter((q): q is string => Boolean(q));
const server = await serveDist(dist);
const browser = await launchChromium();
try {
  for (const query of queries) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const searchBytes: Array<{ url: string; bytes: number; gzip: number }> = [];
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (!response.url().includes('/pagefind/')) return;
      pending.push(
        response.body().then(
          (body) => void searchBytes.push({ url: response.url(), bytes: body.length, gzip: gzipSync(body).length }),
          () => {},
        ),
      );
    });
    await page.goto(`${server.url}search/?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(
      () => /match|No notes/.test(document.querySelector('main search-box [role="status"]')?.textContent ?? ''),
      null,
      { timeout: 60_000 },
    );
    await Promise.all(pending);
    const total = searchBytes.reduce((sum, r) => sum + r.bytes, 0);
    // Pagefind's index, meta and WebAssembly files are gzip inside already; a host that gzips
    // responses shrinks mainly pagefind.js. Both figures are printed.
    const wire = searchBytes.reduce((sum, r) => sum + Math.min(r.bytes, r.gzip), 0);
    const status = await page.textContent('main search-box [role="status"]');
    console.log(
      `\nfirst search for "${query}": ${kb(total)} as served here, ${kb(wire)} with gzip responses, in ${searchBytes.length} files (target < 300 KB on 5,000 notes) — ${status}`,
    );
    const kinds = new Map<string, number>();
    for (const r of searchBytes) {
      const kind = /\.(pf_\w+|js|json|pagefind)$/.exec(r.url)?.[1] ?? 'other';
      kinds.set(kind, (kinds.get(kind) ?? 0) + r.bytes);
    }
    for (const [kind, bytes] of kinds) console.log(`  ${kind.padEnd(12)} ${kb(bytes)}`);
    await context.close();
  }
  // Graph view: frame intervals while zooming (the layout comes from the build; the browser only draws).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const started = performance.now();
  await page.goto(`${server.url}graph/`);
  await page.waitForSelector('graph-view[data-ready]', { timeout: 60_000 });
  const ready = performance.now() - started;
  const frames = await page.evaluate(async () => {
    const view = (document.querySelector('graph-view') as HTMLElement & { view: { zoom(f: number): void } }).view;
    const next = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const intervals: number[] = [];
    let last = await next();
    for (let i = 0; i < 40; i++) {
      view.zoom(i < 20 ? 1.08 : 1 / 1.08);
      const now = await next();
      intervals.push(now - last);
      last = now;
    }
    return intervals.sort((a, b) => a - b);
  });
  await page.waitForTimeout(400);
  const sceneMs = await page.evaluate(
    () => (document.querySelector('graph-view') as HTMLElement & { view: { lastSceneMs: number } }).view.lastSceneMs,
  );
  const nodes = await page.evaluate(
    () => (document.querySelector('graph-view') as HTMLElement & { view: { data: { title: string[] } } }).view.data.title.length,
  );
  console.log(
    `\ngraph view: ${nodes} nodes, ready ${ready.toFixed(0)} ms after navigation; frame while zooming median ${frames[Math.floor(frames.length / 2)]!.toFixed(1)} ms, worst ${frames.at(-1)!.toFixed(1)} ms; full redraw after the view rests ${sceneMs.toFixed(0)} ms`,
  );
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
