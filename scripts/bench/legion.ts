/**
 * Legion engine benchmark (prints, never asserts). Run: `npx node scripts/bench/legion.ts`
 *
 * 1. `canPerform` queries a second over a fixed mix of states and actions (troopers, droids,
 *    vehicles; fresh, suppressed, panicked, damaged; empty and busy logs; keyword and card
 *    actions; an enemy's activation with a standby token; engaged units with keywords), measured over at least 1 s per round, 5 rounds; prints each round and the median.
 * 2. The gzipped size of `src/engine/legion/index.ts` bundled by esbuild for the browser (ESM, minified,
 *    UTF-8 output: the messages use ≥ and ×): all of it, and what a page importing only `engine` or
 *    only `canPerform` would ship.
 */
import { build } from 'esbuild';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { canPerform, type Action, type Done, type UnitState } from '../../src/engine/legion/index.ts';

const base = { step: 'perform-actions', did: [] } as const;
const states: UnitState[] = [
  { ...base, type: 'trooper', courage: 1, suppression: 0 },
  { ...base, type: 'trooper', courage: 1, suppression: 1, did: [{ action: 'move' }] },
  { ...base, type: 'trooper', courage: 1, suppression: 2 },
  { ...base, type: 'trooper', courage: 1, suppression: 3, commander: 2, did: [{ action: 'aim' }] },
  {
    ...base,
    type: 'trooper',
    courage: 'none',
    suppression: 0,
    keywords: ['relentless'],
    did: [{ action: 'move' }, { action: 'attack', free: true, grantedBy: 'relentless' }],
  },
  {
    ...base,
    type: 'trooper',
    courage: 2,
    suppression: 0,
    keywords: ['gunslinger'],
    did: [{ action: 'attack' }, { action: 'attack', notAction: true, grantedBy: 'gunslinger' }],
  },
  { ...base, type: 'droid-trooper', courage: 1, suppression: 1, did: [{ gained: 'aim' }, { action: 'card', card: 'Jump', as: 'move' }] },
  { ...base, type: 'ground-vehicle', courage: 'none', suppression: 0, damaged: true, damageRoll: 'blank', did: [{ action: 'standby' }] },
  { ...base, type: 'repulsor-vehicle', courage: 'none', suppression: 0, did: [{ action: 'move' }, { action: 'move' }] },
  {
    ...base,
    type: 'trooper',
    courage: 2,
    suppression: 2,
    suppressionAtStart: 0,
    did: [{ action: 'recover' }, { action: 'card', card: 'Quick', free: true }] as Done[],
  },
  { type: 'trooper', courage: 1, suppression: 1, step: 'rally', did: [] },
  {
    ...base,
    type: 'trooper',
    courage: 1,
    suppression: 0,
    standby: true,
    turn: 'enemy',
    trigger: { did: 'move', within2: true, los: true },
  },
  {
    ...base,
    type: 'trooper',
    courage: 'none',
    suppression: 0,
    wounds: 1,
    engaged: true,
    keywords: ['juyo-mastery', { keyword: 'tactical', x: 1 }, 'charge'],
    did: [{ action: 'move', startsMelee: true }],
  },
  { ...base, type: 'droid-trooper', courage: 1, suppression: 0, keywords: [{ keyword: 'ai', actions: ['attack'] }, 'steady', 'plodding'] },
];
const actions: Action[] = [
  { action: 'move' },
  { action: 'attack' },
  { action: 'aim' },
  { action: 'dodge' },
  { action: 'standby' },
  { action: 'recover' },
  { action: 'attack', free: true },
  { action: 'aim', free: true, untyped: true },
  { action: 'attack', free: true, grantedBy: 'relentless' },
  { action: 'attack', notAction: true, grantedBy: 'gunslinger' },
  { action: 'card', card: 'Jump', as: 'move' },
  { action: 'card', card: 'Quick', free: true },
  { action: 'card', card: 'Salvo', icons: 2 },
  { action: 'attack', free: true, standby: true, weapon: 'ranged', defender: { trigger: true } },
  { action: 'move', withdraw: true },
  { action: 'attack', weapon: 'ranged', defender: { inRange: true, los: true, inMelee: false }, defenders: 2 },
];

function round(): number {
  let n = 0;
  let allowed = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < 1000) {
    for (let k = 0; k < 200; k++) {
      for (const s of states) for (const a of actions) if (canPerform(s, a).allowed) allowed++;
    }
    n += 200 * states.length * actions.length;
    t = performance.now();
  }
  if (allowed < 0) console.log(allowed); // keep the result alive
  return (n / (t - t0)) * 1000;
}

const rates: number[] = [];
for (let i = 0; i < 5; i++) {
  const r = round();
  rates.push(r);
  console.log(`round ${i + 1}: ${Math.round(r).toLocaleString('en')} canPerform/s`);
}
rates.sort((a, b) => a - b);
const median = rates[2] ?? 0;
const verdict = (ok: boolean): string => (ok ? 'met' : 'missed');
console.log(
  `canPerform: median ${Math.round(median).toLocaleString('en')} queries/s over ${states.length} states × ${actions.length} actions (target ≥ 1,000,000: ${verdict(median >= 1_000_000)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on a shared machine)`,
);

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Bundles `contents` (an ES module importing from the project root) for the browser; returns [minified, gzipped] bytes. */
async function size(contents: string): Promise<[number, number]> {
  const out = await build({
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  const js = out.outputFiles[0]?.contents ?? new Uint8Array();
  return [js.length, gzipSync(js, { level: 9 }).length];
}
const fmt = ([raw, gz]: [number, number]) => `${raw.toLocaleString('en')} B minified, ${gz.toLocaleString('en')} B gzipped`;
console.log(
  `bundle, all of src/engine/legion/index.ts (rules + parseScenario, the validator of untrusted input): ${fmt(await size("export * from './src/engine/legion/index.ts'"))}`,
);
const rules = await size(
  "export { canPerform, legalActions, actionsRemaining, status, rallyOdds, canContest, reasons } from './src/engine/legion/index.ts'",
);
console.log(
  `bundle, the rules engine (canPerform, legalActions, actionsRemaining, status, rallyOdds, canContest, reasons; no input validation): ${fmt(rules)} (target < 5,120 B gzipped: ${verdict(rules[1] < 5120)})`,
);
const bare = await size(
  "export { canPerform, legalActions, actionsRemaining } from './src/engine/legion/actions.ts'; export { status } from './src/engine/legion/morale.ts'; export { rallyOdds } from './src/engine/legion/rally.ts'; export { canContest } from './src/engine/legion/contest.ts'; export { catalogue } from './src/engine/legion/reasons.ts';",
);
console.log(
  `bundle, the same rules without their words (the widget reads the words from rules.json): ${fmt(bare)} (target < 5,120 B gzipped: ${verdict(bare[1] < 5120)})`,
);
console.log(`bundle, only engine (parseScenario + answer): ${fmt(await size("export { engine } from './src/engine/legion/index.ts'"))}`);
console.log(`bundle, only canPerform (+ its reasons): ${fmt(await size("export { canPerform } from './src/engine/legion/index.ts'"))}`);
