/** The command line: text grouped by file, JSON, exit codes, and the seed vault. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from './helpers.ts';
import { runCheck } from './cli.ts';
import { itSeed } from '../seed-vault.ts';

describe('npm run check', () => {
  it('prints text grouped by file with hints, and exits 0 when there are only warnings', () => {
    const { code, stdout } = runCheck([fixture('broken-link'), '--no-engines']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Actions\.md\n {2}1:19 +warning \[\[Card Action\]\] matches no note/m);
    expect(stdout).toContain('hint: Did you mean [[Card Actions]]?');
    expect(stdout).toMatch(/! 0 errors, 5 warnings, 0 info in 5 notes/);
    expect(stdout).not.toContain('\u001b['); // no colour when not a terminal
  });

  it('keeps each diagnostic on its lines when a file name or link target holds a line break', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rulegraph-line-breaks-'));
    try {
      writeFileSync(join(dir, 'Two\nlines.md'), 'See [[Nowhere\u0009else]] and [x](Gone%0A.md).\n');
      const { stdout } = runCheck([dir, '--no-engines']);
      expect(stdout).toContain('Two\\nlines.md\n');
      expect(stdout).toContain('[[Nowhere\\telse]]');
      expect(stdout).toMatch(/Gone\\n\.md/);
      // Each diagnostic: its place line, its hint line; nothing else.
      const body = stdout.split('\n').slice(1, -3);
      expect(body.filter((l) => !/^ {2}\d+:\d+ +(warning|info|error) /.test(l) && !/^ {10}hint: /.test(l) && l !== '')).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 1 on errors, and on warnings with --strict', () => {
    expect(runCheck([fixture('invalid-frontmatter'), '--no-engines']).code).toBe(1);
    expect(runCheck([fixture('broken-link'), '--no-engines', '--strict']).code).toBe(1);
    expect(runCheck([fixture('clean'), '--no-engines', '--strict']).code).toBe(0);
  });

  it('prints the report as JSON', () => {
    const { code, stdout } = runCheck([fixture('ambiguous-link'), '--no-engines', '--format', 'json']);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.notes).toBe(3);
    expect(report.diagnostics.find((d: { code: string }) => d.code === 'AmbiguousLink')).toMatchObject({
      file: 'Index.md',
      line: 1,
      column: 8,
    });
  });

  it('exits 2 on bad usage, with a message and the usage', () => {
    for (const args of [
      ['--format', 'xml'],
      ['--bogus'],
      ['/no/such/vault'],
      [fixture('clean'), 'extra'],
      ['--watch', '--record-review'],
    ]) {
      const { code, stderr } = runCheck(args);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toContain('usage: rulegraph check');
    }
  });

  itSeed('on the seed vault: broken links with suggestions, missing pasted images, pages not in the vault', () => {
    const { stdout } = runCheck(['../shared/seed-vault', '--format', 'json']);
    const report = JSON.parse(stdout) as { diagnostics: Array<{ code: string; file: string; message: string; hint: string }> };
    const find = (code: string, text: string) => report.diagnostics.find((d) => d.code === code && d.message.includes(text));
    expect(find('BrokenLink', '[[Card Action]]')!.hint).toContain('[[Card Actions]] (not written yet either)');
    expect(find('BrokenLink', '[[Move]]')!.hint).toContain('Movement');
    expect(find('MissingEmbed', 'Pasted image 20220118130742.png')).toMatchObject({ file: 'legion/Actions.md' });
    expect(find('PageNotInVault', 'keywords.md')).toMatchObject({ file: 'swu/abilities-and-effects.md' });
    expect(find('PageNotInVault', 'game-concepts.md')).toBeDefined();
  });
});

describe('npm run check, parse cache', () => {
  it('keeps parses in node_modules/.cache, gives the same report from them, and follows edits', async () => {
    const { cpSync, mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync, existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const cwd = mkdtempSync(join(tmpdir(), 'rulegraph-check-cache-'));
    try {
      const vault = join(cwd, 'vault');
      cpSync(fixture('broken-link'), vault, { recursive: true });
      const cacheRoot = join(cwd, 'node_modules', '.cache', 'rulegraph');
      const first = runCheck([vault, '--no-engines', '--no-cache', '--format', 'json'], cwd);
      expect(existsSync(cacheRoot)).toBe(false); // no node_modules here yet, and --no-cache anyway
      mkdirSync(join(cwd, 'node_modules'));
      const cold = runCheck([vault, '--no-engines', '--format', 'json'], cwd);
      const cacheFiles = readdirSync(cacheRoot, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.bin'));
      expect(cacheFiles).toHaveLength(1);
      const warm = runCheck([vault, '--no-engines', '--format', 'json'], cwd);
      expect(cold.stdout).toBe(first.stdout);
      expect(warm.stdout).toBe(first.stdout);
      writeFileSync(join(vault, 'Actions.md'), 'Now links only to [[Card Actions]].\n');
      const edited = runCheck([vault, '--no-engines', '--format', 'json'], cwd);
      expect(edited.stdout).not.toBe(first.stdout);
      expect(edited.stdout).toBe(runCheck([vault, '--no-engines', '--no-cache', '--format', 'json'], cwd).stdout);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
