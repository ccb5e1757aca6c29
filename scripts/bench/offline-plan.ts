/**
 * Offline plan benchmark: on a built site, lists the files the service worker would precache (as
 * the build does) and times the offline plan: reading the site (`readOfflineSite`: sizes, the
 * graph, the search fragments' pages) and planning it twice, as a build does. Prints milliseconds
 * per step and the plan's figures.
 *
 *   npx node scripts/bench/offline-plan.ts --dist bench-out/dist-50000 [--budget-mb 15]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gameTitle } from '../../src/components/site-data.ts';
import { DEFAULT_PRECACHE_BUDGET_BYTES, planOffline, readOfflineSite } from '../../src/integrations/offline-plan.ts';
import { listPrecachable, OFFLINE_PACKS_FILE } from '../../src/integrations/service-worker.ts';

const { values } = parseArgs({ options: { dist: { type: 'string' }, 'budget-mb': { type: 'string' } } });
if (!values.dist) throw new Error('Pass --dist DIR: a built site (npm run bench -- --sizes 5000 writes bench-out/dist-5000).');
const dist = path.resolve(values.dist);
const budget = values['budget-mb'] ? Number(values['budget-mb']) * 2 ** 20 : DEFAULT_PRECACHE_BUDGET_BYTES;

let started = performance.now();
// A finished build already holds the packs' listing, which the build writes after planning.
const entries = (await listPrecachable(dist)).entries.filter((e) => e.url !== OFFLINE_PACKS_FILE);
console.log(`listed ${entries.length} files in ${Math.round(performance.now() - started)} ms (not part of the plan's time)`);

started = performance.now();
const site = readOfflineSite(dist, entries);
const read = performance.now() - started;
started = performance.now();
const first = planOffline(site, '/', budget, gameTitle);
const second = planOffline(site, '/', budget - 64 * 1024, gameTitle);
const planned = performance.now() - started;
console.log(`readOfflineSite: ${Math.round(read)} ms`);
console.log(`planOffline ×2: ${Math.round(planned)} ms`);
console.log(`offline plan in all: ${Math.round(read + planned)} ms`);
for (const plan of [first, second]) {
  console.log(
    `  budget ${(plan.budgetBytes / 2 ** 20).toFixed(2)} MiB: ${plan.whole ? 'whole site' : `${plan.precache.length} files, ${plan.precachedNotes} notes`} precached (${(plan.precachedBytes / 2 ** 20).toFixed(1)} MiB), ${plan.packs.length} packs`,
  );
}
