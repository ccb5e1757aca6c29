/**
 * Writes a deterministic synthetic vault to a folder, for benchmarks and scale tests.
 *
 *   npx node scripts/generate-vault.ts --notes 5000 --out bench-out/vaults/v5000 [--seed 1]
 *
 * The folder is emptied first. Exit code 2 on bad usage.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateVault } from '../src/synthetic/vault-generator.ts';

const usage = 'usage: generate-vault --notes N --out DIR [--seed S]';
let values: { notes?: string; out?: string; seed?: string };
try {
  ({ values } = parseArgs({ options: { notes: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const notes = Number(values.notes);
const seed = values.seed === undefined ? 1 : Number(values.seed);
if (!values.out || !Number.isInteger(notes) || notes < 1 || !Number.isInteger(seed)) {
  console.error(`--notes must be a whole number ≥ 1, --seed a whole number, and --out a folder.\n${usage}`);
  process.exit(2);
}
const started = performance.now();
const files = generateVault({ notes, seed });
rmSync(values.out, { recursive: true, force: true });
let bytes = 0;
for (const file of files) {
  const target = join(values.out, file.path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, file.content);
  bytes += typeof file.content === 'string' ? Buffer.byteLength(file.content) : file.content.byteLength;
}
console.log(
  `wrote ${files.length} files (${notes} notes, ${(bytes / 1e6).toFixed(1)} MB) to ${values.out} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
);
