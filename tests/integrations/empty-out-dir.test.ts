import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { moveOutAndRemove } from '../../src/integrations/empty-out-dir.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A folder like a built site: pages in folders, assets, a `.git` a deploy keeps there. */
function siteFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rulegraph-out-'));
  made.push(dir);
  for (let i = 0; i < 50; i++) {
    mkdirSync(path.join(dir, 'legion', `note-${i}`), { recursive: true });
    writeFileSync(path.join(dir, 'legion', `note-${i}`, 'index.html'), `<p>${i}</p>`);
  }
  mkdirSync(path.join(dir, '_astro'));
  writeFileSync(path.join(dir, '_astro', 'page.js'), 'export {};');
  writeFileSync(path.join(dir, 'index.html'), '<p>home</p>');
  mkdirSync(path.join(dir, '.git'));
  writeFileSync(path.join(dir, '.git', 'HEAD'), 'ref: refs/heads/pages\n');
  return dir;
}

describe('emptying the output folder before a build', () => {
  it('leaves only .git at once, and removes the old files in the background', async () => {
    const dir = siteFolder();
    const removal = moveOutAndRemove(dir);
    expect(removal).not.toBeNull();
    // The old pages are out of the way before the build writes its own.
    expect(readdirSync(dir).filter((e) => !e.startsWith('.rulegraph-emptying-'))).toEqual(['.git']);
    await removal;
    expect(readdirSync(dir)).toEqual(['.git']);
    expect(existsSync(path.join(dir, '.git', 'HEAD'))).toBe(true);
  });

  it('removes what a stopped build left behind with the rest', async () => {
    const dir = siteFolder();
    mkdirSync(path.join(dir, '.rulegraph-emptying-1-1', 'legion'), { recursive: true });
    writeFileSync(path.join(dir, '.rulegraph-emptying-1-1', 'legion', 'index.html'), '<p>old</p>');
    await moveOutAndRemove(dir);
    expect(readdirSync(dir)).toEqual(['.git']);
  });

  it('does nothing for a folder that does not exist yet', () => {
    expect(moveOutAndRemove(path.join(tmpdir(), `rulegraph-missing-${process.pid}-${Date.now()}`))).toBeNull();
  });
});
