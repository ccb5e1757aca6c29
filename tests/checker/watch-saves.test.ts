/**
 * `check --watch` follows the disk as editors and tools change it: saves through a temporary file
 * renamed over the note (again and again), a note deleted and written again, folders of notes and
 * attachments renamed or replaced, a branch checkout changing hundreds of files. After each, the
 * watched report equals a fresh check of the folder.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkVault } from '../../src/checker/check.ts';
import { createSession, type Session } from '../../src/checker/session.ts';
import { watchSession, type VaultWatcher } from '../../src/checker/watch.ts';
import type { Diagnostic } from '../../src/vault/index.ts';
import { expectAgreement } from './agreement.ts';

let dir = '';
let watcher: VaultWatcher | null = null;
afterEach(() => {
  watcher?.close();
  watcher = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const line = (d: Diagnostic): string => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`;
const write = (path: string, text: string): void => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
/** An editor's save: the text goes to a temporary file, renamed over the note. */
const saveThroughTemp = (path: string, text: string, temp: string): void => {
  write(temp, text);
  renameSync(join(dir, temp), join(dir, path));
};

/** Starts watching `dir`; returns a function that waits until the watched report equals a fresh check's (or fails after 10 s). */
function watchVault(): () => Promise<Session> {
  const session = createSession(dir, { vault: dir });
  const errors: Error[] = [];
  watcher = watchSession(
    session,
    () => {},
    (e) => errors.push(e),
  );
  return async () => {
    const deadline = Date.now() + 10_000;
    let fresh: string[] = [];
    for (;;) {
      await new Promise((r) => setTimeout(r, 50));
      fresh = (await checkVault(dir, { vault: dir })).report.diagnostics.map(line);
      const watched = session.report.diagnostics.map(line);
      if (JSON.stringify(watched) === JSON.stringify(fresh) || Date.now() > deadline) break;
    }
    expect(errors).toEqual([]);
    expect(session.report.diagnostics.map(line), 'check --watch = a fresh check').toEqual(fresh);
    return session;
  };
}

describe('check --watch follows the disk', () => {
  it('sees every save of a note saved through a temporary file, and an in-place save after them', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulegraph-saves-'));
    write('Start.md', 'See [[Rules]].\n');
    write('Rules.md', 'See [[Start]].\n');
    const settled = watchVault();
    await settled();
    saveThroughTemp('Rules.md', 'See [[Strat]].\n', '.Rules.md.swp');
    await settled();
    saveThroughTemp('Rules.md', 'See [[Stort]].\n', 'Rules.md~');
    await settled();
    saveThroughTemp('Rules.md', 'See [[Stirt]].\n', '.Rules.md.swp');
    const session = await settled();
    expect(session.report.diagnostics.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([
      expect.stringContaining('[[Stirt]]'),
    ]);
    write('Rules.md', 'See [[Start]].\n');
    expect((await settled()).report.diagnostics.filter((d) => d.code === 'BrokenLink')).toEqual([]);
  });

  it('sees a note deleted and written again at once, then edited in place', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulegraph-saves-'));
    write('Start.md', 'See [[Rules]].\n');
    write('Rules.md', 'See [[Start]].\n');
    const settled = watchVault();
    rmSync(join(dir, 'Rules.md'));
    write('Rules.md', 'See [[Nowhere]].\n');
    await settled();
    write('Rules.md', 'See [[Elsewhere]].\n');
    const session = await settled();
    expect(session.report.diagnostics.filter((d) => d.code === 'BrokenLink').map((d) => d.message)).toEqual([
      expect.stringContaining('[[Elsewhere]]'),
    ]);
  });

  it('follows folders of notes and attachments renamed, replaced by a file and back, and a checkout of many files', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulegraph-saves-'));
    write('Start.md', 'See [[Rules]], ![[maps/board.png]].\n');
    write('maps/Rules.md', 'See [[Start]] ![[board.png]].\n');
    write('maps/board.png', '');
    const settled = watchVault();
    renameSync(join(dir, 'maps'), join(dir, 'Maps'));
    await settled();
    write('Maps/Rules.md', 'See [[Start]] ![[boards.png]].\n');
    await settled();
    renameSync(join(dir, 'Maps/Rules.md'), join(dir, 'Maps/rules.md'));
    await settled();
    rmSync(join(dir, 'Maps'), { recursive: true });
    write('Maps', 'a file now');
    await settled();
    rmSync(join(dir, 'Maps'));
    write('Maps/board.png', '');
    await settled();
    for (let round = 0; round < 3; round++) for (let i = 0; i < 200; i++) write(`branch/N${i}.md`, `Next: [[N${i + round}]]; [[Start]].\n`);
    await settled();
    write('branch/N0.md', 'Edited after the checkout: [[N1]].\n');
    await expectAgreement(dir, await settled());
  });

  it.skipIf(process.platform === 'win32')('reads a note whose name holds a backslash under its own name', async () => {
    dir = mkdtempSync(join(tmpdir(), 'rulegraph-saves-'));
    write('Start.md', 'See [[Start]].\n');
    const settled = watchVault();
    write('a\\b.md', 'See [[Nowhere]].\n');
    await settled();
    write('a\\b.md', 'See [[Elsewhere]].\n');
    expect((await settled()).report.diagnostics.some((d) => d.file === 'a\\b.md' && d.message.includes('[[Elsewhere]]'))).toBe(true);
  });
});
