/**
 * Benchmark of the vault pipeline: time for `loadVault` on a folder (median of runs).
 *
 *   npx node scripts/bench/vault.ts ../shared/seed-vault
 *   npx node scripts/generate-vault.ts --notes 1000 --out bench-out/vaults/v1000 && npx node scripts/bench/vault.ts bench-out/vaults/v1000
 *
 * Prints notes, edges, diagnostics and the times in milliseconds.
 */
import { loadVault } from '../../src/vault/index.ts';

const root = process.argv[2];
const runs = Number(process.argv[3] ?? 3);
if (!root) {
  console.error('usage: bench/vault <vault folder> [runs=3]');
  process.exit(2);
}
const times: number[] = [];
let summary = '';
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const graph = await loadVault(root);
  times.push(performance.now() - started);
  summary = `${graph.notes.length} notes, ${graph.edges.length} edges, ${graph.unresolved.length} unresolved, ${graph.diagnostics.length} diagnostics`;
}
times.sort((a, b) => a - b);
console.log(`${root}: ${summary}`);
console.log(
  `loadVault: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, runs ${runs} (first includes warm-up)`,
);
