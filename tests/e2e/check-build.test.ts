/**
 * `npm run build` runs every `check` block: a wrong expectation fails the build, naming the note's
 * file and line, the expected and the actual answer and the engine's reasons.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, tempOutDir } from './harness.ts';

const made: string[] = [];
afterAll(async () => {
  for (const dir of made) await rm(dir, { recursive: true, force: true });
});

describe('a check block that disagrees with the engine', () => {
  it('fails the build with file, line, expected and actual answer and the reasons', async () => {
    const vault = await mkdtemp(path.join(tmpdir(), 'rulegraph-check-vault-'));
    const outDir = await tempOutDir();
    made.push(vault, outDir);
    await mkdir(path.join(vault, 'legion'));
    await writeFile(
      path.join(vault, 'legion', 'Attack.md'),
      [
        '# Attack',
        '',
        'One attack action per activation.',
        '',
        '```check',
        'game: legion',
        'unit: { type: trooper, courage: 1 }',
        'did: [attack]',
        'ask: attack',
        'expect: yes',
        '```',
        '',
      ].join('\n'),
    );
    const failure = buildSite({ vault, outDir }).then(
      () => 'built',
      (error: Error) => error.message,
    );
    const message = await failure;
    expect(message).not.toBe('built');
    expect(message).toMatch(
      /legion\/Attack\.md:5 `check` block disagrees with the engine: expected allowed \(yes\), but the Star Wars: Legion engine answers refused \(no\)\./,
    );
    expect(message).toMatch(/✗ \w+ \(\^legion-one-attack-action\): /);
  }, 180_000);
});
