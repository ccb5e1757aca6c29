/**
 * `npm run bench`: every benchmark of rulegraph in one run. Prints numbers; asserts nothing.
 *
 *   npm run bench                 # 1,000 and 5,000 notes (full builds), 50,000 notes (pipeline)
 *   npm run bench -- --quick      # 1,000 notes only
 *   npm run bench -- --readme     # also replace the "Benchmarks" table in README.md
 *   npm run bench -- --sizes 5000 # only these sizes (50000 = pipeline only, unless --build-50000)
 *   npm run bench -- --build-50000  # also the full build of 50,000 notes (minutes, GiBs)
 *
 * For each size it generates a synthetic vault (`src/synthetic/vault-generator.ts`, seed 1) under
 * `bench-out/vaults/`, then measures, each in a child process:
 * - the vault pipeline (`scripts/bench/pipeline.ts`): read, parse (worker threads), graph, render;
 * - the full build, `npm run build` (`scripts/build.sh`: `astro build`, then the Pagefind index and
 *   the service worker), into `bench-out/dist-N/`,
 *   with phases from its log;
 * - `check`, cold and after a one-note edit (`scripts/bench/check.ts`);
 * - a rebuild after a one-note edit with the build's caches kept, and whether its output is byte
 *   for byte that of a cold build of the edited vault;
 * - pages and bytes out, JavaScript per page and first-search bytes (`scripts/bench/site.ts`);
 * and once, first: engine queries a second per game (`scripts/bench/{legion,chronicle-x,swu}.ts`),
 * and the note pages' local graphs around a hub every note links to (`scripts/bench/local-graph.ts`).
 *
 * Peak memory: the /proc file system is polled every 50 ms while a child runs; for each poll the
 * resident set sizes (`VmRSS`) of the child and all its descendants (Pagefind is a separate
 * process) are summed; the bench reports the largest sum ("peak RSS, process tree"). The pipeline
 * child also reports its own `getrusage` maxRSS.
 *
 * Every target (`scripts/bench/targets.ts`, and the lines the engine benches judge themselves) is
 * printed with its figure and "met", "missed" or "not measured".
 *
 * Writes `bench-out/bench.json` (every figure and the raw output of each child) and
 * `bench-out/bench.md` (the table). bench-out/ is git-ignored.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { differingFiles, filesUnder } from '../../tests/e2e/dist-diff.ts';
import { type BuildPhases, buildPhases, formatPhases } from './build-log.ts';
import { engineTargetLines, formatJudged, judgeVaultTargets, type SizeFigures } from './targets.ts';
import { NODE_FLAGS } from '../node-flags.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const OUT = path.join(ROOT, 'bench-out');
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    readme: { type: 'boolean', default: false },
    sizes: { type: 'string' },
    'build-50000': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  process.stdout.write(`npm run bench                   1,000 and 5,000 notes (full builds), 50,000 notes (pipeline)
npm run bench -- --quick        1,000 notes only
npm run bench -- --readme       also replace the "Benchmarks" table in README.md
npm run bench -- --sizes 5000   only these sizes (50000 = pipeline only, unless --build-50000)
npm run bench -- --build-50000  also the full build of 50,000 notes (minutes, GiBs)
`);
  process.exit(0);
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  seconds: number;
  /** When the child was started, epoch ms. */
  startedAt: number;
  /** Largest sum of VmRSS over the child's process tree, in MiB. */
  peakTreeMiB: number;
  /**
   * User + system CPU seconds of the process tree (all threads, and the children it waited for),
   * as last polled before it ended: less inflated than wall time when other work shares the machine.
   */
  cpuSeconds: number;
}

function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // the process ended meanwhile
    }
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
  return out;
}

/** Clock ticks a second of /proc/PID/stat's times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** utime + stime + cutime + cstime of `pid` in clock ticks (0 when it has ended). */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) … utime(11) stime(12) cutime(13) cstime(14).
    return [11, 12, 13, 14].reduce((n, i) => n + Number(fields[i]), 0);
  } catch {
    return 0;
  }
}

function rssKiB(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `node args…` in the project root, with the Node flags of the product's scripts
 * (`scripts/node-flags.ts`), or a shell script (`args[0]` ending in `.sh`) with `sh`, polling the
 * memory of its process tree.
 */
function run(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const startedAt = Date.now();
    const [command, ...commandArgs] = args[0]?.endsWith('.sh') ? ['sh', ...args] : [process.execPath, ...NODE_FLAGS, ...args];
    const child = spawn(command!, commandArgs, {
      cwd: ROOT,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let peak = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      if (child.pid === undefined) return;
      const tree = descendants(child.pid);
      peak = Math.max(
        peak,
        tree.reduce((n, pid) => n + rssKiB(pid), 0),
      );
      ticks = Math.max(
        ticks,
        tree.reduce((n, pid) => n + cpuTicks(pid), 0),
      );
    }, 50);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve({
        code,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
        seconds: (performance.now() - started) / 1000,
        startedAt,
        peakTreeMiB: peak / 1024,
        cpuSeconds: ticks / TICKS_PER_SECOND,
      });
    });
  });
}

const say = (line: string) => console.log(line);
const num = (text: string, re: RegExp): number | null => {
  const m = re.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
};

async function ensureVault(notes: number): Promise<string> {
  const dir = path.join(OUT, 'vaults', `v${notes}`);
  const stamp = path.join(dir, '.generated');
  if (existsSync(stamp)) return dir;
  say(`generating a ${notes}-note vault in ${path.relative(ROOT, dir)} …`);
  const r = await run(['scripts/generate-vault.ts', '--notes', String(notes), '--out', dir]);
  if (r.code !== 0) throw new Error(`generate-vault failed:\n${r.stderr}`);
  writeFileSync(stamp, `seed 1, ${notes} notes\n`);
  return dir;
}

/**
 * The build users run (`npm run build`: `scripts/build.sh`) of `vault` into `outDir`, with the
 * content-layer cache in `cacheDir`.
 */
const siteBuild = (vault: string, outDir: string, cacheDir: string) =>
  run(['scripts/build.sh', '--outDir', outDir], {
    RULEGRAPH_VAULT: vault,
    RULEGRAPH_CACHE_DIR: cacheDir,
  });

/**
 * Edits one note of `vault`, rebuilds it with the caches of the cold build (`cacheDir`) and times
 * that, with its phases; then builds the edited vault cold and counts the files that differ. The
 * note is restored.
 */
async function rebuildAfterEdit(
  vault: string,
  notes: number,
  cacheDir: string,
): Promise<
  | { seconds: number; cpuSeconds: number; identical: boolean; differing: number; differingFiles: string[]; phases: BuildPhases }
  | { failed: true }
> {
  const note = filesUnder(vault).find((f) => f.endsWith('.md'));
  if (!note) return { failed: true };
  const file = path.join(vault, note);
  const original = readFileSync(file);
  const warm = path.join(OUT, `dist-${notes}-rebuilt`);
  const cold = path.join(OUT, `dist-${notes}-edited-cold`);
  const coldCache = path.join(OUT, `astro-cache-${notes}-edited-cold`);
  try {
    writeFileSync(file, `${original.toString('utf8')}\n\nA sentence added to time a rebuild after an edit.\n`);
    rmSync(warm, { recursive: true, force: true });
    const rebuilt = await siteBuild(vault, warm, cacheDir);
    if (rebuilt.code !== 0) return { failed: true };
    for (const dir of [cold, coldCache]) rmSync(dir, { recursive: true, force: true });
    const reference = await siteBuild(vault, cold, coldCache);
    if (reference.code !== 0) return { failed: true };
    const differing = differingFiles(warm, cold);
    return {
      seconds: Number(rebuilt.seconds.toFixed(1)),
      cpuSeconds: Number(rebuilt.cpuSeconds.toFixed(1)),
      identical: differing.length === 0,
      differing: differing.length,
      differingFiles: differing.slice(0, 20),
      phases: buildPhases(rebuilt.stdout + rebuilt.stderr, rebuilt.startedAt),
    };
  } finally {
    writeFileSync(file, original);
    for (const dir of [warm, cold, coldCache]) rmSync(dir, { recursive: true, force: true });
  }
}

function dirStats(dir: string): { files: number; bytes: number; html: number } {
  let files = 0;
  let bytes = 0;
  let html = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
    if (entry.name.endsWith('.html')) html++;
  }
  return { files, bytes, html };
}

const results: Record<string, unknown> = {};
const get = (n: number) => results[`notes${n}`] as Record<string, any> | undefined;
const machine = {
  cpus: cpus().length,
  model: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  loadBefore: loadavg().map((l) => Number(l.toFixed(2))),
  loadAfter: [] as number[],
  date: new Date().toISOString(),
};
say(
  `machine: ${machine.cpus} cores (${machine.model}), ${machine.memoryGiB} GiB, node ${machine.node}, load average ${machine.loadBefore.join(' ')}`,
);
mkdirSync(OUT, { recursive: true });

// The engines run first, before any build has loaded the machine: run after the builds, Legion's
// canPerform once gave 747,361/s (745k per CPU-second) against 1.1-1.2 M/s run alone minutes later
// with the same code. Run first, on an idle machine, it still moves from run to run (886,994 and
// 1,084,754/s in two runs with the same engine code): read it with the load average printed beside it.
say('\n## Engines (queries a second)');
const engines: Record<string, string> = {};
for (const game of ['legion', 'chronicle-x', 'swu']) {
  const file = `scripts/bench/${game}.ts`;
  if (!existsSync(path.join(ROOT, file))) continue;
  const r = await run([file]);
  engines[game] = r.stdout + (r.code === 0 ? '' : r.stderr);
  const rates = [...r.stdout.matchAll(/^(?=\S)(.*?)\s+([\d,]+(?:\.\d+)?)\s+(?:\S+\/s|\/s)/gm)].map((m) => `${m[1]!.trim()}: ${m[2]}/s`);
  const median = /canPerform: median ([\d,]+) queries\/s/.exec(r.stdout);
  say(`${game}: ${median ? `canPerform ${median[1]}/s` : rates.slice(0, 4).join('; ')}`);
}
results.engines = engines;

// Note pages' local graphs in a vault with a hub (the synthetic vaults have none): every page
// within one link of a note every note links to.
say('\n## Local graphs around a hub');
const localGraphRun = await run(['scripts/bench/local-graph.ts']);
const localGraph = localGraphRun.stdout + (localGraphRun.code === 0 ? '' : localGraphRun.stderr);
for (const l of localGraph
  .trim()
  .split('\n')
  .filter((l) => !/\b(met|missed)\b/.test(l)))
  say(l.trim().replace(/\s+/g, ' '));
results.localGraph = localGraph;

const chosen = values.sizes ? values.sizes.split(',').map(Number) : values.quick ? [1000] : [1000, 5000, 50_000];
const sizes = chosen.filter((n) => n !== 50_000 || values['build-50000']);
const fiftyThousand = chosen.includes(50_000) && !values['build-50000'];
for (const notes of sizes) {
  const vault = await ensureVault(notes);
  const entry: Record<string, unknown> = { notes };
  results[`notes${notes}`] = entry;
  say(`\n## ${notes.toLocaleString('en')} notes`);

  // Phases (three parses in one process), then loadVault alone in a fresh process for its time and memory.
  const phases = await run(['scripts/bench/pipeline.ts', vault]);
  const alone = await run(['scripts/bench/pipeline.ts', vault, '--total-only']);
  const ph = JSON.parse(phases.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
  const p = { ...ph, ...(JSON.parse(alone.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>) };
  entry.pipeline = { ...p, peakTreeMiB: Math.round(alone.peakTreeMiB) };
  say(
    `pipeline (loadVault, ${p.threads} parse threads): ${(p.total! / 1000).toFixed(1)} s; phases read ${p.read} ms, parse ${p.parse} ms, graph ${p.graph} ms, render ${p.render} ms; peak RSS ${Math.round(p.maxRssKb! / 1024)} MiB`,
  );

  const dist = path.join(OUT, `dist-${notes}`);
  const cache = path.join(OUT, `astro-cache-${notes}`);
  rmSync(dist, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
  const build = await siteBuild(vault, dist, cache);
  const log = build.stdout + build.stderr;
  if (build.code !== 0) {
    say(`the build failed (exit ${build.code}); last lines:\n${log.split('\n').slice(-15).join('\n')}`);
    entry.build = { failed: true, code: build.code, seconds: build.seconds };
  }
  const stats = build.code === 0 ? dirStats(dist) : { files: 0, bytes: 0, html: 0 };
  const b = {
    seconds: Number(build.seconds.toFixed(1)),
    cpuSeconds: Number(build.cpuSeconds.toFixed(1)),
    peakTreeMiB: Math.round(build.peakTreeMiB),
    pages: num(log, /(\d+) page\(s\) built/),
    pagefindMs: num(log, /Pagefind indexed \d+ pages in (\d+) ms/),
    serviceWorkerMs: num(log, /Service worker precaches \d+ files \([\d.]+ KiB\) in (\d+) ms/),
    precachedFiles: num(log, /Service worker precaches (\d+) files/),
    precachedKiB: num(log, /Service worker precaches \d+ files \(([\d.]+) KiB\)/),
    files: stats.files,
    htmlFiles: stats.html,
    bytes: stats.bytes,
    phases: buildPhases(log, build.startedAt),
  };
  if (build.code === 0) entry.build = b;
  if (build.code === 0)
    say(
      `build (astro build, then Pagefind + service worker): ${b.seconds} s (${b.cpuSeconds} s user+sys CPU), peak RSS (process tree) ${b.peakTreeMiB} MiB; ${b.pages} pages, ${stats.files} files, ${(stats.bytes / 2 ** 20).toFixed(1)} MiB out; Pagefind ${b.pagefindMs} ms, service worker +${b.serviceWorkerMs} ms after it (${b.precachedFiles} files, ${b.precachedKiB} KiB precached)\n  phases: ${formatPhases(b.phases)}`,
    );

  const check = await run(['scripts/bench/check.ts', vault, '--edits', '5']);
  entry.check = {
    coldMs: num(check.stdout, /cold check[^:]*: ([\d.]+) ms/),
    editMs: num(check.stdout, /one-note edit, re-check only[^:]*: ([\d.]+) ms/),
    editEndToEndMs: num(check.stdout, /one-note edit, save → new report[^:]*: ([\d.]+) ms/),
    noCacheMs: num(check.stdout, /check command, no cache[^:]*\)[^:]*: ([\d.]+) ms/),
    noCacheCpuMs: num(check.stdout, /check command, no cache[^:]*\)[^:]*: [\d.]+ ms \(CPU ([\d.]+) ms\)/),
    output: check.stdout + (check.code === 0 ? '' : check.stderr),
  };
  say(check.code === 0 ? check.stdout.trim() : `check bench failed (exit ${check.code}): ${check.stderr.split('\n').slice(-5).join('\n')}`);

  if (build.code !== 0) continue;
  const site = await run(['scripts/bench/site.ts', '--dist', dist]);
  entry.site = {
    jsPerPage: [...site.stdout.matchAll(/^\s+(\S+)\s+([\d.]+) KB\s+\(\d+ files/gm)].map((m) => ({ page: m[1], kb: Number(m[2]) })),
    firstSearchKB: num(site.stdout, /first search for "[^"]*": ([\d.]+) KB as served/),
    firstSearchGzipKB: num(site.stdout, /first search for "[^"]*": [\d.]+ KB as served here, ([\d.]+) KB with gzip/),
    notePageMedianKB: num(site.stdout, /median ([\d.]+) KB/),
    output: site.stdout + (site.code === 0 ? '' : site.stderr),
  };
  say(site.code === 0 ? site.stdout.trim() : `site bench failed (exit ${site.code}): ${site.stderr.split('\n').slice(-5).join('\n')}`);

  const rebuild = await rebuildAfterEdit(vault, notes, cache);
  entry.rebuild = rebuild;
  say(
    'failed' in rebuild
      ? 'rebuild after a one-note edit failed'
      : `rebuild after a one-note edit (caches kept): ${rebuild.seconds} s (${rebuild.cpuSeconds} s user+sys CPU); output ${rebuild.identical ? 'byte-identical to' : `differs in ${rebuild.differing} files (${rebuild.differingFiles.join(', ')}) from`} a cold build of the edited vault\n  phases: ${formatPhases(rebuild.phases)}`,
  );
  rmSync(cache, { recursive: true, force: true });
}

if (fiftyThousand) {
  const vault = await ensureVault(50_000);
  say('\n## 50,000 notes (pipeline only)');
  // Node's default heap limit (about 4 GiB here): running out of memory shows as a failure.
  const pipeline = await run(['scripts/bench/pipeline.ts', vault, '--total-only']);
  if (pipeline.code === 0) {
    const p = JSON.parse(pipeline.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
    results.notes50000 = { notes: 50_000, pipeline: { ...p, peakTreeMiB: Math.round(pipeline.peakTreeMiB) } };
    say(
      `pipeline (loadVault, with HTML): ${(p.total! / 1000).toFixed(1)} s, ${p.notes} notes, ${p.edges} edges, ${(p.htmlBytes! / 2 ** 20).toFixed(0)} MiB of HTML; peak RSS ${Math.round(p.maxRssKb! / 1024)} MiB`,
    );
  } else {
    results.notes50000 = { notes: 50_000, failed: true, code: pipeline.code, stderr: pipeline.stderr.split('\n').slice(-20).join('\n') };
    say(`pipeline failed (exit ${pipeline.code}):\n${pipeline.stderr.split('\n').slice(-10).join('\n')}`);
  }
}

say('\n## Targets');
const judged = judgeVaultTargets(chosen.map((n) => (get(n) ?? { notes: n }) as SizeFigures));
const targetLines = [
  ...judged.map(formatJudged),
  ...Object.entries(engines).flatMap(([game, out]) => {
    const lines = engineTargetLines(out);
    return lines.length ? lines.map((l) => `${game}: ${l}`) : [`${game}: its bench printed no target line — not measured`];
  }),
  ...(engineTargetLines(localGraph).length
    ? engineTargetLines(localGraph)
    : ['local graphs: their bench printed no target line — not measured']),
];
for (const l of targetLines) say(l);
results.targets = targetLines;
machine.loadAfter = loadavg().map((l) => Number(l.toFixed(2)));
results.machine = machine;
writeFileSync(path.join(OUT, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);

// The table.
const cell = (v: unknown, unit = '') => (v === null || v === undefined ? '—' : `${v}${unit}`);
const columns = [...sizes, ...(fiftyThousand ? [50_000] : [])];
const line = (label: string, f: (e: Record<string, any>) => string) =>
  `| ${label} | ${columns
    .map((n) => {
      const e = get(n);
      return e ? f(e) : '—';
    })
    .join(' | ')} |`;
const md = [
  `| | ${columns.map((n) => `${n.toLocaleString('en')} notes`).join(' | ')} |`,
  `|---|${columns.map(() => '---:').join('|')}|`,
  line('pipeline (loadVault), s', (e) => cell(e.pipeline?.total !== undefined ? (e.pipeline.total / 1000).toFixed(1) : null)),
  line('— read / parse / graph / render, s', (e) =>
    e.pipeline?.parse !== undefined
      ? [e.pipeline.read, e.pipeline.parse, e.pipeline.graph, e.pipeline.render].map((ms: number) => (ms / 1000).toFixed(1)).join(' / ')
      : '—',
  ),
  line('pipeline peak RSS, MiB', (e) => cell(e.pipeline ? Math.round(e.pipeline.maxRssKb / 1024) : null)),
  line('full build (`npm run build`), s', (e) => (e.build?.failed ? `failed (exit ${e.build.code})` : cell(e.build?.seconds))),
  line('— user+sys CPU of the build, s', (e) => cell(e.build?.cpuSeconds)),
  line('— of which Pagefind / service worker after it, s', (e) =>
    e.build?.pagefindMs !== undefined ? `${(e.build.pagefindMs / 1000).toFixed(1)} / ${(e.build.serviceWorkerMs / 1000).toFixed(1)}` : '—',
  ),
  line('build peak RSS (process tree), MiB', (e) => cell(e.build?.peakTreeMiB)),
  line('rebuild after a one-note edit, s', (e) =>
    e.rebuild?.seconds !== undefined
      ? `${e.rebuild.seconds} (${e.rebuild.identical ? 'byte-identical' : `${e.rebuild.differing} files differ`})`
      : '—',
  ),
  line('— rebuild: start-up / content sync / vite / pages / Pagefind / service worker, s', (e) => {
    const p = e.rebuild?.phases as BuildPhases | undefined;
    return p
      ? `${[p.startup, p.contentSync, p.vite, p.pages, p.pagefind, p.serviceWorker].map((x) => cell(x)).join(' / ')} (${p.pagesRendered} pages rendered, ${p.pagesReused} copied)`
      : '—';
  }),
  line('pages / files / MiB out', (e) =>
    e.build?.pages ? `${e.build.pages} / ${e.build.files} / ${(e.build.bytes / 2 ** 20).toFixed(1)}` : '—',
  ),
  line('`check` cold, ms', (e) => cell(e.check?.coldMs)),
  line('`check --no-cache` command, ms (CPU ms)', (e) =>
    e.check?.noCacheMs !== undefined && e.check?.noCacheMs !== null
      ? `${e.check.noCacheMs}${e.check.noCacheCpuMs !== null && e.check.noCacheCpuMs !== undefined ? ` (${e.check.noCacheCpuMs})` : ''}`
      : '—',
  ),
  line('`check` after a one-note edit, ms', (e) => cell(e.check?.editMs)),
  line('note page HTML (median), KB', (e) => cell(e.site?.notePageMedianKB)),
  line('JavaScript per page, KB', (e) =>
    e.site?.jsPerPage?.length ? e.site.jsPerPage.map((j: { page: string; kb: number }) => `${j.page} ${j.kb}`).join(', ') : '—',
  ),
  line('first search, KB (gzip)', (e) =>
    cell(
      e.site?.firstSearchKB !== undefined && e.site?.firstSearchKB !== null
        ? `${e.site.firstSearchKB} (${e.site.firstSearchGzipKB})`
        : null,
    ),
  ),
].join('\n');
const engineLines = Object.entries(engines)
  .map(
    ([game, out]) =>
      `- ${game}: ${out
        .trim()
        .split('\n')
        .filter((l) => /\/s/.test(l))
        .slice(0, 4)
        .map((l) => l.trim().replace(/\s+/g, ' '))
        .join('; ')}`,
  )
  .join('\n');
const machineLine = `${machine.cpus} cores (${machine.model}), ${machine.memoryGiB} GiB RAM, Node ${machine.node}; load average ${machine.loadBefore[0]} before, ${machine.loadAfter[0]} after (1-minute; above ~2 on 2 cores means other work shared the machine and the times are inflated)`;
const report = `Command: \`npm run bench${
  process.argv.slice(2).filter((a) => a !== '--readme').length
    ? ` -- ${process.argv
        .slice(2)
        .filter((a) => a !== '--readme')
        .join(' ')}`
    : ''
}\` (${machine.date.slice(0, 10)}). Machine: ${machineLine}.\n\n${md}\n\nEngines:\n${engineLines}\n\nTargets:\n${targetLines.map((l) => `- ${l}`).join('\n')}\n`;
writeFileSync(path.join(OUT, 'bench.md'), report);
say(`\n${report}\nwrote bench-out/bench.json and bench-out/bench.md`);

if (values.readme) {
  const readme = path.join(ROOT, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (text.includes(start) && text.includes(end)) {
    writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${report}${text.slice(text.indexOf(end))}`);
    say('updated the Benchmarks table in README.md');
  } else say(`README.md has no ${start} … ${end} markers; table not written there`);
}
