/**
 * Benchmark of the checker on a generated vault: the cold check, and the time from saving a
 * one-note edit to the new report under `--watch` (file watcher included). Prints; asserts nothing.
 *
 *   npx node scripts/generate-vault.ts --notes 5000 --out /tmp/v5000
 *   npx node scripts/bench/check.ts /tmp/v5000 [--edits 10]
 *
 * It edits (and then restores) notes of the vault it is given: use a generated one.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkVault } from '../../src/checker/check.ts';
import { startSession, type SessionUpdate } from '../../src/checker/session.ts';
import { watchSession } from '../../src/checker/watch.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { edits: { type: 'string', default: '10' } } });
const root = positionals[0];
const edits = Number(values.edits);
if (!root || !Number.isInteger(edits) || edits < 1) {
  console.error('usage: bench/check VAULT [--edits N]');
  process.exit(2);
}

const ms = (t: number) => `${t.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

let t = performance.now();
const { report } = await checkVault(root);
console.log(`cold check (loadVault + checks): ${ms(performance.now() - t)} — ${report.notes} notes, ${report.diagnostics.length} diagnostics`);

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
const watcher = watchSession(session, (u) => resolveUpdate?.(u), (e) => console.error(e));
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
console.log(`one-note edit, save → new report incl. watcher and 10 ms debounce (median): ${ms(median(endToEnd))} (max ${ms(Math.max(...endToEnd))})`);
