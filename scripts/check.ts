/**
 * `npm run check -- [vault] [--format json] [--watch] [--record-review [block-id…]]`: the editors'
 * checker. See src/checker/cli.ts for the options and docs/editors-guide.md for the diagnostics.
 */
import { runCheckCli } from '../src/checker/cli.ts';

process.exitCode = await runCheckCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  color: !!process.stdout.isTTY && !process.env.NO_COLOR,
  env: process.env,
  cwd: process.cwd(),
  stopped: new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  }),
});
