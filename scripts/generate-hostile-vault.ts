/**
 * Writes the hostile vault (`src/synthetic/hostile-cases.ts`): one note per class of hostile
 * input, the growing ones at about `--size` bytes each, plus a clean note linking to them.
 *
 *   npx node scripts/generate-hostile-vault.ts --out bench-out/hostile [--size 1000000]
 *
 * The small version is committed as tests/fixtures/hostile (`--size 3000`); the large ones
 * (the benchmark's) are generated. The folder is emptied first. Exit code 2 on bad usage.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contentCases, scalableCases } from '../src/synthetic/hostile-cases.ts';

const usage = 'usage: generate-hostile-vault --out DIR [--size BYTES]';
let values: { out?: string; size?: string };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, size: { type: 'string', default: '1000000' } } }));
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
const size = Number(values.size);
if (!values.out || !Number.isInteger(size) || size < 10) {
  console.error(`--out must be a folder and --size a whole number of bytes ≥ 10.\n${usage}`);
  process.exit(2);
}
const cases = [...scalableCases(size), ...contentCases()];
rmSync(values.out, { recursive: true, force: true });
mkdirSync(values.out, { recursive: true });
const links = cases.filter((c) => !c.binary).map((c) => `- [[${c.path.replace(/\.md$/, '')}]]`);
writeFileSync(
  join(values.out, 'index.md'),
  `# Hostile notes\n\nEach note below is hostile input the build and the checker must survive.\n\n${links.join('\n')}\n`,
);
let bytes = 0;
for (const c of cases) {
  writeFileSync(join(values.out, c.path), c.bytes);
  bytes += c.bytes.byteLength;
}
console.log(`wrote ${cases.length + 1} files (${(bytes / 1e6).toFixed(2)} MB) to ${values.out}`);
