/**
 * Screenshots of the main pages at a phone size (390 × 844, touch, 2× pixels shown at 1×) and a
 * desktop size (1280 × 800), light theme, into `docs/screenshots/{page}-{phone|desktop}.png`.
 * Builds content/ into a temporary folder unless `--dist DIR` names a built site.
 *
 *   npm run screenshots [-- --dist DIR] [-- --dark]
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { distToMeasure, launchChromium, PROJECT_ROOT, serveDist } from '../tests/e2e/harness.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' }, vault: { type: 'string' }, dark: { type: 'boolean' } } });
const PAGES: [name: string, url: string, ready?: string][] = [
  ['home', '/'],
  ['note', '/legion/actions/'],
  ['check-legion', '/check/legion/?v=1&unit={type:trooper,courage:1,suppression:1}&did=[move,attack]&ask=attack', 'rg-check .rgc-verdict'],
  ['check-chronicle-x', '/check/chronicle-x/', 'rg-check .rgc-verdict'],
  ['check-swu', '/check/swu/', 'rg-check .rgc-verdict'],
  ['glossary', '/glossary/'],
  ['search', '/search/?q=line+of+sight', 'main .search-result-title a'],
  ['graph', '/graph/', 'graph-view[data-ready]'],
  ['not-found', '/404.html'], // the page the service worker (or a host) serves for an unknown address
];
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1280, height: 800 } },
};

const dist = await distToMeasure({ dist: values.dist, vault: values.vault });
const out = path.join(PROJECT_ROOT, 'docs', 'screenshots');
await mkdir(out, { recursive: true });
const server = await serveDist(dist);
const browser = await launchChromium();
try {
  for (const [device, options] of Object.entries(DEVICES)) {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block', colorScheme: values.dark ? 'dark' : 'light' });
    for (const [name, url, ready] of PAGES) {
      const page = await context.newPage();
      await page.goto(new URL(url, server.url).href);
      if (ready) await page.waitForSelector(ready, { state: 'attached', timeout: 20_000 });
      await page.waitForTimeout(300);
      const file = path.join(out, `${name}-${device}${values.dark ? '-dark' : ''}.png`);
      await page.screenshot({ path: file });
      console.log(`${path.relative(PROJECT_ROOT, file)}`);
      await page.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  if (!values.dist) await rm(dist, { recursive: true, force: true });
}
