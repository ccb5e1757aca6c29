/**
 * Benchmark of hostile input (`src/synthetic/hostile-cases.ts`). Prints; asserts nothing.
 *
 *   npx node scripts/bench/hostile.ts [--size 1000000] [--only deep-quotes,closers] [--timeout 120]
 *
 * Each measurement runs in a child process started with the product's Node flags
 * (`scripts/node-flags.ts`; its time from the start of the work to its end, and
 * its peak resident memory, `getrusage` maxRSS), on a vault in a temporary folder:
 * 1. One hostile note of about `--size` bytes (default 1 MB) added to a clean generated vault of
 *    50 notes, against the clean vault alone: the vault pipeline (`loadVault` with HTML, on this
 *    thread) and the checker (`check VAULT --format json --no-cache --no-engines`, in-process
 *    through its module). Target: ≤ 2 s and ≤ 300 MB more than the clean vault, measured again
 *    just before each case (so a change of load shifts both); each line ends with the 1-minute
 *    load average after it.
 * 2. Ten notes of 10 KB each of one hostile kind (100 KB): the pipeline and the checker.
 *    Target: ≤ 10 s and ≤ 500 MB.
 * A child over `--timeout` seconds is stopped and counted as missed. The load average is printed:
 * above ~1 on 2 cores, other work shared the machine and the times are inflated.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { contentCases, scalableCases, type HostileCase } from '../../src/synthetic/hostile-cases.ts';
import { generateVault } from '../../src/synthetic/vault-generator.ts';
import { NODE_FLAGS } from '../node-flags.ts';

interface Measure {
  ms: number;
  rssMb: number;
  notes?: number;
  diagnostics?: number;
  exitCode?: number;
}

const SELF = fileURLToPath(import.meta.url);

async function child(mode: string, dir: string): Promise<void> {
  const started = performance.now();
  let extra: Partial<Measure> = {};
  if (mode === 'build') {
    const { loadVault } = await import('../../src/vault/index.ts');
    const graph = await loadVault(dir, { parseThreads: 0 });
    extra = { notes: graph.notes.length, diagnostics: graph.diagnostics.length };
  } else {
    const { runCheckCli } = await import('../../src/checker/cli.ts');
    let out = '';
    const code = await runCheckCli([dir, '--format', 'json', '--no-cache', '--no-engines'], {
      stdout: (t) => void (out += t),
      stderr: (t) => void process.stderr.write(t),
      color: false,
      env: {},
      cwd: process.cwd(),
    });
    const report = out ? (JSON.parse(out) as { notes: number; diagnostics: unknown[] }) : null;
    extra = { exitCode: code, notes: report?.notes, diagnostics: report?.diagnostics.length };
  }
  const result: Measure = { ms: performance.now() - started, rssMb: process.resourceUsage().maxRSS / 1024, ...extra };
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

function measure(mode: 'build' | 'check', dir: string, timeoutS: number): Measure | null {
  const out = spawnSync(process.execPath, [...NODE_FLAGS, SELF, '--child', mode, dir], {
    encoding: 'utf8',
    timeout: timeoutS * 1000,
    maxBuffer: 1 << 26,
  });
  if (out.status !== 0 || !out.stdout.trim()) return null;
  return JSON.parse(out.stdout.trim().split('\n').pop()!) as Measure;
}

function writeVault(dir: string, files: Array<{ path: string; content: string | Uint8Array }>): void {
  rmSync(dir, { recursive: true, force: true });
  for (const f of files) {
    mkdirSync(dirname(join(dir, f.path)), { recursive: true });
    writeFileSync(join(dir, f.path), f.content);
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      child: { type: 'string' },
      size: { type: 'string', default: '1000000' },
      only: { type: 'string' },
      timeout: { type: 'string', default: '120' },
    },
    allowPositionals: true,
  });
  if (values.child) return child(values.child, process.argv[process.argv.length - 1]!);
  const size = Number(values.size);
  const timeout = Number(values.timeout);
  const only = values.only ? new Set(values.only.split(',').map((s) => (s.endsWith('.md') ? s : `${s}.md`))) : null;
  const pick = (cases: HostileCase[]) => cases.filter((c) => !only || only.has(c.path));
  const root = mkdtempSync(join(tmpdir(), 'rulegraph-hostile-'));
  const fmt = (m: Measure | null, base?: Measure | null): string =>
    m
      ? `${(m.ms / 1000).toFixed(2)} s, ${m.rssMb.toFixed(0)} MB${base ? ` (+${((m.ms - base.ms) / 1000).toFixed(2)} s, +${(m.rssMb - base.rssMb).toFixed(0)} MB)` : ''}`
      : 'failed or timed out';
  const verdict = (m: Measure | null, base: Measure | null, maxS: number, maxMb: number): string =>
    m && (m.ms - (base?.ms ?? 0)) / 1000 <= maxS && m.rssMb - (base?.rssMb ?? 0) <= maxMb ? 'met' : 'MISSED';
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  try {
    const clean = generateVault({ notes: 50, seed: 1 });
    const cleanDir = join(root, 'clean');
    writeVault(cleanDir, clean);
    const base = { build: measure('build', cleanDir, timeout), check: measure('check', cleanDir, timeout) };
    console.log(`clean vault (50 notes): build ${fmt(base.build)}; check ${fmt(base.check)}`);
    console.log(`\n1. one hostile note of ~${size} bytes over the clean vault (target ≤ 2 s, ≤ 300 MB more)`);
    for (const c of pick([...scalableCases(size), ...contentCases()])) {
      const dir = join(root, 'one');
      writeVault(dir, [...clean, { path: c.path, content: c.bytes }]);
      // The clean vault again, just before: other work on the machine shifts both alike.
      const near = { build: measure('build', cleanDir, timeout), check: measure('check', cleanDir, timeout) };
      const build = measure('build', dir, timeout);
      const check = measure('check', dir, timeout);
      console.log(
        `${c.path.padEnd(26)} ${String(c.bytes.byteLength).padStart(8)} B  build ${fmt(build, near.build)} ${verdict(build, near.build, 2, 300)}; check ${fmt(check, near.check)} ${verdict(check, near.check, 2, 300)} (exit ${check?.exitCode ?? '-'}, ${check?.notes ?? '-'} notes; load ${loadavg()[0]!.toFixed(1)})`,
      );
    }
    console.log('\n2. ten hostile notes of 10 KB each, one kind per vault (target ≤ 10 s, ≤ 500 MB)');
    for (const c of pick(scalableCases(10_000))) {
      const dir = join(root, 'ten');
      writeVault(
        dir,
        Array.from({ length: 10 }, (_, i) => ({ path: `${i}-${c.path}`, content: c.bytes })),
      );
      const build = measure('build', dir, timeout);
      const check = measure('check', dir, timeout);
      console.log(
        `10 × ${c.path.padEnd(24)} build ${fmt(build)} ${verdict(build, null, 10, 500)}; check ${fmt(check)} ${verdict(check, null, 10, 500)}`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

await main();
