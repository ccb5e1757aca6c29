/**
 * Legion engine benchmark (prints, never asserts). Run: `npx node scripts/bench/legion.ts`
 *
 * 1. `canPerform` queries a second over a fixed mix of states and actions (troopers, droids,
 *    vehicles; fresh, suppressed, panicked, damaged; empty and busy logs; keyword and card
 *    actions; an enemy's activation with a standby token; engaged units with keywords), measured over at least 1 s per round, 5 rounds; prints each round and the median,
 *    per wall-clock second and per second of this process's CPU time (on a shared machine the
 *    first drops with other processes' load, the second much less).
 * 2. The gzipped size of the engine bundled by esbuild for the browser (ESM, minified, UTF-8
 *    output): all of `src/engine/legion/index.ts` (what Node loads), and what a Legion widget page
 *    ships: `src/engine/legion/browser.ts`, the widget's only import of the engine, bundled with
 *    code splitting as the site's build does, before any keyword (target < 5,120 B), and what each
 *    keyword's chunk adds when `loadKeywords` fetches it.
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

/** One round of at least 1 s of wall time: queries per wall-clock second, and per second of this process's CPU time. */
function round(): [number, number] {
  let n = 0;
  let allowed = 0;
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  let t = t0;
  while (t - t0 < 1000) {
    for (let k = 0; k < 200; k++) {
      for (const s of states) for (const a of actions) if (canPerform(s, a).allowed) allowed++;
    }
    n += 200 * states.length * actions.length;
    t = performance.now();
  }
  const cpu = process.cpuUsage(c0);
  if (allowed < 0) console.log(allowed); // keep the result alive
  return [(n / (t - t0)) * 1000, n / ((cpu.user + cpu.system) / 1e6)];
}

const rates: number[] = [];
const cpuRates: number[] = [];
for (let i = 0; i < 5; i++) {
  const [r, c] = round();
  rates.push(r);
  cpuRates.push(c);
  console.log(`round ${i + 1}: ${Math.round(r).toLocaleString('en')} canPerform/s (${Math.round(c).toLocaleString('en')} per CPU-second)`);
}
rates.sort((a, b) => a - b);
cpuRates.sort((a, b) => a - b);
const median = rates[2] ?? 0;
const cpuMedian = cpuRates[2] ?? 0;
const verdict = (ok: boolean): string => (ok ? 'met' : 'missed');
console.log(
  `canPerform: median ${Math.round(median).toLocaleString('en')} queries/s over ${states.length} states × ${actions.length} actions (target ≥ 1,000,000: ${verdict(median >= 1_000_000)}; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on a shared machine)`,
);
console.log(
  `canPerform per second of this process's CPU time (what other processes' load changes least): median ${Math.round(cpuMedian).toLocaleString('en')} (target ≥ 1,000,000: ${verdict(cpuMedian >= 1_000_000)})`,
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

/**
 * What a Legion widget page ships of the engine: src/engine/legion/browser.ts (the only module of
 * the engine the widget's modules, check-legion*.ts, import at first) bundled with code splitting, as the site's build does, so each
 * keyword is its own chunk loaded by `loadKeywords`. Returns the bytes a page loads before any
 * keyword (the entry and the chunks it imports statically, each gzipped on its own) and, per
 * module loaded on demand (a keyword, the keywords' loaders, a part of the engine), what loading it adds.
 */
async function shipped(): Promise<{ core: [number, number]; keywords: Map<string, [number, number]> }> {
  const out = await build({
    entryPoints: ['src/engine/legion/browser.ts'],
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    charset: 'utf8',
    outdir: 'bench-out/legion-chunks',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const bytes = new Map<string, [number, number]>();
  for (const f of out.outputFiles) {
    const rel = f.path.slice(root.length);
    bytes.set(rel, [f.contents.length, gzipSync(f.contents, { level: 9 }).length]);
  }
  const outputs = out.metafile?.outputs ?? {};
  /** The chunk and every chunk it imports statically, transitively. */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, seen);
    return seen;
  };
  const sum = (files: Iterable<string>): [number, number] => {
    let raw = 0;
    let gz = 0;
    for (const f of files) {
      const [r, g] = bytes.get(f) ?? [0, 0];
      raw += r;
      gz += g;
    }
    return [raw, gz];
  };
  const entry = Object.keys(outputs).find((f) => outputs[f]?.entryPoint === 'src/engine/legion/browser.ts') ?? '';
  const core = closure(entry);
  const keywords = new Map<string, [number, number]>();
  for (const [file, o] of Object.entries(outputs)) {
    // Every other entry point is a module loaded on demand: a keyword, the keywords' loaders, or a part of parts.ts.
    if (o.entryPoint && file !== entry)
      keywords.set(o.entryPoint.replace(/^.*\/|\.ts$/g, ''), sum([...closure(file)].filter((f) => !core.has(f))));
  }
  return { core: sum(core), keywords };
}

console.log(
  `bundle, all of src/engine/legion/index.ts (every keyword, words, parseScenario: what Node loads): ${fmt(await size("export * from './src/engine/legion/index.ts'"))}`,
);
const page = await shipped();
console.log(
  `bundle, the rules engine a Legion widget page loads (src/engine/legion/browser.ts with code splitting, before any keyword; words from rules.json): ${fmt(page.core)} (target < 5,120 B gzipped: ${verdict(page.core[1] < 5120)})`,
);
const kw = [...page.keywords].sort((a, b) => b[1][1] - a[1][1]);
const all = kw.reduce((t, [, [, gz]]) => t + gz, 0);
console.log(
  `bundle, modules loaded on demand (keyword rules, their loaders, the engine's parts; gzipped, each chunk with what it adds): ${kw.map(([k, [, gz]]) => `${k} ${gz.toLocaleString('en')} B`).join(', ')}; all ${kw.length} together ${all.toLocaleString('en')} B`,
);
