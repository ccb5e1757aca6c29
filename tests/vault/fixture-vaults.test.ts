/**
 * Fixture vaults: tests/fixtures/vaults/<name>/ is a vault, <name>.expected.json the graph it
 * must give (without each note's `html`, which the syntax tests check). Regenerate after an
 * intended change with `UPDATE_FIXTURES=1 npx vitest run tests/vault/fixture-vaults.test.ts`
 * and review the diff.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadVault } from '../../src/vault/index.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/vaults');

describe('fixture vaults give their expected graph', () => {
  const names = readdirSync(FIXTURES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  it.each(names)('%s', async (name) => {
    const graph = await loadVault(join(FIXTURES, name));
    const actual = JSON.parse(JSON.stringify({ ...graph, notes: graph.notes.map(({ html: _html, ...rest }) => rest) }));
    const expectedPath = join(FIXTURES, `${name}.expected.json`);
    if (process.env.UPDATE_FIXTURES === '1' || !existsSync(expectedPath))
      writeFileSync(expectedPath, `${JSON.stringify(actual, null, 2)}\n`);
    expect(actual).toEqual(JSON.parse(readFileSync(expectedPath, 'utf8')));
  });
});
