/** `--watch --strict`: the exit code on stopping follows `--strict`, as a one-shot check's does. */
import { describe, expect, it } from 'vitest';
import { runCheckCli, type CliIo } from '../../src/checker/cli.ts';
import { fixture } from './helpers.ts';

/** Runs the checker's CLI in this process; with `--watch`, stops it once the first report is out. */
async function run(args: string[]): Promise<{ code: number; out: string }> {
  let out = '';
  let stop = (): void => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const io: CliIo = {
    stdout: (text) => {
      out += text;
      if (text.includes('"event":"checked"')) stop();
    },
    stderr: (text) => (out += text),
    color: false,
    env: {},
    cwd: process.cwd(),
    stopped,
  };
  const code = await runCheckCli([fixture('broken-link'), '--no-engines', '--no-cache', '--format', 'json', ...args], io);
  return { code, out };
}

describe('check --watch --strict', () => {
  it('exits 1 on warnings with --strict and 0 without, like a one-shot check', async () => {
    const once = await run([]);
    const onceStrict = await run(['--strict']);
    expect(once.out).toContain('"warning"'); // the fixture has warnings and no errors
    expect([once.code, onceStrict.code]).toEqual([0, 1]);
    const watch = await run(['--watch']);
    const watchStrict = await run(['--watch', '--strict']);
    expect([watch.code, watchStrict.code]).toEqual([0, 1]);
  });
});
