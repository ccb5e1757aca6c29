/**
 * Benchmark of the checker on a generated vault. Prints; asserts nothing.
 *
 *   npx node scripts/generate-vault.ts --notes 5000 --out bench-out/vaults/v5000
 *   npx node scripts/bench/check.ts bench-out/vaults/v5000 [--edits 10] [--runs 3]
 *
 * 1. In this process: `checkVault` (loadVault without cache, no HTML, + the checks without engines).
 * 2. The command `node scripts/check.ts VAULT --format json` as editors run it (engines, drift;
 *    with the flags of `npm run check`, `scripts/node-flags.ts`),
 *    in a child process, each run timed from spawn to exit (npm's or npx's own start-up, ~0.5 s,
 *    not included): `--no-cache`; the first run with an empty parse cache (it parses everything
 *    and writes the cache); again with nothing changed (the cache gives every note). Median of
 *    `--runs` runs, except the first cache run.
 * 3. The `--watch` session: its start, then one-note edits saved and restored (`--edits`): the
 *    re-check alone and save → new report (file watcher included).
 * Each command run is also given its CPU time (user + system, all its threads, from the children
 * times in /proc/self/stat on Linux), which other work on the machine inflates much less than
 * the wall time. The no-cache run is judged against its target (`targets.ts`): met or missed.
 * The load average is printed before and after: above ~1 on 2 cores, other work shared the machine.
 * It edits (and then restores) notes of the vault it is given: use a generated one.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkVault } from '../../src/checker/check.ts';
import { parseCacheDir } from '../../src/checker/cli.ts';
import { startSession, type SessionUpdate } from '../../src/checker/session.ts';
import { watchSession } from '../../src/checker/watch.ts';
import { formatJudged, judgeCheckNoCache } from './targets.ts';
import { NODE_FLAGS } from '../node-flags.ts';

const usage =
  'usage: npx node scripts/bench/check.ts VAULT [--edits N] [--runs N]\n  --edits N  one-note edits saved under --watch (default 10)\n  --runs N   runs of each check command timing, median printed (default 3)';
let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      edits: { type: 'string', default: '10' },
      runs: { type: 'string', default: '3' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const { values, positionals } = parsed;
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const root = positionals[0];
const edits = Number(values.edits);
const runs = Number(values.runs);
if (!root || !Number.isInteger(edits) || edits < 1 || !Number.isInteger(runs) || runs < 1) {
  console.error(usage);
  process.exit(2);
}

const ms = (t: number) => `${t.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);

let t = performance.now();
const { report } = await checkVault(root);
console.log(
  `cold check (loadVault + checks): ${ms(performance.now() - t)} — ${report.notes} notes, ${report.diagnostics.length} diagnostics`,
);

// The command, in child processes from the project folder (its parse cache lives there).
const project = fileURLToPath(new URL('../..', import.meta.url));
const vault = resolve(root);
/** CPU seconds (user + system) of this process's finished children, or `null` off Linux. */
function childrenCpuSeconds(): number | null {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name: state is 3; cutime and cstime are 16 and 17 (clock ticks, 100 a second).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

interface Timed {
  /** Wall time from spawn to exit, ms. */
  ms: number;
  /** CPU time of the run (all threads), ms; `null` when not known. */
  cpuMs: number | null;
}

function command(args: string[]): Promise<Timed> {
  return new Promise((done, fail) => {
    const cpuBefore = childrenCpuSeconds();
    const started = performance.now();
    const child = spawn(process.execPath, [...NODE_FLAGS, 'scripts/check.ts', vault, '--format', 'json', ...args], {
      cwd: project,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const cpuAfter = childrenCpuSeconds();
      const cpuMs = cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) * 1000;
      if (code === 0 || code === 1) done({ ms, cpuMs });
      else fail(new Error(`check exited with ${code}: ${stderr}`));
    });
  });
}
/** The run of median wall time among `runs` runs. */
const timed = async (args: string[]): Promise<Timed> => {
  const times: Timed[] = [];
  for (let i = 0; i < runs; i++) times.push(await command(args));
  return [...times].sort((a, b) => a.ms - b.ms)[Math.floor(times.length / 2)]!;
};
const shown = (args: string[]) => ['node scripts/check.ts', root, '--format json', ...args].join(' ');
const withCpu = (t: Timed) => `${ms(t.ms)}${t.cpuMs === null ? '' : ` (CPU ${ms(t.cpuMs)})`}`;
const noCache = await timed(['--no-cache']);
console.log(`check command, no cache (${shown(['--no-cache'])}, median of ${runs}): ${withCpu(noCache)}`);
const judged = judgeCheckNoCache(report.notes, noCache.ms);
console.log(judged ? formatJudged(judged) : `check command, no cache: no target at ${report.notes} notes (the target is for 5,000)`);
const cacheDir = parseCacheDir(project, vault);
if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
console.log(
  `check command, first run with an empty parse cache (${shown([])}; parses all, writes ${cacheDir ?? 'no cache: no node_modules'}): ${withCpu(await command([]))}`,
);
console.log(`check command, parse cache warm, nothing changed (${shown([])}, median of ${runs}): ${withCpu(await timed([]))}`);

t = performance.now();
const session = await startSession(root);
console.log(`watch session start (read + parse on worker threads + graph without HTML + checks): ${ms(performance.now() - t)}`);

// A note to edit: the first Markdown file found in a sub-folder.
const notes: string[] = [];
const walk = (dir: string, prefix: string) => {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) walk(join(dir, e.name), rel);
    else if (e.name.endsWith('.md')) notes.push(rel);
  }
};
walk(root, '');
const targets = notes.slice(0, edits);

const inProcess: number[] = [];
const endToEnd: number[] = [];
let resolveUpdate: ((u: SessionUpdate) => void) | null = null;
const watcher = watchSession(
  session,
  (u) => resolveUpdate?.(u),
  (e) => console.error(e),
);
await new Promise((r) => setTimeout(r, 200));
for (const path of targets) {
  const file = join(root, path);
  const original = readFileSync(file, 'utf8');
  for (const text of [`${original}\nSee [[No Such Note ${path}]].\n`, original]) {
    const done = new Promise<SessionUpdate>((r) => (resolveUpdate = r));
    const saved = performance.now();
    writeFileSync(file, text);
    const update = await done;
    endToEnd.push(performance.now() - saved);
    inProcess.push(update.ms);
    await new Promise((r) => setTimeout(r, 30));
  }
}
watcher.close();
console.log(`one-note edit, re-check only (median of ${inProcess.length}): ${ms(median(inProcess))} (max ${ms(Math.max(...inProcess))})`);
console.log(
  `one-note edit, save → new report incl. watcher and 10 ms debounce (median): ${ms(median(endToEnd))} (max ${ms(Math.max(...endToEnd))})`,
);
console.log(`load average after: ${load()}`);
