/** Checks against a game engine: citations, uncited rule blocks, `check` blocks. */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyStore } from '../../src/checker/fingerprints.ts';
import { engines } from '../../src/engine/registry.ts';
import { fakeEngine } from './fake-engine.ts';
import { checkVault } from '../../src/checker/check.ts';
import { check, copyFixture, withCode } from './helpers.ts';

const run = () => check('engine', { engines: [fakeEngine], fingerprints: emptyStore() });

describe('engine citations', () => {
  it('reports a rule the engine cites that no note has', async () => {
    const missing = withCode((await run()).diagnostics, 'MissingCitedBlock');
    expect(missing).toHaveLength(1);
    expect(missing[0]!.message).toContain('Teleport');
    expect(missing[0]!.message).toContain('^fake-teleport');
    expect(missing[0]!.file).toBe('fake/');
  });

  it('reports rule blocks no engine rule cites, except in explanatory notes', async () => {
    const uncited = withCode((await run()).diagnostics, 'UncitedRuleBlock');
    expect(uncited.map((d) => [d.file, d.line, d.message.match(/\^([\w-]+)/)?.[1]])).toEqual([['fake/Actions.md', 7, 'fake-uncited-rule']]);
    expect(uncited[0]!.hint).toContain('tags: [explanatory]');
  });

  it('reports a cited block id another note uses too, where citations read it', async () => {
    const dir = copyFixture('engine');
    try {
      writeFileSync(join(dir, 'Elsewhere.md'), 'A copied rule. ^fake-two-actions\n');
      const { report } = await checkVault(dir, { engines: [fakeEngine], fingerprints: emptyStore() });
      const ambiguous = withCode(report.diagnostics, 'AmbiguousCitedBlock');
      expect(ambiguous.map((d) => d.file)).toEqual(['Elsewhere.md']);
      expect(ambiguous[0]!.message).toContain('fake/Actions.md:');
      expect(withCode(report.diagnostics, 'SharedBlockId')).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips an engine whose folder has no block ids, and says so', async () => {
    const report = await check('broken-link', { engines: [fakeEngine], fingerprints: emptyStore() });
    expect(report.diagnostics.filter((d) => d.code === 'MissingCitedBlock')).toEqual([]);
    expect(report.skipped.join(' ')).toContain('Fake Game');
  });

  it('says once that a vault of no game has no engine citation checked', async () => {
    const report = await check('broken-link', { engines, fingerprints: emptyStore() });
    expect(report.skipped).toHaveLength(1);
    expect(report.skipped[0]).toMatch(
      /Star Wars: Legion, .*legion\/, chronicle-x\/, swu\/ has a block id, so no engine citation was checked\./,
    );
  });
});

describe('check blocks', () => {
  it('runs each block through the engine and reports the ones it disagrees with', async () => {
    const mismatches = withCode((await run()).diagnostics, 'CheckBlockMismatch');
    expect(mismatches.map((d) => [d.line, d.message])).toEqual([
      [22, 'The Fake Game engine answers no (refused); this example expects yes (allowed).'],
      [28, 'The Fake Game engine answers no (refused) as expected, but not because of ^fake-two-actions.'],
    ]);
    expect(mismatches[0]!.hint).toContain('TwoActions (^fake-two-actions)');
  });

  it('reports blocks the engine cannot read, a bad expect and an unknown game', async () => {
    const invalid = withCode((await run()).diagnostics, 'InvalidCheckBlock');
    expect(invalid.map((d) => [d.line, d.message])).toEqual([
      [34, expect.stringContaining('`did` must be a list')],
      [40, expect.stringContaining('`expect` must be `yes`, `no`')],
      [46, expect.stringContaining('“chess”, which has no engine')],
    ]);
  });
});
