/** `--watch`: edit a note while the checker runs and see the report change. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK, NODE, ROOT } from './cli.ts';
import { copyFixture } from './helpers.ts';

let child: ChildProcess | null = null;
let dir = '';
afterEach(() => {
  child?.kill('SIGKILL');
  child = null;
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `check --watch --format json` and returns a function that waits for the next event matching `test`. */
function startWatch(vault: string) {
  child = spawn(NODE, [CHECK, vault, '--watch', '--no-engines', '--format', 'json'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  const events: any[] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      events.push(JSON.parse(buffer.slice(0, nl)));
      buffer = buffer.slice(nl + 1);
      for (const w of waiters.splice(0)) w();
    }
  });
  let seen = 0;
  return async function next(test: (e: any) => boolean = () => true): Promise<any> {
    for (;;) {
      while (seen < events.length) {
        const e = events[seen++];
        if (test(e)) return e;
      }
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching watch event; saw ${JSON.stringify(events)}`)), 15_000);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    }
  };
}

describe('check --watch', () => {
  it('reports a link broken by an edit, and its fix, without a restart', async () => {
    dir = copyFixture('clean');
    const next = startWatch(dir);
    const first = await next((e) => e.event === 'checked');
    expect(first.report.diagnostics.map((d: { code: string }) => d.code)).toEqual(['LinkViaAlias']);

    const note = join(dir, 'Start.md');
    writeFileSync(note, readFileSync(note, 'utf8').replace('[[Rules#Timing]]', '[[Rule#Timing]]'));
    const broke = await next((e) => e.event === 'changed' && e.added.length > 0);
    expect(broke.changed).toEqual(['Start.md']);
    expect(broke.added).toEqual([expect.objectContaining({ code: 'BrokenLink', file: 'Start.md', line: 6 })]);
    expect(broke.added[0].hint).toContain('[[Rules]]');

    writeFileSync(note, readFileSync(note, 'utf8').replace('[[Rule#Timing]]', '[[Rules#Timing]]'));
    const fixed = await next((e) => e.event === 'changed' && e.removed.length > 0);
    expect(fixed.removed).toEqual([expect.objectContaining({ code: 'BrokenLink' })]);
    expect(fixed.counts).toEqual({ error: 0, warning: 0, info: 1 });
  });

  it('follows a renamed note: links to the old name break', async () => {
    dir = copyFixture('clean');
    const next = startWatch(dir);
    await next((e) => e.event === 'checked');
    renameSync(join(dir, 'Rules.md'), join(dir, 'Laws.md'));
    const renamed = await next((e) => e.event === 'changed' && e.added.some((d: any) => d.code === 'BrokenLink'));
    expect(renamed.added.filter((d: any) => d.code === 'BrokenLink').map((d: any) => d.file)).toEqual(['Start.md', 'Start.md']);
  });
});
